/* replay.c: `cardtable replay FILE`: steps through a saved or finished game, from
 * the setup to the last answer. At a terminal: Enter (or n) shows the next decision,
 * b goes back one, g N goes to decision N, q quits; any other key is answered.
 * Otherwise it prints the whole log and the final table (with the scorepad once the
 * game is over). Hands: a solo game shows your hand; a hot-seat game shows none
 * (each was hidden from the others) unless --seat N replays one player's view or
 * --all-hands asks for every hand; at the end every hand is shown. RONE records replay
 * the same way through their front end (frontend.h): its table and narration. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cardfile_cli.h"
#include "frontend.h"

/* Prints the log lines after the first `skip`, indented and wrapped as play does. */
typedef struct window {
    size_t skip;
    size_t seen;
    const cli_style *style;
} window;

static void print_tail(void *ctx, const char *line) {
    window *w = ctx;
    if (w->seen++ < w->skip) return;
    char text[1200];
    snprintf(text, sizeof text, "  %s", line);
    cli_print_wrapped(stdout, w->style, text);
}

typedef struct replay_args {
    const char *file;
    int seat;       /* the seat whose view is replayed, or -1 */
    bool all_hands; /* every hand of the player to move, asked for explicitly */
    const char *cards; /* --cards FILE: the RONE card set the game was played with */
    const char *bad_seat; /* --seat's value when it is no seat number: refused with the game's range once it is read */
} replay_args;

static void replay_usage(void) {
    printf("usage: cardtable replay FILE [--seat N | --all-hands] [--cards FILE] [--no-color]\n"
           "  steps through a saved game: Enter next, b back, g N go to decision N, q quit\n"
           "  --seat N     replay as player N sees it: their hand is shown (a solo game shows\n"
           "               yours without it)\n"
           "  --all-hands  show the hand of the player to move at every step (hot-seat games\n"
           "               hide them otherwise until the end)\n"
           "  --cards FILE a RONE game played with a card set from a file: that same file\n");
}

/* 0 to go on, 1 after --help, 2 on a usage error (said). */
static int parse_replay_args(int argc, char **argv, replay_args *a) {
    memset(a, 0, sizeof *a);
    a->seat = -1;
    char shown[160];
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        cli_escape(arg, shown, sizeof shown);
        if (!strcmp(arg, "--no-color")) continue;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            replay_usage();
            return 1;
        }
        if (!strcmp(arg, "--all-hands")) {
            a->all_hands = true;
        } else if (!strcmp(arg, "--cards")) {
            if (a->cards || i + 1 >= argc) {
                fprintf(stderr, "cardtable replay: %s\n", a->cards ? "--cards is given twice" : "--cards takes a card file");
                return 2;
            }
            a->cards = argv[++i];
        } else if (!strcmp(arg, "--seat")) {
            if (a->seat >= 0 || a->bad_seat) {
                fprintf(stderr, "cardtable replay: --seat is given twice\n");
                return 2;
            }
            if (i + 1 >= argc) {
                fprintf(stderr, "cardtable replay: --seat takes a seat number\n");
                return 2;
            }
            if (!cli_parse_int(argv[i + 1], 1, CT_MAX_SEATS, &a->seat)) a->bad_seat = argv[i + 1], a->seat = 0; /* said with the game's seats */
            a->seat--;
            i++;
        } else if (arg[0] == '-' && arg[1]) {
            fprintf(stderr, "cardtable replay: unknown option %s (see cardtable replay --help)\n", shown);
            return 2;
        } else if (a->file) {
            fprintf(stderr, "cardtable replay: one file at a time\n");
            return 2;
        } else {
            a->file = arg;
        }
    }
    if (!a->file) {
        fprintf(stderr, "usage: cardtable replay FILE [--seat N | --all-hands]\n");
        return 2;
    }
    if ((a->seat >= 0 || a->bad_seat) && a->all_hands) {
        fprintf(stderr, "cardtable replay: --seat shows one player's view, --all-hands every hand: give one\n");
        return 2;
    }
    return 0;
}

/* The table at this point, with the hand the arguments allow; everything at the end. */
static void show_table(const cli_frontend *fe, const void *state, const replay_args *a, int solo_seat, const cli_style *style) {
    if (fe->game->is_over(state)) fe->replay_end(state, style);
    else fe->render_table(stdout, state, a->seat >= 0 ? a->seat : a->all_hands ? fe->game->to_move(state) : solo_seat, style);
}

/* The log of the first upto answers, as the replayed seat (or a spectator) knew it. */
static void build_log(const cli_frontend *fe, const ct_record *rec, size_t upto, int seat, const cli_style *style, gamelog_fn emit,
                      void *ctx) {
    if (fe->replay_log) fe->replay_log(rec, upto, seat, style, emit, ctx);
    else fe->narrate(rec, 0, upto, seat, style, emit, ctx);
}

/* Whether seat is one the game plays itself (Tull Au Toma). */
static bool automatic(const cli_frontend *fe, const void *s, int seat) { return fe->automatic_seat && fe->automatic_seat(s, seat); }

int cli_replay(int argc, char **argv) {
    replay_args a;
    int parsed = parse_replay_args(argc, argv, &a);
    if (parsed) return parsed == 1 ? 0 : 2;
    cli_style style = {.color = cli_wants_color(argc, argv)};
    char why[600], shown[700];
    if (a.cards && cli_load_rone_cards(a.cards, why, sizeof why) < 0) {
        fprintf(stderr, "cardtable replay: %s\n", cli_escape(why, shown, sizeof shown));
        return 2;
    }
    char *text = cli_read_file(a.file, why, sizeof why);
    if (!text) {
        fprintf(stderr, "cardtable replay: %s\n", cli_escape(why, shown, sizeof shown));
        return 2;
    }
    void *s = malloc(cli_state_size());
    ct_record rec;
    ct_error err;
    ct_status st = s ? ct_record_from_text(&rec, text, s, SIZE_MAX, &err) : CT_ERR_MEMORY;
    free(text);
    if (st) {
        char msg[300];
        fprintf(stderr, "cardtable replay: %s: %s\n", cli_escape(a.file, shown, sizeof shown),
                s ? cli_escape(err.message, msg, sizeof msg) : "out of memory");
        free(s);
        return 2;
    }
    cli_frontend room;
    const cli_frontend *fe = cli_frontend_of(rec.game, &room);
    int status = 0;
    if (!fe) {
        fprintf(stderr, "cardtable replay: %s: cannot show %s\n", cli_escape(a.file, shown, sizeof shown), rec.game->name);
        status = 2;
        goto done;
    }
    int players = fe->game->seat_count(s);
    /* RONE as play shows it: the players' names from the record, lines wrapped to the terminal */
    const char *names[CT_MAX_SEATS] = {NULL};
    if (!fe->replay_plain) {
        for (int p = 0; p < players && p < CT_MAX_SEATS; p++) names[p] = rec.seat_name[p][0] ? rec.seat_name[p] : NULL;
        style.names = names;
        style.width = cli_terminal_width();
        style.height = cli_terminal_height();
    }
    bool has_automatic = false;
    for (int p = 0; p < players; p++) has_automatic |= automatic(fe, s, p);
    if (a.bad_seat) { /* the range this game has */
        fprintf(stderr, "cardtable replay: --seat takes a seat from 1 to %d (this game's players), not '%s'\n", players,
                cli_escape(a.bad_seat, shown, sizeof shown));
        status = 2;
        goto done;
    }
    if (a.seat >= players || (a.seat >= 0 && automatic(fe, s, a.seat))) {
        fprintf(stderr, "cardtable replay: this game has no seat %d of a player (its players' seats: 1 to %d%s%s%s)\n", a.seat + 1,
                players, has_automatic ? ", one of them " : "", has_automatic ? fe->automatic_name : "", has_automatic ? "'s" : "");
        status = 2;
        goto done;
    }
    int solo_seat = fe->replay_seat(&rec, s); /* a solo game: the one person's hand is theirs to see */
    int observer = a.seat >= 0 ? a.seat : solo_seat;
    const size_t total = rec.count;
    if (!isatty(STDIN_FILENO)) {
        printf("%s: %zu decisions.\n", cli_escape(a.file, shown, sizeof shown), total);
        window all = {0, 0, &style};
        build_log(fe, &rec, total, observer, &style, print_tail, &all);
        show_table(fe, s, &a, solo_seat, &style);
        goto done;
    }
    size_t at = 0;
    char *line = NULL;
    size_t cap = 0;
    bool redraw = true;
    for (;;) {
        if (redraw) {
            ct_record_replay(&rec, at, s, &err);
            printf("\n=== %s: after decision %zu of %zu ===\n", cli_escape(a.file, shown, sizeof shown), at, total);
            if (at) {
                window w = {at > 6 ? at - 6 : 0, 0, &style};
                build_log(fe, &rec, at, observer, &style, print_tail, &w);
            }
            show_table(fe, s, &a, solo_seat, &style);
        }
        printf("[Enter] next  [b] back  [g N] go to decision N  [q] quit\n> ");
        fflush(stdout);
        if (!cli_read_line(stdin, &line, &cap)) break;
        char *key = line;
        while (*key == ' ' || *key == '\t') key++;
        redraw = true;
        if (!strcasecmp(key, "q") || !strcasecmp(key, "quit")) break;
        if (!*key || !strcasecmp(key, "n")) {
            if (at < total) at++;
            else printf("That was the last decision.\n"), redraw = false;
        } else if (!strcasecmp(key, "b")) {
            at = at ? at - 1 : 0;
        } else if ((key[0] == 'g' || key[0] == 'G') && (key[1] == ' ' || !key[1])) {
            char *end, *number = key + 1;
            while (*number == ' ') number++;
            long n = strtol(number, &end, 10);
            if (end == number || *end || n < 0 || (size_t)n > total) {
                printf("g takes a decision number from 0 to %zu, not '%s'.\n", total, cli_escape(number, shown, 80));
                redraw = false;
            } else {
                at = (size_t)n;
            }
        } else {
            printf("unknown key %s: Enter next, b back, g N go to decision N, q quit.\n", cli_escape(key, shown, 80));
            redraw = false;
        }
    }
    free(line);
done:
    ct_record_free(&rec);
    free(s);
    return status;
}
