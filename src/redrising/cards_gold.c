/* cards_gold.c: the deploy abilities of the Gold cards. */
#include "abilities.h"

/* An opponent of your choice banishes one of their cards (they may block); then this
 * card is banished. */
static void opponent_banishes_then_gone(rr_run *r, int seat, int card) {
    rr_board *b = r->b;
    int p = pick_opponent(r, seat, RR_WHY_OPPONENT, card, targetable_opponents(b, seat), false);
    if (p >= 0) victim_banishes(r, seat, p, card);
    if (location_of(b, card) >= 0) banish(b, card);
}

DEPLOY(aja) { (void)loc, opponent_banishes_then_gone(r, seat, card); }
DEPLOY(antonia) { (void)loc, opponent_banishes_then_gone(r, seat, card); }

/* Banish every Blue here; two or more and the Ash Lord returns to your hand. */
DEPLOY(ash_lord) {
    rr_board *b = r->b;
    int blues = 0;
    for (int i = loc_size(b, loc) - 1; i >= 0; i--) {
        int c = zone_card(b, RR_ZONE_LOCATION + loc, i);
        if (has_color(b, c, RR_BLUE)) {
            banish(b, c);
            blues++;
        }
    }
    if (blues >= 2 && location_of(b, card) >= 0) take(b, seat, card);
}

DEPLOY(boneriders) { (void)card, (void)loc, gain_sovereign(r, seat); }
DEPLOY(the_jackal) { (void)card, (void)loc, gain_sovereign(r, seat); }

/* Gain the card under; banished unless that card is a Gold (read in hand, face up:
 * a face-down Gold gained is a Gold). */
DEPLOY(cassius) {
    (void)loc;
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0 || !may_gain(b, under)) return; /* nothing to gain: ability ignored */
    take(b, seat, under);
    if (!has_color(b, under, RR_GOLD)) banish(b, card);
}

DEPLOY(fitchner) { (void)card; if (loc == RR_INSTITUTE) place_influence(r->b, seat, 1); }

/* Banish the card under; for Mustang, The Jackal or Nero you may also make an
 * opponent banish one of their cards. */
DEPLOY(karnus) {
    (void)loc;
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0) return;
    banish(b, under);
    if (under != RR_MUSTANG && under != RR_THE_JACKAL && under != RR_NERO) return;
    int p = pick_opponent(r, seat, RR_WHY_MAY_OPPONENT, card, targetable_opponents(b, seat), true);
    if (p >= 0) victim_banishes(r, seat, p, card);
}

/* A Gold directly under is banished. */
DEPLOY(lorn) {
    (void)seat, (void)loc;
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under >= 0 && has_color(b, under, RR_GOLD)) banish(b, under);
}

/* Draw the deck's top card; banished unless deployed on Luna. */
DEPLOY(lysander) {
    rr_board *b = r->b;
    if (draw_card(b, seat) >= 0 && loc != RR_LUNA) banish(b, card);
}

static bool may_gain_test(const rr_board *b, int c, int arg) {
    (void)arg;
    return may_gain(b, c);
}

/* Gain a banished card (Loan Shark's turn: not the Loan Shark a Stained banished);
 * unless it is a Gold, Mustang is banished. */
DEPLOY(mustang) {
    (void)loc;
    rr_board *b = r->b;
    rr_optset banished;
    cards_banished(b, may_gain_test, 0, &banished);
    int c = pick_card(r, seat, RR_WHY_GAIN_CARD, card, &banished, false);
    if (c < 0) return;
    take(b, seat, c);
    if (rr_cards[c].color != RR_GOLD) banish(b, card);
}

/* 1 Helium per Red here. */
DEPLOY(nero) { gain_helium(r->b, seat, count_color_at(r->b, loc, RR_RED)); }

/* With the token: gain Luna's bottom card; banished unless it is a Gold (read in
 * hand, face up, as for Cassius). */
DEPLOY(octavia) {
    (void)loc;
    rr_board *b = r->b;
    if (b->sovereign != seat) return;
    int c = bottom_card(b, RR_LUNA);
    if (c < 0 || c == card || !may_gain(b, c)) return;
    take(b, seat, c);
    if (!has_color(b, c, RR_GOLD)) banish(b, card);
}

/* Gain a Blue from here; banished unless deployed directly on a Gold. */
DEPLOY(romulus) { gain_here_then_go_unless_on_gold(r, seat, card, loc, other_with_color, OTHER_COLOR(card, RR_BLUE)); }

/* Look at an opponent's hand, name a card, pick one at random: if it is the named
 * card it is banished (they may block), and so is Roque.
 * Tull Au Toma (solo variant): only her topmost 6 cards are looked at (all if fewer),
 * the card is picked at random among them; a picked card she keeps goes back on the
 * top of her hand, the other looked-at cards are shuffled back under it. */
DEPLOY(roque) {
    (void)loc;
    rr_board *b = r->b;
    int p = pick_opponent(r, seat, RR_WHY_OPPONENT, card, targetable_opponents(b, seat), false);
    if (p < 0 || !hand_size(b, p)) return;
    int z = RR_ZONE_HAND + p, n = hand_size(b, p);
    int shown = p == b->automa && n > 6 ? 6 : n;
    rr_optset theirs;
    set_clear(&theirs);
    for (int i = n - shown; i < n; i++) {
        set_add(&theirs, zone_card(b, z, i));
        b->seen[zone_card(b, z, i)] |= (uint8_t)(1u << seat);
    }
    int named = ask(r, seat, RR_ASK_CARD, RR_WHY_ROQUE_NAME, card, &theirs);
    int drawn = zone_card(b, z, n - shown + (int)board_random(b, (unsigned)shown));
    reveal(b, drawn);
    bool hit = drawn == named && !blocked(r, seat, p, card);
    if (hit) {
        banish(b, drawn);
        banish(b, card);
    }
    if (p != b->automa) return;
    if (!hit) zone_move(b, drawn, z, false); /* back on top */
    /* the other looked-at cards lie just under the top: shuffle them there */
    uint8_t *others = &b->order[b->zstart[z] + n - shown];
    for (int i = shown - 2; i > 0; i--) {
        int j = (int)board_random(b, (unsigned)i + 1);
        uint8_t t = others[i];
        others[i] = others[j];
        others[j] = t;
    }
}

/* Banish the card under, or reveal The Howlers to gain it instead. */
DEPLOY(sevro) {
    (void)loc;
    rr_board *b = r->b;
    int under = card_under(b, card);
    if (under < 0) return;
    if (in_hand(b, seat, RR_THE_HOWLERS) && may_gain(b, under) && say_yes(r, seat, RR_WHY_USE, card)) {
        reveal(b, RR_THE_HOWLERS);
        take(b, seat, under);
    } else {
        banish(b, under);
    }
}

/* You may steal a card from an opponent (they choose it, and may block); if you do,
 * Tactus is banished and your turn ends. */
DEPLOY(tactus) {
    (void)loc;
    rr_board *b = r->b;
    unsigned targets = targetable_opponents(b, seat);
    for (int p = 0; p < b->players; p++)
        if (!hand_size(b, p)) targets &= ~(1u << p);
    int p = pick_opponent(r, seat, RR_WHY_MAY_OPPONENT, card, targets, true);
    if (p < 0 || blocked(r, seat, p, card)) return;
    rr_optset theirs;
    cards_in_hand(b, p, any_card, 0, &theirs);
    int c = pick_card(r, p, RR_WHY_VICTIM_GIVE, card, &theirs, false);
    take(b, seat, c);
    banish(b, card);
    end_turn(r);
}

/* Move every card under this one, in order, onto the top of another location. */
DEPLOY(the_telemanuses) {
    rr_board *b = r->b;
    int z = RR_ZONE_LOCATION + location_of(b, card);
    int below = 0;
    uint8_t cards[RR_CARD_COUNT];
    while (zone_card(b, z, below) != card) cards[below] = (uint8_t)zone_card(b, z, below), below++;
    if (!below) return;
    int l = pick_location(r, seat, RR_WHY_MOVE_TO, card, -1, other_locations(loc));
    for (int i = 0; i < below; i++) move_to_top(b, cards[i], l); /* bottom first: the same order */
}

/* Gain this location's bottom card (not herself); banished unless deployed on a Gold. */
DEPLOY(victra) {
    rr_board *b = r->b;
    bool on_gold = landed_on_gold(b, card);
    int c = bottom_card(b, loc);
    if (c < 0 || c == card || !may_gain(b, c)) return; /* nothing to gain: ability ignored */
    take(b, seat, c);
    if (!on_gold) banish(b, card);
}
