/* answers.c: what a typed answer at a decision names: the option's number, its name,
 * or words that pick out one option ("lead darrow mars"), and the message when it names
 * none or several. Used by `cardtable play` and by its fuzzing harness. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "frontend.h"

/* True when every word of line starts somewhere in text (case ignored). */
static bool has_every_word(const char *text, const char *line) {
    char words[256];
    snprintf(words, sizeof words, "%s", line);
    char *save = NULL;
    for (char *w = strtok_r(words, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        bool in = false;
        for (const char *p = text; *p && !in; p++) in = !strncasecmp(p, w, strlen(w));
        if (!in) return false;
    }
    return true;
}

/* The game behind a matcher: its option names and the labels the players see. */
typedef struct labels {
    const ct_game *game;
    const void *state;
    const cli_style *style;
    void (*label)(const void *state, const cli_style *style, int option, char *buf, size_t size);
} labels;

/* A copy of a card in one's own hand: the label less its copy number ("play Skiff Raider,
 * in hand #2" -> "play Skiff Raider, in hand"); false for any other label. */
static bool hand_copy(const char *label, char *out, size_t size) {
    snprintf(out, size, "%s", label);
    char *mark = strrchr(out, '#');
    if (mark && mark > out && mark[-1] == ' ' && mark[1] && strspn(mark + 1, "0123456789") == strlen(mark + 1)) mark[-1] = 0;
    size_t len = strlen(out), tail = strlen(", in hand");
    return len > tail && !strcmp(out + len - tail, ", in hand");
}

static int match(const labels *g, const uint16_t *opts, int n, const char *line, int *matches) {
    *matches = 0;
    if (strlen(line) >= 200) return -1; /* no option's name is that long */
    char *end;
    long k = strtol(line, &end, 10);
    if (end != line && !*end) return k >= 1 && k <= n ? opts[k - 1] : -1;
    int found = -1, first = -1;
    bool copies = true; /* every match a copy of one card in the hand: any of them will do */
    char first_copy[CT_NAME_SIZE + 64] = "";
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE], label[CT_NAME_SIZE + 64];
        g->game->option_name(g->state, opts[i], name, sizeof name);
        g->label(g->state, g->style, opts[i], label, sizeof label);
        if (!strcasecmp(name, line) || !strcasecmp(label, line)) {
            *matches = 1;
            return opts[i];
        }
        if (has_every_word(label, line)) {
            char copy[CT_NAME_SIZE + 64];
            if (first < 0) first = opts[i], copies = hand_copy(label, first_copy, sizeof first_copy);
            else copies = copies && hand_copy(label, copy, sizeof copy) && !strcmp(copy, first_copy);
            found = opts[i];
            (*matches)++;
        }
    }
    if (*matches > 1 && copies) { /* two copies of a card in hand are the same card: the first */
        *matches = 1;
        return first;
    }
    return *matches == 1 ? found : -1;
}

/* " (options beginning 'play': 1. play Shore Up, in hand; 2. play a card)" for a line of
 * several words none of which picked an option, when one to four options begin with its
 * first word (a card named after "play" where a unit is played in two steps: "play a
 * card", then the card), else "". More than four (Red Rising's twenty leads) would list
 * options the rest of the line does not name, so they get no hint. */
static void nearest_hint(const labels *g, const uint16_t *opts, int n, const char *line, char *buf, size_t size) {
    enum { MOST = 4 };
    if (size) buf[0] = 0;
    size_t word = strcspn(line, " ");
    if (!word || !line[word] || word > 40) return; /* one word: the plain message says it all */
    int near[MOST], count = 0;
    for (int i = 0; i < n; i++) {
        char label[CT_NAME_SIZE + 64];
        g->label(g->state, g->style, opts[i], label, sizeof label);
        if (strncasecmp(label, line, word) || (label[word] && label[word] != ' ')) continue;
        if (count == MOST) return;
        near[count++] = i;
    }
    size_t len = 0;
    for (int k = 0; k < count && len < size; k++) {
        char label[CT_NAME_SIZE + 64];
        g->label(g->state, g->style, opts[near[k]], label, sizeof label);
        len += (size_t)(k ? snprintf(buf + len, size - len, "; %d. %s", near[k] + 1, label)
                          : snprintf(buf + len, size - len, " (options beginning '%.*s': %d. %s", (int)word, line, near[k] + 1, label));
    }
    if (count && len < size) snprintf(buf + len, size - len, ")");
}

static void explain(const labels *g, const uint16_t *opts, int n, const char *line, int matches, char *buf, size_t size) {
    char shown[120];
    cli_escape(line, shown, sizeof shown);
    if (matches < 2) {
        char hint[CT_NAME_SIZE + 128];
        nearest_hint(g, opts, n, line, hint, sizeof hint);
        snprintf(buf, size, "'%s' is not one of the options%s: type a number from 1 to %d, or 'help'", shown, hint, n);
        return;
    }
    size_t len = (size_t)snprintf(buf, size, "ambiguous: %d options match '%s' (", matches, shown);
    int listed = 0;
    for (int i = 0; i < n && listed < 4 && len < size; i++) {
        int m;
        if (match(g, &opts[i], 1, line, &m) < 0) continue;
        char name[CT_NAME_SIZE + 64];
        g->label(g->state, g->style, opts[i], name, sizeof name);
        len += (size_t)snprintf(buf + len, size - len, "%s%d. %s", listed ? ", " : "", i + 1, name);
        listed++;
    }
    if (len < size)
        snprintf(buf + len, size - len, "%s): type more words, or the number", matches > listed ? ", ..." : "");
}

int cli_match_answer(const cli_frontend *fe, const void *s, const cli_style *style, const uint16_t *opts, int n,
                     const char *line, int *matches) {
    if (fe->read_answer) {
        int own = fe->read_answer(s, opts, n, line, NULL, 0);
        *matches = own >= 0 ? 1 : own == -2 ? -1 : 0;
        if (own != -1) return own >= 0 ? own : -1;
    }
    labels g = {fe->game, s, style, fe->option_label};
    return match(&g, opts, n, line, matches);
}

void cli_explain_answer(const cli_frontend *fe, const void *s, const cli_style *style, const uint16_t *opts, int n,
                        const char *line, int matches, char *buf, size_t size) {
    if (fe->read_answer && fe->read_answer(s, opts, n, line, buf, size) == -2) return;
    labels g = {fe->game, s, style, fe->option_label};
    explain(&g, opts, n, line, matches, buf, size);
}

void cli_nearest_answer(const cli_frontend *fe, const void *s, const cli_style *style, const uint16_t *opts, int n,
                        const char *line, char *buf, size_t size) {
    labels g = {fe->game, s, style, fe->option_label};
    nearest_hint(&g, opts, n, line, buf, size);
}

void cli_trim(char *line) {
    size_t len = strlen(line);
    while (len && isspace((unsigned char)line[len - 1])) line[--len] = 0;
    size_t start = 0;
    while (isspace((unsigned char)line[start])) start++;
    memmove(line, line + start, len - start + 1);
}
