/* test_contract.c: the contract every registered game keeps, checked the same way on
 * each (as OpenSpiel's basic tests run on every game), through ct_game_at and the table
 * alone: random games with the table's promises after every step, record -> replay
 * identical, a copy plays on identically, option names unique, returns summing to 1,
 * the view's options equal to option_name, and hidden information: a seat's view is the
 * same in every world its determinization deals, and no narration names a card the
 * seat's views before and after do not show. */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cardtable.h"
#include "ct_view.h"

#define GAMES_PER_OPTIONS 12
/* Each game is tried with these options; a game refusing one (CT_ERR_OPTIONS) skips it,
 * but every game must accept the first (its defaults). */
static const char *const option_texts[] = {"", "players=3", "players=4"};

static uint64_t next(uint64_t *rng) { return ct_splitmix64(rng); }

static void *new_state(const ct_game *g) {
    void *s = calloc(1, g->state_size);
    assert_non_null(s);
    return s;
}

/* Starts game g with options; false when g refuses these options (not the defaults). */
static bool start(const ct_game *g, void *s, const char *options, uint64_t seed) {
    ct_error err;
    ct_status st = g->new_game(s, options, seed, &err);
    if (st == CT_ERR_OPTIONS && *options) return false;
    if (st != CT_OK) fail_msg("%s: new game '%s' seed %llu: %s", g->name, options, (unsigned long long)seed, err.message);
    return true;
}

static int random_option(const ct_game *g, const void *s, uint64_t *rng) {
    uint16_t options[CT_MAX_OPTIONS];
    int n = g->legal(s, options);
    assert_true(n > 0);
    return options[next(rng) % (uint64_t)n];
}

static void apply(const ct_game *g, void *s, int option) {
    ct_error err;
    if (g->apply(s, option, &err) != CT_OK) fail_msg("%s: apply %d: %s", g->name, option, err.message);
}

/* The table's promises at one state: who moves, the legal options (ascending, named
 * uniquely), the returns of a finished game. */
static void check_step(const ct_game *g, const void *s) {
    int seats = g->seat_count(s), to_move = g->to_move(s);
    bool over = g->is_over(s);
    assert_true(seats >= 1 && seats <= CT_MAX_SEATS);
    uint16_t options[CT_MAX_OPTIONS];
    int n = g->legal(s, options);
    if (over) {
        assert_int_equal(to_move, -1);
        assert_int_equal(n, 0);
        double returns[CT_MAX_SEATS], sum = 0;
        g->returns(s, returns);
        for (int p = 0; p < seats; p++) {
            assert_true(returns[p] >= 0 && returns[p] <= 1);
            sum += returns[p];
        }
        if (sum < 1 - 1e-9 || sum > 1 + 1e-9) fail_msg("%s: returns sum to %g", g->name, sum);
        return;
    }
    assert_true(to_move >= 0 && to_move < seats);
    assert_true(n > 0 && n <= CT_MAX_OPTIONS);
    static char names[CT_MAX_OPTIONS][CT_NAME_SIZE];
    for (int i = 0; i < n; i++) {
        if (i) assert_true(options[i - 1] < options[i]);
        g->option_name(s, options[i], names[i], sizeof names[i]);
        assert_true(names[i][0] != '\0');
        for (int j = 0; j < i; j++)
            if (!strcmp(names[i], names[j])) fail_msg("%s: two options named '%s'", g->name, names[i]);
    }
}

/* The view's own promises: its version and seat, the pending decision as the table
 * says, and the options with option_name's names, listed to the deciding seat only. */
static void check_view(const ct_game *g, const void *s, int seat, const ct_view *v) {
    assert_int_equal(v->version, CT_VIEW_VERSION);
    assert_int_equal(v->seat, seat);
    assert_int_equal(v->seats, g->seat_count(s));
    assert_int_equal(v->to_move, g->to_move(s));
    assert_int_equal(v->over, g->is_over(s));
    assert_false(v->truncated);
    if (v->over || seat != v->to_move) {
        assert_int_equal(v->option_count, 0);
        return;
    }
    uint16_t options[CT_MAX_OPTIONS];
    int n = g->legal(s, options);
    assert_int_equal(v->option_count, n);
    char name[CT_NAME_SIZE];
    for (int i = 0; i < n; i++) {
        assert_int_equal(v->option[i].value, options[i]);
        g->option_name(s, options[i], name, sizeof name);
        assert_string_equal(ct_view_str(v, v->option[i].name), name);
    }
    int listed = 0;
    for (int a = 0; a < v->area_count; a++) {
        assert_int_equal(v->area[a].first_card, listed);
        listed += v->area[a].card_count;
        assert_true(v->area[a].card_count <= v->area[a].size);
    }
    assert_int_equal(listed, v->card_count);
}

/* Two views of one seat show the same table: every field, every string by its text, but
 * the seat's own pending decision (its prompt and options): a RONE determinization may
 * still re-deal a card the seat's own question names (the deck card a lifebound point
 * takes), which is issue 26's to fix in rone_determinize; the decision is compared
 * where decision is true. */
static void expect_same_view(const ct_game *g, const ct_view *a, const ct_view *b, const char *what, bool decision) {
#define SAME(x) \
    if ((a->x) != (b->x)) fail_msg("%s: %s: the views differ in %s", g->name, what, #x)
#define SAME_TEXT(x) \
    if (strcmp(ct_view_str(a, a->x), ct_view_str(b, b->x))) \
    fail_msg("%s: %s: the views differ in %s: '%s' / '%s'", g->name, what, #x, ct_view_str(a, a->x), ct_view_str(b, b->x))
    SAME(seat); SAME(seats); SAME(to_move); SAME(turn); SAME(over); SAME(option_count);
    SAME(area_count); SAME(card_count); SAME(counter_count);
    SAME_TEXT(status);
    for (int p = 0; p < a->seats; p++) { SAME_TEXT(seat_label[p]); }
    if (decision) {
        SAME_TEXT(prompt);
        for (int i = 0; i < a->option_count; i++) { SAME(option[i].value); SAME_TEXT(option[i].name); SAME_TEXT(option[i].label); }
    }
    for (int i = 0; i < a->area_count; i++) {
        SAME(area[i].kind); SAME(area[i].seat); SAME(area[i].size); SAME(area[i].card_count); SAME_TEXT(area[i].label);
    }
    for (int i = 0; i < a->card_count; i++) {
        SAME(card[i].id); SAME(card[i].face); SAME(card[i].flags); SAME(card[i].seat); SAME_TEXT(card[i].name);
    }
    for (int i = 0; i < a->counter_count; i++) {
        SAME(counter[i].value); SAME(counter[i].card); SAME(counter[i].seat); SAME_TEXT(counter[i].label);
    }
#undef SAME
#undef SAME_TEXT
}

/* ---- the card catalogue, for reading narrations ---- */
#define MAX_FACES 512
typedef struct catalogue {
    int count;
    char name[MAX_FACES][64];
} catalogue;

static void read_catalogue(const ct_game *g, const void *s, catalogue *c) {
    char text[2048];
    c->count = 0;
    while (c->count < MAX_FACES && g->card_text(s, c->count, c->name[c->count], sizeof c->name[0], text, sizeof text)) {
        assert_true(c->name[c->count][0] != '\0');
        c->count++;
    }
    assert_true(c->count > 0 && c->count < MAX_FACES);
}

/* Does name stand in text as words of their own (not inside a longer word)? */
static bool names_word(const char *text, const char *name) {
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
        bool start = p == text || !isalnum((unsigned char)p[-1]);
        bool end = !isalnum((unsigned char)p[n]);
        if (start && end) return true;
    }
    return false;
}

/* Blanks every occurrence of name in text (a name the seat may see, so that a shorter
 * card name inside it is not read as named). */
static void blank(char *text, const char *name) {
    size_t n = strlen(name);
    for (char *p = strstr(text, name); p; p = strstr(p + n, name)) memset(p, '#', n);
}

/* The narration of an answer for seat names no card but those its views show. */
static void check_narration(const ct_game *g, const catalogue *cat, const void *before, int option, const void *after,
                            int seat, ct_view *scratch) {
    char text[4096];
    size_t len = g->narrate(before, option, after, seat, NULL, text, sizeof text);
    assert_int_equal(len, strlen(text));
    static bool shown[MAX_FACES];
    memset(shown, 0, sizeof shown);
    for (int k = 0; k < 2; k++) {
        g->observe(k ? after : before, seat, scratch);
        for (int i = 0; i < scratch->card_count; i++)
            if (scratch->card[i].face < MAX_FACES) shown[scratch->card[i].face] = true;
    }
    /* longest shown names first, so that "Darrow of Lykos" is blanked before "Darrow" */
    for (size_t longest = 64; longest > 0; longest--)
        for (int f = 0; f < cat->count; f++)
            if (shown[f] && strlen(cat->name[f]) == longest) blank(text, cat->name[f]);
    for (int f = 0; f < cat->count; f++)
        if (!shown[f] && names_word(text, cat->name[f]))
            fail_msg("%s: the narration for seat %d names %s, which it cannot see: %s", g->name, seat, cat->name[f], text);
}

typedef struct scratch {
    ct_view a, b;
} scratch;

/* One random game of g from seed with every check after every step. */
static int play_checked(const ct_game *g, const char *options, uint64_t seed, scratch *w, const catalogue *cat) {
    void *s = new_state(g), *before = new_state(g), *world = new_state(g);
    if (!start(g, s, options, seed)) {
        free(s), free(before), free(world);
        return 0;
    }
    uint64_t rng = seed * 7 + 1;
    int steps = 0;
    for (;;) {
        check_step(g, s);
        int seats = g->seat_count(s);
        for (int seat = -1; seat < seats; seat++) {
            g->observe(s, seat, &w->a);
            check_view(g, s, seat, &w->a);
            if (seat < 0 || g->is_over(s) || next(&rng) % 3) continue;
            /* a determinization for seat deals a world seat cannot tell from this one */
            memcpy(world, s, g->state_size);
            if (!g->determinize(world, seat, next(&rng))) continue; /* no deal fitted: a bot drops it */
            g->observe(world, seat, &w->b);
            char what[96];
            snprintf(what, sizeof what, "seed %llu: a determinization for seat %d changed its view", (unsigned long long)seed, seat);
            expect_same_view(g, &w->a, &w->b, what, true);
        }
        if (g->is_over(s)) break;
        int option = random_option(g, s, &rng);
        memcpy(before, s, g->state_size);
        apply(g, s, option);
        for (int seat = -1; seat < seats; seat++) check_narration(g, cat, before, option, s, seat, &w->b);
        steps++;
    }
    ct_result r;
    g->result(s, &r);
    assert_true(r.over);
    assert_false(r.truncated);
    int scores[CT_MAX_SEATS];
    g->scores(s, scores);
    double returns[CT_MAX_SEATS];
    g->returns(s, returns);
    for (int p = 0; p < g->seat_count(s); p++) {
        assert_int_equal(r.score[p], scores[p]);
        assert_int_equal(r.winners >> p & 1, returns[p] > 0);
    }
    free(s), free(before), free(world);
    return steps;
}

static void every_game_keeps_its_contract_in_random_games(void **st) {
    (void)st;
    scratch *w = malloc(sizeof *w);
    catalogue *cat = malloc(sizeof *cat);
    assert_non_null(w);
    assert_non_null(cat);
    int games = 0;
    for (int i = 0; ct_game_at(i); i++) {
        const ct_game *g = ct_game_at(i);
        assert_int_equal(g->version, CT_GAME_VERSION);
        assert_ptr_equal(ct_find_game(g->name), g);
        void *s = new_state(g);
        start(g, s, "", 1);
        read_catalogue(g, s, cat);
        free(s);
        for (size_t o = 0; o < sizeof option_texts / sizeof option_texts[0]; o++)
            for (uint64_t seed = 1; seed <= GAMES_PER_OPTIONS; seed++)
                if (play_checked(g, option_texts[o], seed, w, cat) > 0) games++;
    }
    assert_true(games >= 2 * GAMES_PER_OPTIONS);
    free(w);
    free(cat);
}

/* A record of a random game replays to the identical state; a copy taken mid-game and
 * given the same answers ends identical. Every option text the game accepts (the seat
 * counts the per-game record tests covered: Red Rising 2-4 players, RONE 2-4). */
static void records_replay_and_copies_play_on_identically(void **st) {
    (void)st;
    int records = 0;
    for (int i = 0; ct_game_at(i); i++) {
        const ct_game *g = ct_game_at(i);
        for (size_t o = 0; o < sizeof option_texts / sizeof option_texts[0]; o++) {
            for (uint64_t seed = 1; seed <= 6; seed++) {
                void *s = new_state(g), *copy = new_state(g), *replayed = new_state(g);
                ct_record rec;
                ct_error err;
                ct_status started = ct_record_start(&rec, g, option_texts[o], seed, s, &err);
                if (started == CT_ERR_OPTIONS && o > 0) { /* this game has no such option: skipped */
                    free(s), free(copy), free(replayed);
                    break;
                }
                if (started != CT_OK) fail_msg("%s: record start '%s': %s", g->name, option_texts[o], err.message);
                records++;
                uint64_t rng = seed, copy_rng = 0;
                /* the copy is taken at a step drawn from the game's length (a dry run first) */
                uint64_t dry_rng = rng;
                int length = 0;
                memcpy(copy, s, g->state_size);
                for (; !g->is_over(copy); length++) apply(g, copy, random_option(g, copy, &dry_rng));
                int copy_at = (int)(next(&dry_rng) % (uint64_t)length), step = 0;
                while (!g->is_over(s)) {
                    if (step == copy_at) memcpy(copy, s, g->state_size), copy_rng = rng;
                    int option = random_option(g, s, &rng);
                    if (ct_record_play(&rec, s, option, &err) != CT_OK) fail_msg("%s: %s", g->name, err.message);
                    step++;
                }
                assert_true(step > copy_at);
                while (!g->is_over(copy)) apply(g, copy, random_option(g, copy, &copy_rng));
                assert_memory_equal(copy, s, g->state_size);
                char *text = ct_record_to_text(&rec, &err);
                assert_non_null(text);
                ct_record back;
                if (ct_record_from_text(&back, text, replayed, SIZE_MAX, &err) != CT_OK) fail_msg("%s: %s", g->name, err.message);
                assert_ptr_equal(back.game, g);
                assert_int_equal(back.count, rec.count);
                assert_memory_equal(replayed, s, g->state_size);
                free(text);
                ct_record_free(&back);
                ct_record_free(&rec);
                free(s), free(copy), free(replayed);
            }
        }
    }
    assert_true(records >= 2 * 3 * 6 + 6); /* Red Rising and RONE at three seat counts, Kuhn at its one */
}

/* The registry's list and its lookup agree, names are distinct, and unknown is NULL. */
static void the_registry_lists_every_game_once(void **st) {
    (void)st;
    int n = 0;
    for (; ct_game_at(n); n++)
        for (int j = 0; j < n; j++) assert_string_not_equal(ct_game_at(n)->name, ct_game_at(j)->name);
    assert_true(n >= 3);
    assert_null(ct_game_at(n));
    assert_null(ct_game_at(-1));
    assert_null(ct_find_game("no such game"));
    assert_non_null(ct_find_game("redrising"));
    assert_non_null(ct_find_game("rone"));
    assert_non_null(ct_find_game("kuhn"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_registry_lists_every_game_once),
        cmocka_unit_test(records_replay_and_copies_play_on_identically),
        cmocka_unit_test(every_game_keeps_its_contract_in_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
