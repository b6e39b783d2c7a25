/* zones.c: where every card is. All 112 cards sit in one array partitioned into
 * zones (deck, four locations, six hands, banished, removed), so conservation of
 * cards holds by construction and copying the board copies every zone. */
#include "internal.h"

/* The zone holding index i of order[]: zones start in ascending order, so it is the
 * number of zones after the first that start at or before i (counted without branches). */
static int zone_at(const rr_board *b, int i) {
    int z = 0;
    for (int k = 1; k < RR_ZONES; k++) z += b->zstart[k] <= i;
    return z;
}

int zone_of(const rr_board *b, int card) {
    const uint8_t *p = memchr(b->order, card, RR_CARD_COUNT);
    return zone_at(b, (int)(p - b->order));
}

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

void zone_move(rr_board *b, int card, int zone, bool at_bottom) {
    const uint8_t *p = memchr(b->order, card, RR_CARD_COUNT);
    int i = (int)(p - b->order);
    int from = zone_at(b, i);
    /* A face-down card moved from one location to another stays face down, known to
     * the same seats; gaining or banishing it (any other zone) turns it face up. */
    bool on_board = from >= RR_ZONE_LOCATION && from < RR_ZONE_LOCATION + RR_LOCATIONS;
    bool to_board = zone >= RR_ZONE_LOCATION && zone < RR_ZONE_LOCATION + RR_LOCATIONS;
    if (!(is_facedown(b, card) && on_board && to_board)) {
        b->seen[card] = seen_after(b, card, from, zone);
        b->facedown[card >> 6] &= ~((uint64_t)1 << (card & 63));
    }
    infer_card_arrived(b, card, zone);
    /* Rotate the cards between the old and the new place by one, and move the zone
     * boundaries in between. */
    if (zone > from || (zone == from && !at_bottom)) {
        int j = (at_bottom ? b->zstart[zone] : b->zstart[zone + 1]) - 1; /* new index */
        memmove(&b->order[i], &b->order[i + 1], (size_t)(j - i));
        b->order[j] = (uint8_t)card;
        for (int z = from + 1; z <= zone; z++) b->zstart[z]--;
    } else {
        int j = at_bottom ? b->zstart[zone] : b->zstart[zone + 1];
        memmove(&b->order[j + 1], &b->order[j], (size_t)(i - j));
        b->order[j] = (uint8_t)card;
        for (int z = zone + 1; z <= from; z++) b->zstart[z]++;
    }
}

void zone_shuffle(rr_board *b, int zone) {
    uint8_t *cards = &b->order[b->zstart[zone]];
    int n = zone_size(b, zone);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)board_random(b, (unsigned)i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    if (zone == RR_ZONE_DECK)
        for (int i = 0; i < n; i++) b->seen[cards[i]] = 0;
}

/* Public read-only accessors. */
int rr_zone_size(const rr_board *b, int zone) { return zone_size(b, zone); }
int rr_zone_card(const rr_board *b, int zone, int index) { return zone_card(b, zone, index); }
int rr_zone_top(const rr_board *b, int zone) { return zone_top(b, zone); }
int rr_zone_of(const rr_board *b, int card) { return zone_of(b, card); }
void rr_place_card(rr_board *b, int card, int zone, bool at_bottom) { zone_move(b, card, zone, at_bottom); }
