/* replay.c: `cardtable replay FILE`: steps through a saved or finished game, from
 * the setup to the last answer. At a terminal: Enter (or n) shows the next decision,
 * b goes back one, g N goes to decision N, q quits. Otherwise it prints the whole log
 * and the final table (with the scorepad once the game is over). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli.h"

static void print_line(void *ctx, const char *line) { fprintf(ctx, "  %s\n", line); }

/* Prints the log lines after the first `skip`. */
typedef struct window {
    size_t skip;
    size_t seen;
} window;

static void print_tail(void *ctx, const char *line) {
    window *w = ctx;
    if (w->seen++ >= w->skip) printf("  %s\n", line);
}

int cli_replay(int argc, char **argv) {
    const char *file = NULL;
    cli_style style = {.color = cli_wants_color(argc, argv)};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--no-color")) continue;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: cardtable replay FILE [--no-color]\n"
                   "  steps through a saved game: Enter next, b back, g N go to decision N, q quit\n");
            return 0;
        }
        if (file) {
            fprintf(stderr, "cardtable replay: one file at a time\n");
            return 2;
        }
        file = argv[i];
    }
    if (!file) {
        fprintf(stderr, "usage: cardtable replay FILE\n");
        return 2;
    }
    char why[512];
    char *text = cli_read_file(file, why, sizeof why);
    if (!text) {
        fprintf(stderr, "cardtable replay: %s\n", why);
        return 2;
    }
    rr_state *s = malloc(sizeof *s);
    ct_record rec;
    ct_error err;
    ct_status st = s ? ct_record_from_text(&rec, text, s, SIZE_MAX, &err) : CT_ERR_MEMORY;
    free(text);
    if (st) {
        fprintf(stderr, "cardtable replay: %s: %s\n", file, s ? err.message : "out of memory");
        free(s);
        return 2;
    }
    const size_t total = rec.count;
    if (!isatty(STDIN_FILENO)) {
        printf("%s: %zu decisions.\n", file, total);
        gamelog_build(&rec, total, print_line, stdout);
        render_table(stdout, s, -1, &style);
        if (rr_is_over(s)) render_scorepad(stdout, s, &style);
        ct_record_free(&rec);
        free(s);
        return 0;
    }
    size_t at = 0;
    char line[64];
    for (;;) {
        ct_record_replay(&rec, at, s, &err);
        printf("\n=== %s: after decision %zu of %zu ===\n", file, at, total);
        if (at) {
            window w = {at > 6 ? at - 6 : 0, 0};
            gamelog_build(&rec, at, print_tail, &w);
        }
        render_table(stdout, s, -1, &style);
        if (rr_is_over(s)) render_scorepad(stdout, s, &style);
        printf("[Enter] next  [b] back  [g N] go to decision N  [q] quit\n> ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) break;
        if (line[0] == 'q') break;
        if (line[0] == 'b') at = at ? at - 1 : 0;
        else if (line[0] == 'g') {
            long n = strtol(line + 1, NULL, 10);
            at = n < 0 ? 0 : (size_t)n > total ? total : (size_t)n;
        } else if (at < total) at++;
    }
    ct_record_free(&rec);
    free(s);
    return 0;
}
