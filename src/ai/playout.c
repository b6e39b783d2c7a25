/* playout.c: playing a game on with a policy through the game-agnostic interface:
 * the game's own playout where it has one, else one legal/apply step per answer. */
#include <stdlib.h>

#include "agent.h"

int ct_playout(const ct_game *g, void *state, ct_policy policy, void *ctx, int limit) {
    if (g->playout) return g->playout(state, policy, ctx, limit);
    uint16_t *opts = malloc(CT_MAX_OPTIONS * sizeof *opts);
    if (!opts) return 0;
    int answered = 0;
    while (answered < limit && !g->is_over(state)) {
        int n = g->legal(state, opts);
        int i = policy(ctx, g->to_move(state), opts, n);
        if (i < 0 || i >= n || g->apply(state, opts[i], NULL) != CT_OK) break;
        answered++;
    }
    free(opts);
    return answered;
}
