/* test_display.c: the terminal layout of cardtable play (src/cli/render.c, layout.c):
 * wrapping at word boundaries (escape codes take no room, a card never breaks), the
 * terminal width, players' names on the table, in options and in the narration,
 * and colors that tell Silver, White and Gray apart. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "scenario.h"

/* What print wrote, as a string (caller frees). */
static char *captured(void (*print)(FILE *, void *), void *arg) {
    char *text = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&text, &size);
    assert_non_null(mem);
    print(mem, arg);
    fclose(mem);
    return text;
}

typedef struct wrap_case {
    int width;
    const char *text;
} wrap_case;

static void print_wrap(FILE *out, void *arg) {
    const wrap_case *c = arg;
    cli_style st = {false, c->width, NULL, 0};
    cli_print_wrapped(out, &st, c->text);
}

static void wraps_between_words_with_a_hanging_indent(void **state) {
    (void)state;
    wrap_case c = {20, "  alpha beta gamma delta epsilon zeta eta"};
    char *out = captured(print_wrap, &c);
    assert_string_equal(out, "  alpha beta gamma\n      delta epsilon\n      zeta eta\n");
    free(out);
}

static void a_line_that_fits_is_untouched(void **state) {
    (void)state;
    wrap_case c = {80, "Jupiter        Fleet +1      (empty)\nnext"};
    char *out = captured(print_wrap, &c);
    assert_string_equal(out, "Jupiter        Fleet +1      (empty)\nnext\n");
    free(out);
    wrap_case never = {0, "a very long line that is never wrapped when the width is zero"};
    out = captured(print_wrap, &never);
    assert_string_equal(out, "a very long line that is never wrapped when the width is zero\n");
    free(out);
}

static void escape_codes_take_no_room(void **state) {
    (void)state;
    wrap_case c = {8, "\033[31mred\033[0m word"}; /* 8 columns: fits */
    char *out = captured(print_wrap, &c);
    assert_string_equal(out, "\033[31mred\033[0m word\n");
    free(out);
}

static void a_card_is_never_broken(void **state) {
    (void)state;
    char text[64];
    snprintf(text, sizeof text, "aaaaa bbb%cccc", CLI_KEEP_TOGETHER);
    wrap_case c = {11, text};
    char *out = captured(print_wrap, &c);
    assert_string_equal(out, "aaaaa\n    bbb ccc\n");
    free(out);
    wrap_case apart = {11, "aaaaa bbb ccc"}; /* ordinary spaces may break */
    out = captured(print_wrap, &apart);
    assert_string_equal(out, "aaaaa bbb\n    ccc\n");
    free(out);
}

static void the_width_comes_from_columns(void **state) {
    (void)state;
    setenv("COLUMNS", "77", 1);
    assert_int_equal(cli_terminal_width(), 77);
    setenv("COLUMNS", "wide", 1);
    int fallback = cli_terminal_width(); /* the terminal's own, or 80 */
    assert_true(fallback >= 10);
    if (!isatty(STDOUT_FILENO)) assert_int_equal(fallback, 80);
    unsetenv("COLUMNS");
}

static const char *const names[RR_MAX_PLAYERS] = {"Ana", "Ben", "Cy"};

static void names_on_the_table_and_in_options(void **state) {
    (void)state;
    rr_state s;
    position_with(&s, "players=3 houses=Diana,Mars,Ceres", "hand=Harmony,Judge; opp=Nero; opp2=Eo; Mars=Sevro");
    restart_turn(&s);
    cli_style st = {false, 0, names, 0};
    char who[64];
    seat_name(&s.now, &st, 1, who, sizeof who);
    assert_string_equal(who, "Ben (Mars)");
    cli_style plain = {false, 0, NULL, 0};
    seat_name(&s.now, &plain, 1, who, sizeof who);
    assert_string_equal(who, "Player 2 (Mars)");
    /* Harmony asks for an opponent: the options carry the names */
    answer(&s, "lead Harmony to Jupiter");
    assert_int_equal(s.pending.kind, RR_ASK_SEAT);
    char label[128];
    option_label(&s, &st, 1, label, sizeof label);
    assert_string_equal(label, "player 2 (Ben)");
    option_label(&s, &plain, 1, label, sizeof label);
    assert_string_equal(label, "player 2");
}

typedef struct table_case {
    const rr_state *s;
    int seat;
    const cli_style *st;
} table_case;

static void print_table(FILE *out, void *arg) {
    const table_case *c = arg;
    render_table(out, c->s, c->seat, c->st);
}

static void the_hand_is_named_for_its_player(void **state) {
    (void)state;
    rr_state s;
    position_with(&s, "players=3 houses=Diana,Mars,Ceres", "hand=Harmony,Judge; opp=Nero; opp2=Eo; banished=Sevro");
    restart_turn(&s);
    cli_style st = {false, 80, names, 0};
    table_case c = {&s, 0, &st};
    char *out = captured(print_table, &c);
    assert_non_null(strstr(out, "Ana's hand (2 cards"));
    assert_non_null(strstr(out, "> Ana (Diana)"));
    assert_non_null(strstr(out, "Banished: Sevro"));
    assert_null(strstr(out, "Player 1"));
    assert_null(strstr(out, "Nero")); /* Ben's hand is not Ana's to see */
    for (char *line = out; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        size_t len = strchr(line, '\n') ? (size_t)(strchr(line, '\n') - line) : strlen(line);
        assert_true(len <= 80);
    }
    free(out);
}

static void the_narration_uses_the_names(void **state) {
    (void)state;
    rr_state s;
    position_with(&s, "players=3 houses=Diana,Mars,Ceres", "hand=Harmony,Judge; opp=Nero; opp2=Eo");
    restart_turn(&s);
    cli_style st = {false, 0, names, 0};
    rr_narrator told;
    cli_narrator(&s.now, &st, 1, &told);
    rr_state before = s;
    answer(&s, "lead Harmony to Jupiter");
    char text[RR_NARRATION_SIZE];
    rr_narrate(&before, card_id("Harmony") * 4 + RR_JUPITER, &s, 1, &told, text, sizeof text);
    assert_string_equal(text, "Ana deploys Harmony to Jupiter.");
    cli_narrator(&s.now, &st, 0, &told); /* Ana at the screen is "you" */
    rr_narrate(&before, card_id("Harmony") * 4 + RR_JUPITER, &s, 0, &told, text, sizeof text);
    assert_string_equal(text, "You deploy Harmony to Jupiter.");
}

/* "Round N" counts a turn each, not every player's turn (it said "Turn 3" on your second). */
static void the_round_counts_a_turn_each(void **state) {
    (void)state;
    rr_state s;
    new_game(&s, "players=2 houses=Diana,Mars", 1);
    cli_style st = {false, 0, NULL, 0};
    table_case c = {&s, s.pending.seat, &st};
    char *out = captured(print_table, &c);
    assert_non_null(strstr(out, "Round 1: "));
    free(out);
    uint64_t r = 5;
    while (s.now.total_turns < 2) {
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rr_legal(&s, opts);
        r = r * 6364136223846793005ull + 1442695040888963407ull;
        ct_error err;
        assert_int_equal(rr_apply(&s, opts[(r >> 33) % (uint64_t)n], &err), CT_OK);
    }
    c.seat = s.pending.seat;
    out = captured(print_table, &c);
    assert_non_null(strstr(out, "Round 2: "));
    free(out);
}

static void silver_white_and_gray_are_told_apart(void **state) {
    (void)state;
    cli_style st = {true, 0, NULL, 0};
    const char *silver = color_code(&st, RR_SILVER), *white = color_code(&st, RR_WHITE),
               *gray = color_code(&st, RR_GRAY);
    assert_true(*silver && *white && *gray);
    assert_string_not_equal(silver, white);
    assert_string_not_equal(silver, gray);
    assert_string_not_equal(white, gray);
    /* not plain text's look on either background: no default white or bright white */
    const char *plain_like[] = {"\033[37m", "\033[97m", "\033[1;97m", "\033[39m", "\033[30m", "\033[0m"};
    for (size_t i = 0; i < sizeof plain_like / sizeof plain_like[0]; i++) {
        assert_string_not_equal(silver, plain_like[i]);
        assert_string_not_equal(white, plain_like[i]);
        assert_string_not_equal(gray, plain_like[i]);
    }
    cli_style none = {false, 0, NULL, 0};
    assert_string_equal(color_code(&none, RR_SILVER), "");
}

/* The xterm 256-color palette entry n (16..255) as 0..255 red, green, blue. */
static void palette(int n, double rgb[3]) {
    if (n >= 232) {
        rgb[0] = rgb[1] = rgb[2] = 8 + 10 * (n - 232);
        return;
    }
    static const int level[6] = {0, 95, 135, 175, 215, 255};
    n -= 16;
    rgb[0] = level[n / 36], rgb[1] = level[n / 6 % 6], rgb[2] = level[n % 6];
}

static double luminance(const double rgb[3]) {
    double l[3];
    for (int i = 0; i < 3; i++) {
        double c = rgb[i] / 255;
        l[i] = c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
    }
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

static double contrast(double a, double b) { return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05); }

/* Readable on a black and on a white background: a 256-color foreground with a
 * contrast of 3 or more against both, or reverse video (which is never plain). */
static void readable_on_dark_and_light(void **state) {
    (void)state;
    cli_style st = {true, 0, NULL, 0};
    const int colors[] = {RR_SILVER, RR_WHITE, RR_GRAY};
    for (size_t i = 0; i < sizeof colors / sizeof colors[0]; i++) {
        const char *code = color_code(&st, colors[i]);
        if (!strcmp(code, "\033[7m")) continue;
        const char *fg = strstr(code, "38;5;");
        if (!fg) fail_msg("%s is not a 256-color foreground: %s", rr_color_name(colors[i]), code + 1);
        double rgb[3];
        palette(atoi(fg + 5), rgb);
        double l = luminance(rgb);
        if (contrast(l, 0) < 3 || contrast(l, 1) < 3)
            fail_msg("%s: contrast %.2f on black, %.2f on white", rr_color_name(colors[i]), contrast(l, 0), contrast(l, 1));
    }
}

typedef struct card_case {
    int card;
    const cli_style *st;
} card_case;

static void print_card(FILE *out, void *arg) {
    const card_case *c = arg;
    render_card(out, c->card, c->st);
}

static void every_card_names_its_color_in_words(void **state) {
    (void)state;
    cli_style st = {true, 80, NULL, 0};
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        card_case cc = {c, &st};
        char *out = captured(print_card, &cc);
        char want[64];
        snprintf(want, sizeof want, "(%s %d)", rr_color_name(rr_cards[c].color), rr_cards[c].core);
        if (!strstr(out, want)) fail_msg("%s is shown without '%s': %s", rr_cards[c].name, want, out);
        free(out);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(wraps_between_words_with_a_hanging_indent),
        cmocka_unit_test(a_line_that_fits_is_untouched),
        cmocka_unit_test(escape_codes_take_no_room),
        cmocka_unit_test(a_card_is_never_broken),
        cmocka_unit_test(the_width_comes_from_columns),
        cmocka_unit_test(names_on_the_table_and_in_options),
        cmocka_unit_test(the_hand_is_named_for_its_player),
        cmocka_unit_test(the_narration_uses_the_names),
        cmocka_unit_test(the_round_counts_a_turn_each),
        cmocka_unit_test(silver_white_and_gray_are_told_apart),
        cmocka_unit_test(readable_on_dark_and_light),
        cmocka_unit_test(every_card_names_its_color_in_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
