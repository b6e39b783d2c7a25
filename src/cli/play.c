/* play.c: `cardtable play`: a game in the terminal (Red Rising, or RONE with --game
 * rone), hot-seat or against bots, with numbered options (or typed names), autosaved
 * after every decision as a game record, resumable with --resume. When stdin is not a
 * terminal it reads one answer per line and stops with status 2 at the first line that
 * is not a legal answer. This is the one game-agnostic loop; what differs per game
 * (flags, screens, narration, commands) is its front end (frontend.h). */
#include <ctype.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "agent.h"
#include "frontend.h"

#define UNDONE (-2) /* not an option: the decision was taken back; draw the table again */

/* What Ctrl-C (or SIGTERM) prints: the game is saved after every decision, so it only
 * has to say where; the status is 128 + the signal. Set once the save path is known; written with write(2) from the handler. */
static char interrupt_text[2200]; /* two paths of up to 1023 bytes and the words */

static void on_interrupt(int sig) {
    ssize_t ignored = write(STDOUT_FILENO, interrupt_text, strlen(interrupt_text));
    (void)ignored;
    _exit(128 + sig);
}

static void say_where_on_interrupt(const char *save_path, const char *hint) {
    snprintf(interrupt_text, sizeof interrupt_text, "\nInterrupted; the game is saved in %s (cardtable play --resume %s).\n",
             save_path, hint);
    struct sigaction act, old;
    memset(&act, 0, sizeof act);
    act.sa_handler = on_interrupt;
    sigemptyset(&act.sa_mask);
    const int signals[] = {SIGINT, SIGTERM};
    for (int i = 0; i < 2; i++) /* a signal ignored by who started us (nohup, &) stays ignored */
        if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN) sigaction(signals[i], &act, NULL);
}

typedef struct play_args {
    const cli_frontend *fe; /* --game, else the saved game's, else Red Rising */
    cli_frontend view_room; /* fe of a game played by the generic front end (frontend.h) */
    const char *game, *save, *resume, *names;
    const char *values[CLI_MAX_FLAGS]; /* the front end's own flags */
    char joined[CLI_MAX_FLAGS][1024];  /* a repeatable flag's values, joined with ';' */
    const char *ai[CT_MAX_SEATS]; /* the agent playing each seat, or NULL for a person */
    uint64_t seed;
    bool seeded, color;
} play_args;

static int arg_error(const char *format, const char *what) {
    char shown[400]; /* room for an agent message, which lists every setting */
    fprintf(stderr, "cardtable play: ");
    fprintf(stderr, format, cli_escape(what, shown, sizeof shown));
    fprintf(stderr, " (see cardtable play --help)\n");
    return 2;
}

/* "--ai 2:greedy": the seat and the agent, checked now. */
static int parse_ai(const char *val, play_args *a) {
    char *colon;
    long number = strtol(val, &colon, 10);
    if (colon == val || *colon != ':' || !isdigit((unsigned char)val[0]))
        return arg_error("--ai takes SEAT:KIND, a seat number and a bot, e.g. --ai 2:greedy, not '%s'", val);
    if (number < 1 || number > CT_MAX_SEATS) /* the game's own size is checked once it is known */
        return arg_error("--ai %s: no game has that seat (seats are numbered from 1 to the number of players)", val);
    int seat = (int)number - 1;
    const char *kind = colon + 1;
    if (a->ai[seat]) return arg_error("--ai %s: that seat has a bot already", val);
    ct_agent probe;
    char why[400]; /* the agent's message lists every setting */
    if (!ct_agent_parse(kind, 0, &probe, why, sizeof why) || strchr(kind, ' '))
        return arg_error("--ai: %s", why);
    a->ai[seat] = kind;
    return 0;
}

static void resolve_resume(const char *given, char *path, size_t size);

/* The game a saved record is of, from its first line after any "# ..." notes ("game
 * rone"): NULL when the file cannot be read or does not say (open_game then says what
 * is wrong). */
static const cli_frontend *saved_game(const char *resume, cli_frontend *room) {
    char path[1024], why[512], name[32] = "";
    resolve_resume(resume, path, sizeof path);
    char *text = cli_read_file(path, why, sizeof why);
    if (!text) return NULL;
    const char *line = text;
    while (line[0] == '#') { /* "# ..." notes may come first */
        const char *end = strchr(line, '\n');
        if (!end) break;
        line = end + 1;
    }
    if (sscanf(line, "game %31s", name) != 1) name[0] = 0;
    free(text);
    return name[0] ? cli_find_frontend(name, room) : NULL;
}

/* --game ID (looked for first: the flags a game takes depend on it); without it, the
 * game of the --resume file, else Red Rising. */
static int find_game_flag(int argc, char **argv, play_args *a) {
    a->fe = &cli_frontend_rr;
    const char *resume = NULL;
    for (int i = 1; i + 1 < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) break;
        if (!strcmp(argv[i], "--resume")) resume = argv[i + 1];
        if (strcmp(argv[i], "--game")) continue;
        if (a->game) return arg_error("%s is given twice", "--game");
        a->game = argv[++i];
        a->fe = cli_find_frontend(a->game, &a->view_room);
        if (!a->fe) {
            char games[200], format[300];
            cli_game_list(games, sizeof games, " or ");
            snprintf(format, sizeof format, "unknown game '%%s': %s", games);
            return arg_error(format, a->game);
        }
    }
    if (!a->game && resume) {
        const cli_frontend *fe = saved_game(resume, &a->view_room);
        if (fe) a->fe = fe;
    }
    return 0;
}

static int parse_args(int argc, char **argv, play_args *a) {
    memset(a, 0, sizeof *a);
    a->color = cli_color_allowed();
    if (find_game_flag(argc, argv, a)) return 2;
    static const char *const valued[] = {"--save", "--resume", "--names", "--ai", "--seed", "--game"};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            a->fe->usage(stdout);
            return 1;
        } else if (!strcmp(arg, "--no-color")) {
            a->color = false;
            continue;
        }
        int own = 0;
        while (a->fe->flags[own] && strcmp(arg, a->fe->flags[own])) own++;
        int k = 0, known = (int)(sizeof valued / sizeof valued[0]);
        while (k < known && strcmp(arg, valued[k])) k++;
        if (k == known && !a->fe->flags[own])
            return arg_error(arg[0] == '-' ? "unknown option %s" : "unexpected argument '%s'", arg);
        bool own_flag = a->fe->flags[own] != NULL;
        if (own_flag && a->fe->switches >> own & 1) {
            if (a->values[own]) return arg_error("%s is given twice", arg);
            a->values[own] = "yes";
            continue;
        }
        if (i + 1 >= argc) return arg_error("%s needs a value", arg);
        const char *val = argv[++i];
        if (!strcmp(arg, "--game")) continue; /* read first */
        if (own_flag && a->fe->repeatable >> own & 1 && a->values[own]) { /* joined: "1:a;2:b" */
            size_t used = strlen(a->joined[own]);
            if (used + strlen(val) + 2 > sizeof a->joined[own]) return arg_error("%s is given too often", arg);
            snprintf(a->joined[own] + used, sizeof a->joined[own] - used, ";%s", val);
            continue;
        }
        if (own_flag && a->fe->repeatable >> own & 1) {
            if (strlen(val) + 1 > sizeof a->joined[own]) return arg_error("%s is too long", arg);
            snprintf(a->joined[own], sizeof a->joined[own], "%s", val);
            a->values[own] = a->joined[own];
            continue;
        }
        const char **slot = own_flag ? &a->values[own] : !strcmp(arg, "--save") ? &a->save
                            : !strcmp(arg, "--resume") ? &a->resume : !strcmp(arg, "--names") ? &a->names : NULL;
        if (slot && *slot && strcmp(arg, "--ai")) return arg_error("%s is given twice", arg);
        if (slot) *slot = val;
        if (!strcmp(arg, "--ai") && parse_ai(val, a)) return 2;
        if (!strcmp(arg, "--seed")) {
            if (a->seeded) return arg_error("%s is given twice", arg);
            if (!cli_parse_u64(val, &a->seed)) return arg_error("--seed must be a whole number from 0 to 2^64-1, not '%s'", val);
            a->seeded = true;
        }
    }
    if (a->fe->check_flags(a->values, a->resume != NULL)) return 2;
    if (a->resume) { /* the saved game says all of these */
        const char *fixed = a->names ? "--names" : a->seeded ? "--seed" : NULL;
        if (fixed) return arg_error("%s cannot change a saved game: --resume goes on with it as it was saved", fixed);
    }
    return 0;
}

/* --names "Ana,Ben": one per seat that is not Tull's, 1 to 20 printable characters,
 * no two alike. */
static bool automatic(const cli_frontend *fe, const void *s, int seat) { return fe->automatic_seat && fe->automatic_seat(s, seat); }

static bool parse_names(const char *list, const cli_frontend *fe, const void *s, ct_record *rec) {
    int players = fe->game->seat_count(s), want = 0, got = 0;
    for (int p = 0; p < players; p++) want += !automatic(fe, s, p);
    char copy[512], shown[160];
    if (strlen(list) >= sizeof copy) {
        fprintf(stderr, "cardtable play: --names is too long\n");
        return false;
    }
    snprintf(copy, sizeof copy, "%s", list);
    char *rest = copy;
    for (int p = 0; p < players; p++) {
        if (automatic(fe, s, p)) continue;
        char *name = rest ? rest : "";
        rest = strchr(name, ',');
        if (rest) *rest++ = 0;
        size_t len = strlen(name);
        bool printable = len >= 1 && len <= 20 && name[0] != ' ' && name[len - 1] != ' ';
        for (const unsigned char *c = (const unsigned char *)name; *c && printable; c++) printable = *c >= 0x20 && *c != 0x7f;
        if (!printable) {
            fprintf(stderr, "cardtable play: --names: '%s' must be 1 to 20 printable characters\n",
                    cli_escape(name, shown, sizeof shown));
            return false;
        }
        for (int q = 0; q < p; q++)
            if (!strcasecmp(rec->seat_name[q], name)) {
                fprintf(stderr, "cardtable play: --names: '%s' is given twice\n", cli_escape(name, shown, sizeof shown));
                return false;
            }
        memcpy(rec->seat_name[p], name, len + 1); /* len <= 20 */
        got++;
        if (!rest) break;
    }
    if (got != want || rest) {
        int given = 1;
        for (const char *c = list; *c; c++) given += *c == ',';
        char besides[80] = "";
        if (want < players) snprintf(besides, sizeof besides, " besides %s", fe->automatic_name);
        fprintf(stderr, "cardtable play: --names gives %d name%s, but this game has %d player%s%s\n", given,
                given == 1 ? "" : "s", want, want == 1 ? "" : "s", besides);
        return false;
    }
    return true;
}

static bool save(const ct_record *rec, const char *path) {
    ct_error err;
    char why[512];
    char *text = ct_record_to_text(rec, &err);
    if (!text) {
        fprintf(stderr, "cardtable: cannot save: %s\n", err.message);
        return false;
    }
    bool ok = cli_write_file_atomic(path, text, why, sizeof why);
    if (!ok) fprintf(stderr, "cardtable: %s\n", why);
    free(text);
    return ok;
}

/* Plays option in the record (and so in s) and saves it; false, having said why in one
 * line, if either fails. */
static bool play_and_save(ct_record *rec, void *s, int option, const char *path) {
    ct_error err;
    if (ct_record_play(rec, s, option, &err)) {
        fprintf(stderr, "cardtable play: %s\n", err.message);
        return false;
    }
    return save(rec, path);
}

typedef struct told {
    const cli_style *style;
    const char *heading; /* printed before the first line, or NULL */
    int lines;
} told;

static void print_indented(void *ctx, const char *line) {
    told *t = ctx;
    if (!t->lines++ && t->heading) printf("%s", t->heading);
    size_t size = strlen(line) + 3;
    char *text = malloc(size);
    if (!text) return;
    snprintf(text, size, "  %s", line);
    cli_print_wrapped(stdout, t->style, text);
    free(text);
}

/* Hot-seat: a line saying a window was passed for a seat, kept (once each, as many as fit)
 * until the seat is next at the terminal. */
static void keep_note(char *notes, size_t size, const char *line) {
    size_t used = strlen(notes), len = strlen(line);
    if (strstr(notes, line) || used + len >= size) return;
    memcpy(notes + used, line, len + 1);
}

/* The seat's kept lines, told once and forgotten: how many lines that took. */
static int tell_notes(char *notes, const cli_style *style) {
    if (!*notes) return 0;
    int lines = 0;
    for (const char *c = notes; *c; c++) lines += *c == '\n';
    cli_print_wrapped(stdout, style, notes);
    *notes = 0;
    return lines;
}

/* A seat's stops and settings (the front end's session_note) kept in the record as a note
 * with the header, replacing the seat's older one, so that the next save holds them. */
static bool keep_wishes(const cli_frontend *fe, const void *session, ct_record *rec, int seat) {
    char text[300], prefix[300];
    fe->session_note(session, seat, text, sizeof text);
    const char *colon = strchr(text, ':');
    if (!*text || !colon) return true;
    snprintf(prefix, sizeof prefix, "%.*s", (int)(colon + 1 - text), text);
    char *copy = strdup(text);
    if (!copy) return false;
    for (size_t i = 0; i < rec->note_count; i++)
        if (!strncmp(rec->notes[i].text, prefix, strlen(prefix))) {
            free(rec->notes[i].text);
            rec->notes[i].text = copy;
            return true;
        }
    ct_record_note *grown = realloc(rec->notes, (rec->note_count + 16) * sizeof *grown); /* record.c grows by 16 */
    if (!grown) {
        free(copy);
        return false;
    }
    rec->notes = grown;
    rec->notes[rec->note_count++] = (ct_record_note){0, copy};
    return true;
}

/* How many answers a resumed game tells again before its first question. */
#define RESUME_RECAP 6

/* What happened since seat last saw the table, as seat may know it; the lines told (with
 * the heading's). */
static int recap(const cli_frontend *fe, const ct_record *rec, size_t from, int seat, const cli_style *style,
                 const char *heading) {
    told t = {style, heading, 0};
    if (from > rec->count) from = rec->count; /* after an undo */
    fe->narrate(rec, from, rec->count, seat, style, print_indented, &t);
    return t.lines ? t.lines + 1 : 0;
}

/* Clears the screen and the scrollback, asks for the next player, and clears again:
 * nobody sees another's hand. False when the input ends. */
static bool pass_screen(const cli_frontend *fe, const void *s, int seat, const cli_style *style) {
    char who[64], line[64];
    fe->seat_name(s, style, seat, who, sizeof who);
    printf("\033[H\033[2J\033[3J");
    long probe = -1; /* a reaction window (wait_answer would pass it): say how to pass them all */
    bool window = fe->wait_answer && fe->wait_answer(s, seat, &probe) >= 0;
    printf("--- Pass the terminal to %s and press Enter ---%s", who,
           window ? "\n(for a reaction window: 'wait' there passes your windows until your own turn)" : "");
    fflush(stdout);
    do /* the whole line: nothing typed here may spill into the next answer */
        if (!fgets(line, sizeof line, stdin)) return false;
    while (!strchr(line, '\n'));
    printf("\033[H\033[2J\033[3J");
    return true;
}

/* The file --resume names: the path itself, or a name in the saves folder
 * ("game-3", "game-3.game"). */
static void resolve_resume(const char *given, char *path, size_t size) {
    char dir[900], why[200];
    snprintf(path, size, "%s", given);
    if (access(given, F_OK) == 0 || strchr(given, '/') || !cli_data_dir(dir, sizeof dir, false, why, sizeof why)) return;
    char candidate[1024];
    snprintf(candidate, sizeof candidate, "%s/%s", dir, given);
    if (access(candidate, F_OK) != 0) snprintf(candidate, sizeof candidate, "%s/%s.game", dir, given);
    if (access(candidate, F_OK) == 0) snprintf(path, size, "%s", candidate);
}

/* A new file for a new game: --save FILE if nothing is there yet, else the first free
 * game-N.game in the saves folder. Never a file that exists: it may be another game. */
static bool new_save_path(const char *wanted, char *path, size_t size) {
    char why[300];
    if (wanted) {
        if (access(wanted, F_OK) == 0) {
            char shown[300];
            cli_escape(wanted, shown, sizeof shown);
            fprintf(stderr, "cardtable play: %s already exists; to go on with that game: cardtable play --resume %s "
                            "(or --save a new file)\n", shown, shown);
            return false;
        }
        snprintf(path, size, "%s", wanted);
        return true;
    }
    char dir[900];
    if (!cli_data_dir(dir, sizeof dir, true, why, sizeof why)) {
        fprintf(stderr, "cardtable play: %s\n", why);
        return false;
    }
    for (int n = 1; n < 100000; n++) {
        snprintf(path, size, "%s/game-%d.game", dir, n);
        if (access(path, F_OK) != 0) return true;
    }
    fprintf(stderr, "cardtable play: the saves folder %s is full (cardtable games lists them)\n", dir);
    return false;
}

/* What to type to go on: a save in the saves folder by its short name. */
static void resume_hint(const char *save_path, char *out, size_t size) {
    char dir[900], why[200];
    snprintf(out, size, "%s", save_path);
    if (!cli_data_dir(dir, sizeof dir, false, why, sizeof why)) return;
    size_t len = strlen(dir);
    if (strncmp(save_path, dir, len) || save_path[len] != '/') return;
    const char *name = save_path + len + 1;
    size_t name_len = strlen(name);
    if (!strchr(name, '/') && name_len > 5 && !strcmp(name + name_len - 5, ".game"))
        snprintf(out, size, "%.*s", (int)(name_len - 5), name);
}

/* Same file (by device and inode): saving a resumed game back to where it came from. */
static bool same_file(const char *a, const char *b) {
    struct stat x, y;
    return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

/* The game the arguments ask for: resumed from its file or started anew, with the
 * bot seats and names in its record, and the path it is saved to. s has room for any
 * game (cli_state_size); a->fe becomes the game's front end. */
static bool open_game(play_args *a, ct_record *rec, void *s, char *save_path, size_t size) {
    ct_error err;
    char shown[300];
    if (a->resume) {
        char why[512], from[1024];
        resolve_resume(a->resume, from, sizeof from);
        char *text = cli_read_file(from, why, sizeof why);
        if (!text) {
            char dir[900], dir_why[200];
            bool missing = access(from, F_OK) != 0 && !strchr(a->resume, '/');
            if (missing && cli_data_dir(dir, sizeof dir, false, dir_why, sizeof dir_why))
                fprintf(stderr, "cardtable play: --resume %s: no such file here nor game in the saves folder %s (cardtable games lists them)\n",
                        cli_escape(a->resume, shown, sizeof shown), dir);
            else
                fprintf(stderr, "cardtable play: %s\n", cli_escape(why, shown, sizeof shown));
            return false;
        }
        ct_status st = ct_record_from_text(rec, text, s, SIZE_MAX, &err);
        free(text);
        if (st) {
            char msg[300];
            fprintf(stderr, "cardtable play: %s: %s\n", cli_escape(from, shown, sizeof shown),
                    cli_escape(err.message, msg, sizeof msg));
            return false;
        }
        const cli_frontend *fe = cli_frontend_of(rec->game, &a->view_room);
        if (!fe) {
            fprintf(stderr, "cardtable play: %s: cannot play %s in the terminal\n", cli_escape(from, shown, sizeof shown), rec->game->name);
            ct_record_free(rec);
            return false;
        }
        if (a->game && fe->game != a->fe->game) {
            char file[300];
            fprintf(stderr, "cardtable play: --game %s cannot change a saved game: %s is a game of %s\n",
                    cli_escape(a->game, shown, sizeof shown), cli_escape(from, file, sizeof file), rec->game->name);
            ct_record_free(rec);
            return false;
        }
        a->fe = fe;
        if (a->save && !same_file(a->save, from) && !new_save_path(a->save, save_path, size)) {
            ct_record_free(rec);
            return false;
        }
        if (!a->save || same_file(a->save, from)) snprintf(save_path, size, "%s", from);
    } else {
        char options[256];
        uint64_t seed = a->seeded ? a->seed : ((uint64_t)time(NULL) * 2654435761u) ^ (uint64_t)getpid();
        if (!a->fe->options(a->values, seed, options, sizeof options)) return false;
        if (strchr(options, '\n')) {
            fprintf(stderr, "cardtable play: an option has a line break in it\n");
            return false;
        }
        if (ct_record_start(rec, a->fe->game, options, seed, s, &err)) {
            fprintf(stderr, "cardtable play: %s\n", cli_escape(err.message, shown, sizeof shown));
            return false;
        }
        if ((a->names && !parse_names(a->names, a->fe, s, rec)) || !new_save_path(a->save, save_path, size)) {
            ct_record_free(rec);
            return false;
        }
        a->fe->default_bots(s, a->values, rec->seat_bot);
    }
    int players = a->fe->game->seat_count(s);
    for (int p = 0; p < CT_MAX_SEATS; p++) {
        if (!a->ai[p]) continue;
        const char *why = p >= players ? "this game has no such seat" : automatic(a->fe, s, p) ? "that is Tull Au Toma's seat" : NULL;
        if (why) {
            fprintf(stderr, "cardtable play: --ai %d:%s: %s (the game has %d seats)\n", p + 1,
                    cli_escape(a->ai[p], shown, sizeof shown), why, players);
            ct_record_free(rec);
            return false;
        }
        snprintf(rec->seat_bot[p], sizeof rec->seat_bot[p], "%s", a->ai[p]);
    }
    return true;
}

int cli_play(int argc, char **argv) {
    play_args a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed) return parsed == 1 ? 0 : 2;
    /* names[seat]: the players' names from --names (kept in the record); NULL: the
     * game's default names. Filled once the game is open. */
    const char *names[CT_MAX_SEATS] = {NULL};
    cli_style style = {a.color, cli_terminal_width(), names, cli_terminal_height()};
    bool interactive = isatty(STDIN_FILENO);
    void *s = malloc(cli_state_size());
    ct_record rec;
    ct_error err;
    char save_path[1024];
    if (!s) return 2;
    if (!open_game(&a, &rec, s, save_path, sizeof save_path)) {
        free(s);
        return 2;
    }
    const cli_frontend *fe = a.fe;
    const ct_game *game = fe->game;
    const int players = game->seat_count(s);
    char *line = NULL;
    size_t line_cap = 0;
    int status = 0, last_seat = -1, line_no = 0;
    ct_agent agents[CT_MAX_SEATS] = {{0}};
    bool waiting[CT_MAX_SEATS] = {false}; /* `wait`: passing this seat's reaction windows */
    long wait_mark[CT_MAX_SEATS] = {0};   /* the front end's note of when each wait began */
    void *session = fe->new_session ? fe->new_session() : NULL; /* the front end's memory (frontend.h) */
    for (size_t i = 0; session && fe->session_read_note && i < rec.note_count; i++)
        fe->session_read_note(session, rec.notes[i].text); /* a resumed game's stops and settings */
    int humans = 0;
    for (int p = 0; p < players; p++) {
        char why[400];
        const char *bot = rec.seat_bot[p][0] ? rec.seat_bot[p] : NULL;
        a.ai[p] = bot;
        if (bot && (automatic(fe, s, p) || !ct_agent_parse(bot, rec.seed * 31 + (uint64_t)p, &agents[p], why, sizeof why))) {
            fprintf(stderr, "cardtable play: seat %d: %s\n", p + 1, automatic(fe, s, p) ? "Tull Au Toma's seat has no bot" : why);
            status = 2;
            goto done;
        }
        humans += !bot && !automatic(fe, s, p);
        names[p] = rec.seat_name[p][0] ? rec.seat_name[p] : NULL;
    }
    if (!save(&rec, save_path)) {
        status = 2;
        goto done;
    }
    char hint[1024];
    resume_hint(save_path, hint, sizeof hint);
    say_where_on_interrupt(save_path, hint);
    fe->intro(s, save_path, &style);
    int you = -1; /* the one person at the terminal, if only one */
    for (int p = 0; p < players; p++)
        if (!a.ai[p] && !automatic(fe, s, p)) you = humans == 1 ? p : -1;
    size_t shown[CT_MAX_SEATS]; /* answers already told to each seat */
    char notes[CT_MAX_SEATS][800] = {{0}}; /* hot-seat: windows passed for a seat, told at its next decision */
    /* resumed: the last few answers are told again, so each seat sees where it was */
    size_t resumed_at = a.resume ? rec.count : 0, recap_from = resumed_at > RESUME_RECAP ? resumed_at - RESUME_RECAP : 0;
    for (int p = 0; p < CT_MAX_SEATS; p++) shown[p] = recap_from;
    while (!game->is_over(s)) {
        int seat = game->to_move(s);
        if (a.ai[seat]) { /* a bot's move: played, saved, told to whoever watches */
            int choice = ct_agent_choose(&agents[seat], game, s);
            if (!play_and_save(&rec, s, choice, save_path)) {
                status = 2;
                goto done;
            }
            if (humans == 0) {
                recap(fe, &rec, rec.count - 1, -1, &style, "");
                shown[0] = rec.count;
            }
            continue;
        }
        if (waiting[seat]) { /* `wait`: a reaction window passes by itself */
            int pass = fe->wait_answer(s, seat, &wait_mark[seat]);
            if (pass >= 0) {
                if (!play_and_save(&rec, s, pass, save_path)) {
                    status = 2;
                    goto done;
                }
                continue;
            }
            if (pass == -1) waiting[seat] = false; /* -2: this question is asked, the wait goes on */
        }
        if (fe->auto_answer && session) { /* a question not worth asking: answered for the person, and said */
            char why[400];
            int pass = fe->auto_answer(session, s, seat, humans, &style, why, sizeof why);
            if (pass >= 0) {
                if (!play_and_save(&rec, s, pass, save_path)) {
                    status = 2;
                    goto done;
                }
                /* hot-seat: the pass screen would wipe the line, so the seat reads it at its next decision */
                if (interactive && humans > 1) keep_note(notes[seat], sizeof notes[seat], why);
                else cli_print_wrapped(stdout, &style, why);
                continue;
            }
        }
        if (seat != last_seat && interactive && humans > 1 && !pass_screen(fe, s, seat, &style)) {
            printf("\nInput ended; the game is saved in %s (cardtable play --resume %s).\n", save_path, hint);
            goto done;
        }
        last_seat = seat;
        const char *since = shown[seat] < resumed_at ? "\nThe last moves before the game was saved:\n"
                            : humans > 1                ? "\nSince your last decision:\n"
                                                        : "\n";
        /* on a short terminal (80x24) every game tells the log above the table: the table stays with the question */
        bool log_above = fe->log_above_table || (style.height > 0 && style.height <= 30);
        int logged = log_above ? recap(fe, &rec, shown[seat], seat, &style, since) : 0;
        if (log_above) logged += tell_notes(notes[seat], &style);
        cli_style below = style; /* the table fits the terminal under the log just told, if it can */
        if (below.height) below.height = below.height - logged > 20 ? below.height - logged : 20;
        fe->render_table(stdout, s, seat, &below);
        if (!log_above) {
            recap(fe, &rec, shown[seat], seat, &style, since);
            tell_notes(notes[seat], &style);
        }
        shown[seat] = rec.count;
        char prompt[CT_NAME_SIZE + 64];
        cli_style uncolored = {false, 0, style.names, 0}; /* for the one-line errors below */
        if (fe->prompt_text) fe->prompt_text(s, &uncolored, prompt, sizeof prompt);
        else game->prompt(s, prompt, sizeof prompt);
        uint16_t opts[CT_MAX_OPTIONS];
        int n = game->legal(s, opts);
        fe->print_decision(s, opts, n, &style);
        int chosen = -1;
        while (chosen == -1) {
            printf("> ");
            fflush(stdout);
            if (!cli_read_line(stdin, &line, &line_cap)) {
                printf("\nInput ended; the game is saved in %s (cardtable play --resume %s).\n", save_path, hint);
                goto done;
            }
            line_no++;
            cli_trim(line);
            if (!*line) continue;
            if (!strcasecmp(line, "quit") || !strcasecmp(line, "q")) {
                printf("The game is saved in %s (cardtable play --resume %s).\n", save_path, hint);
                goto done;
            }
            if (!strcasecmp(line, "help") || !strcmp(line, "?")) {
                fe->help(s, &style);
                continue;
            }
            if (fe->command(session, s, seat, line, &style)) {
                if (session && fe->session_note && (!keep_wishes(fe, session, &rec, seat) || !save(&rec, save_path))) {
                    status = 2;
                    goto done;
                }
                continue;
            }
            if (!strcasecmp(line, "card")) { /* the command without its name */
                printf("card NAME shows a card in full: type card and the card's name (card %s).\n", fe->example_card);
                continue;
            }
            if (!strncasecmp(line, "card ", 5)) {
                char *name = line + 5;
                while (*name == ' ') name++;
                fe->show_card(s, name, &style);
                continue;
            }
            if (!strcasecmp(line, "board")) { /* the whole table (not fitted to the screen) and the question again */
                cli_style whole = style;
                whole.height = 0;
                fe->render_table(stdout, s, seat, &whole);
                fe->print_decision(s, opts, n, &style);
                continue;
            }
            if (!strcasecmp(line, "log")) {
                told all = {&style, NULL, 0};
                printf("The game so far:\n");
                fe->narrate(&rec, 0, rec.count, seat, &style, print_indented, &all);
                continue;
            }
            if (fe->wait_answer && !strcasecmp(line, "wait")) {
                wait_mark[seat] = -1;
                int pass = fe->wait_answer(s, seat, &wait_mark[seat]);
                if (pass < 0) {
                    printf("Nothing to wait for: this is not a reaction window.\n");
                    continue;
                }
                waiting[seat] = true;
                chosen = pass;
                break;
            }
            if (!strcasecmp(line, "undo")) {
                char why[200];
                int other; /* whose the last decision was, when not this seat's: did their 'wait' pass it? */
                int keep = cli_undo_point(fe, &rec, s, &other, why, sizeof why);
                if (keep < 0) {
                    bool waited = other >= 0 && other < CT_MAX_SEATS && waiting[other];
                    printf("Cannot undo: %s%s.\n", why, waited ? " (their reaction window, passed by their 'wait')" : "");
                    continue;
                }
                if (ct_record_truncate(&rec, (size_t)keep, s, &err) || !save(&rec, save_path)) {
                    fprintf(stderr, "cardtable play: cannot undo: %s\n", err.message);
                    status = 2;
                    goto done;
                }
                if (session && fe->session_undone) fe->session_undone(session); /* a window passed and undone is asked again */
                memset(notes, 0, sizeof notes);
                printf("Undone.\n");
                chosen = UNDONE;
                break;
            }
            int matches;
            chosen = cli_match_answer(fe, s, &style, opts, n, line, &matches);
            if (chosen < 0 && !matches && fe->two_step_answer) chosen = fe->two_step_answer(session, s, seat, line);
            if (chosen < 0) {
                char why[600], escaped[160];
                cli_explain_answer(fe, s, &style, opts, n, line, matches, why, sizeof why);
                if (!interactive) {
                    if (matches > 1 || matches < 0) /* ambiguous, or the game said what is wrong */
                        fprintf(stderr, "cardtable play: input line %d: %s, to \"%s\"\n", line_no, why, prompt);
                    else {
                        char nearest[CT_NAME_SIZE + 128];
                        cli_nearest_answer(fe, s, &style, opts, n, line, nearest, sizeof nearest);
                        fprintf(stderr, "cardtable play: input line %d: '%s' is not one of the %d options to \"%s\"%s\n",
                                line_no, cli_escape(line, escaped, sizeof escaped), n, prompt, nearest);
                    }
                    status = 2;
                    goto done;
                }
                strncat(why, ".\n", sizeof why - strlen(why) - 1);
                cli_print_wrapped(stdout, &style, why);
            }
        }
        if (chosen == UNDONE) continue;
        if (!play_and_save(&rec, s, chosen, save_path)) {
            status = 2;
            goto done;
        }
    }
    if (you >= 0) recap(fe, &rec, shown[you], you, &style, "\n");
    else {
        size_t from = rec.count;
        for (int p = 0; p < players; p++)
            if (!a.ai[p] && !automatic(fe, s, p) && shown[p] < from) from = shown[p];
        recap(fe, &rec, from, -1, &style, "\nThe last moves:\n");
    }
    fe->final_screen(s, &style);
    {
        char end[1200];
        snprintf(end, sizeof end, "\nThe game is over; its record is in %s.\n", save_path);
        cli_print_wrapped(stdout, &style, end);
    }
done:
    for (int p = 0; p < CT_MAX_SEATS; p++) ct_agent_free(&agents[p]);
    free(session);
    free(line);
    ct_record_free(&rec);
    free(s);
    return status;
}
