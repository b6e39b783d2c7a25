/* test_rone_fuzz.c: random RONE games in every mode (2 players, 3 players, 2 v 2),
 * random answers, under the sanitizers with the invariant check after every step
 * (test builds). Also: a record replays to the identical state; a copied state plays
 * on identically; a view never shows a hidden card; determinizing keeps what the
 * seat knows. CT_FUZZ_GAMES sets the games per mode (default 10000). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../src/rone/internal.h"

#ifdef RONE_FUZZ_STANDALONE
/* Built with only RONE's engine (tests/CMakeLists.txt): the registry knows one game. */
const ct_game *ct_find_game(const char *name) { return strcmp(name, "rone") ? NULL : &rone_game; }
#endif

static int fuzz_games(void) {
    const char *env = getenv("CT_FUZZ_GAMES");
    return env && atoi(env) > 0 ? atoi(env) : 10000;
}

static const char *modes[] = {"players=2", "players=3", "players=4", "players=2 technologies=off windows=full",
                              "players=2 windows=lean"};

static void new_game(rone_state *s, const char *options, uint64_t seed) {
    ct_error err;
    if (rone_new_game(s, options, seed, &err)) fail_msg("%s", err.message);
}

/* Plays random answers; returns the number of steps. */
static long play_random(rone_state *s, uint64_t *rng, long max_steps) {
    uint16_t opts[CT_MAX_OPTIONS];
    long steps = 0;
    while (!rone_is_over(s) && steps < max_steps) {
        int n = rone_legal(s, opts);
        ct_error err;
        if (rone_apply(s, opts[rone_rng_below(rng, (unsigned)n)], &err)) fail_msg("%s", err.message);
        steps++;
    }
    return steps;
}

static void run_mode(const char *options, int games) {
    long steps = 0, ends[3] = {0}, ties = 0;
    for (int i = 0; i < games; i++) {
        rone_state s;
        new_game(&s, options, (uint64_t)i * 7919 + 1);
        uint64_t rng = (uint64_t)i;
        uint16_t opts[CT_MAX_OPTIONS];
        while (!rone_is_over(&s)) {
            int n = rone_legal(&s, opts);
            if (n < 2) fail_msg("game %d: a decision with %d options", i, n);
            ct_error err;
            /* test builds check every invariant inside rone_apply (and abort, naming it) */
            if (rone_apply(&s, opts[rone_rng_below(&rng, (unsigned)n)], &err)) fail_msg("game %d: %s", i, err.message);
            steps++;
        }
        ends[s.now.end_reason]++;
        ties += __builtin_popcount(s.now.winners) > (s.now.players == 4 ? 2 : 1);
    }
    printf("# %s: %d games, %ld decisions; ended by cards %ld, by the round limit %ld; %ld shared results\n", options,
           games, steps, ends[RONE_END_CARDS], ends[RONE_END_ROUNDS], ties);
    assert_true(ends[RONE_END_CARDS] > games / 2);
}

static void random_two_player_games(void **st) { (void)st; run_mode(modes[0], fuzz_games()); }
static void random_three_player_games(void **st) { (void)st; run_mode(modes[1], fuzz_games()); }
static void random_two_against_two_games(void **st) { (void)st; run_mode(modes[2], fuzz_games()); }
static void random_games_other_options(void **st) {
    (void)st;
    run_mode(modes[3], fuzz_games() / 10);
    run_mode(modes[4], fuzz_games() / 10);
}

static void record_replays_to_the_identical_state(void **st) {
    (void)st;
    for (int i = 0; i < 150; i++) {
        const char *options = modes[i % 5];
        rone_state s, replayed;
        ct_record rec;
        ct_error err;
        assert_int_equal(ct_record_start(&rec, &rone_game, options, (uint64_t)i, &s, &err), CT_OK);
        uint64_t rng = (uint64_t)i * 31;
        uint16_t opts[CT_MAX_OPTIONS];
        while (!rone_is_over(&s)) {
            int n = rone_legal(&s, opts);
            char names[CT_MAX_OPTIONS][CT_NAME_SIZE], prompt[CT_NAME_SIZE];
            for (int a = 0; a < n; a++) {
                rone_option_name(&s, opts[a], names[a], CT_NAME_SIZE);
                if (strchr(names[a], '?')) fail_msg("option %d has no name", opts[a]);
                for (int b2 = 0; b2 < a; b2++)
                    if (!strcmp(names[a], names[b2])) fail_msg("two options named '%s'", names[a]);
            }
            rone_prompt(&s, prompt, sizeof prompt);
            if (strstr(prompt, ": choose")) fail_msg("decision kind %d has no prompt", s.pending.kind);
            assert_int_equal(ct_record_play(&rec, &s, opts[rone_rng_below(&rng, (unsigned)n)], &err), CT_OK);
        }
        char *text = ct_record_to_text(&rec, &err);
        assert_non_null(text);
        ct_record back;
        if (ct_record_from_text(&back, text, &replayed, SIZE_MAX, &err)) fail_msg("game %d: %s", i, err.message);
        assert_int_equal(back.count, rec.count);
        assert_true(rone_is_over(&replayed));
        assert_memory_equal(&s.now, &replayed.now, sizeof s.now);
        free(text);
        ct_record_free(&rec);
        ct_record_free(&back);
    }
}

static void a_copy_plays_on_identically(void **st) {
    (void)st;
    for (int i = 0; i < 200; i++) {
        rone_state a;
        new_game(&a, modes[i % 5], (uint64_t)i + 99);
        uint64_t rng = (uint64_t)i;
        play_random(&a, &rng, 20 + i % 200);
        rone_state b = a; /* plain assignment */
        uint64_t r1 = 5, r2 = 5;
        play_random(&a, &r1, 1000000);
        play_random(&b, &r2, 1000000);
        assert_memory_equal(&a.now, &b.now, sizeof a.now);
        assert_true(rone_is_over(&a));
    }
}

/* A view holds only the seat's own hand and technology deck; other hands and every
 * deck appear only as counts (the view has no field for them). */
static void views_never_show_hidden_cards(void **st) {
    (void)st;
    for (int i = 0; i < 150; i++) {
        rone_state s;
        new_game(&s, modes[i % 5], (uint64_t)i + 5);
        uint64_t rng = (uint64_t)i;
        const rone_board *b = &s.now;
        while (!rone_is_over(&s)) {
            for (int seat = 0; seat < b->players; seat++) {
                rone_view v;
                rone_make_view(&s, seat, &v);
                assert_int_equal(v.hand_count, rone_zone_size(b, rone_zone(seat, RONE_Z_HAND)));
                for (int k = 0; k < v.hand_count; k++) assert_int_equal(b->card[v.hand[k]].zone, rone_zone(seat, RONE_Z_HAND));
                for (int k = 0; k < v.techdeck_count; k++)
                    assert_int_equal(b->card[v.techdeck[k]].zone, rone_zone(pile_seat(b, seat), RONE_Z_TECHDECK));
                for (int k = 0; k < v.field_count; k++) assert_int_equal(zone_kind(b->card[v.field[k].card].zone), RONE_Z_FIELD);
                for (int p = 0; p < b->players; p++)
                    for (int k = 0; k < v.grave_count[p]; k++)
                        assert_int_equal(zone_kind(b->card[v.grave[p][k]].zone), RONE_Z_GRAVE);
                for (int k = 0; k < v.stack_count; k++) {
                    int c = v.stack[k].card;
                    int z = b->card[c].zone;
                    bool hidden = zone_kind(z) == RONE_Z_DECK || (zone_kind(z) == RONE_Z_HAND && zone_seat(z) != seat);
                    assert_true(!hidden || b->card[c].seen >> seat & 1);
                }
            }
            play_random(&s, &rng, 1);
        }
    }
}

/* After determinize(seat): what the seat knows stays put; zone sizes and the pending
 * decision are unchanged; the game plays on legally (when a drawn deal fitted). */
static void determinize_keeps_what_the_seat_knows(void **st) {
    (void)st;
    int changed = 0;
    for (int i = 0; i < 300; i++) {
        rone_state s;
        new_game(&s, modes[i % 3], (uint64_t)i + 17);
        uint64_t rng = (uint64_t)i;
        play_random(&s, &rng, 5 + i % 120);
        if (rone_is_over(&s)) continue;
        int seat = rone_to_move(&s);
        rone_state d = s;
        bool fitted = rone_determinize(&d, seat, (uint64_t)i); /* false: a drawn deal not replayed */
        char why[200];
        if (!rone_check_invariants(&d, why, sizeof why)) fail_msg("%s", why);
        for (int c = 0; c < s.now.card_count; c++) {
            assert_int_equal(d.now.card[c].zone, s.now.card[c].zone);
            int z = s.now.card[c].zone, k = zone_kind(z);
            bool hidden = z == RONE_Z_BOUNTY || k == RONE_Z_DECK || (k == RONE_Z_HAND && zone_seat(z) != seat) ||
                          (k == RONE_Z_TECHDECK && zone_seat(z) != pile_seat(&s.now, seat));
            if (!hidden || (s.now.card[c].seen >> seat & 1) || s.now.card[c].flags & RONE_CF_SHIELD_UP)
                assert_int_equal(d.now.card[c].def, s.now.card[c].def);
            else
                changed += d.now.card[c].def != s.now.card[c].def;
        }
        assert_int_equal(d.pending.kind, s.pending.kind);
        assert_int_equal(d.pending.seat, s.pending.seat);
        if (!fitted) continue; /* the bots drop it: not a position to play on */
        uint64_t r2 = 9;
        play_random(&d, &r2, 1000000);
        assert_true(rone_is_over(&d));
    }
    assert_true(changed > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_two_player_games),
        cmocka_unit_test(random_three_player_games),
        cmocka_unit_test(random_two_against_two_games),
        cmocka_unit_test(random_games_other_options),
        cmocka_unit_test(record_replays_to_the_identical_state),
        cmocka_unit_test(a_copy_plays_on_identically),
        cmocka_unit_test(views_never_show_hidden_cards),
        cmocka_unit_test(determinize_keeps_what_the_seat_knows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
