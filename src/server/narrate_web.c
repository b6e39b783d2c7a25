/* narrate_web.c: the web log's words: for each answer, what it did as each seat may
 * know it (the game's narration: ct_game.narrate with the seats' names, or the game's
 * own server part's, "you" for the reader), and as a spectator may, kept per log line
 * with equal texts stored once, so that a request reads the log without replaying
 * anything. */
#include <stdlib.h>
#include <string.h>

#include "server.h"

#define NARRATION_SIZE 1024

/* Adds text to the pool unless an equal text is there already; its offset, or -1. */
static int pool_add(char *pool, size_t *used, size_t size, const char *text) {
    for (size_t at = 0; at < *used; at += strlen(pool + at) + 1)
        if (!strcmp(pool + at, text)) return (int)at;
    size_t n = strlen(text) + 1;
    if (*used + n > size || *used > LOG_NO_TEXT - 1) return -1;
    memcpy(pool + *used, text, n);
    size_t at = *used;
    *used += n;
    return (int)at;
}

bool log_line_same(const char *text, log_line *out) {
    out->texts = strdup(text);
    if (!out->texts) return false;
    memset(out->at, 0, sizeof out->at);
    return true;
}

static void narrate_for(const game *g, const void *before, int option, const void *after, int reader, char *text) {
    if (g->extras && g->extras->narrate) {
        g->extras->narrate(g, before, option, after, reader, text, NARRATION_SIZE);
        return;
    }
    const char *names[CT_MAX_SEATS] = {0};
    for (int p = 0; p < g->seats; p++)
        if (g->seat[p].kind != SEAT_AUTOMA && g->seat[p].name[0]) names[p] = g->seat[p].name;
    g->rules->narrate(before, option, after, reader, names, text, NARRATION_SIZE);
}

bool log_line_narrate(const game *g, const void *before, int option, const void *after, log_line *out) {
    char pool[(CT_MAX_SEATS + 1) * NARRATION_SIZE];
    size_t used = 0;
    for (int r = 0; r <= CT_MAX_SEATS; r++) out->at[r] = LOG_NO_TEXT;
    for (int reader = -1; reader < g->seats; reader++) {
        if (reader >= 0 && g->seat[reader].kind != SEAT_PERSON) continue; /* only people read the log */
        char text[NARRATION_SIZE];
        narrate_for(g, before, option, after, reader, text);
        int at = pool_add(pool, &used, sizeof pool, text);
        if (at < 0) return false;
        out->at[reader + 1] = (uint16_t)at;
    }
    if (!used) pool[used++] = 0;
    out->texts = malloc(used);
    if (!out->texts) return false;
    memcpy(out->texts, pool, used);
    return true;
}

const char *log_line_text(const log_line *l, int seat) {
    if (seat < -1 || seat >= CT_MAX_SEATS || l->at[seat + 1] == LOG_NO_TEXT) return "";
    return l->texts + l->at[seat + 1];
}
