/* test_rone_readings.c: each reading of an unclear RONE rule in docs/RULES.md (the
 * "RONE" section) pinned by a scenario, and the keywords and card abilities the
 * T-tests do not reach (Strike, Combat, copy, take control, static abilities,
 * beginning- and end-of-turn triggers, economic abilities as reactions). */
#include "rone_scenario.h"

enum { P1 = 0, P2 = 1, P3 = 2, P4 = 3 };
#define HAND RONE_Z_HAND
#define DECK RONE_Z_DECK
#define GRAVE RONE_Z_GRAVE
#define FIELD RONE_Z_FIELD
#define REMOVED RONE_Z_REMOVED

static void padding(int players) {
    for (int p = 0; p < players; p++)
        for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", p, DECK);
}

/* A11 (RULES.md RONE R9): a tactic whose text needs a target cannot be played, nor recycled,
 * while no legal target exists (step 3 cancels an action whose conditions cannot be
 * fulfilled); once a unit is there it can. */
static void a11_no_target_no_play(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Zap 1", P1, HAND);
    sc_put("Dummy 1/1/0", P1, GRAVE);
    sc_put("Zap 1", P1, GRAVE);
    sc_go();
    assert_false(sc_can("play Zap 1, in hand"));
    assert_false(sc_can("recycle a card"));
    sc_begin(2);
    padding(2);
    int zap = sc_put("Zap 1", P1, HAND);
    int u = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    assert_int_equal(sc_zone(u), rone_zone(P2, GRAVE));
    assert_int_equal(sc_zone(zap), rone_zone(P1, GRAVE));
    assert_int_equal(sc.now.water[P1], 9);
    /* a seat holding only such a tactic is not asked to react until a target arrives */
    sc_begin(2);
    padding(2);
    sc_put("Dummy 1/1/0", P1, HAND);
    sc_put("Dummy 2/2/0", P1, HAND);
    sc_put("Zap 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* P2's Zap 1 has no target: P2 is not asked */
    /* and the engine remembers it (fast_none) until a unit arrives (unit_wait: speed only) */
    assert_true(sc.now.fast_none >> P2 & 1);
    assert_true(sc.now.unit_wait >> P2 & 1);
    sc_answer(P1, RONE_ASK_PLAY_CARD, "play Dummy 1/1/0, in hand");
    assert_false(sc.now.fast_none >> P2 & 1);
    sc_expect(P1, RONE_ASK_MAIN);
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* now it has one: asked in the cancel step */
    sc_expect(P2, RONE_ASK_REACT);
    assert_true(sc_can("play Zap 1, in hand"));
}

/* A10: destroying more water than the pool holds empties it and the text goes on. */
static void a10_partial_amounts(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc.now.water[P2] = 1;
    sc_put("Drain 2", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Drain 2, in hand");
    sc_answer(P1, RONE_ASK_TARGET, "target P2's hero");
    assert_int_equal(sc.now.water[P2], 0);
}

/* A14, R84: a unit with melee and ranged hits a hero once (melee + ranged); Strike once. */
static void a14_one_damage_event_one_strike(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Raider", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Raider (P1)");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the second of 2 deck cards */
    assert_int_equal(sc_size(P2, DECK), 3);
    assert_int_equal(sc_size(P1, HAND), 1); /* Strike: one card */
}

/* A23 (RULES.md RONE R11): damage a shield absorbs is not dealt, so a hit absorbed in full is
 * no damage to the hero: no Strike (and no hero_damaged); a hit partly absorbed still strikes once. */
static void a23_absorbed_hit_no_strike(void **st) {
    (void)st;
    sc_begin(2);
    padding(1);
    sc_put("Dummy 1/1/0", P2, DECK);
    int s = sc_put("Husk", P2, DECK);
    sc.now.card[s].flags |= RONE_CF_SHIELD_UP;
    sc.now.card[s].seen = 0xF;
    sc_put("Dummy 1/1/0", P2, HAND);
    int raider = sc_put("Raider", P1, FIELD);
    sc.now.card[raider].ranged_mod = -1; /* 1 damage in all */
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Raider (P1)");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    assert_int_equal(sc_zone(s), REMOVED);
    assert_int_equal(sc_size(P2, HAND), 1);
    assert_int_equal(sc_size(P1, HAND), 0); /* no Strike */
    assert_int_equal(sc.now.card[raider].ranged_mod, 0); /* cleaned up */
    /* 2 damage: the shield absorbs one, a hand card takes the other: Strike once */
    sc_begin(2);
    padding(1);
    sc_put("Dummy 1/1/0", P2, DECK);
    s = sc_put("Husk", P2, DECK);
    sc.now.card[s].flags |= RONE_CF_SHIELD_UP;
    sc.now.card[s].seen = 0xF;
    int h = sc_put("Dummy 1/1/0", P2, HAND);
    sc_put("Raider", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Raider (P1)");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "destroy Dummy 1/1/0, in hand");
    assert_int_equal(sc_zone(h), rone_zone(P2, GRAVE));
    assert_int_equal(sc_size(P1, HAND), 1); /* Strike */
}

/* A19: a defender killed in the ranged step: the attacker's melee goes nowhere. */
static void a19_no_carry_over(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Dummy 1/0/1", P2, FIELD);
    sc_put("Dummy 5/3/1", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 5/3/1 (P1)");
    assert_int_equal(sc_size(P2, GRAVE), 1);
    assert_int_equal(sc_size(P2, DECK), 5);
    assert_int_equal(sc.now.card[zcard(&sc.now, rone_zone(P1, FIELD), 1)].damage, 1); /* the defender's ranged 1 */
}

/* A22: Combat triggers only unit against unit; against a hero the modifiers still count and are removed. */
static void a22_combat_only_against_units(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int b = sc_put("Brawler", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Brawler (P1)"); /* the hero: 1 damage, no Combat bonus */
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_int_equal(sc.now.card[b].melee_mod, 0);
    sc_begin(2);
    padding(2);
    b = sc_put("Brawler", P1, FIELD);
    int d = sc_put("Dummy 3/0/0", P2, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Brawler (P1)");
    assert_int_equal(sc.now.card[d].damage, 2); /* Combat: +1 melee for this combat */
    assert_int_equal(sc.now.card[b].melee_mod, 0);
}

/* A27: technologies are never recycled (only fodder for recycle costs). */
static void a27_technologies_not_recycled(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Dummy 1/1/0", P1, GRAVE);
    sc_put("Scope", P1, GRAVE);
    sc_go();
    assert_false(sc_can("recycle a card"));
}

/* A29: a Shield card destroyed from the hand is an ordinary card: graveyard. */
static void a29_shield_from_hand(void **st) {
    (void)st;
    sc_begin(2);
    padding(1);
    int husk = sc_put("Husk", P2, HAND);
    sc_put("Dummy 1/1/0", P2, DECK);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "destroy Husk, in hand");
    assert_int_equal(sc_zone(husk), rone_zone(P2, GRAVE));
}

/* A34: after the round limit, more cards in deck and hand wins. */
static void a34_round_limit(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Dummy 1/1/0", P2, HAND);
    sc.now.round = RONE_ROUND_LIMIT + 1;
    sc.now.phase = RONE_PH_REFRESH;
    sc_go();
    assert_true(rone_is_over(&sc));
    assert_int_equal(sc.now.end_reason, RONE_END_ROUNDS);
    assert_int_equal(sc.now.winners, 2);
}

/* A36: take control until end of turn; it refreshes, attacks for its new controller, then goes home. */
static void a36_take_control(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc.now.hero_level[P1] = 2;
    sc.now.card[sc.now.hero[P1][0]].zone = (uint8_t)rone_zone(P1, RONE_Z_HERODECK);
    sc.now.card[sc.now.hero[P1][1]].zone = (uint8_t)rone_zone(P1, FIELD);
    sc.now.card[sc.now.hero[P1][1]].exhaustion = 3;
    int u = sc_put("Dummy 2/2/0", P2, FIELD);
    sc.now.card[u].exhaustion = 2;
    sc_put("Seize", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Seize, in hand");
    assert_int_equal(sc_zone(u), rone_zone(P1, FIELD));
    assert_int_equal(sc.now.card[u].controller, P1);
    assert_int_equal(sc.now.card[u].exhaustion, 0);
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/2/0 (P1)"); /* P2's hero */
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_answer(P1, RONE_ASK_MAIN, "end turn");
    sc_answer(P2, RONE_ASK_DRAW, "stop drawing");
    assert_int_equal(sc_zone(u), rone_zone(P2, FIELD));
    assert_int_equal(sc.now.card[u].controller, P2);
}

/* R69: a copied Battlefield ability executes as the copying card's. */
static void r69_copy(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc.now.hero_level[P1] = 2;
    sc.now.card[sc.now.hero[P1][0]].zone = (uint8_t)rone_zone(P1, RONE_Z_HERODECK);
    sc.now.card[sc.now.hero[P1][1]].zone = (uint8_t)rone_zone(P1, FIELD);
    sc.now.card[sc.now.hero[P1][1]].exhaustion = 3;
    sc_put("Rally", P1, FIELD);
    int d = sc_put("Dummy 3/0/0", P2, FIELD);
    int mimic = sc_put("Mimic", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card"); /* Mimic; its copy targets Rally, the only unit with Battlefield */
    sc_expect(P1, RONE_ASK_TARGET);               /* Rally's text, as Mimic's: another unit than Mimic */
    sc_options_are("target Rally (P1)", "target Dummy 3/0/0 (P2)");
    sc_answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
    assert_int_equal(sc.now.card[d].melee_mod, 1);
    assert_int_equal(sc_zone(mimic), rone_zone(P1, FIELD));
}

/* Static abilities: Drum's +1 melee for own units; Well's +1 water income. */
static void static_abilities(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int u = sc_put("Dummy 1/1/0", P1, FIELD), e = sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Drum", P1, FIELD);
    sc_put("Well", P1, FIELD);
    sc.now.water[P1] = 0;
    sc.now.phase = RONE_PH_REFRESH;
    sc_go();
    assert_int_equal(rone_melee(&sc.now, u), 2);
    assert_int_equal(rone_melee(&sc.now, e), 1);
    sc_answer(P1, RONE_ASK_DRAW, "stop drawing");
    assert_int_equal(sc.now.water[P1], 3); /* 2 + 1 */
    /* R31: the refresh phase refreshes each permanent once, the hero too (it was exhausted 3) */
    assert_int_equal(sc.now.card[sc.now.hero[P1][0]].exhaustion, 2);
}

/* R32, R36, A32: beginning- and end-of-turn triggers of the active player's cards. */
static void turn_triggers(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Sentinel", P1, FIELD);
    sc_put("Sentinel", P2, FIELD);
    sc.now.water[P1] = 0;
    sc.now.phase = RONE_PH_REFRESH;
    sc_go();
    sc_answer(P1, RONE_ASK_DRAW, "stop drawing");
    assert_int_equal(sc.now.water[P1], 3); /* 1 (trigger) + 2 (income) */
    assert_int_equal(sc.now.water[P2], 10);
    sc_answer(P1, RONE_ASK_MAIN, "end turn");
    assert_int_equal(sc_size(P1, HAND), 1); /* end of turn: draw */
    assert_int_equal(sc_size(P2, HAND), 0);
}

/* A42: an economic ability is fast: usable in a reaction window on the opponent's turn. */
static void a42_economic_ability_reacts(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc.now.card[sc.now.hero[P2][0]].exhaustion = 0;
    sc_put("Zap 1", P1, HAND);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    sc_answer(P2, RONE_ASK_REACT, "use Test Hero (P2)");
    assert_int_equal(sc.now.water[P2], 11);
    assert_int_equal(sc.now.card[sc.now.hero[P2][0]].exhaustion, 2);
}

/* A6: with nobody reacting in the cancel step, the announced play cannot be declined. */
static void a6_no_free_decline(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Dummy 1/1/0", P1, HAND);
    sc_put("Dummy 2/2/0", P1, HAND);
    sc_put("Stun 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_options_are("play Dummy 1/1/0, in hand", "play Dummy 2/2/0, in hand");
}

/* A6, R5 for level up (RULES.md RONE R5): after a reaction in its cancel step the announcer
 * may decline the level-up, as a play, a recycle or an attack; with no reaction it is not asked. */
static void a6_level_up_declined_after_reaction(void **st) {
    (void)st;
    for (int decline = 0; decline < 2; decline++) {
        sc_begin(2);
        padding(2);
        sc_put("Drain 2", P2, HAND);
        sc_put("Dummy 1/1/0", P1, HAND); /* keeps P1's main phase a question */
        sc_go();
        sc_answer(P1, RONE_ASK_MAIN, "level up");
        sc_answer(P2, RONE_ASK_REACT, "play Drain 2, in hand");
        sc_answer(P2, RONE_ASK_TARGET, "target P1's hero");
        sc_expect(P1, RONE_ASK_LEVEL_UP);
        sc_options_are("level up", "decline");
        sc_answer(P1, RONE_ASK_LEVEL_UP, decline ? "decline" : "level up");
        sc_expect(P1, RONE_ASK_MAIN);
        assert_int_equal(sc.now.hero_level[P1], decline ? 1 : 2);
        assert_int_equal(sc.now.water[P1], decline ? 8 : 4);
    }
    sc_begin(2); /* nobody reacted: no question */
    padding(2);
    sc_put("Dummy 1/1/0", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "level up");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.hero_level[P1], 2);
}

/* A37 (2 v 2, RULES.md RONE R28): both teammates own and control the team's cards, so A1 may
 * use A2's technology and A2's hero (paying with A1's own water); within every other limit:
 * an exhausted card offers nothing. */
static void a37_teammate_technology_and_hero(void **st) {
    (void)st;
    sc_begin(4);
    for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", P1, DECK), sc_put("Dummy 1/1/0", P2, DECK);
    int post = sc_put("Sniper Post", P3, FIELD);
    int u = sc_put("Dummy 3/0/0", P2, FIELD);
    sc.now.card[sc.now.hero[P3][0]].exhaustion = 0;
    sc_go();
    assert_true(sc_can("use Test Hero (P3)"));
    sc_answer(P1, RONE_ASK_MAIN, "use Sniper Post (P3)");
    sc_answer(P3, RONE_ASK_REACT, "pass"); /* the teammate, then A1: P3's hero is still theirs to use */
    sc_answer(P1, RONE_ASK_REACT, "pass");
    assert_int_equal(sc.now.card[u].damage, 1);
    assert_int_equal(sc.now.water[P1], 9);
    assert_int_equal(sc.now.water[P3], 10);
    assert_int_equal(sc.now.card[post].exhaustion, 3);
    assert_false(sc_can("use Sniper Post (P3)"));
}

/* R91 (2v2): a player attacks with the teammate's units; its refresh covers them. */
static void r91_team_units(void **st) {
    (void)st;
    sc_begin(4);
    for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", P1, DECK), sc_put("Dummy 1/1/0", P2, DECK);
    sc_put("Dummy 1/1/0", P3, FIELD);
    sc_go();
    assert_true(sc_can("attack with Dummy 1/1/0 (P3)"));
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P3)");
    sc_expect(P1, RONE_ASK_ATTACK_TARGET); /* either enemy hero */
    sc_options_are("attack P2's hero", "attack P4's hero");
}

/* A13: a destroyed unit stays destroyed even if health is added before it is moved. */
static void a13_pending_death_stays(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int a = sc_put("Ember", P1, FIELD);
    int b = sc_put("Ember", P2, FIELD);
    int c = sc_put("Dummy 3/0/0", P2, FIELD);
    sc.now.card[c].exhaustion = 1; /* not a guardian */
    sc_put("Mend 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Ember (P1)");
    sc_answer(P2, RONE_ASK_REACT, "pass"); /* defensive positions; then B, the only guardian */
    sc_answer(P2, RONE_ASK_REACT, "pass");                  /* the combat window */
    char prompt[CT_NAME_SIZE]; /* the question says what is ordered (before: "which happens first") */
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P1: these die at once (Ember (P1), Ember (P2)): which dies first (its Death text first)");
    sc_answer(P1, RONE_ASK_ORDER, "Ember (P2) first");
    /* B's Death is on the stack: P2 heals A, which is already destroyed */
    sc_answer(P2, RONE_ASK_REACT, "play Mend 1, in hand");
    sc_answer(P2, RONE_ASK_TARGET, "target Ember (P1)");
    /* Mend executes: A is healed to 1 but stays destroyed; it moves at that step's death
     * check, and its Death (its only target: C) executes; then B's Death (only C is left) */
    sc_answer(P2, RONE_ASK_GRAVE_END, "bottom of the graveyard"); /* Mend */
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(a), rone_zone(P1, GRAVE));
    assert_int_equal(sc_zone(b), rone_zone(P2, GRAVE));
    assert_int_equal(sc.now.card[c].damage, 2);
}

/* Our reading: a copy ability cannot copy another copy (it would never end). */
static void copy_of_copy_fails(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc.now.hero_level[P1] = 2;
    sc.now.card[sc.now.hero[P1][0]].zone = (uint8_t)rone_zone(P1, RONE_Z_HERODECK);
    sc.now.card[sc.now.hero[P1][1]].zone = (uint8_t)rone_zone(P1, FIELD);
    sc.now.card[sc.now.hero[P1][1]].exhaustion = 3;
    sc_put("Mimic", P1, FIELD);
    sc_put("Mimic", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play a card");
    sc_expect(P1, RONE_ASK_MAIN); /* targets the first Mimic, whose text is a copy: nothing happens */
    assert_int_equal(sc_size(P1, FIELD), 3);
}

/* R95 (2v2): the acting teammate chooses top or bottom of the team's graveyard. */
static void r95_teammate_chooses(void **st) {
    (void)st;
    sc_begin(4);
    for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", P1, DECK), sc_put("Dummy 1/1/0", P2, DECK);
    sc_put("Dummy 3/0/0", P1, GRAVE);
    sc_put("Dummy 3/0/0", P2, FIELD); /* Zap 1's target (A11: none, no play) */
    int zap = sc_put("Zap 1", P1, HAND);
    sc.now.card[zap].zone = (uint8_t)rone_zone(P3, HAND); /* a team card in the teammate's hand */
    sc.now.card[zap].seen = 1u << P3;
    sc.now.current = P3;
    sc_go();
    sc_answer(P3, RONE_ASK_MAIN, "play Zap 1, in hand");
    sc_answer(P3, RONE_ASK_GRAVE_END, "bottom of the graveyard");
    assert_int_equal(zcard(&sc.now, rone_zone(P1, GRAVE), 0), zap);
}

/* R95 (2v2): a card returned to "its owner's hand" goes to the hand of the teammate the team
 * chooses, asked of the acting teammate (P3 here, playing Recall on P1's unit); it stays a
 * team card (recorded under P1, as every card of the team's deck in P3's hand is). */
static void r95_return_to_a_teammates_hand(void **st) {
    (void)st;
    sc_begin(4);
    for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", P1, DECK), sc_put("Dummy 1/1/0", P2, DECK);
    int u = sc_put("Dummy 3/0/0", P1, FIELD);
    int recall = sc_put("Recall", P1, HAND);
    sc.now.card[recall].zone = (uint8_t)rone_zone(P3, HAND); /* a team card in the teammate's hand */
    sc.now.card[recall].seen = 1u << P3;
    sc.now.current = P3;
    sc_go();
    sc_answer(P3, RONE_ASK_MAIN, "play Recall, in hand"); /* the only unit: not asked */
    sc_expect(P3, RONE_ASK_SEAT);
    sc_options_are("P1", "P3");
    sc_answer(P3, RONE_ASK_SEAT, "P3");
    assert_int_equal(sc_zone(u), rone_zone(P3, HAND));
    assert_int_equal(sc_size(P1, HAND), 0);
    assert_int_equal(sc.now.card[u].owner, P1);
    assert_int_equal(sc.now.card[u].controller, P1);
}

/* R95 (2v2) with an enemy's effect: the team whose card it is chooses, asked of the teammate
 * the card records as its owner (P1); P2's Recall cannot choose for them. */
static void r95_enemy_effect_the_team_chooses(void **st) {
    (void)st;
    sc_begin(4);
    for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", P1, DECK), sc_put("Dummy 1/1/0", P2, DECK);
    int u = sc_put("Dummy 3/0/0", P1, FIELD);
    sc_put("Recall", P2, HAND);
    sc.now.current = P2;
    sc_go();
    sc_answer(P2, RONE_ASK_MAIN, "play Recall, in hand");
    sc_expect(P1, RONE_ASK_SEAT);
    sc_answer(P1, RONE_ASK_SEAT, "P3");
    assert_int_equal(sc_zone(u), rone_zone(P3, HAND));
    assert_int_equal(sc_size(P1, HAND), 0);
}

/* In a duel the owner is the owner: no question. */
static void r95_duel_no_question(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int u = sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Recall", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Recall, in hand");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc_zone(u), rone_zone(P2, HAND));
}

/* ---- R43, A3: triggers that fire at the same moment (docs/RULES.md RONE R33) ---- */

/* Both combatants' Combat texts: the active player orders them, both go on the stack
 * at once (the one chosen first on top), one reaction round is opened by the top one's
 * controller, then both execute before the combat window. */
static void r43_combat_triggers_together(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int a = sc_put("Brawler", P1, FIELD);
    int d = sc_put("Brawler", P2, FIELD);
    sc_put("Mend 1", P1, HAND);
    sc_put("Mend 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Brawler (P1)");
    sc_answer(P2, RONE_ASK_REACT, "pass"); /* defensive positions; P2's Brawler is the only target */
    sc_expect(P1, RONE_ASK_ORDER);
    sc_options_are("Brawler (P1) first", "Brawler (P2) first");
    char prompt[CT_NAME_SIZE];
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P1: these trigger at once (Brawler (P1), Brawler (P2)): which resolves first");
    sc_answer(P1, RONE_ASK_ORDER, "Brawler (P2) first");
    sc_expect(P1, RONE_ASK_REACT); /* the top one is P2's: its opponent P1 answers first */
    rone_prompt(&sc, prompt, sizeof prompt); /* the window names the ability, not just the card (play-test) */
    assert_string_equal(prompt, "P1: react? (to Brawler's triggered ability, top of the stack)");
    assert_int_equal(sc.now.stack_count, 3);
    assert_int_equal(sc.now.stack[0].kind, RONE_IT_ATTACK);
    assert_int_equal(sc.now.stack[1].card, a);
    assert_int_equal(sc.now.stack[1].controller, P1);
    assert_int_equal(sc.now.stack[2].card, d);
    assert_int_equal(sc.now.stack[2].controller, P2);
    assert_int_equal(sc.now.card[a].melee_mod, 0);
    sc_answer(P1, RONE_ASK_REACT, "pass");
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_expect(P2, RONE_ASK_REACT); /* both executed; now the combat window (step 4) */
    assert_int_equal(sc.now.stack_count, 1);
    assert_int_equal(sc.now.card[a].melee_mod, 1);
    assert_int_equal(sc.now.card[d].melee_mod, 1);
}

/* The other order: P1's on top, so P2 answers first. */
static void r43_order_decides_the_top(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int a = sc_put("Brawler", P1, FIELD);
    int d = sc_put("Brawler", P2, FIELD);
    sc_put("Mend 1", P1, HAND);
    sc_put("Mend 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Brawler (P1)");
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_answer(P1, RONE_ASK_ORDER, "Brawler (P1) first");
    sc_expect(P2, RONE_ASK_REACT);
    assert_int_equal(sc.now.stack_count, 3);
    assert_int_equal(sc.now.stack[1].card, d);
    assert_int_equal(sc.now.stack[2].card, a);
}

/* Only one trigger: nobody is asked to order; the round is its controller's (R42). */
static void r43_one_trigger_no_order(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc_put("Dummy 2/2/0", P1, FIELD);
    int d = sc_put("Brawler", P2, FIELD);
    sc_put("Mend 1", P1, HAND);
    sc_put("Mend 1", P2, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/2/0 (P1)");
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_expect(P1, RONE_ASK_REACT); /* no ORDER; P2's trigger: P1 first */
    assert_int_equal(sc.now.stack_count, 2);
    assert_int_equal(sc.now.stack[1].card, d);
}

/* Beginning-of-turn texts of two cards (3 players): the active player orders them; both
 * are on the stack for one round, its primary target first, then its secondary. */
static void r43_turn_start_three_players(void **st) {
    (void)st;
    sc_begin(3);
    padding(3);
    int s1 = sc_put("Sentinel", P1, FIELD);
    int s2 = sc_put("Sentinel", P1, FIELD);
    sc_put("Mend 1", P2, HAND);
    sc_put("Mend 1", P3, HAND);
    sc.now.phase = RONE_PH_REFRESH;
    sc_go();
    sc_answer(P2, RONE_ASK_REACT, "pass"); /* the turn-start window */
    sc_answer(P3, RONE_ASK_REACT, "pass");
    sc_expect(P1, RONE_ASK_ORDER);
    assert_int_equal(sc.pending.count, 2);
    assert_int_equal(sc_option("Sentinel (P1) first"), s1); /* the first listed */
    assert_int_equal(sc_option("Sentinel (P1) #2 first"), s2);
    sc_answer(P1, RONE_ASK_ORDER, "Sentinel (P1) #2 first");
    sc_expect(P2, RONE_ASK_REACT);
    assert_int_equal(sc.now.stack_count, 2);
    assert_int_equal(sc.now.stack[0].card, s1);
    assert_int_equal(sc.now.stack[1].card, s2);
    assert_int_equal(sc.now.water[P1], 10);
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_answer(P3, RONE_ASK_REACT, "pass");
    sc_expect(P2, RONE_ASK_REACT); /* both executed: the beginning -> income window */
    assert_int_equal(sc.now.stack_count, 0);
    assert_int_equal(sc.now.water[P1], 12);
}

/* 2 v 2: the active player orders both combatants' texts; with P1's on top, its
 * opponents answer first in turn order (P2, P4), then its teammate P3. */
static void r43_two_against_two(void **st) {
    (void)st;
    sc_begin(4);
    for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", P1, DECK), sc_put("Dummy 1/1/0", P2, DECK);
    int a = sc_put("Brawler", P1, FIELD);
    int d = sc_put("Brawler", P2, FIELD);
    sc_put("Mend 1", P2, HAND);
    sc_put("Mend 1", P3, HAND);
    sc_put("Mend 1", P4, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Brawler (P1)");
    sc_answer(P2, RONE_ASK_REACT, "pass"); /* defensive positions */
    sc_answer(P4, RONE_ASK_REACT, "pass");
    sc_answer(P3, RONE_ASK_REACT, "pass");
    sc_answer(P1, RONE_ASK_ORDER, "Brawler (P1) first");
    assert_int_equal(sc.now.stack_count, 3);
    assert_int_equal(sc.now.stack[2].card, a);
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_answer(P4, RONE_ASK_REACT, "pass");
    sc_answer(P3, RONE_ASK_REACT, "pass");
    sc_expect(P2, RONE_ASK_REACT); /* the combat window */
    assert_int_equal(sc.now.stack_count, 1);
    assert_int_equal(sc.now.card[a].melee_mod, 1);
    assert_int_equal(sc.now.card[d].melee_mod, 1);
}

/* 2 v 2, one trigger, the opponent's: no ORDER; P2's round asks P3 (the next enemy in
 * turn order after P2), then P1, then P4 (P2's teammate). */
static void r43_two_against_two_one_trigger(void **st) {
    (void)st;
    sc_begin(4);
    for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", P1, DECK), sc_put("Dummy 1/1/0", P2, DECK);
    sc_put("Dummy 2/2/0", P1, FIELD);
    sc_put("Brawler", P2, FIELD);
    sc_put("Mend 1", P1, HAND);
    sc_put("Mend 1", P3, HAND);
    sc_put("Mend 1", P4, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/2/0 (P1)");
    sc_answer(P4, RONE_ASK_REACT, "pass"); /* defensive positions: P2 has nothing to use */
    sc_answer(P3, RONE_ASK_REACT, "pass");
    sc_expect(P3, RONE_ASK_REACT);
    assert_int_equal(sc.now.stack_count, 2);
    sc_answer(P3, RONE_ASK_REACT, "pass");
    sc_answer(P1, RONE_ASK_REACT, "pass");
    sc_answer(P4, RONE_ASK_REACT, "pass");
    assert_int_equal(sc.now.stack_count, 1);
}

/* 3 players, simultaneous deaths of two opponents' units (R67): the active player orders
 * them; each Death text is its controller's and executes before the next unit moves. */
static void r67_three_player_deaths(void **st) {
    (void)st;
    sc_begin(3);
    padding(3);
    int dummy = sc_put("Dummy 3/0/0", P1, FIELD);
    int e2 = sc_put("Ember", P2, FIELD);
    int e3 = sc_put("Ember", P3, FIELD);
    sc_put("Wipe", P1, HAND);
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "play Wipe, in hand");
    sc_expect(P1, RONE_ASK_ORDER);
    sc_options_are("Ember (P2) first", "Ember (P3) first");
    sc_answer(P1, RONE_ASK_ORDER, "Ember (P3) first");
    sc_expect(P3, RONE_ASK_TARGET); /* P3's Death: P2's Ember, still waiting, may be chosen */
    assert_true(sc_can("target Ember (P2)"));
    assert_int_equal(sc_zone(e3), rone_zone(P3, GRAVE));
    assert_int_equal(sc_zone(e2), rone_zone(P2, FIELD));
    sc_answer(P3, RONE_ASK_TARGET, "target Dummy 3/0/0 (P1)");
    /* then P2's Ember moves and its Death has one target left */
    assert_int_equal(sc_zone(e2), rone_zone(P2, GRAVE));
    assert_int_equal(sc.now.card[dummy].damage, 2);
}

/* A28 with R43: a recycled unit's Battlefield and Recycle texts go on the stack together
 * (the one AP chose first on top) and get one round; then both execute. */
static void a28_recycled_unit_texts_together(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    sc.now.hero_level[P1] = 2;
    sc.now.card[sc.now.hero[P1][0]].zone = (uint8_t)rone_zone(P1, RONE_Z_HERODECK);
    sc.now.card[sc.now.hero[P1][1]].zone = (uint8_t)rone_zone(P1, FIELD);
    sc.now.card[sc.now.hero[P1][1]].exhaustion = 3;
    sc_put("Dummy 1/1/0", P1, GRAVE);
    sc_put("Dummy 2/2/0", P1, GRAVE);
    sc_put("Dummy 3/0/0", P1, GRAVE);
    int x = sc_put("Revenant", P1, GRAVE);
    sc_put("Mend 1", P2, HAND);
    sc_put("Dummy 3/0/0", P2, FIELD); /* Mend 1's target before Revenant enters (A11) */
    sc_go();
    sc_answer(P1, RONE_ASK_MAIN, "recycle a card");
    sc_answer(P2, RONE_ASK_REACT, "pass"); /* the cancel step */
    sc_answer(P2, RONE_ASK_REACT, "pass"); /* the recycle on the stack */
    sc_answer(P1, RONE_ASK_ORDER, "Recycle first");
    sc_expect(P2, RONE_ASK_REACT);
    assert_int_equal(sc.now.stack_count, 3); /* the recycle (executing), Battlefield, Recycle */
    assert_int_equal(sc.now.stack[1].card, x);
    assert_int_equal(sc.now.stack[2].card, x);
    assert_int_equal(sc.now.stack[1].ability, 0); /* Battlefield below */
    assert_int_equal(sc.now.stack[2].ability, 1); /* Recycle on top: it executes first */
    assert_int_equal(sc.now.card[x].health_bonus, 0);
    assert_int_equal(sc.now.water[P1], 10);
    sc_answer(P2, RONE_ASK_REACT, "pass");
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[x].health_bonus, 1);
    assert_int_equal(sc.now.water[P1], 11);
}

/* A hero with a beginning-of-turn text fires it once: the hero stands on its player's side
 * and is found there (a Sentinel stands in for P1's level-1 hero card). */
static void hero_turn_trigger_fires_once(void **st) {
    (void)st;
    sc_begin(2);
    padding(2);
    int old = sc.now.hero[P1][0];
    sc.now.card[old].zone = (uint8_t)rone_zone(P1, RONE_Z_REMOVED);
    int h = sc_put("Sentinel", P1, FIELD);
    sc.now.card[h].exhaustion = 3;
    sc.now.hero[P1][0] = (uint8_t)h;
    sc.now.water[P1] = 0;
    sc.now.phase = RONE_PH_REFRESH;
    sc_go();
    /* no ORDER between a card and itself; P1 has nothing to do but end its turn */
    sc_expect(P2, RONE_ASK_DRAW);
    assert_int_equal(sc.now.water[P1], 1);     /* the beginning-of-turn text once (a Sentinel has no income) */
    assert_int_equal(sc_size(P1, HAND), 1);    /* the end-of-turn text once */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a6_no_free_decline),
        cmocka_unit_test(a6_level_up_declined_after_reaction),
        cmocka_unit_test(a37_teammate_technology_and_hero),
        cmocka_unit_test(a10_partial_amounts),
        cmocka_unit_test(a11_no_target_no_play),
        cmocka_unit_test(a13_pending_death_stays),
        cmocka_unit_test(a14_one_damage_event_one_strike),
        cmocka_unit_test(a19_no_carry_over),
        cmocka_unit_test(a22_combat_only_against_units),
        cmocka_unit_test(a23_absorbed_hit_no_strike),
        cmocka_unit_test(a27_technologies_not_recycled),
        cmocka_unit_test(a29_shield_from_hand),
        cmocka_unit_test(a34_round_limit),
        cmocka_unit_test(a36_take_control),
        cmocka_unit_test(a42_economic_ability_reacts),
        cmocka_unit_test(r69_copy),
        cmocka_unit_test(r91_team_units),
        cmocka_unit_test(static_abilities),
        cmocka_unit_test(turn_triggers),
        cmocka_unit_test(copy_of_copy_fails),
        cmocka_unit_test(r95_teammate_chooses),
        cmocka_unit_test(r95_return_to_a_teammates_hand),
        cmocka_unit_test(r95_enemy_effect_the_team_chooses),
        cmocka_unit_test(r95_duel_no_question),
        cmocka_unit_test(r43_combat_triggers_together),
        cmocka_unit_test(r43_order_decides_the_top),
        cmocka_unit_test(r43_one_trigger_no_order),
        cmocka_unit_test(r43_turn_start_three_players),
        cmocka_unit_test(r43_two_against_two),
        cmocka_unit_test(r43_two_against_two_one_trigger),
        cmocka_unit_test(r67_three_player_deaths),
        cmocka_unit_test(a28_recycled_unit_texts_together),
        cmocka_unit_test(hero_turn_trigger_fires_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
