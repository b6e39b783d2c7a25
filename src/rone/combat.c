/* combat.c: attacking (R54-R63, A14-A24): guardians and how Defender, Invisibility,
 * Detection and Flying change them; the seven steps of an attack; the three-player
 * follow-up attack on the secondary target (R98, A40). */
#include "internal.h"

/* Could unit x attack unit y (A24)? y visible to x's controller; a flier only by a flier or a ranged unit. */
static bool could_attack(rone_run *r, int x, int y) {
    int ky = ro_keywords_of(r, y);
    if (ky & RONE_KW_UNATTACKABLE) return false; /* a static cannot_be_attacked */
    if (ky & RONE_KW_INVISIBILITY && !ro_has_detection(r, controller_of(r->b, x))) return false;
    if (ky & RONE_KW_FLYING && !(ro_keywords_of(r, x) & RONE_KW_FLYING) && ro_ranged_of(r, x) <= 0) return false;
    return true;
}

/* The rulebook's guardian: a card "able to declare an attack on an attacking unit" that the
 * attacker can attack: active, not kept from attacking (cannot_attack, RULES.md RONE R44),
 * and each could attack the other. */
static bool is_guardian(rone_run *r, int d, int a) {
    return r->b->card[d].exhaustion == 0 && !ro_cannot_attack(r, d) && could_attack(r, d, a) && could_attack(r, a, d);
}

void ro_attack_targets(rone_run *r, int a, int seat, rone_optset *o) {
    const rone_board *b = r->b;
    oset_clear(o);
    rone_optset guards, defenders;
    oset_clear(&guards);
    oset_clear(&defenders);
    bool any_guard = false, any_defender = false;
    for (int p = 0; p < b->players; p++) {
        if (rone_team(b, p) != rone_team(b, seat) || !alive(b, p)) continue;
        for (int w = 0; w < 2; w++) /* the side's units (sets: their order does not matter) */
            for (uint64_t m = b->side_units[p][w]; m; m &= m - 1) {
                int d = 64 * w + __builtin_ctzll(m);
                if (!is_guardian(r, d, a)) continue;
                oset_add(&guards, d);
                any_guard = true;
                if (ro_keywords_of(r, d) & RONE_KW_DEFENDER) {
                    oset_add(&defenders, d);
                    any_defender = true;
                }
            }
    }
    if (any_defender) { *o = defenders; return; }
    if (any_guard) { *o = guards; return; }
    for (int p = 0; p < b->players; p++) {
        if (rone_team(b, p) != rone_team(b, seat) || !alive(b, p)) continue;
        for (int w = 0; w < 2; w++)
            for (uint64_t m = b->side_units[p][w]; m; m &= m - 1) {
                int d = 64 * w + __builtin_ctzll(m);
                if (could_attack(r, a, d)) oset_add(o, d);
            }
        if (!ro_cannot_be_attacked(r, hero_of(b, p))) oset_add(o, RONE_PLAYER + p); /* 2v2: a team's units guard both its heroes */
    }
}

bool ro_can_attack_now(rone_run *r, int c) {
    const rone_board *b = r->b;
    return ro_on_field(b, c) && def_of(r, c)->type == RONE_UNIT && b->card[c].exhaustion == 0 && !ro_cannot_attack(r, c) &&
           rone_team(b, controller_of(b, c)) == rone_team(b, b->current); /* 2v2 R91: the team's units */
}

/* The seat an attacker of seat must attack first: the other player; in 3p the primary
 * target (next live seat); in 2v2 chosen among the live enemies by the attack target. */
static int primary_target(const rone_board *b, int seat) {
    for (int k = 1; k < b->players; k++) {
        int p = (seat + k) % b->players;
        if (alive(b, p) && ro_is_enemy(b, seat, p)) return p;
    }
    return -1;
}

static void clean_up(rone_run *r, int a, int d) {
    rone_board *b = r->b;
    int cards[2] = {a, d};
    for (int i = 0; i < 2; i++) {
        int c = cards[i];
        if (c >= RONE_MAX_CARDS) continue;
        b->card[c].flags &= (uint8_t)~RONE_CF_IN_COMBAT;
        if (ro_on_field(b, c)) b->card[c].melee_mod = b->card[c].ranged_mod = 0;
        ro_lasting_combat_end(b, c); /* until=next_combat */
    }
    b->attacker = b->defender = RONE_NONE;
}

/* Combat damage for the outcome record (rone.h), before it is dealt. */
static void strike_note(rone_run *r, int from, int to, int n, int how) {
    if (n > 0) ro_note(r, RONE_OUT_STRIKE, from, to, n, how, controller_of(r->b, from));
}

/* A target the attacker's player could not choose (one option): for the outcome record. */
static void forced_note(rone_run *r, int a, int t, const rone_optset *o, int kind) {
    if (ro_telling(r) && t >= 0 && t != RONE_NONE && ro_oset_count(o) == 1) ro_note(r, RONE_OUT_FORCED, a, t, 0, kind, r->b->current);
}

/* Steps 3 (after the choice) to 7 of one attack of a on target t. */
static void fight(rone_run *r, int a, int t) {
    rone_board *b = r->b;
    int ap = b->current;
    b->attacker = (uint8_t)a;
    b->defender = (uint8_t)t;
    b->card[a].flags |= RONE_CF_IN_COMBAT;
    if (t < RONE_MAX_CARDS) b->card[t].flags |= RONE_CF_IN_COMBAT;
    int depth = b->stack_count;
    rone_stack_item it = {RONE_IT_ATTACK, (uint8_t)a, 0, (uint8_t)ap, (uint8_t)t, 0, 0, 0, {0}};
    ro_push_item(r, it);
    /* Combat triggers (R83, A22: unit against unit only), AP ordering them */
    if (t < RONE_MAX_CARDS) {
        int both[2], n = 0;
        if (def_of(r, a)->events >> RONE_EV_COMBAT & 1) both[n++] = a;
        if (def_of(r, t)->events >> RONE_EV_COMBAT & 1) both[n++] = t;
        ro_fire_triggers(r, RONE_EV_COMBAT, both, n);
        if (b->phase == RONE_PH_OVER) return;
    }
    /* step 4: change the course of combat */
    ro_window(r, ap);
    if (b->phase == RONE_PH_OVER) return;
    ro_resolve_to(r, depth + 1);
    b->stack_count = (uint8_t)depth; /* the attack itself */
    /* step 5: damage (A20: none if a combatant has left); a unit brought to 0 health is
     * destroyed then and its Death text executes in this step; step 7's clean-up comes after
     * (RULES.md RONE R45), so a token a Death or Strike text gives for this combat goes too */
    if (!ro_on_field(b, a) || b->card[a].flags & RONE_CF_DYING) {
        ro_check_deaths(r);
        clean_up(r, a, t);
        return;
    }
    if (t >= RONE_PLAYER) {
        int n = ro_melee_of(r, a) + ro_ranged_of(r, a); /* A14: one event */
        ro_note(r, RONE_OUT_STRIKE, a, t, n, RONE_STRIKE_MELEE, b->current);
        ro_hero_damage(r, t - RONE_PLAYER, n, a);
        clean_up(r, a, t);
        return;
    }
    if (!ro_on_field(b, t) || b->card[t].flags & RONE_CF_DYING) {
        ro_check_deaths(r);
        clean_up(r, a, t);
        return;
    }
    int ra = ro_ranged_of(r, a), rt = ro_ranged_of(r, t);
    strike_note(r, a, t, ra, 0);
    strike_note(r, t, a, rt, RONE_STRIKE_BACK);
    ro_deal_unit_damage(r, t, ra);
    ro_deal_unit_damage(r, a, rt);
    if (ro_health_of(r, a) > 0 && ro_health_of(r, t) > 0) {
        int ma = ro_melee_of(r, a), mt = ro_melee_of(r, t);
        strike_note(r, a, t, ma, RONE_STRIKE_MELEE);
        strike_note(r, t, a, mt, RONE_STRIKE_MELEE | RONE_STRIKE_BACK);
        ro_deal_unit_damage(r, t, ma);
        ro_deal_unit_damage(r, a, mt);
    }
    ro_check_deaths(r);
    /* step 6: a surviving defender is exhausted once (not a Defender, R58, R78) */
    if (ro_on_field(b, t) && ro_health_of(r, t) > 0 && !(ro_keywords_of(r, t) & RONE_KW_DEFENDER)) ro_exhaust(b, t, 1);
    clean_up(r, a, t); /* step 7 */
}

void ro_attack(rone_run *r, int a) {
    rone_board *b = r->b;
    int ap = b->current;
    /* steps 1-2: announce, defensive positions */
    bool acted = ro_cancel_window(r, ap);
    if (b->phase == RONE_PH_OVER) return;
    if (!ro_can_attack_now(r, a)) {
        if (ro_on_field(b, a)) ro_note(r, RONE_OUT_NO_ATTACK, a, RONE_NONE, b->card[a].exhaustion, 0, ap); /* (a unit that left is told leaving) */
        return;
    }
    int seat = primary_target(b, ap);
    if (seat < 0) return;
    /* step 3: declare */
    rone_optset o;
    ro_attack_targets(r, a, seat, &o);
    if (acted) oset_add(&o, RONE_NONE); /* A21 */
    int t = rone_ask(r, ap, RONE_ASK_ATTACK_TARGET, a, &o);
    forced_note(r, a, t, &o, RONE_ASK_ATTACK_TARGET);
    if (t < 0 || t == RONE_NONE) return;
    ro_exhaust(b, a, ro_speed_of(r, a));
    ro_fire_watchers(r, RONE_EV_ATTACK_DECLARED, a, ap);
    if (b->phase == RONE_PH_OVER || !ro_on_field(b, a) || (t < RONE_MAX_CARDS && !ro_on_field(b, t))) return;
    fight(r, a, t);
    if (b->phase == RONE_PH_OVER) return;
    /* 3 players: the follow-up attack on the secondary target (A40) */
    if (b->players == 3 && ro_on_field(b, a) && controller_of(b, a) == ap) {
        int second = -1;
        for (int k = b->players - 1; k >= 1; k--) {
            int p = (ap + k) % b->players;
            if (alive(b, p) && p != seat) { second = p; break; }
        }
        if (second < 0) return;
        ro_attack_targets(r, a, second, &o);
        oset_add(&o, RONE_NONE);
        t = rone_ask(r, ap, RONE_ASK_FOLLOW_UP, a, &o);
        if (t >= 0 && t != RONE_NONE) fight(r, a, t);
    }
}
