/* cards_end.c: the end-of-game abilities, resolved before scoring from the first
 * player onward, each player choosing the order of their own. */
#include "abilities.h"

static bool virany_wants(const rr_board *b, int c, int arg) {
    (void)b, (void)arg;
    return c == RR_VICTRA || c == RR_SEVRO || c == RR_FITCHNER || rr_cards[c].color == RR_RED;
}

/* Gain any number of the banished Victra, Sevro, Fitchner and Reds. */
END_OF_GAME(dr_virany) {
    rr_board *b = r->b;
    for (;;) {
        rr_optset opts;
        cards_banished(b, virany_wants, 0, &opts);
        int c = pick_card(r, seat, RR_WHY_MAY_GAIN_CARD, card, &opts, true);
        if (c < 0) return;
        take(b, seat, c);
    }
}

/* Banish another card from hand and draw the deck's top card. */
END_OF_GAME(hypnotist) {
    rr_board *b = r->b;
    rr_optset mine;
    cards_in_hand(b, seat, card_other_than, card, &mine);
    int c = pick_card(r, seat, RR_WHY_BANISH_CARD, card, &mine, false);
    if (c < 0) return;
    banish(b, c);
    draw_card(b, seat);
}

/* With the fewest cards in hand (ties count): gain a random banished card. */
END_OF_GAME(psychologist) {
    (void)card;
    rr_board *b = r->b;
    for (int p = 0; p < b->players; p++) {
        int size = p == b->automa ? hand_size(b, p) / 3 : hand_size(b, p); /* solo variant */
        if (size < hand_size(b, seat)) return;
    }
    int c = random_banished(b);
    if (c >= 0) take(b, seat, c);
}

/* Gain any one banished Gold. */
END_OF_GAME(surgeon) {
    rr_board *b = r->b;
    rr_optset golds;
    cards_banished(b, card_of_color, 1 << RR_GOLD, &golds);
    int c = pick_card(r, seat, RR_WHY_GAIN_CARD, card, &golds, false);
    if (c >= 0) take(b, seat, c);
}

/* Reveal the deck's top card: its core value in points. */
END_OF_GAME(hacker) {
    (void)card;
    rr_board *b = r->b;
    int c = zone_top(b, RR_ZONE_DECK);
    if (c < 0) return;
    reveal(b, c);
    b->extra_points[seat] = (int16_t)(b->extra_points[seat] + rr_cards[c].core);
}

/* Name a non-Gold color; of the deck's top 7, gain that color's cards; the rest go
 * back on top, shuffled. */
END_OF_GAME(online_gambler) {
    rr_board *b = r->b;
    if (!deck_size(b)) return;
    rr_optset colors;
    set_clear(&colors);
    for (int c = 0; c < RR_COLOR_COUNT; c++)
        if (c != RR_GOLD) set_add(&colors, c);
    int color = ask(r, seat, RR_ASK_COLOR, RR_WHY_COLOR, card, &colors);
    int n = deck_size(b) < 7 ? deck_size(b) : 7;
    uint8_t top[7];
    for (int i = 0; i < n; i++) top[i] = (uint8_t)zone_card(b, RR_ZONE_DECK, deck_size(b) - 1 - i);
    int rest = n;
    for (int i = 0; i < n; i++) {
        reveal(b, top[i]);
        if (rr_cards[top[i]].color == color) {
            take(b, seat, top[i]);
            rest--;
        }
    }
    /* the others are the deck's top `rest` cards: shuffle them there */
    uint8_t *cards = &b->order[b->zstart[RR_ZONE_DECK + 1] - rest];
    for (int i = rest - 1; i > 0; i--) {
        int j = (int)board_random(b, (unsigned)i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    for (int i = 0; i < rest; i++) b->seen[cards[i]] = 0;
}

/* You may pay 3 Helium to gain the top card of any location. */
END_OF_GAME(banker) {
    rr_board *b = r->b;
    if (b->helium[seat] < 3) return;
    rr_optset tops;
    set_clear(&tops);
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (loc_size(b, l)) set_add(&tops, top_card(b, l));
    int c = pick_card(r, seat, RR_WHY_MAY_GAIN_CARD, card, &tops, true);
    if (c < 0) return;
    b->helium[seat] -= 3;
    take(b, seat, c);
}

/* Name a color other than Silver: 1 Helium per card of it on Mars. */
END_OF_GAME(investor) { helium_per_named_color(r, seat, card, RR_MARS); }

/* With the Sovereign token: gain a card of your choice from a location. */
static void sovereign_gains_from(rr_run *r, int seat, int card, int location) {
    rr_board *b = r->b;
    if (b->sovereign != seat) return;
    rr_optset opts;
    cards_at(b, location, any_card, 0, &opts);
    int c = pick_card(r, seat, RR_WHY_GAIN_CARD, card, &opts, false);
    if (c >= 0) take(b, seat, c);
}

END_OF_GAME(justice) { sovereign_gains_from(r, seat, card, RR_LUNA); }
END_OF_GAME(martyr) { sovereign_gains_from(r, seat, card, RR_MARS); }

/* Gain 1 Helium, advance once, or place 1 Influence. */
END_OF_GAME(auctioneer) {
    rr_board *b = r->b;
    rr_optset tokens;
    set_clear(&tokens);
    for (int t = RR_TOKEN_HELIUM; t <= RR_TOKEN_INFLUENCE; t++) set_add(&tokens, t);
    int t = ask(r, seat, RR_ASK_TOKEN, RR_WHY_END_TOKEN, card, &tokens);
    if (t == RR_TOKEN_HELIUM) gain_helium(b, seat, 1);
    else if (t == RR_TOKEN_FLEET) advance_fleet(b, seat, 1);
    else place_influence(b, seat, 1);
}
