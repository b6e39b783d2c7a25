/* gamelog.c: the game log, rebuilt from a game record by replaying it: what every
 * answer did, told for one observing seat (rr_narrate), Tull Au Toma's turns
 * included. Also the undo rule:
 * how far back a player may take back their own decisions. */
#include <stdlib.h>
#include <string.h>

#include "frontend.h"

static bool replay_prefix(const ct_record *rec, size_t n, rr_state *s) {
    ct_error err;
    return ct_record_replay(rec, n, s, &err) == CT_OK;
}

/* Tull Au Toma's opening turn, when she starts: no answer led to it. */
static void add_opening(const rr_state *s, gamelog_fn emit, void *ctx) {
    const rr_board *b = &s->now;
    if (b->automa < 0 || !b->turns_taken[b->automa]) return;
    for (int k = 0; k < 2; k++) {
        char text[400], line[440];
        automa_step_text(b, &b->automa_log[k], text, sizeof text);
        snprintf(line, sizeof line, "Tull Au Toma, %s", text);
        emit(ctx, line);
    }
}

bool gamelog_narrate(const ct_record *rec, size_t from, size_t upto, int observer, const rr_narrator *names,
                     gamelog_fn emit, void *ctx) {
    rr_state *s = malloc(sizeof *s), *before = malloc(sizeof *before);
    bool ok = s && before && replay_prefix(rec, from, s);
    if (ok && from == 0) add_opening(s, emit, ctx);
    if (upto > rec->count) upto = rec->count;
    for (size_t i = from; ok && i < upto; i++) {
        *before = *s;
        ct_error err;
        if (rr_apply(s, rec->answers[i], &err)) {
            ok = false;
            break;
        }
        char text[RR_NARRATION_SIZE];
        if (rr_narrate(before, rec->answers[i], s, observer, names, text, sizeof text)) emit(ctx, text);
    }
    if (ok && rr_is_over(s) && upto == rec->count && upto > from) emit(ctx, "The game is over.");
    free(s);
    free(before);
    return ok;
}

bool gamelog_build(const ct_record *rec, size_t upto, gamelog_fn emit, void *ctx) {
    rr_state *s = malloc(sizeof *s);
    if (!s || !replay_prefix(rec, 0, s)) {
        free(s);
        return false;
    }
    rr_narrator names;
    cli_style plain = {false, 0, NULL, 0};
    cli_narrator(&s->now, &plain, -1, &names);
    free(s);
    return gamelog_narrate(rec, 0, upto, -1, &names, emit, ctx);
}

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
        snprintf(why, size, "a card was revealed%s since that decision: it stands", fe == &cli_frontend_rr ? " or the die rolled" : "");
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
