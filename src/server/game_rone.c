/* game_rone.c: what RONE needs of the server beyond its ct_game table: the new game's
 * fields, "players" (2: 1 v 1, 3, 4: 2 v 2) and each seat's "hero" and "deck" (a deck
 * code, or "random"), turned into its options text (set=ctc as the terminal plays,
 * players=, heroes=, deckN=); the game's own parser judges them. Everything else is drawn from the view. */
#include <stdio.h>
#include <string.h>

#include "server.h"

/* A value of the options text: no spaces, no '=' and no ',' (they separate the text). */
static bool plain_word(const char *s) { return s && *s && !strpbrk(s, " =,\t\n"); }

static bool rone_options(json_t *req, char *out, size_t size, reply *r) {
    json_t *players = json_object_get(req, "players"), *seats = json_object_get(req, "seats");
    long long n = json_is_integer(players) ? json_integer_value(players) : 2;
    if (players && !json_is_null(players) && !json_is_integer(players)) {
        reply_error(r, 400, "players must be 2 (1 v 1), 3 or 4 (2 v 2)");
        return false;
    }
    /* the core set, as the terminal plays (an "options" text's own set= comes after it and wins) */
    size_t used = (size_t)snprintf(out, size, "set=ctc players=%lld", n);
    char heroes[120] = "";
    size_t hero_used = 0;
    bool any_hero = false;
    for (size_t p = 0; json_is_array(seats) && p < json_array_size(seats) && p < CT_MAX_SEATS; p++) {
        json_t *seat = json_array_get(seats, p), *hero = json_object_get(seat, "hero"), *deck = json_object_get(seat, "deck");
        const char *h = hero && !json_is_null(hero) ? json_string_value(hero) : "random";
        if (!plain_word(h)) {
            reply_error(r, 400, "seat %zu: hero must be a hero's code (h1, h2, ...) or \"random\"", p + 1);
            return false;
        }
        any_hero |= strcmp(h, "random") != 0;
        hero_used += (size_t)snprintf(heroes + hero_used, sizeof heroes - hero_used, "%s%s", p ? "," : "", h);
        if (hero_used >= sizeof heroes) {
            reply_error(r, 400, "seat %zu: hero: too long", p + 1);
            return false;
        }
        if (deck && !json_is_null(deck)) {
            const char *d = json_string_value(deck);
            if (!d || strpbrk(d, " \t\n")) {
                reply_error(r, 400, "seat %zu: deck must be a deck code or \"random\"", p + 1);
                return false;
            }
            if (strcmp(d, "random")) used += (size_t)snprintf(out + used, used < size ? size - used : 0, " deck%zu=%s", p + 1, d);
        }
    }
    if (any_hero) used += (size_t)snprintf(out + used, used < size ? size - used : 0, " heroes=%s", heroes);
    if (used >= size) {
        reply_error(r, 400, "seats: the heroes and decks chosen are too long for one game's options (%zu characters at most)", size - 1);
        return false;
    }
    return true;
}

const server_game server_game_rone = {
    .name = "rone",
    .options = rone_options,
};
