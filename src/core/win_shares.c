/* win_shares.c: what the games' ct_game tables share: the share of a finished game's
 * victory (in a file of its own: the standalone RONE fuzz test links it without the
 * registry of games, games.c). */
#include "cardtable.h"

void ct_win_shares(uint32_t winners, int players, bool over, double *out) {
    int k = __builtin_popcount(winners);
    for (int p = 0; p < players; p++) out[p] = over && (winners >> p & 1) ? 1.0 / k : 0.0;
}
