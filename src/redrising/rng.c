/* rng.c: the engine's only source of randomness, a splitmix64 generator whose
 * 8-byte state lives inside the board, so a game is its seed plus its answers. */
#include "internal.h"
#include "splitmix64.h"

uint64_t rng_next(uint64_t *state) {
    return ct_splitmix64(state);
}

/* Lemire's multiply-and-reject: unbiased for every n. */
unsigned rng_below(uint64_t *state, unsigned n) {
    uint64_t m = (uint64_t)(uint32_t)rng_next(state) * n;
    if ((uint32_t)m < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while ((uint32_t)m < threshold) m = (uint64_t)(uint32_t)rng_next(state) * n;
    }
    return (unsigned)(m >> 32);
}

uint64_t rng_mix(uint64_t seed) {
    uint64_t s = seed;
    return rng_next(&s);
}

unsigned board_random(rr_board *b, unsigned n) {
    if (b->reseed_pending && b->draws == b->reseed_at) {
        b->rng = b->reseed_rng;
        b->reseed_pending = 0;
    }
    b->draws++;
    return rng_below(&b->rng, n);
}
