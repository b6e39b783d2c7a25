/* companion_web.c: POST /api/companion: Tull Au Toma for a physical solo game, with the
 * terminal companion's rules (companion_turn.c: the same seed and answers give the
 * same steps), without state on the server: the page holds her state (JSON) and sends
 * it with each step; a turn that must ask whether a location is empty is played again
 * with the answers given so far until it needs no more. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "companion_state.h"
#include "server.h"

/* ---- her state as JSON, read strictly ---- */

static json_t *her_json(const companion *c) {
    char rng[24];
    snprintf(rng, sizeof rng, "%llu", (unsigned long long)c->rng);
    json_t *order = json_array(), *priority = json_array();
    for (int i = 0; i < RR_AUTOMA_CARDS; i++) json_array_append_new(order, json_integer(c->order[i]));
    for (int l = 0; l < RR_LOCATIONS; l++) json_array_append_new(priority, json_integer(c->priority[l]));
    return json_pack("{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:o, s:o, s:i}", "rng", rng, "level",
                     c->level, "variant", c->variant, "parity", c->parity, "first", c->first, "next", c->next, "helium",
                     c->helium, "fleet", c->fleet, "influence", c->influence, "sovereign", c->sovereign, "hand",
                     c->hand, "turns", c->turns, "over", c->over, "order", order, "priority", priority,
                     "deck_empty", c->deck_empty);
}

static bool read_int(json_t *o, const char *key, int lo, int hi, int *out, reply *r) {
    json_t *v = json_object_get(o, key);
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) {
        reply_error(r, 400, "companion state: \"%s\" must be a whole number from %d to %d", key, lo, hi);
        return false;
    }
    *out = (int)json_integer_value(v);
    return true;
}

static bool read_permutation(json_t *o, const char *key, uint8_t *out, int n, reply *r) {
    json_t *a = json_object_get(o, key);
    unsigned seen = 0;
    if (json_is_array(a) && json_array_size(a) == (size_t)n)
        for (int i = 0; i < n; i++) {
            json_t *v = json_array_get(a, (size_t)i);
            long long x = json_is_integer(v) ? json_integer_value(v) : -1;
            if (x < 0 || x >= n || (seen >> x & 1)) break;
            seen |= 1u << x;
            out[i] = (uint8_t)x;
        }
    if (seen != (1u << n) - 1) {
        reply_error(r, 400, "companion state: \"%s\" must list 0 to %d once each", key, n - 1);
        return false;
    }
    return true;
}

static bool her_read(json_t *o, companion *c, reply *r) {
    memset(c, 0, sizeof *c);
    if (!json_is_object(o)) {
        reply_error(r, 400, "the request needs \"state\": Tull Au Toma's state from the last step");
        return false;
    }
    const char *rng = json_string_value(json_object_get(o, "rng"));
    char *end = NULL;
    if (rng) c->rng = strtoull(rng, &end, 10);
    if (!rng || end == rng || *end) {
        reply_error(r, 400, "companion state: \"rng\" must be a whole number as text");
        return false;
    }
    bool ok = read_int(o, "level", 1, 6, &c->level, r) && read_int(o, "variant", 0, 1, &c->variant, r) &&
              read_int(o, "parity", -1, 1, &c->parity, r) && read_int(o, "first", -1, 1, &c->first, r) &&
              read_int(o, "next", 4, RR_AUTOMA_CARDS, &c->next, r) && read_int(o, "helium", 0, 999, &c->helium, r) &&
              read_int(o, "fleet", 0, RR_FLEET_MAX, &c->fleet, r) &&
              read_int(o, "influence", 0, RR_INFLUENCE_TOKENS, &c->influence, r) &&
              read_int(o, "sovereign", 0, 1, &c->sovereign, r) && read_int(o, "hand", 0, 999, &c->hand, r) &&
              read_int(o, "turns", 0, 100000, &c->turns, r) && read_int(o, "over", 0, 1, &c->over, r) &&
              read_permutation(o, "order", c->order, RR_AUTOMA_CARDS, r) &&
              read_permutation(o, "priority", c->priority, RR_LOCATIONS, r) &&
              /* a state from before the deck-empty control has none: the deck has cards */
              (!json_object_get(o, "deck_empty") || read_int(o, "deck_empty", 0, 1, &c->deck_empty, r));
    if (ok) companion_find_luna_pair(c);
    return ok;
}

/* ---- what to say ---- */

typedef struct said {
    json_t *lines;
} said;

static void say(said *s, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void say(said *s, const char *format, ...) {
    char line[300];
    va_list ap;
    va_start(ap, format);
    vsnprintf(line, sizeof line, format, ap);
    va_end(ap);
    json_array_append_new(s->lines, json_string(line));
}

/* The page's way to give the Sovereign token back, after a bonus that took it. */
#define SOVEREIGN_HINT " (your Martyr or Justice may keep it: then set her Sovereign to no)"

/* Her turn with the answers so far to "is it empty?"; NULL when done, else the next
 * question (c is then unchanged). */
static const char *her_turn(companion *c, said *s, json_t *empties, char *question, size_t size) {
    bool empty[COMPANION_MAX_ANSWERS];
    int answers = 0;
    for (size_t i = 0; i < json_array_size(empties) && answers < COMPANION_MAX_ANSWERS; i++) {
        json_t *answer = json_array_get(empties, i); /* json_is_true reads its argument twice */
        empty[answers++] = json_is_true(answer);
    }
    companion_turn_steps turn;
    companion after = *c;
    companion_turn(&after, empty, answers, &turn);
    for (int i = 0; i < turn.count; i++) {
        char text[200];
        companion_step_text(&turn.steps[i], &after, SOVEREIGN_HINT, text, sizeof text);
        say(s, "%s", text);
    }
    if (turn.ask >= 0) {
        snprintf(question, size, "Is %s empty now?", rr_location_name(turn.ask));
        return question;
    }
    *c = after;
    return NULL;
}

static void setup(const companion *c, said *s) {
    say(s, "Shuffle her 22 Au Toma cards face down and set the top 4 aside (this page keeps track of them).");
    char line[200];
    int n = snprintf(line, sizeof line, "Priority cards:");
    for (int k = 0; k < RR_LOCATIONS; k++)
        for (int l = 0; l < RR_LOCATIONS; l++)
            if (c->priority[l] == k)
                n += snprintf(line + n, sizeof line - (size_t)n, " %c on %s%s", 'A' + k, rr_location_name(l),
                              k < 3 ? "," : ".");
    say(s, "%s", line);
    say(s, "Tuck the Luna bonus card under Luna's priority card showing %s's icon.", rr_location_name(c->luna_pair));
    if (c->variant) say(s, "Remove Loan Shark from the game (the variant keeps the other four).");
    else say(s, "Remove Auctioneer, Eo, Loan Shark, Psychologist and Roque from the game.");
    say(s, "Set up as for 2 players (3 neutral Influence on the Institute); she takes 2 cards face down as her hand "
           "and no house.");
}

static void score(companion *c, said *s, int matching, int yours, json_t **result) {
    companion_score sc;
    companion_score_her(c, matching, yours, &sc);
    if (sc.cut) say(s, "Her hand is cut to 20: %d cards set aside, non-matching ones first.", sc.cut);
    *result = json_pack("{s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i}", "base", RR_AUTOMA_BASE, "matching",
                        sc.matching, "per_matching", sc.per_matching, "nonmatching", sc.nonmatching,
                        "per_nonmatching", sc.per_nonmatching, "fleet", sc.fleet, "helium", sc.helium, "sovereign",
                        sc.sovereign, "influence", sc.influence, "total", sc.total, "level", c->level);
    say(s, "Tull Au Toma's score: %d. Score yourself on the score page; if you tie, the Sovereign token decides.",
        sc.total);
    c->over = 1;
}

void companion_web_step(json_t *req, reply *r) {
    if (!json_is_object(req)) {
        reply_error(r, 400, "the request must be a JSON object {action, state, ...}");
        return;
    }
    const char *action = json_string_value(json_object_get(req, "action"));
    if (!action) {
        reply_error(r, 400, "the request needs \"action\": new, parity, apollo, turn, set or end");
        return;
    }
    companion c;
    said s = {json_array()};
    json_t *extra = NULL;
    char question[120];
    const char *ask = NULL;
    if (!strcmp(action, "new")) {
        int level = 2, variant = 0;
        json_t *seed = json_object_get(req, "seed");
        if (json_object_get(req, "level") && !read_int(req, "level", 1, 6, &level, r)) goto fail;
        if (json_object_get(req, "variant") && !read_int(req, "variant", 0, 1, &variant, r)) goto fail;
        uint64_t rng;
        if (json_is_integer(seed)) rng = (uint64_t)json_integer_value(seed);
        else {
            char hex[17];
            if (seed && !json_is_null(seed)) {
                reply_error(r, 400, "seed must be a whole number");
                goto fail;
            }
            if (!random_hex(hex, 16)) {
                reply_error(r, 503, "no randomness available");
                goto fail;
            }
            rng = strtoull(hex, NULL, 16);
        }
        companion_new(&c, rng, level, variant);
        say(&s, "Tull Au Toma, level %d (%s).", c.level, rr_automa_level_names[c.level]);
        setup(&c, &s);
    } else {
        if (!her_read(json_object_get(req, "state"), &c, r)) goto fail;
        if (c.over) {
            reply_error(r, 409, "this game is over");
            goto fail;
        }
        if (!strcmp(action, "parity")) {
            int odd;
            if (!read_int(req, "odd", 0, 8, &odd, r)) goto fail;
            c.parity = odd > 8 - odd;
            say(&s, "Put the odd/even card under the board showing %s.", c.parity ? "ODD" : "EVEN");
        } else if (!strcmp(action, "apollo")) {
            if (c.parity < 0 || c.first >= 0) {
                reply_error(r, 409, "first the odd/even card, then (once) whether you are Apollo");
                goto fail;
            }
            companion_choose_first(&c, json_is_true(json_object_get(req, "apollo")));
            say(&s, "%s the first turn.", c.first ? "Tull Au Toma takes" : "You take");
        } else if (!strcmp(action, "turn")) {
            json_t *empties = json_object_get(req, "empty");
            if (c.first < 0) {
                reply_error(r, 409, "first the odd/even card and who goes first");
                goto fail;
            }
            if (empties && !json_is_array(empties)) {
                reply_error(r, 400, "\"empty\" must be a list of true/false answers");
                goto fail;
            }
            ask = her_turn(&c, &s, empties, question, sizeof question);
        } else if (!strcmp(action, "set")) {
            /* deck_empty: the character deck has run out (she deploys and banishes nothing),
             * as the terminal's 'deck empty' and 'deck cards' */
            static const char *const keys[] = {"helium", "fleet", "influence", "hand", "sovereign", "deck_empty"};
            int *fields[] = {&c.helium, &c.fleet, &c.influence, &c.hand, &c.sovereign, &c.deck_empty};
            const int hi[] = {999, RR_FLEET_MAX, RR_INFLUENCE_TOKENS, 999, 1, 1};
            for (int k = 0; k < 6; k++)
                if (json_object_get(req, keys[k]) && !read_int(req, keys[k], 0, hi[k], fields[k], r)) goto fail;
            say(&s, "She has %d cards, %d Helium, Fleet %d, %d Influence%s%s.", c.hand, c.helium, c.fleet, c.influence,
                c.sovereign ? ", the Sovereign token" : "", c.deck_empty ? "; the character deck is empty" : "");
        } else if (!strcmp(action, "end")) {
            int matching, yours;
            if (!read_int(req, "matching", 0, c.hand, &matching, r) ||
                !read_int(req, "your_influence", 0, RR_INFLUENCE_TOKENS, &yours, r))
                goto fail;
            score(&c, &s, matching, yours, &extra);
        } else {
            reply_error(r, 400, "unknown action '%.30s' (new, parity, apollo, turn, set, end)", action);
            goto fail;
        }
    }
    json_decref(r->body);
    r->status = 200;
    r->body = json_pack("{s:o, s:o}", "state", her_json(&c), "lines", s.lines);
    json_object_set_new(r->body, "parity", json_string(c.parity < 0 ? "" : c.parity ? "ODD" : "EVEN"));
    json_object_set_new(r->body, "level_name", json_string(rr_automa_level_names[c.level]));
    if (ask) json_object_set_new(r->body, "question", json_string(ask));
    if (extra) json_object_set_new(r->body, "score", extra);
    return;
fail:
    json_decref(s.lines);
}
