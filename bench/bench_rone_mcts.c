/* bench_rone_mcts.c: the cost of MCTS on RONE's own cards (the ctc set, which has many
 * static abilities): GAMES games of two ready-made decks (game k: deck k mod 5 against
 * deck k+1 mod 5), one AGENT in each seat, through ct_game alone, as in bench_rone_decks.
 * Prints the decisions, the search iterations, the CPU time per game and per iteration,
 * and a hash of every choice made, so that two builds can be seen to choose the same
 * (docs/PERFORMANCE.md, "MCTS on RONE, seventh session"). For instruction counts run it
 * under callgrind (`valgrind --tool=callgrind bench_rone_mcts 1`).
 *
 *   bench_rone_mcts [GAMES [AGENT [SEED]]]   (defaults: 2 mcts:100 7) */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../src/ai/agent.h"
#include "rone.h"

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 2;
    const char *agent_text = argc > 2 ? argv[2] : "mcts:100";
    uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 7;
    const ct_game *g = ct_find_game("rone");
    const rone_deck_preset *deck[16];
    int decks = 0;
    for (int i = 0; rone_deck_preset_at(i) && decks < 16; i++)
        if (!strcmp(rone_deck_preset_at(i)->set, "ctc")) deck[decks++] = rone_deck_preset_at(i);
    if (games < 1 || !g || decks < 2) {
        fprintf(stderr, "bench_rone_mcts: usage: bench_rone_mcts [GAMES>0 [AGENT [SEED]]]\n");
        return 2;
    }
    static rone_state s;
    long decisions = 0, searched = 0, iterations = 0;
    uint64_t hash = 1469598103934665603ull; /* FNV-1a of every choice */
    clock_t start = clock();
    for (int k = 0; k < games; k++) {
        char options[256];
        ct_error err;
        snprintf(options, sizeof options, "set=ctc deck1=%s deck2=%s", deck[k % decks]->id, deck[(k + 1) % decks]->id);
        uint64_t game_seed = seed * 1000003u + (uint64_t)k;
        if (g->new_game(&s, options, game_seed, &err)) {
            fprintf(stderr, "bench_rone_mcts: %s\n", err.message);
            return 2;
        }
        ct_agent agents[2];
        for (int p = 0; p < 2; p++)
            if (!ct_agent_parse(agent_text, game_seed * 2 + (uint64_t)p, &agents[p], NULL, 0)) {
                fprintf(stderr, "bench_rone_mcts: unknown agent '%s'\n", agent_text);
                return 2;
            }
        while (!g->is_over(&s)) {
            ct_agent *a = &agents[g->to_move(&s)];
            a->last_iterations = 0;
            int o = ct_agent_choose(a, g, &s);
            decisions++;
            if (a->last_iterations) searched++, iterations += a->last_iterations;
            hash = (hash ^ (uint64_t)o) * 1099511628211ull;
            if (g->apply(&s, o, &err)) {
                fprintf(stderr, "bench_rone_mcts: %s\n", err.message);
                return 2;
            }
        }
        hash = (hash ^ s.now.winners) * 1099511628211ull;
    }
    double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    printf("bench_rone_mcts: %d games of %s, seed %" PRIu64 ": %ld decisions (%ld searched, %ld iterations)\n", games,
           agent_text, seed, decisions, searched, iterations);
    printf("  %.2f s CPU a game, %.1f us an iteration (time, not instructions: noisy under load)\n", seconds / games,
           iterations ? seconds * 1e6 / (double)iterations : 0.0);
    printf("  choices hash %016" PRIx64 " (the same in two builds: the same decisions)\n", hash);
    return 0;
}
