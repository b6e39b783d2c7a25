/* companion.c: `cardtable companion`: runs Tull Au Toma for someone playing the
 * physical game solo. It sets her up, draws her Au Toma cards, asks only what it must
 * know (whether a location is empty), says exactly what to do, keeps her tokens and
 * hand size, and scores her at the end. Its state is saved after every step (a small
 * text file written whole, then renamed), so quitting or Ctrl-C loses nothing. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

typedef struct companion {
    uint64_t rng;
    int level, variant;
    int parity;           /* 0 EVEN, 1 ODD; -1 not known yet */
    int first;            /* 0 you, 1 Tull; -1 not known yet */
    uint8_t order[RR_AUTOMA_CARDS];
    int next;
    uint8_t priority[RR_LOCATIONS];
    int luna_pair;
    int helium, fleet, influence, sovereign, hand;
    int turns, over;
} companion;

typedef struct session {
    companion c;
    const char *path;
    bool interactive;
    int line_no;
} session;

static unsigned draw(companion *c, unsigned n) {
    uint64_t z = (c->rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (unsigned)((z ^ (z >> 31)) % n);
}

static void shuffle(companion *c, uint8_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)draw(c, (unsigned)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* ---- the state file ---- */

static bool save(const session *s) {
    const companion *c = &s->c;
    char text[1024], why[512];
    int n = snprintf(text, sizeof text,
                     "cardtable-companion 1\nrng %llu\nlevel %d\nvariant %d\nparity %d\nfirst %d\nnext %d\n"
                     "helium %d\nfleet %d\ninfluence %d\nsovereign %d\nhand %d\nturns %d\nover %d\npriority",
                     (unsigned long long)c->rng, c->level, c->variant, c->parity, c->first, c->next, c->helium,
                     c->fleet, c->influence, c->sovereign, c->hand, c->turns, c->over);
    for (int l = 0; l < RR_LOCATIONS; l++) n += snprintf(text + n, sizeof text - (size_t)n, " %d", c->priority[l]);
    n += snprintf(text + n, sizeof text - (size_t)n, "\norder");
    for (int i = 0; i < RR_AUTOMA_CARDS; i++) n += snprintf(text + n, sizeof text - (size_t)n, " %d", c->order[i]);
    snprintf(text + n, sizeof text - (size_t)n, "\n");
    if (!cli_write_file_atomic(s->path, text, why, sizeof why)) {
        fprintf(stderr, "cardtable companion: %s\n", why);
        return false;
    }
    return true;
}

static bool load(const char *path, companion *c, char *why, size_t size) {
    char *text = cli_read_file(path, why, size);
    if (!text) return false;
    memset(c, 0, sizeof *c);
    struct { const char *key; int *value; int lo, hi; } ints[] = {
        {"level", &c->level, 1, 6},          {"variant", &c->variant, 0, 1},     {"parity", &c->parity, -1, 1},
        {"first", &c->first, -1, 1},         {"next", &c->next, 4, RR_AUTOMA_CARDS},
        {"helium", &c->helium, 0, 999},      {"fleet", &c->fleet, 0, RR_FLEET_MAX},
        {"influence", &c->influence, 0, RR_INFLUENCE_TOKENS}, {"sovereign", &c->sovereign, 0, 1},
        {"hand", &c->hand, 0, RR_CARD_COUNT}, {"turns", &c->turns, 0, 100000}, {"over", &c->over, 0, 1}};
    const int n_ints = (int)(sizeof ints / sizeof ints[0]);
    int seen = 0;
    bool ok = strncmp(text, "cardtable-companion 1\n", 22) == 0;
    if (!ok) snprintf(why, size, "%s is not a companion state file", path);
    char *save_ptr = NULL;
    int line = 1;
    for (char *l = ok ? strtok_r(text + 22, "\n", &save_ptr) : NULL; l && ok; l = strtok_r(NULL, "\n", &save_ptr)) {
        line++;
        char key[32];
        int used = 0;
        if (sscanf(l, "%31s %n", key, &used) != 1) continue;
        const char *rest = l + used;
        if (!strcmp(key, "rng")) {
            char *end;
            c->rng = strtoull(rest, &end, 10);
            ok = end != rest;
            seen |= 1 << n_ints;
        } else if (!strcmp(key, "priority") || !strcmp(key, "order")) {
            bool is_order = key[0] == 'o';
            int count = is_order ? RR_AUTOMA_CARDS : RR_LOCATIONS, k = 0;
            unsigned mask = 0;
            for (char *end; k < count; k++) {
                long v = strtol(rest, &end, 10);
                if (end == rest || v < 0 || v >= count) break;
                (is_order ? c->order : c->priority)[k] = (uint8_t)v;
                mask |= 1u << v;
                rest = end;
            }
            ok = k == count && mask == (1u << count) - 1;
            seen |= 1 << (n_ints + 1 + is_order);
        } else {
            int i = 0;
            while (i < n_ints && strcmp(ints[i].key, key)) i++;
            char *end;
            long v = i < n_ints ? strtol(rest, &end, 10) : 0;
            ok = i < n_ints && end != rest && v >= ints[i].lo && v <= ints[i].hi;
            if (ok) *ints[i].value = (int)v, seen |= 1 << i;
        }
        if (!ok) snprintf(why, size, "%s: line %d is malformed: '%.40s'", path, line, l);
    }
    free(text);
    if (ok && seen != (1 << (n_ints + 3)) - 1) {
        snprintf(why, size, "%s is incomplete (truncated?)", path);
        ok = false;
    }
    if (ok)
        for (int l = 0; l < RR_LOCATIONS; l++)
            if (c->priority[l] == 3 - c->priority[RR_LUNA]) c->luna_pair = l;
    return ok;
}

/* ---- talking ---- */

/* The next non-empty input line (trimmed); NULL at the end of input. */
static char *read_line(session *s, char *buf, size_t size) {
    for (;;) {
        if (s->interactive) printf("> ");
        fflush(stdout); /* a program driving us sees every question before it answers */
        if (!fgets(buf, (int)size, stdin)) return NULL;
        s->line_no++;
        size_t n = strlen(buf);
        while (n && isspace((unsigned char)buf[n - 1])) buf[--n] = 0;
        char *t = buf;
        while (isspace((unsigned char)*t)) t++;
        if (*t) return t;
    }
}

/* A yes/no answer: 1 yes, 0 no, -1 end of input, -2 a bad line in scripted mode. */
static int ask_yes(session *s, const char *question) {
    char buf[128];
    for (;;) {
        printf("%s (yes/no)\n", question);
        char *a = read_line(s, buf, sizeof buf);
        if (!a) return -1;
        if (!strcasecmp(a, "y") || !strcasecmp(a, "yes")) return 1;
        if (!strcasecmp(a, "n") || !strcasecmp(a, "no")) return 0;
        if (!s->interactive) {
            fprintf(stderr, "cardtable companion: input line %d: '%s' is not yes or no\n", s->line_no, a);
            return -2;
        }
        printf("Please answer yes or no.\n");
    }
}

/* A number in [lo, hi]: the number, -1 end of input, -2 a bad line in scripted mode. */
static int ask_number(session *s, const char *question, int lo, int hi) {
    char buf[128];
    for (;;) {
        printf("%s (%d-%d)\n", question, lo, hi);
        char *a = read_line(s, buf, sizeof buf), *end;
        if (!a) return -1;
        long v = strtol(a, &end, 10);
        if (end != a && !*end && v >= lo && v <= hi) return (int)v;
        if (!s->interactive) {
            fprintf(stderr, "cardtable companion: input line %d: '%s' is not a number from %d to %d\n", s->line_no, a, lo, hi);
            return -2;
        }
        printf("Please type a number from %d to %d.\n", lo, hi);
    }
}

static const char *bonus_words(int l) {
    static const char *const w[RR_LOCATIONS] = {"advances 1 on the Fleet Track", "gains 1 Helium",
                                                "takes the Sovereign token", "places 1 Influence on the Institute"};
    return w[l];
}

static void take_bonus(companion *c, int l) {
    if (l == RR_JUPITER && c->fleet < RR_FLEET_MAX) c->fleet++;
    else if (l == RR_MARS) c->helium++;
    else if (l == RR_LUNA) c->sovereign = 1;
    else if (l == RR_INSTITUTE && c->influence < RR_INFLUENCE_TOKENS) c->influence++;
}

static void say_bonus(companion *c, int named, int arrow, bool luna_card) {
    int l = rr_automa_bonus_location(c->helium, c->fleet, c->influence, named, arrow);
    if (l != named) printf("   She has 10 there already, so following the arrow: %s's bonus.\n", rr_location_name(l));
    take_bonus(c, l);
    printf("   %s: she %s%s.\n", luna_card ? "Luna bonus card" : "Bonus", bonus_words(l),
           l == RR_LUNA ? " (your Martyr or Justice may keep it: then type 'sovereign no')" : "");
    if (l == RR_LUNA && !luna_card) say_bonus(c, c->luna_pair, arrow, true);
}

/* Her turn: two Au Toma cards. Returns 1 when done, 0 if input ended and -2 if a line
 * was bad mid-turn (the turn is then undone and not saved: resuming plays it again). */
static int her_turn(session *s) {
    companion *c = &s->c;
    companion before = *c;
    if (c->next >= RR_AUTOMA_CARDS) {
        printf("Her Au Toma deck is empty: shuffle all 22 cards and set the top 4 aside again.\n");
        shuffle(c, c->order, RR_AUTOMA_CARDS);
        c->next = 4;
    }
    printf("\nTull Au Toma's turn %d:\n", c->turns + 1);
    for (int k = 0; k < 2; k++) {
        int id = c->order[c->next++];
        const rr_automa_card *card = &rr_automa_cards[id];
        int deploy = rr_automa_location(c->priority, card->deploy), gain = rr_automa_location(c->priority, card->gain);
        printf(" Au Toma card %d:\n", id + 1);
        char letter[16] = "";
        if (card->deploy >= RR_LOCATIONS) snprintf(letter, sizeof letter, " (priority %c)", 'A' + card->deploy - RR_LOCATIONS);
        printf("   Deploy: put the character deck's top card face up on %s%s, without its ability.\n",
               rr_location_name(deploy), letter);
        int at = gain;
        for (int step = 0; step < RR_LOCATIONS; step++) {
            if (at == deploy) break; /* she just put a card there */
            char q[96];
            snprintf(q, sizeof q, "   Is %s empty now?", rr_location_name(at));
            int empty = ask_yes(s, q);
            if (empty < 0) {
                *c = before;
                return empty;
            }
            if (!empty) break;
            at = (at + card->arrow + RR_LOCATIONS) % RR_LOCATIONS;
            printf("   Following the arrow %s: %s.\n", card->arrow < 0 ? "left" : "right", rr_location_name(at));
        }
        printf("   Gain: put the top card of %s face down on top of her hand.\n", rr_location_name(at));
        c->hand++;
        if (card->extra == RR_EXTRA_BONUS) say_bonus(c, at, card->arrow, false);
        if (card->extra == RR_EXTRA_BANISH) printf("   Extra: banish the top card of the character deck.\n");
    }
    c->turns++;
    printf(" She now has %d cards, %d Helium, Fleet %d, %d Influence%s.\n", c->hand, c->helium, c->fleet, c->influence,
           c->sovereign ? ", the Sovereign token" : "");
    return 1;
}

static void show_status(const companion *c) {
    printf("Tull Au Toma, level %d (%s): %d cards, %d Helium, Fleet %d, %d Influence%s; %d turns; %d Au Toma cards "
           "left before a reshuffle; the odd/even card shows %s.\n",
           c->level, rr_automa_level_names[c->level], c->hand, c->helium, c->fleet, c->influence,
           c->sovereign ? ", the Sovereign token" : "", c->turns, RR_AUTOMA_CARDS - c->next,
           c->parity ? "ODD" : "EVEN");
}

static void help(void) {
    printf("Commands:\n"
           "  t, turn            Tull Au Toma takes her turn\n"
           "  helium N / +N / -N the same for fleet, influence, cards (her hand size): set or change\n"
           "  sovereign yes/no   whether she holds the Sovereign token\n"
           "  status             her tokens, hand and deck\n"
           "  end                the game is over: score her\n"
           "  quit               stop here (everything is saved; --resume goes on)\n");
}

/* "helium +2", "fleet 5", "cards -1", "sovereign no": true if the line was one. */
static bool adjust(companion *c, const char *line) {
    char key[16], value[16];
    if (sscanf(line, "%15s %15s", key, value) != 2) return false;
    if (!strcasecmp(key, "sovereign")) {
        if (!strcasecmp(value, "yes")) c->sovereign = 1;
        else if (!strcasecmp(value, "no")) c->sovereign = 0;
        else return false;
        return true;
    }
    int *field = !strcasecmp(key, "helium") ? &c->helium : !strcasecmp(key, "fleet") ? &c->fleet
                 : !strcasecmp(key, "influence") ? &c->influence : !strcasecmp(key, "cards") ? &c->hand : NULL;
    int hi = field == &c->fleet ? RR_FLEET_MAX : field == &c->influence ? RR_INFLUENCE_TOKENS : 999;
    char *end;
    long v = strtol(value, &end, 10);
    if (!field || end == value || *end) return false;
    long now = value[0] == '+' || value[0] == '-' ? *field + v : v;
    if (now < 0 || now > hi) return false;
    *field = (int)now;
    return true;
}

/* The end: her cards by parity and your Influence (for the ranking), then her score. */
static int score_her(session *s) {
    companion *c = &s->c;
    char q[160];
    snprintf(q, sizeof q, "How many of her %d cards have an %s core value (0 is even)?", c->hand, c->parity ? "ODD" : "EVEN");
    int matching = ask_number(s, q, 0, c->hand);
    if (matching < 0) return matching;
    int yours = ask_number(s, "How much Influence do you have on the Institute?", 0, RR_INFLUENCE_TOKENS);
    if (yours < 0) return yours;
    int nonmatching = c->hand - matching, cut = c->hand - RR_AUTOMA_HAND_LIMIT;
    if (cut > 0) {
        int drop = cut < nonmatching ? cut : nonmatching;
        nonmatching -= drop;
        matching -= cut - drop;
        printf("Her hand is cut to 20: %d cards set aside, non-matching ones first.\n", cut);
    }
    const uint8_t *pts = rr_automa_points[c->level];
    uint8_t influence[2] = {(uint8_t)yours, (uint8_t)c->influence};
    int inf[2];
    rr_influence_points(2, influence, 3, inf);
    int cards = matching * pts[0] + nonmatching * pts[1];
    int total = RR_AUTOMA_BASE + cards + rr_fleet_points[c->fleet] + 3 * c->helium + 10 * c->sovereign + inf[1];
    printf("Tull Au Toma's score (level %d, %s):\n", c->level, rr_automa_level_names[c->level]);
    printf("  base                      %4d\n", RR_AUTOMA_BASE);
    printf("  %2d matching x %-2d          %4d\n", matching, pts[0], matching * pts[0]);
    printf("  %2d non-matching x %-2d      %4d\n", nonmatching, pts[1], nonmatching * pts[1]);
    printf("  Fleet Track (%2d)          %4d\n", c->fleet, rr_fleet_points[c->fleet]);
    printf("  Helium (%d)                %4d\n", c->helium, 3 * c->helium);
    printf("  Sovereign                 %4d\n", 10 * c->sovereign);
    printf("  Influence (%d)             %4d\n", c->influence, inf[1]);
    printf("  Total                     %4d\n", total);
    printf("Score yourself with cardtable score; if you tie, the Sovereign token decides.\n");
    c->over = 1;
    return 0;
}

static void setup_text(const companion *c) {
    printf("Setup, before the usual 2-player setup:\n");
    printf(" 1. Shuffle her 22 Au Toma cards face down and set the top 4 aside (I keep track of them).\n");
    printf(" 2. Priority cards:");
    for (int k = 0; k < RR_LOCATIONS; k++)
        for (int l = 0; l < RR_LOCATIONS; l++)
            if (c->priority[l] == k) printf(" %c on %s%s", 'A' + k, rr_location_name(l), k < 3 ? "," : ".\n");
    printf(" 3. Tuck the Luna bonus card under Luna's priority card showing %s's icon.\n", rr_location_name(c->luna_pair));
    if (c->variant) printf(" 4. Remove Loan Shark from the game (the variant keeps the other four).\n");
    else printf(" 4. Remove Auctioneer, Eo, Loan Shark, Psychologist and Roque from the game.\n");
    printf(" 5. Set up as for 2 players (3 neutral Influence on the Institute); she takes 2 cards\n"
           "    face down as her hand and no house.\n");
}

int cli_companion(int argc, char **argv) {
    session s;
    memset(&s, 0, sizeof s);
    companion *c = &s.c;
    const char *resume = NULL, *path = NULL, *layout = NULL;
    int level = 2, variant = 0;
    uint64_t seed = 0;
    bool seeded = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            printf("usage: cardtable companion [--level 1-6] [--variant all-cards] [--layout ABCD] [--seed S]\n"
                   "                           [--save FILE]\n"
                   "       cardtable companion --resume FILE\n"
                   "  runs Tull Au Toma for a physical solo game; type 'help' at its prompt\n");
            return 0;
        }
        if (!val) {
            fprintf(stderr, "cardtable companion: %s needs a value\n", arg);
            return 2;
        }
        if (!strcmp(arg, "--level") && cli_parse_int(val, 1, 6, &level)) {
        } else if (!strcmp(arg, "--variant") && !strcmp(val, "all-cards")) {
            variant = 1;
        } else if (!strcmp(arg, "--seed") && cli_parse_u64(val, &seed)) {
            seeded = true;
        } else if (!strcmp(arg, "--save")) {
            path = val;
        } else if (!strcmp(arg, "--resume")) {
            resume = val;
        } else if (!strcmp(arg, "--layout") && strlen(val) == 4) {
            layout = val;
        } else {
            fprintf(stderr, "cardtable companion: bad option '%s %s' (see cardtable companion --help)\n", arg, val);
            return 2;
        }
        i++;
    }
    s.interactive = isatty(STDIN_FILENO);
    if (resume) {
        char why[512];
        if (!load(resume, c, why, sizeof why)) {
            fprintf(stderr, "cardtable companion: %s\n", why);
            return 2;
        }
        s.path = path ? path : resume;
        printf("Going on with Tull Au Toma's game from %s.\n", resume);
        show_status(c);
    } else {
        c->rng = seeded ? seed : ((uint64_t)time(NULL) * 2654435761u) ^ (uint64_t)getpid();
        c->level = level;
        c->variant = variant;
        c->parity = c->first = -1;
        for (int i = 0; i < RR_AUTOMA_CARDS; i++) c->order[i] = (uint8_t)i;
        shuffle(c, c->order, RR_AUTOMA_CARDS);
        c->next = 4;
        for (int l = 0; l < RR_LOCATIONS; l++) c->priority[l] = (uint8_t)l;
        shuffle(c, c->priority, RR_LOCATIONS);
        if (layout) { /* the priority cards already on the table: letters at Jupiter, Mars, Luna, Institute */
            unsigned seen = 0;
            for (int l = 0; l < RR_LOCATIONS; l++) {
                int k = layout[l] >= 'a' ? layout[l] - 'a' : layout[l] - 'A';
                if (k < 0 || k > 3 || (seen >> k & 1)) {
                    fprintf(stderr, "cardtable companion: --layout takes the letters A-D once each, in the order "
                                    "Jupiter, Mars, Luna, The Institute (e.g. CADB), not '%s'\n", layout);
                    return 2;
                }
                seen |= 1u << k;
                c->priority[l] = (uint8_t)k;
            }
        }
        for (int l = 0; l < RR_LOCATIONS; l++)
            if (c->priority[l] == 3 - c->priority[RR_LUNA]) c->luna_pair = l;
        c->hand = 2;
        s.path = path ? path : "companion.txt";
        printf("Tull Au Toma, level %d (%s). Saving to %s after every step.\n", c->level,
               rr_automa_level_names[c->level], s.path);
        setup_text(c);
        if (!save(&s)) return 2;
    }
    int status = 0;
    if (c->parity < 0) {
        int odd = ask_number(&s, "How many of the 8 cards on the board have an odd core value?", 0, 8);
        if (odd < 0) return odd == -2 ? 2 : 0;
        c->parity = odd > 8 - odd;
        printf(" -> Put the odd/even card under the board showing %s.\n", c->parity ? "ODD" : "EVEN");
        if (!save(&s)) return 2;
    }
    if (c->first < 0) {
        int apollo = ask_yes(&s, "Is your house Apollo?");
        if (apollo < 0) return apollo == -2 ? 2 : 0;
        c->first = apollo ? 0 : (int)draw(c, 2);
        printf(" -> %s the first turn.\n", c->first ? "Tull Au Toma takes" : "You take");
        if (!save(&s)) return 2;
        if (c->first) {
            int r = her_turn(&s);
            if (r <= 0) return r == -2 ? 2 : 0;
            if (!save(&s)) return 2;
        }
    }
    if (c->over) {
        printf("This game is over.\n");
        return 0;
    }
    printf("After each of your turns type 't' for hers ('help' for every command).\n");
    char buf[256];
    for (;;) {
        char *line = read_line(&s, buf, sizeof buf);
        if (!line) break;
        if (!strcasecmp(line, "t") || !strcasecmp(line, "turn")) {
            int r = her_turn(&s);
            if (r <= 0) {
                status = r == -2 ? 2 : 0;
                break;
            }
        } else if (!strcasecmp(line, "status")) {
            show_status(c);
            continue;
        } else if (!strcasecmp(line, "help") || !strcmp(line, "?")) {
            help();
            continue;
        } else if (!strcasecmp(line, "quit") || !strcasecmp(line, "q")) {
            break;
        } else if (!strcasecmp(line, "end")) {
            int r = score_her(&s);
            if (r == -2) status = 2;
            if (r == 0 && !save(&s)) status = 2;
            return status;
        } else if (!adjust(c, line)) {
            if (!s.interactive) {
                fprintf(stderr, "cardtable companion: input line %d: '%s' is not a command (try help)\n", s.line_no, line);
                return 2;
            }
            printf("'%s' is not a command; type 'help'.\n", line);
            continue;
        } else {
            show_status(c);
        }
        if (!save(&s)) return 2;
    }
    printf("Saved in %s (cardtable companion --resume %s).\n", s.path, s.path);
    return status;
}
