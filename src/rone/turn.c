/* turn.c: the game script: the mulligan, the five phases of a turn (R30-R36) with
 * their reaction windows, the main phase's slow actions (play, recycle, level up,
 * attack, end of turn: the six activation steps of R45), and the end of the game. */
#include "internal.h"

static void game_over(rone_run *r, int reason, uint8_t winners) {
    rone_board *b = r->b;
    b->phase = RONE_PH_OVER;
    b->end_reason = (uint8_t)reason;
    b->winners = winners;
    b->stack_count = 0;
    CT_LONGJMP(r->unwind);
}

static int cards_left(const rone_board *b, int seat) {
    int n = zsize(b, rone_zone(pile_seat(b, seat), RONE_Z_DECK));
    for (int p = 0; p < b->players; p++)
        if (rone_team(b, p) == rone_team(b, seat)) n += zsize(b, rone_zone(p, RONE_Z_HAND));
    return n;
}

/* A41: the eliminated player's cards leave the game. */
static void eliminate(rone_run *r, int seat) {
    rone_board *b = r->b;
    b->seats_alive &= (uint8_t)~(1u << seat);
    for (int c = 0; c < b->card_count; c++) {
        int z = b->card[c].zone;
        if (z == RONE_Z_REMOVED || zone_seat(z) < 0) continue;
        if (b->card[c].owner == seat) {
            ro_clear_card_state(b, c);
            b->card[c].flags &= (uint8_t)~RONE_CF_SHIELD_UP;
            ro_zone_move(b, c, RONE_Z_REMOVED, false);
        } else if (zone_seat(z) == seat && zone_kind(z) == RONE_Z_FIELD) {
            int owner = b->card[c].owner;
            ro_clear_card_state(b, c);
            ro_zone_move(b, c, rone_zone(pile_seat(b, owner), RONE_Z_GRAVE), false);
        }
    }
    /* its hero's state was cleared (the seat is never asked again, but the invariants look at
     * every seat's fast effects, and hero_of still names that card): forget its mark */
    ro_fast_changed(b, seat);
}

void ro_check_game_end_now(rone_run *r) {
    rone_board *b = r->b;
    if (b->stack_count || b->phase == RONE_PH_OVER || b->phase == RONE_PH_SETUP) return;
    uint8_t losing = 0;
    for (int p = 0; p < b->players; p++) /* a deck with cards in it: that seat is not out */
        if (alive(b, p) && !zsize(b, rone_zone(pile_seat(b, p), RONE_Z_DECK)) && cards_left(b, p) == 0) losing |= (uint8_t)(1u << p);
    if (!losing) return;
    uint8_t left = b->seats_alive & (uint8_t)~losing;
    int teams_left = 0;
    for (int p = 0; p < b->players; p++)
        if (left >> p & 1 && !(b->players == 4 && p >= 2 && left >> (p - 2) & 1)) teams_left++;
    if (b->players == 3 && teams_left >= 2) {
        /* R102: the first elimination gives the bounty to whoever had that player as primary target */
        for (int p = 0; p < b->players; p++) {
            if (!(losing >> p & 1)) continue;
            bool first = zsize(b, RONE_Z_BOUNTY) > 0;
            int hunter = (p + b->players - 1) % b->players;
            if (first && alive(b, hunter) && !(losing >> hunter & 1))
                while (zsize(b, RONE_Z_BOUNTY)) { /* the hunter's cards from now on (RULES.md R42) */
                    int c = ztop(b, RONE_Z_BOUNTY);
                    b->card[c].owner = b->card[c].controller = (uint8_t)hunter;
                    ro_zone_move(b, c, rone_zone(hunter, RONE_Z_DECK), true);
                }
            eliminate(r, p);
        }
        return;
    }
    if (teams_left == 0) game_over(r, RONE_END_CARDS, b->seats_alive); /* everyone at once: a tie */
    uint8_t winners = left;
    if (b->players == 4) /* the surviving team, both seats */
        for (int p = 0; p < 4; p++)
            if (left >> p & 1) winners |= (uint8_t)(1u << (p % 2) | 1u << (p % 2 + 2));
    game_over(r, RONE_END_CARDS, winners);
}

/* A34: after the round limit, more cards in deck + hand wins; equal is a tie. */
static void round_limit(rone_run *r) {
    rone_board *b = r->b;
    int best = -1;
    uint8_t winners = 0;
    for (int p = 0; p < b->players; p++) {
        if (!alive(b, p)) continue;
        int n = cards_left(b, p);
        if (n > best) { best = n; winners = 0; }
        if (n == best) winners |= (uint8_t)(1u << p);
    }
    game_over(r, RONE_END_ROUNDS, winners);
}

/* ---- setup: the mulligan (R29) ---- */
static void mulligan(rone_run *r, int seat) {
    rone_board *b = r->b;
    int hand = rone_zone(seat, RONE_Z_HAND), deck = rone_zone(pile_seat(b, seat), RONE_Z_DECK);
    int n = zsize(b, hand) < 6 ? zsize(b, hand) : 6;
    rone_optset o;
    oset_clear(&o);
    o.bits[0] = n >= 6 ? ~(uint64_t)0 : ((uint64_t)1 << (1 << n)) - 1; /* every subset m < 2^n (n <= 6) */
    oset_add(&o, OPT_SHUFFLE);
    int answer = rone_ask(r, seat, RONE_ASK_MULLIGAN, RONE_NONE, &o);
    b->mulliganed |= (uint8_t)(1u << seat);
    if (answer == OPT_SHUFFLE) {
        int k = zsize(b, hand);
        while (zsize(b, hand)) ro_zone_move(b, ztop(b, hand), deck, false);
        ro_zone_shuffle(b, deck);
        for (int i = 0; i < k; i++) ro_draw_card(r, seat);
        return;
    }
    if (answer <= 0) return;
    rone_optset under;
    oset_clear(&under);
    int count = 0;
    for (int i = 0; i < n; i++)
        if (answer >> i & 1) {
            oset_add(&under, zcard(b, hand, i));
            count++;
        }
    for (int i = 0; i < count; i++) {
        int c = rone_ask(r, seat, RONE_ASK_BOTTOM_ORDER, RONE_NONE, &under);
        under.bits[c >> 6] &= ~((uint64_t)1 << (c & 63));
        ro_zone_move(b, c, deck, true);
    }
    for (int i = 0; i < count; i++) ro_draw_card(r, seat);
}

/* ---- phase windows ---- */
/* quiet: AP is not asked unless someone acted (income -> main). Returns true if a seat
 * had a fast effect in a window that was not quiet. */
static __attribute__((noinline)) bool phase_window_asking(rone_run *r, bool quiet) {
    rone_board *b = r->b;
    int reps = b->windows == 1 ? 2 : 1;
    bool offered = false;
    for (int k = 0; k < reps; k++) {
        if (quiet) {
            if (ro_cancel_window(r, b->current)) ro_window(r, b->current);
        } else {
            offered |= ro_window(r, b->current);
        }
        ro_check_game_end(r);
    }
    return offered;
}

/* Inline, the usual case: no seat can be asked (ro_round_may_ask), so every round of the
 * window passes at once and only the end-of-game check is left. */
static inline bool phase_window(rone_run *r, bool quiet) {
    rone_board *b = r->b;
    if (b->windows == 2) return false; /* lean */
    if (!ro_round_may_ask(b, b->current, quiet)) {
        ro_check_game_end(r);
        return false;
    }
    return phase_window_asking(r, quiet);
}

/* Two windows with nothing between them but triggers and the end-of-game check: when no
 * seat had a fast effect in the first, no trigger fired and nobody was eliminated, the
 * board is the one where every seat had nothing fast, and the second window would pass
 * without a question. The engine skips it (speed only: the same game). */
static bool window_needed(const rone_board *b, bool offered, int triggers, uint8_t alive_before) {
    return offered || triggers || b->seats_alive != alive_before;
}

/* The cards seat controls with a trigger for event (its hero is on its side too, once). */
static int triggered_cards(rone_run *r, int seat, int event, int *out) {
    rone_board *b = r->b;
    int n = 0, z = rone_zone(seat, RONE_Z_FIELD);
    for (int i = 0; i < zsize(b, z); i++) {
        int c = zcard(b, z, i);
        if (def_of(r, c)->events >> event & 1) out[n++] = c;
    }
    return n;
}

static void start_turn(rone_run *r) {
    rone_board *b = r->b;
    int ap = b->current;
    ro_lasting_turn_start(b, ap); /* until=my_next_turn ends */
    /* refresh (R31; 2v2 R91: every unit on the team's side; A37: own hero and technologies) */
    int z = rone_zone(ap, RONE_Z_FIELD);
    for (int i = b->zstart[z], end = b->zstart[z + 1]; i < end; i++) ro_refresh(b, b->order[i], 1);
    if (b->players == 4) /* teams by parity: the teammate's units (refreshes in any order: the same board) */
        for (int w = 0; w < 2; w++)
            for (uint64_t m = b->side_units[ap ^ 2][w]; m; m &= m - 1) ro_refresh(b, 64 * w + __builtin_ctzll(m), 1);
    b->phase = RONE_PH_BEGIN;
    uint8_t alive_before = b->seats_alive;
    bool offered = phase_window(r, false);   /* turn start */
    int cards[RONE_MAX_CARDS];
    int n = triggered_cards(r, ap, RONE_EV_TURN_START, cards);
    ro_fire_triggers(r, RONE_EV_TURN_START, cards, n);
    ro_check_game_end(r);
    if (window_needed(b, offered, n, alive_before)) phase_window(r, false);   /* beginning -> income */
    b->phase = RONE_PH_INCOME;
    if (!alive(b, ap)) { /* eliminated before its income (3 players) */
        b->phase = RONE_PH_MAIN;
        return;
    }
    b->water[ap] = (int16_t)(b->water[ap] + ro_water_income_of(r, ap));
    ro_water_gained(b, ap);
    int draws = ro_card_income_of(r, ap);
    for (int k = 0; k < draws; k++) {
        if (!zsize(b, rone_zone(pile_seat(b, ap), RONE_Z_DECK))) break;
        if (rone_ask_01(r, ap, RONE_ASK_DRAW, RONE_NONE) != 1) break;
        ro_draw_card(r, ap);
    }
    phase_window(r, true);    /* income -> main */
    b->phase = RONE_PH_MAIN;
}

/* quiet_alive: the live seats before the end-turn round if no seat had a fast effect in
 * it (so the turn-end window may be skipped, window_needed), else -1. */
static void end_turn(rone_run *r, int quiet_alive) {
    rone_board *b = r->b;
    int ap = b->current;
    b->phase = RONE_PH_END;
    if (alive(b, ap)) {
        int cards[RONE_MAX_CARDS];
        int n = triggered_cards(r, ap, RONE_EV_TURN_END, cards);
        ro_fire_triggers(r, RONE_EV_TURN_END, cards, n);
        ro_check_game_end(r);
        if (quiet_alive < 0 || window_needed(b, false, n, (uint8_t)quiet_alive)) phase_window(r, false);   /* turn end */
    }
    /* what lasts until the end of the turn ends (A36): on the cards marked this turn (the
     * others have nothing to end), in the order of their numbers */
    uint64_t marks[2] = {b->turn_marks[0], b->turn_marks[1]};
    b->turn_marks[0] = b->turn_marks[1] = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = marks[w]; m; m &= m - 1) {
            int c = 64 * w + __builtin_ctzll(m);
            rone_card *k = &b->card[c];
            k->granted = 0;
            if (k->flags & (RONE_CF_USED_FIRST | RONE_CF_USED_SECOND)) ro_fast_changed(b, zone_seat(k->zone));
            k->flags &= (uint8_t)~(RONE_CF_USED_FIRST | RONE_CF_USED_SECOND | RONE_CF_TRIGGERED); /* once_per_turn */
            if (!k->control_until_turn_end) continue;
            if (!ro_on_field(b, c)) { /* off the battlefield: kept (and looked at again next turn) */
                ro_mark_turn(b, c);
                continue;
            }
            int owner = k->owner;
            k->control_until_turn_end = 0;
            k->controller = (uint8_t)owner;
            ro_fast_changed(b, zone_seat(k->zone));
            if (alive(b, owner)) ro_zone_move(b, c, rone_zone(owner, RONE_Z_FIELD), false);
        }
    ro_lasting_turn_end(b); /* until=next_turn ends at the end of the turn after */
    ro_check_deaths(r);
    ro_check_game_end(r);
    /* the next turn */
    int next = ap;
    do next = (next + 1) % b->players;
    while (!alive(b, next));
    b->turns++;
    if (next == b->first_player || (next < ap && !alive(b, b->first_player))) b->round++;
    b->current = (uint8_t)next;
    b->phase = RONE_PH_REFRESH;
}

/* ---- the main phase ---- */
static int techs_of(rone_run *r, int seat) {
    const rone_board *b = r->b;
    int n = 0, z = rone_zone(seat, RONE_Z_FIELD);
    for (int i = 0; i < zsize(b, z); i++) n += def_of(r, zcard(b, z, i))->type == RONE_TECH;
    return n;
}

/* A unit, technology or slow tactic seat may play now (R48, R21). *techs: the seat's
 * technologies on the battlefield, counted at the first technology asked about (-1 before). */
static bool playable(rone_run *r, int seat, int c, int *techs) {
    const rone_board *b = r->b;
    const rone_card_def *d = def_of(r, c);
    int cost = ro_cost_of(r, c); /* with cost modifiers */
    if (cost < 0 || d->level > b->hero_level[seat] || cost > b->water[seat]) return false;
    if (d->type == RONE_TACTIC) return d->keywords & RONE_KW_SLOW && ro_play_targets_exist(r, c, seat); /* A11 */
    if (d->type == RONE_TECH) {
        if (*techs < 0) *techs = techs_of(r, seat);
        return *techs < 3;
    }
    return d->type == RONE_UNIT;
}

/* Adds the cards seat may play to o; with o NULL, only says whether there is one. */
static bool playable_cards(rone_run *r, int seat, rone_optset *o) {
    const rone_board *b = r->b;
    int zones[2] = {rone_zone(seat, RONE_Z_HAND), rone_zone(pile_seat(b, seat), RONE_Z_TECHDECK)};
    bool any = false;
    int techs = -1;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < zsize(b, zones[k]); i++) {
            int c = zcard(b, zones[k], i);
            if (!playable(r, seat, c, &techs)) continue;
            if (!o) return true;
            oset_add(o, c);
            any = true;
        }
    return any;
}

/* The top card of seat's graveyard, if seat may recycle it now (R51, A27); else -1. */
static int recyclable(rone_run *r, int seat) {
    const rone_board *b = r->b;
    int g = rone_zone(pile_seat(b, seat), RONE_Z_GRAVE), c = ztop(b, g);
    if (c < 0) return -1;
    const rone_card_def *d = def_of(r, c);
    if (d->type != RONE_UNIT && d->type != RONE_TACTIC) return -1;
    int recycle = ro_recycle_of(r, c); /* with recycle modifiers */
    if (recycle < 0 || d->level > b->hero_level[seat] || zsize(b, g) - 1 < recycle) return -1;
    if (d->type == RONE_TACTIC && !ro_play_targets_exist(r, c, seat)) return -1; /* A11 */
    return c;
}

/* The one card the pending main phase's "play a card" or "recycle a card" would play (the
 * choice that follows has this one option, so the engine takes it at once), else RONE_NONE.
 * Reads only; the deciding seat sees every card it names (its hand, its technologies, the top
 * of its graveyard). */
int ro_announced_card(const rone_state *s, int option) {
    if (rone_is_over(s) || s->pending.kind != RONE_ASK_MAIN || !oset_has(&s->pending.options, option)) return RONE_NONE;
    rone_run r = ro_read_run(&s->now);
    int seat = s->pending.seat;
    if (option == OPT_ANNOUNCE_RECYCLE) {
        int c = recyclable(&r, seat);
        return c >= 0 ? c : RONE_NONE;
    }
    if (option != OPT_ANNOUNCE_PLAY) return RONE_NONE;
    rone_optset o;
    oset_clear(&o);
    playable_cards(&r, seat, &o);
    return ro_oset_count(&o) == 1 ? ct_optset_first(&o) : RONE_NONE;
}

static int level_up_price(rone_run *r, int seat) {
    const rone_board *b = r->b;
    int lv = b->hero_level[seat];
    if (lv >= 3) return -1;
    return def_of(r, b->hero[seat][lv])->cost; /* A26: the next card's cost */
}

static int play_ability_index(const rone_card_def *d, const rone_set *set) {
    for (int k = 0; k < d->ability_count; k++)
        if (set->abilities[d->first_ability + k].kind == RONE_AB_PLAY) return k;
    return 0;
}

/* The six steps of playing a card (R45): announce, cancel window, choose and pay, push, react, execute. */
static void play_action(rone_run *r) {
    rone_board *b = r->b;
    int ap = b->current, depth = b->stack_count;
    bool acted = ro_cancel_window(r, ap);
    rone_optset o;
    oset_clear(&o);
    playable_cards(r, ap, &o);
    if (acted) oset_add(&o, RONE_NONE); /* A6 */
    int c = rone_ask(r, ap, RONE_ASK_PLAY_CARD, RONE_NONE, &o);
    if (c < 0 || c == RONE_NONE) return;
    const rone_card_def *d = def_of(r, c);
    b->water[ap] = (int16_t)(b->water[ap] - ro_cost_of(r, c)); /* paid: fast_none holds (internal.h) */
    unsigned mask = ro_ask_initiatives(r, ap, c);
    rone_stack_item it = {RONE_IT_PLAY, (uint8_t)c, 0, (uint8_t)ap, RONE_NONE, (uint8_t)mask, 0, 0, {0}};
    if (d->type == RONE_TACTIC) {
        it.ability = (uint8_t)play_ability_index(d, r->set);
        if (d->ability_count) ro_choose_activation_targets(r, d->first_ability + it.ability, c, ap, &it);
    }
    ro_zone_move(b, c, RONE_Z_STACK, false);
    b->card[c].controller = (uint8_t)ap;
    ro_push_item(r, it);
    ro_reaction_round(r, ap);
    ro_resolve_to(r, depth);
}

static void recycle_action(rone_run *r) {
    rone_board *b = r->b;
    int ap = b->current, depth = b->stack_count;
    bool acted = ro_cancel_window(r, ap);
    rone_optset o;
    oset_clear(&o);
    int c = recyclable(r, ap);
    if (c >= 0) oset_add(&o, c);
    if (acted) oset_add(&o, RONE_NONE);
    c = rone_ask(r, ap, RONE_ASK_PLAY_CARD, RONE_NONE, &o);
    if (c < 0 || c == RONE_NONE) return;
    const rone_card_def *d = def_of(r, c);
    int g = rone_zone(pile_seat(b, ap), RONE_Z_GRAVE);
    rone_stack_item it = {RONE_IT_RECYCLE, (uint8_t)c, 0, (uint8_t)ap, RONE_NONE, 0, 0, 0, {0}};
    if (d->type == RONE_TACTIC) {
        it.ability = (uint8_t)play_ability_index(d, r->set);
        if (d->ability_count) ro_choose_activation_targets(r, d->first_ability + it.ability, c, ap, &it);
    }
    ro_zone_move(b, c, RONE_Z_STACK, false);
    b->card[c].controller = (uint8_t)ap;
    int recycle = ro_recycle_of(r, c);
    for (int i = 0; i < recycle; i++) {
        int gone = ztop(b, g);
        ro_zone_move(b, gone, RONE_Z_REMOVED, false);
        ro_note(r, RONE_OUT_GRAVE, c, gone, 0, 1, ap);
    }
    ro_push_item(r, it);
    ro_reaction_round(r, ap);
    ro_resolve_to(r, depth);
}

static void level_up_action(rone_run *r) {
    rone_board *b = r->b;
    int ap = b->current, depth = b->stack_count;
    bool acted = ro_cancel_window(r, ap);
    int price = level_up_price(r, ap);
    if (price < 0 || price > b->water[ap]) return; /* canceled (R45.3) */
    /* A6: after a reaction the announcer may decline, as for a play, a recycle or an attack */
    if (acted && rone_ask_01(r, ap, RONE_ASK_LEVEL_UP, hero_of(b, ap)) != 1) return;
    b->water[ap] = (int16_t)(b->water[ap] - price); /* paid: fast_none holds; the new level clears it */
    rone_stack_item it = {RONE_IT_LEVEL_UP, (uint8_t)hero_of(b, ap), 0, (uint8_t)ap, RONE_NONE, 0, 0, 0, {0}};
    ro_push_item(r, it);
    ro_reaction_round(r, ap);
    ro_resolve_to(r, depth);
}

/* The main phase's options past the fast effects: play, recycle, level up and end of turn
 * (options 120..123, bits 56..59 of the set's word 1), and the attacks (384 + c: words 6
 * and 7 hold a bit per card). */
_Static_assert(OPT_ANNOUNCE_PLAY == 64 + 56 && OPT_END_TURN == 64 + 59 && OPT_ATTACK == 6 * 64, "main_options' words");
static inline __attribute__((always_inline)) uint64_t main_announce_bits(rone_run *r, int ap) {
    const rone_board *b = r->b;
    uint64_t bits = (uint64_t)1 << (OPT_END_TURN - 64);
    if (playable_cards(r, ap, NULL)) bits |= (uint64_t)1 << (OPT_ANNOUNCE_PLAY - 64);
    if (recyclable(r, ap) >= 0) bits |= (uint64_t)1 << (OPT_ANNOUNCE_RECYCLE - 64);
    int price = level_up_price(r, ap);
    if (price >= 0 && price <= b->water[ap]) bits |= (uint64_t)1 << (OPT_LEVEL_UP - 64);
    return bits;
}
static inline __attribute__((always_inline)) void main_attack_bits(rone_run *r, int ap, uint64_t *attacks) {
    const rone_board *b = r->b;
    /* ro_can_attack_now for a unit on the team's side: on the battlefield, and controlled by
     * the team (a card on a side is its seat's, check.c); 2v2 (teams by parity): the
     * teammate's units too (R91) */
    for (int w = 0; w < 2; w++) {
        uint64_t units = b->side_units[ap][w] | (b->players == 4 ? b->side_units[ap ^ 2][w] : 0), ready = 0;
        for (uint64_t m = units; m; m &= m - 1) {
            int c = 64 * w + __builtin_ctzll(m);
            if (b->card[c].exhaustion == 0 && !ro_cannot_attack(r, c)) ready |= m & -m;
        }
        attacks[w] = ready;
    }
}

/* The main decision's options: o holds ap's fast options (main_phase) and gets the rest. */
static void main_options(rone_run *r, int ap, rone_optset *o) {
    uint64_t attacks[2];
    main_attack_bits(r, ap, attacks);
    o->bits[1] |= main_announce_bits(r, ap);
    o->bits[6] |= attacks[0];
    o->bits[7] |= attacks[1];
}

/* The main decision drawn in a random playout (ro_drawing: uniform or seat streams) for a seat with no fast
 * effect: its options are the announce bits and the attacks, counted and
 * drawn by rank without building a set; the same answer, random state and record as
 * asking main_options' set (rone_ask: no draw with one option). */
static int main_drawn(rone_run *r, int ap, uint64_t *rng) {
    uint64_t announce = main_announce_bits(r, ap), attacks[2];
    main_attack_bits(r, ap, attacks);
    int low = ct_bits_in(announce), first = ct_bits_in(attacks[0]), n = low + first + ct_bits_in(attacks[1]);
    if (n == 1) return OPT_END_TURN; /* always an option: the only one */
    int k = ct_uniform_draw(rng, n), answer;
    if (k < low) answer = 64 + ct_word_nth(announce, k);
    else if (k - low < first) answer = OPT_ATTACK + ct_word_nth(attacks[0], k - low);
    else answer = OPT_ATTACK + 64 + ct_word_nth(attacks[1], k - low - first);
    ro_drawn(r, ap, RONE_ASK_MAIN, answer);
    return answer;
}

/* Returns the live seats before the end-turn round if no seat had a fast effect in it,
 * else -1 (end_turn). */
static int main_phase(rone_run *r) {
    rone_board *b = r->b;
    int ap = b->current;
    for (;;) {
        ro_check_game_end(r);
        if (!alive(b, ap)) return -1; /* eliminated in its own turn (3 players) */
        rone_checkpoint(r);
        int answer;
        rone_optset o;
        oset_clear(&o);
        uint64_t *rng;
        if (!ro_add_fast_options(r, ap, &o) && (rng = ro_drawing(r, ap))) {
            answer = main_drawn(r, ap, rng);
        } else {
            main_options(r, ap, &o);
            answer = rone_ask(r, ap, RONE_ASK_MAIN, RONE_NONE, &o);
        }
        if (answer == OPT_END_TURN) {
            /* R35, A7: on the stack; the opponents may answer with fast effects */
            rone_stack_item it = {RONE_IT_END_TURN, (uint8_t)hero_of(b, ap), 0, (uint8_t)ap, RONE_NONE, 0, 0, 0, {0}};
            ro_push_item(r, it);
            int alive_before = b->seats_alive;
            bool offered = ro_reaction_round(r, ap);
            ro_resolve_to(r, 0);
            ro_check_game_end(r);
            return offered ? -1 : alive_before;
        }
        if (answer == OPT_ANNOUNCE_PLAY) play_action(r);
        else if (answer == OPT_ANNOUNCE_RECYCLE) recycle_action(r);
        else if (answer == OPT_LEVEL_UP) level_up_action(r);
        else if (answer >= OPT_ATTACK) ro_attack(r, answer - OPT_ATTACK);
        else {
            ro_activate_fast(r, ap, answer);
            ro_reaction_round(r, ap);
            ro_resolve_to(r, 0);
        }
    }
}

void ro_play_from_checkpoint(rone_run *r) {
    rone_board *b = r->b;
    if (b->phase == RONE_PH_SETUP) {
        for (int k = 0; k < b->players; k++) mulligan(r, (b->first_player + k) % b->players);
        b->phase = RONE_PH_REFRESH;
        b->current = b->first_player;
        rone_checkpoint(r);
    }
    for (;;) {
        if (b->phase == RONE_PH_REFRESH) {
            if (b->round > RONE_ROUND_LIMIT) round_limit(r);
            rone_checkpoint(r);
            start_turn(r);
        }
        int quiet_alive = main_phase(r);
        end_turn(r, quiet_alive);
    }
}
