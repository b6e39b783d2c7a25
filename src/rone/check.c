/* check.c: the invariants of a RONE state, checked after every step in test builds:
 * every instance in exactly one zone, exhaustion 0..3, water >= 0, the technology
 * limit, heroes where they belong, the stack well formed, the pending decision consistent. */
#include <stdio.h>

#include "internal.h"

#define FAIL(...) do { snprintf(why, size, __VA_ARGS__); return false; } while (0)

static bool check_board(const rone_board *b, char *why, size_t size) {
    const rone_set *set = rone_board_set(b);
    if (b->players < 2 || b->players > 4) FAIL("players %d", b->players);
    if (b->card_count > RONE_MAX_CARDS) FAIL("card count %d", b->card_count);
    if (b->zstart[0] != 0 || b->zstart[RONE_ZONES] != b->card_count) FAIL("zone bounds %d..%d", b->zstart[0], b->zstart[RONE_ZONES]);
    uint8_t count[RONE_MAX_CARDS] = {0};
    for (int z = 0; z < RONE_ZONES; z++) {
        if (b->zstart[z] > b->zstart[z + 1]) FAIL("zone %d has negative size", z);
        for (int i = b->zstart[z]; i < b->zstart[z + 1]; i++) {
            int c = b->order[i];
            if (c >= b->card_count) FAIL("zone %d holds card %d past the end", z, c);
            if (count[c]++) FAIL("card %d is in two places", c);
            if (b->card[c].zone != z) FAIL("card %d in zone %d says zone %d", c, z, b->card[c].zone);
        }
    }
    for (int c = 0; c < b->card_count; c++) {
        const rone_card *k = &b->card[c];
        if (k->def >= set->card_count) FAIL("card %d has definition %d", c, k->def);
        if (k->exhaustion < 0 || k->exhaustion > 3) FAIL("card %d exhaustion %d", c, k->exhaustion);
        if (k->owner >= b->players || k->controller >= b->players) FAIL("card %d owner/controller", c);
        int z = k->zone;
        if (zone_kind(z) == RONE_Z_FIELD && k->controller != zone_seat(z)) FAIL("card %d on P%d's side is controlled by P%d", c, zone_seat(z) + 1, k->controller + 1);
        if (k->flags & RONE_CF_SHIELD_UP && zone_kind(z) != RONE_Z_DECK) FAIL("card %d is a face-up shield outside a deck", c);
        if (k->flags & RONE_CF_DYING && b->phase != RONE_PH_OVER && zone_kind(z) != RONE_Z_FIELD) FAIL("card %d is dying off the battlefield", c);
        int type = set->cards[k->def].type;
        if (zone_kind(z) == RONE_Z_HAND && (type == RONE_TECH || type == RONE_HERO)) FAIL("a %s in a hand", type == RONE_TECH ? "technology" : "hero");
    }
    for (int p = 0; p < b->players; p++) {
        if (b->water[p] < 0) FAIL("P%d water %d", p + 1, b->water[p]);
        if (b->hero_level[p] < 1 || b->hero_level[p] > 3) FAIL("P%d hero level %d", p + 1, b->hero_level[p]);
        int techs = 0, z = rone_zone(p, RONE_Z_FIELD);
        for (int i = 0; i < zsize(b, z); i++) techs += set->cards[b->card[zcard(b, z, i)].def].type == RONE_TECH;
        if (techs > 3) FAIL("P%d has %d technologies", p + 1, techs);
        if (!(b->seats_alive >> p & 1)) continue;
        for (int l = 0; l < 3; l++) {
            int h = b->hero[p][l];
            int want = l == b->hero_level[p] - 1 ? rone_zone(p, RONE_Z_FIELD) : rone_zone(p, RONE_Z_HERODECK);
            if (b->card[h].zone != want) FAIL("P%d's level %d hero card is in zone %d", p + 1, l + 1, b->card[h].zone);
        }
    }
    if (b->stack_count > RONE_MAX_STACK) FAIL("stack of %d", b->stack_count);
    for (int i = 0; i < b->stack_count; i++) {
        const rone_stack_item *it = &b->stack[i];
        if (it->card >= b->card_count || it->controller >= b->players) FAIL("stack item %d malformed", i);
        if ((it->kind == RONE_IT_PLAY || it->kind == RONE_IT_RECYCLE) && !it->executing && b->card[it->card].zone != RONE_Z_STACK)
            FAIL("stack item %d plays card %d, which is not on the stack", i, it->card);
        if (it->target_count > RONE_ITEM_TARGETS) FAIL("stack item %d holds %d targets", i, it->target_count);
        for (int k = 0; k < it->target_count; k++) {
            int t = it->targets[k];
            if (t >= b->card_count && (t < RONE_PLAYER || t >= RONE_PLAYER + b->players) && t != RONE_NONE && t != RONE_TARGET_DECLINED)
                FAIL("stack item %d's target %d is %d", i, k + 1, t);
        }
    }
    /* every card on the stack belongs to a play or recycle item */
    for (int k = 0; k < zsize(b, RONE_Z_STACK); k++) {
        int c = zcard(b, RONE_Z_STACK, k);
        bool found = false;
        for (int i = 0; i < b->stack_count; i++)
            found |= (b->stack[i].kind == RONE_IT_PLAY || b->stack[i].kind == RONE_IT_RECYCLE) && b->stack[i].card == c;
        if (!found) FAIL("card %d is on the stack without an item", c);
    }
    /* a lasting grant or control is about a card on the battlefield (it ends when the card leaves) */
    if (b->lasting_count > RONE_MAX_LASTING) FAIL("%d lasting effects", b->lasting_count);
    for (int i = 0; i < b->lasting_count; i++)
        if (b->lasting[i].card >= b->card_count || zone_kind(b->card[b->lasting[i].card].zone) != RONE_Z_FIELD)
            FAIL("lasting effect %d is about card %d, not on the battlefield", i, b->lasting[i].card);
    return true;
}

/* The engine's cached counts agree with the zones. */
static bool check_caches(const rone_board *b, char *why, size_t size) {
    rone_board fresh = *b;
    ro_count_caches(&fresh);
    if (memcmp(fresh.fast_in_hand, b->fast_in_hand, sizeof b->fast_in_hand) ||
        memcmp(fresh.fast_on_field, b->fast_on_field, sizeof b->fast_on_field) || fresh.health_statics != b->health_statics ||
        memcmp(fresh.static_stats, b->static_stats, sizeof b->static_stats) || fresh.watchers != b->watchers ||
        fresh.statics_in_play != b->statics_in_play || memcmp(fresh.static_cards, b->static_cards, sizeof b->static_cards) ||
        memcmp(fresh.side_units, b->side_units, sizeof b->side_units))
        FAIL("the cached counts of fast cards, statics or units disagree with the zones");
    rone_set_marks derived; /* afresh from the definitions: a set's stored marks are checked too */
    rone_set_derive_marks(rone_board_set(b), &derived);
    ro_put_marks(&fresh, &derived);
    if (memcmp(fresh.may_be_fast, b->may_be_fast, sizeof b->may_be_fast) || memcmp(fresh.gives_fast, b->gives_fast, sizeof b->gives_fast) ||
        memcmp(fresh.health_static, b->health_static, sizeof b->health_static) || fresh.pay_costs != b->pay_costs ||
        fresh.fast_uncached != b->fast_uncached || fresh.unattackable_statics != b->unattackable_statics)
        FAIL("the marks of the set's definitions disagree with the set");
    for (int c = 0; c < b->card_count; c++) {
        const rone_card *k = &b->card[c];
        if (k->unused[0] | k->unused[1] | k->unused[2]) FAIL("card %d: its unused bytes are not 0", c);
        if ((k->granted || k->flags & (RONE_CF_USED_FIRST | RONE_CF_USED_SECOND | RONE_CF_TRIGGERED) || k->control_until_turn_end) &&
            !(b->turn_marks[c >> 6] >> (c & 63) & 1))
            FAIL("card %d holds something until the end of the turn but is not marked for it", c);
    }
    if (!b->deaths_due && !b->health_statics)
        for (int c = 0; c < b->card_count; c++) {
            const rone_card *k = &b->card[c];
            const rone_card_def *d = &rone_board_set(b)->cards[k->def];
            if (zone_kind(k->zone) == RONE_Z_FIELD && d->type == RONE_UNIT &&
                (k->flags & RONE_CF_DYING || d->health + k->health_bonus - k->damage <= 0))
                FAIL("unit %d may die but no death check is due", c);
        }
    if (!b->deck_emptied)
        for (int p = 0; p < b->players; p++)
            if (alive(b, p) && !zsize(b, rone_zone(pile_seat(b, p), RONE_Z_DECK)))
                FAIL("seat %d's deck is empty but no end-of-game check is due", p);
    rone_run r = ro_read_run(b);
    for (int p = 0; p < b->players; p++)
        if (b->fast_none >> p & 1 && ro_has_fast_effect(&r, p)) FAIL("seat %d is marked as having no fast effect but has one", p);
    return true;
}

/* The card slots past card_count are the same in the board and its checkpoint (nothing in
 * a game writes there: ro_copy_board leaves them out). */
static bool unused_slots_same(const rone_state *s) {
    int n = s->now.card_count;
    return s->checkpoint.card_count == n &&
           !memcmp(&s->now.card[n], &s->checkpoint.card[n], (size_t)(RONE_MAX_CARDS - n) * sizeof s->now.card[0]);
}

bool rone_check_invariants(const rone_state *s, char *why, size_t size) {
    if (!check_board(&s->now, why, size) || !check_caches(&s->now, why, size)) return false;
    if (!unused_slots_same(s)) FAIL("the board and its checkpoint differ in their card count or past it");
    /* the checkpoint is a copy of an earlier checked board: only its quiescence is new */
    if (s->checkpoint.stack_count) FAIL("a checkpoint with a stack");
    if (rone_is_over(s)) {
        if (s->pending.seat != -1) FAIL("a decision after the end");
        if (!s->now.winners) FAIL("a game over without winners");
        return true;
    }
    if (s->pending.seat < 0 || s->pending.seat >= s->now.players) FAIL("pending seat %d", s->pending.seat);
    if (!(s->now.seats_alive >> s->pending.seat & 1)) FAIL("an eliminated seat is asked");
    if (s->pending.count < 2) FAIL("a decision with %d options", s->pending.count);
    if (ro_oset_count(&s->pending.options) != s->pending.count) FAIL("pending count %d for %d options", s->pending.count, ro_oset_count(&s->pending.options));
    if (s->pending.kind == RONE_ASK_MAIN && (s->now.stack_count || s->now.current != s->pending.seat)) FAIL("MAIN asked with a stack or of another seat");
    return true;
}
