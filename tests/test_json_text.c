/* test_json_text.c: the server's JSON writer (src/server/json_text.c), which writes a
 * seat's state straight into text, against jansson's own json_dumps(JSON_COMPACT) of
 * the same values: the page must read the same bytes either way. */
#include <stdlib.h>
#include <string.h>

#include "server.h"
#include "support.h"

/* Every kind of value, nested, written both ways; the texts must be the same. */
static void every_kind_of_value_is_written_as_jansson_writes_it(void **state) {
    (void)state;
    static const char *const strings[] = {
        "", "plain", "a \"quote\"", "back\\slash", "tab\there", "line\nbreak", "\r\b\f", "\x01 and \x1f",
        "slash / stays", "Ā, é and ✓ (UTF-8 as it is)", "lead Arlus to Jupiter"};
    const long long numbers[] = {0, 7, -5, 10, -10, 112, 1LL << 40, -(1LL << 40), 9223372036854775807LL,
                                 -9223372036854775807LL - 1};
    json_text t = {0};
    json_t *tree = json_object();
    jt_open(&t, '{');
    jt_key(&t, "strings");
    jt_open(&t, '[');
    json_t *list = json_array();
    for (size_t i = 0; i < sizeof strings / sizeof *strings; i++) {
        jt_string(&t, strings[i]);
        json_array_append_new(list, json_string(strings[i]));
    }
    jt_close(&t, ']');
    json_object_set_new(tree, "strings", list);
    jt_key(&t, "numbers");
    jt_open(&t, '[');
    list = json_array();
    for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++) {
        jt_int(&t, numbers[i]);
        json_array_append_new(list, json_integer(numbers[i]));
    }
    jt_close(&t, ']');
    json_object_set_new(tree, "numbers", list);
    jt_key(&t, "a \"key\"\n");
    jt_open(&t, '{');
    jt_key(&t, "yes");
    jt_bool(&t, true);
    jt_key(&t, "no");
    jt_bool(&t, false);
    jt_key(&t, "nothing");
    jt_null(&t);
    jt_key(&t, "empty object");
    jt_open(&t, '{');
    jt_close(&t, '}');
    jt_key(&t, "empty list");
    jt_open(&t, '[');
    jt_close(&t, ']');
    jt_key(&t, "lists in a list");
    jt_open(&t, '[');
    jt_open(&t, '[');
    jt_int(&t, 1);
    jt_close(&t, ']');
    jt_open(&t, '[');
    jt_close(&t, ']');
    jt_open(&t, '{');
    jt_key(&t, "k");
    jt_null(&t);
    jt_close(&t, '}');
    jt_close(&t, ']');
    jt_key(&t, "built elsewhere");
    jt_json(&t, json_pack("{s:i, s:[s, b]}", "total", 250, "lines", "Darrow", 1));
    jt_close(&t, '}');
    json_object_set_new(tree, "a \"key\"\n",
                        json_pack("{s:b, s:b, s:n, s:{}, s:[], s:[[i], [], {s:n}], s:{s:i, s:[s, b]}}", "yes", 1, "no",
                                  0, "nothing", "empty object", "empty list", "lists in a list", 1, "k",
                                  "built elsewhere", "total", 250, "lines", "Darrow", 1));
    jt_close(&t, '}');
    char *mine = jt_finish(&t), *theirs = json_dumps(tree, JSON_COMPACT);
    assert_non_null(mine);
    assert_non_null(theirs);
    assert_string_equal(mine, theirs);
    /* and it is JSON that reads back as the same values */
    json_t *back = json_loads(mine, 0, NULL);
    assert_true(json_equal(back, tree));
    json_decref(back);
    json_decref(tree);
    free(mine);
    free(theirs);
}

/* Nesting deeper than the writer keeps track of is refused, not written wrongly. */
static void too_deep_gives_no_text(void **state) {
    (void)state;
    json_text t = {0};
    for (int i = 0; i < JSON_TEXT_DEPTH + 2; i++) jt_open(&t, '[');
    for (int i = 0; i < JSON_TEXT_DEPTH + 2; i++) jt_close(&t, ']');
    assert_null(jt_finish(&t));
}

/* A large document grows its buffer and stays whole. */
static void a_long_text_is_whole(void **state) {
    (void)state;
    json_text t = {0};
    json_t *list = json_array();
    jt_open(&t, '[');
    for (int i = 0; i < 5000; i++) {
        jt_string(&t, "Tull Au Toma deploys a card to Luna");
        json_array_append_new(list, json_string("Tull Au Toma deploys a card to Luna"));
    }
    jt_close(&t, ']');
    char *mine = jt_finish(&t), *theirs = json_dumps(list, JSON_COMPACT);
    assert_string_equal(mine, theirs);
    assert_true(strlen(mine) > 4096 * 16);
    json_decref(list);
    free(mine);
    free(theirs);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kind_of_value_is_written_as_jansson_writes_it),
        cmocka_unit_test(too_deep_gives_no_text),
        cmocka_unit_test(a_long_text_is_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
