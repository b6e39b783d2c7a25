/* abilities.c: the vocabulary of card abilities (see abilities.h). */
#include "abilities.h"

/* ---- looking ---- */

int location_of(const rr_board *b, int card) {
    int z = zone_of(b, card);
    return z >= RR_ZONE_LOCATION && z < RR_ZONE_LOCATION + RR_LOCATIONS ? z - RR_ZONE_LOCATION : -1;
}

int card_under(const rr_board *b, int card) {
    int l = location_of(b, card);
    if (l < 0) return -1;
    int z = RR_ZONE_LOCATION + l;
    for (int i = 1; i < zone_size(b, z); i++)
        if (zone_card(b, z, i) == card) return zone_card(b, z, i - 1);
    return -1;
}

int bottom_card(const rr_board *b, int location) {
    int z = RR_ZONE_LOCATION + location;
    return zone_size(b, z) ? zone_card(b, z, 0) : -1;
}

int top_card(const rr_board *b, int location) { return zone_top(b, RR_ZONE_LOCATION + location); }

bool in_hand(const rr_board *b, int seat, int card) { return zone_of(b, card) == RR_ZONE_HAND + seat; }

int count_color_at(const rr_board *b, int location, int color) {
    int n = 0;
    for (int i = 0; i < loc_size(b, location); i++) n += has_color(b, zone_card(b, RR_ZONE_LOCATION + location, i), color);
    return n;
}

bool landed_on_gold(const rr_board *b, int card) {
    int under = card_under(b, card);
    return under >= 0 && has_color(b, under, RR_GOLD);
}

int right_of(const rr_board *b, int seat) { return (seat + b->players - 1) % b->players; }

bool any_card(const rr_board *b, int card, int arg) {
    (void)b, (void)card, (void)arg;
    return true;
}

bool card_other_than(const rr_board *b, int card, int other) {
    (void)b;
    return card != other;
}

bool other_with_color(const rr_board *b, int card, int arg) {
    return card != (arg & 0xFF) && has_color(b, card, arg >> 8);
}

bool other_without_color(const rr_board *b, int card, int arg) {
    return card != (arg & 0xFF) && !has_color(b, card, arg >> 8);
}

static void cards_in_zone(const rr_board *b, int z, card_test test, int arg, rr_optset *out) {
    set_clear(out);
    for (int i = 0; i < zone_size(b, z); i++) {
        int c = zone_card(b, z, i);
        if (test(b, c, arg)) set_add(out, c);
    }
}

void cards_at(const rr_board *b, int location, card_test test, int arg, rr_optset *out) {
    cards_in_zone(b, RR_ZONE_LOCATION + location, test, arg, out);
}

bool may_gain(const rr_board *b, int card) { return card != b->forbidden; }

void cards_gainable_at(const rr_board *b, int location, card_test test, int arg, rr_optset *out) {
    cards_at(b, location, test, arg, out);
    if (set_has(out, b->forbidden)) out->bits[b->forbidden >> 6] &= ~((uint64_t)1 << (b->forbidden & 63));
}

void cards_in_hand(const rr_board *b, int seat, card_test test, int arg, rr_optset *out) {
    cards_in_zone(b, RR_ZONE_HAND + seat, test, arg, out);
}

int random_banished(rr_board *b) {
    int n = zone_size(b, RR_ZONE_BANISHED);
    return n ? zone_card(b, RR_ZONE_BANISHED, (int)board_random(b, (unsigned)n)) : -1;
}

void cards_banished(const rr_board *b, card_test test, int arg, rr_optset *out) {
    set_clear(out);
    for (int i = 0; i < zone_size(b, RR_ZONE_BANISHED); i++) {
        int c = zone_card(b, RR_ZONE_BANISHED, i);
        if (test(b, c, arg)) set_add(out, c);
    }
}

unsigned nonempty_locations(const rr_board *b) {
    unsigned mask = 0;
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (loc_size(b, l)) mask |= 1u << l;
    return mask;
}

unsigned opponents(const rr_board *b, int seat) {
    unsigned mask = 0;
    for (int p = 0; p < b->players; p++)
        if (p != seat) mask |= 1u << p;
    return mask;
}

unsigned targetable_opponents(const rr_board *b, int seat) {
    unsigned mask = opponents(b, seat);
    if (!b->variant) return mask;
    for (int p = 0; p < b->players; p++) {
        int start = b->house[p] == RR_CERES ? 6 : 5;
        if (hand_size(b, p) <= start) mask &= ~(1u << p);
    }
    return mask;
}

/* ---- choosing ---- */

int pick_card(rr_run *r, int seat, rr_why why, int card, const rr_optset *cards, bool may) {
    if (set_empty(cards)) return -1;
    rr_optset opts = *cards;
    if (may) set_add(&opts, RR_CARD_NONE);
    int c = ask(r, seat, RR_ASK_CARD, why, card, &opts);
    return c == RR_CARD_NONE ? -1 : c;
}

int pick_location(rr_run *r, int seat, rr_why why, int card, int subject, unsigned mask) {
    return ask_word(r, seat, RR_ASK_LOCATION, why, card, subject, mask & ((1u << RR_LOCATIONS) - 1));
}

int pick_opponent(rr_run *r, int seat, rr_why why, int card, unsigned mask, bool may) {
    if (!mask) return -1;
    uint64_t opts = mask & ((1u << RR_MAX_PLAYERS) - 1);
    if (may) opts |= 1u << RR_SEAT_NONE;
    int p = ask_word(r, seat, RR_ASK_SEAT, why, card, -1, opts);
    return p == RR_SEAT_NONE ? -1 : p;
}

bool say_yes(rr_run *r, int seat, rr_why why, int card) {
    return ask_word(r, seat, RR_ASK_YESNO, why, card, -1, 3) == 1; /* 0 no, 1 yes */
}

/* ---- doing ---- */

void end_turn(rr_run *r) { r->b->end_turn = 1; }

bool can_trade(const rr_board *b) { return !(b->turn_flags & RR_TRADED); }
void mark_trade(rr_board *b) { b->turn_flags |= RR_TRADED; }

void reveal(rr_board *b, int card) {
    b->seen[card] = (uint8_t)((1u << RR_MAX_PLAYERS) - 1);
    b->reveals++;
}

void move_to_top(rr_board *b, int card, int location) { zone_move(b, card, RR_ZONE_LOCATION + location, false); }

void move_under(rr_board *b, int card, int above) {
    int z = RR_ZONE_LOCATION + location_of(b, above);
    zone_move(b, card, z, false); /* on top of that stack first */
    int i = b->zstart[z + 1] - 1;
    while (b->order[i - 1] != above) { /* then down past every card above `above` */
        b->order[i] = b->order[i - 1];
        i--;
    }
    b->order[i] = (uint8_t)above; /* `above` was at i - 1: swap */
    b->order[i - 1] = (uint8_t)card;
}

void take(rr_board *b, int seat, int card) { gain_card(b, seat, card); }

void helium_per_named_color(rr_run *r, int seat, int card, int location) {
    rr_optset colors;
    set_clear(&colors);
    for (int c = 0; c < RR_COLOR_COUNT; c++)
        if (c != RR_SILVER) set_add(&colors, c);
    int color = ask(r, seat, RR_ASK_COLOR, RR_WHY_COLOR, card, &colors);
    gain_helium(r->b, seat, count_color_at(r->b, location, color));
}

void gain_here_then_go_unless_on_gold(rr_run *r, int seat, int card, int location, card_test test, int arg) {
    rr_board *b = r->b;
    bool on_gold = landed_on_gold(b, card);
    rr_optset opts;
    cards_gainable_at(b, location, test, arg, &opts);
    int c = pick_card(r, seat, RR_WHY_GAIN_CARD, card, &opts, false);
    if (c < 0) return; /* nothing to gain: ability ignored */
    take(b, seat, c);
    if (!on_gold) banish(b, card);
}

void reveal_under(rr_run *r, int seat, int card, int n) {
    rr_board *b = r->b;
    int revealed[2], count = 0;
    for (int i = 0; i < n && deck_size(b); i++) {
        int c = zone_top(b, RR_ZONE_DECK);
        reveal(b, c);
        /* set aside in the order revealed: put on the location now, ordered below */
        move_under(b, c, card);
        revealed[count++] = c;
    }
    if (count < 2) return;
    rr_optset which;
    set_clear(&which);
    set_add(&which, revealed[0]);
    set_add(&which, revealed[1]);
    int direct = ask_about(r, seat, RR_ASK_CARD, RR_WHY_UNDER_ORDER, card, -1, &which);
    int other = direct == revealed[0] ? revealed[1] : revealed[0];
    move_under(b, other, card);
    move_under(b, direct, card);
}

/* ---- attacks and blocks ---- */

static bool is_hand_blocker(const rr_board *b, int card, int arg) {
    (void)b, (void)arg;
    return card == RR_JUDGE || card == RR_THE_HOWLERS || card == RR_PAX_AU_TELEMANUS;
}

bool blocked(rr_run *r, int attacker, int victim, int card) {
    (void)attacker;
    rr_board *b = r->b;
    rr_optset blockers;
    cards_in_hand(b, victim, is_hand_blocker, 0, &blockers);
    int c = pick_card(r, victim, RR_WHY_BLOCK, card, &blockers, true);
    if (c < 0) return false;
    reveal(b, c);
    return true;
}

void victim_banishes(rr_run *r, int attacker, int victim, int card) {
    rr_board *b = r->b;
    if (!hand_size(b, victim) || blocked(r, attacker, victim, card)) return;
    rr_optset mine;
    cards_in_hand(b, victim, any_card, 0, &mine);
    int c = pick_card(r, victim, RR_WHY_VICTIM_BANISH, card, &mine, false);
    if (c >= 0) banish(b, c);
}
