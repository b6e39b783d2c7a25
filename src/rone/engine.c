/* engine.c: RONE's decision machinery: ask(), the checkpoint, rone_apply (replay to
 * the decision) and the legal options. See internal.h for how a decision flows. */
#include "../core/decision.h"
#include "internal.h"

/* No answer (CT_REPLAY_WAIT: the decision waits for seat; or a diverged replay): out of
 * line, so the usual path saves no registers for it. */
__attribute__((noinline, noreturn)) static void stop_at(rone_run *r, int answer, int seat, int kind, int card,
                                                        const rone_optset *opts) {
    if (answer == CT_REPLAY_WAIT) {
        rone_state *s = r->s;
        s->pending.kind = (uint8_t)kind;
        s->pending.seat = (int8_t)seat;
        s->pending.card = (uint8_t)(card < 0 ? RONE_NONE : card);
        s->pending.count = (uint16_t)ro_oset_count(opts);
        s->pending.options = *opts;
    }
    CT_LONGJMP(r->unwind);
}

/* A playout by a policy other than the uniform one sees the question's kind in
 * s->pending.kind while its policy is asked (`cardtable sim`'s statistics read it: which
 * answers play a card, the first main phase); whatever way the run ends, the pending
 * decision is then written whole (stop_at) or cleared (the game is over). */
int rone_ask_choice(rone_run *r, int seat, int kind, int card, const rone_optset *opts) {
    if (r->replay.policy && r->replay.policy != ct_uniform_policy) r->s->pending.kind = (uint8_t)kind;
    int answer = ct_replay_answer(&r->replay, seat, opts);
    if (answer >= CT_MAX_OPTIONS) stop_at(r, answer, seat, kind, card, opts);
    return answer;
}

int rone_ask_choice_01(rone_run *r, int seat, int kind, int card) {
    rone_optset o;
    oset_clear(&o);
    oset_add(&o, 0);
    oset_add(&o, 1);
    return rone_ask_choice(r, seat, kind, card, &o);
}

void rone_checkpoint_copy(rone_run *r) {
    ct_replay_checkpoint(&r->replay);
    ro_copy_board(&r->s->checkpoint, r->b); /* the card slots in use (zones.c) */
    *r->skipped = false;
}

/* Playouts with at least this many answers to give are lazy (run_script). */
enum { LAZY_BUDGET = 64 };

/* Restores the board to the checkpoint and runs the script until the next decision
 * (or the end of the game), handing out the answers recorded so far, then (a playout:
 * policy not NULL) answering up to budget new questions with policy. Returns how many
 * policy answered, or -1 if a recorded answer did not fit.
 * lazy: the checkpoints on the way copy nothing (most of a long playout's copies would be
 * overwritten unread). If the game ends, the checkpoint becomes the final board in every
 * run (below); if it stops at a decision, the state is rebuilt by replaying its answers
 * from the last checkpoint kept, which is what rone_apply would have done. */
static int run_script(rone_state *s, ct_policy policy, void *ctx, int budget, bool lazy) {
    volatile bool diverged = false, skipped = false;
    volatile int answered = 0;
    rone_run r;
    r.lazy = lazy;
    r.skipped = &skipped;
    r.s = s;
    r.b = &s->now;
    r.set = rone_board_set(&s->checkpoint);
    r.replay = (ct_replay){.answers = s->answers, .answer_count = &s->answer_count, .max_answers = RONE_MAX_ANSWERS,
                           .diverged = &diverged, .policy = policy, .ctx = ctx, .budget = budget, .answered = &answered};
    r.keep_outcomes = !policy;
    s->outcomes_kept = !policy;
    s->outcome_count = 0;
    ro_copy_board(&s->now, &s->checkpoint); /* the card slots in use: the rest are the same (check.c) */
    if (CT_SETJMP(r.unwind)) {
        if (s->now.phase == RONE_PH_OVER) goto over;
        if (diverged) return -1;
        if (skipped) {
            /* stopped at a decision after a skipped checkpoint: the same decision, reached
             * from the last checkpoint kept; when the answers' room ran out (the copies
             * would have made room), the playout goes on from there as it would have */
            bool full = s->answer_count >= RONE_MAX_ANSWERS;
            run_script(s, NULL, NULL, 0, false);
            if (full && budget > answered && !rone_is_over(s)) {
                int more = run_script(s, policy, ctx, budget - answered, false);
                return more < 0 ? -1 : answered + more;
            }
        }
        return answered;
    }
    ro_play_from_checkpoint(&r);
over:
    /* a finished game's checkpoint is its final board, with no answers after it (the same
     * by rone_apply and by a lazy playout, which kept no earlier one) */
    ro_copy_board(&s->checkpoint, &s->now);
    s->answer_count = 0;
    memset(&s->pending, 0, sizeof s->pending);
    s->pending.seat = -1;
    s->pending.card = RONE_NONE;
    return diverged ? -1 : answered;
}

bool rone_run_script(rone_state *s) { return run_script(s, NULL, NULL, 0, false) >= 0; }

static bool check(const void *s, char *why, size_t size) { return rone_check_invariants(s, why, size); }
static void check_or_abort(const rone_state *s) { ct_check_or_abort(check, s, "rone "); }
static void prompt_of(const void *s, char *buf, size_t size) { rone_prompt(s, buf, size); }
static ct_pending pending(const rone_state *s) { return (ct_pending){rone_is_over(s), s->pending.seat, &s->pending.options}; }
static ct_answers answers(rone_state *s) {
    return (ct_answers){s->answers, &s->answer_count, RONE_MAX_ANSWERS, "without a quiescent point"};
}

ct_status rone_apply(rone_state *s, int option, ct_error *err) {
    ct_status st = ct_decision_take(pending(s), answers(s), option, s, prompt_of, err);
    if (st) return st;
    rone_run_script(s);
    check_or_abort(s);
    return CT_OK;
}

int rone_legal(const rone_state *s, uint16_t *out) { return ct_decision_legal(pending(s), out); }

int rone_playout(rone_state *s, ct_policy policy, void *ctx, int limit) {
    /* the decision already pending is answered here; the rest inside the script */
    if (ct_decision_first(pending(s), answers(s), policy, ctx, limit) < 0) return 0;
    int answered = run_script(s, policy, ctx, limit - 1, limit - 1 >= LAZY_BUDGET);
    check_or_abort(s);
    return 1 + (answered > 0 ? answered : 0);
}
