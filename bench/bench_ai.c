/* bench_ai.c: MCTS simulated decisions per second on one core (CPU time), with the bots'
 * playout horizon and with playouts to the end, and games
 * per second with random and greedy players on 1 and 2 threads (CPU time of the
 * threads, and wall time). Each figure with its target. Prints figures only.
 * `bench_ai AGENT` prints the MCTS figure of that agent alone (a fixed amount of work). */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "agent.h"
#include "redrising.h"

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double thread_cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct job {
    const char *agent;
    double budget;
    long games;
    uint64_t seed;
    double cpu; /* CPU seconds this thread used */
} job;

static void *play_games(void *arg) {
    job *j = arg;
    rr_options o;
    rr_parse_options("players=2", &o, NULL);
    double start = thread_cpu_seconds();
    while (thread_cpu_seconds() - start < j->budget) {
        rr_state s;
        rr_new_game(&s, &o, j->seed + (uint64_t)j->games, NULL);
        ct_agent a[2];
        ct_agent_parse(j->agent, j->seed + (uint64_t)j->games, &a[0], NULL, 0);
        ct_agent_parse(j->agent, j->seed + (uint64_t)j->games + 1, &a[1], NULL, 0);
        while (!rr_is_over(&s)) {
            int seat = rr_to_move(&s);
            rr_apply(&s, ct_agent_choose(&a[seat], &rr_game, &s), NULL);
        }
        j->games++;
    }
    j->cpu = thread_cpu_seconds() - start;
    return NULL;
}

static void throughput(const char *agent, int threads, double budget, const char *target) {
    job jobs[2];
    pthread_t ids[2];
    double start = now_seconds();
    for (int t = 0; t < threads; t++) {
        jobs[t] = (job){agent, budget, 0, (uint64_t)t * 1000000, 0};
        pthread_create(&ids[t], NULL, play_games, &jobs[t]);
    }
    long games = 0;
    double cpu = 0;
    for (int t = 0; t < threads; t++) {
        pthread_join(ids[t], NULL);
        games += jobs[t].games;
        cpu += jobs[t].cpu;
    }
    double elapsed = now_seconds() - start;
    printf("%-8s players, %d thread%s: %9.1f games/s per CPU second (%9.1f games/s wall)%s\n", agent, threads,
           threads > 1 ? "s" : " ", games / cpu, games / elapsed, target);
}

/* MCTS (agent text, e.g. "mcts:2000" with the bots' horizon of 12 decisions per
 * playout, or "mcts:2000:h0" with playouts to the end) from positions a few turns into
 * random games: iterations and simulated decisions per CPU second of this thread. */
static void mcts_rate(const char *agent, const char *target) {
    rr_options o;
    rr_parse_options("players=2", &o, NULL);
    long simulated = 0, iterations = 0;
    double start = thread_cpu_seconds();
    for (int g = 0; g < 8; g++) {
        rr_state s;
        rr_new_game(&s, &o, (uint64_t)g + 100, NULL);
        ct_agent r, m;
        ct_agent_parse("random", (uint64_t)g, &r, NULL, 0);
        ct_agent_parse(agent, (uint64_t)g, &m, NULL, 0);
        for (int k = 0; k < 10 + g * 4 && !rr_is_over(&s); k++) rr_apply(&s, ct_agent_choose(&r, &rr_game, &s), NULL);
        if (rr_is_over(&s)) continue;
        ct_agent_choose(&m, &rr_game, &s);
        simulated += m.last_simulated_decisions;
        iterations += m.last_iterations;
    }
    double elapsed = thread_cpu_seconds() - start;
    printf("%-13s %7.0f iterations/s, %9.0f simulated decisions/s on one core (%.1f per iteration)%s\n", agent,
           iterations / elapsed, simulated / elapsed, (double)simulated / (double)iterations, target);
}

int main(int argc, char **argv) {
    if (argc == 2) { /* one MCTS figure alone (e.g. bench_ai mcts:2000:h0), for instruction counts */
        mcts_rate(argv[1], "");
        return 0;
    }
    /* Issue 11 measured 3 M decisions/s with playouts that reached the final position (it
     * scored each three times), so its target is read against playouts to the end; the
     * bots' short horizon is printed for what they really do. */
    mcts_rate("mcts:2000", "   (horizon 12, as the bots play: no target)");
    mcts_rate("mcts:2000:h0", "   target >= 5000000 decisions/s (playouts to the end, as issue 11 measured)");
    throughput("random", 1, 1.0, "");
    throughput("random", 2, 1.0, "");
    throughput("greedy", 1, 2.0, "   target >= 5 (one core)");
    throughput("greedy", 2, 2.0, "");
    return 0;
}
