/* bench_rone_decks.c: the balance tournament of RONE's ready-made decks (docs/RONE.md,
 * "Balance"): every deck against every other deck, in both seat orders, agents of one
 * kind in every seat, through ct_game alone. Prints each deck's win rate (95% interval)
 * overall and against each deck, the first player's win rate, the game length in rounds
 * and how games ended, and per card of each deck its play rate and the deck's win rate
 * in games where it was played against games where it was not, and with it in the hand
 * dealt (before the mulligan) and in the opening hand (after it) against without (the
 * card's effect).
 *
 *   bench_rone_decks [GAMES_PER_ORDER [AGENT [SEED [MORE_OPTIONS]]]]   (defaults: 200 random 1 "")
 *
 * The balance table in docs/RONE.md: `bench_rone_decks 500 greedy:s1 1` (10,000 games), or the
 * same size in runs of 1,000 games with seeds 1..10 added up by scripts/rone_balance_sum.py
 * from the raw counts printed last. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/ai/agent.h"
#include "rone.h"

#define MAX_DECKS 16

static int compare_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* Per deck and card definition: games the card was in the deck, played (or recycled)
 * at least once, in the hand dealt (the six cards before the mulligan), in the opening
 * hand (after mulligans), and the deck's wins in each case. Whether a card is dealt is
 * down to the shuffle alone, so the win rate with it dealt against without is its effect,
 * unbiased. The opening hand is the player's choice too: a card the player puts back
 * stays there only when it was drawn in place of others, so its figure also measures how
 * many cards the mulligan replaced (the searchers put Quick Shot back 5 times in 6;
 * docs/RONE-SET.md, the ninth pass). A card played against not played also measures how
 * long the game lasted (late cards are played in long games). */
typedef struct card_tally { double in_deck, played, won_played, won_unplayed, opened, won_opened, dealt, won_dealt; } card_tally;
static card_tally tally[MAX_DECKS][RONE_MAX_CARDS + 136];

static double half_width(double p, double n) { return n > 0 ? 1.96 * sqrt(p * (1 - p) / n) : 0; }

/* A hand measure of one card: the deck's win rate in the games with the card in that hand
 * less in those without, and the difference's 95% interval; false when either side has
 * fewer than 5% of the games (too few to say). */
static bool hand_effect(const card_tally *c, double with, double won_with, double *effect, double *half) {
    double without = c->in_deck - with;
    if (with < 0.05 * c->in_deck || without < 0.05 * c->in_deck) return false;
    double ww = won_with / with, wo = (c->won_played + c->won_unplayed - won_with) / without;
    *effect = ww - wo;
    *half = 1.96 * sqrt(ww * (1 - ww) / with + wo * (1 - wo) / without);
    return true;
}

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
                bool used[2][256] = {{false}}, opened[2][256] = {{false}}, in_dealt[2][256] = {{false}}, dealt = false;
                bool mulligan_seen[2] = {false, false};
                while (!g->is_over(&s)) {
                    int asked = g->to_move(&s);
                    if (s.pending.kind == RONE_ASK_MULLIGAN && !mulligan_seen[asked]) { /* the hand as dealt */
                        mulligan_seen[asked] = true;
                        for (int i = 0; i < rone_zone_size(&s.now, rone_zone(asked, RONE_Z_HAND)); i++)
                            in_dealt[asked][s.now.card[rone_zone_card(&s.now, rone_zone(asked, RONE_Z_HAND), i)].def] = true;
                    }
                    if (!dealt && s.pending.kind == RONE_ASK_MAIN) {
                        dealt = true;
                        for (int p = 0; p < 2; p++)
                            for (int i = 0; i < rone_zone_size(&s.now, rone_zone(p, RONE_Z_HAND)); i++)
                                opened[p][s.now.card[rone_zone_card(&s.now, rone_zone(p, RONE_Z_HAND), i)].def] = true;
                    }
                    int seat = g->to_move(&s), o = ct_agent_choose(&agents[seat], g, &s), kind = s.pending.kind;
                    if (o < RONE_PLAYER && (kind == RONE_ASK_PLAY_CARD || kind == RONE_ASK_MAIN || kind == RONE_ASK_REACT))
                        used[seat][s.now.card[o].def] = true;
                    if (g->apply(&s, o, &err)) {
                        fprintf(stderr, "bench_rone_decks: %s\n", err.message);
                        return 2;
                    }
                }
                double ret[4];
                g->returns(&s, ret);
                const rone_set *set = rone_board_set(&s.now);
                for (int p = 0; p < 2; p++) {
                    bool in_deck[256] = {false};
                    for (int c = 0; c < s.now.card_count; c++) {
                        int type = set->cards[s.now.card[c].def].type;
                        if (s.now.card[c].owner == p && (type == RONE_UNIT || type == RONE_TACTIC || type == RONE_TECH))
                            in_deck[s.now.card[c].def] = true;
                    }
                    card_tally *row = tally[p ? b : a];
                    for (int d = 0; d < set->card_count; d++) {
                        if (!in_deck[d]) continue;
                        row[d].in_deck++;
                        if (used[p][d]) row[d].played++, row[d].won_played += ret[p];
                        else row[d].won_unplayed += ret[p];
                        if (opened[p][d]) row[d].opened++, row[d].won_opened += ret[p];
                        if (in_dealt[p][d]) row[d].dealt++, row[d].won_dealt += ret[p];
                    }
                }
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
        double p = won[a] / played[a];
        printf("| %s | %.1f%% +- %.1f |", deck[a]->name, 100.0 * p, 100.0 * half_width(p, played[a]));
        for (int b = 0; b < decks; b++)
            if (a == b) printf(" - |");
            else printf(" %.0f%% |", 100.0 * vs[a][b] / (2.0 * games));
        printf("\n");
    }
    double first = first_wins / n;
    printf("first player wins %.1f%% +- %.1f; median length %d rounds (quartiles %d-%d); %d games ended by the round limit (A34), %d by a hero out of cards\n",
           100.0 * first, 100.0 * half_width(first, n), rounds[n / 2], rounds[n / 4], rounds[3 * n / 4], rounds_over_limit,
           n - rounds_over_limit);
    /* per card: the deck's win rate when the card was played less when it was not */
    const rone_set *set = rone_board_set(&s.now);
    double largest = 0, largest_dealt = 0;
    const char *largest_card = "", *largest_deck = "", *dealt_card = "", *dealt_deck = "";
    printf("\ncards whose deck's win rate moves by more than 10 points (of those in 5%%+ and out of 5%%+ of its games' dealt hands,\n"
           "or opening hands; the interval is the difference's 95%% interval); and the same for played against not played:\n");
    double largest_played = 0;
    const char *played_card = "", *played_deck = "";
    for (int a = 0; a < decks; a++)
        for (int d = 0; d < set->card_count; d++) {
            const card_tally *c = &tally[a][d];
            double unplayed = c->in_deck - c->played, effect, half;
            if (hand_effect(c, c->dealt, c->won_dealt, &effect, &half)) {
                if (fabs(effect) > fabs(largest_dealt)) largest_dealt = effect, dealt_card = set->cards[d].name, dealt_deck = deck[a]->name;
                if (fabs(effect) > 0.10)
                    printf("  dealt hand    %-14s %-26s in %5.1f%% of dealt hands: %+.1f +- %.1f\n", deck[a]->name,
                           set->cards[d].name, 100.0 * c->dealt / c->in_deck, 100 * effect, 100 * half);
            }
            if (hand_effect(c, c->opened, c->won_opened, &effect, &half)) {
                if (fabs(effect) > fabs(largest)) largest = effect, largest_card = set->cards[d].name, largest_deck = deck[a]->name;
                if (fabs(effect) > 0.10)
                    printf("  opening hand  %-14s %-26s in %5.1f%% of opening hands: %+.1f +- %.1f\n", deck[a]->name,
                           set->cards[d].name, 100.0 * c->opened / c->in_deck, 100 * effect, 100 * half);
            }
            if (c->played >= 0.05 * c->in_deck && unplayed >= 0.05 * c->in_deck) {
                double wp = c->won_played / c->played, wu = c->won_unplayed / unplayed;
                effect = wp - wu;
                half = 1.96 * sqrt(wp * (1 - wp) / c->played + wu * (1 - wu) / unplayed);
                if (fabs(effect) > fabs(largest_played)) largest_played = effect, played_card = set->cards[d].name, played_deck = deck[a]->name;
                if (fabs(effect) > 0.10)
                    printf("  played        %-14s %-26s played in %5.1f%% of its games: won %5.1f%% played, %5.1f%% not (%+.1f +- %.1f)\n",
                           deck[a]->name, set->cards[d].name, 100.0 * c->played / c->in_deck, 100 * wp, 100 * wu, 100 * effect, 100 * half);
            }
        }
    printf("largest effect when played: %+.1f points (%s in %s)\n", 100 * largest_played, played_card, played_deck);
    printf("largest effect in the dealt hand: %+.1f points (%s in %s)\n", 100 * largest_dealt, dealt_card, dealt_deck);
    printf("largest effect in the opening hand: %+.1f points (%s in %s)\n", 100 * largest, largest_card, largest_deck);
    /* The raw counts, tab-separated, so that runs with other seeds can be added up
     * (scripts/rone_balance_sum.py): the pairings, the first player, the lengths, the cards. */
    printf("\nraw counts (for scripts/rone_balance_sum.py)\n");
    for (int a = 0; a < decks; a++)
        for (int b = 0; b < decks; b++)
            if (a != b) printf("raw\tvs\t%s\t%s\t%d\t%g\n", deck[a]->name, deck[b]->name, 2 * games, vs[a][b]);
    printf("raw\tfirst\t%d\t%g\n", n, first_wins);
    printf("raw\tlimit\t%d\n", rounds_over_limit);
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && rounds[j] == rounds[i]) j++;
        printf("raw\trounds\t%d\t%d\n", rounds[i], j - i);
        i = j;
    }
    for (int a = 0; a < decks; a++)
        for (int d = 0; d < set->card_count; d++) {
            const card_tally *c = &tally[a][d];
            if (c->in_deck > 0)
                printf("raw\tcard\t%s\t%s\t%g\t%g\t%g\t%g\t%g\t%g\t%g\t%g\n", deck[a]->name, set->cards[d].name, c->in_deck,
                       c->opened, c->won_opened, c->won_played + c->won_unplayed, c->played, c->won_played, c->dealt, c->won_dealt);
        }
    free(rounds);
    return 0;
}
