/* game_redrising.c: what Red Rising needs of the server beyond its ct_game table: the
 * new game's fields (players, level, variant, houses), Tull Au Toma's seat and her
 * opening turn in the log, seats called "Ana (Mars)", the log told with "you" for the
 * reader, and the fields of a seat's JSON today's page draws beside the view (the board
 * from rr_make_view for that seat only, each hand card with its points now, the
 * decision with its cards and locations, the end's thresholds, the scorepad card by
 * card). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "redrising.h"
#include "redrising_narrate.h"
#include "redrising_web.h"
#include "server.h"

static const rr_state *state_of(const game *g) { return g->state; }

static const char *seat_kind_name(int kind) {
    return kind == SEAT_PERSON ? "person" : kind == SEAT_BOT ? "bot" : "automa";
}

static void cards_array(json_text *t, const uint8_t *cards, int n) {
    jt_open(t, '[');
    for (int i = 0; i < n; i++)
        if (cards[i] == RR_HIDDEN_CARD) jt_null(t);
        else jt_int(t, cards[i]);
    jt_close(t, ']');
}

/* Each card of the seat's hand with its points now. Scored on a copy whose hidden
 * cards are re-dealt from the seat's knowledge, so nothing hidden can shape them. */
static int hand_json(json_text *t, const game *g, const rr_view *v, int seat) {
    rr_state copy = *state_of(g);
    rr_determinize(&copy, seat, 0x5eed);
    rr_hand_score score;
    rr_score_hand(&copy.now, seat, NULL, &score);
    jt_open(t, '[');
    for (int i = 0; i < v->hand_count; i++) {
        int card = v->hand[i], points = 0;
        char choice[96] = "";
        for (int k = 0; k < score.count; k++)
            if (score.line[k].card == card) {
                points = score.line[k].points;
                choice_text(&score.line[k], choice, sizeof choice);
            }
        jt_open(t, '{');
        jt_key(t, "card");
        jt_int(t, card);
        jt_key(t, "bonus");
        jt_int(t, points);
        jt_key(t, "points");
        jt_int(t, rr_cards[card].core + points);
        if (*choice) {
            jt_key(t, "as");
            jt_string(t, choice);
        }
        jt_close(t, '}');
    }
    jt_close(t, ']');
    return score.core + score.bonus;
}

static void decision_json(json_text *t, const game *g) {
    const rr_state *s = state_of(g);
    char prompt[CT_NAME_SIZE], who[80], line[CT_NAME_SIZE + 80];
    rr_prompt(s, prompt, sizeof prompt);
    const char *rest = strchr(prompt, ':');
    seat_label(g, rr_to_move(s), who, sizeof who);
    snprintf(line, sizeof line, "%s%s", who, rest ? rest : prompt);
    jt_open(t, '{');
    jt_key(t, "prompt");
    jt_string(t, line);
    jt_key(t, "kind");
    jt_int(t, s->pending.kind);
    jt_key(t, "why");
    jt_int(t, s->pending.why);
    jt_key(t, "options");
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rr_legal(s, opts);
    jt_open(t, '[');
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        rr_option_name(s, opts[i], name, sizeof name);
        jt_open(t, '{');
        jt_key(t, "id");
        jt_int(t, opts[i]);
        jt_key(t, "name");
        jt_string(t, name);
        int kind = s->pending.kind, x = opts[i];
        if (kind == RR_ASK_ACTION && x < RR_LEAD_EMPTY) {
            jt_key(t, "card");
            jt_int(t, x / RR_LOCATIONS);
            jt_key(t, "location");
            jt_int(t, x % RR_LOCATIONS);
        } else if (kind == RR_ASK_ACTION && x >= RR_SCOUT) {
            jt_key(t, "scout");
            jt_int(t, x - RR_SCOUT);
        } else if ((kind == RR_ASK_GAIN || kind == RR_ASK_LOCATION) && x < RR_LOCATIONS) {
            jt_key(t, "location");
            jt_int(t, x);
        } else if (kind == RR_ASK_CARD && x < RR_CARD_COUNT) {
            jt_key(t, "card");
            jt_int(t, x);
        }
        jt_close(t, '}');
    }
    jt_close(t, ']');
    /* the cards the question is about (the prompt names them: the deciding seat sees them) */
    if (s->pending.card >= 0) {
        jt_key(t, "card");
        jt_int(t, s->pending.card);
    }
    if (s->pending.subject >= 0) {
        jt_key(t, "subject");
        jt_int(t, s->pending.subject);
    }
    jt_close(t, '}');
}

static void end_json(json_text *t, const rr_view *v, const rr_board *b) {
    static const char *const reasons[] = {"", "a player met two of the three thresholds",
                                          "the three thresholds were met across players", "the turn limit"};
    jt_open(t, '{');
    jt_key(t, "triggered");
    jt_bool(t, v->end_reason != 0);
    jt_key(t, "reason");
    jt_string(t, v->end_reason < 4 ? reasons[v->end_reason] : "");
    jt_key(t, "apollo");
    jt_bool(t, b->apollo_last_turn != 0);
    jt_key(t, "players");
    jt_open(t, '[');
    for (int p = 0; p < v->players; p++) {
        jt_open(t, '{');
        jt_key(t, "helium");
        jt_bool(t, v->helium[p] >= 7);
        jt_key(t, "influence");
        jt_bool(t, v->influence[p] >= 7);
        jt_key(t, "fleet");
        jt_bool(t, v->fleet[p] >= 7);
        jt_close(t, '}');
    }
    jt_close(t, ']');
    jt_close(t, '}');
}

static void player_json(json_text *t, const game *g, const rr_view *v, int p, int seat) {
    char label[80];
    seat_label(g, p, label, sizeof label);
    jt_open(t, '{');
    jt_key(t, "seat");
    jt_int(t, p);
    jt_key(t, "name");
    jt_string(t, g->seat[p].name);
    jt_key(t, "label");
    jt_string(t, label);
    jt_key(t, "kind");
    jt_string(t, seat_kind_name(g->seat[p].kind));
    jt_key(t, "helium");
    jt_int(t, v->helium[p]);
    jt_key(t, "fleet");
    jt_int(t, v->fleet[p]);
    jt_key(t, "influence");
    jt_int(t, v->influence[p]);
    jt_key(t, "hand_size");
    jt_int(t, v->hand_size[p]);
    jt_key(t, "sovereign");
    jt_bool(t, v->sovereign == p);
    jt_key(t, "first");
    jt_bool(t, v->first_player == p);
    jt_key(t, "turns");
    jt_int(t, v->turns_taken[p]);
    jt_key(t, "house");
    jt_string(t, v->house[p] < RR_HOUSE_COUNT ? rr_house_name(v->house[p]) : "");
    if (p != seat) {
        jt_key(t, "known");
        cards_array(t, v->known[p], v->known_count[p]);
    }
    if (g->seat[p].kind == SEAT_BOT) {
        jt_key(t, "bot");
        jt_string(t, g->seat[p].agent);
    }
    jt_close(t, '}');
}

static void rr_seat_fields(json_text *t, const game *g, int seat) {
    const rr_state *s = state_of(g);
    const rr_board *b = &s->now;
    rr_view v;
    rr_make_view(s, seat, &v);
    int to_move = rr_to_move(s);
    char mover[80];
    seat_label(g, to_move, mover, sizeof mover);
    jt_key(t, "over");
    jt_bool(t, rr_is_over(s));
    jt_key(t, "to_move");
    jt_int(t, to_move);
    jt_key(t, "to_move_name");
    jt_string(t, mover);
    jt_key(t, "players");
    jt_open(t, '[');
    for (int p = 0; p < v.players; p++) player_json(t, g, &v, p, seat);
    jt_close(t, ']');
    jt_key(t, "locations");
    jt_open(t, '[');
    for (int l = 0; l < RR_LOCATIONS; l++) {
        jt_open(t, '{');
        jt_key(t, "name");
        jt_string(t, rr_location_name(l));
        jt_key(t, "cards");
        cards_array(t, v.location[l], v.location_count[l]);
        if (b->automa >= 0) {
            char letter[2] = {(char)('A' + b->priority[l]), 0};
            jt_key(t, "priority");
            jt_string(t, letter);
            jt_key(t, "luna_card");
            jt_bool(t, b->luna_pair == l);
        }
        jt_close(t, '}');
    }
    jt_close(t, ']');
    jt_key(t, "banished");
    cards_array(t, v.banished, v.banished_count);
    if (seat >= 0) { /* a spectator holds no hand */
        jt_key(t, "hand");
        int hand_points = hand_json(t, g, &v, seat);
        jt_key(t, "hand_points");
        jt_int(t, hand_points);
    }
    jt_key(t, "deck_count");
    jt_int(t, v.deck_count);
    jt_key(t, "neutral_influence");
    jt_int(t, v.neutral_influence);
    jt_key(t, "turn");
    jt_int(t, b->total_turns + 1);
    jt_key(t, "end");
    end_json(t, &v, b);
    /* Deck cards this seat has looked at (Firewall Expert's three before they are placed). */
    jt_key(t, "looked_at");
    cards_array(t, v.looked, v.looked_count);
    if (b->automa >= 0) {
        /* her last turn, step by step, in the terminal's words (public: her cards are shown) */
        jt_key(t, "automa");
        jt_open(t, '{');
        jt_key(t, "seat");
        jt_int(t, b->automa);
        jt_key(t, "level");
        jt_int(t, b->automa_level);
        jt_key(t, "level_name");
        jt_string(t, rr_automa_level_names[b->automa_level]);
        jt_key(t, "parity");
        jt_string(t, b->automa_parity ? "ODD" : "EVEN");
        jt_key(t, "last_turn");
        jt_open(t, '[');
        for (int k = 0; k < 2 && b->turns_taken[b->automa]; k++) {
            char text[400];
            automa_step_text(b, &b->automa_log[k], text, sizeof text);
            jt_string(t, text);
        }
        jt_close(t, ']');
        jt_close(t, '}');
    }
    if (seat >= 0 && to_move == seat) {
        jt_key(t, "decision");
        decision_json(t, g);
    }
    if (rr_is_over(s)) {
        rr_scorepad pad;
        char names[RR_MAX_PLAYERS][64];
        rr_score(b, &pad);
        for (int p = 0; p < v.players; p++) seat_label(g, p, names[p], sizeof names[p]);
        jt_key(t, "scorepad");
        jt_json(t, scorepad_json(b, &pad, (const char (*)[64])names));
    }
}

/* The options text from players, level, variant and houses; false with r set. */
static bool rr_request_options(json_t *req, char *out, size_t size, reply *r) {
    json_t *players = json_object_get(req, "players"), *level = json_object_get(req, "level"),
           *variant = json_object_get(req, "variant"), *houses = json_object_get(req, "houses");
    if (!json_is_integer(players)) {
        reply_error(r, 400, "players must be a whole number (1 for a solo game against Tull Au Toma, 2 to 6)");
        return false;
    }
    int n = snprintf(out, size, "players=%lld", (long long)json_integer_value(players));
    if (level && !json_is_null(level)) {
        if (!json_is_integer(level)) {
            reply_error(r, 400, "level must be a whole number from 1 to 6");
            return false;
        }
        n += snprintf(out + n, size - (size_t)n, " level=%lld", (long long)json_integer_value(level));
    }
    if (variant && !json_is_null(variant) && !(json_is_string(variant) && !*json_string_value(variant))) {
        const char *v = json_string_value(variant);
        if (!v || strpbrk(v, " =")) {
            reply_error(r, 400, "variant must be \"all-cards\" (solo) or \"multiplayer\"");
            return false;
        }
        n += snprintf(out + n, size - (size_t)n, " variant=%s", v);
    }
    if (!houses || json_is_null(houses) || (json_is_string(houses) && !strcmp(json_string_value(houses), "random"))) {
        snprintf(out + n, size - (size_t)n, " houses=random");
    } else if (json_is_array(houses)) {
        n += snprintf(out + n, size - (size_t)n, " houses=");
        size_t i;
        json_t *h;
        json_array_foreach(houses, i, h) {
            const char *name = json_string_value(h);
            if (!name || strpbrk(name, " =,") || (size_t)n + strlen(name) + 2 >= size) {
                reply_error(r, 400, "houses must be \"random\" or a list of house names, one per player");
                return false;
            }
            n += snprintf(out + n, size - (size_t)n, "%s%s", i ? "," : "", name);
        }
    } else {
        reply_error(r, 400, "houses must be \"random\" or a list of house names, one per player");
        return false;
    }
    return true;
}

static int rr_automa_seat(const void *state) { return ((const rr_state *)state)->now.automa; }

static void rr_seat_label(const game *g, int seat, char *buf, size_t size) {
    const rr_board *b = &state_of(g)->now;
    if (seat == b->automa) snprintf(buf, size, "Tull Au Toma");
    else snprintf(buf, size, "%s (%s)", g->seat[seat].name, rr_house_name(b->house[seat]));
}

/* Tull Au Toma's opening turn, when she starts, in the terminal's words (gamelog.c). */
typedef struct opening_ctx {
    game *g;
    void (*add)(game *g, const char *text);
} opening_ctx;

static void opening_line(void *ctx, const char *line) {
    opening_ctx *o = ctx;
    o->add(o->g, line);
}

static void rr_opening_log(game *g, void (*add)(game *g, const char *text)) {
    opening_ctx o = {g, add};
    gamelog_opening(&state_of(g)->now, opening_line, &o);
}

/* The terminal's words, "you" for the reader and the game's seat names for the others
 * (Tull Au Toma's left out, so she is "Tull" as in the terminal). */
static size_t rr_narrate_web(const game *g, const void *before, int option, const void *after, int reader, char *buf,
                             size_t size) {
    const rr_state *b = before;
    rr_narrator names;
    memset(&names, 0, sizeof names);
    names.you = reader;
    for (int p = 0; p < b->now.players && p < RR_MAX_PLAYERS; p++)
        if (g->seat[p].kind != SEAT_AUTOMA && g->seat[p].name[0]) names.names[p] = g->seat[p].name;
    return rr_narrate(before, option, after, reader, &names, buf, size);
}

static const char *const rr_fields[] = {"level", "variant", "houses", NULL};

const server_game server_game_redrising = {
    .name = "redrising",
    .fields = rr_fields,
    .options = rr_request_options,
    .automa_seat = rr_automa_seat,
    .seat_label = rr_seat_label,
    .opening_log = rr_opening_log,
    .narrate = rr_narrate_web,
    .seat_fields = rr_seat_fields,
};
