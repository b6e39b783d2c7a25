/* support.c: see support.h. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "support.h"

int card_id(const char *name) {
    int c = rr_find_card(name);
    if (c < 0) fail_msg("no card named '%s'", name);
    return c;
}

int zone_named(const char *name) {
    int l = rr_find_location(name);
    if (l >= 0) return RR_ZONE_LOCATION + l;
    if (!strcasecmp(name, "deck")) return RR_ZONE_DECK;
    if (!strcasecmp(name, "banished")) return RR_ZONE_BANISHED;
    if (!strncasecmp(name, "hand", 4)) return RR_ZONE_HAND + name[4] - '1';
    fail_msg("no zone named '%s'", name);
    return -1;
}

void new_game(rr_state *s, const char *options, uint64_t seed) {
    ct_error err;
    if (rr_game.new_game(s, options, seed, &err)) fail_msg("new game '%s': %s", options, err.message);
}

void clear_table(rr_state *s) {
    rr_board *b = &s->now;
    for (int c = 0; c < RR_CARD_COUNT; c++) b->order[c] = (uint8_t)c;
    b->zstart[0] = 0;
    for (int z = 1; z <= RR_ZONES; z++) b->zstart[z] = RR_CARD_COUNT;
    memset(b->seen, 0, sizeof b->seen);
    memset(b->facedown, 0, sizeof b->facedown);
    memset(b->helium, 0, sizeof b->helium);
    memset(b->fleet, 0, sizeof b->fleet);
    memset(b->influence, 0, sizeof b->influence);
    b->sovereign = -1;
}

void put(rr_state *s, const char *card, int zone) { zone_move(&s->now, card_id(card), zone, false); }

void put_on_deck(rr_state *s, const char *card) { zone_move(&s->now, card_id(card), RR_ZONE_DECK, false); }

void restart_turn(rr_state *s) {
    s->turn_start = s->now;
    s->answer_count = 0;
    rr_run_turn(s);
    char why[200];
    if (!rr_check_invariants(s, why, sizeof why)) fail_msg("invariant: %s", why);
}

static int option_named(const rr_state *s, const char *name) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rr_legal(s, opts);
    for (int i = 0; i < n; i++) {
        char buf[CT_NAME_SIZE];
        rr_option_name(s, opts[i], buf, sizeof buf);
        if (!strcasecmp(buf, name)) return opts[i];
    }
    return -1;
}

bool can_answer(const rr_state *s, const char *name) { return option_named(s, name) >= 0; }

void answer(rr_state *s, const char *name) {
    int o = option_named(s, name);
    if (o < 0) {
        char prompt[CT_NAME_SIZE];
        rr_prompt(s, prompt, sizeof prompt);
        fprintf(stderr, "asked \"%s\"; legal:", prompt);
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rr_legal(s, opts);
        for (int i = 0; i < n; i++) {
            char buf[CT_NAME_SIZE];
            rr_option_name(s, opts[i], buf, sizeof buf);
            fprintf(stderr, " [%s]", buf);
        }
        fprintf(stderr, "\n");
        fail_msg("'%s' is not a legal answer now", name);
    }
    ct_error err;
    if (rr_apply(s, o, &err)) fail_msg("apply '%s': %s", name, err.message);
}

void expect_decision(const rr_state *s, int seat, rr_why why) {
    if (rr_is_over(s)) fail_msg("expected a decision (why %d) for player %d, but the game is over", why, seat + 1);
    if (s->pending.seat != seat || s->pending.why != why) {
        char prompt[CT_NAME_SIZE];
        rr_prompt(s, prompt, sizeof prompt);
        fail_msg("expected a decision (why %d) for player %d, got \"%s\" (why %d)", why, seat + 1, prompt,
                 s->pending.why);
    }
}

int play_random(rr_state *s, uint64_t *rng, int max_steps) {
    uint16_t opts[CT_MAX_OPTIONS];
    int steps = 0;
    while (!rr_is_over(s) && steps < max_steps) {
        int n = rr_legal(s, opts);
        assert_true(n >= 2);
        ct_error err;
        assert_int_equal(rr_apply(s, opts[rng_below(rng, (unsigned)n)], &err), CT_OK);
        steps++;
    }
    return steps;
}
