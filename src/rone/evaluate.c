/* evaluate.c: how good a RONE position looks to a seat, for the bots (rone_evaluate),
 * and where a bot's look-ahead may stop (rone_is_settled). Both read the whole state:
 * a bot determinizes first. The weights are in one table, measured in docs/AI.md. */
#include "internal.h"

/* What each thing is worth, in "cards of life". A card in hand is life (R: damage takes
 * hand cards or the deck's top) and also a choice, so it is worth a little more than one
 * in the deck; a unit on the battlefield is worth its current stats, its attack less
 * while exhausted (it cannot attack yet; its health still soaks damage); water buys
 * cards, but only the water_cap a turn can spend counts (a pool kept for its own sake
 * made searching bots hoard 50-120 water and play almost nothing, docs/RONE.md "Balance");
 * a hero level buys income. The threat of the enemies' next attacks costs 1.0 a point
 * of damage, well below the 2.0 that damage dealt costs: at 1.5 an attack on an
 * undefended hero (2 a point) did not pay for its attacker's lost threat (1.5) and
 * exhaustion (0.6-0.9), so a bot with a winning board ended turn after turn (docs/AI.md). */
static const struct weights {
    double life, hand, hand_cap, health, attack, ranged, exhaustion, keyword, water, water_cap, level, income, tech, threat;
} w = {
    .life = 2.0, .hand = 0.6, .hand_cap = 7, .health = 0.5, .attack = 1.5, .ranged = 1.5, .exhaustion = 0.2,
    .keyword = 0.4, .water = 0.35, .water_cap = 8, .level = 1.6, .income = 1.2, .tech = 1.0, .threat = 1.0,
};

/* One evaluation: the board, and each unit's melee and ranged on the battlefield, read
 * once (a unit's own worth and the enemies' exposure to it both use them). */
typedef struct evaluation {
    rone_run r;
    int melee[RONE_MAX_CARDS], ranged[RONE_MAX_CARDS];
} evaluation;

/* A unit's worth on the battlefield: remaining health, melee and ranged (ranged strikes
 * first), its keywords; its attack less for each point of exhaustion (an attack at speed
 * 3 costs the attack 60% until it is refreshed, not the whole unit 90%). */
static double unit_value(evaluation *e, int c) {
    rone_run *r = &e->r;
    double attack = e->melee[c] + w.ranged * e->ranged[c];
    int keywords = ro_keywords_of(r, c), k = 0;
    for (; keywords; keywords &= keywords - 1) k++;
    return w.health * ro_health_of(r, c) + w.keyword * k +
           w.attack * attack * (1.0 - w.exhaustion * r->b->card[c].exhaustion);
}

/* The damage seat's hero may take in the enemies' next turns (R57, R60): every enemy
 * unit that will be refreshed to active attacks; each of seat's active units (a
 * guardian, R60) stops one, the strongest first. */
static double exposure(evaluation *e, int seat) {
    const rone_board *b = e->r.b;
    int attack[RONE_MAX_CARDS], n = 0, guardians = 0;
    for (int p = 0; p < b->players; p++) {
        int z = rone_zone(p, RONE_Z_FIELD);
        for (int i = 0; i < zsize(b, z); i++) {
            int c = zcard(b, z, i);
            if (e->r.set->cards[b->card[c].def].type != RONE_UNIT) continue;
            if (p == seat || !ro_is_enemy(b, seat, p)) guardians += p == seat && b->card[c].exhaustion == 0;
            else if (b->card[c].exhaustion <= 1) attack[n++] = e->melee[c] + e->ranged[c];
        }
    }
    for (int i = 1; i < n; i++) /* strongest first */
        for (int j = i; j > 0 && attack[j] > attack[j - 1]; j--) {
            int t = attack[j]; attack[j] = attack[j - 1]; attack[j - 1] = t;
        }
    double through = 0;
    for (int i = guardians; i < n; i++) through += attack[i];
    return through;
}

static double seat_value(evaluation *e, int p) {
    rone_run *r = &e->r;
    const rone_board *b = r->b;
    if (!alive(b, p)) return -1000;
    double deck = zsize(b, rone_zone(pile_seat(b, p), RONE_Z_DECK)), hand = zsize(b, rone_zone(p, RONE_Z_HAND));
    double v = w.life * (deck + hand) + w.hand * (hand < w.hand_cap ? hand : w.hand_cap);
    int z = rone_zone(p, RONE_Z_FIELD);
    for (int i = 0; i < zsize(b, z); i++) {
        int c = zcard(b, z, i);
        v += r->set->cards[b->card[c].def].type == RONE_UNIT ? unit_value(e, c) : w.tech;
    }
    v += w.water * (b->water[p] < w.water_cap ? b->water[p] : w.water_cap) + w.level * b->hero_level[p];
    v += w.income * (ro_water_income_of(r, p) + ro_card_income_of(r, p));
    return v - w.threat * exposure(e, p);
}

/* Every seat's value (a game not over). */
static void seat_values(const rone_state *s, double *value) {
    evaluation e;
    const rone_board *b = &s->now;
    memset(&e.r, 0, sizeof e.r);
    e.r.b = (rone_board *)b;
    e.r.set = rone_board_set(b);
    for (int p = 0; p < b->players; p++) {
        int z = rone_zone(p, RONE_Z_FIELD);
        for (int i = 0; i < zsize(b, z); i++) {
            int c = zcard(b, z, i);
            if (e.r.set->cards[b->card[c].def].type != RONE_UNIT) continue;
            e.melee[c] = ro_melee_of(&e.r, c);
            e.ranged[c] = ro_ranged_of(&e.r, c);
        }
    }
    for (int p = 0; p < b->players; p++) value[p] = seat_value(&e, p);
}

/* seat's value less the best of its enemies'. */
static double against_best_enemy(const rone_board *b, const double *value, int seat) {
    double best = -1e9;
    for (int p = 0; p < b->players; p++)
        if (ro_is_enemy(b, seat, p) && value[p] > best) best = value[p];
    return value[seat] - best;
}

double rone_evaluate(const rone_state *s, int seat) {
    const rone_board *b = &s->now;
    if (rone_is_over(s)) return b->winners >> seat & 1 ? 1000.0 : -1000.0;
    double value[RONE_MAX_SEATS] = {0};
    seat_values(s, value);
    return against_best_enemy(b, value, seat);
}

void rone_evaluate_all(const rone_state *s, double *values) {
    const rone_board *b = &s->now;
    double value[RONE_MAX_SEATS] = {0};
    if (!rone_is_over(s)) seat_values(s, value);
    for (int p = 0; p < b->players; p++)
        values[p] = rone_is_over(s) ? (b->winners >> p & 1 ? 1000.0 : -1000.0) : against_best_enemy(b, value, p);
}

bool rone_is_settled(const rone_state *s) {
    return rone_is_over(s) || (s->pending.kind == RONE_ASK_MAIN && s->now.stack_count == 0);
}
