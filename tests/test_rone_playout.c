/* test_rone_playout.c: rone_playout (answers chosen where the engine asks) reaches the
 * very state that one rone_apply per answer reaches: the board, the checkpoint, the
 * answers since it and the pending decision, at the end of a game, after a limit and
 * when the policy stops. Long playouts skip their checkpoint copies (engine.c's lazy
 * runs) and rebuild the state when they stop before the end: the limits and stops below
 * fall before, after and far from the 64 answers where that starts. */
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "rone.h"

static void assert_same_state(const rone_state *a, const rone_state *b) {
    assert_memory_equal(&a->now, &b->now, sizeof a->now);
    assert_memory_equal(&a->checkpoint, &b->checkpoint, sizeof a->checkpoint);
    assert_int_equal(a->answer_count, b->answer_count);
    assert_memory_equal(a->answers, b->answers, a->answer_count * sizeof a->answers[0]);
    assert_int_equal(a->pending.kind, b->pending.kind);
    assert_int_equal(a->pending.seat, b->pending.seat);
    assert_int_equal(a->pending.card, b->pending.card);
    assert_int_equal(a->pending.count, b->pending.count);
    assert_memory_equal(&a->pending.options, &b->pending.options, sizeof a->pending.options);
}

/* Applies up to n answers drawn as ct_uniform_policy draws them (the same numbers from
 * the same stream); returns how many were applied (fewer if the game ended). */
static int apply_uniform(rone_state *s, uint64_t *rng, int n) {
    uint16_t opts[CT_MAX_OPTIONS];
    int applied = 0;
    while (applied < n && !rone_is_over(s)) {
        int k = rone_legal(s, opts);
        assert_int_equal(rone_apply(s, opts[ct_uniform_draw(rng, k)], NULL), CT_OK);
        applied++;
    }
    return applied;
}

/* ct_uniform_policy that stops (returns -1) once it has given `left` answers. */
typedef struct stopping {
    uint64_t rng;
    int left;
} stopping;

static int stopping_policy(void *ctx, int seat, const uint16_t *options, int count) {
    (void)seat;
    (void)options;
    stopping *p = ctx;
    if (p->left-- <= 0) return -1;
    return ct_uniform_draw(&p->rng, count);
}

static const char *const modes[] = {"players=2", "players=3", "players=4", "players=2 windows=full"};

/* Whole games: the playout and the applies end on the same state, the game over. */
static void whole_games_end_alike(void **st) {
    (void)st;
    static rone_state a, b;
    for (int m = 0; m < 4; m++)
        for (uint64_t seed = 1; seed <= 12; seed++) {
            assert_int_equal(rone_new_game(&a, modes[m], seed, NULL), CT_OK);
            b = a;
            uint64_t ra = seed * 31, rb = ra;
            int applied = apply_uniform(&a, &ra, 1 << 20);
            assert_true(rone_is_over(&a));
            assert_int_equal(rone_playout(&b, ct_uniform_policy, &rb, 1 << 30), applied);
            assert_int_equal(ra, rb);
            assert_same_state(&a, &b);
        }
}

/* A limit reached mid-game (short playouts copy, long ones rebuild): the same state as
 * that many applies, from the start and from a state already under way. */
static void limits_stop_alike(void **st) {
    (void)st;
    static rone_state a, b;
    static const int limits[] = {1, 12, 63, 64, 65, 100, 150, 233, 300};
    for (int m = 0; m < 4; m++)
        for (uint64_t seed = 1; seed <= 4; seed++)
            for (int l = 0; l < (int)(sizeof limits / sizeof limits[0]); l++)
                for (int start = 0; start <= 40; start += 40) {
                    assert_int_equal(rone_new_game(&a, modes[m], seed, NULL), CT_OK);
                    uint64_t ra = seed * 7 + 3;
                    apply_uniform(&a, &ra, start);
                    if (rone_is_over(&a)) continue;
                    b = a;
                    uint64_t rb = ra;
                    int applied = apply_uniform(&a, &ra, limits[l]);
                    assert_int_equal(rone_playout(&b, ct_uniform_policy, &rb, limits[l]), applied);
                    assert_int_equal(ra, rb);
                    assert_same_state(&a, &b);
                }
}

/* A policy that stops with most of a long limit left: the state of the answers it gave. */
static void policy_stops_alike(void **st) {
    (void)st;
    static rone_state a, b;
    static const int stops[] = {5, 64, 80, 120, 200};
    for (int m = 0; m < 4; m++)
        for (uint64_t seed = 1; seed <= 4; seed++)
            for (int k = 0; k < (int)(sizeof stops / sizeof stops[0]); k++) {
                assert_int_equal(rone_new_game(&a, modes[m], seed, NULL), CT_OK);
                b = a;
                uint64_t ra = seed * 11 + 5;
                stopping p = {ra, stops[k]};
                int applied = apply_uniform(&a, &ra, stops[k]);
                assert_int_equal(rone_playout(&b, stopping_policy, &p, 1 << 30), applied);
                assert_same_state(&a, &b);
            }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(whole_games_end_alike),
        cmocka_unit_test(limits_stop_alike),
        cmocka_unit_test(policy_stops_alike),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
