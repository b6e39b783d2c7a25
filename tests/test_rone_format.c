/* test_rone_format.c: the parts of the card format (docs/rone.md §4.4) beyond the
 * plain steps, each with a test card of tests/data/rone-test.toml and a scenario
 * with its exact outcome: may=true (RONE_ASK_MAY) and if=CONDITION. */
#include "rone_scenario.h"

enum { P1 = 0, P2 = 1 };
#define HAND RONE_Z_HAND
#define DECK RONE_Z_DECK
#define GRAVE RONE_Z_GRAVE
#define FIELD RONE_Z_FIELD

static void padding(void) {
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", p, DECK);
}

/* Tithe kills its target: P1 is asked whether to draw (yes: draws one), and the
 * if=$u.destroyed step gains 2 water (10 - 1 + 2). */
static void may_yes_and_bound_destroyed(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    int u = sc_put("Dummy 1/1/0", P2, FIELD);
    int tithe = sc_put("Tithe", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Tithe, in hand"); /* the only unit: not asked */
    sc_expect(P1, RONE_ASK_MAY);
    sc_options_are("no", "yes");
    sc_answer(P1, RONE_ASK_MAY, "yes");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P2, GRAVE));
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
    assert_int_equal(sc.now.water[P1], 11);
    assert_int_equal(sc_zone(tithe), rone_zone(P1, GRAVE));
}

/* Tithe's target survives: P1 declines the draw (nothing drawn), and the condition is
 * false, so no water: only the step is skipped, the text goes on (the card finishes). */
static void may_no_and_condition_false(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    int u = sc_put("Dummy 2/2/0", P2, FIELD);
    int tithe = sc_put("Tithe", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Tithe, in hand");
    sc_answer(P1, RONE_ASK_MAY, "no");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P2, FIELD));
    assert_int_equal(sc_health(u), 1);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc_size(P1, DECK), 5);
    assert_int_equal(sc.now.water[P1], 9);
    assert_int_equal(sc_zone(tithe), rone_zone(P1, GRAVE));
}

/* Muster with every condition true: two units (count), 3 water (2 after paying), the
 * enemy holding two cards: draws 2, gains 2, and P2 takes 1 lifebound damage. */
static void conditions_true(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 2/2/0", P1, FIELD);
    sc_put("Dummy 1/1/0", P2, HAND);
    sc_put("Dummy 3/0/0", P2, HAND);
    sc_put("Muster", P1, HAND);
    sc.now.water[P1] = 3;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Muster, in hand");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 2);
    assert_int_equal(sc.now.water[P1], 4);
    assert_int_equal(sc_size(P2, HAND), 2);
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_int_equal(sc_size(P2, GRAVE), 1);
}

/* Muster with every condition false: one unit, 10 water, one enemy card in hand:
 * nothing happens and nobody is asked anything. */
static void conditions_false(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 1/1/0", P2, HAND);
    sc_put("Muster", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Muster, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc.now.water[P1], 9);
    assert_int_equal(sc_size(P2, HAND), 1);
    assert_int_equal(sc_size(P2, DECK), 5);
    assert_int_equal(sc_size(P2, GRAVE), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(may_yes_and_bound_destroyed),
        cmocka_unit_test(may_no_and_condition_false),
        cmocka_unit_test(conditions_true),
        cmocka_unit_test(conditions_false),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
