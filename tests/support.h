/* support.h: helpers the tests share: scripted answers by name, positions set up
 * card by card, random games. Tests see the engine's internals (internal.h). */
#ifndef TEST_SUPPORT_H
#define TEST_SUPPORT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "internal.h"

/* A new game with fixed houses (comma list) and seed; fails the test on error. */
void new_game(rr_state *s, const char *options, uint64_t seed);
/* Empties every zone into the deck (in id order) and clears tokens, keeping the
 * players, houses and turn order: a blank table for a scenario. */
void clear_table(rr_state *s);
/* Puts a card (by name) on top of a zone. */
void put(rr_state *s, const char *card, int zone);
/* Puts a card on the top of the deck. */
void put_on_deck(rr_state *s, const char *card);
/* After editing s->now: the current turn starts again from this position. */
void restart_turn(rr_state *s);
/* Applies the option named name; fails the test (printing the legal options) if
 * no legal option has that name. */
void answer(rr_state *s, const char *name);
/* True if an option with this name is legal now. */
bool can_answer(const rr_state *s, const char *name);
/* Asserts that the pending decision is for seat with this prompt fragment. */
void expect_decision(const rr_state *s, int seat, rr_why why);
/* Plays random legal answers until the end (or max steps); returns steps taken. */
int play_random(rr_state *s, uint64_t *rng, int max_steps);
int card_id(const char *name);
int zone_named(const char *name); /* "Jupiter".."The Institute", "deck", "banished", "hand1".."hand6" */

#endif
