/* cards_violet_orange.c: the deploy abilities of the Violet and Orange cards. */
#include "abilities.h"

#define BIT(c) (1 << RR_##c)

/* ---- Violet ---- */

/* Locations other than `from` holding no card of color (face-down cards have none). */
static unsigned locations_without(const rr_board *b, int from, int color) {
    unsigned mask = 0;
    for (int l = 0; l < RR_LOCATIONS; l++) {
        if (l == from) continue;
        bool clash = false;
        for (int i = 0; i < loc_size(b, l) && !clash; i++) clash = color >= 0 && has_color(b, zone_card(b, RR_ZONE_LOCATION + l, i), color);
        if (!clash) mask |= 1u << l;
    }
    return mask;
}

static bool has_free_location(const rr_board *b, int c, int from) { return locations_without(b, from, color_of(b, c)) != 0; }

/* Move a card from here to another location with no card of its color. */
DEPLOY(4d_painter) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_at(b, loc, has_free_location, loc, &opts);
    int c = pick_card(r, seat, RR_WHY_MOVE_CARD, card, &opts, false);
    if (c < 0) return;
    int l = pick_location(r, seat, RR_WHY_MOVE_TO, card, c, locations_without(b, loc, color_of(b, c)));
    move_to_top(b, c, l);
}

/* If ahead of the player to your right, give them this card, draw 2, end your turn. */
static void give_right_and_draw(rr_run *r, int seat, int card, bool ahead) {
    rr_board *b = r->b;
    if (!ahead || location_of(b, card) < 0) return;
    gain_card(b, right_of(b, seat), card);
    draw_card(b, seat);
    draw_card(b, seat);
    end_turn(r);
}

DEPLOY(holo_host) {
    (void)loc;
    const rr_board *b = r->b;
    give_right_and_draw(r, seat, card, b->influence[seat] > b->influence[right_of(b, seat)]);
}

DEPLOY(reporter) {
    (void)loc;
    const rr_board *b = r->b;
    give_right_and_draw(r, seat, card, b->helium[seat] > b->helium[right_of(b, seat)]);
}

DEPLOY(vlogger) {
    (void)loc;
    const rr_board *b = r->b;
    give_right_and_draw(r, seat, card, b->fleet[seat] > b->fleet[right_of(b, seat)]);
}

/* You may banish a Red from hand: reveal from the deck until a Gold, gain it, and put
 * the other revealed cards on the bottom of the deck in the order you choose. */
DEPLOY(mickey_the_carver) {
    (void)loc;
    rr_board *b = r->b;
    rr_optset reds;
    cards_in_hand(b, seat, card_of_color, BIT(RED), &reds);
    int red = pick_card(r, seat, RR_WHY_MAY_BANISH_CARD, card, &reds, true);
    if (red < 0) return;
    banish(b, red);
    rr_optset revealed;
    set_clear(&revealed);
    int gold = -1, n = 0;
    for (int i = deck_size(b) - 1; i >= 0; i--) {
        int c = zone_card(b, RR_ZONE_DECK, i);
        reveal(b, c);
        if (rr_cards[c].color == RR_GOLD) {
            gold = c;
            break;
        }
        set_add(&revealed, c);
        n++;
    }
    if (gold >= 0) take(b, seat, gold);
    /* one at a time, each going under the ones already put at the bottom */
    for (int k = 0; k < n; k++) {
        int c = ask(r, seat, RR_ASK_CARD, RR_WHY_BOTTOM_ORDER, card, &revealed);
        revealed.bits[c >> 6] &= ~((uint64_t)1 << (c & 63));
        zone_move(b, c, RR_ZONE_DECK, true);
    }
}

/* arg = parity | seat << 8. A face-down card keeps its core value, but only a player
 * who knows the card can tell it (offering it otherwise would tell its parity). */
static bool core_parity(const rr_board *b, int c, int arg) {
    return rr_card_known(b, arg >> 8, c) && rr_cards[c].core % 2 == (arg & 1);
}

/* Move a card of even (odd) core value from here to another location. */
static void move_by_parity(rr_run *r, int seat, int card, int loc, int parity) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_at(b, loc, core_parity, parity | seat << 8, &opts);
    int c = pick_card(r, seat, RR_WHY_MOVE_CARD, card, &opts, false);
    if (c < 0) return;
    int l = pick_location(r, seat, RR_WHY_MOVE_TO, card, c, other_locations(loc));
    move_to_top(b, c, l);
}

DEPLOY(musician) { move_by_parity(r, seat, card, loc, 0); }
DEPLOY(zanzibar) { move_by_parity(r, seat, card, loc, 1); }

/* ---- Orange: you may gain a card of some colors from here; if you do, end your turn ---- */

static bool orange_gain_test(const rr_board *b, int c, int arg) {
    int self = arg >> 16, colors = arg & 0xFFFF;
    return c != self && card_of_color(b, c, colors);
}

static void orange_deploy(rr_run *r, int seat, int card, int loc, int colors) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_gainable_at(b, loc, orange_gain_test, card << 16 | colors, &opts);
    int c = pick_card(r, seat, RR_WHY_MAY_GAIN_CARD, card, &opts, true);
    if (c < 0) return;
    take(b, seat, c);
    end_turn(r);
}

DEPLOY(aegis_craftsman) { orange_deploy(r, seat, card, loc, BIT(GOLD)); }
DEPLOY(artificer) { orange_deploy(r, seat, card, loc, BIT(GOLD) | BIT(ORANGE)); }
DEPLOY(cyther) { orange_deploy(r, seat, card, loc, BIT(BLUE)); }
DEPLOY(gravboot_cobbler) { orange_deploy(r, seat, card, loc, BIT(GOLD) | BIT(GRAY)); }
DEPLOY(pulse_armorer) { orange_deploy(r, seat, card, loc, BIT(GRAY)); }
DEPLOY(pulse_fist_engineer) { orange_deploy(r, seat, card, loc, BIT(OBSIDIAN)); }
DEPLOY(razor_designer) { orange_deploy(r, seat, card, loc, BIT(GOLD)); }
