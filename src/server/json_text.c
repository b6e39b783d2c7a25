/* json_text.c: JSON written straight into text, for the server's busiest answer (a
 * seat's state after every answer and read): no tree of nodes to build, dump and free.
 * Only the C library (json_text.h): the WebAssembly build writes its answers with it too.
 * It writes what jansson's json_dumps(JSON_COMPACT) writes for the same values (the
 * same separators, escapes and integer form), so the page reads the same bytes. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_text.h"

static void put(json_text *t, const char *s, size_t n) {
    if (t->failed) return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 4096;
        while (cap < t->len + n + 1) cap *= 2;
        char *bigger = realloc(t->text, cap);
        if (!bigger) {
            t->failed = true;
            return;
        }
        t->text = bigger;
        t->cap = cap;
    }
    memcpy(t->text + t->len, s, n);
    t->len += n;
    t->text[t->len] = 0;
}

/* The comma before a value or a key, unless it is the first in its object or array
 * (or the value of the key just written). */
static void separate(json_text *t) {
    if (t->after_key) {
        t->after_key = false;
        return;
    }
    if (t->depth > 0 && !t->first[t->depth]) put(t, ",", 1);
    t->first[t->depth] = false;
}

void jt_open(json_text *t, char bracket) {
    separate(t);
    put(t, &bracket, 1);
    if (t->depth + 1 < JSON_TEXT_DEPTH) t->depth++;
    else t->failed = true; /* deeper than any answer of ours */
    t->first[t->depth] = true;
}

void jt_close(json_text *t, char bracket) {
    put(t, &bracket, 1);
    if (t->depth > 0) t->depth--;
}

void jt_string(json_text *t, const char *s) {
    separate(t);
    put(t, "\"", 1);
    const char *run = s;
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch >= 0x20 && ch != '"' && ch != '\\') continue;
        put(t, run, (size_t)(s - run));
        char esc[8];
        const char *short_form = ch == '"' ? "\\\"" : ch == '\\' ? "\\\\" : ch == '\b' ? "\\b" : ch == '\f' ? "\\f"
                                 : ch == '\n' ? "\\n" : ch == '\r' ? "\\r" : ch == '\t' ? "\\t" : NULL;
        if (!short_form) snprintf(esc, sizeof esc, "\\u%04X", ch);
        put(t, short_form ? short_form : esc, strlen(short_form ? short_form : esc));
        run = s + 1;
    }
    put(t, run, (size_t)(s - run));
    put(t, "\"", 1);
}

void jt_key(json_text *t, const char *key) {
    jt_string(t, key);
    put(t, ":", 1);
    t->after_key = true;
}

void jt_int(json_text *t, long long v) {
    char digits[24], *d = digits + sizeof digits; /* written backwards (snprintf costs ten times more) */
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do *--d = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0) *--d = '-';
    separate(t);
    put(t, d, (size_t)(digits + sizeof digits - d));
}

void jt_bool(json_text *t, bool v) {
    separate(t);
    put(t, v ? "true" : "false", v ? 4 : 5);
}

void jt_null(json_text *t) {
    separate(t);
    put(t, "null", 4);
}

void jt_raw(json_text *t, const char *json) {
    separate(t);
    put(t, json, strlen(json));
}

char *jt_finish(json_text *t) {
    if (!t->failed && t->text) return t->text;
    free(t->text);
    t->text = NULL;
    return NULL;
}
