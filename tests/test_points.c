/* test_points.c: every card's end-game points clause, when it scores and when it
 * does not. Each row: the card, the rest of the position (see position.h), and the
 * points the card should score, worked out by hand from the card's text. */
#include <stdlib.h>
#include <string.h>

#include "position.h"

typedef struct clause_case {
    const char *card;
    const char *spec; /* "hand=..." lists the OTHER cards in hand */
    int points;
} clause_case;

static const clause_case cases[] = {
    /* Red */
    {"Arlus", "hand=Eo", 25},
    {"Arlus", "hand=Nero", 0},
    {"Dancer", "hand=Eo", 22},
    {"Dancer", "hand=Trigg", 11},
    {"Dancer", "hand=Nero,Trigg", 0},
    {"Darrow", "hand=Eo,Nero,Sevro,Virga,Pelus,Judge", 30}, /* 7 cards with Darrow */
    {"Darrow", "hand=Eo,Nero,Sevro,Virga,Pelus", 0},
    {"Deanna", "hand=Eo", 26},
    {"Deanna", "hand=Nero", 0},
    {"Eo", "hand=Dancer,Deanna", 20},
    {"Eo", "hand=Nero", 0},
    {"Eo", "hand=Dancer,Trigg", 10},   /* Trigg counted as Red too: 2 Reds, -10 for the Gray */
    {"Eo", "hand=Bridge", 10},         /* Bridge (as Red) is no penalty */
    {"Harmony", "hand=Eo,Evey,Modjob,Sefi", 33},
    {"Harmony", "hand=Eo,Nero", 0},
    {"Harmony", "", 33},               /* alone: "only with" holds vacuously (RULES.md 17) */
    {"Uncle Narol", "hand=Eo,Dancer", 40},
    {"Uncle Narol", "hand=Eo,Nero", 0},
    {"Uncle Narol", "", 40},
    /* Brown */
    {"Artisan Chef", "hand=Nero,Lorn,Eo", 10},
    {"Artisan Chef", "hand=Eo", 0},
    {"Assassin", "hand=Sefi,Ragnar", 20},
    {"Assassin", "hand=Eo", 0},
    {"Gardener", "hand=Evey,Musician", 10},
    {"Gardener", "hand=Eo", 0},
    {"Gardener", "hand=Trigg,Evey", 10},   /* Trigg as Pink or Violet counts once (RULES.md 16) */
    {"Janitor", "hand=Codebreaker,Developer,Virga", 15}, /* the rulebook: 2 Greens, 1 Blue = 15 */
    {"Janitor", "hand=Eo", 0},
    {"Janitor", "hand=Trigg", 5},
    {"Mess Hall Cook", "hand=Trigg,Cyther", 10},
    {"Mess Hall Cook", "hand=Eo", 0},
    {"Modjob", "hand=Eo,Gardener", 15}, /* counts itself */
    {"Modjob", "hand=Nero", 5},
    {"Nanny", "hand=CEO,Judge,Lawyer", 15},
    {"Nanny", "hand=Eo", 0},
    {"Nanny", "hand=Trigg", 5},
    /* Obsidian */
    {"Alfrun", "hand=Nero,Jopho", 20},
    {"Alfrun", "hand=Nero", 10},
    {"Alfrun", "hand=Eo", 0},
    {"Alia Snowsparrow", "hand=Nero,Sefi,Trigg", 24},
    {"Alia Snowsparrow", "hand=Nero,Eo", 0},
    {"Alia Snowsparrow", "", 24},
    {"Helga", "hand=The Pax", 16},
    {"Helga", "hand=Pax au Telemanus", 16},
    {"Helga", "hand=Eo", 0},
    {"Jopho", "hand=Alfrun,Nero", 20},
    {"Jopho", "hand=Eo", 0},
    {"Ragnar", "hand=Sefi", 10},
    {"Ragnar", "hand=Cyther", 20}, /* an Orange, and renamed Sefi */
    {"Ragnar", "hand=Eo", 0},
    {"Sefi", "hand=Ragnar,Nero,Lorn", 10},
    {"Sefi", "hand=Eo", 0},
    {"Stained", "hand=Eo", 15},
    {"Stained", "hand=Sefi", 0},
    /* Pink */
    {"Calliope", "hand=The Jackal", 20},
    {"Calliope", "hand=Eo", 0},
    {"Conversationalist", "hand=Judge", 15},
    {"Conversationalist", "hand=Eo", 0},
    {"Evey", "hand=Darrow", 15},
    {"Evey", "hand=Darrow,Mickey the Carver", 0},
    {"Evey", "hand=Mickey the Carver", -15},
    {"Garden-trained Rose", "hand=CEO", 14},
    {"Garden-trained Rose", "hand=Eo", 0},
    {"Masseuse", "hand=Lawyer", 16},
    {"Masseuse", "hand=Eo", 0},
    {"Matteo", "hand=Evey", 17},
    {"Matteo", "hand=Quicksilver", 17},
    {"Matteo", "hand=Eo", 0},
    {"Theodora", "hand=Nero", 14},
    {"Theodora", "hand=Eo", 14},
    {"Theodora", "hand=Nero,Eo", 0},
    {"Theodora", "hand=Judge", 0},
    /* Gray: colors on all locations */
    {"Bridge", "Jupiter=Evey,Musician; Mars=Eo", 10},
    {"Bridge", "Mars=Eo", 0},
    {"Colonel Valentin", "Mars=Nero,Lorn; Luna=Sevro", 15},
    {"Colonel Valentin", "Mars=Eo", 0},
    {"Danto", "Luna=Judge,Lawyer", 10},
    {"Danto", "Luna=Eo", 0},
    {"Holiday", "Mars=Cyther,Virga", 10},
    {"Holiday", "Mars=Eo", 0},
    {"Sun Hwa", "Mars=Sefi,Codebreaker", 10},
    {"Sun Hwa", "Mars=Eo", 0},
    {"Trigg", "Mars=Bridge,Surgeon", 10},
    {"Trigg", "Mars=Eo", 0},
    {"Ugly Dan", "Mars=Eo,Modjob", 10},
    {"Ugly Dan", "Mars=Eo,Modjob; facedown=Modjob", 5}, /* face down: colorless */
    {"Ugly Dan", "Mars=Nero", 0},
    /* Blue */
    {"Invictus", "fleet=5; opp.fleet=3", 16},
    {"Invictus", "fleet=5; opp.fleet=5", 16},
    {"Invictus", "fleet=3; opp.fleet=5", -9},
    {"Morning Star", "hand=Orion", 0},
    {"Morning Star", "hand=Pelus", 0},
    {"Morning Star", "hand=Eo", -15},
    {"Orion", "hand=The Pax; fleet=4", 14},
    {"Orion", "hand=Eo", 0},
    {"Pelus", "fleet=5", 20},
    {"Pelus", "fleet=7", 20},
    {"Pelus", "fleet=8", 35},
    {"Pelus", "fleet=10", 35},
    {"Pelus", "fleet=4", 0},
    {"Quietus", "influence=3; opp.influence=3", 16},
    {"Quietus", "influence=2; opp.influence=3", 0},
    {"Quietus", "influence=2; opp.influence=1", 0},  /* findings Q3: the neutral 3 rank first */
    {"Holo Host", "influence=2; opp.influence=1", 0}, /* the same for every "most Influence" */
    {"Politician", "influence=2; opp.influence=1", 0},
    {"The Pax", "hand=Sevro", 15},
    {"The Pax", "hand=Eo", 0},
    {"Virga", "fleet=6", 15},
    {"Virga", "fleet=8", 15},
    {"Virga", "fleet=9", 30},
    {"Virga", "fleet=5", 0},
    /* Yellow */
    {"Group Counselor", "banished=Eo,Nero,Sevro", -3},
    {"Group Counselor", "", 0},
    {"Pathologist", "banished=Eo,Nero,Sevro,Virga,Lorn", 10},
    {"Pathologist", "banished=Eo,Nero,Sevro,Virga,Lorn,Dancer,Deanna,Harmony,Pelus", 10},
    {"Pathologist", "banished=Eo,Nero,Sevro,Virga,Lorn,Dancer,Deanna,Harmony,Pelus,Judge", 25},
    {"Pathologist", "banished=Eo,Nero,Sevro,Virga", 0},
    {"Researcher", "banished=Eo,Nero,Sevro,Virga", 17},
    {"Researcher", "banished=Eo,Nero,Sevro,Virga,Lorn", 0},
    {"Surgeon", "hand=Nero,Lorn", 10},
    {"Surgeon", "hand=Eo", 0},
    /* Green */
    {"Codebreaker", "hand=Eo,Nero", 22},
    {"Codebreaker", "hand=Cassius", 0},
    {"Dataport Specialist", "hand=Virga", 26},
    {"Dataport Specialist", "hand=Eo", 0},
    {"Developer", "Mars=Eo,Nero; Jupiter=Sevro", 25},
    {"Developer", "", 0},
    {"Developer", "Jupiter=Quicksilver; Mars=Judge; facedown=Quicksilver", 40}, /* face down: only colorless */
    {"Firewall Expert", "Jupiter=Eo; Mars=Nero; Luna=Sevro", 22},                            /* the Institute is empty */
    {"Firewall Expert", "Jupiter=Eo; Mars=Nero; Luna=Sevro; The Institute=Lorn", 0},
    {"Firewall Expert", "Jupiter=Eo; Mars=Nero; Luna=Sevro; The Institute=Lorn; facedown=Lorn", 22},
    {"Holo Designer", "hand=Musician", 28},
    {"Holo Designer", "hand=Eo", 0},
    /* Violet */
    {"4D Painter", "hand=Eo,Nero", 31},
    {"4D Painter", "hand=Eo,Dancer", 0},
    {"Holo Host", "influence=4; opp.influence=2", 18},
    {"Holo Host", "influence=1; opp.influence=2", 0},
    {"Mickey the Carver", "hand=Nero; banished=Eo", 20},
    {"Mickey the Carver", "hand=Eo; banished=Nero", 0},
    {"Musician", "hand=Judge", 32},
    {"Musician", "hand=Nero", 0},
    {"Reporter", "helium=3; opp.helium=3", 29},
    {"Reporter", "helium=2; opp.helium=3", 0},
    {"Vlogger", "fleet=2; opp.fleet=1", 23},
    {"Vlogger", "fleet=0; opp.fleet=1", 0},
    {"Zanzibar", "hand=Nero", 31},
    {"Zanzibar", "hand=Judge", 0},
    /* Orange */
    {"Aegis Craftsman", "hand=Nero", 20},
    {"Aegis Craftsman", "hand=Nero,Sefi", 10},
    {"Aegis Craftsman", "hand=Sefi", 0},
    {"Artificer", "hand=Cyther,Nero", 20},
    {"Artificer", "hand=Nero", 0},
    {"Cyther", "hand=Virga", 16},
    {"Cyther", "hand=Eo", 0},
    {"Gravboot Cobbler", "hand=Trigg", 14},
    {"Gravboot Cobbler", "hand=Nero", 14},
    {"Gravboot Cobbler", "hand=Eo", 0},
    {"Pulse Armorer", "hand=Trigg", 17},
    {"Pulse Armorer", "hand=Eo", 0},
    {"Pulse Fist Engineer", "hand=Sefi", 18},
    {"Pulse Fist Engineer", "hand=Eo", 0},
    {"Razor Designer", "hand=Nero", 13},
    {"Razor Designer", "hand=Nero,Sefi", 0},
    /* Silver */
    {"CEO", "helium=5", 18},
    {"CEO", "helium=4", 0},
    {"Loan Shark", "hand=Eo,Nero,Sevro,Virga,Pelus,Judge", 7},
    {"Loan Shark", "hand=Eo,Nero,Sevro,Virga,Pelus", 0},
    {"Quicksilver", "helium=3; opp.helium=4", -30},
    {"Quicksilver", "helium=4; opp.helium=4", 0},
    {"Sponsor", "influence=4", 8},
    {"Sponsor", "", 0},
    {"Stock Broker", "helium=3", 15},
    {"Stock Broker", "helium=7", 25},
    /* White */
    {"Judge", "hand=Eo,Nero", 9},
    {"Magistrate", "helium=3; influence=3; fleet=3", 15},
    {"Magistrate", "helium=3; influence=3; fleet=2", 0},
    {"Orator", "", 21},
    {"Orator", "sov", 0},
    {"Priestess", "hand=Nero,Psychologist", 20},
    {"Priestess", "hand=Eo", 0},
    {"Priestess", "", 20},
    {"Seer", "sov", 11},
    {"Seer", "", 0},
    /* Copper */
    {"Administrator", "influence=3; opp.influence=3", 15}, /* ties the neutral house too */
    {"Administrator", "influence=2; opp.influence=2", 0},  /* the neutral 3 have the most */
    {"Administrator", "influence=1; opp.influence=2", 0},
    {"Bondilus", "sov; hand=Nero", 10},
    {"Bondilus", "hand=Eo", 0},
    {"Diplomat", "influence=3; opp.influence=3", 19},
    {"Diplomat", "influence=3; opp.influence=2", 0},
    {"Lawyer", "hand=Justice", 12},
    {"Lawyer", "hand=Judge", 22},
    {"Lawyer", "hand=Judge,Justice", 34},
    {"Lawyer", "hand=Eo", 0},
    {"Lawyer", "hand=Cyther", 22},             /* findings B1: Cyther named Judge */
    {"Lawyer", "hand=Justice,Razor Designer", 34},
    {"Politician", "influence=5", 15},
    {"Politician", "opp.influence=1", 0},
    {"Timony", "influence=4", 12},
    /* Gold */
    {"Aja", "hand=Octavia; sov", 15},
    {"Aja", "hand=Eo", 0},
    {"Antonia", "hand=The Jackal", 15},
    {"Antonia", "hand=Nero,Lorn", 15},
    {"Antonia", "hand=Nero", 0},
    {"Antonia", "hand=Victra", -10},
    {"Ash Lord", "hand=Virga,Pelus; banished=Invictus", 15},
    {"Ash Lord", "hand=Eo", 0},
    {"Boneriders", "hand=The Jackal", 15},
    {"Boneriders", "hand=Trigg", 15},
    {"Boneriders", "hand=Eo", 0},
    {"Cassius", "hand=Mustang,Darrow", 40},
    {"Cassius", "hand=Darrow", -20},
    {"Cassius", "hand=Mustang", 0},
    {"Fitchner", "hand=Eo,Sevro", 20},
    {"Fitchner", "hand=Nero", 0},
    {"Karnus", "hand=Cassius", 30},
    {"Karnus", "hand=Cassius,Nero", 15},
    {"Karnus", "hand=Mustang", -15},
    {"Lorn", "hand=Eo", 15},
    {"Lorn", "hand=Nero", 0},
    {"Lysander", "sov", 20},
    {"Lysander", "hand=Cassius", 20},
    {"Lysander", "hand=Eo", 0},
    {"Mustang", "hand=Eo,Nero,Virga", 15},
    {"Mustang", "hand=Eo,Dancer", 5},
    {"Mustang", "hand=Eo", 5},                 /* its own Gold does not count (RULES.md 15) */
    {"Nero", "sov; hand=Cassius", 5},
    {"Nero", "hand=Cassius,Karnus,Octavia", -15},
    {"Nero", "hand=Eo", 0},
    {"Octavia", "sov", 0},
    {"Octavia", "hand=Lysander", 0},
    {"Octavia", "hand=Eo", -30},
    {"Pax au Telemanus", "hand=Sefi", 20},
    {"Pax au Telemanus", "hand=Mustang", 20},
    {"Pax au Telemanus", "hand=Eo", 0},
    {"Romulus", "sov; hand=Virga", 15},
    {"Romulus", "hand=Virga", 0},
    {"Romulus", "hand=Eo", -25},
    {"Romulus", "sov; hand=Virga,Roque", -10},
    {"Roque", "hand=Virga,Pelus", 10},
    {"Roque", "hand=Eo", 0},
    {"Sevro", "hand=Eo", 20},
    {"Sevro", "hand=Victra", 20},
    {"Sevro", "hand=Nero", 0},
    {"Tactus", "hand=Evey", 20},
    {"Tactus", "hand=Darrow", 20},
    {"Tactus", "hand=Nero", 0},
    {"The Howlers", "hand=Sevro", 15},
    {"The Howlers", "hand=Eo", 0},
    {"The Jackal", "sov", 30},
    {"The Jackal", "sov; hand=Darrow", 0},
    {"The Jackal", "hand=Octavia", -30},
    {"The Telemanuses", "hand=The Pax", 15},
    {"The Telemanuses", "hand=Eo", 0},
    {"Victra", "hand=The Howlers,Sevro", 20},
    {"Victra", "hand=Darrow", 10},
    {"Victra", "hand=Eo", 0},
};

static void every_clause_scores_as_printed(void **st) {
    (void)st;
    int failures = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const clause_case *c = &cases[i];
        char spec[1024];
        /* the card under test joins the hand */
        const char *hand = strstr(c->spec, "hand=");
        if (hand) {
            size_t before = (size_t)(hand - c->spec) + 5;
            snprintf(spec, sizeof spec, "%.*s%s,%s", (int)before, c->spec, c->card, c->spec + before);
        } else {
            snprintf(spec, sizeof spec, "%s; hand=%s", c->spec, c->card);
        }
        rr_state s;
        position(&s, spec);
        int got = points_of(&s, c->card);
        if (got != c->points) {
            print_error("%s with [%s]: %d points, expected %d\n", c->card, c->spec, got, c->points);
            failures++;
        }
    }
    assert_int_equal(failures, 0);
}

/* Every card that has an end-game points clause appears in the table above, both
 * scoring something and (where it can) scoring nothing. */
static void every_clause_is_tested(void **st) {
    (void)st;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        if (!(rr_cards[c].kinds & RR_HAS_POINTS)) continue;
        bool found = false;
        for (size_t i = 0; i < sizeof cases / sizeof cases[0] && !found; i++)
            found = !strcmp(cases[i].card, rr_cards[c].name) && cases[i].points != 0;
        if (!found) fail_msg("no test where %s scores", rr_cards[c].name);
    }
}

static void cards_without_a_clause_score_nothing(void **st) {
    (void)st;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        if (rr_cards[c].kinds & RR_HAS_POINTS) continue;
        char spec[128];
        snprintf(spec, sizeof spec, "sov; helium=9; fleet=9; influence=9; hand=%s", rr_cards[c].name);
        rr_state s;
        position(&s, spec);
        assert_int_equal(points_of(&s, rr_cards[c].name), 0);
    }
}

/* RULES.md 25: the banished pile is counted after the end-of-game abilities. Surgeon
 * gains a banished Gold at the end: 5 banished become 4, so Pathologist scores 0
 * (not 10) and Researcher 17. */
static void banished_pile_counted_after_end_of_game_abilities(void **st) {
    (void)st;
    rr_state s;
    position(&s, "last; helium=7; fleet=7; hand=Surgeon,Pathologist,Researcher; banished=Nero,Lorn,Eo,Sevro,Virga");
    restart_turn(&s);
    answer(&s, "scout to The Institute");
    answer(&s, "Lorn");
    assert_true(rr_is_over(&s));
    assert_int_equal(zone_size(&s.now, RR_ZONE_BANISHED), 4);
    assert_int_equal(points_of(&s, "Pathologist"), 0);
    assert_int_equal(points_of(&s, "Researcher"), 17);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_clause_scores_as_printed),
        cmocka_unit_test(every_clause_is_tested),
        cmocka_unit_test(cards_without_a_clause_score_nothing),
        cmocka_unit_test(banished_pile_counted_after_end_of_game_abilities),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
