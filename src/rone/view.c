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

/* Is c a card seat cannot place on b: in a zone face down to seat (a deck, another's
 * hand or technology deck, the bounty), not known to it there, not a face-up shield? */
static bool hidden_on(const rone_board *b, int seat, int c) {
    int z = b->card[c].zone, k = zone_kind(z);
    bool hidden = z == RONE_Z_BOUNTY || k == RONE_Z_DECK || (k == RONE_Z_HAND && zone_seat(z) != seat) ||
                  (k == RONE_Z_TECHDECK && zone_seat(z) != pile_seat(b, seat));
    return hidden && !knows(b, seat, c) && !(b->card[c].flags & RONE_CF_SHIELD_UP);
}

/* Is c a card seat cannot place: hidden from it now and at the checkpoint (where it was
 * then may differ: a card an opponent drew since is as unknown as the rest; the replay
 * moves the same card, so it is re-dealt in both boards alike), and not the card seat's
 * pending question shows (a card leaving the top of a deck, named in the prompt). */
static bool unknown_to(const rone_state *s, int seat, int c) {
    return hidden_on(&s->now, seat, c) && hidden_on(&s->checkpoint, seat, c) &&
           !(s->pending.seat == seat && s->pending.card == c);
}

/* The cached counts a re-deal changes (hidden cards are never on the battlefield, so only
 * the fast cards in hands, fast_in_hand, follow their new definitions), and the caches
 * ro_count_caches forgets (fast_none with grave_wait, unit_wait and water_need, deaths_due, deck_emptied), as ro_count_caches
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
    b->fast_none = b->grave_wait = b->unit_wait = 0;
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

/* Replays t from its checkpoint (t's boards re-dealt): does it tell seat the story it
 * told before, the same board (but for the caches a replay derives afresh, which a
 * re-deal forgot, and the generator, which the replay switches at the pending reseed) and
 * the same question after the same answers? The question's options must match only when
 * seat is the one asked: another seat's options come from cards seat cannot see (its
 * hand), so asking them to match would keep them as they truly are, and few deals fit. */
static bool replays_alike(rone_state *t, int seat) {
    static const size_t board_part = offsetof(rone_board, card); /* ro_copy_board's layout */
    rone_board expected;
    ro_copy_board(&expected, &t->now);
    rone_decision pending = t->pending;
    uint16_t answers = t->answer_count;
    bool replayed = rone_run_script(t);
    expected.fast_none = t->now.fast_none;
    expected.deaths_due = t->now.deaths_due;
    expected.deck_emptied = t->now.deck_emptied;
    expected.grave_wait = t->now.grave_wait;
    expected.unit_wait = t->now.unit_wait;
    memcpy(expected.water_need, t->now.water_need, sizeof expected.water_need);
    expected.rng = t->now.rng;
    expected.reseed_pending = t->now.reseed_pending;
    expected.reseed_at = t->now.reseed_at;
    expected.reseed_rng = t->now.reseed_rng;
    size_t cards = t->now.card_count * sizeof t->now.card[0]; /* the slots past card_count are never written */
    return replayed && t->answer_count == answers && t->now.card_count == expected.card_count &&
           !memcmp(&t->now, &expected, board_part + cards) &&
           !memcmp(&t->now.hero, &expected.hero, sizeof t->now - offsetof(rone_board, hero)) &&
           t->pending.kind == pending.kind && t->pending.seat == pending.seat &&
           (pending.seat != seat || !memcmp(&t->pending.options, &pending.options, sizeof t->pending.options));
}

#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
/* The test build's check of replay_needed: a copy of the re-dealt s, replayed, tells the
 * same story. */
static void check_same_story(const rone_state *s) {
    rone_state *t = malloc(sizeof *t); /* the test build only */
    if (!t) abort();
    *t = *s;
    bool same = replays_alike(t, t->pending.seat);
    free(t);
    if (!same) {
        fprintf(stderr, "cardtable: rone invariant broken: a re-deal kept without a replay tells another story\n");
        abort();
    }
}
#endif

/* The randomness still to come (only shuffles draw it once the game is set up) comes from
 * future: now at once, the checkpoint's replay from the next shuffle on (rone.h). */
static void reseed(rone_state *s, uint64_t future) {
    s->now.rng = future;
    s->now.reseed_pending = 0;
    s->checkpoint.reseed_pending = 1;
    s->checkpoint.reseed_at = s->now.reveals;
    s->checkpoint.reseed_rng = future;
}

/* Deals drawn before giving up on a position whose answers since the checkpoint few
 * deals fit (the caller then drops the sample: cardtable.h). */
#define DEAL_ATTEMPTS 16

bool rone_determinize(rone_state *s, int seat, uint64_t seed) {
    if (rone_is_over(s)) return true;
    uint64_t rng = seed ^ 0x5DEECE66Dull;
    uint64_t future = rone_rng_next(&rng);
    const rone_set *set = rone_board_set(&s->now);
    /* the cards seat cannot place, in two classes a re-deal keeps apart (every card keeps
     * its type): units and tactics among themselves, technologies among themselves */
    uint8_t ids[2][RONE_MAX_CARDS], defs[2][RONE_MAX_CARDS];
    int n[2] = {0, 0};
    for (int c = 0; c < s->now.card_count; c++) {
        if (!unknown_to(s, seat, c)) continue;
        int cls = set->cards[s->now.card[c].def].type == RONE_TECH;
        ids[cls][n[cls]] = (uint8_t)c;
        defs[cls][n[cls]++] = s->now.card[c].def;
    }
    bool replay = replay_needed(s, seat);
    /* the state as it came, to draw again from when a re-deal does not fit (the replay
     * changes the boards, answers, pending decision and outcomes in place) */
    rone_state original;
    if (replay) original = *s;
    /* Each draw: the definitions of each class shuffled over its cards (a uniform
     * shuffle, so the deal does not depend on where the definitions really were), in the
     * board and its checkpoint, and the randomness to come re-seeded. The answers since
     * the checkpoint must tell the same story with it, or it is drawn again: whether a
     * deal fits depends only on the deal and what seat saw, so neither the deal kept nor
     * a failure depends on the true cards. The truth is never put back: after the last
     * refused draw, s holds that draw (not replayed) and false is returned. */
    for (int attempt = 0; attempt < DEAL_ATTEMPTS; attempt++) {
        if (attempt) *s = original;
        for (int cls = 0; cls < 2; cls++) {
            for (int i = n[cls] - 1; i > 0; i--) {
                int j = (int)rone_rng_below(&rng, (unsigned)i + 1);
                uint8_t t = defs[cls][i]; defs[cls][i] = defs[cls][j]; defs[cls][j] = t;
            }
            if (n[cls] < 2) continue;
            redeal(&s->now, ids[cls], defs[cls], n[cls]);
            redeal(&s->checkpoint, ids[cls], defs[cls], n[cls]);
        }
        reseed(s, future);
        if (!replay) {
            s->outcomes_kept = 1; /* as the replay leaves them (rone_run_script keeps outcomes; none happen) */
            s->outcome_count = 0;
#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
            check_same_story(s);
#endif
            return true;
        }
        if (replays_alike(s, seat)) {
            s->now.rng = future; /* the replay left the past's generator: the future is drawn from now on */
            s->now.reseed_pending = 0;
            return true;
        }
    }
    /* none fitted: s holds the last draw, not replayed (every card where it is) */
    *s = original;
    for (int cls = 0; cls < 2; cls++)
        if (n[cls] >= 2) {
            redeal(&s->now, ids[cls], defs[cls], n[cls]);
            redeal(&s->checkpoint, ids[cls], defs[cls], n[cls]);
        }
    reseed(s, future);
    return false;
}
