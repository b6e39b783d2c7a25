/* json_jansson.c: a value built with jansson written into a json_text (the rare parts
 * of an answer, such as Red Rising's scorepad card by card). Kept apart from json_text.c
 * so that the writer itself needs only the C library. */
#include <stdlib.h>

#include "server.h"

void jt_json(json_text *t, json_t *value) {
    char *text = value ? json_dumps(value, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
    json_decref(value);
    if (!text) {
        t->failed = true;
        return;
    }
    jt_raw(t, text);
    free(text);
}
