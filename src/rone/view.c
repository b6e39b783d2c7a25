/* view.c: hidden information has one door. rone_make_view gives what one seat may
 * see; rone_determinize re-deals what one seat cannot see, for information-set search. */
#include "internal.h"

static bool knows(const rone_board *b, int seat, int c) {
    return seat >= 0 ? b->card[c].seen >> seat & 1 : b->card[c].seen == (1u << RONE_MAX_SEATS) - 1;
}

void rone_make_view(const rone_state *s, int seat, rone_view *v) {
    const rone_board *b = &s->now;
    rone_run r = {0};
    r.b = (rone_board *)b;
    r.set = rone_board_set(b);
    memset(v, 0, sizeof *v);
    v->seat = (int8_t)seat;
    v->players = b->players;
    v->current = b->current;
    v->phase = b->phase;
    v->first_player = b->first_player;
    v->end_reason = b->end_reason;
    v->winners = b->winners;
    v->round = b->round;
    v->attacker = b->attacker;
    v->defender = b->defender;
    for (int p = 0; p < b->players; p++) {
        v->water[p] = b->water[p];
        v->hero_level[p] = b->hero_level[p];
        v->hero_card[p] = (uint8_t)hero_of(b, p);
        v->hero_exhaustion[p] = b->card[hero_of(b, p)].exhaustion;
        v->hand_size[p] = (uint8_t)zsize(b, rone_zone(p, RONE_Z_HAND));
        int deck = rone_zone(p, RONE_Z_DECK), grave = rone_zone(p, RONE_Z_GRAVE);
        v->deck_size[p] = (uint8_t)zsize(b, deck);
        v->techdeck_size[p] = (uint8_t)zsize(b, rone_zone(p, RONE_Z_TECHDECK));
        for (int i = 0; i < zsize(b, deck) && b->card[zcard(b, deck, i)].flags & RONE_CF_SHIELD_UP; i++) v->deck_shields[p]++;
        v->grave_count[p] = (uint8_t)zsize(b, grave);
        for (int i = 0; i < zsize(b, grave); i++) v->grave[p][i] = (uint8_t)zcard(b, grave, i);
        for (int i = 0; i < zsize(b, rone_zone(p, RONE_Z_FIELD)); i++) {
            int c = zcard(b, rone_zone(p, RONE_Z_FIELD), i);
            rone_view_card *f = &v->field[v->field_count++];
            f->card = (uint8_t)c;
            f->def = b->card[c].def;
            f->exhaustion = b->card[c].exhaustion;
            f->health = (int8_t)ro_health_of(&r, c);
            f->melee = (int8_t)ro_melee_of(&r, c);
            f->ranged = (int8_t)ro_ranged_of(&r, c);
            f->controller = b->card[c].controller;
            f->owner = b->card[c].owner;
            f->flags = b->card[c].flags;
        }
    }
    if (seat >= 0 && seat < b->players) {
        int hand = rone_zone(seat, RONE_Z_HAND), tech = rone_zone(pile_seat(b, seat), RONE_Z_TECHDECK);
        for (int i = 0; i < zsize(b, hand); i++) v->hand[v->hand_count++] = (uint8_t)zcard(b, hand, i);
        for (int i = 0; i < zsize(b, tech) && i < 16; i++) v->techdeck[v->techdeck_count++] = (uint8_t)zcard(b, tech, i);
    }
    v->stack_count = b->stack_count;
    memcpy(v->stack, b->stack, sizeof b->stack);
    v->deciding = !rone_is_over(s) && s->pending.seat == seat;
}

/* Is c a card seat cannot place: face down to seat, in the same zone since the checkpoint? */
static bool unknown_to(const rone_state *s, int seat, int c) {
    const rone_board *now = &s->now, *then = &s->checkpoint;
    int z = now->card[c].zone, k = zone_kind(z);
    bool hidden = z == RONE_Z_BOUNTY || k == RONE_Z_DECK || (k == RONE_Z_HAND && zone_seat(z) != seat) ||
                  (k == RONE_Z_TECHDECK && zone_seat(z) != pile_seat(now, seat));
    return hidden && then->card[c].zone == z && !knows(now, seat, c) && !knows(then, seat, c) &&
           !(now->card[c].flags & RONE_CF_SHIELD_UP);
}

void rone_determinize(rone_state *s, int seat, uint64_t seed) {
    if (rone_is_over(s)) return;
    uint64_t rng = seed ^ 0x5DEECE66Dull;
    rone_rng_next(&rng);
    const rone_set *set = rone_board_set(&s->now);
    for (int cls = 0; cls < 2; cls++) { /* technologies among themselves, units and tactics among themselves */
        uint8_t ids[RONE_MAX_CARDS], defs[RONE_MAX_CARDS];
        int n = 0;
        for (int c = 0; c < s->now.card_count; c++) {
            bool tech = set->cards[s->now.card[c].def].type == RONE_TECH;
            if (tech == (cls == 1) && unknown_to(s, seat, c)) {
                ids[n] = (uint8_t)c;
                defs[n++] = s->now.card[c].def;
            }
        }
        if (n < 2) continue;
        for (int i = n - 1; i > 0; i--) {
            int j = (int)rone_rng_below(&rng, (unsigned)i + 1);
            uint8_t t = defs[i]; defs[i] = defs[j]; defs[j] = t;
        }
        rone_state *t = &(rone_state){0};
        *t = *s;
        for (int i = 0; i < n; i++) t->now.card[ids[i]].def = t->checkpoint.card[ids[i]].def = defs[i];
        ro_count_caches(&t->now); /* the counts follow the new definitions */
        ro_count_caches(&t->checkpoint);
        rone_board expected = t->now;
        /* the answers since the checkpoint must still tell the same story */
        bool replayed = rone_run_script(t);
        expected.fast_none = t->now.fast_none; /* caches the replay derived afresh (count_caches forgot them) */
        expected.deaths_due = t->now.deaths_due;
        expected.deck_emptied = t->now.deck_emptied;
        if (replayed && t->answer_count == s->answer_count && !memcmp(&t->now, &expected, sizeof expected) &&
            t->pending.kind == s->pending.kind && t->pending.seat == s->pending.seat &&
            !memcmp(&t->pending.options, &s->pending.options, sizeof t->pending.options))
            *s = *t;
    }
}
