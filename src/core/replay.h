/* replay.h: the decision driver both engines share, "replay to the decision".
 *
 * A game is a script (plain C calling ask() wherever a player chooses) run from a
 * checkpoint: a copy of the board at a quiet point (Red Rising: each turn's start; RONE:
 * each turn's start and each main-phase decision with an empty stack). The state keeps
 * the answers given since the checkpoint. To apply an answer, a game appends it, restores
 * the board to the checkpoint and runs the script again: each question hands out the next
 * recorded answer, and the first one without an answer records the pending decision and
 * unwinds (longjmp) back to the apply. Nothing is allocated, so unwinding is safe.
 * A playout runs the same way, answering new questions in place with a policy.
 *
 * What stays per game: the board, the state's layout, the pending decision's fields and
 * whom (Red Rising's automa) it never asks. Each game's run context holds a ct_replay
 * (pointers into its state's answers, and the playout's policy) and a ct_unwind. */
#ifndef CT_REPLAY_H
#define CT_REPLAY_H

#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "cardtable.h"
#include "ct_optset.h"

/* The unwind: GCC's and Clang's builtin setjmp/longjmp save and restore only what the
 * jump needs (no signal mask, no glibc bookkeeping). Sanitized builds keep the libc pair,
 * which AddressSanitizer intercepts to clean the stack it unwinds. The builtin longjmp
 * must not be called from the function that called the builtin setjmp. WebAssembly (make
 * wasm) keeps the plain pair too: clang lowers it to WebAssembly exceptions (wasm/). */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CT_LIBC_UNWIND 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || !defined(__GNUC__) || defined(__wasm__)
#define CT_LIBC_UNWIND 1
#endif
#ifdef CT_LIBC_UNWIND
typedef jmp_buf ct_unwind;
#define CT_SETJMP(buf) setjmp(buf)
#define CT_LONGJMP(buf) longjmp(buf, 1)
#else
typedef void *ct_unwind[5];
#define CT_SETJMP(buf) __builtin_setjmp(buf)
#define CT_LONGJMP(buf) __builtin_longjmp(buf, 1)
#endif

/* One run of a game's script: where its answers are, and (a playout) who answers. */
typedef struct ct_replay {
    uint16_t *answers;       /* the state's answers since the checkpoint */
    uint16_t *answer_count;  /* how many there are */
    unsigned max_answers;    /* room in answers */
    unsigned cursor;         /* the next recorded answer to hand out */
    volatile bool *diverged; /* set when a recorded answer does not fit the question asked */
    /* A playout: new questions are answered in place by policy and appended to the
     * answers as an apply would, until `budget` answers were given. */
    ct_policy policy;
    void *ctx;
    int budget;
    volatile int *answered;  /* how many policy gave (read after the longjmp) */
} ct_replay;

/* What ct_replay_answer returns when it has no answer (never an option number). */
enum {
    CT_REPLAY_WAIT = CT_MAX_OPTIONS,        /* a player must answer: record the pending decision, unwind */
    CT_REPLAY_DIVERGED = CT_MAX_OPTIONS + 1 /* the recorded answer is not one of the options: unwind */
};

/* The option policy picks among opts (listed in ascending order), or -1 when it stops. */
static inline int ct_policy_pick(ct_policy policy, void *ctx, int seat, const ct_optset *opts) {
    uint16_t list[CT_MAX_OPTIONS];
    int n = ct_optset_list(opts, list);
    int i = policy(ctx, seat, list, n);
    return i >= 0 && i < n ? list[i] : -1;
}

/* An answer given in a playout, recorded as an apply would: appended to the answers and
 * counted against the budget (ct_replay_answer's policy answers; a game that draws an
 * answer itself, without building the options, records it so too). */
static inline void ct_replay_record(ct_replay *p, int answer) {
    p->answers[(*p->answer_count)++] = (uint16_t)answer;
    p->cursor++;
    p->budget--;
    (*p->answered)++;
}

/* The answer to a question with two or more options: the next recorded answer, else in
 * a playout the policy's (recorded as an apply would). ct_uniform_policy's and
 * ct_seat_uniform_policy's draws are made without listing the options (the same answer,
 * the same random state). */
static inline int ct_replay_answer(ct_replay *p, int seat, const ct_optset *opts) {
    if (p->cursor < *p->answer_count) {
        int answer = p->answers[p->cursor++];
        if (ct_optset_has(opts, answer)) return answer;
        *p->diverged = true; /* another question than when it was answered */
        return CT_REPLAY_DIVERGED;
    }
    if (p->policy && p->budget > 0 && *p->answer_count < p->max_answers) {
        int answer;
        if (p->policy == ct_uniform_policy)
            answer = ct_optset_nth(opts, ct_uniform_draw(p->ctx, ct_optset_count(opts)));
        else if (p->policy == ct_seat_uniform_policy) {
            ct_seat_streams *streams = p->ctx;
            answer = streams->seats >> seat & 1 ? ct_optset_nth(opts, ct_uniform_draw(&streams->rng[seat], ct_optset_count(opts))) : -1;
            if (answer >= 0 && streams->answered) streams->answered(streams->answered_ctx, seat, answer);
        } else
            answer = ct_policy_pick(p->policy, p->ctx, seat, opts);
        if (answer >= 0) {
            ct_replay_record(p, answer);
            return answer;
        }
        p->budget = 0; /* the policy stops here: the decision stays pending */
    }
    return CT_REPLAY_WAIT;
}

/* At a checkpoint: the answers handed out so far are dropped (the board they led to
 * becomes the game's checkpoint); the rest are handed out from there. */
static inline void ct_replay_checkpoint(ct_replay *p) {
    unsigned used = p->cursor, left = *p->answer_count - used;
    if (left) memmove(p->answers, p->answers + used, left * sizeof p->answers[0]);
    *p->answer_count = (uint16_t)left;
    p->cursor = 0;
}

#endif
