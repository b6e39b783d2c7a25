/* front_rr.c: Red Rising's front end for the play loop (frontend.h): its flags
 * (--players, --houses, --level, --variant), its intro, table, decisions (a lead's four
 * locations on one line), help, commands (score, banished), card lookup, narration
 * and the scorepad at the end. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "frontend.h"

static const char *const rr_flags[] = {"--players", "--houses", "--level", "--variant", NULL};
enum { F_PLAYERS, F_HOUSES, F_LEVEL, F_VARIANT };

static int flag_error(const char *format, const char *what) {
    char shown[160];
    fprintf(stderr, "cardtable play: ");
    fprintf(stderr, format, cli_escape(what, shown, sizeof shown));
    fprintf(stderr, " (see cardtable play --help)\n");
    return 2;
}

static int rr_check_flags(const char *const *v, bool resuming) {
    int n;
    if (v[F_PLAYERS] && !cli_parse_int(v[F_PLAYERS], 1, RR_MAX_PLAYERS, &n))
        return flag_error("players must be 1 (solo, against Tull Au Toma) to 6, not '%s'", v[F_PLAYERS]);
    if (v[F_LEVEL] && !cli_parse_int(v[F_LEVEL], 1, 6, &n)) return flag_error("--level must be from 1 to 6, not '%s'", v[F_LEVEL]);
    if (v[F_LEVEL] && v[F_PLAYERS] && strcmp(v[F_PLAYERS], "1"))
        return flag_error("--level is Tull Au Toma's, for a solo game (--players 1), not --players %s", v[F_PLAYERS]);
    if (resuming) {
        const char *fixed = v[F_PLAYERS] ? "--players" : v[F_HOUSES] ? "--houses" : v[F_LEVEL] ? "--level" : v[F_VARIANT] ? "--variant" : NULL;
        if (fixed) return flag_error("%s cannot change a saved game: --resume goes on with it as it was saved", fixed);
    }
    return 0;
}

static bool rr_options_text(const char *const *v, uint64_t seed, char *options, size_t size) {
    (void)seed;
    int n = snprintf(options, size, "players=%s houses=%s", v[F_PLAYERS] ? v[F_PLAYERS] : "1", v[F_HOUSES] ? v[F_HOUSES] : "random");
    if (v[F_LEVEL]) n += snprintf(options + n, size - (size_t)n, " level=%s", v[F_LEVEL]);
    if (v[F_VARIANT]) snprintf(options + n, size - (size_t)n, " variant=%s", v[F_VARIANT]);
    return true;
}

static void rr_default_bots(const void *state, const char *const *v, char (*bots)[32]) {
    (void)state, (void)v, (void)bots; /* every seat a person unless --ai says */
}

static bool rr_automatic(const void *state, int seat) { return seat == ((const rr_state *)state)->now.automa; }

static void rr_usage(FILE *out) {
    fprintf(out,
            "usage: cardtable play [--players N] [--level L] [--houses random|H1,H2,..] [--seed S]\n"
            "                      [--variant V] [--names A,B,..] [--ai SEAT:KIND] [--save FILE]\n"
            "                      [--no-color]\n"
            "       cardtable play --resume FILE|NAME [--ai SEAT:KIND] [--save FILE] [--no-color]\n"
            "       cardtable play --game rone ... (cardtable play --game rone --help)\n"
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

static void rr_intro(const void *state, const char *save_path, const cli_style *style) {
    const rr_state *s = state;
    char intro[1400];
    if (s->now.automa >= 0)
        snprintf(intro, sizeof intro, "Red Rising: you against Tull Au Toma, level %d (%s). Saving to %s after every decision.\n",
                 s->now.automa_level, rr_automa_level_names[s->now.automa_level], save_path);
    else
        snprintf(intro, sizeof intro, "Red Rising, %d players. Saving to %s after every decision.\n", s->now.players, save_path);
    cli_print_wrapped(stdout, style, intro);
}

static void rr_seat_name(const void *state, const cli_style *style, int seat, char *buf, size_t size) {
    seat_name(&((const rr_state *)state)->now, style, seat, buf, size);
}

static void rr_plain_name(const void *state, int seat, char *buf, size_t size) {
    player_name(&((const rr_state *)state)->now, seat, buf, size);
}

static void print_decision_text(FILE *out, const rr_state *s, const uint16_t *opts, int n, const cli_style *style);

/* The table; on a terminal of known height, short when the full one would push the question's
 * top or the cards it names off the screen (80x24). */
static void rr_render_table(FILE *out, const void *state, int seat, const cli_style *style) {
    const rr_state *s = state;
    if (!style || style->height <= 0 || rr_is_over(s) || rr_to_move(s) != seat) {
        render_table(out, s, seat, style);
        return;
    }
    char *text = NULL, *wrapped = NULL;
    size_t size = 0, wsize = 0;
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rr_game.legal(s, opts), question = 0;
    FILE *mem = open_memstream(&text, &size);
    if (mem) {
        print_decision_text(mem, s, opts, n, style);
        fclose(mem);
        FILE *lines = open_memstream(&wrapped, &wsize);
        if (lines) {
            cli_print_wrapped(lines, style, text);
            fclose(lines);
            for (const char *p = wrapped; *p; p++) question += *p == '\n';
        }
    }
    free(text);
    free(wrapped);
    render_table_within(out, s, seat, style, style->height - question - 2); /* and the prompt's line, a spare one */
}

static void rr_option_label(const void *state, const cli_style *style, int option, char *buf, size_t size) {
    option_label(state, style, option, buf, size);
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
static void rr_print_decision_of(const rr_state *s, const uint16_t *opts, int n, const cli_style *style) {
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

static void rr_print_decision(const void *state, const uint16_t *opts, int n, const cli_style *style) {
    rr_print_decision_of(state, opts, n, style);
}

static void rr_show_card(const void *state, const char *name, const cli_style *style) {
    (void)state;
    show_card(name, style);
}

static void rr_help_of(const rr_state *s, const cli_style *style) {
    char prompt[CT_NAME_SIZE], text[2400], who[64];
    rr_prompt(s, prompt, sizeof prompt);
    const char *rest = strchr(prompt, ':'); /* the seat by the name the players gave it, as the question says it */
    seat_name(&s->now, style, rr_to_move(s), who, sizeof who);
    int n = snprintf(text, sizeof text,
             "Now: %s%s\n"
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
             "since); board (the table again); quit (the game stays saved).\n",
             who, rest ? rest : prompt);
    if (s->now.automa >= 0 && n > 0 && (size_t)n < sizeof text)
        snprintf(text + n, sizeof text - (size_t)n,
                 "Against Tull Au Toma: undo stops at anything revealed or rolled, and her turn reveals "
                 "her cards, so you can take back decisions within your own turn only (until a die roll "
                 "or a revealed card).\n");
    cli_print_wrapped(stdout, style, text);
}

static void rr_help(const void *state, const cli_style *style) { rr_help_of(state, style); }

static bool rr_command(void *session, const void *state, int seat, const char *line, const cli_style *style) {
    (void)session; /* Red Rising keeps no session */
    if (!strcasecmp(line, "score") || !strcasecmp(line, "pad")) {
        render_pad_for(stdout, state, seat, style);
        return true;
    }
    if (!strcasecmp(line, "banished")) {
        render_banished(stdout, state, style);
        return true;
    }
    return false;
}

static bool rr_narrate_log(const ct_record *rec, size_t from, size_t upto, int observer, const cli_style *style, gamelog_fn emit,
                       void *ctx) {
    rr_state *s = malloc(sizeof *s);
    ct_error err;
    if (!s || ct_record_replay(rec, 0, s, &err)) {
        free(s);
        return false;
    }
    rr_narrator names;
    cli_narrator(&s->now, style, observer, &names);
    free(s);
    return gamelog_narrate(rec, from, upto, observer, &names, emit, ctx);
}

static void rr_final_screen(const void *state, const cli_style *style) {
    const rr_state *s = state;
    render_table(stdout, s, -1, style);
    rr_scorepad pad;
    char final_names[RR_MAX_PLAYERS][64];
    rr_score(&s->now, &pad);
    for (int p = 0; p < s->now.players; p++) seat_name(&s->now, style, p, final_names[p], sizeof final_names[p]);
    printf("\nThe scorepad:\n\n");
    char *text = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&text, &size);
    if (mem) {
        render_scorepad_detail(mem, &s->now, &pad, (const char (*)[64])final_names);
        fclose(mem);
        cli_print_wrapped(stdout, style, text);
        free(text);
    } else {
        render_scorepad_detail(stdout, &s->now, &pad, (const char (*)[64])final_names);
    }
}

/* replay: in a solo game the one person's hand is theirs to see. */
static int rr_replay_seat(const ct_record *rec, const void *state) {
    (void)rec;
    const rr_state *s = state;
    return s->now.automa >= 0 ? 1 - s->now.automa : -1;
}

/* replay at the end: every hand, card by card (nothing is hidden any more), and the scorepad. */
static void rr_replay_end(const void *state, const cli_style *style) {
    const rr_state *s = state;
    const rr_board *b = &s->now;
    render_table(stdout, s, -1, style);
    printf("\nThe hands at the end:\n");
    for (int p = 0; p < b->players; p++) {
        char who[64];
        player_name(b, p, who, sizeof who);
        printf("  %s holds", who);
        int n = rr_zone_size(b, RR_ZONE_HAND + p);
        for (int i = 0; i < n; i++) {
            int c = rr_zone_card(b, RR_ZONE_HAND + p, i);
            printf("%s %s%s%s", i ? "," : "", color_code(style, rr_cards[c].color), rr_cards[c].name, color_reset(style));
        }
        printf("%s\n", n ? "" : " no cards");
    }
    render_scorepad(stdout, s, style);
}

/* replay's log: the whole game's log, as Red Rising's replay always printed it. */
static bool rr_replay_log(const ct_record *rec, size_t upto, int observer, const cli_style *style, gamelog_fn emit, void *ctx) {
    (void)observer, (void)style;
    return gamelog_build(rec, upto, emit, ctx);
}

const cli_frontend cli_frontend_rr = {
    .id = "redrising",
    .title = "Red Rising",
    .example_card = "Darrow",
    .game = &rr_game,
    .flags = rr_flags,
    .check_flags = rr_check_flags,
    .options = rr_options_text,
    .default_bots = rr_default_bots,
    .automatic_seat = rr_automatic,
    .automatic_name = "Tull Au Toma",
    .undo_also_revealed = " or the die rolled",
    .usage = rr_usage,
    .intro = rr_intro,
    .seat_name = rr_seat_name,
    .plain_name = rr_plain_name,
    .render_table = rr_render_table,
    .print_decision = rr_print_decision,
    .option_label = rr_option_label,
    .help = rr_help,
    .command = rr_command,
    .show_card = rr_show_card,
    .narrate = rr_narrate_log,
    .final_screen = rr_final_screen,
    .wait_answer = NULL,
    .replay_seat = rr_replay_seat,
    .replay_end = rr_replay_end,
    .replay_log = rr_replay_log,
    .replay_plain = true,
};
