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

void json_open(json_out *j, char bracket) {
    separate(j);
    put(j, &bracket, 1);
    if (j->depth + 1 < (int)(sizeof j->first / sizeof j->first[0])) j->depth++;
    else j->failed = true; /* deeper than any shape written here */
    j->first[j->depth] = true;
}

void json_close(json_out *j, char bracket) {
    put(j, &bracket, 1);
    if (j->depth > 0) j->depth--;
}

void json_string(json_out *j, const char *s) {
    separate(j);
    put(j, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        char esc[8];
        if (*p == '"' || *p == '\\') {
            esc[0] = '\\';
            esc[1] = (char)*p;
            put(j, esc, 2);
        } else if (*p == '\n') put(j, "\\n", 2);
        else if (*p == '\t') put(j, "\\t", 2);
        else if (*p == '\r') put(j, "\\r", 2);
        else if (*p < 0x20) put(j, esc, (size_t)snprintf(esc, sizeof esc, "\\u%04x", *p));
        else put(j, (const char *)p, 1); /* UTF-8 passes through as it is */
    }
    put(j, "\"", 1);
}

void json_key(json_out *j, const char *key) {
    json_string(j, key);
    put(j, ":", 1);
    j->after_key = true;
}

void json_int(json_out *j, long long v) {
    char buf[32];
    separate(j);
    put(j, buf, (size_t)snprintf(buf, sizeof buf, "%lld", v));
}

void json_bool(json_out *j, bool v) {
    separate(j);
    put(j, v ? "true" : "false", v ? 4 : 5);
}

void json_null(json_out *j) {
    separate(j);
    put(j, "null", 4);
}

char *json_finish(json_out *j) {
    if (j->failed || !j->text) {
        free(j->text);
        return NULL;
    }
    return j->text;
}

/* A seat number, or null for CT_VIEW_SHARED (no seat's). */
static void seat_or_null(json_out *j, int seat) {
    if (seat < 0) json_null(j);
    else json_int(j, seat);
}

static const char *const area_kinds[] = {"hand", "deck", "location", "battlefield", "graveyard", "stack", "pile"};

static void view_card(json_out *j, const ct_view *v, int index) {
    const ct_view_card *c = &v->card[index];
    json_open(j, '{');
    json_key(j, "id");
    if (c->id == CT_VIEW_UNKNOWN) json_null(j);
    else json_int(j, c->id);
    json_key(j, "face");
    if (c->face == CT_VIEW_UNKNOWN) json_null(j);
    else json_int(j, c->face);
    json_key(j, "name");
    json_string(j, ct_view_str(v, c->name));
    json_key(j, "face_down");
    json_bool(j, c->flags & CT_CARD_FACE_DOWN);
    json_key(j, "active");
    json_bool(j, c->flags & CT_CARD_ACTIVE);
    json_key(j, "seat");
    seat_or_null(j, c->seat);
    json_key(j, "counters"); /* the counters naming this card */
    json_open(j, '{');
    for (int k = 0; k < v->counter_count; k++) {
        if (v->counter[k].card != index) continue;
        json_key(j, ct_view_str(v, v->counter[k].label));
        json_int(j, v->counter[k].value);
    }
    json_close(j, '}');
    json_close(j, '}');
}

void json_view(json_out *j, const ct_view *v) {
    json_open(j, '{');
    json_key(j, "seat");
    json_int(j, v->seat);
    json_key(j, "seats");
    json_int(j, v->seats);
    json_key(j, "to_move");
    json_int(j, v->to_move);
    json_key(j, "turn");
    json_int(j, v->turn);
    json_key(j, "over");
    json_bool(j, v->over);
    json_key(j, "truncated");
    json_bool(j, v->truncated);
    json_key(j, "status");
    json_string(j, ct_view_str(v, v->status));
    json_key(j, "prompt");
    json_string(j, ct_view_str(v, v->prompt));
    json_key(j, "options");
    json_open(j, '[');
    for (int i = 0; i < v->option_count; i++) {
        json_open(j, '{');
        json_key(j, "value");
        json_int(j, v->option[i].value);
        json_key(j, "name");
        json_string(j, ct_view_str(v, v->option[i].name));
        json_key(j, "label");
        json_string(j, ct_view_str(v, v->option[i].label));
        json_close(j, '}');
    }
    json_close(j, ']');
    json_key(j, "areas");
    json_open(j, '[');
    for (int a = 0; a < v->area_count; a++) {
        const ct_view_area *area = &v->area[a];
        json_open(j, '{');
        json_key(j, "label");
        json_string(j, ct_view_str(v, area->label));
        json_key(j, "kind");
        json_string(j, area->kind < sizeof area_kinds / sizeof area_kinds[0] ? area_kinds[area->kind] : "pile");
        json_key(j, "seat");
        seat_or_null(j, area->seat);
        json_key(j, "size");
        json_int(j, area->size);
        json_key(j, "cards");
        json_open(j, '[');
        for (int c = area->first_card; c < area->first_card + area->card_count && c < v->card_count; c++) view_card(j, v, c);
        json_close(j, ']');
        json_close(j, '}');
    }
    json_close(j, ']');
    json_key(j, "counters"); /* the seats' and the table's; a card's are in its card */
    json_open(j, '[');
    for (int k = 0; k < v->counter_count; k++) {
        const ct_view_counter *n = &v->counter[k];
        if (n->card >= 0) continue;
        json_open(j, '{');
        json_key(j, "seat");
        seat_or_null(j, n->seat);
        json_key(j, "label");
        json_string(j, ct_view_str(v, n->label));
        json_key(j, "value");
        json_int(j, n->value);
        json_close(j, '}');
    }
    json_close(j, ']');
    json_close(j, '}');
}

void json_result(json_out *j, const ct_result *r) {
    if (!r->over) {
        json_null(j);
        return;
    }
    json_open(j, '{');
    json_key(j, "over");
    json_bool(j, true);
    json_key(j, "winners");
    json_open(j, '[');
    for (int s = 0; s < r->seats; s++)
        if (r->winners >> s & 1) json_int(j, s);
    json_close(j, ']');
    json_key(j, "scores");
    json_open(j, '[');
    for (int s = 0; s < r->seats; s++) json_int(j, r->score[s]);
    json_close(j, ']');
    json_key(j, "ending");
    json_string(j, ct_result_str(r, r->ending));
    json_key(j, "lines");
    json_open(j, '[');
    for (int i = 0; i < r->line_count; i++) {
        json_open(j, '{');
        json_key(j, "seat");
        json_int(j, r->line[i].seat);
        json_key(j, "points");
        json_int(j, r->line[i].points);
        json_key(j, "text");
        json_string(j, ct_result_str(r, r->line[i].text));
        json_close(j, '}');
    }
    json_close(j, ']');
    json_close(j, '}');
}
