/* test_rone_ai.c: the game-agnostic bots of src/ai (random, greedy, IS-MCTS) play
 * RONE through ct_game alone: every answer legal, every game finished, in every mode;
 * rone_evaluate orders hand-built positions as a player would; greedy sees what its
 * attack does past the defender's reactions, and beats random clearly; MCTS grows the
 * same tree whether its walk is one playout or one apply per answer,
 * rone_evaluate_all is rone_evaluate of each seat, and a determinization reseeds the
 * shuffles to come and re-deals the cards an opponent drew since the checkpoint. */
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
#include "rone_scenario.h"

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

/* Greedy against random with the core set, seats alternating: measured 99.5% +- 1.4 over
 * 100 games (docs/AI.md, "RONE"); 18 of 20 leaves room for a bad draw or two. */
static void greedy_beats_random(void **st) {
    (void)st;
    int greedy = 0, games = 20;
    for (int i = 0; i < games; i++) {
        const char *a[2] = {"greedy", "random"}, *b[2] = {"random", "greedy"};
        int w;
        play("set=ctc", i % 2 ? b : a, (uint64_t)i + 100, &w, 100000);
        greedy += w == i % 2;
    }
    printf("# greedy won %d of %d against random\n", greedy, games);
    assert_true(greedy >= 18);
}

/* ---- hand-built positions (the tst set; P1 to act in its main phase) ---- */

/* A table: P1 with Dummy 2/2/0 (exhausted as given) and its hand and deck sizes; P2 with
 * deck and hand cards and, when guarded, an active Wall. */
static void lay_out(int p1_hand, int p1_deck, int p1_exhaustion, int p2_hand, int p2_deck, bool p2_attacker, bool p1_guard) {
    sc_begin(2);
    int unit = sc_put("Dummy 2/2/0", 0, RONE_Z_FIELD);
    sc.now.card[unit].exhaustion = (int8_t)p1_exhaustion;
    if (p1_guard) sc_put("Dummy 3/0/0", 0, RONE_Z_FIELD);
    for (int i = 0; i < p1_hand; i++) sc_put("Dummy 1/1/0", 0, RONE_Z_HAND);
    for (int i = 0; i < p1_deck; i++) sc_put("Dummy 1/1/0", 0, RONE_Z_DECK);
    for (int i = 0; i < p2_hand; i++) sc_put("Dummy 1/1/0", 1, RONE_Z_HAND);
    for (int i = 0; i < p2_deck; i++) sc_put("Dummy 1/1/0", 1, RONE_Z_DECK);
    if (p2_attacker) sc_put("Dummy 4/3/0", 1, RONE_Z_FIELD);
    sc_go();
}

static double value_of(int p1_hand, int p1_deck, int p1_exhaustion, int p2_hand, int p2_deck, bool p2_attacker, bool p1_guard) {
    lay_out(p1_hand, p1_deck, p1_exhaustion, p2_hand, p2_deck, p2_attacker, p1_guard);
    double v = rone_evaluate(&sc, 0), other = rone_evaluate(&sc, 1);
    assert_true(v == -other); /* a duel: what one seat gains the other loses */
    return v;
}

static void evaluation_orders_positions(void **st) {
    (void)st;
    double base = value_of(3, 10, 0, 3, 10, false, false);
    /* a card in hand is worth more than the same card still in the deck (a choice) */
    assert_true(value_of(4, 9, 0, 3, 10, false, false) > base);
    /* but less than one more card of life */
    assert_true(value_of(4, 9, 0, 3, 10, false, false) < value_of(3, 11, 0, 3, 10, false, false));
    /* the enemy with fewer cards (damage dealt) is better; more damage, better still */
    assert_true(value_of(3, 10, 0, 3, 8, false, false) > base);
    assert_true(value_of(3, 10, 0, 3, 6, false, false) > value_of(3, 10, 0, 3, 8, false, false));
    /* an exhausted unit is worth less than an active one, more exhaustion less still */
    assert_true(value_of(3, 10, 1, 3, 10, false, false) < base);
    assert_true(value_of(3, 10, 3, 3, 10, false, false) < value_of(3, 10, 1, 3, 10, false, false));
    /* an enemy attacker is a threat; an active guardian of ours takes some of it away */
    double threatened = value_of(3, 10, 1, 3, 10, true, false);
    assert_true(threatened < value_of(3, 10, 1, 3, 10, false, false));
    assert_true(value_of(3, 10, 1, 3, 10, true, true) > threatened);
    /* a finished game outweighs anything */
    lay_out(3, 10, 0, 0, 0, false, false);
    sc.now.phase = RONE_PH_OVER;
    sc.now.winners = 1;
    assert_true(rone_evaluate(&sc, 0) >= 1000 && rone_evaluate(&sc, 1) <= -1000);
}

/* Water counts only up to what a turn can spend (evaluate.c's water_cap, 8): a bigger pool
 * is worth nothing more, so a search does not keep water for its own sake (docs/RONE.md,
 * "Balance": searching bots hoarded 50-120 water and stalled). An exhausted unit keeps
 * the worth of its health: a third point of exhaustion costs a Dummy 2/2/0 less than half
 * its worth at two (with the old 30% of the whole unit a point, 0.4 against 1.6 of 4). */
static void evaluation_caps_water_and_keeps_an_exhausted_units_health(void **st) {
    (void)st;
    double by_water[4];
    const int pools[4] = {0, 4, 8, 30};
    for (int i = 0; i < 4; i++) {
        lay_out(3, 10, 0, 3, 10, false, false);
        sc.now.water[0] = (int16_t)pools[i];
        sc.now.water[1] = 0;
        by_water[i] = rone_evaluate(&sc, 0);
    }
    assert_true(by_water[1] > by_water[0] && by_water[2] > by_water[1]);
    assert_true(by_water[3] == by_water[2]);
    /* exhaustion 2 and 3 (no threat to P2 either way: only a unit refreshed to active next
     * turn threatens, R57) */
    double tired = value_of(3, 10, 2, 3, 10, false, false), spent = value_of(3, 10, 3, 3, 10, false, false);
    sc_begin(2); /* the same table without the unit */
    for (int i = 0; i < 3; i++) sc_put("Dummy 1/1/0", 0, RONE_Z_HAND), sc_put("Dummy 1/1/0", 1, RONE_Z_HAND);
    for (int i = 0; i < 10; i++) sc_put("Dummy 1/1/0", 0, RONE_Z_DECK), sc_put("Dummy 1/1/0", 1, RONE_Z_DECK);
    sc_go();
    double none = rone_evaluate(&sc, 0);
    assert_true(spent < tired && spent - none > (tired - none) / 2);
}

/* P2 has one card of life left and its hero can react (so the attack is followed by
 * P2's reaction window); P1's Dummy 2/2/0 can attack its hero, or P1 can play a unit,
 * level up or end the turn. Greedy attacks: it follows the attack past the window. */
static void greedy_takes_the_winning_attack(void **st) {
    (void)st;
    const ct_game *g = ct_find_game("rone");
    for (uint64_t seed = 1; seed <= 4; seed++) {
        sc_begin(2);
        sc_put("Dummy 2/2/0", 0, RONE_Z_FIELD);
        for (int i = 0; i < 3; i++) sc_put("Dummy 2/1/1", 0, RONE_Z_HAND);
        for (int i = 0; i < 8; i++) sc_put("Dummy 1/1/0", 0, RONE_Z_DECK);
        sc_put("Dummy 3/0/0", 1, RONE_Z_DECK);
        sc.now.card[sc.now.hero[1][0]].exhaustion = 0;  /* P2 may use its hero in a window */
        sc_go();
        ct_agent greedy;
        assert_true(ct_agent_parse("greedy", seed, &greedy, NULL, 0));
        int o = ct_agent_choose(&greedy, g, &sc);
        char name[CT_NAME_SIZE];
        rone_option_name(&sc, o, name, sizeof name);
        assert_string_equal(name, "attack with Dummy 2/2/0 (P1)");
        /* and the window it looked past is there */
        sc_answer(0, RONE_ASK_MAIN, "attack with Dummy 2/2/0 (P1)");
        int guard = 0;
        while (!rone_is_over(&sc) && sc.pending.seat == 0 && guard++ < 4) assert_int_equal(rone_apply(&sc, ct_agent_choose(&greedy, g, &sc), NULL), CT_OK);
        assert_false(rone_is_over(&sc));
        assert_int_equal(sc.pending.seat, 1);
        assert_int_equal(sc.pending.kind, RONE_ASK_REACT);
    }
}

/* Play-test (docs/AI.md, "RONE"): an enemy with no units, 15 cards in hand (above the
 * evaluation's cap) and no deck, against six active attackers of melee 3 (18 damage).
 * Attacking the hero wins this turn; every bot here used to stop after one to three
 * attacks and end its turn with 8-11 enemy cards left (the threat of an attack next turn
 * was worth nearly as much to the evaluation as the damage now, and a search's playout
 * was cut inside an attack, before its damage). Each bot, at a small seeded budget, must
 * win before its turn is over; the defender answers at random. */
static void bots_finish_a_defenceless_enemy(void **st) {
    (void)st;
    const ct_game *g = ct_find_game("rone");
    const char *kinds[] = {"greedy:s1", "mcts:100", "mcts:300"};
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            sc_begin(2);
            for (int i = 0; i < 6; i++) sc_put("Dummy 4/3/0", 0, RONE_Z_FIELD);
            for (int i = 0; i < 2; i++) sc_put("Dummy 2/1/1", 0, RONE_Z_HAND);
            for (int i = 0; i < 6; i++) sc_put("Dummy 1/1/0", 0, RONE_Z_DECK);
            for (int i = 0; i < 15; i++) sc_put("Dummy 1/1/0", 1, RONE_Z_HAND);
            sc_go();
            ct_agent bot, defender;
            assert_true(ct_agent_parse(kinds[k], seed, &bot, NULL, 0));
            assert_true(ct_agent_parse("random", seed, &defender, NULL, 0));
            int guard = 0;
            while (!rone_is_over(&sc) && sc.now.current == 0 && guard++ < 200) {
                ct_agent *a = rone_to_move(&sc) == 0 ? &bot : &defender;
                assert_int_equal(rone_apply(&sc, ct_agent_choose(a, g, &sc), NULL), CT_OK);
            }
            if (!rone_is_over(&sc)) fail_msg("%s seed %d: the turn ended with the enemy's %d cards left", kinds[k], (int)seed,
                                             sc_size(1, RONE_Z_HAND) + sc_size(1, RONE_Z_DECK));
            assert_int_equal(sc.now.winners, 1);
        }
}

/* Positions along a random game with the ctc cards (mode: players=N), seed seed: calls
 * check(g, state) at every step-th of its first 80 decisions. */
static void along_a_game(const char *mode, uint64_t seed, int step, void (*check)(const ct_game *, const void *)) {
    const ct_game *g = ct_find_game("rone");
    void *state = malloc(g->state_size);
    char options[64];
    ct_error err;
    snprintf(options, sizeof options, "set=ctc %s", mode);
    assert_int_equal(g->new_game(state, options, seed, &err), CT_OK);
    ct_agent random_agent;
    assert_true(ct_agent_parse("random", seed, &random_agent, NULL, 0));
    for (int d = 0; !g->is_over(state) && d < 80; d++) {
        if (d % step == 0) check(g, state);
        assert_int_equal(g->apply(state, ct_agent_choose(&random_agent, g, state), &err), CT_OK);
    }
    free(state);
}

/* MCTS walks its tree and plays its rollout as one playout of the game (walk_policy);
 * without the game's playout it applies one answer at a time. Both must grow the same
 * tree: the same choice, iterations and simulated decisions. */
static void search_as_applies(const ct_game *g, const void *state) {
    ct_game by_apply = *g;
    by_apply.playout = NULL;
    for (int k = 0; k < 2; k++) {
        const char *kind = k ? "mcts:12:h0" : "mcts:30";
        ct_agent a, b;
        assert_true(ct_agent_parse(kind, 99, &a, NULL, 0));
        assert_true(ct_agent_parse(kind, 99, &b, NULL, 0));
        int by_playout = ct_mcts_choose(&a, g, state), applied = ct_mcts_choose(&b, &by_apply, state);
        assert_int_equal(by_playout, applied);
        assert_int_equal(a.last_iterations, b.last_iterations);
        assert_int_equal(a.last_simulated_decisions, b.last_simulated_decisions);
    }
}

static void the_walk_as_one_playout_chooses_as_applies_do(void **st) {
    (void)st;
    along_a_game("players=2", 3, 9, search_as_applies);
    along_a_game("players=4", 5, 9, search_as_applies);
}

/* rone_evaluate_all gives rone_evaluate of every seat, bit for bit. */
static void evaluate_all_as_each(const ct_game *g, const void *state) {
    (void)g;
    const rone_state *s = state;
    double all[RONE_MAX_SEATS];
    rone_evaluate_all(s, all);
    for (int p = 0; p < s->now.players; p++) {
        double one = rone_evaluate(s, p);
        assert_memory_equal(&all[p], &one, sizeof one);
    }
}

static void evaluate_all_is_each_seats_evaluation(void **st) {
    (void)st;
    along_a_game("players=2", 7, 3, evaluate_all_as_each);
    along_a_game("players=3", 8, 3, evaluate_all_as_each);
    along_a_game("players=4", 9, 3, evaluate_all_as_each);
}

/* The card instances in seat's hand, as a bit set. */
static uint64_t hand_cards(const rone_state *s, int seat) {
    uint64_t set[2] = {0, 0};
    int hand = rone_zone(seat, RONE_Z_HAND);
    for (int i = 0; i < rone_zone_size(&s->now, hand); i++) {
        int c = rone_zone_card(&s->now, hand, i);
        set[c >> 6] |= (uint64_t)1 << (c & 63);
    }
    return set[0] * 0x9E3779B97F4A7C15ull ^ set[1];
}

/* The shuffle still to come is reseeded by each determinization: at a mulligan, a bot's
 * re-dealt copies redraw other cards after "shuffle and redraw" than the true game
 * does, and than each other, both for the first seat and for the second after the first
 * shuffled (a shuffle since the checkpoint, which the replay must still draw as it was).
 * Before, the true generator stayed, so every copy redrew the true cards' places. */
static void determinize_reseeds_the_shuffles_to_come(void **st) {
    (void)st;
    enum { SHUFFLE = 64 }; /* "shuffle and redraw" */
    int checked = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        rone_state s;
        ct_error err;
        assert_int_equal(rone_new_game(&s, "players=2", seed, &err), CT_OK);
        for (int k = 0; k < 2; k++) { /* the first seat's mulligan, then the second's */
            if (s.pending.kind != RONE_ASK_MULLIGAN) break;
            int seat = rone_to_move(&s);
            rone_state truth = s;
            assert_int_equal(rone_apply(&truth, SHUFFLE, &err), CT_OK);
            uint64_t first = 0;
            int differ_from_truth = 0, differ_from_first = 0, fitted = 0;
            for (uint64_t d = 1; d <= 8; d++) {
                rone_state copy = s;
                if (!rone_determinize(&copy, seat, d)) continue;
                fitted++;
                assert_int_equal(rone_apply(&copy, SHUFFLE, &err), CT_OK);
                uint64_t h = hand_cards(&copy, seat);
                if (fitted == 1) first = h;
                differ_from_truth += h != hand_cards(&truth, seat);
                differ_from_first += h != first;
            }
            assert_true(fitted >= 6);
            assert_true(differ_from_truth >= fitted - 2);
            assert_true(differ_from_first >= 1);
            checked++;
            assert_int_equal(rone_apply(&s, SHUFFLE, &err), CT_OK); /* on to the next seat, after a shuffle */
        }
    }
    assert_int_equal(checked, 12);
}

/* A card an opponent drew since the checkpoint (in its deck then, in its hand now, never
 * seen by the deciding seat) is re-dealt like the rest. Before, a card not in the same
 * zone as at the checkpoint kept its true definition in every re-deal. */
static void determinize_redeals_cards_moved_since_the_checkpoint(void **st) {
    (void)st;
    int found = 0, redealt = 0;
    uint64_t rng = 3;
    for (uint64_t seed = 1; seed <= 40 && found < 12; seed++) {
        rone_state s;
        ct_error err;
        assert_int_equal(rone_new_game(&s, "players=2 set=ctc", seed, &err), CT_OK);
        while (!rone_is_over(&s) && found < 12) {
            int seat = rone_to_move(&s), other = 1 - seat, moved = -1;
            for (int c = 0; c < s.now.card_count && moved < 0; c++)
                if (s.now.card[c].zone == rone_zone(other, RONE_Z_HAND) &&
                    s.checkpoint.card[c].zone == rone_zone(other, RONE_Z_DECK) && !(s.now.card[c].seen >> seat & 1))
                    moved = c;
            if (moved >= 0) {
                found++;
                int changed = 0;
                for (uint64_t d = 1; d <= 8; d++) {
                    rone_state copy = s;
                    if (rone_determinize(&copy, seat, d)) changed += copy.now.card[moved].def != s.now.card[moved].def;
                }
                redealt += changed > 0;
            }
            uint16_t opts[CT_MAX_OPTIONS];
            int n = rone_game.legal(&s, opts);
            assert_int_equal(rone_apply(&s, opts[ct_splitmix64(&rng) % (uint64_t)n], &err), CT_OK);
        }
    }
    assert_int_equal(found, 12);
    assert_true(redealt >= 10);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_agent_plays_every_mode),
        cmocka_unit_test(greedy_beats_random),
        cmocka_unit_test(evaluation_orders_positions),
        cmocka_unit_test(evaluation_caps_water_and_keeps_an_exhausted_units_health),
        cmocka_unit_test(greedy_takes_the_winning_attack),
        cmocka_unit_test(bots_finish_a_defenceless_enemy),
        cmocka_unit_test(the_walk_as_one_playout_chooses_as_applies_do),
        cmocka_unit_test(evaluate_all_is_each_seats_evaluation),
        cmocka_unit_test(determinize_reseeds_the_shuffles_to_come),
        cmocka_unit_test(determinize_redeals_cards_moved_since_the_checkpoint),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
