/* stack.c: the stack and the reaction windows (docs/rone.md §3): who may react in
 * what order, which fast effects a seat has, activating and paying them, and
 * executing the stack from the top down. */
#include "internal.h"

/* ---- what a seat may do fast ---- */

int ro_activated_ability(const rone_run *r, int c, int slot) {
    const rone_card_def *d = def_of(r, c);
    for (int k = 0; k < d->ability_count; k++)
        if (r->set->abilities[d->first_ability + k].kind == RONE_AB_ACTIVATED && slot-- == 0) return d->first_ability + k;
    return -1;
}

/* What a look at a seat's fast effects found: one (FOUND), and an ability whose water
 * could be paid but not its graveyard price (GRAVE_SHORT: a card arriving in that graveyard
 * could then give the seat a fast effect; fast_options_cached keeps it in grave_wait), a
 * tactic it could pay for kept out only by having no target (NO_TARGET, A11: what targets
 * depend on is not followed, so such a look is not cached), or by having no target only
 * because no unit is where it must choose one (UNIT_WAIT: only a unit arriving on a side
 * can change that, which forgets fast_none for it: fast_options_cached keeps it in
 * unit_wait); need:
 * the least water price above the seat's water among the effects water alone kept out (a
 * gain of water below it gives none; fast_options_cached keeps it in water_need). */
enum { FOUND = 1, GRAVE_SHORT = 2, NO_TARGET = 4, UNIT_WAIT = 8 };
typedef struct fast_look {
    unsigned found;
    int need;
} fast_look;

static bool can_pay(const rone_run *r, int seat, int c, const rone_ability *ab, fast_look *look) {
    const rone_board *b = r->b;
    if (b->water[seat] < ab->pay_water) {
        if (ab->pay_water < look->need) look->need = ab->pay_water;
        return false;
    }
    if (zsize(b, rone_zone(pile_seat(b, seat), RONE_Z_GRAVE)) < ab->pay_grave) {
        look->found |= GRAVE_SHORT;
        return false;
    }
    if (!(ab->pay_discard | ab->pay_exhaust)) return true;
    if (ab->pay_discard && zsize(b, rone_zone(seat, RONE_Z_HAND)) < ab->pay_discard) return false;
    return !ab->pay_exhaust || ro_exhaust_other_choices(r, seat, c, ab, NULL);
}

bool ro_can_pay_ability(const rone_run *r, int seat, int c, const rone_ability *ab) {
    fast_look look = {0, INT16_MAX};
    return can_pay(r, seat, c, ab, &look);
}

/* May seat play tactic c from hand as a fast effect? A fast tactic kept out by its cost
 * alone lowers look->need to its cost. */
static bool can_play_fast_tactic(const rone_run *r, int seat, int c, fast_look *look) {
    const rone_board *b = r->b;
    const rone_card_def *d = def_of(r, c);
    if (d->type != RONE_TACTIC || d->keywords & RONE_KW_SLOW || d->level > b->hero_level[seat]) return false;
    int cost = ro_cost_of(r, c);
    if (cost < 0) return false;
    if (cost > b->water[seat]) {
        if (cost < look->need) look->need = cost;
        return false;
    }
    if (!ro_play_targets_exist(r, c, seat)) { /* A11 */
        look->found |= ro_play_targets_await_unit(r, c, seat) ? UNIT_WAIT : NO_TARGET;
        return false;
    }
    return true;
}

static void add_abilities_of(const rone_run *r, int seat, int c, rone_optset *o, fast_look *look) {
    const rone_board *b = r->b;
    if (b->card[c].exhaustion != 0) return;
    const rone_card_def *d = def_of(r, c);
    if (!d->ability_count) return;
    /* one's own permanents; in 2v2 also the teammate's: both teammates control all the team's
     * cards (R91, R95; A37 as RULES.md RONE R28 reads it now: heroes and technologies too) */
    if (rone_team(b, controller_of(b, c)) != rone_team(b, seat)) return;
    int slot = 0;
    const rone_ability *ab = &r->set->abilities[d->first_ability] - 1;
    for (int k = 0; k < d->ability_count; k++) {
        ab++; /* a pointer walk: no index times the record size */
        if (ab->kind != RONE_AB_ACTIVATED) continue;
        bool used = ab->once_per_turn && slot < 2 && b->card[c].flags & (RONE_CF_USED_FIRST << slot);
        if (!used && can_pay(r, seat, c, ab, look)) {
            if (o) oset_add(o, OPT_ABILITY + 128 * slot + c);
            look->found |= FOUND;
        }
        slot++;
    }
}

/* Adds seat's fast options (tactics c, abilities 128*(slot+1)+c) to o (if o); look->found
 * has FOUND if any (with o NULL, at the first), with GRAVE_SHORT and need as above. */
static void fast_options(rone_run *r, int seat, rone_optset *o, fast_look *look) {
    const rone_board *b = r->b;
    look->found = 0;
    look->need = INT16_MAX;
    int hand = rone_zone(seat, RONE_Z_HAND);
    if (b->fast_in_hand[seat])
        for (int i = b->zstart[hand], end = b->zstart[hand + 1]; i < end; i++) {
            int c = b->order[i];
            if (ro_may_be_fast(b, c) && can_play_fast_tactic(r, seat, c, look)) {
                look->found |= FOUND;
                if (!o) return;
                oset_add(o, c);
            }
        }
    int hero = hero_of(b, seat);
    if (b->card[hero].exhaustion == 0) add_abilities_of(r, seat, hero, o, look);
    if (look->found & FOUND && !o) return;
    if (b->players == 4 && alive(b, seat ^ 2)) { /* 2v2 (teams by parity): the teammate's hero too (A37) */
        int mate = hero_of(b, seat ^ 2);
        if (b->card[mate].exhaustion == 0) add_abilities_of(r, seat, mate, o, look);
        if (look->found & FOUND && !o) return;
    }
    /* the other permanents on the team's side (heroes are never marked): the seat's, and
     * in 2v2 its teammate's (the order does not matter: a set, or whether there is one) */
    for (int k = 0; k < (b->players == 4 ? 2 : 1); k++) {
        int p = k ? (seat + 2) % 4 : seat;
        if (!b->fast_on_field[p]) continue;
        int field = rone_zone(p, RONE_Z_FIELD);
        for (int i = b->zstart[field], end = b->zstart[field + 1]; i < end; i++) {
            int c = b->order[i];
            if (b->card[c].exhaustion != 0 || !ro_may_be_fast(b, c)) continue;
            add_abilities_of(r, seat, c, o, look);
            if (look->found & FOUND && !o) return;
        }
    }
}

bool ro_has_fast_effect(rone_run *r, int seat) {
    fast_look look;
    fast_options(r, seat, NULL, &look);
    return look.found & FOUND;
}

/* fast_options through the board's fast_none: a seat known to have nothing costs a bit
 * test; one found to have nothing is remembered, unless a cost static, an exhaust_other
 * cost or a tactic with no target for another reason than no unit (NO_TARGET) could change
 * it (what they read is not followed by fast_none). */
static bool fast_options_cached(rone_run *r, int seat, rone_optset *o) {
    rone_board *b = r->b;
    if (b->fast_none >> seat & 1) return false;
    fast_look look;
    fast_options(r, seat, o, &look);
    if (look.found & FOUND) return true;
    if (!b->fast_uncached && !b->static_stats[RONE_STAT_COST] && !(look.found & NO_TARGET)) {
        uint8_t bit = (uint8_t)(1u << seat);
        b->fast_none |= bit;
        b->grave_wait = (uint8_t)(look.found & GRAVE_SHORT ? b->grave_wait | bit : b->grave_wait & ~bit);
        b->unit_wait = (uint8_t)(look.found & UNIT_WAIT ? b->unit_wait | bit : b->unit_wait & ~bit);
        b->water_need[seat] = (uint8_t)(look.need < UINT8_MAX ? look.need : UINT8_MAX);
    }
    return false;
}

bool ro_add_fast_options(rone_run *r, int seat, rone_optset *o) { return fast_options_cached(r, seat, o); }

void ro_push_item(rone_run *r, rone_stack_item it) {
    rone_board *b = r->b;
    if (b->stack_count >= RONE_MAX_STACK) { /* only a looping card could get here: drop it */
        return;
    }
    b->stack[b->stack_count++] = it;
}

unsigned ro_ask_initiatives(rone_run *r, int seat, int c) {
    rone_board *b = r->b;
    const rone_card_def *d = def_of(r, c);
    unsigned mask = 0;
    int k = 0;
    for (int i = 0; i < d->ability_count; i++) { /* R85: each initiative, in printed order */
        const rone_ability *a = &r->set->abilities[d->first_ability + i];
        if (a->kind != RONE_AB_INITIATIVE) continue;
        if (b->water[seat] >= a->pay_water && rone_ask_01(r, seat, RONE_ASK_INITIATIVE, c) == 1) {
            b->water[seat] = (int16_t)(b->water[seat] - a->pay_water); /* paid: fast_none holds */
            mask |= 1u << k;
        }
        k++;
    }
    return mask;
}

void ro_activate_fast(rone_run *r, int seat, int option) {
    rone_board *b = r->b;
    rone_stack_item it = {0};
    it.controller = (uint8_t)seat;
    it.subject = RONE_NONE;
    if (option < OPT_ABILITY) {  /* a fast tactic from hand */
        int c = option;
        const rone_card_def *d = def_of(r, c);
        it.kind = RONE_IT_PLAY;
        it.card = (uint8_t)c;
        for (int k = 0; k < d->ability_count; k++)
            if (r->set->abilities[d->first_ability + k].kind == RONE_AB_PLAY) {
                it.ability = (uint8_t)k;
                ro_choose_activation_targets(r, d->first_ability + k, c, seat, &it);
                break;
            }
        b->water[seat] = (int16_t)(b->water[seat] - ro_cost_of(r, c)); /* paid: fast_none holds (internal.h) */
        it.extra = (uint8_t)ro_ask_initiatives(r, seat, c); /* R85: any card played (RULES.md RONE R43) */
        ro_zone_move(b, c, RONE_Z_STACK, false);
        b->card[c].controller = (uint8_t)seat;
        ro_push_item(r, it);
        return;
    }
    int slot = option / 128 - 1, c = option % 128;
    int a = ro_activated_ability(r, c, slot);
    const rone_ability *ab = &r->set->abilities[a];
    /* step 3: choose and pay */
    it.kind = RONE_IT_ABILITY;
    it.card = (uint8_t)c;
    it.ability = (uint8_t)(a - def_of(r, c)->first_ability);
    ro_choose_activation_targets(r, a, c, seat, &it);
    ro_exhaust(b, c, ab->exhaust);
    if (ab->once_per_turn && slot < 2) b->card[c].flags |= (uint8_t)(RONE_CF_USED_FIRST << slot), ro_mark_turn(b, c);
    b->water[seat] = (int16_t)(b->water[seat] - ab->pay_water); /* paid, exhausted, marked: fast_none holds */
    int grave = rone_zone(pile_seat(b, seat), RONE_Z_GRAVE);
    for (int i = 0; i < ab->pay_grave; i++) {
        int gone = ztop(b, grave);
        ro_zone_move(b, gone, RONE_Z_REMOVED, false);
        ro_note(r, RONE_OUT_GRAVE, c, gone, 0, 0, seat);
    }
    if (ab->pay_discard || ab->pay_exhaust) ro_pay_more(r, seat, c, ab);
    ro_push_item(r, it);
}

/* ---- reaction rounds ---- */

/* The seats in reaction order after opener: enemies in turn order, then teammates, then opener. */
static inline int reaction_order(const rone_board *b, int opener, int *order) {
    int n = 0;
    if (b->players == 2) { /* 1 v 1: the other seat, then the opener */
        if (alive(b, opener ^ 1)) order[n++] = opener ^ 1;
    } else if (b->players == 4) { /* 2v2 (teams by parity): the next seat, the one before, the teammate */
        static const int8_t after[3] = {1, 3, 2};
        for (int k = 0; k < 3; k++) {
            int p = (opener + after[k]) & 3;
            if (alive(b, p)) order[n++] = p;
        }
    } else { /* no teammates: every other live seat in turn order */
        for (int k = 1; k < b->players; k++) {
            int p = opener + k < b->players ? opener + k : opener + k - b->players;
            if (alive(b, p)) order[n++] = p;
        }
    }
    if (alive(b, opener)) order[n++] = opener;
    return n;
}

/* One round (§3.2). quiet: the opener is asked only once someone else acted (A6).
 * *offered becomes true if a seat had a fast effect (and so was asked). Out of line:
 * round_of tests first whether any seat could be asked. */
static __attribute__((noinline)) bool round_asking(rone_run *r, int opener, bool quiet, bool *offered) {
    rone_board *b = r->b;
    int order[RONE_MAX_SEATS];
    int n = reaction_order(b, opener, order), passes = 0, i = 0;
    bool acted = false;
    while (passes < n) {
        int seat = order[i];
        if (++i == n) i = 0;
        if (b->phase == RONE_PH_OVER) return acted;
        if (quiet && !acted && seat == opener) { passes++; continue; }
        if (b->fast_none >> seat & 1) { passes++; continue; } /* known to have nothing fast */
        rone_optset o;
        oset_clear(&o);
        if (!fast_options_cached(r, seat, &o)) { passes++; continue; } /* nothing to use: not asked */
        *offered = true;
        oset_add(&o, RONE_NONE);
        int answer = rone_ask(r, seat, RONE_ASK_REACT, RONE_NONE, &o);
        if (answer == RONE_NONE) { passes++; continue; }
        ro_activate_fast(r, seat, answer);
        acted = true;
        opener = seat;
        n = reaction_order(b, opener, order);
        passes = 0;
        i = 0;
    }
    return acted;
}

/* A round where every seat that would be asked is known to have nothing fast passes
 * unasked (inline: the usual case, a bit test and no call). */
static inline bool round_of(rone_run *r, int opener, bool quiet, bool *offered) {
    return ro_round_may_ask(r->b, opener, quiet) && round_asking(r, opener, quiet, offered);
}

bool ro_reaction_round_asking(rone_run *r, int opener) {
    bool offered = false;
    round_of(r, opener, false, &offered);
    return offered;
}

/* Executes one stack item (already popped). */
static void execute_item(rone_run *r, rone_stack_item it);

void ro_resolve_to(rone_run *r, int depth) {
    rone_board *b = r->b;
    while (b->stack_count > depth) {
        /* the item stays on the stack while it executes (triggers go above it) */
        int at = b->stack_count - 1;
        b->stack[at].executing = 1;
        rone_stack_item it = b->stack[at];
        ro_note(r, RONE_OUT_RESOLVED, it.card, it.target_count ? it.targets[0] : it.subject, 0, it.kind, it.controller);
        execute_item(r, it);
        b->stack_count = (uint8_t)at;
    }
}

bool ro_window_asking(rone_run *r, int opener) {
    int depth = r->b->stack_count;
    bool offered = false;
    for (int guard = 0; guard < 64; guard++) {
        bool acted = round_of(r, opener, false, &offered);
        if (!acted) return offered;
        ro_resolve_to(r, depth);
        if (depth == 0) ro_check_game_end(r);
        if (r->b->phase == RONE_PH_OVER) return offered;
    }
    return offered;
}

bool ro_cancel_window_asking(rone_run *r, int announcer) {
    int depth = r->b->stack_count;
    bool offered = false, acted = round_of(r, announcer, true, &offered);
    ro_resolve_to(r, depth);
    return acted;
}

/* ---- triggers ---- */

int ro_push_triggers(rone_run *r, int event, int card) {
    rone_board *b = r->b;
    const rone_card_def *d = def_of(r, card);
    int pushed = 0;
    for (int k = d->ability_count - 1; k >= 0; k--) { /* printed order executes first: pushed last */
        const rone_ability *a = &r->set->abilities[d->first_ability + k];
        if (a->kind != RONE_AB_TRIGGER || a->event != event) continue;
        if (a->once_per_turn) { /* at most once in each turn */
            if (b->card[card].flags & RONE_CF_TRIGGERED) continue;
            b->card[card].flags |= RONE_CF_TRIGGERED;
            ro_mark_turn(b, card);
        }
        rone_stack_item it = {RONE_IT_TRIGGER, (uint8_t)card, (uint8_t)k, controller_of(b, card), RONE_NONE, 0, 0, 0, {0}};
        ro_push_item(r, it);
        pushed++;
    }
    return pushed;
}

void ro_trigger_round(rone_run *r, int depth) {
    rone_board *b = r->b;
    if (b->stack_count <= depth) return;
    ro_reaction_round(r, b->stack[b->stack_count - 1].controller); /* R42: the controller's opponents first */
    ro_resolve_to(r, depth);
}

/* ---- executing items ---- */
void ro_enter_battlefield(rone_run *r, int c, int seat, bool recycled, unsigned initiatives);

static void finish_tactic(rone_run *r, int c, bool recycled) {
    rone_board *b = r->b;
    if (b->card[c].zone != RONE_Z_STACK) return;
    if (def_of(r, c)->keywords & RONE_KW_SHIELD) {
        int owner = b->card[c].owner;
        ro_note(r, RONE_OUT_SHIELD, c, rone_zone(pile_seat(b, owner), RONE_Z_DECK), 0, 0, controller_of(b, c));
        ro_clear_card_state(b, c);
        ro_zone_move(b, c, rone_zone(pile_seat(b, owner), RONE_Z_DECK), true);
        b->card[c].flags |= RONE_CF_SHIELD_UP;
        b->card[c].seen = (1u << RONE_MAX_SEATS) - 1;
    } else if (recycled) {
        ro_clear_card_state(b, c);
        ro_zone_move(b, c, RONE_Z_REMOVED, false);
    } else {
        ro_to_graveyard(r, c, controller_of(b, c));
    }
}

static void run_initiatives(rone_run *r, int c, int seat, unsigned mask) {
    const rone_card_def *d = def_of(r, c);
    int k = 0;
    for (int i = 0; i < d->ability_count; i++) {
        int a = d->first_ability + i;
        if (r->set->abilities[a].kind != RONE_AB_INITIATIVE) continue;
        if (mask >> k & 1) ro_run_ability(r, a, c, seat, NULL);
        k++;
    }
}

static void execute_item(rone_run *r, rone_stack_item it) {
    rone_board *b = r->b;
    int c = it.card, seat = it.controller;
    switch (it.kind) {
    case RONE_IT_PLAY:
    case RONE_IT_RECYCLE: {
        bool recycled = it.kind == RONE_IT_RECYCLE;
        const rone_card_def *d = def_of(r, c);
        if (d->type == RONE_TACTIC) {
            if (d->ability_count && it.ability < d->ability_count &&
                r->set->abilities[d->first_ability + it.ability].kind == RONE_AB_PLAY)
                ro_run_ability(r, d->first_ability + it.ability, c, seat, &it);
            if (!recycled) run_initiatives(r, c, seat, it.extra);
            if (recycled && d->events >> RONE_EV_RECYCLE & 1) ro_fire_trigger(r, RONE_EV_RECYCLE, c);
            finish_tactic(r, c, recycled);
            if (!recycled && b->phase != RONE_PH_OVER) ro_fire_watchers(r, RONE_EV_TACTIC_PLAYED, c, seat);
        } else {
            ro_enter_battlefield(r, c, seat, recycled, recycled ? 0 : it.extra);
        }
        break;
    }
    case RONE_IT_ABILITY:
    case RONE_IT_TRIGGER:
        ro_run_ability(r, def_of(r, c)->first_ability + it.ability, c, seat, &it);
        break;
    case RONE_IT_LEVEL_UP: {
        int lv = b->hero_level[seat];
        if (lv >= 3) break;
        int old = b->hero[seat][lv - 1], next = b->hero[seat][lv];
        b->card[next].exhaustion = b->card[old].exhaustion;
        b->card[next].controller = (uint8_t)seat;
        ro_zone_move(b, old, rone_zone(seat, RONE_Z_HERODECK), true);
        ro_zone_move(b, next, rone_zone(seat, RONE_Z_FIELD), false);
        b->card[old].exhaustion = 0;
        b->hero_level[seat] = (uint8_t)(lv + 1);
        ro_fast_changed(b, seat);
        ro_fire_watchers(r, RONE_EV_LEVEL_UP, next, seat);
        break;
    }
    default:
        break; /* end of turn, attacks: the script goes on */
    }
}

/* A permanent enters the battlefield under seat's control (played or recycled). */
void ro_enter_battlefield(rone_run *r, int c, int seat, bool recycled, unsigned initiatives) {
    rone_board *b = r->b;
    const rone_card_def *d = def_of(r, c);
    if (b->card[c].zone != RONE_Z_STACK) return;
    if (d->type == RONE_TECH) {
        int techs = 0, field = rone_zone(seat, RONE_Z_FIELD);
        for (int i = 0; i < zsize(b, field); i++) techs += def_of(r, zcard(b, field, i))->type == RONE_TECH;
        if (techs >= 3) { /* the limit (R21): it cannot enter; it goes to the graveyard */
            ro_to_graveyard(r, c, seat);
            return;
        }
    }
    ro_clear_card_state(b, c);
    b->card[c].controller = (uint8_t)seat;
    ro_zone_move(b, c, rone_zone(seat, RONE_Z_FIELD), false);
    if (recycled) ro_exhaust(b, c, 2);
    bool bf = d->events >> RONE_EV_BATTLEFIELD & 1, rc = recycled && (d->events >> RONE_EV_RECYCLE & 1);
    if (bf && rc) {
        /* AP orders the two (A28); they go on the stack together (R43) */
        int first = rone_ask_01(r, b->current, RONE_ASK_ORDER, c), depth = b->stack_count;
        ro_push_triggers(r, first ? RONE_EV_BATTLEFIELD : RONE_EV_RECYCLE, c);
        ro_push_triggers(r, first ? RONE_EV_RECYCLE : RONE_EV_BATTLEFIELD, c);
        ro_trigger_round(r, depth);
    } else if (bf) {
        ro_fire_trigger(r, RONE_EV_BATTLEFIELD, c);
    } else if (rc) {
        ro_fire_trigger(r, RONE_EV_RECYCLE, c);
    }
    if (initiatives) run_initiatives(r, c, seat, initiatives);
    if (d->type == RONE_UNIT && ro_on_field(b, c) && b->phase != RONE_PH_OVER) ro_fire_watchers(r, RONE_EV_UNIT_ENTERS, c, seat);
}
