/* test_fuzz.c: random games over 2-6 players and every house, random answers,
 * under the sanitizers with the invariant check after every step (test builds).
 * Also: a game replayed from its record ends in the identical state; a copied
 * state plays on identically; a view never shows a hidden card; determinizing
 * keeps what the seat knows. CT_FUZZ_GAMES sets the number of games (default 10000);
 * a quarter as many again are solo games against Tull Au Toma at every level and
 * games of the all-cards and multiplayer variants. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static int fuzz_games(void) {
    const char *env = getenv("CT_FUZZ_GAMES");
    return env && atoi(env) > 0 ? atoi(env) : 10000;
}

/* Options for game i: every player count, random houses or a rotation that puts
 * every house in every seat. */
static void options_for(int i, char *buf, size_t size) {
    int players = 2 + i % 5;
    if (i % 3 == 0) {
        snprintf(buf, size, "players=%d houses=random", players);
        return;
    }
    int n = snprintf(buf, size, "players=%d houses=", players);
    for (int p = 0; p < players; p++)
        n += snprintf(buf + n, size - (size_t)n, "%s%s", p ? "," : "", rr_house_name((i / 5 + p) % RR_HOUSE_COUNT));
}

static void random_games_keep_every_invariant(void **st) {
    (void)st;
    int games = fuzz_games();
    long steps = 0, ended[4] = {0};
    for (int i = 0; i < games; i++) {
        rr_state s;
        char options[96];
        options_for(i, options, sizeof options);
        new_game(&s, options, (uint64_t)i * 7919 + 1);
        uint64_t rng = (uint64_t)i;
        uint16_t opts[CT_MAX_OPTIONS];
        while (!rr_is_over(&s)) {
            int n = rr_legal(&s, opts);
            assert_true(n >= 2);
            ct_error err;
            if (rr_apply(&s, opts[rng_below(&rng, (unsigned)n)], &err)) fail_msg("game %d: %s", i, err.message);
            char why[200];
            if (!rr_check_invariants(&s, why, sizeof why)) fail_msg("game %d: %s", i, why);
            steps++;
        }
        assert_true(s.now.end_reason != RR_END_NONE);
        ended[s.now.end_reason]++;
    }
    printf("# %d games, %ld decisions; ended by two-by-one %ld, all-three %ld, turn limit %ld\n", games, steps,
           ended[RR_END_TWO_BY_ONE], ended[RR_END_ALL_THREE], ended[RR_END_TURN_LIMIT]);
    assert_true(ended[RR_END_TWO_BY_ONE] > 0);
    assert_true(ended[RR_END_ALL_THREE] > 0);
}

/* Options for the solo and variant soak, game i: solo at every level (with and
 * without all-cards; all-cards is a solo variant), and the multiplayer variant with
 * 2 to 6 players. */
static void variant_options_for(int i, char *buf, size_t size) {
    switch (i % 4) {
    case 0: snprintf(buf, size, "players=1 level=%d", 1 + i / 4 % 6); break;
    case 1: snprintf(buf, size, "players=1 level=%d variant=all-cards", 1 + i / 4 % 6); break;
    case 2: snprintf(buf, size, "players=%d variant=multiplayer", 2 + i / 4 % 5); break;
    default: snprintf(buf, size, "players=1 level=%d houses=random", 6 - i / 4 % 6); break;
    }
}

static void solo_and_variant_games_keep_every_invariant(void **st) {
    (void)st;
    int games = fuzz_games() / 4;
    long steps = 0, solo = 0, ended[4] = {0};
    for (int i = 0; i < games; i++) {
        rr_state s;
        char options[96];
        variant_options_for(i, options, sizeof options);
        new_game(&s, options, (uint64_t)i * 104729 + 3);
        solo += s.now.automa >= 0;
        uint64_t rng = (uint64_t)i ^ 0x5bd1e995;
        uint16_t opts[CT_MAX_OPTIONS];
        while (!rr_is_over(&s)) {
            int n = rr_legal(&s, opts);
            assert_true(n >= 1);
            ct_error err;
            if (rr_apply(&s, opts[rng_below(&rng, (unsigned)n)], &err)) fail_msg("game %d (%s): %s", i, options, err.message);
            char why[200];
            if (!rr_check_invariants(&s, why, sizeof why)) fail_msg("game %d (%s): %s", i, options, why);
            steps++;
        }
        assert_true(s.now.end_reason != RR_END_NONE);
        ended[s.now.end_reason]++;
    }
    printf("# solo and variants: %d games (%ld solo), %ld decisions; ended by two-by-one %ld, all-three %ld, turn limit %ld\n",
           games, solo, steps, ended[RR_END_TWO_BY_ONE], ended[RR_END_ALL_THREE], ended[RR_END_TURN_LIMIT]);
    assert_true(solo >= games / 2);
}

static void record_replays_to_the_identical_state(void **st) {
    (void)st;
    for (int i = 0; i < 300; i++) {
        char options[96];
        options_for(i, options, sizeof options);
        rr_state s, replayed;
        ct_record rec;
        ct_error err;
        assert_int_equal(ct_record_start(&rec, &rr_game, options, (uint64_t)i, &s, &err), CT_OK);
        uint64_t rng = (uint64_t)i * 31;
        uint16_t opts[CT_MAX_OPTIONS];
        while (!rr_is_over(&s)) {
            int n = rr_legal(&s, opts);
            /* names are unique within a decision, and every prompt is written */
            char names[CT_MAX_OPTIONS][CT_NAME_SIZE], prompt[CT_NAME_SIZE];
            for (int a = 0; a < n; a++) {
                rr_option_name(&s, opts[a], names[a], CT_NAME_SIZE);
                if (strchr(names[a], '?')) fail_msg("option %d has no name", opts[a]);
                for (int b2 = 0; b2 < a; b2++)
                    if (!strcmp(names[a], names[b2])) fail_msg("two options named '%s'", names[a]);
            }
            rr_prompt(&s, prompt, sizeof prompt);
            if (strstr(prompt, ": choose")) fail_msg("decision why %d has no prompt", s.pending.why);
            assert_int_equal(ct_record_play(&rec, &s, opts[rng_below(&rng, (unsigned)n)], &err), CT_OK);
        }
        char *text = ct_record_to_text(&rec, &err);
        assert_non_null(text);
        ct_record back;
        if (ct_record_from_text(&back, text, &replayed, SIZE_MAX, &err)) fail_msg("game %d: %s", i, err.message);
        assert_int_equal(back.count, rec.count);
        assert_true(rr_is_over(&replayed));
        assert_true(rr_board_equal(&s.now, &replayed.now));
        /* a prefix replays to the same decision */
        ct_record part;
        rr_state half, direct;
        size_t k = rec.count / 2;
        assert_int_equal(ct_record_from_text(&part, text, &half, k, &err), CT_OK);
        new_game(&direct, options, (uint64_t)i);
        for (size_t j = 0; j < k; j++) assert_int_equal(rr_apply(&direct, rec.answers[j], &err), CT_OK);
        assert_true(rr_board_equal(&half.now, &direct.now));
        assert_int_equal(half.pending.why, direct.pending.why);
        free(text);
        ct_record_free(&rec);
        ct_record_free(&back);
        ct_record_free(&part);
    }
}

static void a_copy_plays_on_identically(void **st) {
    (void)st;
    for (int i = 0; i < 200; i++) {
        char options[96];
        options_for(i, options, sizeof options);
        rr_state a;
        new_game(&a, options, (uint64_t)i + 99);
        uint64_t rng = (uint64_t)i;
        play_random(&a, &rng, 40 + i % 50);
        rr_state b = a; /* plain assignment */
        uint64_t r1 = 5, r2 = 5;
        play_random(&a, &r1, 100000);
        play_random(&b, &r2, 100000);
        assert_true(rr_board_equal(&a.now, &b.now));
        rr_scorepad pa, pb;
        rr_score(&a.now, &pa);
        rr_score(&b.now, &pb);
        assert_int_equal(pa.winners, pb.winners);
        for (int p = 0; p < pa.players; p++) {
            assert_int_equal(pa.row[p].total, pb.row[p].total);
            assert_int_equal(pa.row[p].hand.count, pb.row[p].hand.count);
            for (int k = 0; k < pa.row[p].hand.count; k++) {
                const rr_card_line *x = &pa.row[p].hand.line[k], *y = &pb.row[p].hand.line[k];
                assert_true(x->card == y->card && x->as == y->as && x->also == y->also && x->points == y->points);
            }
        }
    }
}

static void views_never_show_hidden_cards(void **st) {
    (void)st;
    for (int i = 0; i < 200; i++) {
        char options[96];
        options_for(i, options, sizeof options);
        rr_state s;
        new_game(&s, options, (uint64_t)i + 5);
        uint64_t rng = (uint64_t)i;
        while (!rr_is_over(&s)) {
            for (int seat = 0; seat < s.now.players; seat++) {
                rr_view v;
                rr_make_view(&s, seat, &v);
                assert_int_equal(v.hand_count, hand_size(&s.now, seat));
                for (int i2 = 0; i2 < v.hand_count; i2++) assert_int_equal(zone_of(&s.now, v.hand[i2]), RR_ZONE_HAND + seat);
                for (int p = 0; p < s.now.players; p++) {
                    assert_int_equal(v.hand_size[p], hand_size(&s.now, p));
                    for (int k = 0; k < v.known_count[p]; k++) {
                        int c = v.known[p][k];
                        assert_int_equal(zone_of(&s.now, c), RR_ZONE_HAND + p);
                        assert_true(s.now.seen[c] >> seat & 1);
                    }
                }
                assert_int_equal(v.deck_count, deck_size(&s.now));
            }
            play_random(&s, &rng, 1);
        }
    }
}

/* After determinize(seat): the seat's hand, the face-up board, the banished pile and every
 * card it has seen stay put; the game plays on legally; the replay still works. */
static void determinize_keeps_what_the_seat_knows(void **st) {
    (void)st;
    int changed = 0;
    for (int i = 0; i < 300; i++) {
        char options[96];
        options_for(i, options, sizeof options);
        rr_state s;
        new_game(&s, options, (uint64_t)i + 17);
        uint64_t rng = (uint64_t)i;
        play_random(&s, &rng, 5 + i % 60);
        if (rr_is_over(&s)) continue;
        int seat = rr_to_move(&s);
        rr_state d = s;
        rr_determinize(&d, seat, (uint64_t)i);
        char why[200];
        if (!rr_check_invariants(&d, why, sizeof why)) fail_msg("%s", why);
        for (int c = 0; c < RR_CARD_COUNT; c++) {
            int z = zone_of(&s.now, c);
            bool hidden = z == RR_ZONE_DECK || (z >= RR_ZONE_HAND && z != RR_ZONE_HAND + seat && z < RR_ZONE_BANISHED) ||
                          is_facedown(&s.now, c); /* face down on a location: hidden too */
            if (!hidden || (s.now.seen[c] >> seat & 1)) assert_int_equal(zone_of(&d.now, c), z);
            else changed += zone_of(&d.now, c) != z;
        }
        for (int z = 0; z < RR_ZONES; z++) assert_int_equal(zone_size(&d.now, z), zone_size(&s.now, z));
        assert_int_equal(d.pending.why, s.pending.why);
        assert_int_equal(d.pending.seat, s.pending.seat);
        /* it plays on, with its own (replayable) turn */
        uint64_t r2 = 9;
        play_random(&d, &r2, 100000);
        assert_true(rr_is_over(&d));
    }
    assert_true(changed > 0);
}

/* Every card forced into play: for each card, games where it starts in the first
 * player's hand and is led on the first turn (to each location in turn), then random
 * play with the invariants checked. */
static void every_card_is_played_many_times(void **st) {
    (void)st;
    long played = 0;
    for (int card = 0; card < RR_CARD_COUNT; card++)
        for (int g = 0; g < 40; g++) {
            char options[96];
            options_for(g + card, options, sizeof options);
            rr_state s;
            new_game(&s, options, (uint64_t)(card * 7777 + g));
            if (rr_is_over(&s)) continue;
            int seat = rr_to_move(&s);
            if (zone_of(&s.now, card) != RR_ZONE_HAND + seat) {
                /* swap the card into the first player's hand for one of theirs */
                int mine = zone_card(&s.now, RR_ZONE_HAND + seat, 0), where = zone_of(&s.now, card);
                zone_move(&s.now, mine, where, false);
                zone_move(&s.now, card, RR_ZONE_HAND + seat, false);
                restart_turn(&s);
            }
            int lead = card * RR_LOCATIONS + g % RR_LOCATIONS;
            assert_true(rr_is_legal(&s, lead));
            ct_error err;
            assert_int_equal(rr_apply(&s, lead, &err), CT_OK);
            uint64_t rng = (uint64_t)g * 31 + (uint64_t)card;
            play_random(&s, &rng, 100000);
            assert_true(rr_is_over(&s));
            played++;
        }
    assert_true(played >= RR_CARD_COUNT * 35);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_games_keep_every_invariant),
        cmocka_unit_test(solo_and_variant_games_keep_every_invariant),
        cmocka_unit_test(every_card_is_played_many_times),
        cmocka_unit_test(record_replays_to_the_identical_state),
        cmocka_unit_test(a_copy_plays_on_identically),
        cmocka_unit_test(views_never_show_hidden_cards),
        cmocka_unit_test(determinize_keeps_what_the_seat_knows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
