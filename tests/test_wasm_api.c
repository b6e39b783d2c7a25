/* test_wasm_api.c: the functions the WebAssembly module exports (wasm/api.c), compiled
 * natively and run under AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer:
 * a whole game of every registered game through them, every string they return freed as
 * engine.js frees it, records read back, undo, the refusals with their messages. What the
 * module does in JavaScript is tests/wasm_engine_test.mjs's; this is its memory. */
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "support.h"

/* A returned string: not NULL, contains want (when given), freed. */
static void take(char *text, const char *want) {
    assert_non_null(text);
    if (want && !strstr(text, want)) fail_msg("'%s' does not contain '%s'", text, want);
    ctw_free(text);
}

static void every_game_plays_through_the_exports(void **state) {
    (void)state;
    take(ctw_games(), "\"rone\"");
    static const char *const setups[][2] = {
        {"redrising", "players=1 level=2"}, {"rone", "players=2 set=ctc"}, {"kuhn", ""}};
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        ctw_game *g = ctw_new(setups[k][0], setups[k][1], 11);
        assert_true(ctw_started(g));
        assert_string_equal(ctw_game_name(g), setups[k][0]);
        assert_int_equal(ctw_set_seat(g, 0, "", "Ana"), 0);
        int answers = 0;
        while (!ctw_over(g)) {
            int seat = ctw_to_move(g);
            take(ctw_options(g), "\"value\"");
            take(ctw_prompt(g), NULL);
            for (int s = -1; s < ctw_seats(g); s++) take(ctw_view(g, s), "\"areas\"");
            take(ctw_undo_refusal(g, seat), NULL);
            int option = ctw_bot_choose(g, answers % 2 ? "random" : "greedy", (uint64_t)answers);
            assert_true(option >= 0);
            assert_int_equal(ctw_apply(g, option), 0);
            take(ctw_narration(g, seat), NULL);
            answers++;
        }
        assert_int_equal(ctw_at(g), answers);
        take(ctw_result(g), "\"winners\"");
        take(ctw_seat_labels(g), "[");
        take(ctw_cards(g), "\"face\":0");
        char *record = ctw_record(g);
        assert_non_null(record);
        assert_non_null(strstr(record, "seat 1 name Ana"));
        ctw_game *again = ctw_from_record(record);
        ctw_free(record);
        assert_true(ctw_started(again));
        assert_int_equal(ctw_at(again), answers);
        assert_true(ctw_over(again));
        take(ctw_narration(again, -1), NULL); /* the last answer's, kept after reading */
        assert_int_equal(ctw_undo(again, 0), 0);
        assert_int_equal(ctw_at(again), 0);
        take(ctw_undo_refusal(again, 0), "nothing to undo");
        ctw_close(again);
        ctw_close(g);
    }
}

static void refusals_say_what_is_wrong(void **state) {
    (void)state;
    ctw_game *g = ctw_new("chess", "", 1);
    assert_false(ctw_started(g));
    assert_non_null(strstr(ctw_error(g), "no game called 'chess'"));
    ctw_close(g);
    g = ctw_from_record("game rone\nseed nope\n");
    assert_false(ctw_started(g));
    assert_true(strlen(ctw_error(g)) > 0);
    ctw_close(g);
    g = ctw_from_record("game kuhn\noptions \nseed 3\ncheck\nfly away\n"); /* refused after an answer */
    assert_false(ctw_started(g));
    assert_non_null(strstr(ctw_error(g), "line 5: 'fly away' is not a legal answer"));
    ctw_close(g);
    g = ctw_new("kuhn", "", 3);
    assert_int_equal(ctw_apply(g, 999), 2);
    assert_non_null(strstr(ctw_error(g), "999"));
    assert_int_equal(ctw_apply_name(g, "chek"), 2); /* a slip: the engine guesses */
    assert_non_null(strstr(ctw_error(g), "did you mean 'check'"));
    assert_int_equal(ctw_bot_choose(g, "genius", 1), -1);
    assert_non_null(strstr(ctw_error(g), "genius"));
    assert_int_equal(ctw_set_seat(g, 5, "", "X"), 1);
    assert_int_equal(ctw_undo(g, 4), 2);
    assert_int_equal(ctw_apply_name(g, "check"), 0);
    take(ctw_undo_refusal(g, 0), "not your turn");
    while (!ctw_over(g)) assert_int_equal(ctw_apply(g, 0), 0);
    assert_int_equal(ctw_apply_name(g, "check"), 3);
    assert_int_equal(ctw_bot_choose(g, "random", 1), -1);
    take(ctw_options(g), "[]");
    ctw_close(g);
    ctw_free(ctw_alloc(0));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_game_plays_through_the_exports),
        cmocka_unit_test(refusals_say_what_is_wrong),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
