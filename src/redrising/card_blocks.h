/* card_blocks.h: the per-card byte loops of view.c for any card count. Sixteen cards at a
 * time with SSE2 where built with it, then one at a time for the cards past the last whole
 * block, so a card set whose size is not a multiple of 16 needs no padding and no change
 * here (with today's 112 cards the tail loop is empty and compiled away). Kept apart so a
 * test runs it on counts the real card set does not have (tests/test_card_blocks.c). */
#ifndef RR_CARD_BLOCKS_H
#define RR_CARD_BLOCKS_H

#include <stdbool.h>
#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* unknown[c] for c < count: hidden now and hidden then (bytes 0 or 1), and bit clear in
 * both seen bytes. */
static inline void rr_unknown_bytes(int count, const bool *hidden_now, const bool *hidden_then, const uint8_t *seen_now,
                                    const uint8_t *seen_then, uint8_t bit, bool *unknown) {
    int c = 0;
#if defined(__SSE2__)
    const __m128i seat_bit = _mm_set1_epi8((char)bit), zero = _mm_setzero_si128();
    for (; c + 16 <= count; c += 16) {
        __m128i now = _mm_loadu_si128((const __m128i *)(const void *)&hidden_now[c]);
        __m128i then = _mm_loadu_si128((const __m128i *)(const void *)&hidden_then[c]);
        __m128i seen = _mm_or_si128(_mm_loadu_si128((const __m128i *)(const void *)&seen_now[c]),
                                    _mm_loadu_si128((const __m128i *)(const void *)&seen_then[c]));
        __m128i unseen = _mm_cmpeq_epi8(_mm_and_si128(seen, seat_bit), zero);
        _mm_storeu_si128((__m128i *)(void *)&unknown[c], _mm_and_si128(_mm_and_si128(now, then), unseen));
    }
#endif
    for (; c < count; c++) unknown[c] = hidden_now[c] && hidden_then[c] && !((seen_now[c] | seen_then[c]) & bit);
}

/* Where byte first is in bytes[0..count-1], or -1: sixteen compared at a time with SSE2. */
static inline int rr_byte_index(const uint8_t *bytes, int count, int byte) {
    int i = 0;
#if defined(__SSE2__)
    const __m128i needle = _mm_set1_epi32((int)(0x01010101u * (uint8_t)byte));
    for (; i + 16 <= count; i += 16) {
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(bytes + i));
        unsigned hits = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, needle));
        if (hits) return i + __builtin_ctz(hits);
    }
#endif
    for (; i < count; i++)
        if (bytes[i] == byte) return i;
    return -1;
}

#endif
