/* kuhn.h: Kuhn poker, the third game behind cardtable.h: small enough to check by hand,
 * with known results (the first player's value under Nash play is -1/18 of a chip).
 *
 * Three cards, Jack < Queen < King. Each of two players antes 1 chip and is dealt one
 * card; the third stays unseen. Player 1 checks or bets 1; if Player 1 checks, Player 2
 * checks (showdown for the pot of 2) or bets 1, and then Player 1 calls (showdown for 4)
 * or folds; if Player 1 bets, Player 2 calls (showdown for 4) or folds. At a showdown
 * both cards are shown and the higher wins the pot; a fold gives the pot to the other
 * and leaves the folder's card unseen. */
#ifndef KUHN_H
#define KUHN_H

#include "cardtable.h"

#ifdef __cplusplus
extern "C" {
#endif

enum kuhn_card { KUHN_JACK, KUHN_QUEEN, KUHN_KING, KUHN_CARDS };
/* Every decision has the same two options: pass (check, or fold facing a bet) and bet
 * (bet, or call facing a bet). */
enum kuhn_option { KUHN_PASS, KUHN_BET };

/* A game: plain data, copied with assignment. */
typedef struct kuhn_state {
    uint8_t card[2];      /* each seat's card (kuhn_card) */
    uint8_t history[3];   /* the answers given, in order */
    uint8_t moves;        /* how many */
    uint8_t over;
    uint8_t showdown;     /* 1 once the cards were shown (both seats see both) */
    int8_t net[2];        /* chips won (+) or lost (-) once over */
    uint64_t seed;
} kuhn_state;

/* Options text: "" (a random deal from the seed) or "deal=XY", X and Y each J, Q or K
 * (Player 1's card, then Player 2's; different), for checking a deal by hand. */
ct_status kuhn_new_game(kuhn_state *s, const char *options, uint64_t seed, ct_error *err);
int kuhn_to_move(const kuhn_state *s);

extern const ct_game kuhn_game;

#ifdef __cplusplus
}
#endif

#endif
