/* test_record.c: the game record's text form: what it looks like, and that every
 * kind of malformed record is refused with a message naming the problem. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

static void expect_refused(const char *text, const char *says) {
    rr_state s;
    ct_record rec;
    ct_error err;
    ct_status st = ct_record_from_text(&rec, text, &s, SIZE_MAX, &err);
    if (st != CT_ERR_RECORD) fail_msg("accepted (%d): %s", st, text);
    if (!strstr(err.message, says)) fail_msg("'%s' does not say '%s'", err.message, says);
}

static void a_record_reads_as_text(void **st) {
    (void)st;
    rr_state s;
    ct_record rec;
    ct_error err;
    assert_int_equal(ct_record_start(&rec, &rr_game, "players=2 houses=Diana,Mars", 5, &s, &err), CT_OK);
    uint16_t opts[CT_MAX_OPTIONS];
    rr_legal(&s, opts);
    assert_int_equal(ct_record_play(&rec, &s, opts[0], &err), CT_OK);
    char *text = ct_record_to_text(&rec, &err);
    assert_non_null(text);
    assert_true(strncmp(text, "game redrising\noptions players=2 houses=Diana,Mars\nseed 5\n", 58) == 0);
    /* opts[0] is the lowest option: leading the lowest card id in hand to Jupiter */
    assert_non_null(strstr(text + 58, "lead "));
    assert_non_null(strstr(text + 58, " to Jupiter\n"));
    free(text);
    ct_record_free(&rec);
}

static void comments_blank_lines_and_case_are_allowed(void **st) {
    (void)st;
    rr_state s, t;
    ct_record rec;
    ct_error err;
    new_game(&t, "players=2 houses=Diana,Mars", 8);
    char name[CT_NAME_SIZE];
    uint16_t opts[CT_MAX_OPTIONS];
    rr_legal(&t, opts);
    rr_option_name(&t, opts[3], name, sizeof name);
    for (char *c = name; *c; c++) *c = (char)(*c >= 'a' && *c <= 'z' ? *c - 32 : *c);
    char text[512];
    snprintf(text, sizeof text, "# a saved game\n\ngame redrising\noptions players=2 houses=Diana,Mars\nseed 8\n  %s  \n", name);
    assert_int_equal(ct_record_from_text(&rec, text, &s, SIZE_MAX, &err), CT_OK);
    assert_int_equal(rec.count, 1);
    assert_int_equal(rec.answers[0], opts[3]);
    ct_record_free(&rec);
}

static void malformed_records_are_refused(void **st) {
    (void)st;
    expect_refused("", "ends before its game line");
    expect_refused("game redrising\n", "ends before its options line");
    expect_refused("game redrising\noptions players=2\n", "ends before its seed line");
    expect_refused("game chess\noptions\nseed 1\n", "line 1: unknown game 'chess'");
    expect_refused("game chess\nseed 1\n", "line 1: unknown game 'chess'"); /* not "expected 'options ...'" */
    expect_refused("gaem redrising\n", "line 1: expected 'game ...'");
    expect_refused("game redrising\noptions players=9\nseed 1\n", "bad options: players must be");
    expect_refused("game redrising\noptions players=2\nseed x1\n", "line 3: the seed must be a whole number");
    expect_refused("game redrising\noptions players=2\nseed 12abc\n", "line 3: the seed must be a whole number");
    expect_refused("game redrising\noptions players=2\nseed 1\nlead Nobody to Mars\n",
                   "line 4: 'lead Nobody to Mars' is not a legal answer to \"Player");
    char longline[700];
    memset(longline, 'x', sizeof longline);
    memcpy(longline, "game redrising\noptions players=2\nseed 1\n", 40);
    longline[sizeof longline - 1] = 0;
    expect_refused(longline, "line 4: too long");
}

static void answers_after_the_end_are_refused(void **st) {
    (void)st;
    rr_state s;
    ct_record rec;
    ct_error err;
    assert_int_equal(ct_record_start(&rec, &rr_game, "players=2", 3, &s, &err), CT_OK);
    uint64_t rng = 1;
    uint16_t opts[CT_MAX_OPTIONS];
    while (!rr_is_over(&s)) {
        int n = rr_legal(&s, opts);
        assert_int_equal(ct_record_play(&rec, &s, opts[rng_below(&rng, (unsigned)n)], &err), CT_OK);
    }
    char *text = ct_record_to_text(&rec, &err);
    size_t len = strlen(text);
    char *more = malloc(len + 32);
    memcpy(more, text, len);
    strcpy(more + len, "scout to Mars\n");
    expect_refused(more, "comes after the end of the game");
    /* a truncated record is simply a game in progress */
    text[len / 2] = 0;
    char *cut = strrchr(text, '\n');
    if (cut) cut[1] = 0;
    ct_record part;
    assert_int_equal(ct_record_from_text(&part, text, &s, SIZE_MAX, &err), CT_OK);
    assert_false(rr_is_over(&s));
    free(more);
    free(text);
    ct_record_free(&rec);
    ct_record_free(&part);
}

static void truncate_goes_back(void **st) {
    (void)st;
    rr_state s, early;
    ct_record rec;
    ct_error err;
    assert_int_equal(ct_record_start(&rec, &rr_game, "players=3", 4, &s, &err), CT_OK);
    uint16_t opts[CT_MAX_OPTIONS];
    for (int i = 0; i < 20; i++) {
        if (i == 7) early = s;
        int n = rr_legal(&s, opts);
        assert_int_equal(ct_record_play(&rec, &s, opts[(i * 7) % n], &err), CT_OK);
    }
    assert_int_equal(ct_record_truncate(&rec, 7, &s, &err), CT_OK);
    assert_int_equal(rec.count, 7);
    assert_true(rr_board_equal(&s.now, &early.now));
    ct_record_free(&rec);
}

static void seats_and_names_are_kept(void **st) {
    (void)st;
    rr_state s, t;
    ct_record rec, back;
    ct_error err;
    assert_int_equal(ct_record_start(&rec, &rr_game, "players=3 houses=Diana,Mars,Ceres", 6, &s, &err), CT_OK);
    snprintf(rec.seat_name[0], sizeof rec.seat_name[0], "Ana Lee");
    snprintf(rec.seat_bot[2], sizeof rec.seat_bot[2], "mcts:200");
    uint16_t opts[CT_MAX_OPTIONS];
    rr_legal(&s, opts);
    assert_int_equal(ct_record_play(&rec, &s, opts[1], &err), CT_OK);
    char *text = ct_record_to_text(&rec, &err);
    assert_non_null(text);
    assert_non_null(strstr(text, "seed 6\nseat 1 name Ana Lee\nseat 3 bot mcts:200\n"));
    assert_int_equal(ct_record_from_text(&back, text, &t, SIZE_MAX, &err), CT_OK);
    assert_string_equal(back.seat_name[0], "Ana Lee");
    assert_string_equal(back.seat_name[1], "");
    assert_string_equal(back.seat_bot[2], "mcts:200");
    assert_string_equal(back.seat_bot[0], "");
    assert_int_equal(back.count, 1);
    free(text);
    ct_record_free(&rec);
    ct_record_free(&back);
}

static void comments_are_written_back_in_their_place(void **st) {
    (void)st;
    rr_state s, t;
    ct_record rec;
    ct_error err;
    new_game(&t, "players=2 houses=Diana,Mars", 8);
    uint16_t opts[CT_MAX_OPTIONS];
    char first[CT_NAME_SIZE], second[CT_NAME_SIZE];
    rr_legal(&t, opts);
    rr_option_name(&t, opts[2], first, sizeof first);
    rr_apply(&t, opts[2], NULL);
    rr_legal(&t, opts);
    rr_option_name(&t, opts[0], second, sizeof second);
    char text[1024], want[1024];
    snprintf(text, sizeof text, "# Tuesday's game\ngame redrising\noptions players=2 houses=Diana,Mars\nseed 8\n%s\n"
             "# Ana left here\n\n%s\n# the end\n", first, second);
    assert_int_equal(ct_record_from_text(&rec, text, &s, SIZE_MAX, &err), CT_OK);
    assert_int_equal(rec.count, 2);
    char *again = ct_record_to_text(&rec, &err);
    assert_non_null(again);
    snprintf(want, sizeof want, "# Tuesday's game\ngame redrising\noptions players=2 houses=Diana,Mars\nseed 8\n%s\n"
             "# Ana left here\n%s\n# the end\n", first, second);
    assert_string_equal(again, want);
    free(again);
    ct_record_free(&rec);
}

static void bad_seat_lines_are_refused(void **st) {
    (void)st;
    expect_refused("game redrising\noptions players=2\nseed 1\nseat 3 name Ana\n", "line 4: no seat '3");
    expect_refused("game redrising\noptions players=2\nseed 1\nseat 0 bot greedy\n", "line 4: no seat '0");
    expect_refused("game redrising\noptions players=2\nseed 1\nseat 1 name Ana\nseat 1 name Ben\n",
                   "line 5: seat 1 has a name already");
    expect_refused("game redrising\noptions players=2\nseed 1\nseat 1 colour red\n", "line 4: expected 'seat N name");
    expect_refused("game redrising\noptions players=2\nseed 1\nseat 1 bot two words\n", "line 4: a seat's bot is 1 to 31");
    expect_refused("game redrising\noptions players=2\nseed 1\nseat 1 name A\x1b[2Jx\n", "line 4: a seat's name is 1 to 63");
    expect_refused("game redrising\noptions players=2\nseed 99999999999999999999\n", "line 3: the seed must be below 2^64");
    rr_state s;
    ct_record rec;
    ct_error err;
    assert_int_equal(ct_record_start(&rec, &rr_game, "players=2", 1, &s, &err), CT_OK);
    uint16_t opts[CT_MAX_OPTIONS];
    rr_legal(&s, opts);
    assert_int_equal(ct_record_play(&rec, &s, opts[0], &err), CT_OK);
    char *text = ct_record_to_text(&rec, &err);
    char late[1024];
    snprintf(late, sizeof late, "%sseat 2 bot greedy\n", text);
    expect_refused(late, "line 5: seat lines come before the first answer");
    free(text);
    ct_record_free(&rec);
}

/* The names kept while playing (so a save does not replay the game) must be the names a
 * replay finds, also after an undo cut the record and other answers were played. */
static char *text_by_replay(ct_record *rec) {
    struct ct_record_names *kept = rec->names;
    rec->names = NULL; /* no kept names: ct_record_to_text replays to find every one */
    ct_error err;
    char *text = ct_record_to_text(rec, &err);
    rec->names = kept;
    return text;
}

static void kept_names_match_a_replay_after_undos(void **st) {
    (void)st;
    rr_state s;
    ct_record rec;
    ct_error err;
    assert_int_equal(ct_record_start(&rec, &rr_game, "players=3", 11, &s, &err), CT_OK);
    uint64_t draw = 12345;
    for (int step = 0; step < 400 && !rr_is_over(&s); step++) {
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rr_legal(&s, opts);
        draw = draw * 6364136223846793005u + 1442695040888963407u;
        if (step % 37 == 36 && rec.count > 10) { /* undo five answers, then play another one */
            size_t keep = rec.count - 5;
            assert_int_equal(ct_record_truncate(&rec, keep, &s, &err), CT_OK);
            n = rr_legal(&s, opts);
            int pick = (int)((draw >> 33) % (uint64_t)n);
            char expected[CT_NAME_SIZE];
            rr_option_name(&s, opts[pick], expected, sizeof expected);
            assert_int_equal(ct_record_play(&rec, &s, opts[pick], &err), CT_OK);
            char *text = ct_record_to_text(&rec, &err);
            assert_non_null(text);
            /* the last line is the answer just played, not the one the undo took back */
            size_t len = strlen(text), el = strlen(expected);
            assert_true(len > el + 1 && text[len - 1] == '\n');
            assert_memory_equal(text + len - 1 - el, expected, el);
            assert_true(text[len - 2 - el] == '\n');
            free(text);
            continue;
        }
        assert_int_equal(ct_record_play(&rec, &s, opts[(draw >> 33) % (uint64_t)n], &err), CT_OK);
    }
    assert_true(rec.count > 100);
    char *kept = ct_record_to_text(&rec, &err), *replayed = text_by_replay(&rec);
    assert_non_null(kept);
    assert_non_null(replayed);
    assert_string_equal(kept, replayed);
    free(kept);
    free(replayed);
    ct_record_free(&rec);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_record_reads_as_text),
        cmocka_unit_test(comments_blank_lines_and_case_are_allowed),
        cmocka_unit_test(malformed_records_are_refused),
        cmocka_unit_test(answers_after_the_end_are_refused),
        cmocka_unit_test(truncate_goes_back),
        cmocka_unit_test(seats_and_names_are_kept),
        cmocka_unit_test(comments_are_written_back_in_their_place),
        cmocka_unit_test(bad_seat_lines_are_refused),
        cmocka_unit_test(kept_names_match_a_replay_after_undos),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
