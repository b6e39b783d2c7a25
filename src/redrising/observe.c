/* observe.c: Red Rising's presentation half of ct_game (include/ct_view.h): a seat's
 * view as game-agnostic data (from rr_make_view, the one door for hidden information),
 * the narration of an answer (rr_narrate), a card's text, and the scorepad with its
 * reasons (rr_score, reasons.c). */
#include <stdio.h>

#include "ct_view.h"
#include "internal.h"
#include "redrising_narrate.h"

static void add_card(ct_view *v, int card, int flags) {
    ct_view_add_card(v, card, card, rr_cards[card].name, flags, CT_VIEW_SHARED);
}

/* rr_make_view's data as areas: the locations, each hand (another's: only the cards this
 * seat has seen go into it), the deck (counted), the deck cards looked at, the banished. */
void rr_observe(const rr_state *s, int seat, ct_view *out) {
    rr_view v;
    rr_make_view(s, seat, &v);
    const rr_board *b = &s->now;
    ct_view_reset(out, seat, v.players);
    out->turn = (int8_t)v.current;
    char text[CT_NAME_SIZE];
    snprintf(text, sizeof text, "turn %d%s", b->total_turns + 1,
             v.phase == RR_PHASE_END_OF_GAME ? ", end-of-game abilities"
             : v.end_reason                  ? ", the last round"
                                             : "");
    out->status = ct_view_add_text(out, text);
    for (int p = 0; p < v.players; p++) {
        if (p == b->automa) snprintf(text, sizeof text, "Tull Au Toma");
        else snprintf(text, sizeof text, "House %s", rr_house_name(v.house[p]));
        out->seat_label[p] = ct_view_add_text(out, text);
        ct_view_add_counter(out, -1, p, "helium", v.helium[p]);
        ct_view_add_counter(out, -1, p, "fleet", v.fleet[p]);
        ct_view_add_counter(out, -1, p, "influence", v.influence[p]);
        ct_view_add_counter(out, -1, p, "sovereign", v.sovereign == p);
        ct_view_add_counter(out, -1, p, "turns taken", v.turns_taken[p]);
    }
    ct_view_add_counter(out, -1, CT_VIEW_SHARED, "neutral influence", v.neutral_influence);
    for (int l = 0; l < RR_LOCATIONS; l++) {
        ct_view_add_area(out, CT_AREA_LOCATION, CT_VIEW_SHARED, rr_location_name(l), v.location_count[l]);
        for (int i = 0; i < v.location_count[l]; i++) {
            int c = rr_zone_card(b, rr_location_zone(l), i);
            bool down = is_facedown(b, c);
            if (v.location[l][i] == RR_HIDDEN_CARD)
                ct_view_add_card(out, CT_VIEW_UNKNOWN, CT_VIEW_UNKNOWN, "a face-down card", CT_CARD_FACE_DOWN, CT_VIEW_SHARED);
            else add_card(out, v.location[l][i], down ? CT_CARD_FACE_DOWN : 0);
        }
    }
    for (int p = 0; p < v.players; p++) {
        snprintf(text, sizeof text, "hand of seat %d", p + 1);
        ct_view_add_area(out, CT_AREA_HAND, p, text, v.hand_size[p]);
        if (p == seat)
            for (int i = 0; i < v.hand_count; i++) add_card(out, v.hand[i], 0);
        else
            for (int i = 0; i < v.known_count[p]; i++) add_card(out, v.known[p][i], 0);
    }
    ct_view_add_area(out, CT_AREA_DECK, CT_VIEW_SHARED, "deck", v.deck_count);
    if (v.looked_count) {
        ct_view_add_area(out, CT_AREA_PILE, CT_VIEW_SHARED, "deck cards seen", v.looked_count);
        for (int i = 0; i < v.looked_count; i++) add_card(out, v.looked[i], 0);
    }
    ct_view_add_area(out, CT_AREA_PILE, CT_VIEW_SHARED, "banished", v.banished_count);
    for (int i = 0; i < v.banished_count; i++) add_card(out, v.banished[i], 0);
    ct_view_add_pending(out, &rr_game, s);
}

size_t rr_narrate_for(const rr_state *before, int option, const rr_state *after, int seat, const char *const *names,
                      char *buf, size_t size) {
    rr_narrator narrator = {.you = -1};
    for (int p = 0; names && p < before->now.players; p++) narrator.names[p] = names[p];
    return rr_narrate(before, option, after, seat, &narrator, buf, size);
}

bool rr_card_face_text(int face, char *name, size_t name_size, char *text, size_t text_size) {
    if (face < 0 || face >= RR_CARD_COUNT) return false;
    const rr_card_info *c = &rr_cards[face];
    const rr_card_text *t = &rr_card_texts[face];
    snprintf(name, name_size, "%s", c->name);
    snprintf(text, text_size, "%s, core value %d.%s%s%s%s%s%s%s%s", rr_color_name(c->color), c->core,
             t->deploy ? " Deploy: " : "", t->deploy ? t->deploy : "", t->points ? " Points: " : "",
             t->points ? t->points : "", t->end_of_game ? " End of game: " : "", t->end_of_game ? t->end_of_game : "",
             t->block ? " Block: " : "", t->block ? t->block : "");
    return true;
}

static void add_line(ct_result *r, int seat, int points, const char *what) {
    if (points) ct_result_add_line(r, seat, points, what);
}

/* The scorepad once the game is over (every hand is shown then): each seat's tokens and
 * each card's points with the parts of its clause that paid. */
void rr_result(const rr_state *s, ct_result *out) {
    const rr_board *b = &s->now;
    ct_result_reset(out, b->players);
    if (!rr_is_over(s)) return;
    out->over = true;
    rr_scorepad pad;
    rr_score(b, &pad);
    out->winners = pad.winners;
    static const char *const endings[] = {"", "one player met two of the three thresholds",
                                          "the three thresholds were met across players", "the turn limit"};
    out->ending = ct_result_add_text(out, endings[b->end_reason <= RR_END_TURN_LIMIT ? b->end_reason : 0]);
    for (int p = 0; p < pad.players; p++) {
        const rr_score_row *row = &pad.row[p];
        out->score[p] = row->total;
        char text[CT_NAME_SIZE * 3];
        if (row->automa) {
            snprintf(text, sizeof text, "cards (base %d, %d matching, %d other, %d over 20)", row->automa_base, row->matching,
                     row->nonmatching, row->discarded);
            ct_result_add_line(out, p, row->cards, text);
        } else {
            for (int i = 0; i < row->hand.count; i++) {
                const rr_card_line *l = &row->hand.line[i];
                char reason[200], choice[160];
                rr_points_reason(l, reason, sizeof reason);
                rr_choice_reason(l, choice, sizeof choice);
                snprintf(text, sizeof text, "%s (core %d%s%s%s%s)", rr_cards[l->card].name, rr_cards[l->card].core,
                         *reason ? "; " : "", reason, *choice ? "; " : "", choice);
                ct_result_add_line(out, p, rr_cards[l->card].core + l->points, text);
            }
            add_line(out, p, row->extra, "end-of-game abilities");
        }
        add_line(out, p, row->fleet, "Fleet Track");
        add_line(out, p, row->helium, "Helium, 3 each");
        add_line(out, p, row->sovereign, "the Sovereign token");
        add_line(out, p, row->influence, "Influence on the Institute");
        add_line(out, p, row->excess, "cards in hand over 7, -10 each");
    }
}
