/* sim_play.c: one simulated game through the game-agnostic interface (cardtable.h),
 * random seats answered inside the game's playout. Each random seat draws from its own
 * agent's stream exactly as ct_agent_choose's random agent would (the k-th of the
 * ascending options, k = next % count), so a game plays the same answers as one driven
 * by ct_agent_choose and apply, without replaying the turn for each answer. Other seats
 * (greedy, mcts) stop the playout at their decisions, which they answer by
 * ct_agent_choose and apply as before. */
#include <limits.h>

#include "agent.h"
#include "simrun.h"

/* What a watched playout's answers are reported with: the table's decided and the state. */
typedef struct watch_ctx {
    sim_table *table;
    const void *state;
} watch_ctx;

static void watch_answer(void *ctx, int seat, int option) {
    watch_ctx *w = ctx;
    w->table->decided(w->table->ctx, w->state, seat, option);
}

/* A playout from state by ct_seat_uniform_policy, which the games draw from without
 * listing the options (the agents' streams copied in and back; decided, if set, told
 * each answer as it is drawn). */
static int play_out(sim_table *t, void *state) {
    watch_ctx w = {.table = t, .state = state};
    ct_seat_streams streams = {.seats = 0};
    for (int p = 0; p < CT_MAX_SEATS; p++) {
        streams.rng[p] = t->agent[p].rng;
        if (t->agent[p].kind == CT_AGENT_RANDOM) streams.seats |= 1u << p;
    }
    if (t->decided) streams.answered = watch_answer, streams.answered_ctx = &w;
    int given = ct_playout(t->game, state, ct_seat_uniform_policy, &streams, INT_MAX);
    for (int p = 0; p < CT_MAX_SEATS; p++) t->agent[p].rng = streams.rng[p];
    return given;
}

int sim_play_game(sim_table *t, void *state, ct_error *err) {
    const ct_game *g = t->game;
    int answers = 0;
    while (!g->is_over(state)) {
        int seat = g->to_move(state);
        ct_agent *a = &t->agent[seat];
        if (a->kind == CT_AGENT_RANDOM) {
            int given = play_out(t, state);
            if (given <= 0) return ct_fail(err, CT_ERR_LIMIT, "the playout gave no answer at a random seat's decision");
            answers += given;
            continue;
        }
        int option = ct_agent_choose(a, g, state);
        if (a->kind == CT_AGENT_MCTS) {
            t->mcts_decisions++;
            t->mcts_simulated += a->last_simulated_decisions;
        }
        if (t->decided) t->decided(t->ctx, state, seat, option);
        if (g->apply(state, option, err) != CT_OK) return -1;
        answers++;
    }
    return answers;
}
