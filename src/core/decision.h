/* decision.h: the decision core every game's engine shares around its own script (the
 * script's questions go through replay.h): taking an answer to the pending decision
 * (apply's checks and the append), the first answer of a playout, the legal options,
 * and the test builds' invariant check after each. Inline: the engines' hot paths keep
 * their code (docs/ARCHITECTURE.md, "What stays per game"). */
#ifndef CT_DECISION_H
#define CT_DECISION_H

#include "cardtable.h"
#include "ct_optset.h"
#include "replay.h"

#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
#include <stdio.h>
#include <stdlib.h>
#endif

/* A game's pending decision, as the core reads it. */
typedef struct ct_pending {
    bool over;                 /* the game is over: nothing is pending */
    int seat;                  /* who answers */
    const ct_optset *options;  /* the legal answers */
} ct_pending;

/* The answers given since the game's last checkpoint: the state's own array and count. */
typedef struct ct_answers {
    uint16_t *answer;
    uint16_t *count;
    int room;                  /* the array's size */
    const char *room_words;    /* "in one turn": what a full array means, for the error */
} ct_answers;

/* apply's first half: refuses an answer the pending decision does not take (naming the
 * question by prompt(state)) or one past the answers' room; else appends it. */
static inline ct_status ct_decision_take(ct_pending p, ct_answers a, int option, const void *state,
                                         void (*prompt)(const void *, char *, size_t), ct_error *err) {
    if (p.over) return ct_fail(err, CT_ERR_OVER, "the game is over");
    if (!ct_optset_has(p.options, option)) {
        char words[CT_NAME_SIZE];
        prompt(state, words, sizeof words);
        return ct_fail(err, CT_ERR_ILLEGAL, "option %d is not a legal answer to \"%s\"", option, words);
    }
    if (*a.count >= a.room) return ct_fail(err, CT_ERR_LIMIT, "more than %d answers %s", a.room, a.room_words);
    a.answer[(*a.count)++] = (uint16_t)option;
    return CT_OK;
}

/* A playout's first answer (the decision already pending; the script asks the rest):
 * policy's pick, appended; -1 when there is none to give (over, no budget, no policy,
 * no room, or the policy stops). */
static inline int ct_decision_first(ct_pending p, ct_answers a, ct_policy policy, void *ctx, int limit) {
    if (p.over || limit <= 0 || !policy || *a.count >= a.room) return -1;
    int answer = ct_policy_pick(policy, ctx, p.seat, p.options);
    if (answer < 0) return -1;
    a.answer[(*a.count)++] = (uint16_t)answer;
    return answer;
}

/* The legal options, ascending: none once over. */
static inline int ct_decision_legal(ct_pending p, uint16_t *out) { return p.over ? 0 : ct_optset_list(p.options, out); }

/* Test builds: check(state) after every apply and playout, and abort with its reason. */
typedef bool (*ct_invariant_check)(const void *state, char *why, size_t size);
#if defined(CT_CHECK_INVARIANTS) && !defined(CT_NO_ABORT)
static inline void ct_check_or_abort(ct_invariant_check check, const void *state, const char *game) {
    char why[200];
    if (!check(state, why, sizeof why)) {
        fprintf(stderr, "cardtable: %sinvariant broken: %s\n", game, why);
        abort();
    }
}
#else
static inline void ct_check_or_abort(ct_invariant_check check, const void *state, const char *game) {
    (void)check, (void)state, (void)game;
}
#endif

#endif
