/* zones.c: where every card instance is, what each seat knows about it, and the
 * card's current values (printed + tokens + static abilities). All instances sit in
 * one array partitioned into zones, so conservation holds by construction. */
#include <stddef.h>

#include "internal.h"

uint64_t rone_rng_next(uint64_t *state) { return ct_splitmix64(state); }

unsigned rone_rng_below(uint64_t *state, unsigned n) { return ro_rng_below(state, n); }

/* Seats that know the card after it moves from zone `from` to zone `to`. */
static uint8_t seen_after(const rone_board *b, int card, int from, int to) {
    const uint8_t all = (uint8_t)((1u << RONE_MAX_SEATS) - 1);
    int kind = zone_kind(to);
    if (kind == RONE_Z_HAND) {
        uint8_t holder = (uint8_t)(1u << zone_seat(to));
        int fk = zone_kind(from);
        if (fk == RONE_Z_DECK || fk == RONE_Z_TECHDECK || from == RONE_Z_BOUNTY)
            return (uint8_t)((b->card[card].flags & RONE_CF_SHIELD_UP ? all : b->card[card].seen) | holder);
        return (uint8_t)(b->card[card].seen | holder);
    }
    if (kind == RONE_Z_DECK || kind == RONE_Z_TECHDECK || to == RONE_Z_BOUNTY) return b->card[card].seen;
    return all; /* battlefield, graveyard, hero deck, removed, stack: face up */
}

void rone_set_derive_marks(const rone_set *set, rone_set_marks *out) {
    memset(out, 0, sizeof *out);
    for (int d = 0; d < set->card_count && d < 256; d++) { /* a set holds at most 250 (rone_cardfile) */
        const rone_card_def *cd = &set->cards[d];
        bool fast = cd->type == RONE_TACTIC && !(cd->keywords & RONE_KW_SLOW) && cd->cost >= 0, health = false, gives = fast;
        for (int k = 0; k < cd->ability_count; k++) {
            const rone_ability *a = &set->abilities[cd->first_ability + k];
            fast |= a->kind == RONE_AB_ACTIVATED && cd->type != RONE_HERO;
            gives |= a->kind == RONE_AB_ACTIVATED;
            if (a->kind == RONE_AB_ACTIVATED && a->pay_exhaust) out->fast_uncached = 1; /* its choices read other cards */
            if (a->kind == RONE_AB_ACTIVATED && a->pay_grave) out->pay_costs |= RONE_PAYS_GRAVE;
            if (a->kind == RONE_AB_ACTIVATED && a->pay_discard) out->pay_costs |= RONE_PAYS_DISCARD;
            health |= a->kind == RONE_AB_STATIC && a->stat == RONE_STAT_HEALTH;
            if (a->kind == RONE_AB_STATIC && a->stat == RONE_STAT_KEYWORD && a->stat_amount & RONE_KW_UNATTACKABLE)
                out->unattackable_statics = 1;
        }
        if (fast) out->may_be_fast[d >> 6] |= (uint64_t)1 << (d & 63);
        if (gives) out->gives_fast[d >> 6] |= (uint64_t)1 << (d & 63);
        if (health) out->health_static[d >> 6] |= (uint64_t)1 << (d & 63);
    }
    out->ready = 1;
}

void ro_put_marks(rone_board *b, const rone_set_marks *m) {
    memcpy(b->may_be_fast, m->may_be_fast, sizeof b->may_be_fast);
    memcpy(b->health_static, m->health_static, sizeof b->health_static);
    memcpy(b->gives_fast, m->gives_fast, sizeof b->gives_fast);
    b->unattackable_statics = m->unattackable_statics;
    b->fast_uncached = m->fast_uncached;
    b->pay_costs = m->pay_costs;
}

void ro_mark_definitions(rone_board *b, const rone_set *set) {
    if (set->marks.ready) { /* derived once: by rone_cardgen, or the loader */
        ro_put_marks(b, &set->marks);
        return;
    }
    rone_set_marks m;
    rone_set_derive_marks(set, &m);
    ro_put_marks(b, &m);
}

/* count_in_zone for a seat's side. */
static void count_on_field(rone_board *b, int card, int seat, int delta) {
    int d = b->card[card].def;
    if (delta > 0) b->deaths_due = 1; /* it may arrive damaged (a change of control) */
    if (ro_def_marked(b->may_be_fast, d)) b->fast_on_field[seat] = (uint8_t)(b->fast_on_field[seat] + delta);
    if (ro_def_marked(b->health_static, d)) b->health_statics = (uint8_t)(b->health_statics + delta), b->deaths_due = 1;
    const rone_set *set = rone_board_set(b);
    const rone_card_def *cd = &set->cards[d];
    if (cd->type == RONE_UNIT) {
        if (delta > 0) {
            b->side_units[seat][card >> 6] |= (uint64_t)1 << (card & 63);
            b->fast_none &= (uint8_t)~b->unit_wait; /* a target for the tactics waiting for a unit */
        } else b->side_units[seat][card >> 6] &= ~((uint64_t)1 << (card & 63));
    }
    if (cd->events >> RONE_EV_UNIT_ENTERS) b->watchers = (uint8_t)(b->watchers + delta);
    if (!(cd->events & 1)) return;
    b->fast_none = 0; /* a static ability (a cost, say) may change what any seat can pay */
    b->statics_in_play = (uint8_t)(b->statics_in_play + delta);
    if (delta > 0) b->static_cards[card >> 6] |= (uint64_t)1 << (card & 63);
    else b->static_cards[card >> 6] &= ~((uint64_t)1 << (card & 63));
    for (int k = 0; k < cd->ability_count; k++) {
        const rone_ability *a = &set->abilities[cd->first_ability + k];
        if (a->kind == RONE_AB_STATIC && a->stat < RONE_STATS) b->static_stats[a->stat] = (uint8_t)(b->static_stats[a->stat] + delta);
    }
}

/* Keeps the cached counts as card leaves (delta -1) or enters (+1) zone (inline: most
 * zones count nothing, and a hand only its fast cards). */
static inline void count_in_zone(rone_board *b, int card, int zone, int delta) {
    int kind = zone_kind(zone);
    if (kind == RONE_Z_HAND) {
        if (ro_def_marked(b->may_be_fast, b->card[card].def))
            b->fast_in_hand[zone_seat(zone)] = (uint8_t)(b->fast_in_hand[zone_seat(zone)] + delta);
    } else if (kind == RONE_Z_FIELD) {
        count_on_field(b, card, zone_seat(zone), delta);
    }
}

void ro_count_caches(rone_board *b) {
    memset(b->fast_in_hand, 0, sizeof b->fast_in_hand);
    memset(b->fast_on_field, 0, sizeof b->fast_on_field);
    b->health_statics = 0;
    memset(b->static_stats, 0, sizeof b->static_stats);
    b->watchers = 0;
    b->statics_in_play = 0;
    memset(b->static_cards, 0, sizeof b->static_cards);
    memset(b->side_units, 0, sizeof b->side_units);
    b->fast_none = b->grave_wait = b->unit_wait = 0;
    memset(b->water_need, 0, sizeof b->water_need);
    b->deaths_due = 1;
    b->deck_emptied = 1;
    for (int c = 0; c < b->card_count; c++) count_in_zone(b, c, b->card[c].zone, 1);
}

/* Can card arriving in zone give the zone's seat a fast effect (fast_options reads it)? A card
 * that may be fast or a hero with an ability, in a hand or on a side; any card in a hand when
 * the set pays costs with discards, in a graveyard when it pays with graveyard cards and a seat
 * using that graveyard waits for one (grave_wait). Nothing in a deck, the stack or out of the game. */
static inline bool arrival_gives_fast(const rone_board *b, int card, int zone) {
    int kind = zone_kind(zone);
    if (kind == RONE_Z_HAND) return b->pay_costs & RONE_PAYS_DISCARD || ro_def_marked(b->gives_fast, b->card[card].def);
    if (kind == RONE_Z_FIELD) return ro_def_marked(b->gives_fast, b->card[card].def);
    if (kind != RONE_Z_GRAVE || !(b->pay_costs & RONE_PAYS_GRAVE)) return false;
    /* only a seat that found an ability short of graveyard cards (grave_wait) can gain one:
     * the seats using this graveyard (2v2: the team's) */
    int pile = zone_seat(zone);
    return b->grave_wait & (b->players == 4 ? 5u << (pile & 1) : 1u << pile);
}

void ro_zone_move(rone_board *b, int card, int zone, bool at_bottom) {
    int from = b->card[card].zone;
    if (arrival_gives_fast(b, card, zone)) ro_fast_changed(b, zone_seat(zone)); /* leaving `from` takes fast effects away only */
    count_in_zone(b, card, from, -1);
    count_in_zone(b, card, zone, 1);
    int i = b->zstart[from + 1] - 1; /* the top card (every draw) is found without a search */
    if (b->order[i] != card) i = (int)((const uint8_t *)memchr(&b->order[b->zstart[from]], card, (size_t)zsize(b, from)) - b->order);
    if (zone_kind(from) == RONE_Z_DECK && b->zstart[from + 1] - b->zstart[from] == 1) b->deck_emptied = 1; /* its last card */
    b->card[card].seen = seen_after(b, card, from, zone);
    b->card[card].zone = (uint8_t)zone;
    if (zone > from || (zone == from && !at_bottom)) {
        int j = (at_bottom ? b->zstart[zone] : b->zstart[zone + 1]) - 1;
        memmove(&b->order[i], &b->order[i + 1], (size_t)(j - i));
        b->order[j] = (uint8_t)card;
        for (int z = from + 1; z <= zone; z++) b->zstart[z]--;
    } else {
        int j = at_bottom ? b->zstart[zone] : b->zstart[zone + 1];
        memmove(&b->order[j + 1], &b->order[j], (size_t)(i - j));
        b->order[j] = (uint8_t)card;
        for (int z = zone + 1; z <= from; z++) b->zstart[z]++;
    }
    if (b->lasting_count && zone_kind(from) == RONE_Z_FIELD && zone_kind(zone) != RONE_Z_FIELD) ro_lasting_left_field(b, card);
}

/* ---- lasting grants and controls (until= other than turn_end; a permanent grant) ---- */

static void lasting_drop(rone_board *b, int i) {
    b->lasting[i] = b->lasting[--b->lasting_count];
}

/* Entry i ends: a control gives the card back to its owner (as at the end of a turn, A36). */
static void lasting_end(rone_board *b, int i) {
    rone_lasting e = b->lasting[i];
    lasting_drop(b, i);
    if (!e.control || !ro_on_field(b, e.card)) return;
    int owner = b->card[e.card].owner;
    if (b->card[e.card].controller == owner) return;
    b->card[e.card].controller = (uint8_t)owner;
    ro_fast_changed(b, zone_seat(b->card[e.card].zone));
    if (b->seats_alive >> owner & 1) ro_zone_move(b, e.card, rone_zone(owner, RONE_Z_FIELD), false);
}

bool ro_lasting_add(rone_board *b, rone_lasting e) {
    if (e.control) /* a newer control of the card replaces an older one */
        for (int i = b->lasting_count - 1; i >= 0; i--)
            if (b->lasting[i].control && b->lasting[i].card == e.card) lasting_drop(b, i);
    if (b->lasting_count >= RONE_MAX_LASTING) return false;
    e.turn = (uint8_t)b->turns;
    b->lasting[b->lasting_count++] = e;
    return true;
}

void ro_lasting_left_field(rone_board *b, int card) {
    for (int i = b->lasting_count - 1; i >= 0; i--)
        if (i < b->lasting_count && b->lasting[i].card == card) lasting_drop(b, i);
    for (int i = b->lasting_count - 1; i >= 0; i--)
        if (i < b->lasting_count && b->lasting[i].source == card && b->lasting[i].until == RONE_UNTIL_SOURCE_LEAVES) lasting_end(b, i);
}

/* Ends every entry for which ends(entry) holds (entries may be reordered as they go). */
static void lasting_end_where(rone_board *b, bool (*ends)(const rone_board *, const rone_lasting *, int), int arg) {
    for (int i = b->lasting_count - 1; i >= 0; i--)
        if (i < b->lasting_count && ends(b, &b->lasting[i], arg)) lasting_end(b, i);
}
static bool ends_at_turn_start(const rone_board *b, const rone_lasting *e, int seat) {
    (void)b;
    return e->until == RONE_UNTIL_MY_NEXT_TURN && e->seat == seat;
}
static bool ends_at_turn_end(const rone_board *b, const rone_lasting *e, int unused) {
    (void)unused;
    return e->until == RONE_UNTIL_NEXT_TURN && (uint8_t)b->turns != e->turn;
}
static bool ends_with_combat(const rone_board *b, const rone_lasting *e, int card) {
    (void)b;
    return e->until == RONE_UNTIL_NEXT_COMBAT && e->card == card;
}
void ro_lasting_turn_start(rone_board *b, int seat) { if (b->lasting_count) lasting_end_where(b, ends_at_turn_start, seat); }
void ro_lasting_turn_end(rone_board *b) { if (b->lasting_count) lasting_end_where(b, ends_at_turn_end, 0); }
void ro_lasting_combat_end(rone_board *b, int card) { if (b->lasting_count) lasting_end_where(b, ends_with_combat, card); }

int ro_lasting_keywords(const rone_board *b, int c) {
    int kw = 0;
    for (int i = 0; i < b->lasting_count; i++)
        if (b->lasting[i].card == c && !b->lasting[i].control) kw |= b->lasting[i].keyword;
    return kw;
}

void ro_copy_board(rone_board *to, const rone_board *from) {
    memcpy(to, from, offsetof(rone_board, card) + from->card_count * sizeof from->card[0]);
    memcpy(&to->hero, &from->hero, sizeof *from - offsetof(rone_board, hero));
}

/* Shuffles the zone; face-up shields stay at the bottom (a deck holds them there). */
void ro_zone_shuffle(rone_board *b, int zone) {
    if (b->reseed_pending && b->reveals >= b->reseed_at) { /* the future a determinization drew (view.c) */
        b->rng = b->reseed_rng;
        b->reseed_pending = 0;
    }
    uint8_t *cards = &b->order[b->zstart[zone]];
    int n = zsize(b, zone), lo = 0;
    while (lo < n && b->card[cards[lo]].flags & RONE_CF_SHIELD_UP) lo++;
    for (int i = n - 1; i > lo; i--) {
        int j = lo + (int)ro_rng_below(&b->rng, (unsigned)(i - lo) + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    for (int i = lo; i < n; i++) b->card[cards[i]].seen = 0;
    b->reveals++;
}

int rone_zone_size(const rone_board *b, int zone) { return zsize(b, zone); }
int rone_zone_card(const rone_board *b, int zone, int index) { return zcard(b, zone, index); }



void ro_clear_card_state(rone_board *b, int c) {
    rone_card *k = &b->card[c];
    /* fast_none stays: a card's state is cleared only as it leaves its zone (which takes fast
     * effects away only), and where it arrives forgets fast_none if it can give one */
    k->exhaustion = k->damage = k->health_bonus = k->melee_mod = k->ranged_mod = 0;
    k->flags &= (uint8_t)~(RONE_CF_DYING | RONE_CF_IN_COMBAT | RONE_CF_RECYCLED | RONE_CF_USED_FIRST | RONE_CF_USED_SECOND |
                           RONE_CF_TRIGGERED);
    k->granted = 0;
    k->control_until_turn_end = 0;
    k->controller = k->owner;
}


bool ro_has_detection(const rone_run *r, int seat) {
    const rone_board *b = r->b;
    for (int p = 0; p < b->players; p++) {
        if (rone_team(b, p) != rone_team(b, seat)) continue;
        int z = rone_zone(p, RONE_Z_FIELD);
        for (int i = 0; i < zsize(b, z); i++)
            if (ro_keywords_of(r, zcard(b, z, i)) & RONE_KW_DETECTION) return true;
    }
    return false;
}

/* The newer filters and if= of a static: read without static abilities (docs/RULES.md
 * RONE R40), so that a static never depends on itself. */
static __attribute__((noinline)) bool static_applies_more(const rone_run *r, const rone_ability *a, int source, int c, int owner) {
    if (!ro_card_fits(r, c, RONE_SEL_CARD, a->applies_filters & ~(uint32_t)(RONE_F_OWN | RONE_F_ENEMY | RONE_F_OTHER | RONE_F_IF),
                      &a->applies_more, owner, source, true))
        return false;
    return !a->cond || ro_condition(r, a->cond, a->cond_op, a->cond_n, a->cond_base, a->cond_filters, NULL, source, source, owner,
                                    RONE_NONE, true);
}

/* Does static ability a of source (controlled by its controller) apply to card c? */
static bool static_applies(const rone_run *r, const rone_ability *a, int source, int c) {
    /* the types each selector base takes (card and player: any, as before) */
    static const uint8_t types_of_base[8] = {1u << RONE_UNIT, 1u << RONE_HERO, 0xF, 1u << RONE_TECH, 0xF,
                                             0xF & ~(1u << RONE_TACTIC), 0xF, 0xF};
    const rone_board *b = r->b;
    if (!(types_of_base[a->applies_base & 7] >> def_of(r, c)->type & 1)) return false;
    int owner = controller_of(b, source), them = controller_of(b, c);
    if (a->applies_filters & RONE_F_OWN && rone_team(b, owner) != rone_team(b, them)) return false;
    if (a->applies_filters & RONE_F_ENEMY && !ro_is_enemy(b, owner, them)) return false;
    if (a->applies_filters & RONE_F_OTHER && c == source) return false;
    /* the newer filters and if= (rare, out of line) */
    if (__builtin_expect(a->applies_filters & ~(uint32_t)(RONE_F_OWN | RONE_F_ENEMY | RONE_F_OTHER), 0))
        return static_applies_more(r, a, source, c, owner);
    return true;
}

/* The sum of every static modifier of stat that applies to card c (the order of the
 * cards with a static ability does not matter to a sum). */
int ro_static_bonus(const rone_run *r, int c, int stat) {
    const rone_board *b = r->b;
    if (stat < RONE_STATS && !b->static_stats[stat]) return 0; /* no static of stat on the battlefield */
    int total = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = b->static_cards[w]; m; m &= m - 1) {
            int src = 64 * w + __builtin_ctzll(m);
            const rone_card_def *d = def_of(r, src);
            const rone_ability *a = &r->set->abilities[d->first_ability];
            for (const rone_ability *end = a + d->ability_count; a < end; a++) { /* a pointer walk: no index times the record size */
                if (a->kind == RONE_AB_STATIC && a->stat == stat && static_applies(r, a, src, c)) total += a->stat_amount;
            }
        }
    return total;
}

/* The least ro_static_bonus of stat any card can have now: the sum of the battlefield's
 * negative modifiers of stat (each term of that sum is one of these, or a gain). */
int ro_static_floor(const rone_run *r, int stat) {
    const rone_board *b = r->b;
    if (!b->static_stats[stat]) return 0;
    int floor = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = b->static_cards[w]; m; m &= m - 1) {
            const rone_card_def *d = def_of(r, 64 * w + __builtin_ctzll(m));
            const rone_ability *a = &r->set->abilities[d->first_ability];
            for (const rone_ability *end = a + d->ability_count; a < end; a++)
                if (a->kind == RONE_AB_STATIC && a->stat == stat && a->stat_amount < 0) floor += a->stat_amount;
        }
    return floor;
}

/* Every keyword (or cannot_attack) static that applies to card c, or-ed. */
int ro_static_bits(const rone_run *r, int c, int stat) {
    const rone_board *b = r->b;
    if (stat < RONE_STATS && !b->static_stats[stat]) return 0; /* no static of stat on the battlefield */
    int bits = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = b->static_cards[w]; m; m &= m - 1) {
            int src = 64 * w + __builtin_ctzll(m);
            const rone_card_def *d = def_of(r, src);
            const rone_ability *a = &r->set->abilities[d->first_ability];
            for (const rone_ability *end = a + d->ability_count; a < end; a++) { /* a pointer walk: no index times the record size */
                if (a->kind == RONE_AB_STATIC && a->stat == stat && static_applies(r, a, src, c)) bits |= a->stat_amount;
            }
        }
    return bits;
}

bool ro_cannot_be_attacked(const rone_run *r, int c) {
    return r->b->unattackable_statics && r->b->statics_in_play && ro_keywords_of(r, c) & RONE_KW_UNATTACKABLE;
}

/* ro_static_bonus, with its first test inline: most boards have no static of the stat. */
static inline int static_sum(const rone_run *r, int c, int stat) { return r->b->static_stats[stat] ? ro_static_bonus(r, c, stat) : 0; }

int ro_melee_of(const rone_run *r, int c) {
    int v = def_of(r, c)->melee + r->b->card[c].melee_mod + static_sum(r, c, RONE_STAT_MELEE);
    return v > 0 ? v : 0;
}
int ro_ranged_of(const rone_run *r, int c) {
    int v = def_of(r, c)->ranged + r->b->card[c].ranged_mod + static_sum(r, c, RONE_STAT_RANGED);
    return v > 0 ? v : 0;
}
int ro_health_of(const rone_run *r, int c) {
    const rone_card *k = &r->b->card[c];
    return def_of(r, c)->health + k->health_bonus - k->damage + static_sum(r, c, RONE_STAT_HEALTH);
}
int ro_water_income_of(const rone_run *r, int seat) {
    int h = hero_of(r->b, seat), v = def_of(r, h)->water_income + static_sum(r, h, RONE_STAT_WATER_INCOME);
    return v > 0 ? v : 0;
}
int ro_card_income_of(const rone_run *r, int seat) {
    int h = hero_of(r->b, seat), v = def_of(r, h)->card_income + static_sum(r, h, RONE_STAT_CARD_INCOME);
    return v > 0 ? v : 0;
}

void ro_exhaust(rone_board *b, int c, int n) {
    int e = b->card[c].exhaustion + n;
    b->card[c].exhaustion = (int8_t)(e > 3 ? 3 : e);
    if (n < 0) ro_fast_changed(b, zone_seat(b->card[c].zone)); /* more exhaustion takes fast effects away only */
}
void ro_refresh(rone_board *b, int c, int n) {
    int old = b->card[c].exhaustion, e = old - n;
    b->card[c].exhaustion = (int8_t)(e < 0 ? 0 : e);
    /* a card's own abilities need it unexhausted; other cards' exhaustion is read only by
     * exhaust_other costs, and with those the mark is never set */
    if (old && e <= 0 && ro_def_marked(b->gives_fast, b->card[c].def)) ro_fast_changed(b, zone_seat(b->card[c].zone));
}

/* Public values, for front ends. */
int rone_melee(const rone_board *b, int c) { rone_run r = ro_read_run(b); return ro_melee_of(&r, c); }
int rone_ranged(const rone_board *b, int c) { rone_run r = ro_read_run(b); return ro_ranged_of(&r, c); }
int rone_health(const rone_board *b, int c) { rone_run r = ro_read_run(b); return ro_health_of(&r, c); }

void ro_to_graveyard(rone_run *r, int card, int chooser) {
    rone_board *b = r->b;
    int owner = b->card[card].owner;
    int z = rone_zone(pile_seat(b, owner), RONE_Z_GRAVE);
    if (zsize(b, z) == 0) {
        ro_clear_card_state(b, card);
        b->card[card].flags &= (uint8_t)~RONE_CF_SHIELD_UP;
        ro_zone_move(b, card, z, false);
        return;
    }
    if (chooser < 0 || !alive(b, chooser)) chooser = owner;
    if (b->players != 4 || rone_team(b, chooser) != rone_team(b, owner)) chooser = owner;
    int at = rone_ask_01(r, chooser, RONE_ASK_GRAVE_END, card);
    ro_clear_card_state(b, card);
    b->card[card].flags &= (uint8_t)~RONE_CF_SHIELD_UP;
    ro_zone_move(b, card, z, at == 1);
}

int ro_draw_card(rone_run *r, int seat) {
    rone_board *b = r->b;
    int deck = rone_zone(pile_seat(b, seat), RONE_Z_DECK);
    int c = ztop(b, deck);
    if (c < 0) return -1;
    if (b->card[c].flags & RONE_CF_SHIELD_UP) {
        b->card[c].flags &= (uint8_t)~RONE_CF_SHIELD_UP;
        ro_zone_move(b, c, RONE_Z_REMOVED, false); /* a drawn shield is used up (R82, A29) */
        return -1;
    }
    ro_zone_move(b, c, rone_zone(seat, RONE_Z_HAND), false);
    b->reveals++;
    return c;
}
