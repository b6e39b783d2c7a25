/* fuzz_play.c: libFuzzer harness for `play`'s typed answers, driving a whole game.
 * The first byte sets the players (1-6) and the variant, the next two the seed; the
 * rest is typed lines. Each line goes through the same matcher `play` uses
 * (cli_match_option); commands (help, score, log, card NAME, undo) run as in play,
 * drawing to /dev/null. A matched option must be legal, and the record of the game
 * must read back to the same game. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *sink;

static void ignore_line(void *ctx, const char *line) {
    (void)ctx;
    fputs(line, sink);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 3 || size > 20000) return 0;
    if (!sink) sink = fopen("/dev/null", "w");
    static const char *const variants[] = {"", " variant=all-cards", " variant=multiplayer", ""};
    int players = 1 + data[0] % 6;
    char options[96], level[16] = "";
    if (players == 1) snprintf(level, sizeof level, " level=%d", 1 + data[1] % 6);
    snprintf(options, sizeof options, "players=%d%s%s", players, level, variants[data[0] >> 6 & 3]);
    uint64_t seed = (uint64_t)data[1] << 8 | data[2];
    rr_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
    char *lines = malloc(size - 2);
    if (!s || !t || !lines) abort();
    memcpy(lines, data + 3, size - 3);
    lines[size - 3] = 0;
    ct_record rec;
    ct_error err;
    cli_style style = {.color = false};
    if (ct_record_start(&rec, &rr_game, options, seed, s, &err) != CT_OK) {
        /* multiplayer with one player is refused; that is all right */
        free(s), free(t), free(lines);
        return 0;
    }
    char *save = NULL;
    for (char *line = strtok_r(lines, "\n", &save); line && !rr_is_over(s); line = strtok_r(NULL, "\n", &save)) {
        cli_trim(line);
        if (!*line) continue;
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rr_legal(s, opts);
        int seat = rr_to_move(s);
        if (!strcasecmp(line, "help") || !strcasecmp(line, "score")) {
            render_scorepad(sink, s, &style);
        } else if (!strcasecmp(line, "log")) {
            if (!gamelog_build(&rec, rec.count, ignore_line, NULL)) abort();
        } else if (!strncasecmp(line, "card ", 5)) {
            int c = rr_find_card(line + 5);
            if (c >= 0) render_card(sink, c, &style);
            else rr_suggest_card(line + 5);
        } else if (!strcasecmp(line, "undo")) {
            char why[200];
            int keep = undo_point(&rec, s, why, sizeof why);
            if (keep >= 0 && ct_record_truncate(&rec, (size_t)keep, s, &err) != CT_OK) abort();
        } else {
            int matches;
            int chosen = cli_match_option(s, &style, opts, n, line, &matches);
            if (chosen >= 0 && ct_record_play(&rec, s, chosen, &err) != CT_OK) abort(); /* a matched option is legal */
            if (chosen >= 0) render_table(sink, s, seat, &style);
        }
    }
    char *text = ct_record_to_text(&rec, &err);
    ct_record back;
    if (!text || ct_record_from_text(&back, text, t, SIZE_MAX, &err) != CT_OK || back.count != rec.count ||
        !rr_board_equal(&s->now, &t->now))
        abort();
    free(text);
    ct_record_free(&back);
    ct_record_free(&rec);
    free(s);
    free(t);
    free(lines);
    return 0;
}
