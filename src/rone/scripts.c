/* scripts.c: the card format's escape hatch (script=NAME): named C functions for what
 * steps cannot say. A card file naming a script not listed here is refused by the loader
 * (rone_find_script). Each runs with the same vocabulary as the steps (ask, draw, move)
 * and returns false when it could not be done (the card's text then stops, like a step). */
#include <strings.h>

#include "internal.h"

/* draw_to_three: the controller draws until holding three cards (nothing if three or more). */
static bool draw_to_three(rone_run *r, int source, int controller) {
    (void)source;
    int hand = rone_zone(controller, RONE_Z_HAND);
    for (int guard = 0; guard < 3 && zsize(r->b, hand) < 3; guard++) ro_draw_card(r, controller);
    return true;
}

/* recall_weakest: the enemy unit with the least remaining health (the first in turn order
 * and zone order on a tie) returns to its owner's hand. False if there is none. */
static bool recall_weakest(rone_run *r, int source, int controller) {
    rone_board *b = r->b;
    int best = -1, best_health = 1000;
    for (int p = 0; p < b->players; p++) {
        if (!ro_is_enemy(b, controller, p)) continue;
        int z = rone_zone(p, RONE_Z_FIELD);
        for (int i = 0; i < zsize(b, z); i++) {
            int c = zcard(b, z, i);
            if (c == source || def_of(r, c)->type != RONE_UNIT) continue;
            int h = ro_health_of(r, c);
            if (h < best_health) best_health = h, best = c;
        }
    }
    if (best < 0) return false;
    ro_to_owners_hand(r, best, controller); /* clears its state */
    b->card[best].seen = (1u << RONE_MAX_SEATS) - 1; /* everyone saw it leave the battlefield */
    return true;
}

static const struct {
    const char *name;
    bool (*run)(rone_run *r, int source, int controller);
} scripts[] = {
    {"draw_to_three", draw_to_three},
    {"recall_weakest", recall_weakest},
};
#define SCRIPT_COUNT ((int)(sizeof scripts / sizeof scripts[0]))

int rone_find_script(const char *name) {
    for (int i = 0; i < SCRIPT_COUNT; i++)
        if (!strcasecmp(scripts[i].name, name)) return i;
    return -1;
}

const char *rone_script_name(int index) { return index >= 0 && index < SCRIPT_COUNT ? scripts[index].name : NULL; }

bool ro_run_script(rone_run *r, int index, int source, int controller) {
    if (index < 0 || index >= SCRIPT_COUNT) return false;
    return scripts[index].run(r, source, controller);
}
