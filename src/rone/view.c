/* view.c: hidden information has one door. rone_make_view gives what one seat may
 * see; rone_determinize re-deals what one seat cannot see, for information-set search. */
#include <stddef.h>

#include "internal.h"

#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
#include <stdio.h>
#include <stdlib.h>
#endif

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

/* The cached counts a re-deal changes (hidden cards are never on the battlefield, so only
 * the fast cards in hands, fast_in_hand, follow their new definitions), and the caches
 * ro_count_caches forgets (fast_none with grave_wait and water_need, deaths_due, deck_emptied), as ro_count_caches
 * would leave them: cards ids[0..n) of b get definitions defs[]. */
static void redeal(rone_board *b, const uint8_t *ids, const uint8_t *defs, int n) {
    for (int i = 0; i < n; i++) {
        rone_card *k = &b->card[ids[i]];
        if (zone_kind(k->zone) == RONE_Z_HAND) {
            int seat = zone_seat(k->zone);
            b->fast_in_hand[seat] = (uint8_t)(b->fast_in_hand[seat] - ro_def_marked(b->may_be_fast, k->def) +
                                              ro_def_marked(b->may_be_fast, defs[i]));
        }
        k->def = defs[i];
    }
    b->fast_none = b->grave_wait = 0;
    memset(b->water_need, 0, sizeof b->water_need);
    b->deaths_due = 1;
    b->deck_emptied = 1;
#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
    rone_board fresh = *b; /* the same counts as derived afresh from the zones */
    ro_count_caches(&fresh);
    if (memcmp(&fresh, b, sizeof fresh)) {
        fprintf(stderr, "cardtable: rone invariant broken: a re-deal's counts differ from the zones'\n");
        abort();
    }
#endif
}

/* Must a re-deal be replayed to be kept? Not at seat's own main decision with no answer
 * since the checkpoint: that checkpoint was taken just before the question (turn.c,
 * main_phase), so the replay would only ask it again, and its options read nothing seat
 * cannot see (seat's hand and technology deck, the graveyards' tops, hero levels and
 * water, the battlefield: docs/ARCHITECTURE.md, "Determinization"); the re-deal always
 * tells the same story there. The test build replays it anyway and checks that. */
static bool replay_needed(const rone_state *s, int seat) {
    return s->answer_count || s->pending.kind != RONE_ASK_MAIN || s->pending.seat != seat || s->now.stack_count;
}

#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
/* The test build's check of replay_needed: a copy of the re-dealt s, replayed, tells the
 * same story (the same board but for the caches a replay derives, the same question). */
static void check_same_story(const rone_state *s) {
    rone_state *t = malloc(sizeof *t); /* the test build only */
    if (!t) abort();
    *t = *s;
    rone_board expected = t->now;
    bool replayed = rone_run_script(t);
    expected.fast_none = t->now.fast_none;
    expected.deaths_due = t->now.deaths_due;
    expected.deck_emptied = t->now.deck_emptied;
    expected.grave_wait = t->now.grave_wait;
    memcpy(expected.water_need, t->now.water_need, sizeof expected.water_need);
    bool same = replayed && t->answer_count == s->answer_count && !memcmp(&t->now, &expected, sizeof expected) &&
                t->pending.kind == s->pending.kind && t->pending.seat == s->pending.seat &&
                !memcmp(&t->pending.options, &s->pending.options, sizeof t->pending.options);
    free(t);
    if (!same) {
        fprintf(stderr, "cardtable: rone invariant broken: a re-deal kept without a replay tells another story\n");
        abort();
    }
}
#endif

/* The parts of a state a replay (rone_run_script) may change besides the boards. */
typedef struct replay_saved {
    rone_decision pending;
    uint16_t answer_count;
    uint8_t outcomes_kept, outcome_count;
    rone_outcome outcomes[RONE_MAX_OUTCOMES];
} replay_saved;

void rone_determinize(rone_state *s, int seat, uint64_t seed) {
    if (rone_is_over(s)) return;
    uint64_t rng = seed ^ 0x5DEECE66Dull;
    rone_rng_next(&rng);
    const rone_set *set = rone_board_set(&s->now);
    /* the technologies, found once: a re-deal keeps every card's type (one class at a time) */
    uint8_t techs[RONE_MAX_CARDS];
    int tech_count = 0;
    for (int cls = 0; cls < 2; cls++) { /* technologies among themselves, units and tactics among themselves */
        uint8_t ids[RONE_MAX_CARDS], defs[RONE_MAX_CARDS], old[RONE_MAX_CARDS];
        int n = 0;
        if (cls == 0) {
            for (int c = 0; c < s->now.card_count; c++) {
                if (set->cards[s->now.card[c].def].type == RONE_TECH) techs[tech_count++] = (uint8_t)c;
                else if (unknown_to(s, seat, c)) ids[n] = (uint8_t)c, defs[n++] = s->now.card[c].def;
            }
        } else {
            for (int i = 0; i < tech_count; i++) /* on the state the first class left */
                if (unknown_to(s, seat, techs[i])) ids[n] = techs[i], defs[n++] = s->now.card[techs[i]].def;
        }
        if (n < 2) continue;
        memcpy(old, defs, (size_t)n);
        for (int i = n - 1; i > 0; i--) {
            int j = (int)rone_rng_below(&rng, (unsigned)i + 1);
            uint8_t t = defs[i]; defs[i] = defs[j]; defs[j] = t;
        }
        if (!replay_needed(s, seat)) {
            redeal(&s->now, ids, defs, n);
            redeal(&s->checkpoint, ids, defs, n);
            s->outcomes_kept = 1; /* as the replay leaves them (rone_run_script keeps outcomes; none happen) */
            s->outcome_count = 0;
#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
            check_same_story(s);
#endif
            continue;
        }
        /* The re-deal is tried in place: what the replay may change is kept to put back if
         * the answers since the checkpoint tell another story with it (the rest of the
         * state a replay leaves alone). The checkpoint's hidden cards are in the same zones
         * (unknown_to), so the same cards change there. */
        static const size_t board_part = offsetof(rone_board, card); /* ro_copy_board's layout */
        rone_board saved_checkpoint, expected;
        replay_saved saved = {.pending = s->pending, .answer_count = s->answer_count, .outcomes_kept = s->outcomes_kept,
                              .outcome_count = s->outcome_count};
        memcpy(saved.outcomes, s->outcomes, sizeof saved.outcomes);
        uint16_t saved_answers[RONE_MAX_ANSWERS];
        memcpy(saved_answers, s->answers, s->answer_count * sizeof s->answers[0]);
        ro_copy_board(&saved_checkpoint, &s->checkpoint);
        uint8_t now_fast_in_hand[RONE_MAX_SEATS],
            now_flags[4] = {s->now.fast_none, s->now.deaths_due, s->now.deck_emptied, s->now.grave_wait};
        memcpy(now_fast_in_hand, s->now.fast_in_hand, sizeof now_fast_in_hand);
        uint8_t now_water_need[RONE_MAX_SEATS];
        memcpy(now_water_need, s->now.water_need, sizeof now_water_need);
        redeal(&s->now, ids, defs, n);
        redeal(&s->checkpoint, ids, defs, n);
        ro_copy_board(&expected, &s->now);
        /* the answers since the checkpoint must still tell the same story */
        bool replayed = rone_run_script(s);
        expected.fast_none = s->now.fast_none; /* caches the replay derived afresh (the re-deal forgot them) */
        expected.deaths_due = s->now.deaths_due;
        expected.deck_emptied = s->now.deck_emptied;
        expected.grave_wait = s->now.grave_wait;
        memcpy(expected.water_need, s->now.water_need, sizeof expected.water_need);
        size_t cards = s->now.card_count * sizeof s->now.card[0]; /* the slots past card_count are never written */
        if (replayed && s->answer_count == saved.answer_count && !memcmp(&s->now, &expected, board_part + cards) &&
            !memcmp(&s->now.hero, &expected.hero, sizeof s->now - offsetof(rone_board, hero)) &&
            s->pending.kind == saved.pending.kind && s->pending.seat == saved.pending.seat &&
            !memcmp(&s->pending.options, &saved.pending.options, sizeof s->pending.options))
            continue; /* kept */
        /* put back */
        ro_copy_board(&s->now, &expected);
        for (int i = 0; i < n; i++) s->now.card[ids[i]].def = old[i];
        memcpy(s->now.fast_in_hand, now_fast_in_hand, sizeof now_fast_in_hand);
        s->now.fast_none = now_flags[0], s->now.deaths_due = now_flags[1], s->now.deck_emptied = now_flags[2];
        s->now.grave_wait = now_flags[3];
        memcpy(s->now.water_need, now_water_need, sizeof now_water_need);
        ro_copy_board(&s->checkpoint, &saved_checkpoint);
        s->pending = saved.pending;
        s->answer_count = saved.answer_count;
        memcpy(s->answers, saved_answers, saved.answer_count * sizeof s->answers[0]);
        s->outcomes_kept = saved.outcomes_kept;
        s->outcome_count = saved.outcome_count;
        memcpy(s->outcomes, saved.outcomes, sizeof saved.outcomes);
    }
}
