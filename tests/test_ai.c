/* test_ai.c: the bots: names, legal choices, reproducibility, never looking at what
 * their seat cannot see, and the greedy player's strength against random play. */
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "support.h"

static void agents_by_name(void **st) {
    (void)st;
    ct_agent a;
    char why[200];
    assert_true(ct_agent_parse("random", 1, &a, why, sizeof why));
    assert_int_equal(a.kind, CT_AGENT_RANDOM);
    assert_true(ct_agent_parse("mcts:500", 1, &a, why, sizeof why));
    assert_int_equal(a.iterations, 500);
    assert_true(ct_agent_parse("mcts:100ms:t2", 1, &a, why, sizeof why));
    assert_true(a.ms == 100.0 && a.threads == 2);
    assert_false(ct_agent_parse("clever", 1, &a, why, sizeof why));
    assert_non_null(strstr(why, "unknown agent 'clever'"));
    assert_false(ct_agent_parse("mcts:fast", 1, &a, why, sizeof why));
    assert_false(ct_agent_parse("greedy:5", 1, &a, why, sizeof why));
}

/* Every agent only ever answers with legal options, in 2-player and solo games. */
static void agents_choose_legal_options(void **st) {
    (void)st;
    const char *kinds[] = {"random", "greedy", "mcts:30"};
    for (int k = 0; k < 3; k++)
        for (int g = 0; g < 3; g++) {
            rr_state s;
            new_game(&s, g == 2 ? "players=1" : "players=2", (uint64_t)(g + 10 * k));
            ct_agent agents[2];
            ct_agent_parse(kinds[k], (uint64_t)g, &agents[0], NULL, 0);
            ct_agent_parse("random", (uint64_t)g, &agents[1], NULL, 0);
            while (!rr_is_over(&s)) {
                int seat = rr_to_move(&s);
                int o = ct_agent_choose(&agents[seat], &rr_game, &s);
                assert_true(rr_is_legal(&s, o));
                ct_error err;
                assert_int_equal(rr_apply(&s, o, &err), CT_OK);
            }
        }
}

static void mcts_is_reproducible(void **st) {
    (void)st;
    rr_state s;
    new_game(&s, "players=3", 5);
    ct_agent a, b;
    ct_agent_parse("mcts:200", 42, &a, NULL, 0);
    ct_agent_parse("mcts:200", 42, &b, NULL, 0);
    for (int i = 0; i < 6 && !rr_is_over(&s); i++) {
        int x = ct_agent_choose(&a, &rr_game, &s), y = ct_agent_choose(&b, &rr_game, &s);
        assert_int_equal(x, y);
        assert_int_equal(a.last_iterations, 200);
        assert_true(a.last_simulated_decisions > 200);
        rr_apply(&s, x, NULL);
    }
}

/* Two games that differ only in cards the deciding seat has never seen (which of them
 * the opponent holds, and which are in the deck) get the same answers. */
static void bots_never_look_at_hidden_cards(void **st) {
    (void)st;
    int differing = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        rr_state a;
        new_game(&a, "players=2", seed);
        int me = rr_to_move(&a), them = 1 - me;
        rr_state b = a;
        /* swap the opponent's hand with the deck's top cards, in both boards */
        int n = zone_size(&b.now, RR_ZONE_HAND + them);
        uint8_t theirs[8], deck[8];
        for (int i = 0; i < n; i++) {
            theirs[i] = (uint8_t)zone_card(&b.now, RR_ZONE_HAND + them, i);
            deck[i] = (uint8_t)zone_card(&b.now, RR_ZONE_DECK, deck_size(&b.now) - 1 - i);
        }
        for (int i = 0; i < n; i++) {
            zone_move(&b.now, theirs[i], RR_ZONE_DECK, false);
            zone_move(&b.now, deck[i], RR_ZONE_HAND + them, false);
            b.now.seen[deck[i]] = (uint8_t)(1u << them);
            b.now.seen[theirs[i]] = 0;
        }
        b.turn_start = b.now; /* the same sizes everywhere, the same knowledge for `me` */
        differing += !rr_board_equal(&a.now, &b.now);
        const char *kinds[] = {"greedy", "mcts:100"};
        for (int k = 0; k < 2; k++) {
            ct_agent x, y;
            ct_agent_parse(kinds[k], seed, &x, NULL, 0);
            ct_agent_parse(kinds[k], seed, &y, NULL, 0);
            if (ct_agent_choose(&x, &rr_game, &a) != ct_agent_choose(&y, &rr_game, &b))
                fail_msg("%s looked at hidden cards (seed %llu)", kinds[k], (unsigned long long)seed);
        }
    }
    assert_int_equal(differing, 12);
}

/* With fixed seeds the result is fixed: greedy wins at least 85% against random. */
static void greedy_beats_random(void **st) {
    (void)st;
    int games = 40, wins = 0;
    for (int g = 0; g < games; g++) {
        rr_state s;
        new_game(&s, "players=2", (uint64_t)(1000 + g));
        ct_agent agents[2];
        int greedy_seat = g % 2;
        ct_agent_parse("greedy", (uint64_t)g, &agents[greedy_seat], NULL, 0);
        ct_agent_parse("random", (uint64_t)g, &agents[1 - greedy_seat], NULL, 0);
        while (!rr_is_over(&s)) {
            int seat = rr_to_move(&s);
            rr_apply(&s, ct_agent_choose(&agents[seat], &rr_game, &s), NULL);
        }
        rr_scorepad pad;
        rr_score(&s.now, &pad);
        wins += pad.winners >> greedy_seat & 1;
    }
    print_message("# greedy won %d of %d games against random\n", wins, games);
    assert_true(wins * 100 >= games * 85);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(agents_by_name),
        cmocka_unit_test(agents_choose_legal_options),
        cmocka_unit_test(mcts_is_reproducible),
        cmocka_unit_test(bots_never_look_at_hidden_cards),
        cmocka_unit_test(greedy_beats_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
