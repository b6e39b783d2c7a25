/* test_rone_narrate.c: what the narration (src/rone/narrate.c) tells from the engine's
 * outcome record (rone.h's rone_outcome), in laid-out positions of the test set
 * (tests/rone_scenario.h): combat's damage both ways, a Combat modifier, a target there
 * was no choice of, an attack's amount on a hero, a Shield card destroyed, the lifebound
 * prompt's total, and a chain of reactions told in the order it resolves. Each expected
 * line is worked out by hand from the test cards' texts and stats. */
#include "rone_scenario.h"
#include "rone_lines.h"

enum { P1, P2, P3, P4 };
enum { DECK = RONE_Z_DECK, HAND = RONE_Z_HAND, GRAVE = RONE_Z_GRAVE, FIELD = RONE_Z_FIELD };

static const char *const names[RONE_MAX_SEATS] = {"Ana", "Bo", "Cy", "Di"};


static rone_state before_answer;
static lines told, since; /* the last answer's lines; every line since since.count was set to 0 */

/* sc_answer, keeping what the narration tells of it for a spectator in told. */
static void answer_told(int seat, int kind, const char *name, int line) {
    before_answer = sc;
    int option = sc_option(name);
    sc_answer_at(seat, kind, name, line);
    told.count = 0;
    rone_narrate(&before_answer, option, &sc, -1, names, collect, &told);
    for (int i = 0; i < told.count && since.count < 64; i++) snprintf(since.text[since.count++], RONE_NARRATION_SIZE, "%s", told.text[i]);
}

/* Asserts that a line told since since.count was set to 0 reads want. */
static void told_since_at(const char *want, int line) {
    for (int i = 0; i < since.count; i++)
        if (!strcmp(since.text[i], want)) return;
    for (int i = 0; i < since.count; i++) print_message("  told: %s\n", since.text[i]);
    fail_msg("line %d: nothing told reads '%s'", line, want);
}
#define told_since(want) told_since_at(want, __LINE__)

/* Asserts that the n lines want were told since since.count was set to 0, in that order
 * (each at its first telling). */
static void told_in_order_at(const char *const *want, int n, int line) {
    int last = -1;
    for (int k = 0; k < n; k++) {
        told_since_at(want[k], line);
        int at = -1;
        for (int i = 0; i < since.count && at < 0; i++)
            if (!strcmp(since.text[i], want[k])) at = i;
        if (at <= last) {
            for (int i = 0; i < since.count; i++) print_message("  told: %s\n", since.text[i]);
            fail_msg("line %d: '%s' not told after the lines before it", line, want[k]);
        }
        last = at;
    }
}
#define told_in_order(want, n) told_in_order_at(want, n, __LINE__)
#define answer(seat, kind, name) answer_told(seat, kind, name, __LINE__)

static void print_told(void) {
    for (int i = 0; i < told.count; i++) print_message("  told: %s\n", told.text[i]);
}

/* Asserts that the lines told include want. */
static void told_has_at(const char *want, int line) {
    for (int i = 0; i < told.count; i++)
        if (!strcmp(told.text[i], want)) return;
    print_told();
    fail_msg("line %d: nothing told reads '%s'", line, want);
}
#define told_has(want) told_has_at(want, __LINE__)

/* The index of the line told that reads want; fails if none. */
static int told_at(const char *want, int line) {
    told_has_at(want, line);
    for (int i = 0; i < told.count; i++)
        if (!strcmp(told.text[i], want)) return i;
    return -1;
}
#define told_index(want) told_at(want, __LINE__)


/* The option named name in state s (sc_option for a kept state), or -1. */
static int sc_option_in(const rone_state *s, const char *name) {
    uint16_t opts[CT_MAX_OPTIONS];
    char buf[CT_NAME_SIZE];
    int n = rone_legal(s, opts);
    for (int i = 0; i < n; i++) {
        rone_option_name(s, opts[i], buf, sizeof buf);
        if (!strcmp(buf, name)) return opts[i];
    }
    return -1;
}

/* Cards in both decks, so that nobody runs out while a test plays. */
static void decks(int players) {
    for (int p = 0; p < players; p++)
        for (int i = 0; i < 5; i++) sc_put("Dummy 1/1/0", p, DECK);
}

/* Brawler (health 2, melee 1, ranged 0; Combat: +1 melee) attacks Dummy 6/4/1 (health 6,
 * melee 4, ranged 1), the only active unit, so the only target it may attack (a guardian).
 * Ranged first: the dummy's 1 back (Brawler at 1 left); both live, so melee: Brawler's 1+1
 * and the dummy's 4 back; Brawler dies. Before the outcome record the log said only
 * "Dummy 6/4/1 takes 2 damage" and "Ana's Brawler dies": no return damage, no Combat. */
static void combat_told_both_ways(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Brawler", P1, FIELD);
    sc_put("Dummy 6/4/1", P2, FIELD);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Brawler (P1)");
    const char *want[] = {"Ana attacks with Brawler", "Brawler attacks Dummy 6/4/1 (the only target it may attack)", "Brawler's Combat: +1 melee",
                          "Dummy 6/4/1 deals 1 ranged back to Brawler", "Brawler deals 2 to Dummy 6/4/1", "Dummy 6/4/1 deals 4 back to Brawler",
                          "Ana's Brawler dies"};
    if (told.count != 7) print_told();
    assert_int_equal(told.count, 7);
    for (int i = 0; i < 7; i++) assert_string_equal(told.text[i], want[i]);
}

/* Dummy 6/4/1 attacks Bo's hero (Bo has no unit: the hero is the only target) for its
 * melee 4 + ranged 1 = 5 (A14, one event); Bo holds a card, so each point is asked, and
 * the prompt counts them: point 1 of 5, then 2 of 5 (before: "a card to destroy for 1
 * damage" each time, and no amount on the attack). */
static void an_attack_on_a_hero_says_how_much(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 6/4/1", P1, FIELD);
    sc_put("Dummy 1/1/0", P2, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 6/4/1 (P1)");
    if (told.count != 2) print_told();
    assert_int_equal(told.count, 2); /* the damage once: the points lost are told as they are chosen */
    assert_string_equal(told.text[0], "Ana attacks with Dummy 6/4/1");
    assert_string_equal(told.text[1], "Dummy 6/4/1 attacks Bo's hero for 5 (the only target it may attack)");
    sc_expect(P2, RONE_ASK_LIFEBOUND);
    char prompt[200];
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P2: a card to destroy: damage point 1 of 5");
    answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P2: a card to destroy: damage point 2 of 5");
}

/* A hand card destroyed by lifebound damage into a graveyard that holds a card: the next
 * question is where in the graveyard it goes, about that card. Neither answer tells a play
 * or a water change; the point is told as lifebound damage from the hand. Before: the
 * card asked about next was taken for one being played ("Bo plays a card (1 water)") and
 * the unchanged pool told as a gain ("Bo gains 1 water from Dummy 1/1/0"). */
static void a_hand_card_lost_to_damage_is_not_played(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 2/2/0", P2, HAND);
    sc_put("Dummy 3/0/0", P2, GRAVE);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_expect(P2, RONE_ASK_LIFEBOUND);
    answer(P2, RONE_ASK_LIFEBOUND, "destroy Dummy 2/2/0, in hand");
    lines first = told;
    sc_expect(P2, RONE_ASK_GRAVE_END);
    answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    bool lifebound = false;
    for (int i = 0; i < first.count + told.count; i++) {
        const char *line = i < first.count ? first.text[i] : told.text[i - first.count];
        if (strstr(line, "plays") || strstr(line, "water")) fail_msg("told '%s'", line);
        lifebound |= strstr(line, "Bo takes 1 lifebound damage: Dummy 2/2/0 from hand") != NULL;
    }
    if (!lifebound) print_told();
    assert_true(lifebound);
}

/* Dummy 2/2/0 attacks Bo's hero for 2; Bo takes both points from the deck's top, and as
 * his graveyard holds a card, each card's place there is asked. The point whose place is
 * the last question of the damage is told as lifebound damage too. Before: "Bo loses 1
 * card from the deck (Dummy 1/1/0)", as if an effect had milled it (seen in a greedy duel,
 * seed 7: Dam Warden's attack). */
static void the_last_point_from_the_deck_is_lifebound(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 2/2/0", P1, FIELD);
    sc_put("Dummy 3/0/0", P2, HAND); /* a choice: each point is asked */
    sc_put("Dummy 6/4/1", P2, GRAVE);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/2/0 (P1)");
    for (int point = 1; point <= 2; point++) {
        sc_expect(P2, RONE_ASK_LIFEBOUND);
        answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
        sc_expect(P2, RONE_ASK_GRAVE_END);
        answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
        if (told.count != 1) print_told();
        assert_int_equal(told.count, 1);
        char want[96]; /* each point is an answer of its own: its number is told */
        snprintf(want, sizeof want, "Bo takes lifebound damage point %d of 2: Dummy 1/1/0 from the deck", point);
        assert_string_equal(told.text[0], want);
    }
}

/* Two teams: Ana (seats 1 and 3) attacks Di's hero (seat 4) with Dummy 2/2/0. Di's team
 * deck lies in Bo's zone (its first seat); the points Di takes from it are Di's (the
 * first goes into an empty graveyard, the second's place there is asked). Before:
 * "Bo takes 1 lifebound damage" or "Bo loses 1 card from the deck", naming the wrong
 * player. */
static void a_teammate_takes_points_from_the_team_deck(void **unused) {
    (void)unused;
    sc_begin(4);
    decks(2);
    sc_put("Dummy 2/2/0", P1, FIELD);
    sc_put("Dummy 3/0/0", P4, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/2/0 (P1)");
    sc_expect(P1, RONE_ASK_ATTACK_TARGET);
    answer(P1, RONE_ASK_ATTACK_TARGET, "attack P4's hero");
    for (int point = 1; point <= 2; point++) {
        while (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        sc_expect(P4, RONE_ASK_LIFEBOUND);
        answer(P4, RONE_ASK_LIFEBOUND, "top of the deck");
        if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(P4, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the second */
        char want[96];
        snprintf(want, sizeof want, "Di takes lifebound damage point %d of 2: Dummy 1/1/0 from the deck", point);
        told_has(want);
        for (int i = 0; i < told.count; i++)
            if (strstr(told.text[i], "Bo ")) fail_msg("told '%s'", told.text[i]);
    }
}

/* Three players: Bo's primary target is Cy (R29), who holds one card and has no deck, a
 * card in the graveyard and a technology in play. Bo's Dummy 1/1/0 attacks Cy's hero; the
 * point destroys Cy's last card, and Cy is out: the bounty's 2 cards go under Bo's deck
 * (R102) and Cy's cards leave the game. Before: a line per card of Cy's ("Cy's Well is
 * removed from the game", "2 cards of Cy's graveyard are removed from the game", Cy's hero)
 * and nothing of the elimination or the bounty. */
static void an_elimination_and_the_bounty_are_told(void **unused) {
    (void)unused;
    sc_begin(3);
    decks(2);
    sc.now.current = P2;
    sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Dummy 2/2/0", P3, HAND);
    sc_put("Dummy 3/0/0", P3, GRAVE);
    sc_put("Well", P3, FIELD);
    for (int i = 0; i < 2; i++) sc.now.card[sc_put("Dummy 1/1/0", P1, DECK)].zone = RONE_Z_BOUNTY;
    sc_go();
    answer(P2, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P2)");
    while (sc.pending.kind == RONE_ASK_ATTACK_TARGET) answer(P2, RONE_ASK_ATTACK_TARGET, "attack P3's hero");
    while (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
    if (sc.pending.kind == RONE_ASK_LIFEBOUND) answer(P3, RONE_ASK_LIFEBOUND, "destroy Dummy 2/2/0, in hand");
    if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(P3, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_expect(P2, RONE_ASK_FOLLOW_UP); /* R29: an attack on the secondary target may follow */
    answer(P2, RONE_ASK_FOLLOW_UP, "stop");
    assert_false(sc.now.seats_alive >> P3 & 1);
    const char *want[] = {"Cy is out of the game, with no card left in hand or deck: Cy's cards leave the game",
                          "Bo takes the bounty: 2 cards under Bo's deck, face down"};
    if (told.count != 2) print_told();
    assert_int_equal(told.count, 2);
    for (int i = 0; i < 2; i++) assert_string_equal(told.text[i], want[i]);
    assert_int_equal(rone_zone_size(&sc.now, rone_zone(P2, DECK)), 5 + 2);
}

/* Ana plays Zap 1 on Bo's only unit; then she has nothing left to do (her hero exhausted,
 * no card, no unit), so the engine answers her main phase's one option, "end turn", itself,
 * and nobody can react: Bo's turn begins in the same answer. The log says that Ana ended
 * her turn. Before: nothing between the damage and "Bo's turn" (seen against mcts:300,
 * where the bot's turns ended with no line). */
static void a_turn_ended_with_no_choice_is_told(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc.now.water[P1] = 1; /* Zap 1's price: no level-up after it */
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    int zap = told_index("Zap 1 deals 1 to Dummy 3/0/0"), ended = told_index("Ana ends the turn"), next = told_index("Bo's turn (round 1)");
    if (!(zap < ended && ended < next)) {
        print_told();
        fail_msg("not told in the order it happened");
    }
}

/* A face-up Shield card on top of a deck (R82, A29: the deck ran down to the Shield cards
 * put at its bottom) is used up by what reaches it: a draw removes it and draws nothing
 * (zones.c), a point of lifebound damage removes it instead of a card (effects.c). Before:
 * "Ana loses 1 card from the deck (a card)" for the draw (seen in a greedy 2 v 2 game, seed
 * 3: Lift Purse's draw), and the point as a card lost from the deck. */
static void a_face_up_shield_reached_is_told(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc.now.card[sc_put("Husk", P1, DECK)].flags |= RONE_CF_SHIELD_UP;
    sc.now.card[sc_put("Husk", P2, DECK)].flags |= RONE_CF_SHIELD_UP;
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Stun and Draw", P1, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Stun and Draw, in hand"); /* exhausts a card, then draws */
    sc_expect(P1, RONE_ASK_TARGET);
    answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
    told_has("Ana's draw finds Husk, face up on the deck (Shield): it is removed from the game instead of drawn");
    sc_begin(2);
    decks(2);
    sc.now.card[sc_put("Husk", P2, DECK)].flags |= RONE_CF_SHIELD_UP;
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 3/0/0", P2, HAND); /* a choice: the point is asked */
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_expect(P2, RONE_ASK_LIFEBOUND);
    answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    if (told.count != 1) print_told();
    assert_int_equal(told.count, 1);
    assert_string_equal(told.text[0], "Bo takes 1 lifebound damage: Husk, face up on the deck (Shield), takes the point and is removed from the game");
}

/* Raider (Strike: draw a card) attacks Bo's hero, the only target; Bo has no card in hand,
 * so each point takes his deck's top with no question (the engine answers a question of
 * one option), the second card's place in the graveyard is asked, and in that answer the
 * Strike trigger draws Ana a card. The log tells the point as lifebound damage (the last
 * thing the answer before it noted is the point: rone.h's outcome record), then the draw.
 * Before: "Bo loses 1 card from the deck", and the draw came first, told with the cards
 * that arrived, before the damage that caused it (seen against mcts:300: "Player 2 draws
 * 2 cards" before "Feed the Pit deals 1 to Scrap Sentry", whose text draws after the
 * damage). */
static void a_draw_is_told_after_the_damage_before_it(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Raider", P1, FIELD);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Raider (P1)");
    told_has("Bo takes lifebound damage point 1 of 2: Dummy 1/1/0 from the deck"); /* the first point: into an empty graveyard */
    sc_expect(P2, RONE_ASK_GRAVE_END); /* the second point's card: the graveyard holds one now */
    answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    int hit = told_index("Bo takes lifebound damage point 2 of 2: Dummy 1/1/0 from the deck"), drew = told_index("Ana draws 1 card (Raider's triggered ability)"); /* with its cause */
    if (hit > drew) {
        print_told();
        fail_msg("not told in the order it happened");
    }
}

/* Effects that exhaust or refresh are told with the count and the state they leave: Stun 3
 * (exhaust target card three times) on Bo's Dummy 3/0/0, then Rouse 2 (refresh target card
 * twice) on it, from 3 to 1. The attacker's own exhaustion (a price) is not told as an
 * effect. Before: nothing (seen against mcts:300: "Player 2 targets Blight Hound with
 * Crosswind" and no word of what Crosswind did). */
static void exhausting_and_refreshing_are_told(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Stun 3", P1, HAND);
    sc_put("Rouse 2", P1, HAND);
    sc_go();
    const char *const cards[] = {"Stun 3", "Rouse 2"}, *const want[] = {"Stun 3 exhausts Dummy 3/0/0 three times (exhausted 3)",
                                                                      "Rouse 2 refreshes Dummy 3/0/0 twice (exhausted 1)"};
    for (int k = 0; k < 2; k++) {
        char play[40];
        snprintf(play, sizeof play, "play %s, in hand", cards[k]);
        since.count = 0;
        sc_expect(P1, RONE_ASK_MAIN);
        answer(P1, RONE_ASK_MAIN, play);
        for (int guard = 0; guard < 8 && sc.pending.kind != RONE_ASK_MAIN; guard++) {
            if (sc.pending.kind == RONE_ASK_TARGET) answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
            else if (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
            else if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(sc.pending.seat, RONE_ASK_GRAVE_END, "top of the graveyard");
        }
        told_since(want[k]);
    }
}

/* Veil (target unit gains Invisibility until end of turn) on Ana's Dummy 3/0/0: the log
 * says what it gained and for how long. Before: "Ana targets Dummy 3/0/0 with Veil" and
 * nothing more (seen in a greedy 2 v 2 game, seed 3: Gene Vault). */
static void a_keyword_granted_is_told(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 3/0/0", P1, FIELD);
    sc_put("Veil", P1, HAND);
    sc_go();
    since.count = 0;
    answer(P1, RONE_ASK_MAIN, "play Veil, in hand");
    for (int guard = 0; guard < 8 && sc.pending.kind != RONE_ASK_MAIN; guard++) {
        if (sc.pending.kind == RONE_ASK_TARGET) answer(P1, RONE_ASK_TARGET, "target Dummy 3/0/0 (P1)");
        else if (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        else if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(sc.pending.seat, RONE_ASK_GRAVE_END, "top of the graveyard");
    }
    told_since("Dummy 3/0/0 gains Invisibility until the end of the turn");
}

/* A card played in a reaction window is paid once its target is chosen (stack.c: choose,
 * then pay), so the log tells its price then, once, with its card. Before: "Bo plays a card
 * (2 water)" while the pool had not changed, then a phantom "Bo gains 2 water" naming
 * some card with a water text, and at the target "Bo loses 2 water". */
static void a_reaction_is_paid_when_its_target_is_chosen(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 2/1/1", P1, FIELD);
    sc_put("Dummy 3/0/0", P1, FIELD); /* a second unit: the target is asked */
    sc_put("Zap 2", P2, HAND);
    sc.now.water[P2] = 2;
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/1/1 (P1)");
    sc_expect(P2, RONE_ASK_REACT);
    static rone_state announced, chosen; /* before and after the reaction's first answer */
    answer(P2, RONE_ASK_REACT, "play Zap 2, in hand");
    /* still in Bo's hand while its target is chosen: not yet seen, so its play is told by
     * name once it is on the stack (play-test: "Player 2 plays a card", then "(the card
     * Player 2 played is Scrap Volley)") */
    for (int i = 0; i < told.count; i++)
        if (strstr(told.text[i], "water") || strstr(told.text[i], "a card")) fail_msg("told '%s' before the card was seen", told.text[i]);
    announced = before_answer, chosen = sc;
    sc_expect(P2, RONE_ASK_TARGET);
    answer(P2, RONE_ASK_TARGET, "target Dummy 2/1/1 (P1)");
    const char *want[3] = {"Bo plays Zap 2", "Bo targets Dummy 2/1/1 with Zap 2", "Bo pays 2 water for Zap 2 (0 in the pool)"};
    for (int i = 0; i < 3; i++)
        if (told.count < 3 || strcmp(told.text[i], want[i])) { /* then it resolves */
            print_told();
            fail_msg("expected '%s' as line %d", want[i], i + 1);
        }
    /* Bo, who saw the card in his hand, reads its play once, when he chose it */
    lines own = {.count = 0};
    rone_narrate(&announced, sc_option_in(&announced, "play Zap 2, in hand"), &chosen, P2, names, collect, &own);
    rone_narrate(&chosen, sc_option_in(&chosen, "target Dummy 2/1/1 (P1)"), &sc, P2, names, collect, &own);
    int plays = 0;
    for (int i = 0; i < own.count; i++) plays += !strcmp(own.text[i], "Bo plays Zap 2");
    assert_int_equal(plays, 1);
    assert_string_equal(own.text[0], "Bo plays Zap 2");
}

/* Brace (cost 1; add 1 health to target unit; Shield) played in a reaction window: its
 * target is chosen, it is paid, it executes, and its Shield puts it at the bottom of Bo's
 * deck face up, all in the answer that chose the target. The spectator reads it in that
 * order, and by name, as the card lies face up (R82, A29). Before: "Bo targets Dummy 3/0/0
 * with a card", the gain of health, then "Bo pays 1 water for a card", and no line for the
 * card going under the deck (seen in a greedy duel, seed 7: Weld Patch). */
static void a_shield_tactic_played_in_a_window_is_told_in_order(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 2/1/1", P1, FIELD);
    sc_put("Dummy 3/0/0", P1, FIELD); /* a second unit: the target is asked */
    sc_put("Brace", P2, HAND);
    sc.now.water[P2] = 1;
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 2/1/1 (P1)");
    sc_expect(P2, RONE_ASK_REACT);
    answer(P2, RONE_ASK_REACT, "play Brace, in hand");
    sc_expect(P2, RONE_ASK_TARGET);
    answer(P2, RONE_ASK_TARGET, "target Dummy 3/0/0 (P1)");
    int named = told_index("Bo plays Brace"), target = told_index("Bo targets Dummy 3/0/0 with Brace"),
        paid = told_index("Bo pays 1 water for Brace (0 in the pool)"), health = told_index("Dummy 3/0/0 gains 1 health"),
        shield = told_index("Brace goes to the bottom of Bo's deck, face up (Shield)");
    if (!(named < target && target < paid && paid < health && health < shield)) {
        print_told();
        fail_msg("not told in the order it happened");
    }
}

/* A tactic that gains water resolves, then waits on the stack for its owner's choice of
 * the graveyard's top or bottom (the graveyard holds a card): the water is its, not the
 * hero's. Muster (cost 1; with 3 water or less, gain 2): 1 - 1 + 2 = 2. Before: "Ana gains
 * 2 water from Test Hero" (the first card on the battlefield with a water text). */
static void water_from_a_tactic_waiting_for_the_graveyard(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc.now.water[P1] = 1;
    sc_put("Muster", P1, HAND);
    sc_put("Dummy 1/1/0", P1, GRAVE);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Muster, in hand"); /* a fast tactic: played straight from the main phase */
    sc_expect(P1, RONE_ASK_GRAVE_END);
    told_has("Ana gains 2 water from Muster (2 in the pool)");
}

/* Husk (health 1, Shield) is the only target; Dummy 6/4/1 destroys it: Shield puts it at
 * the bottom of its owner's deck face up instead of the graveyard (R82, A29). Before: "Bo's
 * Husk goes into a deck". */
static void a_shield_card_destroyed_is_told(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 6/4/1", P1, FIELD);
    int husk = sc_put("Husk", P2, FIELD);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 6/4/1 (P1)");
    told_has("Dummy 6/4/1 deals 1 ranged to Husk");
    told_has("Bo's Husk is destroyed: its Shield puts it at the bottom of Bo's deck, face up");
    assert_int_equal(sc_zone(husk), rone_zone(P2, DECK));
    assert_int_equal(rone_zone_card(&sc.now, rone_zone(P2, DECK), 0), husk);
}

/* A chain: Ana plays Zap 1 on Dummy 3/0/0 (health 3), Bo answers with Mend 1 on it (the
 * only unit: no choice); nobody else can react, so it resolves last in, first out: Mend 1,
 * then Zap 1. The log tells them in that order. */
static void a_chain_resolves_last_in_first_out(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc_put("Mend 1", P2, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    answer(P2, RONE_ASK_REACT, "play Mend 1, in hand");
    /* Mend 1's health is told where it happened, before Zap 1 resolves (before: after the whole
     * chain, as if it came after Zap 1's damage) */
    const char *want[] = {"Bo plays Mend 1", "Mend 1 targets Dummy 3/0/0 (the only possible target)", "Bo's Mend 1 resolves",
                          "Dummy 3/0/0 gains 1 health", "Ana's Zap 1 resolves", "Zap 1 deals 1 to Dummy 3/0/0"};
    if (told.count != 6) print_told();
    assert_int_equal(told.count, 6);
    for (int i = 0; i < 6; i++) assert_string_equal(told.text[i], want[i]);
}

/* Ana attacks with her Dummy 1/1/0; Bo answers the announcement with Mend 1 on his Dummy
 * 3/0/0; Ana may then call the attack off (A21) and does: the log says so. Before, nothing was
 * told, and her next attack with the same unit read as a second announcement of one attack
 * (play-test, 2 v 2 seed 21: "Player 2 attacks with Rivet Hound" twice). A declined income
 * draw is told too (a bot's was not). */
static void an_attack_called_off_is_told(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Mend 1", P2, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    answer(P2, RONE_ASK_REACT, "play Mend 1, in hand");
    if (sc.pending.kind == RONE_ASK_TARGET) answer(P2, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
    sc_expect(P1, RONE_ASK_ATTACK_TARGET);
    answer(P1, RONE_ASK_ATTACK_TARGET, "decline");
    told_has("Ana calls off the attack with Dummy 1/1/0");
    sc_expect(P1, RONE_ASK_MAIN);
    answer(P1, RONE_ASK_MAIN, "end turn");
    while (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
    sc_expect(P2, RONE_ASK_DRAW);
    answer(P2, RONE_ASK_DRAW, "stop drawing");
    told_has("Bo does not draw (income)");
}

/* The graveyard question says what happened to the card (a unit that died, with its side)
 * and why its place matters (play-test: "Tollgate Gunner to the top or the bottom of the
 * graveyard" came with no reason and before any line saying it died). */
static void the_graveyard_question_says_why(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 3/0/0", P2, GRAVE);
    sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    while (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
    sc_expect(P2, RONE_ASK_GRAVE_END);
    char prompt[CT_NAME_SIZE];
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P2: Dummy 1/1/0 (P2) dies: to the top of the graveyard (only the top card may be recycled) or the bottom "
                                "(Dummy 3/0/0 stays on top)");
}

/* A chain with a draw in it: Ana plays Zap 1 on Bo's Dummy 3/0/0, Bo answers with Stun and
 * Draw (exhaust a card, then draw); it resolves first: its draw is told under it, before
 * Zap 1 resolves. Before: "Bo draws 1 card" after the whole chain (play-test: Salvage
 * Rights' draw told after Oda Venn's ability, two items' draws merged into one line). */
static void a_draw_in_a_chain_is_told_where_it_happened(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc_put("Stun and Draw", P2, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    since.count = 0;
    answer(P2, RONE_ASK_REACT, "play Stun and Draw, in hand");
    for (int guard = 0; guard < 8 && sc.now.stack_count; guard++) {
        if (sc.pending.kind == RONE_ASK_TARGET) answer(sc.pending.seat, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
        else if (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        else if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(sc.pending.seat, RONE_ASK_GRAVE_END, "top of the graveyard");
    }
    const char *want[4] = {"Bo's Stun and Draw resolves", "Bo draws 1 card", "Ana's Zap 1 resolves", "Zap 1 deals 1 to Dummy 3/0/0"};
    told_in_order(want, 4);
}

/* R55.2: Ana announces an attack with Dummy 1/1/0; Bo answers with Stun 1 on it, so it is not
 * active any more and cannot attack: the attack ends before a target is declared, and the log
 * says so after Stun 1's effect. Before: nothing, the next line was Ana's next attack
 * (play-test: "Player 2 attacks with Dune Scout" / Crosswind exhausts it / "Player 2 attacks
 * with Dam Warden"). */
static void an_attack_ended_by_a_reaction_is_told(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    int attacker = sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Stun 1", P2, HAND);
    sc_go();
    since.count = 0;
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    answer(P2, RONE_ASK_REACT, "play Stun 1, in hand");
    for (int guard = 0; guard < 8 && sc.pending.kind != RONE_ASK_MAIN; guard++) {
        if (sc.pending.kind == RONE_ASK_TARGET) answer(sc.pending.seat, RONE_ASK_TARGET, "target Dummy 1/1/0 (P1)");
        else if (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        else if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(sc.pending.seat, RONE_ASK_GRAVE_END, "top of the graveyard");
    }
    sc_expect(P1, RONE_ASK_MAIN);
    assert_int_equal(sc.now.card[attacker].exhaustion, 1);
    const char *want[2] = {"Stun 1 exhausts Dummy 1/1/0 once (exhausted 1)", "Dummy 1/1/0 is exhausted 1 now, so it cannot attack: the attack ends"};
    told_in_order(want, 2);
}

/* A chain with water in it: Ana plays Zap 1 on Bo's Dummy 3/0/0, Bo answers with his
 * hero's Economic ability (gain 1 water); it resolves first, then Zap 1. The water is told
 * where it happened, after Bo's ability resolves and before Zap 1 does. Before: "Bo gains 1
 * water from Test Hero" after the whole chain (seen in a greedy duel, seed 7: Oda Venn's
 * ability over Salvage Rights). */
static void water_in_a_chain_is_told_where_it_happened(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc.now.card[sc.now.hero[P2][0]].exhaustion = 0; /* Bo's hero may use its ability */
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    sc_expect(P2, RONE_ASK_REACT);
    since.count = 0;
    answer(P2, RONE_ASK_REACT, "use Test Hero (P2)"); /* Ana has nothing to react with: the chain resolves */
    for (int guard = 0; guard < 6 && sc.now.stack_count; guard++) {
        if (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        else if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(sc.pending.seat, RONE_ASK_GRAVE_END, "top of the graveyard");
    }
    /* both heroes are Test Hero: Bo's is told with its side, as the options do */
    const char *want[4] = {"Bo's Test Hero (P2)'s ability resolves", "Bo gains 1 water from Test Hero (P2) (11 in the pool)", "Ana's Zap 1 resolves",
                           "Zap 1 deals 1 to Dummy 3/0/0"};
    told_in_order(want, 4);
}

/* Bo's Sentinel (at the beginning of your turn: gain 1 water) triggers as Ana ends her
 * turn; nobody can react, so it resolves in the same answer: the water is Sentinel's, not
 * the first card in play with a water text (Ana's hero, Test Hero: "Economic: gain 1
 * water"). Before: "Bo gains 1 water from Test Hero" (seen with mcts:100: Gnawer's recycle
 * told as Halvek's water, and a Strike's "loses 1 water" as the loser's own hero's). */
static void water_from_a_trigger_is_its_cards(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Sentinel", P2, FIELD);
    sc_go();
    since.count = 0;
    answer(P1, RONE_ASK_MAIN, "end turn");
    for (int guard = 0; guard < 8 && !(sc.pending.kind == RONE_ASK_MAIN && sc.pending.seat == P2); guard++) {
        if (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        else if (sc.pending.kind == RONE_ASK_DRAW) answer(sc.pending.seat, RONE_ASK_DRAW, "draw");
    }
    told_since("Bo gains 1 water from Sentinel (11 in the pool)");
}

/* Ana levels up with nobody able to react: announced, paid and gained in one answer. The
 * price is told before the level, as it is paid. Before: "Ana levels up: Test Hero is now
 * level 2", then "Ana pays 4 water for the level-up" (seen with mcts:100). */
static void a_level_up_is_paid_before_it_is_gained(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_go();
    int price = rone_board_set(&sc.now)->cards[sc.now.card[sc.now.hero[P1][1]].def].cost;
    answer(P1, RONE_ASK_MAIN, "level up");
    char paid[96];
    snprintf(paid, sizeof paid, "Ana pays %d water for the level-up (%d in the pool)", price, 10 - price);
    int at = told_index(paid), up = told_index("Ana levels up: Test Hero (P1) is now level 2"); /* both heroes are Test Hero */
    if (at > up) {
        print_told();
        fail_msg("not told in the order it happened");
    }
}

/* Ana announces "play a card" holding one slow tactic, Backlash (deal 2 damage to the enemy
 * hero, then 1 to each unit): the engine picks it (the one option), and it is paid, executes
 * and goes to her empty graveyard in that answer (Bo's deck is face-up Shield cards, which
 * take his points with no question). It is told as played, not as a card Ana lost. Before:
 * "Ana takes 1 lifebound damage: 1 from hand (Backlash)" (seen in a 3-player game, mcts:100
 * and greedy, seed 9: Tap the Reserves). */
static void a_card_the_engine_picked_is_told_as_played(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    for (int c = 0; c < sc.now.card_count; c++)
        if (sc.now.card[c].zone == rone_zone(P2, DECK)) sc.now.card[c].flags |= RONE_CF_SHIELD_UP;
    sc_put("Backlash", P1, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play a card");
    told_has("Ana plays Backlash (1 water)");
    for (int i = 0; i < told.count; i++)
        if (strstr(told.text[i], "Ana takes") || strstr(told.text[i], "draw")) fail_msg("told '%s'", told.text[i]);
    /* and Bo's two points, each taken by a face-up Shield card with no question, are lifebound
     * damage (the record's lifebound event), not draws (before: "Bo's draw finds ...") */
    int points = 0;
    for (int i = 0; i < told.count; i++)
        points += !strcmp(told.text[i], "Bo takes 1 lifebound damage: Dummy 1/1/0, face up on the deck (Shield), takes the point and is "
                                        "removed from the game");
    assert_int_equal(points, 2);
}

/* Two teams (seats 1 and 3 against 2 and 4): Ana plays Zap 1 on Dummy 6/4/1 (health 6,
 * the only unit, Bo's); each other seat answers with the card it holds, as it is asked.
 * The chain resolves last in, first out: the log's "Di's Mend 1 resolves" lines are the
 * stack as the table showed it, top first, under the card played last. (Play-test finding 3: the 2v2 log
 * told them in seat order, P1, P2, P3, P4.) */
static void a_two_team_chain_is_told_top_first(void **unused) {
    (void)unused;
    sc_begin(4);
    decks(2); /* one deck per team */
    sc_put("Dummy 6/4/1", P2, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc_put("Zap 1", P2, HAND);
    sc_put("Mend 1", P3, HAND);
    sc_put("Mend 1", P4, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    char shown[4][64];
    int played = 1;
    while (sc.pending.kind == RONE_ASK_REACT && played < 4) {
        int seat = sc.pending.seat;
        const char *card = sc_can("play Zap 1, in hand") ? "Zap 1" : "Mend 1";
        /* the stack as the table shows it, top first, with this card about to go on top */
        snprintf(shown[0], sizeof shown[0], "%s's %s", names[seat], card);
        for (int i = sc.now.stack_count - 1, k = 1; i >= 0 && k < 4; i--, k++)
            snprintf(shown[k], sizeof shown[k], "%s's %s", names[sc.now.stack[i].controller], ro_card_name(&sc.now, sc.now.stack[i].card));
        char option[64];
        snprintf(option, sizeof option, "play %s, in hand", card);
        answer(seat, RONE_ASK_REACT, option);
        played++;
    }
    assert_int_equal(played, 4);
    /* the answers until the stack is empty (a card going to a graveyard that holds one asks
     * top or bottom); every resolution told, in order */
    int at = 0;
    for (int guard = 0; guard < 10; guard++) {
        for (int i = 0; i < told.count && at < 4; i++)
            if (!strncmp(told.text[i], shown[at], strlen(shown[at]))) at++;
        if (!sc.now.stack_count || rone_is_over(&sc)) break;
        sc_expect(sc.pending.seat, RONE_ASK_GRAVE_END);
        answer(sc.pending.seat, RONE_ASK_GRAVE_END, "top of the graveyard");
    }
    if (at < 4) fail_msg("the resolutions are not told top first (missing '%s ... resolves')", shown[at]);
}



/* The answers until the stack is empty: every window passed, every graveyard end "top". */
static void resolve_all(void) {
    for (int guard = 0; guard < 12 && sc.now.stack_count && !rone_is_over(&sc); guard++) {
        if (sc.pending.kind == RONE_ASK_REACT) answer(sc.pending.seat, RONE_ASK_REACT, "pass");
        else if (sc.pending.kind == RONE_ASK_GRAVE_END) answer(sc.pending.seat, RONE_ASK_GRAVE_END, "top of the graveyard");
        else break;
    }
}

/* An ability used with nothing to target (A11 allows it: the step then fails and the text
 * stops) says so: Sniper Post's "(exhaust 3) Pay 1 water: deal 1 damage to target unit" with
 * no unit anywhere; Rally's Battlefield "another target unit gets +1 melee" with no other
 * unit. Before: "Ana uses Sniper Post (1 water)", then nothing (play-test: Field Surgery Tent
 * used with no unit of its own). With a unit to target there is no such line. */
static void an_ability_with_no_target_says_so(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Sniper Post", P1, FIELD);
    sc_go();
    since.count = 0;
    answer(P1, RONE_ASK_MAIN, "use Sniper Post (P1)");
    resolve_all();
    const char *post[2] = {"Ana uses Sniper Post (1 water)", "Sniper Post's ability: no unit to target, so nothing happens"};
    told_in_order(post, 2);

    sc_begin(2);
    decks(2);
    sc_put("Rally", P1, HAND);
    sc_go();
    since.count = 0;
    answer(P1, RONE_ASK_MAIN, "play a card"); /* the one card: played at once */
    resolve_all();
    told_since("Rally's triggered ability: no unit to target, so nothing happens");

    sc_begin(2);
    decks(2);
    sc_put("Rally", P1, HAND);
    sc_put("Dummy 1/1/0", P2, FIELD);
    sc_go();
    since.count = 0;
    answer(P1, RONE_ASK_MAIN, "play a card");
    resolve_all();
    told_since("Rally gives Dummy 1/1/0 +1 melee for its next combat");
    for (int i = 0; i < since.count; i++)
        if (strstr(since.text[i], "nothing happens")) fail_msg("told '%s' with a target", since.text[i]);
}

/* A chain told in one answer tells each item's results before the next item resolves: Bo's
 * Brace (add 1 health; Shield) over Ana's Zap 1 goes under Bo's deck before Zap 1 resolves;
 * Bo's Zap 1 over Ana's Medic ability kills Dummy 1/1/0 before the ability resolves. Before:
 * every death, and the Shield's move, after the whole chain (play-test: "Field Surgery Tent's
 * ability resolves / Kestrel Archer gains 1 health / Skiff Raider dies / Scrap Volley goes
 * to the bottom", Scrap Volley having resolved first). */
static void a_chain_tells_each_items_results_in_place(void **unused) {
    (void)unused;
    sc_begin(2);
    decks(2);
    sc_put("Dummy 1/1/0", P2, FIELD);
    sc_put("Dummy 3/0/0", P2, FIELD);
    sc_put("Zap 1", P1, HAND);
    sc_put("Brace", P2, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play Zap 1, in hand");
    answer(P1, RONE_ASK_TARGET, "target Dummy 1/1/0 (P2)");
    answer(P2, RONE_ASK_REACT, "play Brace, in hand");
    since.count = 0;
    answer(P2, RONE_ASK_TARGET, "target Dummy 3/0/0 (P2)");
    resolve_all();
    const char *brace[6] = {"Bo's Brace resolves", "Dummy 3/0/0 gains 1 health", "Brace goes to the bottom of Bo's deck, face up (Shield)",
                            "Ana's Zap 1 resolves", "Zap 1 deals 1 to Dummy 1/1/0", "Bo's Dummy 1/1/0 dies"};
    told_in_order(brace, 6);

    sc_begin(2);
    decks(2);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Medic", P1, FIELD);
    sc_put("Zap 1", P2, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "use Medic (P1)");
    answer(P1, RONE_ASK_TARGET, "target Medic (P1)");
    answer(P2, RONE_ASK_REACT, "play Zap 1, in hand");
    since.count = 0;
    answer(P2, RONE_ASK_TARGET, "target Dummy 1/1/0 (P1)");
    resolve_all();
    const char *medic[5] = {"Bo's Zap 1 resolves", "Zap 1 deals 1 to Dummy 1/1/0", "Ana's Dummy 1/1/0 dies", "Ana's Medic's ability resolves",
                            "Medic gains 1 health"};
    told_in_order(medic, 5);
}

/* Prompts read as questions, and one point reads as one: Dummy 1/1/0 hits Bo's hero for 1
 * (Bo holds a card): "a card to destroy for 1 damage", not "damage point 1 of 1"; "play a
 * card" with two units in hand asks "which card to play?" (before: "which card"). */
static void prompts_read_as_questions(void **unused) {
    (void)unused;
    char prompt[CT_NAME_SIZE];
    sc_begin(2);
    decks(2);
    sc_put("Dummy 1/1/0", P1, FIELD);
    sc_put("Dummy 2/2/0", P2, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "attack with Dummy 1/1/0 (P1)");
    sc_expect(P2, RONE_ASK_LIFEBOUND);
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P2: a card to destroy for 1 damage");

    sc_begin(2);
    decks(2);
    sc_put("Dummy 1/1/0", P1, HAND);
    sc_put("Dummy 2/2/0", P1, HAND);
    sc_go();
    answer(P1, RONE_ASK_MAIN, "play a card");
    sc_expect(P1, RONE_ASK_PLAY_CARD);
    rone_prompt(&sc, prompt, sizeof prompt);
    assert_string_equal(prompt, "P1: which card to play?");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(combat_told_both_ways),
        cmocka_unit_test(an_attack_on_a_hero_says_how_much),
        cmocka_unit_test(a_shield_card_destroyed_is_told),
        cmocka_unit_test(a_hand_card_lost_to_damage_is_not_played),
        cmocka_unit_test(the_last_point_from_the_deck_is_lifebound),
        cmocka_unit_test(a_teammate_takes_points_from_the_team_deck),
        cmocka_unit_test(a_reaction_is_paid_when_its_target_is_chosen),
        cmocka_unit_test(water_from_a_tactic_waiting_for_the_graveyard),
        cmocka_unit_test(an_elimination_and_the_bounty_are_told),
        cmocka_unit_test(a_turn_ended_with_no_choice_is_told),
        cmocka_unit_test(a_face_up_shield_reached_is_told),
        cmocka_unit_test(a_draw_is_told_after_the_damage_before_it),
        cmocka_unit_test(exhausting_and_refreshing_are_told),
        cmocka_unit_test(a_keyword_granted_is_told),
        cmocka_unit_test(a_shield_tactic_played_in_a_window_is_told_in_order),
        cmocka_unit_test(a_chain_resolves_last_in_first_out),
        cmocka_unit_test(an_attack_called_off_is_told),
        cmocka_unit_test(the_graveyard_question_says_why),
        cmocka_unit_test(a_draw_in_a_chain_is_told_where_it_happened),
        cmocka_unit_test(an_attack_ended_by_a_reaction_is_told),
        cmocka_unit_test(water_in_a_chain_is_told_where_it_happened),
        cmocka_unit_test(water_from_a_trigger_is_its_cards),
        cmocka_unit_test(a_level_up_is_paid_before_it_is_gained),
        cmocka_unit_test(a_card_the_engine_picked_is_told_as_played),
        cmocka_unit_test(a_two_team_chain_is_told_top_first),
        cmocka_unit_test(an_ability_with_no_target_says_so),
        cmocka_unit_test(a_chain_tells_each_items_results_in_place),
        cmocka_unit_test(prompts_read_as_questions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
