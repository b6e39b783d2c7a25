/* kuhn_internal.h: what Kuhn poker's two files share (game.c, the rules; observe.c,
 * the presentation half of its ct_game). */
#ifndef KUHN_INTERNAL_H
#define KUHN_INTERNAL_H

#include "kuhn.h"

/* Is the seat to move facing a bet (its options are then fold and call)? */
bool kuhn_facing_bet(const kuhn_state *s);
/* Bets made so far (a call counts as a bet). */
static inline int kuhn_bets(const kuhn_state *s) {
    int bets = 0;
    for (int i = 0; i < s->moves; i++) bets += s->history[i] == KUHN_BET;
    return bets;
}

void kuhn_observe(const void *state, int seat, struct ct_view *out);
size_t kuhn_narrate(const void *before, int option, const void *after, int seat, const char *const *names, char *buf,
                    size_t size);
bool kuhn_card_text(const void *state, int face, char *name, size_t name_size, char *text, size_t text_size);
void kuhn_result(const void *state, struct ct_result *out);

#endif
