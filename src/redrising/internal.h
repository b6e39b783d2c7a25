/* internal.h: what the Red Rising engine's files share and front ends never see:
 * the run context of "replay to the decision", ask(), zone moves, the rules' verbs,
 * and the slots where card abilities plug in.
 *
 * How a decision flows (src/core/replay.h): rr_apply appends the answer to
 * state->answers, restores the board to state->turn_start and runs the game script
 * again. Each ask() returns the recorded answer; the first ask() without one records the
 * pending decision and unwinds with longjmp back to rr_apply. When a turn ends, the board
 * becomes the new turn_start and the answers are cleared. */
#ifndef RR_INTERNAL_H
#define RR_INTERNAL_H

#include <string.h>

#include "../core/replay.h"
#include "redrising.h"

/* One run of the script: the state, its board, the shared replay driver (replay.h). */
typedef struct rr_run {
    rr_state *s;
    rr_board *b;      /* == &s->now */
    ct_replay replay;
    ct_unwind unwind;
    /* a playout that can stop only at the game's end: the checkpoints between keep
     * the older turn_start and the answers since it instead of copying (turn.c) */
    bool lazy_checkpoints;
    /* stop where the turns end, before the end-of-game phase (rr_apply_to_turns_end) */
    bool stop_at_turns_end;
} rr_run;

/* ---- option sets: the shared ct_optset (ct_optset.h), by the short names the scripts use ---- */
static inline void set_clear(rr_optset *o) { ct_optset_clear(o); }
static inline void set_add(rr_optset *o, int v) { ct_optset_add(o, v); }
static inline bool set_has(const rr_optset *o, int v) { return ct_optset_has(o, v); }
static inline int set_count(const rr_optset *o) { return ct_optset_count(o); }
static inline bool set_empty(const rr_optset *o) { return ct_optset_empty(o); }
static inline int set_first(const rr_optset *o) { return ct_optset_first(o); }
/* Writes the options in ascending order to out; returns how many. */
static inline int set_list(const rr_optset *o, uint16_t *out) { return ct_optset_list(o, out); }

/* Asks seat to choose one of opts. Returns the answer; returns the only option
 * without asking when there is one; returns -1 when there is none (the caller then
 * skips what it cannot do). Never returns while the answer is still unknown. subject
 * names the card being moved, placed or revealed (for the prompt); ask has none. */
int ask_about(rr_run *r, int seat, rr_ask_kind kind, rr_why why, int card, int subject, const rr_optset *opts);
static inline int ask(rr_run *r, int seat, rr_ask_kind kind, rr_why why, int card, const rr_optset *opts) {
    return ask_about(r, seat, kind, why, card, -1, opts);
}

/* Whether ask would draw seat's answer with ct_uniform_policy here: a playout to the
 * game's end (lazy_checkpoints: the uniform policy, a budget beyond any game) past its
 * recorded answers, with room for one more, and a seat other than Tull Au Toma's. */
static inline bool drawing_here(const rr_run *r, int seat) {
    unsigned given = *r->replay.answer_count;
    return r->lazy_checkpoints && r->replay.cursor >= given && given < RR_MAX_ANSWERS && seat != r->b->automa;
}
/* For a question whose options its caller can count and rank without building them:
 * where ask would draw the answer (the uniform draw among n >= 2 options), the index
 * drawn, 0..n-1; the caller then hands the option of that rank (ascending) to
 * ct_replay_record and goes on with it. Else (n < 2, or an answer recorded, or
 * another policy or none) -1, and nothing is drawn: the caller asks. */
static inline int draw_here(rr_run *r, int seat, int n) {
    return n >= 2 && drawing_here(r, seat) ? ct_uniform_draw(r->replay.ctx, n) : -1;
}
int ask_word_asked(rr_run *r, int seat, rr_ask_kind kind, rr_why why, int card, int subject, uint64_t options);
/* ask_about for options all below 64, given as one word of bits. */
static inline int ask_word(rr_run *r, int seat, rr_ask_kind kind, rr_why why, int card, int subject,
                           uint64_t options) {
    if (drawing_here(r, seat)) {
        int n = ct_bits_in(options);
        if (n <= 1) return n ? __builtin_ctzll(options) : -1;
        int answer = ct_word_nth(options, ct_uniform_draw(r->replay.ctx, n));
        ct_replay_record(&r->replay, answer);
        return answer;
    }
    return ask_word_asked(r, seat, kind, why, card, subject, options);
}

/* ---- zones (zones.c) ---- */
/* Moves card to zone, on top (at_bottom false) or at the bottom. */
void zone_move(rr_board *b, int card, int zone, bool at_bottom);
/* zone_move of the top card of zone `from` (not empty) to the top of zone, found without
 * a search. */
void zone_move_top(rr_board *b, int from, int zone);
/* zone_move of card, which is in zone `from`, to the top of zone: searched for in `from`
 * only (a hand: a few bytes). */
void zone_move_out_of(rr_board *b, int card, int from, int zone);
/* Shuffles the deck where no card of it has been seen (setup): seen[] left as is. */
void shuffle_unseen_deck(rr_board *b);
static inline int zone_size(const rr_board *b, int z) { return b->zstart[z + 1] - b->zstart[z]; }
static inline int zone_card(const rr_board *b, int z, int i) { return b->order[b->zstart[z] + i]; }
static inline int zone_top(const rr_board *b, int z) {
    return zone_size(b, z) ? b->order[b->zstart[z + 1] - 1] : -1;
}
int zone_of(const rr_board *b, int card);
static inline int deck_size(const rr_board *b) { return zone_size(b, RR_ZONE_DECK); }
static inline int hand_size(const rr_board *b, int seat) { return zone_size(b, RR_ZONE_HAND + seat); }
static inline int loc_size(const rr_board *b, int l) { return zone_size(b, RR_ZONE_LOCATION + l); }
static inline bool is_facedown(const rr_board *b, int card) {
    return (b->facedown[card >> 6] >> (card & 63)) & 1;
}

/* ---- randomness (rng.c) ---- */
uint64_t rng_next(uint64_t *state);
unsigned rng_below(uint64_t *state, unsigned n);  /* uniform in [0, n) */
uint64_t rng_mix(uint64_t seed);                   /* a well-spread starting state */
/* One splitmix64 step (rng_next), inline for the hot paths. */
static inline uint64_t rng_step(uint64_t *state) { return ct_splitmix64(state); }
/* rng_below, inline: the one bounded draw (splitmix64.h). */
static inline unsigned rng_step_below(uint64_t *state, unsigned n) { return ct_splitmix64_below(state, n); }
/* The board's random number in [0, n): every random event of the game goes here
 * (determinize may switch the generator at a given draw: see rr_determinize). */
static inline unsigned board_random(rr_board *b, unsigned n) {
    if (b->reseed_pending && b->draws == b->reseed_at) {
        b->rng = b->reseed_rng;
        b->reseed_pending = 0;
    }
    b->draws++;
    return rng_step_below(&b->rng, n);
}

/* ---- the rules' verbs (verbs.c) ---- */
void gain_helium(rr_board *b, int seat, int n);
void advance_fleet(rr_board *b, int seat, int n);
void place_influence(rr_board *b, int seat, int n);
/* Location bonus after a lead gain or a scout. */
void location_bonus(rr_run *r, int seat, int location);
void roll_die(rr_run *r, int seat);
void die_bonus(rr_run *r, int seat, int face);
/* Gain the Sovereign token (opening the block window if another holds it), then
 * the house ability. */
void gain_sovereign(rr_run *r, int seat);
/* Banish the card, wherever it is. */
void banish(rr_board *b, int card);
/* Reveal the deck's top card and place it (not deploy) on a location chosen by seat. */
void reveal_and_place(rr_run *r, int seat, rr_why why);
/* The card goes from wherever it is into seat's hand. */
void gain_card(rr_board *b, int seat, int card);
/* Take the deck's top card into seat's hand; -1 if the deck is empty. */
int draw_card(rr_board *b, int seat);

/* ---- card abilities (cards.c and the per-card files) ---- */
typedef void (*rr_deploy_fn)(rr_run *r, int seat, int card, int location);
typedef void (*rr_end_fn)(rr_run *r, int seat, int card);
typedef struct rr_abilities {
    rr_deploy_fn deploy;        /* the deploy ability, or NULL */
    rr_end_fn end_of_game;      /* the end-of-game ability, or NULL */
} rr_abilities;
extern const rr_abilities rr_card_abilities[RR_CARD_COUNT];
/* Deploy card from seat's hand to location and trigger its ability. */
void deploy_card(rr_run *r, int seat, int card, int location);

/* Runs a freshly set-up state to its first decision (engine.c). */
void rr_start(rr_state *s);
/* Replays the current turn's answers from turn_start up to the next decision. False
 * if a recorded answer does not fit the question asked (only possible after the hidden
 * cards were re-dealt: see rr_determinize); the state is then not usable. */
bool rr_run_turn(rr_state *s);

/* ---- Tull Au Toma (automa.c) ---- */
void automa_turn(rr_run *r, int seat);
int automa_answer(const rr_board *b, rr_why why, const rr_optset *opts);

/* ---- what reveals tell about hidden cards (inference.c) ---- */
/* Everyone now knows seat's hand holds at most `reds` Reds among its cards not shown
 * to everyone. */
void infer_red_limit(rr_board *b, int seat, int reds);
/* Card just moved into zone: a card not shown to everyone arriving in a hand loosens
 * what is known of that hand's Reds by one. */
void infer_card_arrived(rr_board *b, int card, int zone);
/* Re-deal support for rr_determinize: to[c] is the card dealt where card c is; cards
 * with unknown[c] are the ones re-dealt. Swaps dealt Reds out of hands known to hold
 * fewer, with non-Reds dealt elsewhere (chosen by rng), so the deal agrees with what
 * seat saw. Depends only on the slots, what is known, and rng. */
void infer_fit_deal(const rr_board *b, int seat, const bool *unknown, uint8_t *to, uint64_t *rng);

/* ---- the game script (turn.c) ---- */
void play_from_checkpoint(rr_run *r);

/* ---- the presentation half of ct_game (observe.c) ---- */
void rr_observe(const rr_state *s, int seat, struct ct_view *out);
size_t rr_narrate_for(const rr_state *before, int option, const rr_state *after, int seat, const char *const *names,
                      char *buf, size_t size);
bool rr_card_face_text(int face, char *name, size_t name_size, char *text, size_t text_size);
void rr_result(const rr_state *s, struct ct_result *out);

#endif
