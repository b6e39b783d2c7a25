/* test_json_out.c: the WebAssembly build's JSON of a seat's view and of a result
 * (wasm/json_out.c, written in C without jansson because the module has only libc): a view
 * built by hand gives the text written out below by hand; the views of every registered
 * game along a random game parse (jansson) into exactly the view's areas, cards, counters
 * and strings; a result is null until the game is over, then its winners, scores and lines. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "json_out.h"
#include "support.h"

static char *view_text(const ct_view *v) {
    json_out j = {0};
    jo_view(&j, v);
    return jo_finish(&j);
}

/* A view with every kind of field: a shared area with a face-down unknown card, a seat's
 * area with a card carrying two counters, a seat's counter, an option, strings to escape. */
static void a_view_built_by_hand_is_written_as_the_contract_says(void **state) {
    (void)state;
    static ct_view v;
    ct_view_reset(&v, 1, 2);
    v.to_move = 1;
    v.turn = 0;
    v.status = ct_view_add_text(&v, "round \"3\"\n");
    v.prompt = ct_view_add_text(&v, "Ana: play?");
    v.option_count = 1;
    v.option[0].value = 17;
    v.option[0].name = ct_view_add_text(&v, "play 2");
    v.option[0].label = ct_view_add_text(&v, "play Drum \\ again\t\x01");
    ct_view_add_area(&v, CT_AREA_LOCATION, CT_VIEW_SHARED, "Mars", 2);
    ct_view_add_card(&v, CT_VIEW_UNKNOWN, CT_VIEW_UNKNOWN, "a face-down card", CT_CARD_FACE_DOWN, CT_VIEW_SHARED);
    ct_view_add_area(&v, CT_AREA_BATTLEFIELD, 1, "Bo's side", 1);
    int drum = ct_view_add_card(&v, 12, 40, "Drum ✓", CT_CARD_ACTIVE, 1);
    ct_view_add_counter(&v, drum, 1, "damage", 2);
    ct_view_add_counter(&v, -1, 0, "water", -5);
    ct_view_add_counter(&v, drum, 1, "exhaustion", 0);
    char *text = view_text(&v);
    assert_non_null(text);
    assert_string_equal(text,
                        "{\"seat\":1,\"seats\":2,\"to_move\":1,\"turn\":0,\"over\":false,\"truncated\":false,"
                        "\"status\":\"round \\\"3\\\"\\n\",\"prompt\":\"Ana: play?\","
                        "\"options\":[{\"value\":17,\"name\":\"play 2\",\"label\":\"play Drum \\\\ again\\t\\u0001\"}],"
                        "\"areas\":[{\"label\":\"Mars\",\"kind\":\"location\",\"seat\":null,\"size\":2,\"cards\":["
                        "{\"id\":null,\"face\":null,\"name\":\"a face-down "
                        "card\",\"face_down\":true,\"active\":false,\"seat\":null,\"counters\":{}}]},"
                        "{\"label\":\"Bo's side\",\"kind\":\"battlefield\",\"seat\":1,\"size\":1,\"cards\":["
                        "{\"id\":12,\"face\":40,\"name\":\"Drum ✓\",\"face_down\":false,\"active\":true,\"seat\":1,"
                        "\"counters\":{\"damage\":2,\"exhaustion\":0}}]}],"
                        "\"counters\":[{\"seat\":0,\"label\":\"water\",\"value\":-5}]}");
    free(text);
}

/* The parsed view holds exactly what the ct_view holds. */
static void check_parsed(const ct_view *v, const char *text) {
    json_error_t error;
    json_t *root = json_loads(text, 0, &error);
    if (!root) fail_msg("not JSON: %s at %d: %.200s", error.text, error.position, text);
    assert_int_equal(json_integer_value(json_object_get(root, "seat")), v->seat);
    assert_int_equal(json_integer_value(json_object_get(root, "to_move")), v->to_move);
    assert_string_equal(json_string_value(json_object_get(root, "status")), ct_view_str(v, v->status));
    assert_string_equal(json_string_value(json_object_get(root, "prompt")), ct_view_str(v, v->prompt));
    json_t *options = json_object_get(root, "options");
    assert_int_equal(json_array_size(options), v->option_count);
    for (int i = 0; i < v->option_count; i++) {
        json_t *o = json_array_get(options, (size_t)i);
        assert_int_equal(json_integer_value(json_object_get(o, "value")), v->option[i].value);
        assert_string_equal(json_string_value(json_object_get(o, "name")), ct_view_str(v, v->option[i].name));
        assert_string_equal(json_string_value(json_object_get(o, "label")), ct_view_str(v, v->option[i].label));
    }
    json_t *areas = json_object_get(root, "areas");
    assert_int_equal(json_array_size(areas), v->area_count);
    size_t cards = 0, card_counters = 0;
    for (int a = 0; a < v->area_count; a++) {
        json_t *area = json_array_get(areas, (size_t)a), *list = json_object_get(area, "cards");
        assert_string_equal(json_string_value(json_object_get(area, "label")), ct_view_str(v, v->area[a].label));
        assert_int_equal(json_integer_value(json_object_get(area, "size")), v->area[a].size);
        assert_int_equal(json_array_size(list), v->area[a].card_count);
        for (size_t i = 0; i < json_array_size(list); i++) {
            const ct_view_card *c = &v->card[v->area[a].first_card + i];
            json_t *card = json_array_get(list, i), *face = json_object_get(card, "face");
            assert_string_equal(json_string_value(json_object_get(card, "name")), ct_view_str(v, c->name));
            if (c->face == CT_VIEW_UNKNOWN)
                assert_true(json_is_null(face));
            else
                assert_int_equal(json_integer_value(face), c->face);
            card_counters += json_object_size(json_object_get(card, "counters"));
            cards++;
        }
    }
    assert_int_equal(cards, v->card_count);
    size_t seat_counters = 0;
    for (int k = 0; k < v->counter_count; k++) seat_counters += v->counter[k].card < 0;
    assert_int_equal(json_array_size(json_object_get(root, "counters")), seat_counters);
    assert_int_equal(card_counters + seat_counters, v->counter_count); /* no card names a counter twice */
    json_decref(root);
}

static void every_game_s_views_parse_into_what_the_view_holds(void **state) {
    (void)state;
    static ct_view v;
    static ct_result r;
    for (int g = 0; ct_game_at(g); g++) {
        const ct_game *game = ct_game_at(g);
        void *s = malloc(game->state_size);
        assert_non_null(s);
        assert_int_equal(game->new_game(s, "", 5, NULL), CT_OK);
        uint64_t rng = 9;
        for (int answers = 0; answers < 4000; answers++) {
            for (int seat = -1; seat < game->seat_count(s); seat++) {
                game->observe(s, seat, &v);
                char *text = view_text(&v);
                assert_non_null(text);
                check_parsed(&v, text);
                free(text);
            }
            game->result(s, &r);
            json_out j = {0};
            jo_result(&j, &r);
            char *result = jo_finish(&j);
            assert_non_null(result);
            if (!game->is_over(s)) {
                assert_string_equal(result, "null");
                free(result);
                uint16_t opts[CT_MAX_OPTIONS];
                int n = game->legal(s, opts);
                assert_int_equal(game->apply(s, opts[ct_uniform_draw(&rng, n)], NULL), CT_OK);
                continue;
            }
            json_t *root = json_loads(result, 0, NULL);
            assert_non_null(root);
            assert_true(json_is_true(json_object_get(root, "over")));
            assert_int_equal(json_array_size(json_object_get(root, "scores")), r.seats);
            assert_int_equal(json_array_size(json_object_get(root, "lines")), r.line_count);
            assert_string_equal(json_string_value(json_object_get(root, "ending")), ct_result_str(&r, r.ending));
            size_t winners = 0;
            for (int p = 0; p < r.seats; p++) winners += r.winners >> p & 1;
            assert_int_equal(json_array_size(json_object_get(root, "winners")), winners);
            for (int p = 0; p < r.seats; p++)
                assert_int_equal(json_integer_value(json_array_get(json_object_get(root, "scores"), (size_t)p)),
                                 r.score[p]);
            json_decref(root);
            free(result);
            break;
        }
        assert_true(game->is_over(s));
        free(s);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_view_built_by_hand_is_written_as_the_contract_says),
        cmocka_unit_test(every_game_s_views_parse_into_what_the_view_holds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
