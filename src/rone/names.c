/* names.c: readable, unique names for every option and a prompt for every decision.
 * Names only mention cards the deciding seat can see. */
#include <stdio.h>

#include "internal.h"

const char *ro_card_name(const rone_board *b, int c) { return rone_board_set(b)->cards[b->card[c].def].name; }

static const char *zone_word(const rone_board *b, int c, int seat) {
    int z = b->card[c].zone, k = zone_kind(z), p = zone_seat(z);
    switch (k) {
    case RONE_Z_HAND: return p == seat ? "in hand" : "in a hand";
    case RONE_Z_TECHDECK: return "technology";
    case RONE_Z_GRAVE: return "graveyard";
    case RONE_Z_FIELD: return "";
    default: return z == RONE_Z_STACK ? "on the stack" : "";
    }
}

/* "Dummy 1/1/0 (P2)" with " #k" when several options would read the same. */
static void card_label(const rone_state *s, int c, int offset, char *buf, size_t size) {
    const rone_board *b = &s->now;
    int seat = s->pending.seat;
    int ordinal = 1;
    for (int o = 0; o < c; o++)
        if (oset_has(&s->pending.options, offset + o) && b->card[o].def == b->card[c].def && b->card[o].zone == b->card[c].zone &&
            b->card[o].controller == b->card[c].controller)
            ordinal++;
    const char *where = zone_word(b, c, seat);
    char suffix[16] = "";
    if (ordinal > 1) snprintf(suffix, sizeof suffix, " #%d", ordinal);
    if (zone_kind(b->card[c].zone) == RONE_Z_FIELD)
        snprintf(buf, size, "%s (P%d)%s", ro_card_name(b, c), b->card[c].controller + 1, suffix);
    else
        snprintf(buf, size, "%s%s%s%s", ro_card_name(b, c), *where ? ", " : "", where, suffix);
}

void rone_option_name(const rone_state *s, int option, char *buf, size_t size) {
    const rone_board *b = &s->now;
    char card[64];
    if (!oset_has(&s->pending.options, option)) {
        snprintf(buf, size, "?");
        return;
    }
    switch (s->pending.kind) {
    case RONE_ASK_MULLIGAN:
        if (option == 0) snprintf(buf, size, "keep");
        else if (option == OPT_SHUFFLE) snprintf(buf, size, "shuffle and redraw");
        else {
            int n = snprintf(buf, size, "put under");
            for (int i = 0; i < 6 && (size_t)n < size; i++)
                if (option >> i & 1) n += snprintf(buf + n, size - (size_t)n, " %d", i + 1);
        }
        return;
    case RONE_ASK_DRAW: snprintf(buf, size, option ? "draw" : "stop drawing"); return;
    case RONE_ASK_INITIATIVE: snprintf(buf, size, option ? "pay the initiative" : "skip the initiative"); return;
    case RONE_ASK_GRAVE_END: snprintf(buf, size, option ? "bottom of the graveyard" : "top of the graveyard"); return;
    case RONE_ASK_MAY: snprintf(buf, size, option ? "yes" : "no"); return;
    case RONE_ASK_MODE: snprintf(buf, size, "choice %d", option + 1); return;
    case RONE_ASK_LEVEL_UP: snprintf(buf, size, option ? "level up" : "decline"); return;
    default: break;
    }
    if (s->pending.kind == RONE_ASK_ORDER && s->pending.card != RONE_NONE) {
        snprintf(buf, size, option ? "Recycle first" : "Battlefield first");
        return;
    }
    if (option == RONE_NONE) {
        const char *word = s->pending.kind == RONE_ASK_REACT ? "pass" : s->pending.kind == RONE_ASK_FOLLOW_UP ? "stop" : "decline";
        snprintf(buf, size, "%s", word);
        return;
    }
    if (option == OPT_DECK_TOP && s->pending.kind == RONE_ASK_LIFEBOUND) {
        snprintf(buf, size, "top of the deck");
        return;
    }
    if (option >= RONE_PLAYER && option < RONE_PLAYER + RONE_MAX_SEATS &&
        (s->pending.kind == RONE_ASK_TARGET || s->pending.kind == RONE_ASK_ATTACK_TARGET || s->pending.kind == RONE_ASK_FOLLOW_UP)) {
        snprintf(buf, size, "%sP%d's hero", s->pending.kind == RONE_ASK_TARGET ? "target " : "attack ", option - RONE_PLAYER + 1);
        return;
    }
    if (option >= RONE_PLAYER && option < RONE_PLAYER + RONE_MAX_SEATS && s->pending.kind == RONE_ASK_SEAT) {
        snprintf(buf, size, "P%d", option - RONE_PLAYER + 1);
        return;
    }
    if (s->pending.kind == RONE_ASK_MAIN || s->pending.kind == RONE_ASK_REACT) {
        switch (option) {
        case OPT_ANNOUNCE_PLAY: snprintf(buf, size, "play a card"); return;
        case OPT_ANNOUNCE_RECYCLE: snprintf(buf, size, "recycle a card"); return;
        case OPT_LEVEL_UP: snprintf(buf, size, "level up"); return;
        case OPT_END_TURN: snprintf(buf, size, "end turn"); return;
        default: break;
        }
        if (option >= OPT_ATTACK) {
            card_label(s, option - OPT_ATTACK, OPT_ATTACK, card, sizeof card);
            snprintf(buf, size, "attack with %s", card);
            return;
        }
        if (option >= OPT_ABILITY) {
            int c = option % 128, slot = option / 128 - 1;
            card_label(s, c, option - c, card, sizeof card);
            snprintf(buf, size, "use %s%s", card, slot ? " (second ability)" : "");
            return;
        }
        card_label(s, option, 0, card, sizeof card);
        snprintf(buf, size, "play %s", card);
        return;
    }
    if (option >= RONE_MAX_CARDS) {
        snprintf(buf, size, "?");
        return;
    }
    card_label(s, option, 0, card, sizeof card);
    switch (s->pending.kind) {
    case RONE_ASK_PLAY_CARD:
        snprintf(buf, size, "%s %s", b->card[option].zone == rone_zone(pile_seat(b, s->pending.seat), RONE_Z_GRAVE) ? "recycle" : "play", card);
        return;
    case RONE_ASK_BOTTOM_ORDER: snprintf(buf, size, "put %s under next", card); return;
    case RONE_ASK_TARGET: snprintf(buf, size, "target %s", card); return;
    case RONE_ASK_ATTACK_TARGET:
    case RONE_ASK_FOLLOW_UP: snprintf(buf, size, "attack %s", card); return;
    case RONE_ASK_ORDER: snprintf(buf, size, "%s first", card); return;
    case RONE_ASK_LIFEBOUND: snprintf(buf, size, "destroy %s", card); return;
    case RONE_ASK_DISCARD: snprintf(buf, size, "discard %s", card); return;
    case RONE_ASK_PAY_CHOICE: snprintf(buf, size, "exhaust %s", card); return;
    default: snprintf(buf, size, "%s", card); return;
    }
}

void rone_option_label(const rone_state *s, int option, char *buf, size_t size) {
    if (s->pending.kind == RONE_ASK_DRAW && option == 0 && oset_has(&s->pending.options, 0)) {
        snprintf(buf, size, "don't draw"); /* "stop drawing" before the first card read oddly */
        return;
    }
    if (s->pending.kind == RONE_ASK_BOTTOM_ORDER && option < RONE_MAX_CARDS && oset_has(&s->pending.options, option)) {
        const rone_board *b = &s->now; /* the name says "put X, in hand under next" */
        int ordinal = 1;
        for (int o = 0; o < option; o++)
            ordinal += oset_has(&s->pending.options, o) && b->card[o].def == b->card[option].def;
        char suffix[16] = "";
        if (ordinal > 1) snprintf(suffix, sizeof suffix, " #%d", ordinal);
        snprintf(buf, size, "put %s%s under the deck next", ro_card_name(b, option), suffix);
        return;
    }
    if ((s->pending.kind == RONE_ASK_MAIN || s->pending.kind == RONE_ASK_REACT) && option == OPT_LEVEL_UP &&
        oset_has(&s->pending.options, option)) { /* what the level costs and brings (A26: the next card's cost) */
        const rone_board *b = &s->now;
        int seat = s->pending.seat, level = b->hero_level[seat];
        if (level >= 1 && level < 3) {
            const rone_card_def *d = &rone_board_set(b)->cards[b->card[b->hero[seat][level]].def];
            snprintf(buf, size, "level up to %d for %d water: income %d water, %d card%s", level + 1, d->cost, d->water_income,
                     d->card_income, d->card_income == 1 ? "" : "s");
            return;
        }
    }
    int c = ro_announced_card(s, option);
    if (c == RONE_NONE) {
        rone_option_name(s, option, buf, size);
        return;
    }
    const rone_board *b = &s->now;
    const char *where = zone_word(b, c, s->pending.seat);
    snprintf(buf, size, "%s %s%s%s", option == OPT_ANNOUNCE_RECYCLE ? "recycle" : "play", ro_card_name(b, c), *where ? ", " : "", where);
}

void rone_prompt(const rone_state *s, char *buf, size_t size) {
    const rone_board *b = &s->now;
    if (rone_is_over(s)) {
        snprintf(buf, size, "the game is over");
        return;
    }
    int p = s->pending.seat + 1, c = s->pending.card;
    const char *about = c != RONE_NONE && c < RONE_MAX_CARDS ? ro_card_name(b, c) : "";
    switch (s->pending.kind) {
    case RONE_ASK_MULLIGAN: snprintf(buf, size, "P%d: mulligan?", p); break;
    case RONE_ASK_BOTTOM_ORDER: /* turn.c: each goes to the very bottom, so the last one chosen is the deck's bottom card */
        snprintf(buf, size, "P%d: which card goes under the deck next? (each goes to the very bottom: the last one chosen ends at the bottom)", p);
        break;
    case RONE_ASK_DRAW: snprintf(buf, size, "P%d: draw a card (income)?", p); break;
    case RONE_ASK_MAIN: snprintf(buf, size, "P%d: main phase", p); break;
    case RONE_ASK_REACT: { /* the window: what it is before or after */
        const rone_stack_item *top = b->stack_count ? &b->stack[b->stack_count - 1] : NULL;
        if (top && top->kind == RONE_IT_END_TURN) snprintf(buf, size, "P%d: react? (the turn is ending)", p);
        else if (top && top->kind == RONE_IT_LEVEL_UP) snprintf(buf, size, "P%d: react? (to P%d's level-up)", p, top->controller + 1);
        else if (top && top->card < RONE_MAX_CARDS) /* a card, or its ability: a unit played and its Battlefield text are two items */
            snprintf(buf, size, "P%d: react? (to %s%s, top of the stack)", p, ro_card_name(b, top->card),
                     top->kind == RONE_IT_TRIGGER ? "'s triggered ability" : top->kind == RONE_IT_ABILITY ? "'s ability" : "");
        else if (b->attacker != RONE_NONE) snprintf(buf, size, "P%d: react? (in combat)", p);
        else if (b->phase == RONE_PH_BEGIN || b->phase == RONE_PH_REFRESH) snprintf(buf, size, "P%d: react? (start of P%d's turn, before income)", p, b->current + 1);
        else if (b->phase == RONE_PH_END) snprintf(buf, size, "P%d: react? (end of P%d's turn)", p, b->current + 1);
        else snprintf(buf, size, "P%d: react? (P%d's main phase)", p, b->current + 1);
        break;
    }
    case RONE_ASK_PLAY_CARD: { /* announced as a play or as a recycle (the graveyard's cards) */
        bool recycle = false;
        for (int o = 0; o < RONE_MAX_CARDS && !recycle; o++)
            recycle = oset_has(&s->pending.options, o) && zone_kind(b->card[o].zone) == RONE_Z_GRAVE;
        snprintf(buf, size, "P%d: which card to %s?", p, recycle ? "recycle" : "play");
        break;
    }
    case RONE_ASK_INITIATIVE: snprintf(buf, size, "P%d: pay the initiative of %s?", p, about); break;
    case RONE_ASK_LEVEL_UP: snprintf(buf, size, "P%d: level up after the reactions, or decline?", p); break;
    case RONE_ASK_TARGET: snprintf(buf, size, "P%d: target for %s", p, about); break;
    case RONE_ASK_SEAT: snprintf(buf, size, "P%d: which of your team is %s's owner or controller here (R95)", p, about); break;
    case RONE_ASK_ATTACK_TARGET: snprintf(buf, size, "P%d: what %s attacks", p, about); break;
    case RONE_ASK_FOLLOW_UP: snprintf(buf, size, "P%d: follow-up attack with %s?", p, about); break;
    case RONE_ASK_ORDER: { /* what is ordered: units that die together (R67) or abilities that trigger together (R43) */
        if (c != RONE_NONE) { /* a recycled card's two texts (stack.c) */
            snprintf(buf, size, "P%d: which of %s's texts happens first", p, about);
            break;
        }
        char list[160] = "";
        size_t n = 0;
        bool deaths = false;
        int count = 0;
        for (int o = 0; o < RONE_MAX_CARDS; o++) {
            if (!oset_has(&s->pending.options, o)) continue;
            deaths |= (b->card[o].flags & RONE_CF_DYING) != 0;
            if (count++ < 4 && n < sizeof list)
                n += (size_t)snprintf(list + n, sizeof list - n, "%s%s (P%d)", count > 1 ? ", " : "", ro_card_name(b, o), b->card[o].controller + 1);
        }
        if (count > 4 && n < sizeof list) snprintf(list + n, sizeof list - n, ", ...");
        if (deaths) snprintf(buf, size, "P%d: these die at once (%s): which dies first (its Death text first)", p, list);
        else snprintf(buf, size, "P%d: these trigger at once (%s): which resolves first", p, list);
        break;
    }
    case RONE_ASK_LIFEBOUND: { /* the point and the total, from the outcome record (rone.h) */
        const rone_outcome *point = NULL;
        for (int i = 0; s->outcomes_kept && i < s->outcome_count && i < RONE_MAX_OUTCOMES; i++)
            if (s->outcomes[i].kind == RONE_OUT_POINT && s->outcomes[i].seat == s->pending.seat) point = &s->outcomes[i];
        if (point && point->extra == 1) snprintf(buf, size, "P%d: a card to destroy for 1 damage", p); /* not "point 1 of 1" */
        else if (point) snprintf(buf, size, "P%d: a card to destroy: damage point %d of %d", p, point->amount, point->extra);
        else snprintf(buf, size, "P%d: a card to destroy for 1 damage", p);
        break;
    }
    case RONE_ASK_GRAVE_END: { /* what happened to the card, and why the end matters: R51, only the top card may be recycled */
        int top = ztop(b, rone_zone(pile_seat(b, b->card[c].owner), RONE_Z_GRAVE)), k = zone_kind(b->card[c].zone);
        char what[96];
        if (k == RONE_Z_FIELD)
            snprintf(what, sizeof what, "%s (P%d) %s", about, b->card[c].controller + 1,
                     rone_board_set(b)->cards[b->card[c].def].type == RONE_UNIT ? "dies" : "is destroyed");
        else if (k == RONE_Z_HAND) snprintf(what, sizeof what, "%s leaves the hand", about);
        else if (k == RONE_Z_DECK) snprintf(what, sizeof what, "%s leaves the top of the deck", about);
        else if (b->card[c].zone == RONE_Z_STACK) snprintf(what, sizeof what, "%s has resolved", about);
        else snprintf(what, sizeof what, "%s", about);
        if (top >= 0)
            snprintf(buf, size, "P%d: %s: to the top of the graveyard (only the top card may be recycled) or the bottom (%s stays on top)", p,
                     what, ro_card_name(b, top));
        else snprintf(buf, size, "P%d: %s: to the top or the bottom of the graveyard", p, what);
        break;
    }
    case RONE_ASK_MAY: snprintf(buf, size, "P%d: use the optional part of %s?", p, about); break;
    case RONE_ASK_DISCARD: snprintf(buf, size, "P%d: a card to discard for %s", p, about); break;
    case RONE_ASK_MODE: snprintf(buf, size, "P%d: which choice of %s?", p, about); break;
    case RONE_ASK_PAY_CHOICE: snprintf(buf, size, "P%d: which card to exhaust to pay for %s?", p, about); break;
    default: snprintf(buf, size, "P%d: choose", p); break;
    }
}

/* The activated ability an option at a main phase or reaction window uses, or NULL. */
static const rone_ability *option_ability(const rone_state *s, int option) {
    int k = s->pending.kind;
    if (rone_is_over(s) || (k != RONE_ASK_MAIN && k != RONE_ASK_REACT) || option < OPT_ABILITY || option >= OPT_ATTACK ||
        !oset_has(&s->pending.options, option))
        return NULL;
    rone_run r = ro_read_run(&s->now);
    int a = ro_activated_ability(&r, option % 128, option / 128 - 1);
    return a >= 0 ? &r.set->abilities[a] : NULL;
}

bool rone_option_is_economic(const rone_state *s, int option) {
    const rone_ability *a = option_ability(s, option);
    return a && a->economic;
}

/* The text of a card played straight from an option ("play Quick Shot, in hand" at a
 * reaction window: the option is the card), or NULL. */
static const rone_ability *played_text(const rone_state *s, int option) {
    int k = s->pending.kind;
    if (rone_is_over(s) || (k != RONE_ASK_MAIN && k != RONE_ASK_REACT) || option >= RONE_MAX_CARDS || option >= s->now.card_count ||
        !oset_has(&s->pending.options, option) || zone_kind(s->now.card[option].zone) != RONE_Z_HAND)
        return NULL;
    const rone_set *set = rone_board_set(&s->now);
    const rone_card_def *d = &set->cards[s->now.card[option].def];
    for (int i = 0; i < d->ability_count; i++)
        if (set->abilities[d->first_ability + i].kind == RONE_AB_PLAY) return &set->abilities[d->first_ability + i];
    return NULL;
}

bool rone_option_targets_nothing(const rone_state *s, int option) {
    const rone_ability *a = option_ability(s, option);
    int source = option % 128;
    if (!a) a = played_text(s, option), source = option;
    if (!a || !a->step_count) return false;
    const rone_step *st = &rone_board_set(&s->now)->steps[a->first_step];
    if (!ro_step_must_target(st)) return false;
    rone_run r = ro_read_run(&s->now);
    rone_optset o; /* every match by base and filters: the selector's finer filters only take some away */
    ro_collect_matches(&r, st->base, (int)st->filters, s->pending.seat, source, true, &o);
    for (int w = 0; w < CT_MAX_OPTIONS / 64; w++)
        if (o.bits[w]) return false;
    return true;
}

bool rone_option_acts_on_table(const rone_state *s, int option) {
    const rone_ability *a = option_ability(s, option);
    if (!a) a = played_text(s, option);
    if (!a) return true; /* no ability and no card's text (a unit played): unsure */
    const rone_set *set = rone_board_set(&s->now);
    for (int k = 0; k < a->step_count; k++) {
        const rone_step *st = &set->steps[a->first_step + k];
        if (st->verb == RONE_V_ONE_OF || st->verb == RONE_V_MODE || st->verb == RONE_V_SCRIPT) return true; /* unsure */
        if (st->reach != RONE_R_NONE && st->reach != RONE_R_OPPONENT && st->reach != RONE_R_SUBJECT_PLAYER && st->reach != RONE_R_BOUND_PLAYER)
            return true;
    }
    return false;
}

/* Does the ability take cards from seat's graveyard: its price (the controller's top
 * graveyard cards), a step that brings back the top card of the controller's graveyard, or
 * one that removes a graveyard's card (any graveyard)? */
static bool takes_from_graveyard(const rone_board *b, const rone_ability *a, int controller, int seat) {
    const rone_set *set = rone_board_set(b);
    bool own = pile_seat(b, controller) == pile_seat(b, seat);
    if (a->pay_grave && own) return true;
    for (int k = 0; k < a->step_count; k++) {
        int verb = set->steps[a->first_step + k].verb;
        if ((verb == RONE_V_REVIVE && own) || verb == RONE_V_GRAVE_REMOVE) return true;
    }
    return false;
}

bool rone_graveyard_taken(const rone_state *s, int seat) {
    const rone_board *b = &s->now;
    const rone_set *set = rone_board_set(b);
    for (int c = 0; c < b->card_count; c++) {
        if (!ro_on_field(b, c)) continue;
        const rone_card_def *d = &set->cards[b->card[c].def];
        for (int k = 0; k < d->ability_count; k++)
            if (takes_from_graveyard(b, &set->abilities[d->first_ability + k], b->card[c].controller, seat)) return true;
    }
    return false;
}
