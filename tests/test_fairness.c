/* test_fairness.c: the bots play fair. Two states that differ only in what the deciding
 * seat cannot know (which unseen card is where: the deck, others' hands, face-down
 * cards; Tull Au Toma's unrevealed card order; the dice and shuffles still to come)
 * determinize to the same state and get the same choices from greedy and mcts, across
 * many positions of 2-4 player and solo games; no position is left out (one whose
 * permuted twin could not occur gets a twin drawn by rr_determinize, and one where no
 * drawn deal fits is checked to fail or fit, never to keep the truth). And what was revealed stays known: a
 * card revealed from a hand is never dealt elsewhere, and a hand that showed it holds
 * no Red (Eo, Dancer) is dealt none (inference.c). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "support.h"

static uint64_t next_random(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static bool seat_knows(const rr_board *b, int seat, int c) { return b->seen[c] >> seat & 1; }

/* Cards `me` cannot place, by the rules of what a player sees: in the deck, in another
 * player's hand or face down on a location, now and when the turn began; never seen by
 * me, nor shown by my pending decision. */
static bool hidden_in(const rr_board *b, int me, int c) {
    int z = rr_zone_of(b, c);
    return z == RR_ZONE_DECK || (z >= RR_ZONE_HAND && z < RR_ZONE_HAND + RR_MAX_PLAYERS && z != RR_ZONE_HAND + me) ||
           (is_facedown(b, c) && z >= RR_ZONE_LOCATION && z < RR_ZONE_LOCATION + RR_LOCATIONS);
}

static bool hidden_from(const rr_state *s, int me, int c) {
    bool shown = s->pending.seat == me && (s->pending.card == c || s->pending.subject == c);
    return !shown && hidden_in(&s->now, me, c) && hidden_in(&s->turn_start, me, c) && !seat_knows(&s->now, me, c) &&
           !seat_knows(&s->turn_start, me, c);
}

/* Card c becomes to[c] in every place of b (zones, who saw it, face down). */
static void rename_in(rr_board *b, const uint8_t *to) {
    rr_board old = *b;
    for (int i = 0; i < RR_CARD_COUNT; i++) b->order[i] = to[old.order[i]];
    memset(b->facedown, 0, sizeof b->facedown);
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        b->seen[to[c]] = old.seen[c];
        if (is_facedown(&old, c)) b->facedown[to[c] >> 6] |= (uint64_t)1 << (to[c] & 63);
    }
}

/* The dice and shuffles still to come are drawn from `future` (as determinize does). */
static void set_future(rr_state *s, uint64_t future) {
    s->now.rng = future;
    s->now.reseed_pending = 0;
    s->turn_start.reseed_pending = 1;
    s->turn_start.reseed_at = s->now.draws;
    s->turn_start.reseed_rng = future;
}

/* True if replaying the turn from turn_start still reaches s (a state that can occur). */
static bool consistent(const rr_state *s) {
    rr_state t = *s;
    if (!rr_run_turn(&t)) return false;
    rr_board expected = s->now;
    expected.rng = t.now.rng;
    return rr_board_equal(&t.now, &expected) && t.pending.seat == s->pending.seat &&
           !memcmp(&t.pending.options, &s->pending.options, sizeof t.pending.options);
}

/* b: a with the hidden cards permuted, Au Toma's unrevealed cards permuted, and another
 * future; a gets a future of its own. False if the permuted position could not occur
 * (an unseen card shaped this turn), or if nothing hidden could differ. */
static bool make_twins(rr_state *a, rr_state *b, int me, uint64_t *rng) {
    *b = *a;
    uint8_t to[RR_CARD_COUNT], hidden[RR_CARD_COUNT];
    int n = 0;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        to[c] = (uint8_t)c;
        if (hidden_from(a, me, c)) hidden[n++] = (uint8_t)c;
    }
    for (int i = 0; i < n; i++) { /* a random permutation of the hidden cards */
        int j = i + (int)(next_random(rng) % (uint64_t)(n - i));
        uint8_t t = hidden[i];
        hidden[i] = hidden[j];
        hidden[j] = t;
    }
    for (int i = 0; i + 1 < n; i++) to[hidden[i]] = hidden[i + 1];
    if (n > 1) to[hidden[n - 1]] = hidden[0];
    rename_in(&b->now, to);
    rename_in(&b->turn_start, to);
    if (a->now.automa >= 0) { /* her set-aside and undrawn cards, in another order */
        uint8_t ids[RR_AUTOMA_CARDS], at[RR_AUTOMA_CARDS], map[RR_AUTOMA_CARDS];
        int m = 0;
        for (int i = 0; i < RR_AUTOMA_CARDS; i++) {
            map[i] = (uint8_t)i;
            if (i < 4 || i >= a->now.automa_next) ids[m++] = a->now.automa_order[i];
        }
        memcpy(at, ids, sizeof ids);
        for (int i = m - 1; i > 0; i--) {
            int j = (int)(next_random(rng) % (uint64_t)(i + 1));
            uint8_t t = at[i];
            at[i] = at[j];
            at[j] = t;
        }
        for (int i = 0; i < m; i++) map[ids[i]] = at[i];
        for (int i = 0; i < RR_AUTOMA_CARDS; i++) {
            b->now.automa_order[i] = map[b->now.automa_order[i]];
            b->turn_start.automa_order[i] = map[b->turn_start.automa_order[i]];
        }
    }
    set_future(a, next_random(rng));
    set_future(b, next_random(rng));
    return consistent(a) && consistent(b) && !rr_board_equal(&a->now, &b->now);
}

static void assert_same_deal(const rr_state *x, const rr_state *y) {
    assert_true(rr_board_equal(&x->now, &y->now));
    assert_true(rr_board_equal(&x->turn_start, &y->turn_start));
    assert_int_equal(x->pending.seat, y->pending.seat);
    assert_memory_equal(&x->pending.options, &y->pending.options, sizeof x->pending.options);
}

static const char *const setups[] = {
    "players=2", "players=3", "players=4 variant=multiplayer", "players=1 level=1", "players=1 level=3",
    "players=1 level=5", "players=1 level=6 variant=all-cards",
};

/* Runs f on positions of random games: every few decisions, a twin is made. */
typedef void (*position_check)(rr_state *a, rr_state *b, int me, int *count);

/* A twin of a drawn by rr_determinize itself (a position whose permuted twin could not
 * occur: an unseen card shaped this turn, so few deals fit): a re-deal that fits what me
 * saw and differs from a. False if no draw fitted. */
static bool twin_by_redeal(const rr_state *a, rr_state *b, int me) {
    for (uint64_t seed = 901; seed < 909; seed++) {
        *b = *a;
        if (rr_determinize(b, me, seed) && consistent(b) && !rr_board_equal(&a->now, &b->now)) return true;
    }
    return false;
}

/* A position no drawn deal fits (no twin found): a re-deal there fails (the bots drop
 * it), or fits the turn's answers; it is never the true deal put back. */
static void redeals_fit_or_fail(const rr_state *s, int me) {
    for (uint64_t seed = 1; seed <= 3; seed++) {
        rr_state t = *s;
        if (rr_determinize(&t, me, seed)) assert_true(consistent(&t));
    }
}

static int for_positions(position_check f, int games_per_setup, int every) {
    int checked = 0, solo_mid_deck = 0, twinless = 0;
    uint64_t rng = 77;
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++)
        for (int g = 0; g < games_per_setup; g++) {
            rr_state s;
            new_game(&s, setups[k], 500 + k * 10 + (uint64_t)g);
            uint16_t opts[CT_MAX_OPTIONS];
            for (int step = 0; !rr_is_over(&s); step++) {
                if (step % every == every - 1) {
                    rr_state a = s, b;
                    int me = rr_to_move(&s);
                    if (make_twins(&a, &b, me, &rng) || (a = s, twin_by_redeal(&a, &b, me))) {
                        f(&a, &b, me, &checked);
                        solo_mid_deck += s.now.automa >= 0 && s.now.automa_next > 4 && s.now.automa_next < 20;
                    } else {
                        redeals_fit_or_fail(&s, me);
                        twinless++;
                    }
                }
                int n = rr_legal(&s, opts);
                rr_apply(&s, opts[next_random(&rng) % (uint64_t)n], NULL);
            }
        }
    assert_true(solo_mid_deck > 0); /* her deck part-drawn in some positions */
    print_message("# %d positions with no fitting re-deal found (checked: a re-deal there fits or fails)\n", twinless);
    return checked;
}

static void deal_alike(rr_state *a, rr_state *b, int me, int *count) {
    for (uint64_t seed = 1; seed <= 3; seed++) {
        rr_state x = *a, y = *b;
        rr_determinize(&x, me, seed);
        rr_determinize(&y, me, seed);
        assert_same_deal(&x, &y);
    }
    (*count)++;
}

/* The re-deal depends only on what the seat knows. */
static void states_differing_in_hidden_things_determinize_alike(void **st) {
    (void)st;
    int checked = for_positions(deal_alike, 4, 5);
    print_message("# %d positions\n", checked);
    assert_true(checked > 100);
}

static void choose_alike(rr_state *a, rr_state *b, int me, int *count) {
    (void)me;
    const char *kinds[] = {"greedy", "mcts:40"};
    for (int k = 0; k < 2; k++) {
        ct_agent x, y;
        ct_agent_parse(kinds[k], (uint64_t)*count, &x, NULL, 0);
        ct_agent_parse(kinds[k], (uint64_t)*count, &y, NULL, 0);
        int cx = ct_agent_choose(&x, &rr_game, a), cy = ct_agent_choose(&y, &rr_game, b);
        if (cx != cy) {
            char na[CT_NAME_SIZE], nb[CT_NAME_SIZE];
            rr_option_name(a, cx, na, sizeof na);
            rr_option_name(b, cy, nb, sizeof nb);
            fail_msg("%s chose '%s' in one state and '%s' in its twin (position %d)", kinds[k], na, nb, *count);
        }
    }
    (*count)++;
}

/* The bots' choices depend only on what the seat knows. */
static void bots_choose_alike_in_states_differing_in_hidden_things(void **st) {
    (void)st;
    int checked = for_positions(choose_alike, 2, 9);
    print_message("# %d positions\n", checked);
    assert_true(checked > 40);
}


/* Reds in seat's hand not shown to everyone. */
static int hidden_reds(const rr_board *b, int seat) {
    int reds = 0, hand = RR_ZONE_HAND + seat;
    for (int i = 0; i < zone_size(b, hand); i++) {
        int c = zone_card(b, hand, i);
        reds += rr_cards[c].color == RR_RED && b->seen[c] != (1u << RR_MAX_PLAYERS) - 1;
    }
    return reds;
}

/* A 2-player table: the four locations get deck cards, player 0 holds `mine`, player 1
 * holds five cards from the deck that are not Red, unseen by player 0; player 0 to move. */
static void eo_table(rr_state *s, const char *const *mine, int count) {
    new_game(s, "players=2 houses=Diana,Mars", 3);
    clear_table(s);
    const char *locations[] = {"Jupiter", "Mars", "Luna", "The Institute"};
    for (int l = 0; l < RR_LOCATIONS; l++) put(s, rr_cards[zone_card(&s->now, RR_ZONE_DECK, l)].name, zone_named(locations[l]));
    for (int i = 0; i < count; i++) put(s, mine[i], RR_ZONE_HAND + 0);
    for (int i = deck_size(&s->now) - 1; i >= 0 && hand_size(&s->now, 1) < 5; i--) {
        int c = zone_card(&s->now, RR_ZONE_DECK, i);
        if (rr_cards[c].color != RR_RED) zone_move(&s->now, c, RR_ZONE_HAND + 1, false);
    }
    for (int i = 0; i < deck_size(&s->now); i++) s->now.seen[zone_card(&s->now, RR_ZONE_DECK, i)] = 0;
    s->now.helium[1] = 3;
    s->now.current = 0;
    restart_turn(s);
}

/* Answers every decision with its first option until seat's next turn begins. */
static void play_to_turn_of(rr_state *s, int seat) {
    uint16_t opts[CT_MAX_OPTIONS];
    do {
        rr_legal(s, opts);
        rr_apply(s, opts[0], NULL);
    } while (!rr_is_over(s) && !(s->now.current == seat && s->answer_count == 0));
}

/* Dancer reveals the other Reds in its player's hand: they stay known to be there, so
 * no re-deal ever moves them, while the unrevealed card in that hand does move. */
static void a_card_revealed_from_a_hand_stays_in_that_hand(void **st) {
    (void)st;
    rr_state s;
    new_game(&s, "players=2 houses=Diana,Mars", 3);
    clear_table(&s);
    const char *locations[] = {"Jupiter", "Mars", "Luna", "The Institute"};
    for (int l = 0; l < RR_LOCATIONS; l++) put(&s, rr_cards[zone_card(&s.now, RR_ZONE_DECK, l)].name, zone_named(locations[l]));
    put(&s, "Dancer", RR_ZONE_HAND + 0);
    put(&s, "Darrow", RR_ZONE_HAND + 0);
    put(&s, "Deanna", RR_ZONE_HAND + 0);
    put(&s, "Sevro", RR_ZONE_HAND + 0);
    for (int i = 0; i < 5; i++) zone_move(&s.now, zone_top(&s.now, RR_ZONE_DECK), RR_ZONE_HAND + 1, false);
    for (int i = 0; i < deck_size(&s.now); i++) s.now.seen[zone_card(&s.now, RR_ZONE_DECK, i)] = 0;
    s.now.current = 0;
    restart_turn(&s);
    answer(&s, "lead Dancer to Mars");
    uint16_t opts[CT_MAX_OPTIONS];
    while (rr_to_move(&s) == 0) { /* the rest of player 1's turn */
        rr_legal(&s, opts);
        rr_apply(&s, opts[0], NULL);
    }
    assert_int_equal(rr_to_move(&s), 1);
    int darrow = card_id("Darrow"), deanna = card_id("Deanna"), sevro = card_id("Sevro");
    assert_int_equal(rr_zone_of(&s.now, darrow), RR_ZONE_HAND + 0);
    int sevro_moved = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        rr_state t = s;
        rr_determinize(&t, 1, seed);
        assert_int_equal(rr_zone_of(&t.now, darrow), RR_ZONE_HAND + 0);
        assert_int_equal(rr_zone_of(&t.now, deanna), RR_ZONE_HAND + 0);
        sevro_moved += rr_zone_of(&t.now, sevro) != RR_ZONE_HAND + 0;
        assert_int_equal(hidden_reds(&t.now, 0), 0); /* every Red it held was shown */
    }
    assert_true(sevro_moved > 20); /* the unrevealed card is dealt anywhere hidden */
}

/* Eo: a player who shows no Red holds none, so no re-deal gives that hand a Red, while
 * its cards are still re-dealt; the player's deploy leaves that true. */
static void a_hand_that_showed_no_red_to_eo_is_dealt_none(void **st) {
    (void)st;
    rr_state s;
    const char *mine[] = {"Eo", "Sevro"};
    eo_table(&s, mine, 2);
    answer(&s, "lead Eo to Mars");
    assert_int_equal(s.now.helium[1], 2); /* it lost a Helium: no Red shown */
    play_to_turn_of(&s, 0); /* player 1 deploys one and gains one in sight */
    assert_int_equal(rr_to_move(&s), 0);
    assert_int_equal(s.now.red_limit[1], 1); /* nothing drawn unseen */
    int moved = 0, first = zone_card(&s.now, RR_ZONE_HAND + 1, 0);
    for (uint64_t seed = 1; seed <= 60; seed++) {
        rr_state t = s;
        rr_determinize(&t, 0, seed);
        assert_int_equal(hidden_reds(&t.now, 1), 0);
        moved += zone_card(&t.now, RR_ZONE_HAND + 1, 0) != first;
    }
    assert_true(moved > 40); /* the hand is still re-dealt */
}

/* Dancer shows every other Red of its player's hand: the rest of that hand holds no
 * Red in any re-deal. */
static void a_hand_whose_reds_dancer_showed_is_dealt_no_other(void **st) {
    (void)st;
    rr_state s;
    const char *mine[] = {"Dancer", "Darrow", "Deanna"};
    eo_table(&s, mine, 3);
    for (int i = deck_size(&s.now) - 1; i >= 0 && hand_size(&s.now, 0) < 8; i--) {
        int c = zone_card(&s.now, RR_ZONE_DECK, i);
        if (rr_cards[c].color != RR_RED) zone_move(&s.now, c, RR_ZONE_HAND + 0, false); /* unseen by player 1 */
    }
    restart_turn(&s);
    answer(&s, "lead Dancer to Mars");
    play_to_turn_of(&s, 1);
    assert_int_equal(s.now.red_limit[0], 1);
    for (uint64_t seed = 1; seed <= 60; seed++) {
        rr_state t = s;
        rr_determinize(&t, 1, seed);
        assert_int_equal(hidden_reds(&t.now, 0), 0);
    }
}

/* Arlus shows a random card of the neighbour's hand; a card shown and kept there stays
 * in that hand in every re-deal (here while Arlus' player still decides this turn), while
 * the rest of that hand is re-dealt. */
static void a_card_arlus_showed_stays_in_that_hand(void **st) {
    (void)st;
    rr_state s;
    const char *mine[] = {"Arlus", "Sevro"};
    eo_table(&s, mine, 2);
    for (int i = hand_size(&s.now, 1) - 1; i >= 0; i--) { /* no Gold, so the shown card stays */
        int c = zone_card(&s.now, RR_ZONE_HAND + 1, i);
        if (rr_cards[c].color == RR_GOLD) zone_move(&s.now, c, RR_ZONE_BANISHED, false);
    }
    for (int i = deck_size(&s.now) - 1; i >= 0 && hand_size(&s.now, 1) < 5; i--) {
        int c = zone_card(&s.now, RR_ZONE_DECK, i);
        if (rr_cards[c].color != RR_RED && rr_cards[c].color != RR_GOLD) zone_move(&s.now, c, RR_ZONE_HAND + 1, false);
    }
    restart_turn(&s);
    answer(&s, "lead Arlus to Mars");
    assert_int_equal(rr_to_move(&s), 0); /* which card to gain from Mars */
    int shown = -1;
    for (int i = 0; i < hand_size(&s.now, 1); i++) {
        int c = zone_card(&s.now, RR_ZONE_HAND + 1, i);
        if (s.now.seen[c] == (1u << RR_MAX_PLAYERS) - 1) shown = c;
    }
    assert_true(shown >= 0);
    int others_moved = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        rr_state t = s;
        rr_determinize(&t, 0, seed);
        assert_int_equal(rr_zone_of(&t.now, shown), RR_ZONE_HAND + 1);
        for (int i = 0; i < hand_size(&s.now, 1); i++) {
            int c = zone_card(&s.now, RR_ZONE_HAND + 1, i);
            others_moved += c != shown && rr_zone_of(&t.now, c) != RR_ZONE_HAND + 1;
        }
    }
    assert_true(others_moved > 40);
}

/* After showing no Red, a card drawn unseen may be a Red: the re-deal gives that hand
 * at most one Red, and sometimes one. */
static void a_card_drawn_after_eo_may_be_the_one_red(void **st) {
    (void)st;
    rr_state s;
    const char *mine[] = {"Eo", "Sevro"};
    eo_table(&s, mine, 2);
    answer(&s, "lead Eo to Mars");
    play_to_turn_of(&s, 0);
    assert_int_equal(rr_to_move(&s), 0);
    assert_int_equal(s.now.red_limit[1], 1);
    zone_move(&s.now, zone_top(&s.now, RR_ZONE_DECK), RR_ZONE_HAND + 1, false); /* drawn unseen */
    assert_int_equal(s.now.red_limit[1], 2);
    restart_turn(&s);
    int with_red = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        rr_state t = s;
        rr_determinize(&t, 0, seed);
        assert_true(hidden_reds(&t.now, 1) <= 1);
        with_red += hidden_reds(&t.now, 1) == 1;
    }
    assert_true(with_red > 0);
}

/* What the table infers about a hand's Reds is always true of the real hand, in random
 * games of 2 to 5 players (Eo and Dancer among their cards); and the bound is used. */
static void inferred_red_limits_hold_for_the_real_hands(void **st) {
    (void)st;
    uint64_t rng = 91;
    long bounded = 0;
    uint16_t opts[CT_MAX_OPTIONS];
    for (int g = 0; g < 300; g++) {
        rr_state s;
        char setup[40];
        snprintf(setup, sizeof setup, "players=%d", 2 + g % 4);
        new_game(&s, setup, 9000 + (uint64_t)g);
        while (!rr_is_over(&s)) {
            for (int p = 0; p < s.now.players; p++) {
                if (!s.now.red_limit[p]) continue;
                bounded++;
                if (hidden_reds(&s.now, p) > s.now.red_limit[p] - 1)
                    fail_msg("game %d: seat %d holds %d hidden Reds, inferred at most %d", g, p,
                             hidden_reds(&s.now, p), s.now.red_limit[p] - 1);
            }
            int n = rr_legal(&s, opts);
            rr_apply(&s, opts[next_random(&rng) % (uint64_t)n], NULL);
        }
    }
    print_message("# %ld bounded hands seen\n", bounded);
    assert_true(bounded > 100);
}

/* Apollo reveals the deck's top card for its player to place: the card the decision
 * shows stays that card in every re-deal. */
static void a_revealed_deck_card_to_place_stays_that_card(void **st) {
    (void)st;
    int found = 0;
    uint64_t rng = 5;
    uint16_t opts[CT_MAX_OPTIONS];
    for (uint64_t seed = 1; seed <= 200 && found < 5; seed++) {
        rr_state s;
        new_game(&s, "players=2 houses=Apollo,Mars", seed);
        while (!rr_is_over(&s) && found < 5) {
            if (s.pending.why == RR_WHY_APOLLO_PLACE) {
                found++;
                int me = rr_to_move(&s), shown = s.pending.card;
                assert_int_equal(zone_top(&s.now, RR_ZONE_DECK), shown);
                for (uint64_t k = 1; k <= 10; k++) {
                    rr_state t = s;
                    rr_determinize(&t, me, k);
                    assert_int_equal(t.pending.card, shown);
                    assert_int_equal(zone_top(&t.now, RR_ZONE_DECK), shown);
                }
            }
            int n = rr_legal(&s, opts);
            rr_apply(&s, opts[next_random(&rng) % (uint64_t)n], NULL);
        }
    }
    assert_int_equal(found, 5);
}

/* Tull Au Toma's next cards are chance in every re-deal: the search (one re-deal per
 * iteration) sees a fresh order of her undrawn cards each time, never the true one. In
 * mid-deck positions of solo games, over 300 re-deals each, her next card takes most of
 * the unseen cards and is the true next card about 1 time in the number unseen. */
static void tulls_next_card_is_drawn_anew_in_each_redeal(void **st) {
    (void)st;
    uint64_t rng = 9;
    uint16_t opts[CT_MAX_OPTIONS];
    int positions = 0;
    long truth = 0, redeals = 0;
    double expected = 0;
    for (uint64_t game = 1; game <= 6; game++) {
        rr_state s;
        new_game(&s, "players=1 level=6", 900 + game);
        for (int step = 0; !rr_is_over(&s); step++) {
            int me = rr_to_move(&s);
            if (step % 7 == 3 && me != s.now.automa && s.now.automa_next > 4 && s.now.automa_next < RR_AUTOMA_CARDS - 2) {
                int unseen = 4 + RR_AUTOMA_CARDS - s.now.automa_next, next = s.now.automa_order[s.now.automa_next];
                bool seen_as_next[RR_AUTOMA_CARDS] = {false};
                int kinds = 0, kept = 0;
                for (uint64_t seed = 1; seed <= 300; seed++) {
                    rr_state t = s;
                    if (!rr_determinize(&t, me, seed)) continue;
                    kept++;
                    int drawn = t.now.automa_order[t.now.automa_next];
                    kinds += !seen_as_next[drawn];
                    seen_as_next[drawn] = true;
                    truth += drawn == next;
                }
                assert_true(kept >= 290);
                assert_true(kinds >= unseen - 1); /* nearly every unseen card came next */
                redeals += kept;
                expected += (double)kept / unseen;
                positions++;
            }
            int n = rr_legal(&s, opts);
            rr_apply(&s, opts[next_random(&rng) % (uint64_t)n], NULL);
        }
    }
    print_message("# %d positions: the true next card came next in %ld of %ld re-deals (chance: %.1f)\n", positions,
                  truth, redeals, expected);
    assert_true(positions >= 10);
    assert_true((double)truth <= expected + 4 * sqrt(expected) + 1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(states_differing_in_hidden_things_determinize_alike),
        cmocka_unit_test(bots_choose_alike_in_states_differing_in_hidden_things),
        cmocka_unit_test(a_card_revealed_from_a_hand_stays_in_that_hand),
        cmocka_unit_test(a_revealed_deck_card_to_place_stays_that_card),
        cmocka_unit_test(a_hand_that_showed_no_red_to_eo_is_dealt_none),
        cmocka_unit_test(a_card_drawn_after_eo_may_be_the_one_red),
        cmocka_unit_test(a_hand_whose_reds_dancer_showed_is_dealt_no_other),
        cmocka_unit_test(a_card_arlus_showed_stays_in_that_hand),
        cmocka_unit_test(inferred_red_limits_hold_for_the_real_hands),
        cmocka_unit_test(tulls_next_card_is_drawn_anew_in_each_redeal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
