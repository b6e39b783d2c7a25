/* api.c: what the WebAssembly module (cardtable.wasm) exports to JavaScript: a game being
 * played, through the game-agnostic interface (cardtable.h) only, so every registered game
 * comes along. A ctw_game holds the game's record and state; JavaScript (web/engine/
 * engine.js) passes strings as pointers to NUL-terminated UTF-8 it allocated with
 * ctw_alloc, and frees with ctw_free every string a function here returns.
 *
 * Errors: a function that fails returns its status (or -1, or NULL) and keeps the engine's
 * one-line message, which ctw_error gives. A ctw_game is always returned by ctw_new and
 * ctw_from_record, started or not (ctw_error says why not), so the message has a home. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardtable.h"
#include "ct_agent.h"
#include "ct_view.h"
#include "api.h"
#include "json_out.h"

struct ctw_game {
    const ct_game *game; /* NULL when it did not start */
    ct_record rec;
    void *state;     /* the game now */
    void *before;    /* the game before the last answer, for its narration */
    int last_option; /* that answer, or -1 */
    ct_error err;    /* the last failure */
};

void *ctw_alloc(size_t size) { return malloc(size ? size : 1); }
void ctw_free(void *p) { free(p); }

/* The largest state of any registered game: a record names its game only once read. */
static size_t largest_state(void) {
    size_t size = 0;
    for (int i = 0; ct_game_at(i); i++)
        if (ct_game_at(i)->state_size > size) size = ct_game_at(i)->state_size;
    return size;
}

/* The state before the record's last answer, and that answer, for its narration and undo
 * (after reading a record or going back: applying keeps them as it goes). */
static void remember_last(ctw_game *g) {
    g->last_option = -1;
    if (!g->rec.count) return;
    ct_error err;
    if (ct_record_replay(&g->rec, g->rec.count - 1, g->before, &err) == CT_OK)
        g->last_option = g->rec.answers[g->rec.count - 1];
}

static ctw_game *new_holder(void) {
    ctw_game *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    size_t size = largest_state();
    g->state = calloc(1, size);
    g->before = calloc(1, size);
    g->last_option = -1;
    if (!g->state || !g->before) ct_fail(&g->err, CT_ERR_MEMORY, "out of memory");
    return g;
}

/* The registered games' names, as a JSON array. */
char *ctw_games(void) {
    json_out j = {0};
    jo_open(&j, '[');
    for (int i = 0; ct_game_at(i); i++) jo_string(&j, ct_game_at(i)->name);
    jo_close(&j, ']');
    return jo_finish(&j);
}

/* A new game of the registered game name with its options text and seed. */
ctw_game *ctw_new(const char *name, const char *options, uint64_t seed) {
    ctw_game *g = new_holder();
    if (!g || g->err.code) return g;
    const ct_game *game = ct_find_game(name);
    if (!game) {
        ct_fail(&g->err, CT_ERR_OPTIONS, "no game called '%s'", name);
        return g;
    }
    if (ct_record_start(&g->rec, game, options, seed, g->state, &g->err) == CT_OK) g->game = game;
    return g;
}

/* The game a record's text (what `cardtable replay` reads) describes, replayed to its end. */
ctw_game *ctw_from_record(const char *text) {
    ctw_game *g = new_holder();
    if (!g || g->err.code) return g;
    if (ct_record_from_text(&g->rec, text, g->state, SIZE_MAX, &g->err) == CT_OK) {
        g->game = g->rec.game;
        remember_last(g);
    }
    return g;
}

void ctw_close(ctw_game *g) {
    if (!g) return;
    if (g->game) ct_record_free(&g->rec);
    free(g->state);
    free(g->before);
    free(g);
}

/* The last failure's message ("" when there was none); owned by g. */
const char *ctw_error(const ctw_game *g) { return g ? g->err.message : "out of memory"; }
int ctw_started(const ctw_game *g) { return g && g->game; }

int ctw_seats(const ctw_game *g) { return g->game->seat_count(g->state); }
int ctw_to_move(const ctw_game *g) { return g->game->to_move(g->state); }
int ctw_over(const ctw_game *g) { return g->game->is_over(g->state); }
/* How many answers were given since the start. */
int ctw_at(const ctw_game *g) { return (int)g->rec.count; }

const char *ctw_game_name(const ctw_game *g) { return g->game->name; }

static void option_label(const ct_game *game, const void *state, int option, char *buf, size_t size) {
    if (game->version >= 2 && game->option_label)
        game->option_label(state, option, buf, size);
    else
        game->option_name(state, option, buf, size);
}

/* The legal options of the pending decision (whoever's it is) as a JSON array of
 * {"value", "name", "label"}; [] once the game is over. */
char *ctw_options(const ctw_game *g) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = g->game->is_over(g->state) ? 0 : g->game->legal(g->state, opts);
    json_out j = {0};
    jo_open(&j, '[');
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE], label[CT_NAME_SIZE];
        g->game->option_name(g->state, opts[i], name, sizeof name);
        option_label(g->game, g->state, opts[i], label, sizeof label);
        jo_open(&j, '{');
        jo_key(&j, "value");
        jo_int(&j, opts[i]);
        jo_key(&j, "name");
        jo_string(&j, name);
        jo_key(&j, "label");
        jo_string(&j, label);
        jo_close(&j, '}');
    }
    jo_close(&j, ']');
    return jo_finish(&j);
}

/* What is being asked, in a few words (for the seat that must answer). */
char *ctw_prompt(const ctw_game *g) {
    char *buf = malloc(CT_NAME_SIZE);
    if (buf) g->game->prompt(g->state, buf, CT_NAME_SIZE);
    return buf;
}

/* Answers the pending decision with option; CT_OK, or the status with ctw_error's message. */
int ctw_apply(ctw_game *g, int option) {
    memcpy(g->before, g->state, g->game->state_size);
    ct_status st = ct_record_play(&g->rec, g->state, option, &g->err);
    if (st == CT_OK)
        g->last_option = option;
    else
        memcpy(g->state, g->before, g->game->state_size); /* a refused answer changes nothing */
    return st;
}

static const char *option_name_at(const void *ctx, int i) { return ((const char(*)[CT_NAME_SIZE])ctx)[i]; }

/* Answers with the legal option of that name (exactly as option_name writes it). */
int ctw_apply_name(ctw_game *g, const char *name) {
    if (g->game->is_over(g->state)) return ct_fail(&g->err, CT_ERR_OVER, "the game is over");
    uint16_t opts[CT_MAX_OPTIONS];
    int n = g->game->legal(g->state, opts);
    char(*names)[CT_NAME_SIZE] = malloc((size_t)n * CT_NAME_SIZE);
    if (!names) return ct_fail(&g->err, CT_ERR_MEMORY, "out of memory");
    int found = -1;
    for (int i = 0; i < n; i++) {
        g->game->option_name(g->state, opts[i], names[i], CT_NAME_SIZE);
        if (found < 0 && strcmp(names[i], name) == 0) found = i;
    }
    ct_status st;
    if (found >= 0)
        st = ctw_apply(g, opts[found]);
    else {
        int near = ct_closest_name(name, n, option_name_at, names);
        st = near >= 0 ? ct_fail(&g->err, CT_ERR_ILLEGAL, "no option '%s' now (did you mean '%s'?)", name, names[near])
                       : ct_fail(&g->err, CT_ERR_ILLEGAL, "no option '%s' now", name);
    }
    free(names);
    return st;
}

/* Goes back to the game after its first count answers (the record forgets the rest). */
int ctw_undo(ctw_game *g, int count) {
    if (count < 0 || (size_t)count > g->rec.count)
        return ct_fail(&g->err, CT_ERR_ILLEGAL, "cannot go back to answer %d of %zu", count, g->rec.count);
    ct_status st = ct_record_truncate(&g->rec, (size_t)count, g->state, &g->err);
    if (st == CT_OK)
        remember_last(g);
    else
        g->last_option = -1;
    return st;
}

/* Why seat may not take back the last answer now, or "" when it may: the terminal's and
 * the server's rule, for any game: it was that seat's own decision, it is that seat's turn
 * again, and nothing was revealed or rolled since (reveal_count). */
char *ctw_undo_refusal(const ctw_game *g, int seat) {
    const char *why = "";
    if (!g->rec.count || g->last_option < 0)
        why = "nothing to undo yet";
    else if (g->game->is_over(g->state))
        why = "the game is over";
    else if (g->game->to_move(g->state) != seat)
        why = "it is not your turn to decide";
    else if (g->game->reveal_count(g->before) != g->game->reveal_count(g->state))
        why = "a card was revealed or the die rolled since that decision: it stands";
    else if (g->game->to_move(g->before) != seat)
        why = "the last decision was another player's: only your own can be undone";
    char *text = malloc(strlen(why) + 1);
    if (text) strcpy(text, why);
    return text;
}

/* What seat (-1: a spectator) may see now: the contract's `view`, from the game's observe
 * (the one door for hidden information). */
char *ctw_view(const ctw_game *g, int seat) {
    if (g->game->version < 2 || !g->game->observe) return NULL;
    if (seat < -1 || seat >= g->game->seat_count(g->state)) seat = -1;
    ct_view *v = malloc(sizeof *v);
    if (!v) return NULL;
    g->game->observe(g->state, seat, v);
    json_out j = {0};
    jo_view(&j, v);
    free(v);
    return jo_finish(&j);
}

/* How the game calls each seat's side (the view's seat_label), as a JSON array. */
char *ctw_seat_labels(const ctw_game *g) {
    ct_view *v = malloc(sizeof *v);
    if (!v || g->game->version < 2 || !g->game->observe) {
        free(v);
        return NULL;
    }
    g->game->observe(g->state, -1, v);
    json_out j = {0};
    jo_open(&j, '[');
    for (int s = 0; s < v->seats && s < CT_MAX_SEATS; s++) jo_string(&j, ct_view_str(v, v->seat_label[s]));
    jo_close(&j, ']');
    free(v);
    return jo_finish(&j);
}

/* The result (the contract's `result`): null while the game goes on. */
char *ctw_result(const ctw_game *g) {
    json_out j = {0};
    ct_result *r = malloc(sizeof *r);
    if (!r || g->game->version < 2 || !g->game->result) {
        free(r);
        return NULL;
    }
    g->game->result(g->state, r);
    jo_result(&j, r);
    free(r);
    return jo_finish(&j);
}

/* What the last answer did, as seat (-1: a spectator) may read it; "" when seat saw
 * nothing happen or nothing was answered since the start (or the last undo). */
char *ctw_narration(const ctw_game *g, int seat) {
    size_t size = 4096;
    char *text = calloc(1, size);
    if (!text || g->last_option < 0 || g->game->version < 2 || !g->game->narrate) return text;
    const char *names[CT_MAX_SEATS] = {0};
    for (int s = 0; s < CT_MAX_SEATS; s++)
        if (g->rec.seat_name[s][0]) names[s] = g->rec.seat_name[s];
    g->game->narrate(g->before, g->last_option, g->state, seat, names, text, size);
    return text;
}

/* Writes who plays seat into the record: a bot's text ("" for a person) and a name ("" for
 * the game's own). */
int ctw_set_seat(ctw_game *g, int seat, const char *bot, const char *name) {
    if (seat < 0 || seat >= g->game->seat_count(g->state))
        return ct_fail(&g->err, CT_ERR_OPTIONS, "no seat %d in this game", seat);
    if (strlen(bot) >= sizeof g->rec.seat_bot[0] || strlen(name) >= sizeof g->rec.seat_name[0] || strchr(name, '\n'))
        return ct_fail(&g->err, CT_ERR_OPTIONS, "seat %d: bot or name too long, or on two lines", seat);
    if (bot[0]) {
        ct_agent probe;
        char why[200];
        if (!ct_agent_parse(bot, 0, &probe, why, sizeof why)) return ct_fail(&g->err, CT_ERR_OPTIONS, "%s", why);
        ct_agent_free(&probe);
    }
    snprintf(g->rec.seat_bot[seat], sizeof g->rec.seat_bot[seat], "%s", bot);
    snprintf(g->rec.seat_name[seat], sizeof g->rec.seat_name[seat], "%s", name);
    return CT_OK;
}

/* The option the bot named agent ("greedy", "mcts:200", "medium", ...; ct_agent.h)
 * chooses for the seat to move now, seeded with seed; -1 with why in ctw_error. It looks
 * only at what that seat may know (the bots determinize first). */
int ctw_bot_choose(ctw_game *g, const char *agent, uint64_t seed) {
    if (g->game->is_over(g->state)) return ct_fail(&g->err, CT_ERR_OVER, "the game is over"), -1;
    ct_agent a;
    char why[200];
    if (!ct_agent_parse(agent, seed, &a, why, sizeof why)) return ct_fail(&g->err, CT_ERR_OPTIONS, "%s", why), -1;
    int option = ct_agent_choose(&a, g->game, g->state);
    ct_agent_free(&a);
    return option;
}

/* The game's record as text: what `cardtable replay` reads. */
char *ctw_record(ctw_game *g) { return ct_record_to_text(&g->rec, &g->err); }

/* Every card face of the game's card set as a JSON array of {"face", "name", "text"}. */
char *ctw_cards(const ctw_game *g) {
    json_out j = {0};
    jo_open(&j, '[');
    if (g->game->version >= 2 && g->game->card_text) {
        char name[CT_NAME_SIZE], *text = malloc(4096);
        for (int face = 0;
             text && face < CT_VIEW_UNKNOWN && g->game->card_text(g->state, face, name, sizeof name, text, 4096);
             face++) {
            jo_open(&j, '{');
            jo_key(&j, "face");
            jo_int(&j, face);
            jo_key(&j, "name");
            jo_string(&j, name);
            jo_key(&j, "text");
            jo_string(&j, text);
            jo_close(&j, '}');
        }
        free(text);
    }
    jo_close(&j, ']');
    return jo_finish(&j);
}
