/* check.c: the invariants every state must keep, checked after every step in test
 * builds: each card in exactly one zone, zones well formed, tokens in range, the
 * pending decision consistent with the phase and the seats. */
#include <stdio.h>

#include "internal.h"

#define FAIL(...) do { snprintf(why, size, __VA_ARGS__); return false; } while (0)

static bool check_board(const rr_board *b, char *why, size_t size) {
    uint8_t count[RR_CARD_COUNT] = {0};
    for (int i = 0; i < RR_CARD_COUNT; i++) {
        if (b->order[i] >= RR_CARD_COUNT) FAIL("card id %d out of range", b->order[i]);
        if (count[b->order[i]]++) FAIL("%s is in two places", rr_cards[b->order[i]].name);
    }
    if (b->zstart[0] != 0 || b->zstart[RR_ZONES] != RR_CARD_COUNT) FAIL("zones do not cover the cards");
    for (int z = 0; z < RR_ZONES; z++)
        if (b->zstart[z] > b->zstart[z + 1]) FAIL("zone %d has a negative size", z);
    if (b->players < 2 || b->players > RR_MAX_PLAYERS) FAIL("%d players", b->players);
    for (int p = b->players; p < RR_MAX_PLAYERS; p++)
        if (zone_size(b, RR_ZONE_HAND + p)) FAIL("seat %d does not exist but holds cards", p + 1);
    for (int p = 0; p < b->players; p++) {
        if (b->fleet[p] > RR_FLEET_MAX) FAIL("player %d Fleet %d", p + 1, b->fleet[p]);
        if (b->influence[p] > RR_INFLUENCE_TOKENS) FAIL("player %d Influence %d", p + 1, b->influence[p]);
        if (b->house[p] >= RR_HOUSE_COUNT && p != b->automa) FAIL("player %d has no house", p + 1);
        for (int q = 0; q < p; q++)
            if (b->house[q] == b->house[p]) FAIL("players %d and %d share a house", q + 1, p + 1);
    }
    if (b->sovereign < -1 || b->sovereign >= b->players) FAIL("Sovereign held by seat %d", b->sovereign);
    if (b->neutral_influence != (b->players == 2 ? 3 : 0)) FAIL("neutral Influence %d", b->neutral_influence);
    if (b->automa >= 0) {
        if (b->automa >= b->players || b->house[b->automa] != RR_NO_HOUSE) FAIL("Tull Au Toma's seat");
        if (b->automa_level < 1 || b->automa_level > 6) FAIL("Tull Au Toma's level %d", b->automa_level);
        if (b->automa_next < 4 || b->automa_next > RR_AUTOMA_CARDS) FAIL("Au Toma deck at %d", b->automa_next);
        unsigned cards = 0, letters = 0;
        for (int i = 0; i < RR_AUTOMA_CARDS; i++) cards |= 1u << b->automa_order[i];
        for (int l = 0; l < RR_LOCATIONS; l++) letters |= 1u << b->priority[l];
        if (cards != (1u << RR_AUTOMA_CARDS) - 1) FAIL("Au Toma cards lost or doubled");
        if (letters != 15) FAIL("priority letters lost or doubled");
        if (b->luna_pair < 0 || b->priority[b->luna_pair] != 3 - b->priority[RR_LUNA]) FAIL("Luna bonus card");
    }
    if (b->first_player >= b->players || b->current >= b->players) FAIL("turn order out of range");
    if (b->phase > RR_PHASE_OVER) FAIL("phase %d", b->phase);
    for (int c = 0; c < RR_CARD_COUNT; c++)
        if (is_facedown(b, c)) {
            int z = zone_of(b, c);
            if (z < RR_ZONE_LOCATION || z >= RR_ZONE_LOCATION + RR_LOCATIONS) FAIL("%s is face down off the board", rr_cards[c].name);
        }
    return true;
}

bool rr_check_invariants(const rr_state *s, char *why, size_t size) {
    if (!check_board(&s->now, why, size)) return false;
    if (!check_board(&s->turn_start, why, size)) return false;
    const rr_decision *d = &s->pending;
    if (s->now.phase == RR_PHASE_OVER) {
        if (d->kind != RR_ASK_NONE || d->count) FAIL("a decision is pending after the end");
        return true;
    }
    if (d->kind == RR_ASK_NONE) FAIL("no decision pending before the end");
    if (d->seat < 0 || d->seat >= s->now.players) FAIL("decision for seat %d", d->seat);
    if (d->count < 2 || d->count != set_count(&d->options)) FAIL("decision with %d options", d->count);
    if (s->answer_count > RR_MAX_ANSWERS) FAIL("%d answers", s->answer_count);
    return true;
}

#define SAME(f) (memcmp(&a->f, &b->f, sizeof a->f) == 0)
bool rr_board_equal(const rr_board *a, const rr_board *b) {
    return SAME(order) && SAME(zstart) && SAME(seen) && SAME(facedown) && SAME(helium) && SAME(fleet) &&
           SAME(influence) && SAME(house) && SAME(extra_points) && SAME(sovereign) && SAME(neutral_influence) &&
           SAME(players) && SAME(first_player) && SAME(current) && SAME(phase) && SAME(end_reason) &&
           SAME(end_seat) && SAME(apollo_last_turn) && SAME(deployed_to) && SAME(turn_flags) && SAME(end_turn) &&
           SAME(turns_taken) && SAME(total_turns) && SAME(automa) && SAME(automa_next) && SAME(automa_order) && SAME(priority) && SAME(luna_pair) && SAME(variant) && SAME(forbidden) && SAME(automa_level) && SAME(automa_parity) && SAME(reveals) && SAME(draws) && SAME(rng);
}
