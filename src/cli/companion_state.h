/* companion_state.h: the state of Tull Au Toma in `cardtable companion`, and its text
 * form (companion_state.c). */
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

#endif
