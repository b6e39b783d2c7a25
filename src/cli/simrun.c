/* simrun.c: the simulators' game runner (worker threads, progress bar) and intervals. */
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

typedef struct run {
    int games;
    sim_play_fn play;
    void *ctx;
    atomic_bool *failed;
    atomic_int next, finished;
} run;

typedef struct worker {
    run *run;
    int index;
} worker;

static void *work(void *arg) {
    worker *w = arg;
    run *r = w->run;
    for (;;) {
        int g = atomic_fetch_add(&r->next, 1);
        if (g >= r->games || atomic_load(r->failed)) break;
        r->play(r->ctx, g, w->index);
        atomic_fetch_add(&r->finished, 1);
    }
    return NULL;
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void progress(run *r, double start, bool last) {
    int done = atomic_load(&r->finished);
    double elapsed = now_seconds() - start, rate = elapsed > 0 ? done / elapsed : 0;
    int width = 30, filled = r->games ? (int)((long)done * width / r->games) : width;
    fprintf(stderr, "\r[%.*s%*s] %d/%d games, %.0f/s, %.0fs left ", filled, "##############################",
            width - filled, "", done, r->games, rate, rate > 0 ? (r->games - done) / rate : 0);
    if (last) fprintf(stderr, "\n");
}

double sim_run_games(int games, int threads, sim_play_fn play, void *ctx, atomic_bool *failed) {
    run r = {.games = games, .play = play, .ctx = ctx, .failed = failed};
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
    bool bar = isatty(STDERR_FILENO);
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

double sim_half_width(double p, double n) { return n > 0 ? 1.96 * sqrt(p * (1 - p) / n) : 0; }

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
