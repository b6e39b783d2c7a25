/* engine.c: the decision machinery: ask(), rr_apply (replay to the decision),
 * legal options. See internal.h for how a decision flows. */
#include "../core/decision.h"
#include "internal.h"

/* A playout to the game's end by ct_uniform_policy (rr_run.lazy_checkpoints: its budget
 * outlasts any game) past its recorded answers, where ct_replay_answer would draw from the
 * policy, for a seat other than Tull Au Toma: the options are counted once for both
 * whether to ask and the draw, and the k-th is found word by word. The same answers, the
 * same random stream and the same record as ask_general. */
__attribute__((noinline)) static int ask_uniform(rr_run *r, const rr_optset *opts) {
    int n = ct_optset_count(opts);
    if (n <= 1) return n ? ct_optset_first(opts) : -1;
    int k = ct_uniform_draw(r->replay.ctx, n), i = 0;
    while (k >= ct_bits_in(opts->bits[i])) k -= ct_bits_in(opts->bits[i++]);
    int answer = i * 64 + ct_word_nth(opts->bits[i], k);
    ct_replay_record(&r->replay, answer);
    return answer;
}

/* ask_word where the answer is not drawn in place: the word as a set, asked. */
int ask_word_asked(rr_run *r, int seat, rr_ask_kind kind, rr_why why, int card, int subject, uint64_t options) {
    rr_optset opts;
    set_clear(&opts);
    opts.bits[0] = options;
    return ask_about(r, seat, kind, why, card, subject, &opts);
}

__attribute__((noinline)) static int ask_general(rr_run *r, int seat, rr_ask_kind kind, rr_why why, int card,
                                                 int subject, const rr_optset *opts) {
    int n = ct_optset_count_upto2(opts);
    if (n == 0) return -1;
    if (n == 1) return ct_optset_first(opts);
    if (seat == r->b->automa) return automa_answer(r->b, why, opts); /* she decides by rule */
    int answer = ct_replay_answer(&r->replay, seat, opts);
    if (answer < CT_MAX_OPTIONS) return answer;
    if (answer == CT_REPLAY_DIVERGED) CT_LONGJMP(r->unwind);
    rr_state *s = r->s; /* CT_REPLAY_WAIT: the decision waits for seat */
    s->pending.kind = (uint8_t)kind;
    s->pending.why = (uint8_t)why;
    s->pending.seat = (int8_t)seat;
    s->pending.card = (int8_t)card;
    s->pending.subject = (int8_t)subject;
    s->pending.count = (uint16_t)ct_optset_count(opts);
    s->pending.options = *opts;
    CT_LONGJMP(r->unwind);
}

int ask_about(rr_run *r, int seat, rr_ask_kind kind, rr_why why, int card, int subject, const rr_optset *opts) {
    if (drawing_here(r, seat)) return ask_uniform(r, opts);
    return ask_general(r, seat, kind, why, card, subject, opts);
}

/* Restores the board to the turn's start and runs the script until the next
 * decision (or the end of the game), handing out the answers recorded so far, then
 * (a playout: policy not NULL) answering up to budget new questions with policy.
 * Returns how many policy answered, or -1 if a recorded answer did not fit. */
static int run_turn(rr_state *s, ct_policy policy, void *ctx, int budget, bool stop_at_turns_end) {
    /* volatile: read after longjmp, so it must not live only in a register */
    volatile bool diverged = false;
    volatile int answered = 0;
    rr_run r;
    r.s = s;
    r.b = &s->now;
    r.replay = (ct_replay){.answers = s->answers, .answer_count = &s->answer_count, .max_answers = RR_MAX_ANSWERS,
                           .diverged = &diverged, .policy = policy, .ctx = ctx, .budget = budget, .answered = &answered};
    /* the uniform policy always answers, and a budget this large outlasts any game
     * (every turn's answers fit in RR_MAX_ANSWERS; a game ends after at most
     * RR_TURN_LIMIT_ROUNDS rounds, an equal round and Apollo's turn): nothing but the
     * game's end (or a turn too long to record, as any run) stops this run */
    r.lazy_checkpoints = policy == ct_uniform_policy &&
                         budget >= (RR_TURN_LIMIT_ROUNDS + 3) * RR_MAX_PLAYERS * RR_MAX_ANSWERS;
    r.stop_at_turns_end = stop_at_turns_end;
    s->now = s->turn_start;
    if (CT_SETJMP(r.unwind)) return diverged ? -1 : answered;
    play_from_checkpoint(&r);
    memset(&s->pending, 0, sizeof s->pending);
    s->pending.seat = -1;
    s->pending.card = -1;
    s->pending.subject = -1;
    return answered;
}

bool rr_run_turn(rr_state *s) { return run_turn(s, NULL, NULL, 0, false) >= 0; }

static bool check(const void *s, char *why, size_t size) { return rr_check_invariants(s, why, size); }
static void check_or_abort(const rr_state *s) { ct_check_or_abort(check, s, ""); }
static void prompt_of(const void *s, char *buf, size_t size) { rr_prompt(s, buf, size); }
static ct_pending pending(const rr_state *s) { return (ct_pending){rr_is_over(s), s->pending.seat, &s->pending.options}; }
static ct_answers answers(rr_state *s) { return (ct_answers){s->answers, &s->answer_count, RR_MAX_ANSWERS, "in one turn"}; }

void rr_start(rr_state *s) {
    s->answer_count = 0;
    rr_run_turn(s);
    check_or_abort(s);
}

ct_status rr_apply(rr_state *s, int option, ct_error *err) {
    ct_status st = ct_decision_take(pending(s), answers(s), option, s, prompt_of, err);
    if (st) return st;
    rr_run_turn(s);
    check_or_abort(s);
    return CT_OK;
}

bool rr_apply_to_turns_end(const rr_state *s, int option, rr_state *out) {
    if (s->now.phase != RR_PHASE_TURNS || !set_has(&s->pending.options, option) || s->answer_count >= RR_MAX_ANSWERS)
        return false;
    *out = *s;
    out->answers[out->answer_count++] = (uint16_t)option;
    return run_turn(out, NULL, NULL, 0, true) >= 0 && out->now.phase != RR_PHASE_TURNS;
}

int rr_playout(rr_state *s, ct_policy policy, void *ctx, int limit) {
    /* the decision already pending is answered here; the rest inside the script */
    if (ct_decision_first(pending(s), answers(s), policy, ctx, limit) < 0) return 0;
    int answered = run_turn(s, policy, ctx, limit - 1, false);
    check_or_abort(s);
    return 1 + (answered > 0 ? answered : 0);
}

bool rr_is_legal(const rr_state *s, int option) {
    return !rr_is_over(s) && set_has(&s->pending.options, option);
}

int rr_legal(const rr_state *s, uint16_t *out) { return ct_decision_legal(pending(s), out); }
