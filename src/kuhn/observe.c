/* observe.c: Kuhn poker's presentation half of ct_game (include/ct_view.h): a seat's
 * view (its own card; the other's only after a showdown), the narration of an answer,
 * the cards' texts, the result. */
#include <stdio.h>

#include "ct_view.h"
#include "kuhn_internal.h"

static const char *const card_names[KUHN_CARDS] = {"Jack", "Queen", "King"};

/* May seat see card of holder? Its own; both after a showdown. */
static bool sees(const kuhn_state *s, int seat, int holder) { return seat == holder || s->showdown; }

void kuhn_observe(const void *state, int seat, ct_view *out) {
    const kuhn_state *s = state;
    ct_view_reset(out, seat, 2);
    out->turn = (int8_t)kuhn_to_move(s);
    out->status = ct_view_add_text(out, s->over ? (s->showdown ? "showdown" : "a fold") : "betting");
    int bets = kuhn_bets(s);
    for (int p = 0; p < 2; p++) {
        char text[32];
        snprintf(text, sizeof text, "Player %d", p + 1);
        out->seat_label[p] = ct_view_add_text(out, text);
        int in_pot = 1;
        for (int i = p; i < s->moves; i += 2) in_pot += s->history[i] == KUHN_BET;
        ct_view_add_counter(out, -1, p, "chips in the pot", in_pot);
        if (s->over) ct_view_add_counter(out, -1, p, "chips won", s->net[p]);
        snprintf(text, sizeof text, "hand of Player %d", p + 1);
        ct_view_add_area(out, CT_AREA_HAND, p, text, 1);
        if (sees(s, seat, p)) ct_view_add_card(out, s->card[p], s->card[p], card_names[s->card[p]], 0, p);
        else ct_view_add_card(out, CT_VIEW_UNKNOWN, CT_VIEW_UNKNOWN, "a face-down card", CT_CARD_FACE_DOWN, p);
    }
    ct_view_add_counter(out, -1, CT_VIEW_SHARED, "pot", 2 + bets);
    ct_view_add_area(out, CT_AREA_DECK, CT_VIEW_SHARED, "the unseen card", 1);
    ct_view_add_pending(out, &kuhn_game, s);
}

static const char *seat_name(const char *const *names, int p, char *buf, size_t size) {
    if (names && names[p] && *names[p]) return names[p];
    snprintf(buf, size, "Player %d", p + 1);
    return buf;
}

/* "Player 1 bets." and, once over, who won the pot and, at a showdown, both cards. */
size_t kuhn_narrate(const void *before_state, int option, const void *after_state, int seat, const char *const *names,
                    char *buf, size_t size) {
    const kuhn_state *before = before_state, *after = after_state;
    (void)seat; /* every seat may read the same: cards are named only once shown */
    char who[2][64];
    const char *name[2] = {seat_name(names, 0, who[0], sizeof who[0]), seat_name(names, 1, who[1], sizeof who[1])};
    int p = kuhn_to_move(before);
    bool facing = kuhn_facing_bet(before);
    const char *verb = option == KUHN_BET ? (facing ? "calls" : "bets") : (facing ? "folds" : "checks");
    int n = snprintf(buf, size, "%s %s.", name[p], verb);
    if (after->over && n >= 0 && (size_t)n < size) {
        int winner = after->net[0] > 0 ? 0 : 1;
        if (after->showdown)
            n += snprintf(buf + n, size - (size_t)n, " Showdown: %s shows the %s, %s the %s; %s wins %d chip%s.", name[0],
                          card_names[after->card[0]], name[1], card_names[after->card[1]], name[winner], after->net[winner],
                          after->net[winner] == 1 ? "" : "s");
        else
            n += snprintf(buf + n, size - (size_t)n, " %s wins %d chip.", name[winner], after->net[winner]);
    }
    return n < 0 ? 0 : (size_t)n < size ? (size_t)n : size - 1;
}

bool kuhn_card_text(const void *state, int face, char *name, size_t name_size, char *text, size_t text_size) {
    (void)state;
    if (face < 0 || face >= KUHN_CARDS) return false;
    static const char *const texts[KUHN_CARDS] = {"The lowest card: it beats nothing.", "Beats the Jack, loses to the King.",
                                                  "The highest card: it beats both others."};
    snprintf(name, name_size, "%s", card_names[face]);
    snprintf(text, text_size, "%s", texts[face]);
    return true;
}

void kuhn_result(const void *state, ct_result *out) {
    const kuhn_state *s = state;
    ct_result_reset(out, 2);
    if (!s->over) return;
    out->over = true;
    int winner = s->net[0] > 0 ? 0 : 1;
    out->winners = 1u << winner;
    char text[96];
    if (s->showdown)
        snprintf(text, sizeof text, "showdown: the %s beats the %s", card_names[s->card[winner]], card_names[s->card[1 - winner]]);
    else snprintf(text, sizeof text, "Player %d folded", 2 - winner);
    out->ending = ct_result_add_text(out, text);
    for (int p = 0; p < 2; p++) {
        out->score[p] = s->net[p];
        ct_result_add_line(out, p, s->net[p], p == winner ? "the pot, less its own chips" : "its chips in the pot");
    }
}
