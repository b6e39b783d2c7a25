/* companion_state.h: the state of Tull Au Toma for a physical solo game, shared by
 * `cardtable companion` and the page's companion (POST /api/companion): its text form
 * (companion_state.c) and her rules, a turn as a list of steps (companion_turn.c). */
#ifndef CT_COMPANION_STATE_H
#define CT_COMPANION_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "redrising.h"

typedef struct companion {
    uint64_t rng;
    int level, variant;
    int parity;           /* 0 EVEN, 1 ODD; -1 not known yet */
    int first;            /* 0 you, 1 Tull; -1 not known yet */
    uint8_t order[RR_AUTOMA_CARDS];
    int next;
    uint8_t priority[RR_LOCATIONS];
    int luna_pair;
    int helium, fleet, influence, sovereign, hand;
    int turns, over;
    int deck_empty; /* the character deck has run out: she deploys nothing */
} companion;

/* The state as the text of its file (fits in 1024 bytes). */
void companion_format(const companion *c, char *text, size_t size);
/* Reads a state file's text (changed in place); path names it in messages. False
 * with a one-line reason in why. */
bool companion_parse(char *text, const char *path, companion *c, char *why, size_t size);

/* ---- her rules (companion_turn.c), the one copy both front ends call ---- */

/* A new game of hers from a seed: her Au Toma deck and the priority cards shuffled,
 * 2 cards in hand, the odd/even card and the first player not known yet. */
void companion_new(companion *c, uint64_t seed, int level, int variant);
/* The location whose priority card pairs with Luna's (the Luna bonus card's icon). */
void companion_find_luna_pair(companion *c);
/* Who goes first once the player says whether their house is Apollo: Apollo starts,
 * otherwise a coin she flips. */
void companion_choose_first(companion *c, bool apollo);

typedef enum companion_step_kind {
    COMPANION_RESHUFFLE,    /* her Au Toma deck ran out and was shuffled again */
    COMPANION_TURN,         /* value: the number of the turn */
    COMPANION_CARD,         /* value: the Au Toma card, 1-22 */
    COMPANION_DEPLOY,       /* location; value: the priority letter (0-3) it named, or -1 */
    COMPANION_NO_DEPLOY,    /* the character deck is empty */
    COMPANION_ASKED,        /* location; value: 1 if the player said it is empty */
    COMPANION_FOLLOW,       /* location: the next one along the arrow; value: the arrow (-1 left) */
    COMPANION_GAIN,         /* location */
    COMPANION_GAIN_NOTHING, /* every location is empty; value: 1 if a bonus was due */
    COMPANION_BONUS_MOVED,  /* location: where the bonus goes, as she has 10 at the named one */
    COMPANION_BONUS,        /* location; value: 1 for the Luna bonus card's */
    COMPANION_BANISH,       /* value: 0 when the character deck is empty (nothing banished) */
    COMPANION_STATUS        /* the end: her hand and tokens (read from her state after the turn) */
} companion_step_kind;

typedef struct companion_step {
    uint8_t kind; /* companion_step_kind */
    int8_t location;
    int value;
} companion_step;

#define COMPANION_MAX_STEPS 48
#define COMPANION_MAX_ANSWERS (2 * RR_LOCATIONS) /* "is it empty?" at most 4 times a card */

typedef struct companion_turn_steps {
    companion_step steps[COMPANION_MAX_STEPS];
    int count;
    int ask; /* the location to ask "is it empty now?" about next, or -1: the turn is done */
} companion_turn_steps;

/* Her turn, two Au Toma cards, given the first `answers` answers to "is this location
 * empty now?" (empty[i]: yes). The deck-empty flag of c is an input too. If the turn
 * needs another answer, out->ask names the location, out holds the steps up to the
 * question and *c is unchanged (call again with one answer more: the same steps come
 * first); otherwise out->ask is -1 and *c is her state after the turn. */
void companion_turn(companion *c, const bool *empty, int answers, companion_turn_steps *out);
/* A step in words, without indentation ("Gain: put the top card of Mars face down on
 * top of her hand."). c: her state after the turn (for COMPANION_STATUS);
 * sovereign_hint ends the line of a bonus that gives her the Sovereign token (how this
 * front end takes it back, "" for nothing). */
void companion_step_text(const companion_step *step, const companion *c, const char *sovereign_hint, char *text,
                         size_t size);
/* How deep the terminal indents a step: 0 a turn, 1 a card or her status, 2 the rest. */
int companion_step_depth(const companion_step *step);

/* Her score at the end, from how many of her cards match the odd/even card and the
 * player's Influence on the Institute (for the ranking). */
typedef struct companion_score {
    int cut;                  /* cards set aside to bring her hand to 20 */
    int matching, nonmatching; /* after the cut */
    int per_matching, per_nonmatching;
    int cards, fleet, helium, sovereign, influence, total;
} companion_score;
void companion_score_her(const companion *c, int matching, int your_influence, companion_score *out);

#endif
