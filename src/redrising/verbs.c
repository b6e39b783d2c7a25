/* verbs.c: the rules' shared vocabulary: tokens, location bonuses, the Rising die,
 * the Sovereign token and the six house abilities, banishing, gaining, placing. */
#include "abilities.h"

void gain_helium(rr_board *b, int seat, int n) { b->helium[seat] = (uint16_t)(b->helium[seat] + n); }

void advance_fleet(rr_board *b, int seat, int n) {
    int f = b->fleet[seat] + n;
    b->fleet[seat] = (uint8_t)(f > RR_FLEET_MAX ? RR_FLEET_MAX : f);
}

void place_influence(rr_board *b, int seat, int n) {
    int i = b->influence[seat] + n;
    b->influence[seat] = (uint8_t)(i > RR_INFLUENCE_TOKENS ? RR_INFLUENCE_TOKENS : i);
}

void banish(rr_board *b, int card) { zone_move(b, card, RR_ZONE_BANISHED, false); }

void gain_card(rr_board *b, int seat, int card) { zone_move(b, card, RR_ZONE_HAND + seat, false); }

int draw_card(rr_board *b, int seat) {
    int card = zone_top(b, RR_ZONE_DECK);
    if (card >= 0) {
        gain_card(b, seat, card);
        b->reveals++;
    }
    return card;
}

void reveal_and_place(rr_run *r, int seat, rr_why why) {
    rr_board *b = r->b;
    int card = zone_top(b, RR_ZONE_DECK);
    if (card < 0) return;
    reveal(b, card); /* everyone sees it before it is placed */
    int l = ask_word(r, seat, RR_ASK_LOCATION, why, card, -1, (1u << RR_LOCATIONS) - 1);
    zone_move(b, card, RR_ZONE_LOCATION + l, false);
}

/* Banish the top card of a location the seat chooses (the die's banish face). */
static void banish_top_of_chosen(rr_run *r, int seat) {
    rr_board *b = r->b;
    uint64_t where = 0;
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (loc_size(b, l)) where |= 1u << l;
    int l = ask_word(r, seat, RR_ASK_LOCATION, RR_WHY_DIE_BANISH, -1, -1, where);
    if (l >= 0) zone_move_top(b, RR_ZONE_LOCATION + l, RR_ZONE_BANISHED); /* banish the top card */
}

/* Ceres: banish any one card from a location of the seat's choice. */
static void ceres_banish(rr_run *r, int seat) {
    rr_board *b = r->b;
    rr_optset cards;
    set_clear(&cards);
    for (int i = b->zstart[RR_ZONE_LOCATION]; i < b->zstart[RR_ZONE_LOCATION + RR_LOCATIONS]; i++)
        set_add(&cards, b->order[i]);
    int card = ask(r, seat, RR_ASK_CARD, RR_WHY_CERES_BOARD, -1, &cards);
    if (card >= 0) banish(b, card);
}

static void house_ability(rr_run *r, int seat) {
    rr_board *b = r->b;
    switch (b->house[seat]) {
    case RR_APOLLO: reveal_and_place(r, seat, RR_WHY_APOLLO_PLACE); break;
    case RR_CERES: ceres_banish(r, seat); break;
    case RR_DIANA: place_influence(b, seat, 1); break;
    case RR_HOUSE_JUPITER: advance_fleet(b, seat, 1); break;
    case RR_HOUSE_MARS: gain_helium(b, seat, 1); break;
    case RR_MINERVA: {
        int face = (int)board_random(b, RR_DIE_FACES);
        b->reveals++;
        if (face == RR_DIE_SOVEREIGN) {
            uint64_t faces = ((1u << RR_DIE_FACES) - 1) & ~(1u << RR_DIE_SOVEREIGN);
            face = ask_word(r, seat, RR_ASK_DIE_FACE, RR_WHY_MINERVA_FACE, -1, -1, faces);
        }
        die_bonus(r, seat, face);
        break;
    }
    default: break;
    }
}

static bool is_sovereign_blocker(const rr_board *b, int card, int arg) {
    (void)b, (void)arg;
    return card == RR_MARTYR || card == RR_JUSTICE;
}

/* Whether seat's hand holds Martyr or Justice (is_sovereign_blocker), read from the
 * hand's bytes: without one there is nothing to ask. */
static bool holds_sovereign_blocker(const rr_board *b, int seat) {
    for (int i = b->zstart[RR_ZONE_HAND + seat], end = b->zstart[RR_ZONE_HAND + seat + 1]; i < end; i++)
        if (b->order[i] == RR_MARTYR || b->order[i] == RR_JUSTICE) return true;
    return false;
}

void gain_sovereign(rr_run *r, int seat) {
    rr_board *b = r->b;
    int holder = b->sovereign;
    if (holder >= 0 && holder != seat && holds_sovereign_blocker(b, holder)) {
        /* Martyr or Justice: the holder may banish it to keep the token, and draws */
        rr_optset keep;
        cards_in_hand(b, holder, is_sovereign_blocker, 0, &keep);
        int c = pick_card(r, holder, RR_WHY_SOVEREIGN_BLOCK, -1, &keep, true);
        if (c >= 0) {
            reveal(b, c);
            banish(b, c);
            draw_card(b, holder);
            return;
        }
    }
    b->sovereign = (int8_t)seat;
    house_ability(r, seat);
}

void die_bonus(rr_run *r, int seat, int face) {
    rr_board *b = r->b;
    switch (face) {
    case RR_DIE_FLEET: advance_fleet(b, seat, 1); break;
    case RR_DIE_HELIUM: gain_helium(b, seat, 1); break;
    case RR_DIE_SOVEREIGN: gain_sovereign(r, seat); break;
    case RR_DIE_INFLUENCE: place_influence(b, seat, 1); break;
    case RR_DIE_BANISH: banish_top_of_chosen(r, seat); break;
    case RR_DIE_PLACE: reveal_and_place(r, seat, RR_WHY_DIE_PLACE); break;
    default: break;
    }
}

void roll_die(rr_run *r, int seat) {
    int face = (int)board_random(r->b, RR_DIE_FACES);
    r->b->reveals++;
    die_bonus(r, seat, face);
}

void location_bonus(rr_run *r, int seat, int location) {
    rr_board *b = r->b;
    switch (location) {
    case RR_JUPITER: advance_fleet(b, seat, 1); break;
    case RR_MARS: gain_helium(b, seat, 1); break;
    case RR_LUNA: gain_sovereign(r, seat); break;
    case RR_INSTITUTE: place_influence(b, seat, 1); break;
    default: break;
    }
}
