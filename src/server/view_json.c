/* view_json.c: a ct_view, a ct_result and a card set as the JSON of the HTTP contract
 * (docs/CLI.md), generically: whatever game observe()d, the same keys. The view holds
 * only what its seat may know, so this writes only that. Only the C library. */
#include <stdio.h>
#include <stdlib.h>

#include "view_json.h"

static const char *const area_kinds[] = {"hand", "deck", "location", "battlefield", "graveyard", "stack", "pile"};

static void seat_or_null(json_text *t, int seat) {
    if (seat < 0) jt_null(t);
    else jt_int(t, seat);
}

static void known_or_null(json_text *t, unsigned value) {
    if (value == CT_VIEW_UNKNOWN) jt_null(t);
    else jt_int(t, value);
}

static void card_json(json_text *t, const ct_view *v, int index) {
    const ct_view_card *c = &v->card[index];
    jt_open(t, '{');
    jt_key(t, "id");
    known_or_null(t, c->id);
    jt_key(t, "face");
    known_or_null(t, c->face);
    jt_key(t, "name");
    jt_string(t, ct_view_str(v, c->name));
    jt_key(t, "face_down");
    jt_bool(t, (c->flags & CT_CARD_FACE_DOWN) != 0);
    jt_key(t, "active");
    jt_bool(t, (c->flags & CT_CARD_ACTIVE) != 0);
    jt_key(t, "seat");
    seat_or_null(t, c->seat);
    jt_key(t, "counters");
    jt_open(t, '{');
    for (int k = 0; k < v->counter_count; k++)
        if (v->counter[k].card == index) {
            jt_key(t, ct_view_str(v, v->counter[k].label));
            jt_int(t, v->counter[k].value);
        }
    jt_close(t, '}');
    jt_close(t, '}');
}

void jt_view(json_text *t, const ct_view *v) {
    jt_open(t, '{');
    jt_key(t, "seat");
    jt_int(t, v->seat);
    jt_key(t, "seats");
    jt_int(t, v->seats);
    jt_key(t, "to_move");
    jt_int(t, v->to_move);
    jt_key(t, "turn");
    jt_int(t, v->turn);
    jt_key(t, "over");
    jt_bool(t, v->over);
    jt_key(t, "truncated");
    jt_bool(t, v->truncated);
    jt_key(t, "status");
    jt_string(t, ct_view_str(v, v->status));
    jt_key(t, "prompt");
    jt_string(t, ct_view_str(v, v->prompt));
    jt_key(t, "options");
    jt_open(t, '[');
    for (int i = 0; i < v->option_count; i++) {
        jt_open(t, '{');
        jt_key(t, "value");
        jt_int(t, v->option[i].value);
        jt_key(t, "name");
        jt_string(t, ct_view_str(v, v->option[i].name));
        jt_key(t, "label");
        jt_string(t, ct_view_str(v, v->option[i].label));
        jt_close(t, '}');
    }
    jt_close(t, ']');
    jt_key(t, "areas");
    jt_open(t, '[');
    for (int a = 0; a < v->area_count; a++) {
        const ct_view_area *area = &v->area[a];
        jt_open(t, '{');
        jt_key(t, "label");
        jt_string(t, ct_view_str(v, area->label));
        jt_key(t, "kind");
        jt_string(t, area->kind < sizeof area_kinds / sizeof area_kinds[0] ? area_kinds[area->kind] : "pile");
        jt_key(t, "seat");
        seat_or_null(t, area->seat);
        jt_key(t, "size");
        jt_int(t, area->size);
        jt_key(t, "cards");
        jt_open(t, '[');
        for (int c = area->first_card; c < area->first_card + area->card_count && c < v->card_count; c++) card_json(t, v, c);
        jt_close(t, ']');
        jt_close(t, '}');
    }
    jt_close(t, ']');
    jt_key(t, "counters");
    jt_open(t, '[');
    for (int k = 0; k < v->counter_count; k++) {
        const ct_view_counter *c = &v->counter[k];
        if (c->card >= 0) continue; /* with its card */
        jt_open(t, '{');
        jt_key(t, "seat");
        seat_or_null(t, c->seat);
        jt_key(t, "label");
        jt_string(t, ct_view_str(v, c->label));
        jt_key(t, "value");
        jt_int(t, c->value);
        jt_close(t, '}');
    }
    jt_close(t, ']');
    jt_close(t, '}');
}

void jt_result(json_text *t, const ct_result *r) {
    if (!r->over) {
        jt_null(t);
        return;
    }
    jt_open(t, '{');
    jt_key(t, "over");
    jt_bool(t, true);
    jt_key(t, "winners");
    jt_open(t, '[');
    for (int p = 0; p < r->seats && p < CT_MAX_SEATS; p++)
        if (r->winners >> p & 1) jt_int(t, p);
    jt_close(t, ']');
    jt_key(t, "scores");
    jt_open(t, '[');
    for (int p = 0; p < r->seats && p < CT_MAX_SEATS; p++) jt_int(t, r->score[p]);
    jt_close(t, ']');
    jt_key(t, "ending");
    jt_string(t, ct_result_str(r, r->ending));
    jt_key(t, "truncated");
    jt_bool(t, r->truncated);
    jt_key(t, "lines");
    jt_open(t, '[');
    for (int i = 0; i < r->line_count; i++) {
        jt_open(t, '{');
        jt_key(t, "seat");
        seat_or_null(t, r->line[i].seat);
        jt_key(t, "points");
        jt_int(t, r->line[i].points);
        jt_key(t, "text");
        jt_string(t, ct_result_str(r, r->line[i].text));
        jt_close(t, '}');
    }
    jt_close(t, ']');
    jt_close(t, '}');
}

void jt_cards(json_text *t, const ct_game *game, const void *state) {
    char name[CT_NAME_SIZE], text[4096];
    jt_open(t, '[');
    for (int face = 0; face < CT_VIEW_UNKNOWN && game->card_text(state, face, name, sizeof name, text, sizeof text); face++) {
        jt_open(t, '{');
        jt_key(t, "face");
        jt_int(t, face);
        jt_key(t, "name");
        jt_string(t, name);
        jt_key(t, "text");
        jt_string(t, text);
        jt_close(t, '}');
    }
    jt_close(t, ']');
}
