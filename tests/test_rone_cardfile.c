/* test_rone_cardfile.c: a card file loaded at run time is the same set as one compiled in:
 * data/rone/core.toml read by src/cardfile's loader matches the built-in set "ctc" field by
 * field, random games with the loaded copy play identically to the built-in set (same
 * decisions, same results for the same seeds), and random games with it play every card
 * at least once. Also the registry (same file twice, an id taken) and sethash=. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../src/rone/internal.h"
#include "rone_cardfile.h"

static char *core_text(size_t *length) {
    const char *dir = getenv("CT_SOURCE_DIR");
    char path[1024];
    snprintf(path, sizeof path, "%s/data/rone/core.toml", dir ? dir : "..");
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s (CT_SOURCE_DIR)", path);
    static char text[1 << 20];
    *length = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[*length] = 0;
    return text;
}

/* The core file with its set id renamed (so it registers beside the built-in set). */
static const rone_set *renamed_core(void) {
    static rone_cardfile *file;
    if (file) return rone_cardfile_set(file);
    size_t length;
    char *text = core_text(&length);
    char *at = strstr(text, "id = \"ctc\"");
    if (!at) fail_msg("core.toml has no id = \"ctc\"");
    static char copy[1 << 20];
    size_t head = (size_t)(at - text);
    memcpy(copy, text, head);
    int n = snprintf(copy + head, sizeof copy - head, "id = \"ctcfile\"%s", at + strlen("id = \"ctc\""));
    char why[600];
    file = rone_cardfile_read(copy, head + (size_t)n, "core-copy.toml", why, sizeof why);
    if (!file) fail_msg("%s", why);
    return rone_cardfile_set(file);
}

static int renamed_index(void) {
    static int index = -1;
    char why[300];
    if (index < 0) index = rone_register_set(renamed_core(), why, sizeof why);
    if (index < 0) fail_msg("%s", why);
    return index;
}

/* The loader's records are the compiled ones, field by field (the ids of the cards keep
 * their "ctc-" prefix: only the [set] id changed). */
static void loaded_core_equals_builtin(void **st) {
    (void)st;
    const rone_set *a = rone_set_at(rone_find_set("ctc")), *b = renamed_core();
    assert_string_equal(b->id, "ctcfile");
    assert_string_equal(a->name, b->name);
    assert_string_equal(a->note, b->note);
    assert_int_equal(a->card_count, b->card_count);
    int abilities = 0;
    for (int i = 0; i < a->card_count; i++) {
        const rone_card_def *x = &a->cards[i], *y = &b->cards[i];
        assert_string_equal(x->id, y->id);
        assert_string_equal(x->name, y->name);
        assert_string_equal(x->text, y->text);
        assert_string_equal(x->race, y->race);
        assert_int_equal(x->type, y->type);
        assert_int_equal(x->level, y->level);
        assert_int_equal(x->cost, y->cost);
        assert_int_equal(x->recycle, y->recycle);
        assert_int_equal(x->health, y->health);
        assert_int_equal(x->melee, y->melee);
        assert_int_equal(x->ranged, y->ranged);
        assert_int_equal(x->speed, y->speed);
        assert_int_equal(x->water_income, y->water_income);
        assert_int_equal(x->card_income, y->card_income);
        assert_int_equal(x->keywords, y->keywords);
        assert_int_equal(x->copies, y->copies);
        assert_int_equal(x->first_ability, y->first_ability);
        assert_int_equal(x->ability_count, y->ability_count);
        assert_int_equal(x->events, y->events);
        abilities += x->ability_count;
    }
    int steps = 0;
    for (int i = 0; i < abilities; i++) {
        const rone_ability *x = &a->abilities[i], *y = &b->abilities[i];
        assert_int_equal(x->kind, y->kind);
        assert_int_equal(x->event, y->event);
        assert_int_equal(x->exhaust, y->exhaust);
        assert_int_equal(x->pay_water, y->pay_water);
        assert_int_equal(x->pay_grave, y->pay_grave);
        assert_int_equal(x->economic, y->economic);
        assert_int_equal(x->stat, y->stat);
        assert_int_equal(x->stat_amount, y->stat_amount);
        assert_int_equal(x->applies_base, y->applies_base);
        assert_int_equal(x->applies_filters, y->applies_filters);
        assert_int_equal(x->first_step, y->first_step);
        assert_int_equal(x->step_count, y->step_count);
        assert_int_equal(x->whose, y->whose);
        assert_int_equal(x->once_per_turn, y->once_per_turn);
        if (x->first_step + x->step_count > steps) steps = x->first_step + x->step_count;
    }
    assert_true(steps > 0);
    assert_memory_equal(a->steps, b->steps, (size_t)steps * sizeof *a->steps); /* bytes only: no padding */
}

/* The same file again is the same set: registering it returns the built-in index; another
 * file under a taken id is refused in one line naming both hashes. */
static void registry_same_file_and_taken_id(void **st) {
    (void)st;
    size_t length;
    char *text = core_text(&length);
    char why[600];
    rone_cardfile *same = rone_cardfile_read(text, length, "core.toml", why, sizeof why);
    assert_non_null(same);
    assert_int_equal(rone_cardfile_set(same)->hash, rone_set_at(rone_find_set("ctc"))->hash);
    assert_int_equal(rone_register_set(rone_cardfile_set(same), why, sizeof why), rone_find_set("ctc"));
    rone_cardfile_free(same);
    text[length - 1] = text[length - 1] == '\n' ? ' ' : '\n'; /* one byte differs: another hash */
    rone_cardfile *other = rone_cardfile_read(text, length, "core.toml", why, sizeof why);
    text[length - 1] = text[length - 1] == ' ' ? '\n' : ' ';
    assert_non_null(other);
    assert_int_equal(rone_register_set(rone_cardfile_set(other), why, sizeof why), -1);
    char want[300];
    snprintf(want, sizeof want, "card set id 'ctc' is taken by a built-in set (sethash=%08x; this one is %08x): give yours another id",
             rone_set_at(rone_find_set("ctc"))->hash, rone_cardfile_set(other)->hash);
    assert_string_equal(why, want);
    rone_cardfile_free(other);
}

/* sethash= refuses a game whose set has another hash, naming the set and both hashes. */
static void sethash_refused(void **st) {
    (void)st;
    static rone_state s;
    ct_error err;
    int index = renamed_index();
    char options[128], want[300];
    snprintf(options, sizeof options, "set=ctcfile sethash=%08x", rone_set_at(index)->hash);
    assert_int_equal(rone_new_game(&s, options, 1, &err), CT_OK);
    assert_int_equal(rone_new_game(&s, "set=ctcfile sethash=0000abcd", 1, &err), CT_ERR_OPTIONS);
    snprintf(want, sizeof want, "card set 'ctcfile' here is sethash=%08x, but the game was made with sethash=0000abcd: load the same card file",
             rone_set_at(index)->hash);
    assert_string_equal(err.message, want);
    assert_int_equal(rone_new_game(&s, "set=nosuch", 1, &err), CT_ERR_OPTIONS);
    assert_string_equal(err.message, "unknown card set 'nosuch' (a set from a file needs --cards FILE)");
    assert_int_equal(rone_new_game(&s, "set=ctc sethash=12", 1, &err), CT_ERR_OPTIONS);
    assert_string_equal(err.message, "sethash must be 8 hex digits, not '12'");
}

static int games(int fallback) {
    const char *env = getenv("CT_CARDFILE_GAMES");
    return env && atoi(env) > 0 ? atoi(env) : fallback;
}

/* Random games, the same seeds and answers: the loaded copy and the built-in set give the
 * same decisions at every step and the same results. */
static void loaded_core_plays_identically(void **st) {
    (void)st;
    static rone_state a, b;
    const char *modes[] = {"players=2", "players=3", "players=4"};
    int n_games = games(300);
    renamed_index();
    for (int g = 0; g < n_games; g++) {
        char oa[64], ob[64];
        snprintf(oa, sizeof oa, "%s set=ctc", modes[g % 3]);
        snprintf(ob, sizeof ob, "%s set=ctcfile", modes[g % 3]);
        ct_error err;
        if (rone_new_game(&a, oa, (uint64_t)g + 1, &err)) fail_msg("%s", err.message);
        if (rone_new_game(&b, ob, (uint64_t)g + 1, &err)) fail_msg("%s", err.message);
        uint64_t rng = (uint64_t)g * 977 + 5;
        uint16_t xa[CT_MAX_OPTIONS], xb[CT_MAX_OPTIONS];
        for (long step = 0; !rone_is_over(&a); step++) {
            int na = rone_legal(&a, xa), nb = rone_legal(&b, xb);
            if (na != nb || memcmp(xa, xb, (size_t)na * sizeof xa[0]) || a.pending.kind != b.pending.kind || a.pending.seat != b.pending.seat)
                fail_msg("game %d step %ld: the loaded set decides differently", g, step);
            int pick = xa[rone_rng_below(&rng, (unsigned)na)];
            if (rone_apply(&a, pick, &err) || rone_apply(&b, pick, &err)) fail_msg("game %d: %s", g, err.message);
        }
        assert_true(rone_is_over(&b));
        assert_int_equal(a.now.winners, b.now.winners);
        assert_int_equal(a.now.round, b.now.round);
        assert_int_equal(a.now.end_reason, b.now.end_reason);
    }
}

/* Random games with the loaded set, every mode: every card of the set is played (a unit,
 * technology or hero level on the battlefield, a tactic on the stack) at least once. */
static void every_loaded_card_played(void **st) {
    (void)st;
    static rone_state s;
    const rone_set *set = rone_set_at(renamed_index());
    bool played[256] = {false};
    int left = set->card_count, g = 0, limit = games(3000);
    const char *modes[] = {"players=2", "players=3", "players=4"};
    for (; g < limit && left > 0; g++) {
        char options[64];
        snprintf(options, sizeof options, "%s set=ctcfile", modes[g % 3]);
        ct_error err;
        if (rone_new_game(&s, options, (uint64_t)g + 100, &err)) fail_msg("%s", err.message);
        uint64_t rng = (uint64_t)g * 31 + 7;
        uint16_t opts[CT_MAX_OPTIONS];
        while (!rone_is_over(&s)) {
            for (int c = 0; c < s.now.card_count; c++) {
                int z = s.now.card[c].zone, d = s.now.card[c].def;
                bool in_play = z == RONE_Z_STACK || (z < RONE_Z_REMOVED && z % RONE_Z_PER_SEAT == RONE_Z_FIELD);
                if (in_play && !played[d]) played[d] = true, left--;
            }
            int n = rone_legal(&s, opts);
            /* lean towards doing things: "end turn" and "pass" less often than the rest */
            int pick = opts[rone_rng_below(&rng, (unsigned)n)];
            if ((pick == RONE_NONE || pick == 123) && n > 1 && rone_rng_below(&rng, 4)) pick = opts[rone_rng_below(&rng, (unsigned)n)];
            if (rone_apply(&s, pick, &err)) fail_msg("game %d: %s", g, err.message);
        }
    }
    for (int d = 0; d < set->card_count; d++)
        if (!played[d]) print_message("never played in %d games: %s (%s)\n", g, set->cards[d].name, set->cards[d].id);
    print_message("# every card of the loaded set played within %d games\n", g);
    assert_int_equal(left, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(loaded_core_equals_builtin),
        cmocka_unit_test(registry_same_file_and_taken_id),
        cmocka_unit_test(sethash_refused),
        cmocka_unit_test(loaded_core_plays_identically),
        cmocka_unit_test(every_loaded_card_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
