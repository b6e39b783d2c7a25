/* bench_score.c: how fast one player's hand is scored with the best Orange names and
 * Gray colors, each figure printed beside its target (docs: issue 11):
 * - random 7-9 card hands (board and banished pile filled): <= 0.5 us per hand;
 * - hands with exactly 0..6 Oranges/Grays (context, no target);
 * - the worst hands known (performance.md table 1b, and what a hill-climb over the
 *   wild cards and the cards that read names or colors found): <= 10 us each;
 * - hands far beyond any real game (a whole deck in one hand, the findings' inputs):
 *   <= 10 ms each.
 * Times are CPU time of this process (the machine is shared). `bench_score climb N`
 * also runs an N-step hill-climb for slow 9-card hands and prints the slowest found;
 * `bench_score random N [W]` scores run()'s random hands (with W wild cards) N times,
 * for instruction counts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "redrising.h"

static double cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static void blank(rr_board *b) {
    memset(b, 0, sizeof *b);
    for (int c = 0; c < RR_CARD_COUNT; c++) b->order[c] = (uint8_t)c;
    for (int z = 1; z <= RR_ZONES; z++) b->zstart[z] = RR_CARD_COUNT;
    b->players = 2;
    b->sovereign = -1;
    b->automa = -1;
    b->neutral_influence = 3;
}

#define HANDS 512
static rr_board boards[HANDS];

/* Hands of 7-9 cards with exactly `wild` Oranges/Grays (-1: any cards at all). */
static void make_hands(int wild, uint64_t seed) {
    uint64_t x = seed;
    for (int h = 0; h < HANDS; h++) {
        rr_board *b = &boards[h];
        blank(b);
        b->sovereign = (int8_t)(next(&x) % 3) - 1;
        for (int p = 0; p < 2; p++) {
            b->helium[p] = (uint16_t)(next(&x) % 9);
            b->fleet[p] = (uint8_t)(next(&x) % 11);
            b->influence[p] = (uint8_t)(next(&x) % 9);
        }
        int size = 7 + (int)(next(&x) % 3), n = 0, w = 0;
        bool used[RR_CARD_COUNT] = {false};
        while (n < size) {
            int c = (int)(next(&x) % RR_CARD_COUNT);
            bool is_wild = rr_cards[c].color == RR_ORANGE || rr_cards[c].color == RR_GRAY;
            if (used[c]) continue;
            if (wild >= 0 && (is_wild ? w >= wild : size - n <= wild - w)) continue;
            used[c] = true;
            n++;
            w += is_wild;
            rr_place_card(b, c, RR_ZONE_HAND, false);
        }
        for (int k = 0; k < 16; k++) {
            int c = (int)(next(&x) % RR_CARD_COUNT);
            if (!used[c]) {
                used[c] = true;
                rr_place_card(b, c, k < 10 ? RR_ZONE_LOCATION + k % 4 : RR_ZONE_BANISHED, false);
            }
        }
    }
}

static void run(const char *label, int wild, double target_us) {
    make_hands(wild, 0x1234567 + (uint64_t)wild);
    static rr_hand_score out;
    long hands = 0, sum = 0;
    double start = cpu_seconds(), elapsed;
    do {
        for (int h = 0; h < HANDS; h++) {
            rr_score_hand(&boards[h], 0, NULL, &out);
            sum += out.bonus;
        }
        hands += HANDS;
        elapsed = cpu_seconds() - start;
    } while (elapsed < 0.4);
    double us = elapsed * 1e6 / (double)hands;
    printf("%-44s %10.3f us/hand", label, us);
    if (target_us > 0) printf("   target <= %.1f us  %s", target_us, us <= target_us ? "ok" : "OVER");
    printf("   [checksum %ld]\n", sum);
}

/* One hand (comma-separated names) on an empty board, tokens 4/5/3 against 2/2/2. */
static bool hand_board(rr_board *b, const char *cards) {
    blank(b);
    b->helium[0] = 4, b->fleet[0] = 5, b->influence[0] = 3;
    b->helium[1] = 2, b->fleet[1] = 2, b->influence[1] = 2;
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", cards);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        while (*tok == ' ') tok++;
        int c = rr_find_card(tok);
        if (c < 0) {
            fprintf(stderr, "bench_score: no card '%s'\n", tok);
            return false;
        }
        rr_place_card(b, c, RR_ZONE_HAND, false);
    }
    return true;
}

/* The CPU time of scoring b once, averaged over a loop of at least `seconds`. */
static double time_board(const rr_board *b, double seconds, int *bonus) {
    static rr_hand_score out;
    long n = 0;
    double start = cpu_seconds(), elapsed;
    do {
        rr_score_hand(b, 0, NULL, &out);
        n++;
        elapsed = cpu_seconds() - start;
    } while (elapsed < seconds);
    *bonus = out.bonus;
    return elapsed / (double)n;
}

static const char *const worst[][2] = {
    {"H1: 3 Gray + 1 Orange", "Trigg,Bridge,Danto,Cyther,Harmony,Janitor,Nanny,Mustang,Codebreaker"},
    {"H2: 3 Gray + 1 Orange", "Trigg,Bridge,Danto,Cyther,The Pax,Karnus,Nero,Mustang,Harmony"},
    {"H3: 4 Orange + Codebreaker", "Codebreaker,Aegis Craftsman,Artificer,Cyther,Gravboot Cobbler,The Pax,Karnus,Nero"},
    {"H3 + Antonia", "Codebreaker,Aegis Craftsman,Artificer,Cyther,Gravboot Cobbler,The Pax,Karnus,Nero,Antonia"},
    {"4 Orange + 3 Gray + Codebreaker + Mustang",
     "Codebreaker,Cyther,Pulse Armorer,Aegis Craftsman,Artificer,Trigg,Bridge,Danto,Mustang"},
    {"Codebreaker + 6 Oranges",
     "Codebreaker,Aegis Craftsman,Artificer,Cyther,Gravboot Cobbler,Pulse Armorer,Pulse Fist Engineer"},
    {"Codebreaker + 7 Oranges + The Pax",
     "Codebreaker,Aegis Craftsman,Artificer,Cyther,Gravboot Cobbler,Pulse Armorer,Pulse Fist Engineer,"
     "Razor Designer,The Pax"},
    {"4 Gray, color-hungry", "Trigg,Bridge,Danto,Holiday,Harmony,Janitor,Nanny,Mustang,Alia Snowsparrow"},
    {"worst of 400,000 game hands", "Octavia,Pulse Fist Engineer,Aegis Craftsman,Codebreaker,Cassius,Razor Designer,"
                                    "Investor,Cyther"},
    {"2 Gray + 1 Orange", "Darrow,Sevro,Mustang,Trigg,Cyther,Bridge,Judge"},
    {"4 Gray + Theodora, Aegis, Razor, Mustang, 4D",
     "Trigg,Bridge,Danto,Holiday,Theodora,Aegis Craftsman,Razor Designer,Mustang,4D Painter"},
    {"3 Orange + coupled clauses", "Cyther,Artificer,Aegis Craftsman,Antonia,Sevro,Tactus,Romulus,Matteo,Lawyer"},
    {"4 Orange + many names", "Codebreaker,Cyther,Artificer,Aegis Craftsman,Razor Designer,The Pax,Karnus,Antonia,Nero"},
    {"7 Gray + 2 readers", "Trigg,Bridge,Danto,Holiday,Sun Hwa,Colonel Valentin,Ugly Dan,Mustang,Harmony"},
    {"hill-climb: 2 Orange + 3 Gray, coupled clauses", "Sevro,Artificer,Harmony,Pulse Armorer,Colonel Valentin,Bridge,Holiday,Mustang,Lawyer"},
    {"4 Orange + 4 Gray + Mustang",
     "Cyther,Artificer,Aegis Craftsman,Razor Designer,Trigg,Bridge,Danto,Holiday,Mustang"},
};

static const char *all_cards(void) {
    static char buf[4096];
    buf[0] = 0;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        strcat(buf, rr_cards[c].name);
        if (c + 1 < RR_CARD_COUNT) strcat(buf, ",");
    }
    return buf;
}

static const char *const huge[][2] = {
    {"14 wild + 20 (findings: score-14wild-plus-20)",
     "Aegis Craftsman,Artificer,Cyther,Gravboot Cobbler,Pulse Armorer,Pulse Fist Engineer,Razor Designer,Bridge,"
     "Colonel Valentin,Danto,Holiday,Sun Hwa,Trigg,Ugly Dan,Arlus,Dancer,Darrow,Deanna,Eo,Harmony,Uncle Narol,"
     "Artisan Chef,Assassin,Gardener,Janitor,Mess Hall Cook,Modjob,Nanny,Alfrun,Alia Snowsparrow,Helga,Jopho,"
     "Ragnar,Sefi"},
    {"27 cards (findings: score-27card-hand)",
     "Aegis Craftsman,Artificer,Cyther,Gravboot Cobbler,Pulse Armorer,Pulse Fist Engineer,Razor Designer,Vlogger,"
     "Orator,Calliope,Auctioneer,Conversationalist,Orion,Morning Star,Deanna,Surgeon,Jopho,Magistrate,Hacker,"
     "Mustang,Evey,CEO,Reporter,The Howlers,Sun Hwa,Politician,Firewall Expert"},
    {"the whole deck in one hand", NULL},
};

/* Hill-climb for slow 9-card hands over the wild cards and the cards that read names
 * or colors: swap one card at a time, keep the swap if the hand got slower. */
static void climb(int steps) {
    static const char *const pool[] = {
        "Aegis Craftsman", "Artificer", "Cyther", "Gravboot Cobbler", "Pulse Armorer", "Pulse Fist Engineer",
        "Razor Designer", "Bridge", "Colonel Valentin", "Danto", "Holiday", "Sun Hwa", "Trigg", "Ugly Dan",
        "Codebreaker", "Mustang", "4D Painter", "Harmony", "Janitor", "Nanny", "Gardener", "Alia Snowsparrow",
        "Theodora", "The Pax", "Karnus", "Nero", "Antonia", "Victra", "Sevro", "Tactus", "Romulus", "Lawyer",
        "Cassius", "Lysander", "Matteo", "Eo", "Modjob", "Artisan Chef", "Mess Hall Cook", "Morning Star"};
    const int pool_size = (int)(sizeof pool / sizeof pool[0]);
    uint64_t x = 0x9e3779b97f4a7c15ull;
    int hand[9];
    for (int i = 0; i < 9; i++) {
        int c;
        bool dup;
        do {
            c = (int)(next(&x) % (uint64_t)pool_size);
            dup = false;
            for (int j = 0; j < i; j++) dup |= hand[j] == c;
        } while (dup);
        hand[i] = c;
    }
    double best = 0;
    char best_text[1024] = "";
    for (int s = 0; s < steps; s++) {
        int trial[9];
        memcpy(trial, hand, sizeof trial);
        int at = (int)(next(&x) % 9), c;
        bool dup;
        do {
            c = (int)(next(&x) % (uint64_t)pool_size);
            dup = false;
            for (int j = 0; j < 9; j++) dup |= trial[j] == c;
        } while (dup);
        trial[at] = c;
        char text[1024] = "";
        for (int i = 0; i < 9; i++) {
            strcat(text, pool[trial[i]]);
            if (i < 8) strcat(text, ",");
        }
        rr_board b;
        int bonus;
        if (!hand_board(&b, text)) return;
        double t = time_board(&b, 0.002, &bonus);
        if (t >= best) {
            best = t;
            memcpy(hand, trial, sizeof hand);
            snprintf(best_text, sizeof best_text, "%s", text);
        }
    }
    rr_board b;
    int bonus;
    hand_board(&b, best_text);
    double t = time_board(&b, 0.05, &bonus);
    printf("hill-climb (%d steps), slowest found: %.2f us (bonus %d)   target <= 10 us  %s\n  %s\n", steps, t * 1e6,
           bonus, t * 1e6 <= 10 ? "ok" : "OVER", best_text);
}

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "climb")) {
        climb(atoi(argv[2]));
        return 0;
    }
    if (argc >= 3 && !strcmp(argv[1], "random")) { /* a fixed count, for instruction counts */
        int wild = argc > 3 ? atoi(argv[3]) : -1;  /* as run()'s hands: -1 any, else that many wild cards */
        make_hands(wild, 0x1234567 + (uint64_t)wild);
        static rr_hand_score out;
        long sum = 0;
        for (int r = atoi(argv[2]); r > 0; r--)
            for (int h = 0; h < HANDS; h++) {
                rr_score_hand(&boards[h], 0, NULL, &out);
                sum += out.bonus;
            }
        printf("%d rounds of %d random hands [checksum %ld]\n", atoi(argv[2]), HANDS, sum);
        return 0;
    }
    run("random 7-9 card hands", -1, 0.5);
    run("hands with no Orange or Gray", 0, 0);
    run("hands with 1 Orange/Gray", 1, 0);
    run("hands with 2 Oranges/Grays", 2, 0);
    run("hands with 3 Oranges/Grays", 3, 0);
    run("hands with 4 Oranges/Grays", 4, 0);
    run("hands with 6 Oranges/Grays", 6, 0);
    printf("\nworst hands (empty board; tokens 4/5/3 vs 2/2/2):\n");
    for (size_t i = 0; i < sizeof worst / sizeof worst[0]; i++) {
        rr_board b;
        int bonus;
        if (!hand_board(&b, worst[i][1])) return 1;
        double t = time_board(&b, 0.05, &bonus) * 1e6;
        printf("  %-44s %10.2f us   target <= 10 us  %-4s (bonus %d)\n", worst[i][0], t, t <= 10 ? "ok" : "OVER", bonus);
    }
    printf("\nhands beyond any game:\n");
    for (size_t i = 0; i < sizeof huge / sizeof huge[0]; i++) {
        rr_board b;
        int bonus;
        if (!hand_board(&b, huge[i][1] ? huge[i][1] : all_cards())) return 1;
        double t = time_board(&b, 0.2, &bonus) * 1e3;
        printf("  %-44s %10.3f ms   target <= 10 ms  %-4s (bonus %d)\n", huge[i][0], t, t <= 10 ? "ok" : "OVER", bonus);
    }
    return 0;
}
