/* simrun.h: what the simulators of both games share (sim.c for Red Rising, sim_rone.c
 * for RONE): playing many games on worker threads with a progress bar, and a win
 * rate's 95% interval. */
#ifndef CT_SIMRUN_H
#define CT_SIMRUN_H

#include <stdatomic.h>
#include <stdbool.h>

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
