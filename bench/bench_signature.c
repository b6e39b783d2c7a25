/* bench_signature.c: the bench signature. Plays a fixed set of seeded games with
 * random answers from a fixed seed (2 to 6 players, the multiplayer variant, solo at
 * every level, the solo variant with all cards) and prints ONE number on stdout: a
 * hash of every final board and scorepad. Each game is also played by rr_playout with
 * the same answers (ct_uniform_policy on the same random stream, which the engine draws
 * without listing the options), which must end on the same board. A change that only makes the engine faster
 * must leave it unchanged; a rules fix changes it (docs/PERFORMANCE.md).
 * Prints the time taken on stderr. Exit status 1 if a game could not be played. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "redrising.h"
#include "signature_hash.h"

#define GAMES_PER_SETUP 200

/* The value docs/PERFORMANCE.md records (updated with it when a rules change moves it). */
#define RECORDED_SIGNATURE UINT64_C(12629328731600942353)

static const char *const setups[] = {
    "players=2", "players=3", "players=4", "players=5", "players=6",
    "players=2 variant=multiplayer", "players=3 variant=multiplayer", "players=4 variant=multiplayer",
    "players=5 variant=multiplayer", "players=6 variant=multiplayer",
    "players=1 level=1", "players=1 level=2", "players=1 level=3",
    "players=1 level=4", "players=1 level=5", "players=1 level=6",
    "players=1 level=3 variant=all-cards", "players=1 level=6 variant=all-cards",
};

#define MIX(f) mix(h, &b->f, sizeof b->f)
static void mix_board(uint64_t *h, const rr_board *b) {
    MIX(order); MIX(zstart); MIX(seen); MIX(facedown); MIX(helium); MIX(fleet); MIX(influence);
    MIX(house); MIX(extra_points); MIX(sovereign); MIX(neutral_influence); MIX(players);
    MIX(first_player); MIX(current); MIX(phase); MIX(end_reason); MIX(end_seat);
    MIX(apollo_last_turn); MIX(turns_taken); MIX(total_turns); MIX(automa); MIX(automa_level);
    MIX(automa_parity); MIX(automa_next); MIX(automa_order); MIX(priority); MIX(luna_pair);
    MIX(reveals); MIX(draws); MIX(rng);
}

static void mix_scorepad(uint64_t *h, const rr_scorepad *pad) {
    mix_int(h, pad->players);
    mix_int(h, pad->winners);
    for (int p = 0; p < pad->players; p++) {
        const rr_score_row *r = &pad->row[p];
        long parts[] = {r->cards, r->core, r->bonus, r->fleet, r->helium, r->sovereign, r->influence,
                        r->excess, r->extra, r->total, r->automa, r->hand.count};
        for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) mix_int(h, parts[i]);
        if (!r->automa) continue; /* her fields are set in her row only */
        long hers[] = {r->automa_base, r->matching, r->nonmatching, r->discarded};
        for (size_t i = 0; i < sizeof hers / sizeof hers[0]; i++) mix_int(h, hers[i]);
    }
}

/* Plays one game with random answers, one rr_apply per answer, and again by
 * rr_playout from the same answer stream; false if the engine refused an answer or
 * the two ways did not end in the same place. */
static bool play_one(const rr_options *o, uint64_t seed, uint64_t *answers_rng, uint64_t *h) {
    rr_state s, t;
    uint16_t opts[CT_MAX_OPTIONS];
    if (rr_new_game(&s, o, seed, NULL) != CT_OK) return false;
    t = s;
    uint64_t playout_rng = *answers_rng;
    long decisions = 0;
    while (!rr_is_over(&s)) {
        int n = rr_legal(&s, opts);
        if (n <= 0 || rr_apply(&s, opts[next_random(answers_rng) % (uint64_t)n], NULL) != CT_OK) return false;
        decisions++;
    }
    if (rr_playout(&t, ct_uniform_policy, &playout_rng, 1 << 30) != decisions || !rr_board_equal(&s.now, &t.now) ||
        playout_rng != *answers_rng)
        return false;
    rr_scorepad pad;
    rr_score(&s.now, &pad);
    mix_int(h, decisions);
    mix_board(h, &s.now);
    mix_scorepad(h, &pad);
    return true;
}

int main(void) {
    uint64_t h = 0xCBF29CE484222325ull;
    long games = 0;
    clock_t start = clock();
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        rr_options o;
        ct_error err;
        if (rr_parse_options(setups[k], &o, &err) != CT_OK) {
            fprintf(stderr, "bench_signature: %s: %s\n", setups[k], err.message);
            return 1;
        }
        uint64_t answers_rng = 0x5EED0000ull + k;
        for (int g = 0; g < GAMES_PER_SETUP; g++, games++) {
            if (!play_one(&o, (uint64_t)(k * 1000 + (size_t)g), &answers_rng, &h)) {
                fprintf(stderr, "bench_signature: %s seed %zu: an answer was refused, or rr_playout ended elsewhere\n", setups[k], k * 1000 + (size_t)g);
                return 1;
            }
        }
    }
    printf("%" PRIu64 "\n", h);
    fprintf(stderr, "bench signature: %ld games in %.2f s CPU   target: unchanged by speed work (recorded %" PRIu64 ": %s)\n",
            games, (double)(clock() - start) / CLOCKS_PER_SEC, RECORDED_SIGNATURE,
            h == RECORDED_SIGNATURE ? "same" : "CHANGED: a change of game behaviour, or a bug");
    return 0;
}
