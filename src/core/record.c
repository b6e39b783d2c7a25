/* record.c: a game is its record. The text form is
 *     game redrising
 *     options players=2 houses=random
 *     seed 42
 *     seat 1 name Ana            <- optional: a player's name
 *     seat 2 bot greedy          <- optional: a seat a program plays
 *     lead Darrow to Mars        <- one answer per line, by its name
 * Blank lines are ignored; lines starting with # are comments, kept in their place
 * when the record is written again. Reading replays every answer and refuses,
 * naming the line, anything it cannot match to a legal option. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cardtable.h"

static ct_status push(ct_record *rec, uint16_t option, ct_error *err) {
    if (rec->count == rec->capacity) {
        size_t cap = rec->capacity ? rec->capacity * 2 : 256;
        uint16_t *a = realloc(rec->answers, cap * sizeof *a);
        if (!a) return ct_fail(err, CT_ERR_MEMORY, "out of memory");
        rec->answers = a;
        rec->capacity = cap;
    }
    rec->answers[rec->count++] = option;
    return CT_OK;
}

ct_status ct_record_start(ct_record *rec, const ct_game *game, const char *options, uint64_t seed, void *state,
                          ct_error *err) {
    memset(rec, 0, sizeof *rec);
    if (strlen(options) >= sizeof rec->options) return ct_fail(err, CT_ERR_OPTIONS, "options text too long");
    if (strchr(options, '\n')) return ct_fail(err, CT_ERR_OPTIONS, "options text has a line break");
    ct_status st = game->new_game(state, options, seed, err);
    if (st) return st;
    rec->game = game;
    snprintf(rec->options, sizeof rec->options, "%s", options);
    rec->seed = seed;
    return CT_OK;
}

/* The names of a record's first answers, kept as they are played: a program that saves
 * after every decision would otherwise replay the whole game at each save (the square of
 * its length). Name i stays valid while answers 0..i are unchanged, which play and
 * truncate (the only ways answers change) see to. */
struct ct_record_names {
    size_t count, capacity; /* names kept; room in end */
    size_t *end;            /* name i is text[end[i-1] .. end[i]) (from 0 for the first) */
    char *text;
    size_t text_capacity;
};

static size_t name_start(const struct ct_record_names *k, size_t i) { return i ? k->end[i - 1] : 0; }

/* Keeps name as the name of answer rec->count - 1 (just pushed), if the names before it are
 * all kept; on a failed allocation the cache just stays shorter (the rest is found by replay). */
static void keep_name(ct_record *rec, const char *name) {
    struct ct_record_names *k = rec->names;
    if (!k && !(k = rec->names = calloc(1, sizeof *k))) return;
    size_t i = rec->count - 1;
    if (k->count > i) k->count = i; /* answers were cut: what was named after them is gone */
    if (k->count < i) return;
    size_t at = name_start(k, i), len = strlen(name);
    if (k->count == k->capacity) {
        size_t cap = k->capacity ? k->capacity * 2 : 256;
        size_t *e = realloc(k->end, cap * sizeof *e);
        if (!e) return;
        k->end = e;
        k->capacity = cap;
    }
    if (at + len > k->text_capacity) {
        size_t cap = k->text_capacity ? k->text_capacity * 2 : 4096;
        while (cap < at + len) cap *= 2;
        char *t = realloc(k->text, cap);
        if (!t) return;
        k->text = t;
        k->text_capacity = cap;
    }
    memcpy(k->text + at, name, len);
    k->end[k->count++] = at + len;
}

ct_status ct_record_play(ct_record *rec, void *state, int option, ct_error *err) {
    char name[CT_NAME_SIZE];
    rec->game->option_name(state, option, name, sizeof name);
    ct_status st = rec->game->apply(state, option, err);
    if (st) return st;
    st = push(rec, (uint16_t)option, err);
    if (!st) keep_name(rec, name);
    return st;
}

ct_status ct_record_replay(const ct_record *rec, size_t count, void *state, ct_error *err) {
    if (count > rec->count) count = rec->count;
    ct_status st = rec->game->new_game(state, rec->options, rec->seed, err);
    for (size_t i = 0; i < count && !st; i++) st = rec->game->apply(state, rec->answers[i], err);
    return st;
}

ct_status ct_record_truncate(ct_record *rec, size_t count, void *state, ct_error *err) {
    if (count > rec->count) count = rec->count;
    ct_status st = ct_record_replay(rec, count, state, err);
    if (!st) rec->count = count;
    return st;
}

static size_t append(char *text, size_t n, size_t cap, const char *line) {
    return n + (size_t)snprintf(text + n, cap - n, "%s\n", line);
}

/* Writes the comments that stood after the first `at` answers (all the rest when last). */
static size_t append_notes(const ct_record *rec, size_t at, bool last, char *text, size_t n, size_t cap) {
    for (size_t i = 0; i < rec->note_count; i++)
        if (rec->notes[i].at == at || (last && rec->notes[i].at > at)) n = append(text, n, cap, rec->notes[i].text);
    return n;
}

char *ct_record_to_text(const ct_record *rec, ct_error *err) {
    const ct_game *g = rec->game;
    void *state = malloc(g->state_size);
    size_t cap = 256 + sizeof rec->options + rec->count * (CT_NAME_SIZE + 1) +
                 CT_MAX_SEATS * (sizeof rec->seat_bot[0] + sizeof rec->seat_name[0] + 32);
    for (size_t i = 0; i < rec->note_count; i++) cap += strlen(rec->notes[i].text) + 1;
    char *text = malloc(cap);
    if (!state || !text) {
        free(state);
        free(text);
        ct_fail(err, CT_ERR_MEMORY, "out of memory");
        return NULL;
    }
    size_t n = append_notes(rec, 0, rec->count == 0, text, 0, cap);
    n += (size_t)snprintf(text + n, cap - n, "game %s\noptions %s\nseed %" PRIu64 "\n", g->name, rec->options, rec->seed);
    for (int p = 0; p < CT_MAX_SEATS; p++) {
        if (rec->seat_name[p][0]) n += (size_t)snprintf(text + n, cap - n, "seat %d name %s\n", p + 1, rec->seat_name[p]);
        if (rec->seat_bot[p][0]) n += (size_t)snprintf(text + n, cap - n, "seat %d bot %s\n", p + 1, rec->seat_bot[p]);
    }
    const struct ct_record_names *k = rec->names;
    size_t known = k ? (k->count < rec->count ? k->count : rec->count) : 0;
    for (size_t i = 0; i < known; i++) {
        size_t at = name_start(k, i);
        n += (size_t)snprintf(text + n, cap - n, "%.*s\n", (int)(k->end[i] - at), k->text + at);
        n = append_notes(rec, i + 1, i + 1 == rec->count, text, n, cap);
    }
    ct_status st = CT_OK;
    if (known < rec->count) { /* names not kept (a failed allocation): replay to find them */
        st = ct_record_replay(rec, known, state, err);
        for (size_t i = known; i < rec->count && !st; i++) {
            char name[CT_NAME_SIZE];
            g->option_name(state, rec->answers[i], name, sizeof name);
            n = append(text, n, cap, name);
            n = append_notes(rec, i + 1, i + 1 == rec->count, text, n, cap);
            st = g->apply(state, rec->answers[i], err);
        }
    }
    free(state);
    if (st) {
        free(text);
        return NULL;
    }
    return text;
}

/* Next line of text into line (without its end); returns false at the end. */
static bool next_line(const char **p, char *line, size_t size, bool *too_long) {
    if (!**p) return false;
    const char *end = strchr(*p, '\n');
    size_t len = end ? (size_t)(end - *p) : strlen(*p);
    *too_long = len >= size;
    if (*too_long) len = size - 1;
    memcpy(line, *p, len);
    line[len] = 0;
    while (len && isspace((unsigned char)line[len - 1])) line[--len] = 0;
    *p = end ? end + 1 : *p + strlen(*p);
    return true;
}

static const char *skip_space(const char *s) {
    while (isspace((unsigned char)*s)) s++;
    return s;
}

/* The option of the pending decision whose name is name (case-insensitive), or -1. */
static int find_option(const ct_game *g, const void *state, const char *name) {
    uint16_t options[CT_MAX_OPTIONS];
    int n = g->legal(state, options);
    for (int i = 0; i < n; i++) {
        char candidate[CT_NAME_SIZE];
        g->option_name(state, options[i], candidate, sizeof candidate);
        if (strcasecmp(candidate, name) == 0) return options[i];
    }
    return -1;
}

static ct_status keep_note(ct_record *rec, const char *line, ct_error *err) {
    if (rec->note_count % 16 == 0) {
        ct_record_note *grown = realloc(rec->notes, (rec->note_count + 16) * sizeof *grown);
        if (!grown) return ct_fail(err, CT_ERR_MEMORY, "out of memory");
        rec->notes = grown;
    }
    size_t len = strlen(line);
    char *copy = malloc(len + 1);
    if (!copy) return ct_fail(err, CT_ERR_MEMORY, "out of memory");
    memcpy(copy, line, len + 1);
    rec->notes[rec->note_count++] = (ct_record_note){rec->count, copy};
    return CT_OK;
}

/* Printable text (no control characters), 1 to size-1 bytes, with no space when one_word. */
static bool fits(const char *text, size_t size, bool one_word) {
    size_t len = strlen(text);
    if (len == 0 || len >= size) return false;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        if (*c < 0x20 || *c == 0x7f || (one_word && *c == ' ')) return false;
    return true;
}

/* "seat N name NAME" or "seat N bot KIND", before the first answer. */
static ct_status read_seat(ct_record *rec, const void *state, const char *l, int lineno, ct_error *err) {
    if (rec->count > 0) return ct_fail(err, CT_ERR_RECORD, "line %d: seat lines come before the first answer", lineno);
    char *end;
    long seat = strtol(skip_space(l + 4), &end, 10);
    if (end == skip_space(l + 4) || seat < 1 || seat > rec->game->seat_count(state))
        return ct_fail(err, CT_ERR_RECORD, "line %d: no seat '%.20s' in this game", lineno, skip_space(l + 4));
    const char *kind = skip_space(end);
    bool is_name = strncmp(kind, "name ", 5) == 0, is_bot = strncmp(kind, "bot ", 4) == 0;
    if (!is_name && !is_bot) return ct_fail(err, CT_ERR_RECORD, "line %d: expected 'seat N name NAME' or 'seat N bot KIND'", lineno);
    const char *value = skip_space(kind + (is_name ? 5 : 4));
    char *slot = is_name ? rec->seat_name[seat - 1] : rec->seat_bot[seat - 1];
    size_t size = is_name ? sizeof rec->seat_name[0] : sizeof rec->seat_bot[0];
    if (*slot) return ct_fail(err, CT_ERR_RECORD, "line %d: seat %ld has a %s already", lineno, seat, is_name ? "name" : "bot");
    if (!fits(value, size, is_bot))
        return ct_fail(err, CT_ERR_RECORD, "line %d: a seat's %s is 1 to %zu printable characters", lineno,
                       is_name ? "name" : "bot", size - 1);
    memcpy(slot, value, strlen(value) + 1);
    return CT_OK;
}

ct_status ct_record_from_text(ct_record *rec, const char *text, void *state, size_t max_answers, ct_error *err) {
    memset(rec, 0, sizeof *rec);
    if (strncmp(text, "\xEF\xBB\xBF", 3) == 0) text += 3; /* a byte order mark some editors add */
    const char *p = text;
    char line[512];
    bool too_long;
    int lineno = 0, header = 0;
    char game[64] = "", options[256] = "";
    uint64_t seed = 0;
    ct_status st = CT_OK;
    while (header < 3 && next_line(&p, line, sizeof line, &too_long)) {
        lineno++;
        const char *l = skip_space(line);
        if (!*l || *l == '#') continue;
        if (too_long) return ct_fail(err, CT_ERR_RECORD, "line %d: too long", lineno);
        const char *want = header == 0 ? "game" : header == 1 ? "options" : "seed";
        size_t wl = strlen(want);
        if (strncmp(l, want, wl) != 0 || (l[wl] && !isspace((unsigned char)l[wl])))
            return ct_fail(err, CT_ERR_RECORD, "line %d: expected '%s ...', found '%.60s'", lineno, want, l);
        const char *v = skip_space(l + wl);
        if (header == 0) {
            snprintf(game, sizeof game, "%s", v);
            if (!ct_find_game(game)) /* named first: what follows is another game's record */
                return ct_fail(err, CT_ERR_RECORD, "line %d: unknown game '%.40s'", lineno, game);
        } else if (header == 1) {
            snprintf(options, sizeof options, "%s", v);
        } else {
            char *end;
            if (!isdigit((unsigned char)*v)) return ct_fail(err, CT_ERR_RECORD, "line %d: the seed must be a whole number", lineno);
            seed = 0;
            for (end = (char *)v; isdigit((unsigned char)*end); end++) {
                unsigned digit = (unsigned)(*end - '0');
                if (seed > (UINT64_MAX - digit) / 10)
                    return ct_fail(err, CT_ERR_RECORD, "line %d: the seed must be below 2^64", lineno);
                seed = seed * 10 + digit;
            }
            if (*skip_space(end)) return ct_fail(err, CT_ERR_RECORD, "line %d: the seed must be a whole number", lineno);
        }
        header++;
    }
    if (header < 3)
        return ct_fail(err, CT_ERR_RECORD, "the record ends before its %s line", header == 0 ? "game" : header == 1 ? "options" : "seed");
    const ct_game *g = ct_find_game(game); /* known: checked on its line */
    ct_error inner;
    if (ct_record_start(rec, g, options, seed, state, &inner))
        return ct_fail(err, CT_ERR_RECORD, "bad options: %s", inner.message);
    /* the comments of the header, kept to be written back */
    for (const char *h = text; h < p && !st && next_line(&h, line, sizeof line, &too_long);)
        if (*skip_space(line) == '#') st = keep_note(rec, line, err);
    while (!st && rec->count < max_answers && next_line(&p, line, sizeof line, &too_long)) {
        lineno++;
        const char *l = skip_space(line);
        if (*l == '#') { /* a comment longer than a line is kept cut to one */
            st = keep_note(rec, line, err);
            continue;
        }
        if (too_long) {
            st = ct_fail(err, CT_ERR_RECORD, "line %d: too long", lineno);
            break;
        }
        if (!*l) continue;
        if (strncmp(l, "seat ", 5) == 0) {
            st = read_seat(rec, state, l, lineno, err);
            continue;
        }
        if (g->is_over(state)) {
            st = ct_fail(err, CT_ERR_RECORD, "line %d: '%.60s' comes after the end of the game", lineno, l);
            break;
        }
        int option = find_option(g, state, l);
        if (option < 0) {
            char prompt[CT_NAME_SIZE];
            g->prompt(state, prompt, sizeof prompt);
            st = ct_fail(err, CT_ERR_RECORD, "line %d: '%.60s' is not a legal answer to \"%s\"", lineno, l, prompt);
            break;
        }
        st = ct_record_play(rec, state, option, err);
        if (st) break;
    }
    if (st) ct_record_free(rec);
    return st;
}

void ct_record_free(ct_record *rec) {
    if (rec->names) {
        free(rec->names->end);
        free(rec->names->text);
        free(rec->names);
        rec->names = NULL;
    }
    for (size_t i = 0; i < rec->note_count; i++) free(rec->notes[i].text);
    free(rec->notes);
    rec->notes = NULL;
    rec->note_count = 0;
    free(rec->answers);
    rec->answers = NULL;
    rec->count = rec->capacity = 0;
}
