/* ctpy.h: the calls the Python package (python/cardtable) makes into a ct_game's table,
 * as plain C functions so that cffi calls them directly (API mode) instead of through
 * function pointers (libffi); and a random playout for measuring. Nothing game-specific:
 * every call goes through the table the registry (ct_game_at) gives. */
#ifndef CTPY_H
#define CTPY_H

#include "agent.h"
#include "cardtable.h"
#include "ct_view.h"

ct_status ctpy_new_game(const ct_game *game, void *state, const char *options, uint64_t seed, ct_error *err);
int ctpy_seat_count(const ct_game *game, const void *state);
int ctpy_to_move(const ct_game *game, const void *state);
int ctpy_legal(const ct_game *game, const void *state, uint16_t *out);
void ctpy_option_name(const ct_game *game, const void *state, int option, char *buf, size_t size);
void ctpy_prompt(const ct_game *game, const void *state, char *buf, size_t size);
ct_status ctpy_apply(const ct_game *game, void *state, int option, ct_error *err);
bool ctpy_is_over(const ct_game *game, const void *state);
void ctpy_scores(const ct_game *game, const void *state, int *out);
void ctpy_returns(const ct_game *game, const void *state, double *out);
bool ctpy_determinize(const ct_game *game, void *state, int seat, uint64_t seed);
/* The presentation half is there (a version 2 table with observe and result). */
bool ctpy_presents(const ct_game *game);
void ctpy_observe(const ct_game *game, const void *state, int seat, ct_view *out);
void ctpy_result(const ct_game *game, const void *state, ct_result *out);
/* option_label, or option_name when the game has no labels. */
void ctpy_option_label(const ct_game *game, const void *state, int option, char *buf, size_t size);
bool ctpy_card_text(const ct_game *game, const void *state, int face, char *name, size_t name_size, char *text,
                    size_t text_size);
/* Plays state to the end with uniformly random answers drawn from seed (ct_playout);
 * returns how many answers were given. */
int ctpy_random_playout(const ct_game *game, void *state, uint64_t seed);

#endif
