/* frontend.c: the games `cardtable play` and `replay` know, by --game ID or by a
 * record's game: a game's own front end (front_rr.c, front_rone.c), else, for any game in
 * the registry, the generic one drawn from its view (front_view.c); and room enough for
 * any of their states. */
#include <stdio.h>
#include <string.h>

#include "frontend.h"

static const cli_frontend *const frontends[] = {&cli_frontend_rr, &cli_frontend_rone};
#define FRONTEND_COUNT (sizeof frontends / sizeof frontends[0])

const cli_frontend *cli_find_frontend(const char *id, cli_frontend *room) {
    for (size_t i = 0; i < FRONTEND_COUNT; i++)
        if (!strcmp(frontends[i]->id, id)) return frontends[i];
    const ct_game *game = ct_find_game(id);
    return game ? cli_frontend_of(game, room) : NULL;
}

const cli_frontend *cli_frontend_of(const ct_game *game, cli_frontend *room) {
    for (size_t i = 0; i < FRONTEND_COUNT; i++)
        if (frontends[i]->game == game) return frontends[i];
    for (int i = 0; ct_game_at(i); i++)
        if (ct_game_at(i) == game && game->version >= 2 && cli_view_frontend(i)) {
            *room = *cli_view_frontend(i);
            room->id = room->title = game->name;
            room->game = game;
            return room;
        }
    return NULL;
}

size_t cli_state_size(void) {
    size_t size = 0;
    for (int i = 0; ct_game_at(i); i++)
        if (ct_game_at(i)->state_size > size) size = ct_game_at(i)->state_size;
    return size;
}

void cli_game_list(char *buf, size_t size, const char *last) {
    size_t n = 0;
    int count = 0;
    while (ct_game_at(count)) count++;
    buf[0] = '\0';
    for (int i = 0; i < count && n < size; i++)
        n += (size_t)snprintf(buf + n, size - n, "%s%s", i == 0 ? "" : i == count - 1 ? last : ", ", ct_game_at(i)->name);
}
