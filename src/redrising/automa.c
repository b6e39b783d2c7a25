/* automa.c: Tull Au Toma, the solo opponent: her turn (two Au Toma cards, each a
 * deploy from the character deck and a gain, with the arrow, the bonus substitution
 * and the Luna bonus card), and her answers whenever one of your cards asks her. */
#include "abilities.h"

/* The location a section names: an icon, or the location holding that priority letter. */
int rr_automa_location(const uint8_t priority[RR_LOCATIONS], int section) {
    if (section < RR_LOCATIONS) return section;
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (priority[l] == section - RR_LOCATIONS) return l;
    return 0;
}

static int section_location(const rr_board *b, int section) { return rr_automa_location(b->priority, section); }

static int along(int location, int arrow) { return (location + arrow + RR_LOCATIONS) % RR_LOCATIONS; }

/* She already has 10 of this location's bonus (the Sovereign token has no limit). */
static bool maxed(int helium, int fleet, int influence, int location) {
    switch (location) {
    case RR_JUPITER: return fleet >= RR_FLEET_MAX;
    case RR_MARS: return helium >= 10;
    case RR_INSTITUTE: return influence >= RR_INFLUENCE_TOKENS;
    default: return false;
    }
}

int rr_automa_bonus_location(int helium, int fleet, int influence, int location, int arrow) {
    for (int k = 0; k < RR_LOCATIONS && maxed(helium, fleet, influence, location); k++) location = along(location, arrow);
    return location;
}

static int bonus_location(const rr_board *b, int seat, int location, int arrow) {
    return rr_automa_bonus_location(b->helium[seat], b->fleet[seat], b->influence[seat], location, arrow);
}

/* Her location bonus; the Luna bonus also gives the bonus of the location the Luna
 * card shows (substituted along the arrow too, where Luna gives just the token). */
static void automa_bonus(rr_run *r, int seat, int location, int arrow, rr_automa_step *step) {
    rr_board *b = r->b;
    int where = bonus_location(b, seat, location, arrow);
    step->bonus = (int8_t)where;
    if (where != RR_LUNA) {
        location_bonus(r, seat, where);
        return;
    }
    gain_sovereign(r, seat);
    int extra = bonus_location(b, seat, b->luna_pair, arrow);
    step->luna_bonus = (int8_t)extra;
    if (extra == RR_LUNA) gain_sovereign(r, seat);
    else location_bonus(r, seat, extra);
}

void automa_turn(rr_run *r, int seat) {
    rr_board *b = r->b;
    if (b->automa_next >= RR_AUTOMA_CARDS) { /* a new deck, 4 set aside again */
        for (int i = RR_AUTOMA_CARDS - 1; i > 0; i--) {
            int j = (int)board_random(b, (unsigned)i + 1);
            uint8_t t = b->automa_order[i];
            b->automa_order[i] = b->automa_order[j];
            b->automa_order[j] = t;
        }
        b->automa_next = 4;
    }
    b->automa_log_turn = b->total_turns;
    for (int k = 0; k < 2; k++) {
        rr_automa_step *step = &b->automa_log[k];
        memset(step, -1, sizeof *step);
        int id = b->automa_order[b->automa_next++];
        const rr_automa_card *card = &rr_automa_cards[id];
        step->card = (int8_t)id;
        b->reveals++;
        /* deploy: the character deck's top card, placed without its ability */
        int to = section_location(b, card->deploy);
        int top = zone_top(b, RR_ZONE_DECK);
        if (top >= 0) {
            zone_move(b, top, RR_ZONE_LOCATION + to, false);
            step->deploy_to = (int8_t)to;
            step->deployed = (int8_t)top;
        }
        /* gain: never from an empty location; follow the arrow, wrapping around */
        int from = section_location(b, card->gain);
        step->gain_named = (int8_t)from;
        for (int n = 0; n < RR_LOCATIONS && !loc_size(b, from); n++) from = along(from, card->arrow);
        if (loc_size(b, from)) {
            int c = top_card(b, from);
            gain_card(b, seat, c); /* on top of her face-down hand */
            step->gain_from = (int8_t)from;
            step->gained = (int8_t)c;
            if (card->extra == RR_EXTRA_BONUS) automa_bonus(r, seat, from, card->arrow, step);
        }
        if (card->extra == RR_EXTRA_BANISH && deck_size(b)) {
            int c = zone_top(b, RR_ZONE_DECK);
            step->banished = (int8_t)c;
            banish(b, c);
        }
    }
}

/* Her answer when one of your cards asks her something: she never blocks, gives or
 * banishes the bottom card of her hand, and always takes what is free. */
int automa_answer(const rr_board *b, rr_why why, const rr_optset *opts) {
    int seat = b->automa;
    switch (why) {
    case RR_WHY_BLOCK:
    case RR_WHY_SOVEREIGN_BLOCK:
        if (set_has(opts, RR_CARD_NONE)) return RR_CARD_NONE;
        break;
    case RR_WHY_VICTIM_BANISH:
    case RR_WHY_VICTIM_GIVE:
    case RR_WHY_HYPNOTIST: {
        int bottom = zone_size(b, RR_ZONE_HAND + seat) ? zone_card(b, RR_ZONE_HAND + seat, 0) : -1;
        if (set_has(opts, bottom)) return bottom;
        break;
    }
    case RR_WHY_DIPLOMAT:
    case RR_WHY_LOAN_SHARK:
        if (set_has(opts, 1)) return 1;
        break;
    default: break;
    }
    return set_first(opts);
}
