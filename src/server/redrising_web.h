/* redrising_web.h: Red Rising's parts of the server shared between its files:
 * the scorepad card by card (tools.c), for game_redrising.c's seat fields and /api/score. */
#ifndef CT_REDRISING_WEB_H
#define CT_REDRISING_WEB_H

#include <jansson.h>

#include "redrising.h"

/* The scorepad card by card; names[seat] are the players. */
json_t *scorepad_json(const rr_board *b, const rr_scorepad *pad, const char (*names)[64]);

#endif
