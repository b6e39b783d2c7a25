/* narrate.c: what one answer did, in words, for one reading seat: the action taken
 * ("Ana plays Ember Scout (2 water)"), then what changed on the table from the state
 * before to the state after (cards moved, damage dealt, units that died, lifebound
 * damage, water, a new turn, the end of the game). A card is named only when the
 * reader's view (rone_make_view) shows it before or after; otherwise "a card". */
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

typedef struct teller {
    const rone_board *b0, *b1; /* before, after */
    const rone_state *after;
    const rone_set *set;
    const char *const *names;
    uint8_t seen[RONE_MAX_CARDS]; /* 1 when the reader's view shows the card before or after */
    rone_line_fn emit;
    void *ctx;
    int lines;
} teller;

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
static const char *card_name(const teller *t, int c) {
    return t->seen[c] ? t->set->cards[t->b1->card[c].def].name : "a card";
}

static void mark_view(teller *t, const rone_state *s, int reader) {
    rone_view v;
    rone_make_view(s, reader, &v);
    for (int i = 0; i < v.hand_count; i++) t->seen[v.hand[i]] = 1;
    for (int i = 0; i < v.techdeck_count; i++) t->seen[v.techdeck[i]] = 1;
    for (int i = 0; i < v.field_count; i++)
        if (v.field[i].def != RONE_HIDDEN) t->seen[v.field[i].card] = 1;
    for (int p = 0; p < v.players; p++)
        for (int i = 0; i < v.grave_count[p]; i++) t->seen[v.grave[p][i]] = 1;
    for (int i = 0; i < v.stack_count; i++)
        if (v.stack[i].card < RONE_MAX_CARDS) t->seen[v.stack[i].card] = 1;
}

static int kind_of(const rone_board *b, int c) { return zone_kind(b->card[c].zone); }

/* "Bo's hero" or "Tidecaller" for a target option. */
static void target_text(const teller *t, int option, char *buf, size_t size) {
    if (option >= RONE_PLAYER && option < RONE_PLAYER + RONE_MAX_SEATS) snprintf(buf, size, "%s's hero", who(t, option - RONE_PLAYER));
    else if (option < RONE_MAX_CARDS) snprintf(buf, size, "%s", card_name(t, option));
    else snprintf(buf, size, "nothing");
}

/* The line for the answer itself (what was chosen), when the changes do not say it. */
static void tell_choice(teller *t, const rone_state *before, int option) {
    const rone_decision *d = &before->pending;
    const char *me = who(t, d->seat);
    int about = d->card;
    char target[96];
    switch (d->kind) {
    case RONE_ASK_MULLIGAN:
        if (option == 0) say(t, "%s keeps the opening hand", me);
        else if (option == OPT_SHUFFLE) say(t, "%s shuffles the hand into the deck and draws again", me);
        else say(t, "%s puts %d card%s under the deck", me, __builtin_popcount((unsigned)option), __builtin_popcount((unsigned)option) == 1 ? "" : "s");
        return;
    case RONE_ASK_MAIN:
    case RONE_ASK_REACT:
        if (option == OPT_END_TURN) say(t, "%s ends the turn", me);
        else if (option == OPT_LEVEL_UP) say(t, "%s announces a level-up", me);
        else if (option >= OPT_ATTACK && option < OPT_ATTACK + RONE_MAX_CARDS) say(t, "%s attacks with %s", me, card_name(t, option - OPT_ATTACK));
        else if (option >= OPT_ABILITY && option < OPT_ATTACK) say(t, "%s uses %s%s", me, card_name(t, option % 128), option / 128 > 1 ? " (second ability)" : "");
        return;
    case RONE_ASK_INITIATIVE:
        if (option) say(t, "%s pays the initiative of %s", me, about < RONE_MAX_CARDS ? card_name(t, about) : "a card");
        return;
    case RONE_ASK_TARGET:
        target_text(t, option, target, sizeof target);
        if (about < RONE_MAX_CARDS) say(t, "%s targets %s with %s", me, target, card_name(t, about));
        else say(t, "%s targets %s", me, target);
        return;
    case RONE_ASK_ATTACK_TARGET:
    case RONE_ASK_FOLLOW_UP:
        if (option == RONE_NONE) return;
        target_text(t, option, target, sizeof target);
        say(t, "%s attacks %s%s", about < RONE_MAX_CARDS ? card_name(t, about) : me, target, d->kind == RONE_ASK_FOLLOW_UP ? " (follow-up)" : "");
        return;
    case RONE_ASK_MAY:
        if (option) say(t, "%s uses the optional part of %s", me, about < RONE_MAX_CARDS ? card_name(t, about) : "a card");
        return;
    default: return;
    }
}

/* Was c played (or recycled) by this answer: the option picked it. */
static bool picked(const rone_state *before, int option, int c) {
    int k = before->pending.kind;
    return option == c && (k == RONE_ASK_MAIN || k == RONE_ASK_REACT || k == RONE_ASK_PLAY_CARD);
}

static void list_names(const teller *t, const int *cards, int n, char *buf, size_t size) {
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? ", " : "", card_name(t, cards[i]));
}

/* Cards that moved between zones, grouped per seat where one line says several: in
 * stage 0 what arrived (plays, recycles, draws, level-ups), in stage 1 what left the
 * battlefield, the hand or the deck (deaths, lifebound damage), told after the damage. */
static void tell_moves(teller *t, const rone_state *before, int option, int stage) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    int drawn[RONE_MAX_SEATS][RONE_MAX_CARDS], ndrawn[RONE_MAX_SEATS] = {0};
    int from_hand[RONE_MAX_SEATS][RONE_MAX_CARDS], nhand[RONE_MAX_SEATS] = {0};
    int from_deck[RONE_MAX_SEATS][RONE_MAX_CARDS], ndeck[RONE_MAX_SEATS] = {0};
    int grave_gone[RONE_MAX_SEATS] = {0};
    bool hero_hit[RONE_MAX_SEATS] = {false};
    for (int c = 0; c < b1->card_count; c++) {
        int z0 = b0->card[c].zone, z1 = b1->card[c].zone;
        if (z0 == z1) {
            if (stage == 0 && zone_kind(z1) == RONE_Z_FIELD && b0->card[c].controller != b1->card[c].controller)
                say(t, "%s takes control of %s", who(t, b1->card[c].controller), card_name(t, c));
            continue;
        }
        int k0 = zone_kind(z0), k1 = zone_kind(z1);
        int p0 = zone_seat(z0) < 0 ? 0 : zone_seat(z0), p1 = zone_seat(z1) < 0 ? 0 : zone_seat(z1); /* per-seat zones below */
        int owner = b1->card[c].owner, ctl = b0->card[c].controller;
        const rone_card_def *d = &t->set->cards[b1->card[c].def];
        bool leaves = k0 == RONE_Z_FIELD || ((k0 == RONE_Z_HAND || k0 == RONE_Z_DECK) && (k1 == RONE_Z_GRAVE || z1 == RONE_Z_REMOVED) &&
                                             !picked(before, option, c));
        if (leaves != (stage == 1)) continue;
        if (k0 == RONE_Z_HAND && (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK || picked(before, option, c))) {
            if (d->cost > 0) say(t, "%s plays %s (%d water)", who(t, p0), card_name(t, c), d->cost);
            else say(t, "%s plays %s", who(t, p0), card_name(t, c));
        } else if (k0 == RONE_Z_TECHDECK && (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK)) {
            if (d->cost > 0) say(t, "%s puts the technology %s into play (%d water)", who(t, k1 == RONE_Z_FIELD ? p1 : before->pending.seat), card_name(t, c), d->cost);
            else say(t, "%s puts the technology %s into play", who(t, k1 == RONE_Z_FIELD ? p1 : before->pending.seat), card_name(t, c));
        } else if (k0 == RONE_Z_GRAVE && (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK || picked(before, option, c))) {
            say(t, "%s recycles %s", who(t, k1 == RONE_Z_FIELD ? p1 : before->pending.seat), card_name(t, c));
        } else if (k0 == RONE_Z_GRAVE && z1 == RONE_Z_REMOVED) {
            grave_gone[p0]++; /* recycle costs: told in stage 0, with the recycle */
        } else if (k0 == RONE_Z_FIELD && k1 == RONE_Z_GRAVE) {
            if (d->type == RONE_UNIT) say(t, "%s's %s dies", who(t, ctl), card_name(t, c));
            else say(t, "%s's %s is destroyed", who(t, ctl), card_name(t, c));
        } else if (k0 == RONE_Z_FIELD && z1 == RONE_Z_REMOVED) {
            say(t, "%s's %s is removed from the game", who(t, ctl), card_name(t, c));
        } else if (k0 == RONE_Z_FIELD && k1 == RONE_Z_HAND) {
            say(t, "%s's %s returns to %s's hand", who(t, ctl), card_name(t, c), who(t, p1));
        } else if (k0 == RONE_Z_FIELD && k1 == RONE_Z_DECK) {
            say(t, "%s's %s goes into a deck", who(t, ctl), card_name(t, c));
        } else if ((k0 == RONE_Z_DECK || z0 == RONE_Z_BOUNTY) && k1 == RONE_Z_HAND) {
            drawn[p1][ndrawn[p1]++] = c;
        } else if (k0 == RONE_Z_HAND && (k1 == RONE_Z_GRAVE || z1 == RONE_Z_REMOVED)) {
            from_hand[p0][nhand[p0]++] = c;
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
    const rone_state *after = t->after;
    if (!rone_is_over(after) && after->pending.kind == RONE_ASK_LIFEBOUND && after->pending.seat >= 0) hero_hit[after->pending.seat & 3] = true;
    char list[RONE_NARRATION_SIZE / 2], list2[RONE_NARRATION_SIZE / 2];
    for (int p = 0; p < b1->players; p++) {
        if (ndrawn[p] && stage == 0) {
            bool any_named = false;
            for (int i = 0; i < ndrawn[p]; i++) any_named |= t->seen[drawn[p][i]];
            list_names(t, drawn[p], ndrawn[p], list, sizeof list);
            if (any_named) say(t, "%s draws %s", who(t, p), list);
            else say(t, "%s draws %d card%s", who(t, p), ndrawn[p], ndrawn[p] == 1 ? "" : "s");
        }
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
        if (grave_gone[p]) say(t, "%d card%s of %s's graveyard %s removed from the game", grave_gone[p], grave_gone[p] == 1 ? "" : "s",
                               who(t, p), grave_gone[p] == 1 ? "is" : "are");
    }
}

/* The source of damage to c: its combat partner, else the effect on top of the stack. */
static int damage_source(const teller *t, int c) {
    const rone_board *b = t->b0;
    if (b->attacker != RONE_NONE && b->defender == c) return b->attacker;
    if (b->defender != RONE_NONE && b->defender < RONE_MAX_CARDS && b->attacker == c) return b->defender;
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

static void tell_water(teller *t, const rone_state *before, int option) {
    const rone_board *b0 = t->b0, *b1 = t->b1;
    for (int p = 0; p < b1->players; p++) {
        int delta = b1->water[p] - b0->water[p];
        /* water paid for the plays and level-ups told above is not told again */
        for (int c = 0; c < b1->card_count; c++) {
            int k0 = kind_of(b0, c), k1 = kind_of(b1, c), z1 = b1->card[c].zone;
            if (b0->card[c].zone == z1) continue;
            bool paid = (k0 == RONE_Z_HAND && zone_seat(b0->card[c].zone) == p &&
                         (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK || picked(before, option, c))) ||
                        (k0 == RONE_Z_TECHDECK && (k1 == RONE_Z_FIELD || z1 == RONE_Z_STACK) && before->pending.seat == p);
            if (paid && t->set->cards[b1->card[c].def].cost > 0) delta += t->set->cards[b1->card[c].def].cost;
        }
        if (delta > 0) say(t, "%s gains %d water (%d in the pool)", who(t, p), delta, b1->water[p]);
        else if (delta < 0) say(t, "%s spends %d water (%d in the pool)", who(t, p), -delta, b1->water[p]);
    }
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
    t.after = after;
    t.set = rone_board_set(t.b1);
    t.names = names;
    t.emit = emit;
    t.ctx = ctx;
    mark_view(&t, before, reader);
    mark_view(&t, after, reader);
    if (!rone_is_over(before)) tell_choice(&t, before, option);
    bool new_turn = !rone_is_over(after) && (t.b0->current != t.b1->current || t.b0->round != t.b1->round);
    if (new_turn) say(&t, "%s's turn (round %d)", who(&t, t.b1->current), t.b1->round);
    tell_moves(&t, before, option, 0);
    tell_damage(&t);
    tell_moves(&t, before, option, 1);
    tell_water(&t, before, option);
    if (rone_is_over(after) && !rone_is_over(before)) tell_end(&t);
    return t.lines;
}
