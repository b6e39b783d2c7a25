/* sim_any.c: `cardtable sim --game NAME` for any registered game without a simulator of
 * its own (Red Rising's is sim.c, RONE's sim_rone.c): the report every game has through
 * the interface alone (cardtable.h): wins per seat and per agent with 95% intervals
 * (from the game's returns, a tie shared), the scores' mean, sd and percentiles per
 * seat, and the game length in decisions. Game i uses seed S + i on simrun.c's worker
 * threads; every total is an integer sum, so the same seed gives the same report on any
 * number of threads, and the parts of a run (--shard K/N) merge into it (sim_merge.c). */
#include <jansson.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent.h"
#include "cli.h"
#include "simrun.h"

#define SHARE 60 /* a win shared by k seats counts 60/k: integer for k = 1..6 */

/* The scores' histograms: exact percentiles for any score in this range (a score beyond
 * it stops the run with a message naming the seed). */
enum { SCORE_LOW = -512, SCORE_BINS = 2048 };

/* Every figure of the report is made from these sums (longs only: a part's --json
 * carries them, sim_merge.c adds the parts'). */
typedef struct totals {
    long games, decisions;
    long seat_wins[CT_MAX_SEATS], score_sum[CT_MAX_SEATS], score_sq[CT_MAX_SEATS];
    long agent_wins[CT_MAX_SEATS], agent_games[CT_MAX_SEATS], agent_score_sum[CT_MAX_SEATS];
    long mcts_decisions, mcts_simulated;
    long score_hist[CT_MAX_SEATS][SCORE_BINS];
} totals;
#define TOTALS_LONGS (sizeof(totals) / sizeof(long))
_Static_assert(sizeof(totals) % sizeof(long) == 0, "totals is longs only");

typedef struct sim {
    const ct_game *game;
    int games, seats, threads;
    uint64_t seed;
    const char *options;
    char agents[CT_MAX_SEATS][64];
    int agent_count;
    int agent_of_seat[CT_MAX_SEATS]; /* index into the distinct agent names */
    bool rotate;                     /* game g: seat p plays agent (p + g) mod seats */
    char distinct[CT_MAX_SEATS][64];
    int distinct_count;
    totals *partial;    /* one per thread */
    atomic_bool failed; /* set once by the first worker that fails, which also writes why */
    char why[256];
} sim;

static void fail(sim *m, const char *why) {
    if (!atomic_exchange(&m->failed, true)) snprintf(m->why, sizeof m->why, "%s", why);
}

static void play_one(void *ctx, int g, int thread) {
    sim *m = ctx;
    totals *t = &m->partial[thread];
    uint64_t seed = m->seed + (uint64_t)g;
    void *state = malloc(m->game->state_size);
    ct_error err;
    if (!state) {
        fail(m, "out of memory");
        return;
    }
    if (m->game->new_game(state, m->options, seed, &err) != CT_OK) {
        fail(m, err.message);
        free(state);
        return;
    }
    if (m->game->seat_count(state) != m->seats) {
        char why[160];
        snprintf(why, sizeof why, "seed %llu: %d seats, not %d as on the first seed", (unsigned long long)seed,
                 m->game->seat_count(state), m->seats);
        fail(m, why);
        free(state);
        return;
    }
    sim_table table = {.game = m->game};
    int agent_index[CT_MAX_SEATS];
    for (int p = 0; p < m->seats; p++) {
        agent_index[p] = m->rotate ? (p + g) % m->seats : p;
        ct_agent_parse(m->agents[agent_index[p]], seed * 7 + (uint64_t)p, &table.agent[p], NULL, 0);
    }
    int decisions = sim_play_game(&table, state, &err);
    for (int p = 0; p < CT_MAX_SEATS; p++) ct_agent_free(&table.agent[p]); /* what a registered kind keeps */
    if (decisions < 0) {
        fail(m, err.message);
        free(state);
        return;
    }
    int score[CT_MAX_SEATS];
    double returns[CT_MAX_SEATS];
    m->game->scores(state, score);
    m->game->returns(state, returns);
    free(state);
    for (int p = 0; p < m->seats; p++)
        if (score[p] < SCORE_LOW || score[p] >= SCORE_LOW + SCORE_BINS) {
            char why[160];
            snprintf(why, sizeof why, "seed %llu: a score of %d is outside the histograms' range %d..%d",
                     (unsigned long long)seed, score[p], SCORE_LOW, SCORE_LOW + SCORE_BINS - 1);
            fail(m, why);
            return;
        }
    t->games++;
    t->decisions += decisions;
    t->mcts_decisions += table.mcts_decisions;
    t->mcts_simulated += table.mcts_simulated;
    for (int p = 0; p < m->seats; p++) {
        long share = lround(returns[p] * SHARE);
        int d = m->agent_of_seat[agent_index[p]];
        t->seat_wins[p] += share;
        t->score_sum[p] += score[p];
        t->score_sq[p] += (long)score[p] * score[p];
        t->score_hist[p][score[p] - SCORE_LOW]++;
        t->agent_games[d]++;
        t->agent_wins[d] += share;
        t->agent_score_sum[d] += score[p];
    }
}

/* The threads' totals (or the parts' from sim merge) into all. */
static void merge(const sim *m, const sim_merged *merged, totals *all) {
    sim_sum_totals((long *)all, TOTALS_LONGS, (const long *)m->partial, m->threads, merged);
}

/* A win rate (in SHARE units) with its 95% interval (normal approximation). */
static void rate(long wins, long games, double *p, double *half) {
    *p = games ? (double)wins / SHARE / (double)games : 0;
    *half = games ? 1.96 * sqrt(*p * (1 - *p) / (double)games) : 0;
}

/* The q-quantile of seat's scores: the value at rank q (n - 1) rounded. */
static double percentile(const totals *t, int seat, double q) {
    long n = t->games;
    return n ? (double)sim_hist_kth(t->score_hist[seat], SCORE_BINS, SCORE_LOW, (long)(q * (double)(n - 1) + 0.5)) : 0;
}

static void usage(FILE *out, const char *name) {
    fprintf(out,
            "usage: cardtable sim --game %s [--games N] [--agents A,B,..] [--options TEXT] [--seed S]\n"
            "                     [--threads T] [--fixed-seats] [--json] [--shard K/N] [--quiet]\n"
            "  plays N games (default 1000) of the game's options TEXT (default: its own) with the\n"
            "  agents per seat: random (default), greedy, mcts, mcts:ITERATIONS, mcts:MSms, ...;\n"
            "  they change seats from game to game unless --fixed-seats; reports wins per seat and\n"
            "  agent (a tie shared), scores and the game's length; --shard K/N plays the K-th of N\n"
            "  parts (merge their --json reports with sim merge); --quiet: no progress bar\n",
            name);
}

/* The report of totals t, as text or JSON. */
static void report(const sim *m, const sim_run *run, const totals *t, bool json, const char *fingerprint,
                   double seconds, double cpu_seconds) {
    long games = t->games > 0 ? t->games : 1;
    double mean[CT_MAX_SEATS], sd[CT_MAX_SEATS];
    char label[CT_MAX_SEATS][96];
    for (int p = 0; p < m->seats; p++) {
        mean[p] = (double)t->score_sum[p] / games;
        sd[p] = sqrt(fmax(0, (double)t->score_sq[p] / games - mean[p] * mean[p]));
        if (m->rotate && m->distinct_count > 1) snprintf(label[p], sizeof label[p], "seat %d", p + 1);
        else snprintf(label[p], sizeof label[p], "seat %d (%s)", p + 1, m->agents[p]);
    }
    if (json) {
        json_t *o = json_object(), *seats = json_array(), *agents = json_object();
        json_object_set_new(o, "game", json_string(m->game->name));
        json_object_set_new(o, "games", json_integer(t->games));
        json_object_set_new(o, "options", json_string(m->options));
        json_object_set_new(o, "seed", json_integer((json_int_t)m->seed));
        json_object_set_new(o, "mean_decisions", json_real((double)t->decisions / games));
        for (int p = 0; p < m->seats; p++) {
            double r, h;
            rate(t->seat_wins[p], t->games, &r, &h);
            json_t *s = json_object();
            json_object_set_new(s, "seat", json_string(label[p]));
            json_object_set_new(s, "win_rate", json_real(r));
            json_object_set_new(s, "ci95", json_real(h));
            json_object_set_new(s, "mean_score", json_real(mean[p]));
            json_object_set_new(s, "sd_score", json_real(sd[p]));
            json_object_set_new(s, "p10", json_real(percentile(t, p, 0.1)));
            json_object_set_new(s, "p50", json_real(percentile(t, p, 0.5)));
            json_object_set_new(s, "p90", json_real(percentile(t, p, 0.9)));
            json_array_append_new(seats, s);
        }
        json_object_set_new(o, "seats", seats);
        for (int d = 0; d < m->distinct_count; d++) {
            double r, h;
            rate(t->agent_wins[d], t->agent_games[d], &r, &h);
            json_t *a = json_object();
            json_object_set_new(a, "win_rate", json_real(r));
            json_object_set_new(a, "ci95", json_real(h));
            json_object_set_new(a, "mean_score",
                                json_real(t->agent_games[d] ? (double)t->agent_score_sum[d] / t->agent_games[d] : 0));
            json_object_set_new(agents, m->distinct[d], a);
        }
        json_object_set_new(o, "agents", agents);
        sim_json_tail(o, run, m->game->name, fingerprint, m->seed, m->games, (const long *)t, TOTALS_LONGS, seconds,
                      cpu_seconds);
        char *text = json_dumps(o, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
        puts(text);
        free(text);
        json_decref(o);
        return;
    }
    int from = run->merged ? 0 : run->first;
    printf("%ld games of %s%s%s, seeds %llu..%llu\n", t->games, m->game->name, *m->options ? " " : "", m->options,
           (unsigned long long)(m->seed + (uint64_t)from), (unsigned long long)(m->seed + (uint64_t)from + (uint64_t)t->games - 1));
    sim_print_timing(run, (int)t->games, m->threads, seconds, cpu_seconds);
    printf("mean length: %.2f decisions\n\n", (double)t->decisions / games);
    printf("%-28s %16s %7s %6s %5s %5s %5s\n", "seat", "wins (95% CI)", "mean", "sd", "p10", "p50", "p90");
    for (int p = 0; p < m->seats; p++) {
        double r, h;
        rate(t->seat_wins[p], t->games, &r, &h);
        printf("%-28s %7.1f%% +-%4.1f %7.3f %6.3f %5.0f %5.0f %5.0f\n", label[p], 100 * r, 100 * h, mean[p], sd[p],
               percentile(t, p, 0.1), percentile(t, p, 0.5), percentile(t, p, 0.9));
    }
    if (m->distinct_count > 1) {
        printf("\n%-28s %16s %7s\n", "agent", "wins (95% CI)", "mean");
        for (int d = 0; d < m->distinct_count; d++) {
            double r, h;
            rate(t->agent_wins[d], t->agent_games[d], &r, &h);
            printf("%-28s %7.1f%% +-%4.1f %7.3f\n", m->distinct[d], 100 * r, 100 * h,
                   t->agent_games[d] ? (double)t->agent_score_sum[d] / t->agent_games[d] : 0.0);
        }
    }
    if (t->mcts_decisions)
        printf("\nmcts: %ld decisions, %.0f simulated decisions each\n", t->mcts_decisions,
               (double)t->mcts_simulated / t->mcts_decisions);
}

int cli_sim_any(const ct_game *game, int argc, char **argv, const sim_merged *merged) {
    sim *m = calloc(1, sizeof *m);
    if (!m) return 2;
    sim_run run = {.merged = merged};
    m->game = game;
    m->games = 1000;
    m->seed = 1;
    m->rotate = true;
    m->options = "";
    m->threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (m->threads < 1) m->threads = 1;
    const char *agents = "random";
    bool json = false;
    uint32_t given = 0; /* the flags seen, to refuse one given twice */
    int status = 2;
    void *state = NULL;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            usage(stdout, game->name);
            free(m);
            return 0;
        }
        if (!strcmp(arg, "--json")) {
            json = true;
            continue;
        }
        if (!strcmp(arg, "--fixed-seats")) {
            m->rotate = false;
            continue;
        }
        int used, common = sim_common_flag(&run, arg, val, &used);
        if (common < 0) goto out;
        if (common) {
            i += used - 1;
            continue;
        }
        static const char *const valued[] = {"--games", "--threads", "--seed", "--agents", "--options", "--game"};
        if (cli_valued_flag("sim", "cardtable sim --help", arg, val, valued, (int)(sizeof valued / sizeof valued[0]), &given) < 0)
            goto out;
        bool ok = true;
        if (!strcmp(arg, "--games")) ok = cli_parse_int(val, 1, 2000000000, &m->games);
        else if (!strcmp(arg, "--threads")) ok = cli_parse_int(val, 1, 256, &m->threads);
        else if (!strcmp(arg, "--seed")) ok = cli_parse_u64(val, &m->seed);
        else if (!strcmp(arg, "--agents")) agents = val;
        else if (!strcmp(arg, "--options")) m->options = val;
        if (!ok) {
            char shown[160];
            fprintf(stderr, "cardtable sim: bad value '%s' for %s (see cardtable sim --game %s --help)\n",
                    cli_escape(val, shown, sizeof shown), arg, game->name);
            goto out;
        }
        i++;
    }
    /* the options are the game's to check, on the first game's seed; its seat count is every game's */
    ct_error err;
    state = malloc(game->state_size);
    if (!state) goto out;
    if (game->new_game(state, m->options, m->seed, &err) != CT_OK) {
        fprintf(stderr, "cardtable sim: %s\n", err.message);
        goto out;
    }
    m->seats = game->seat_count(state);
    if (!sim_parse_agents(agents, m->seats, CT_MAX_SEATS, m->agents, &m->agent_count, m->distinct, &m->distinct_count,
                          m->agent_of_seat))
        goto out;
    if (!sim_run_start(&run, argc, argv, m->games)) goto out;
    char fingerprint[17];
    sim_fingerprint(game, m->options, fingerprint);
    if (sim_merge_refused(merged, TOTALS_LONGS, fingerprint)) goto out;
    m->partial = calloc((size_t)m->threads, sizeof *m->partial);
    if (!m->partial) {
        fprintf(stderr, "cardtable sim: out of memory\n");
        goto out;
    }
    double seconds, cpu_seconds;
    if (merged) {
        seconds = merged->seconds;
        cpu_seconds = merged->cpu_seconds;
    } else {
        double cpu_start = sim_cpu_seconds();
        seconds = sim_run_games(run.first, run.last, m->threads, run.quiet, play_one, m, &m->failed);
        cpu_seconds = sim_cpu_seconds() - cpu_start;
    }
    if (seconds < 0) {
        fprintf(stderr, "cardtable sim: cannot start a thread\n");
        goto out;
    }
    if (atomic_load(&m->failed)) {
        fprintf(stderr, "cardtable sim: %s\n", m->why);
        goto out;
    }
    totals *t = malloc(sizeof *t);
    if (!t) goto out;
    merge(m, merged, t);
    report(m, &run, t, json, fingerprint, seconds, cpu_seconds);
    free(t);
    status = 0;
out:
    sim_run_free(&run);
    free(state);
    free(m->partial);
    free(m);
    return status;
}
