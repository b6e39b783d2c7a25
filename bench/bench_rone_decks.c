/* bench_rone_decks.c: the balance tournament of RONE's ready-made decks (docs/RONE.md,
 * "Balance"): every deck against every other deck, in both seat orders, agents of one
 * kind in every seat, through ct_game alone. The default is random players (fast); greedy
 * players stall RONE games to the round limit (docs/RONE-SET.md), mcts:30 is the strong one. Prints each deck's win
 * rate, the first player's win rate and the median game length in rounds.
 *
 *   bench_rone_decks [GAMES_PER_ORDER [AGENT [SEED [MORE_OPTIONS]]]]   (defaults: 200 random 1 "") */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/ai/agent.h"
#include "rone.h"

#define MAX_DECKS 16

static int compare_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(int argc, char **argv) {
    int games = argc > 1 ? atoi(argv[1]) : 200;
    const char *agent_text = argc > 2 ? argv[2] : "random";
    uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    const char *more = argc > 4 ? argv[4] : "";
    const ct_game *g = ct_find_game("rone");
    int decks = 0;
    const rone_deck_preset *deck[MAX_DECKS];
    for (int i = 0; rone_deck_preset_at(i) && decks < MAX_DECKS; i++)
        if (!strcmp(rone_deck_preset_at(i)->set, "ctc")) deck[decks++] = rone_deck_preset_at(i);
    if (games < 1 || !g || decks < 2) {
        fprintf(stderr, "bench_rone_decks: nothing to play\n");
        return 2;
    }
    static rone_state s;
    double won[MAX_DECKS] = {0}, played[MAX_DECKS] = {0}, vs[MAX_DECKS][MAX_DECKS] = {{0}};
    double first_wins = 0;
    int total = decks * (decks - 1) * games, n = 0, rounds_over_limit = 0;
    int *rounds = malloc(sizeof(int) * (size_t)total);
    if (!rounds) return 2;
    for (int a = 0; a < decks; a++)
        for (int b = 0; b < decks; b++) {
            if (a == b) continue;
            for (int k = 0; k < games; k++) {
                char options[256];
                ct_error err;
                snprintf(options, sizeof options, "set=ctc deck1=%s deck2=%s %s", deck[a]->id, deck[b]->id, more);
                uint64_t game_seed = seed * 1000003u + (uint64_t)(a * MAX_DECKS + b) * 10007u + (uint64_t)k;
                if (g->new_game(&s, options, game_seed, &err)) {
                    fprintf(stderr, "bench_rone_decks: %s\n", err.message);
                    return 2;
                }
                ct_agent agents[2];
                for (int p = 0; p < 2; p++)
                    if (!ct_agent_parse(agent_text, game_seed * 2 + (uint64_t)p, &agents[p], NULL, 0)) {
                        fprintf(stderr, "bench_rone_decks: unknown agent '%s'\n", agent_text);
                        return 2;
                    }
                while (!g->is_over(&s)) {
                    int seat = g->to_move(&s);
                    if (g->apply(&s, ct_agent_choose(&agents[seat], g, &s), &err)) {
                        fprintf(stderr, "bench_rone_decks: %s\n", err.message);
                        return 2;
                    }
                }
                double ret[4];
                g->returns(&s, ret);
                won[a] += ret[0];
                won[b] += ret[1];
                played[a]++;
                played[b]++;
                vs[a][b] += ret[0];
                vs[b][a] += ret[1];
                first_wins += ret[s.now.first_player];
                rounds[n++] = s.now.round;
                rounds_over_limit += s.now.end_reason == RONE_END_ROUNDS;
            }
            fprintf(stderr, "\r%d of %d games", n, total); /* progress: the MCTS runs are long */
        }
    fprintf(stderr, "\n");
    qsort(rounds, (size_t)n, sizeof *rounds, compare_int);
    printf("RONE deck tournament: %d games (%d per pairing and seat order), %s agents, seed %llu%s%s\n", n, games, agent_text,
           (unsigned long long)seed, *more ? ", options " : "", more);
    printf("| deck | win rate |");
    for (int b = 0; b < decks; b++) printf(" vs %s |", deck[b]->name);
    printf("\n|---|---|");
    for (int b = 0; b < decks; b++) printf("---|");
    printf("\n");
    for (int a = 0; a < decks; a++) {
        printf("| %s | %.1f%% |", deck[a]->name, 100.0 * won[a] / played[a]);
        for (int b = 0; b < decks; b++)
            if (a == b) printf(" - |");
            else printf(" %.0f%% |", 100.0 * vs[a][b] / (2.0 * games));
        printf("\n");
    }
    printf("first player wins %.1f%%; median length %d rounds (quartiles %d-%d); %d games stopped at the round limit\n",
           100.0 * first_wins / n, rounds[n / 2], rounds[n / 4], rounds[3 * n / 4], rounds_over_limit);
    free(rounds);
    return 0;
}
