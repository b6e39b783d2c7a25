/* test_rone_format.c: the parts of the card format (docs/rone.md §4.4) beyond the
 * plain steps, each with a test card and a scenario with its exact outcome: may=true
 * (RONE_ASK_MAY) and if=CONDITION with cards of tests/data/rone-test.toml; one_of, revive,
 * discard, script=, 'and', once_per_turn, watched events with whose= and the static
 * modifiers with tests/data/rone-format.toml, loaded at run time by src/cardfile's
 * loader and registered (as --cards FILE does). */
#include "rone_scenario.h"
#include "rone_cardfile.h"

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


/* ---- the format test set (tests/data/rone-format.toml), loaded at run time ---- */

static int fmt_set = -1;

static void load_format_set(void) {
    if (fmt_set >= 0) return;
    const char *dir = getenv("CT_SOURCE_DIR");
    char path[1024], why[600];
    snprintf(path, sizeof path, "%s/tests/data/rone-format.toml", dir ? dir : "..");
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s (CT_SOURCE_DIR)", path);
    static char text[65536];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    rone_cardfile *file = rone_cardfile_read(text, n, path, why, sizeof why);
    if (!file) fail_msg("%s", why);
    fmt_set = rone_register_set(rone_cardfile_set(file), why, sizeof why); /* kept to the end of the program */
    if (fmt_set < 0) fail_msg("%s", why);
}

/* sc_begin on the format set: the same table, the heroes' cards from that set. */
static void fmt_begin(void) {
    load_format_set();
    sc_begin(2);
    rone_board *b = &sc.now;
    b->set_index = (uint8_t)fmt_set;
    b->set_hash = rone_set_at(fmt_set)->hash;
    const rone_set *set = rone_set_at(fmt_set);
    for (int p = 0; p < 2; p++)
        for (int l = 0; l < 3; l++)
            for (int d = 0; d < set->card_count; d++)
                if (set->cards[d].type == RONE_HERO && set->cards[d].level == l + 1) b->card[b->hero[p][l]].def = (uint8_t)d;
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", p, DECK);
}

static int keywords_now(int c) {
    rone_run r = {0};
    r.s = &sc;
    r.b = &sc.now;
    r.set = rone_board_set(&sc.now);
    return ro_keywords_of(&r, c);
}

/* one_of: the controller is asked which choice; the second deals 2 to the only enemy
 * unit (its target is chosen with the mode, forced: not asked); nothing is drawn. */
static void one_of_second_choice(void **st) {
    (void)st;
    fmt_begin();
    int u = sc_put("Dummy 3/2/0", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_expect(P1, RONE_ASK_MODE);
    sc_options_are("choice 1", "choice 2");
    sc_answer(P1, RONE_ASK_MODE, "choice 2");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(u), 1);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc_size(P1, DECK), 5);
}

/* one_of, the first choice: a card drawn, the enemy unit untouched. */
static void one_of_first_choice(void **st) {
    (void)st;
    fmt_begin();
    int u = sc_put("Dummy 3/2/0", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_answer(P1, RONE_ASK_MODE, "choice 1");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(u), 3);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
}

/* revive: the graveyard's top unit enters the battlefield under P1, exhausted twice. */
static void revive_to_battlefield(void **st) {
    (void)st;
    fmt_begin();
    int dead = sc_put("Dummy 3/2/0", P1, GRAVE);
    sc_put("Grave Call", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Call, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(dead), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.card[dead].exhaustion, 2);
    assert_int_equal(sc_health(dead), 3);
}

/* revive fails when the top card is not a unit: nothing moves but the tactic itself. */
static void revive_needs_a_unit_on_top(void **st) {
    (void)st;
    fmt_begin();
    int unit = sc_put("Dummy 3/2/0", P1, GRAVE);
    int tactic = sc_put("Twin Path", P1, GRAVE);
    int call = sc_put("Grave Call", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Call, in hand");
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(unit), rone_zone(P1, GRAVE));
    assert_int_equal(sc_zone(tactic), rone_zone(P1, GRAVE));
    assert_int_equal(sc_top(P1, GRAVE), call);
    assert_int_equal(sc_size(P1, FIELD), 1); /* the hero only */
}

/* revive to=hand: the unit goes to its owner's hand. */
static void revive_to_hand(void **st) {
    (void)st;
    fmt_begin();
    int dead = sc_put("Dummy 3/2/0", P1, GRAVE);
    sc_put("Grave Recall", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Recall, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(dead), rone_zone(P1, HAND));
}

/* discard 2 player=opponent: P2 picks the two cards, one at a time; they go to P2's graveyard. */
static void discard_two(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 1/1/0", P2, HAND);
    int b = sc_put("Dummy 3/2/0", P2, HAND);
    int c = sc_put("Dummy 2/2/2", P2, HAND);
    sc_put("Mind Drain", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Mind Drain, in hand");
    sc_expect(P2, RONE_ASK_DISCARD);
    sc_options_are("discard Dummy 1/1/0, in hand", "discard Dummy 3/2/0, in hand", "discard Dummy 2/2/2, in hand");
    sc_answer(P2, RONE_ASK_DISCARD, "discard Dummy 2/2/2, in hand");
    sc_answer(P2, RONE_ASK_DISCARD, "discard Dummy 3/2/0, in hand");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the second goes on the first */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(a), rone_zone(P2, HAND));
    assert_int_equal(sc_zone(b), rone_zone(P2, GRAVE));
    assert_int_equal(sc_zone(c), rone_zone(P2, GRAVE));
    assert_int_equal(sc_top(P2, GRAVE), b);
}

/* unit_enters whose=enemy: P2's Gate Watch deals 1 to P1's unit as it enters; P1's own
 * Gate Watch does not fire for P1's unit. */
static void unit_enters_enemy(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Gate Watch", P1, FIELD);
    sc_put("Gate Watch", P2, FIELD);
    int u = sc_put("Dummy 3/2/0", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* the only card: played without asking */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P1, FIELD));
    assert_int_equal(sc_health(u), 2);
}

/* unit_dies (whose= own by default): P2's unit dies, P2's Mourner gains P2 a water. */
static void unit_dies_own(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Mourner", P2, FIELD);
    int u = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_answer(P1, RONE_ASK_MODE, "choice 2");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 1/1/0 (P2)");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P2, GRAVE));
    assert_int_equal(sc.now.water[P2], 11);
    assert_int_equal(sc.now.water[P1], 9);
}

/* hero_damaged whose=enemy, and attack_declared whose=enemy: P1's unit attacks P2's hero;
 * P2's Sentry deals it 1 as it attacks; the hit costs P2 the deck's top card, and P1's
 * Pain Echo draws P1 a card. */
static void attack_declared_and_hero_damaged(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Pain Echo", P1, FIELD);
    int attacker = sc_put("Dummy 3/2/0", P1, FIELD);
    int sentry = sc_put("Sentry", P2, FIELD);
    sc.now.card[sentry].exhaustion = 3; /* no guardian */
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 3/2/0 (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    /* 2 lifebound damage: P2 has no hand, so each point takes the deck's top unasked */
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(attacker), 2);
    assert_int_equal(sc_size(P2, DECK), 3);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
}

/* tactic_played whose=any: P2's Spell Eater gains P2 a water when P1 plays a tactic. */
static void tactic_played_any(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Spell Eater", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_answer(P1, RONE_ASK_MODE, "choice 1");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.water[P2], 11);
}

/* level_up: P1's Herald draws P1 a card when P1's hero reaches level 2. */
static void level_up_own(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Herald", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "level up");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.hero_level[P1], 2);
    assert_int_equal(sc.now.water[P1], 6);
    assert_int_equal(sc_size(P1, HAND), 1);
}

/* once_per_turn: refreshed after its use, Drill Master still offers no second use this
 * turn; the mark is gone when the turn ends. */
static void once_per_turn(void **st) {
    (void)st;
    fmt_begin();
    int dm = sc_put("Drill Master", P1, FIELD);
    sc_put("Second Wind", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "use Drill Master (P1)");
    sc_answer(P1, RONE_ASK_REACT, "pass"); /* P1 could answer its own ability with Second Wind */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.water[P1], 11);
    sc_answer(P1, RONE_ASK_MAIN, "play Second Wind, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[dm].exhaustion, 0);
    assert_false(sc_can("use Drill Master (P1)"));
    assert_true(sc.now.card[dm].flags & RONE_CF_USED_FIRST);
    sc_answer(P1, RONE_ASK_MAIN, "end turn");
    assert_false(sc.now.card[dm].flags & (RONE_CF_USED_FIRST | RONE_CF_USED_SECOND));
}

/* keyword and speed modifiers: Fog Banner gives P1's units Flying (not P2's); Heavy Boots
 * makes P1's attacker exhausted twice by its attack. */
static void keyword_and_speed_modifiers(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Fog Banner", P1, FIELD);
    sc_put("Heavy Boots", P1, FIELD);
    int mine = sc_put("Dummy 1/1/0", P1, FIELD);
    int theirs = sc_put("Dummy 1/1/0", P2, FIELD);
    sc.now.card[theirs].exhaustion = 3;
    sc_go();
    assert_true(keywords_now(mine) & RONE_KW_FLYING);
    assert_false(keywords_now(theirs) & RONE_KW_FLYING);
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[mine].exhaustion, 2);
}

/* cannot_attack: under P2's Chain Post, P1's ready unit offers no attack. */
static void cannot_attack_modifier(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    assert_true(sc_can("attack with Dummy 1/1/0 (P1)"));
    fmt_begin();
    sc_put("Chain Post", P2, FIELD);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    assert_false(sc_can("attack with Dummy 1/1/0 (P1)"));
}

/* cost and recycle modifiers: with 1 water P1 may play a 2-cost unit under Cheap Tricks
 * (paying 1), and recycle a unit whose recycle 1 is lowered to 0. */
static void cost_and_recycle_modifiers(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Dummy 3/2/0", P1, HAND);
    sc_put("Dummy 3/2/0", P1, GRAVE);
    sc.now.water[P1] = 1;
    sc_go();
    assert_false(sc_can("play a card"));
    assert_false(sc_can("recycle a card"));
    fmt_begin();
    sc_put("Cheap Tricks", P1, FIELD);
    int u = sc_put("Dummy 3/2/0", P1, HAND);
    sc_put("Dummy 3/2/0", P1, GRAVE);
    sc.now.water[P1] = 1;
    sc_go();
    assert_true(sc_can("recycle a card"));
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* the only card: played without asking */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.water[P1], 0);
}

/* 'and': both conditions must hold: 10 water and a unit draws; 10 water without a unit does not. */
static void and_condition(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Double Check", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Double Check, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 1);
    fmt_begin();
    sc_put("Double Check", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Double Check, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc_size(P1, DECK), 5);
}

/* script=draw_to_three (an ability's script) and "script recall_weakest" (a step, then
 * the next step runs): P1 draws to three; P2's weakest unit returns to P2's hand. */
static void scripts_run(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Refill", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Refill, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 3);
    fmt_begin();
    int strong = sc_put("Dummy 3/2/0", P2, FIELD);
    int weak = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Recall", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Recall, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(weak), rone_zone(P2, HAND));
    assert_int_equal(sc_zone(strong), rone_zone(P2, FIELD));
    assert_int_equal(sc.now.water[P1], 10);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(may_yes_and_bound_destroyed),
        cmocka_unit_test(may_no_and_condition_false),
        cmocka_unit_test(conditions_true),
        cmocka_unit_test(conditions_false),
        cmocka_unit_test(one_of_second_choice),
        cmocka_unit_test(one_of_first_choice),
        cmocka_unit_test(revive_to_battlefield),
        cmocka_unit_test(revive_needs_a_unit_on_top),
        cmocka_unit_test(revive_to_hand),
        cmocka_unit_test(discard_two),
        cmocka_unit_test(unit_enters_enemy),
        cmocka_unit_test(unit_dies_own),
        cmocka_unit_test(attack_declared_and_hero_damaged),
        cmocka_unit_test(tactic_played_any),
        cmocka_unit_test(level_up_own),
        cmocka_unit_test(once_per_turn),
        cmocka_unit_test(keyword_and_speed_modifiers),
        cmocka_unit_test(cannot_attack_modifier),
        cmocka_unit_test(cost_and_recycle_modifiers),
        cmocka_unit_test(and_condition),
        cmocka_unit_test(scripts_run),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
