/* json_out.c: JSON written straight into text (json_out.h), and the two shapes every front
 * end draws from: a seat's view (ct_view) and a result (ct_result), as the server's HTTP
 * contract has them. libc only, for the WebAssembly build. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_out.h"

static void put(json_out *j, const char *s, size_t n) {
    if (j->failed) return;
    if (j->len + n + 1 > j->cap) {
        size_t cap = j->cap ? j->cap : 1024;
        while (cap < j->len + n + 1) cap *= 2;
        char *bigger = realloc(j->text, cap);
        if (!bigger) {
            j->failed = true;
            return;
        }
        j->text = bigger;
        j->cap = cap;
    }
    memcpy(j->text + j->len, s, n);
    j->len += n;
    j->text[j->len] = 0;
}

/* The comma before a value or a key, unless it is the first of its object or array (or
 * the value of the key just written). */
static void separate(json_out *j) {
    if (j->after_key) {
        j->after_key = false;
        return;
    }
    if (j->depth > 0 && !j->first[j->depth]) put(j, ",", 1);
    if (j->depth > 0) j->first[j->depth] = false;
}

void jo_open(json_out *j, char bracket) {
    separate(j);
    put(j, &bracket, 1);
    if (j->depth + 1 < (int)(sizeof j->first / sizeof j->first[0]))
        j->depth++;
    else
        j->failed = true; /* deeper than any shape written here */
    j->first[j->depth] = true;
}

void jo_close(json_out *j, char bracket) {
    put(j, &bracket, 1);
    if (j->depth > 0) j->depth--;
}

void jo_string(json_out *j, const char *s) {
    separate(j);
    put(j, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        char esc[8];
        if (*p == '"' || *p == '\\') {
            esc[0] = '\\';
            esc[1] = (char)*p;
            put(j, esc, 2);
        } else if (*p == '\n')
            put(j, "\\n", 2);
        else if (*p == '\t')
            put(j, "\\t", 2);
        else if (*p == '\r')
            put(j, "\\r", 2);
        else if (*p < 0x20)
            put(j, esc, (size_t)snprintf(esc, sizeof esc, "\\u%04x", *p));
        else
            put(j, (const char *)p, 1); /* UTF-8 passes through as it is */
    }
    put(j, "\"", 1);
}

void jo_key(json_out *j, const char *key) {
    jo_string(j, key);
    put(j, ":", 1);
    j->after_key = true;
}

void jo_int(json_out *j, long long v) {
    char buf[32];
    separate(j);
    put(j, buf, (size_t)snprintf(buf, sizeof buf, "%lld", v));
}

void jo_bool(json_out *j, bool v) {
    separate(j);
    put(j, v ? "true" : "false", v ? 4 : 5);
}

void jo_null(json_out *j) {
    separate(j);
    put(j, "null", 4);
}

char *jo_finish(json_out *j) {
    if (j->failed || !j->text) {
        free(j->text);
        return NULL;
    }
    return j->text;
}

/* A seat number, or null for CT_VIEW_SHARED (no seat's). */
static void seat_or_null(json_out *j, int seat) {
    if (seat < 0)
        jo_null(j);
    else
        jo_int(j, seat);
}

static const char *const area_kinds[] = {"hand", "deck", "location", "battlefield", "graveyard", "stack", "pile"};

static void view_card(json_out *j, const ct_view *v, int index) {
    const ct_view_card *c = &v->card[index];
    jo_open(j, '{');
    jo_key(j, "id");
    if (c->id == CT_VIEW_UNKNOWN)
        jo_null(j);
    else
        jo_int(j, c->id);
    jo_key(j, "face");
    if (c->face == CT_VIEW_UNKNOWN)
        jo_null(j);
    else
        jo_int(j, c->face);
    jo_key(j, "name");
    jo_string(j, ct_view_str(v, c->name));
    jo_key(j, "face_down");
    jo_bool(j, c->flags & CT_CARD_FACE_DOWN);
    jo_key(j, "active");
    jo_bool(j, c->flags & CT_CARD_ACTIVE);
    jo_key(j, "seat");
    seat_or_null(j, c->seat);
    jo_key(j, "counters"); /* the counters naming this card */
    jo_open(j, '{');
    for (int k = 0; k < v->counter_count; k++) {
        if (v->counter[k].card != index) continue;
        jo_key(j, ct_view_str(v, v->counter[k].label));
        jo_int(j, v->counter[k].value);
    }
    jo_close(j, '}');
    jo_close(j, '}');
}

void jo_view(json_out *j, const ct_view *v) {
    jo_open(j, '{');
    jo_key(j, "seat");
    jo_int(j, v->seat);
    jo_key(j, "seats");
    jo_int(j, v->seats);
    jo_key(j, "to_move");
    jo_int(j, v->to_move);
    jo_key(j, "turn");
    jo_int(j, v->turn);
    jo_key(j, "over");
    jo_bool(j, v->over);
    jo_key(j, "truncated");
    jo_bool(j, v->truncated);
    jo_key(j, "status");
    jo_string(j, ct_view_str(v, v->status));
    jo_key(j, "prompt");
    jo_string(j, ct_view_str(v, v->prompt));
    jo_key(j, "options");
    jo_open(j, '[');
    for (int i = 0; i < v->option_count; i++) {
        jo_open(j, '{');
        jo_key(j, "value");
        jo_int(j, v->option[i].value);
        jo_key(j, "name");
        jo_string(j, ct_view_str(v, v->option[i].name));
        jo_key(j, "label");
        jo_string(j, ct_view_str(v, v->option[i].label));
        jo_close(j, '}');
    }
    jo_close(j, ']');
    jo_key(j, "areas");
    jo_open(j, '[');
    for (int a = 0; a < v->area_count; a++) {
        const ct_view_area *area = &v->area[a];
        jo_open(j, '{');
        jo_key(j, "label");
        jo_string(j, ct_view_str(v, area->label));
        jo_key(j, "kind");
        jo_string(j, area->kind < sizeof area_kinds / sizeof area_kinds[0] ? area_kinds[area->kind] : "pile");
        jo_key(j, "seat");
        seat_or_null(j, area->seat);
        jo_key(j, "size");
        jo_int(j, area->size);
        jo_key(j, "cards");
        jo_open(j, '[');
        for (int c = area->first_card; c < area->first_card + area->card_count && c < v->card_count; c++)
            view_card(j, v, c);
        jo_close(j, ']');
        jo_close(j, '}');
    }
    jo_close(j, ']');
    jo_key(j, "counters"); /* the seats' and the table's; a card's are in its card */
    jo_open(j, '[');
    for (int k = 0; k < v->counter_count; k++) {
        const ct_view_counter *n = &v->counter[k];
        if (n->card >= 0) continue;
        jo_open(j, '{');
        jo_key(j, "seat");
        seat_or_null(j, n->seat);
        jo_key(j, "label");
        jo_string(j, ct_view_str(v, n->label));
        jo_key(j, "value");
        jo_int(j, n->value);
        jo_close(j, '}');
    }
    jo_close(j, ']');
    jo_close(j, '}');
}

void jo_result(json_out *j, const ct_result *r) {
    if (!r->over) {
        jo_null(j);
        return;
    }
    jo_open(j, '{');
    jo_key(j, "over");
    jo_bool(j, true);
    jo_key(j, "winners");
    jo_open(j, '[');
    for (int s = 0; s < r->seats; s++)
        if (r->winners >> s & 1) jo_int(j, s);
    jo_close(j, ']');
    jo_key(j, "scores");
    jo_open(j, '[');
    for (int s = 0; s < r->seats; s++) jo_int(j, r->score[s]);
    jo_close(j, ']');
    jo_key(j, "ending");
    jo_string(j, ct_result_str(r, r->ending));
    jo_key(j, "lines");
    jo_open(j, '[');
    for (int i = 0; i < r->line_count; i++) {
        jo_open(j, '{');
        jo_key(j, "seat");
        jo_int(j, r->line[i].seat);
        jo_key(j, "points");
        jo_int(j, r->line[i].points);
        jo_key(j, "text");
        jo_string(j, ct_result_str(r, r->line[i].text));
        jo_close(j, '}');
    }
    jo_close(j, ']');
    jo_close(j, '}');
}
