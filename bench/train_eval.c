/* train_eval.c: fits Red Rising's evaluation (src/redrising/evaluate.c) by self-play and
 * writes its weights as a C table (data/redrising_eval.inc).
 *
 * Round 0: solo games against Tull Au Toma at every level, and 2-player games; the bot
 * seats play greedy (2 samples, valued by the score margin now, so this data never
 * depends on any weights) with a random move now and then for variety. Both tables are
 * fitted on it. Rounds 1..R (the search's own play): solo games at every level where the
 * bot plays the search (--agent, default mcts:300) valued by the previous round's weights,
 * and the solo table is fitted again on the positions that search reached. At about half
 * of a bot seat's decisions the features are recorded with, as target, that seat's final
 * margin. Ridge least squares per table; one game in five is held out to report the fit.
 * A seed gives the same weights for any thread count, whatever weights are compiled in.
 *
 *   train_eval [--solo N] [--multi N] [--rounds R] [--search N] [--agent SPEC] [--seed S]
 *              [--threads T] [--out FILE] */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "redrising.h"

#define F RR_EVAL_FEATURES
#define MAX_SAMPLES_PER_GAME 64

typedef struct game_samples {
    int count;
    bool solo;
    double x[MAX_SAMPLES_PER_GAME][F];
    double y[MAX_SAMPLES_PER_GAME];
} game_samples;

typedef struct job {
    int solo_games, multi_games, threads, thread;
    int round; /* 0: greedy by the score margin; from 1: the search by the last weights */
    const char *agent;
    uint64_t seed;
    game_samples *games;
} job;

/* The weights the search plays by in rounds from 1 (set before the threads start, then
 * only read). */
static double playing_solo[F], playing_multi[F];

static double playing_evaluate(const void *state, int seat) {
    return rr_evaluate_with(state, seat, playing_solo, playing_multi);
}

static uint64_t mix(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The score margin now: what greedy plays by while the data is made. */
static double score_margin(const void *state, int seat) {
    rr_scorepad pad;
    rr_score(&((const rr_state *)state)->now, &pad);
    int best = -1000000;
    for (int p = 0; p < pad.players; p++)
        if (p != seat && pad.row[p].total > best) best = pad.row[p].total;
    return pad.row[seat].total - best;
}

static void play_one(int index, const job *j, game_samples *out) {
    ct_game game = rr_game;
    game.evaluate = j->round ? playing_evaluate : score_margin;
    uint64_t stream = 10000000ull * (uint64_t)j->round + (uint64_t)index;
    uint64_t rng = j->seed * 1000003u + stream;
    bool solo = index < j->solo_games;
    char options[64];
    if (solo) snprintf(options, sizeof options, "players=1 level=%d", 1 + index % 6);
    else snprintf(options, sizeof options, "players=2");
    rr_state s;
    ct_error err;
    if (rr_game.new_game(&s, options, mix(&rng), &err) != CT_OK) {
        fprintf(stderr, "train_eval: %s\n", err.message);
        exit(1);
    }
    ct_agent agent[2];
    for (int p = 0; p < 2; p++) {
        if (j->round) {
            ct_agent_parse(j->agent, mix(&rng), &agent[p], NULL, 0);
        } else {
            ct_agent_parse("greedy", mix(&rng), &agent[p], NULL, 0);
            agent[p].samples = 2;
        }
    }
    int seats[MAX_SAMPLES_PER_GAME];
    out->count = 0;
    out->solo = solo;
    while (!rr_is_over(&s)) {
        int seat = rr_to_move(&s);
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rr_legal(&s, opts);
        if (n > 1 && out->count < MAX_SAMPLES_PER_GAME && mix(&rng) % 2 == 0) {
            rr_eval_features(&s, seat, out->x[out->count]);
            seats[out->count++] = seat;
        }
        /* a random move one time in ten in round 0 only: the search varies its own play */
        bool explore = !j->round && mix(&rng) % 10 == 0;
        int o = explore ? opts[mix(&rng) % (uint64_t)n] : ct_agent_choose(&agent[seat], &game, &s);
        if (rr_apply(&s, o, &err) != CT_OK) {
            fprintf(stderr, "train_eval: %s\n", err.message);
            exit(1);
        }
    }
    for (int i = 0; i < out->count; i++) out->y[i] = rr_evaluate(&s, seats[i]);
}

static void *work(void *arg) {
    job *j = arg;
    int total = j->solo_games + j->multi_games;
    for (int i = j->thread; i < total; i += j->threads) play_one(i, j, &j->games[i]);
    return NULL;
}

/* Solves (A + ridge) w = b by Gaussian elimination with partial pivoting. */
static void solve(double a[F][F], double *b, double *w) {
    double m[F][F + 1];
    for (int i = 0; i < F; i++) {
        for (int k = 0; k < F; k++) m[i][k] = a[i][k];
        m[i][i] += 1e-4 * (a[i][i] > 0 ? a[i][i] : 1) + 1e-6;
        m[i][F] = b[i];
    }
    for (int c = 0; c < F; c++) {
        int p = c;
        for (int r = c + 1; r < F; r++)
            if (fabs(m[r][c]) > fabs(m[p][c])) p = r;
        for (int k = 0; k <= F; k++) {
            double t = m[c][k];
            m[c][k] = m[p][k];
            m[p][k] = t;
        }
        for (int r = 0; r < F; r++) {
            if (r == c || m[c][c] == 0) continue;
            double f = m[r][c] / m[c][c];
            for (int k = c; k <= F; k++) m[r][k] -= f * m[c][k];
        }
    }
    for (int i = 0; i < F; i++) w[i] = m[i][i] ? m[i][F] / m[i][i] : 0;
}

/* Fits the games of one kind (solo or not), skipping the held-out ones when holdout;
 * reports the error on the held-out games. */
static void fit(const game_samples *games, int total, bool solo, bool holdout, double *w) {
    static double a[F][F];
    double b[F] = {0};
    memset(a, 0, sizeof a);
    long used = 0;
    for (int g = 0; g < total; g++) {
        if (games[g].solo != solo || (holdout && g % 5 == 0)) continue;
        for (int i = 0; i < games[g].count; i++, used++) {
            const double *x = games[g].x[i];
            for (int r = 0; r < F; r++) {
                b[r] += x[r] * games[g].y[i];
                for (int c = 0; c < F; c++) a[r][c] += x[r] * x[c];
            }
        }
    }
    solve(a, b, w);
    if (!holdout) return;
    double se = 0, se_base = 0;
    long n = 0;
    for (int g = 0; g < total; g += 5) {
        if (games[g].solo != solo) continue;
        for (int i = 0; i < games[g].count; i++, n++) {
            double v = 0;
            for (int k = 0; k < F; k++) v += w[k] * games[g].x[i][k];
            double e = v - games[g].y[i], eb = games[g].x[i][1] - games[g].y[i];
            se += e * e;
            se_base += eb * eb;
        }
    }
    if (n)
        fprintf(stderr, "%s: %ld samples; held out %ld: rms error %.1f points (the score margin now: %.1f)\n",
                solo ? "solo" : "multiplayer", used, n, sqrt(se / n), sqrt(se_base / n));
}

static void write_table(FILE *f, const char *name, const double *w) {
    fprintf(f, "static const double %s[RR_EVAL_WEIGHTS_FEATURES] = {\n", name);
    for (int i = 0; i < F; i++) fprintf(f, "%s%.9g,%s", i % 4 ? " " : "    ", w[i], i % 4 == 3 || i == F - 1 ? "\n" : "");
    fprintf(f, "};\n");
}

/* Plays one round's games on the threads. */
static bool play_round(const job *base) {
    job *jobs = calloc((size_t)base->threads, sizeof *jobs);
    pthread_t *ids = calloc((size_t)base->threads, sizeof *ids);
    if (!jobs || !ids) {
        free(jobs);
        free(ids);
        return false;
    }
    for (int t = 0; t < base->threads; t++) {
        jobs[t] = *base;
        jobs[t].thread = t;
        if (pthread_create(&ids[t], NULL, work, &jobs[t])) work(&jobs[t]), ids[t] = 0;
    }
    for (int t = 0; t < base->threads; t++)
        if (ids[t]) pthread_join(ids[t], NULL);
    free(jobs);
    free(ids);
    return true;
}

int main(int argc, char **argv) {
    job base = {.solo_games = 1500, .multi_games = 400, .threads = 2, .seed = 1, .agent = "mcts:300"};
    int rounds = 0, search_games = 1200;
    const char *out = "data/redrising_eval.inc";
    for (int i = 1; i < argc; i += 2) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!val) arg = "";
        if (!strcmp(arg, "--solo")) base.solo_games = atoi(val);
        else if (!strcmp(arg, "--multi")) base.multi_games = atoi(val);
        else if (!strcmp(arg, "--rounds")) rounds = atoi(val);
        else if (!strcmp(arg, "--search")) search_games = atoi(val);
        else if (!strcmp(arg, "--agent")) base.agent = val;
        else if (!strcmp(arg, "--seed")) base.seed = strtoull(val, NULL, 10);
        else if (!strcmp(arg, "--threads")) base.threads = atoi(val);
        else if (!strcmp(arg, "--out")) out = val;
        else {
            fprintf(stderr, "usage: train_eval [--solo N] [--multi N] [--rounds R] [--search N] [--agent SPEC] "
                            "[--seed S] [--threads T] [--out FILE]\n");
            return 2;
        }
    }
    if (base.solo_games < 0 || base.multi_games < 0 || base.threads < 1 || base.threads > 64 ||
        base.solo_games + base.multi_games < 1 || rounds < 0 || rounds > 20 || search_games < 0 ||
        (rounds && search_games < 1)) {
        fprintf(stderr, "train_eval: bad counts\n");
        return 2;
    }
    ct_agent probe;
    char why[256];
    if (!ct_agent_parse(base.agent, 1, &probe, why, sizeof why)) {
        fprintf(stderr, "train_eval: --agent: %s\n", why);
        return 2;
    }
    int total = base.solo_games + base.multi_games;
    if (search_games > total) total = search_games;
    base.games = calloc((size_t)total, sizeof *base.games);
    if (!base.games) {
        fprintf(stderr, "train_eval: out of memory\n");
        return 1;
    }
    /* round 0: greedy by the score margin now */
    if (!play_round(&base)) {
        fprintf(stderr, "train_eval: cannot start the games\n");
        return 1;
    }
    double solo[F] = {0}, multi[F] = {0};
    solo[1] = multi[1] = 1; /* with no games of a kind: the score margin now */
    int played = base.solo_games + base.multi_games;
    if (base.solo_games) fit(base.games, played, true, true, solo), fit(base.games, played, true, false, solo);
    if (base.multi_games) fit(base.games, played, false, true, multi), fit(base.games, played, false, false, multi);
    /* rounds from 1: the search's own solo games, by the last weights */
    for (int r = 1; r <= rounds; r++) {
        memcpy(playing_solo, solo, sizeof solo);
        memcpy(playing_multi, multi, sizeof multi);
        job round = base;
        round.round = r;
        round.solo_games = search_games;
        round.multi_games = 0;
        memset(base.games, 0, (size_t)total * sizeof *base.games);
        if (!play_round(&round)) {
            fprintf(stderr, "train_eval: cannot start the games\n");
            return 1;
        }
        fprintf(stderr, "round %d (%s): ", r, base.agent);
        fit(base.games, search_games, true, true, solo), fit(base.games, search_games, true, false, solo);
    }
    FILE *f = fopen(out, "w");
    if (!f) {
        fprintf(stderr, "train_eval: cannot write %s\n", out);
        return 1;
    }
    fprintf(f, "/* redrising_eval.inc: the weights of Red Rising's evaluation (src/redrising/evaluate.c),\n"
               " * one per feature of rr_eval_features, for solo games against Tull Au Toma and for\n"
               " * games between players. Generated by scripts/train_eval.sh:\n"
               " * train_eval --solo %d --multi %d --rounds %d --search %d --agent %s --seed %llu.\n"
               " * Do not edit by hand. */\n",
            base.solo_games, base.multi_games, rounds, search_games, base.agent, (unsigned long long)base.seed);
    fprintf(f, "#define RR_EVAL_WEIGHTS_VERSION %d\n#define RR_EVAL_WEIGHTS_FEATURES %d\n", RR_EVAL_VERSION, F);
    write_table(f, "rr_eval_weights_solo", solo);
    write_table(f, "rr_eval_weights_multi", multi);
    if (fclose(f)) {
        fprintf(stderr, "train_eval: cannot write %s\n", out);
        return 1;
    }
    free(base.games);
    return 0;
}
