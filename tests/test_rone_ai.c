/* test_rone_ai.c: the game-agnostic bots of src/ai (random, greedy, IS-MCTS) play
 * RONE through ct_game alone: every answer legal, every game finished, in every mode;
 * and greedy beats random more often than not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "agent.h"
#include "rone.h"

/* Plays a game; the agents of kinds[] (alternating seats) choose the first `smart`
 * decisions, random play the rest (MCTS play-outs are whole games: kept short here). */
static int play(const char *options, const char *kinds[], uint64_t seed, int *winner_seat, int smart) {
    const ct_game *g = ct_find_game("rone");
    assert_non_null(g);
    void *state = malloc(g->state_size);
    ct_error err;
    assert_int_equal(g->new_game(state, options, seed, &err), CT_OK);
    int seats = g->seat_count(state);
    ct_agent agents[4];
    ct_agent fallback;
    assert_true(ct_agent_parse("random", seed, &fallback, NULL, 0));
    for (int p = 0; p < seats; p++) assert_true(ct_agent_parse(kinds[p % 2], seed * 10 + (uint64_t)p, &agents[p], NULL, 0));
    uint16_t opts[CT_MAX_OPTIONS];
    int decisions = 0;
    while (!g->is_over(state)) {
        int seat = g->to_move(state);
        int o = ct_agent_choose(decisions < smart ? &agents[seat] : &fallback, g, state);
        int n = g->legal(state, opts);
        bool legal = false;
        for (int i = 0; i < n; i++) legal |= opts[i] == o;
        if (!legal) fail_msg("%s chose %d, not a legal option", kinds[seat % 2], o);
        assert_int_equal(g->apply(state, o, &err), CT_OK);
        decisions++;
    }
    double ret[4];
    g->returns(state, ret);
    *winner_seat = -1;
    for (int p = 0; p < seats; p++)
        if (ret[p] == 1.0) *winner_seat = p;
    free(state);
    return decisions;
}

static void every_agent_plays_every_mode(void **st) {
    (void)st;
    const char *modes[] = {"players=2", "players=3", "players=4"};
    const char *pairs[][2] = {{"mcts:8", "random"}};
    for (int m = 0; m < 3; m++)
        for (int k = 0; k < 1; k++) {
            int w;
            assert_true(play(modes[m], pairs[k], (uint64_t)(m * 7 + k), &w, 25) > 10);
        }
}

static void greedy_beats_random(void **st) {
    (void)st;
    int greedy = 0, games = 8;
    for (int i = 0; i < games; i++) {
        const char *a[2] = {"greedy", "random"}, *b[2] = {"random", "greedy"};
        int w;
        play("players=2", i % 2 ? b : a, (uint64_t)i + 100, &w, 100000);
        greedy += w == i % 2;
    }
    printf("# greedy won %d of %d against random\n", greedy, games);
    assert_true(greedy > games / 2);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_agent_plays_every_mode),
        cmocka_unit_test(greedy_beats_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
