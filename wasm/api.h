/* api.h: what the WebAssembly module (cardtable.wasm) exports, wasm/api.c's functions,
 * each under its own name (export_name). web/engine/engine.js calls them; strings are
 * NUL-terminated UTF-8 the caller allocates with ctw_alloc; every char * returned is
 * malloc'd for the caller to free with ctw_free (NULL: out of memory), every const char *
 * is the game's own. */
#ifndef CT_WASM_API_H
#define CT_WASM_API_H

#include <stddef.h>
#include <stdint.h>

/* Exported under its own name by the module; a plain function natively (tests/test_wasm_api.c
 * runs these under the sanitizers). */
#if defined(__wasm__)
#define EXPORT(name) __attribute__((export_name(#name)))
#else
#define EXPORT(name)
#endif

typedef struct ctw_game ctw_game; /* a game being played: its record and state */

EXPORT(ctw_alloc) void *ctw_alloc(size_t size);
EXPORT(ctw_free) void ctw_free(void *p);
EXPORT(ctw_games) char *ctw_games(void);
EXPORT(ctw_new) ctw_game *ctw_new(const char *name, const char *options, uint64_t seed);
EXPORT(ctw_from_record) ctw_game *ctw_from_record(const char *text);
EXPORT(ctw_close) void ctw_close(ctw_game *g);
EXPORT(ctw_error) const char *ctw_error(const ctw_game *g);
EXPORT(ctw_started) int ctw_started(const ctw_game *g);
EXPORT(ctw_seats) int ctw_seats(const ctw_game *g);
EXPORT(ctw_to_move) int ctw_to_move(const ctw_game *g);
EXPORT(ctw_over) int ctw_over(const ctw_game *g);
EXPORT(ctw_at) int ctw_at(const ctw_game *g);
EXPORT(ctw_game_name) const char *ctw_game_name(const ctw_game *g);
EXPORT(ctw_options) char *ctw_options(const ctw_game *g);
EXPORT(ctw_prompt) char *ctw_prompt(const ctw_game *g);
EXPORT(ctw_apply) int ctw_apply(ctw_game *g, int option);
EXPORT(ctw_apply_name) int ctw_apply_name(ctw_game *g, const char *name);
EXPORT(ctw_undo) int ctw_undo(ctw_game *g, int count);
EXPORT(ctw_undo_refusal) char *ctw_undo_refusal(const ctw_game *g, int seat);
EXPORT(ctw_view) char *ctw_view(const ctw_game *g, int seat);
EXPORT(ctw_seat_labels) char *ctw_seat_labels(const ctw_game *g);
EXPORT(ctw_result) char *ctw_result(const ctw_game *g);
EXPORT(ctw_narration) char *ctw_narration(const ctw_game *g, int seat);
EXPORT(ctw_set_seat) int ctw_set_seat(ctw_game *g, int seat, const char *bot, const char *name);
EXPORT(ctw_bot_choose) int ctw_bot_choose(ctw_game *g, const char *agent, uint64_t seed);
EXPORT(ctw_record) char *ctw_record(ctw_game *g);
EXPORT(ctw_cards) char *ctw_cards(const ctw_game *g);

#endif
