/* policy.c: the uniform random playout policy every game shares (cardtable.h). The
 * games' ask (src/core/replay.h) recognise it and draw the k-th option of the set
 * without listing the options: the same answer, the same random state. */
#include "cardtable.h"

int ct_uniform_policy(void *ctx, int seat, const uint16_t *options, int count) {
    (void)seat;
    (void)options;
    return ct_uniform_draw(ctx, count);
}
