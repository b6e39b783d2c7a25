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
            "  --ai SEAT:KIND  seat 1-6 played by random, greedy or mcts (mcts:500, mcts:200ms);\n"
            "                  repeat for more seats\n"
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
 * contains every word of the line. -1 if none or several; *matches says how many
 * options the words fit. */
static int match_option(const rr_state *s, const cli_style *style, const uint16_t *opts, int n, const char *line,
                        int *matches) {
    char *end;
    *matches = 0;
    long k = strtol(line, &end, 10);
    if (end != line && !*end) return k >= 1 && k <= n ? opts[k - 1] : -1;
    int found = -1;
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE], label[CT_NAME_SIZE + 64];
        rr_option_name(s, opts[i], name, sizeof name);
        option_label(s, style, opts[i], label, sizeof label);
        if (!strcasecmp(name, line) || !strcasecmp(label, line)) {
            *matches = 1;
            return opts[i];
        }
        /* every word of the line appears in the name */
        char words[256];
        snprintf(words, sizeof words, "%s", line);
        bool all = true;
        char *save = NULL;
        for (char *w = strtok_r(words, " ", &save); w && all; w = strtok_r(NULL, " ", &save)) {
            bool in = false;
            for (const char *p = label; *p && !in; p++) in = !strncasecmp(p, w, strlen(w));
            all = in;
        }
        if (all) {
            found = opts[i];
            (*matches)++;
        }
    }
    return *matches == 1 ? found : -1;
}

/* "ambiguous: 20 options match 'lead' (lead Alfrun to Jupiter, ...)" or "not one of ..." */
static void explain_no_match(const rr_state *s, const cli_style *style, const uint16_t *opts, int n, const char *line,
                             int matches, char *buf, size_t size) {
    if (matches < 2) {
        snprintf(buf, size, "'%s' is not one of the options: type a number from 1 to %d, or 'help'", line, n);
        return;
    }
    size_t len = (size_t)snprintf(buf, size, "ambiguous: %d options match '%s' (", matches, line);
    int listed = 0;
    for (int i = 0; i < n && listed < 4 && len < size; i++) {
        int m;
        if (match_option(s, style, &opts[i], 1, line, &m) < 0) continue;
        char name[CT_NAME_SIZE + 64];
        option_label(s, style, opts[i], name, sizeof name);
        len += (size_t)snprintf(buf + len, size - len, "%s%d. %s", listed ? ", " : "", i + 1, name);
        listed++;
    }
    if (len < size)
        snprintf(buf + len, size - len, "%s): type more words, or the number", matches > listed ? ", ..." : "");
}

static void trim(char *line) {
    size_t len = strlen(line);
    while (len && isspace((unsigned char)line[len - 1])) line[--len] = 0;
    size_t start = 0;
    while (isspace((unsigned char)line[start])) start++;
    memmove(line, line + start, len - start + 1);
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

int cli_play(int argc, char **argv) {
    play_args a;
    if (parse_args(argc, argv, &a)) return 2;
    /* names[seat]: the players' names; termsafe's --names (kept in the record) fills
     * them. NULL: "Player N (House)". */
    const char *names[RR_MAX_PLAYERS] = {NULL};
    cli_style style = {a.color, cli_terminal_width(), names};
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
    {
        char intro[1400];
        if (s->now.automa >= 0)
            snprintf(intro, sizeof intro, "Red Rising: you against Tull Au Toma, level %d (%s). Saving to %s after every decision.\n",
                     s->now.automa_level, rr_automa_level_names[s->now.automa_level], save_path);
        else
            snprintf(intro, sizeof intro, "Red Rising, %d players. Saving to %s after every decision.\n", s->now.players, save_path);
        cli_print_wrapped(stdout, &style, intro);
    }
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
    int you = -1; /* the one person at the terminal, if only one */
    for (int p = 0; p < s->now.players; p++)
        if (!a.ai[p] && p != s->now.automa) you = humans == 1 ? p : -1;
    size_t shown[RR_MAX_PLAYERS]; /* answers already told to each seat */
    for (int p = 0; p < RR_MAX_PLAYERS; p++) shown[p] = a.resume ? rec.count : 0;
    char line[512];
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
            printf("\nInput ended; the game is saved in %s (cardtable play --resume %s).\n", save_path, save_path);
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
            chosen = match_option(s, &style, opts, n, line, &matches);
            if (chosen < 0) {
                char why[600];
                explain_no_match(s, &style, opts, n, line, matches, why, sizeof why);
                if (!interactive) {
                    if (matches > 1)
                        fprintf(stderr, "cardtable play: input line %d: %s, to \"%s\"\n", line_no, why, prompt);
                    else
                        fprintf(stderr, "cardtable play: input line %d: '%s' is not one of the %d options to \"%s\"\n",
                                line_no, line, n, prompt);
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
    ct_record_free(&rec);
    free(s);
    return status;
}
