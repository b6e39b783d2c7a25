/* test_automa.c: Tull Au Toma, the solo opponent: setup, her turn card by card (the
 * solo rules' examples among them), how your cards act on her, her card table, and
 * random solo games at every level. Her cards are numbered as printed (1-22). */
#include <stdlib.h>
#include <string.h>

#include "scenario.h"

#define SOLO "players=1 houses=Diana"

static const scenario her_turns[] = {
    /* The rules' example: gain at B = Luna, which is empty; the arrow points right: the
     * Institute is empty too; wrap around to Jupiter. The star: Jupiter's bonus. */
    {"an empty location: follow the arrow, wrapping around", "turn=opp; tull=8,14; letters=ACBD; empty.deck; Jupiter=Eo; Mars=Nero; hand=Judge",
     "", "opp.stack=Eo,Nero; opp.fleet=1; Jupiter=; Mars=; next=me", SOLO},
    {"a bonus she has 10 of: the next one along the arrow", "turn=opp; tull=8,14; letters=ACBD; empty.deck; Jupiter=Eo; Mars=Nero; hand=Judge; opp.fleet=10",
     "", "opp.fleet=10; opp.helium=1; next=me", SOLO},
    {"she deploys the deck's top card and may gain it back; the Luna bonus card", "turn=opp; tull=5,15; letters=ACBD; deck=Eo,Nero; hand=Judge",
     "", "opp.stack=Eo,Nero; sov=opp; opp.helium=1; Luna=; Jupiter=; next=me", SOLO},
    {"the Luna bonus card's bonus substituted too", "turn=opp; tull=4,15; letters=DCAB; deck=Eo,Nero; hand=Judge; opp.fleet=10",
     "", "sov=opp; opp.fleet=10; opp.helium=1; opp.stack=Eo,Nero", SOLO},
    {"the Luna card's bonus substituted onto Luna gives the token again", "turn=opp; tull=5,15; letters=ACBD; deck=Eo,Nero; hand=Judge; opp.helium=10",
     "", "sov=opp; opp.helium=10; opp.influence=0; opp.fleet=0; opp.stack=Eo,Nero; next=me", SOLO},
    {"the banish icon banishes the deck's top card", "turn=opp; tull=3,21; letters=ACBD; deck=Eo,Nero,Sevro; hand=Judge",
     "", "opp.stack=Eo,Sevro; banished=Nero; Mars=; Jupiter=", SOLO},
    {"your Martyr keeps the token; her Luna card still pays", "turn=opp; sov; hand=Martyr,Judge; tull=5,15; letters=ACBD; deck=Eo,Nero,Sevro",
     "Martyr", "sov=me; banished=Martyr; hand=Judge,Nero; opp.helium=1; opp.stack=Eo,Sevro; next=me", SOLO},
};

/* Your cards against her (the game ends after your turn, so her next turn does not
 * muddle her hand). */
#define ENDING "last; helium=7; fleet=7; "
static const scenario your_cards[] = {
    {"Tactus steals her bottom card", ENDING "hand=Tactus; opp=Eo,Nero", "lead Tactus to Jupiter | player 2",
     "hand=Eo; opp=Nero; next=over", SOLO},
    {"Aja makes her banish her bottom card, and she never blocks", ENDING "hand=Aja; opp=Judge,Nero; Mars=Sevro",
     "lead Aja to Jupiter | gain from Mars", "banished=Judge,Aja; opp=Nero", SOLO},
    {"a card given to her goes on top", ENDING "hand=Holo Host; influence=2; opp=Eo,Nero; deck=Sevro,Virga",
     "lead Holo Host to Jupiter", "opp.stack=Eo,Nero,Holo Host; hand=Sevro,Virga", SOLO},
    {"Arlus reveals her bottom card", ENDING "hand=Arlus; opp=Lorn,Eo; Mars=Sevro", "lead Arlus to Jupiter | gain from Mars",
     "banished=Lorn; opp=Eo", SOLO},
    {"Arlus: the card she reveals and keeps goes back on top of her hand", ENDING "hand=Arlus; opp=Judge,Nero; Mars=Sevro",
     "lead Arlus to Jupiter | gain from Mars", "opp.stack=Nero,Judge; Jupiter=Arlus; next=over", SOLO},
    {"Arlus: her revealed Red banishes Arlus and goes back on top", ENDING "hand=Arlus; opp=Eo,Nero; Mars=Sevro",
     "lead Arlus to Jupiter | gain from Mars", "opp.stack=Nero,Eo; banished=Arlus; next=over", SOLO},
    {"Roque (variant): a card is named among her 6 topmost only", ENDING "hand=Roque; opp=Eo,Nero,Lorn,Cassius,Sevro,Virga,Pelus,Judge; Mars=Dancer",
     "lead Roque to Jupiter | !Eo | !Nero | Judge", "next=gain", SOLO " variant=all-cards"},
    {"your Pelus at her Fleet 10 gives her nothing instead", ENDING "hand=Pelus; opp=Eo; opp.fleet=10; Mars=Sevro",
     "lead Pelus to Jupiter | gain from Mars", "opp.fleet=10; opp.helium=0; opp.influence=0; sov=none; fleet=9", SOLO},
    {"your Diplomat at her 10 Influence gives her nothing instead", ENDING "hand=Diplomat; opp=Eo; opp.influence=10; Mars=Sevro",
     "lead Diplomat to Jupiter | yes | gain from Mars", "opp.influence=10; opp.helium=0; opp.fleet=0; sov=none; influence=1", SOLO},
    {"Diplomat: she always takes the free Influence", ENDING "hand=Diplomat; Mars=Sevro", "lead Diplomat to Jupiter | yes | gain from Mars",
     "influence=1; opp.influence=1", SOLO},
    {"Hypnotist: she swaps her bottom card for the deck's top", ENDING "hand=Hypnotist,Judge; opp=Eo,Nero; deck=Sevro,Virga; Mars=Lorn",
     "lead Hypnotist to Jupiter | gain from Mars", "opp.stack=Nero,Virga; banished=Judge,Eo; hand=Sevro,Lorn", SOLO},
    {"Eo (variant): a Red among her top 6 cards", ENDING "hand=Eo; opp=Dancer,Nero; opp.helium=2; Mars=Sevro",
     "lead Eo to Jupiter | gain from Mars", "opp.helium=2", SOLO " variant=all-cards"},
    {"Eo (variant): no Red there costs her 1 Helium", ENDING "hand=Eo; opp=Dancer,Nero,Lorn,Cassius,Sevro,Virga,Pelus; opp.helium=2; Mars=Judge",
     "lead Eo to Jupiter | gain from Mars", "opp.helium=1", SOLO " variant=all-cards"},
    {"Auctioneer (variant): the die picks her bonus", ENDING "hand=Auctioneer; opp.helium=10; opp.fleet=10; Mars=Sevro",
     "lead Auctioneer to Jupiter | gain from Mars", "opp.influence=1; helium=9; fleet=8", SOLO " variant=all-cards"},
};

static int run_all(const scenario *list, size_t n) {
    int failures = 0;
    for (size_t i = 0; i < n; i++) failures += run_scenario(&list[i]);
    return failures;
}
#define RUN(list) assert_int_equal(run_all(list, sizeof list / sizeof list[0]), 0)

static void her_turn(void **st) { (void)st, RUN(her_turns); }
static void your_cards_against_her(void **st) { (void)st, RUN(your_cards); }

/* Roque against her (variant): the card is picked at random among the 6 looked at
 * (by the game's generator, a reveal); a hit banishes it and Roque; a miss puts the
 * picked card back on top; her 2 bottom cards, never looked at, stay where they are. */
static void roque_picks_at_random_among_her_top_six(void **st) {
    (void)st;
    const int top6[] = {RR_LORN, RR_CASSIUS, RR_SEVRO, RR_VIRGA, RR_PELUS, RR_JUDGE};
    int drawn_count[RR_CARD_COUNT] = {0}, hits = 0, trials = 300;
    for (int k = 0; k < trials; k++) {
        rr_state s;
        position_with(&s, SOLO " variant=all-cards", ENDING "hand=Roque; opp=Eo,Nero,Lorn,Cassius,Sevro,Virga,Pelus,Judge; Mars=Dancer");
        s.now.rng = rng_mix((uint64_t)k + 1);
        restart_turn(&s);
        answer(&s, "lead Roque to Jupiter");
        uint32_t reveals = s.now.reveals;
        answer(&s, "Judge");
        const rr_board *b = &s.now;
        const int her = RR_ZONE_HAND + 1;
        assert_true(b->reveals > reveals);
        assert_int_equal(zone_card(b, her, 0), RR_EO);
        assert_int_equal(zone_card(b, her, 1), RR_NERO);
        if (zone_of(b, RR_JUDGE) == RR_ZONE_BANISHED) {
            hits++;
            drawn_count[RR_JUDGE]++;
            assert_int_equal(zone_of(b, RR_ROQUE), RR_ZONE_BANISHED);
            assert_int_equal(hand_size(b, 1), 7);
        } else {
            int top = zone_top(b, her);
            drawn_count[top]++;
            assert_int_equal(b->seen[top], (1u << RR_MAX_PLAYERS) - 1); /* the revealed card, back on top */
            assert_int_equal(zone_of(b, RR_ROQUE), RR_ZONE_LOCATION + RR_JUPITER);
            assert_int_equal(hand_size(b, 1), 8);
            for (int i = 0; i < 6; i++) assert_int_equal(zone_of(b, top6[i]), her);
        }
    }
    for (int i = 0; i < 6; i++)
        if (drawn_count[top6[i]] < 20) fail_msg("%s picked %d times in %d", rr_cards[top6[i]].name, drawn_count[top6[i]], trials);
    assert_int_equal(drawn_count[RR_EO] + drawn_count[RR_NERO], 0);
    assert_true(hits >= 20 && hits <= 90); /* 1 in 6: 50 expected */
}

static void solo_setup(void **st) {
    (void)st;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        rr_state s;
        bool variant = seed % 4 == 0;
        new_game(&s, variant ? "players=1 level=4 variant=all-cards" : "players=1", seed);
        const rr_board *b = &s.now;
        assert_int_equal(b->players, 2);
        assert_int_equal(b->automa, 1);
        assert_int_equal(b->house[1], RR_NO_HOUSE);
        assert_int_equal(b->automa_level, variant ? 4 : 2);
        /* when she is first, her first turn is played before anyone is asked: two cards
         * gained (the locations are never empty then) */
        bool she_played = b->first_player == 1;
        assert_int_equal(hand_size(b, 1), she_played ? 4 : 2);
        assert_int_equal(b->automa_next, she_played ? 6 : 4);
        assert_int_equal(hand_size(b, 0), b->house[0] == RR_CERES ? 6 : 5);
        assert_int_equal(b->neutral_influence, 3);
        if (b->house[0] == RR_APOLLO) assert_false(she_played);
        /* the removed cards */
        const int removed[] = {RR_AUCTIONEER, RR_EO, RR_LOAN_SHARK, RR_PSYCHOLOGIST, RR_ROQUE};
        for (int i = 0; i < 5; i++)
            assert_int_equal(zone_of(b, removed[i]) == RR_ZONE_REMOVED, !variant || removed[i] == RR_LOAN_SHARK);
        /* the Luna bonus card pairs A with D and B with C */
        assert_int_equal(b->priority[b->luna_pair] + b->priority[RR_LUNA], 3);
        /* the odd/even card: the parity of most board cards, ties EVEN, 0 even (the
         * board as set up: before any turn) */
        if (she_played) continue;
        int odd = 0, even = 0;
        for (int l = 0; l < RR_LOCATIONS; l++)
            for (int i = 0; i < loc_size(b, l); i++) rr_cards[zone_card(b, RR_ZONE_LOCATION + l, i)].core % 2 ? odd++ : even++;
        assert_int_equal(odd + even, 8);
        assert_int_equal(b->automa_parity, odd > even);
        /* whoever plays first, the human decides next */
        assert_int_equal(rr_to_move(&s), 0);
    }
}

static void her_deck_is_reshuffled_when_empty(void **st) {
    (void)st;
    rr_state s;
    position_with(&s, SOLO, "turn=opp; hand=Judge; Jupiter=Eo; Mars=Nero; Luna=Sevro; The Institute=Virga");
    s.now.automa_next = RR_AUTOMA_CARDS;
    restart_turn(&s);
    assert_int_equal(s.now.automa_next, 6);
    char why[200];
    assert_true(rr_check_invariants(&s, why, sizeof why));
}

/* Random solo games at every level (and the variant), the invariants checked after
 * every step; CT_SOLO_GAMES sets the number per level (default 10000). */
static void random_solo_games(void **st) {
    (void)st;
    const char *env = getenv("CT_SOLO_GAMES");
    int per_level = env && atoi(env) > 0 ? atoi(env) : 10000;
    long her_wins = 0, games = 0;
    for (int level = 1; level <= 6; level++)
        for (int i = 0; i < per_level; i++) {
            char options[64];
            snprintf(options, sizeof options, "players=1 level=%d%s", level, i % 3 == 0 ? " variant=all-cards" : "");
            rr_state s;
            new_game(&s, options, (uint64_t)(level * 1000003 + i));
            uint64_t rng = (uint64_t)i + 1;
            uint16_t opts[CT_MAX_OPTIONS];
            while (!rr_is_over(&s)) {
                assert_int_equal(rr_to_move(&s), 0); /* she never has to be asked */
                int n = rr_legal(&s, opts);
                ct_error err;
                if (rr_apply(&s, opts[rng_below(&rng, (unsigned)n)], &err)) fail_msg("%s: %s", options, err.message);
                char why[200];
                if (!rr_check_invariants(&s, why, sizeof why)) fail_msg("%s seed %d: %s", options, i, why);
            }
            rr_scorepad pad;
            rr_score(&s.now, &pad);
            assert_true(pad.row[1].automa);
            assert_int_equal(pad.row[1].cards, RR_AUTOMA_BASE + pad.row[1].bonus);
            her_wins += pad.winners >> 1 & 1;
            games++;
        }
    print_message("# %ld solo games; Tull Au Toma beat the random player in %ld\n", games, her_wins);
    assert_true(her_wins > games / 2); /* a random player should lose to her most of the time */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(solo_setup),
        cmocka_unit_test(her_turn),
        cmocka_unit_test(your_cards_against_her),
        cmocka_unit_test(her_deck_is_reshuffled_when_empty),
        cmocka_unit_test(roque_picks_at_random_among_her_top_six),
        cmocka_unit_test(random_solo_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
