/* effects.c: executing game text (R64-R71, A8-A13): the step interpreter, selectors
 * and targets, triggered abilities (and watched events: unit_enters ... level_up),
 * destruction and pending deaths, unit damage and lifebound damage to heroes. */
#include "internal.h"

/* ---- selectors ---- */

static bool type_matches(int base, int type) {
    switch (base) {
    case RONE_SEL_UNIT: return type == RONE_UNIT;
    case RONE_SEL_HERO: return type == RONE_HERO;
    case RONE_SEL_TECH: return type == RONE_TECH;
    case RONE_SEL_CARD: return true;
    case RONE_SEL_PERMANENT: return type != RONE_TACTIC;
    default: return false;
    }
}

/* Does card c have the plain filter bit f (one of DAMAGED .. IN_COMBAT, ACTIVE, EXHAUSTED,
 * HAS_BATTLEFIELD)? plain: values without static abilities. */
static bool has_property(const rone_run *r, int c, uint32_t f, bool plain) {
    const rone_board *b = r->b;
    const rone_card *k = &b->card[c];
    const rone_card_def *d = def_of(r, c);
    switch (f) {
    case RONE_F_ACTIVE: return k->exhaustion == 0;
    case RONE_F_EXHAUSTED: return k->exhaustion != 0;
    case RONE_F_HAS_BATTLEFIELD: return d->events >> RONE_EV_BATTLEFIELD & 1;
    case RONE_F_DAMAGED: return k->damage > 0;
    case RONE_F_FLYING: return (plain ? ro_plain_keywords_of(r, c) : ro_keywords_of(r, c)) & RONE_KW_FLYING;
    case RONE_F_INVISIBLE: return (plain ? ro_plain_keywords_of(r, c) : ro_keywords_of(r, c)) & RONE_KW_INVISIBILITY;
    case RONE_F_DEFENDER: return (plain ? ro_plain_keywords_of(r, c) : ro_keywords_of(r, c)) & RONE_KW_DEFENDER;
    case RONE_F_RANGED:
    case RONE_F_MELEE_ONLY: { /* ranged > 0, or none (A16: the current value) */
        int ranged = plain ? d->ranged + k->ranged_mod : ro_ranged_of(r, c);
        return d->type == RONE_UNIT && ((ranged > 0) == (f == RONE_F_RANGED));
    }
    case RONE_F_ATTACKING: return b->attacker == c;
    case RONE_F_DEFENDING: return b->defender == c;
    case RONE_F_IN_COMBAT: return b->attacker == c || b->defender == c;
    default: return true;
    }
}

bool ro_card_fits(const rone_run *r, int c, int base, uint32_t filters, const rone_sel_more *more, int controller, int source,
                  bool plain) {
    const rone_board *b = r->b;
    const rone_card_def *d = def_of(r, c);
    if (!type_matches(base, d->type)) return false;
    int them = controller_of(b, c);
    if (filters & RONE_F_OWN && rone_team(b, them) != rone_team(b, controller)) return false;
    if (filters & RONE_F_ENEMY && !ro_is_enemy(b, controller, them)) return false;
    if (filters & RONE_F_OTHER && c == source) return false;
    if (filters & RONE_F_NOT(RONE_F_OWN) && rone_team(b, them) == rone_team(b, controller)) return false;
    if (filters & RONE_F_NOT(RONE_F_ENEMY) && ro_is_enemy(b, controller, them)) return false;
    if (filters & RONE_F_NOT(RONE_F_OTHER) && c != source) return false;
    for (uint32_t f = RONE_F_ACTIVE; f <= RONE_F_IN_COMBAT; f <<= 1) {
        if (f == RONE_F_HAS_BATTLEFIELD && !(filters & (f | RONE_F_NOT(f)))) continue;
        if (filters & f && !has_property(r, c, f, plain)) return false;
        if (filters & RONE_F_NOT(f) && has_property(r, c, f, plain)) return false;
    }
    if (!more || !(filters & RONE_F_MORE)) return true;
    if (more->race && strcmp(d->race ? d->race : "", more->race) != 0) return false;
    if (more->level_le && d->level > more->level_le - 1) return false;
    if (more->level_ge && d->level < more->level_ge - 1) return false;
    if (more->health_le) {
        if (d->type != RONE_UNIT) return false;
        int health = plain ? ro_plain_health_of(r, c) : ro_health_of(r, c);
        if (health > more->health_le - 1) return false;
    }
    if (more->has) {
        bool has = false;
        if (more->has < 16) has = d->events >> more->has & 1;
        else
            for (int k = 0; k < d->ability_count; k++)
                has |= r->set->abilities[d->first_ability + k].kind == (more->has == 16 ? RONE_AB_ACTIVATED : RONE_AB_STATIC);
        if (!has) return false;
    }
    return true;
}

int ro_team_choice(rone_run *r, int card, int named, int actor) {
    const rone_board *b = r->b;
    if (b->players != 4 || named < 0 || named >= 4) return named;
    int chooser = actor >= 0 && actor < 4 && alive(b, actor) && rone_team(b, actor) == rone_team(b, named) ? actor : named;
    rone_optset o;
    oset_clear(&o);
    for (int p = named % 2; p < 4; p += 2)
        if (alive(b, p)) oset_add(&o, RONE_PLAYER + p);
    int a = rone_ask(r, chooser, RONE_ASK_SEAT, card, &o);
    return a >= RONE_PLAYER && a < RONE_PLAYER + 4 ? a - RONE_PLAYER : named;
}

void ro_to_owners_hand(rone_run *r, int c, int actor) {
    rone_board *b = r->b;
    int to = ro_team_choice(r, c, b->card[c].owner, actor); /* asked while the card is still where it was */
    ro_clear_card_state(b, c); /* its owner stays the team's record, as for every card a teammate draws */
    b->card[c].flags &= (uint8_t)~RONE_CF_SHIELD_UP;
    ro_zone_move(b, c, rone_zone(to, RONE_Z_HAND), false);
}

/* Can chooser target card c (R79, R80, A25)? Inline in collect's loop. */
static inline __attribute__((always_inline)) bool can_target(rone_run *r, int chooser, int c) {
    return !(ro_keywords_of(r, c) & RONE_KW_INVISIBILITY) || ro_has_detection(r, chooser);
}

/* Does card c on the battlefield match? collect tested own and enemy for its side (a card
 * on a side is controlled by that side's seat, check.c). */
static bool matches(const rone_run *r, int c, int base, uint32_t filters, const rone_sel_more *more, int controller, int source,
                    bool plain) {
    const rone_board *b = r->b;
    if (!type_matches(base, def_of(r, c)->type)) return false;
    if (filters <= (RONE_F_HAS_BATTLEFIELD | RONE_F_EXHAUSTED | RONE_F_ACTIVE | RONE_F_OTHER | RONE_F_ENEMY | RONE_F_OWN)) {
        /* the older filters, as before */
        if (filters & RONE_F_OTHER && c == source) return false;
        if (filters & RONE_F_ACTIVE && b->card[c].exhaustion != 0) return false;
        if (filters & RONE_F_EXHAUSTED && b->card[c].exhaustion == 0) return false;
        if (filters & RONE_F_HAS_BATTLEFIELD && !(def_of(r, c)->events >> RONE_EV_BATTLEFIELD & 1)) return false;
        return true;
    }
    return ro_card_fits(r, c, base, filters, more, controller, source, plain);
}

static bool collect(const rone_run *r, int base, uint32_t filters, const rone_sel_more *more, int controller, int source,
                    bool targeting, bool plain, rone_optset *o);

/* Every matching object into o: cards, or players as RONE_PLAYER + seat. */
void ro_collect_matches(rone_run *r, int base, int filters, int controller, int source, bool targeting, rone_optset *o) {
    collect(r, base, (uint32_t)filters, NULL, controller, source, targeting, false, o);
}

/* Every matching object into o (cleared first), or with o NULL only whether there is one
 * (the look stops at the first: ro_play_targets_exist asks no more); returns whether any. */
static bool collect(const rone_run *r, int base, uint32_t filters, const rone_sel_more *more, int controller, int source,
                    bool targeting, bool plain, rone_optset *o) {
    const rone_board *b = r->b;
    bool any = false;
    if (o) oset_clear(o);
    if (base == RONE_SEL_PLAYER) {
        for (int p = 0; p < b->players; p++) {
            if (!alive(b, p)) continue;
            if (filters & RONE_F_OWN && rone_team(b, p) != rone_team(b, controller)) continue;
            if (filters & RONE_F_ENEMY && !ro_is_enemy(b, controller, p)) continue;
            if (!o) return true;
            oset_add(o, RONE_PLAYER + p);
            any = true;
        }
        return any;
    }
    for (int p = 0; p < b->players; p++) {
        /* own and enemy once for the side: every card on it is p's */
        if (filters & RONE_F_OWN && rone_team(b, p) != rone_team(b, controller)) continue;
        if (filters & RONE_F_ENEMY && !ro_is_enemy(b, controller, p)) continue;
        if (base == RONE_SEL_UNIT) { /* the side's units (a set: their order does not matter) */
            for (int w = 0; w < 2; w++)
                for (uint64_t m = b->side_units[p][w]; m; m &= m - 1) {
                    int c = 64 * w + __builtin_ctzll(m);
                    if (matches(r, c, base, filters, more, controller, source, plain) &&
                        (!targeting || can_target((rone_run *)r, controller, c))) {
                        if (!o) return true;
                        oset_add(o, c);
                        any = true;
                    }
                }
            continue;
        }
        int z = rone_zone(p, RONE_Z_FIELD);
        for (int i = b->zstart[z], end = b->zstart[z + 1]; i < end; i++) { /* nothing moves while looking */
            int c = b->order[i];
            if (matches(r, c, base, filters, more, controller, source, plain) &&
                (!targeting || can_target((rone_run *)r, controller, c))) {
                if (!o) return true;
                oset_add(o, c);
                any = true;
            }
        }
    }
    return any;
}

/* ---- the costs with a choice (pay = ["discard N", "exhaust_other N SELECTOR"]) ---- */

/* Another card seat controls matching the selector that can take all N quarter turns
 * (exhaustion <= 3 - N; docs/RULES.md RONE: a cost is paid in full or not at all). */
bool ro_exhaust_other_choices(const rone_run *r, int seat, int c, const rone_ability *ab, rone_optset *o) {
    const rone_board *b = r->b;
    bool any = false;
    if (o) oset_clear(o);
    int z = rone_zone(seat, RONE_Z_FIELD);
    for (int i = 0; i < zsize(b, z); i++) {
        int x = zcard(b, z, i);
        if (x == c || b->card[x].exhaustion > 3 - ab->pay_exhaust) continue;
        if (!ro_card_fits(r, x, ab->pay_base, ab->pay_filters, NULL, seat, c, false)) continue;
        if (!o) return true;
        oset_add(o, x);
        any = true;
    }
    return any;
}

void ro_pay_more(rone_run *r, int seat, int c, const rone_ability *ab) {
    rone_board *b = r->b;
    int hand = rone_zone(seat, RONE_Z_HAND);
    for (int k = 0; k < ab->pay_discard && zsize(b, hand); k++) {
        rone_optset o;
        oset_clear(&o);
        for (int i = 0; i < zsize(b, hand); i++) oset_add(&o, zcard(b, hand, i));
        int x = rone_ask(r, seat, RONE_ASK_DISCARD, c, &o);
        if (x < 0) break;
        ro_to_graveyard(r, x, seat);
    }
    if (ab->pay_exhaust) {
        rone_optset o;
        if (!ro_exhaust_other_choices(r, seat, c, ab, &o)) return;
        int x = rone_ask(r, seat, RONE_ASK_PAY_CHOICE, c, &o);
        if (x >= 0) ro_exhaust(b, x, ab->pay_exhaust);
    }
}

/* ---- damage and destruction ---- */

void ro_deal_unit_damage(rone_run *r, int c, int n) {
    if (n > 0 && ro_on_field(r->b, c)) r->b->card[c].damage = (int8_t)(r->b->card[c].damage + n), r->b->deaths_due = 1;
}

void ro_destroy_permanent(rone_run *r, int c, int chooser) {
    rone_board *b = r->b;
    if (!ro_on_field(b, c) || def_of(r, c)->type == RONE_HERO) return;
    const rone_card_def *d = def_of(r, c);
    int controller = controller_of(b, c), owner = b->card[c].owner;
    if (d->keywords & RONE_KW_SHIELD && d->type == RONE_TECH) { /* R82 against R21: a technology never goes into a deck; removed, no Death */
        ro_note(r, RONE_OUT_SHIELD, c, RONE_Z_REMOVED, 0, 1, controller);
        ro_clear_card_state(b, c);
        ro_zone_move(b, c, RONE_Z_REMOVED, false);
        return;
    }
    if (d->keywords & RONE_KW_SHIELD) { /* R82, A29: to the deck's bottom, face up; no Death */
        ro_note(r, RONE_OUT_SHIELD, c, rone_zone(pile_seat(b, owner), RONE_Z_DECK), 0, 0, controller);
        ro_clear_card_state(b, c);
        ro_zone_move(b, c, rone_zone(pile_seat(b, owner), RONE_Z_DECK), true);
        b->card[c].flags |= RONE_CF_SHIELD_UP;
        b->card[c].seen = (1u << RONE_MAX_SEATS) - 1;
        return;
    }
    ro_to_graveyard(r, c, chooser);
    if (d->events >> RONE_EV_DEATH & 1) {
        b->card[c].controller = (uint8_t)controller; /* the Death text is its last controller's */
        ro_fire_trigger(r, RONE_EV_DEATH, c);
        if (b->card[c].zone == rone_zone(pile_seat(b, owner), RONE_Z_GRAVE)) b->card[c].controller = (uint8_t)owner;
    }
    if (d->type == RONE_UNIT && b->phase != RONE_PH_OVER) ro_fire_watchers(r, RONE_EV_UNIT_DIES, c, controller);
}

/* R19, R67, A13: every unit at health <= 0 is destroyed; the active player orders
 * simultaneous deaths, each one's Death text executing before the next is moved. */
void ro_check_deaths(rone_run *r) {
    rone_board *b = r->b;
    if (!b->deaths_due && !b->health_statics) return; /* nothing changed that could kill (rone.h) */
    for (int guard = 0; guard < RONE_MAX_CARDS; guard++) {
        rone_optset dying; /* cleared at the first dying unit (most checks find none) */
        bool statics = b->health_statics > 0, any = false;
        /* no health static can lower a unit by more than floor: one above -floor lives
         * without the sum of the statics that apply to it */
        int floor = statics ? ro_static_floor(r, RONE_STAT_HEALTH) : 0;
        for (int w = 0; w < 2; w++) { /* the units on every side (nothing moves while looking) */
            uint64_t units = 0;
            for (int p = 0; p < b->players; p++) units |= b->side_units[p][w];
            for (; units; units &= units - 1) {
                int c = 64 * w + __builtin_ctzll(units);
                int plain = ro_plain_health_of(r, c);
                if (b->card[c].flags & RONE_CF_DYING || (statics && plain + floor <= 0 ? ro_health_of(r, c) : plain) <= 0) {
                    b->card[c].flags |= RONE_CF_DYING;
                    if (!any) oset_clear(&dying);
                    oset_add(&dying, c);
                    any = true;
                }
            }
        }
        if (!any) {
            b->deaths_due = 0;
            return;
        }
        int c = rone_ask(r, b->current, RONE_ASK_ORDER, RONE_NONE, &dying);
        b->card[c].flags &= (uint8_t)~RONE_CF_DYING;
        ro_destroy_permanent(r, c, -1);
    }
}

/* A hero-damage event that dealt damage finished: Strike of the source (A23). */
static void strike(rone_run *r, int source, int victim) {
    rone_board *b = r->b;
    if (source < 0 || source >= RONE_MAX_CARDS || !(def_of(r, source)->events >> RONE_EV_STRIKE & 1)) return;
    if (!ro_is_enemy(b, controller_of(b, source), victim)) return;
    int depth = b->stack_count;
    ro_push_triggers(r, RONE_EV_STRIKE, source);
    for (int i = depth; i < b->stack_count; i++) b->stack[i].subject = (uint8_t)(RONE_PLAYER + victim); /* trigger.player */
    ro_trigger_round(r, depth);
}

/* R72, R73, A30: one point at a time, the damaged player picks a hand card or the
 * deck's top (a face-up shield there absorbs the point). */
void ro_hero_damage(rone_run *r, int seat, int n, int source) {
    rone_board *b = r->b;
    if (n <= 0 || !alive(b, seat)) return;
    int deck = rone_zone(pile_seat(b, seat), RONE_Z_DECK), hand = rone_zone(seat, RONE_Z_HAND);
    int dealt = 0, absorbed = 0; /* points that destroyed a card; points a shield absorbed */
    ro_note(r, RONE_OUT_LIFEBOUND, source < RONE_MAX_CARDS ? source : RONE_NONE, RONE_PLAYER + seat, n, 0, seat);
    for (int k = 0; k < n; k++) {
        rone_optset o;
        oset_clear(&o);
        for (int i = 0; i < zsize(b, hand); i++) oset_add(&o, zcard(b, hand, i));
        if (zsize(b, deck)) oset_add(&o, OPT_DECK_TOP);
        ro_note(r, RONE_OUT_POINT, source < RONE_MAX_CARDS ? source : RONE_NONE, RONE_PLAYER + seat, k + 1, n, seat);
        int answer = rone_ask(r, seat, RONE_ASK_LIFEBOUND, source < RONE_MAX_CARDS ? source : RONE_NONE, &o);
        if (answer < 0) break; /* nothing left to destroy */
        if (answer == OPT_DECK_TOP) {
            int c = ztop(b, deck);
            if (b->card[c].flags & RONE_CF_SHIELD_UP) {
                b->card[c].flags &= (uint8_t)~RONE_CF_SHIELD_UP;
                ro_zone_move(b, c, RONE_Z_REMOVED, false);
                absorbed++; /* that point is not dealt (A23, RULES.md RONE R11) */
                continue;
            }
            b->reveals++;
            ro_to_graveyard(r, c, seat);
            ro_note(r, RONE_OUT_TAKEN, source < RONE_MAX_CARDS ? source : RONE_NONE, c, k + 1, n, seat);
        } else {
            ro_to_graveyard(r, answer, seat);
            ro_note(r, RONE_OUT_TAKEN, source < RONE_MAX_CARDS ? source : RONE_NONE, answer, k + 1, n, seat);
        }
        dealt++;
    }
    /* Strike: unless shields absorbed the whole hit (absorbed damage is not dealt, A23) */
    if (absorbed < n) strike(r, source, seat);
    /* hero_damaged: only when a point destroyed a card (so a watcher dealing damage ends when nothing is left) */
    if (dealt && b->phase != RONE_PH_OVER && alive(b, seat)) ro_fire_watchers(r, RONE_EV_HERO_DAMAGED, hero_of(b, seat), seat);
}

/* ---- triggers ---- */

void ro_fire_trigger(rone_run *r, int event, int card) { ro_fire_triggers(r, event, &card, 1); }

/* R43, A3: triggers that fire at the same moment are collected and put on the stack
 * together, in the order the active player chooses (the one chosen first executes
 * first, so it goes on top); then one reaction round, opened by the controller of the
 * top one, and they execute (docs/RULES.md RONE R33). */
void ro_fire_triggers(rone_run *r, int event, const int *cards, int n) {
    rone_board *b = r->b;
    int depth = b->stack_count, order[RONE_MAX_CARDS];
    rone_optset o;
    oset_clear(&o);
    for (int i = 0; i < n; i++) oset_add(&o, cards[i]);
    int count = 0; /* a card named twice is one card */
    for (int c; (c = rone_ask(r, b->current, RONE_ASK_ORDER, RONE_NONE, &o)) >= 0; order[count++] = c)
        o.bits[c >> 6] &= ~((uint64_t)1 << (c & 63));
    for (int k = count - 1; k >= 0; k--) ro_push_triggers(r, event, order[k]);
    ro_trigger_round(r, depth);
}

/* Does card c's ability a watch an event that happened to seat's card (whose=)? */
static bool watches(const rone_run *r, const rone_ability *a, int c, int seat, int subject) {
    const rone_board *b = r->b;
    int mine = controller_of(b, c);
    if (a->once_per_turn && b->card[c].flags & RONE_CF_TRIGGERED) return false;
    if (a->has_filter && (subject >= RONE_MAX_CARDS ||
                          !ro_card_fits(r, subject, a->applies_base, a->applies_filters, &a->applies_more, mine, c, false)))
        return false;
    switch (a->whose) {
    case RONE_WHOSE_ANY: return true;
    case RONE_WHOSE_ENEMY: return ro_is_enemy(b, mine, seat);
    default: return rone_team(b, mine) == rone_team(b, seat);
    }
}

/* Fires card c's abilities watching event, each with $it = subject (the item's target). */
static void fire_watcher(rone_run *r, int event, int c, int subject, int seat) {
    rone_board *b = r->b;
    const rone_card_def *d = def_of(r, c);
    for (int k = 0; k < d->ability_count; k++) {
        const rone_ability *a = &r->set->abilities[d->first_ability + k];
        if (a->kind != RONE_AB_TRIGGER || a->event != event || !watches(r, a, c, seat, subject)) continue;
        if (!ro_on_field(b, c)) return; /* an earlier one moved it */
        if (a->once_per_turn) b->card[c].flags |= RONE_CF_TRIGGERED, ro_mark_turn(b, c);
        rone_stack_item it = {RONE_IT_TRIGGER, (uint8_t)c, (uint8_t)k, controller_of(b, c), (uint8_t)subject, 0, 0, 0, {0}};
        int depth = b->stack_count;
        ro_push_item(r, it);
        ro_reaction_round(r, it.controller);
        ro_resolve_to(r, depth);
        if (b->phase == RONE_PH_OVER) return;
    }
}

void ro_fire_watchers(rone_run *r, int event, int subject, int seat) {
    rone_board *b = r->b;
    if (!b->watchers) return; /* no card on the battlefield watches any event */
    rone_optset o;
    oset_clear(&o);
    bool unit_event = event == RONE_EV_UNIT_ENTERS || event == RONE_EV_UNIT_DIES || event == RONE_EV_ATTACK_DECLARED;
    for (int p = 0; p < b->players; p++) {
        int z = rone_zone(p, RONE_Z_FIELD);
        for (int i = 0; i < zsize(b, z); i++) {
            int c = zcard(b, z, i);
            if (!(def_of(r, c)->events >> event & 1) || (unit_event && c == subject)) continue; /* its own: Battlefield, Death */
            const rone_card_def *d = def_of(r, c);
            for (int k = 0; k < d->ability_count; k++) {
                const rone_ability *a = &r->set->abilities[d->first_ability + k];
                if (a->kind == RONE_AB_TRIGGER && a->event == event && watches(r, a, c, seat, subject)) oset_add(&o, c);
            }
        }
    }
    while (ro_oset_count(&o) && b->phase != RONE_PH_OVER) {
        int c = rone_ask(r, b->current, RONE_ASK_ORDER, RONE_NONE, &o); /* R43: the active player orders them */
        o.bits[c >> 6] &= ~((uint64_t)1 << (c & 63));
        if (ro_on_field(b, c)) fire_watcher(r, event, c, subject, seat);
    }
}

/* ---- the step interpreter ---- */

/* Does the text choose targets at activation (A8)? A played tactic or an activated ability,
 * unless it begins with a one_of (its targets are chosen with the mode, when it executes). */
static bool picks_at_activation(const rone_run *r, const rone_ability *a) {
    if (a->kind != RONE_AB_PLAY && a->kind != RONE_AB_ACTIVATED) return false;
    return !a->step_count || r->set->steps[a->first_step].verb != RONE_V_ONE_OF;
}

/* In such a text, is this step's target chosen at activation? A targeted step without an
 * if=: a condition is checked when its step is reached (R32), so its target is chosen then. */
static bool activation_step(const rone_step *st) { return st->reach == RONE_R_TARGET && st->cond == RONE_C_ALWAYS; }

static bool wants_optional_step(rone_run *r, int source, int controller);

static int choose_target(rone_run *r, const rone_step *st, int source, int controller) {
    rone_optset o;
    collect(r, st->base, st->filters, &st->sel, controller, source, true, false, &o);
    int t = rone_ask(r, controller, RONE_ASK_TARGET, source, &o);
    if (ro_telling(r) && t >= 0 && ro_oset_count(&o) == 1) ro_note(r, RONE_OUT_FORCED, source, t, 0, RONE_ASK_TARGET, controller);
    return t;
}

void ro_choose_activation_targets(rone_run *r, int ability, int source, int controller, rone_stack_item *it) {
    const rone_ability *a = &r->set->abilities[ability];
    it->target_count = 0;
    if (!picks_at_activation(r, a)) return;
    for (int i = 0; i < a->step_count && it->target_count < RONE_ITEM_TARGETS; i++) {
        const rone_step *st = &r->set->steps[a->first_step + i];
        if (!activation_step(st)) continue;
        int t = RONE_TARGET_DECLINED; /* a may= step: asked yes/no first (R32), now */
        if (!st->may || wants_optional_step(r, source, controller)) {
            t = choose_target(r, st, source, controller);
            if (t < 0) t = RONE_NONE; /* none (an activated ability may be used so, A11 is for tactics): the step then fails */
        }
        it->targets[it->target_count++] = (uint8_t)t;
    }
}

bool ro_play_targets_exist(const rone_run *r, int c, int controller) {
    const rone_card_def *d = def_of(r, c);
    for (int k = 0; k < d->ability_count; k++) {
        const rone_ability *a = &r->set->abilities[d->first_ability + k];
        if (a->kind != RONE_AB_PLAY) continue;
        if (!picks_at_activation(r, a)) return true; /* a one_of: its targets come with the mode */
        int chosen = 0; /* the steps ro_choose_activation_targets would choose for */
        for (int i = 0; i < a->step_count && chosen < RONE_ITEM_TARGETS; i++) {
            const rone_step *st = &r->set->steps[a->first_step + i];
            if (!activation_step(st)) continue;
            chosen++;
            if (st->may) continue; /* optional: not needed */
            if (!collect(r, st->base, st->filters, &st->sel, controller, c, true, false, NULL)) return false;
        }
        return true;
    }
    return true;
}

bool ro_play_targets_await_unit(const rone_run *r, int c, int controller) {
    const rone_board *b = r->b;
    const rone_card_def *d = def_of(r, c);
    for (int k = 0; k < d->ability_count; k++) {
        const rone_ability *a = &r->set->abilities[d->first_ability + k];
        if (a->kind != RONE_AB_PLAY) continue;
        if (!picks_at_activation(r, a)) return false;
        int chosen = 0; /* the steps ro_play_targets_exist looked at, to the one that failed */
        for (int i = 0; i < a->step_count && chosen < RONE_ITEM_TARGETS; i++) {
            const rone_step *st = &r->set->steps[a->first_step + i];
            if (!activation_step(st)) continue;
            chosen++;
            if (st->may || collect(r, st->base, st->filters, &st->sel, controller, c, true, false, NULL)) continue;
            if (st->base != RONE_SEL_UNIT) return false;
            for (int p = 0; p < b->players; p++) { /* the sides collect looks at: no unit on any */
                if (st->filters & RONE_F_OWN && rone_team(b, p) != rone_team(b, controller)) continue;
                if (st->filters & RONE_F_ENEMY && !ro_is_enemy(b, controller, p)) continue;
                if (b->side_units[p][0] | b->side_units[p][1]) return false;
            }
            return true;
        }
        return false;
    }
    return false;
}

static int opponent_of(const rone_board *b, int seat) {
    for (int k = 1; k < b->players; k++) {
        int p = (seat + k) % b->players;
        if (alive(b, p) && ro_is_enemy(b, seat, p)) return p;
    }
    return -1;
}

static bool run_ability(rone_run *r, int ability, int source, int self, int controller, const rone_stack_item *it);

/* Does ability a (an index into the set) copy another copy ability (a copy of a copy would never end: our reading)? */
static bool copies_a_copy(const rone_run *r, int a) {
    const rone_ability *ab = &r->set->abilities[a];
    for (int j = 0; j < ab->step_count; j++)
        if (r->set->steps[ab->first_step + j].verb == RONE_V_COPY) return true;
    return false;
}

/* copy ability=activated (RULES.md RONE R47): one of obj's activated abilities executes as if
 * printed on source, so its costs are source's to pay: the exhaustion on source (on the
 * battlefield and active, as for using it), the water, graveyard cards, discards and
 * exhaust_other by controller. Several: controller picks one of those it can pay (MODE).
 * None it can pay: the step fails (A10: a payment inside the text not made in full). */
static bool copy_activated(rone_run *r, int obj, int source, int controller) {
    rone_board *b = r->b;
    const rone_card_def *d = def_of(r, obj);
    bool ready = source < RONE_MAX_CARDS && ro_on_field(b, source) && b->card[source].exhaustion == 0;
    rone_optset o;
    oset_clear(&o);
    int slot = 0;
    for (int i = 0; i < d->ability_count; i++) {
        const rone_ability *ab = &r->set->abilities[d->first_ability + i];
        if (ab->kind != RONE_AB_ACTIVATED) continue;
        if ((ready || !ab->exhaust) && !copies_a_copy(r, d->first_ability + i) && ro_can_pay_ability(r, controller, source, ab))
            oset_add(&o, slot);
        slot++;
    }
    int pick = rone_ask(r, controller, RONE_ASK_MODE, source, &o);
    if (pick < 0) return false;
    int a = ro_activated_ability(r, obj, pick);
    const rone_ability *ab = &r->set->abilities[a];
    ro_exhaust(b, source, ab->exhaust);
    b->water[controller] = (int16_t)(b->water[controller] - ab->pay_water);
    int grave = rone_zone(pile_seat(b, controller), RONE_Z_GRAVE);
    for (int i = 0; i < ab->pay_grave; i++) {
        int gone = ztop(b, grave);
        ro_zone_move(b, gone, RONE_Z_REMOVED, false);
        ro_note(r, RONE_OUT_GRAVE, source, gone, 0, 0, controller);
    }
    if (ab->pay_discard || ab->pay_exhaust) ro_pay_more(r, controller, source, ab);
    return run_ability(r, a, source, obj, controller, NULL);
}

/* Applies one step's verb to one object. False if it cannot (A10). */
static bool apply_verb(rone_run *r, const rone_step *st, int obj, int source, int controller) {
    rone_board *b = r->b;
    if (obj >= RONE_PLAYER) {
        int p = obj - RONE_PLAYER;
        int deck = rone_zone(pile_seat(b, p), RONE_Z_DECK), grave = rone_zone(pile_seat(b, p), RONE_Z_GRAVE);
        switch (st->verb) {
        case RONE_V_DAMAGE: ro_hero_damage(r, p, st->amount, source); return true;
        case RONE_V_DRAW:
            for (int k = 0; k < st->amount; k++) {
                int drawn = ro_draw_card(r, p);
                if (drawn >= 0) ro_note(r, RONE_OUT_DRAW, source, drawn, 0, 0, p);
            }
            return true;
        case RONE_V_WATER: {
            int was = b->water[p], w = was + st->amount;
            b->water[p] = (int16_t)(w < 0 ? 0 : w);
            if (b->water[p] > was) ro_water_gained(b, p); /* less water takes fast effects away only */
            if (b->water[p] != was) ro_note(r, RONE_OUT_WATER, source, RONE_PLAYER + p, b->water[p] - was, 0, p);
            return true;
        }
        case RONE_V_BURY:
            for (int k = 0; k < st->amount && zsize(b, deck); k++) {
                int c = ztop(b, deck);
                if (b->card[c].flags & RONE_CF_SHIELD_UP) {
                    b->card[c].flags &= (uint8_t)~RONE_CF_SHIELD_UP;
                    ro_zone_move(b, c, RONE_Z_REMOVED, false);
                    ro_note(r, RONE_OUT_MILL, source, c, 0, 1, p);
                } else {
                    b->reveals++;
                    ro_to_graveyard(r, c, p);
                    ro_note(r, RONE_OUT_MILL, source, c, 0, 0, p); /* after its graveyard place was asked: told with the move */
                }
            }
            return true;
        case RONE_V_GRAVE_REMOVE:
            for (int k = 0; k < st->amount && zsize(b, grave); k++) {
                int gone = ztop(b, grave);
                ro_zone_move(b, gone, RONE_Z_REMOVED, false);
                ro_note(r, RONE_OUT_GRAVE, source, gone, 0, 2, p);
            }
            return true;
        case RONE_V_DISCARD: { /* the player picks each card (chooser=me: the controller); fewer in hand: all of them */
            int hand = rone_zone(p, RONE_Z_HAND), chooser = st->chooser ? controller : p;
            for (int k = 0; k < st->amount && zsize(b, hand); k++) {
                rone_optset o;
                oset_clear(&o);
                for (int i = 0; i < zsize(b, hand); i++) {
                    oset_add(&o, zcard(b, hand, i));
                    b->card[zcard(b, hand, i)].seen |= (uint8_t)(1u << chooser); /* the chooser looks at the hand */
                }
                int c = rone_ask(r, chooser, RONE_ASK_DISCARD, source, &o);
                if (c < 0) break;
                ro_to_graveyard(r, c, p);
            }
            return true;
        }
        case RONE_V_REVIVE: { /* the top card of the player's graveyard, if a unit (not a recycle, not a play) */
            int c = ztop(b, grave);
            if (c < 0 || def_of(r, c)->type != RONE_UNIT) return false;
            ro_clear_card_state(b, c);
            b->card[c].seen = (1u << RONE_MAX_SEATS) - 1;
            if (st->keyword) { /* to=hand: its owner's (2 v 2: the team chooses which teammate's, R95) */
                ro_to_owners_hand(r, c, controller);
                return true;
            }
            b->card[c].controller = (uint8_t)p;
            ro_zone_move(b, c, rone_zone(p, RONE_Z_FIELD), false);
            ro_exhaust(b, c, 2);
            /* placed onto the battlefield from outside it: its Battlefield text (RULES.md RONE R46) */
            if (def_of(r, c)->events >> RONE_EV_BATTLEFIELD & 1) ro_fire_trigger(r, RONE_EV_BATTLEFIELD, c);
            if (ro_on_field(b, c) && b->phase != RONE_PH_OVER) ro_fire_watchers(r, RONE_EV_UNIT_ENTERS, c, p);
            return true;
        }
        default: return false;
        }
    }
    if (!ro_on_field(b, obj)) return false;
    rone_card *k = &b->card[obj];
    int type = def_of(r, obj)->type;
    switch (st->verb) {
    case RONE_V_DAMAGE:
        if (type == RONE_HERO) {
            ro_hero_damage(r, controller_of(b, obj), st->amount, source);
            return true;
        }
        if (type != RONE_UNIT) return false;
        if (st->amount > 0) ro_note(r, RONE_OUT_DAMAGE, source, obj, st->amount, 0, controller);
        ro_deal_unit_damage(r, obj, st->amount);
        return true;
    case RONE_V_HEALTH:
        if (type != RONE_UNIT) return false;
        k->health_bonus = (int8_t)(k->health_bonus + st->amount);
        b->deaths_due = 1;
        if (st->amount) ro_note(r, RONE_OUT_HEALTH, source, obj, st->amount, 0, controller);
        return true;
    case RONE_V_MELEE:
        if (type != RONE_UNIT) return false;
        k->melee_mod = (int8_t)(k->melee_mod + st->amount);
        ro_note(r, RONE_OUT_MODIFIER, source, obj, st->amount, 0, controller);
        return true;
    case RONE_V_RANGED:
        if (type != RONE_UNIT) return false;
        k->ranged_mod = (int8_t)(k->ranged_mod + st->amount);
        ro_note(r, RONE_OUT_MODIFIER, source, obj, st->amount, 1, controller);
        return true;
    case RONE_V_EXHAUST: ro_exhaust(b, obj, st->amount); return true;
    case RONE_V_REFRESH: ro_refresh(b, obj, st->amount); return true;
    case RONE_V_DESTROY:
        if (type == RONE_HERO) return false;
        if (type == RONE_UNIT) k->flags |= RONE_CF_DYING, b->deaths_due = 1; /* moved by check_deaths, in AP's order */
        else ro_destroy_permanent(r, obj, controller);
        return true;
    case RONE_V_REMOVE:
        if (type == RONE_HERO) return false;
        ro_clear_card_state(b, obj);
        ro_zone_move(b, obj, RONE_Z_REMOVED, false);
        return true;
    case RONE_V_RETURN:
        if (type == RONE_HERO) return false;
        if (type != RONE_TECH) { /* to its owner's hand (in 2 v 2 the team says whose: asked first) */
            ro_to_owners_hand(r, obj, controller);
            return true;
        }
        ro_clear_card_state(b, obj);
        k->flags &= (uint8_t)~RONE_CF_SHIELD_UP;
        ro_zone_move(b, obj, RONE_Z_REMOVED, false);
        return true;
    case RONE_V_CONTROL: {
        if (type == RONE_HERO || controller_of(b, obj) == controller) return false;
        if (type == RONE_TECH) {
            int techs = 0, field = rone_zone(controller, RONE_Z_FIELD);
            for (int i = 0; i < zsize(b, field); i++) techs += def_of(r, zcard(b, field, i))->type == RONE_TECH;
            if (techs >= 3) return false; /* A27 */
        }
        if (st->until > RONE_UNTIL_TURN_END) { /* a lasting control (zones.c ends it) */
            rone_lasting e = {(uint8_t)obj, (uint8_t)source, 1, 0, st->until, (uint8_t)controller, 0};
            if (!ro_lasting_add(b, e)) return false;
        }
        k->controller = (uint8_t)controller;
        k->control_until_turn_end = st->until == RONE_UNTIL_TURN_END;
        ro_mark_turn(b, obj);
        ro_zone_move(b, obj, rone_zone(controller, RONE_Z_FIELD), false);
        return true;
    }
    case RONE_V_GRANT:
        if (st->until == RONE_UNTIL_TURN_END) {
            k->granted |= st->keyword;
            ro_mark_turn(b, obj);
            return true;
        }
        { /* permanent (while the card stays on the battlefield) or a longer duration */
            rone_lasting e = {(uint8_t)obj, (uint8_t)source, 0, st->keyword, st->until, (uint8_t)controller, 0};
            return ro_lasting_add(b, e);
        }
    case RONE_V_COPY: { /* R69: the target's ability of that kind, executed as the source's */
        if (st->keyword == RONE_COPY_ACTIVATED) return copy_activated(r, obj, source, controller);
        const rone_card_def *d = def_of(r, obj);
        for (int i = 0; i < d->ability_count; i++) {
            int a = d->first_ability + i;
            const rone_ability *ab = &r->set->abilities[a];
            if (ab->kind != RONE_AB_TRIGGER || ab->event != st->keyword) continue;
            if (copies_a_copy(r, a)) return false;
            /* R69: as if printed on the copying card (its controller, its damage), but the
             * card's own name (self, "this card" conditions) still means obj */
            return run_ability(r, a, source, obj, controller, NULL);
        }
        return false;
    }
    default: return false;
    }
}

static bool compare(int value, int op, int n) {
    switch (op) {
    case RONE_OP_EQ: return value == n;
    case RONE_OP_NE: return value != n;
    case RONE_OP_LT: return value < n;
    case RONE_OP_LE: return value <= n;
    case RONE_OP_GT: return value > n;
    default: return value >= n;
    }
}

/* A player's number named by a condition (level, water, hand, graveyard); 0 without a player. */
static int player_number(const rone_board *b, int p, int which) {
    if (p < 0) return 0;
    switch (which) {
    case 0: return b->hero_level[p];
    case 1: return b->water[p];
    case 2: return zsize(b, rone_zone(p, RONE_Z_HAND));
    default: return zsize(b, rone_zone(pile_seat(b, p), RONE_Z_GRAVE));
    }
}

bool ro_condition(const rone_run *r, int cond, int op, int n, int base, uint32_t filters, const char *race, int source, int self,
                  int controller, int bound, bool plain) {
    const rone_board *b = r->b;
    switch (cond) {
    case RONE_C_ALWAYS: return true;
    case RONE_C_BOUND_DEFENDING: return bound != RONE_NONE && b->defender == bound;
    case RONE_C_BOUND_DESTROYED: return bound != RONE_NONE && bound < RONE_MAX_CARDS && !ro_on_field(b, bound);
    case RONE_C_BOUND_RACE: {
        const char *theirs = bound < RONE_MAX_CARDS ? def_of(r, bound)->race : NULL;
        return race && theirs && strcmp(theirs, race) == 0;
    }
    case RONE_C_ATTACKING: return b->attacker == self;
    case RONE_C_DEFENDING: return b->defender == self;
    case RONE_C_SELF_EXHAUSTED: return b->card[self].exhaustion != 0;
    case RONE_C_COUNT: {
        rone_optset o;
        collect(r, base, filters, NULL, controller, source, false, plain, &o);
        return compare(ro_oset_count(&o), op, n);
    }
    default: {
        bool me = cond <= RONE_C_ME_GRAVE;
        int first = me ? RONE_C_ME_LEVEL : RONE_C_OPP_LEVEL;
        int p = me ? controller : opponent_of(b, controller);
        return compare(player_number(b, p, cond - first), op, n);
    }
    }
}

/* Does the step's if= condition (and its second, joined by 'and') hold now? */
static bool condition_holds(rone_run *r, const rone_step *st, int source, int self, int controller, int bound) {
    return ro_condition(r, st->cond, st->cond_op, st->cond_n, st->cond_base, st->cond_filters, st->sel.race, source, self,
                        controller, bound, false) &&
           ro_condition(r, st->cond2, st->cond2_op, st->cond2_n, st->cond2_base, st->cond2_filters, st->sel.race, source, self,
                        controller, bound, false);
}

/* A step with may=true: its controller says whether it happens. */
static bool wants_optional_step(rone_run *r, int source, int controller) {
    return rone_ask_01(r, controller, RONE_ASK_MAY, source) == 1;
}

bool ro_run_ability(rone_run *r, int ability, int source, int controller, const rone_stack_item *it) {
    return run_ability(r, ability, source, source, controller, it);
}

/* The player an object stands for: itself, or its card's controller (in 2 v 2 the teammate
 * the team chooses, R95); -1 for none. actor: the effect's controller. */
static int player_object(rone_run *r, int obj, int actor) {
    const rone_board *b = r->b;
    if (obj >= RONE_PLAYER && obj < RONE_PLAYER + RONE_MAX_SEATS) return alive(b, obj - RONE_PLAYER) ? obj : -1;
    if (obj < 0 || obj >= RONE_MAX_CARDS) return -1;
    return RONE_PLAYER + ro_team_choice(r, obj, controller_of(b, obj), actor);
}

/* self: the card "this card" and the card's own name mean (R69: in a copied ability, the
 * card copied from; else the source). it: the stack item (its subject and the targets
 * chosen at activation), or NULL. */
static bool run_ability(rone_run *r, int ability, int source, int self, int controller, const rone_stack_item *it) {
    rone_board *b = r->b;
    const rone_ability *a = &r->set->abilities[ability];
    int chosen = it && picks_at_activation(r, a) ? it->target_count : 0, next = 0; /* targets chosen at activation */
    int bound = RONE_NONE, subject = RONE_NONE, trigger_subject = it ? it->subject : RONE_NONE;
    if (a->kind == RONE_AB_TRIGGER && a->event >= RONE_EV_UNIT_ENTERS) bound = subject = trigger_subject; /* $it */
    if (a->kind == RONE_AB_TRIGGER && a->event == RONE_EV_STRIKE) subject = trigger_subject; /* the player hit */
    int end = a->step_count;
    for (int i = 0; i < end; i++) {
        const rone_step *st = &r->set->steps[a->first_step + i];
        int obj = RONE_NONE;
        if (st->verb == RONE_V_ONE_OF) { /* the controller picks a mode; only its steps run */
            rone_optset o;
            oset_clear(&o);
            for (int m = 0; m < st->amount; m++) oset_add(&o, m);
            int mode = rone_ask(r, controller, RONE_ASK_MODE, source, &o);
            int at = i + 1;
            for (int m = 0; m < mode; m++) at += 1 + r->set->steps[a->first_step + at].amount;
            end = at + 1 + r->set->steps[a->first_step + at].amount;
            i = at; /* the mode's header: the loop goes on with its first step */
            continue;
        }
        if (st->verb == RONE_V_MODE) continue;
        if (st->verb == RONE_V_SCRIPT) {
            if (st->cond && !condition_holds(r, st, source, self, controller, bound)) continue;
            if (!ro_run_script(r, st->amount, source, controller)) return false;
            ro_check_deaths(r);
            if (b->phase == RONE_PH_OVER) return false;
            continue;
        }
        /* a target chosen at activation (A8): a may= step declined then is skipped now */
        bool prechosen = next < chosen && activation_step(st);
        if (prechosen && it->targets[next] == RONE_TARGET_DECLINED) {
            next++;
            continue;
        }
        /* if= false or may= declined: this step only is skipped (docs/RULES.md RONE) */
        if (st->cond && !condition_holds(r, st, source, self, controller, bound)) continue;
        if (st->may && !prechosen && !wants_optional_step(r, source, controller)) continue;
        switch (st->reach) {
        case RONE_R_NONE: obj = RONE_PLAYER + controller; break;
        case RONE_R_OPPONENT: {
            int p = opponent_of(b, controller);
            if (p < 0) return false;
            obj = RONE_PLAYER + p;
            break;
        }
        case RONE_R_SELF: obj = self; break;
        case RONE_R_BOUND: obj = bound; break;
        case RONE_R_SUBJECT: obj = subject; break;
        case RONE_R_SUBJECT_PLAYER: obj = player_object(r, subject, controller); break;
        case RONE_R_BOUND_PLAYER: obj = player_object(r, bound, controller); break;
        case RONE_R_COMBAT_ENEMY: /* the unit fighting this card */
            obj = b->attacker == self ? b->defender : b->defender == self ? b->attacker : RONE_NONE;
            if (obj >= RONE_MAX_CARDS) obj = RONE_NONE;
            break;
        case RONE_R_TARGET:
            if (prechosen) {
                obj = it->targets[next++];
                rone_optset o; /* A9: still a legal target? */
                collect(r, st->base, st->filters, &st->sel, controller, source, true, false, &o);
                if (obj == RONE_NONE || !oset_has(&o, obj)) return false;
            } else {
                obj = choose_target(r, st, source, controller);
                if (obj < 0) return false; /* R66: forced when one exists; none: the text stops */
            }
            break;
        case RONE_R_EACH: {
            rone_optset o;
            collect(r, st->base, st->filters, &st->sel, controller, source, false, false, &o);
            for (int w = 0; w < CT_MAX_OPTIONS / 64; w++)
                for (uint64_t bits = o.bits[w]; bits; bits &= bits - 1) apply_verb(r, st, w * 64 + __builtin_ctzll(bits), source, controller);
            ro_check_deaths(r);
            if (st->bind >= 0) bound = RONE_NONE;
            continue;
        }
        default: return false;
        }
        if (obj == RONE_NONE || obj < 0) return false;
        if (!apply_verb(r, st, obj, source, controller)) return false;
        if (st->bind >= 0) bound = obj;
        ro_check_deaths(r);
        if (b->phase == RONE_PH_OVER) return false;
    }
    return true;
}
