/* game.c: Kuhn poker's rules (include/kuhn.h) behind the game-agnostic table of
 * cardtable.h; its presentation half is in observe.c. */
#include <stdio.h>
#include <string.h>

#include "kuhn.h"
#include "kuhn_internal.h"

static const char card_letters[] = "JQK";

static int card_of_letter(char c) {
    const char *at = strchr(card_letters, c);
    return c && at ? (int)(at - card_letters) : -1;
}

ct_status kuhn_new_game(kuhn_state *s, const char *options, uint64_t seed, ct_error *err) {
    memset(s, 0, sizeof *s);
    s->seed = seed;
    char extra;
    char deal[3] = "";
    if (options && *options) {
        if (sscanf(options, " deal=%2s %c", deal, &extra) != 1 || strlen(deal) != 2)
            return ct_fail(err, CT_ERR_OPTIONS, "unknown Kuhn poker option in '%s' (the only one is deal=XY, X and Y of J, Q, K)", options);
        int a = card_of_letter(deal[0]), b = card_of_letter(deal[1]);
        if (a < 0 || b < 0 || a == b)
            return ct_fail(err, CT_ERR_OPTIONS, "deal=%s: two different cards of J, Q and K", deal);
        s->card[0] = (uint8_t)a;
        s->card[1] = (uint8_t)b;
        return CT_OK;
    }
    /* the six deals equally likely: Player 1's card of three, Player 2's of the other two */
    uint64_t rng = seed;
    int first = ct_uniform_draw(&rng, KUHN_CARDS), second = ct_uniform_draw(&rng, KUHN_CARDS - 1);
    s->card[0] = (uint8_t)first;
    s->card[1] = (uint8_t)(second >= first ? second + 1 : second);
    return CT_OK;
}

int kuhn_to_move(const kuhn_state *s) { return s->over ? -1 : s->moves % 2; }

bool kuhn_facing_bet(const kuhn_state *s) { return s->moves > 0 && s->history[s->moves - 1] == KUHN_BET; }

/* Ends the game: the pot to the winner. The loser paid its ante, and 1 more when both
 * bet (a bet called). */
static void settle(kuhn_state *s, int winner, bool shown) {
    int paid_by_loser = 1 + (kuhn_bets(s) == 2);
    s->over = 1;
    s->showdown = shown;
    s->net[winner] = (int8_t)paid_by_loser;
    s->net[1 - winner] = (int8_t)-paid_by_loser;
}

static ct_status apply(kuhn_state *s, int option, ct_error *err) {
    if (s->over) return ct_fail(err, CT_ERR_OVER, "the hand is over");
    if (option != KUHN_PASS && option != KUHN_BET) return ct_fail(err, CT_ERR_ILLEGAL, "option %d is not 0 (pass) or 1 (bet)", option);
    int seat = kuhn_to_move(s);
    bool facing = kuhn_facing_bet(s);
    s->history[s->moves++] = (uint8_t)option;
    int high = s->card[0] > s->card[1] ? 0 : 1;
    if (facing) settle(s, option == KUHN_PASS ? 1 - seat : high, option == KUHN_BET); /* fold, or call: showdown */
    else if (option == KUHN_PASS && s->moves == 2) settle(s, high, true);              /* check, check */
    return CT_OK;
}

static ct_status g_new_game(void *state, const char *options, uint64_t seed, ct_error *err) {
    return kuhn_new_game(state, options, seed, err);
}
static int g_seat_count(const void *state) { (void)state; return 2; }
static int g_to_move(const void *state) { return kuhn_to_move(state); }
static int g_legal(const void *state, uint16_t *out) {
    if (((const kuhn_state *)state)->over) return 0;
    out[0] = KUHN_PASS;
    out[1] = KUHN_BET;
    return 2;
}
static void g_option_name(const void *state, int option, char *buf, size_t size) {
    bool facing = kuhn_facing_bet(state);
    snprintf(buf, size, "%s", option == KUHN_BET ? (facing ? "call" : "bet") : (facing ? "fold" : "check"));
}
static void g_prompt(const void *state, char *buf, size_t size) {
    const kuhn_state *s = state;
    snprintf(buf, size, "Player %d: %s", kuhn_to_move(s) + 1, kuhn_facing_bet(s) ? "call or fold" : "check or bet");
}
static ct_status g_apply(void *state, int option, ct_error *err) { return apply(state, option, err); }
static bool g_is_over(const void *state) { return ((const kuhn_state *)state)->over; }
static void g_scores(const void *state, int *out) {
    const kuhn_state *s = state;
    out[0] = s->net[0];
    out[1] = s->net[1];
}
static void g_returns(const void *state, double *out) {
    const kuhn_state *s = state;
    ct_win_shares(s->net[0] > 0 ? 1u : 2u, 2, s->over, out);
}

/* Re-deals the other seat's card from the two seat does not hold (seat -1: both cards
 * from the three), unless the showdown showed it. */
static bool g_determinize(void *state, int seat, uint64_t seed) {
    kuhn_state *s = state;
    if (s->showdown) return true;
    uint64_t rng = seed;
    if (seat < 0) {
        kuhn_state dealt;
        kuhn_new_game(&dealt, "", seed, NULL);
        memcpy(s->card, dealt.card, sizeof s->card);
        return true;
    }
    int mine = s->card[seat], other = ct_uniform_draw(&rng, KUHN_CARDS - 1);
    s->card[1 - seat] = (uint8_t)(other >= mine ? other + 1 : other);
    return true; /* every deal fits: no answer depends on the hidden card */
}
static uint32_t g_reveal_count(const void *state) { return ((const kuhn_state *)state)->showdown; }
/* The chips won once over; before, the card's rank for its holder: -1, 0, +1. */
static double g_evaluate(const void *state, int seat) {
    const kuhn_state *s = state;
    return s->over ? s->net[seat] : (double)s->card[seat] - 1.0;
}

const ct_game kuhn_game = {
    .version = CT_GAME_VERSION,
    .name = "kuhn",
    .state_size = sizeof(kuhn_state),
    .new_game = g_new_game,
    .seat_count = g_seat_count,
    .to_move = g_to_move,
    .legal = g_legal,
    .option_name = g_option_name,
    .prompt = g_prompt,
    .apply = g_apply,
    .is_over = g_is_over,
    .scores = g_scores,
    .returns = g_returns,
    .determinize = g_determinize,
    .reveal_count = g_reveal_count,
    .evaluate = g_evaluate,
    .observe = kuhn_observe,
    .narrate = kuhn_narrate,
    .option_label = g_option_name,
    .card_text = kuhn_card_text,
    .result = kuhn_result,
};
