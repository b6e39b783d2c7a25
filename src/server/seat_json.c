/* seat_json.c: what one seat (or a spectator, seat -1) is shown of a game, as JSON,
 * for any game: its seats, the game's view for that seat (ct_game.observe: the one
 * door for hidden information, written by view_json.c), the log as that seat may read
 * it, the result once over, and beside them the fields the game's own server part adds
 * (Red Rising's board for today's page). Written straight into text (json_text.c): it is
 * the answer to every answer and read. */
#include <stdlib.h>

#include "server.h"
#include "view_json.h"

static const char *kind_name(int kind) {
    return kind == SEAT_PERSON ? "person" : kind == SEAT_BOT ? "bot" : "automa";
}

static void seats_json(json_text *t, const game *g, const ct_view *v) {
    jt_open(t, '[');
    for (int p = 0; p < g->seats; p++) {
        jt_open(t, '{');
        jt_key(t, "seat");
        jt_int(t, p);
        jt_key(t, "name");
        jt_string(t, g->seat[p].name);
        jt_key(t, "kind");
        jt_string(t, kind_name(g->seat[p].kind));
        jt_key(t, "label");
        jt_string(t, p < v->seats ? ct_view_str(v, v->seat_label[p]) : "");
        if (g->seat[p].kind == SEAT_BOT) {
            jt_key(t, "bot");
            jt_string(t, g->seat[p].agent);
        }
        jt_close(t, '}');
    }
    jt_close(t, ']');
}

char *game_seat_text(const game *g, int seat, size_t log_from) {
    ct_view *v = malloc(sizeof *v);
    ct_result *result = malloc(sizeof *result);
    if (!v || !result) {
        free(v);
        free(result);
        return NULL;
    }
    g->rules->observe(g->state, seat, v);
    g->rules->result(g->state, result);
    json_text out = {0};
    json_text *t = &out;
    char why[200];
    jt_open(t, '{');
    jt_key(t, "id");
    jt_string(t, g->id);
    jt_key(t, "game");
    jt_string(t, g->rules->name);
    jt_key(t, "mode");
    jt_string(t, g->mode);
    jt_key(t, "version");
    jt_int(t, (long long)g->version);
    jt_key(t, "at");
    jt_int(t, (long long)g->rec.count);
    jt_key(t, "seat");
    jt_int(t, seat);
    jt_key(t, "can_undo");
    jt_bool(t, game_can_undo(g, seat, why, sizeof why));
    jt_key(t, "seats");
    seats_json(t, g, v);
    jt_key(t, "view");
    jt_view(t, v);
    jt_key(t, "log_from");
    jt_int(t, (long long)log_from);
    jt_key(t, "log");
    jt_open(t, '[');
    for (size_t i = log_from; i < g->log_count; i++) {
        const char *text = log_line_text(&g->log[i], seat);
        if (!*text) continue;
        jt_open(t, '{');
        jt_key(t, "n");
        jt_int(t, (long long)i);
        jt_key(t, "text");
        jt_string(t, text);
        jt_close(t, '}');
    }
    jt_close(t, ']');
    jt_key(t, "result");
    jt_result(t, result);
    if (g->extras && g->extras->seat_fields) g->extras->seat_fields(t, g, seat);
    jt_close(t, '}');
    free(v);
    free(result);
    return jt_finish(t);
}

char *game_cards_text(const game *g) {
    json_text out = {0};
    jt_cards(&out, g->rules, g->state);
    return jt_finish(&out);
}
