/* ct_optset.h: the set of a decision's legal options, one bit per option number
 * (0 .. CT_MAX_OPTIONS-1), and its bit functions. Both games keep their pending
 * decision's options in one (rr_optset and rone_optset are this type) and build the
 * options of each question in one before asking.
 *
 * Counting uses the popcnt instruction when the compiler may emit it (libcardtable is
 * built with -mpopcnt where the machine has it, see CMakeLists.txt; WebAssembly always
 * has it) and a portable bit count otherwise; walking the set uses count-trailing-zeros.
 * All inline: the engines call these in their innermost loops. */
#ifndef CT_OPTSET_H
#define CT_OPTSET_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "cardtable.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CT_OPTSET_WORDS (CT_MAX_OPTIONS / 64)

typedef struct ct_optset {
    uint64_t bits[CT_OPTSET_WORDS];
} ct_optset;

/* How many bits of x are set. */
static inline int ct_bits_in(uint64_t x) {
#if defined(__POPCNT__) || defined(__wasm__) /* WebAssembly has popcnt as one instruction */
    return __builtin_popcountll(x); /* one instruction */
#else
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((x * 0x0101010101010101ull) >> 56);
#endif
}

/* The k-th set bit of w from the bottom (k below its count): the one such function, for
 * option sets and for the engines' words of options. */
static inline int ct_word_nth(uint64_t w, int k) {
    while (k--) w &= w - 1;
    return __builtin_ctzll(w);
}

static inline void ct_optset_clear(ct_optset *o) { memset(o, 0, sizeof *o); }

/* Adds option v (0 <= v < CT_MAX_OPTIONS). */
static inline void ct_optset_add(ct_optset *o, int v) { o->bits[v >> 6] |= (uint64_t)1 << (v & 63); }

/* Whether v is in the set; false for any v out of range. */
static inline bool ct_optset_has(const ct_optset *o, int v) {
    return v >= 0 && v < CT_MAX_OPTIONS && (o->bits[v >> 6] >> (v & 63)) & 1;
}

static inline bool ct_optset_empty(const ct_optset *o) {
    uint64_t any = 0;
    for (int i = 0; i < CT_OPTSET_WORDS; i++) any |= o->bits[i];
    return !any;
}

/* How many options the set holds. */
static inline int ct_optset_count(const ct_optset *o) {
    int n = 0;
    for (int i = 0; i < CT_OPTSET_WORDS; i++) n += ct_bits_in(o->bits[i]); /* no branch: few words are 0 or not alike */
    return n;
}

/* 0, 1, or 2 for "two or more": all that deciding whether to ask needs, cheaply. */
static inline int ct_optset_count_upto2(const ct_optset *o) {
    int n = 0;
    for (int i = 0; i < CT_OPTSET_WORDS; i++) {
        uint64_t w = o->bits[i];
        if (!w) continue;
        if (n || (w & (w - 1))) return 2;
        n = 1;
    }
    return n;
}

/* The smallest option of the set, or -1 when it is empty. */
static inline int ct_optset_first(const ct_optset *o) {
    for (int i = 0; i < CT_OPTSET_WORDS; i++)
        if (o->bits[i]) return i * 64 + __builtin_ctzll(o->bits[i]);
    return -1;
}

/* The k-th option of the set in ascending order (0 <= k < count), or -1. */
static inline int ct_optset_nth(const ct_optset *o, int k) {
    for (int i = 0; i < CT_OPTSET_WORDS; i++) {
        uint64_t w = o->bits[i];
        int c = ct_bits_in(w);
        if (k < c) return i * 64 + ct_word_nth(w, k);
        k -= c;
    }
    return -1;
}

/* Writes the options in ascending order to out (room for CT_MAX_OPTIONS); returns how many. */
static inline int ct_optset_list(const ct_optset *o, uint16_t *out) {
    int n = 0;
    for (int w = 0; w < CT_OPTSET_WORDS; w++)
        for (uint64_t bits = o->bits[w]; bits; bits &= bits - 1) out[n++] = (uint16_t)(w * 64 + __builtin_ctzll(bits));
    return n;
}

#ifdef __cplusplus
}
#endif

#endif
