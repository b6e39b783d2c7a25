/* cards_red_brown_obsidian.c: the deploy abilities of the Red, Brown and Obsidian
 * cards. `loc` is the location the card was deployed to. */
#include "abilities.h"

#define BIT(c) (1 << RR_##c)

/* ---- Red ---- */

/* Each neighbor reveals a random card: a Gold is banished (they may block); a Red
 * banishes Arlus. */
DEPLOY(arlus) {
    rr_board *b = r->b;
    unsigned targets = targetable_opponents(b, seat);
    int neighbors[2] = {(seat + 1) % b->players, right_of(b, seat)};
    for (int k = 0; k < 2; k++) {
        int p = neighbors[k];
        if (k == 1 && p == neighbors[0]) break; /* two players: one neighbor */
        if (!(targets >> p & 1) || !hand_size(b, p)) continue;
        /* Tull Au Toma: the bottom card of her hand (solo rules) */
        int c = p == b->automa ? zone_card(b, RR_ZONE_HAND + p, 0)
                               : zone_card(b, RR_ZONE_HAND + p, (int)board_random(b, (unsigned)hand_size(b, p)));
        reveal(b, c);
        if (rr_cards[c].color == RR_GOLD) {
            if (!blocked(r, seat, p, card)) banish(b, c);
        } else if (rr_cards[c].color == RR_RED && location_of(b, card) >= 0) {
            banish(b, card);
        }
        /* she puts a card back after revealing it on the top of her hand */
        if (p == b->automa && in_hand(b, p, c)) zone_move(b, c, RR_ZONE_HAND + p, false);
    }
}

/* 1 Helium; 2 more by revealing two or more other Reds. */
DEPLOY(dancer) {
    (void)card, (void)loc;
    rr_board *b = r->b;
    gain_helium(b, seat, 1);
    rr_optset reds;
    cards_in_hand(b, seat, card_of_color, BIT(RED), &reds);
    if (set_count(&reds) >= 2) {
        for (int c = 0; c < RR_CARD_COUNT; c++)
            if (set_has(&reds, c)) reveal(b, c);
        gain_helium(b, seat, 2);
        infer_red_limit(b, seat, 0); /* every Red of the hand is shown */
    } else {
        infer_red_limit(b, seat, 1); /* no two Reds to show */
    }
}

/* Gain another non-Gold from here; banished unless deployed on a Gold. */
DEPLOY(darrow) { gain_here_then_go_unless_on_gold(r, seat, card, loc, other_without_color, OTHER_COLOR(card, RR_GOLD)); }

DEPLOY(deanna) {
    (void)card, (void)loc;
    gain_helium(r->b, seat, 1);
}

/* Each opponent reveals a Red or loses 1 Helium. */
DEPLOY(eo) {
    (void)loc;
    rr_board *b = r->b;
    for (int k = 1; k < b->players; k++) {
        int p = (seat + k) % b->players;
        if (p == b->automa) { /* solo variant: a Red among her 6 topmost cards will do */
            int n = hand_size(b, p), red = 0;
            for (int i = n - 1; i >= 0 && i >= n - 6; i--) red |= rr_cards[zone_card(b, RR_ZONE_HAND + p, i)].color == RR_RED;
            if (!red && b->helium[p]) b->helium[p]--;
            continue;
        }
        rr_optset reds;
        cards_in_hand(b, p, card_of_color, BIT(RED), &reds);
        int c = pick_card(r, p, RR_WHY_EO_REVEAL, card, &reds, false);
        if (c >= 0) {
            reveal(b, c);
        } else {
            infer_red_limit(b, p, 0); /* no Red to show: the hand holds none */
            if (b->helium[p]) b->helium[p]--;
        }
    }
}

/* An opponent of your choice loses 1 Helium. */
DEPLOY(harmony) {
    (void)loc;
    rr_board *b = r->b;
    int p = pick_opponent(r, seat, RR_WHY_OPPONENT, card, opponents(b, seat), false);
    if (p >= 0 && b->helium[p]) b->helium[p]--;
}

DEPLOY(uncle_narol) {
    (void)card, (void)loc;
    gain_helium(r->b, seat, 2);
}

/* ---- Brown: "if deployed directly on top of a X, move that card away and ..." ---- */

/* The card directly under card, if of one of colors, moved to the top of another
 * location of seat's choice; returns it, or -1. */
static int move_under_card_away(rr_run *r, int seat, int card, int loc, int colors) {
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0 || !card_of_color(b, under, colors)) return -1;
    int l = pick_location(r, seat, RR_WHY_MOVE_TO, card, under, other_locations(loc));
    move_to_top(b, under, l);
    return under;
}

DEPLOY(artisan_chef) {
    if (move_under_card_away(r, seat, card, loc, BIT(GOLD)) >= 0) place_influence(r->b, seat, 1);
}

/* Banish the card under; a Gold gives 1 Influence (banished, a face-down card is
 * face up: its own color counts). */
DEPLOY(assassin) {
    (void)loc;
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0) return;
    banish(b, under);
    if (has_color(b, under, RR_GOLD)) place_influence(b, seat, 1);
}

DEPLOY(gardener) {
    if (move_under_card_away(r, seat, card, loc, BIT(VIOLET) | BIT(PINK)) >= 0) gain_helium(r->b, seat, 1);
}

DEPLOY(janitor) {
    if (move_under_card_away(r, seat, card, loc, BIT(GREEN) | BIT(YELLOW) | BIT(BLUE)) >= 0) advance_fleet(r->b, seat, 1);
}

DEPLOY(mess_hall_cook) {
    if (move_under_card_away(r, seat, card, loc, BIT(GRAY) | BIT(ORANGE)) >= 0) advance_fleet(r->b, seat, 1);
}

/* On a Red or Brown: deploy that card to another location (its ability triggers). */
DEPLOY(modjob) {
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0 || !card_of_color(b, under, BIT(RED) | BIT(BROWN))) return;
    int l = pick_location(r, seat, RR_WHY_DEPLOY_TO, card, under, other_locations(loc));
    deploy_card(r, seat, under, l);
}

DEPLOY(nanny) {
    if (move_under_card_away(r, seat, card, loc, BIT(SILVER) | BIT(WHITE) | BIT(COPPER)) >= 0) gain_helium(r->b, seat, 1);
}

/* ---- Obsidian ---- */

/* arg = first | second << 8 | seat << 16: one of the two cards, known to seat. */
static bool is_one_of_two(const rr_board *b, int c, int arg) {
    return (c == (arg & 0xFF) || c == (arg >> 8 & 0xFF)) && rr_card_known(b, arg >> 16, c);
}

/* You may gain one of two named characters from here; if you do, take this card back
 * and end your turn. A face-down card counts only if the player knows which it is
 * (docs/RULES.md 53): offering it blind would tell them what it is. */
static void gain_friend(rr_run *r, int seat, int card, int loc, int a, int b2) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_gainable_at(b, loc, is_one_of_two, a | b2 << 8 | seat << 16, &opts);
    int c = pick_card(r, seat, RR_WHY_MAY_GAIN_CARD, card, &opts, true);
    if (c < 0) return;
    take(b, seat, c);
    if (location_of(b, card) >= 0) take(b, seat, card);
    end_turn(r);
}

DEPLOY(alfrun) { gain_friend(r, seat, card, loc, RR_NERO, RR_JOPHO); }
DEPLOY(jopho) { gain_friend(r, seat, card, loc, RR_ALFRUN, RR_NERO); }

/* The topmost non-Gold card of a location, or -1. */
static int top_non_gold(const rr_board *b, int l) {
    int z = RR_ZONE_LOCATION + l;
    for (int i = zone_size(b, z) - 1; i >= 0; i--)
        if (color_of(b, zone_card(b, z, i)) != RR_GOLD) return zone_card(b, z, i);
    return -1;
}

/* Banish the topmost non-Gold card of another location (a face-down card is
 * colorless, so non-Gold); then, face up, 1 Helium unless it is a Gray or Obsidian. */
DEPLOY(alia_snowsparrow) {
    rr_board *b = r->b;
    unsigned mask = 0;
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (l != loc && top_non_gold(b, l) >= 0) mask |= 1u << l;
    int l = pick_location(r, seat, RR_WHY_FROM_LOCATION, card, -1, mask);
    if (l < 0) return;
    int c = top_non_gold(b, l);
    banish(b, c);
    int color = color_of(b, c);
    if (color != RR_GRAY && color != RR_OBSIDIAN) gain_helium(b, seat, 1);
}

/* Banish the card under; 1 Helium if it was the only other card here. */
DEPLOY(helga) {
    (void)loc;
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0) return;
    bool only = loc_size(b, location_of(b, card)) == 2;
    banish(b, under);
    if (only) gain_helium(b, seat, 1);
}

/* Banish the top card of another location; then, face up, a Gold or Gray gives 1
 * Influence. */
DEPLOY(ragnar) {
    rr_board *b = r->b;
    int l = pick_location(r, seat, RR_WHY_FROM_LOCATION, card, -1, nonempty_locations(b) & other_locations(loc));
    if (l < 0) return;
    int c = top_card(b, l);
    banish(b, c);
    int color = color_of(b, c);
    if (color == RR_GOLD || color == RR_GRAY) place_influence(b, seat, 1);
}

DEPLOY(sefi) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_gainable_at(b, loc, other_with_color, OTHER_COLOR(card, RR_OBSIDIAN), &opts);
    int c = pick_card(r, seat, RR_WHY_GAIN_CARD, card, &opts, false);
    if (c >= 0) take(b, seat, c);
}

/* Banish any other card here; then, face up, an Obsidian gives 1 Influence. */
DEPLOY(stained) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_at(b, loc, card_other_than, card, &opts);
    int c = pick_card(r, seat, RR_WHY_BANISH_CARD, card, &opts, false);
    if (c < 0) return;
    banish(b, c);
    if (has_color(b, c, RR_OBSIDIAN)) place_influence(b, seat, 1);
}
