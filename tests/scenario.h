/* scenario.h: card scenarios: a position, scripted answers, expected outcome.
 *   setup   position keys (position.h)
 *   answers "a | b | c": each must be a legal answer when given; "!a" asserts that a
 *           is NOT legal at that point
 *   expect  "key=value; ...": hand, opp, opp2 (exact sets), opp.stack (player 2's
 *           hand in order, bottom first), a location name (exact
 *           stack, bottom first), banished (exact set), deck.top, deck.bottom,
 *           helium, fleet, influence, opp.helium, opp.fleet, opp.influence, extra,
 *           sov (me / opp / none), facedown (a card), next (who is asked what now:
 *           opp = player 2's action, me = player 1's action, gain = player 1's gain
 *           step, over = the game is over). next makes any unexpected question fail.
 *           known / unknown (a card player 1 does / does not know), public (a card
 *           every player knows), asked (text the pending prompt contains). */
#ifndef TEST_SCENARIO_H
#define TEST_SCENARIO_H

#include "position.h"

typedef struct scenario {
    const char *name;
    const char *setup;
    const char *answers;
    const char *expect;
    const char *options; /* NULL: 2 players, Diana and Mars */
} scenario;

/* Runs one scenario; returns the number of failed expectations (printing them). */
int run_scenario(const scenario *sc);

#endif
