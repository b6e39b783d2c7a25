/* bench_rone_signature.c: RONE's bench signature. Plays a fixed set of seeded games
 * with random answers from a fixed seed (1 v 1, 3 players, 2 v 2, and the windows and
 * technology variants) and prints ONE number on stdout: a hash of every game's final
 * board and answer count. Each game is also played by rone_playout with the same
 * answers, which must end on the same board. A change that only makes the engine
 * faster must leave the number unchanged; a rules change changes it
 * (docs/PERFORMANCE.md, tests/rone_signature_test.sh pins it).
 * Prints the time taken on stderr. Exit status 1 if a game could not be played. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "rone.h"
#include "signature_hash.h"

#define GAMES_PER_SETUP 100

static const char *const setups[] = {
    "players=2", "players=3", "players=4",
    "players=2 windows=full", "players=2 windows=lean", "players=3 windows=lean", "players=4 windows=full",
    "players=2 technologies=off", "players=4 technologies=off",
};

#define MIX(f) mix(h, &b->f, sizeof b->f)
static void mix_board(uint64_t *h, const rone_board *b) {
    MIX(set_index); MIX(players); MIX(seats_alive); MIX(first_player); MIX(current); MIX(phase);
    MIX(end_reason); MIX(winners); MIX(technologies); MIX(windows); MIX(mulliganed); MIX(card_count);
    MIX(round); MIX(turns); MIX(water); MIX(hero_level); MIX(attacker); MIX(defender); MIX(stack_count);
    MIX(reveals); MIX(statics_in_play); MIX(rng); MIX(zstart); MIX(hero); MIX(set_hash);
    mix(h, b->order, b->card_count);
    for (int c = 0; c < b->card_count; c++) {
        const rone_card *k = &b->card[c];
        uint8_t f[] = {k->def, k->zone, k->owner, k->controller, (uint8_t)k->exhaustion, (uint8_t)k->damage,
                       (uint8_t)k->health_bonus, (uint8_t)k->melee_mod, (uint8_t)k->ranged_mod, k->flags,
                       k->granted, k->seen, k->control_until_turn_end};
        mix(h, f, sizeof f);
    }
}

/* The same random answers, chosen where the engine asks (rone_playout). */
static int random_policy(void *ctx, int seat, const uint16_t *options, int count) {
    (void)seat;
    (void)options;
    return (int)(next_random(ctx) % (uint64_t)count);
}

static bool same_board(const rone_board *a, const rone_board *b) {
    uint64_t x = 1, y = 1;
    mix_board(&x, a);
    mix_board(&y, b);
    return x == y;
}

/* Plays one game with random answers, one rone_apply per answer, and again by
 * rone_playout from the same answer stream; false if the engine refused an answer or
 * the two ways did not end in the same place. */
static bool play_one(const char *setup, uint64_t seed, uint64_t *answers_rng, uint64_t *h) {
    static rone_state s, t;
    uint16_t opts[CT_MAX_OPTIONS];
    if (rone_new_game(&s, setup, seed, NULL) != CT_OK) return false;
    t = s;
    uint64_t playout_rng = *answers_rng;
    long decisions = 0;
    while (!rone_is_over(&s)) {
        int n = rone_legal(&s, opts);
        if (n <= 0 || rone_apply(&s, opts[next_random(answers_rng) % (uint64_t)n], NULL) != CT_OK) return false;
        decisions++;
    }
    if (rone_playout(&t, random_policy, &playout_rng, 1 << 30) != decisions || !same_board(&s.now, &t.now) ||
        playout_rng != *answers_rng)
        return false;
    mix_int(h, decisions);
    mix_board(h, &s.now);
    return true;
}

int main(void) {
    uint64_t h = 0xCBF29CE484222325ull;
    long games = 0;
    clock_t start = clock();
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        uint64_t answers_rng = 0x5EED0000ull + k;
        for (int g = 0; g < GAMES_PER_SETUP; g++, games++) {
            if (!play_one(setups[k], (uint64_t)(k * 1000 + (size_t)g), &answers_rng, &h)) {
                fprintf(stderr, "bench_rone_signature: %s seed %zu: an answer was refused, or rone_playout ended elsewhere\n",
                        setups[k], k * 1000 + (size_t)g);
                return 1;
            }
        }
    }
    printf("%" PRIu64 "\n", h);
    fprintf(stderr, "rone bench signature: %ld games in %.2f s CPU\n", games, (double)(clock() - start) / CLOCKS_PER_SEC);
    return 0;
}
