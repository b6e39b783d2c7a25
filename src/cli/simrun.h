/* simrun.h: what the simulators share (sim.c for Red Rising, sim_rone.c for RONE,
 * sim_any.c for any other game): the --agents list, playing one game with random seats on the playout path
 * (sim_play.c), many games on worker threads with a progress bar, exact percentiles from
 * bounded histograms, the run's parts (--shard K/N) and their merge (sim_merge.c), and a
 * win rate's 95% interval. */
#ifndef CT_SIMRUN_H
#define CT_SIMRUN_H

#include <jansson.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "agent.h"

/* One game's seats for sim_play_game. */
typedef struct sim_table {
    const ct_game *game;
    ct_agent agent[CT_MAX_SEATS]; /* each seat's agent; random ones answer inside the playout */
    /* Optional: each decision as it is answered: seat answers option. Outside the
     * playout (greedy, mcts) state is pending that decision; inside it (random seats)
     * state is the game's state as the playout has it while its policy is asked: the
     * board is current, and what else is current is the game's to say (RONE: the
     * question's kind in pending.kind, src/rone/engine.c). */
    void (*decided)(void *ctx, const void *state, int seat, int option);
    void *ctx;
    long mcts_decisions, mcts_simulated; /* added to by mcts seats' decisions */
} sim_table;

/* Plays state to its end with table's seats; returns how many answers were given, or -1
 * with err. The answers are those ct_agent_choose would give seat by seat (sim_play.c). */
int sim_play_game(sim_table *table, void *state, ct_error *err);

/* The k-th smallest (0-based) of the values counted in hist, whose entry i counts the
 * value low + i (count entries); low if k is beyond them. */
long sim_hist_kth(const long *hist, int count, long low, long k);

/* What the simulators of both games share on the command line and in their reports. */
typedef struct sim_run {
    int shard, shards;  /* this part of the run, 1..shards (1/1: the whole run) */
    bool quiet;         /* --quiet: no progress bar */
    int first, last;    /* the games of this part: first..last-1 of 0..games-1 */
    char **kept;        /* the arguments that say what is played (not how it is shown or run) */
    int kept_count;
    const struct sim_merged *merged; /* sim merge: the parts' totals (NULL: play the games) */
} sim_run;

/* The parts' sums, handed by `sim merge` to the game's report (sim_merge.c). */
typedef struct sim_merged {
    const long *totals;
    size_t count;
    double seconds, cpu_seconds;
    int parts;
    const char *engine; /* the parts' fingerprint (sim_fingerprint) */
} sim_merged;

/* The totals a report reads, as `longs` longs: the merged parts' totals when merged is not
 * NULL, else the sum of the threads' blocks (partial: threads blocks of `longs` longs, one
 * after another). Every game's simulator keeps its totals as a struct of longs. */
void sim_sum_totals(long *all, size_t longs, const long *partial, int threads, const sim_merged *merged);

/* A merge's parts that this report cannot take: totals of another size than its `longs`,
 * or played by another engine or card set than this program's. Says which on stderr in one
 * line and returns true; false when merged is NULL (no merge). */
bool sim_merge_refused(const sim_merged *merged, size_t longs, const char *fingerprint);

/* Reads --shard K/N or --quiet into run (the caller's flag loop asks first); returns 1 if
 * arg was one (and *used how many arguments it took), 0 if not, -1 after one line on
 * stderr. */
int sim_common_flag(sim_run *run, const char *arg, const char *val, int *used);
/* Keeps argv's arguments that say what is played (all but --json, --csv, --plot F,
 * --threads T, --quiet, --shard K/N) in run->kept, and sets the part's games from
 * games. False when out of memory. */
bool sim_run_start(sim_run *run, int argc, char **argv, int games);
void sim_run_free(sim_run *run);

/* A behavioural fingerprint of the engine and card set for options: a few uniform
 * playouts' answers and scores, hashed, in hex (17 bytes). Parts whose fingerprints
 * differ were played by different rules or cards and are not merged. */
void sim_fingerprint(const ct_game *game, const char *options, char *out);

/* Adds to report (a --json report being built) the keys that let parts be merged:
 * "run" (game, fingerprint, arguments, seed, games, shard) and "raw" (the count longs
 * of totals: "longs": count, "nonzero": "INDEX=VALUE ..." for those not 0), then "timing". */
void sim_json_tail(json_t *report, const sim_run *run, const char *game, const char *fingerprint, uint64_t seed,
                   int games, const long *totals, size_t count, double seconds, double cpu_seconds);
/* The text report's timing line. */
void sim_print_timing(const sim_run *run, int games, int threads, double seconds, double cpu_seconds);

/* `cardtable sim merge [--json] FILES...` (sim_merge.c). */
int cli_sim_merge(int argc, char **argv);
/* The simulators, given the parts' totals when merged is not NULL (sim_merge.c calls
 * them with the run's kept arguments). */
int cli_sim_redrising(int argc, char **argv, const sim_merged *merged);
int cli_sim_rone_merged(int argc, char **argv, const sim_merged *merged);

/* CPU seconds of the whole process so far. */
double sim_cpu_seconds(void);

/* Reads --agents TEXT (agent names separated by commas, at most max) for seats seats:
 * agents[p] is seat p's agent (the list repeating), distinct[] the different names in
 * seat order, agent_of[p] seat p's index in distinct. Each array holds 64-byte names.
 * False after printing one line on stderr naming what is wrong. */
bool sim_parse_agents(const char *text, int seats, int max, char (*agents)[64], int *agent_count,
                      char (*distinct)[64], int *distinct_count, int *agent_of);

/* Plays game number game on worker thread (0..threads-1); sets *failed (once) on error. */
typedef void (*sim_play_fn)(void *ctx, int game, int thread);

/* Plays games first..last-1 with play on threads worker threads, each game by whichever
 * worker is free, with a progress bar on stderr when it is a terminal and not quiet
 * (games a second and time left); stops handing out games once *failed is set. Returns the seconds taken, or -1 if a thread could
 * not be started. */
double sim_run_games(int first, int last, int threads, bool quiet, sim_play_fn play, void *ctx, atomic_bool *failed);


/* `cardtable sim --game rone` (sim_rone.c); argv as cli_sim's. */
int cli_sim_rone(int argc, char **argv);
/* `cardtable sim --game NAME` for a game without a simulator of its own (sim_any.c): the
 * report through the interface alone; given the parts' totals when merged is not NULL. */
int cli_sim_any(const ct_game *game, int argc, char **argv, const sim_merged *merged);

#endif
