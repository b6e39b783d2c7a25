/* bench_rone_work.c: a fixed amount of RONE work for instruction counts (callgrind,
 * perf stat): N random games of one mode with the test cards, setup to result, by
 * rone_playout with ct_uniform_policy from the stream 7g+1 (bench_rone's games without
 * its timing). Prints the games, the decisions and a hash of the answers' count and
 * the winners, so two builds can be seen to play the same games.
 * Usage: bench_rone_work [GAMES [PLAYERS]] (defaults 2000, 2). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "rone.h"

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 2000;
    int players = argc > 2 ? atoi(argv[2]) : 2;
    if (games <= 0 || players < 2 || players > 4) {
        fprintf(stderr, "bench_rone_work: usage: bench_rone_work [GAMES>0 [PLAYERS 2-4]]\n");
        return 2;
    }
    char mode[16];
    snprintf(mode, sizeof mode, "players=%d", players);
    static rone_state s;
    long decisions = 0;
    uint64_t hash = 1469598103934665603ull;
    for (int g = 0; g < games; g++) {
        ct_error err;
        if (rone_new_game(&s, mode, (uint64_t)g, &err)) {
            fprintf(stderr, "bench_rone_work: %s\n", err.message);
            return 2;
        }
        uint64_t rng = (uint64_t)g * 7 + 1;
        int d = rone_playout(&s, ct_uniform_policy, &rng, 1 << 30);
        decisions += d;
        hash = (hash ^ (uint64_t)d ^ ((uint64_t)s.now.winners << 32)) * 1099511628211ull;
    }
    printf("%d games, %s: %ld decisions, hash %016" PRIx64 "\n", games, mode, decisions, hash);
    return 0;
}
