/* agent.h: what the bots of src/ai share beside their public registry (ct_agent.h):
 * the playout driver and the search. Players choose for a seat through the game-agnostic
 * interface (cardtable.h) only: random, greedy, and information-set Monte Carlo tree search.
 * They never look at what their seat cannot see: every look ahead starts from a
 * determinized copy of the state, and a copy the game could not determinize (its
 * determinize returned false) is dropped, never searched. */
#ifndef CT_AGENT_H
#define CT_AGENT_H

#include "ct_agent.h"

/* Answers decisions of state with policy until the game is over, limit answers were
 * given or policy stops (playout.c): the game's playout entry, or legal and apply one
 * answer at a time for a game without one. Returns how many answers were given. */
int ct_playout(const ct_game *game, void *state, ct_policy policy, void *ctx, int limit);

/* MCTS (ismcts.c): the mcts kind's choice. */
int ct_mcts_choose(ct_agent *agent, const ct_game *game, const void *state);

#endif
