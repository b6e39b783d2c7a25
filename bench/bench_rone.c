/* bench_rone.c: random RONE games with the test cards, setup to result, on one core:
 * games per second and decisions per game for 1 v 1, 3 players and 2 v 2; the
 * state's size and the time to copy it; a signature over fixed seeds. Times are the
 * process's CPU time (the machine is shared). */
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

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 20000;
    const char *modes[] = {"players=2", "players=3", "players=4"};
    static rone_state s;
    for (int m = 0; m < 3; m++) {
        int n = m == 0 ? games : games / 4;
        long decisions = 0;
        uint64_t signature = 1469598103934665603ull;
        double t0 = now_s();
        for (int g = 0; g < n; g++) {
            ct_error err;
            if (rone_new_game(&s, modes[m], (uint64_t)g, &err)) {
                fprintf(stderr, "bench_rone: %s\n", err.message);
                return 2;
            }
            uint64_t rng = (uint64_t)g * 7 + 1;
            uint16_t opts[CT_MAX_OPTIONS];
            while (!rone_is_over(&s)) {
                int k = rone_legal(&s, opts);
                rone_apply(&s, opts[next(&rng) % (uint64_t)k], &err);
                decisions++;
            }
            signature = (signature ^ s.now.winners ^ ((uint64_t)s.now.round << 8)) * 1099511628211ull;
        }
        double dt = now_s() - t0;
        printf("rone %s: %d games in %.2f s = %.0f games/s, %.1f decisions/game, %.2f us/decision, signature %016llx\n",
               modes[m], n, dt, n / dt, (double)decisions / n, dt * 1e6 / (double)decisions, (unsigned long long)signature);
    }
    static rone_state copy;
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
