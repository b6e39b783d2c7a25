/* bench_games.c: whole random games per second (setup to final score) for 2 to 6
 * players, the cost of a state copy, and the state's size. Prints figures only. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "redrising.h"

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t xorshift(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Plays games for about `budget` seconds; returns games per second. */
static double games_per_second(int players, double budget, long *decisions_out, long *checksum) {
    rr_options o;
    char text[32];
    snprintf(text, sizeof text, "players=%d", players);
    rr_parse_options(text, &o, NULL);
    rr_state s;
    uint16_t opts[CT_MAX_OPTIONS];
    long games = 0, decisions = 0;
    uint64_t rng = 88172645463325252ull;
    double start = now_seconds(), elapsed;
    do {
        for (int k = 0; k < 200; k++) {
            rr_new_game(&s, &o, (uint64_t)games, NULL);
            while (!rr_is_over(&s)) {
                int n = rr_legal(&s, opts);
                rr_apply(&s, opts[xorshift(&rng) % (uint64_t)n], NULL);
                decisions++;
            }
            rr_scorepad pad;
            rr_score(&s.now, &pad);
            *checksum += pad.row[0].total;
            games++;
        }
        elapsed = now_seconds() - start;
    } while (elapsed < budget);
    *decisions_out = decisions;
    return (double)games / elapsed;
}

int main(void) {
    long checksum = 0, decisions;
    printf("state size: %zu bytes (board %zu)\n", sizeof(rr_state), sizeof(rr_board));
    for (int players = 2; players <= 6; players++) {
        double gps = games_per_second(players, players == 2 ? 2.0 : 0.5, &decisions, &checksum);
        printf("random %d-player games: %.0f games/s (%.2f us/game)\n", players, gps, 1e6 / gps);
    }
    /* state copies */
    static rr_state a, b;
    rr_options o;
    rr_parse_options("players=4", &o, NULL);
    rr_new_game(&a, &o, 1, NULL);
    long copies = 0;
    double start = now_seconds(), elapsed;
    do {
        for (int k = 0; k < 100000; k++) {
            b = a;
            a.now.helium[0] = (uint16_t)(b.now.helium[0] + 1); /* keep the copy observable */
        }
        copies += 100000;
        elapsed = now_seconds() - start;
    } while (elapsed < 0.5);
    printf("state copy: %.1f ns\n", elapsed * 1e9 / (double)copies);
    printf("(checksum %ld)\n", checksum + b.now.helium[0]);
    return 0;
}
