/* front_view.c: the terminal's generic front end: any registered game without a front end
 * of its own plays, replays and is narrated from its ct_game table alone, the table drawn
 * from the seat's ct_view (include/ct_view.h) and the result from its ct_result. One
 * const table per registry index (the functions take the game from ct_game_at), so no
 * game is named here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ct_view.h"
#include "frontend.h"

enum { F_OPTIONS, F_HOTSEAT };
static const char *const view_flags[] = {"--options", "--hotseat", NULL};

static int view_check_flags(const char *const *values, bool resuming) {
    (void)values, (void)resuming;
    return 0;
}

static bool view_options(const char *const *values, uint64_t seed, char *out, size_t size) {
    (void)seed;
    snprintf(out, size, "%s", values[F_OPTIONS] ? values[F_OPTIONS] : "");
    return true;
}

static void view_default_bots(const ct_game *g, const void *state, const char *const *values, char (*bots)[32]) {
    if (values[F_HOTSEAT]) return;
    for (int p = 1; p < g->seat_count(state); p++) snprintf(bots[p], sizeof bots[p], "greedy");
}

static void view_usage(const ct_game *g, FILE *out) {
    fprintf(out,
            "usage: cardtable play --game %s [--options TEXT] [--ai SEAT:KIND] [--hotseat] [--names A,B,..]\n"
            "                      [--seed S] [--save FILE] [--no-color]\n"
            "       cardtable play --resume FILE|NAME [--ai SEAT:KIND] [--save FILE] [--no-color]\n"
            "  --options TEXT    the game's options text (default: its own defaults)\n"
            "  --ai SEAT:KIND    a bot: random, greedy, mcts (mcts:500), ...\n"
            "  --hotseat         every seat without --ai is a person at this terminal (default:\n"
            "                    seat 1 is you, the others are greedy bots)\n"
            "  --names LIST      the players' names, one per seat: Ana,Bo\n"
            "  --seed S          the deal (default: from the clock)\n"
            "  --save FILE       where the game is saved after every decision\n"
            "  --resume FILE     go on with a saved game\n"
            "At a decision type the option's number or its name; 'help', 'quit'.\n",
            g->name);
}

static void view_seat_name(const void *state, const cli_style *style, int seat, char *buf, size_t size) {
    (void)state;
    if (style && style->names && style->names[seat] && style->names[seat][0]) snprintf(buf, size, "%s", style->names[seat]);
    else snprintf(buf, size, "Player %d", seat + 1);
}

static void view_plain_name(const void *state, int seat, char *buf, size_t size) { view_seat_name(state, NULL, seat, buf, size); }

static void view_intro(const ct_game *g, const void *state, const char *save_path, const cli_style *style) {
    char text[600], who[64];
    size_t n = (size_t)snprintf(text, sizeof text, "%s: ", g->name);
    for (int p = 0; p < g->seat_count(state) && n < sizeof text; p++) {
        view_seat_name(state, style, p, who, sizeof who);
        n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", p ? ", " : "", who);
    }
    if (n < sizeof text) snprintf(text + n, sizeof text - n, ". Saving to %s after every decision.\n", save_path);
    cli_print_wrapped(stdout, style, text);
}

/* The seat's view: the status, each seat's counters, every area with its cards. */
static void view_render_table(const ct_game *g, FILE *out, const void *state, int seat, const cli_style *style) {
    ct_view *v = malloc(sizeof *v);
    if (!v) return;
    g->observe(state, seat, v);
    fprintf(out, "%s\n", ct_view_str(v, v->status));
    char who[64];
    for (int p = 0; p < v->seats; p++) {
        view_seat_name(state, style, p, who, sizeof who);
        const char *label = ct_view_str(v, v->seat_label[p]);
        bool same = !strcmp(label, who) || !*label; /* "Player 1" once */
        fprintf(out, "  %s%s%s:", who, same ? "" : ", ", same ? "" : label);
        for (int k = 0; k < v->counter_count; k++)
            if (v->counter[k].card < 0 && v->counter[k].seat == p)
                fprintf(out, " %s %d;", ct_view_str(v, v->counter[k].label), v->counter[k].value);
        fprintf(out, "%s\n", v->turn == p ? " (its turn)" : "");
    }
    for (int k = 0; k < v->counter_count; k++)
        if (v->counter[k].card < 0 && v->counter[k].seat < 0)
            fprintf(out, "  %s: %d\n", ct_view_str(v, v->counter[k].label), v->counter[k].value);
    for (int a = 0; a < v->area_count; a++) {
        const ct_view_area *area = &v->area[a];
        fprintf(out, "  %s (%d)%s", ct_view_str(v, area->label), area->size, area->card_count ? ":" : "");
        for (int i = area->first_card; i < area->first_card + area->card_count; i++) {
            fprintf(out, " %s", ct_view_str(v, v->card[i].name));
            for (int k = 0; k < v->counter_count; k++)
                if (v->counter[k].card == i) fprintf(out, " %s %d", ct_view_str(v, v->counter[k].label), v->counter[k].value);
            fprintf(out, i + 1 < area->first_card + area->card_count ? "," : "");
        }
        fprintf(out, "\n");
    }
    free(v);
}

static void view_option_label(const ct_game *g, const void *state, const cli_style *style, int option, char *buf, size_t size) {
    (void)style;
    if (g->option_label) g->option_label(state, option, buf, size);
    else g->option_name(state, option, buf, size);
}

static void view_print_decision(const ct_game *g, const void *state, const uint16_t *opts, int n, const cli_style *style) {
    char text[CT_NAME_SIZE];
    g->prompt(state, text, sizeof text);
    printf("%s\n", text);
    for (int i = 0; i < n; i++) {
        view_option_label(g, state, style, opts[i], text, sizeof text);
        printf("  %d. %s\n", i + 1, text);
    }
}

static void view_help(const void *state, const cli_style *style) {
    (void)state;
    cli_print_wrapped(stdout, style,
                      "Type an option's number or its name. 'card NAME' shows a card's text; 'undo' takes back your "
                      "last decision; 'quit' saves and stops.\n");
}

static bool view_command(void *session, const void *state, int seat, const char *line, const cli_style *style) {
    (void)session, (void)state, (void)seat, (void)line, (void)style;
    return false;
}

static void view_show_card(const ct_game *g, const void *state, const char *name, const cli_style *style) {
    char card[96], text[1024], line[1200];
    for (int f = 0; g->card_text && g->card_text(state, f, card, sizeof card, text, sizeof text); f++)
        if (!strcasecmp(card, name)) {
            snprintf(line, sizeof line, "%s: %s\n", card, text);
            cli_print_wrapped(stdout, style, line);
            return;
        }
    printf("No card is called '%s'.\n", name);
}

/* Each answer's narration, a line for each of its lines. */
static bool view_narrate(const ct_record *rec, size_t from, size_t upto, int observer, const cli_style *style, gamelog_fn emit,
                    void *ctx) {
    const ct_game *g = rec->game;
    void *s = malloc(g->state_size), *before = malloc(g->state_size);
    ct_error err;
    if (upto > rec->count) upto = rec->count;
    if (from > upto) from = upto;
    bool ok = s && before && ct_record_replay(rec, from, s, &err) == CT_OK;
    const char *names[CT_MAX_SEATS] = {NULL};
    char given[CT_MAX_SEATS][64];
    for (int p = 0; ok && p < g->seat_count(s); p++) {
        view_seat_name(s, style, p, given[p], sizeof given[p]);
        names[p] = given[p];
    }
    for (size_t i = from; ok && i < upto; i++) {
        memcpy(before, s, g->state_size);
        if (g->apply(s, rec->answers[i], &err) != CT_OK) {
            ok = false;
            break;
        }
        char text[2048];
        g->narrate(before, rec->answers[i], s, observer, names, text, sizeof text);
        for (char *line = text, *end; *line; line = end + (*end != '\0')) {
            end = line + strcspn(line, "\n");
            char keep = *end;
            *end = '\0';
            emit(ctx, line);
            *end = keep;
        }
    }
    free(s);
    free(before);
    return ok;
}

static void view_final_screen(const ct_game *g, const void *state, const cli_style *style) {
    view_render_table(g, stdout, state, -1, style);
    ct_result *r = malloc(sizeof *r);
    if (!r) return;
    g->result(state, r);
    printf("\nThe result (%s):\n", ct_result_str(r, r->ending));
    char who[64];
    for (int p = 0; p < r->seats; p++) {
        view_seat_name(state, style, p, who, sizeof who);
        printf("  %s: %d%s\n", who, r->score[p], r->winners >> p & 1 ? " - wins" : "");
        for (int i = 0; i < r->line_count; i++)
            if (r->line[i].seat == p) printf("    %+d %s\n", r->line[i].points, ct_result_str(r, r->line[i].text));
    }
    free(r);
}

static int view_replay_seat(const ct_game *g, const ct_record *rec, const void *state) {
    int person = -1, persons = 0;
    for (int p = 0; p < g->seat_count(state); p++)
        if (!rec->seat_bot[p][0]) person = p, persons++;
    return persons == 1 ? person : -1;
}

/* One table per registry index: its functions pass the game ct_game_at(I) on. */
#define VIEW_FRONTEND(I)                                                                                                         \
    static void default_bots_##I(const void *s, const char *const *v, char (*b)[32]) { view_default_bots(ct_game_at(I), s, v, b); } \
    static void usage_##I(FILE *out) { view_usage(ct_game_at(I), out); }                                                             \
    static void intro_##I(const void *s, const char *p, const cli_style *st) { view_intro(ct_game_at(I), s, p, st); }               \
    static void render_##I(FILE *o, const void *s, int seat, const cli_style *st) { view_render_table(ct_game_at(I), o, s, seat, st); } \
    static void decision_##I(const void *s, const uint16_t *o, int n, const cli_style *st) { view_print_decision(ct_game_at(I), s, o, n, st); } \
    static void label_##I(const void *s, const cli_style *st, int o, char *b, size_t n) { view_option_label(ct_game_at(I), s, st, o, b, n); } \
    static void card_##I(const void *s, const char *name, const cli_style *st) { view_show_card(ct_game_at(I), s, name, st); }     \
    static void final_##I(const void *s, const cli_style *st) { view_final_screen(ct_game_at(I), s, st); }                          \
    static int replay_seat_##I(const ct_record *r, const void *s) { return view_replay_seat(ct_game_at(I), r, s); }

#define VIEW_TABLE(I)                                                                                                  \
    {.id = NULL, .title = NULL, .example_card = "", .game = NULL, .flags = view_flags, .switches = 1u << F_HOTSEAT,   \
     .check_flags = view_check_flags, .options = view_options, .default_bots = default_bots_##I, .automatic_name = "",          \
     .usage = usage_##I, .intro = intro_##I, .seat_name = view_seat_name, .plain_name = view_plain_name, .render_table = render_##I, \
     .print_decision = decision_##I, .option_label = label_##I, .help = view_help, .command = view_command, .show_card = card_##I, \
     .narrate = view_narrate, .final_screen = final_##I, .replay_seat = replay_seat_##I, .replay_end = final_##I}

VIEW_FRONTEND(0)
VIEW_FRONTEND(1)
VIEW_FRONTEND(2)
VIEW_FRONTEND(3)
VIEW_FRONTEND(4)
VIEW_FRONTEND(5)
VIEW_FRONTEND(6)
VIEW_FRONTEND(7)

static const cli_frontend view_frontends[CLI_VIEW_FRONTENDS] = {VIEW_TABLE(0), VIEW_TABLE(1), VIEW_TABLE(2), VIEW_TABLE(3),
                                                                VIEW_TABLE(4), VIEW_TABLE(5), VIEW_TABLE(6), VIEW_TABLE(7)};

const cli_frontend *cli_view_frontend(int index) {
    return index >= 0 && index < CLI_VIEW_FRONTENDS ? &view_frontends[index] : NULL;
}
