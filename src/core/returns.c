/* returns.c: what a finished game pays each seat, for the games' ct_game.returns. */
#include "cardtable.h"

void ct_win_shares(uint32_t winners, int players, bool over, double *out) {
    int k = __builtin_popcount(winners);
    for (int p = 0; p < players; p++) out[p] = over && (winners >> p & 1) ? 1.0 / k : 0.0;
}
