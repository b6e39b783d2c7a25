/* scoring.c: the scorepad of a final position: cards (core values + bonus points),
 * Fleet Track, Helium, Sovereign, Influence ranking, excess cards; and the winners. */
#include "internal.h"

const uint8_t rr_fleet_points[RR_FLEET_MAX + 1] = {0, 1, 3, 6, 10, 15, 21, 28, 34, 39, 43};

const uint8_t rr_automa_points[7][2] = {{0, 0}, {5, 2}, {6, 3}, {8, 4}, {10, 5}, {12, 6}, {14, 7}};
const char *const rr_automa_level_names[7] = {"",         "High Red", "Stained", "Lurcher",
                                              "Master Maker", "Carver",   "Peerless Scarred"};

/* Tull Au Toma's cards: base 70, then per card by parity; her hand is first cut to 20
 * cards, non-matching ones first. */
static void automa_cards(const rr_board *b, int seat, rr_score_row *row) {
    int hand = RR_ZONE_HAND + seat, matching = 0, nonmatching = 0;
    for (int i = 0; i < zone_size(b, hand); i++)
        if (rr_cards[zone_card(b, hand, i)].core % 2 == b->automa_parity) matching++;
        else nonmatching++;
    int over = matching + nonmatching - RR_AUTOMA_HAND_LIMIT;
    row->discarded = over > 0 ? over : 0;
    if (over > 0) {
        int cut = over < nonmatching ? over : nonmatching;
        nonmatching -= cut;
        matching -= over - cut;
    }
    const uint8_t *pts = rr_automa_points[b->automa_level];
    row->automa = true;
    row->automa_base = RR_AUTOMA_BASE;
    row->matching = matching;
    row->nonmatching = nonmatching;
    row->hand.count = 0;
    row->core = 0;
    row->bonus = matching * pts[0] + nonmatching * pts[1];
    row->cards = RR_AUTOMA_BASE + row->bonus;
}

/* Most Influence: 4 per token; second most (the next distinct amount): 2; others: 1.
 * With two players the neutral tokens rank as a third house. */
void rr_influence_points(int players, const uint8_t *influence, int neutral, int *out) {
    int best = neutral, second = -1;
    for (int p = 0; p < players; p++)
        if (influence[p] > best) best = influence[p];
    for (int p = 0; p < players; p++)
        if (influence[p] < best && influence[p] > second) second = influence[p];
    if (neutral < best && neutral > second) second = neutral;
    for (int p = 0; p < players; p++) {
        int i = influence[p];
        out[p] = i * (i == best ? 4 : i == second ? 2 : 1);
    }
}

void rr_score(const rr_board *b, rr_scorepad *out) { rr_score_pinned(b, NULL, out); }

void rr_score_pinned(const rr_board *b, const rr_pins *pins, rr_scorepad *out) {
    out->players = b->players;
    out->winners = 0;
    out->players = b->players;
    int influence[RR_MAX_PLAYERS];
    rr_influence_points(b->players, b->influence, b->neutral_influence, influence);
    int best = -1000000;
    for (int p = 0; p < b->players; p++) {
        rr_score_row *row = &out->row[p];
        int hand = RR_ZONE_HAND + p;
        row->automa = false;
        row->extra = b->extra_points[p];
        if (p == b->automa) {
            automa_cards(b, p, row);
        } else {
            rr_score_hand(b, p, pins, &row->hand);
            row->core = row->hand.core;
            row->bonus = row->hand.bonus;
            row->cards = row->core + row->bonus + row->extra;
        }
        row->fleet = rr_fleet_points[b->fleet[p]];
        row->helium = 3 * b->helium[p];
        row->sovereign = b->sovereign == p ? 10 : 0;
        row->influence = influence[p];
        int excess = zone_size(b, hand) - RR_HAND_LIMIT;
        row->excess = excess > 0 && p != b->automa ? -10 * excess : 0;
        row->total = row->cards + row->fleet + row->helium + row->sovereign + row->influence + row->excess;
        if (row->total > best) best = row->total;
    }
    uint8_t tied = 0;
    for (int p = 0; p < b->players; p++)
        if (out->row[p].total == best) tied |= (uint8_t)(1u << p);
    if (b->sovereign >= 0 && (tied >> b->sovereign & 1)) tied = (uint8_t)(1u << b->sovereign);
    out->winners = tied;
}
