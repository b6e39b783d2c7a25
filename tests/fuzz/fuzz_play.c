/* fuzz_play.c: libFuzzer harness for `play`'s typed answers, driving a whole game of any
 * registered game through its front end (frontend.c: Red Rising's, RONE's, or the generic
 * one drawn from the view). The first byte picks the game and, for flags the front end
 * has (--players, --level, --variant), their values; the next two the seed; the rest is
 * typed lines. Each line goes through what `play` uses: the front end's help, commands,
 * card, board and log, `cli_undo_point` for undo, and `cli_match_answer` (the game's own
 * form, then numbers, names and label words) and `cli_explain_answer` otherwise, all
 * drawing to /dev/null. A matched option must be legal, and the record of the game must
 * read back to the same game. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "frontend.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *sink;

static void ignore_line(void *ctx, const char *line) {
    (void)ctx;
    fputs(line, sink);
}

/* The options text of a new game: the front end's own, from values for the flags the
 * byte picks; false when the front end refuses them. */
static bool pick_options(const cli_frontend *fe, unsigned pick, uint64_t seed, char *out, size_t size) {
    static const char *const counts[] = {"1", "2", "3", "4", "5", "6"};
    static const char *const levels[] = {"1", "2", "3", "4", "5", "6"};
    static const char *const variants[] = {NULL, "all-cards", "multiplayer", NULL};
    const char *values[CLI_MAX_FLAGS + 1] = {NULL};
    for (int k = 0; fe->flags[k] && k < CLI_MAX_FLAGS; k++) {
        if (!strcmp(fe->flags[k], "--players")) values[k] = counts[pick % 6];
        else if (!strcmp(fe->flags[k], "--level") && pick % 6 == 0) values[k] = levels[pick / 6 % 6];
        else if (!strcmp(fe->flags[k], "--variant")) values[k] = variants[pick >> 4 & 3];
    }
    if (fe->check_flags(values, false) != 0) return false;
    return fe->options(values, seed, out, size);
}

/* Is b the same game as a, as far as the interface tells? */
static bool same_game(const ct_game *g, const void *a, const void *b) {
    if (g == &rr_game) return rr_board_equal(&((const rr_state *)a)->now, &((const rr_state *)b)->now);
    uint16_t oa[CT_MAX_OPTIONS], ob[CT_MAX_OPTIONS];
    int na = g->legal(a, oa), nb = g->legal(b, ob);
    char pa[CT_NAME_SIZE], pb[CT_NAME_SIZE];
    g->prompt(a, pa, sizeof pa);
    g->prompt(b, pb, sizeof pb);
    if (na != nb || memcmp(oa, ob, (size_t)na * sizeof oa[0]) || strcmp(pa, pb) || g->to_move(a) != g->to_move(b) ||
        g->is_over(a) != g->is_over(b) || g->reveal_count(a) != g->reveal_count(b))
        return false;
    if (!g->is_over(a)) return true;
    int sa[CT_MAX_SEATS], sb[CT_MAX_SEATS];
    g->scores(a, sa);
    g->scores(b, sb);
    return !memcmp(sa, sb, (size_t)g->seat_count(a) * sizeof sa[0]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 3 || size > 20000) return 0;
    if (!sink) sink = freopen("/dev/null", "w", stdout); /* the front ends draw to stdout */
    if (!sink) abort();
    int games = 0;
    while (ct_game_at(games)) games++;
    cli_frontend room;
    const cli_frontend *fe = cli_frontend_of(ct_game_at(data[0] % games), &room);
    if (!fe) return 0; /* a game with no view, hence no front end */
    const ct_game *g = fe->game;
    uint64_t seed = (uint64_t)data[1] << 8 | data[2];
    char options[512];
    if (!pick_options(fe, (unsigned)(data[0] / games), seed, options, sizeof options)) return 0;
    void *s = malloc(cli_state_size()), *t = malloc(cli_state_size());
    char *lines = malloc(size - 2);
    if (!s || !t || !lines) abort();
    memcpy(lines, data + 3, size - 3);
    lines[size - 3] = 0;
    ct_record rec;
    ct_error err;
    cli_style style = {.color = false};
    if (ct_record_start(&rec, g, options, seed, s, &err) != CT_OK) {
        /* options the game refuses (multiplayer with one player): that is all right */
        free(s), free(t), free(lines);
        return 0;
    }
    void *session = fe->new_session ? fe->new_session() : NULL;
    char *save = NULL;
    for (char *line = strtok_r(lines, "\n", &save); line && !g->is_over(s); line = strtok_r(NULL, "\n", &save)) {
        cli_trim(line);
        if (!*line) continue;
        uint16_t opts[CT_MAX_OPTIONS];
        int n = g->legal(s, opts);
        int seat = g->to_move(s);
        if (!strcasecmp(line, "help")) {
            fe->help(s, &style);
        } else if (fe->command(session, s, seat, line, &style)) {
        } else if (!strncasecmp(line, "card ", 5)) {
            fe->show_card(s, line + 5, &style);
        } else if (!strcasecmp(line, "board")) {
            fe->render_table(sink, s, seat, &style);
            fe->print_decision(s, opts, n, &style);
        } else if (!strcasecmp(line, "log")) {
            if (!fe->narrate(&rec, 0, rec.count, seat, &style, ignore_line, NULL)) abort();
        } else if (!strcasecmp(line, "undo")) {
            char why[200];
            int keep = cli_undo_point(fe, &rec, s, NULL, why, sizeof why);
            if (keep >= 0 && ct_record_truncate(&rec, (size_t)keep, s, &err) != CT_OK) abort();
            if (keep >= 0 && session && fe->session_undone) fe->session_undone(session);
        } else {
            int matches;
            int chosen = cli_match_answer(fe, s, &style, opts, n, line, &matches);
            if (chosen >= 0) {
                if (ct_record_play(&rec, s, chosen, &err) != CT_OK) abort(); /* a matched option is legal */
                fe->render_table(sink, s, g->is_over(s) ? -1 : g->to_move(s), &style);
            } else {
                char why[600];
                cli_explain_answer(fe, s, &style, opts, n, line, matches, why, sizeof why);
                if (!memchr(why, 0, sizeof why)) abort();
            }
        }
    }
    char *text = ct_record_to_text(&rec, &err);
    ct_record back;
    if (!text || ct_record_from_text(&back, text, t, SIZE_MAX, &err) != CT_OK || back.count != rec.count ||
        !same_game(g, s, t))
        abort();
    free(text);
    free(session);
    ct_record_free(&back);
    ct_record_free(&rec);
    free(s);
    free(t);
    free(lines);
    return 0;
}
