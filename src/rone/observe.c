/* observe.c: RONE's presentation half of ct_game (include/ct_view.h): a seat's view as
 * game-agnostic data (from rone_make_view, the one door for hidden information), the
 * narration of an answer (rone_narrate's lines), a card's text, and the result. */
#include <stdio.h>

#include "ct_view.h"
#include "internal.h"

static const char *def_name(const rone_board *b, int card) { return rone_board_set(b)->cards[b->card[card].def].name; }

static int add_known(ct_view *v, const rone_board *b, int card, int flags, int seat) {
    return ct_view_add_card(v, card, b->card[card].def, def_name(b, card), flags, seat);
}

static const char *const phase_words[] = {"setup", "refresh", "beginning", "income", "main phase", "end phase", "over"};
static const char *const item_words[] = {"played", "recycled", "ability", "triggered ability", "attack", "level-up",
                                         "end of the turn"};

/* rone_make_view's data as areas, seat by seat: the battlefield (with each permanent's
 * exhaustion, health, melee and ranged), the hand (another's: counted), the deck (counted;
 * its face-up Shield cards listed), the technology deck (the seat's own listed),
 * the graveyard; then the cards removed from the game that the seat
 * saw go, and the stack. */
void rone_observe(const rone_state *s, int seat, ct_view *out) {
    rone_view v;
    rone_make_view(s, seat, &v);
    const rone_board *b = &s->now;
    ct_view_reset(out, seat, v.players);
    out->turn = (int8_t)v.current;
    char text[CT_NAME_SIZE];
    snprintf(text, sizeof text, "round %d, %s", v.round, phase_words[v.phase <= RONE_PH_OVER ? v.phase : RONE_PH_OVER]);
    out->status = ct_view_add_text(out, text);
    int field = 0;
    for (int p = 0; p < v.players; p++) {
        out->seat_label[p] = ct_view_add_text(out, def_name(b, v.hero_card[p]));
        ct_view_add_counter(out, -1, p, "water", v.water[p]);
        ct_view_add_counter(out, -1, p, "hero level", v.hero_level[p]);
        ct_view_add_counter(out, -1, p, "alive", b->seats_alive >> p & 1);
        int on_side = zsize(b, rone_zone(p, RONE_Z_FIELD));
        snprintf(text, sizeof text, "battlefield of seat %d", p + 1);
        ct_view_add_area(out, CT_AREA_BATTLEFIELD, p, text, on_side);
        for (int i = 0; i < on_side && field < v.field_count; i++, field++) {
            const rone_view_card *f = &v.field[field];
            int flags = f->card == v.attacker || f->card == v.defender ? CT_CARD_ACTIVE : 0;
            int k = f->def == RONE_HIDDEN
                        ? ct_view_add_card(out, CT_VIEW_UNKNOWN, CT_VIEW_UNKNOWN, "a face-down card", CT_CARD_FACE_DOWN, f->controller)
                        : add_known(out, b, f->card, flags, f->controller);
            if (k < 0) continue;
            ct_view_add_counter(out, k, f->controller, "exhaustion", f->exhaustion);
            ct_view_add_counter(out, k, f->controller, "health", f->health);
            ct_view_add_counter(out, k, f->controller, "melee", f->melee);
            ct_view_add_counter(out, k, f->controller, "ranged", f->ranged);
        }
        snprintf(text, sizeof text, "hand of seat %d", p + 1);
        ct_view_add_area(out, CT_AREA_HAND, p, text, v.hand_size[p]);
        if (p == seat)
            for (int i = 0; i < v.hand_count; i++) add_known(out, b, v.hand[i], 0, p);
        int deck = rone_zone(pile_seat(b, p), RONE_Z_DECK);
        if (pile_seat(b, p) == p) { /* 2 v 2: a team's deck once, with its first seat */
            snprintf(text, sizeof text, "deck of seat %d", p + 1);
            ct_view_add_area(out, CT_AREA_DECK, p, text, v.deck_size[p]);
            for (int i = 0; i < zsize(b, deck); i++) /* its face-up Shield cards, wherever they lie */
                if (b->card[zcard(b, deck, i)].flags & RONE_CF_SHIELD_UP) add_known(out, b, zcard(b, deck, i), 0, p);
            snprintf(text, sizeof text, "technology deck of seat %d", p + 1);
            ct_view_add_area(out, CT_AREA_PILE, p, text, v.techdeck_size[p]);
            if (pile_seat(b, seat) == p)
                for (int i = 0; i < v.techdeck_count; i++) add_known(out, b, v.techdeck[i], 0, p);
        }
        snprintf(text, sizeof text, "graveyard of seat %d", p + 1);
        ct_view_add_area(out, CT_AREA_GRAVEYARD, p, text, v.grave_count[p]);
        for (int i = 0; i < v.grave_count[p]; i++) add_known(out, b, v.grave[p][i], 0, p);
    }
    /* removed from the game: the cards this seat saw go there */
    int removed = 0, everyone = (1 << RONE_MAX_SEATS) - 1;
    for (int i = 0; i < zsize(b, RONE_Z_REMOVED); i++) {
        int c = zcard(b, RONE_Z_REMOVED, i);
        removed += seat >= 0 ? b->card[c].seen >> seat & 1 : b->card[c].seen == everyone;
    }
    ct_view_add_area(out, CT_AREA_PILE, CT_VIEW_SHARED, "removed from the game", zsize(b, RONE_Z_REMOVED));
    for (int i = 0; i < zsize(b, RONE_Z_REMOVED) && removed; i++) {
        int c = zcard(b, RONE_Z_REMOVED, i);
        if (seat >= 0 ? b->card[c].seen >> seat & 1 : b->card[c].seen == everyone) add_known(out, b, c, 0, b->card[c].owner);
    }
    ct_view_add_area(out, CT_AREA_STACK, CT_VIEW_SHARED, "the stack", v.stack_count);
    for (int i = 0; i < v.stack_count; i++) {
        const rone_stack_item *it = &v.stack[i];
        const char *what = item_words[it->kind <= RONE_IT_END_TURN ? it->kind : RONE_IT_END_TURN];
        if (it->card < b->card_count) snprintf(text, sizeof text, "%s: %s", def_name(b, it->card), what);
        else snprintf(text, sizeof text, "%s", what);
        ct_view_add_card(out, it->card < b->card_count ? it->card : CT_VIEW_UNKNOWN,
                         it->card < b->card_count ? b->card[it->card].def : CT_VIEW_UNKNOWN, text,
                         it->executing ? CT_CARD_ACTIVE : 0, it->controller);
    }
    ct_view_add_pending(out, &rone_game, s);
}

typedef struct lines {
    char *buf;
    size_t size, used;
} lines;

static void add_line(void *ctx, const char *line) {
    lines *l = ctx;
    int n = snprintf(l->buf + l->used, l->size - l->used, "%s%s", l->used ? "\n" : "", line);
    if (n > 0) l->used = l->used + (size_t)n < l->size ? l->used + (size_t)n : l->size - 1;
}

/* rone_narrate's sentences, one a line. */
size_t rone_narrate_text(const rone_state *before, int option, const rone_state *after, int seat, const char *const *names,
                         char *buf, size_t size) {
    if (!size) return 0;
    buf[0] = '\0';
    lines l = {buf, size, 0};
    rone_narrate(before, option, after, seat, names, add_line, &l);
    return l.used;
}

bool rone_card_face_text(const rone_state *s, int face, char *name, size_t name_size, char *text, size_t text_size) {
    const rone_set *set = rone_board_set(&s->now);
    if (face < 0 || face >= set->card_count) return false;
    const rone_card_def *d = &set->cards[face];
    static const char *const types[] = {"Unit", "Tactic", "Technology", "Hero"};
    snprintf(name, name_size, "%s", d->name);
    char cost[24] = "";
    if (d->type != RONE_HERO) snprintf(cost, sizeof cost, ", cost %d", d->cost);
    char stats[64] = "";
    if (d->type == RONE_UNIT || d->type == RONE_HERO)
        snprintf(stats, sizeof stats, ", melee %d, ranged %d, health %d", d->melee, d->ranged, d->health);
    snprintf(text, text_size, "%s%s%s%s%s. %s", d->type <= RONE_HERO ? types[d->type] : "Card", d->race ? ", " : "",
             d->race ? d->race : "", cost, stats, d->text ? d->text : "");
    return true;
}

/* Once over: the winners; each seat's cards left in its deck and hand (the hero's life,
 * what the round limit compares). */
void rone_result(const rone_state *s, ct_result *out) {
    const rone_board *b = &s->now;
    ct_result_reset(out, b->players);
    if (!rone_is_over(s)) return;
    out->over = true;
    out->winners = b->winners;
    out->ending = ct_result_add_text(out, b->end_reason == RONE_END_ROUNDS
                                              ? "the round limit: the most cards in hand and deck win"
                                              : "a player ran out of cards");
    rone_game.scores(s, out->score);
    for (int p = 0; p < b->players; p++) {
        if (!(b->seats_alive >> p & 1)) {
            ct_result_add_line(out, p, 0, "out of the game");
            continue;
        }
        ct_result_add_line(out, p, zsize(b, rone_zone(pile_seat(b, p), RONE_Z_DECK)), "cards in the deck");
        ct_result_add_line(out, p, zsize(b, rone_zone(p, RONE_Z_HAND)), "cards in hand");
    }
}
