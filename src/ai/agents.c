/* agents.c: the random and greedy players, the built-in kinds' tables (random, greedy,
 * mcts: ismcts.c), and picking an agent by name through the registry (registry.c). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "splitmix64.h"

/* Greedy in a game that says when it is settled: how many of its own decisions ahead
 * take their best continuation, and how many answers it follows at most. */
enum { GREEDY_DEPTH = 1, GREEDY_BUDGET = 60 };

/* The strengths offered to people, each a setting of the bots below (docs/AI.md has how
 * strong each is on the ladder, and how its budget was calibrated). `hard` and `expert`
 * name no horizon, so each game's own applies (ct_game.horizon: 12 in Red Rising, 4 in
 * RONE, whose searchers stall with longer random playouts). */
static const struct strength {
    const char *word, *setting;
} strengths[] = {
    {"easy", "mcts:60:h0"},
    {"medium", "greedy"},
    {"hard", "mcts:1750"},
    {"expert", "mcts:5800"},
};

/* The setting a strength word stands for, or NULL. */
const char *ct_agent_strength(const char *word) {
    for (size_t i = 0; i < sizeof strengths / sizeof *strengths; i++)
        if (!strcmp(word, strengths[i].word)) return strengths[i].setting;
    return NULL;
}

/* The settings of greedy and mcts (and none of random): "500", "100ms", "t2", "h12",
 * "g" or "g25", "s1", separated by colons; false with why when one does not fit the kind. */
static bool read_settings(ct_agent *a, const char *text, const char *settings, char *why, size_t size) {
    char buf[64];
    snprintf(buf, sizeof buf, "%s", settings);
    char *save = NULL;
    for (char *part = strtok_r(buf, ":", &save); part; part = strtok_r(NULL, ":", &save)) {
        char *end;
        bool lettered = part[0] == 't' || part[0] == 'h' || part[0] == 's' || part[0] == 'g';
        const char *digits = lettered ? part + 1 : part;
        errno = 0;
        long long n = *digits >= '0' && *digits <= '9' ? strtoll(digits, &end, 10) : (end = part, 0);
        bool bare_guide = !strcmp(part, "g"); /* ":g": guided, 10% of the answers uniform */
        if (bare_guide) n = 10, end = part + 1;
        bool ms = !lettered && end != digits && !strcmp(end, "ms");
        long long most = part[0] == 't' || part[0] == 's' ? 64 : part[0] == 'h' ? 1000 : part[0] == 'g' ? 100 : ms ? 3600000 : 100000000;
        long long least = part[0] == 'h' || part[0] == 'g' ? 0 : 1; /* h0: playouts to the end; g0: always guided */
        bool fits = a->kind == CT_AGENT_GREEDY ? part[0] == 's' : a->kind == CT_AGENT_MCTS && part[0] != 's';
        if (!fits || (end == digits && !bare_guide) || (*end && !ms) || errno || n < least || n > most) {
            snprintf(why, size, "bad agent setting '%s' in '%s' (iterations 1-100000000, 1-3600000ms, t1-t64 threads, "
                     "h0-h1000 horizon, g or g0-g100 guided playouts; e.g. mcts:500, mcts:100ms, mcts:100ms:t2, mcts:500:h12, mcts:500:g; "
                     "greedy:s1-s64 samples)", part, text);
            return false;
        }
        if (part[0] == 's') a->samples = (int)n;
        else if (part[0] == 't') a->threads = (int)n;
        else if (part[0] == 'h') a->horizon = (int)n;
        else if (part[0] == 'g') a->guided = true, a->guide_random = (int)n;
        else if (ms) a->ms = (double)n;
        else a->iterations = (int)n;
    }
    return true;
}

bool ct_agent_parse(const char *text, uint64_t seed, ct_agent *a, char *why, size_t size) {
    const char *strength = ct_agent_strength(text);
    if (strength) text = strength;
    memset(a, 0, sizeof *a);
    a->rng = seed * 0x2545F4914F6CDD1Dull + 0x1234567;
    a->samples = 4;
    a->iterations = 1000;
    a->threads = 1;
    a->exploration = 0.7;
    a->horizon = -1; /* the game's (ismcts.c) */
    a->win_weight = 0.5;
    a->margin_scale = 25;
    char name[64];
    size_t len = strlen(text);
    if (len >= sizeof name || (len && text[len - 1] == ':') || strstr(text, "::")) {
        snprintf(why, size, "bad agent '%.40s' (random, greedy, mcts, mcts:500, mcts:100ms, mcts:100ms:t2)", text);
        return false;
    }
    const char *from = text + strspn(text, ":"); /* the name, then its settings after a colon */
    size_t name_len = strcspn(from, ":");
    snprintf(name, sizeof name, "%.*s", (int)name_len, from);
    const char *settings = from[name_len] ? from + name_len + 1 : "";
    for (int i = 0; ct_agent_type_at(i); i++)
        if (!strcmp(ct_agent_type_at(i)->name, name)) {
            a->kind = i;
            a->type = ct_agent_type_at(i);
            return a->type->parse(a, text, settings, why, size);
        }
    char kinds[256] = "";
    size_t n = 0;
    for (int i = 0; ct_agent_type_at(i) && n < sizeof kinds; i++)
        n += (size_t)snprintf(kinds + n, sizeof kinds - n, "%s, ", ct_agent_type_at(i)->name);
    snprintf(why, size, "unknown agent '%s' (%seasy, medium, hard, expert)", text, kinds);
    return false;
}

void ct_agent_free(ct_agent *a) {
    if (a->type && a->type->free) a->type->free(a);
    a->own = NULL;
}

static int random_choice(ct_agent *a, const ct_game *g, const void *state) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = g->legal(state, opts);
    return opts[ct_splitmix64(&a->rng) % (uint64_t)n];
}

/* The value of state for seat: the game's evaluation, or, while seat is still the one
 * deciding (the rest of its own turn), the best of its next options, up to depth more. */
static double look_ahead(const ct_game *g, const void *state, int seat, int depth) {
    if (depth == 0 || g->is_over(state) || g->to_move(state) != seat) return g->evaluate(state, seat);
    uint16_t opts[CT_MAX_OPTIONS];
    int n = g->legal(state, opts);
    void *next = malloc(g->state_size);
    if (!next) return g->evaluate(state, seat);
    double best = -1e300;
    for (int i = 0; i < n; i++) {
        memcpy(next, state, g->state_size);
        if (g->apply(next, opts[i], NULL) != CT_OK) continue;
        double v = look_ahead(g, next, seat, depth - 1);
        if (v > best) best = v;
    }
    free(next);
    return best;
}

/* The look-ahead of a game that says when it is settled (ct_game.settled): state is
 * followed through everyone's answers until the game is settled again (the action
 * chosen has resolved, the others' reactions included) and valued there. The seat's own
 * decisions take their best continuation while depth lasts; other seats' decisions, and
 * the seat's own once depth is spent, take the option whose immediate result that
 * seat's own evaluation likes best. At most budget answers are followed. Changes state. */
static double follow(const ct_game *g, void *state, int seat, int depth, int budget) {
    for (; budget > 0 && !g->is_over(state) && !g->settled(state); budget--) {
        uint16_t opts[CT_MAX_OPTIONS];
        int n = g->legal(state, opts), mover = g->to_move(state), choice = n ? opts[0] : -1;
        void *next = n > 1 ? malloc(g->state_size) : NULL;
        if (next && mover == seat && depth > 0) {
            double best = -1e300;
            for (int i = 0; i < n; i++) {
                memcpy(next, state, g->state_size);
                if (g->apply(next, opts[i], NULL) != CT_OK) continue;
                double v = follow(g, next, seat, depth - 1, budget - 1);
                if (v > best) best = v;
            }
            free(next);
            return best > -1e300 ? best : g->evaluate(state, seat);
        }
        if (next) {
            double best = -1e300;
            for (int i = 0; i < n; i++) {
                memcpy(next, state, g->state_size);
                if (g->apply(next, opts[i], NULL) != CT_OK) continue;
                double v = g->evaluate(next, mover);
                if (v > best) best = v, choice = opts[i];
            }
            free(next);
        }
        if (choice < 0 || g->apply(state, choice, NULL) != CT_OK) break;
    }
    return g->evaluate(state, seat);
}

/* Greedy draws a sample again when the game found no re-deal fitting what the seat saw
 * (the copy is dropped, never looked at), up to this many draws per sample wanted. */
enum { GREEDY_DRAWS_PER_SAMPLE = 4 };

/* One turn ahead: each option applied to a few determinized copies and followed through
 * the rest of the seat's own decisions (or, in a game that says when it is settled,
 * until it is settled again), valued by the game's evaluation; the best average wins
 * (ties: the first). With no copy determinized at all, a uniformly random option (the
 * choice then still reads nothing the seat cannot see). */
static int greedy_choice(ct_agent *a, const ct_game *g, const void *state) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = g->legal(state, opts), seat = g->to_move(state);
    if (n == 1 || !g->evaluate) return opts[0];
    double value[CT_MAX_OPTIONS] = {0};
    void *sample = malloc(g->state_size), *next = malloc(g->state_size);
    if (!sample || !next) {
        free(sample);
        free(next);
        return opts[0];
    }
    int kept = 0;
    a->last_dropped = 0;
    for (int k = 0; k < a->samples * GREEDY_DRAWS_PER_SAMPLE && kept < a->samples; k++) {
        memcpy(sample, state, g->state_size);
        if (!g->determinize(sample, seat, ct_splitmix64(&a->rng))) {
            a->last_dropped++;
            continue;
        }
        kept++;
        for (int i = 0; i < n; i++) {
            memcpy(next, sample, g->state_size);
            if (g->apply(next, opts[i], NULL) != CT_OK) continue;
            value[i] += g->settled ? follow(g, next, seat, GREEDY_DEPTH, GREEDY_BUDGET) : look_ahead(g, next, seat, 2);
        }
    }
    free(sample);
    free(next);
    if (!kept) return opts[ct_splitmix64(&a->rng) % (uint64_t)n];
    int best = 0;
    for (int i = 1; i < n; i++)
        if (value[i] > value[best]) best = i;
    return opts[best];
}

/* An agent never parsed (zeroed: kind 0) plays as random, as it always has. */
int ct_agent_choose(ct_agent *a, const ct_game *g, const void *state) {
    return a->type ? a->type->choose(a, g, state) : random_choice(a, g, state);
}

/* The built-in kinds (registered in registry.c). */
const ct_agent_type ct_agent_random = {.name = "random", .parse = read_settings, .choose = random_choice};
const ct_agent_type ct_agent_greedy = {.name = "greedy", .parse = read_settings, .choose = greedy_choice};
const ct_agent_type ct_agent_mcts = {.name = "mcts", .parse = read_settings, .choose = ct_mcts_choose};
