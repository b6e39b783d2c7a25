/* cards_blue_yellow_green.c: the deploy abilities of the Blue, Yellow and Green cards. */
#include "abilities.h"

#define BIT(c) (1 << RR_##c)

/* ---- Blue ---- */

DEPLOY(invictus) { (void)card; if (loc == RR_MARS) advance_fleet(r->b, seat, 1); }
DEPLOY(morning_star) { (void)card; if (loc == RR_JUPITER) advance_fleet(r->b, seat, 1); }
DEPLOY(quietus) { (void)card; if (loc == RR_INSTITUTE) advance_fleet(r->b, seat, 1); }
DEPLOY(the_pax) { (void)card; if (loc == RR_LUNA) advance_fleet(r->b, seat, 1); }

/* Not on Jupiter: deploy another Blue from here to Jupiter (its ability triggers). */
DEPLOY(orion) {
    if (loc == RR_JUPITER) return;
    rr_optset opts;
    cards_at(r->b, loc, other_with_color, OTHER_COLOR(card, RR_BLUE), &opts);
    int c = pick_card(r, seat, RR_WHY_DEPLOY_CARD, card, &opts, false);
    if (c >= 0) deploy_card(r, seat, c, RR_JUPITER);
}

/* Advance twice; every other player advances once. (The loop's second bound is always
 * true; it tells gcc's link-time optimiser that p stays inside fleet[].) */
static void fleet_for_all(rr_board *b, int seat) {
    advance_fleet(b, seat, 2);
    for (int p = 0; p < b->players && p < RR_MAX_PLAYERS; p++)
        if (p != seat) advance_fleet(b, p, 1);
}
DEPLOY(pelus) { (void)card, (void)loc, fleet_for_all(r->b, seat); }
DEPLOY(virga) { (void)card, (void)loc, fleet_for_all(r->b, seat); }

/* ---- Yellow ---- */

DEPLOY(dr_virany) { if (loc == RR_MARS) reveal_under(r, seat, card, 2); }

/* Up to 3 banished cards, each onto the top or the bottom of the deck. */
DEPLOY(group_counselor) {
    (void)loc;
    rr_board *b = r->b;
    for (int k = 0; k < 3; k++) {
        rr_optset banished;
        cards_banished(b, any_card, 0, &banished);
        int c = pick_card(r, seat, RR_WHY_COUNSELOR_PICK, card, &banished, true);
        if (c < 0) return;
        rr_optset ends;
        set_clear(&ends);
        set_add(&ends, 0);
        set_add(&ends, 1);
        int bottom = ask_about(r, seat, RR_ASK_DECK_END, RR_WHY_COUNSELOR_END, card, c, &ends);
        zone_move(b, c, RR_ZONE_DECK, bottom == 1);
    }
}

/* Each player from you clockwise banishes a card of their hand and draws. */
DEPLOY(hypnotist) {
    (void)loc;
    rr_board *b = r->b;
    for (int k = 0; k < b->players; k++) {
        int p = (seat + k) % b->players;
        rr_optset mine;
        cards_in_hand(b, p, any_card, 0, &mine);
        int c = pick_card(r, p, RR_WHY_HYPNOTIST, card, &mine, false);
        if (c >= 0) banish(b, c);
        draw_card(b, p);
    }
}

/* Banish this location's bottom card, unless it is the Pathologist. */
DEPLOY(pathologist) {
    rr_board *b = r->b;
    int c = bottom_card(b, loc);
    if (c >= 0 && c != card) banish(b, c);
}

/* You may place one or two banished cards on top of one location. */
DEPLOY(psychologist) {
    (void)loc;
    rr_board *b = r->b;
    rr_optset banished;
    cards_banished(b, any_card, 0, &banished);
    int first = pick_card(r, seat, RR_WHY_MAY_PLACE_CARD, card, &banished, true);
    if (first < 0) return;
    banished.bits[first >> 6] &= ~((uint64_t)1 << (first & 63));
    int second = pick_card(r, seat, RR_WHY_MAY_PLACE_CARD, card, &banished, true);
    int l = pick_location(r, seat, RR_WHY_PLACE_ON, card, first, 0xF);
    move_to_top(b, first, l);
    if (second >= 0) move_to_top(b, second, l);
}

/* A random banished card to the bottom of this location. */
DEPLOY(researcher) {
    (void)card;
    rr_board *b = r->b;
    int c = random_banished(b);
    if (c >= 0) zone_move(b, c, RR_ZONE_LOCATION + loc, true);
}

static bool non_gold(const rr_board *b, int c, int arg) {
    (void)arg;
    return color_of(b, c) != RR_GOLD;
}

/* You may banish a non-Gold from hand to gain a banished Gold. */
DEPLOY(surgeon) {
    (void)loc;
    rr_board *b = r->b;
    rr_optset golds, mine;
    cards_banished(b, card_of_color, BIT(GOLD), &golds);
    if (set_empty(&golds)) return;
    cards_in_hand(b, seat, non_gold, 0, &mine);
    int c = pick_card(r, seat, RR_WHY_MAY_BANISH_CARD, card, &mine, true);
    if (c < 0) return;
    banish(b, c);
    int g = pick_card(r, seat, RR_WHY_GAIN_CARD, card, &golds, false);
    if (g >= 0) take(b, seat, g);
}

/* ---- Green ---- */

/* Reveal the deck's bottom card: gain it unless Gold or Silver. Banished unless
 * deployed on a Gold or Silver. */
DEPLOY(codebreaker) {
    rr_board *b = r->b;
    int under = card_under(b, card);
    bool kept = under >= 0 && card_of_color(b, under, BIT(GOLD) | BIT(SILVER));
    if (!deck_size(b)) return; /* nothing to reveal: ability ignored */
    int c = zone_card(b, RR_ZONE_DECK, 0);
    reveal(b, c);
    if (!card_of_color(b, c, BIT(GOLD) | BIT(SILVER))) take(b, seat, c);
    if (!kept) banish(b, card);
}

DEPLOY(dataport_specialist) { if (loc == RR_JUPITER) reveal_under(r, seat, card, 2); }
DEPLOY(holo_designer) { if (loc == RR_LUNA) reveal_under(r, seat, card, 2); }

/* You may gain any other card from here; if you do, end your turn. */
DEPLOY(developer) {
    rr_board *b = r->b;
    rr_optset opts;
    cards_gainable_at(b, loc, card_other_than, card, &opts);
    int c = pick_card(r, seat, RR_WHY_MAY_GAIN_CARD, card, &opts, true);
    if (c < 0) return;
    take(b, seat, c);
    end_turn(r);
}

/* Look at the deck's top 3 cards (all three before placing any); one goes face down
 * on top of each other location. */
DEPLOY(firewall_expert) {
    rr_board *b = r->b;
    int cards[3], n = 0;
    for (int i = 0; i < 3 && i < deck_size(b); i++) cards[n++] = zone_card(b, RR_ZONE_DECK, deck_size(b) - 1 - i);
    for (int i = 0; i < n; i++) b->seen[cards[i]] |= (uint8_t)(1u << seat); /* the player looks at them */
    unsigned free = other_locations(loc);
    for (int i = 0; i < n; i++) {
        int c = cards[i];
        int l = pick_location(r, seat, RR_WHY_FACEDOWN_WHERE, card, c, free);
        uint8_t seen = b->seen[c];
        move_to_top(b, c, l);
        b->seen[c] = seen; /* face down: only who looked knows it */
        b->facedown[c >> 6] |= (uint64_t)1 << (c & 63);
        free &= ~(1u << l);
    }
}

/* Reveal the deck's top card: banish it, or place it on another location. */
DEPLOY(hacker) {
    rr_board *b = r->b;
    int c = zone_top(b, RR_ZONE_DECK);
    if (c < 0) return;
    reveal(b, c);
    rr_optset opts;
    set_clear(&opts);
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (l != loc) set_add(&opts, l);
    set_add(&opts, RR_BANISH_IT);
    int l = ask_about(r, seat, RR_ASK_LOCATION, RR_WHY_HACKER, card, c, &opts);
    if (l == RR_BANISH_IT) banish(b, c);
    else move_to_top(b, c, l);
}

/* Name three colors and reveal the deck's top card: a match is gained (and the
 * Gambler banished); otherwise the revealed card is banished. */
DEPLOY(online_gambler) {
    (void)loc;
    rr_board *b = r->b;
    if (!deck_size(b)) return;
    unsigned named = 0;
    for (int k = 0; k < 3; k++) {
        rr_optset colors;
        set_clear(&colors);
        for (int c = 0; c < RR_COLOR_COUNT; c++)
            if (!(named >> c & 1)) set_add(&colors, c);
        named |= 1u << ask(r, seat, RR_ASK_COLOR, RR_WHY_COLOR, card, &colors);
    }
    int c = zone_top(b, RR_ZONE_DECK);
    reveal(b, c);
    if (named >> rr_cards[c].color & 1) {
        take(b, seat, c);
        if (location_of(b, card) >= 0) banish(b, card);
    } else {
        banish(b, c);
    }
}
