/* games.c: the registry of games compiled into libcardtable, and what their
 * ct_game tables share. */
#include <string.h>

#include "cardtable.h"
#include "redrising.h"
#include "rone.h"

static const ct_game *const games[] = {&rr_game, &rone_game};

const ct_game *ct_find_game(const char *name) {
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i]->name, name) == 0) return games[i];
    return NULL;
}

void ct_win_shares(uint32_t winners, int players, bool over, double *out) {
    int k = __builtin_popcount(winners);
    for (int p = 0; p < players; p++) out[p] = over && (winners >> p & 1) ? 1.0 / k : 0.0;
}
