/* test_playout.c: rr_playout (answers chosen where the script asks them) reaches
 * exactly the state that applying the same answers one by one with rr_apply reaches:
 * at the end of a game, after a limit, when the policy stops; and the generic
 * fallback of src/ai for a game without a playout entry does the same. */
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "support.h"

/* Everything the two ways could disagree on: both boards, the answers of the turn,
 * the pending decision (field by field: the struct has padding). */
static void assert_same_state(const rr_state *a, const rr_state *b) {
    assert_true(rr_board_equal(&a->now, &b->now));
    assert_true(rr_board_equal(&a->turn_start, &b->turn_start));
    assert_int_equal(a->answer_count, b->answer_count);
    assert_memory_equal(a->answers, b->answers, a->answer_count * sizeof a->answers[0]);
    assert_int_equal(a->pending.kind, b->pending.kind);
    assert_int_equal(a->pending.why, b->pending.why);
    assert_int_equal(a->pending.seat, b->pending.seat);
    assert_int_equal(a->pending.card, b->pending.card);
    assert_int_equal(a->pending.subject, b->pending.subject);
    assert_int_equal(a->pending.count, b->pending.count);
    assert_memory_equal(&a->pending.options, &b->pending.options, sizeof a->pending.options);
}

/* A policy that gives the answers of a list, in order, and stops when it runs out. */
typedef struct script {
    const uint16_t *answers;
    int count, next;
    int seats_seen_wrong; /* the seat passed differs from the one that was to move */
    const int8_t *seats;
} script;

static int scripted(void *ctx, int seat, const uint16_t *options, int count) {
    script *s = ctx;
    if (s->next >= s->count) return -1;
    if (seat != s->seats[s->next]) s->seats_seen_wrong++;
    uint16_t want = s->answers[s->next++];
    for (int i = 0; i < count; i++)
        if (options[i] == want) return i;
    fail_msg("answer %d is not among the %d options offered", want, count);
    return -1;
}

typedef struct recorded {
    uint16_t answers[20000];
    int8_t seats[20000];
    int count;
} recorded;

/* Plays a whole game by rr_apply with random answers, keeping every answer. */
static void play_by_apply(rr_state *s, uint64_t rng, recorded *out) {
    uint16_t opts[CT_MAX_OPTIONS];
    out->count = 0;
    while (!rr_is_over(s)) {
        int n = rr_legal(s, opts);
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        uint16_t o = opts[(rng >> 33) % (uint64_t)n];
        assert_true(out->count < 20000);
        out->seats[out->count] = (int8_t)rr_to_move(s);
        out->answers[out->count++] = o;
        assert_int_equal(rr_apply(s, o, NULL), CT_OK);
    }
}

static const char *const setups[] = {"players=2", "players=3", "players=4 variant=multiplayer", "players=5",
                                     "players=6", "players=1 level=1", "players=1 level=6 variant=all-cards"};

/* Whole games: the same answers by playout end in the same state. */
static void a_playout_ends_where_applying_the_answers_ends(void **st) {
    (void)st;
    recorded *rec = malloc(sizeof *rec);
    assert_non_null(rec);
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++)
        for (uint64_t seed = 1; seed <= 12; seed++) {
            rr_state start, applied, played;
            new_game(&start, setups[k], seed);
            applied = start;
            play_by_apply(&applied, seed * 7 + k, rec);
            played = start;
            script sc = {rec->answers, rec->count, 0, 0, rec->seats};
            assert_int_equal(rr_playout(&played, scripted, &sc, 1 << 30), rec->count);
            assert_int_equal(sc.next, rec->count);
            assert_int_equal(sc.seats_seen_wrong, 0);
            assert_true(rr_is_over(&played));
            assert_same_state(&applied, &played);
        }
    free(rec);
}

/* Stopping after a limit, or when the policy stops, leaves the state rr_apply leaves
 * after as many answers: mid-turn, with the turn's answers and the decision pending.
 * Playing on from there (by playout or by rr_apply) still ends in the same place. */
static void a_playout_stops_where_applying_stops(void **st) {
    (void)st;
    recorded *rec = malloc(sizeof *rec);
    assert_non_null(rec);
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        rr_state start, applied;
        new_game(&start, setups[k], 40 + k);
        applied = start;
        play_by_apply(&applied, 99 + k, rec);
        bool mid_turn = false;
        for (int stop = 1; stop < rec->count; stop += 1 + stop / 3) {
            rr_state by_limit = start, by_policy = start, expected = start;
            for (int i = 0; i < stop; i++) assert_int_equal(rr_apply(&expected, rec->answers[i], NULL), CT_OK);
            script a = {rec->answers, rec->count, 0, 0, rec->seats};
            assert_int_equal(rr_playout(&by_limit, scripted, &a, stop), stop);
            assert_same_state(&expected, &by_limit);
            script b = {rec->answers, stop, 0, 0, rec->seats}; /* runs out after stop answers */
            assert_int_equal(rr_playout(&by_policy, scripted, &b, 1 << 30), stop);
            assert_same_state(&expected, &by_policy);
            mid_turn |= expected.answer_count > 0;
            /* and on to the end */
            script rest = {rec->answers + stop, rec->count - stop, 0, 0, rec->seats + stop};
            assert_int_equal(rr_playout(&by_limit, scripted, &rest, 1 << 30), rec->count - stop);
            assert_same_state(&applied, &by_limit);
        }
        assert_true(mid_turn); /* some stops fell inside a turn */
    }
    free(rec);
}

/* Nothing happens when the game is over, the limit is 0, or the policy stops at once. */
static void a_playout_that_gives_no_answer_changes_nothing(void **st) {
    (void)st;
    rr_state s, before;
    new_game(&s, "players=3", 8);
    before = s;
    script none = {NULL, 0, 0, 0, NULL};
    assert_int_equal(rr_playout(&s, scripted, &none, 100), 0);
    assert_same_state(&before, &s);
    uint64_t rng = 3;
    assert_int_equal(rr_playout(&s, NULL, &rng, 100), 0);
    assert_same_state(&before, &s);
    assert_int_equal(rr_playout(&s, scripted, &none, 0), 0);
    assert_same_state(&before, &s);
    play_random(&s, &rng, 1 << 30);
    assert_true(rr_is_over(&s));
    before = s;
    assert_int_equal(rr_playout(&s, scripted, &none, 100), 0);
    assert_same_state(&before, &s);
}

/* ct_playout uses the game's entry, and a game without one gets legal/apply steps. */
static void the_generic_playout_matches_the_engines(void **st) {
    (void)st;
    ct_game without = rr_game;
    without.playout = NULL;
    recorded *rec = malloc(sizeof *rec);
    assert_non_null(rec);
    for (uint64_t seed = 1; seed <= 6; seed++) {
        rr_state start, applied, fast, slow;
        new_game(&start, seed % 2 ? "players=4" : "players=1 level=4", seed);
        applied = start;
        play_by_apply(&applied, seed, rec);
        fast = slow = start;
        script a = {rec->answers, rec->count, 0, 0, rec->seats}, b = a;
        assert_int_equal(ct_playout(&rr_game, &fast, scripted, &a, 1 << 30), rec->count);
        assert_int_equal(ct_playout(&without, &slow, scripted, &b, 1 << 30), rec->count);
        assert_int_equal(b.seats_seen_wrong, 0);
        assert_same_state(&applied, &fast);
        assert_same_state(&applied, &slow);
    }
    free(rec);
}

/* The uniform policy, which the engine draws itself without listing the options, gives
 * the answers a policy drawing the same numbers from the listed options gives: same
 * states after a limit and at the end, same random stream. */
static int listed_uniform(void *ctx, int seat, const uint16_t *options, int count) {
    (void)seat;
    (void)options;
    uint64_t *state = ctx;
    *state += 0x9E3779B97F4A7C15ull; /* splitmix64, written out here */
    uint64_t z = *state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (int)((z ^ (z >> 31)) % (uint64_t)count);
}

static void the_uniform_policy_draws_what_a_listing_policy_draws(void **st) {
    (void)st;
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        for (uint64_t seed = 1; seed <= 4; seed++) {
            rr_state fast, slow;
            new_game(&fast, setups[k], seed);
            slow = fast;
            uint64_t a = seed * 977, b = a;
            /* a few answers, then the rest of the game */
            int first = rr_playout(&fast, ct_uniform_policy, &a, 7);
            assert_int_equal(first, 7);
            assert_int_equal(rr_playout(&slow, listed_uniform, &b, 7), 7);
            assert_same_state(&slow, &fast);
            assert_true(a == b);
            int rest = rr_playout(&fast, ct_uniform_policy, &a, 1 << 30);
            assert_int_equal(rr_playout(&slow, listed_uniform, &b, 1 << 30), rest);
            assert_true(rest > 20);
            assert_true(rr_is_over(&fast));
            assert_same_state(&slow, &fast);
            assert_true(a == b);
        }
    }
    /* and it is the same draw as ct_uniform_draw on the listed options */
    uint64_t x = 5, y = 5;
    uint16_t options[3] = {4, 9, 300};
    for (int i = 0; i < 100; i++) assert_int_equal(ct_uniform_policy(&x, 0, options, 3), ct_uniform_draw(&y, 3));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_playout_ends_where_applying_the_answers_ends),
        cmocka_unit_test(a_playout_stops_where_applying_stops),
        cmocka_unit_test(a_playout_that_gives_no_answer_changes_nothing),
        cmocka_unit_test(the_generic_playout_matches_the_engines),
        cmocka_unit_test(the_uniform_policy_draws_what_a_listing_policy_draws),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
