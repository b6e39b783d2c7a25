/* narrate.c: what one answer did, in words, for one reading seat: the action taken
 * ("Ana plays Ember Scout (2 water)"), then what changed on the table from the state
 * before to the state after (cards moved, damage dealt, units that died, lifebound
 * damage, water, a new turn, the end of the game). A card is named only when the
 * reader's view (rone_make_view) shows it before or after; otherwise "a card". */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

#include "internal.h"

typedef struct teller {
    const rone_board *b0, *b1; /* before, after */
    const rone_state *before, *after;
    const rone_set *set;
    const char *const *names;
    uint8_t seen[RONE_MAX_CARDS]; /* 1 when the reader's view shows the card before or after */
    uint8_t seen_before[RONE_MAX_CARDS]; /* 1 when the view before the answer shows it */
    uint8_t told[RONE_MAX_CARDS]; /* its play or recycle is told (tell_played): not again as a move */
    uint8_t left_told[RONE_MAX_CARDS]; /* its death, or its Shield's move, told inside a chain (tell_item_done) */
    int option;                   /* the answer */
    char name_buf[8][80];
    unsigned name_next;
    int acting;                   /* the tactic played or recycled that executed in this answer, or -1 */
    int water_told[RONE_MAX_SEATS]; /* the water changes told so far (costs, income): the rest is effects */
    uint8_t outcome_told[RONE_MAX_OUTCOMES]; /* told with the choice (an attack's amount) */
    rone_line_fn emit;
    void *ctx;
    int lines;
} teller;

/* The outcome record of the answer (rone.h), when the engine kept one. */
static int outcome_count(const teller *t) {
    if (!t->after->outcomes_kept) return 0;
    return t->after->outcome_count < RONE_MAX_OUTCOMES ? t->after->outcome_count : RONE_MAX_OUTCOMES;
}

static void say(teller *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void say(teller *t, const char *fmt, ...) {
    char line[RONE_NARRATION_SIZE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    t->emit(t->ctx, line);
    t->lines++;
}

static const char *who(const teller *t, int seat) {
    static const char *const defaults[RONE_MAX_SEATS] = {"Player 1", "Player 2", "Player 3", "Player 4"};
    if (seat < 0 || seat >= RONE_MAX_SEATS) return "nobody";
    return t->names && t->names[seat] ? t->names[seat] : defaults[seat];
}

/* The card's name if the reader may know it, else "a card". */
static const char *plain_name(const teller *t, int c) {
    return t->seen[c] ? t->set->cards[t->b1->card[c].def].name : "a card";
}

/* Is c on the battlefield or the stack of board b, beside a card of the same name on
 * another player's side? Then its name says whose it is, as the options do. */
static bool name_shared(const teller *t, const rone_board *b, int c) {
    int z = b->card[c].zone;
    if (zone_kind(z) != RONE_Z_FIELD && z != RONE_Z_STACK) return false;
    for (int o = 0; o < b->card_count; o++) {
        int zo = b->card[o].zone;
        if (o != c && (zone_kind(zo) == RONE_Z_FIELD || zo == RONE_Z_STACK) && t->seen[o] &&
            !strcmp(t->set->cards[b->card[o].def].name, t->set->cards[b->card[c].def].name) &&
            b->card[o].controller != b->card[c].controller)
            return true;
    }
    return false;
}

/* The card's name if the reader may know it, else "a card"; "Dam Warden (P2)" when a
 * card of the same name is on another side. */
static const char *card_name(const teller *t, int c) {
    if (!t->seen[c]) return "a card";
    const rone_board *b = name_shared(t, t->b0, c) ? t->b0 : name_shared(t, t->b1, c) ? t->b1 : NULL;
    if (!b) return plain_name(t, c);
    teller *w = (teller *)(uintptr_t)t; /* a ring of buffers: several names in one line */
    char *buf = w->name_buf[w->name_next++ % 8];
    snprintf(buf, sizeof w->name_buf[0], "%s (P%d)", plain_name(t, c), b->card[c].controller + 1);
    return buf;
}

static void mark_view(teller *t, const rone_state *s, int reader) {
    rone_view v;
    bool first = s == t->before;
    rone_make_view(s, reader, &v);
    for (int i = 0; i < v.hand_count; i++) t->seen[v.hand[i]] = 1;
    for (int i = 0; i < v.techdeck_count; i++) t->seen[v.techdeck[i]] = 1;
    for (int i = 0; i < v.field_count; i++)
        if (v.field[i].def != RONE_HIDDEN) t->seen[v.field[i].card] = 1;
    for (int p = 0; p < v.players; p++)
        for (int i = 0; i < v.grave_count[p]; i++) t->seen[v.grave[p][i]] = 1;
    for (int i = 0; i < v.stack_count; i++)
        if (v.stack[i].card < RONE_MAX_CARDS) t->seen[v.stack[i].card] = 1;
    /* a Shield card put at the bottom of a deck lies face up (R82, A29), also once a bounty
     * went under it (R102; the view's deck_shields counts only those still at the bottom) */
    for (int c = 0; c < s->now.card_count; c++)
        if (zone_kind(s->now.card[c].zone) == RONE_Z_DECK && s->now.card[c].flags & RONE_CF_SHIELD_UP) t->seen[c] = 1;
    if (first) memcpy(t->seen_before, t->seen, sizeof t->seen);
}

/* The water an activated ability (slot 0 or 1) of c costs. */
static int ability_water(const teller *t, int c, int slot) {
    const rone_card_def *d = &t->set->cards[t->b0->card[c].def];
    for (int k = 0; k < d->ability_count; k++) {
        const rone_ability *a = &t->set->abilities[d->first_ability + k];
        if (a->kind == RONE_AB_ACTIVATED && slot-- == 0) return a->pay_water;
    }
    return 0;
}

/* The water playing c costs, as the board before the answer prices it (R: cost changes by
 * statics); 0 for a card without a cost. */
static int play_price(const teller *t, int c) {
    if (t->set->cards[t->b0->card[c].def].cost < 0) return 0;
    rone_run r = ro_read_run(t->b0);
    return ro_cost_of(&r, c);
}

/* Is the next question one more step of activating c (a target or an optional step
 * chosen at activation, A8)? */
static bool activation_goes_on(const teller *t, int c) {
    const rone_state *a = t->after;
    return !rone_is_over(a) && a->pending.card == c && (a->pending.kind == RONE_ASK_TARGET || a->pending.kind == RONE_ASK_MAY);
}

/* Was a price of cost paid by seat in this answer? A card played or an ability used in a
 * reaction window is paid once its targets are chosen (stack.c), one played in the main
 * phase before (turn.c): while the activation goes on, only a pool that fell says so. */
static bool paid_now(const teller *t, int c, int seat, int cost) {
    return !activation_goes_on(t, c) || t->b0->water[seat & 3] - t->b1->water[seat & 3] >= cost;
}

/* The water c's first initiative with a price costs (R85). */
static int initiative_water(const teller *t, int c) {
    const rone_card_def *d = &t->set->cards[t->b0->card[c].def];
    for (int k = 0; k < d->ability_count; k++) {
        const rone_ability *a = &t->set->abilities[d->first_ability + k];
        if (a->kind == RONE_AB_INITIATIVE) return a->pay_water;
    }
    return 0;
}

/* Does one of c's texts change a player's water? */
static bool has_water_step(const teller *t, int c) {
    const rone_card_def *d = &t->set->cards[t->b1->card[c].def];
    for (int k = 0; k < d->ability_count; k++) {
        const rone_ability *a = &t->set->abilities[d->first_ability + k];
        for (int i = 0; i < a->step_count; i++)
            if (t->set->steps[a->first_step + i].verb == RONE_V_WATER) return true;
    }
    return false;
}

/* "Bo gains 2 water from Lift Purse (3 in the pool)": p's water changed by amount, to pool;
 * cause the card that changed it, named if the reader may know it (-1: none). */
static void say_water(teller *t, int p, int amount, int cause, int pool) {
    char why[96] = "";
    if (cause >= 0 && cause < RONE_MAX_CARDS && t->seen[cause])
        snprintf(why, sizeof why, " %s %s", amount > 0 ? "from" : "to", card_name(t, cause));
    if (amount > 0) say(t, "%s gains %d water%s (%d in the pool)", who(t, p), amount, why, pool);
    else say(t, "%s loses %d water%s (%d in the pool)", who(t, p), -amount, why, pool);
}

/* "Bo's hero" or "Tidecaller" for a target option. */
static void target_text(const teller *t, int option, char *buf, size_t size) {
    if (option >= RONE_PLAYER && option < RONE_PLAYER + RONE_MAX_SEATS) snprintf(buf, size, "%s's hero", who(t, option - RONE_PLAYER));
    else if (option < RONE_MAX_CARDS) snprintf(buf, size, "%s", card_name(t, option));
    else snprintf(buf, size, "nothing");
}

/* " for 4": the damage attacker dealt to the hero option (a player) in this answer, taken
 * from the outcome record and marked told; "" if it was not dealt yet (a window first). */
static void attack_amount(teller *t, int attacker, int option, char *buf, size_t size) {
    if (option < RONE_PLAYER || option >= RONE_PLAYER + RONE_MAX_SEATS) return;
    for (int i = 0; i < outcome_count(t); i++) {
        const rone_outcome *o = &t->after->outcomes[i];
        if (o->kind == RONE_OUT_STRIKE && o->source == attacker && o->target == option && !t->outcome_told[i]) {
            t->outcome_told[i] = 1;
            if (i + 1 < outcome_count(t) && t->after->outcomes[i + 1].kind == RONE_OUT_LIFEBOUND) t->outcome_told[i + 1] = 1; /* the same damage */
            snprintf(buf, size, " for %d", o->amount);
            return;
        }
    }
}

static void list_names(const teller *t, const int *cards, int n, char *buf, size_t size);

/* The line for the answer itself (what was chosen), when the changes do not say it. */
static void tell_choice(teller *t, const rone_state *before, int option) {
    const rone_decision *d = &before->pending;
    const char *me = who(t, d->seat);
    int about = d->card;
    char target[96];
    switch (d->kind) {
    case RONE_ASK_MULLIGAN:
        if (option == 0) say(t, "%s keeps the opening hand", me);
        else if (option == OPT_SHUFFLE) { /* the whole new hand, some of it perhaps the old cards again: told here, not as draws */
            int hand = rone_zone(d->seat, RONE_Z_HAND), cards[RONE_MAX_CARDS], n = 0;
            bool named = true;
            for (int i = 0; i < rone_zone_size(t->b1, hand); i++) {
                int c = rone_zone_card(t->b1, hand, i);
                cards[n++] = c;
                named &= t->seen[c] != 0;
                t->told[c] = 1;
            }
            char list[RONE_NARRATION_SIZE / 2];
            list_names(t, cards, n, list, sizeof list);
            if (named && n) say(t, "%s shuffles the hand into the deck and draws %d new cards: %s", me, n, list);
            else say(t, "%s shuffles the hand into the deck and draws %d new cards", me, n);
        }
        else { /* the hand's slots in the option's bits: named to whoever saw that hand (its owner) */
            int hand = rone_zone(d->seat, RONE_Z_HAND), cards[6], n = 0;
            bool named = true;
            for (int i = 0; i < 6 && i < rone_zone_size(t->b0, hand); i++)
                if (option >> i & 1) named &= t->seen[cards[n++] = rone_zone_card(t->b0, hand, i)] != 0;
            char list[RONE_NARRATION_SIZE / 2];
            list_names(t, cards, n, list, sizeof list);
            if (named && n) say(t, "%s puts %s under the deck", me, list);
            else say(t, "%s puts %d card%s under the deck", me, n, n == 1 ? "" : "s");
        }
        return;
    case RONE_ASK_MAIN:
    case RONE_ASK_REACT:
        if (option == OPT_END_TURN) say(t, "%s ends the turn", me);
        else if (option == OPT_LEVEL_UP) say(t, "%s announces a level-up", me);
        else if (option >= OPT_ATTACK && option < OPT_ATTACK + RONE_MAX_CARDS) say(t, "%s attacks with %s", me, card_name(t, option - OPT_ATTACK));
        else if (option >= OPT_ABILITY && option < OPT_ATTACK) {
            int c = option % 128, paid = ability_water(t, c, option / 128 - 1);
            if (!paid_now(t, c, d->seat, paid)) paid = 0; /* told when paid (tell_water) */
            char cost[32] = "";
            if (paid > 0) snprintf(cost, sizeof cost, " (%d water)", paid);
            t->water_told[d->seat & 3] -= paid;
            say(t, "%s uses %s%s%s", me, card_name(t, c), option / 128 > 1 ? " (second ability)" : "", cost);
        }
        return;
    case RONE_ASK_INITIATIVE:
        if (option && about < RONE_MAX_CARDS) {
            int paid = initiative_water(t, about);
            t->water_told[d->seat & 3] -= paid;
            if (paid > 0) say(t, "%s pays the initiative of %s (%d water)", me, card_name(t, about), paid);
            else say(t, "%s pays the initiative of %s", me, card_name(t, about));
        }
        return;
    case RONE_ASK_TARGET:
        target_text(t, option, target, sizeof target);
        if (about < RONE_MAX_CARDS) say(t, "%s targets %s with %s", me, target, card_name(t, about));
        else say(t, "%s targets %s", me, target);
        return;
    case RONE_ASK_DRAW:
        if (option == 0) say(t, "%s does not draw (income)", me); /* a choice too: the deck is the hero's life */
        return;
    case RONE_ASK_PLAY_CARD:
        if (option == RONE_NONE) say(t, "%s calls off the play", me); /* A6: after a reaction to the announcement */
        return;
    case RONE_ASK_LEVEL_UP:
        if (option == 0) say(t, "%s calls off the level-up", me); /* A6, as a play */
        return;
    case RONE_ASK_ATTACK_TARGET:
    case RONE_ASK_FOLLOW_UP: {
        if (option == RONE_NONE) { /* A21: an attack called off after a reaction; a follow-up not made */
            if (d->kind == RONE_ASK_ATTACK_TARGET && about < RONE_MAX_CARDS) say(t, "%s calls off the attack with %s", me, card_name(t, about));
            return;
        }
        target_text(t, option, target, sizeof target);
        char amount[32] = "";
        if (about < RONE_MAX_CARDS) attack_amount(t, about, option, amount, sizeof amount);
        say(t, "%s attacks %s%s%s", about < RONE_MAX_CARDS ? card_name(t, about) : me, target, amount, d->kind == RONE_ASK_FOLLOW_UP ? " (follow-up)" : "");
        return;
    }
    case RONE_ASK_MAY:
        if (option) say(t, "%s uses the optional part of %s", me, about < RONE_MAX_CARDS ? card_name(t, about) : "a card");
        return;
    case RONE_ASK_SEAT:
        if (option < RONE_PLAYER || option >= RONE_PLAYER + RONE_MAX_SEATS) return;
        say(t, "%s names %s as the owner or controller of %s", me, who(t, option - RONE_PLAYER), about < RONE_MAX_CARDS ? card_name(t, about) : "a card");
        return;
    default: return;
    }
}

/* Was c played (or recycled) by this answer: the option picked it. */
static bool picked(const rone_state *before, int option, int c) {
    int k = before->pending.kind;
    return option == c && (k == RONE_ASK_MAIN || k == RONE_ASK_REACT || k == RONE_ASK_PLAY_CARD);
}

/* A question about a card that is leaving where it is (a point of damage, a discard, its
 * place in the graveyard, which teammate owns it: R95), not being played. */
static bool asked_as_it_leaves(int kind) {
    return kind == RONE_ASK_LIFEBOUND || kind == RONE_ASK_DISCARD || kind == RONE_ASK_GRAVE_END || kind == RONE_ASK_SEAT;
}

static int price_paid_late(const teller *t, int p, int *card);

/* Was the play of c, a card in a hand (zone z0) the reader cannot see, held back when it
 * began (tell_played): the answered question is about it, asked of its owner while it
 * waits in the hand for its targets, an optional step or its initiative? */
static bool held_back(const rone_state *before, int c, int z0) {
    int k = before->pending.kind;
    return before->pending.card == c && zone_kind(z0) == RONE_Z_HAND && before->pending.seat == zone_seat(z0) &&
           (k == RONE_ASK_TARGET || k == RONE_ASK_MAY || k == RONE_ASK_INITIATIVE);
}

/* Plays and recycles begun in this answer, told once with the water they cost: a card the
 * answer picked, a card that went from hand, technology deck or graveyard to the stack or
 * the battlefield, or one the next question is about (its initiative, its target). The
 * card the answered question was about was told when its play began; if the reader could
 * not see it then and can now, its name is told. */
static void tell_played(teller *t, const rone_state *before, int option) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    const rone_state *after = t->after;
    int about = before->pending.kind == RONE_ASK_MULLIGAN ? RONE_NONE : before->pending.card;
    int next_about = rone_is_over(after) ? RONE_NONE : after->pending.card;
    for (int c = 0; c < b1->card_count; c++) {
        int z0 = b0->card[c].zone, z1 = b1->card[c].zone, k0 = zone_kind(z0), k1 = zone_kind(z1);
        if (k0 != RONE_Z_HAND && k0 != RONE_Z_TECHDECK && k0 != RONE_Z_GRAVE) continue;
        bool moved = z0 != z1, as_play = moved && (z1 == RONE_Z_STACK || k1 == RONE_Z_FIELD);
        bool asked_next = next_about == c && z0 == z1 && !asked_as_it_leaves(after->pending.kind);
        if (c == about && !asked_as_it_leaves(before->pending.kind)) {
            bool shielded = k1 == RONE_Z_DECK && b1->card[c].flags & RONE_CF_SHIELD_UP; /* executed, then under its deck */
            if (!moved || !(as_play || (k1 == RONE_Z_GRAVE && k0 != RONE_Z_GRAVE) || z1 == RONE_Z_REMOVED || shielded)) continue;
            t->told[c] = 1;
            t->acting = c;
            int seat = zone_seat(z0), late = -1, due = price_paid_late(t, seat, &late);
            bool paid_here = due > 0 && late == c && t->b0->water[seat] - t->b1->water[seat] >= due; /* told next (tell_late_price) */
            bool paid_before = play_price(t, c) > 0 && !paid_here; /* then "plays a card (N water)" was told */
            if (!t->seen_before[c] && t->seen[c] && held_back(before, c, z0) && !paid_before) { /* its play, held back until seen */
                say(t, "%s plays %s", who(t, seat), card_name(t, c));
            } else if (!t->seen_before[c] && t->seen[c]) {
                say(t, "(the card %s played is %s)", who(t, before->pending.seat), card_name(t, c));
            }
            continue;
        }
        int k = before->pending.kind;
        /* without an outcome record (a playout's state) a tactic gone from the graveyard's top is
         * taken for a recycle; with one, resolved_play below says it (a price paid with
         * graveyard cards is no recycle) */
        bool recycled_top = !t->after->outcomes_kept && k0 == RONE_Z_GRAVE && z1 == RONE_Z_REMOVED && c == ztop(b0, z0) &&
                            zone_seat(z0) == pile_seat(b0, b0->current) &&
                            (k == RONE_ASK_MAIN || k == RONE_ASK_REACT || k == RONE_ASK_PLAY_CARD) &&
                            t->set->cards[b1->card[c].def].type == RONE_TACTIC; /* recycled and executed at once (R18) */
        bool resolved_play = false; /* announced, chosen by the engine (its one option) and executed: the record says so */
        for (int i = 0; i < outcome_count(t) && !resolved_play; i++)
            resolved_play = t->after->outcomes[i].kind == RONE_OUT_RESOLVED && t->after->outcomes[i].source == c &&
                            t->after->outcomes[i].extra == (k0 == RONE_Z_GRAVE ? RONE_IT_RECYCLE : RONE_IT_PLAY) && moved;
        if (!(picked(before, option, c) || as_play || asked_next || recycled_top || resolved_play)) continue;
        t->told[c] = 1;
        if (!t->seen[c] && !moved && k0 == RONE_Z_HAND && asked_next && after->pending.seat == zone_seat(z0)) {
            /* still in a hand the reader cannot see while its targets (or its initiative) are
             * chosen, its price not paid yet: told by name once it is on the stack or the
             * battlefield (held_back), not as "a card" now */
            int cost = play_price(t, c);
            if (cost <= 0 || !paid_now(t, c, zone_seat(z0), cost)) continue; /* a price paid now is told now, with "a card" */
        }
        if (moved && z1 != RONE_Z_STACK && k1 != RONE_Z_FIELD) t->acting = c;
        int seat = k0 == RONE_Z_HAND ? zone_seat(z0) : picked(before, option, c) ? before->pending.seat : b1->card[c].controller;
        if (k0 == RONE_Z_GRAVE) {
            say(t, "%s recycles %s", who(t, seat), card_name(t, c));
            continue;
        }
        int cost = play_price(t, c);
        if (!paid_now(t, c, seat, cost)) cost = 0; /* told when paid (tell_water) */
        t->water_told[seat & 3] -= cost;
        const char *what = k0 == RONE_Z_TECHDECK ? "puts the technology" : "plays";
        const char *tail = k0 == RONE_Z_TECHDECK ? " into play" : "";
        if (cost > 0) say(t, "%s %s %s%s (%d water)", who(t, seat), what, card_name(t, c), tail, cost);
        else say(t, "%s %s %s%s", who(t, seat), what, card_name(t, c), tail);
    }
}

/* The first outcome of this answer of kind whose source (by_source) or target is c, or NULL. */
static const rone_outcome *outcome_about(const teller *t, int kind, int c, bool by_source) {
    for (int i = 0; i < outcome_count(t); i++) {
        const rone_outcome *o = &t->after->outcomes[i];
        if (o->kind == kind && (by_source ? o->source : o->target) == c) return o;
    }
    return NULL;
}

static void list_names(const teller *t, const int *cards, int n, char *buf, size_t size) {
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? ", " : "", card_name(t, cards[i]));
}

/* Graveyard cards removed from the game, one line per cause (paid[] are RONE_OUT_GRAVE
 * outcomes): an ability's price, a recycle's price, an effect. */
static void tell_graveyard_prices(teller *t, const rone_outcome *const *paid, int n) {
    bool done[RONE_MAX_OUTCOMES] = {false};
    for (int i = 0; i < n; i++) {
        if (done[i]) continue;
        const rone_outcome *o = paid[i];
        int cards[RONE_MAX_OUTCOMES], count = 0;
        for (int j = i; j < n; j++) {
            const rone_outcome *q = paid[j];
            if (done[j] || q->source != o->source || q->extra != o->extra || q->seat != o->seat) continue;
            done[j] = true;
            cards[count++] = q->target;
        }
        char list[RONE_NARRATION_SIZE / 2];
        list_names(t, cards, count, list, sizeof list);
        const char *whose = t->b1->players == 4 ? "the team's" : "the";
        if (o->extra == 0)
            say(t, "%s pays for %s with %s from %s graveyard (removed from the game)", who(t, o->seat & 3), card_name(t, o->source), list, whose);
        else if (o->extra == 1)
            say(t, "%s pays for recycling %s with %s from %s graveyard (removed from the game)", who(t, o->seat & 3), card_name(t, o->source), list,
                whose);
        else
            say(t, "%s removes %s from %s's graveyard", card_name(t, o->source), list, who(t, o->seat & 3));
    }
}

/* Lifebound points this answer dealt seat p, with the cards they took (RONE_OUT_TAKEN,
 * found in card order): a line per point, by its number ("takes lifebound damage point 2 of
 * 3: Y from the deck"). Each point is its own answer (R72: the player picks a hand card or
 * the deck's top; a card into a graveyard that holds one asks its place), so an answer
 * rarely deals more than one. */
static void tell_points(teller *t, int p, const rone_outcome **points, int n) {
    for (int i = 1; i < n; i++) /* by point number */
        for (int j = i; j > 0 && points[j]->amount < points[j - 1]->amount; j--) {
            const rone_outcome *swap = points[j];
            points[j] = points[j - 1];
            points[j - 1] = swap;
        }
    for (int i = 0; i < n; i++) {
        int c = points[i]->target;
        const char *from = zone_kind(t->b0->card[c].zone) == RONE_Z_HAND ? "hand" : "the deck";
        if (points[i]->extra == 1) say(t, "%s takes 1 lifebound damage: %s from %s", who(t, p), card_name(t, c), from);
        else say(t, "%s takes lifebound damage point %d of %d: %s from %s", who(t, p), points[i]->amount, points[i]->extra, card_name(t, c), from);
    }
}

/* A permanent destroyed between the boards (b0 on the battlefield): "Bo's Gnawer dies", or
 * where its Shield took it (R82, A29). */
static void say_destroyed(teller *t, int c) {
    const rone_board *b1 = t->b1;
    int ctl = t->b0->card[c].controller, k1 = zone_kind(b1->card[c].zone);
    if (k1 == RONE_Z_DECK)
        say(t, "%s's %s is destroyed: its Shield puts it at the bottom of %s's deck, face up", who(t, ctl), card_name(t, c),
            who(t, zone_seat(b1->card[c].zone)));
    else if (b1->card[c].zone == RONE_Z_REMOVED)
        say(t, "%s's %s is destroyed: a technology with Shield is removed from the game", who(t, ctl), card_name(t, c));
    else if (t->set->cards[b1->card[c].def].type == RONE_UNIT) say(t, "%s's %s dies", who(t, ctl), card_name(t, c));
    else say(t, "%s's %s is destroyed", who(t, ctl), card_name(t, c));
}

/* " (Wasteland Scavenger's triggered ability)": the cause of cards drawn by a triggered
 * ability that resolved in this answer (the record's RONE_OUT_DRAW), when the reader may know
 * the card; "" for any other draw (income, the card just played, a chain's item: told with it). */
static void draw_cause(const teller *t, const int *cards, int n, char *buf, size_t size) {
    buf[0] = 0;
    int source = -1;
    for (int i = 0; i < n; i++) {
        const rone_outcome *o = outcome_about(t, RONE_OUT_DRAW, cards[i], false);
        if (!o || o->source >= RONE_MAX_CARDS || (source >= 0 && o->source != source)) return;
        source = o->source;
    }
    if (source < 0 || !t->seen[source]) return;
    for (int i = 0; i < outcome_count(t); i++) {
        const rone_outcome *o = &t->after->outcomes[i];
        if (o->kind == RONE_OUT_RESOLVED && o->source == source && o->extra == RONE_IT_TRIGGER) {
            snprintf(buf, size, " (%s's triggered ability)", card_name(t, source));
            return;
        }
    }
}

/* Cards that moved between zones, grouped per seat where one line says several: in
 * stage 0 what arrived (plays, recycles, level-ups), in stage 1, after the damage, what
 * left the battlefield, the hand or the deck (deaths, lifebound damage), then the draws,
 * then a tactic its Shield put under its deck. */
static void tell_moves(teller *t, const rone_state *before, int option, int stage) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    int drawn[RONE_MAX_SEATS][RONE_MAX_CARDS], ndrawn[RONE_MAX_SEATS] = {0};
    int from_hand[RONE_MAX_SEATS][RONE_MAX_CARDS], nhand[RONE_MAX_SEATS] = {0};
    int from_deck[RONE_MAX_SEATS][RONE_MAX_CARDS], ndeck[RONE_MAX_SEATS] = {0};
    int shields[RONE_MAX_SEATS][RONE_MAX_CARDS], nshields[RONE_MAX_SEATS] = {0};
    const rone_outcome *taken[RONE_MAX_SEATS][RONE_MAX_OUTCOMES]; /* lifebound points with their card (RONE_OUT_TAKEN) */
    int ntaken[RONE_MAX_SEATS] = {0};
    int shield_moved[RONE_MAX_CARDS], nshield_moved = 0;
    int milled[RONE_MAX_SEATS][RONE_MAX_CARDS], nmilled[RONE_MAX_SEATS] = {0}, mill_source[RONE_MAX_SEATS] = {0};
    int grave_gone[RONE_MAX_SEATS] = {0}, bounty_to[RONE_MAX_SEATS] = {0};
    const rone_outcome *paid[RONE_MAX_OUTCOMES]; /* graveyard cards removed, with their cause (RONE_OUT_GRAVE) */
    int npaid = 0;
    bool hero_hit[RONE_MAX_SEATS] = {false};
    unsigned out = (unsigned)(b0->seats_alive & ~b1->seats_alive); /* seats eliminated (3 players, R29) */
    for (int c = 0; c < b1->card_count; c++) {
        int z0 = b0->card[c].zone, z1 = b1->card[c].zone;
        /* a tactic executed from the stack, or played and executed in this answer, that its
         * Shield put at the bottom of its deck: told after its effects */
        bool shielded = zone_kind(z1) == RONE_Z_DECK && b1->card[c].flags & RONE_CF_SHIELD_UP &&
                        (z0 == RONE_Z_STACK || zone_kind(z0) == RONE_Z_HAND || zone_kind(z0) == RONE_Z_GRAVE);
        if (t->told[c] && zone_kind(z0) != RONE_Z_FIELD && !shielded) continue; /* its play or recycle is told */
        if (t->left_told[c]) continue; /* told inside the chain, where it happened */
        if (z0 == z1) {
            if (stage == 0 && zone_kind(z1) == RONE_Z_FIELD && b0->card[c].controller != b1->card[c].controller)
                say(t, "%s takes control of %s", who(t, b1->card[c].controller), card_name(t, c));
            continue;
        }
        int k0 = zone_kind(z0), k1 = zone_kind(z1);
        int p0 = zone_seat(z0) < 0 ? 0 : zone_seat(z0), p1 = zone_seat(z1) < 0 ? 0 : zone_seat(z1); /* per-seat zones below */
        int owner = b1->card[c].owner, ctl = b0->card[c].controller;
        const rone_card_def *d = &t->set->cards[b1->card[c].def];
        if (z1 == RONE_Z_REMOVED && out >> (owner & 3) & 1) continue; /* told with the elimination */
        if (z0 == RONE_Z_BOUNTY && k1 == RONE_Z_DECK) { /* R102: told after the elimination */
            bounty_to[p1]++;
            continue;
        }
        bool drawn_now = (k0 == RONE_Z_DECK || z0 == RONE_Z_BOUNTY) && k1 == RONE_Z_HAND; /* told after the damage and deaths */
        bool leaves = k0 == RONE_Z_FIELD || shielded || drawn_now ||
                      ((k0 == RONE_Z_HAND || k0 == RONE_Z_DECK) && (k1 == RONE_Z_GRAVE || z1 == RONE_Z_REMOVED) && !picked(before, option, c));
        if (leaves != (stage == 1)) continue;
        if (shielded) {
            shield_moved[nshield_moved++] = c; /* told last: after what it did */
        } else if (k0 == RONE_Z_HAND && (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK || picked(before, option, c))) {
            if (d->cost > 0) say(t, "%s plays %s (%d water)", who(t, p0), card_name(t, c), d->cost);
            else say(t, "%s plays %s", who(t, p0), card_name(t, c));
        } else if (k0 == RONE_Z_TECHDECK && (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK)) {
            if (d->cost > 0) say(t, "%s puts the technology %s into play (%d water)", who(t, k1 == RONE_Z_FIELD ? p1 : before->pending.seat), card_name(t, c), d->cost);
            else say(t, "%s puts the technology %s into play", who(t, k1 == RONE_Z_FIELD ? p1 : before->pending.seat), card_name(t, c));
        } else if (k0 == RONE_Z_GRAVE && (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK || picked(before, option, c))) {
            say(t, "%s recycles %s", who(t, k1 == RONE_Z_FIELD ? p1 : before->pending.seat), card_name(t, c));
        } else if (k0 == RONE_Z_GRAVE && z1 == RONE_Z_REMOVED) {
            const rone_outcome *why = outcome_about(t, RONE_OUT_GRAVE, c, false);
            if (why) paid[npaid++] = why; /* told below, grouped by cause */
            else grave_gone[p0]++; /* no record: told in stage 0, with the recycle */
        } else if (k0 == RONE_Z_FIELD && (k1 == RONE_Z_GRAVE || (z1 == RONE_Z_REMOVED && outcome_about(t, RONE_OUT_SHIELD, c, true)))) {
            say_destroyed(t, c);
        } else if (k0 == RONE_Z_FIELD && z1 == RONE_Z_REMOVED) {
            say(t, "%s's %s is removed from the game", who(t, ctl), card_name(t, c));
        } else if (k0 == RONE_Z_FIELD && k1 == RONE_Z_HAND) {
            say(t, "%s's %s returns to %s's hand", who(t, ctl), card_name(t, c), who(t, p1));
        } else if (k0 == RONE_Z_FIELD && k1 == RONE_Z_DECK && b1->card[c].flags & RONE_CF_SHIELD_UP) { /* R82, A29 */
            say_destroyed(t, c);
        } else if (k0 == RONE_Z_FIELD && k1 == RONE_Z_DECK) {
            say(t, "%s's %s goes into a deck", who(t, ctl), card_name(t, c));
        } else if ((k0 == RONE_Z_DECK || z0 == RONE_Z_BOUNTY) && k1 == RONE_Z_HAND) {
            drawn[p1][ndrawn[p1]++] = c;
        } else if ((k0 == RONE_Z_HAND || k0 == RONE_Z_DECK) && k1 == RONE_Z_GRAVE && outcome_about(t, RONE_OUT_TAKEN, c, false)) {
            const rone_outcome *o = outcome_about(t, RONE_OUT_TAKEN, c, false); /* a lifebound point took it: told with its number */
            taken[o->seat & 3][ntaken[o->seat & 3]++] = o;
        } else if (k0 == RONE_Z_HAND && (k1 == RONE_Z_GRAVE || z1 == RONE_Z_REMOVED)) {
            from_hand[p0][nhand[p0]++] = c;
        } else if (k0 == RONE_Z_DECK && (k1 == RONE_Z_GRAVE || z1 == RONE_Z_REMOVED) && outcome_about(t, RONE_OUT_MILL, c, false)) {
            const rone_outcome *o = outcome_about(t, RONE_OUT_MILL, c, false); /* an effect destroyed the deck's top card */
            int p = o->seat & 3;
            if (o->extra) say(t, "%s reaches %s, face up on %s's deck (Shield): it is removed from the game", card_name(t, o->source),
                              card_name(t, c), who(t, p));
            else {
                milled[p][nmilled[p]++] = c;
                mill_source[p] = o->source;
            }
        } else if (k0 == RONE_Z_DECK && z1 == RONE_Z_REMOVED && b0->card[c].flags & RONE_CF_SHIELD_UP) {
            int p = b1->players == 4 ? p0 : owner & 3; /* R82, A29: a face-up Shield card reached, used up */
            shields[p][nshields[p]++] = c;
        } else if (k0 == RONE_Z_DECK && (k1 == RONE_Z_GRAVE || z1 == RONE_Z_REMOVED)) {
            int p = b1->players == 4 ? p0 : owner & 3; /* 2v2: the team's deck, its first seat */
            from_deck[p][ndeck[p]++] = c;
        } else if (k0 == RONE_Z_HERODECK && k1 == RONE_Z_FIELD) {
            say(t, "%s levels up: %s is now level %d", who(t, p1), card_name(t, c), b1->hero_level[p1]);
        }
        (void)ctl;
    }
    /* a hero under attack, or targeted, takes lifebound damage */
    int k = before->pending.kind;
    if ((k == RONE_ASK_TARGET || k == RONE_ASK_ATTACK_TARGET || k == RONE_ASK_FOLLOW_UP) && option >= RONE_PLAYER &&
        option < RONE_PLAYER + RONE_MAX_SEATS)
        hero_hit[option - RONE_PLAYER] = true;
    if (b0->defender >= RONE_PLAYER && b0->defender < RONE_PLAYER + RONE_MAX_SEATS) hero_hit[b0->defender - RONE_PLAYER] = true;
    if ((k == RONE_ASK_MAIN || k == RONE_ASK_REACT) && option >= OPT_ATTACK && option < OPT_ATTACK + RONE_MAX_CARDS)
        for (int p = 0; p < RONE_MAX_SEATS; p++) hero_hit[p] = p != before->pending.seat; /* its only target may be a hero */
    if (k == RONE_ASK_LIFEBOUND && before->pending.seat >= 0) hero_hit[before->pending.seat & 3] = true;
    /* the graveyard place of a card a point took from the deck's top: the answer before it
     * (kept since the checkpoint) was "top of the deck", which only a lifebound point offers */
    if (k == RONE_ASK_GRAVE_END && before->pending.seat >= 0 && before->answer_count > 0 &&
        before->answers[before->answer_count - 1] == OPT_DECK_TOP)
        hero_hit[before->pending.seat & 3] = true;
    for (int i = 0; i < outcome_count(t); i++) { /* lifebound damage this answer dealt, its points asked or not */
        const rone_outcome *o = &t->after->outcomes[i];
        if ((o->kind == RONE_OUT_LIFEBOUND || o->kind == RONE_OUT_POINT) && o->seat >= 0) hero_hit[o->seat & 3] = true;
    }
    /* or the point was not asked (one option: the engine answered it), and was the last
     * thing the answer before noted (its outcome record, kept in the state before) */
    if (k == RONE_ASK_GRAVE_END && before->outcomes_kept && before->outcome_count > 0 && before->outcome_count <= RONE_MAX_OUTCOMES &&
        before->outcomes[before->outcome_count - 1].kind == RONE_OUT_POINT)
        hero_hit[before->outcomes[before->outcome_count - 1].seat & 3] = true;
    const rone_state *after = t->after;
    if (!rone_is_over(after) && after->pending.kind == RONE_ASK_LIFEBOUND && after->pending.seat >= 0) hero_hit[after->pending.seat & 3] = true;
    /* 2 v 2: a team's deck lies in its first seat's zone; a point the other teammate took
     * from it is told as that teammate's */
    for (int p = 0; b1->players == 4 && p < RONE_MAX_SEATS; p++) {
        int mate = p ^ 2;
        if ((!ndeck[p] && !nshields[p]) || hero_hit[p] || !hero_hit[mate]) continue;
        for (int i = 0; i < ndeck[p]; i++) from_deck[mate][ndeck[mate]++] = from_deck[p][i];
        for (int i = 0; i < nshields[p]; i++) shields[mate][nshields[mate]++] = shields[p][i];
        ndeck[p] = nshields[p] = 0;
    }
    char list[RONE_NARRATION_SIZE / 2], list2[RONE_NARRATION_SIZE / 2];
    for (int p = 0; p < b1->players; p++) {
        if (ntaken[p]) tell_points(t, p, taken[p], ntaken[p]);
        int lost = nhand[p] + ndeck[p];
        if (lost) {
            list_names(t, from_hand[p], nhand[p], list, sizeof list);
            list_names(t, from_deck[p], ndeck[p], list2, sizeof list2);
            char part1[RONE_NARRATION_SIZE / 2 + 32] = "", part2[RONE_NARRATION_SIZE / 2 + 32] = "";
            if (nhand[p]) snprintf(part1, sizeof part1, "%d from hand (%s)", nhand[p], list);
            if (ndeck[p]) snprintf(part2, sizeof part2, "%d from the deck (%s)", ndeck[p], list2);
            if (nhand[p] || hero_hit[p])
                say(t, "%s takes %d lifebound damage: %s%s%s", who(t, p), lost, part1, nhand[p] && ndeck[p] ? ", " : "", part2);
            else
                say(t, "%s loses %d card%s from the deck (%s)", who(t, p), ndeck[p], ndeck[p] == 1 ? "" : "s", list2);
        }
        for (int i = 0; i < nshields[p]; i++) {
            if (hero_hit[p])
                say(t, "%s takes 1 lifebound damage: %s, face up on the deck (Shield), takes the point and is removed from the game", who(t, p),
                    card_name(t, shields[p][i]));
            else
                say(t, "%s's draw finds %s, face up on the deck (Shield): it is removed from the game instead of drawn", who(t, p),
                    card_name(t, shields[p][i]));
        }
        if (nmilled[p]) {
            list_names(t, milled[p], nmilled[p], list, sizeof list);
            say(t, "%s loses %d card%s from the top of the deck to %s (%s)", who(t, p), nmilled[p], nmilled[p] == 1 ? "" : "s",
                card_name(t, mill_source[p]), list);
        }
        if (grave_gone[p]) say(t, "%d card%s of %s's graveyard %s removed from the game", grave_gone[p], grave_gone[p] == 1 ? "" : "s",
                               who(t, p), grave_gone[p] == 1 ? "is" : "are");
    }
    tell_graveyard_prices(t, paid, npaid);
    for (int p = 0; p < b1->players; p++) { /* draws: after the damage, deaths and cards lost ("..., then draw a card") */
        if (!ndrawn[p]) continue;
        bool any_named = false;
        for (int i = 0; i < ndrawn[p]; i++) any_named |= t->seen[drawn[p][i]];
        list_names(t, drawn[p], ndrawn[p], list, sizeof list);
        char cause[128] = "";
        draw_cause(t, drawn[p], ndrawn[p], cause, sizeof cause);
        if (any_named) say(t, "%s draws %s%s", who(t, p), list, cause);
        else say(t, "%s draws %d card%s%s", who(t, p), ndrawn[p], ndrawn[p] == 1 ? "" : "s", cause);
    }
    for (int i = 0; i < nshield_moved; i++) {
        int c = shield_moved[i];
        say(t, "%s goes to the bottom of %s's deck, face up (Shield)", card_name(t, c), who(t, zone_seat(b1->card[c].zone)));
    }
    for (int p = 0; stage == 1 && p < b1->players; p++)
        if (out >> p & 1) say(t, "%s is out of the game, with no card left in hand or deck: %s's cards leave the game", who(t, p), who(t, p));
    for (int p = 0; stage == 1 && p < b1->players; p++)
        if (bounty_to[p])
            say(t, "%s takes the bounty: %d card%s under %s's deck, face down", who(t, p), bounty_to[p], bounty_to[p] == 1 ? "" : "s", who(t, p));
}

/* The source of damage to c: its combat partner, else the effect on top of the stack. */
static int damage_source(const teller *t, int c) {
    const rone_board *b = t->b0;
    if (b->attacker != RONE_NONE && b->defender == c) return b->attacker;
    if (b->defender != RONE_NONE && b->defender < RONE_MAX_CARDS && b->attacker == c) return b->defender;
    if (t->acting >= 0) return t->acting; /* the tactic that executed in this answer */
    for (int i = b->stack_count - 1; i >= 0; i--)
        if (b->stack[i].executing || i == b->stack_count - 1) return b->stack[i].card < RONE_MAX_CARDS ? b->stack[i].card : -1;
    return -1;
}

static void tell_damage(teller *t) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    for (int c = 0; c < b1->card_count; c++) {
        if (zone_kind(b0->card[c].zone) != RONE_Z_FIELD) continue;
        bool stays = zone_kind(b1->card[c].zone) == RONE_Z_FIELD;
        int dealt = stays ? b1->card[c].damage - b0->card[c].damage : 0;
        if (!stays && (b1->card[c].zone != b0->card[c].zone)) {
            /* died: what it had left was dealt at least (the amount is not kept) */
            continue;
        }
        if (dealt > 0) {
            int src = damage_source(t, c);
            if (src >= 0 && src != c) say(t, "%s deals %d to %s", card_name(t, src), dealt, card_name(t, c));
            else say(t, "%s takes %d damage", card_name(t, c), dealt);
        } else if (dealt < 0) {
            say(t, "%s heals %d", card_name(t, c), -dealt);
        }
        int gained = b1->card[c].health_bonus - b0->card[c].health_bonus;
        if (stays && gained > 0) say(t, "%s gains %d health", card_name(t, c), gained);
    }
}

/* A card or a hero, for an outcome line. */
static const char *object_name(teller *t, int x, char *buf, size_t size) {
    if (x >= RONE_PLAYER && x < RONE_PLAYER + RONE_MAX_SEATS) snprintf(buf, size, "%s's hero", who(t, x - RONE_PLAYER));
    else if (x < RONE_MAX_CARDS) snprintf(buf, size, "%s", card_name(t, x));
    else snprintf(buf, size, "nothing");
    return buf;
}

/* Does card c have a Combat trigger (R83)? */
static bool has_combat(const teller *t, int c) { return c < RONE_MAX_CARDS && t->set->cards[t->b1->card[c].def].events >> RONE_EV_COMBAT & 1; }

/* The stack items that resolved in this answer: several (or one of a chain the stack held
 * before) are told, in the order they resolve, last in first out, as the stack showed
 * them top first. */
static int resolved_items(const teller *t) {
    int n = 0, held = 0;
    for (int i = 0; i < t->b0->stack_count; i++) held += t->b0->stack[i].kind <= RONE_IT_TRIGGER;
    if (held > 1) return held;
    /* an item that was executing before the answer (a question stopped it: a unit it destroyed
     * asked its graveyard end) and ends in it, then others resolve: a chain too */
    const rone_stack_item *top = t->b0->stack_count ? &t->b0->stack[t->b0->stack_count - 1] : NULL;
    if (top && top->executing && top->kind <= RONE_IT_TRIGGER) n = 1;
    for (int i = 0; i < outcome_count(t); i++) {
        const rone_outcome *o = &t->after->outcomes[i];
        n += o->kind == RONE_OUT_RESOLVED && o->extra <= RONE_IT_TRIGGER && o->source < RONE_MAX_CARDS;
    }
    return n;
}

/* Is c's exhaustion in this answer a price (an ability's exhaust cost, an attack, a card
 * chosen to exhaust as a cost) or combat's (both sides), rather than an effect? */
static bool exhausted_as_a_price(const teller *t, int c) {
    const rone_decision *d = &t->before->pending;
    int k = d->kind, option = t->option;
    if ((k == RONE_ASK_MAIN || k == RONE_ASK_REACT) && option >= OPT_ABILITY && (option >= OPT_ATTACK ? option - OPT_ATTACK : option % 128) == c)
        return true;
    if ((k == RONE_ASK_TARGET || k == RONE_ASK_MAY || k == RONE_ASK_ATTACK_TARGET || k == RONE_ASK_FOLLOW_UP || k == RONE_ASK_PAY_CHOICE) &&
        d->card == c)
        return true; /* paid as its activation ends (stack.c), or an attack's */
    if (k == RONE_ASK_PAY_CHOICE && option == c) return true;
    if (c == t->b0->attacker || c == t->b0->defender || c == t->b1->attacker || c == t->b1->defender) return true; /* in combat */
    for (int i = 0; i < outcome_count(t); i++) /* a combat that began and ended in this answer exhausts both sides */
        if (t->after->outcomes[i].kind == RONE_OUT_STRIKE && (t->after->outcomes[i].source == c || t->after->outcomes[i].target == c)) return true;
    return false;
}

/* An effect exhausted or refreshed c, which stayed on the battlefield: "Crosswind exhausts
 * Blight Hound once (exhausted 2)", "Rouse 2 refreshes Kite twice (active)". Prices (an
 * ability's or attack's exhaustion) and the refresh at a turn's start are not told. */
static void tell_exhaustion(teller *t, int c, int source) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    int delta = b1->card[c].exhaustion - b0->card[c].exhaustion;
    if (!delta || b0->card[c].controller != b1->card[c].controller || b0->turns != b1->turns || b0->phase <= RONE_PH_REFRESH) return;
    if (delta > 0 && exhausted_as_a_price(t, c)) return;
    if (source < 0) source = damage_source(t, c); /* the tactic that executed, or the stack's executing item */
    static const char *const times[] = {"", "once", "twice", "three times"};
    const char *how = times[delta > 0 ? (delta > 3 ? 3 : delta) : (-delta > 3 ? 3 : -delta)];
    char state[24] = "active";
    if (b1->card[c].exhaustion > 0) snprintf(state, sizeof state, "exhausted %d", b1->card[c].exhaustion);
    const char *verb = delta > 0 ? "exhausts" : "refreshes";
    if (source >= 0 && source != c) say(t, "%s %s %s %s (%s)", card_name(t, source), verb, card_name(t, c), how, state);
    else say(t, "%s is %s %s (%s)", card_name(t, c), delta > 0 ? "exhausted" : "refreshed", how, state);
}

/* The keyword with that bit (rone.h's RONE_KW_*), in the cards' words. */
static const char *keyword_name(int bit) {
    switch (bit) {
    case RONE_KW_DEFENDER: return "Defender";
    case RONE_KW_INVISIBILITY: return "Invisibility";
    case RONE_KW_DETECTION: return "Detection";
    case RONE_KW_FLYING: return "Flying";
    case RONE_KW_SHIELD: return "Shield";
    case RONE_KW_SLOW: return "Slow";
    default: return "cannot be attacked";
    }
}

/* Keywords an effect gave c in this answer: until the turn's end (the card's granted bits)
 * or longer (a lasting grant, zones.c). */
static void tell_grants(teller *t, int c) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    static const char *const until[] = {"", " until the end of the turn", " until the end of the next turn", " until its controller's next turn",
                                        " until the end of its next combat", " while the card that gave it stays"};
    unsigned fresh = (unsigned)(b1->card[c].granted & ~b0->card[c].granted);
    for (int bit = 1; bit < 256; bit <<= 1)
        if (fresh & (unsigned)bit) say(t, "%s gains %s%s", card_name(t, c), keyword_name(bit), until[RONE_UNTIL_TURN_END]);
    for (int i = 0; i < b1->lasting_count; i++) {
        const rone_lasting *e = &b1->lasting[i];
        if (e->card != c || e->control) continue;
        bool old = false;
        for (int j = 0; j < b0->lasting_count && !old; j++)
            old = b0->lasting[j].card == c && !b0->lasting[j].control && b0->lasting[j].keyword == e->keyword && b0->lasting[j].until == e->until;
        if (!old) say(t, "%s gains %s%s", card_name(t, c), keyword_name(e->keyword), e->until < 6 ? until[e->until] : "");
    }
}

/* The ability of kind (RONE_AB_ACTIVATED or RONE_AB_TRIGGER) of c that the stack item of
 * item_kind resolving in this answer is: the item on the stack before the answer, else the
 * ability this answer used, else the card's one ability of that kind; NULL if unknown. */
static const rone_ability *resolved_ability(const teller *t, int c, int item_kind) {
    const rone_card_def *d = &t->set->cards[t->b1->card[c].def];
    for (int i = t->b0->stack_count - 1; i >= 0; i--)
        if (t->b0->stack[i].card == c && t->b0->stack[i].kind == item_kind && t->b0->stack[i].ability < d->ability_count)
            return &t->set->abilities[d->first_ability + t->b0->stack[i].ability];
    int want = item_kind == RONE_IT_ABILITY ? RONE_AB_ACTIVATED : RONE_AB_TRIGGER, slot = -1, k0 = t->before->pending.kind;
    if (item_kind == RONE_IT_ABILITY && (k0 == RONE_ASK_MAIN || k0 == RONE_ASK_REACT) && t->option >= OPT_ABILITY && t->option < OPT_ATTACK &&
        t->option % 128 == c)
        slot = t->option / 128 - 1;
    const rone_ability *only = NULL;
    int count = 0;
    for (int k = 0; k < d->ability_count; k++) {
        const rone_ability *a = &t->set->abilities[d->first_ability + k];
        if (a->kind != want) continue;
        if (slot == count) return a;
        only = a;
        count++;
    }
    return count == 1 ? only : NULL;
}

/* Does the ability a begin with a step that must have a target (no may=, no if=)? */
static bool targets_first(const teller *t, const rone_ability *a) {
    return a && a->step_count > 0 && ro_step_must_target(&t->set->steps[a->first_step]);
}

/* "unit", "card" or "player": what the first step of the resolving ability of c targets. */
static const char *target_noun(const teller *t, int c, int item_kind) {
    const rone_ability *a = resolved_ability(t, c, item_kind);
    if (!a || !a->step_count) return "card";
    int base = t->set->steps[a->first_step].base;
    return base == RONE_SEL_UNIT ? "unit" : base == RONE_SEL_PLAYER ? "player" : base == RONE_SEL_HERO ? "hero" : base == RONE_SEL_TECH ? "technology" : "card";
}

/* The stack item whose resolution is outcome i (an ability or a trigger) stopped at its
 * first step, a target, for want of one (A11; effects.c: the text stops): chosen at
 * activation, its target is the outcome's, RONE_NONE; a trigger's is chosen as it runs, so
 * none was if no target was forced (RONE_OUT_FORCED) before the next item, and none is
 * being asked. */
static bool found_no_target(const teller *t, int i) {
    const rone_outcome *o = &t->after->outcomes[i];
    const rone_ability *a = resolved_ability(t, o->source, o->extra);
    if (!targets_first(t, a)) return false;
    if (o->extra == RONE_IT_ABILITY) return o->target == RONE_NONE;
    for (int j = i + 1; j < outcome_count(t); j++) {
        const rone_outcome *q = &t->after->outcomes[j];
        if (q->kind == RONE_OUT_RESOLVED) return true;
        if (q->source == o->source && q->kind != RONE_OUT_WATER) return false; /* it found one (forced, or what it did) */
    }
    return rone_is_over(t->after) || !(t->after->pending.kind == RONE_ASK_TARGET && t->after->pending.card == o->source);
}

/* Inside a chain told in one answer (several items resolved): the units the damage told so
 * far destroyed, told as they die, before the next item resolves (before: every death after
 * the whole chain). A unit counts when it left the battlefield destroyed between the boards
 * and the damage told reached the health it had left (with the health told gained or lost). */
static void tell_deaths_so_far(teller *t, const int *told_damage, const int *told_health) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    for (int c = 0; c < b1->card_count; c++) {
        if (t->left_told[c] || told_damage[c] <= 0 || zone_kind(b0->card[c].zone) != RONE_Z_FIELD) continue;
        if (t->set->cards[b1->card[c].def].type != RONE_UNIT) continue;
        int z1 = b1->card[c].zone, k1 = zone_kind(z1);
        bool destroyed = k1 == RONE_Z_GRAVE || (k1 == RONE_Z_DECK && b1->card[c].flags & RONE_CF_SHIELD_UP);
        if (!destroyed || told_damage[c] < rone_health(b0, c) + told_health[c]) continue;
        say_destroyed(t, c);
        t->left_told[c] = 1;
    }
}

/* Inside a chain: a tactic item that its Shield put under its deck (R82), told as its item
 * is done, before the next resolves (before: after the whole chain). */
static void tell_shield_after(teller *t, int item) {
    if (item < 0 || item >= RONE_MAX_CARDS || t->left_told[item]) return;
    const rone_board *b0 = t->b0, *b1 = t->b1;
    int z0 = b0->card[item].zone, z1 = b1->card[item].zone;
    if (zone_kind(z1) != RONE_Z_DECK || !(b1->card[item].flags & RONE_CF_SHIELD_UP) || t->set->cards[b1->card[item].def].type != RONE_TACTIC)
        return;
    if (z0 != RONE_Z_STACK && zone_kind(z0) != RONE_Z_HAND && zone_kind(z0) != RONE_Z_GRAVE) return;
    say(t, "%s goes to the bottom of %s's deck, face up (Shield)", card_name(t, item), who(t, zone_seat(z1)));
    t->left_told[item] = 1;
}

/* What the answer did, in order, from the engine's outcome record (rone.h): the damage
 * each source dealt (combat's both ways), Combat modifiers, targets there was no choice
 * of, damage to a hero, and a chain's resolutions. Then the damage the record does not
 * explain (none, unless a card's script changed it), healing and health gained, from the
 * boards. */
static void tell_outcomes(teller *t) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    int n = outcome_count(t), told_damage[RONE_MAX_CARDS], told_health[RONE_MAX_CARDS];
    memset(told_damage, 0, sizeof told_damage);
    memset(told_health, 0, sizeof told_health);
    bool chain = resolved_items(t) > 1;
    int resolving = -1, resolving_kind = -1, last_resolved = -1;
    const rone_outcome *ended_attack = NULL;
    char x[96], y[96];
    /* the item that was executing before the answer (a trigger it caused went on the stack
     * above it and resolved first): when its own effects go on after that, it says so */
    const rone_stack_item *paused = NULL;
    for (int i = b0->stack_count - 1; i >= 0 && !paused; i--)
        if (b0->stack[i].executing && b0->stack[i].kind <= RONE_IT_TRIGGER && b0->stack[i].card < RONE_MAX_CARDS) paused = &b0->stack[i];
    for (int i = 0; i < n; i++) {
        const rone_outcome *o = &t->after->outcomes[i];
        if (t->outcome_told[i]) continue;
        if (chain && paused && o->kind != RONE_OUT_RESOLVED && o->source == paused->card && resolving >= 0 && resolving != paused->card) {
            tell_shield_after(t, resolving);
            const char *what = paused->kind == RONE_IT_ABILITY ? "'s ability" : paused->kind == RONE_IT_TRIGGER ? "'s triggered ability" : "";
            say(t, "%s's %s%s goes on", who(t, paused->controller), card_name(t, paused->card), what);
            resolving = paused->card;
        }
        switch (o->kind) {
        case RONE_OUT_RESOLVED:
            if (chain) tell_shield_after(t, resolving); /* the item before it is done */
            resolving = o->source < RONE_MAX_CARDS ? o->source : -1;
            last_resolved = resolving;
            resolving_kind = o->extra;
            if (chain && o->extra <= RONE_IT_TRIGGER && resolving >= 0) {
                const char *what = o->extra == RONE_IT_ABILITY ? "'s ability" : o->extra == RONE_IT_TRIGGER ? "'s triggered ability" : "";
                say(t, "%s's %s%s resolves", who(t, o->seat), card_name(t, o->source), what);
            }
            /* an ability or a triggered ability whose first step found nothing to target: it stops there
             * (a tactic is not played without its targets, A11) */
            if ((o->extra == RONE_IT_ABILITY || o->extra == RONE_IT_TRIGGER) && resolving >= 0 && found_no_target(t, i))
                say(t, "%s's %sability: no %s to target, so nothing happens", card_name(t, resolving),
                    o->extra == RONE_IT_TRIGGER ? "triggered " : "", target_noun(t, resolving, o->extra));
            break;
        case RONE_OUT_DAMAGE:
            if (o->target < RONE_MAX_CARDS) told_damage[o->target] += o->amount;
            if (o->source < RONE_MAX_CARDS && o->source != o->target)
                say(t, "%s deals %d to %s", card_name(t, o->source), o->amount, object_name(t, o->target, y, sizeof y));
            else
                say(t, "%s takes %d damage", object_name(t, o->target, y, sizeof y), o->amount);
            if (chain) tell_deaths_so_far(t, told_damage, told_health); /* effects.c checks deaths after each step */
            break;
        case RONE_OUT_STRIKE:
            if (o->target < RONE_MAX_CARDS) told_damage[o->target] += o->amount;
            object_name(t, o->source, x, sizeof x);
            object_name(t, o->target, y, sizeof y);
            if (o->target >= RONE_PLAYER) say(t, "%s deals %d to %s", x, o->amount, y);
            else if (o->extra & RONE_STRIKE_BACK) say(t, "%s deals %d %sback to %s", x, o->amount, o->extra & RONE_STRIKE_MELEE ? "" : "ranged ", y);
            else say(t, "%s deals %d%s to %s", x, o->amount, o->extra & RONE_STRIKE_MELEE ? "" : " ranged", y);
            if (o->target >= RONE_PLAYER && i + 1 < n && t->after->outcomes[i + 1].kind == RONE_OUT_LIFEBOUND) t->outcome_told[i + 1] = 1;
            if (chain && !(i + 1 < n && t->after->outcomes[i + 1].kind == RONE_OUT_STRIKE)) tell_deaths_so_far(t, told_damage, told_health);
            break;
        case RONE_OUT_MODIFIER: {
            const char *stat = o->extra ? "ranged" : "melee";
            object_name(t, o->target, y, sizeof y);
            if (resolving == o->source && resolving_kind == RONE_IT_TRIGGER && has_combat(t, o->source)) {
                if (o->target == o->source) say(t, "%s's Combat: %+d %s", card_name(t, o->source), o->amount, stat);
                else say(t, "%s's Combat: %+d %s to %s", card_name(t, o->source), o->amount, stat, y);
            } else if (o->source < RONE_MAX_CARDS && o->source != o->target) {
                say(t, "%s gives %s %+d %s for its next combat", card_name(t, o->source), y, o->amount, stat);
            } else {
                say(t, "%s gets %+d %s for its next combat", y, o->amount, stat);
            }
            break;
        }
        case RONE_OUT_FORCED:
            object_name(t, o->target, y, sizeof y);
            if (o->extra == RONE_ASK_ATTACK_TARGET) {
                char amount[32] = "";
                attack_amount(t, o->source, o->target, amount, sizeof amount);
                say(t, "%s attacks %s%s (the only target it may attack)", card_name(t, o->source), y, amount);
            } else {
                say(t, "%s targets %s (the only possible target)", card_name(t, o->source), y);
            }
            break;
        case RONE_OUT_LIFEBOUND:
            object_name(t, o->target, y, sizeof y);
            if (o->source < RONE_MAX_CARDS) say(t, "%s deals %d to %s (lifebound)", card_name(t, o->source), o->amount, y);
            else say(t, "%s takes %d lifebound damage", y, o->amount);
            break;
        case RONE_OUT_WATER: { /* where it happened, named after its card: "then" in a text keeps its order */
            int p = o->seat & 3;
            t->water_told[p] += o->amount;
            say_water(t, p, o->amount, o->source, b0->water[p] + t->water_told[p]);
            break;
        }
        case RONE_OUT_DRAW: { /* in a chain, under the item that drew (else with the other moves, after deaths) */
            if (!chain) break;
            int p = o->seat & 3, cards[RONE_MAX_OUTCOMES], count = 0;
            bool any_named = false;
            for (int j = i; j < n; j++) {
                const rone_outcome *q = &t->after->outcomes[j];
                if (q->kind != RONE_OUT_DRAW || q->seat != o->seat || q->source != o->source) break;
                if (j > i) t->outcome_told[j] = 1;
                if (q->target >= RONE_MAX_CARDS || t->b1->card[q->target].zone != rone_zone(p, RONE_Z_HAND)) continue; /* moved on since */
                t->told[q->target] = 1; /* not again with the moves */
                any_named |= t->seen[q->target];
                cards[count++] = q->target;
            }
            if (!count) break;
            char list[RONE_NARRATION_SIZE / 2];
            list_names(t, cards, count, list, sizeof list);
            if (any_named) say(t, "%s draws %s", who(t, p), list);
            else say(t, "%s draws %d card%s", who(t, p), count, count == 1 ? "" : "s");
            break;
        }
        case RONE_OUT_HEALTH: /* where it happened: inside a chain, before the next item resolves */
            if (o->target >= RONE_MAX_CARDS) break;
            told_health[o->target] += o->amount;
            if (o->amount > 0) say(t, "%s gains %d health", card_name(t, o->target), o->amount);
            else say(t, "%s loses %d health", card_name(t, o->target), -o->amount);
            break;
        case RONE_OUT_NO_ATTACK: /* told last, after what the reactions did to the attacker */
            ended_attack = o;
            break;
        default: break; /* points: the cards lost are told with the moves; Shield: with the moves */
        }
    }
    for (int c = 0; c < b1->card_count; c++) {
        if (zone_kind(b0->card[c].zone) != RONE_Z_FIELD || zone_kind(b1->card[c].zone) != RONE_Z_FIELD) continue;
        int dealt = b1->card[c].damage - b0->card[c].damage - told_damage[c];
        if (dealt > 0) say(t, "%s takes %d damage", card_name(t, c), dealt);
        else if (dealt < 0 && b1->card[c].damage < b0->card[c].damage) say(t, "%s heals %d", card_name(t, c), b0->card[c].damage - b1->card[c].damage);
        int gained = b1->card[c].health_bonus - b0->card[c].health_bonus - told_health[c]; /* none unless a script changed it */
        if (gained > 0) say(t, "%s gains %d health", card_name(t, c), gained);
        tell_exhaustion(t, c, last_resolved);
        tell_grants(t, c);
    }
    if (ended_attack) { /* R55.2: exhausted (or kept from attacking) by a reaction to the announcement */
        int e = ended_attack->amount; /* its exhaustion then */
        if (e) say(t, "%s is exhausted %d now, so it cannot attack: the attack ends", card_name(t, ended_attack->source), e);
        else say(t, "%s cannot attack now: the attack ends", card_name(t, ended_attack->source));
    }
}

/* Is an income step of seat p between b0 and b1 (turn.c: the water is added as the
 * phase becomes RONE_PH_INCOME)? */
static bool income_passed(const teller *t, bool new_turn) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    if (rone_is_over(t->after) || b1->phase < RONE_PH_INCOME) return false;
    return new_turn || b0->phase < RONE_PH_INCOME;
}

/* The price seat p pays in this answer for a card or ability whose activation began in an
 * earlier one and ends in this one (its last target or optional step at activation was
 * just chosen; paid_now told no price then), with the card in *card; 0 if none. */
static int price_paid_late(const teller *t, int p, int *card) {
    const rone_state *before = t->before;
    const rone_board *b0 = t->b0, *b1 = t->b1;
    int k = before->pending.kind, c = before->pending.card;
    if ((k != RONE_ASK_TARGET && k != RONE_ASK_MAY) || before->pending.seat != p || c >= RONE_MAX_CARDS || activation_goes_on(t, c))
        return 0;
    if (b0->stack_count && b0->stack[b0->stack_count - 1].executing && b0->stack[b0->stack_count - 1].card == c)
        return 0; /* a target chosen as the text executes: paid long ago */
    *card = c;
    if (zone_kind(b0->card[c].zone) == RONE_Z_HAND) return play_price(t, c);
    for (int i = b1->stack_count - 1; i >= 0; i--) /* the ability pushed, if it is still there */
        if (b1->stack[i].card == c && b1->stack[i].kind == RONE_IT_ABILITY) {
            const rone_card_def *d = &t->set->cards[b1->card[c].def];
            return t->set->abilities[d->first_ability + b1->stack[i].ability].pay_water;
        }
    return ability_water(t, c, 0);
}

/* The water income of seat p told with the new turn in this answer (0 if none). */
static int income_of(const teller *t, bool new_turn, int p) {
    if (!income_passed(t, new_turn) || p != t->b1->current || !alive(t->b1, p)) return 0;
    rone_run r = ro_read_run(&t->after->now);
    return ro_water_income_of(&r, p);
}

/* A price paid late (price_paid_late), told just after the choice that ended the
 * activation, before what the card then did: the pool after it is the pool before the
 * answer less what was told so far. */
static void tell_late_price(teller *t, bool new_turn) {
    int p = t->before->pending.seat;
    if (p < 0 || p >= t->b1->players) return;
    int late = -1, due = price_paid_late(t, p, &late);
    int pool = t->b0->water[p] + t->water_told[p];
    if (due <= 0 || t->b1->water[p] - income_of(t, new_turn, p) - pool > -due) return;
    t->water_told[p] -= due;
    say(t, "%s pays %d water for %s (%d in the pool)", who(t, p), due, card_name(t, late), pool - due);
}

/* A level-up paid in this answer (a new level-up on the stack, or a level gained without
 * one before), told with the announcement, before the level is gained. */
static void tell_level_up_price(teller *t) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    for (int p = 0; p < b1->players; p++) {
        int ups0 = 0, ups1 = 0;
        for (int i = 0; i < b0->stack_count; i++) ups0 += b0->stack[i].kind == RONE_IT_LEVEL_UP && b0->stack[i].controller == p;
        for (int i = 0; i < b1->stack_count; i++) ups1 += b1->stack[i].kind == RONE_IT_LEVEL_UP && b1->stack[i].controller == p;
        if (!(ups1 > ups0 || (b1->hero_level[p] > b0->hero_level[p] && ups0 == 0 && b0->hero_level[p] < 3))) continue;
        int price = t->set->cards[b0->card[b0->hero[p][b0->hero_level[p]]].def].cost; /* A26: the next card's */
        if (price <= 0) continue;
        t->water_told[p] -= price;
        say(t, "%s pays %d water for the level-up (%d in the pool)", who(t, p), price, b0->water[p] + t->water_told[p]);
    }
}

/* Water, one line per cause, in the order it happened: the costs of plays, initiatives,
 * abilities and level-ups were told with them (water_told); here what effects gave or
 * took (the rest of the change, named after the card whose text changes water when one
 * is found), and with new_turn the income of the new turn's player after its header
 * (tell_income). The pool after each line. */
static void tell_water(teller *t, bool new_turn, int *income) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    for (int p = 0; p < b1->players; p++) {
        income[p] = income_of(t, new_turn, p);
        int pool = b0->water[p] + t->water_told[p];
        int rest = b1->water[p] - income[p] - pool;
        if (rest == 0) continue;
        int cause = -1; /* the card whose text changed the water */
        if (t->acting >= 0 && has_water_step(t, t->acting)) cause = t->acting;
        int k = t->before->pending.kind, option = t->option;
        if (cause < 0 && (k == RONE_ASK_MAIN || k == RONE_ASK_REACT) && option >= OPT_ABILITY && option < OPT_ATTACK &&
            has_water_step(t, option % 128))
            cause = option % 128; /* the ability used in this answer */
        for (int pass = 0; pass < 2 && cause < 0; pass++) /* an item that resolved in this answer: p's own first */
            for (int i = outcome_count(t) - 1; i >= 0 && cause < 0; i--) {
                const rone_outcome *o = &t->after->outcomes[i];
                if (o->kind == RONE_OUT_RESOLVED && o->extra <= RONE_IT_TRIGGER && o->source < RONE_MAX_CARDS && (pass || o->seat == p) &&
                    has_water_step(t, o->source))
                    cause = o->source;
            }
        for (int i = b0->stack_count - 1; i >= 0 && cause < 0; i--)
            if (b0->stack[i].card < RONE_MAX_CARDS && has_water_step(t, b0->stack[i].card)) cause = b0->stack[i].card;
        for (int i = b1->stack_count - 1; i >= 0 && cause < 0; i--) /* one that executed and waits (its graveyard place) */
            if (b1->stack[i].executing && b1->stack[i].card < RONE_MAX_CARDS && has_water_step(t, b1->stack[i].card))
                cause = b1->stack[i].card;
        for (int c = 0; c < b1->card_count && cause < 0; c++)
            if ((zone_kind(b0->card[c].zone) == RONE_Z_FIELD || zone_kind(b1->card[c].zone) == RONE_Z_FIELD) && has_water_step(t, c) &&
                (t->seen[c]))
                cause = c;
        say_water(t, p, rest, cause, pool + rest);
    }
}

/* A turn ended with no choice: the engine answers a question of one option itself (its
 * main phase with nothing left but "end turn"), so no answer told it. Its end-of-turn item
 * reached the stack, or the turn passed, in this answer without anyone choosing it. */
static void tell_turn_ended_alone(teller *t, int option, bool new_turn) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    int k = t->before->pending.kind;
    if (((k == RONE_ASK_MAIN || k == RONE_ASK_REACT) && option == OPT_END_TURN) || b0->phase == RONE_PH_SETUP) return;
    bool item0 = false, item1 = false;
    for (int i = 0; i < b0->stack_count; i++) item0 |= b0->stack[i].kind == RONE_IT_END_TURN;
    for (int i = 0; i < b1->stack_count; i++) item1 |= b1->stack[i].kind == RONE_IT_END_TURN;
    if (item0 || b0->phase > RONE_PH_MAIN) return; /* told when it began; or past the main phase already */
    if (item1 || ((new_turn || b1->phase == RONE_PH_END) && alive(b1, b0->current))) say(t, "%s ends the turn", who(t, b0->current));
}

static void tell_income(teller *t, const int *income) {
    for (int p = 0; p < t->b1->players; p++)
        if (income[p] > 0) say(t, "%s gains %d water from income (%d in the pool)", who(t, p), income[p], t->b1->water[p]);
}

static void tell_end(teller *t) {
    const rone_board *b = t->b1;
    char list[160];
    size_t len = 0;
    int n = 0;
    list[0] = 0;
    for (int p = 0; p < b->players; p++)
        if (b->winners >> p & 1) {
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", n ? " and " : "", who(t, p));
            n++;
            if (len >= sizeof list) break;
        }
    const char *why = b->end_reason == RONE_END_ROUNDS ? " (the round limit: most cards left)" : "";
    if (n == 0) say(t, "The game is over%s", why);
    else if (n == 1) say(t, "%s wins%s", list, why);
    else say(t, "%s win%s", list, why);
}

int rone_narrate(const rone_state *before, int option, const rone_state *after, int reader, const char *const *names,
                 rone_line_fn emit, void *ctx) {
    teller t;
    memset(&t, 0, sizeof t);
    t.b0 = &before->now;
    t.b1 = &after->now;
    t.before = before;
    t.after = after;
    t.set = rone_board_set(t.b1);
    t.names = names;
    t.emit = emit;
    t.ctx = ctx;
    mark_view(&t, before, reader);
    mark_view(&t, after, reader);
    t.acting = -1;
    t.option = option;
    /* another player's turn or round, or the first turn once the opening hands are kept */
    bool new_turn = !rone_is_over(after) && (t.b0->current != t.b1->current || t.b0->round != t.b1->round ||
                                             (t.b0->phase == RONE_PH_SETUP && t.b1->phase != RONE_PH_SETUP));
    if (!rone_is_over(before)) {
        tell_played(&t, before, option);
        tell_choice(&t, before, option);
        tell_late_price(&t, new_turn);
    }
    tell_level_up_price(&t);
    tell_moves(&t, before, option, 0);
    if (after->outcomes_kept) tell_outcomes(&t);
    else tell_damage(&t); /* a state a playout reached: the boards only */
    tell_moves(&t, before, option, 1);
    int income[RONE_MAX_SEATS];
    tell_water(&t, new_turn, income);
    if (!rone_is_over(after)) tell_turn_ended_alone(&t, option, new_turn);
    /* the new turn's header after what ended the last one (its lifebound points, deaths) */
    if (new_turn) say(&t, "%s's turn (round %d)", who(&t, t.b1->current), t.b1->round);
    tell_income(&t, income);
    if (rone_is_over(after) && !rone_is_over(before)) tell_end(&t);
    return t.lines;
}
