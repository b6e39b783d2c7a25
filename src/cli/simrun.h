/* simrun.h: what the simulators of both games share (sim.c for Red Rising, sim_rone.c
 * for RONE): the --agents list, playing many games on worker threads with a progress
 * bar, and a win rate's 95% interval. */
#ifndef CT_SIMRUN_H
#define CT_SIMRUN_H

#include <stdatomic.h>
#include <stdbool.h>

/* Reads --agents TEXT (agent names separated by commas, at most max) for seats seats:
 * agents[p] is seat p's agent (the list repeating), distinct[] the different names in
 * seat order, agent_of[p] seat p's index in distinct. Each array holds 64-byte names.
 * False after printing one line on stderr naming what is wrong. */
bool sim_parse_agents(const char *text, int seats, int max, char (*agents)[64], int *agent_count,
                      char (*distinct)[64], int *distinct_count, int *agent_of);

/* Plays game number game on worker thread (0..threads-1); sets *failed (once) on error. */
typedef void (*sim_play_fn)(void *ctx, int game, int thread);

/* Plays games 0..games-1 with play on threads worker threads, each game by whichever
 * worker is free, with a progress bar on stderr when it is a terminal; stops handing
 * out games once *failed is set. Returns the seconds taken, or -1 if a thread could
 * not be started. */
double sim_run_games(int games, int threads, sim_play_fn play, void *ctx, atomic_bool *failed);

/* The 95% interval's half width of a rate p over n trials (normal approximation). */
double sim_half_width(double p, double n);

/* `cardtable sim --game rone` (sim_rone.c); argv as cli_sim's. */
int cli_sim_rone(int argc, char **argv);

#endif
