/* policy.c: the uniform random playout policies every game shares (cardtable.h): one
 * stream for every seat, or one stream per seat. The games' ask (src/core/replay.h)
 * recognise them and draw the k-th option of the set without listing the options: the
 * same answer, the same random state. */
#include "cardtable.h"

int ct_uniform_policy(void *ctx, int seat, const uint16_t *options, int count) {
    (void)seat;
    (void)options;
    return ct_uniform_draw(ctx, count);
}

int ct_seat_uniform_policy(void *ctx, int seat, const uint16_t *options, int count) {
    ct_seat_streams *streams = ctx;
    if (!(streams->seats >> seat & 1)) return -1;
    int i = ct_uniform_draw(&streams->rng[seat], count);
    if (streams->answered) streams->answered(streams->answered_ctx, seat, options[i]);
    return i;
}
