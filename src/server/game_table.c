/* game_table.c: each game's own part of the server, by the game's name. A game that
 * needs none (Kuhn poker) has no line: it is played from its ct_game table alone. */
#include <stdio.h>
#include <string.h>

#include "server.h"

extern const server_game server_game_redrising, server_game_rone;

static const server_game *const own_parts[] = {&server_game_redrising, &server_game_rone};

const server_game *server_game_find(const char *name) {
    for (size_t i = 0; i < sizeof own_parts / sizeof own_parts[0]; i++)
        if (!strcmp(own_parts[i]->name, name)) return own_parts[i];
    return NULL;
}

void server_game_names(char *buf, size_t size) {
    size_t n = 0;
    *buf = 0;
    for (int i = 0; ct_game_at(i) && n < size; i++)
        n += (size_t)snprintf(buf + n, size - n, "%s%s", i ? ", " : "", ct_game_at(i)->name);
}
