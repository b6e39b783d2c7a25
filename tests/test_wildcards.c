/* test_wildcards.c: the best names for Oranges and extra colors for Grays: hands
 * where the best choice is not obvious, pins, Artisan Chef, and a cross-check of the
 * optimizer against trying every name and every color on random hands. */
#include <stdlib.h>
#include <string.h>

#include "points.h"
#include "position.h"

static const rr_card_line *line_of(const rr_hand_score *h, const char *card) {
    int c = card_id(card);
    for (int i = 0; i < h->count; i++)
        if (h->line[i].card == c) return &h->line[i];
    fail_msg("%s not in hand", card);
    return NULL;
}

static void score(const char *spec, rr_hand_score *h) {
    rr_state s;
    position(&s, spec);
    rr_score_hand(&s.now, 0, NULL, h);
}

static void an_orange_becomes_the_missing_character(void **st) {
    (void)st;
    rr_hand_score h;
    score("hand=Cassius,Mustang,Razor Designer", &h);
    assert_int_equal(line_of(&h, "Razor Designer")->as, RR_DARROW);
    assert_int_equal(line_of(&h, "Cassius")->points, 40);
}

static void two_oranges_want_different_names(void **st) {
    (void)st;
    rr_hand_score h;
    score("hand=Cassius,Aegis Craftsman,Cyther", &h);
    int a = line_of(&h, "Aegis Craftsman")->as, b = line_of(&h, "Cyther")->as;
    assert_true((a == RR_MUSTANG && b == RR_DARROW) || (a == RR_DARROW && b == RR_MUSTANG));
    assert_int_equal(line_of(&h, "Cassius")->points, 40);
}

static void two_oranges_both_wanting_one_name_take_it_once(void **st) {
    (void)st;
    rr_hand_score h;
    /* Tactus wants Darrow (20); Evey wants Darrow (15): one Orange named Darrow serves both */
    score("hand=Tactus,Evey,Cyther,Pulse Armorer", &h);
    int a = line_of(&h, "Cyther")->as, b = line_of(&h, "Pulse Armorer")->as;
    assert_true(a == RR_DARROW || b == RR_DARROW);
    assert_false(a == RR_DARROW && b == RR_DARROW);
    assert_int_equal(line_of(&h, "Tactus")->points, 20);
    assert_int_equal(line_of(&h, "Evey")->points, 15);
}

static void a_grays_best_color_depends_on_the_other_cards(void **st) {
    (void)st;
    rr_hand_score h;
    score("hand=Trigg,Dataport Specialist", &h);
    assert_int_equal(line_of(&h, "Trigg")->also, RR_BLUE);
    score("hand=Trigg,Dataport Specialist,Holo Designer", &h); /* Violet is worth 28 > 26 */
    assert_int_equal(line_of(&h, "Trigg")->also, RR_VIOLET);
    assert_int_equal(h.bonus, 28);
    score("hand=Trigg,Dataport Specialist,Holo Designer,Virga", &h); /* Blue is there already */
    assert_int_equal(line_of(&h, "Trigg")->also, RR_VIOLET);
    assert_int_equal(h.bonus, 26 + 28);
}

static void a_gray_adds_no_color_that_costs_points(void **st) {
    (void)st;
    rr_hand_score h;
    score("hand=4D Painter,Trigg,Eo", &h); /* any extra color would repeat or cost nothing */
    assert_int_equal(line_of(&h, "4D Painter")->points, 31);
    score("hand=Mustang,Trigg,Judge", &h); /* a new color is worth 5 more to Mustang */
    assert_int_equal(line_of(&h, "Mustang")->points, 15);
    int also = line_of(&h, "Trigg")->also;
    assert_true(also >= 0 && also != RR_WHITE && also != RR_GRAY);
    /* Eo also wants Reds: as Red, Eo 10 - 10 (a Gray) + Mustang 10 (Gray, Red) = 10;
     * as Blue, Eo -10 + Mustang 15 = 5; as nothing, -10 + 10 = 0 */
    score("hand=Mustang,Trigg,Eo", &h);
    assert_int_equal(line_of(&h, "Trigg")->also, RR_RED);
    assert_int_equal(h.bonus, 10);
}

static void nothing_to_gain_keeps_the_printed_name_and_color(void **st) {
    (void)st;
    rr_hand_score h;
    score("hand=Pulse Armorer,Trigg,Judge", &h);
    assert_int_equal(line_of(&h, "Pulse Armorer")->as, RR_PULSE_ARMORER);
    assert_int_equal(line_of(&h, "Trigg")->also, -1);
}

static void codebreaker_counts_the_new_first_letter(void **st) {
    (void)st;
    rr_hand_score h;
    score("hand=Codebreaker,Cyther", &h);
    assert_int_equal(line_of(&h, "Codebreaker")->points, 22);
    assert_true(rr_cards[line_of(&h, "Cyther")->as].name[0] != 'C');
}

static void artisan_chef_ignores_points_lost_on_golds(void **st) {
    (void)st;
    rr_hand_score h;
    score("hand=Artisan Chef,Octavia,Sefi", &h);
    assert_int_equal(line_of(&h, "Octavia")->points, 0); /* not -30 */
    assert_int_equal(line_of(&h, "Sefi")->points, -5);   /* an Obsidian's loss stays */
    assert_int_equal(line_of(&h, "Artisan Chef")->points, 5);
    score("hand=Octavia,Sefi", &h);
    assert_int_equal(line_of(&h, "Octavia")->points, -30);
}

static void pins_hold(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=Cassius,Darrow,Razor Designer,Trigg,Deanna");
    rr_pins pins;
    rr_pins_clear(&pins);
    rr_hand_score h;
    rr_score_hand(&s.now, 0, &pins, &h);
    assert_int_equal(line_of(&h, "Cassius")->points, 40); /* Razor as Mustang */
    assert_int_equal(line_of(&h, "Deanna")->points, 26);  /* Trigg as Red */
    pins.as[RR_RAZOR_DESIGNER] = RR_RAZOR_DESIGNER;
    pins.also[RR_TRIGG] = RR_GRAY;
    rr_score_hand(&s.now, 0, &pins, &h);
    assert_int_equal(line_of(&h, "Cassius")->points, -20);
    assert_int_equal(line_of(&h, "Deanna")->points, 26); /* Darrow is Red anyway */
    assert_int_equal(line_of(&h, "Trigg")->also, -1);
}

/* ---- exhaustive cross-check ---- */

typedef struct brute {
    hand_eval h;
    int wild[8], wilds;
    int best;
} brute;

static void brute_search(brute *b, int k) {
    if (k == b->wilds) {
        hand_totals(&b->h);
        int v = 0;
        for (int i = 0; i < b->h.n; i++) v += card_points(&b->h, b->h.cards[i]);
        if (v > b->best) b->best = v;
        return;
    }
    int c = b->wild[k];
    if (rr_cards[c].color == RR_ORANGE) {
        for (int name = 0; name < RR_CARD_COUNT; name++) {
            b->h.name[c] = (uint8_t)name;
            brute_search(b, k + 1);
        }
        b->h.name[c] = (uint8_t)c;
    } else {
        for (int color = 0; color < RR_COLOR_COUNT; color++) {
            b->h.mask[c] = (uint16_t)(COLOR_BIT(RR_GRAY) | COLOR_BIT(color));
            brute_search(b, k + 1);
        }
        b->h.mask[c] = COLOR_BIT(RR_GRAY);
    }
}

static int brute_best(const rr_board *board) {
    brute b;
    score_facts f;
    facts_for(board, 0, &f);
    memset(&b, 0, sizeof b);
    b.h.facts = &f;
    int z = RR_ZONE_HAND;
    for (int i = 0; i < zone_size(board, z); i++) {
        int c = zone_card(board, z, i);
        b.h.cards[b.h.n++] = (uint8_t)c;
        b.h.mask[c] = COLOR_BIT(rr_cards[c].color);
        b.h.name[c] = (uint8_t)c;
        if (rr_cards[c].color == RR_ORANGE || rr_cards[c].color == RR_GRAY) b.wild[b.wilds++] = c;
    }
    b.best = -1000000;
    brute_search(&b, 0);
    return b.best;
}

static void optimizer_equals_exhaustive_search(void **st) {
    (void)st;
    const int oranges[] = {RR_AEGIS_CRAFTSMAN, RR_ARTIFICER, RR_CYTHER, RR_GRAVBOOT_COBBLER,
                           RR_PULSE_ARMORER, RR_PULSE_FIST_ENGINEER, RR_RAZOR_DESIGNER};
    const int grays[] = {RR_BRIDGE, RR_COLONEL_VALENTIN, RR_DANTO, RR_HOLIDAY, RR_SUN_HWA, RR_TRIGG, RR_UGLY_DAN};
    /* (oranges, grays) per hand; the costly mixes less often */
    const int mix[][2] = {{1, 0}, {0, 1}, {1, 1}, {2, 0}, {0, 2}, {0, 3}, {1, 2}, {2, 1}, {3, 0}};
    const int hands_per_mix[] = {60, 60, 40, 30, 40, 30, 20, 8, 2};
    uint64_t rng = 12345;
    int checked = 0, renamed = 0, recolored = 0;
    for (size_t m = 0; m < sizeof mix / sizeof mix[0]; m++)
        for (int t = 0; t < hands_per_mix[m]; t++) {
            rr_state s;
            position(&s, "");
            rr_board *b = &s.now;
            /* tokens and board at random */
            b->helium[0] = (uint16_t)rng_below(&rng, 9);
            b->fleet[0] = (uint8_t)rng_below(&rng, 11);
            b->influence[0] = (uint8_t)rng_below(&rng, 8);
            b->helium[1] = (uint16_t)rng_below(&rng, 9);
            b->fleet[1] = (uint8_t)rng_below(&rng, 11);
            b->influence[1] = (uint8_t)rng_below(&rng, 8);
            b->sovereign = (int8_t)((int)rng_below(&rng, 3) - 1);
            int want_o = mix[m][0], want_g = mix[m][1];
            /* wild cards first, then others (no more wild ones) up to 5-9 cards */
            bool used[RR_CARD_COUNT] = {false};
            int n = 0;
            while (want_o) {
                int c = oranges[rng_below(&rng, 7)];
                if (used[c]) continue;
                used[c] = true, want_o--, n++;
                zone_move(b, c, RR_ZONE_HAND, false);
            }
            while (want_g) {
                int c = grays[rng_below(&rng, 7)];
                if (used[c]) continue;
                used[c] = true, want_g--, n++;
                zone_move(b, c, RR_ZONE_HAND, false);
            }
            int size = 5 + (int)rng_below(&rng, 5);
            while (n < size) {
                int c = (int)rng_below(&rng, RR_CARD_COUNT);
                if (used[c] || rr_cards[c].color == RR_ORANGE || rr_cards[c].color == RR_GRAY) continue;
                used[c] = true, n++;
                zone_move(b, c, RR_ZONE_HAND, false);
            }
            for (int k = 0; k < 12; k++) { /* some cards on the board and banished */
                int c = (int)rng_below(&rng, RR_CARD_COUNT);
                if (used[c]) continue;
                used[c] = true;
                zone_move(b, c, k < 8 ? RR_ZONE_LOCATION + k % 4 : RR_ZONE_BANISHED, false);
            }
            rr_hand_score h;
            rr_score_hand(b, 0, NULL, &h);
            int best = brute_best(b);
            if (h.bonus != best) {
                for (int i = 0; i < h.count; i++)
                    print_error("  %s as %s also %d: %d\n", rr_cards[h.line[i].card].name,
                                rr_cards[h.line[i].as].name, h.line[i].also, h.line[i].points);
                fail_msg("optimizer %d, exhaustive %d", h.bonus, best);
            }
            for (int i = 0; i < h.count; i++) {
                renamed += h.line[i].as != h.line[i].card;
                recolored += h.line[i].also >= 0;
            }
            checked++;
        }
    print_message("# %d hands cross-checked; %d renamed Oranges, %d recolored Grays\n", checked, renamed, recolored);
    assert_true(renamed > 10);
    assert_true(recolored > 10);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(an_orange_becomes_the_missing_character),
        cmocka_unit_test(two_oranges_want_different_names),
        cmocka_unit_test(two_oranges_both_wanting_one_name_take_it_once),
        cmocka_unit_test(a_grays_best_color_depends_on_the_other_cards),
        cmocka_unit_test(a_gray_adds_no_color_that_costs_points),
        cmocka_unit_test(nothing_to_gain_keeps_the_printed_name_and_color),
        cmocka_unit_test(codebreaker_counts_the_new_first_letter),
        cmocka_unit_test(artisan_chef_ignores_points_lost_on_golds),
        cmocka_unit_test(pins_hold),
        cmocka_unit_test(optimizer_equals_exhaustive_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
