/* splitmix64.h: one step of the splitmix64 generator (Steele, Lea and Flood), the
 * random source of the engine (rng.c), the bots (agents.c) and the companion: one
 * definition, inline, so every sequence drawn from a seed stays what it was. */
#ifndef CT_SPLITMIX64_H
#define CT_SPLITMIX64_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Advances *state and returns the next 64 random bits. */
static inline uint64_t ct_splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A number in [0, n) without bias (Lemire's multiply and reject), drawn from *state: the
 * engines' one bounded draw (shuffles, the die, deals). */
static inline unsigned ct_splitmix64_below(uint64_t *state, unsigned n) {
    uint64_t m = (uint64_t)(uint32_t)ct_splitmix64(state) * n;
    if ((uint32_t)m < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while ((uint32_t)m < threshold) m = (uint64_t)(uint32_t)ct_splitmix64(state) * n;
    }
    return (unsigned)(m >> 32);
}

#ifdef __cplusplus
}
#endif

#endif
