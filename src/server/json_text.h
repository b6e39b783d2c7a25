/* json_text.h: JSON written straight into text (json_text.c), as jansson's
 * json_dumps(JSON_COMPACT) would write the same values. Only the C library: the server,
 * the view serializer (view_json.c) and the WebAssembly build share it. */
#ifndef CT_JSON_TEXT_H
#define CT_JSON_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#define JSON_TEXT_DEPTH 16
typedef struct json_text {
    char *text;
    size_t len, cap;
    bool failed; /* out of memory (or nested too deep): jt_finish gives NULL */
    bool after_key;
    int depth;
    bool first[JSON_TEXT_DEPTH];
} json_text;
void jt_open(json_text *t, char bracket); /* '{' or '[' */
void jt_close(json_text *t, char bracket); /* '}' or ']' */
void jt_key(json_text *t, const char *key);
void jt_string(json_text *t, const char *s);
void jt_int(json_text *t, long long v);
void jt_bool(json_text *t, bool v);
void jt_null(json_text *t);
/* A value already written as JSON text (copied as it is). */
void jt_raw(json_text *t, const char *json);
/* The text (the caller frees it), or NULL if it could not be written. */
char *jt_finish(json_text *t);

#endif
