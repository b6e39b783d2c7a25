/* automa_text.c: one line per Au Toma card saying what Tull Au Toma did and why:
 * "card 7: deploys Eo to Jupiter; gains from B = Luna, empty, arrow left -> Mars:
 * Nero; bonus: Helium". Used by play and companion. */
#include <string.h>

#include "cli.h"

static const char *bonus_words(int location) {
    static const char *const words[RR_LOCATIONS] = {"Fleet", "Helium", "the Sovereign token", "Influence"};
    return location >= 0 && location < RR_LOCATIONS ? words[location] : "?";
}

static const char *letter_of(const rr_board *b, int section, char *buf) {
    if (section < RR_LOCATIONS) return "";
    (void)b;
    buf[0] = (char)('A' + section - RR_LOCATIONS);
    buf[1] = 0;
    return buf;
}

void automa_step_text(const rr_board *b, const rr_automa_step *st, char *out, size_t size) {
    const rr_automa_card *card = &rr_automa_cards[st->card];
    size_t n = 0;
    char letter[2];
#define ADD(...) n += (size_t)snprintf(out + n, n < size ? size - n : 0, __VA_ARGS__)
    ADD("card %d: ", st->card + 1);
    if (st->deployed >= 0) {
        const char *l = letter_of(b, card->deploy, letter);
        ADD("deploys %s to %s%s%s", rr_cards[st->deployed].name, l, *l ? " = " : "", rr_location_name(st->deploy_to));
    } else {
        ADD("deploys nothing (the deck is empty)");
    }
    const char *l = letter_of(b, card->gain, letter);
    ADD("; gains from %s%s%s", l, *l ? " = " : "", rr_location_name(st->gain_named));
    if (st->gain_from != st->gain_named) {
        ADD(", empty, arrow %s", card->arrow < 0 ? "left" : "right");
        int at = st->gain_named;
        for (int k = 0; k < RR_LOCATIONS && at != st->gain_from; k++) {
            at = (at + card->arrow + RR_LOCATIONS) % RR_LOCATIONS;
            if (at != st->gain_from && st->gain_from >= 0) ADD(" -> %s, empty", rr_location_name(at));
        }
        if (st->gain_from >= 0) ADD(" -> %s", rr_location_name(st->gain_from));
    }
    if (st->gained >= 0) ADD(": %s", rr_cards[st->gained].name);
    else ADD(": every location is empty, nothing gained");
    if (st->bonus >= 0) {
        if (st->bonus != st->gain_from) ADD("; bonus: %s has 10, so %s", bonus_words(st->gain_from), bonus_words(st->bonus));
        else ADD("; bonus: %s", bonus_words(st->bonus));
        if (st->luna_bonus >= 0) ADD(", and the Luna card's %s", bonus_words(st->luna_bonus));
    }
    if (st->banished >= 0) ADD("; banishes %s from the deck", rr_cards[st->banished].name);
#undef ADD
}
