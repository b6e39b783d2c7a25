/* bench_random_games.c: random games a second of every registered game (2 players, or
 * the game's own setting when it takes no players=),
 * played two ways: by the game's playout (answers chosen where the engine asks: how the
 * simulator and the bots play) and by one apply per answer (how a person's game is
 * played, each answer unwinding the engine once). Game-agnostic: the same source is
 * built natively and to WebAssembly (make wasm), so tests/wasm_signature_test.sh can
 * set the two side by side. Prints one line per game and way:
 *     GAME playout|apply GAMES_PER_SECOND
 * Wall-clock time (CLOCK_MONOTONIC), about BUDGET seconds each (argument 1, default 1).
 * Prints figures only; exit status 1 if a game could not be played. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "agent.h"
#include "cardtable.h"

static double seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One random game from seed, by playout or by apply; false if the engine refused. */
static bool play_one(const ct_game *g, const char *options, void *state, uint64_t seed, bool playout) {
    if (g->new_game(state, options, seed, NULL) != CT_OK) return false;
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
    if (playout) {
        ct_playout(g, state, ct_uniform_policy, &rng, 1 << 30);
        return g->is_over(state);
    }
    uint16_t opts[CT_MAX_OPTIONS];
    while (!g->is_over(state)) {
        int n = g->legal(state, opts);
        if (n <= 0 || g->apply(state, opts[ct_uniform_draw(&rng, n)], NULL) != CT_OK) return false;
    }
    return true;
}

int main(int argc, char **argv) {
    double budget = argc > 1 ? atof(argv[1]) : 1.0;
    for (int i = 0; ct_game_at(i); i++) {
        const ct_game *g = ct_game_at(i);
        void *state = malloc(g->state_size);
        if (!state) return 1;
        const char *options = g->new_game(state, "players=2", 0, NULL) == CT_OK ? "players=2" : "";
        for (int way = 0; way < 2; way++) {
            long games = 0;
            double start = seconds(), now = start;
            while (now - start < budget) {
                for (int k = 0; k < 16; k++, games++)
                    if (!play_one(g, options, state, (uint64_t)games, way == 0)) {
                        fprintf(stderr, "bench_random_games: %s seed %ld could not be played\n", g->name, games);
                        return 1;
                    }
                now = seconds();
            }
            printf("%s %s %.0f\n", g->name, way == 0 ? "playout" : "apply", (double)games / (now - start));
        }
        free(state);
    }
    return 0;
}
