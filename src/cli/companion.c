/* companion.c: `cardtable companion`: runs Tull Au Toma for someone playing the
 * physical game solo. It sets her up, draws her Au Toma cards, asks only what it must
 * know (whether a location is empty), says exactly what to do, keeps her tokens and
 * hand size, and scores her at the end, in lines wrapped to the terminal's width. Its
 * state is saved after every step (a small text file written whole, then renamed), so
 * quitting or Ctrl-C loses nothing. */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "companion_state.h"


typedef struct session {
    companion c;
    const char *path;
    bool interactive;
    int line_no;
    char *line; /* the last input line (getline's buffer) */
    size_t line_cap;
    cli_style style; /* its width: the terminal's (COLUMNS, else its own); 0 into a pipe */
} session;

/* ---- the state file ---- */

static bool save(const session *s) {
    char text[1024], why[512];
    companion_format(&s->c, text, sizeof text);
    if (!cli_write_file_atomic(s->path, text, why, sizeof why)) {
        fprintf(stderr, "cardtable companion: %s\n", why);
        return false;
    }
    return true;
}

static bool load(const char *path, companion *c, char *why, size_t size) {
    char *text = cli_read_file(path, why, size);
    if (!text) return false;
    bool ok = companion_parse(text, path, c, why, size);
    free(text);
    return ok;
}

/* ---- talking ---- */

static void say(const session *s, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Prints whole lines to standard output, wrapped at word boundaries to the width. */
static void say(const session *s, const char *format, ...) {
    char text[2048];
    va_list ap;
    va_start(ap, format);
    vsnprintf(text, sizeof text, format, ap);
    va_end(ap);
    cli_print_wrapped(stdout, &s->style, text);
}

/* The next non-empty input line, whole and trimmed; NULL at the end of input. */
static char *read_line(session *s) {
    for (;;) {
        if (s->interactive) printf("> ");
        fflush(stdout); /* a program driving us sees every question before it answers */
        if (!cli_read_line(stdin, &s->line, &s->line_cap)) return NULL;
        s->line_no++;
        size_t n = strlen(s->line);
        while (n && isspace((unsigned char)s->line[n - 1])) s->line[--n] = 0;
        char *t = s->line;
        while (isspace((unsigned char)*t)) t++;
        if (*t) return t;
    }
}

/* A yes/no answer: 1 yes, 0 no, -1 end of input, -2 a bad line in scripted mode. */
static int ask_yes(session *s, const char *question) {
    char shown[160];
    for (;;) {
        say(s, "%s (yes/no)\n", question);
        char *a = read_line(s);
        if (!a) return -1;
        if (!strcasecmp(a, "y") || !strcasecmp(a, "yes")) return 1;
        if (!strcasecmp(a, "n") || !strcasecmp(a, "no")) return 0;
        if (!s->interactive) {
            fprintf(stderr, "cardtable companion: input line %d: '%s' is not yes or no\n", s->line_no,
                    cli_escape(a, shown, sizeof shown));
            return -2;
        }
        say(s, "Please answer yes or no.\n");
    }
}

/* A number in [lo, hi]: the number, -1 end of input, -2 a bad line in scripted mode. */
static int ask_number(session *s, const char *question, int lo, int hi) {
    char shown[160];
    for (;;) {
        say(s, "%s (%d-%d)\n", question, lo, hi);
        char *a = read_line(s), *end;
        if (!a) return -1;
        errno = 0;
        long v = strtol(a, &end, 10);
        if (end != a && !*end && !errno && v >= lo && v <= hi) return (int)v;
        if (!s->interactive) {
            fprintf(stderr, "cardtable companion: input line %d: '%s' is not a number from %d to %d\n", s->line_no,
                    cli_escape(a, shown, sizeof shown), lo, hi);
            return -2;
        }
        say(s, "Please type a number from %d to %d.\n", lo, hi);
    }
}

/* The terminal's way to give the Sovereign token back, after a bonus that took it. */
#define SOVEREIGN_HINT " (your Martyr or Justice may keep it: then type 'sovereign no')"

static void print_step(const session *s, const companion_step *step, const companion *c) {
    static const char *const indent[] = {"", " ", "   "};
    char text[200];
    companion_step_text(step, c, SOVEREIGN_HINT, text, sizeof text);
    say(s, "%s%s%s\n", step->kind == COMPANION_TURN ? "\n" : "", indent[companion_step_depth(step)], text);
}

/* Her turn: two Au Toma cards (companion_turn.c), asking whether a location is empty
 * when it must. Returns 1 when done, 0 if input ended and -2 if a line was bad
 * mid-turn (the turn is then not played nor saved: resuming plays it again). */
static int her_turn(session *s) {
    bool empty[COMPANION_MAX_ANSWERS];
    int answers = 0, shown = 0;
    companion_turn_steps turn;
    for (;;) {
        companion after = s->c;
        companion_turn(&after, empty, answers, &turn);
        for (; shown < turn.count; shown++) /* the question is the terminal's line for each answer */
            if (turn.steps[shown].kind != COMPANION_ASKED) print_step(s, &turn.steps[shown], &after);
        if (turn.ask < 0) {
            s->c = after;
            return 1;
        }
        char q[96];
        snprintf(q, sizeof q, "   Is %s empty now?", rr_location_name(turn.ask));
        int answer = ask_yes(s, q);
        if (answer < 0) return answer;
        if (answers < COMPANION_MAX_ANSWERS) empty[answers++] = answer;
    }
}

static void show_status(const session *s, const companion *c) {
    say(s, "Tull Au Toma, level %d (%s): %d card%s, %d Helium, Fleet %d, %d Influence%s; %d turn%s; %d Au Toma "
           "card%s left before a reshuffle; the odd/even card shows %s%s.\n",
           c->level, rr_automa_level_names[c->level], c->hand, c->hand == 1 ? "" : "s", c->helium, c->fleet,
           c->influence, c->sovereign ? ", the Sovereign token" : "", c->turns, c->turns == 1 ? "" : "s",
           RR_AUTOMA_CARDS - c->next, RR_AUTOMA_CARDS - c->next == 1 ? "" : "s",
           c->parity < 0 ? "(not set yet)" : c->parity ? "ODD" : "EVEN",
           c->deck_empty ? "; the character deck is empty" : "");
}

static void help(const session *s) {
    say(s, "Commands:\n"
           "  t, turn            Tull Au Toma takes her turn\n"
           "  helium N, +N, -N   set or change her Helium; the same for fleet, influence and\n"
           "                     cards (her hand size)\n"
           "  sovereign yes/no   whether she holds the Sovereign token\n"
           "  deck empty         the character deck has run out: she deploys nothing from\n"
           "                     now on ('deck cards' if it was a mistake)\n"
           "  status             her tokens, hand and deck\n"
           "  end                the game is over: score her\n"
           "  quit               stop here (everything is saved; --resume goes on)\n");
}

/* "helium +2", "fleet 5", "cards -1", "sovereign no", "deck empty": 1 if the line
 * was one and is done, 0 if it is no such command, -1 if it is one but out of range
 * or malformed (why says so). */
static int adjust(companion *c, const char *line, char *why, size_t size) {
    char key[16], value[24];
    int used = 0;
    if (sscanf(line, "%15s %23s %n", key, value, &used) != 2) return 0;
    bool junk = line[used] != 0;
    if (!strcasecmp(key, "sovereign") || !strcasecmp(key, "deck")) {
        bool sovereign = !strcasecmp(key, "sovereign");
        const char *on = sovereign ? "yes" : "empty", *off = sovereign ? "no" : "cards";
        int *field = sovereign ? &c->sovereign : &c->deck_empty;
        if (!junk && !strcasecmp(value, on)) *field = 1;
        else if (!junk && !strcasecmp(value, off)) *field = 0;
        else {
            snprintf(why, size, "%s takes '%s' or '%s'", sovereign ? "sovereign" : "deck", on, off);
            return -1;
        }
        return 1;
    }
    int *field = !strcasecmp(key, "helium") ? &c->helium : !strcasecmp(key, "fleet") ? &c->fleet
                 : !strcasecmp(key, "influence") ? &c->influence : !strcasecmp(key, "cards") ? &c->hand : NULL;
    if (!field) return 0;
    const char *what = field == &c->helium ? "Helium" : field == &c->fleet ? "Fleet" : field == &c->influence ? "Influence" : "Her hand";
    int hi = field == &c->fleet ? RR_FLEET_MAX : field == &c->influence ? RR_INFLUENCE_TOKENS : 999;
    char *end;
    errno = 0;
    long v = strtol(value, &end, 10);
    bool relative = value[0] == '+' || value[0] == '-';
    if (end == value || *end || junk || errno || (relative && !isdigit((unsigned char)value[1]))) {
        snprintf(why, size, "%s takes a number N, +N or -N", key);
        return -1;
    }
    long now = relative ? *field + v : v;
    if (now < 0 && *field == 0) snprintf(why, size, "%s is already 0", what);
    else if (now < 0) snprintf(why, size, "%s is %d: it cannot go below 0", what, *field);
    else if (now > hi && *field == hi) snprintf(why, size, "%s is already %d, the most it can be", what, hi);
    else if (now > hi) snprintf(why, size, "%s goes up to %d (it is %d)", what, hi, *field);
    if (now < 0 || now > hi) return -1;
    *field = (int)now;
    return 1;
}

/* The end: her cards by parity and your Influence (for the ranking), then her score. */
static int score_her(session *s) {
    companion *c = &s->c;
    char q[160];
    snprintf(q, sizeof q, "How many of her %d cards have an %s core value (0 is even)?", c->hand, c->parity ? "ODD" : "EVEN");
    int matching = ask_number(s, q, 0, c->hand);
    if (matching < 0) return matching;
    int yours = ask_number(s, "How much Influence do you have on the Institute?", 0, RR_INFLUENCE_TOKENS);
    if (yours < 0) return yours;
    companion_score sc;
    companion_score_her(c, matching, yours, &sc);
    if (sc.cut) say(s, "Her hand is cut to 20: %d cards set aside, non-matching ones first.\n", sc.cut);
    int total = sc.total;
    say(s, "Tull Au Toma's score (level %d, %s):\n", c->level, rr_automa_level_names[c->level]);
    say(s, "  base                      %4d\n", RR_AUTOMA_BASE);
    say(s, "  %2d matching x %-2d          %4d\n", sc.matching, sc.per_matching, sc.matching * sc.per_matching);
    say(s, "  %2d non-matching x %-2d      %4d\n", sc.nonmatching, sc.per_nonmatching, sc.nonmatching * sc.per_nonmatching);
    say(s, "  Fleet Track (%2d)          %4d\n", c->fleet, sc.fleet);
    say(s, "  Helium (%d)                %4d\n", c->helium, sc.helium);
    say(s, "  Sovereign                 %4d\n", sc.sovereign);
    say(s, "  Influence (%d)             %4d\n", c->influence, sc.influence);
    say(s, "  Total                     %4d\n", total);
    int yours_total = ask_number(s, "What is your score? (cardtable score can work it out)", 0, 9999);
    if (yours_total < 0) return yours_total;
    if (yours_total > total) say(s, "You win, %d to %d.\n", yours_total, total);
    else if (yours_total < total) say(s, "Tull Au Toma wins, %d to %d.\n", total, yours_total);
    else if (c->sovereign) say(s, "A tie at %d; she holds the Sovereign token, so Tull Au Toma wins.\n", total);
    else say(s, "A tie at %d; the Sovereign token decides: if you hold it you win, otherwise you share the victory.\n", total);
    c->over = 1;
    return 0;
}

static void setup_text(const session *s, const companion *c) {
    say(s, "Setup, before the usual 2-player setup:\n");
    say(s, " 1. You do not need her physical Au Toma deck: I shuffle it and draw her cards (leave it in the box).\n");
    char cards[160];
    size_t n = 0;
    for (int k = 0; k < RR_LOCATIONS; k++)
        for (int l = 0; l < RR_LOCATIONS; l++)
            if (c->priority[l] == k && n < sizeof cards)
                n += (size_t)snprintf(cards + n, sizeof cards - n, " %c on %s%s", 'A' + k, rr_location_name(l), k < 3 ? "," : ".");
    say(s, " 2. Priority cards:%s\n", cards);
    say(s, " 3. Tuck the Luna bonus card under Luna's priority card showing %s's icon.\n", rr_location_name(c->luna_pair));
    if (c->variant) say(s, " 4. Remove Loan Shark from the game (the variant keeps the other four).\n");
    else say(s, " 4. Remove Auctioneer, Eo, Loan Shark, Psychologist and Roque from the game.\n");
    say(s, " 5. Set up as for 2 players (3 neutral Influence on the Institute); she takes 2 cards face down as her "
           "hand and no house.\n");
}

typedef struct companion_args {
    const char *resume, *save, *layout, *level, *variant, *seed;
} companion_args;

static void companion_usage(void) {
    printf("usage: cardtable companion [--level 1-6] [--variant all-cards] [--layout ABCD] [--seed S]\n"
           "                           [--save FILE]\n"
           "       cardtable companion --resume FILE|NAME [--save FILE]\n"
           "  runs Tull Au Toma for a physical solo game; type 'help' at its prompt. The state is\n"
           "  saved after every step (default: companion-N.txt in the saves folder; cardtable games\n"
           "  lists them)\n");
}

/* 0 to go on, 1 after --help, 2 on a usage error (said). */
static int parse_companion_args(int argc, char **argv, companion_args *a) {
    memset(a, 0, sizeof *a);
    char shown[160];
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            companion_usage();
            return 1;
        }
        const char **slot = !strcmp(arg, "--resume") ? &a->resume : !strcmp(arg, "--save") ? &a->save
                            : !strcmp(arg, "--layout") ? &a->layout : !strcmp(arg, "--level") ? &a->level
                            : !strcmp(arg, "--variant") ? &a->variant : !strcmp(arg, "--seed") ? &a->seed : NULL;
        cli_escape(arg, shown, sizeof shown);
        if (!slot) {
            fprintf(stderr, arg[0] == '-' ? "cardtable companion: unknown option %s (see cardtable companion --help)\n"
                                          : "cardtable companion: unexpected argument '%s' (see cardtable companion --help)\n",
                    shown);
            return 2;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "cardtable companion: %s needs a value\n", shown);
            return 2;
        }
        if (*slot) {
            fprintf(stderr, "cardtable companion: %s is given twice\n", shown);
            return 2;
        }
        *slot = argv[++i];
    }
    const char *fixed = a->layout ? "--layout" : a->level ? "--level" : a->variant ? "--variant" : a->seed ? "--seed" : NULL;
    if (a->resume && fixed) {
        fprintf(stderr, "cardtable companion: %s cannot change a saved game: --resume goes on with it as it was saved\n", fixed);
        return 2;
    }
    return 0;
}

/* A new game of hers from the arguments; false (said) if one is wrong. */
static bool start_game(const companion_args *a, companion *c) {
    int level = 2;
    uint64_t seed = 0;
    char shown[160];
    if (a->level && !cli_parse_int(a->level, 1, 6, &level)) {
        fprintf(stderr, "cardtable companion: --level must be from 1 to 6, not '%s'\n", cli_escape(a->level, shown, sizeof shown));
        return false;
    }
    if (a->variant && strcmp(a->variant, "all-cards")) {
        fprintf(stderr, "cardtable companion: --variant is all-cards or nothing, not '%s'\n", cli_escape(a->variant, shown, sizeof shown));
        return false;
    }
    if (a->seed && !cli_parse_u64(a->seed, &seed)) {
        fprintf(stderr, "cardtable companion: --seed must be a whole number, not '%s'\n", cli_escape(a->seed, shown, sizeof shown));
        return false;
    }
    companion_new(c, a->seed ? seed : ((uint64_t)time(NULL) * 2654435761u) ^ (uint64_t)getpid(), level,
                  a->variant != NULL);
    if (a->layout) { /* the priority cards already on the table: letters at Jupiter, Mars, Luna, Institute */
        unsigned seen = 0;
        bool ok = strlen(a->layout) == RR_LOCATIONS;
        for (int l = 0; l < RR_LOCATIONS && ok; l++) {
            int k = a->layout[l] >= 'a' ? a->layout[l] - 'a' : a->layout[l] - 'A';
            ok = k >= 0 && k <= 3 && !(seen >> k & 1);
            seen |= ok ? 1u << k : 0;
            if (ok) c->priority[l] = (uint8_t)k;
        }
        if (!ok) {
            fprintf(stderr, "cardtable companion: --layout takes the letters A-D once each, in the order "
                            "Jupiter, Mars, Luna, The Institute (e.g. CADB), not '%s'\n",
                    cli_escape(a->layout, shown, sizeof shown));
            return false;
        }
    }
    companion_find_luna_pair(c);
    return true;
}

/* Where the state goes: for a new game a new file (--save, or the first free
 * companion-N.txt in the saves folder), never one that exists; for --resume, the file
 * it came from (a path, or a name in the saves folder) unless --save names a new one. */
static bool state_path(const companion_args *a, char *path, size_t size, char *from, size_t from_size) {
    char dir[900], why[300], shown[300];
    bool have_dir = cli_data_dir(dir, sizeof dir, a->resume == NULL && a->save == NULL, why, sizeof why);
    if (a->resume) {
        snprintf(from, from_size, "%s", a->resume);
        if (access(a->resume, F_OK) != 0 && !strchr(a->resume, '/') && have_dir) {
            snprintf(from, from_size, "%s/%s", dir, a->resume);
            if (access(from, F_OK) != 0) snprintf(from, from_size, "%s/%s.txt", dir, a->resume);
            if (access(from, F_OK) != 0) snprintf(from, from_size, "%s", a->resume);
        }
    }
    if (a->save) {
        if (access(a->save, F_OK) == 0) {
            cli_escape(a->save, shown, sizeof shown);
            fprintf(stderr, "cardtable companion: %s already exists; to go on with that game: cardtable companion "
                            "--resume %s (or --save a new file)\n", shown, shown);
            return false;
        }
        snprintf(path, size, "%s", a->save);
        return true;
    }
    if (a->resume) {
        snprintf(path, size, "%s", from);
        return true;
    }
    if (!have_dir) {
        fprintf(stderr, "cardtable companion: %s\n", why);
        return false;
    }
    for (int n = 1; n < 100000; n++) {
        snprintf(path, size, "%s/companion-%d.txt", dir, n);
        if (access(path, F_OK) != 0) return true;
    }
    fprintf(stderr, "cardtable companion: the saves folder %s is full\n", dir);
    return false;
}

/* The game after setup: her questions, then her turns and your commands. */
static int run_session(session *s) {
    companion *c = &s->c;
    if (c->parity < 0) {
        int odd = ask_number(s, "How many of the 8 cards on the board have an odd core value?", 0, 8);
        if (odd < 0) return odd == -2 ? 2 : 0;
        c->parity = odd > 8 - odd;
        say(s, " -> Put the odd/even card under the board showing %s.\n", c->parity ? "ODD" : "EVEN");
        if (!save(s)) return 2;
    }
    if (c->first < 0) {
        int apollo = ask_yes(s, "Is your house Apollo?");
        if (apollo < 0) return apollo == -2 ? 2 : 0;
        companion_choose_first(c, apollo);
        say(s, " -> %s the first turn.\n", c->first ? "Tull Au Toma takes" : "You take");
        if (!save(s)) return 2;
        if (c->first) {
            int r = her_turn(s);
            if (r <= 0) return r == -2 ? 2 : 0;
            if (!save(s)) return 2;
        }
    }
    if (c->over) {
        say(s, "This game is over.\n");
        return 0;
    }
    say(s, "After each of your turns type 't' for hers ('help' for every command).\n");
    int status = 0;
    for (;;) {
        char *line = read_line(s);
        if (!line) break;
        if (!strcasecmp(line, "t") || !strcasecmp(line, "turn")) {
            int r = her_turn(s);
            if (r <= 0) {
                status = r == -2 ? 2 : 0;
                break;
            }
        } else if (!strcasecmp(line, "status")) {
            show_status(s, c);
            continue;
        } else if (!strcasecmp(line, "help") || !strcmp(line, "?")) {
            help(s);
            continue;
        } else if (!strcasecmp(line, "quit") || !strcasecmp(line, "q")) {
            break;
        } else if (!strcasecmp(line, "end")) {
            int r = score_her(s);
            if (r == -2) return 2;
            return r == 0 && !save(s) ? 2 : 0;
        } else {
            char why[160], shown[160];
            int done = adjust(c, line, why, sizeof why);
            if (done <= 0) {
                if (!done) snprintf(why, sizeof why, "'%s' is not a command", cli_escape(line, shown, sizeof shown));
                if (!s->interactive) {
                    fprintf(stderr, "cardtable companion: input line %d: %s (try help)\n", s->line_no, why);
                    return 2;
                }
                say(s, "%s; type 'help'.\n", why);
                continue;
            }
            show_status(s, c);
        }
        if (!save(s)) return 2;
    }
    say(s, "Saved in %s (cardtable companion --resume %s).\n", s->path, s->path);
    return status;
}

int cli_companion(int argc, char **argv) {
    session s;
    memset(&s, 0, sizeof s);
    companion *c = &s.c;
    companion_args a;
    int parsed = parse_companion_args(argc, argv, &a);
    if (parsed) return parsed == 1 ? 0 : 2;
    char path[1024], from[1024];
    if (!a.resume && !start_game(&a, c)) return 2;
    if (!state_path(&a, path, sizeof path, from, sizeof from)) return 2;
    s.path = path;
    s.interactive = isatty(STDIN_FILENO);
    /* the terminal's width (COLUMNS, else its own); into a pipe without COLUMNS, whole
     * lines, for the program reading them */
    const char *columns = getenv("COLUMNS");
    s.style.width = (columns && *columns) || isatty(STDOUT_FILENO) ? cli_terminal_width() : 0;
    if (a.resume) {
        char why[512], shown[512];
        if (!load(from, c, why, sizeof why)) {
            fprintf(stderr, "cardtable companion: %s\n", cli_escape(why, shown, sizeof shown));
            return 2;
        }
        say(&s, "Going on with Tull Au Toma's game from %s.\n", from);
        show_status(&s, c);
    } else {
        say(&s, "Tull Au Toma, level %d (%s). Saving to %s after every step.\n", c->level,
               rr_automa_level_names[c->level], s.path);
        setup_text(&s, c);
        if (!save(&s)) return 2;
    }
    int status = run_session(&s);
    free(s.line);
    return status;
}
