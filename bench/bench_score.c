/* bench_score.c: hands scored per second with the best Orange/Gray choices: random
 * 7-9 card hands (about one in four holds an Orange or Gray), hands with exactly two,
 * and worst cases with four to six Oranges and Grays. Prints figures only. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "redrising.h"

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

#define HANDS 512
static rr_board boards[HANDS];

/* Hands of 7-9 cards with exactly `wild` Oranges/Grays (-1: any cards at all). */
static void make_hands(int wild, uint64_t seed) {
    uint64_t x = seed;
    for (int h = 0; h < HANDS; h++) {
        rr_board *b = &boards[h];
        memset(b, 0, sizeof *b);
        for (int c = 0; c < RR_CARD_COUNT; c++) b->order[c] = (uint8_t)c;
        for (int z = 1; z <= RR_ZONES; z++) b->zstart[z] = RR_CARD_COUNT;
        b->players = 2;
        b->sovereign = (int8_t)(next(&x) % 3) - 1;
        b->automa = -1;
        for (int p = 0; p < 2; p++) {
            b->helium[p] = (uint16_t)(next(&x) % 9);
            b->fleet[p] = (uint8_t)(next(&x) % 11);
            b->influence[p] = (uint8_t)(next(&x) % 9);
        }
        int size = 7 + (int)(next(&x) % 3), n = 0, w = 0;
        bool used[RR_CARD_COUNT] = {false};
        while (n < size) {
            int c = (int)(next(&x) % RR_CARD_COUNT);
            bool is_wild = rr_cards[c].color == RR_ORANGE || rr_cards[c].color == RR_GRAY;
            if (used[c]) continue;
            if (wild >= 0 && (is_wild ? w >= wild : size - n <= wild - w)) continue;
            used[c] = true;
            n++;
            w += is_wild;
            rr_place_card(b, c, RR_ZONE_HAND, false);
        }
        for (int k = 0; k < 16; k++) {
            int c = (int)(next(&x) % RR_CARD_COUNT);
            if (!used[c]) {
                used[c] = true;
                rr_place_card(b, c, k < 10 ? RR_ZONE_LOCATION + k % 4 : RR_ZONE_BANISHED, false);
            }
        }
    }
}

static void run(const char *label, int wild) {
    make_hands(wild, 0x1234567 + (uint64_t)wild);
    rr_hand_score out;
    long hands = 0, sum = 0;
    double start = now_seconds(), elapsed, worst = 0;
    do {
        for (int h = 0; h < HANDS; h++) {
            double t0 = wild >= 4 ? now_seconds() : 0;
            rr_score_hand(&boards[h], 0, NULL, &out);
            if (wild >= 4 && now_seconds() - t0 > worst) worst = now_seconds() - t0;
            sum += out.bonus;
        }
        hands += HANDS;
        elapsed = now_seconds() - start;
    } while (elapsed < 0.5);
    printf("%-34s %9.0f hands/s  %7.3f us/hand", label, (double)hands / elapsed, elapsed * 1e6 / (double)hands);
    if (wild >= 4) printf("  (slowest %.1f us)", worst * 1e6);
    printf("  [checksum %ld]\n", sum);
}

int main(void) {
    run("random 7-9 card hands", -1);
    run("hands with no Orange or Gray", 0);
    run("hands with 1 Orange/Gray", 1);
    run("hands with 2 Oranges/Grays", 2);
    run("hands with 3 Oranges/Grays", 3);
    run("hands with 4 Oranges/Grays", 4);
    run("hands with 6 Oranges/Grays", 6);
    return 0;
}
