/* fuzz_rone_cards.c: libFuzzer harness for the RONE card-file loader (src/cardfile, what
 * `--cards FILE` and rone_cardgen use). A file it refuses must say why in one line that
 * starts with the file's name; a set it accepts must hold together: every card's
 * abilities, every ability's steps (and a one_of's choices) inside the tables, every
 * number the engine reads inside its range, a hero's three levels present. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rone.h"
#include "rone_cardfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_steps(const rone_set *set, int first, int count, int total) {
    if (first < 0 || first + count > total) abort();
    for (int i = 0; i < count; i++) {
        const rone_step *st = &set->steps[first + i];
        if (st->verb > RONE_V_SCRIPT || st->reach > RONE_R_OPPONENT || st->base > RONE_SEL_PLAYER) abort();
        if (st->cond > RONE_C_OPP_GRAVE || st->cond2 > RONE_C_OPP_GRAVE || st->cond_op > RONE_OP_GE) abort();
        if (st->verb == RONE_V_SCRIPT && !rone_script_name(st->amount)) abort();
        if (st->verb == RONE_V_ONE_OF) { /* its choices fill the rest of the ability */
            if (i != 0 || st->amount < 2 || st->amount > 4) abort();
            int at = 1;
            for (int m = 0; m < st->amount; m++) {
                if (at >= count || set->steps[first + at].verb != RONE_V_MODE || set->steps[first + at].amount < 1) abort();
                at += 1 + set->steps[first + at].amount;
            }
            if (at != count) abort();
            return;
        }
        if (st->verb == RONE_V_MODE) abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 200000) return 0;
    char why[512];
    why[0] = 0;
    rone_cardfile *file = rone_cardfile_read((const char *)data, size, "fuzz.toml", why, sizeof why);
    if (!file) {
        if (strncmp(why, "fuzz.toml:", 10) || strchr(why, '\n') || strlen(why) < 12) abort(); /* one line that says why */
        return 0;
    }
    const rone_set *set = rone_cardfile_set(file);
    if (set->card_count < 0 || set->card_count > 250 || !set->id[0]) abort();
    int abilities = 0, steps = 0;
    for (int c = 0; c < set->card_count; c++) { /* abilities and steps are laid out in card order */
        const rone_card_def *d = &set->cards[c];
        if (d->first_ability != abilities || d->type > RONE_HERO || d->level < 1 || d->level > 3) abort();
        if (d->type == RONE_UNIT && (d->speed < 1 || d->speed > 3 || d->health < 1)) abort();
        abilities += d->ability_count;
        for (int k = 0; k < d->ability_count; k++) {
            const rone_ability *a = &set->abilities[d->first_ability + k];
            if (a->kind > RONE_AB_INITIATIVE || a->event > RONE_EV_LEVEL_UP || a->first_step != steps) abort();
            if (a->kind == RONE_AB_TRIGGER && !(d->events >> a->event & 1)) abort();
            steps += a->step_count;
        }
    }
    for (int c = 0; c < set->card_count; c++)
        for (int k = 0; k < set->cards[c].ability_count; k++) {
            const rone_ability *a = &set->abilities[set->cards[c].first_ability + k];
            check_steps(set, a->first_step, a->step_count, steps);
        }
    for (int c = 0; c < set->card_count; c++) { /* R: a hero's three levels */
        if (set->cards[c].type != RONE_HERO) continue;
        int levels = 0;
        for (int o = 0; o < set->card_count; o++)
            if (set->cards[o].type == RONE_HERO && !strcmp(set->cards[o].name, set->cards[c].name)) levels |= 1 << set->cards[o].level;
        if (levels != 14) abort();
    }
    rone_cardfile_free(file);
    return 0;
}
