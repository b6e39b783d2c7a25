/* test_rone_format.c: the parts of the card format (docs/rone.md §4.3-4.4) beyond the
 * plain steps, each with a test card and a scenario with its exact outcome: may=true
 * (RONE_ASK_MAY) and if=CONDITION with cards of tests/data/rone-test.toml; one_of, revive,
 * discard, script=, 'and', once_per_turn, watched events with whose=, the static
 * modifiers, the durations (until=), the costs discard and exhaust_other, the selectors'
 * bases and filters, trigger filter=, static if=, and the rule points R69 (copy), R82
 * against R21 (a Shield technology) and Strike inside each= (docs/RULES.md RONE R34-R40)
 * with tests/data/rone-format.toml, loaded at run time by src/cardfile's loader and
 * registered (as --cards FILE does); then random games with that set in every mode. */
#include "rone_scenario.h"
#include "rone_cardfile.h"
#include "rone_lines.h"

enum { P1 = 0, P2 = 1 };
#define HAND RONE_Z_HAND
#define DECK RONE_Z_DECK
#define GRAVE RONE_Z_GRAVE
#define FIELD RONE_Z_FIELD

static void padding(void) {
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", p, DECK);
}

/* Tithe kills its target: P1 is asked whether to draw (yes: draws one), and the
 * if=$u.destroyed step gains 2 water (10 - 1 + 2). */
static void may_yes_and_bound_destroyed(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    int u = sc_put("Dummy 1/1/0", P2, FIELD);
    int tithe = sc_put("Tithe", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Tithe, in hand"); /* the only unit: not asked */
    sc_expect(P1, RONE_ASK_MAY);
    sc_options_are("no", "yes");
    sc_answer(P1, RONE_ASK_MAY, "yes");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P2, GRAVE));
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
    assert_int_equal(sc.now.water[P1], 11);
    assert_int_equal(sc_zone(tithe), rone_zone(P1, GRAVE));
}

/* Tithe's target survives: P1 declines the draw (nothing drawn), and the condition is
 * false, so no water: only the step is skipped, the text goes on (the card finishes). */
static void may_no_and_condition_false(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    int u = sc_put("Dummy 2/2/0", P2, FIELD);
    int tithe = sc_put("Tithe", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Tithe, in hand");
    sc_answer(P1, RONE_ASK_MAY, "no");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P2, FIELD));
    assert_int_equal(sc_health(u), 1);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc_size(P1, DECK), 5);
    assert_int_equal(sc.now.water[P1], 9);
    assert_int_equal(sc_zone(tithe), rone_zone(P1, GRAVE));
}

/* Muster with every condition true: two units (count), 3 water (2 after paying), the
 * enemy holding two cards: draws 2, gains 2, and P2 takes 1 lifebound damage. */
static void conditions_true(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 2/2/0", P1, FIELD);
    sc_put("Dummy 1/1/0", P2, HAND);
    sc_put("Dummy 3/0/0", P2, HAND);
    sc_put("Muster", P1, HAND);
    sc.now.water[P1] = 3;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Muster, in hand");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 2);
    assert_int_equal(sc.now.water[P1], 4);
    assert_int_equal(sc_size(P2, HAND), 2);
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_int_equal(sc_size(P2, GRAVE), 1);
}

/* Muster with every condition false: one unit, 10 water, one enemy card in hand:
 * nothing happens and nobody is asked anything. */
static void conditions_false(void **st) {
    (void)st;
    sc_begin(2);
    padding();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 1/1/0", P2, HAND);
    sc_put("Muster", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Muster, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc.now.water[P1], 9);
    assert_int_equal(sc_size(P2, HAND), 1);
    assert_int_equal(sc_size(P2, DECK), 5);
    assert_int_equal(sc_size(P2, GRAVE), 0);
}


/* ---- the format test set (tests/data/rone-format.toml), loaded at run time ---- */

static int fmt_set = -1;

static void load_format_set(void) {
    if (fmt_set >= 0) return;
    const char *dir = getenv("CT_SOURCE_DIR");
    char path[1024], why[600];
    snprintf(path, sizeof path, "%s/tests/data/rone-format.toml", dir ? dir : "..");
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s (CT_SOURCE_DIR)", path);
    static char text[65536];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    rone_cardfile *file = rone_cardfile_read(text, n, path, why, sizeof why);
    if (!file) fail_msg("%s", why);
    fmt_set = rone_register_set(rone_cardfile_set(file), why, sizeof why); /* kept to the end of the program */
    if (fmt_set < 0) fail_msg("%s", why);
}

/* sc_begin on the format set for 2 or 3 players: the same table, the heroes' cards from
 * that set (Test Hero: the last hero of each level in the file). */
static void fmt_begin_n(int players) {
    load_format_set();
    sc_begin(players);
    rone_board *b = &sc.now;
    const rone_set *set = rone_set_at(fmt_set);
    b->set_index = (uint8_t)fmt_set;
    b->set_hash = set->hash;
    for (int p = 0; p < players; p++)
        for (int l = 0; l < 3; l++)
            for (int d = 0; d < set->card_count; d++)
                if (set->cards[d].type == RONE_HERO && set->cards[d].level == l + 1) b->card[b->hero[p][l]].def = (uint8_t)d;
    for (int p = 0; p < players; p++)
        for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", p, DECK);
}
static void fmt_begin(void) { fmt_begin_n(2); }

static int keywords_now(int c) {
    rone_run r = ro_read_run(&sc.now);
    return ro_keywords_of(&r, c);
}

/* one_of: the controller is asked which choice; the second deals 2 to the only enemy
 * unit (its target is chosen with the mode, forced: not asked); nothing is drawn. */
static void one_of_second_choice(void **st) {
    (void)st;
    fmt_begin();
    int u = sc_put("Dummy 3/2/0", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_expect(P1, RONE_ASK_MODE);
    sc_options_are("choice 1", "choice 2");
    sc_answer(P1, RONE_ASK_MODE, "choice 2");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(u), 1);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc_size(P1, DECK), 5);
}

/* one_of, the first choice: a card drawn, the enemy unit untouched. */
static void one_of_first_choice(void **st) {
    (void)st;
    fmt_begin();
    int u = sc_put("Dummy 3/2/0", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_answer(P1, RONE_ASK_MODE, "choice 1");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(u), 3);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
}

/* revive: the graveyard's top unit enters the battlefield under P1, exhausted twice. */
static void revive_to_battlefield(void **st) {
    (void)st;
    fmt_begin();
    int dead = sc_put("Dummy 3/2/0", P1, GRAVE);
    sc_put("Grave Call", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Call, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(dead), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.card[dead].exhaustion, 2);
    assert_int_equal(sc_health(dead), 3);
}

/* revive fails when the top card is not a unit: nothing moves but the tactic itself. */
static void revive_needs_a_unit_on_top(void **st) {
    (void)st;
    fmt_begin();
    int unit = sc_put("Dummy 3/2/0", P1, GRAVE);
    int tactic = sc_put("Twin Path", P1, GRAVE);
    int call = sc_put("Grave Call", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Call, in hand");
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(unit), rone_zone(P1, GRAVE));
    assert_int_equal(sc_zone(tactic), rone_zone(P1, GRAVE));
    assert_int_equal(sc_top(P1, GRAVE), call);
    assert_int_equal(sc_size(P1, FIELD), 1); /* the hero only */
}

/* revive to=hand: the unit goes to its owner's hand. */
static void revive_to_hand(void **st) {
    (void)st;
    fmt_begin();
    int dead = sc_put("Dummy 3/2/0", P1, GRAVE);
    sc_put("Grave Recall", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Recall, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(dead), rone_zone(P1, HAND));
}

/* discard 2 player=opponent: P2 picks the two cards, one at a time; they go to P2's graveyard. */
static void discard_two(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 1/1/0", P2, HAND);
    int b = sc_put("Dummy 3/2/0", P2, HAND);
    int c = sc_put("Dummy 2/2/2", P2, HAND);
    sc_put("Mind Drain", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Mind Drain, in hand");
    sc_expect(P2, RONE_ASK_DISCARD);
    sc_options_are("discard Dummy 1/1/0, in hand", "discard Dummy 3/2/0, in hand", "discard Dummy 2/2/2, in hand");
    sc_answer(P2, RONE_ASK_DISCARD, "discard Dummy 2/2/2, in hand");
    sc_answer(P2, RONE_ASK_DISCARD, "discard Dummy 3/2/0, in hand");
    char prompt[CT_NAME_SIZE]; /* why top or bottom matters (R51), and what is on top now */
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P2: Dummy 3/2/0 leaves the hand: to the top of the graveyard (only the top card may be recycled) or "
                                "the bottom (Dummy 2/2/2 stays on top)");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the second goes on the first */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(a), rone_zone(P2, HAND));
    assert_int_equal(sc_zone(b), rone_zone(P2, GRAVE));
    assert_int_equal(sc_zone(c), rone_zone(P2, GRAVE));
    assert_int_equal(sc_top(P2, GRAVE), b);
}

/* unit_enters whose=enemy: P2's Gate Watch deals 1 to P1's unit as it enters; P1's own
 * Gate Watch does not fire for P1's unit. */
static void unit_enters_enemy(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Gate Watch", P1, FIELD);
    sc_put("Gate Watch", P2, FIELD);
    int u = sc_put("Dummy 3/2/0", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* the only card: played without asking */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P1, FIELD));
    assert_int_equal(sc_health(u), 2);
}

/* unit_dies (whose= own by default): P2's unit dies, P2's Mourner gains P2 a water. */
static void unit_dies_own(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Mourner", P2, FIELD);
    int u = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_answer(P1, RONE_ASK_MODE, "choice 2");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 1/1/0 (P2)");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P2, GRAVE));
    assert_int_equal(sc.now.water[P2], 11);
    assert_int_equal(sc.now.water[P1], 9);
}

/* hero_damaged whose=enemy, and attack_declared whose=enemy: P1's unit attacks P2's hero;
 * P2's Sentry deals it 1 as it attacks; the hit costs P2 the deck's top card, and P1's
 * Pain Echo draws P1 a card. */
static void attack_declared_and_hero_damaged(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Pain Echo", P1, FIELD);
    int attacker = sc_put("Dummy 3/2/0", P1, FIELD);
    int sentry = sc_put("Sentry", P2, FIELD);
    sc.now.card[sentry].exhaustion = 3; /* no guardian */
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 3/2/0 (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    /* 2 lifebound damage: P2 has no hand, so each point takes the deck's top unasked */
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(attacker), 2);
    assert_int_equal(sc_size(P2, DECK), 3);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
}

/* tactic_played whose=any: P2's Spell Eater gains P2 a water when P1 plays a tactic. */
static void tactic_played_any(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Spell Eater", P2, FIELD);
    sc_put("Twin Path", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Path, in hand");
    sc_answer(P1, RONE_ASK_MODE, "choice 1");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.water[P2], 11);
}

/* level_up: P1's Herald draws P1 a card when P1's hero reaches level 2. */
static void level_up_own(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Herald", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "level up");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.hero_level[P1], 2);
    assert_int_equal(sc.now.water[P1], 6);
    assert_int_equal(sc_size(P1, HAND), 1);
}

/* once_per_turn: refreshed after its use, Drill Master still offers no second use this
 * turn; the mark is gone when the turn ends. */
static void once_per_turn(void **st) {
    (void)st;
    fmt_begin();
    int dm = sc_put("Drill Master", P1, FIELD);
    sc_put("Second Wind", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "use Drill Master (P1)");
    sc_answer(P1, RONE_ASK_REACT, "pass"); /* P1 could answer its own ability with Second Wind */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.water[P1], 11);
    sc_answer(P1, RONE_ASK_MAIN, "play Second Wind, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[dm].exhaustion, 0);
    assert_false(sc_can("use Drill Master (P1)"));
    assert_true(sc.now.card[dm].flags & RONE_CF_USED_FIRST);
    sc_answer(P1, RONE_ASK_MAIN, "end turn");
    assert_false(sc.now.card[dm].flags & (RONE_CF_USED_FIRST | RONE_CF_USED_SECOND));
}

/* keyword and speed modifiers: Fog Banner gives P1's units Flying (not P2's); Heavy Boots
 * makes P1's attacker exhausted twice by its attack. */
static void keyword_and_speed_modifiers(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Fog Banner", P1, FIELD);
    sc_put("Heavy Boots", P1, FIELD);
    int mine = sc_put("Dummy 1/1/0", P1, FIELD);
    int theirs = sc_put("Dummy 1/1/0", P2, FIELD);
    sc.now.card[theirs].exhaustion = 3;
    sc_go();
    assert_true(keywords_now(mine) & RONE_KW_FLYING);
    assert_false(keywords_now(theirs) & RONE_KW_FLYING);
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[mine].exhaustion, 2);
}

/* cannot_attack: under P2's Chain Post, P1's ready unit offers no attack. */
static void cannot_attack_modifier(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    assert_true(sc_can("attack with Dummy 1/1/0 (P1)"));
    fmt_begin();
    sc_put("Chain Post", P2, FIELD);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    assert_false(sc_can("attack with Dummy 1/1/0 (P1)"));
}

/* cost and recycle modifiers: with 1 water P1 may play a 2-cost unit under Cheap Tricks
 * (paying 1), and recycle a unit whose recycle 1 is lowered to 0. */
static void cost_and_recycle_modifiers(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Dummy 3/2/0", P1, HAND);
    sc_put("Dummy 3/2/0", P1, GRAVE);
    sc.now.water[P1] = 1;
    sc_go();
    assert_false(sc_can("play a card"));
    assert_false(sc_can("recycle a card"));
    fmt_begin();
    sc_put("Cheap Tricks", P1, FIELD);
    int u = sc_put("Dummy 3/2/0", P1, HAND);
    sc_put("Dummy 3/2/0", P1, GRAVE);
    sc.now.water[P1] = 1;
    sc_go();
    assert_true(sc_can("recycle a card"));
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* the only card: played without asking */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.water[P1], 0);
}

/* A person's label of an option (rone_option_label): "play a card" and "recycle a card" name
 * the card when only one could be played (the engine then plays it without asking); with two
 * they stay as named. The option's name, what a record keeps, does not change. */
static void labels_name_the_only_card(void **st) {
    (void)st;
    char label[CT_NAME_SIZE];
    fmt_begin();
    sc_put("Cheap Tricks", P1, FIELD);
    sc_put("Dummy 3/2/0", P1, HAND);
    sc_put("Dummy 1/1/0", P1, GRAVE);
    sc.now.water[P1] = 1;
    sc_go();
    rone_option_label(&sc, sc_option("play a card"), label, sizeof label);
    assert_string_equal(label, "play Dummy 3/2/0, in hand");
    rone_option_label(&sc, sc_option("recycle a card"), label, sizeof label);
    assert_string_equal(label, "recycle Dummy 1/1/0, graveyard");
    rone_option_label(&sc, sc_option("end turn"), label, sizeof label);
    assert_string_equal(label, "end turn");
    fmt_begin();
    sc_put("Dummy 3/2/0", P1, HAND);
    sc_put("Dummy 1/1/0", P1, HAND);
    sc.now.water[P1] = 5;
    sc_go();
    rone_option_label(&sc, sc_option("play a card"), label, sizeof label);
    assert_string_equal(label, "play a card"); /* two cards: the next question asks which */
}

/* bury (Grave Dig): Bo destroys his deck's top 2 cards. The first goes to his empty graveyard,
 * the second's place there is asked; each is told with its cause in the answer that moved it
 * (before: "Bo loses 1 card from the deck (...)", as if from damage with no cause). A face-up
 * Shield card on top is removed instead, and told so (before: "Bo's draw finds ..."). */
static bool told_line(const lines *told, const char *want) {
    for (int i = 0; i < told->count; i++)
        if (!strcmp(told->text[i], want)) return true;
    for (int i = 0; i < told->count; i++) print_message("  told: %s\n", told->text[i]);
    print_message("  (wanted: %s)\n", want);
    return false;
}

static void bury_is_told_with_its_cause(void **st) {
    (void)st;
    static const char *const names[RONE_MAX_SEATS] = {"Ana", "Bo", "Cy", "Di"};
    const char *lost = "Bo loses 1 card from the top of the deck to Grave Dig (Dummy 1/1/0)";
    lines told = {.count = 0};
    fmt_begin();
    sc_put("Grave Dig", P1, HAND);
    sc_go();
    rone_state before = sc;
    int option = sc_option("play Grave Dig, in hand");
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Dig, in hand");
    sc_expect(P2, RONE_ASK_GRAVE_END); /* one Dummy 1/1/0 in the graveyard, the next one's place asked */
    rone_narrate(&before, option, &sc, -1, names, collect, &told);
    assert_true(told_line(&told, lost));
    before = sc;
    option = sc_option("top of the graveyard");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    told.count = 0;
    rone_narrate(&before, option, &sc, -1, names, collect, &told);
    assert_true(told_line(&told, lost));
    assert_int_equal(rone_zone_size(&sc.now, rone_zone(P2, GRAVE)), 2);
    /* a face-up Shield card on top: removed, then one Dummy 1/1/0 to the empty graveyard */
    fmt_begin();
    int shield = sc_put("Dummy 3/2/0", P2, DECK);
    sc.now.card[shield].flags |= RONE_CF_SHIELD_UP;
    sc_put("Grave Dig", P1, HAND);
    sc_go();
    before = sc;
    option = sc_option("play Grave Dig, in hand");
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Dig, in hand");
    told.count = 0;
    rone_narrate(&before, option, &sc, -1, names, collect, &told);
    assert_true(told_line(&told, "Grave Dig reaches Dummy 3/2/0, face up on Bo's deck (Shield): it is removed from the game"));
    assert_true(told_line(&told, lost));
    assert_int_equal(sc_zone(shield), RONE_Z_REMOVED);
}

/* 'and': both conditions must hold: 10 water and a unit draws; 10 water without a unit does not. */
static void and_condition(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Double Check", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Double Check, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 1);
    fmt_begin();
    sc_put("Double Check", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Double Check, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc_size(P1, DECK), 5);
}

/* script=draw_to_three (an ability's script) and "script recall_weakest" (a step, then
 * the next step runs): P1 draws to three; P2's weakest unit returns to P2's hand. */
static void scripts_run(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Refill", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Refill, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 3);
    fmt_begin();
    int strong = sc_put("Dummy 3/2/0", P2, FIELD);
    int weak = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Recall", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Recall, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(weak), rone_zone(P2, HAND));
    assert_int_equal(sc_zone(strong), rone_zone(P2, FIELD));
    assert_int_equal(sc.now.water[P1], 10);
}


/* A level-1 hero's static ability counts from the start: the hero card is put on the
 * battlefield at setup, not moved there, and the engine's count of statics in play (which
 * lets a static scan stop early) must still include it. P1's hero is Beacon Keeper (level 1:
 * "your units have +1 melee"); P1's unit has 2 melee, P2's keeps 1. Before the count was
 * derived from the zones, both had 1. */
static void level_one_hero_static(void **st) {
    (void)st;
    fmt_begin();
    const rone_set *set = rone_set_at(fmt_set);
    for (int l = 0; l < 3; l++)
        for (int d = 0; d < set->card_count; d++)
            if (set->cards[d].type == RONE_HERO && set->cards[d].level == l + 1 && !strcmp(set->cards[d].name, "Beacon Keeper"))
                sc.now.card[sc.now.hero[P1][l]].def = (uint8_t)d;
    int mine = sc_put("Dummy 1/1/0", P1, FIELD);
    int theirs = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_go();
    rone_run r = ro_read_run(&sc.now);
    assert_int_equal(sc.now.statics_in_play, 1);
    assert_int_equal(ro_melee_of(&r, mine), 2);
    assert_int_equal(ro_melee_of(&r, theirs), 1);
}

/* ---- the rule points no other card reaches (docs/RULES.md RONE R35-R37) ---- */

/* seat passes every reaction it is asked now. */
static void pass_reactions(int seat) {
    while (!rone_is_over(&sc) && sc.pending.kind == RONE_ASK_REACT && sc.pending.seat == seat) sc_answer(seat, RONE_ASK_REACT, "pass");
}

/* Ends the current turn and answers the next seat's income (no draw) up to its MAIN,
 * every reaction window passed. */
static void pass_turn(int from, int to) {
    sc_answer(from, RONE_ASK_MAIN, "end turn");
    while (!rone_is_over(&sc) && !(sc.pending.kind == RONE_ASK_MAIN && sc.pending.seat == to)) {
        if (sc.pending.kind == RONE_ASK_DRAW) sc_answer(to, RONE_ASK_DRAW, "stop drawing");
        else if (sc.pending.kind == RONE_ASK_REACT) sc_answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        else {
            sc_print_options();
            fail_msg("pass_turn: an unexpected question");
        }
    }
}

/* ---- targets at activation (A8, docs/RULES.md RONE R7) ---- */

/* The item on top of the stack as seat sees it (its view). */
static rone_stack_item top_item_seen_by(int seat) {
    static rone_view v;
    rone_make_view(&sc, seat, &v);
    assert_true(v.stack_count > 0);
    return v.stack[v.stack_count - 1];
}

/* Twin Jab: both targets are chosen when it is played, and the opponent's reaction window
 * sees both (its view of the stack); nobody reacting, both steps and the draw happen. */
static void two_targets_chosen_at_activation(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 3/2/0", P2, FIELD), b = sc_put("Dummy 2/2/2", P2, FIELD);
    sc_put("Twin Jab", P1, HAND);
    sc_put("Zap 2", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Jab, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/2/0 (P2)");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 2/2/2 (P2)");
    sc_expect(P2, RONE_ASK_REACT);
    rone_stack_item it = top_item_seen_by(P2);
    assert_int_equal(it.target_count, 2);
    assert_int_equal(it.targets[0], a);
    assert_int_equal(it.targets[1], b);
    assert_int_equal(sc_health(a), 3); /* nothing executed yet */
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(a), 2);
    assert_int_equal(sc.now.card[b].exhaustion, 1);
    assert_int_equal(sc_size(P1, HAND), 1); /* drew */
}

/* A9 with two targets: the second target dies to a reaction. The first step still
 * executes; the second cannot (its target is gone), so the text stops there: no exhaust
 * and no draw; nothing is asked again (no retargeting). */
static void second_target_dies_in_reaction(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 3/2/0", P2, FIELD), b = sc_put("Dummy 2/2/2", P2, FIELD);
    int jab = sc_put("Twin Jab", P1, HAND);
    sc_put("Zap 2", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Twin Jab, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/2/0 (P2)");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 2/2/2 (P2)");
    sc_answer(P2, RONE_ASK_REACT, "play Zap 2, in hand");
    sc_answer(P2, RONE_ASK_TARGET, "target Dummy 2/2/2 (P2)");
    pass_reactions(P2);
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the Zap, over the dead unit */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(b), rone_zone(P2, GRAVE));
    assert_int_equal(sc_health(a), 2);               /* the first step executed */
    assert_int_equal(sc.now.card[a].exhaustion, 0);  /* the second stopped the text: no retarget */
    assert_int_equal(sc_size(P1, HAND), 0);          /* and no draw */
    assert_int_equal(sc_zone(jab), rone_zone(P1, GRAVE));
}

/* Twin Lens, an activated ability: its two targets are chosen when it is activated. */
static void activated_ability_two_targets(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 3/2/0", P2, FIELD), b = sc_put("Dummy 2/2/2", P2, FIELD);
    int lens = sc_put("Twin Lens", P1, FIELD);
    sc_put("Zap 2", P2, HAND);
    sc_go();
    char use[CT_NAME_SIZE];
    rone_option_name(&sc, OPT_ABILITY + lens, use, sizeof use);
    sc_answer(P1, RONE_ASK_MAIN, use);
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 2/2/2 (P2)");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/2/0 (P2)");
    sc_expect(P2, RONE_ASK_REACT);
    rone_stack_item it = top_item_seen_by(P2);
    assert_int_equal(it.kind, RONE_IT_ABILITY);
    assert_int_equal(it.target_count, 2);
    assert_int_equal(it.targets[0], b);
    assert_int_equal(it.targets[1], a);
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(b), 1);
    assert_int_equal(sc.now.card[a].exhaustion, 1);
}

/* A triggered text with two targets (Twin Echo's Battlefield) chooses each when its step
 * executes: nothing is chosen while it waits on the stack, and the second is asked after
 * the first step dealt its damage. */
static void triggered_two_targets_choose_at_execution(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 3/2/0", P2, FIELD), b = sc_put("Dummy 2/2/2", P2, FIELD);
    sc_put("Twin Echo", P1, HAND);
    sc_put("Zap 2", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    while (sc.pending.kind == RONE_ASK_REACT && (!sc.now.stack_count || sc.now.stack[sc.now.stack_count - 1].kind != RONE_IT_TRIGGER))
        sc_answer(P2, RONE_ASK_REACT, "pass"); /* the announcement, the unit being played */
    sc_expect(P2, RONE_ASK_REACT);             /* its Battlefield text */
    rone_stack_item it = top_item_seen_by(P2);
    assert_int_equal(it.kind, RONE_IT_TRIGGER);
    assert_int_equal(it.target_count, 0);
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/2/0 (P2)");
    sc_expect(P1, RONE_ASK_TARGET);
    assert_int_equal(sc_health(a), 2); /* the first step executed before the second target is chosen */
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 2/2/2 (P2)");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[b].exhaustion, 1);
}

/* Maybe Jab: a may= targeted step is asked yes/no at activation, before its target;
 * declined, it holds no target and is skipped without asking again. */
static void may_target_declined_at_activation(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 3/2/0", P2, FIELD), b = sc_put("Dummy 2/2/2", P2, FIELD);
    sc_put("Maybe Jab", P1, HAND);
    sc_put("Zap 2", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Maybe Jab, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/2/0 (P2)");
    sc_answer(P1, RONE_ASK_MAY, "no");
    sc_expect(P2, RONE_ASK_REACT);
    rone_stack_item it = top_item_seen_by(P2);
    assert_int_equal(it.target_count, 2);
    assert_int_equal(it.targets[1], RONE_TARGET_DECLINED);
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(a), 2);
    assert_int_equal(sc.now.card[a].exhaustion + sc.now.card[b].exhaustion, 0);
}

/* Maybe Jab accepted: yes and the target at activation; at execution it is not asked again. */
static void may_target_accepted_at_activation(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 3/2/0", P2, FIELD), b = sc_put("Dummy 2/2/2", P2, FIELD);
    sc_put("Maybe Jab", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Maybe Jab, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/2/0 (P2)");
    sc_answer(P1, RONE_ASK_MAY, "yes");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 2/2/2 (P2)");
    sc_expect(P1, RONE_ASK_MAIN); /* no reaction (P2 has nothing), no second yes/no */
    assert_int_equal(sc_health(a), 2);
    assert_int_equal(sc.now.card[b].exhaustion, 1);
}

/* If Jab: the step after an if= that looks at the first step's result chooses its target
 * when it is reached: one target at activation, the second once the first unit died. */
static void if_step_chooses_when_reached(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 3/2/0", P2, FIELD), b = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("If Jab", P1, HAND);
    sc_put("Zap 2", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play If Jab, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 1/1/0 (P2)");
    sc_expect(P2, RONE_ASK_REACT);
    rone_stack_item it = top_item_seen_by(P2);
    assert_int_equal(it.target_count, 1);
    assert_int_equal(it.targets[0], b);
    sc_answer(P2, RONE_ASK_REACT, "pass");
    /* the unit died: the if= step's target is chosen now (the only unit left: not asked) */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(b), rone_zone(P2, GRAVE));
    assert_int_equal(sc.now.card[a].exhaustion, 1);
}

/* R69: Echo Mimic copies Proud Brute's Battlefield. The copy is executed as Echo Mimic's
 * (its controller P1 draws the card), but the card's own name (target=self) still means
 * Proud Brute: it gets the +2 health, Echo Mimic nothing. */
static void copy_keeps_the_named_card(void **st) {
    (void)st;
    fmt_begin();
    int brute = sc_put("Proud Brute", P2, FIELD);
    int echo = sc_put("Echo Mimic", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* the only card; its only copy target: not asked */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(echo), rone_zone(P1, FIELD));
    assert_int_equal(sc_health(brute), 4);
    assert_int_equal(sc_health(echo), 2);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
    assert_int_equal(sc_size(P2, HAND), 0);
    assert_int_equal(sc_size(P2, DECK), 5);
}

/* R82 against R21: a destroyed Shield technology would go under its owner's deck, and a
 * technology going into a deck is removed from the game: it is neither in the deck nor in
 * the graveyard (no Death), and its place among the three is free at once. */
static void shield_technology_is_removed(void **st) {
    (void)st;
    fmt_begin();
    int array = sc_put("Bulwark Array", P1, FIELD);
    sc_put("Plain Relay", P1, FIELD);
    sc_put("Plain Relay", P1, FIELD);
    int relay = sc_put("Plain Relay", P1, RONE_Z_TECHDECK);
    int scrap = sc_put("Scrap It", P1, HAND);
    sc_go();
    assert_false(sc_can("play a card")); /* three technologies: the fourth cannot be played */
    sc_answer(P1, RONE_ASK_MAIN, "play Scrap It, in hand");
    sc_options_are("target Bulwark Array (P1)", "target Plain Relay (P1)", "target Plain Relay (P1) #2");
    sc_answer(P1, RONE_ASK_TARGET, "target Bulwark Array (P1)");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(array), RONE_Z_REMOVED);
    assert_false(sc.now.card[array].flags & RONE_CF_SHIELD_UP);
    assert_int_equal(sc_size(P1, DECK), 5);
    assert_int_equal(sc_size(P1, GRAVE), 1);
    assert_int_equal(sc_top(P1, GRAVE), scrap);
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(relay), rone_zone(P1, FIELD));
}

/* Strike inside each=: Storm Caller's ability damages each enemy hero (3 players), so its
 * Strike fires once per hero damaged: P1 draws two cards, P2 and P3 each lose 1 water
 * (player=trigger.player: the player that hit was dealt to). */
static void strike_once_per_hero_in_each(void **st) {
    (void)st;
    fmt_begin_n(3);
    int caller = sc_put("Storm Caller", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "use Storm Caller (P1)");
    sc_expect(P1, RONE_ASK_MAIN); /* empty hands: each point takes the deck's top unasked */
    assert_int_equal(sc.now.card[caller].exhaustion, 1);
    assert_int_equal(sc_size(P1, HAND), 2);
    assert_int_equal(sc_size(P1, DECK), 3);
    for (int p = 1; p <= 2; p++) {
        assert_int_equal(sc_size(p, DECK), 4);
        assert_int_equal(sc_size(p, GRAVE), 1);
        assert_int_equal(sc.now.water[p], 9);
    }
    assert_int_equal(sc.now.water[P1], 10);
}

/* ---- durations (until=) ---- */

/* next_turn lasts through the next turn (P2's) and ends with it; permanent stays. */
static void until_next_turn_and_permanent(void **st) {
    (void)st;
    fmt_begin();
    int u = sc_put("Dummy 1/1/0", P1, FIELD);
    int v = sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Sky Charm", P1, HAND);
    sc_put("Lasting Wings", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Sky Charm, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 1/1/0 (P1)");
    pass_reactions(P1); /* P1 could answer its own tactic with the other */
    sc_answer(P1, RONE_ASK_MAIN, "play Lasting Wings, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 1/1/0 (P1) #2");
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_true(keywords_now(u) & RONE_KW_FLYING);
    assert_true(keywords_now(v) & RONE_KW_FLYING);
    pass_turn(P1, P2);
    assert_true(keywords_now(u) & RONE_KW_FLYING);
    assert_true(keywords_now(v) & RONE_KW_FLYING);
    pass_turn(P2, P1);
    assert_false(keywords_now(u) & RONE_KW_FLYING);
    assert_true(keywords_now(v) & RONE_KW_FLYING);
    pass_turn(P1, P2);
    assert_true(keywords_now(v) & RONE_KW_FLYING);
}

/* my_next_turn: the unit taken stays P1's through P2's turn and goes back at the start of P1's next turn. */
static void until_my_next_turn(void **st) {
    (void)st;
    fmt_begin();
    int w = sc_put("Dummy 3/2/0", P2, FIELD);
    sc_put("Borrow", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Borrow, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(w), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.card[w].controller, P1);
    pass_turn(P1, P2);
    assert_int_equal(sc_zone(w), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.card[w].controller, P1);
    pass_turn(P2, P1);
    assert_int_equal(sc_zone(w), rone_zone(P2, FIELD));
    assert_int_equal(sc.now.card[w].controller, P2);
    assert_int_equal(sc.now.lasting_count, 0);
}

/* next_combat: Flying for the unit's next combat, gone at that combat's clean-up. */
static void until_next_combat(void **st) {
    (void)st;
    fmt_begin();
    int u = sc_put("Dummy 1/1/0", P1, FIELD);
    int e = sc_put("Dummy 3/2/0", P2, FIELD);
    sc.now.card[e].exhaustion = 3;
    sc_put("Battle Wings", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Battle Wings, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_true(keywords_now(u) & RONE_KW_FLYING);
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_false(keywords_now(u) & RONE_KW_FLYING);
}

/* source_leaves: Defender from Banner Bearer lasts while it stays on the battlefield. */
static void until_source_leaves(void **st) {
    (void)st;
    fmt_begin();
    int u = sc_put("Dummy 3/2/0", P1, FIELD);
    int bearer = sc_put("Banner Bearer", P1, HAND);
    sc_put("Zap 2", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* Banner Bearer, the only card to announce; its target forced */
    pass_reactions(P1); /* P1 could answer with Zap 2 */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_true(keywords_now(u) & RONE_KW_DEFENDER);
    pass_turn(P1, P2);
    assert_true(keywords_now(u) & RONE_KW_DEFENDER); /* not a turn's length */
    pass_turn(P2, P1);
    assert_true(keywords_now(u) & RONE_KW_DEFENDER);
    sc_answer(P1, RONE_ASK_MAIN, "play Zap 2, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target Banner Bearer (P1)");
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard"); /* Zap 2 onto Banner Bearer */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(bearer), rone_zone(P1, GRAVE));
    assert_false(keywords_now(u) & RONE_KW_DEFENDER);
    assert_int_equal(sc.now.lasting_count, 0);
}

/* ---- costs with a choice ---- */

/* discard 1: P1 picks the card (to the graveyard), then the ability draws two. Not offered
 * with an empty hand. */
static void discard_cost(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Scavenger Rig", P1, FIELD);
    sc_go();
    assert_false(sc_can("use Scavenger Rig (P1)"));
    fmt_begin();
    int rig = sc_put("Scavenger Rig", P1, FIELD);
    int keep = sc_put("Dummy 1/1/0", P1, HAND);
    int gone = sc_put("Dummy 3/2/0", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "use Scavenger Rig (P1)");
    sc_options_are("discard Dummy 1/1/0, in hand", "discard Dummy 3/2/0, in hand");
    sc_answer(P1, RONE_ASK_DISCARD, "discard Dummy 3/2/0, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(gone), rone_zone(P1, GRAVE));
    assert_int_equal(sc_zone(keep), rone_zone(P1, HAND));
    assert_int_equal(sc_size(P1, HAND), 3);
    assert_int_equal(sc_size(P1, DECK), 3);
    assert_int_equal(sc.now.card[rig].exhaustion, 1);
}

/* exhaust_other 2 unit.own: only another own unit that can take both quarter turns. */
static void exhaust_other_cost(void **st) {
    (void)st;
    fmt_begin();
    int sergeant = sc_put("Drill Sergeant", P1, FIELD);
    int a = sc_put("Dummy 1/1/0", P1, FIELD);
    int b = sc_put("Dummy 3/2/0", P1, FIELD);
    int c = sc_put("Dummy 2/2/2", P1, FIELD);
    sc_put("Dummy 3/2/0", P2, FIELD);
    sc.now.card[c].exhaustion = 2;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "use Drill Sergeant (P1)");
    sc_expect(P1, RONE_ASK_PAY_CHOICE);
    sc_options_are("exhaust Dummy 1/1/0 (P1)", "exhaust Dummy 3/2/0 (P1)");
    sc_answer(P1, RONE_ASK_PAY_CHOICE, "exhaust Dummy 3/2/0 (P1)");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[b].exhaustion, 2);
    assert_int_equal(sc.now.card[a].exhaustion, 0);
    assert_int_equal(sc.now.card[c].exhaustion, 2);
    assert_int_equal(sc.now.card[sergeant].exhaustion, 1);
    assert_int_equal(sc.now.water[P1], 13);
    fmt_begin();
    sc_put("Drill Sergeant", P1, FIELD);
    int d = sc_put("Dummy 1/1/0", P1, FIELD);
    sc.now.card[d].exhaustion = 2;
    sc_go();
    assert_false(sc_can("use Drill Sergeant (P1)"));
}

/* ---- selectors ---- */

/* Each probe exhausts every match once; the table says which of A..E and the heroes. */
static void selector_filters(void **st) {
    (void)st;
    static const struct { const char *probe; const char *expect; } probes[] = {
        {"Probe flying", "A"},          {"Probe ranged", "B"},        {"Probe melee_only", "ACDE"},
        {"Probe damaged", "C"},         {"Probe invisible", "D"},     {"Probe defender", "C"},
        {"Probe race", "C"},            {"Probe level>=2", "C"},      {"Probe level<=1", "ABDE"},
        {"Probe health<=2", "ABCD"},    {"Probe not_flying", "BCDE"}, {"Probe own.not_defender", "AB"},
        {"Probe permanent", "DEh"},     {"Probe has:death", "C"},
    };
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        fmt_begin();
        int u[5];
        u[0] = sc_put("Kite 1/1/0", P1, FIELD);
        u[1] = sc_put("Dummy 2/2/2", P1, FIELD);
        u[2] = sc_put("Warden Grunt", P1, FIELD);
        u[3] = sc_put("Lurker 1/1/0", P2, FIELD);
        u[4] = sc_put("Dummy 3/2/0", P2, FIELD);
        sc.now.card[u[2]].damage = 1;
        for (int p = 0; p < 2; p++) sc.now.card[sc.now.hero[p][0]].exhaustion = 0;
        char name[64];
        snprintf(name, sizeof name, "play %s, in hand", probes[i].probe);
        sc_put(probes[i].probe, P1, HAND);
        sc_go();
        sc_answer(P1, RONE_ASK_MAIN, name);
        sc_expect(P1, RONE_ASK_MAIN);
        char got[8];
        int n = 0;
        for (int k = 0; k < 5; k++)
            if (sc.now.card[u[k]].exhaustion) got[n++] = (char)('A' + k);
        if (sc.now.card[sc.now.hero[P1][0]].exhaustion) got[n++] = 'H';
        if (sc.now.card[sc.now.hero[P2][0]].exhaustion) got[n++] = 'h';
        got[n] = 0;
        if (strcmp(got, probes[i].expect)) fail_msg("%s: exhausted %s, expected %s", probes[i].probe, got, probes[i].expect);
    }
}

/* combat.enemy, attacking, defending, in_combat and not_: Duelist's Combat text. The
 * defender gets +2 health (5), the attacker +3 melee, the defender 1 damage (4), the
 * attacker +1 health (5); then melee 3 against 2: the defender keeps 1, Duelist 3. */
static void combat_selectors(void **st) {
    (void)st;
    fmt_begin();
    int duelist = sc_put("Duelist", P1, FIELD);
    int e = sc_put("Dummy 3/2/0", P2, FIELD);
    int other = sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Duelist (P1)"); /* E is the only guardian: not asked */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(e), 1);
    assert_int_equal(sc_health(duelist), 3);
    assert_int_equal(sc.now.card[e].exhaustion, 1);
    assert_int_equal(sc_health(other), 1);
    assert_int_equal(rone_melee(&sc.now, duelist), 0); /* the modifier went at the clean-up */
}

/* filter=, target=it and player=trigger.player: Flyer Hunter hits an entering enemy flier
 * (it dies) and its controller loses 1 water; a unit without Flying enters untouched. */
static void trigger_filter_and_subject(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Flyer Hunter", P2, FIELD);
    int kite = sc_put("Kite 1/1/0", P1, HAND);
    int dummy = sc_put("Dummy 3/2/0", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_answer(P1, RONE_ASK_PLAY_CARD, "play Kite 1/1/0, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(kite), rone_zone(P1, GRAVE));
    assert_int_equal(sc.now.water[P1], 8);
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(dummy), rone_zone(P1, FIELD));
    assert_int_equal(sc_health(dummy), 3);
    assert_int_equal(sc.now.water[P1], 6);
}

/* player=$u.controller: the damaged unit's controller (P2) loses 2 water. */
static void bound_controller(void **st) {
    (void)st;
    fmt_begin();
    int e = sc_put("Dummy 3/2/0", P2, FIELD);
    sc_put("Tax Collector", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Tax Collector, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(e), 2);
    assert_int_equal(sc.now.water[P2], 8);
    assert_int_equal(sc.now.water[P1], 10);
}

/* if=$u.race:Warden: a Warden target draws a card, another unit does not. */
static void bound_race_condition(void **st) {
    (void)st;
    for (int warden = 1; warden >= 0; warden--) {
        fmt_begin();
        sc_put("Warden Grunt", P1, FIELD);
        sc_put("Dummy 3/2/0", P2, FIELD);
        sc_put("Kin Check", P1, HAND);
        sc_go();
        sc_answer(P1, RONE_ASK_MAIN, "play Kin Check, in hand");
        sc_answer(P1, RONE_ASK_TARGET, warden ? "target Warden Grunt (P1)" : "target Dummy 3/2/0 (P2)");
        sc_expect(P1, RONE_ASK_MAIN);
        assert_int_equal(sc_size(P1, HAND), warden);
    }
}

/* discard chooser=me: P1 looks at P2's hand and picks the card P2 loses. */
static void discard_chooser_me(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 1/1/0", P2, HAND);
    int b = sc_put("Dummy 3/2/0", P2, HAND);
    sc_put("Mind Rake", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Mind Rake, in hand");
    sc_expect(P1, RONE_ASK_DISCARD);
    sc_options_are("discard Dummy 1/1/0, in a hand", "discard Dummy 3/2/0, in a hand");
    sc_answer(P1, RONE_ASK_DISCARD, "discard Dummy 3/2/0, in a hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(b), rone_zone(P2, GRAVE));
    assert_int_equal(sc_zone(a), rone_zone(P2, HAND));
    assert_true(sc.now.card[a].seen & 1u << P1); /* P1 saw the hand */
}

/* once_per_turn on a trigger: Watchful Eye draws for the first unit entering this turn only. */
static void once_per_turn_trigger(void **st) {
    (void)st;
    fmt_begin();
    int eye = sc_put("Watchful Eye", P1, FIELD);
    sc_put("Dummy 3/2/0", P1, HAND);
    sc_put("Dummy 3/2/0", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_answer(P1, RONE_ASK_PLAY_CARD, "play Dummy 3/2/0, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 2);
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_answer(P1, RONE_ASK_PLAY_CARD, "play Dummy 3/2/0, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
    sc_answer(P1, RONE_ASK_MAIN, "end turn");
    assert_false(sc.now.card[eye].flags & RONE_CF_TRIGGERED);
}

/* static if= and applies=...race: Rally Banner: +2 melee only while P1 holds at most one
 * card; +1 health to P1's Wardens. */
static void static_condition_and_race(void **st) {
    (void)st;
    for (int cards = 2; cards >= 0; cards -= 2) {
        fmt_begin();
        sc_put("Rally Banner", P1, FIELD);
        int u = sc_put("Dummy 1/1/0", P1, FIELD);
        int grunt = sc_put("Warden Grunt", P1, FIELD);
        int e = sc_put("Dummy 3/2/0", P2, FIELD);
        for (int i = 0; i < cards; i++) sc_put("Dummy 1/1/0", P1, HAND);
        sc_go();
        assert_int_equal(rone_melee(&sc.now, u), cards ? 1 : 3);
        assert_int_equal(rone_melee(&sc.now, grunt), cards ? 2 : 4);
        assert_int_equal(sc_health(grunt), 4);
        assert_int_equal(sc_health(u), 1);
        assert_int_equal(rone_melee(&sc.now, e), 2);
        assert_int_equal(sc_health(e), 3);
    }
}

/* cannot_be_attacked on a hero: P2's hero is no attack target, so the exhausted unit is the only one. */
static void cannot_be_attacked_modifier(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Dummy 1/1/0", P1, FIELD);
    int e = sc_put("Dummy 3/2/0", P2, FIELD);
    sc.now.card[e].exhaustion = 3;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_options_are("attack Dummy 3/2/0 (P2)", "attack P2's hero");
    fmt_begin();
    sc_put("Veil Post", P2, FIELD);
    sc_put("Dummy 1/1/0", P1, FIELD);
    e = sc_put("Dummy 3/2/0", P2, FIELD);
    sc.now.card[e].exhaustion = 3;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)"); /* the only target: not asked */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_health(e), 2);
    assert_int_equal(sc_size(P2, DECK), 5);
}

/* ---- issue 25: the rule text where the engine departed from it (docs/RULES.md RONE R43-R47) ---- */

/* D1 (R85, RULES.md RONE R43): Initiative is offered on every card played, a fast tactic too:
 * P1 plays Quick Boon from hand (cost 1) and pays its initiative (1): draws, gains 2. */
static void initiative_on_fast_tactic(void **st) {
    (void)st;
    fmt_begin();
    int boon = sc_put("Quick Boon", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Quick Boon, in hand");
    sc_expect(P1, RONE_ASK_INITIATIVE);
    sc_answer(P1, RONE_ASK_INITIATIVE, "pay the initiative");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.water[P1], 10); /* 10 - 1 - 1 + 2 */
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_zone(boon), rone_zone(P1, GRAVE));
    /* skipped: only the card's own text */
    fmt_begin();
    sc_put("Quick Boon", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Quick Boon, in hand");
    sc_answer(P1, RONE_ASK_INITIATIVE, "skip the initiative");
    assert_int_equal(sc.now.water[P1], 9);
    assert_int_equal(sc_size(P1, HAND), 1);
    /* as a reaction, by P2, with the water it has: asked too */
    fmt_begin();
    sc_put("Dummy 1/1/0", P1, HAND);
    sc_put("Quick Boon", P2, HAND);
    sc.now.water[P2] = 2;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_answer(P2, RONE_ASK_REACT, "play Quick Boon, in hand");
    sc_answer(P2, RONE_ASK_INITIATIVE, "pay the initiative");
    assert_int_equal(sc.now.water[P2], 2); /* 2 - 1 - 1 + 2 */
}

/* D2 (RULES.md RONE R40, R44): a unit that cannot attack is no guardian: under P1's Chain
 * Post (enemy units cannot attack), P2's ready unit does not force P1's attack onto it. */
static void cannot_attack_unit_is_no_guardian(void **st) {
    (void)st;
    fmt_begin();
    sc_put("Chain Post", P1, FIELD);
    sc_put("Dummy 1/1/0", P1, FIELD);
    int guard = sc_put("Dummy 3/2/0", P2, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_expect(P1, RONE_ASK_ATTACK_TARGET);
    sc_options_are("attack Dummy 3/2/0 (P2)", "attack P2's hero");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_int_equal(sc_health(guard), 3);
}

/* D3 (combat steps 5 and 7, RULES.md RONE R45): a unit killed in combat is destroyed and its
 * Death text executes in step 5; step 7 then removes the round's attack tokens, so the +1
 * melee Avenger's Death text gives the attacker (the only other unit) is gone after the combat. */
static void death_token_removed_at_cleanup(void **st) {
    (void)st;
    fmt_begin();
    int a = sc_put("Dummy 2/2/2", P1, FIELD);
    int avenger = sc_put("Avenger", P2, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/2/2 (P1)"); /* Avenger guards: forced */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(avenger), rone_zone(P2, GRAVE));
    assert_int_equal(sc_size(P2, HAND), 1); /* the Death text ran (its draw) */
    assert_int_equal(sc.now.card[a].melee_mod, 0);
    assert_int_equal(sc.now.card[a].damage, 0);
}

/* R34 (RULES.md RONE R46): a unit revived onto the battlefield was placed there from outside
 * it, so its Battlefield text executes: Proud Brute gets +2 health and P1 draws. */
static void revive_runs_battlefield_text(void **st) {
    (void)st;
    fmt_begin();
    int brute = sc_put("Proud Brute", P1, GRAVE);
    sc_put("Grave Call", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Grave Call, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(brute), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.card[brute].exhaustion, 2);
    assert_int_equal(sc_health(brute), 4);
    assert_int_equal(sc_size(P1, HAND), 1);
}

/* The format's copy covers an activated ability, costs included (RULES.md RONE R47): Echo
 * Adept's Battlefield text executes Well Digger's "(exhaust 1) Pay 2 water: draw a card" as its
 * own: Echo Adept is exhausted once, P1 pays 2 water and draws; Well Digger is untouched. */
static void copy_activated_pays_its_costs(void **st) {
    (void)st;
    fmt_begin();
    int digger = sc_put("Well Digger", P1, FIELD);
    sc.now.card[digger].exhaustion = 1; /* the copy needs nothing of it */
    int adept = sc_put("Echo Adept", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(adept), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.card[adept].exhaustion, 1);
    assert_int_equal(sc.now.card[digger].exhaustion, 1);
    assert_int_equal(sc.now.water[P1], 7); /* 10 - 1 (the card) - 2 (the copied cost) */
    assert_int_equal(sc_size(P1, HAND), 1);
    /* a cost it cannot pay in full: the step fails, nothing is paid or drawn */
    fmt_begin();
    digger = sc_put("Well Digger", P1, FIELD);
    sc.now.card[digger].exhaustion = 1;
    adept = sc_put("Echo Adept", P1, HAND);
    sc.now.water[P1] = 2;
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    assert_int_equal(sc.now.card[adept].exhaustion, 0);
    assert_int_equal(sc.now.water[P1], 1);
    assert_int_equal(sc_size(P1, HAND), 0);
}

/* Random games with every card of the format set, each mode, invariants after every answer
 * (the lasting table, the costs with a choice, the new selectors in play against each other). */
static void random_games_with_the_format_set(void **st) {
    (void)st;
    load_format_set();
    static rone_state g;
    uint16_t opts[CT_MAX_OPTIONS];
    char why[200];
    uint64_t rng = 12345;
    int lasting_seen = 0;
    for (int players = 2; players <= 4; players++)
        for (int game = 0; game < 60; game++) {
            char options[64];
            ct_error err;
            snprintf(options, sizeof options, "players=%d set=fmt", players);
            if (rone_new_game(&g, options, (uint64_t)(1000 * players + game), &err)) fail_msg("%s", err.message);
            for (int step = 0; step < 5000 && !rone_is_over(&g); step++) {
                int n = rone_legal(&g, opts);
                if (n <= 0) fail_msg("no options");
                rng = rng * 6364136223846793005ull + 1442695040888963407ull;
                if (rone_apply(&g, opts[(rng >> 33) % (uint64_t)n], &err)) fail_msg("%s", err.message);
                if (!rone_check_invariants(&g, why, sizeof why)) fail_msg("%d players, game %d: %s", players, game, why);
                lasting_seen += g.now.lasting_count > 0;
            }
        }
    assert_true(lasting_seen > 0); /* the random games did reach the lasting effects */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(may_yes_and_bound_destroyed),
        cmocka_unit_test(may_no_and_condition_false),
        cmocka_unit_test(conditions_true),
        cmocka_unit_test(conditions_false),
        cmocka_unit_test(one_of_second_choice),
        cmocka_unit_test(one_of_first_choice),
        cmocka_unit_test(revive_to_battlefield),
        cmocka_unit_test(revive_needs_a_unit_on_top),
        cmocka_unit_test(revive_to_hand),
        cmocka_unit_test(discard_two),
        cmocka_unit_test(unit_enters_enemy),
        cmocka_unit_test(unit_dies_own),
        cmocka_unit_test(attack_declared_and_hero_damaged),
        cmocka_unit_test(tactic_played_any),
        cmocka_unit_test(level_up_own),
        cmocka_unit_test(once_per_turn),
        cmocka_unit_test(keyword_and_speed_modifiers),
        cmocka_unit_test(cannot_attack_modifier),
        cmocka_unit_test(cost_and_recycle_modifiers),
        cmocka_unit_test(labels_name_the_only_card),
        cmocka_unit_test(bury_is_told_with_its_cause),
        cmocka_unit_test(and_condition),
        cmocka_unit_test(scripts_run),
        cmocka_unit_test(copy_keeps_the_named_card),
        cmocka_unit_test(shield_technology_is_removed),
        cmocka_unit_test(strike_once_per_hero_in_each),
        cmocka_unit_test(until_next_turn_and_permanent),
        cmocka_unit_test(until_my_next_turn),
        cmocka_unit_test(until_next_combat),
        cmocka_unit_test(until_source_leaves),
        cmocka_unit_test(discard_cost),
        cmocka_unit_test(exhaust_other_cost),
        cmocka_unit_test(selector_filters),
        cmocka_unit_test(combat_selectors),
        cmocka_unit_test(trigger_filter_and_subject),
        cmocka_unit_test(bound_controller),
        cmocka_unit_test(bound_race_condition),
        cmocka_unit_test(discard_chooser_me),
        cmocka_unit_test(once_per_turn_trigger),
        cmocka_unit_test(static_condition_and_race),
        cmocka_unit_test(cannot_be_attacked_modifier),
        cmocka_unit_test(level_one_hero_static),
        cmocka_unit_test(two_targets_chosen_at_activation),
        cmocka_unit_test(second_target_dies_in_reaction),
        cmocka_unit_test(activated_ability_two_targets),
        cmocka_unit_test(triggered_two_targets_choose_at_execution),
        cmocka_unit_test(may_target_declined_at_activation),
        cmocka_unit_test(may_target_accepted_at_activation),
        cmocka_unit_test(if_step_chooses_when_reached),
        cmocka_unit_test(initiative_on_fast_tactic),
        cmocka_unit_test(cannot_attack_unit_is_no_guardian),
        cmocka_unit_test(death_token_removed_at_cleanup),
        cmocka_unit_test(revive_runs_battlefield_text),
        cmocka_unit_test(copy_activated_pays_its_costs),
        cmocka_unit_test(random_games_with_the_format_set),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
