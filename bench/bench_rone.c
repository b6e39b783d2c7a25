/* bench_rone.c: random RONE games with the test cards, setup to result, on one core:
 * games per second and decisions per game for 1 v 1, 3 players and 2 v 2; the
 * state's size and the time to copy it. Games are played by rone_playout and again by
 * one rone_apply per answer. Times are the process's CPU time (the machine is shared);
 * bench_rone_signature checks that speed work leaves the games unchanged. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rone.h"

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); /* CPU time: the machine is shared */
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint64_t next(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* n random games of mode, setup to result: by rone_playout (answers chosen where the
 * engine asks) or by one rone_apply per answer. Returns the CPU seconds taken. */
static double play_games(const char *mode, int n, bool playout, long *decisions) {
    static rone_state s;
    *decisions = 0;
    double t0 = now_s();
    for (int g = 0; g < n; g++) {
        ct_error err;
        if (rone_new_game(&s, mode, (uint64_t)g, &err)) {
            fprintf(stderr, "bench_rone: %s\n", err.message);
            exit(2);
        }
        uint64_t rng = (uint64_t)g * 7 + 1;
        if (playout) {
            /* the library's uniform policy (next % count, as below): the engine draws the
             * option from its set without listing the options, as MCTS rollouts do */
            *decisions += rone_playout(&s, ct_uniform_policy, &rng, 1 << 30);
            continue;
        }
        uint16_t opts[CT_MAX_OPTIONS];
        while (!rone_is_over(&s)) {
            int k = rone_legal(&s, opts);
            rone_apply(&s, opts[next(&rng) % (uint64_t)k], &err);
            (*decisions)++;
        }
    }
    return now_s() - t0;
}

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 20000;
    const char *modes[] = {"players=2", "players=3", "players=4"};
    for (int m = 0; m < 3; m++) {
        int n = m == 0 ? games : games / 4;
        long decisions, applied;
        double dt = play_games(modes[m], n, true, &decisions);
        double da = play_games(modes[m], n, false, &applied);
        printf("rone %s: %d games: %.0f games/s by playout (%.1f decisions/game, %.2f us/decision); %.0f games/s by rone_apply\n",
               modes[m], n, n / dt, (double)decisions / n, dt * 1e6 / (double)decisions, n / da);
    }
    static rone_state s, copy;
    rone_new_game(&s, "players=2", 1, NULL);
    int reps = 200000;
    double t0 = now_s();
    for (int i = 0; i < reps; i++) {
        copy = s;
        s.now.rng += copy.now.round;
    }
    double dt = now_s() - t0;
    printf("rone state: %zu bytes (board %zu); copy %.0f ns\n", sizeof s, sizeof s.now, dt * 1e9 / reps);
    return 0;
}
