/* rone_scenario.h: a small scenario language for RONE tests: lay out exact zones
 * card by card (the tst test set), start in the active player's main phase, answer
 * by option name, and fail on any question the script did not expect.
 * Header-only (static inline) so each test program takes what it uses. */
#ifndef RONE_SCENARIO_H
#define RONE_SCENARIO_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../src/rone/internal.h"

static rone_state sc; /* the scenario's state */

/* A blank table for players (2, 3 or 4): heroes at level 1, exhausted 3 (so that they
 * offer no reactions unless a test refreshes them), water 10, every zone empty; P1 to act. */
static inline void sc_begin(int players) {
    ct_error err;
    char options[64];
    snprintf(options, sizeof options, "players=%d technologies=off", players);
    if (rone_new_game(&sc, options, 1, &err)) fail_msg("%s", err.message);
    rone_board *b = &sc.now;
    const rone_set *set = rone_board_set(b);
    memset(b->zstart, 0, sizeof b->zstart);
    b->card_count = 0;
    b->stack_count = 0;
    b->statics_in_play = 0;
    b->reveals = 0;
    int hero[3];
    for (int l = 0; l < 3; l++)
        for (int d = 0; d < set->card_count; d++)
            if (set->cards[d].type == RONE_HERO && set->cards[d].level == l + 1 && !strcmp(set->cards[d].name, "Test Hero")) hero[l] = d;
    /* heroes: created zone by zone below (sc_put keeps the zones ordered) */
    for (int p = 0; p < players; p++) {
        b->water[p] = 10;
        b->hero_level[p] = 1;
    }
    b->first_player = 0;
    b->current = 0;
    b->round = 1;
    b->phase = RONE_PH_MAIN;
    b->mulliganed = (uint8_t)((1u << players) - 1);
    b->seats_alive = (uint8_t)((1u << players) - 1);
    b->attacker = b->defender = RONE_NONE;
    for (int p = 0; p < players; p++)
        for (int l = 0; l < 3; l++) {
            int c = b->card_count++;
            memset(&b->card[c], 0, sizeof b->card[c]);
            b->card[c].def = (uint8_t)hero[l];
            b->card[c].owner = b->card[c].controller = (uint8_t)p;
            b->card[c].zone = (uint8_t)rone_zone(p, l == 0 ? RONE_Z_FIELD : RONE_Z_HERODECK);
            b->card[c].seen = 0xF;
            b->card[c].exhaustion = l == 0 ? 3 : 0;
            b->hero[p][l] = (uint8_t)c;
        }
}

/* Rebuilds order[] and zstart[] from every card's zone (stable within a zone). */
static inline void sc_rebuild_zones(rone_board *b, const uint8_t *sequence) {
    int n = 0;
    for (int z = 0; z < RONE_ZONES; z++) {
        b->zstart[z] = (uint8_t)n;
        for (int i = 0; i < b->card_count; i++)
            if (b->card[sequence[i]].zone == z) b->order[n++] = sequence[i];
    }
    b->zstart[RONE_ZONES] = (uint8_t)n;
}

static uint8_t sc_sequence[RONE_MAX_CARDS];
static int sc_sequenced;

/* Puts a new card (by name) on top of seat's zone of that kind; returns its id.
 * For RONE_Z_DECK, cards put later lie on top. */
static inline int sc_put(const char *name, int seat, int kind) {
    rone_board *b = &sc.now;
    const rone_set *set = rone_board_set(b);
    int d = rone_find_def(set, name);
    if (d < 0) fail_msg("no test card named '%s'", name);
    int c = b->card_count++;
    memset(&b->card[c], 0, sizeof b->card[c]);
    b->card[c].def = (uint8_t)d;
    b->card[c].owner = b->card[c].controller = (uint8_t)seat;
    b->card[c].zone = (uint8_t)rone_zone(seat, kind);
    b->card[c].seen = kind == RONE_Z_HAND || kind == RONE_Z_TECHDECK ? (uint8_t)(1u << seat) : kind == RONE_Z_DECK ? 0 : 0xF;
    return c;
}

/* Starts play from the table as laid out: the active player's main phase (or, with
 * phase RONE_PH_REFRESH set, the start of its turn). */
static inline void sc_go(void) {
    rone_board *b = &sc.now;
    if (!sc_sequenced) {
        for (int i = 0; i < b->card_count; i++) sc_sequence[i] = (uint8_t)i;
    }
    sc_rebuild_zones(b, sc_sequence);
    sc_sequenced = 0;
    ro_mark_definitions(b, rone_set_at(b->set_index)); /* the set may have been switched (a set from a file) */
    ro_count_caches(b); /* the engine's counts of the table as laid out */
    sc.checkpoint = *b;
    sc.answer_count = 0;
    rone_run_script(&sc);
    char why[200];
    if (!rone_check_invariants(&sc, why, sizeof why)) fail_msg("scenario: %s", why);
}

static inline void sc_print_options(void) {
    uint16_t opts[CT_MAX_OPTIONS];
    char name[CT_NAME_SIZE], prompt[CT_NAME_SIZE];
    rone_prompt(&sc, prompt, sizeof prompt);
    print_message("decision: %s\n", prompt);
    int n = rone_legal(&sc, opts);
    for (int i = 0; i < n; i++) {
        rone_option_name(&sc, opts[i], name, sizeof name);
        print_message("  [%d] %s\n", opts[i], name);
    }
}

/* The option named name, or -1. */
static inline int sc_option(const char *name) {
    uint16_t opts[CT_MAX_OPTIONS];
    char buf[CT_NAME_SIZE];
    int n = rone_legal(&sc, opts);
    for (int i = 0; i < n; i++) {
        rone_option_name(&sc, opts[i], buf, sizeof buf);
        if (!strcmp(buf, name)) return opts[i];
    }
    return -1;
}

static inline bool sc_can(const char *name) { return sc_option(name) >= 0; }

/* Answers the pending decision of seat (0-based) of kind with the option named name. */
static inline void sc_answer_at(int seat, int kind, const char *name, int line) {
    if (rone_is_over(&sc)) fail_msg("line %d: the game is over, cannot answer '%s'", line, name);
    if (sc.pending.seat != seat || sc.pending.kind != kind) {
        sc_print_options();
        fail_msg("line %d: expected a decision of kind %d for P%d, found kind %d for P%d", line, kind, seat + 1, sc.pending.kind,
                 sc.pending.seat + 1);
    }
    int o = sc_option(name);
    if (o < 0) {
        sc_print_options();
        fail_msg("line %d: no option named '%s'", line, name);
    }
    ct_error err;
    if (rone_apply(&sc, o, &err)) fail_msg("line %d: %s", line, err.message);
}
#define sc_answer(seat, kind, name) sc_answer_at(seat, kind, name, __LINE__)

/* Asserts the pending decision. */
static inline void sc_expect_at(int seat, int kind, int line) {
    if (sc.pending.seat != seat || sc.pending.kind != kind) {
        sc_print_options();
        fail_msg("line %d: expected a decision of kind %d for P%d, found kind %d for P%d", line, kind, seat + 1, sc.pending.kind,
                 sc.pending.seat + 1);
    }
}
#define sc_expect(seat, kind) sc_expect_at(seat, kind, __LINE__)

/* Asserts that the pending options are exactly the names given (NULL-terminated). */
static inline void sc_options_are_at(int line, ...) {
    va_list ap;
    va_start(ap, line);
    int n = 0;
    for (const char *name = va_arg(ap, const char *); name; name = va_arg(ap, const char *)) {
        if (!sc_can(name)) {
            sc_print_options();
            fail_msg("line %d: no option '%s'", line, name);
        }
        n++;
    }
    va_end(ap);
    if (n != sc.pending.count) {
        sc_print_options();
        fail_msg("line %d: %d options, expected %d", line, sc.pending.count, n);
    }
}
#define sc_options_are(...) sc_options_are_at(__LINE__, __VA_ARGS__, NULL)

static inline int sc_zone(int c) { return sc.now.card[c].zone; }
static inline int sc_size(int seat, int kind) { return zsize(&sc.now, rone_zone(seat, kind)); }
static inline int sc_top(int seat, int kind) { return ztop(&sc.now, rone_zone(seat, kind)); }
static inline int sc_health(int c) { return rone_health(&sc.now, c); }

#endif
