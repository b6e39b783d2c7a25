/* tools.c: Red Rising's public answers that need no game in play: the card list (facts and our
 * summaries, for card faces and the card picker), the scorepad as JSON, and scoring a
 * physical game's position exactly as `cardtable score` does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "position.h"
#include "redrising_web.h"
#include "server.h"

static void set_text(json_t *o, const char *key, const char *text) {
    if (text) json_object_set_new(o, key, json_string(text));
}

json_t *cards_json(void) {
    json_t *cards = json_array(), *colors = json_array(), *houses = json_array();
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        const rr_card_info *info = &rr_cards[c];
        const rr_card_text *t = &rr_card_texts[c];
        json_t *o = json_pack("{s:i, s:s, s:i, s:s, s:i}", "id", c, "name", info->name, "color", info->color,
                              "color_name", rr_color_name(info->color), "core", info->core);
        set_text(o, "deploy", t->deploy);
        set_text(o, "points", t->points);
        if (t->end_of_game)
            set_text(o, info->kinds & RR_HAS_END_OF_GAME ? "end" : "scoring", t->end_of_game);
        set_text(o, "block", t->block);
        json_array_append_new(cards, o);
    }
    for (int k = 0; k < RR_COLOR_COUNT; k++) json_array_append_new(colors, json_string(rr_color_name(k)));
    for (int h = 0; h < RR_HOUSE_COUNT; h++) json_array_append_new(houses, json_string(rr_house_name(h)));
    json_t *levels = json_array();
    for (int l = 1; l <= 6; l++) json_array_append_new(levels, json_string(rr_automa_level_names[l]));
    return json_pack("{s:o, s:o, s:o, s:o}", "cards", cards, "colors", colors, "houses", houses, "levels", levels);
}

json_t *scorepad_json(const rr_board *b, const rr_scorepad *pad, const char (*names)[64]) {
    json_t *players = json_array(), *winners = json_array();
    for (int s = 0; s < pad->players; s++) {
        const rr_score_row *r = &pad->row[s];
        json_t *detail = json_array();
        for (int i = 0; i < r->hand.count; i++) {
            const rr_card_line *l = &r->hand.line[i];
            char choice[96];
            choice_text(l, choice, sizeof choice);
            json_t *d = json_pack("{s:i, s:s, s:i, s:i}", "card", l->card, "name", rr_cards[l->card].name, "core",
                                  rr_cards[l->card].core, "points", l->points);
            if (*choice) json_object_set_new(d, "choice", json_string(choice));
            json_array_append_new(detail, d);
        }
        json_t *o = json_pack("{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:b, s:o}", "name",
                              names[s], "cards", r->cards, "extra", r->extra, "fleet", r->fleet, "fleet_track",
                              b->fleet[s], "helium", r->helium, "helium_tokens", b->helium[s], "sovereign",
                              r->sovereign, "influence", r->influence, "influence_tokens", b->influence[s], "excess",
                              r->excess, "total", r->total, "hand_count", r->hand.count, "winner",
                              pad->winners >> s & 1, "detail", detail);
        if (r->automa)
            json_object_set_new(o, "automa",
                                json_pack("{s:i, s:i, s:i, s:i, s:i, s:i}", "base", r->automa_base, "matching",
                                          r->matching, "nonmatching", r->nonmatching, "discarded", r->discarded,
                                          "per_matching", rr_automa_points[b->automa_level][0], "per_nonmatching",
                                          rr_automa_points[b->automa_level][1]));
        json_array_append_new(players, o);
        if (pad->winners >> s & 1) json_array_append_new(winners, json_string(names[s]));
    }
    return json_pack("{s:o, s:o}", "players", players, "winners", winners);
}

void score_position(json_t *request, const char *body, reply *r) {
    (void)request;
    position *p = malloc(sizeof *p);
    if (!p) {
        reply_error(r, 503, "out of memory");
        return;
    }
    char why[512];
    if (!position_read(body, p, why, sizeof why)) {
        reply_error(r, 400, "%s", why);
        free(p);
        return;
    }
    rr_scorepad pad;
    rr_score_pinned(&p->board, &p->pins, &pad);
    /* the same text `cardtable score` prints */
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) {
        reply_error(r, 503, "out of memory");
        free(p);
        return;
    }
    render_scorepad_detail(f, &p->board, &pad, (const char (*)[64])p->names);
    fclose(f);
    json_t *root = scorepad_json(&p->board, &pad, (const char (*)[64])p->names);
    json_object_set_new(root, "text", json_string(text ? text : ""));
    free(text);
    free(p);
    r->status = 200;
    json_decref(r->body);
    r->body = root;
}
