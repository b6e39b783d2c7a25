/* zones.c: where every card is. All 112 cards sit in one array partitioned into
 * zones (deck, four locations, six hands, banished, removed), so conservation of
 * cards holds by construction and copying the board copies every zone. */
#include <stddef.h>

#include "internal.h"
#include "card_blocks.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The zone holding index i of order[]: zones start in ascending order, so it is the
 * last zone starting at or before i, the one before the first starting after it. */
#if defined(__SSE2__)
/* With SSE2 all the starts are compared with i at once: zstart[] (14 bytes) is read
 * as 16 bytes of the board, the 2 after it (seen[0..1]) taking no part: zstart[13]
 * == RR_CARD_COUNT always starts after i, so the first start after i is at 13 at the
 * latest. Starts and i are below 128, so the signed compare is right. */
_Static_assert(RR_ZONES + 1 <= 16 && RR_CARD_COUNT < 128, "zone starts fit one signed 16-byte compare");
_Static_assert(offsetof(rr_board, zstart) + 16 <= sizeof(rr_board), "16 bytes from zstart are in the board");
/* x (0..255) in all 16 bytes: a 32-bit multiply and a dword broadcast (SSE2 has no
 * byte broadcast; _mm_set1_epi8 takes four or five instructions). */
static __m128i bytes_of(int x) { return _mm_set1_epi32((int)(0x01010101u * (uint8_t)x)); }
static __m128i zone_starts(const rr_board *b) {
    return _mm_loadu_si128((const __m128i *)(const void *)((const uint8_t *)b + offsetof(rr_board, zstart)));
}
static int zone_at(const rr_board *b, int i) {
    unsigned after = (unsigned)_mm_movemask_epi8(_mm_cmpgt_epi8(zone_starts(b), bytes_of(i)));
    return __builtin_ctz(after) - 1;
}
/* zstart[first..last] += delta (+1 or -1; nothing when first > last): one 16-byte
 * add, the bytes outside the range (and the two after zstart) added 0. A whole
 * 16-byte store, so zone_at's load of the same bytes is forwarded from it. */
static void shift_starts(rr_board *b, int first, int last, int delta) {
    const __m128i index = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m128i in = _mm_and_si128(_mm_cmpgt_epi8(index, bytes_of(first - 1)),
                               _mm_cmpgt_epi8(bytes_of(last + 1), index)); /* 0xFF: in range */
    __m128i starts = zone_starts(b);
    starts = delta < 0 ? _mm_add_epi8(starts, in) : _mm_sub_epi8(starts, in);
    _mm_storeu_si128((__m128i *)(void *)((uint8_t *)b + offsetof(rr_board, zstart)), starts);
}
#else
static int zone_at(const rr_board *b, int i) {
    int z = 0;
    while (b->zstart[z + 1] <= i) z++;
    return z;
}
static void shift_starts(rr_board *b, int first, int last, int delta) {
    for (int z = first; z <= last; z++) b->zstart[z] = (uint8_t)(b->zstart[z] + delta);
}
#endif

/* Where card sits in order[] (card_blocks.h: sixteen bytes compared at a time where SSE2
 * is there, every x86-64; every card is somewhere). */
static int index_of(const rr_board *b, int card) { return rr_byte_index(b->order, RR_CARD_COUNT, card); }

int zone_of(const rr_board *b, int card) { return zone_at(b, index_of(b, card)); }

/* Seats that learn where a card is when it arrives in zone `to` from zone `from`. */
static uint8_t seen_after(const rr_board *b, int card, int from, int to) {
    const uint8_t all = (uint8_t)((1u << RR_MAX_PLAYERS) - 1);
    if (to == RR_ZONE_BANISHED || to == RR_ZONE_REMOVED ||
        (to >= RR_ZONE_LOCATION && to < RR_ZONE_LOCATION + RR_LOCATIONS))
        return all;
    if (to >= RR_ZONE_HAND && to < RR_ZONE_HAND + RR_MAX_PLAYERS) {
        uint8_t owner = (uint8_t)(1u << (to - RR_ZONE_HAND));
        if (from == RR_ZONE_DECK) return owner;
        if (from >= RR_ZONE_HAND && from < RR_ZONE_HAND + RR_MAX_PLAYERS)
            return (uint8_t)(b->seen[card] | owner | (1u << (from - RR_ZONE_HAND)));
        return (uint8_t)(b->seen[card] | owner);
    }
    return b->seen[card]; /* into the deck: whoever saw it go there knows */
}

/* Moves card, at index i of order[] in zone from, to zone. */
static inline void move_from(rr_board *b, int card, int i, int from, int zone, bool at_bottom) {
    /* A face-down card moved from one location to another stays face down, known to
     * the same seats; gaining or banishing it (any other zone) turns it face up. */
    bool on_board = from >= RR_ZONE_LOCATION && from < RR_ZONE_LOCATION + RR_LOCATIONS;
    bool to_board = zone >= RR_ZONE_LOCATION && zone < RR_ZONE_LOCATION + RR_LOCATIONS;
    if (!(is_facedown(b, card) && on_board && to_board)) {
        b->seen[card] = seen_after(b, card, from, zone);
        b->facedown[card >> 6] &= ~((uint64_t)1 << (card & 63));
    }
    /* infer_card_arrived: only a hand whose Reds are bounded learns from an arrival */
    if (zone >= RR_ZONE_HAND && zone < RR_ZONE_HAND + RR_MAX_PLAYERS && b->red_limit[zone - RR_ZONE_HAND])
        infer_card_arrived(b, card, zone);
    /* Rotate the cards between the old and the new place by one, and move the zone
     * boundaries in between. */
    if (zone > from || (zone == from && !at_bottom)) {
        int j = (at_bottom ? b->zstart[zone] : b->zstart[zone + 1]) - 1; /* new index */
        memmove(&b->order[i], &b->order[i + 1], (size_t)(j - i));
        b->order[j] = (uint8_t)card;
        shift_starts(b, from + 1, zone, -1);
    } else {
        int j = at_bottom ? b->zstart[zone] : b->zstart[zone + 1];
        memmove(&b->order[j + 1], &b->order[j], (size_t)(i - j));
        b->order[j] = (uint8_t)card;
        shift_starts(b, zone + 1, from, +1);
    }
}

void zone_move(rr_board *b, int card, int zone, bool at_bottom) {
    /* the deck's top card (every draw and reveal) is found without a search */
    int deck_top = b->zstart[RR_ZONE_DECK + 1] - 1;
    if (deck_top >= 0 && b->order[deck_top] == card) {
        move_from(b, card, deck_top, RR_ZONE_DECK, zone, at_bottom);
    } else {
        int i = index_of(b, card);
        move_from(b, card, i, zone_at(b, i), zone, at_bottom);
    }
}

void zone_move_out_of(rr_board *b, int card, int from, int zone) {
    int i = b->zstart[from];
    while (b->order[i] != card) i++;
    move_from(b, card, i, from, zone, false);
}

void zone_move_top(rr_board *b, int from, int zone) {
    int i = b->zstart[from + 1] - 1;
    move_from(b, b->order[i], i, from, zone, false);
}

static void shuffle_order(rr_board *b, int zone) {
    uint8_t *cards = &b->order[b->zstart[zone]];
    int n = zone_size(b, zone);
    /* board_random's draws, with the generator in a register while no reseed can come */
    bool plain = !b->reseed_pending || b->reseed_at < b->draws || b->reseed_at - b->draws >= (uint32_t)n;
    uint64_t rng = b->rng;
    for (int i = n - 1; i > 0; i--) {
        int j = plain ? (int)rng_step_below(&rng, (unsigned)i + 1) : (int)board_random(b, (unsigned)i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    if (plain && n > 1) {
        b->rng = rng;
        b->draws += (uint32_t)(n - 1);
    }
}

void shuffle_unseen_deck(rr_board *b) { shuffle_order(b, RR_ZONE_DECK); }

/* Public read-only accessors. */
int rr_zone_size(const rr_board *b, int zone) { return zone_size(b, zone); }
int rr_zone_card(const rr_board *b, int zone, int index) { return zone_card(b, zone, index); }
int rr_zone_top(const rr_board *b, int zone) { return zone_top(b, zone); }
int rr_zone_of(const rr_board *b, int card) { return zone_of(b, card); }
void rr_place_card(rr_board *b, int card, int zone, bool at_bottom) { zone_move(b, card, zone, at_bottom); }
