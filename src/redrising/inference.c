/* inference.c: what the table learns about hidden cards from what was (or was not)
 * revealed, and how a re-deal for the bots (rr_determinize) is kept true to it.
 *
 * A player who shows no Red to Eo holds none; a player whose Dancer reveals no Reds
 * holds at most one other, and after it reveals them the rest of the hand holds none.
 * The board keeps, per hand, an upper bound on the Reds among the hand's cards not
 * shown to everyone (rr_board.red_limit); each such card arriving later raises it by
 * one, since it may be a Red. The true hand always meets the bound, so a re-deal that
 * meets it is one that could be true. Cards revealed and kept in place are not
 * re-dealt at all (view.c: they are known). */
#include "internal.h"

#define EVERYONE ((uint8_t)((1u << RR_MAX_PLAYERS) - 1))

static bool in_hand_zone(int zone) { return zone >= RR_ZONE_HAND && zone < RR_ZONE_HAND + RR_MAX_PLAYERS; }

static bool is_red(int card) { return rr_cards[card].color == RR_RED; }

void infer_red_limit(rr_board *b, int seat, int reds) {
    if (seat < 0 || seat >= RR_MAX_PLAYERS || reds < 0) return;
    int limit = reds + 1;
    if (b->red_limit[seat] == 0 || limit < b->red_limit[seat]) b->red_limit[seat] = (uint8_t)limit;
}

void infer_card_arrived(rr_board *b, int card, int zone) {
    if (!in_hand_zone(zone) || b->seen[card] == EVERYONE) return;
    uint8_t *limit = &b->red_limit[zone - RR_ZONE_HAND];
    if (*limit == 0) return;
    *limit = *limit == UINT8_MAX ? 0 : (uint8_t)(*limit + 1); /* past 254: nothing known */
}

/* The card dealt into the place of card c. */
static int dealt(const bool *unknown, const uint8_t *to, int c) { return unknown[c] ? to[c] : c; }

void infer_fit_deal(const rr_board *b, int seat, const bool *unknown, uint8_t *to, uint64_t *rng) {
    bool bounded = false;
    for (int p = 0; p < b->players; p++) bounded |= p != seat && b->red_limit[p] != 0;
    if (!bounded) return;
    /* donors: re-dealt places outside every bounded hand, holding a non-Red */
    uint8_t donor[RR_CARD_COUNT];
    int donors = 0;
    for (int i = 0; i < RR_CARD_COUNT; i++) {
        int c = b->order[i];
        int z = zone_of(b, c);
        bool bounded_hand = in_hand_zone(z) && z != RR_ZONE_HAND + seat && b->red_limit[z - RR_ZONE_HAND] != 0;
        if (unknown[c] && !bounded_hand && !is_red(to[c])) donor[donors++] = (uint8_t)c;
    }
    for (int p = 0; p < b->players; p++) {
        if (p == seat || b->red_limit[p] == 0) continue;
        int allowed = b->red_limit[p] - 1, reds = 0, hand = RR_ZONE_HAND + p;
        for (int i = 0; i < zone_size(b, hand); i++) {
            int c = zone_card(b, hand, i);
            if (b->seen[c] == EVERYONE || !is_red(dealt(unknown, to, c))) continue;
            if (++reds <= allowed || !unknown[c] || donors == 0) continue;
            /* one Red too many: trade it for a non-Red dealt elsewhere */
            int k = (int)rng_below(rng, (unsigned)donors);
            int d = donor[k];
            uint8_t t = to[c];
            to[c] = to[d];
            to[d] = t;
            donor[k] = donor[--donors]; /* it holds a Red now */
        }
    }
}
