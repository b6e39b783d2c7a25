/* sets.c: the card-set registry: the sets compiled in (the test set and the core set),
 * then the sets a program registers at run time (a card file read by src/cardfile).
 * A game's options name a set by id (set=ID); its state holds the set's index here.
 *
 * This table is the library's one piece of process-wide state, by design: a state must
 * stay plain data that copies with memcpy (the bots copy it thousands of times a second)
 * and a record must replay from its options text alone, so the set is found by name, not
 * carried by pointer. Register before any thread starts playing; a registered set is
 * never removed, and its caller keeps it alive to the end of the process. */
#include <stdio.h>
#include <strings.h>

#include "internal.h"

extern const rone_set rone_set_tst, rone_set_ctc;

#define BUILT_IN 2
static const rone_set *sets[RONE_MAX_SETS] = {&rone_set_tst, &rone_set_ctc};
static int set_count = BUILT_IN;

const rone_set *rone_set_at(int index) { return index >= 0 && index < set_count ? sets[index] : NULL; }

int rone_find_set(const char *id) {
    for (int i = 0; i < set_count; i++)
        if (!strcasecmp(sets[i]->id, id)) return i;
    return -1;
}

int rone_register_set(const rone_set *set, char *why, size_t size) {
    int known = rone_find_set(set->id);
    if (known >= 0) {
        if (sets[known]->hash == set->hash) return known; /* the same file again */
        snprintf(why, size, "card set id '%s' is taken by %s set (sethash=%08x; this one is %08x): give yours another id",
                 set->id, known < BUILT_IN ? "a built-in" : "another loaded", sets[known]->hash, set->hash);
        return -1;
    }
    if (set->card_count <= 0 || set->card_count > 250) {
        snprintf(why, size, "card set '%s' has %d cards; a set has 1-250", set->id, set->card_count);
        return -1;
    }
    if (set_count == RONE_MAX_SETS) {
        snprintf(why, size, "no room for card set '%s': at most %d sets in one program", set->id, RONE_MAX_SETS - BUILT_IN);
        return -1;
    }
    sets[set_count] = set;
    return set_count++;
}

int rone_find_def(const rone_set *set, const char *name) {
    for (int i = 0; i < set->card_count; i++)
        if (!strcasecmp(set->cards[i].name, name)) return i;
    return -1;
}

const rone_set *rone_board_set(const rone_board *b) { return sets[b->set_index]; }
