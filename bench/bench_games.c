/* bench_games.c: whole random games per second (setup to final scores, every ability)
 * for 2 to 6 players, played by rr_playout (answers chosen where the engine asks) and
 * by one rr_apply per answer; the cost of a state copy and the state's size. Every
 * figure is CPU time of this thread, printed with its target (docs/PERFORMANCE.md).
 * Prints figures only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "redrising.h"

static double cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t xorshift(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Plays games for about `budget` CPU seconds; returns games per second. */
static double games_per_second(int players, bool playout, double budget, double *decisions_per_game, long *checksum) {
    rr_options o;
    char text[32];
    snprintf(text, sizeof text, "players=%d", players);
    rr_parse_options(text, &o, NULL);
    rr_state s;
    uint16_t opts[CT_MAX_OPTIONS];
    long games = 0, decisions = 0;
    uint64_t rng = 88172645463325252ull;
    double start = cpu_seconds(), elapsed;
    do {
        for (int k = 0; k < 200; k++) {
            rr_new_game(&s, &o, (uint64_t)games, NULL);
            if (playout) {
                decisions += rr_playout(&s, ct_uniform_policy, &rng, 1 << 30);
            } else {
                while (!rr_is_over(&s)) {
                    int n = rr_legal(&s, opts);
                    rr_apply(&s, opts[xorshift(&rng) % (uint64_t)n], NULL);
                    decisions++;
                }
            }
            rr_scorepad pad;
            rr_score(&s.now, &pad);
            *checksum += pad.row[0].total;
            games++;
        }
        elapsed = cpu_seconds() - start;
    } while (elapsed < budget);
    *decisions_per_game = (double)decisions / (double)games;
    return (double)games / elapsed;
}

/* `bench_games N [P]`: N random P-player games (2 unless given) by playout and nothing
 * else (a fixed amount of work, for instruction counts); prints the decisions and a
 * checksum of the scores. */
static int fixed_games(long count, int players) {
    rr_options o;
    char text[32];
    snprintf(text, sizeof text, "players=%d", players);
    if (rr_parse_options(text, &o, NULL) != CT_OK) {
        fprintf(stderr, "bench_games: players must be from 1 to 6, not %d\n", players);
        return 2;
    }
    rr_state s;
    uint64_t rng = 88172645463325252ull;
    long decisions = 0, checksum = 0;
    for (long g = 0; g < count; g++) {
        rr_new_game(&s, &o, (uint64_t)g, NULL);
        decisions += rr_playout(&s, ct_uniform_policy, &rng, 1 << 30);
        rr_scorepad pad;
        rr_score(&s.now, &pad);
        checksum += pad.row[0].total;
    }
    printf("%ld games, %ld decisions (checksum %ld)\n", count, decisions, checksum);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 || argc == 3) return fixed_games(atol(argv[1]), argc == 3 ? atoi(argv[2]) : 2);
    long checksum = 0;
    double per_game;
    printf("state size: %zu bytes (board %zu)   target <= 2048\n", sizeof(rr_state), sizeof(rr_board));
    for (int players = 2; players <= 6; players++) {
        double budget = players == 2 ? 1.5 : 0.4;
        double fast = games_per_second(players, true, budget, &per_game, &checksum);
        double slow = games_per_second(players, false, budget / 2, &per_game, &checksum);
        printf("random %d-player games: %7.0f games/s (%5.2f us/game, %.0f decisions/game) by playout%s; "
               "%6.0f games/s by rr_apply\n",
               players, fast, 1e6 / fast, per_game, players == 2 ? "   target >= 100000" : "", slow);
    }
    /* state copies */
    static rr_state a, b;
    rr_options o;
    rr_parse_options("players=4", &o, NULL);
    rr_new_game(&a, &o, 1, NULL);
    long copies = 0;
    double start = cpu_seconds(), elapsed;
    do {
        for (int k = 0; k < 100000; k++) {
            b = a;
            a.now.helium[0] = (uint16_t)(b.now.helium[0] + 1); /* keep the copy observable */
        }
        copies += 100000;
        elapsed = cpu_seconds() - start;
    } while (elapsed < 0.5);
    printf("state copy: %.1f ns   target <= 50\n", elapsed * 1e9 / (double)copies);
    printf("(checksum %ld)\n", checksum + b.now.helium[0]);
    return 0;
}
