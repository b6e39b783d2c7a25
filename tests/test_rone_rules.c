/* test_rone_rules.c: the rulebook's examples and the tests T1-T27 of docs/rone.md §6,
 * each a scenario with its exact expected outcome (tests/rone_scenario.h). P1 is the
 * active player (seat 0), P2 seat 1. Heroes start exhausted 3 so that only the cards
 * a test gives offer reactions. */
#include "rone_scenario.h"

enum { P1 = 0, P2 = 1, P3 = 2, P4 = 3 };
#define HAND RONE_Z_HAND
#define DECK RONE_Z_DECK
#define GRAVE RONE_Z_GRAVE
#define FIELD RONE_Z_FIELD
#define TECHDECK RONE_Z_TECHDECK
#define REMOVED RONE_Z_REMOVED

/* Gives both players a few deck cards so nobody loses by an empty deck and hand. */
static void padding(int players) {
    for (int p = 0; p < players; p++)
        for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", p, DECK);
}

/* T1 (rulebook): damage answers health: Zap executes first, U dies, Mend fails. */
static void t01_damage_answers_health(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int u = sc_put("Dummy 1/1/0", P1, FIELD);
    int mend = sc_put("Mend 1", P1, HAND), zap = sc_put("Zap 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Mend 1, in hand"); /* target: U, the only unit */
    sc_answer(P2, RONE_ASK_REACT, "play Zap 1, in hand");  /* target: U */
    /* P1 has no fast effect left: not asked; P2 neither */
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard"); /* Mend joins U in P1's graveyard */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P1, GRAVE));
    assert_int_equal(sc_zone(zap), rone_zone(P2, GRAVE));
    assert_int_equal(sc_zone(mend), rone_zone(P1, GRAVE));
    assert_int_equal(sc_top(P1, GRAVE), mend);
    assert_int_equal(sc_size(P1, FIELD), 1); /* the hero only */
}

/* T2 (rulebook): health answers damage: U survives at health 1. */
static void t02_health_answers_damage(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int u = sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Mend 1", P1, HAND);
    sc_put("Zap 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "end turn");
    sc_answer(P2, RONE_ASK_REACT, "play Zap 1, in hand");
    sc_answer(P1, RONE_ASK_REACT, "play Mend 1, in hand");
    /* both pass (nobody has anything left): Mend, then Zap, then the end of turn */
    assert_int_equal(sc_zone(u), rone_zone(P1, FIELD));
    assert_int_equal(sc_health(u), 1);
    assert_int_equal(sc.now.card[u].health_bonus, 1);
    assert_int_equal(sc.now.card[u].damage, 1);
}

/* T3 (rulebook): lifebound 2: the damaged player picks hand or deck top per point. */
static void lifebound_case(const char *first, const char *second, int hand, int deck, int grave) {
    sc_begin(2);
    sc_put("Dummy 1/1/0", P1, DECK);
    sc_put("Dummy 2/1/1", P1, FIELD);
    for (int i = 0; i < 5; i++) sc_put("Dummy 3/0/0", P2, DECK);
    for (int i = 0; i < 3; i++) sc_put("Dummy 2/2/0", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/1/1 (P1)"); /* the hero: P2 has no unit */
    sc_answer(P2, RONE_ASK_LIFEBOUND, first);
    sc_answer(P2, RONE_ASK_LIFEBOUND, second);
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the second card into a non-empty graveyard */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P2, HAND), hand);
    assert_int_equal(sc_size(P2, DECK), deck);
    assert_int_equal(sc_size(P2, GRAVE), grave);
}

static void t03_lifebound_two(void **st) {
    (void)st;
    lifebound_case("destroy Dummy 2/2/0, in hand", "top of the deck", 2, 4, 2);
    lifebound_case("destroy Dummy 2/2/0, in hand", "destroy Dummy 2/2/0, in hand", 1, 5, 2);
    lifebound_case("top of the deck", "top of the deck", 3, 3, 2);
    /* a destroyed deck card is revealed: every seat knows it in the graveyard */
    assert_int_equal(sc.now.card[sc_top(P2, GRAVE)].seen & 3, 3);
}

/* T3 variant: a face-up shield on top of the deck absorbs a point and is removed. */
static void t03_lifebound_shield(void **st) {
    (void)st;
    sc_begin(2);
    sc_put("Dummy 1/1/0", P1, DECK);
    sc_put("Dummy 2/1/1", P1, FIELD);
    int under = sc_put("Dummy 3/0/0", P2, DECK);
    int shield = sc_put("Husk", P2, DECK);
    sc.now.card[shield].flags |= RONE_CF_SHIELD_UP;
    sc.now.card[shield].seen = 0xF;
    sc_put("Dummy 2/2/0", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/1/1 (P1)");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    assert_int_equal(sc_zone(shield), REMOVED);
    assert_int_equal(sc_size(P2, GRAVE), 0);
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    assert_int_equal(sc_zone(under), rone_zone(P2, GRAVE));
}

/* T4 (rulebook, A6): water 6 -> 4 in the cancel step; the player may now decline. */
static void water_case(int variant) {
    sc_begin(2);
    padding(2);
    sc.now.water[P1] = 6;
    sc_put("Dummy 6/4/1", P1, HAND);
    sc_put("Dummy 5/3/1", P1, HAND);
    sc_put("Dummy 4/3/0", P1, HAND);
    if (variant != 2) sc_put("Drain 2", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    if (variant == 0) {
        sc_answer(P2, RONE_ASK_REACT, "play Drain 2, in hand");
        sc_answer(P2, RONE_ASK_TARGET, "target P1's hero");
        assert_int_equal(sc.now.water[P1], 4);
        sc_expect(P1, RONE_ASK_PLAY_CARD);
        sc_options_are("play Dummy 5/3/1, in hand", "play Dummy 4/3/0, in hand", "decline");
    } else {
        if (variant == 1) sc_answer(P2, RONE_ASK_REACT, "pass");
        sc_expect(P1, RONE_ASK_PLAY_CARD); /* variant 2: P2 is never asked */
        sc_options_are("play Dummy 6/4/1, in hand", "play Dummy 5/3/1, in hand", "play Dummy 4/3/0, in hand");
    }
}
static void t04_water_six_to_four(void **st) {
    (void)st;
    water_case(0);
    water_case(1);
    water_case(2);
}

/* T5 (rulebook): a forced Battlefield target goes to the enemy unit. */
static void t05_forced_battlefield_target(void **st) {
    (void)st;
    for (int variant = 0; variant < 3; variant++) {
        sc_begin(2);
        padding(2);
        int x = sc_put("Dummy 3/0/0", P1, FIELD);
        int y = variant == 2 ? -1 : sc_put("Dummy 3/0/0", P2, FIELD);
        int rally = sc_put("Rally", P1, HAND);
        if (variant != 1) sc_put("Wipe", P2, HAND);
        sc_go();
        sc_answer(P1, RONE_ASK_MAIN, "play a card");
        if (variant != 1) sc_answer(P2, RONE_ASK_REACT, "pass"); /* the cancel window */
        /* Rally is the only card: played at once; then P2 reacts */
        if (variant != 1) {
            sc_answer(P2, RONE_ASK_REACT, "play Wipe, in hand");
            assert_int_equal(sc_zone(x), rone_zone(P1, GRAVE));
            assert_int_equal(sc_zone(rally), rone_zone(P1, FIELD));
            if (variant == 0) assert_int_equal(sc.now.card[y].melee_mod, 1); /* not asked: Y is the only target */
            sc_expect(P1, RONE_ASK_MAIN);
        } else {
            sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
            assert_int_equal(sc.now.card[y].melee_mod, 1);
            assert_int_equal(sc.now.card[x].melee_mod, 0);
        }
    }
}

/* T6 (rulebook): exhaustion caps at 3; a capped step does not stop the text (A10). */
static void t06_exhaust_cap(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int v = sc_put("Dummy 3/0/0", P2, FIELD);
    sc.now.card[v].exhaustion = 1;
    sc_put("Stun 3", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Stun 3, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)"); /* or either hero */
    assert_int_equal(sc.now.card[v].exhaustion, 3);

    sc_begin(2);
    padding(2);
    v = sc_put("Dummy 3/0/0", P2, FIELD);
    sc.now.card[v].exhaustion = 3;
    sc_put("Stun and Draw", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Stun and Draw, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)"); /* or a hero */
    assert_int_equal(sc.now.card[v].exhaustion, 3);
    assert_int_equal(sc_size(P1, HAND), 1); /* drew */
}

/* T7 (rulebook): refresh caps at 0; the refreshed unit guards again. */
static void t07_refresh_cap(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int v = sc_put("Dummy 3/0/0", P2, FIELD);
    sc.now.card[v].exhaustion = 1;
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Rouse 2", P1, HAND);
    sc_go();
    assert_true(sc_can("attack with Dummy 1/1/0 (P1)"));
    sc_answer(P1, RONE_ASK_MAIN, "play Rouse 2, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
    assert_int_equal(sc.now.card[v].exhaustion, 0);
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    /* not asked: V is the only legal target; it took 1 and is exhausted once */
    assert_int_equal(sc.now.card[v].damage, 1);
    assert_int_equal(sc.now.card[v].exhaustion, 1);
    assert_int_equal(sc_size(P2, DECK), 5);
}

/* T8 (rulebook): an invisible attacker ignores guardians. */
static void invisible_case(int scope_of) {
    sc_begin(2);
    padding(2);
    int i = sc_put("Lurker", P1, FIELD);
    sc_put("Dummy 1/0/1", P2, FIELD); /* G: ranged 1, active */
    int e = sc_put("Dummy 3/0/0", P2, FIELD);
    sc.now.card[e].exhaustion = 1;
    if (scope_of >= 0) sc_put("Scope", scope_of, FIELD);
    sc_put("Zap 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Lurker (P1)");
    sc_answer(P2, RONE_ASK_REACT, "play Zap 1, in hand"); /* defensive positions */
    sc_expect(P2, RONE_ASK_TARGET);
    assert_int_equal(sc_can("target Lurker (P1)"), scope_of == P2);
    sc_answer(P2, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
    sc_expect(P1, RONE_ASK_ATTACK_TARGET);
    if (scope_of == P2) sc_options_are("attack Dummy 1/0/1 (P2)", "decline");
    else sc_options_are("attack Dummy 1/0/1 (P2)", "attack Dummy 3/0/0 (P2)", "attack P2's hero", "decline");
    (void)i;
}
static void t08_invisible_attacker(void **st) {
    (void)st;
    invisible_case(-1);
    invisible_case(P2);
    invisible_case(P1);
}

/* T9: Detection lets the detecting side attack, guard against and target invisible units. */
static void detection_case(bool scope, bool attack) {
    sc_begin(2);
    padding(2);
    sc_put("Lurker", P2, FIELD);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Dummy 2/1/1", P1, FIELD);
    if (scope) sc_put("Scope", P1, FIELD);
    if (!attack) sc_put("Zap 1", P1, HAND);
    sc_go();
    if (attack) {
        sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/1/1 (P1)");
        if (scope) {
            sc_expect(P1, RONE_ASK_ATTACK_TARGET);
            sc_options_are("attack Lurker (P2)", "attack Dummy 3/0/0 (P2)");
        } else {
            sc_expect(P1, RONE_ASK_MAIN); /* only W: not asked */
            assert_int_equal(sc.now.card[zcard(&sc.now, rone_zone(P2, FIELD), 2)].damage, 2);
        }
    } else {
        sc_answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
        sc_expect(P1, RONE_ASK_TARGET);
        assert_int_equal(sc_can("target Lurker (P2)"), scope);
        assert_true(sc_can("target Dummy 3/0/0 (P2)"));
    }
}
static void t09_detection(void **st) {
    (void)st;
    detection_case(false, true);
    detection_case(true, true);
    detection_case(false, false);
    detection_case(true, false);
    /* Scope gone: the Lurker is untargetable again (only the Dummy and P1's own unit) */
    sc_begin(2);
    padding(2);
    sc_put("Lurker", P2, FIELD);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Dummy 2/1/1", P1, FIELD);
    int scope = sc_put("Scope", P1, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc_put("Wipe", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "end turn");
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc.now.card[scope].zone = (uint8_t)rone_zone(P1, GRAVE); /* as if destroyed */
    sc.now.phase = RONE_PH_MAIN;
    sc.now.current = P1;
    sc.now.stack_count = 0;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    sc_expect(P1, RONE_ASK_TARGET);
    sc_options_are("target Dummy 3/0/0 (P2)", "target Dummy 2/1/1 (P1)");
}

/* T10: Flying and guardians (A16: current ranged). */
static void flying_case(const char *attacker, int variant, int line) {
    sc_begin(2);
    padding(2);
    sc_put("Kite", P2, FIELD);
    sc_put("Dummy 2/2/0", P2, FIELD);
    int r = sc_put("Dummy 1/0/1", P2, FIELD);
    int e = sc_put("Dummy 3/0/0", P2, FIELD);
    sc.now.card[e].exhaustion = 1;
    if (variant == 1) sc.now.card[r].ranged_mod = -1;
    if (variant == 2)
        for (int c = 0; c < sc.now.card_count; c++)
            if (sc.now.card[c].zone == rone_zone(P2, FIELD) && c != sc.now.hero[P2][0]) sc.now.card[c].exhaustion = 1;
    char name[64];
    snprintf(name, sizeof name, "attack with %s (P1)", attacker);
    sc_put(attacker, P1, FIELD);
    sc_go();
    sc_answer_at(P1, RONE_ASK_MAIN, name, line);
}
static void t10_flying_guardians(void **st) {
    (void)st;
    flying_case("Dummy 2/2/0", 0, __LINE__);
    sc_options_are("attack Dummy 2/2/0 (P2)", "attack Dummy 1/0/1 (P2)");
    flying_case("Kite", 0, __LINE__);
    sc_options_are("attack Kite (P2)", "attack Dummy 1/0/1 (P2)");
    flying_case("Dummy 1/0/1", 0, __LINE__);
    sc_options_are("attack Kite (P2)", "attack Dummy 2/2/0 (P2)", "attack Dummy 1/0/1 (P2)");
    flying_case("Kite", 1, __LINE__); /* R has ranged 0 now: only the Kite guards; one option, not asked */
    sc_answer(P1, RONE_ASK_ORDER, "Kite (P2) first"); /* the two Kites kill each other */
    assert_int_equal(sc_size(P2, GRAVE), 1);
    assert_int_equal(sc_size(P1, GRAVE), 1);
    assert_int_equal(sc_size(P2, FIELD), 4); /* the hero, M, R, E: R was not attacked */
    flying_case("Dummy 1/0/1", 2, __LINE__);
    sc_options_are("attack Kite (P2)", "attack Dummy 2/2/0 (P2)", "attack Dummy 1/0/1 (P2)", "attack Dummy 3/0/0 (P2)",
                   "attack P2's hero");
}

/* T11: guarding Defenders must be attacked first and stay active. */
static void t11_defender_priority(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int g = sc_put("Dummy 3/0/0", P2, FIELD);
    int d = sc_put("Wall", P2, FIELD);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)"); /* only the Wall: not asked */
    assert_int_equal(sc.now.card[d].damage, 1);
    assert_int_equal(sc.now.card[d].exhaustion, 0);
    assert_int_equal(sc.now.card[g].damage, 0);

    sc_begin(2);
    padding(2);
    g = sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    assert_int_equal(sc.now.card[g].damage, 1);
    assert_int_equal(sc.now.card[g].exhaustion, 1);
}

/* T12 (rulebook, A3, A13): simultaneous deaths in AP's order; a pending death stays targetable. */
static void t12_simultaneous_deaths(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int a = sc_put("Ember", P1, FIELD);
    int b = sc_put("Ember", P2, FIELD);
    int c = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Ember (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack Ember (P2)");
    sc_expect(P1, RONE_ASK_ORDER);
    sc_options_are("Ember (P1) first", "Ember (P2) first");
    sc_answer(P1, RONE_ASK_ORDER, "Ember (P2) first");
    assert_int_equal(sc_zone(b), rone_zone(P2, GRAVE));
    sc_expect(P2, RONE_ASK_TARGET);
    sc_options_are("target Ember (P1)", "target Dummy 1/1/0 (P2)");
    sc_answer(P2, RONE_ASK_TARGET, "target Ember (P1)");
    /* A dies; its Death (P1) has only C to target: not asked; C dies */
    sc_answer(P2, RONE_ASK_GRAVE_END, "bottom of the graveyard");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(a), rone_zone(P1, GRAVE));
    assert_int_equal(sc_zone(c), rone_zone(P2, GRAVE));
    assert_int_equal(zcard(&sc.now, rone_zone(P2, GRAVE), 0), c);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t01_damage_answers_health),
        cmocka_unit_test(t02_health_answers_damage),
        cmocka_unit_test(t03_lifebound_two),
        cmocka_unit_test(t03_lifebound_shield),
        cmocka_unit_test(t04_water_six_to_four),
        cmocka_unit_test(t05_forced_battlefield_target),
        cmocka_unit_test(t06_exhaust_cap),
        cmocka_unit_test(t07_refresh_cap),
        cmocka_unit_test(t08_invisible_attacker),
        cmocka_unit_test(t09_detection),
        cmocka_unit_test(t10_flying_guardians),
        cmocka_unit_test(t11_defender_priority),
        cmocka_unit_test(t12_simultaneous_deaths),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
