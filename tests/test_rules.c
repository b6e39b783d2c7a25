/* test_rules.c: the base rules (everything but card abilities), each set up as an
 * exact position with scripted answers: setup, lead, scout, bonuses, the die, the
 * Sovereign and the six houses, empty hand and deck, the end trigger, equal turns
 * and Apollo's last turn, options. */
#include <stdio.h>
#include <string.h>

#include "support.h"

/* A blank 2-player table: Diana (seat 0) to play, Mars (seat 1). */
static void table(rr_state *s, const char *houses) {
    char options[128];
    int players = 1;
    for (const char *p = houses; *p; p++) players += *p == ',';
    snprintf(options, sizeof options, "players=%d houses=%s", players, houses);
    new_game(s, options, 7);
    clear_table(s);
    s->now.current = 0;
    s->now.first_player = 0;
}

/* An rng state whose next die roll shows face. */
static uint64_t rng_for_face(int face) {
    for (uint64_t v = 1;; v++) {
        uint64_t t = v;
        if ((int)rng_below(&t, RR_DIE_FACES) == face) return v;
    }
}

static int top(const rr_state *s, int location) { return zone_top(&s->now, RR_ZONE_LOCATION + location); }
static bool in_zone(const rr_state *s, const char *card, int zone) { return zone_of(&s->now, card_id(card)) == zone; }

static void setup_follows_the_rules(void **st) {
    (void)st;
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 30; seed++) {
            rr_state s;
            char options[64];
            snprintf(options, sizeof options, "players=%d", players);
            new_game(&s, options, seed);
            const rr_board *b = &s.now;
            int in_hands = 0, apollo = -1;
            for (int l = 0; l < RR_LOCATIONS; l++) assert_int_equal(loc_size(b, l), 2);
            for (int p = 0; p < players; p++) {
                int want = b->house[p] == RR_CERES ? 6 : 5;
                assert_int_equal(hand_size(b, p), want);
                in_hands += want;
                assert_int_equal(b->helium[p], 0);
                assert_int_equal(b->fleet[p], 0);
                assert_int_equal(b->influence[p], 0);
                if (b->house[p] == RR_APOLLO) apollo = p;
            }
            assert_int_equal(deck_size(b), RR_CARD_COUNT - 8 - in_hands);
            assert_int_equal(b->neutral_influence, players == 2 ? 3 : 0);
            assert_int_equal(b->sovereign, -1);
            if (apollo >= 0) assert_int_equal(b->first_player, apollo);
            assert_int_equal(rr_to_move(&s), b->first_player);
            assert_int_equal(s.pending.why, RR_WHY_ACTION);
        }
}

static void chosen_houses_sit_in_order(void **st) {
    (void)st;
    rr_state s;
    new_game(&s, "players=3 houses=Mars,Ceres,Apollo", 3);
    assert_int_equal(s.now.house[0], RR_HOUSE_MARS);
    assert_int_equal(s.now.house[1], RR_CERES);
    assert_int_equal(s.now.house[2], RR_APOLLO);
    assert_int_equal(s.now.first_player, 2);
    assert_int_equal(hand_size(&s.now, 1), 6);
}

static void lead_gains_a_top_card_and_its_bonus(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    put(&s, "Judge", RR_ZONE_HAND + 0);
    put(&s, "Eo", RR_ZONE_LOCATION + RR_JUPITER);
    put(&s, "Sevro", RR_ZONE_LOCATION + RR_MARS);
    put(&s, "Nero", RR_ZONE_LOCATION + RR_LUNA);
    put(&s, "Virga", RR_ZONE_LOCATION + RR_INSTITUTE);
    restart_turn(&s);
    expect_decision(&s, 0, RR_WHY_ACTION);
    answer(&s, "lead Judge to Jupiter");
    expect_decision(&s, 0, RR_WHY_GAIN);
    assert_false(can_answer(&s, "gain from Jupiter")); /* deployed there this turn */
    assert_true(can_answer(&s, "take the deck card"));
    answer(&s, "gain from Mars");
    assert_true(in_zone(&s, "Sevro", RR_ZONE_HAND + 0));
    assert_int_equal(top(&s, RR_JUPITER), card_id("Judge"));
    assert_int_equal(s.now.helium[0], 1);
    expect_decision(&s, 1, RR_WHY_ACTION);
}

static void each_location_bonus(void **st) {
    (void)st;
    const char *where[] = {"gain from Jupiter", "gain from Mars", "gain from Luna", "gain from The Institute"};
    for (int l = 0; l < RR_LOCATIONS; l++) {
        rr_state s;
        table(&s, "Diana,Mars");
        put(&s, "Judge", RR_ZONE_HAND + 0);
        for (int k = 0; k < RR_LOCATIONS; k++) put(&s, rr_cards[RR_EO + k].name, RR_ZONE_LOCATION + k);
        put(&s, "The Howlers", RR_ZONE_LOCATION + (l + 1) % RR_LOCATIONS);
        restart_turn(&s);
        answer(&s, l == RR_JUPITER ? "lead Judge to Mars" : "lead Judge to Jupiter");
        answer(&s, where[l]);
        const rr_board *b = &s.now;
        assert_int_equal(b->fleet[0], l == RR_JUPITER);
        assert_int_equal(b->helium[0], l == RR_MARS);
        assert_int_equal(b->sovereign, l == RR_LUNA ? 0 : -1);
        /* Diana places 1 Influence on gaining the Sovereign token */
        assert_int_equal(b->influence[0], (l == RR_INSTITUTE) + (l == RR_LUNA));
    }
}

static void scout_places_the_deck_top_and_takes_the_bonus(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    put(&s, "Judge", RR_ZONE_HAND + 0);
    put_on_deck(&s, "Cassius");
    restart_turn(&s);
    answer(&s, "scout to The Institute");
    assert_int_equal(top(&s, RR_INSTITUTE), card_id("Cassius"));
    assert_int_equal(s.now.influence[0], 1);
    assert_int_equal(hand_size(&s.now, 0), 1);
    expect_decision(&s, 1, RR_WHY_ACTION);
}

static void empty_hand_leads_without_deploying(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    put(&s, "Eo", RR_ZONE_LOCATION + RR_MARS);
    restart_turn(&s);
    assert_true(can_answer(&s, "lead with no card to deploy"));
    assert_true(can_answer(&s, "scout to Luna"));
    answer(&s, "lead with no card to deploy");
    answer(&s, "gain from Mars");
    assert_true(in_zone(&s, "Eo", RR_ZONE_HAND + 0));
    assert_int_equal(s.now.helium[0], 1);
}

static void empty_deck_is_no_option(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    /* everything off the deck: onto the banished pile, keeping two cards to play with */
    while (deck_size(&s.now)) banish(&s.now, zone_top(&s.now, RR_ZONE_DECK));
    put(&s, "Judge", RR_ZONE_HAND + 0);
    put(&s, "Eo", RR_ZONE_LOCATION + RR_MARS);
    put(&s, "Nero", RR_ZONE_LOCATION + RR_LUNA);
    restart_turn(&s);
    assert_false(can_answer(&s, "scout to Mars"));
    answer(&s, "lead Judge to Jupiter");
    assert_false(can_answer(&s, "take the deck card"));
    assert_true(can_answer(&s, "gain from Mars"));
    assert_true(can_answer(&s, "gain from Luna"));
}

static void nothing_to_gain_ends_the_turn(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    while (deck_size(&s.now)) banish(&s.now, zone_top(&s.now, RR_ZONE_DECK));
    put(&s, "Judge", RR_ZONE_HAND + 0);
    put(&s, "Justice", RR_ZONE_HAND + 1);
    put(&s, "Martyr", RR_ZONE_HAND + 1);
    restart_turn(&s);
    answer(&s, "lead Judge to Mars");
    /* only Mars has a card and it was deployed to: the turn passes */
    expect_decision(&s, 1, RR_WHY_ACTION);
}

static void fleet_and_influence_stop_at_ten(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    s.now.fleet[0] = 10;
    s.now.influence[1] = 10; /* two thresholds, but by two players: the game goes on */
    restart_turn(&s);
    answer(&s, "scout to Jupiter");
    assert_int_equal(s.now.fleet[0], 10);
    answer(&s, "scout to The Institute");
    assert_int_equal(s.now.influence[1], 10);
    assert_int_equal(s.now.end_reason, RR_END_NONE);
    expect_decision(&s, 0, RR_WHY_ACTION);
}

static void sovereign_again_triggers_the_house_again(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Jupiter,Mars");
    s.now.sovereign = 0;
    restart_turn(&s);
    answer(&s, "scout to Luna");
    assert_int_equal(s.now.sovereign, 0);
    assert_int_equal(s.now.fleet[0], 1);
}

static void mars_and_jupiter_houses(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Mars,Jupiter");
    restart_turn(&s);
    answer(&s, "scout to Luna");
    assert_int_equal(s.now.helium[0], 1);
    answer(&s, "scout to Luna"); /* player 2 takes the token from player 1 */
    assert_int_equal(s.now.sovereign, 1);
    assert_int_equal(s.now.fleet[1], 1);
}

static void apollo_places_the_deck_top(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Apollo,Mars");
    put_on_deck(&s, "Ash Lord"); /* placed by Apollo */
    put_on_deck(&s, "Eo");       /* scouted */
    restart_turn(&s);
    answer(&s, "scout to Luna");
    expect_decision(&s, 0, RR_WHY_APOLLO_PLACE);
    assert_int_equal(s.pending.card, card_id("Ash Lord"));
    answer(&s, "Mars");
    assert_int_equal(top(&s, RR_MARS), card_id("Ash Lord"));
    assert_int_equal(top(&s, RR_LUNA), card_id("Eo"));
}

static void ceres_banishes_any_card_of_a_location(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Ceres,Mars");
    put(&s, "Nero", RR_ZONE_LOCATION + RR_MARS);
    put(&s, "Sevro", RR_ZONE_LOCATION + RR_MARS);
    put_on_deck(&s, "Eo");
    restart_turn(&s);
    answer(&s, "scout to Luna");
    expect_decision(&s, 0, RR_WHY_CERES_BOARD);
    assert_true(can_answer(&s, "Eo")); /* the card just scouted, on Luna */
    answer(&s, "Nero");                /* not the top card of Mars */
    assert_true(in_zone(&s, "Nero", RR_ZONE_BANISHED));
    assert_int_equal(top(&s, RR_MARS), card_id("Sevro"));
}

static void minerva_rolling_the_sovereign_picks_another_bonus(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Minerva,Mars");
    s.now.rng = rng_for_face(RR_DIE_SOVEREIGN);
    restart_turn(&s);
    answer(&s, "scout to Luna");
    expect_decision(&s, 0, RR_WHY_MINERVA_FACE);
    assert_int_equal(s.pending.count, 5);
    assert_false(can_answer(&s, "gain the Sovereign token"));
    answer(&s, "gain 1 Helium");
    assert_int_equal(s.now.helium[0], 1);
    assert_int_equal(s.now.sovereign, 0);
}

static void the_deck_card_rolls_the_die(void **st) {
    (void)st;
    for (int face = 0; face < RR_DIE_FACES; face++) {
        rr_state s;
        table(&s, "Diana,Mars");
        put(&s, "Judge", RR_ZONE_HAND + 0);
        put(&s, "Eo", RR_ZONE_LOCATION + RR_MARS);
        put_on_deck(&s, "Virga");  /* placed by the die's place face */
        put_on_deck(&s, "Cassius"); /* drawn */
        s.now.rng = rng_for_face(face);
        restart_turn(&s);
        answer(&s, "lead Judge to Jupiter");
        answer(&s, "take the deck card");
        assert_true(in_zone(&s, "Cassius", RR_ZONE_HAND + 0));
        const rr_board *b = &s.now;
        switch (face) {
        case RR_DIE_FLEET: assert_int_equal(b->fleet[0], 1); break;
        case RR_DIE_HELIUM: assert_int_equal(b->helium[0], 1); break;
        case RR_DIE_SOVEREIGN:
            assert_int_equal(b->sovereign, 0);
            assert_int_equal(b->influence[0], 1); /* Diana */
            break;
        case RR_DIE_INFLUENCE: assert_int_equal(b->influence[0], 1); break;
        case RR_DIE_BANISH:
            expect_decision(&s, 0, RR_WHY_DIE_BANISH);
            assert_false(can_answer(&s, "Luna")); /* empty */
            answer(&s, "Mars");
            assert_true(in_zone(&s, "Eo", RR_ZONE_BANISHED));
            break;
        case RR_DIE_PLACE:
            expect_decision(&s, 0, RR_WHY_DIE_PLACE);
            answer(&s, "Luna");
            assert_int_equal(top(&s, RR_LUNA), card_id("Virga"));
            assert_int_equal(b->sovereign, -1); /* placing gives no bonus */
            break;
        }
    }
}

/* Seat scouts to the Institute (a turn that triggers nothing). */
static void scout_institute(rr_state *s, int seat) {
    expect_decision(s, seat, RR_WHY_ACTION);
    answer(s, "scout to The Institute");
}

/* Three players; player 1 scouts, then player 2 reaches 7 Helium with Fleet 7: two
 * thresholds by one player. Player 3 is next. */
static void player_2_triggers_the_end(rr_state *s) {
    table(s, "Diana,Jupiter,Minerva");
    s->now.helium[1] = 6;
    s->now.fleet[1] = 7;
    restart_turn(s);
    scout_institute(s, 0);
    answer(s, "scout to Mars");
}

static void end_two_thresholds_by_one_player(void **st) {
    (void)st;
    rr_state s;
    player_2_triggers_the_end(&s);
    assert_int_equal(s.now.end_reason, RR_END_TWO_BY_ONE);
    scout_institute(&s, 2); /* player 3 still plays: equal turns */
    assert_true(rr_is_over(&s));
    for (int p = 0; p < 3; p++) assert_int_equal(s.now.turns_taken[p], 1);
}

static void end_three_thresholds_across_players(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Jupiter,Minerva");
    s.now.helium[0] = 7;
    s.now.influence[2] = 7;
    s.now.fleet[1] = 6;
    restart_turn(&s);
    scout_institute(&s, 0);
    assert_int_equal(s.now.end_reason, RR_END_NONE); /* two of three, different players */
    answer(&s, "scout to Jupiter");
    assert_int_equal(s.now.end_reason, RR_END_ALL_THREE);
    scout_institute(&s, 2);
    assert_true(rr_is_over(&s));
}

static void end_triggered_by_the_last_seat_ends_the_round(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    s.now.helium[1] = 6;
    s.now.fleet[1] = 7;
    restart_turn(&s);
    scout_institute(&s, 0);
    answer(&s, "scout to Mars");
    assert_true(rr_is_over(&s));
}

/* The rulebook's example: A (Apollo), B, C, D; B triggers the end; C and D play;
 * then Apollo takes one last turn. */
static void apollo_takes_the_last_turn(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Apollo,Diana,Jupiter,Minerva");
    s.now.helium[1] = 6;
    s.now.fleet[1] = 7;
    restart_turn(&s);
    scout_institute(&s, 0);
    expect_decision(&s, 1, RR_WHY_ACTION);
    answer(&s, "scout to Mars");
    assert_true(s.now.end_reason != RR_END_NONE);
    scout_institute(&s, 2);
    scout_institute(&s, 3);
    scout_institute(&s, 0); /* Apollo's extra last turn */
    assert_true(rr_is_over(&s));
    assert_int_equal(s.now.turns_taken[0], 2);
    for (int p = 1; p < 4; p++) assert_int_equal(s.now.turns_taken[p], 1);
}

static void the_turn_limit_ends_a_game_that_never_would(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Mars");
    s.now.total_turns = RR_TURN_LIMIT_ROUNDS * 2 - 2;
    restart_turn(&s);
    scout_institute(&s, 0);
    assert_int_equal(s.now.end_reason, RR_END_NONE);
    scout_institute(&s, 1);
    assert_int_equal(s.now.end_reason, RR_END_TURN_LIMIT);
    assert_true(rr_is_over(&s));
}

static void ceres_banishes_from_hand_before_scoring(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Diana,Ceres");
    put(&s, "Judge", RR_ZONE_HAND + 1);
    put(&s, "Eo", RR_ZONE_HAND + 1);
    s.now.helium[0] = 6;
    s.now.fleet[0] = 7;
    restart_turn(&s);
    answer(&s, "scout to Mars");
    answer(&s, "scout to Mars");
    expect_decision(&s, 1, RR_WHY_CERES_HAND);
    answer(&s, "Eo");
    assert_true(rr_is_over(&s));
    assert_true(in_zone(&s, "Eo", RR_ZONE_BANISHED));
    assert_true(in_zone(&s, "Judge", RR_ZONE_HAND + 1));
}

static void illegal_answers_are_refused(void **st) {
    (void)st;
    rr_state s, before;
    new_game(&s, "players=2", 11);
    before = s;
    ct_error err;
    assert_int_equal(rr_apply(&s, RR_SCOUT + 7, &err), CT_ERR_ILLEGAL);
    assert_int_equal(rr_apply(&s, -1, &err), CT_ERR_ILLEGAL);
    assert_int_equal(rr_apply(&s, 100000, &err), CT_ERR_ILLEGAL);
    assert_non_null(strstr(err.message, "not a legal answer"));
    assert_true(rr_board_equal(&s.now, &before.now));
    uint64_t rng = 3;
    play_random(&s, &rng, 100000);
    assert_int_equal(rr_apply(&s, 0, &err), CT_ERR_OVER);
}

static void bad_options_are_named(void **st) {
    (void)st;
    struct { const char *text, *says; } cases[] = {
        {"players=7", "players must be"},
        {"players=x", "players must be"},
        {"players=", "players must be"},
        {"players", "has no value"},
        {"houses=Mars,Mars", "given twice"},
        {"houses=Gold", "unknown house 'Gold'"},
        {"players=3 houses=Mars,Diana", "2 houses given for 3 players"},
        {"colour=red", "unknown option 'colour'"},
        {"players=1 houses=Mars,Diana", "a solo game takes one house"},
        {"players=1 level=7", "level must be from 1 to 6"},
        {"players=1 variant=multiplayer", "needs 2 or more players"},
        {"players=3 variant=all-cards", "for solo games"},
        {"variant=fancy", "unknown variant 'fancy'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        rr_options o;
        ct_error err;
        assert_int_equal(rr_parse_options(cases[i].text, &o, &err), CT_ERR_OPTIONS);
        if (!strstr(err.message, cases[i].says)) fail_msg("'%s' gave '%s'", cases[i].text, err.message);
    }
    rr_options o;
    assert_int_equal(rr_parse_options("  players=4   houses=random ", &o, NULL), CT_OK);
    assert_int_equal(o.players, 4);
    char text[64];
    assert_int_equal(rr_parse_options("players=2 houses=mars,APOLLO", &o, NULL), CT_OK);
    rr_format_options(&o, text, sizeof text);
    assert_string_equal(text, "players=2 houses=Mars,Apollo");
}

static void the_end_stays_triggered(void **st) {
    (void)st;
    rr_state s;
    player_2_triggers_the_end(&s);
    assert_int_equal(s.now.end_reason, RR_END_TWO_BY_ONE);
    s.now.helium[1] = 0; /* as if an ability had spent the Helium */
    s.now.fleet[1] = 0;
    restart_turn(&s);
    scout_institute(&s, 2);
    assert_true(rr_is_over(&s));
}

static void apollo_with_an_empty_deck_places_nothing(void **st) {
    (void)st;
    rr_state s;
    table(&s, "Apollo,Mars");
    while (deck_size(&s.now)) banish(&s.now, zone_top(&s.now, RR_ZONE_DECK));
    put(&s, "Judge", RR_ZONE_HAND + 0);
    put(&s, "Justice", RR_ZONE_HAND + 1);
    put(&s, "Eo", RR_ZONE_LOCATION + RR_LUNA);
    put(&s, "Nero", RR_ZONE_LOCATION + RR_JUPITER);
    restart_turn(&s);
    answer(&s, "lead Judge to Mars");
    answer(&s, "gain from Luna");
    assert_int_equal(s.now.sovereign, 0);
    expect_decision(&s, 1, RR_WHY_ACTION); /* no placement asked */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_follows_the_rules),
        cmocka_unit_test(chosen_houses_sit_in_order),
        cmocka_unit_test(lead_gains_a_top_card_and_its_bonus),
        cmocka_unit_test(each_location_bonus),
        cmocka_unit_test(scout_places_the_deck_top_and_takes_the_bonus),
        cmocka_unit_test(empty_hand_leads_without_deploying),
        cmocka_unit_test(empty_deck_is_no_option),
        cmocka_unit_test(nothing_to_gain_ends_the_turn),
        cmocka_unit_test(fleet_and_influence_stop_at_ten),
        cmocka_unit_test(sovereign_again_triggers_the_house_again),
        cmocka_unit_test(mars_and_jupiter_houses),
        cmocka_unit_test(apollo_places_the_deck_top),
        cmocka_unit_test(ceres_banishes_any_card_of_a_location),
        cmocka_unit_test(minerva_rolling_the_sovereign_picks_another_bonus),
        cmocka_unit_test(the_deck_card_rolls_the_die),
        cmocka_unit_test(end_two_thresholds_by_one_player),
        cmocka_unit_test(end_three_thresholds_across_players),
        cmocka_unit_test(end_triggered_by_the_last_seat_ends_the_round),
        cmocka_unit_test(apollo_takes_the_last_turn),
        cmocka_unit_test(the_turn_limit_ends_a_game_that_never_would),
        cmocka_unit_test(ceres_banishes_from_hand_before_scoring),
        cmocka_unit_test(the_end_stays_triggered),
        cmocka_unit_test(apollo_with_an_empty_deck_places_nothing),
        cmocka_unit_test(illegal_answers_are_refused),
        cmocka_unit_test(bad_options_are_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
