/* undo.c: the undo rule, once for every game (play; frontend.h's cli_undo_point): a player
 * takes back only their own last decision, and nothing revealed since it. */
#include <stdio.h>
#include <stdlib.h>

#include "frontend.h"

int cli_undo_point(const cli_frontend *fe, const ct_record *rec, const void *now, int *others, char *why, size_t size) {
    if (others) *others = -1;
    if (!rec->count) {
        snprintf(why, size, "nothing to undo yet");
        return -1;
    }
    const ct_game *g = fe->game;
    void *s = malloc(g->state_size);
    if (!s) return -1;
    int result = -1;
    size_t k = rec->count - 1;
    ct_error err;
    if (ct_record_replay(rec, k, s, &err) != CT_OK) {
        snprintf(why, size, "the record does not replay");
    } else if (g->reveal_count(s) != g->reveal_count(now)) {
        snprintf(why, size, "a card was revealed%s since that decision: it stands", fe->undo_also_revealed ? fe->undo_also_revealed : "");
    } else if (g->is_over(now) || g->to_move(s) != g->to_move(now)) {
        char who[64];
        int seat = g->to_move(s);
        fe->plain_name(s, seat, who, sizeof who);
        if (seat >= 0 && seat < CT_MAX_SEATS && rec->seat_name[seat][0]) snprintf(who, sizeof who, "%s", rec->seat_name[seat]); /* --names */
        snprintf(why, size, "the last decision was %s's: only your own can be undone", who);
        if (others) *others = seat;
    } else {
        result = (int)k;
    }
    free(s);
    return result;
}
