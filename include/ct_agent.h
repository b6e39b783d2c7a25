/* ct_agent.h: the bots, as a registry. A bot kind is a table (ct_agent_type: its name,
 * how it reads its settings, how it chooses, how it frees what it holds) registered by
 * one line in src/ai/registry.c; a new bot is one file with its table and that line.
 * Bots choose for a seat through the game-agnostic interface (cardtable.h) only, and
 * never look at what their seat cannot see: every look ahead starts from a determinized
 * copy of the state. Built in: random, greedy and information-set MCTS (src/ai). */
#ifndef CT_AGENT_PUBLIC_H
#define CT_AGENT_PUBLIC_H

#include "cardtable.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The registry's index of the built-in kinds (ct_agent.kind); a kind registered after
 * them has its own index. */
typedef enum ct_agent_kind { CT_AGENT_RANDOM, CT_AGENT_GREEDY, CT_AGENT_MCTS } ct_agent_kind;

struct ct_agent_type;

typedef struct ct_agent {
    int kind;                         /* its type's index in the registry (ct_agent_kind for the built-ins) */
    const struct ct_agent_type *type; /* its type */
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
    /* mcts: playouts guided by the game's evaluation (":g", ":gN"): each answer is, N% of
     * the time (default 10), uniform, else the option whose result the answering seat's
     * evaluation values most; false: uniform answers */
    bool guided;
    int guide_random;
    /* statistics of the last decision (mcts): iterations kept, random decisions played in
     * them; (mcts and greedy) samples dropped because the game's determinize found no
     * re-deal that fitted what the seat saw (cardtable.h) */
    long last_iterations, last_simulated_decisions, last_dropped;
    void *own; /* what a registered kind keeps for itself (its parse sets it, its free frees it) */
} ct_agent;

/* A kind of bot. */
typedef struct ct_agent_type {
    const char *name; /* "random", "greedy", "mcts": the first word of an agent's text */
    /* Reads the settings after the name and a colon ("500:t2" of "mcts:500:t2"; "" when
     * none) into agent, whose common fields ct_agent_parse has set to their defaults;
     * false with why (one line) when they are wrong. */
    bool (*parse)(ct_agent *agent, const char *text, const char *settings, char *why, size_t size);
    /* The option agent chooses for the seat to move in state (which it does not change). */
    int (*choose)(ct_agent *agent, const ct_game *game, const void *state);
    /* Frees what parse kept in agent->own; NULL when the kind keeps nothing. */
    void (*free)(ct_agent *agent);
} ct_agent_type;

/* The registered kinds, by index (NULL past the last), and by name (NULL if none). */
const ct_agent_type *ct_agent_type_at(int index);
const ct_agent_type *ct_find_agent_type(const char *name);

/* "random", "greedy", "mcts", "mcts:500" (iterations), "mcts:100ms" (time per decision),
 * optionally ":t2" for threads ("mcts:100ms:t2"), ":h12" for the playout horizon
 * (":h0": play to the end; without it the game's ct_game.horizon, else 12) and ":g" or
 * ":g25" for playouts guided by the evaluation (25% of their answers uniform); "greedy:s1"
 * for greedy with 1 sample of the hidden cards (default 4); any registered kind's name
 * and settings; or a strength for people: "easy", "medium", "hard", "expert" (docs/AI.md
 * has what each is). False with why if unknown. */
bool ct_agent_parse(const char *text, uint64_t seed, ct_agent *out, char *why, size_t size);
/* Frees what the agent holds (nothing for the built-in kinds); the agent may be parsed again. */
void ct_agent_free(ct_agent *agent);
/* The setting a strength word ("easy", "medium", "hard", "expert") stands for; NULL if
 * the word is not one. */
const char *ct_agent_strength(const char *word);
/* The agent's choice for the seat to move in state (which it does not change). */
int ct_agent_choose(ct_agent *agent, const ct_game *game, const void *state);

#ifdef __cplusplus
}
#endif

#endif
