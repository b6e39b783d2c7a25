/* simrun.c: the simulators' game runner (worker threads, progress bar) and intervals. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

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
