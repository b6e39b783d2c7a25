/* test_scorepad.c: the base scorepad (no card bonuses): the rule texts' examples
 * (Influence 10/10/5/2 scores 40/40/10/2; nine cards lose 20), the neutral house,
 * the Fleet Track table, Helium and Sovereign, winners and the tie-break. */
#include <string.h>

#include "position.h"

static void influence_example_from_the_rulebook(void **st) {
    (void)st;
    uint8_t influence[4] = {10, 10, 5, 2};
    int out[4];
    rr_influence_points(4, influence, 0, out);
    assert_int_equal(out[0], 40);
    assert_int_equal(out[1], 40);
    assert_int_equal(out[2], 10);
    assert_int_equal(out[3], 2);
}

static void influence_neutral_house_ranks_as_a_third(void **st) {
    (void)st;
    int out[2];
    uint8_t a[2] = {2, 1}; /* neutral 3 is most: 2 is second, 1 is third */
    rr_influence_points(2, a, 3, out);
    assert_int_equal(out[0], 4);
    assert_int_equal(out[1], 1);
    uint8_t b[2] = {3, 5}; /* 5 most; 3 ties the neutral for second */
    rr_influence_points(2, b, 3, out);
    assert_int_equal(out[0], 6);
    assert_int_equal(out[1], 20);
    uint8_t c[2] = {0, 0};
    rr_influence_points(2, c, 3, out);
    assert_int_equal(out[0], 0);
    assert_int_equal(out[1], 0);
}

static void influence_ties_share_a_place(void **st) {
    (void)st;
    uint8_t a[5] = {4, 6, 6, 4, 1};
    int out[5];
    rr_influence_points(5, a, 0, out);
    assert_int_equal(out[0], 8);
    assert_int_equal(out[1], 24);
    assert_int_equal(out[2], 24);
    assert_int_equal(out[3], 8);
    assert_int_equal(out[4], 1);
}

static void fleet_track_points(void **st) {
    (void)st;
    const int want[11] = {0, 1, 3, 6, 10, 15, 21, 28, 34, 39, 43};
    for (int i = 0; i <= 10; i++) assert_int_equal(rr_fleet_points[i], want[i]);
}

static int r_bonus_of(const rr_state *s) {
    rr_scorepad pad;
    rr_score(&s->now, &pad);
    return pad.row[0].bonus;
}

static void scorepad_rows_and_excess_cards(void **st) {
    (void)st;
    rr_state s;
    new_game(&s, "players=3 houses=Diana,Mars,Jupiter", 1);
    clear_table(&s);
    /* player 1: nine cards without end-game points (core values only) */
    const char *nine[] = {"Dr. Virany", "Hypnotist", "Psychologist", "Hacker", "Online Gambler",
                          "Banker", "Investor", "Justice", "Martyr"};
    int core = 0;
    for (int i = 0; i < 9; i++) {
        put(&s, nine[i], RR_ZONE_HAND + 0);
        core += rr_cards[card_id(nine[i])].core;
    }
    assert_int_equal(core, 9 + 15 + 20 + 15 + 7 + 10 + 15 + 15 + 15);
    assert_int_equal(r_bonus_of(&s), 0);
    s.now.helium[0] = 4;
    s.now.fleet[0] = 5;
    s.now.influence[0] = 3;
    s.now.influence[1] = 3;
    s.now.influence[2] = 1;
    s.now.sovereign = 0;
    rr_scorepad pad;
    rr_score(&s.now, &pad);
    const rr_score_row *r = &pad.row[0];
    assert_int_equal(r->core, core);
    assert_int_equal(r->fleet, 15);
    assert_int_equal(r->helium, 12);
    assert_int_equal(r->sovereign, 10);
    assert_int_equal(r->influence, 12);
    assert_int_equal(r->excess, -20); /* the 8th and 9th cards */
    assert_int_equal(r->total, r->cards + 15 + 12 + 10 + 12 - 20);
    assert_int_equal(pad.row[2].influence, 2);
    assert_int_equal(pad.winners, 1);
}

static void tie_without_the_token_holder_is_shared(void **st) {
    (void)st;
    rr_state s;
    new_game(&s, "players=3 houses=Diana,Mars,Jupiter", 1);
    clear_table(&s);
    put(&s, "Hypnotist", RR_ZONE_HAND + 0); /* 15 */
    put(&s, "Investor", RR_ZONE_HAND + 1);  /* 15 */
    put(&s, "Hacker", RR_ZONE_HAND + 2);    /* 15 */
    rr_scorepad pad;
    rr_score(&s.now, &pad);
    assert_int_equal(pad.winners, 7); /* 15/15/15, nobody holds the token: shared three ways */
    s.now.sovereign = 2;
    rr_score(&s.now, &pad);
    assert_int_equal(pad.winners, 4); /* 15/15/25 */
    s.now.helium[0] = 4;
    s.now.helium[1] = 4;
    rr_score(&s.now, &pad);
    assert_int_equal(pad.row[0].total, 27);
    assert_int_equal(pad.row[2].total, 25);
    assert_int_equal(pad.winners, 3); /* 27/27/25: the token holder is not tied, so they share */
}

static void tie_broken_by_the_token_holder(void **st) {
    (void)st;
    rr_state s;
    new_game(&s, "players=2 houses=Diana,Mars", 1);
    clear_table(&s);
    put(&s, "Banker", RR_ZONE_HAND + 0);       /* 10 + 10 Sovereign = 20 */
    put(&s, "Psychologist", RR_ZONE_HAND + 1); /* 20 */
    s.now.sovereign = 0;
    s.now.helium[0] = 5; /* 35 */
    s.now.helium[1] = 4; /* 32 */
    s.now.fleet[1] = 2;  /* 35 */
    rr_scorepad pad;
    rr_score(&s.now, &pad);
    assert_int_equal(pad.row[0].total, 35);
    assert_int_equal(pad.row[1].total, 35);
    assert_int_equal(pad.winners, 1);
}

/* The solo rules' example: EVEN shows; at level 2 a core-8 card scores 6, a core-7 card 3. */
static void automa_even_example(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=Judge");
    s.now.automa = 1;
    s.now.automa_level = 2;
    s.now.automa_parity = 0;
    put(&s, "Dancer", RR_ZONE_HAND + 1);  /* 8: matching */
    put(&s, "Harmony", RR_ZONE_HAND + 1); /* 7: not */
    s.now.helium[1] = 2;
    s.now.fleet[1] = 3;
    rr_scorepad pad;
    rr_score(&s.now, &pad);
    const rr_score_row *r = &pad.row[1];
    assert_true(r->automa);
    assert_int_equal(r->cards, 70 + 6 + 3);
    assert_int_equal(r->total, 79 + 6 + 6); /* Helium 2, Fleet 3 as a player */
}

/* Her hand is cut to 20, non-matching first; then the level's numbers apply. */
static void automa_cut_to_twenty(void **st) {
    (void)st;
    for (int level = 1; level <= 6; level++) {
        rr_state s;
        position(&s, "");
        s.now.automa = 1;
        s.now.automa_level = (uint8_t)level;
        s.now.automa_parity = 1; /* ODD */
        int odd = 0, even = 0;
        for (int c = 0; c < RR_CARD_COUNT && odd + even < 25; c++) {
            bool is_odd = rr_cards[c].core % 2;
            if (is_odd ? odd < 22 : even < 3) {
                zone_move(&s.now, c, RR_ZONE_HAND + 1, false);
                is_odd ? odd++ : even++;
            }
        }
        assert_int_equal(odd, 22);
        assert_int_equal(even, 3);
        rr_scorepad pad;
        rr_score(&s.now, &pad);
        const rr_score_row *r = &pad.row[1];
        const int per_match[7] = {0, 5, 6, 8, 10, 12, 14};
        assert_int_equal(r->matching, 20);
        assert_int_equal(r->nonmatching, 0);
        assert_int_equal(r->discarded, 5);
        assert_int_equal(r->cards, 70 + 20 * per_match[level]);
        assert_int_equal(r->excess, 0);
    }
    const int table[7][2] = {{0, 0}, {5, 2}, {6, 3}, {8, 4}, {10, 5}, {12, 6}, {14, 7}};
    for (int level = 1; level <= 6; level++) {
        assert_int_equal(rr_automa_points[level][0], table[level][0]);
        assert_int_equal(rr_automa_points[level][1], table[level][1]);
    }
}

/* ---- the scorepad says why (exact words, written by hand) ---- */

static const rr_card_line *find_line(const rr_hand_score *h, const char *card) {
    int c = card_id(card);
    for (int i = 0; i < h->count; i++)
        if (h->line[i].card == c) return &h->line[i];
    fail_msg("%s not in hand", card);
    return NULL;
}

typedef struct reason_case {
    const char *spec, *card, *reason, *choice;
} reason_case;

static const reason_case reason_cases[] = {
    {"hand=Cassius,Mustang,Darrow", "Cassius", "+40: with Mustang and Darrow", ""},
    {"hand=Cassius,Darrow", "Cassius", "-20: with Darrow but not Mustang", ""},
    {"hand=Morning Star,Aegis Craftsman", "Aegis Craftsman", "+10: no Obsidian",
     "Aegis Craftsman counted as Orion: cancels Morning Star's -15"},
    {"hand=Morning Star,Aegis Craftsman", "Morning Star", "", ""},
    {"hand=Cassius,Mustang,Razor Designer", "Razor Designer", "+13: with a Gold and no Obsidian",
     "Razor Designer counted as Darrow: +40 for Cassius"},
    {"hand=Eo,Dancer,Deanna,Trigg", "Eo", "+30: 10 for each other Red; -10: with a Gray other than Bridge", ""},
    {"hand=Eo,Dancer,Deanna,Trigg", "Trigg", "", "Trigg counted as Red too: +10 for Eo"},
    {"hand=Lawyer,Judge,Justice", "Lawyer", "+12: with a White other than the Judge; +22: with the Judge", ""},
    {"hand=Lawyer,Cyther", "Cyther", "", "Cyther counted as Judge: +22 for Lawyer"},
    {"hand=Artisan Chef,Octavia,Sefi", "Octavia", "Artisan Chef ignores 30", ""},
    {"hand=Artisan Chef,Octavia,Sefi", "Sefi", "-5: 5 for each Gold", ""},
    {"hand=Mustang,Eo,Nero", "Mustang", "+10: 5 for each color of its other cards", ""},
    {"fleet=9; hand=Virga", "Virga", "+30: Fleet 9 or more", ""},
    {"fleet=3; opp.fleet=5; hand=Invictus", "Invictus", "-9: an opponent is further on the Fleet Track", ""},
    {"influence=4; opp.influence=1; hand=Quietus", "Quietus",
     "+16: the most Influence (the neutral house counts with two players)", ""},
    {"hand=Codebreaker,Cyther,Nero", "Codebreaker", "+22: the first letters of all names differ", ""},
    {"hand=Codebreaker,Cyther,Nero", "Cyther", "", "Cyther counted as Arlus: +22 for Codebreaker"},
    {"hand=Codebreaker,Cassius,Nero", "Codebreaker", "", ""},
    {"sov; hand=Nero,Cassius,Octavia", "Nero", "+10: the Sovereign token; -10: 5 for each of Cassius, Karnus and Octavia", ""},
    {"hand=Dataport Specialist,Trigg", "Trigg", "", "Trigg counted as Blue too: +26 for Dataport Specialist"},
    /* one choice for two cards: Cyther's 16 with a Blue, and Janitor's 5 for each Blue */
    {"hand=Cyther,Janitor,Trigg", "Trigg", "", "Trigg counted as Blue too: +16 for Cyther, +5 for Janitor"},
    {"hand=Judge,Eo", "Judge", "+6: 3 for each card in hand", ""},
    {"hand=Nero", "Nero", "", ""},
};

static void the_scorepad_says_why(void **st) {
    (void)st;
    int failures = 0;
    for (size_t i = 0; i < sizeof reason_cases / sizeof reason_cases[0]; i++) {
        const reason_case *rc = &reason_cases[i];
        rr_state s;
        position(&s, rc->spec);
        rr_hand_score h;
        rr_score_hand(&s.now, 0, NULL, &h);
        const rr_card_line *l = find_line(&h, rc->card);
        char reason[256], choice[256];
        rr_points_reason(l, reason, sizeof reason);
        rr_choice_reason(l, choice, sizeof choice);
        if (strcmp(reason, rc->reason) || strcmp(choice, rc->choice)) {
            print_error("[%s] %s: \"%s\" / \"%s\", expected \"%s\" / \"%s\"\n", rc->spec, rc->card, reason, choice,
                        rc->reason, rc->choice);
            failures++;
        }
    }
    assert_int_equal(failures, 0);
}

static void every_clause_part_has_words(void **st) {
    (void)st;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        bool has = rr_part_text(c, 0) != NULL;
        if (has != !!(rr_cards[c].kinds & RR_HAS_POINTS)) fail_msg("%s: words and clause disagree", rr_cards[c].name);
    }
    char tiny[8];
    rr_state s;
    position(&s, "hand=Cassius,Mustang,Darrow");
    rr_hand_score h;
    rr_score_hand(&s.now, 0, NULL, &h);
    rr_points_reason(find_line(&h, "Cassius"), tiny, sizeof tiny); /* cut, never overrun */
    assert_string_equal(tiny, "+40: wi");
}

/* "Most Influence" clauses and the Influence row agree: with two players the neutral
 * house ranks as a third (findings Q2/Q3). */
static void most_influence_clauses_agree_with_the_influence_row(void **st) {
    (void)st;
    rr_state s;
    position(&s, "influence=2; opp.influence=1; hand=Holo Host,Politician,Administrator,Quietus");
    rr_scorepad pad;
    rr_score(&s.now, &pad);
    assert_int_equal(pad.row[0].influence, 4); /* second: 2 x 2 */
    assert_int_equal(pad.row[0].bonus, 0);     /* so no "most Influence" clause pays */
    position(&s, "influence=3; opp.influence=1; hand=Holo Host,Politician,Administrator,Quietus");
    rr_score(&s.now, &pad);
    assert_int_equal(pad.row[0].influence, 12); /* tied with the neutral 3: most */
    assert_int_equal(pad.row[0].bonus, 18 + 15 + 15 + 16);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(influence_example_from_the_rulebook),
        cmocka_unit_test(influence_neutral_house_ranks_as_a_third),
        cmocka_unit_test(influence_ties_share_a_place),
        cmocka_unit_test(fleet_track_points),
        cmocka_unit_test(scorepad_rows_and_excess_cards),
        cmocka_unit_test(tie_without_the_token_holder_is_shared),
        cmocka_unit_test(tie_broken_by_the_token_holder),
        cmocka_unit_test(automa_even_example),
        cmocka_unit_test(automa_cut_to_twenty),
        cmocka_unit_test(the_scorepad_says_why),
        cmocka_unit_test(every_clause_part_has_words),
        cmocka_unit_test(most_influence_clauses_agree_with_the_influence_row),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
