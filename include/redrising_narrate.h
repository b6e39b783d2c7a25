/* redrising_narrate.h: what an answer did, in words, as one seat may know it. The
 * terminal game and the browser server print the same lines.
 *
 * The narration is built only from what the observing seat may know: the difference
 * between its views (rr_make_view) before and after the answer, the public parts of
 * the decision (who answered, what kind of answer), where a card it sees came from or
 * went to (a card is moved in the open; only what an unseen card is stays hidden),
 * and Tull Au Toma's public log. It never names a card the observer cannot see: such
 * a card is "a card", or counted ("draws 2 cards"). */
#ifndef REDRISING_NARRATE_H
#define REDRISING_NARRATE_H

#include "redrising.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How the narration calls each seat. */
typedef struct rr_narrator {
    /* names[seat]: "Ana"; NULL or "": "Player N" (Tull Au Toma: "Tull") */
    const char *names[RR_MAX_PLAYERS];
    /* The seat addressed as "you" ("You gain ..."), or -1 for names only. */
    int you;
} rr_narrator;

#define RR_NARRATION_SIZE 1024 /* enough for any answer's narration */

/* What the answer `option` to before's pending decision did (after is the state once
 * it was applied), as `observer` (a seat, or -1 for a spectator) may know it: one or
 * more sentences, or "" when nothing the observer can see happened. names may be NULL.
 * Returns the length written (truncated to size - 1). */
size_t rr_narrate(const rr_state *before, int option, const rr_state *after, int observer,
                  const rr_narrator *names, char *out, size_t size);

/* True when card may be named to the seat whose view this is: its own hand, a card
 * seen going into another's hand, a face-up card on a location, a banished card. */
bool rr_view_shows(const rr_view *view, int card);

#ifdef __cplusplus
}
#endif

#endif
