/* json_out.h: JSON written straight into a growing text (libc only), for the WebAssembly
 * build's answers (wasm/api.c): a seat's view, a result, a list of options or cards, in
 * the shapes of the server's HTTP contract (VIEW_JSON: the `view`, `result` and cards).
 * Named jo_ so that the native test reading it back with jansson (json_) links both. */
#ifndef CT_JSON_OUT_H
#define CT_JSON_OUT_H

#include <stdbool.h>
#include <stddef.h>

#include "cardtable.h"
#include "ct_view.h"

typedef struct json_out {
    char *text;  /* NUL-terminated; owned until jo_finish hands it over */
    size_t len, cap;
    bool failed; /* out of memory: jo_finish gives NULL */
    int depth;
    bool first[32];  /* nothing written yet in the object or array open at each depth */
    bool after_key;
} json_out;

void jo_open(json_out *j, char bracket);  /* '{' or '[' */
void jo_close(json_out *j, char bracket); /* '}' or ']' */
void jo_key(json_out *j, const char *key);
void jo_string(json_out *j, const char *s);
void jo_int(json_out *j, long long v);
void jo_bool(json_out *j, bool v);
void jo_null(json_out *j);
/* The text (malloc'd: the caller frees it), or NULL when memory ran out. */
char *jo_finish(json_out *j);

/* A seat's view as the contract's `view` object (its options carry name and label). */
void jo_view(json_out *j, const ct_view *v);
/* A result as the contract's `result`: null while the game goes on. */
void jo_result(json_out *j, const ct_result *r);

#endif
