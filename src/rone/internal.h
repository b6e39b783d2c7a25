/* internal.h: what RONE's engine files share and front ends never see: the run
 * context of "replay to the decision", ask(), zones, the stack, effects and combat.
 *
 * How a decision flows (as in Red Rising, src/core/replay.h): rone_apply appends the answer and runs the
 * game script again from the last checkpoint; each ask() hands out the recorded answer,
 * and the first ask() without one records the pending decision and unwinds with
 * longjmp. A checkpoint is taken at every quiescent point (the active player's MAIN
 * decision with an empty stack, and each turn's start), so a replay is short. */
#ifndef RONE_INTERNAL_H
#define RONE_INTERNAL_H

#include <string.h>

#include "../core/replay.h"
#include "rone.h"

typedef struct rone_run {
    rone_state *s;
    rone_board *b;     /* == &s->now */
    const rone_set *set;
    ct_replay replay;  /* the shared replay driver (src/core/replay.h) */
    ct_unwind unwind;
    bool keep_outcomes; /* rone_apply and rone_new_game: the outcome record is written (not a playout) */
    /* A long playout (engine.c): checkpoints skip their copy, and *skipped says one did */
    bool lazy;
    volatile bool *skipped;
} rone_run;

/* ---- the outcome record (rone.h's rone_outcome; narrate.c tells it) ---- */
/* Is what happens now new in this answer (all recorded answers handed out), and kept? */
static inline bool ro_telling(const rone_run *r) { return r->keep_outcomes && r->replay.cursor >= *r->replay.answer_count; }
static inline void ro_note(rone_run *r, int kind, int source, int target, int amount, int extra, int seat) {
    if (!ro_telling(r)) return;
    rone_state *s = r->s;
    if (s->outcome_count < RONE_MAX_OUTCOMES)
        s->outcomes[s->outcome_count] = (rone_outcome){(uint8_t)kind, (uint8_t)source, (uint8_t)target, (uint8_t)extra, (int8_t)amount, (int8_t)seat};
    if (s->outcome_count < UINT8_MAX) s->outcome_count++;
}

/* ---- option sets: the shared ct_optset (ct_optset.h), by the short names the scripts use ---- */
static inline void oset_clear(rone_optset *o) { ct_optset_clear(o); }
static inline void oset_add(rone_optset *o, int v) { ct_optset_add(o, v); }
static inline bool oset_has(const rone_optset *o, int v) { return ct_optset_has(o, v); }
static inline int ro_oset_count(const rone_optset *o) { return ct_optset_count(o); }

/* A question with two or more options (engine.c): the recorded answer, the playout's, or
 * the pending decision and the unwind. */
int rone_ask_choice(rone_run *r, int seat, int kind, int card, const rone_optset *opts);
/* Asks seat to pick one of opts about card; returns the only option without asking,
 * -1 when there is none. Inline: most questions have one option or none. */
static inline int rone_ask(rone_run *r, int seat, int kind, int card, const rone_optset *opts) {
    int n = ct_optset_count_upto2(opts);
    if (n == 0) return -1;
    if (n == 1) return ct_optset_first(opts);
    return rone_ask_choice(r, seat, kind, card, opts);
}
/* The stream the next question's answer is drawn from here, if it is: a playout by
 * ct_uniform_policy, or by ct_seat_uniform_policy for a seat it answers, past its recorded
 * answers, with budget and room left (where ct_replay_answer would draw it); else NULL. */
static inline uint64_t *ro_drawing(const rone_run *r, int seat) {
    const ct_replay *p = &r->replay;
    if (p->cursor < *p->answer_count || p->budget <= 0 || *p->answer_count >= p->max_answers) return NULL;
    if (p->policy == ct_uniform_policy) return p->ctx;
    if (p->policy != ct_seat_uniform_policy) return NULL;
    ct_seat_streams *streams = p->ctx;
    return streams->seats >> seat & 1 ? &streams->rng[seat] : NULL;
}
/* An answer drawn by ro_drawing's stream, given as ct_replay_answer gives it: told to the
 * seat streams' answered hook (with the question's kind in pending.kind, as rone_ask_choice
 * sets it for that policy), then recorded. */
static inline void ro_drawn(rone_run *r, int seat, int kind, int answer) {
    const ct_replay *p = &r->replay;
    if (p->policy == ct_seat_uniform_policy) {
        ct_seat_streams *streams = p->ctx;
        r->s->pending.kind = (uint8_t)kind;
        if (streams->answered) streams->answered(streams->answered_ctx, seat, answer);
    }
    ct_replay_record(&r->replay, answer);
}
/* A question whose options are 0 and 1 (yes or no, top or bottom, which first): in a
 * random playout (ro_drawing) the answer is drawn at once, as ct_replay_answer would draw it from the
 * set {0, 1} (the same answer, the same random state, the same bookkeeping); otherwise the
 * set is built and asked as any other (engine.c). */
int rone_ask_choice_01(rone_run *r, int seat, int kind, int card);
static inline int rone_ask_01(rone_run *r, int seat, int kind, int card) {
    uint64_t *rng = ro_drawing(r, seat);
    if (rng) {
        int answer = ct_uniform_draw(rng, 2);
        ro_drawn(r, seat, kind, answer);
        return answer;
    }
    return rone_ask_choice_01(r, seat, kind, card);
}
/* Makes the current position the replay checkpoint (answers so far are dropped); in a
 * lazy run, only marks that one was due (inline: a long playout's usual case; the copy is
 * engine.c's rone_checkpoint_copy). */
void rone_checkpoint_copy(rone_run *r);
static inline void rone_checkpoint(rone_run *r) {
    /* A lazy playout copies no board while its answers have room: only the last checkpoint
     * before it ends is ever read, and run_script rebuilds that one if the game goes on. */
    if (r->lazy && *r->replay.answer_count < RONE_MAX_ANSWERS / 2) {
        *r->skipped = true;
        return;
    }
    rone_checkpoint_copy(r);
}
bool rone_run_script(rone_state *s);

/* ---- option numbers ---- */
enum {
    OPT_ANNOUNCE_PLAY = 120, OPT_ANNOUNCE_RECYCLE = 121, OPT_LEVEL_UP = 122, OPT_END_TURN = 123,
    OPT_ABILITY = 128,  /* + 128 * ability slot + card */
    OPT_ATTACK = 384,   /* + card */
    OPT_DECK_TOP = 126,
    OPT_SHUFFLE = 64
};

/* ---- cards and zones (zones.c) ---- */
static inline const rone_card_def *def_of(const rone_run *r, int c) { return &r->set->cards[r->b->card[c].def]; }
static inline const rone_card_def *bdef(const rone_board *b, const rone_set *set, int c) { return &set->cards[b->card[c].def]; }
static inline int zsize(const rone_board *b, int z) { return b->zstart[z + 1] - b->zstart[z]; }
static inline int zcard(const rone_board *b, int z, int i) { return b->order[b->zstart[z] + i]; }
static inline int ztop(const rone_board *b, int z) { return zsize(b, z) ? b->order[b->zstart[z + 1] - 1] : -1; }
/* The seat and kind of zone z (-1 for the removed cards, the stack and the bounty): read
 * from tables, as a division by RONE_Z_PER_SEAT costs several instructions per use. */
_Static_assert(RONE_Z_PER_SEAT == 6 && RONE_MAX_SEATS == 4 && RONE_ZONES == 27, "zone tables below");
#define RO_SIX_TIMES(x) x, x, x, x, x, x
#define RO_SIX_KINDS 0, 1, 2, 3, 4, 5
static inline int zone_seat(int z) {
    static const int8_t seat[RONE_ZONES] = {RO_SIX_TIMES(0), RO_SIX_TIMES(1), RO_SIX_TIMES(2), RO_SIX_TIMES(3), -1, -1, -1};
    return seat[z];
}
static inline int zone_kind(int z) {
    static const int8_t kind[RONE_ZONES] = {RO_SIX_KINDS, RO_SIX_KINDS, RO_SIX_KINDS, RO_SIX_KINDS, -1, -1, -1};
    return kind[z];
}
static inline bool alive(const rone_board *b, int seat) { return b->seats_alive >> seat & 1; }
/* The level-1 definition of hero number n of set ("h3": the id SET-h3-1), or -1 (deck.c). */
int ro_hero_def(const rone_set *set, int number);

/* The seat whose deck, graveyard and technology deck a seat uses (its team's first seat in 2v2). */
static inline int pile_seat(const rone_board *b, int seat) { return b->players == 4 ? seat % 2 : seat; }
static inline int hero_of(const rone_board *b, int seat) { return b->hero[seat][b->hero_level[seat] - 1]; }
void ro_zone_move(rone_board *b, int card, int zone, bool at_bottom);
/* *to = *from for two boards of one game, without the card slots past card_count (nothing
 * in a game writes there, so they are already the same; the invariants check it). The
 * checkpoint's copy. */
void ro_copy_board(rone_board *to, const rone_board *from);
/* Puts the set's marks (rone_set_marks) into b (rone_new_game): the set's own when ready,
 * else derived here. ro_put_marks: those of m. */
void ro_mark_definitions(rone_board *b, const rone_set *set);
void ro_put_marks(rone_board *b, const rone_set_marks *m);
/* Derives b's cached counts (fast_in_hand, fast_on_field, health_statics) from its zones;
 * forgets fast_none. */
void ro_count_caches(rone_board *b);
/* Something a seat's fast effects depend on changed (its water, hand, side, graveyard, hero
 * level, a card's exhaustion or once-a-turn marks, who controls a card on its side): forget
 * that it had none; in 2v2 its teammate's too (it uses the seat's units and graveyard).
 * Changes that can only take fast effects away leave it: a card leaving a zone, water
 * paid, exhaustion added, a once-a-turn mark set (with no exhaust_other cost, which
 * fast_uncached excludes, a seat's fast effects only shrink with each of them). */
static inline void ro_fast_changed(rone_board *b, int seat) {
    if (seat >= 0) b->fast_none &= (uint8_t) ~(b->players == 4 ? 5u << (seat & 1) : 1u << seat);
}
/* Seat's water went up: forget that it had no fast effect only if the water now reaches
 * the least price water alone kept out at its last look (water_need; its teammate's effects
 * are paid with the teammate's water). */
static inline void ro_water_gained(rone_board *b, int seat) {
    if (b->water[seat] >= b->water_need[seat]) ro_fast_changed(b, seat);
}
/* Card c got something that lasts until the end of the turn (granted, a once-a-turn mark,
 * control until turn_end): end_turn clears it. */
static inline void ro_mark_turn(rone_board *b, int c) { b->turn_marks[c >> 6] |= (uint64_t)1 << (c & 63); }
/* Is definition d (0..255: a card's def is a byte) marked in the 256-bit mask? */
static inline bool ro_def_marked(const uint64_t *mask, int d) { return mask[d >> 6] >> (d & 63) & 1; }
/* Could card c ever be used fast (a fast tactic, or a non-hero activated ability)? */
static inline bool ro_may_be_fast(const rone_board *b, int c) { return ro_def_marked(b->may_be_fast, b->card[c].def); }
void ro_zone_shuffle(rone_board *b, int zone);
/* The board's generator: splitmix64, and the one bounded draw (splitmix64.h). Inline
 * for the shuffles; rone_rng_* are the same out of line. */
static inline unsigned ro_rng_below(uint64_t *state, unsigned n) { return ct_splitmix64_below(state, n); }
uint64_t rone_rng_next(uint64_t *state);
unsigned rone_rng_below(uint64_t *state, unsigned n);
static inline bool ro_is_enemy(const rone_board *b, int seat, int other) {
    return seat != other && rone_team(b, seat) != rone_team(b, other);
}
/* The sum of the static modifiers of stat that apply to c; the or of the keyword-like ones. */
int ro_static_bonus(const rone_run *r, int c, int stat);
int ro_static_floor(const rone_run *r, int stat); /* stat < RONE_STATS */
int ro_static_bits(const rone_run *r, int c, int stat);
/* A run that only reads a board: for current values outside the script (front ends through
 * rone_melee and friends, the narration, tests). No state, no answers, no unwind. */
static inline rone_run ro_read_run(const rone_board *b) {
    rone_run r;
    memset(&r, 0, sizeof r);
    r.b = (rone_board *)(uintptr_t)b; /* read only: the value functions take const runs */
    r.set = rone_board_set(b);
    return r;
}
/* The one card a main-phase "play a card"/"recycle a card" option would play, else RONE_NONE (turn.c). */
int ro_announced_card(const rone_state *s, int option);
/* Keywords granted to card c by lasting grants (zones.c). */
int ro_lasting_keywords(const rone_board *b, int c);
/* Keywords without static abilities (printed, granted, lasting grants). */
static inline int ro_plain_keywords_of(const rone_run *r, int c) {
    int kw = def_of(r, c)->keywords | r->b->card[c].granted;
    return r->b->lasting_count ? kw | ro_lasting_keywords(r->b, c) : kw;
}
/* Inline: most boards have no static of the stat asked about (b->static_stats). */
static inline int ro_keywords_of(const rone_run *r, int c) {
    int kw = ro_plain_keywords_of(r, c);
    return r->b->statics_in_play && r->b->static_stats[RONE_STAT_KEYWORD] ? kw | ro_static_bits(r, c, RONE_STAT_KEYWORD) : kw;
}
/* Detection for seat: it (or, in 2v2, its team) controls a card with Detection. */
bool ro_has_detection(const rone_run *r, int seat);
/* The seat who controls a card on the battlefield or hero; the owner elsewhere. */
static inline int controller_of(const rone_board *b, int c) { return b->card[c].controller; }
int ro_stat_of(const rone_run *r, int c, int stat);
int ro_melee_of(const rone_run *r, int c);
int ro_ranged_of(const rone_run *r, int c);
int ro_health_of(const rone_run *r, int c);
/* Remaining health without static abilities (right when b->health_statics is 0). */
static inline int ro_plain_health_of(const rone_run *r, int c) {
    const rone_card *k = &r->b->card[c];
    return def_of(r, c)->health + k->health_bonus - k->damage;
}
int ro_water_income_of(const rone_run *r, int seat);
int ro_card_income_of(const rone_run *r, int seat);
static inline bool ro_on_field(const rone_board *b, int c) { return zone_kind(b->card[c].zone) == RONE_Z_FIELD; }
/* The card goes to its owner's graveyard (asking top or bottom when not empty). */
void ro_to_graveyard(rone_run *r, int card, int chooser);
/* Draw one card for seat; a face-up shield is removed instead. -1 if nothing drawn. */
int ro_draw_card(rone_run *r, int seat);
void ro_exhaust(rone_board *b, int c, int n);
void ro_refresh(rone_board *b, int c, int n);
/* Clears card c's state (exhaustion, damage, tokens, marks; its owner controls it): only
 * just before c moves to another zone, whose arrival forgets fast_none if it must. */
void ro_clear_card_state(rone_board *b, int c);
/* Lasting grants and controls (zones.c): add one (false when the table is full); the
 * moments they end: a card leaving the battlefield (its own end; source_leaves of what it
 * made), a seat's turn starting (my_next_turn), a turn ending (next_turn), a combat's
 * clean-up (next_combat). A control ending gives the card back to its owner. */
bool ro_lasting_add(rone_board *b, rone_lasting e);
void ro_lasting_left_field(rone_board *b, int card);
void ro_lasting_turn_start(rone_board *b, int seat);
void ro_lasting_turn_end(rone_board *b);
void ro_lasting_combat_end(rone_board *b, int card);
bool ro_cannot_be_attacked(const rone_run *r, int c);
/* Does card c fit base, filters and more, seen by controller, for source (effects.c)? plain:
 * without static abilities (a static's own applies= and if=). Not checked: where c is. */
bool ro_card_fits(const rone_run *r, int c, int base, uint32_t filters, const rone_sel_more *more, int controller, int source, bool plain);
/* Does condition cond hold (effects.c)? race for $x.race:, self the card "this card" names,
 * bound the object bound by as=; plain: counts without static abilities. */
bool ro_condition(const rone_run *r, int cond, int op, int n, int base, uint32_t filters, const char *race, int source, int self,
                  int controller, int bound, bool plain);

/* ---- the stack and windows (stack.c) ---- */
/* Could a reaction round opened by opener ask anyone: a live seat (in a quiet round, other
 * than the opener) not known to have nothing fast (fast_none)? When not, every seat passes
 * unasked: the windows below return at once, inline, with no call. */
static inline bool ro_round_may_ask(const rone_board *b, int opener, bool quiet) {
    unsigned asked = b->seats_alive & (quiet ? ~(1u << opener) : ~0u);
    return asked & ~(unsigned)b->fast_none;
}
/* A reaction round opened by opener (§3.2); returns when every live seat passed: true if
 * some seat had a fast effect (was asked). */
bool ro_reaction_round_asking(rone_run *r, int opener);
static inline bool ro_reaction_round(rone_run *r, int opener) {
    return ro_round_may_ask(r->b, opener, false) && ro_reaction_round_asking(r, opener);
}
/* Executes the stack from the top down until it holds depth items. */
void ro_resolve_to(rone_run *r, int depth);
/* A window: reaction rounds until one closes with the stack back at its depth; true if
 * some seat had a fast effect. */
bool ro_window_asking(rone_run *r, int opener);
static inline bool ro_window(rone_run *r, int opener) {
    return ro_round_may_ask(r->b, opener, false) && ro_window_asking(r, opener);
}
/* A cancel window (R45.2, R55.2): the announcer is asked only if someone acted; what was
 * added executes before the action goes on. True if anything was added. */
bool ro_cancel_window_asking(rone_run *r, int announcer);
static inline bool ro_cancel_window(rone_run *r, int announcer) {
    return ro_round_may_ask(r->b, announcer, true) && ro_cancel_window_asking(r, announcer);
}
/* Whether seat has a fast effect, looked at afresh (the invariants check fast_none with it). */
bool ro_has_fast_effect(rone_run *r, int seat);
/* Adds seat's fast options to o (through fast_none); true if it has any. */
bool ro_add_fast_options(rone_run *r, int seat, rone_optset *o);
/* exhaust_other: the cards seat may exhaust to pay ab of card c (into o if o); true if any. */
bool ro_exhaust_other_choices(const rone_run *r, int seat, int c, const rone_ability *ab, rone_optset *o);
/* Could seat pay ab's water, graveyard, discard and exhaust_other costs for card c now (stack.c)? */
bool ro_can_pay_ability(const rone_run *r, int seat, int c, const rone_ability *ab);
/* Pays ab's discard and exhaust_other costs (asking which cards), after the rest (effects.c). */
void ro_pay_more(rone_run *r, int seat, int c, const rone_ability *ab);
/* R85: seat, paying for card c it plays (any card, fast tactics too), is asked each initiative
 * it can pay, in printed order; pays those it takes; returns their bits (the item's extra). */
unsigned ro_ask_initiatives(rone_run *r, int seat, int c);
/* Seat answered c / 128+c / 256+c: activate it (targets, costs) and push it. */
void ro_activate_fast(rone_run *r, int seat, int option);
/* The ability index (into the set) of card c's slot-th activated ability, as the options
 * number them (OPT_ABILITY + 128 * slot + c), or -1. */
int ro_activated_ability(const rone_run *r, int c, int slot);
void ro_push_item(rone_run *r, rone_stack_item it);
/* Pushes card's trigger abilities for event (the first printed on top); returns how many. */
int ro_push_triggers(rone_run *r, int event, int card);
/* The triggers pushed above depth get one reaction round, opened by the controller of
 * the top one (R42), and then execute (A3). */
void ro_trigger_round(rone_run *r, int depth);

/* ---- game text (effects.c) ---- */
/* Does the step need a target, chosen at activation for a played tactic or an activated
 * ability (A8): a targeted step that is not optional (may=) and not behind an if= (those
 * choose later)? The narration and the front end's helpers read a text's first step so. */
static inline bool ro_step_must_target(const rone_step *st) {
    return st->reach == RONE_R_TARGET && !st->may && st->cond == RONE_C_ALWAYS;
}
/* A11 (RULES.md RONE R9): has each target tactic c's text needs (its targeted steps chosen at
 * activation, not may=) a legal one now, chosen by controller? A tactic without one cannot be
 * played or recycled. True for a text that needs none (or begins with a one_of). */
bool ro_play_targets_exist(const rone_run *r, int c, int controller);
/* After ro_play_targets_exist found none for tactic c: did a step it must choose for fail
 * because it looks at units and no unit is on the sides it looks at? Then only a unit
 * arriving on a side (side_units) can give c a target. */
bool ro_play_targets_await_unit(const rone_run *r, int c, int controller);
/* Executes steps of ability (index into the set) for controller with source card. it: the
 * stack item (a trigger's subject, the targets chosen at activation), or NULL. Returns
 * false if it stopped early. */
bool ro_run_ability(rone_run *r, int ability, int source, int controller, const rone_stack_item *it);
/* A played tactic's or activated ability's targets, chosen when it is activated (A8, RULES.md
 * RONE R7): each targeted step without an if=, in order (a may= step asked yes/no first),
 * into it->targets. Not a text beginning with a one_of (chosen with its mode). */
void ro_choose_activation_targets(rone_run *r, int ability, int source, int controller, rone_stack_item *it);
/* Does the card have a trigger for event? Then push/execute it (own reaction round). */
void ro_fire_triggers(rone_run *r, int event, const int *cards, int n);
void ro_fire_trigger(rone_run *r, int event, int card);
/* Destroy a unit or technology on the battlefield (shield to deck, Death trigger). */
void ro_destroy_permanent(rone_run *r, int c, int chooser);
/* Kill every unit at health <= 0 (AP orders; each Death executes before the next). */
void ro_check_deaths(rone_run *r);
void ro_deal_unit_damage(rone_run *r, int c, int n);
/* Lifebound damage to seat's hero from source (a card or RONE_NONE). */
void ro_hero_damage(rone_run *r, int seat, int n, int source);
/* R95 (RULES.md RONE R30): in 2 v 2 both teammates own and control the team's cards, so where
 * an effect names card's owner or controller as a player (named: the seat the card records),
 * the team chooses which teammate (RONE_ASK_SEAT): the acting teammate, that is actor (the
 * effect's controller) when on that team, else named. Elsewhere named. Returns the seat. */
int ro_team_choice(rone_run *r, int card, int named, int actor);
/* Card c goes to its owner's hand (2 v 2: the hand of the teammate ro_team_choice gives; the
 * card's recorded owner stays the team's, as for the cards a teammate draws), its state
 * cleared. */
void ro_to_owners_hand(rone_run *r, int c, int actor);
void ro_collect_matches(rone_run *r, int base, int filters, int controller, int source, bool targeting, rone_optset *o);

/* ---- the turn (turn.c), combat (combat.c) ---- */
void ro_play_from_checkpoint(rone_run *r);
void ro_attack(rone_run *r, int attacker);
void ro_attack_targets(rone_run *r, int attacker, int defending_seat, rone_optset *o);
bool ro_can_attack_now(rone_run *r, int c);
/* The end of the game is checked when the stack is empty (A33): only when a live seat's
 * deck is empty (inline: the usual case is a quick no; b->deck_emptied says no deck
 * became empty since every live seat's was last seen holding cards). */
void ro_check_game_end_now(rone_run *r);
static inline void ro_check_game_end(rone_run *r) {
    rone_board *b = r->b;
    if (b->stack_count || !b->deck_emptied) return;
    for (int p = 0; p < b->players; p++)
        if (alive(b, p) && !zsize(b, rone_zone(pile_seat(b, p), RONE_Z_DECK))) {
            ro_check_game_end_now(r);
            return;
        }
    b->deck_emptied = 0;
}

/* ---- the card format's watched events, scripts and modifiers (effects.c, scripts.c, zones.c) ---- */
/* event happened to subject (a card) or to seat's hero: every card on the battlefield with a
 * trigger on it whose whose= matches fires (the active player orders them), $it = subject. */
void ro_fire_watchers(rone_run *r, int event, int subject, int seat);
bool ro_run_script(rone_run *r, int index, int source, int controller);
static inline int ro_speed_of(const rone_run *r, int c) {
    int v = def_of(r, c)->speed;
    if (r->b->static_stats[RONE_STAT_SPEED]) v += ro_static_bonus(r, c, RONE_STAT_SPEED);
    return v > 1 ? v : 1;
}
static inline bool ro_cannot_attack(const rone_run *r, int c) {
    return r->b->statics_in_play && r->b->static_stats[RONE_STAT_CANNOT_ATTACK] && ro_static_bits(r, c, RONE_STAT_CANNOT_ATTACK);
}
/* A card's cost with static modifiers (min 0; -1 grayed). */
static inline int ro_cost_of(const rone_run *r, int c) {
    int v = def_of(r, c)->cost;
    if (v < 0) return -1;
    if (r->b->static_stats[RONE_STAT_COST]) v += ro_static_bonus(r, c, RONE_STAT_COST);
    return v > 0 ? v : 0;
}
/* The same for its recycle. */
static inline int ro_recycle_of(const rone_run *r, int c) {
    int v = def_of(r, c)->recycle;
    if (v < 0) return -1;
    if (r->b->static_stats[RONE_STAT_RECYCLE]) v += ro_static_bonus(r, c, RONE_STAT_RECYCLE);
    return v > 0 ? v : 0;
}

/* ---- names (names.c) ---- */
const char *ro_card_name(const rone_board *b, int c);

#if defined(__GNUC__)
_Static_assert(sizeof(rone_card_def) == 64, "rone_card_def: 64 bytes (def_of is a shift)");
#endif
_Static_assert(sizeof(rone_card) == 16, "rone_card: keep it 16 bytes (card[c] is a shift, not a multiply)");
#if UINTPTR_MAX > 0xFFFFFFFFu /* 64-bit pointers; with 32-bit ones (WebAssembly) it is smaller */
_Static_assert(sizeof(rone_ability) == 64, "rone_ability: keep it 64 bytes (a shift, not a multiply, walks the table)");
#endif

/* ---- the presentation half of ct_game (observe.c) ---- */
void rone_observe(const rone_state *s, int seat, struct ct_view *out);
size_t rone_narrate_text(const rone_state *before, int option, const rone_state *after, int seat, const char *const *names,
                         char *buf, size_t size);
bool rone_card_face_text(const rone_state *s, int face, char *name, size_t name_size, char *text, size_t text_size);
void rone_result(const rone_state *s, struct ct_result *out);

#endif
