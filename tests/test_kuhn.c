/* test_kuhn.c: Kuhn poker against results worked out by hand: the chips of each line of
 * play, the six deals equally likely, and the first player's value -1/18 under the
 * Nash equilibrium (Kuhn 1950), computed exactly over the game tree through the table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ct_view.h"
#include "kuhn.h"

static kuhn_state dealt(const char *deal) {
    kuhn_state s;
    ct_error err;
    char options[16] = "deal=";
    strcat(options, deal);
    if (kuhn_game.new_game(&s, options, 0, &err) != CT_OK) fail_msg("%s", err.message);
    return s;
}

/* The chips Player 1 wins with deal after the answers ("pb": pass, bet). */
static int chips(const char *deal, const char *line) {
    kuhn_state s = dealt(deal);
    ct_error err;
    for (const char *c = line; *c; c++) assert_int_equal(kuhn_game.apply(&s, *c == 'b' ? KUHN_BET : KUHN_PASS, &err), CT_OK);
    assert_true(kuhn_game.is_over(&s));
    int scores[2];
    kuhn_game.scores(&s, scores);
    assert_int_equal(scores[0], -scores[1]);
    return scores[0];
}

static void every_line_pays_as_the_rules_say(void **st) {
    (void)st;
    assert_int_equal(chips("KQ", "pp"), 1);   /* checks around: the King takes the antes */
    assert_int_equal(chips("JQ", "pp"), -1);
    assert_int_equal(chips("JK", "bp"), 1);   /* a bet folded to wins the antes */
    assert_int_equal(chips("QJ", "bb"), 2);   /* a bet called: the showdown wins 2 */
    assert_int_equal(chips("QK", "bb"), -2);
    assert_int_equal(chips("KJ", "pbp"), -1); /* Player 1 folds to Player 2's bet */
    assert_int_equal(chips("KJ", "pbb"), 2);
}

static void names_prompts_and_bad_options(void **st) {
    (void)st;
    kuhn_state s = dealt("QK");
    char name[32];
    kuhn_game.option_name(&s, KUHN_PASS, name, sizeof name);
    assert_string_equal(name, "check");
    ct_error err;
    assert_int_equal(kuhn_game.apply(&s, KUHN_BET, &err), CT_OK);
    kuhn_game.option_name(&s, KUHN_PASS, name, sizeof name);
    assert_string_equal(name, "fold");
    kuhn_game.prompt(&s, name, sizeof name);
    assert_string_equal(name, "Player 2: call or fold");
    assert_int_equal(kuhn_game.apply(&s, 5, &err), CT_ERR_ILLEGAL);
    assert_int_equal(kuhn_game.new_game(&s, "deal=KK", 0, &err), CT_ERR_OPTIONS);
    assert_int_equal(kuhn_game.new_game(&s, "players=3", 0, &err), CT_ERR_OPTIONS);
}

/* A fold leaves the folder's card unseen; a showdown shows both, to both. */
static void only_a_showdown_shows_the_other_card(void **st) {
    (void)st;
    static ct_view v;
    kuhn_state s = dealt("JK");
    ct_error err;
    kuhn_game.apply(&s, KUHN_BET, &err);
    kuhn_game.apply(&s, KUHN_PASS, &err); /* Player 2 folds the King */
    kuhn_game.observe(&s, 0, &v);
    assert_int_equal(v.card[1].face, CT_VIEW_UNKNOWN);
    char text[200];
    kuhn_state before = dealt("JK");
    kuhn_game.apply(&before, KUHN_BET, &err);
    kuhn_game.narrate(&before, KUHN_PASS, &s, 0, NULL, text, sizeof text);
    assert_string_equal(text, "Player 2 folds. Player 1 wins 1 chip.");
    s = dealt("JK");
    kuhn_game.apply(&s, KUHN_PASS, &err);
    before = s;
    kuhn_game.apply(&s, KUHN_PASS, &err);
    kuhn_game.observe(&s, 0, &v);
    assert_int_equal(v.card[1].face, KUHN_KING);
    kuhn_game.narrate(&before, KUHN_PASS, &s, 0, NULL, text, sizeof text);
    assert_string_equal(text, "Player 2 checks. Showdown: Player 1 shows the Jack, Player 2 the King; Player 2 wins 1 chip.");
}

static void the_six_deals_are_equally_likely(void **st) {
    (void)st;
    int count[3][3] = {{0}};
    for (uint64_t seed = 0; seed < 6000; seed++) {
        kuhn_state s;
        kuhn_game.new_game(&s, "", seed, NULL);
        assert_int_not_equal(s.card[0], s.card[1]);
        count[s.card[0]][s.card[1]]++;
    }
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            if (a != b) assert_true(count[a][b] > 900 && count[a][b] < 1100); /* 1000 +- 3.2 sd */
}

/* Kuhn's equilibrium with alpha = 1/3: Player 1 bets a Jack 1/3, a King 1, never a Queen,
 * calls with a Queen 2/3 and a King; Player 2 bets a King, and a Jack 1/3, after a check,
 * calls a bet with a King, and a Queen 1/3. Its probability of betting (or calling). */
static double bet_probability(const kuhn_state *s) {
    int p = kuhn_to_move(s), card = s->card[p];
    bool facing = s->moves > 0 && s->history[s->moves - 1] == KUHN_BET;
    static const double first_open[3] = {1.0 / 3, 0, 1}, first_call[3] = {0, 2.0 / 3, 1};
    static const double second_open[3] = {1.0 / 3, 0, 1}, second_call[3] = {0, 1.0 / 3, 1};
    if (p == 0) return facing ? first_call[card] : first_open[card];
    return facing ? second_call[card] : second_open[card];
}

static double value(const kuhn_state *s) {
    if (kuhn_game.is_over(s)) {
        int scores[2];
        kuhn_game.scores(s, scores);
        return scores[0];
    }
    double b = bet_probability(s), v = 0;
    for (int option = KUHN_PASS; option <= KUHN_BET; option++) {
        kuhn_state next = *s;
        assert_int_equal(kuhn_game.apply(&next, option, NULL), CT_OK);
        v += (option == KUHN_BET ? b : 1 - b) * value(&next);
    }
    return v;
}

static void the_first_player_loses_one_eighteenth_under_nash_play(void **st) {
    (void)st;
    static const char *const deals[] = {"JQ", "JK", "QJ", "QK", "KJ", "KQ"};
    double total = 0;
    for (int d = 0; d < 6; d++) {
        kuhn_state s = dealt(deals[d]);
        total += value(&s) / 6;
    }
    assert_float_equal(total, -1.0 / 18, 1e-12);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_line_pays_as_the_rules_say),
        cmocka_unit_test(names_prompts_and_bad_options),
        cmocka_unit_test(only_a_showdown_shows_the_other_card),
        cmocka_unit_test(the_six_deals_are_equally_likely),
        cmocka_unit_test(the_first_player_loses_one_eighteenth_under_nash_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
