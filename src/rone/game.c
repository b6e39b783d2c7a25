/* game.c: RONE behind the game-agnostic interface of cardtable.h. */
#include "internal.h"

static ct_status g_new_game(void *state, const char *text, uint64_t seed, ct_error *err) { return rone_new_game(state, text, seed, err); }
static int g_seat_count(const void *state) { return ((const rone_state *)state)->now.players; }
static int g_to_move(const void *state) { return rone_to_move(state); }
static int g_legal(const void *state, uint16_t *out) { return rone_legal(state, out); }
static void g_option_name(const void *state, int o, char *buf, size_t n) { rone_option_name(state, o, buf, n); }
static void g_prompt(const void *state, char *buf, size_t n) { rone_prompt(state, buf, n); }
static ct_status g_apply(void *state, int o, ct_error *err) { return rone_apply(state, o, err); }
static bool g_is_over(const void *state) { return rone_is_over(state); }

/* Scores: cards left in deck + hand (the hero's life). */
static void g_scores(const void *state, int *out) {
    const rone_board *b = &((const rone_state *)state)->now;
    for (int p = 0; p < b->players; p++) {
        int pile = b->players == 4 ? p % 2 : p;
        out[p] = b->seats_alive >> p & 1 ? rone_zone_size(b, rone_zone(pile, RONE_Z_DECK)) + rone_zone_size(b, rone_zone(p, RONE_Z_HAND)) : 0;
    }
}

static void g_returns(const void *state, double *out) {
    const rone_state *s = state;
    ct_win_shares(s->now.winners, s->now.players, rone_is_over(s), out);
}

static bool g_determinize(void *state, int seat, uint64_t seed) { return rone_determinize(state, seat, seed); }
static uint32_t g_reveal_count(const void *state) { return ((const rone_state *)state)->now.reveals; }
static double g_evaluate(const void *state, int seat) { return rone_evaluate(state, seat); }
static void g_evaluate_all(const void *state, double *values) { rone_evaluate_all(state, values); }
static int g_playout(void *state, ct_policy policy, void *ctx, int limit) { return rone_playout(state, policy, ctx, limit); }
static void g_observe(const void *state, int seat, struct ct_view *out) { rone_observe(state, seat, out); }
static size_t g_narrate(const void *before, int option, const void *after, int seat, const char *const *names, char *buf,
                        size_t size) {
    return rone_narrate_text(before, option, after, seat, names, buf, size);
}
static void g_option_label(const void *state, int o, char *buf, size_t n) { rone_option_label(state, o, buf, n); }
static bool g_card_text(const void *state, int face, char *name, size_t name_size, char *text, size_t text_size) {
    return rone_card_face_text(state, face, name, name_size, text, text_size);
}
static void g_result(const void *state, struct ct_result *out) { rone_result(state, out); }
static bool g_settled(const void *state) { return rone_is_settled(state); }

const ct_game rone_game = {
    .version = CT_GAME_VERSION,
    .name = "rone",
    .state_size = sizeof(rone_state),
    .new_game = g_new_game,
    .seat_count = g_seat_count,
    .to_move = g_to_move,
    .legal = g_legal,
    .option_name = g_option_name,
    .prompt = g_prompt,
    .apply = g_apply,
    .is_over = g_is_over,
    .scores = g_scores,
    .returns = g_returns,
    .determinize = g_determinize,
    .reveal_count = g_reveal_count,
    .evaluate = g_evaluate,
    .evaluate_all = g_evaluate_all,
    .playout = g_playout,
    .settled = g_settled,
    /* A searcher's random answers after the tree: 4, not 12. A random answer in RONE mostly
     * spends the answerer's cards and units (a play is a card of life, an attack into a
     * guardian loses the unit), so 12 of them favoured the move that hands the rest of
     * the playout to the enemy (ending the turn) and searching bots stalled (docs/RONE.md,
     * "Balance"). */
    .horizon = 4,
    .observe = g_observe,
    .narrate = g_narrate,
    .option_label = g_option_label,
    .card_text = g_card_text,
    .result = g_result,
};
