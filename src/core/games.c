/* games.c: the registry of games compiled into libcardtable. */
#include <string.h>

#include "cardtable.h"
#include "kuhn.h"
#include "redrising.h"
#include "rone.h"

static const ct_game *const games[] = {&rr_game, &rone_game, &kuhn_game};

const ct_game *ct_find_game(const char *name) {
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i]->name, name) == 0) return games[i];
    return NULL;
}

const ct_game *ct_game_at(int index) {
    return index >= 0 && (size_t)index < sizeof games / sizeof games[0] ? games[index] : NULL;
}
