/* gamelog.c: Red Rising's game log, rebuilt from a game record by replaying it: what
 * every answer did, told for one observing seat (rr_narrate), Tull Au Toma's turns
 * included. (The undo rule for every game is undo.c's.) */
#include <stdlib.h>
#include <string.h>

#include "frontend.h"

static bool replay_prefix(const ct_record *rec, size_t n, rr_state *s) {
    ct_error err;
    return ct_record_replay(rec, n, s, &err) == CT_OK;
}

/* Tull Au Toma's opening turn, when she starts: no answer led to it. */
void gamelog_opening(const rr_board *b, gamelog_fn emit, void *ctx) {
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
    if (ok && from == 0) gamelog_opening(&s->now, emit, ctx);
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
