/* reference_check.c: the card tables compiled into the engine equal the reference
 * lists, cards.tsv and automa-cards.tsv in ../shared/reference/red-rising. Built and
 * registered only when the reference is beside the project at configure time (see
 * tests/CMakeLists.txt). */
#include <stdlib.h>
#include <string.h>

#include "support.h"

static FILE *open_tsv(const char *env) {
    const char *path = getenv(env);
    if (!path) fail_msg("%s is not set", env);
    FILE *f = fopen(path, "r");
    if (!f) fail_msg("cannot open %s", path);
    return f;
}

static int split(char *line, char **field, int max) {
    int n = 0;
    line[strcspn(line, "\r\n")] = 0;
    char *p = line;
    while (n < max) { /* empty fields count */
        field[n++] = p;
        char *tab = strchr(p, '\t');
        if (!tab) break;
        *tab = 0;
        p = tab + 1;
    }
    return n;
}

static void character_cards_match(void **st) {
    (void)st;
    FILE *f = open_tsv("CT_CARDS_TSV");
    char line[4096], *field[12] = {0};
    assert_non_null(fgets(line, sizeof line, f));
    int rows = 0;
    while (fgets(line, sizeof line, f)) {
        int n = split(line, field, 12);
        assert_true(n >= 8);
        int c = atoi(field[0]) - 1;
        assert_string_equal(rr_cards[c].name, field[1]);
        assert_string_equal(rr_color_name(rr_cards[c].color), field[2]);
        assert_int_equal(rr_cards[c].core, atoi(field[3]));
        assert_int_equal(!!(rr_cards[c].kinds & RR_HAS_DEPLOY), field[4][0] != 0);
        assert_int_equal(!!(rr_cards[c].kinds & RR_HAS_POINTS), field[5][0] != 0);
        assert_int_equal(!!(rr_cards[c].kinds & RR_HAS_BLOCK), field[7][0] != 0);
        rows++;
    }
    fclose(f);
    assert_int_equal(rows, RR_CARD_COUNT);
}

static void automa_cards_match(void **st) {
    (void)st;
    FILE *f = open_tsv("CT_AUTOMA_TSV");
    char line[256], *field[6] = {0};
    const char *names[] = {"Jupiter", "Mars", "Luna", "The Institute"};
    assert_non_null(fgets(line, sizeof line, f));
    int rows = 0;
    while (fgets(line, sizeof line, f)) {
        assert_int_equal(split(line, field, 6), 5);
        const rr_automa_card *c = &rr_automa_cards[atoi(field[0]) - 1];
        for (int k = 0; k < 2; k++) {
            int section = k ? c->gain : c->deploy;
            const char *want = field[1 + k];
            if (strlen(want) == 1) assert_int_equal(section, RR_AT_LETTER(want[0] - 'A'));
            else assert_string_equal(names[section], want);
        }
        assert_int_equal(c->arrow, !strcmp(field[3], "left") ? -1 : 1);
        assert_int_equal(c->extra, !strcmp(field[4], "bonus")    ? RR_EXTRA_BONUS
                                   : !strcmp(field[4], "banish") ? RR_EXTRA_BANISH
                                                                 : RR_EXTRA_NONE);
        rows++;
    }
    fclose(f);
    assert_int_equal(rows, RR_AUTOMA_CARDS);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(character_cards_match),
        cmocka_unit_test(automa_cards_match),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
