/* frontend.c: the games `cardtable play` and `replay` know, by --game ID or by a
 * record's game, and room enough for any of their states. */
#include <string.h>

#include "frontend.h"

static const cli_frontend *const frontends[] = {&cli_frontend_rr, &cli_frontend_rone};
#define FRONTEND_COUNT (sizeof frontends / sizeof frontends[0])

const cli_frontend *cli_find_frontend(const char *id) {
    for (size_t i = 0; i < FRONTEND_COUNT; i++)
        if (!strcmp(frontends[i]->id, id)) return frontends[i];
    return NULL;
}

const cli_frontend *cli_frontend_of(const ct_game *game) {
    for (size_t i = 0; i < FRONTEND_COUNT; i++)
        if (frontends[i]->game == game) return frontends[i];
    return NULL;
}

size_t cli_state_size(void) {
    size_t size = 0;
    for (size_t i = 0; i < FRONTEND_COUNT; i++)
        if (frontends[i]->game->state_size > size) size = frontends[i]->game->state_size;
    return size;
}
