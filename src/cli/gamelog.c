/* gamelog.c: the game log, rebuilt from a game record by replaying it: who answered
 * what ("You: lead Darrow to Mars"), and what Tull Au Toma did. Also the undo rule:
 * how far back a player may take back their own decisions. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static bool replay_prefix(const ct_record *rec, size_t n, rr_state *s) {
    ct_error err;
    return ct_record_replay(rec, n, s, &err) == CT_OK;
}

static void add_automa_lines(const rr_state *s, uint16_t *seen, gamelog_fn emit, void *ctx) {
    const rr_board *b = &s->now;
    if (b->automa < 0 || b->turns_taken[b->automa] == *seen) return;
    *seen = b->turns_taken[b->automa];
    for (int k = 0; k < 2; k++) {
        char text[400], line[440];
        automa_step_text(b, &b->automa_log[k], text, sizeof text);
        snprintf(line, sizeof line, "Tull Au Toma, %s", text);
        emit(ctx, line);
    }
}

bool gamelog_build(const ct_record *rec, size_t upto, gamelog_fn emit, void *ctx) {
    rr_state *s = malloc(sizeof *s);
    if (!s || !replay_prefix(rec, 0, s)) {
        free(s);
        return false;
    }
    uint16_t seen = 0;
    if (upto > rec->count) upto = rec->count;
    for (size_t i = 0; i < upto; i++) {
        add_automa_lines(s, &seen, emit, ctx);
        char who[64], name[CT_NAME_SIZE], line[CT_NAME_SIZE + 72];
        player_name(&s->now, rr_to_move(s), who, sizeof who);
        rr_option_name(s, rec->answers[i], name, sizeof name);
        snprintf(line, sizeof line, "%s: %s", who, name);
        emit(ctx, line);
        ct_error err;
        if (rr_apply(s, rec->answers[i], &err)) {
            free(s);
            return false;
        }
    }
    add_automa_lines(s, &seen, emit, ctx);
    if (rr_is_over(s) && upto == rec->count) emit(ctx, "The game is over.");
    free(s);
    return true;
}

int undo_point(const ct_record *rec, const rr_state *now, char *why, size_t size) {
    if (!rec->count) {
        snprintf(why, size, "nothing to undo yet");
        return -1;
    }
    rr_state *s = malloc(sizeof *s);
    if (!s) return -1;
    int result = -1;
    size_t k = rec->count - 1;
    if (!replay_prefix(rec, k, s)) {
        snprintf(why, size, "the record does not replay");
    } else if (s->now.reveals != now->now.reveals) {
        snprintf(why, size, "a card was revealed or the die rolled since that decision: it stands");
    } else if (rr_is_over(now) || rr_to_move(s) != rr_to_move(now)) {
        char who[64];
        player_name(&s->now, rr_to_move(s), who, sizeof who);
        snprintf(why, size, "the last decision was %s's: only your own can be undone", who);
    } else {
        result = (int)k;
    }
    free(s);
    return result;
}
