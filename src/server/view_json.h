/* view_json.h: the game-agnostic JSON of a seat's view, a game's result and its card
 * texts (the shapes of the HTTP contract, docs/CLI.md), written over json_text.h. Only
 * the C library and the ct_game interface: the server and the WebAssembly build share it. */
#ifndef CT_VIEW_JSON_H
#define CT_VIEW_JSON_H

#include "cardtable.h"
#include "ct_view.h"
#include "json_text.h"

/* The view as an object: seat, seats, to_move, turn, over, truncated, status, prompt,
 * options, areas (each card with its own counters), counters (the seats'). */
void jt_view(json_text *t, const ct_view *v);
/* The result as an object (over, winners, scores, ending, lines), or null while the game
 * goes on. */
void jt_result(json_text *t, const ct_result *r);
/* Every face of the card set state plays with: [{face, name, text}, ...] (card_text for
 * faces 0.. until it says there is none). */
void jt_cards(json_text *t, const ct_game *game, const void *state);

#endif
