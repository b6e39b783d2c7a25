/* ismcts.c: single-observer information-set Monte Carlo tree search.
 *
 * Each iteration re-deals what the searching seat cannot see (the game's determinize;
 * an iteration whose re-deal failed is dropped, and another is drawn in its place),
 * walks one tree shared by all those deals choosing by UCT among the actions legal in
 * this deal (counting how often each was available), adds one node, plays on with random
 * answers, or answers guided by the evaluation (":g"), to the end, or `horizon` decisions,
 * on until the game is settled if it says when, and then the game's evaluation, and backs
 * up each seat's outcome to the nodes where that seat chose. A node keeps the win share
 * and the margin separately; its value is the win rate plus the margin measured from the
 * search's own mean margin, so moves stay distinguishable when every line loses (or
 * wins) by a lot. Root-parallel: each thread grows its own tree from its own seed; their root
 * visit counts are added up. One thread and one seed always give the same choice. */
#include <limits.h>
#include <math.h>
#ifndef __wasm__
#include <pthread.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "agent.h"

typedef struct node {
    int32_t parent, first_child, next_sibling;
    uint16_t action;
    int8_t mover; /* the seat whose choice `action` was */
    uint32_t visits, available;
    double win, margin; /* summed win shares and margins of `mover` */
} node;

typedef struct search {
    const ct_game *game;
    const void *root;
    int seat;
    uint64_t rng;
    long iterations;
    double ms, exploration;
    int horizon;
    double margin_scale, win_weight;
    bool guided;          /* playouts guided by the evaluation (guided_playout) */
    int guide_random;     /* the percentage of their answers that are uniform */
    void *scratch;        /* a state to try the guided playout's options in */
    /* the mean margin of each seat over the iterations so far: the reward's centre */
    double margin_sum[CT_MAX_SEATS];
    /* results */
    long visits[CT_MAX_OPTIONS];
    long done, decisions, dropped;
    /* the tree */
    node *nodes;
    int32_t count, capacity;
} search;

static uint64_t next_random(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int32_t add_node(search *s, int32_t parent, uint16_t action, int mover) {
    if (s->count == s->capacity) {
        int32_t cap = s->capacity ? s->capacity * 2 : 4096;
        node *grown = realloc(s->nodes, (size_t)cap * sizeof *grown);
        if (!grown) return -1;
        s->nodes = grown;
        s->capacity = cap;
    }
    int32_t id = s->count++;
    node *n = &s->nodes[id];
    memset(n, 0, sizeof *n);
    n->parent = parent;
    n->first_child = n->next_sibling = -1;
    n->action = action;
    n->mover = (int8_t)mover;
    if (parent >= 0) {
        n->next_sibling = s->nodes[parent].first_child;
        s->nodes[parent].first_child = id;
    }
    return id;
}

/* A win share not decided yet: how likely a predicted margin is to hold. */
#define MARGIN_TO_WIN 30.0

/* Each seat's outcome where the playout stopped: the win share (estimated from the
 * predicted margin if the game is not over) and the margin (the game's evaluation);
 * one scoring for every seat when the game offers it. */
static void outcome(const ct_game *g, const void *state, double *win, double *margin) {
    int seats = g->seat_count(state);
    bool over = g->is_over(state);
    if (over && g->outcome) {
        g->outcome(state, win, margin);
        return;
    }
    if (over) g->returns(state, win);
    if (g->evaluate_all) g->evaluate_all(state, margin);
    for (int p = 0; p < seats; p++) {
        if (!g->evaluate_all) margin[p] = g->evaluate ? g->evaluate(state, p) : 0;
        if (!over) win[p] = 0.5 + 0.5 * tanh(margin[p] / MARGIN_TO_WIN);
    }
}

/* The value of a node for the seat that chose it, in [0, 1]. */
static double node_value(const search *s, const node *n) {
    uint32_t all = s->nodes[0].visits;
    double margin = n->margin / n->visits - (all ? s->margin_sum[n->mover] / all : 0);
    return s->win_weight * n->win / n->visits + (1 - s->win_weight) * (0.5 + 0.5 * tanh(margin / s->margin_scale));
}

/* One iteration's walk: down the tree (choosing by UCT among the legal children, adding
 * the first untried one) and then `left` uniform random answers. walk_policy makes each
 * choice where the game asks it, so the whole walk can run as one playout of the game
 * (one run of its script) instead of one apply per tree step and a playout after: the
 * same choices in the same order from the same random stream, so the same tree. */
enum walk_phase { WALK_TREE, WALK_ROLLOUT, WALK_FAILED };
typedef struct walk {
    search *s;
    int32_t cur;         /* the node reached */
    int phase;           /* enum walk_phase */
    bool rollout_here;   /* the rollout's answers are given by walk_policy too (else it stops there) */
    int left;            /* rollout answers still to give */
    long rollout;        /* rollout answers given */
} walk;

/* The tree's choice among the n legal options at w->cur for mover: an index into opts;
 * the first untried option (chosen at random) is added as a node and ends the descent.
 * -1 if no node could be added. */
static int tree_choice(walk *w, int mover, const uint16_t *opts, int n) {
    search *s = w->s;
    uint64_t legal[CT_MAX_OPTIONS / 64] = {0}, tried[CT_MAX_OPTIONS / 64] = {0};
    for (int i = 0; i < n; i++) legal[opts[i] >> 6] |= (uint64_t)1 << (opts[i] & 63);
    for (int32_t c = s->nodes[w->cur].first_child; c >= 0; c = s->nodes[c].next_sibling) {
        node *ch = &s->nodes[c];
        if (!(legal[ch->action >> 6] >> (ch->action & 63) & 1)) continue;
        ch->available++;
        tried[ch->action >> 6] |= (uint64_t)1 << (ch->action & 63);
    }
    int untried = 0;
    for (int i = 0; i < n; i++) untried += !(tried[opts[i] >> 6] >> (opts[i] & 63) & 1);
    if (untried) {
        int pick = (int)(next_random(&s->rng) % (uint64_t)untried);
        for (int i = 0; i < n; i++) {
            if (tried[opts[i] >> 6] >> (opts[i] & 63) & 1) continue;
            if (pick-- == 0) {
                int32_t child = add_node(s, w->cur, opts[i], mover);
                if (child < 0) return -1;
                w->cur = child;
                w->phase = WALK_ROLLOUT;
                return i;
            }
        }
    }
    int32_t best = -1;
    double best_value = -1e300;
    for (int32_t c = s->nodes[w->cur].first_child; c >= 0; c = s->nodes[c].next_sibling) {
        node *ch = &s->nodes[c];
        if (!(legal[ch->action >> 6] >> (ch->action & 63) & 1)) continue;
        /* UCB with the child's availability in place of the parent's visits */
        double value = node_value(s, ch) + s->exploration * sqrt(log((double)ch->available) / ch->visits);
        if (value > best_value) best_value = value, best = c;
    }
    w->cur = best;
    for (int i = 0; i < n; i++)
        if (opts[i] == s->nodes[best].action) return i;
    return -1; /* not reached: best is a legal child */
}

/* The walk as a ct_policy: the tree's choices, then (rollout_here) uniform random answers
 * (the draws of ct_uniform_policy) while any are left; any other answer stops the game's
 * playout there. */
static int walk_policy(void *ctx, int seat, const uint16_t *opts, int n) {
    walk *w = ctx;
    if (w->phase == WALK_TREE) {
        int i = tree_choice(w, seat, opts, n);
        if (i < 0) w->phase = WALK_FAILED;
        return i;
    }
    if (w->phase != WALK_ROLLOUT || !w->rollout_here || w->left <= 0) return -1;
    w->left--;
    w->rollout++;
    return ct_uniform_draw(&w->s->rng, n);
}

/* Playouts of the game stop at most this many answers in (RONE's playouts copy their
 * checkpoints from 64 on, engine.c): a longer walk goes on in another. */
enum { WALK_CHUNK = 63 };

/* A playout cut by the horizon in the middle of an action (an attack with its damage not
 * dealt yet, a card on the stack) is played on with uniform random answers until the game
 * is settled again (ct_game.settled), at most SETTLE_LIMIT answers, so the evaluation
 * never judges an action by its cost alone: an attack cut after its attacker was
 * exhausted but before the damage looked worse than ending the turn (docs/AI.md, "RONE").
 * Returns the answers given. */
enum { SETTLE_LIMIT = 60 };

static int settle(const ct_game *g, void *state, uint64_t *rng) {
    uint16_t opts[CT_MAX_OPTIONS];
    int given = 0;
    for (; given < SETTLE_LIMIT && !g->is_over(state) && !g->settled(state); given++) {
        int n = g->legal(state, opts);
        if (n <= 0 || g->apply(state, opts[ct_uniform_draw(rng, n)], NULL) != CT_OK) break;
    }
    return given;
}

/* A playout guided by the game's evaluation (the agent's ":g"): limit answers at most,
 * each, guide_random% of the time, uniform; else the option whose result the answering
 * seat's own evaluation values most (ties: the first listed). Every option is tried on a
 * copy, so an answer costs one apply and one evaluation per option. Returns the answers
 * given. */
static int guided_playout(search *s, void *state, int limit) {
    const ct_game *g = s->game;
    uint16_t opts[CT_MAX_OPTIONS];
    int given = 0;
    for (; given < limit && !g->is_over(state); given++) {
        int n = g->legal(state, opts), pick = 0;
        if (n <= 0) break;
        if (n > 1 && (!g->evaluate || (int)(next_random(&s->rng) % 100) < s->guide_random)) {
            pick = ct_uniform_draw(&s->rng, n);
        } else if (n > 1) {
            int mover = g->to_move(state);
            double best = -1e300;
            for (int i = 0; i < n; i++) {
                memcpy(s->scratch, state, g->state_size);
                if (g->apply(s->scratch, opts[i], NULL) != CT_OK) continue;
                double v = g->evaluate(s->scratch, mover);
                if (v > best) best = v, pick = i;
            }
        }
        if (g->apply(state, opts[pick], NULL) != CT_OK) break;
    }
    return given;
}

/* One iteration; false (and nothing learnt) when the game found no re-deal fitting what
 * the seat saw: that copy is never searched. */
static bool iterate(search *s, void *state) {
    const ct_game *g = s->game;
    memcpy(state, s->root, g->state_size);
    if (!g->determinize(state, s->seat, next_random(&s->rng))) return false;
    /* selection, expansion and (with a horizon) the rollout, as playouts of the game; a
     * rollout to the end is one uniform playout after (the game may run those its own way) */
    walk w = {.s = s, .cur = 0, .phase = WALK_TREE, .rollout_here = s->horizon > 0 && !s->guided,
              .left = s->horizon > 0 ? s->horizon : INT_MAX};
    if (g->playout)
        while (!g->is_over(state) && (w.phase == WALK_TREE || (w.rollout_here && w.phase == WALK_ROLLOUT && w.left > 0)))
            if (g->playout(state, walk_policy, &w, WALK_CHUNK) < WALK_CHUNK) break;
    /* what a playout could not give (a game without one, or a full answer record): one
     * legal/apply step per tree choice, as the playout would have answered */
    uint16_t opts[CT_MAX_OPTIONS];
    while (w.phase == WALK_TREE && !g->is_over(state)) {
        int n = g->legal(state, opts);
        int i = walk_policy(&w, g->to_move(state), opts, n);
        if (i < 0) break;
        g->apply(state, opts[i], NULL);
    }
    if (w.phase == WALK_FAILED) return true;
    /* the rest of the rollout: uniform random answers (ct_uniform_policy: the splitmix64
     * draws of next_random, which a game may make without listing the options) */
    if (w.left > 0)
        w.rollout += s->guided ? guided_playout(s, state, w.left) : ct_playout(g, state, ct_uniform_policy, &s->rng, w.left);
    if (s->horizon > 0 && g->settled) w.rollout += settle(g, state, &s->rng);
    s->decisions += w.rollout;
    double win[CT_MAX_SEATS] = {0}, margin[CT_MAX_SEATS] = {0};
    outcome(g, state, win, margin);
    for (int32_t n = w.cur; n > 0; n = s->nodes[n].parent) {
        s->nodes[n].visits++;
        s->nodes[n].win += win[s->nodes[n].mover];
        s->nodes[n].margin += margin[s->nodes[n].mover];
    }
    s->nodes[0].visits++;
    for (int p = 0; p < g->seat_count(state); p++) s->margin_sum[p] += margin[p];
    return true;
}

/* Iterations drawn at most, per iteration of the budget, when re-deals fail (a position
 * whose answers few deals fit): a dropped one is drawn again, up to this many in all. */
enum { DRAWS_PER_ITERATION = 4 };

static void *run_search(void *arg) {
    search *s = arg;
    void *state = malloc(s->game->state_size);
    s->scratch = s->guided ? malloc(s->game->state_size) : NULL;
    if (!state || (s->guided && !s->scratch) || add_node(s, -1, 0, -1) < 0) {
        free(state);
        free(s->scratch);
        return NULL;
    }
    double start = s->ms > 0 ? now_ms() : 0;
    for (long i = 0;; i++) {
        if (s->ms > 0) {
            if ((i & 7) == 0 && now_ms() - start >= s->ms) break;
        } else if (s->done >= s->iterations || i >= s->iterations * DRAWS_PER_ITERATION) {
            break;
        }
        if (iterate(s, state)) s->done++;
        else s->dropped++;
    }
    for (int32_t c = s->nodes[0].first_child; c >= 0; c = s->nodes[c].next_sibling)
        s->visits[s->nodes[c].action] += s->nodes[c].visits;
    free(state);
    free(s->scratch);
    free(s->nodes);
    s->nodes = NULL;
    return NULL;
}

/* Runs the searches, each on its own thread (one where a thread cannot start). */
static void run_searches(search *searches, int threads) {
#ifdef __wasm__ /* no threads in the WebAssembly build (make wasm): one after another, the same choice */
    for (int t = 0; t < threads; t++) run_search(&searches[t]);
#else
    if (threads == 1) {
        run_search(&searches[0]);
        return;
    }
    pthread_t *ids = calloc((size_t)threads, sizeof *ids);
    for (int t = 0; t < threads; t++)
        if (!ids || pthread_create(&ids[t], NULL, run_search, &searches[t])) {
            run_search(&searches[t]);
            if (ids) ids[t] = 0;
        }
    for (int t = 0; t < threads && ids; t++)
        if (ids[t]) pthread_join(ids[t], NULL);
    free(ids);
#endif
}

int ct_mcts_choose(ct_agent *a, const ct_game *g, const void *state) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = g->legal(state, opts);
    if (n == 1) return opts[0];
    int threads = a->threads > 0 ? a->threads : 1;
    search *searches = calloc((size_t)threads, sizeof *searches);
    if (!searches) return opts[0];
    uint64_t seed = next_random(&a->rng);
    for (int t = 0; t < threads; t++) {
        search *s = &searches[t];
        s->game = g;
        s->root = state;
        s->seat = g->to_move(state);
        s->rng = seed + (uint64_t)t * 0x9E3779B97F4A7C15ull;
        s->iterations = (a->iterations + threads - 1) / threads;
        s->ms = a->ms;
        s->exploration = a->exploration;
        s->horizon = a->horizon >= 0 ? a->horizon : g->horizon > 0 ? g->horizon : 12;
        s->margin_scale = a->margin_scale;
        s->win_weight = a->win_weight;
        s->guided = a->guided;
        s->guide_random = a->guide_random;
    }
    run_searches(searches, threads);
    long visits[CT_MAX_OPTIONS] = {0};
    a->last_iterations = a->last_simulated_decisions = a->last_dropped = 0;
    for (int t = 0; t < threads; t++) {
        for (int i = 0; i < n; i++) visits[opts[i]] += searches[t].visits[opts[i]];
        a->last_iterations += searches[t].done;
        a->last_simulated_decisions += searches[t].decisions;
        a->last_dropped += searches[t].dropped;
    }
    free(searches);
    int best = opts[0]; /* no iteration kept (every re-deal failed): the first option */
    for (int i = 1; i < n; i++)
        if (visits[opts[i]] > visits[best]) best = opts[i];
    return best;
}
