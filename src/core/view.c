/* view.c: writing a ct_view or a ct_result (include/ct_view.h): the text pool, the
 * areas, cards and counters, and the pending decision every game's observe shares. */
#include <string.h>

#include "ct_view.h"

void ct_view_reset(ct_view *v, int seat, int seats) {
    v->version = CT_VIEW_VERSION;
    v->seat = (int8_t)seat;
    v->seats = (uint8_t)seats;
    v->to_move = -1;
    v->turn = -1;
    v->over = false;
    v->truncated = false;
    v->status = v->prompt = 0;
    memset(v->seat_label, 0, sizeof v->seat_label);
    v->option_count = v->area_count = v->card_count = v->counter_count = 0;
    v->text[0] = '\0';
    v->text_used = 1;
}

uint16_t ct_view_add_text(ct_view *v, const char *text) {
    size_t n = strlen(text);
    if (n == 0) return 0;
    if (v->text_used + n + 1 > CT_VIEW_TEXT) {
        v->truncated = true;
        return 0;
    }
    uint16_t at = (uint16_t)v->text_used;
    memcpy(v->text + at, text, n + 1);
    v->text_used += (uint32_t)n + 1;
    return at;
}

int ct_view_add_area(ct_view *v, int kind, int seat, const char *label, int size) {
    if (v->area_count == CT_VIEW_AREAS) {
        v->truncated = true;
        return -1;
    }
    ct_view_area *a = &v->area[v->area_count];
    a->label = ct_view_add_text(v, label);
    a->kind = (uint8_t)kind;
    a->seat = (int8_t)seat;
    a->size = (uint16_t)size;
    a->first_card = (uint16_t)v->card_count;
    a->card_count = 0;
    return v->area_count++;
}

int ct_view_add_card(ct_view *v, int id, int face, const char *name, int flags, int seat) {
    if (v->card_count == CT_VIEW_CARDS || v->area_count == 0) {
        v->truncated = true;
        return -1;
    }
    ct_view_card *c = &v->card[v->card_count];
    c->id = (uint16_t)id;
    c->face = (uint16_t)face;
    c->name = ct_view_add_text(v, name);
    c->flags = (uint16_t)flags;
    c->seat = (int8_t)seat;
    v->area[v->area_count - 1].card_count++;
    return v->card_count++;
}

void ct_view_add_counter(ct_view *v, int card, int seat, const char *label, int value) {
    if (v->counter_count == CT_VIEW_COUNTERS) {
        v->truncated = true;
        return;
    }
    ct_view_counter *k = &v->counter[v->counter_count++];
    k->label = ct_view_add_text(v, label);
    k->value = (int16_t)value;
    k->card = (int16_t)card;
    k->seat = (int8_t)seat;
}

void ct_view_add_pending(ct_view *v, const ct_game *game, const void *state) {
    v->over = game->is_over(state);
    v->to_move = (int8_t)game->to_move(state);
    /* the prompt is the deciding seat's: it may name what only that seat sees (the deck
     * cards Firewall Expert looks at), so no other seat's view holds it */
    if (v->over || v->seat < 0 || v->to_move != v->seat) return;
    char text[CT_NAME_SIZE];
    game->prompt(state, text, sizeof text);
    v->prompt = ct_view_add_text(v, text);
    uint16_t options[CT_MAX_OPTIONS];
    int n = game->legal(state, options);
    for (int i = 0; i < n; i++) {
        ct_view_option *o = &v->option[v->option_count++];
        o->value = options[i];
        game->option_name(state, options[i], text, sizeof text);
        o->name = ct_view_add_text(v, text);
        if (game->option_label) game->option_label(state, options[i], text, sizeof text);
        o->label = ct_view_add_text(v, text);
    }
}

void ct_result_reset(ct_result *r, int seats) {
    memset(r->score, 0, sizeof r->score);
    r->over = false;
    r->truncated = false;
    r->seats = (uint8_t)seats;
    r->winners = 0;
    r->ending = 0;
    r->line_count = 0;
    r->text[0] = '\0';
    r->text_used = 1;
}

uint16_t ct_result_add_text(ct_result *r, const char *text) {
    size_t n = strlen(text);
    if (n == 0) return 0;
    if (r->text_used + n + 1 > CT_RESULT_TEXT) {
        r->truncated = true;
        return 0;
    }
    uint16_t at = (uint16_t)r->text_used;
    memcpy(r->text + at, text, n + 1);
    r->text_used += (uint32_t)n + 1;
    return at;
}

void ct_result_add_line(ct_result *r, int seat, int points, const char *text) {
    if (r->line_count == CT_RESULT_LINES) {
        r->truncated = true;
        return;
    }
    ct_result_line *l = &r->line[r->line_count++];
    l->seat = (int8_t)seat;
    l->points = (int16_t)points;
    l->text = ct_result_add_text(r, text);
}
