/* narrate_web.c: the web log's words: for each answer, what it did as each seat may
 * know it (rr_narrate, the terminal's words, "you" for the reader and the game's seat
 * names for the others), kept per log line with equal texts stored once, so that a
 * request reads the log without replaying anything. */
#include <stdlib.h>
#include <string.h>

#include "redrising_narrate.h"
#include "server.h"

/* The narrator for one reader: the game's seat names (Tull Au Toma's left out, so she
 * is "Tull" as in the terminal), and "you" for the reader. */
static void narrator_for(const game *g, int players, int reader, rr_narrator *out) {
    memset(out, 0, sizeof *out);
    out->you = reader;
    for (int p = 0; p < players && p < RR_MAX_PLAYERS; p++)
        if (g->seat[p].kind != SEAT_AUTOMA && g->seat[p].name[0]) out->names[p] = g->seat[p].name;
}

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

bool log_line_narrate(const game *g, const rr_state *before, int option, const rr_state *after, log_line *out) {
    int players = before->now.players;
    char pool[RR_MAX_PLAYERS * RR_NARRATION_SIZE];
    size_t used = 0;
    for (int p = 0; p < RR_MAX_PLAYERS; p++) out->at[p] = LOG_NO_TEXT;
    for (int p = 0; p < players; p++) {
        if (g->seat[p].kind != SEAT_PERSON) continue; /* only people read the log */
        rr_narrator names;
        narrator_for(g, players, p, &names);
        char text[RR_NARRATION_SIZE];
        rr_narrate(before, option, after, p, &names, text, sizeof text);
        int at = pool_add(pool, &used, sizeof pool, text);
        if (at < 0) return false;
        out->at[p] = (uint16_t)at;
    }
    if (!used) pool[used++] = 0; /* nobody reads it: one empty text */
    out->texts = malloc(used);
    if (!out->texts) return false;
    memcpy(out->texts, pool, used);
    return true;
}

const char *log_line_text(const log_line *l, int seat) {
    if (seat < 0 || seat >= RR_MAX_PLAYERS || l->at[seat] == LOG_NO_TEXT) return "";
    return l->texts + l->at[seat];
}
