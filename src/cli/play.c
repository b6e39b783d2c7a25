/* play.c: `cardtable play`: a game of Red Rising in the terminal, hot-seat, with
 * numbered options (or typed names), autosaved after every decision as a game
 * record, resumable with --resume. When stdin is not a terminal it reads one answer
 * per line and stops with status 2 at the first line that is not a legal answer. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "agent.h"
#include "cli.h"

#define UNDONE (-2) /* not an option: the decision was taken back; draw the table again */

typedef struct play_args {
    const char *players, *houses, *save, *resume, *level, *variant;
    const char *ai[RR_MAX_PLAYERS]; /* the agent playing each seat, or NULL for a person */
    uint64_t seed;
    bool seeded, color;
} play_args;

static void play_usage(FILE *out) {
    fprintf(out,
            "usage: cardtable play [--players N] [--level L] [--houses random|H1,H2,..] [--seed S]\n"
            "                      [--variant V] [--save FILE] [--resume FILE] [--no-color]\n"
            "  --players N     1 (default): you against Tull Au Toma; 2 to 6: players at one\n"
            "                  terminal, passing it on\n"
            "  --level L       Tull Au Toma's level, 1 (High Red) to 6 (Peerless Scarred); 2 is normal\n"
            "  --houses LIST   random (default) or one house per seat: Apollo, Ceres, Diana,\n"
            "                  Jupiter, Mars, Minerva\n"
            "  --variant V     all-cards (solo: Auctioneer, Eo, Psychologist, Roque stay in) or\n"
            "                  multiplayer (the official targeting variant)\n"
            "  --ai SEAT:KIND  seat 1-6 played by a bot: easy, medium, hard or expert, or\n"
            "                  random, greedy, mcts (mcts:500, mcts:200ms); repeat for more seats\n"
            "  --seed S        the shuffle and dice (default: from the clock)\n"
            "  --save FILE     where the game is saved after every decision\n"
            "                  (default: cardtable-SEED.game)\n"
            "  --resume FILE   go on with a saved game\n"
            "At a decision type the option's number or its name; 'help', 'score', 'quit'.\n");
}

static int parse_args(int argc, char **argv, play_args *a) {
    memset(a, 0, sizeof *a);
    a->color = isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            play_usage(stdout);
            exit(0);
        } else if (!strcmp(arg, "--no-color")) {
            a->color = false;
            continue;
        }
        if (!val) {
            fprintf(stderr, "cardtable play: %s needs a value\n", arg);
            return 2;
        }
        if (!strcmp(arg, "--players")) a->players = val;
        else if (!strcmp(arg, "--houses")) a->houses = val;
        else if (!strcmp(arg, "--save")) a->save = val;
        else if (!strcmp(arg, "--resume")) a->resume = val;
        else if (!strcmp(arg, "--level")) a->level = val;
        else if (!strcmp(arg, "--variant")) a->variant = val;
        else if (!strcmp(arg, "--ai")) {
            int seat = val[0] - '1';
            if (seat < 0 || seat >= RR_MAX_PLAYERS || val[1] != ':') {
                fprintf(stderr, "cardtable play: --ai takes SEAT:KIND, e.g. --ai 2:greedy, not '%s'\n", val);
                return 2;
            }
            a->ai[seat] = val + 2;
        }
        else if (!strcmp(arg, "--seed")) {
            if (!cli_parse_u64(val, &a->seed)) {
                fprintf(stderr, "cardtable play: --seed must be a whole number, not '%s'\n", val);
                return 2;
            }
            a->seeded = true;
        } else {
            fprintf(stderr, "cardtable play: unknown option '%s' (see cardtable play --help)\n", arg);
            return 2;
        }
        i++;
    }
    return 0;
}

/* The option the line names: its number, its name, or the one option whose name
 * contains every word of the line. -1 if none or several. */
static int match_option(const rr_state *s, const uint16_t *opts, int n, const char *line) {
    char *end;
    long k = strtol(line, &end, 10);
    if (end != line && !*end) return k >= 1 && k <= n ? opts[k - 1] : -1;
    int found = -1, matches = 0;
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        rr_option_name(s, opts[i], name, sizeof name);
        if (!strcasecmp(name, line)) return opts[i];
        /* every word of the line appears in the name */
        char words[256];
        snprintf(words, sizeof words, "%s", line);
        bool all = true;
        for (char *w = strtok(words, " "); w && all; w = strtok(NULL, " ")) {
            bool in = false;
            for (const char *p = name; *p && !in; p++) in = !strncasecmp(p, w, strlen(w));
            all = in;
        }
        if (all) {
            found = opts[i];
            matches++;
        }
    }
    return matches == 1 ? found : -1;
}

static void trim(char *line) {
    size_t len = strlen(line);
    while (len && isspace((unsigned char)line[len - 1])) line[--len] = 0;
    size_t start = 0;
    while (isspace((unsigned char)line[start])) start++;
    memmove(line, line + start, len - start + 1);
}

static void print_line(void *ctx, const char *line) { fprintf(ctx, "  %s\n", line); }

/* The question and its numbered options; a lead's four locations share a line. */
static void print_decision(const rr_state *s, const uint16_t *opts, int n) {
    char prompt[CT_NAME_SIZE], who[64];
    rr_prompt(s, prompt, sizeof prompt);
    const char *rest = strchr(prompt, ':');
    player_name(&s->now, rr_to_move(s), who, sizeof who);
    printf("\n%s%s\n", who, rest ? rest : prompt);
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        if (s->pending.kind == RR_ASK_ACTION && opts[i] < RR_LEAD_EMPTY) {
            int c = opts[i] / RR_LOCATIONS;
            printf("  lead %-20s", rr_cards[c].name);
            for (; i < n && opts[i] < RR_LEAD_EMPTY && opts[i] / RR_LOCATIONS == c; i++)
                printf(" %3d. %s", i + 1, rr_location_name(opts[i] % RR_LOCATIONS));
            printf("\n");
            i--;
        } else if (s->pending.kind == RR_ASK_ACTION && opts[i] >= RR_SCOUT) {
            printf("  %-25s", "scout");
            for (; i < n; i++) printf(" %3d. %s", i + 1, rr_location_name(opts[i] - RR_SCOUT));
            printf("\n");
        } else {
            rr_option_name(s, opts[i], name, sizeof name);
            printf("  %3d. %s\n", i + 1, name);
        }
    }
}

static void show_card(const char *name, const cli_style *style) {
    int c = rr_find_card(name);
    if (c >= 0) {
        render_card(stdout, c, style);
        return;
    }
    int guess = rr_suggest_card(name);
    if (guess >= 0) printf("No card '%s' (did you mean %s?)\n", name, rr_cards[guess].name);
    else printf("No card '%s' (cardtable cards lists them all).\n", name);
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

static void show_help(const rr_state *s) {
    char prompt[CT_NAME_SIZE];
    rr_prompt(s, prompt, sizeof prompt);
    printf("Now: %s\n"
           "Type the number of an option, or words of its name (\"lead darrow mars\").\n"
           "Lead: deploy a card from your hand to a location, then gain the top card of a location\n"
           "you did not deploy to (and its bonus), or the deck's top card (and roll the die).\n"
           "Scout: place the deck's top card on a location and gain that location's bonus.\n"
           "Commands: help; card NAME (any card in full); log (the game so far); score (the\n"
           "scorepad as it stands); undo (your last decision, unless something was revealed or\n"
           "rolled since); quit (the game stays saved).\n",
           prompt);
}

/* Prints what Tull Au Toma did in turns she took since `seen` (her turn count). */
static uint16_t report_automa(const rr_state *s, uint16_t seen) {
    const rr_board *b = &s->now;
    if (b->automa < 0 || b->turns_taken[b->automa] == seen) return seen;
    printf("\nTull Au Toma's turn:\n");
    for (int k = 0; k < 2; k++) {
        char text[400];
        automa_step_text(b, &b->automa_log[k], text, sizeof text);
        printf("  %s\n", text);
    }
    return b->turns_taken[b->automa];
}

int cli_play(int argc, char **argv) {
    play_args a;
    if (parse_args(argc, argv, &a)) return 2;
    cli_style style = {a.color};
    bool interactive = isatty(STDIN_FILENO);
    rr_state *s = malloc(sizeof *s);
    ct_record rec;
    ct_error err;
    char save_path[1024];
    if (!s) return 2;
    if (a.resume) {
        char why[512];
        char *text = cli_read_file(a.resume, why, sizeof why);
        if (!text) {
            fprintf(stderr, "cardtable play: %s\n", why);
            free(s);
            return 2;
        }
        ct_status st = ct_record_from_text(&rec, text, s, SIZE_MAX, &err);
        free(text);
        if (st) {
            fprintf(stderr, "cardtable play: %s: %s\n", a.resume, err.message);
            free(s);
            return 2;
        }
        snprintf(save_path, sizeof save_path, "%s", a.save ? a.save : a.resume);
    } else {
        char options[256];
        int n = snprintf(options, sizeof options, "players=%s houses=%s", a.players ? a.players : "1",
                         a.houses ? a.houses : "random");
        if (a.level) n += snprintf(options + n, sizeof options - (size_t)n, " level=%s", a.level);
        if (a.variant) snprintf(options + n, sizeof options - (size_t)n, " variant=%s", a.variant);
        uint64_t seed = a.seeded ? a.seed : ((uint64_t)time(NULL) * 2654435761u) ^ (uint64_t)getpid();
        if (ct_record_start(&rec, &rr_game, options, seed, s, &err)) {
            fprintf(stderr, "cardtable play: %s\n", err.message);
            free(s);
            return 2;
        }
        if (a.save) snprintf(save_path, sizeof save_path, "%s", a.save);
        else snprintf(save_path, sizeof save_path, "cardtable-%llu.game", (unsigned long long)seed);
        if (!save(&rec, save_path)) {
            ct_record_free(&rec);
            free(s);
            return 2;
        }
    }
    if (s->now.automa >= 0)
        printf("Red Rising: you against Tull Au Toma, level %d (%s). Saving to %s after every decision.\n",
               s->now.automa_level, rr_automa_level_names[s->now.automa_level], save_path);
    else
        printf("Red Rising, %d players. Saving to %s after every decision.\n", s->now.players, save_path);
    int status = 0, last_seat = -1, line_no = 0;
    ct_agent agents[RR_MAX_PLAYERS];
    int humans = 0;
    for (int p = 0; p < s->now.players; p++) {
        char why[200];
        if (a.ai[p] && !ct_agent_parse(a.ai[p], rec.seed * 31 + (uint64_t)p, &agents[p], why, sizeof why)) {
            fprintf(stderr, "cardtable play: %s\n", why);
            ct_record_free(&rec);
            free(s);
            return 2;
        }
        if (a.ai[p] && p == s->now.automa) {
            fprintf(stderr, "cardtable play: seat %d is Tull Au Toma's\n", p + 1);
            ct_record_free(&rec);
            free(s);
            return 2;
        }
        humans += !a.ai[p] && p != s->now.automa;
    }
    uint16_t automa_turns = 0;
    char line[512];
    while (!rr_is_over(s)) {
        automa_turns = report_automa(s, automa_turns);
        int seat = rr_to_move(s);
        if (a.ai[seat]) { /* a bot's move: shown, played, saved */
            int choice = ct_agent_choose(&agents[seat], &rr_game, s);
            char who[64], name[CT_NAME_SIZE];
            player_name(&s->now, seat, who, sizeof who);
            rr_option_name(s, choice, name, sizeof name);
            printf("%s [%s]: %s\n", who, a.ai[seat], name);
            if (ct_record_play(&rec, s, choice, &err) || !save(&rec, save_path)) {
                status = 2;
                goto done;
            }
            continue;
        }
        if (seat != last_seat && interactive && last_seat >= 0 && humans > 1) {
            printf("\n--- Pass to Player %d and press Enter ---", seat + 1);
            fflush(stdout);
            if (!fgets(line, sizeof line, stdin)) break;
            printf("\033[2J\033[H");
        }
        last_seat = seat;
        render_table(stdout, s, seat, &style);
        char prompt[CT_NAME_SIZE];
        rr_prompt(s, prompt, sizeof prompt);
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rr_legal(s, opts);
        print_decision(s, opts, n);
        int chosen = -1;
        while (chosen == -1) {
            printf("> ");
            fflush(stdout);
            if (!fgets(line, sizeof line, stdin)) {
                printf("\nInput ended; the game is saved in %s (cardtable play --resume %s).\n", save_path,
                       save_path);
                goto done;
            }
            line_no++;
            trim(line);
            if (!*line) continue;
            if (!strcasecmp(line, "quit") || !strcasecmp(line, "q")) {
                printf("The game is saved in %s (cardtable play --resume %s).\n", save_path, save_path);
                goto done;
            }
            if (!strcasecmp(line, "help") || !strcmp(line, "?")) {
                show_help(s);
                continue;
            }
            if (!strcasecmp(line, "score")) {
                render_scorepad(stdout, s, &style);
                continue;
            }
            if (!strncasecmp(line, "card ", 5)) {
                show_card(line + 5, &style);
                continue;
            }
            if (!strcasecmp(line, "log")) {
                printf("The game so far:\n");
                gamelog_build(&rec, rec.count, print_line, stdout);
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
            chosen = match_option(s, opts, n, line);
            if (chosen < 0) {
                if (!interactive) {
                    fprintf(stderr, "cardtable play: input line %d: '%s' is not one of the %d options to \"%s\"\n",
                            line_no, line, n, prompt);
                    status = 2;
                    goto done;
                }
                printf("'%s' is not one of the options: type a number from 1 to %d, or 'help'.\n", line, n);
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
    report_automa(s, automa_turns);
    render_table(stdout, s, -1, &style);
    {
        rr_scorepad pad;
        char names[RR_MAX_PLAYERS][64];
        rr_score(&s->now, &pad);
        for (int p = 0; p < s->now.players; p++) player_name(&s->now, p, names[p], sizeof names[p]);
        printf("\nThe scorepad:\n\n");
        render_scorepad_detail(stdout, &s->now, &pad, (const char (*)[64])names);
    }
    printf("\nThe game is over; its record is in %s.\n", save_path);
done:
    ct_record_free(&rec);
    free(s);
    return status;
}
