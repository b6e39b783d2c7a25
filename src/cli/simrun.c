/* simrun.c: the simulators' game runner (worker threads, progress bar), the parts of a
 * run (--shard) and what a part's --json adds for the merge, exact percentiles from
 * histograms, and intervals. */
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "agent.h"
#include "cli.h"
#include "simrun.h"

typedef struct game_queue {
    int first, games; /* games first..first+games-1 */
    sim_play_fn play;
    void *ctx;
    atomic_bool *failed;
    atomic_int next, finished;
} game_queue;

typedef struct worker {
    game_queue *queue;
    int index;
} worker;

static void *work(void *arg) {
    worker *w = arg;
    game_queue *r = w->queue;
    for (;;) {
        int g = atomic_fetch_add(&r->next, 1);
        if (g >= r->games || atomic_load(r->failed)) break;
        r->play(r->ctx, r->first + g, w->index);
        atomic_fetch_add(&r->finished, 1);
    }
    return NULL;
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void progress(game_queue *r, double start, bool last) {
    int done = atomic_load(&r->finished);
    double elapsed = now_seconds() - start, rate = elapsed > 0 ? done / elapsed : 0;
    int width = 30, filled = r->games ? (int)((long)done * width / r->games) : width;
    fprintf(stderr, "\r[%.*s%*s] %d/%d games, %.0f/s, %.0fs left ", filled, "##############################",
            width - filled, "", done, r->games, rate, rate > 0 ? (r->games - done) / rate : 0);
    if (last) fprintf(stderr, "\n");
}

double sim_run_games(int first, int last, int threads, bool quiet, sim_play_fn play, void *ctx, atomic_bool *failed) {
    int games = last - first;
    game_queue r = {.first = first, .games = games, .play = play, .ctx = ctx, .failed = failed};
    atomic_init(&r.next, 0);
    atomic_init(&r.finished, 0);
    pthread_t *ids = calloc((size_t)threads, sizeof *ids);
    worker *w = calloc((size_t)threads, sizeof *w);
    if (!ids || !w) {
        free(ids);
        free(w);
        return -1;
    }
    double start = now_seconds();
    bool bar = !quiet && isatty(STDERR_FILENO);
    int started = 0;
    for (int t = 0; t < threads; t++) {
        w[t] = (worker){&r, t};
        if (pthread_create(&ids[t], NULL, work, &w[t])) break;
        started++;
    }
    if (started == 0) {
        free(ids);
        free(w);
        return -1;
    }
    while (bar && atomic_load(&r.finished) < games && !atomic_load(failed)) {
        progress(&r, start, false);
        struct timespec pause = {0, 200000000};
        nanosleep(&pause, NULL);
    }
    for (int t = 0; t < started; t++) pthread_join(ids[t], NULL);
    free(ids);
    free(w);
    if (bar) progress(&r, start, true);
    return now_seconds() - start;
}

bool sim_parse_agents(const char *text, int seats, int max, char (*agents)[64], int *agent_count,
                      char (*distinct)[64], int *distinct_count, int *agent_of) {
    char list[256];
    snprintf(list, sizeof list, "%s", text);
    char *save = NULL;
    for (char *a = strtok_r(list, ",", &save); a; a = strtok_r(NULL, ",", &save)) {
        if (*agent_count == max) {
            fprintf(stderr, "cardtable sim: --agents names at most %d agents\n", max);
            return false;
        }
        snprintf(agents[(*agent_count)++], 64, "%s", a);
    }
    if (*agent_count == 0 || strstr(text, ",,") || text[0] == ',' || text[strlen(text) - 1] == ',') {
        fprintf(stderr, "cardtable sim: --agents is a list of agents separated by commas, e.g. greedy,random; not '%s'\n",
                cli_escape(text, list, sizeof list));
        return false;
    }
    for (int p = 0; p < seats; p++) {
        char why[400]; /* the agent's message lists every setting */
        ct_agent probe;
        const char *name = agents[p % *agent_count];
        if (!ct_agent_parse(name, 0, &probe, why, sizeof why)) {
            fprintf(stderr, "cardtable sim: %s\n", why);
            return false;
        }
        if (p >= *agent_count) memcpy(agents[p], agents[p % *agent_count], 64);
        int d = 0;
        while (d < *distinct_count && strcmp(distinct[d], name)) d++;
        if (d == *distinct_count) memcpy(distinct[(*distinct_count)++], agents[p], 64);
        agent_of[p] = d;
    }
    return true;
}

long sim_hist_kth(const long *hist, int count, long low, long k) {
    for (int i = 0; i < count; i++) {
        if (k < hist[i]) return low + i;
        k -= hist[i];
    }
    return low;
}

double sim_cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int sim_common_flag(sim_run *run, const char *arg, const char *val, int *used) {
    *used = 0;
    if (!strcmp(arg, "--quiet")) {
        run->quiet = true;
        *used = 1;
        return 1;
    }
    if (strcmp(arg, "--shard")) return 0;
    char shown[160];
    if (!val) {
        fprintf(stderr, "cardtable sim: --shard needs a value (K/N: the K-th of N parts)\n");
        return -1;
    }
    if (run->shards) {
        fprintf(stderr, "cardtable sim: --shard is given twice\n");
        return -1;
    }
    const char *slash = strchr(val, '/');
    char k[32] = "";
    if (slash && slash - val < (long)sizeof k) memcpy(k, val, (size_t)(slash - val)), k[slash - val] = 0;
    if (!slash || !cli_parse_int(slash + 1, 1, 1000000, &run->shards) || !cli_parse_int(k, 1, run->shards, &run->shard)) {
        fprintf(stderr, "cardtable sim: --shard is K/N, the K-th of N parts (1 <= K <= N), not '%s'\n",
                cli_escape(val, shown, sizeof shown));
        run->shards = 0;
        return -1;
    }
    *used = 2;
    return 1;
}

bool sim_run_start(sim_run *run, int argc, char **argv, int games) {
    if (!run->shards) run->shard = run->shards = 1;
    run->first = (int)((long long)games * (run->shard - 1) / run->shards);
    run->last = (int)((long long)games * run->shard / run->shards);
    run->kept = calloc((size_t)argc + 1, sizeof *run->kept);
    if (!run->kept) return false;
    run->kept_count = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json") || !strcmp(a, "--csv") || !strcmp(a, "--quiet")) continue;
        if (!strcmp(a, "--plot") || !strcmp(a, "--threads") || !strcmp(a, "--shard")) {
            i++;
            continue;
        }
        run->kept[run->kept_count++] = argv[i];
    }
    return true;
}

void sim_run_free(sim_run *run) {
    free(run->kept);
    run->kept = NULL;
}

void sim_fingerprint(const ct_game *g, const char *options, char *out) {
    uint64_t h = 1469598103934665603ull;
    void *state = malloc(g->state_size);
    for (uint64_t seed = 1; state && seed <= 8; seed++) {
        if (g->new_game(state, options, seed, NULL) != CT_OK) {
            h = (h ^ 0xbad) * 1099511628211ull;
            continue;
        }
        uint64_t rng = seed;
        int answers = ct_playout(g, state, ct_uniform_policy, &rng, INT_MAX);
        int scores[CT_MAX_SEATS] = {0};
        g->scores(state, scores);
        h = (h ^ (uint64_t)answers) * 1099511628211ull;
        for (int p = 0; p < g->seat_count(state); p++) h = (h ^ (uint64_t)(uint32_t)scores[p]) * 1099511628211ull;
    }
    free(state);
    snprintf(out, 17, "%016" PRIx64, h);
}

void sim_json_tail(json_t *report, const sim_run *run, const char *game, const char *fingerprint, uint64_t seed,
                   int games, const long *totals, size_t count, double seconds, double cpu_seconds) {
    json_t *r = json_object(), *args = json_array(), *shard = json_object(), *raw = json_object();
    json_object_set_new(r, "game", json_string(game));
    json_object_set_new(r, "engine", json_string(fingerprint));
    for (int i = 0; i < run->kept_count; i++) json_array_append_new(args, json_string(run->kept[i]));
    json_object_set_new(r, "arguments", args);
    json_object_set_new(r, "seed", json_integer((json_int_t)seed));
    json_object_set_new(r, "games", json_integer(games));
    json_object_set_new(shard, "index", json_integer(run->merged ? 1 : run->shard));
    json_object_set_new(shard, "count", json_integer(run->merged ? 1 : run->shards));
    json_object_set_new(r, "shard", shard);
    json_object_set_new(report, "run", r);
    /* the nonzero totals as one line of INDEX=VALUE words (an array would take a line each) */
    size_t size = 1, used = 0;
    for (size_t i = 0; i < count; i++) size += totals[i] ? 42 : 0;
    char *text = malloc(size);
    if (text) {
        text[0] = 0;
        for (size_t i = 0; i < count; i++)
            if (totals[i]) used += (size_t)snprintf(text + used, size - used, "%s%zu=%ld", used ? " " : "", i, totals[i]);
    }
    json_object_set_new(raw, "longs", json_integer((json_int_t)count));
    json_object_set_new(raw, "nonzero", text ? json_string(text) : json_null());
    free(text);
    json_object_set_new(report, "raw", raw);
    json_t *timing = json_object();
    json_object_set_new(timing, "seconds", json_real(seconds));
    json_object_set_new(timing, "cpu_seconds", json_real(cpu_seconds));
    json_object_set_new(report, "timing", timing);
}

void sim_print_timing(const sim_run *run, int games, int threads, double seconds, double cpu_seconds) {
    if (run->merged)
        printf("timing: %d parts, %.1f s, %.1f CPU s in all (%.0f games a CPU second)\n", run->merged->parts, seconds,
               cpu_seconds, cpu_seconds > 0 ? games / cpu_seconds : 0);
    else
        printf("timing: %.1f s, %.1f CPU s (%.0f games/s on %d thread%s)\n", seconds, cpu_seconds,
               seconds > 0 ? games / seconds : 0, threads, threads == 1 ? "" : "s");
}

void sim_sum_totals(long *all, size_t longs, const long *partial, int threads, const sim_merged *merged) {
    if (merged) {
        memcpy(all, merged->totals, longs * sizeof *all);
        return;
    }
    memset(all, 0, longs * sizeof *all);
    for (int t = 0; t < threads; t++)
        for (size_t i = 0; i < longs; i++) all[i] += partial[(size_t)t * longs + i];
}

bool sim_merge_refused(const sim_merged *merged, size_t longs, const char *fingerprint) {
    if (!merged) return false;
    if (merged->count != longs) {
        fprintf(stderr, "cardtable sim merge: the parts' totals do not fit this version's report\n");
        return true;
    }
    if (!strcmp(merged->engine, fingerprint)) return false;
    fprintf(stderr, "cardtable sim merge: the parts were played by another engine or card set (fingerprint %.16s) than this one's (%s)\n",
            merged->engine, fingerprint);
    return true;
}
