/* seat_json.c: what one seat is shown of a game, as JSON, built from rr_make_view for
 * that seat only (the one door): the board, the tokens, its own hand with each card's
 * points, the others' hand sizes, the decision if it is this seat's, the log as this
 * seat may read it, and the scorepad once the game is over. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "server.h"

static json_t *cards_array(const uint8_t *cards, int n) {
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, cards[i] == RR_HIDDEN_CARD ? json_null() : json_integer(cards[i]));
    return a;
}

static const char *kind_name(int kind) {
    return kind == SEAT_PERSON ? "person" : kind == SEAT_BOT ? "bot" : "automa";
}

/* Each card of the seat's hand with its points now. Scored on a copy whose hidden
 * cards are re-dealt from the seat's knowledge, so nothing hidden can shape them. */
static json_t *hand_json(const game *g, const rr_view *v, int seat, int *total) {
    rr_state copy = g->state;
    rr_determinize(&copy, seat, 0x5eed);
    rr_hand_score score;
    rr_score_hand(&copy.now, seat, NULL, &score);
    json_t *a = json_array();
    *total = score.core + score.bonus;
    for (int i = 0; i < v->hand_count; i++) {
        int card = v->hand[i], points = 0;
        char choice[96] = "";
        for (int k = 0; k < score.count; k++)
            if (score.line[k].card == card) {
                points = score.line[k].points;
                choice_text(&score.line[k], choice, sizeof choice);
            }
        json_t *o = json_pack("{s:i, s:i, s:i}", "card", card, "bonus", points, "points", rr_cards[card].core + points);
        if (*choice) json_object_set_new(o, "as", json_string(choice));
        json_array_append_new(a, o);
    }
    return a;
}

static json_t *decision_json(const game *g) {
    const rr_state *s = &g->state;
    char prompt[CT_NAME_SIZE], who[80], line[CT_NAME_SIZE + 80];
    rr_prompt(s, prompt, sizeof prompt);
    const char *rest = strchr(prompt, ':');
    seat_label(g, rr_to_move(s), who, sizeof who);
    snprintf(line, sizeof line, "%s%s", who, rest ? rest : prompt);
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rr_legal(s, opts);
    json_t *list = json_array();
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        rr_option_name(s, opts[i], name, sizeof name);
        json_t *o = json_pack("{s:i, s:s}", "id", opts[i], "name", name);
        int kind = s->pending.kind, x = opts[i];
        if (kind == RR_ASK_ACTION && x < RR_LEAD_EMPTY) {
            json_object_set_new(o, "card", json_integer(x / RR_LOCATIONS));
            json_object_set_new(o, "location", json_integer(x % RR_LOCATIONS));
        } else if (kind == RR_ASK_ACTION && x >= RR_SCOUT) {
            json_object_set_new(o, "scout", json_integer(x - RR_SCOUT));
        } else if ((kind == RR_ASK_GAIN || kind == RR_ASK_LOCATION) && x < RR_LOCATIONS) {
            json_object_set_new(o, "location", json_integer(x));
        } else if (kind == RR_ASK_CARD && x < RR_CARD_COUNT) {
            json_object_set_new(o, "card", json_integer(x));
        }
        json_array_append_new(list, o);
    }
    json_t *d = json_pack("{s:s, s:i, s:i, s:o}", "prompt", line, "kind", s->pending.kind, "why", s->pending.why,
                          "options", list);
    /* the cards the question is about (the prompt names them: the deciding seat sees them) */
    if (s->pending.card >= 0) json_object_set_new(d, "card", json_integer(s->pending.card));
    if (s->pending.subject >= 0) json_object_set_new(d, "subject", json_integer(s->pending.subject));
    return d;
}

static json_t *end_json(const rr_view *v, const rr_board *b) {
    json_t *who = json_array();
    for (int p = 0; p < v->players; p++)
        json_array_append_new(who, json_pack("{s:b, s:b, s:b}", "helium", v->helium[p] >= 7, "influence",
                                             v->influence[p] >= 7, "fleet", v->fleet[p] >= 7));
    static const char *const reasons[] = {"", "a player met two of the three thresholds",
                                          "the three thresholds were met across players", "the turn limit"};
    return json_pack("{s:b, s:s, s:b, s:o}", "triggered", v->end_reason != 0, "reason",
                     v->end_reason < 4 ? reasons[v->end_reason] : "", "apollo", b->apollo_last_turn != 0, "players",
                     who);
}

json_t *game_seat_json(const game *g, int seat, size_t log_from) {
    const rr_state *s = &g->state;
    const rr_board *b = &s->now;
    rr_view v;
    rr_make_view(s, seat, &v);
    json_t *players = json_array();
    for (int p = 0; p < v.players; p++) {
        char label[80];
        seat_label(g, p, label, sizeof label);
        json_t *o = json_pack("{s:i, s:s, s:s, s:s, s:i, s:i, s:i, s:i, s:b, s:b, s:i}", "seat", p, "name",
                              g->seat[p].name, "label", label, "kind", kind_name(g->seat[p].kind), "helium",
                              v.helium[p], "fleet", v.fleet[p], "influence", v.influence[p], "hand_size",
                              v.hand_size[p], "sovereign", v.sovereign == p, "first", v.first_player == p, "turns",
                              v.turns_taken[p]);
        json_object_set_new(o, "house", json_string(v.house[p] < RR_HOUSE_COUNT ? rr_house_name(v.house[p]) : ""));
        if (p != seat) json_object_set_new(o, "known", cards_array(v.known[p], v.known_count[p]));
        if (g->seat[p].kind == SEAT_BOT) json_object_set_new(o, "bot", json_string(g->seat[p].agent));
        json_array_append_new(players, o);
    }
    json_t *locations = json_array();
    for (int l = 0; l < RR_LOCATIONS; l++) {
        json_t *o = json_pack("{s:s, s:o}", "name", rr_location_name(l), "cards",
                              cards_array(v.location[l], v.location_count[l]));
        if (b->automa >= 0) {
            char letter[2] = {(char)('A' + b->priority[l]), 0};
            json_object_set_new(o, "priority", json_string(letter));
            json_object_set_new(o, "luna_card", json_boolean(b->luna_pair == l));
        }
        json_array_append_new(locations, o);
    }
    int hand_points = 0;
    json_t *hand = hand_json(g, &v, seat, &hand_points);
    json_t *log = json_array();
    for (size_t i = log_from; i < g->log_count; i++) {
        const char *text = log_line_text(&g->log[i], seat);
        if (*text) json_array_append_new(log, json_string(text));
    }
    int to_move = rr_to_move(s);
    char mover[80];
    seat_label(g, to_move, mover, sizeof mover);
    json_t *root = json_pack(
        "{s:s, s:s, s:I, s:I, s:i, s:b, s:i, s:s, s:o, s:o, s:o, s:o, s:i, s:i, s:i, s:I, s:o, s:i}", "id", g->id,
        "mode", g->mode, "version", (json_int_t)g->version, "at", (json_int_t)g->rec.count, "seat", seat, "over",
        rr_is_over(s), "to_move", to_move, "to_move_name", mover, "players", players, "locations", locations,
        "banished", cards_array(v.banished, v.banished_count), "hand", hand, "hand_points", hand_points,
        "deck_count", v.deck_count, "neutral_influence", v.neutral_influence, "log_from", (json_int_t)log_from, "log",
        log, "turn", b->total_turns + 1);
    json_object_set_new(root, "end", end_json(&v, b));
    /* Deck cards this seat has looked at (Firewall Expert's three before they are placed). */
    json_object_set_new(root, "looked_at", cards_array(v.looked, v.looked_count));
    if (b->automa >= 0) {
        /* her last turn, step by step, in the terminal's words (public: her cards are shown) */
        json_t *last = json_array();
        for (int k = 0; k < 2 && b->turns_taken[b->automa]; k++) {
            char text[400];
            automa_step_text(b, &b->automa_log[k], text, sizeof text);
            json_array_append_new(last, json_string(text));
        }
        json_object_set_new(root, "automa",
                            json_pack("{s:i, s:i, s:s, s:s, s:o}", "seat", b->automa, "level", b->automa_level,
                                      "level_name", rr_automa_level_names[b->automa_level], "parity",
                                      b->automa_parity ? "ODD" : "EVEN", "last_turn", last));
    }
    if (to_move == seat) {
        json_object_set_new(root, "decision", decision_json(g));
        char why[200];
        json_object_set_new(root, "can_undo", json_boolean(game_can_undo(g, seat, why, sizeof why)));
    }
    if (rr_is_over(s)) {
        rr_scorepad pad;
        char names[RR_MAX_PLAYERS][64];
        rr_score(b, &pad);
        for (int p = 0; p < v.players; p++) seat_label(g, p, names[p], sizeof names[p]);
        json_object_set_new(root, "scorepad", scorepad_json(b, &pad, (const char (*)[64])names));
    }
    return root;
}
