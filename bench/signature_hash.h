/* signature_hash.h: what the two bench signatures (bench_signature.c, Red Rising;
 * bench_rone_signature.c, RONE) share: the answers' random stream and the FNV-1a hash
 * they fold each final board into. Changing either changes both pinned numbers. */
#ifndef SIGNATURE_HASH_H
#define SIGNATURE_HASH_H

#include <stddef.h>
#include <stdint.h>

#include "splitmix64.h"

/* The answers' own random stream (splitmix64), apart from the engine's. */
static inline uint64_t next_random(uint64_t *s) { return ct_splitmix64(s); }

/* FNV-1a over explicit fields (never over padding). */
static inline void mix(uint64_t *h, const void *data, size_t size) {
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++) {
        *h ^= p[i];
        *h *= 0x100000001B3ull;
    }
}

static inline void mix_int(uint64_t *h, long v) {
    int64_t x = v;
    mix(h, &x, sizeof x);
}

#endif
