/* agent.h: players that choose for a seat through the game-agnostic interface
 * (cardtable.h) only: random, greedy, and information-set Monte Carlo tree search.
 * They never look at what their seat cannot see: every look ahead starts from a
 * determinized copy of the state, and a copy the game could not determinize (its
 * determinize returned false) is dropped, never searched. */
#ifndef CT_AGENT_H
#define CT_AGENT_H

#include "cardtable.h"

typedef enum ct_agent_kind { CT_AGENT_RANDOM, CT_AGENT_GREEDY, CT_AGENT_MCTS } ct_agent_kind;

typedef struct ct_agent {
    ct_agent_kind kind;
    uint64_t rng;
    /* greedy: samples of the hidden cards per decision */
    int samples;
    /* mcts: a budget of iterations, or of milliseconds when ms > 0; root-parallel threads */
    int iterations;
    double ms;
    int threads;
    double exploration;
    /* mcts: random decisions after the tree before the game's evaluation (0: to the end;
     * -1: not named, the game's ct_game.horizon, else 12) */
    int horizon;
    /* mcts: a node's value is win_weight x its win rate + (1 - win_weight) x its mean
     * margin above the search's mean margin, squashed with tanh(x / margin_scale) */
    double win_weight, margin_scale;
    /* statistics of the last decision (mcts): iterations kept, random decisions played in
     * them; (mcts and greedy) samples dropped because the game's determinize found no
     * re-deal that fitted what the seat saw (cardtable.h) */
    long last_iterations, last_simulated_decisions, last_dropped;
} ct_agent;

/* "random", "greedy", "mcts", "mcts:500" (iterations), "mcts:100ms" (time per decision),
 * optionally ":t2" for threads ("mcts:100ms:t2") and ":h12" for the playout horizon
 * (":h0": play to the end; without it the game's ct_game.horizon, else 12); "greedy:s1"
 * for greedy with 1 sample of the hidden cards (default 4); or a strength for people: "easy", "medium", "hard",
 * "expert" (docs/AI.md has what each is). False with why if unknown. */
bool ct_agent_parse(const char *text, uint64_t seed, ct_agent *out, char *why, size_t size);
/* The setting a strength word ("easy", "medium", "hard", "expert") stands for; NULL if
 * the word is not one. */
const char *ct_agent_strength(const char *word);
/* The agent's choice for the seat to move in state (which it does not change). */
int ct_agent_choose(ct_agent *agent, const ct_game *game, const void *state);

/* Answers decisions of state with policy until the game is over, limit answers were
 * given or policy stops (playout.c): the game's playout entry, or legal and apply one
 * answer at a time for a game without one. Returns how many answers were given. */
int ct_playout(const ct_game *game, void *state, ct_policy policy, void *ctx, int limit);

/* MCTS (ismcts.c). */
int ct_mcts_choose(ct_agent *agent, const ct_game *game, const void *state);

#endif
