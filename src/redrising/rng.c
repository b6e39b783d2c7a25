/* rng.c: the engine's only source of randomness, a splitmix64 generator whose
 * 8-byte state lives inside the board, so a game is its seed plus its answers (the
 * steps themselves are inline in internal.h). */
#include "internal.h"

uint64_t rng_next(uint64_t *state) { return rng_step(state); }

unsigned rng_below(uint64_t *state, unsigned n) { return rng_step_below(state, n); }

uint64_t rng_mix(uint64_t seed) {
    uint64_t s = seed;
    return rng_step(&s);
}
