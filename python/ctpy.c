/* ctpy.c: plain C entry points over a ct_game's table for the Python package (ctpy.h). */
#include "ctpy.h"

#include <string.h>

ct_status ctpy_new_game(const ct_game *game, void *state, const char *options, uint64_t seed, ct_error *err) {
    return game->new_game(state, options, seed, err);
}
int ctpy_seat_count(const ct_game *game, const void *state) { return game->seat_count(state); }
int ctpy_to_move(const ct_game *game, const void *state) { return game->to_move(state); }
int ctpy_legal(const ct_game *game, const void *state, uint16_t *out) { return game->legal(state, out); }
void ctpy_option_name(const ct_game *game, const void *state, int option, char *buf, size_t size) {
    game->option_name(state, option, buf, size);
}
void ctpy_prompt(const ct_game *game, const void *state, char *buf, size_t size) { game->prompt(state, buf, size); }
ct_status ctpy_apply(const ct_game *game, void *state, int option, ct_error *err) {
    return game->apply(state, option, err);
}
bool ctpy_is_over(const ct_game *game, const void *state) { return game->is_over(state); }
void ctpy_scores(const ct_game *game, const void *state, int *out) { game->scores(state, out); }
void ctpy_returns(const ct_game *game, const void *state, double *out) { game->returns(state, out); }
bool ctpy_determinize(const ct_game *game, void *state, int seat, uint64_t seed) {
    return game->determinize(state, seat, seed);
}
bool ctpy_presents(const ct_game *game) { return game->version >= 2 && game->observe && game->result; }
void ctpy_observe(const ct_game *game, const void *state, int seat, ct_view *out) { game->observe(state, seat, out); }
void ctpy_result(const ct_game *game, const void *state, ct_result *out) { game->result(state, out); }
void ctpy_option_label(const ct_game *game, const void *state, int option, char *buf, size_t size) {
    if (game->version >= 2 && game->option_label)
        game->option_label(state, option, buf, size);
    else
        game->option_name(state, option, buf, size);
}
bool ctpy_card_text(const ct_game *game, const void *state, int face, char *name, size_t name_size, char *text,
                    size_t text_size) {
    if (game->version < 2 || !game->card_text) return false;
    return game->card_text(state, face, name, name_size, text, text_size);
}
int ctpy_random_playout(const ct_game *game, void *state, uint64_t seed) {
    uint64_t rng = seed;
    return ct_playout(game, state, ct_uniform_policy, &rng, 1 << 30);
}
