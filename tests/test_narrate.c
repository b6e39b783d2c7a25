/* test_narrate.c: rr_narrate, what an answer did in words. A property over many
 * random games (every player count, solo at every level, both variants): no narrated
 * line names a card its observer cannot see. Then the exact text of typical turns:
 * a deploy with its ability, a gain and its bonus; a scout; the die; a steal seen by
 * the thief, the victim and a third player; Tull Au Toma's turn. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "redrising_narrate.h"
#include "scenario.h"

/* Where name occurs in text as whole words, from start; NULL if nowhere. */
static const char *find_words(const char *text, const char *name, const char *start) {
    size_t n = strlen(name);
    for (const char *p = strstr(start, name); p; p = strstr(p + 1, name)) {
        bool left = p == text || !isalnum((unsigned char)p[-1]);
        bool right = !isalnum((unsigned char)p[n]);
        if (left && right) return p;
    }
    return NULL;
}

/* The first card named in text that the observer could see neither before nor after
 * the answer (a name inside a longer visible card's name does not count); -1 if none. */
static int hidden_card_named(const char *text, const rr_view *before, const rr_view *after) {
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        if (rr_view_shows(before, c) || rr_view_shows(after, c)) continue;
        for (const char *p = find_words(text, rr_cards[c].name, text); p; p = find_words(text, rr_cards[c].name, p + 1)) {
            bool inside_visible = false;
            for (int v = 0; v < RR_CARD_COUNT && !inside_visible; v++) {
                if (v == c || !(rr_view_shows(before, v) || rr_view_shows(after, v))) continue;
                const char *q = strstr(text, rr_cards[v].name);
                for (; q && !inside_visible; q = strstr(q + 1, rr_cards[v].name))
                    inside_visible = q <= p && p + strlen(rr_cards[c].name) <= q + strlen(rr_cards[v].name) &&
                                     strlen(rr_cards[v].name) > strlen(rr_cards[c].name);
            }
            if (!inside_visible) return c;
        }
    }
    return -1;
}

/* The checker itself must catch a hidden name: a view that shows nothing. */
static void the_checker_finds_a_hidden_name(void **st) {
    (void)st;
    rr_view empty;
    memset(&empty, 0, sizeof empty);
    empty.players = 2;
    assert_int_equal(hidden_card_named("Ana gains Darrow from Mars.", &empty, &empty), card_id("Darrow"));
    assert_int_equal(hidden_card_named("Ana gains a card from Mars.", &empty, &empty), -1);
    empty.banished_count = 1;
    empty.banished[0] = (uint8_t)card_id("Darrow");
    assert_int_equal(hidden_card_named("Darrow is banished.", &empty, &empty), -1);
}

static uint64_t next_random(uint64_t *r) {
    *r = *r * 6364136223846793005ull + 1442695040888963407ull;
    return *r >> 33;
}

static const char *const game_options[] = {
    "players=1 level=1", "players=1 level=2", "players=1 level=3", "players=1 level=4",
    "players=1 level=5", "players=1 level=6", "players=1 level=2 variant=all-cards",
    "players=2", "players=3", "players=4", "players=5", "players=6",
    "players=3 variant=multiplayer", "players=6 variant=multiplayer",
};

/* Every observer (and a spectator) of every answer of many random games. */
static void no_line_names_a_card_its_observer_cannot_see(void **st) {
    (void)st;
    const char *env = getenv("CT_NARRATE_GAMES");
    int rounds = env ? atoi(env) : 3;
    rr_state *s = malloc(sizeof *s), *before = malloc(sizeof *before);
    rr_view *vb = malloc(sizeof *vb), *va = malloc(sizeof *va);
    assert_non_null(s);
    assert_non_null(before);
    assert_non_null(vb);
    assert_non_null(va);
    const char *names[RR_MAX_PLAYERS] = {"Ana", "Ben", "Cy", "Dee", "Eli", "Fay"};
    uint64_t r = 77;
    long lines = 0, named = 0, told_a_card = 0;
    for (int round = 0; round < rounds; round++) {
        for (size_t g = 0; g < sizeof game_options / sizeof game_options[0]; g++) {
            new_game(s, game_options[g], 1000 + (uint64_t)round * 31 + g);
            int players = s->now.players;
            for (int step = 0; step < 3000 && !rr_is_over(s); step++) {
                uint16_t opts[CT_MAX_OPTIONS];
                int n = rr_legal(s, opts);
                int option = opts[next_random(&r) % (uint64_t)n];
                *before = *s;
                ct_error err;
                assert_int_equal(rr_apply(s, option, &err), CT_OK);
                for (int observer = -1; observer < players; observer++) {
                    rr_narrator who = {{0}, (int)(next_random(&r) % 2) ? observer : -1};
                    for (int p = 0; p < RR_MAX_PLAYERS; p++) who.names[p] = names[p];
                    char text[RR_NARRATION_SIZE];
                    rr_narrate(before, option, s, observer, &who, text, sizeof text);
                    rr_make_view(before, observer, vb);
                    rr_make_view(s, observer, va);
                    int c = hidden_card_named(text, vb, va);
                    if (c >= 0)
                        fail_msg("%s, seed %llu, step %d: seat %d is told of %s, which it cannot see: \"%s\"",
                                 game_options[g], (unsigned long long)(1000 + round * 31 + g), step, observer,
                                 rr_cards[c].name, text);
                    lines++;
                    named += strlen(text) > 0;
                    told_a_card += strstr(text, "a card") != NULL;
                }
            }
        }
    }
    /* the property is not empty: most answers are told, and some of them hide a card */
    assert_true(named > lines / 2);
    assert_true(told_a_card > 0);
    free(s), free(before), free(vb), free(va);
}

/* ---- exact text ---- */

static char said[RR_NARRATION_SIZE];

/* Answers by name and returns what observer is told (names Ana, Ben, Cy; "you" for you). */
static const char *tell(rr_state *s, const char *answer_name, int observer, int you) {
    rr_state before_state, *before = &before_state;
    *before = *s;
    answer(s, answer_name);
    /* the option just applied: find it again by name in the decision it answered */
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rr_legal(before, opts);
    int chosen = -1;
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        rr_option_name(before, opts[i], name, sizeof name);
        if (!strcasecmp(name, answer_name)) chosen = opts[i];
    }
    assert_int_not_equal(chosen, -1);
    rr_narrator who = {{"Ana", "Ben", "Cy"}, you};
    rr_narrate(before, chosen, s, observer, &who, said, sizeof said);
    return said;
}

/* Tells every observer the same answer, from copies of the same state. */
static void tell_each(const rr_state *s, const char *answer_name, int players, char out[][RR_NARRATION_SIZE]) {
    rr_state *copy = malloc(sizeof *copy);
    assert_non_null(copy);
    for (int observer = -1; observer < players; observer++) {
        *copy = *s;
        snprintf(out[observer + 1], RR_NARRATION_SIZE, "%s", tell(copy, answer_name, observer, -1));
    }
    free(copy);
}

static void a_deploy_its_ability_a_gain_and_its_bonus(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=CEO,Judge; fleet=2; Luna=Sevro; Mars=Nero");
    restart_turn(&s);
    assert_string_equal(tell(&s, "lead CEO to Jupiter", 1, -1), "Ana deploys CEO to Jupiter.");
    assert_string_equal(tell(&s, "yes", 1, -1), "Ana uses CEO's ability: +2 Helium, -1 Fleet.");
    assert_string_equal(tell(&s, "gain from Luna", 1, -1), "Ana gains Sevro from Luna: the Sovereign token, +1 Influence.");
}

static void you_are_you(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=CEO,Judge; fleet=2; Mars=Nero");
    restart_turn(&s);
    assert_string_equal(tell(&s, "lead CEO to Jupiter", 0, 0), "You deploy CEO to Jupiter.");
    assert_string_equal(tell(&s, "no", 0, 0), "You decline CEO's ability.");
    assert_string_equal(tell(&s, "gain from Mars", 0, 0), "You gain Nero from Mars: +1 Helium.");
}

static void a_scout(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=Judge; deck=Nero,Sevro");
    restart_turn(&s);
    assert_string_equal(tell(&s, "scout to Mars", 1, -1),
                        "Ana scouts Nero from the deck to Mars: +1 Helium.");
}

static void the_die(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=Judge; deck=Nero,Sevro,Eo,Cassius; Mars=Lorn");
    restart_turn(&s);
    answer(&s, "lead Judge to Jupiter");
    char told[RR_MAX_PLAYERS + 1][RR_NARRATION_SIZE];
    tell_each(&s, "take the deck card", 2, told);
    /* Ana drew Nero: she is told which card; Ben and a spectator only that she drew one */
    assert_non_null(strstr(told[1], "Ana takes the deck's top card (Nero) and rolls the die"));
    assert_non_null(strstr(told[2], "Ana takes the deck's top card and rolls the die"));
    assert_null(strstr(told[2], "Nero"));
    assert_null(strstr(told[0], "Nero"));
    /* whatever the die gave, all three are told the same of it */
    assert_string_equal(told[1] + strlen("Ana takes the deck's top card (Nero) and rolls the die"),
                        told[2] + strlen("Ana takes the deck's top card and rolls the die"));
}

static void the_die_gives_helium(void **st) {
    (void)st;
    /* seed chosen so that the die shows Helium: checked against the board below */
    for (uint64_t seed = 1; seed < 200; seed++) {
        rr_state s;
        position(&s, "hand=Judge; deck=Nero,Sevro,Eo,Cassius; Mars=Lorn");
        s.now.rng = seed;
        restart_turn(&s);
        answer(&s, "lead Judge to Jupiter");
        int helium = s.now.helium[0];
        const char *text = tell(&s, "take the deck card", 0, 0);
        if (s.now.helium[0] == helium + 1 && s.pending.seat == 1) {
            assert_string_equal(text, "You take the deck's top card (Nero) and roll the die: +1 Helium.");
            return;
        }
    }
    fail_msg("no seed below 200 rolled Helium");
}

static void a_steal_seen_by_each(void **st) {
    (void)st;
    rr_state s;
    position_with(&s, "players=3 houses=Diana,Mars,Ceres", "hand=Tactus; opp=Eo,Nero; opp2=Lorn");
    restart_turn(&s);
    answer(&s, "lead Tactus to Jupiter");
    answer(&s, "player 2");
    char told[RR_MAX_PLAYERS + 1][RR_NARRATION_SIZE];
    tell_each(&s, "Nero", 3, told);
    assert_string_equal(told[1], "Ana takes Nero from Ben, banishes Tactus from Jupiter.");
    assert_string_equal(told[2], "Ana takes Nero from Ben, banishes Tactus from Jupiter.");
    assert_string_equal(told[3], "Ana takes 1 card from Ben, banishes Tactus from Jupiter.");
    assert_string_equal(told[0], "Ana takes 1 card from Ben, banishes Tactus from Jupiter.");
}

/* Evey banishes herself and every card where she lands, 1 Influence per Gold (Nero
 * and Sevro): one clause for them all. */
static void cards_moved_alike_are_told_together(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=Evey,Judge; Mars=Eo,Nero,Sevro; Luna=Lorn");
    restart_turn(&s);
    assert_string_equal(tell(&s, "lead Evey to Mars", 1, -1),
                        "Ana deploys Evey to Mars, banishes Eo, Evey, Nero and Sevro from Mars: +2 Influence.");
}

/* Tactus against a hand with The Howlers: the victim may block (then Tactus stays:
 * cards_gold.c returns before the steal and the banish), or not. */
static void a_block_or_not(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=Tactus,Judge; opp=The Howlers,Nero; Mars=Sevro");
    restart_turn(&s);
    answer(&s, "lead Tactus to Jupiter");
    rr_state copy = s;
    if (can_answer(&s, "player 2")) answer(&s, "player 2"), copy = s;
    expect_decision(&s, 1, RR_WHY_BLOCK);
    assert_string_equal(tell(&s, "none", 0, -1), "Ben does not block Tactus.");
    assert_string_equal(tell(&copy, "The Howlers", 0, -1), "Ben blocks Tactus, reveals The Howlers.");
}

static void tull_au_toma_in_plain_words(void **st) {
    (void)st;
    rr_state s;
    /* (automa-cards.tsv) her card 5 deploys at B (Luna here) and gains at Luna with the
     * bonus: the Sovereign token, and the Luna bonus card (Mars here) gives Helium; card 15
     * deploys at A (Jupiter here) and gains at Jupiter, no bonus. Deck: Eo on top, then Nero. */
    position_with(&s, "players=1 houses=Diana", "hand=Judge; tull=5,15; letters=ACBD; deck=Eo,Nero; Mars=Sevro");
    restart_turn(&s);
    rr_state before = s;
    answer(&s, "lead Judge to Jupiter");
    before = s;
    answer(&s, "gain from Mars");
    rr_narrator you = {{NULL}, 0};
    char text[RR_NARRATION_SIZE];
    rr_narrate(&before, RR_MARS, &s, 0, &you, text, sizeof text);
    assert_string_equal(text, "You gain Sevro from Mars: +1 Helium. "
                              "Tull places Eo on Luna (her card shows B) and takes it: the Sovereign token, and from the Luna card +1 Helium. "
                              "Tull places Nero on Jupiter (her card shows A) and takes it.");
}

/* The Luna card shows Mars (letters ACBD: Luna B, so its pair C), where she already has
 * 10 Helium: the card's bonus moves along her card's arrow, and the line says why. */
static void tull_au_toma_says_why_the_luna_card_bonus_moved(void **st) {
    (void)st;
    rr_state s;
    position_with(&s, "players=1 houses=Diana", "hand=Judge; tull=5,15; letters=ACBD; deck=Eo,Nero; Mars=Sevro; opp.helium=10");
    restart_turn(&s);
    answer(&s, "lead Judge to Jupiter");
    rr_state before = s;
    answer(&s, "gain from Mars");
    rr_narrator you = {{NULL}, 0};
    char text[RR_NARRATION_SIZE];
    rr_narrate(&before, RR_MARS, &s, 0, &you, text, sizeof text);
    /* card 5's arrow points right: from Mars to Luna, whose bonus is the token again */
    assert_non_null(strstr(text, "Tull places Eo on Luna (her card shows B) and takes it: the Sovereign token, "
                                 "and from the Luna card the Sovereign token (the card shows Mars; she has 10 Helium already)."));
}

/* The answer that ends the turns runs the end-of-game phase too: what the turn did is
 * told first, then what the end did (Surgeon takes the one banished Gold, unasked). */
static void the_end_of_game_comes_after_the_last_turn(void **st) {
    (void)st;
    rr_state s;
    position(&s, "hand=Surgeon,Judge; helium=7; influence=7; last; Mars=Sevro; banished=The Jackal");
    restart_turn(&s);
    answer(&s, "lead Judge to Jupiter");
    assert_string_equal(tell(&s, "gain from Mars", 0, -1),
                        "Ana gains Sevro from Mars: +1 Helium. At the game's end, Ana takes The Jackal back from the banished pile.");
    assert_true(rr_is_over(&s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_checker_finds_a_hidden_name),
        cmocka_unit_test(no_line_names_a_card_its_observer_cannot_see),
        cmocka_unit_test(a_deploy_its_ability_a_gain_and_its_bonus),
        cmocka_unit_test(you_are_you),
        cmocka_unit_test(a_scout),
        cmocka_unit_test(the_die),
        cmocka_unit_test(the_die_gives_helium),
        cmocka_unit_test(a_steal_seen_by_each),
        cmocka_unit_test(cards_moved_alike_are_told_together),
        cmocka_unit_test(a_block_or_not),
        cmocka_unit_test(tull_au_toma_in_plain_words),
        cmocka_unit_test(tull_au_toma_says_why_the_luna_card_bonus_moved),
        cmocka_unit_test(the_end_of_game_comes_after_the_last_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
