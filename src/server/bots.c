/* bots.c: the bots' moves, on a pool of worker threads (one per core, 2 to 16) fed by a
 * queue of games. A search (MCTS) runs in a child process of its own, so it can be
 * ended at once: when the server stops (SIGTERM is answered within a second even while a
 * bot thinks), and past its deadline (twice --max-bot-ms, and a second more), when the
 * seat plays greedy's choice instead and the server says so. Random and greedy choose
 * in the worker itself: they take milliseconds. A bot's budget is capped when its game
 * is made (bot_within_budget). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

#include "server.h"

/* A pipe closed in any program this one starts (none does; the children only search). */
static int pipe_cloexec(int fds[2]) {
    if (pipe(fds)) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
}

/* An MCTS budget in iterations is taken as this many per millisecond: docs/AI.md's
 * calibration is about 58 a millisecond on one idle core (expert: 5,800 in ~100 ms);
 * 20 leaves room for a slower or busier machine. */
#define ITERATIONS_PER_MS 20

bool bot_within_budget(const ct_agent *a, int max_ms, char *why, size_t size) {
    if (a->kind != CT_AGENT_MCTS) return true;
    if (a->ms > 0 && a->ms > max_ms) {
        snprintf(why, size, "a bot may think at most %d ms a move on this server, not %.0f ms", max_ms, a->ms);
        return false;
    }
    if (a->ms <= 0 && (long long)a->iterations > (long long)max_ms * ITERATIONS_PER_MS) {
        snprintf(why, size, "a bot may search at most %lld iterations a move on this server (%d ms), not %d",
                 (long long)max_ms * ITERATIONS_PER_MS, max_ms, a->iterations);
        return false;
    }
    return true;
}

void bots_queue(server *sv, game *g) {
    /* with g locked */
    int seat = g->rules->to_move(g->state);
    if (seat < 0 || g->seat[seat].kind != SEAT_BOT || g->bot_queued || g->bot_thinking) return;
    pthread_mutex_lock(&sv->queue_lock);
    if (sv->queue_count == sv->queue_capacity) {
        size_t cap = sv->queue_capacity ? sv->queue_capacity * 2 : 64;
        game **bigger = malloc(cap * sizeof *bigger);
        if (!bigger) {
            pthread_mutex_unlock(&sv->queue_lock);
            return;
        }
        for (size_t i = 0; i < sv->queue_count; i++)
            bigger[i] = sv->queue[(sv->queue_head + i) % sv->queue_capacity];
        free(sv->queue);
        sv->queue = bigger;
        sv->queue_capacity = cap;
        sv->queue_head = 0;
    }
    sv->queue[(sv->queue_head + sv->queue_count++) % sv->queue_capacity] = g;
    g->bot_queued = true;
    pthread_cond_signal(&sv->queue_ready);
    pthread_mutex_unlock(&sv->queue_lock);
}

typedef enum search_end { SEARCH_DONE, SEARCH_LATE, SEARCH_STOPPED, SEARCH_FAILED } search_end;

/* The agent's choice, searched in a child process; waits for it, for the stop, or for
 * the deadline, whichever comes first. */
static search_end search_in_child(server *sv, ct_agent *agent, const ct_game *rules, const void *state, int *choice) {
    int out[2];
    if (pipe_cloexec(out)) return SEARCH_FAILED;
    pid_t pid = fork();
    if (pid < 0) {
        close(out[0]);
        close(out[1]);
        return SEARCH_FAILED;
    }
    if (pid == 0) { /* the child: search, write the choice, and end without clean-up */
#if defined(__linux__)
        prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
        close(out[0]);
        int c = ct_agent_choose(agent, rules, state);
        ssize_t wrote = write(out[1], &c, sizeof c);
        _exit(wrote == (ssize_t)sizeof c ? 0 : 1);
    }
    close(out[1]);
    double deadline = now_seconds() + 2.0 * sv->limits.max_bot_ms / 1000 + 1;
    search_end end = SEARCH_FAILED;
    for (;;) {
        struct pollfd p[2] = {{out[0], POLLIN, 0}, {sv->stop_pipe[0], POLLIN, 0}};
        double left = deadline - now_seconds();
        if (left <= 0) {
            end = SEARCH_LATE;
            break;
        }
        int n = poll(p, 2, (int)(left * 1000) + 1);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) break;
        if (p[1].revents) {
            end = SEARCH_STOPPED;
            break;
        }
        if (p[0].revents) {
            end = read(out[0], choice, sizeof *choice) == (ssize_t)sizeof *choice ? SEARCH_DONE : SEARCH_FAILED;
            break;
        }
    }
    if (end != SEARCH_DONE) kill(pid, SIGKILL);
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
    }
    close(out[0]);
    return end;
}

/* The seat's choice: its agent's, or greedy's when its search failed or was late; -1
 * if the server is stopping. */
static bool is_legal(const ct_game *rules, const void *state, int choice) {
    uint16_t legal[CT_MAX_OPTIONS];
    int n = rules->legal(state, legal);
    for (int i = 0; i < n; i++)
        if (legal[i] == choice) return true;
    return false;
}

static int bot_choice(server *sv, const game *g, int seat, ct_agent *agent, const void *state) {
    int choice = -1;
    const ct_game *rules = g->rules;
    if (agent->kind != CT_AGENT_MCTS) return ct_agent_choose(agent, rules, state);
    search_end end = search_in_child(sv, agent, rules, state, &choice);
    if (end == SEARCH_STOPPED) return -1;
    agent->rng = agent->rng * 6364136223846793005ull + 1442695040888963407ull; /* the child's draws are lost */
    if (end == SEARCH_DONE && choice >= 0 && choice < CT_MAX_OPTIONS && is_legal(rules, state, choice)) return choice;
    fprintf(stderr, "cardtable serve: game %s: seat %d's search %s; it plays greedy's choice instead\n", g->id,
            seat + 1, end == SEARCH_LATE ? "passed its deadline" : "failed");
    ct_agent greedy;
    char why[200];
    if (!ct_agent_parse("greedy:s1", agent->rng, &greedy, why, sizeof why)) return -1;
    return ct_agent_choose(&greedy, rules, state);
}

static void *bot_worker(void *arg) {
    server *sv = arg;
    for (;;) {
        pthread_mutex_lock(&sv->queue_lock);
        while (!sv->stopping && !sv->queue_count) pthread_cond_wait(&sv->queue_ready, &sv->queue_lock);
        if (sv->stopping) {
            pthread_mutex_unlock(&sv->queue_lock);
            break;
        }
        game *g = sv->queue[sv->queue_head];
        sv->queue_head = (sv->queue_head + 1) % sv->queue_capacity;
        sv->queue_count--;
        pthread_mutex_unlock(&sv->queue_lock);

        pthread_mutex_lock(&g->lock);
        g->bot_queued = false;
        int seat = g->rules->to_move(g->state);
        void *copy = seat >= 0 && g->seat[seat].kind == SEAT_BOT ? malloc(g->rules->state_size) : NULL;
        if (!copy) { /* no bot to move (or out of memory: the next change queues it again) */
            pthread_mutex_unlock(&g->lock);
            continue;
        }
        memcpy(copy, g->state, g->rules->state_size);
        uint64_t version = g->version;
        ct_agent agent = g->seat[seat].ai;
        g->bot_thinking = true; /* the game stays in memory meanwhile */
        pthread_mutex_unlock(&g->lock);

        int choice = bot_choice(sv, g, seat, &agent, copy); /* may take a while: unlocked */
        free(copy);

        pthread_mutex_lock(&g->lock);
        g->bot_thinking = false;
        if (choice < 0) { /* stopping */
        } else if (g->version == version) {
            char why[300];
            ct_error err;
            g->seat[seat].ai.rng = agent.rng;
            if (game_store_answer(sv, g, choice, why, sizeof why)) {
                if (game_play(g, choice, &err)) {
                    fprintf(stderr, "cardtable serve: game %s: a bot's move failed: %s\n", g->id, err.message);
                    store_truncate(sv->db, g->id, g->rec.count, why, sizeof why);
                } else {
                    game_changed(sv, g);
                }
            } else {
                fprintf(stderr, "cardtable serve: game %s: %s\n", g->id, why);
            }
        } /* else the game changed meanwhile: that change made its next job (jobs.c) */
        pthread_mutex_unlock(&g->lock);
    }
    return NULL;
}

bool bots_start(server *sv, char *why, size_t size) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int n = cores < 2 ? 2 : cores > 16 ? 16 : (int)cores;
    if (pipe_cloexec(sv->stop_pipe)) {
        snprintf(why, size, "cannot make a pipe: %s", strerror(errno));
        return false;
    }
    sv->workers = calloc((size_t)n, sizeof *sv->workers);
    if (!sv->workers) {
        snprintf(why, size, "out of memory");
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (pthread_create(&sv->workers[i], NULL, bot_worker, sv)) {
            snprintf(why, size, "cannot start the bots' threads");
            return false;
        }
        sv->worker_count++;
    }
    return true;
}

void bots_stop(server *sv) {
    pthread_mutex_lock(&sv->queue_lock);
    sv->stopping = true;
    pthread_cond_broadcast(&sv->queue_ready);
    pthread_mutex_unlock(&sv->queue_lock);
    if (sv->stop_pipe[1] > 0) {
        char c = 0;
        ssize_t wrote = write(sv->stop_pipe[1], &c, 1);
        (void)wrote; /* a pipe just made takes a byte */
    }
    for (int i = 0; i < sv->worker_count; i++) pthread_join(sv->workers[i], NULL);
    free(sv->workers);
    sv->workers = NULL;
    sv->worker_count = 0;
    if (sv->stop_pipe[1] > 0) {
        close(sv->stop_pipe[0]);
        close(sv->stop_pipe[1]);
    }
    free(sv->queue);
    sv->queue = NULL;
}
