/* cards_pink_gray.c: the deploy abilities of the Pink and Gray cards. */
#include "abilities.h"

#define BIT(c) (1 << RR_##c)

/* ---- Pink ---- */

/* Reveal the deck's top card and deploy it to another location (its ability triggers). */
DEPLOY(calliope) {
    rr_board *b = r->b;
    int c = zone_top(b, RR_ZONE_DECK);
    if (c < 0) return;
    reveal(b, c);
    int l = pick_location(r, seat, RR_WHY_DEPLOY_TO, card, c, other_locations(loc));
    deploy_card(r, seat, c, l);
}

/* Move another location's top card under this one; gain it if White (a face-down
 * card stays face down when moved, so it is colorless and never gained). */
DEPLOY(conversationalist) {
    rr_board *b = r->b;
    int l = pick_location(r, seat, RR_WHY_FROM_LOCATION, card, -1, nonempty_locations(b) & other_locations(loc));
    if (l < 0) return;
    int c = top_card(b, l);
    move_under(b, c, card);
    if (has_color(b, c, RR_WHITE) && may_gain(b, c)) take(b, seat, c);
}

/* Banish Evey and everything here; 1 Influence per Gold banished (at most 3),
 * counted face up in the banished pile. */
DEPLOY(evey) {
    (void)card;
    rr_board *b = r->b;
    int golds = 0;
    while (loc_size(b, loc)) {
        int c = top_card(b, loc);
        banish(b, c);
        golds += has_color(b, c, RR_GOLD);
    }
    place_influence(b, seat, golds > 3 ? 3 : golds);
}

/* Move the card under to the top of another location; 1 Helium if Silver (a moved
 * face-down card stays face down: colorless). */
DEPLOY(garden_trained_rose) {
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0) return;
    int l = pick_location(r, seat, RR_WHY_MOVE_TO, card, under, other_locations(loc));
    move_to_top(b, under, l);
    if (has_color(b, under, RR_SILVER)) gain_helium(b, seat, 1);
}

/* Move the top card of another location onto a different location, and take the
 * first location's bonus. */
DEPLOY(masseuse) {
    rr_board *b = r->b;
    int from = pick_location(r, seat, RR_WHY_FROM_LOCATION, card, -1, nonempty_locations(b) & other_locations(loc));
    if (from < 0) return;
    int c = top_card(b, from);
    int to = pick_location(r, seat, RR_WHY_MOVE_TO, card, c, other_locations(from));
    move_to_top(b, c, to);
    location_bonus(r, seat, from);
}

/* Move any other card from here to another location; a Pink gives 1 Influence (a
 * moved face-down card stays face down: colorless). */
DEPLOY(matteo) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_at(b, loc, card_other_than, card, &opts);
    int c = pick_card(r, seat, RR_WHY_MOVE_CARD, card, &opts, false);
    if (c < 0) return;
    int l = pick_location(r, seat, RR_WHY_MOVE_TO, card, c, other_locations(loc));
    move_to_top(b, c, l);
    if (has_color(b, c, RR_PINK)) place_influence(b, seat, 1);
}

/* You may move this location's bottom card on top of Theodora; a Gold or Red is then
 * gained and the turn ends (a face-down card stays face down when moved: colorless). */
DEPLOY(theodora) {
    rr_board *b = r->b;
    int l = location_of(b, card);
    if (l < 0) return;
    int c = bottom_card(b, l);
    if (c == card || !say_yes(r, seat, RR_WHY_USE, card)) return;
    move_to_top(b, c, l);
    int color = color_of(b, c);
    if ((color == RR_GOLD || color == RR_RED) && may_gain(b, c)) {
        take(b, seat, c);
        end_turn(r);
    }
}

/* ---- Gray: move a card of two colors from any location under this one; you may
 * gain it, and if you do, end your turn ---- */

static void gray_deploy(rr_run *r, int seat, int card, int colors) {
    rr_board *b = r->b;
    /* the locations' cards of those colors (card_of_color: a face-down one has none),
     * read in one pass over the four locations, which lie side by side in order[] */
    rr_optset opts;
    set_clear(&opts);
    for (int i = b->zstart[RR_ZONE_LOCATION], end = b->zstart[RR_ZONE_LOCATION + RR_LOCATIONS]; i < end; i++) {
        int c = b->order[i];
        if ((colors >> rr_cards[c].color & 1) && !is_facedown(b, c) && c != card) set_add(&opts, c);
    }
    int c = pick_card(r, seat, RR_WHY_MOVE_CARD, card, &opts, false);
    if (c < 0) return;
    move_under(b, c, card);
    rr_optset take_it;
    set_clear(&take_it);
    if (may_gain(b, c)) set_add(&take_it, c);
    if (pick_card(r, seat, RR_WHY_MAY_GAIN_CARD, card, &take_it, true) >= 0) {
        take(b, seat, c);
        end_turn(r);
    }
}

DEPLOY(bridge) { (void)loc, gray_deploy(r, seat, card, BIT(PINK) | BIT(VIOLET)); }
DEPLOY(colonel_valentin) { (void)loc, gray_deploy(r, seat, card, BIT(GOLD)); }
DEPLOY(danto) { (void)loc, gray_deploy(r, seat, card, BIT(COPPER) | BIT(WHITE)); }
DEPLOY(holiday) { (void)loc, gray_deploy(r, seat, card, BIT(ORANGE) | BIT(BLUE)); }
DEPLOY(sun_hwa) { (void)loc, gray_deploy(r, seat, card, BIT(OBSIDIAN) | BIT(GREEN)); }
DEPLOY(trigg) { (void)loc, gray_deploy(r, seat, card, BIT(GRAY) | BIT(YELLOW)); }
DEPLOY(ugly_dan) { (void)loc, gray_deploy(r, seat, card, BIT(RED) | BIT(BROWN)); }
