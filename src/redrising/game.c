/* game.c: Red Rising behind the game-agnostic interface of cardtable.h. */
#include "internal.h"

static ct_status g_new_game(void *state, const char *text, uint64_t seed, ct_error *err) {
    rr_options o;
    ct_status st = rr_parse_options(text, &o, err);
    if (st) return st;
    return rr_new_game(state, &o, seed, err);
}
static int g_seat_count(const void *state) { return ((const rr_state *)state)->now.players; }
static int g_to_move(const void *state) { return rr_to_move(state); }
static int g_legal(const void *state, uint16_t *out) { return rr_legal(state, out); }
static void g_option_name(const void *state, int o, char *buf, size_t n) { rr_option_name(state, o, buf, n); }
static void g_prompt(const void *state, char *buf, size_t n) { rr_prompt(state, buf, n); }
static ct_status g_apply(void *state, int o, ct_error *err) { return rr_apply(state, o, err); }
static bool g_is_over(const void *state) { return rr_is_over(state); }

static void g_scores(const void *state, int *out) {
    rr_scorepad pad;
    rr_score(&((const rr_state *)state)->now, &pad);
    for (int p = 0; p < pad.players; p++) out[p] = pad.row[p].total;
}

static void g_returns(const void *state, double *out) {
    const rr_state *s = state;
    rr_scorepad pad;
    rr_score(&s->now, &pad);
    ct_win_shares(pad.winners, pad.players, rr_is_over(s), out);
}

static bool g_determinize(void *state, int seat, uint64_t seed) { return rr_determinize(state, seat, seed); }

/* Seat's predicted final margin (evaluate.c); exact once the game is over. */
static double g_evaluate(const void *state, int seat) { return rr_evaluate(state, seat); }
static int g_playout(void *state, ct_policy policy, void *ctx, int limit) { return rr_playout(state, policy, ctx, limit); }

/* returns and evaluate of every seat: from one scorepad once the game is over (where
 * rr_evaluate is the exact margin), else the learned evaluation per seat */
static void g_outcome(const void *state, double *returns, double *values) {
    const rr_state *s = state;
    if (!rr_is_over(s)) {
        for (int p = 0; p < s->now.players; p++) {
            returns[p] = 0.0;
            values[p] = rr_evaluate(s, p);
        }
        return;
    }
    rr_scorepad pad;
    rr_score(&s->now, &pad);
    ct_win_shares(pad.winners, pad.players, true, returns);
    for (int p = 0; p < pad.players; p++) {
        int best_other = -1000000;
        for (int q = 0; q < pad.players; q++)
            if (q != p && pad.row[q].total > best_other) best_other = pad.row[q].total;
        values[p] = pad.row[p].total - (pad.players > 1 ? best_other : 0);
    }
}

static void g_observe(const void *state, int seat, struct ct_view *out) { rr_observe(state, seat, out); }
static size_t g_narrate(const void *before, int option, const void *after, int seat, const char *const *names, char *buf,
                        size_t size) {
    return rr_narrate_for(before, option, after, seat, names, buf, size);
}
static bool g_card_text(const void *state, int face, char *name, size_t name_size, char *text, size_t text_size) {
    (void)state;
    return rr_card_face_text(face, name, name_size, text, text_size);
}
static void g_result(const void *state, struct ct_result *out) { rr_result(state, out); }

static uint32_t g_reveal_count(const void *state) { return ((const rr_state *)state)->now.reveals; }

const ct_game rr_game = {
    .version = CT_GAME_VERSION,
    .name = "redrising",
    .state_size = sizeof(rr_state),
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
    .playout = g_playout,
    .outcome = g_outcome,
    .observe = g_observe,
    .narrate = g_narrate,
    .option_label = g_option_name, /* a Red Rising option's name is how a person reads it */
    .card_text = g_card_text,
    .result = g_result,
};
