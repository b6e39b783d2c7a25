/* cards_silver_white_copper.c: the deploy abilities of the Silver, White and Copper cards. */
#include "abilities.h"

/* ---- Silver ---- */

/* You may pay 3 Helium to gain any card from here; then the Banker is banished. */
DEPLOY(banker) {
    rr_board *b = r->b;
    if (b->helium[seat] < 3 || !can_trade(b)) return;
    rr_optset opts;
    cards_gainable_at(b, loc, card_other_than, card, &opts);
    int c = pick_card(r, seat, RR_WHY_MAY_GAIN_CARD, card, &opts, true);
    if (c < 0) return;
    mark_trade(b);
    b->helium[seat] -= 3;
    take(b, seat, c);
    if (location_of(b, card) >= 0) banish(b, card);
}

/* You may go back one space on the Fleet Track for 2 Helium. */
DEPLOY(ceo) {
    (void)loc;
    rr_board *b = r->b;
    if (!b->fleet[seat] || !can_trade(b) || !say_yes(r, seat, RR_WHY_USE, card)) return;
    mark_trade(b);
    b->fleet[seat]--;
    gain_helium(b, seat, 2);
}

/* Name a color other than Silver: 1 Helium per card of it here. */
DEPLOY(investor) { helium_per_named_color(r, seat, card, loc); }

/* An opponent either pays 2 Helium to take a turn now (not gaining the Loan Shark),
 * or gives you 1 Helium. */
DEPLOY(loan_shark) {
    (void)loc;
    rr_board *b = r->b;
    int p = pick_opponent(r, seat, RR_WHY_OPPONENT, card, opponents(b, seat), false);
    if (p < 0) return;
    if (b->helium[p] >= 2 && say_yes(r, p, RR_WHY_LOAN_SHARK, card)) {
        b->helium[p] -= 2;
        gain_helium(b, seat, 2);
        play_turn_out_of_order(r, p, card);
    } else if (b->helium[p] >= 1) {
        b->helium[p]--;
        gain_helium(b, seat, 1);
    }
}

/* Take 1 Helium from the opponent with the most (you choose among ties). */
DEPLOY(quicksilver) {
    (void)loc;
    rr_board *b = r->b;
    int most = 0;
    for (int p = 0; p < b->players; p++)
        if (p != seat && b->helium[p] > most) most = b->helium[p];
    if (!most) return;
    unsigned richest = 0;
    for (int p = 0; p < b->players; p++)
        if (p != seat && b->helium[p] == most) richest |= 1u << p;
    int p = pick_opponent(r, seat, RR_WHY_OPPONENT, card, richest, false);
    b->helium[p]--;
    gain_helium(b, seat, 1);
}

/* You may pay 1 Helium for 2 Influence. */
DEPLOY(sponsor) {
    (void)loc;
    rr_board *b = r->b;
    if (!b->helium[seat] || !can_trade(b) || !say_yes(r, seat, RR_WHY_USE, card)) return;
    mark_trade(b);
    b->helium[seat]--;
    place_influence(b, seat, 2);
}

/* You may take 1 Influence back from the Institute for 2 Helium. */
DEPLOY(stock_broker) {
    (void)loc;
    rr_board *b = r->b;
    if (!b->influence[seat] || !can_trade(b) || !say_yes(r, seat, RR_WHY_USE, card)) return;
    mark_trade(b);
    b->influence[seat]--;
    gain_helium(b, seat, 2);
}

/* ---- White: something, if you hold the Sovereign token ---- */

DEPLOY(magistrate) { (void)card, (void)loc; if (r->b->sovereign == seat) gain_helium(r->b, seat, 1); }
DEPLOY(orator) { (void)card, (void)loc; if (r->b->sovereign == seat) place_influence(r->b, seat, 1); }
DEPLOY(priestess) { (void)card, (void)loc; if (r->b->sovereign == seat) advance_fleet(r->b, seat, 1); }

/* With the token: reveal the deck's top card and place it on another location. */
DEPLOY(seer) {
    rr_board *b = r->b;
    int c = zone_top(b, RR_ZONE_DECK);
    if (b->sovereign != seat || c < 0) return;
    reveal(b, c);
    int l = pick_location(r, seat, RR_WHY_PLACE_ON, card, c, other_locations(loc));
    move_to_top(b, c, l);
}

/* ---- Copper ---- */

DEPLOY(administrator) { if (loc == RR_INSTITUTE) reveal_under(r, seat, card, 2); }

static void gain_token(rr_board *b, int seat, int token) {
    if (token == RR_TOKEN_HELIUM) gain_helium(b, seat, 1);
    else if (token == RR_TOKEN_FLEET) advance_fleet(b, seat, 1);
    else place_influence(b, seat, 1);
}

/* An opponent picks Helium, Fleet or Influence; you get the other two. */
DEPLOY(auctioneer) {
    (void)loc;
    rr_board *b = r->b;
    int p = pick_opponent(r, seat, RR_WHY_OPPONENT, card, opponents(b, seat), false);
    if (p < 0) return;
    rr_optset tokens;
    set_clear(&tokens);
    for (int t = RR_TOKEN_HELIUM; t <= RR_TOKEN_INFLUENCE; t++) set_add(&tokens, t);
    int pick;
    if (p == b->automa) { /* solo variant: roll until a bonus she can take comes up */
        bool can[3] = {b->helium[p] < 10, b->fleet[p] < RR_FLEET_MAX, b->influence[p] < RR_INFLUENCE_TOKENS};
        if (!can[0] && !can[1] && !can[2]) {
            pick = RR_TOKEN_HELIUM; /* Helium has no limit in the rules: she takes it */
        } else {
            for (;;) {
                int face = (int)board_random(b, RR_DIE_FACES);
                b->reveals++;
                pick = face == RR_DIE_HELIUM ? RR_TOKEN_HELIUM : face == RR_DIE_FLEET ? RR_TOKEN_FLEET
                       : face == RR_DIE_INFLUENCE ? RR_TOKEN_INFLUENCE : -1;
                if (pick >= 0 && can[pick]) break;
            }
        }
    } else {
        pick = ask(r, p, RR_ASK_TOKEN, RR_WHY_AUCTION, card, &tokens);
    }
    gain_token(b, p, pick);
    for (int t = RR_TOKEN_HELIUM; t <= RR_TOKEN_INFLUENCE; t++)
        if (t != pick) gain_token(b, seat, t);
}

static bool non_gold(const rr_board *b, int c, int arg) {
    (void)arg;
    return !has_color(b, c, RR_GOLD);
}

/* On Mars: banish one non-Gold card from here. The card says no "other": Bondilus
 * (a Violet) may banish itself, and must when it is the only non-Gold there. */
DEPLOY(bondilus) {
    rr_board *b = r->b;
    if (loc != RR_MARS) return;
    rr_optset opts;
    cards_at(b, loc, non_gold, 0, &opts);
    int c = pick_card(r, seat, RR_WHY_BANISH_CARD, card, &opts, false);
    if (c >= 0) banish(b, c);
}

/* You, then an opponent of your choice, may each place 1 Influence. */
DEPLOY(diplomat) {
    (void)loc;
    rr_board *b = r->b;
    int p = pick_opponent(r, seat, RR_WHY_OPPONENT, card, opponents(b, seat), false);
    if (say_yes(r, seat, RR_WHY_DIPLOMAT, card)) place_influence(b, seat, 1);
    if (p >= 0 && say_yes(r, p, RR_WHY_DIPLOMAT, card)) place_influence(b, p, 1);
}

DEPLOY(lawyer) { (void)card, (void)loc, place_influence(r->b, seat, 1); }

static bool is_gold(const rr_board *b, int c, int arg) {
    (void)arg;
    return has_color(b, c, RR_GOLD);
}

/* You may reveal two Golds from hand for 2 Influence. */
DEPLOY(politician) {
    (void)loc;
    rr_board *b = r->b;
    rr_optset golds;
    cards_in_hand(b, seat, is_gold, 0, &golds);
    if (set_count(&golds) < 2 || !say_yes(r, seat, RR_WHY_USE, card)) return;
    if (set_count(&golds) == 2) { /* both are shown */
        for (int c = 0; c < RR_CARD_COUNT; c++)
            if (set_has(&golds, c)) reveal(b, c);
    } else {
        for (int k = 0; k < 2; k++) {
            int c = pick_card(r, seat, RR_WHY_REVEAL_WHICH, card, &golds, false);
            reveal(b, c);
            golds.bits[c >> 6] &= ~((uint64_t)1 << (c & 63));
        }
    }
    place_influence(b, seat, 2);
}

/* 1 Influence for each Gold at the Institute. */
DEPLOY(timony) { place_influence(r->b, seat, count_color_at(r->b, RR_INSTITUTE, RR_GOLD)); }
