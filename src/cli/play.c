/* play.c: `cardtable play`: a game of Red Rising in the terminal, hot-seat, with
 * numbered options (or typed names), autosaved after every decision as a game
 * record, resumable with --resume. When stdin is not a terminal it reads one answer
 * per line and stops with status 2 at the first line that is not a legal answer. */
#include <ctype.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "agent.h"
#include "cli.h"

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
    const char *players, *houses, *save, *resume, *level, *variant, *names;
    const char *ai[RR_MAX_PLAYERS]; /* the agent playing each seat, or NULL for a person */
    uint64_t seed;
    bool seeded, color;
} play_args;

static void play_usage(FILE *out) {
    fprintf(out,
            "usage: cardtable play [--players N] [--level L] [--houses random|H1,H2,..] [--seed S]\n"
            "                      [--variant V] [--names A,B,..] [--ai SEAT:KIND] [--save FILE]\n"
            "                      [--no-color]\n"
            "       cardtable play --resume FILE|NAME [--ai SEAT:KIND] [--save FILE] [--no-color]\n"
            "  --players N     1 (default): you against Tull Au Toma; 2 to 6: players at one\n"
            "                  terminal, passing it on\n"
            "  --level L       Tull Au Toma's level, 1 (High Red) to 6 (Peerless Scarred); 2 is normal\n"
            "  --houses LIST   random (default) or one house per seat: Apollo, Ceres, Diana,\n"
            "                  Jupiter, Mars, Minerva\n"
            "  --variant V     all-cards (solo: Auctioneer, Eo, Psychologist, Roque stay in) or\n"
            "                  multiplayer (the official targeting variant)\n"
            "  --names LIST    the players' names, one per seat (not Tull): Ana,Ben\n"
            "  --ai SEAT:KIND  seat 1-6 played by a bot: easy, medium, hard or expert, or\n"
            "                  random, greedy, mcts (mcts:500, mcts:200ms); repeat for more\n"
            "                  seats; kept in the save\n"
            "  --seed S        the shuffle and dice (default: from the clock)\n"
            "  --save FILE     where the game is saved after every decision (a new file; default:\n"
            "                  game-N.game in the saves folder, see cardtable games)\n"
            "  --resume FILE   go on with a saved game (a path, or a name from cardtable games)\n"
            "At a decision type the option's number or its name; 'help', 'score', 'quit'.\n");
}

static int arg_error(const char *format, const char *what) {
    char shown[160];
    fprintf(stderr, "cardtable play: ");
    fprintf(stderr, format, cli_escape(what, shown, sizeof shown));
    fprintf(stderr, " (see cardtable play --help)\n");
    return 2;
}

/* "--ai 2:greedy": the seat and the agent, checked now. */
static int parse_ai(const char *val, play_args *a) {
    int seat = val[0] - '1';
    if (seat < 0 || seat >= RR_MAX_PLAYERS || val[1] != ':')
        return arg_error("--ai takes SEAT:KIND with a seat from 1 to 6, e.g. --ai 2:greedy, not '%s'", val);
    if (a->ai[seat]) return arg_error("--ai %s: that seat has a bot already", val);
    ct_agent probe;
    char why[200];
    if (!ct_agent_parse(val + 2, 0, &probe, why, sizeof why) || strchr(val + 2, ' '))
        return arg_error("--ai: %s", why);
    a->ai[seat] = val + 2;
    return 0;
}

static int parse_args(int argc, char **argv, play_args *a) {
    memset(a, 0, sizeof *a);
    a->color = cli_color_allowed();
    static const char *const valued[] = {"--players", "--houses", "--save", "--resume", "--level",
                                         "--variant", "--names",  "--ai",   "--seed"};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            play_usage(stdout);
            return 1;
        } else if (!strcmp(arg, "--no-color")) {
            a->color = false;
            continue;
        }
        int k = 0, known = (int)(sizeof valued / sizeof valued[0]);
        while (k < known && strcmp(arg, valued[k])) k++;
        if (k == known) return arg_error(arg[0] == '-' ? "unknown option %s" : "unexpected argument '%s'", arg);
        if (i + 1 >= argc) return arg_error("%s needs a value", arg);
        const char *val = argv[++i];
        const char **slot = !strcmp(arg, "--players") ? &a->players : !strcmp(arg, "--houses") ? &a->houses
                            : !strcmp(arg, "--save")   ? &a->save    : !strcmp(arg, "--resume") ? &a->resume
                            : !strcmp(arg, "--level")  ? &a->level   : !strcmp(arg, "--variant") ? &a->variant
                            : !strcmp(arg, "--names")  ? &a->names   : NULL;
        if (slot && *slot) return arg_error("%s is given twice", arg);
        if (slot) *slot = val;
        if (!strcmp(arg, "--ai") && parse_ai(val, a)) return 2;
        if (!strcmp(arg, "--seed")) {
            if (a->seeded) return arg_error("%s is given twice", arg);
            if (!cli_parse_u64(val, &a->seed)) return arg_error("--seed must be a whole number from 0 to 2^64-1, not '%s'", val);
            a->seeded = true;
        }
    }
    int n;
    if (a->players && !cli_parse_int(a->players, 1, RR_MAX_PLAYERS, &n))
        return arg_error("players must be 1 (solo, against Tull Au Toma) to 6, not '%s'", a->players);
    if (a->level && !cli_parse_int(a->level, 1, 6, &n)) return arg_error("--level must be from 1 to 6, not '%s'", a->level);
    if (a->level && a->players && strcmp(a->players, "1"))
        return arg_error("--level is Tull Au Toma's, for a solo game (--players 1), not --players %s", a->players);
    if (a->resume) { /* the saved game says all of these */
        const char *fixed = a->players ? "--players" : a->houses ? "--houses" : a->level ? "--level"
                            : a->variant ? "--variant" : a->names ? "--names" : a->seeded ? "--seed" : NULL;
        if (fixed) return arg_error("%s cannot change a saved game: --resume goes on with it as it was saved", fixed);
    }
    return 0;
}

/* --names "Ana,Ben": one per seat that is not Tull's, 1 to 20 printable characters,
 * no two alike. */
static bool parse_names(const char *list, const rr_board *b, ct_record *rec) {
    int want = b->players - (b->automa >= 0), got = 0;
    char copy[512], shown[160];
    if (strlen(list) >= sizeof copy) {
        fprintf(stderr, "cardtable play: --names is too long\n");
        return false;
    }
    snprintf(copy, sizeof copy, "%s", list);
    char *rest = copy;
    for (int p = 0; p < b->players; p++) {
        if (p == b->automa) continue;
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
        fprintf(stderr, "cardtable play: --names gives %d name%s, but this game has %d player%s%s\n", given,
                given == 1 ? "" : "s", want, want == 1 ? "" : "s", b->automa >= 0 ? " besides Tull Au Toma" : "");
        return false;
    }
    return true;
}

/* The question and its numbered options; a lead's four locations share a line. */
static void print_decision_text(FILE *out, const rr_state *s, const uint16_t *opts, int n, const cli_style *style) {
    char prompt[CT_NAME_SIZE], who[64];
    rr_prompt(s, prompt, sizeof prompt);
    const char *rest = strchr(prompt, ':');
    seat_name(&s->now, style, rr_to_move(s), who, sizeof who);
    fprintf(out, "\n%s%s\n", who, rest ? rest : prompt);
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE + 64];
        if (s->pending.kind == RR_ASK_ACTION && opts[i] < RR_LEAD_EMPTY) {
            int c = opts[i] / RR_LOCATIONS;
            fprintf(out, "  lead %-20s", rr_cards[c].name);
            for (; i < n && opts[i] < RR_LEAD_EMPTY && opts[i] / RR_LOCATIONS == c; i++)
                fprintf(out, " %3d.%c%s", i + 1, CLI_KEEP_TOGETHER, rr_location_name(opts[i] % RR_LOCATIONS));
            fprintf(out, "\n");
            i--;
        } else if (s->pending.kind == RR_ASK_ACTION && opts[i] >= RR_SCOUT) {
            fprintf(out, "  %-25s", "scout");
            for (; i < n; i++) fprintf(out, " %3d.%c%s", i + 1, CLI_KEEP_TOGETHER, rr_location_name(opts[i] - RR_SCOUT));
            fprintf(out, "\n");
        } else {
            option_label(s, style, opts[i], name, sizeof name);
            fprintf(out, "  %3d. %s\n", i + 1, name);
        }
    }
}

/* The question and its numbered options; a lead's four locations share a line. */
static void print_decision(const rr_state *s, const uint16_t *opts, int n, const cli_style *style) {
    char *text = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&text, &size);
    if (!mem) return;
    print_decision_text(mem, s, opts, n, style);
    fclose(mem);
    cli_print_wrapped(stdout, style, text);
    free(text);
}

/* A card by its full name or a prefix only it has. */
static void show_card(const char *name, const cli_style *style) {
    int c = rr_find_card(name), count = 0;
    size_t len = strlen(name);
    if (c < 0 && len)
        for (int k = 0; k < RR_CARD_COUNT; k++)
            if (!strncasecmp(rr_cards[k].name, name, len)) {
                if (!count++) c = k;
            }
    if (c >= 0 && count <= 1) {
        render_card(stdout, c, style);
        return;
    }
    if (count > 1) {
        printf("ambiguous: %d cards start with '%s':", count, name);
        for (int k = 0, listed = 0; k < RR_CARD_COUNT; k++)
            if (!strncasecmp(rr_cards[k].name, name, len)) printf("%s %s", listed++ ? "," : "", rr_cards[k].name);
        printf("\n");
        return;
    }
    int guess = rr_suggest_card(name);
    char shown[160];
    cli_escape(name, shown, sizeof shown);
    if (guess >= 0) printf("No card '%s' (did you mean %s?)\n", shown, rr_cards[guess].name);
    else printf("No card '%s' (cardtable cards lists them all).\n", shown);
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

static void show_help(const rr_state *s, const cli_style *style) {
    char prompt[CT_NAME_SIZE], text[2400];
    rr_prompt(s, prompt, sizeof prompt);
    int n = snprintf(text, sizeof text,
             "Now: %s\n"
             "Type the number of an option, or words of its name (\"lead darrow mars\").\n"
             "Lead: deploy a card from your hand to a location, then gain the top card of a location "
             "you did not deploy to (and its bonus), or the deck's top card (and roll the die).\n"
             "Scout: place the deck's top card on a location and gain that location's bonus.\n"
             "How you score at the end: your cards' core values and their points; Helium 3 points each; "
             "the Sovereign token 10; the Fleet Track 1, 3, 6, 10, 15, 21, 28, 34, 39 or 43; Influence on "
             "the Institute 4 points each for the most, 2 for the second most, 1 otherwise; -10 for each "
             "card in hand over 7.\n"
             "Commands: help; card NAME (any card in full; the start of its name is enough); log (the "
             "game so far); score or pad (the scorepad as it stands, your cards one by one); banished "
             "(the banished pile); undo (your last decision, unless something was revealed or rolled "
             "since); quit (the game stays saved).\n",
             prompt);
    if (s->now.automa >= 0 && n > 0 && (size_t)n < sizeof text)
        snprintf(text + n, sizeof text - (size_t)n,
                 "Against Tull Au Toma: undo stops at anything revealed or rolled, and her turn reveals "
                 "her cards, so you can take back decisions within your own turn only (until a die roll "
                 "or a revealed card).\n");
    cli_print_wrapped(stdout, style, text);
}

typedef struct told {
    const cli_style *style;
    const char *heading; /* printed before the first line, or NULL */
    int lines;
} told;

static void print_indented(void *ctx, const char *line) {
    told *t = ctx;
    if (!t->lines++ && t->heading) printf("%s", t->heading);
    char text[RR_NARRATION_SIZE + 4];
    snprintf(text, sizeof text, "  %s", line);
    cli_print_wrapped(stdout, t->style, text);
}

/* What happened since seat last saw the table, as seat may know it. */
static void recap(const ct_record *rec, size_t from, int seat, const rr_state *s, const cli_style *style,
                  const char *heading) {
    rr_narrator names;
    cli_narrator(&s->now, style, seat, &names);
    told t = {style, heading, 0};
    if (from > rec->count) from = rec->count; /* after an undo */
    gamelog_narrate(rec, from, rec->count, seat, &names, print_indented, &t);
}

/* Clears the screen and the scrollback, asks for the next player, and clears again:
 * nobody sees another's hand. False when the input ends. */
static bool pass_screen(const rr_state *s, int seat, const cli_style *style) {
    char who[64], line[64];
    seat_name(&s->now, style, seat, who, sizeof who);
    printf("\033[H\033[2J\033[3J");
    printf("--- Pass the terminal to %s and press Enter ---", who);
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
 * bot seats and names in its record, and the path it is saved to. */
static bool open_game(const play_args *a, ct_record *rec, rr_state *s, char *save_path, size_t size) {
    ct_error err;
    char shown[300];
    if (a->resume) {
        char why[512], from[1024];
        resolve_resume(a->resume, from, sizeof from);
        char *text = cli_read_file(from, why, sizeof why);
        if (!text) {
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
        if (a->save && !same_file(a->save, from) && !new_save_path(a->save, save_path, size)) {
            ct_record_free(rec);
            return false;
        }
        if (!a->save || same_file(a->save, from)) snprintf(save_path, size, "%s", from);
    } else {
        char options[256];
        int n = snprintf(options, sizeof options, "players=%s houses=%s", a->players ? a->players : "1",
                         a->houses ? a->houses : "random");
        if (a->level) n += snprintf(options + n, sizeof options - (size_t)n, " level=%s", a->level);
        if (a->variant) snprintf(options + n, sizeof options - (size_t)n, " variant=%s", a->variant);
        if (strchr(options, '\n')) {
            fprintf(stderr, "cardtable play: an option has a line break in it\n");
            return false;
        }
        uint64_t seed = a->seeded ? a->seed : ((uint64_t)time(NULL) * 2654435761u) ^ (uint64_t)getpid();
        if (ct_record_start(rec, &rr_game, options, seed, s, &err)) {
            fprintf(stderr, "cardtable play: %s\n", cli_escape(err.message, shown, sizeof shown));
            return false;
        }
        if ((a->names && !parse_names(a->names, &s->now, rec)) || !new_save_path(a->save, save_path, size)) {
            ct_record_free(rec);
            return false;
        }
    }
    for (int p = 0; p < RR_MAX_PLAYERS; p++) {
        if (!a->ai[p]) continue;
        const char *why = p >= s->now.players ? "this game has no such seat" : p == s->now.automa ? "that is Tull Au Toma's seat" : NULL;
        if (why) {
            fprintf(stderr, "cardtable play: --ai %d:%s: %s (the game has %d seats)\n", p + 1,
                    cli_escape(a->ai[p], shown, sizeof shown), why, s->now.players);
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
    /* names[seat]: the players' names from --names (kept in the record); NULL:
     * "Player N (House)". Filled once the game is open. */
    const char *names[RR_MAX_PLAYERS] = {NULL};
    cli_style style = {a.color, cli_terminal_width(), names};
    bool interactive = isatty(STDIN_FILENO);
    rr_state *s = malloc(sizeof *s);
    ct_record rec;
    ct_error err;
    char save_path[1024];
    if (!s) return 2;
    if (!open_game(&a, &rec, s, save_path, sizeof save_path)) {
        free(s);
        return 2;
    }
    char *line = NULL;
    size_t line_cap = 0;
    int status = 0, last_seat = -1, line_no = 0;
    ct_agent agents[RR_MAX_PLAYERS];
    int humans = 0;
    for (int p = 0; p < s->now.players; p++) {
        char why[200];
        const char *bot = rec.seat_bot[p][0] ? rec.seat_bot[p] : NULL;
        a.ai[p] = bot;
        if (bot && (p == s->now.automa || !ct_agent_parse(bot, rec.seed * 31 + (uint64_t)p, &agents[p], why, sizeof why))) {
            fprintf(stderr, "cardtable play: seat %d: %s\n", p + 1, p == s->now.automa ? "Tull Au Toma's seat has no bot" : why);
            status = 2;
            goto done;
        }
        humans += !bot && p != s->now.automa;
        names[p] = rec.seat_name[p][0] ? rec.seat_name[p] : NULL;
    }
    if (!save(&rec, save_path)) {
        status = 2;
        goto done;
    }
    char hint[1024];
    resume_hint(save_path, hint, sizeof hint);
    say_where_on_interrupt(save_path, hint);
    {
        char intro[1400];
        if (s->now.automa >= 0)
            snprintf(intro, sizeof intro, "Red Rising: you against Tull Au Toma, level %d (%s). Saving to %s after every decision.\n",
                     s->now.automa_level, rr_automa_level_names[s->now.automa_level], save_path);
        else
            snprintf(intro, sizeof intro, "Red Rising, %d players. Saving to %s after every decision.\n", s->now.players, save_path);
        cli_print_wrapped(stdout, &style, intro);
    }
    int you = -1; /* the one person at the terminal, if only one */
    for (int p = 0; p < s->now.players; p++)
        if (!a.ai[p] && p != s->now.automa) you = humans == 1 ? p : -1;
    size_t shown[RR_MAX_PLAYERS]; /* answers already told to each seat */
    for (int p = 0; p < RR_MAX_PLAYERS; p++) shown[p] = a.resume ? rec.count : 0;
    while (!rr_is_over(s)) {
        int seat = rr_to_move(s);
        if (a.ai[seat]) { /* a bot's move: played, saved, told to whoever watches */
            int choice = ct_agent_choose(&agents[seat], &rr_game, s);
            if (ct_record_play(&rec, s, choice, &err) || !save(&rec, save_path)) {
                status = 2;
                goto done;
            }
            if (humans == 0) {
                recap(&rec, rec.count - 1, -1, s, &style, "");
                shown[0] = rec.count;
            }
            continue;
        }
        if (seat != last_seat && interactive && humans > 1 && !pass_screen(s, seat, &style)) {
            printf("\nInput ended; the game is saved in %s (cardtable play --resume %s).\n", save_path, hint);
            goto done;
        }
        last_seat = seat;
        render_table(stdout, s, seat, &style);
        recap(&rec, shown[seat], seat, s, &style, humans > 1 ? "\nSince your last turn:\n" : "\n");
        shown[seat] = rec.count;
        char prompt[CT_NAME_SIZE];
        rr_prompt(s, prompt, sizeof prompt);
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rr_legal(s, opts);
        print_decision(s, opts, n, &style);
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
                show_help(s, &style);
                continue;
            }
            if (!strcasecmp(line, "score") || !strcasecmp(line, "pad")) {
                render_pad_for(stdout, s, seat, &style);
                continue;
            }
            if (!strcasecmp(line, "banished")) {
                render_banished(stdout, s, &style);
                continue;
            }
            if (!strncasecmp(line, "card ", 5)) {
                char *name = line + 5;
                while (*name == ' ') name++;
                show_card(name, &style);
                continue;
            }
            if (!strcasecmp(line, "log")) {
                rr_narrator narrator;
                cli_narrator(&s->now, &style, seat, &narrator);
                told all = {&style, NULL, 0};
                printf("The game so far:\n");
                gamelog_narrate(&rec, 0, rec.count, seat, &narrator, print_indented, &all);
                continue;
            }
            if (!strcasecmp(line, "undo")) {
                char why[200];
                int keep = undo_point(&rec, s, why, sizeof why);
                if (keep < 0) {
                    printf("Cannot undo: %s.\n", why);
                    continue;
                }
                if (ct_record_truncate(&rec, (size_t)keep, s, &err) || !save(&rec, save_path)) {
                    fprintf(stderr, "cardtable play: cannot undo: %s\n", err.message);
                    status = 2;
                    goto done;
                }
                printf("Undone.\n");
                chosen = UNDONE;
                break;
            }
            int matches;
            chosen = cli_match_option(s, &style, opts, n, line, &matches);
            if (chosen < 0) {
                char why[600], escaped[160];
                cli_explain_no_match(s, &style, opts, n, line, matches, why, sizeof why);
                if (!interactive) {
                    if (matches > 1)
                        fprintf(stderr, "cardtable play: input line %d: %s, to \"%s\"\n", line_no, why, prompt);
                    else
                        fprintf(stderr, "cardtable play: input line %d: '%s' is not one of the %d options to \"%s\"\n",
                                line_no, cli_escape(line, escaped, sizeof escaped), n, prompt);
                    status = 2;
                    goto done;
                }
                strncat(why, ".\n", sizeof why - strlen(why) - 1);
                cli_print_wrapped(stdout, &style, why);
            }
        }
        if (chosen == UNDONE) continue;
        if (ct_record_play(&rec, s, chosen, &err)) {
            fprintf(stderr, "cardtable play: %s\n", err.message);
            status = 2;
            goto done;
        }
        if (!save(&rec, save_path)) {
            status = 2;
            goto done;
        }
    }
    if (you >= 0) recap(&rec, shown[you], you, s, &style, "\n");
    else {
        size_t from = rec.count;
        for (int p = 0; p < s->now.players; p++)
            if (!a.ai[p] && p != s->now.automa && shown[p] < from) from = shown[p];
        recap(&rec, from, -1, s, &style, "\nThe last moves:\n");
    }
    render_table(stdout, s, -1, &style);
    {
        rr_scorepad pad;
        char final_names[RR_MAX_PLAYERS][64];
        rr_score(&s->now, &pad);
        for (int p = 0; p < s->now.players; p++) seat_name(&s->now, &style, p, final_names[p], sizeof final_names[p]);
        printf("\nThe scorepad:\n\n");
        char *text = NULL;
        size_t size = 0;
        FILE *mem = open_memstream(&text, &size);
        if (mem) {
            render_scorepad_detail(mem, &s->now, &pad, (const char (*)[64])final_names);
            fclose(mem);
            cli_print_wrapped(stdout, &style, text);
            free(text);
        } else {
            render_scorepad_detail(stdout, &s->now, &pad, (const char (*)[64])final_names);
        }
    }
    {
        char end[1200];
        snprintf(end, sizeof end, "\nThe game is over; its record is in %s.\n", save_path);
        cli_print_wrapped(stdout, &style, end);
    }
done:
    free(line);
    ct_record_free(&rec);
    free(s);
    return status;
}
