/* support.c: see support.h. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
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
    b->forbidden = -1;
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

/* ---- positions (position.h) ---- */
#include "position.h"

static void put_list(rr_state *s, const char *list, int zone) {
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    char *save = NULL;
    for (char *name = strtok_r(buf, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
        while (*name == ' ') name++;
        if (*name) put(s, name, zone);
    }
}

void position(rr_state *s, const char *spec) { position_with(s, "players=2 houses=Diana,Mars", spec); }

void position_with(rr_state *s, const char *options, const char *spec) {
    new_game(s, options, 1);
    clear_table(s);
    s->now.current = 0;
    s->now.first_player = 0;
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", spec);
    char *save = NULL;
    for (char *item = strtok_r(buf, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
        while (*item == ' ') item++;
        if (!*item) continue;
        char *eq = strchr(item, '=');
        char *value = eq ? eq + 1 : NULL;
        if (eq) *eq = 0;
        rr_board *b = &s->now;
        int n = value ? atoi(value) : 0;
        if (!strcmp(item, "sov")) b->sovereign = 0;
        else if (!strcmp(item, "oppsov")) b->sovereign = 1;
        else if (!strcmp(item, "helium")) b->helium[0] = (uint16_t)n;
        else if (!strcmp(item, "fleet")) b->fleet[0] = (uint8_t)n;
        else if (!strcmp(item, "influence")) b->influence[0] = (uint8_t)n;
        else if (!strcmp(item, "opp.helium")) b->helium[1] = (uint16_t)n;
        else if (!strcmp(item, "opp.fleet")) b->fleet[1] = (uint8_t)n;
        else if (!strcmp(item, "opp.influence")) b->influence[1] = (uint8_t)n;
        else if (!strcmp(item, "banished")) put_list(s, value, RR_ZONE_BANISHED);
        else if (!strcmp(item, "hand")) put_list(s, value, RR_ZONE_HAND + 0);
        else if (!strcmp(item, "opp")) put_list(s, value, RR_ZONE_HAND + 1);
        else if (!strcmp(item, "opp2")) put_list(s, value, RR_ZONE_HAND + 2);
        else if (!strcmp(item, "deck")) { /* top first */
            char list[512];
            snprintf(list, sizeof list, "%s", value);
            const char *names[64];
            int count = 0;
            char *save2 = NULL;
            for (char *c = strtok_r(list, ",", &save2); c && count < 64; c = strtok_r(NULL, ",", &save2)) names[count++] = c;
            for (int i = count - 1; i >= 0; i--) put_on_deck(s, names[i]);
        } else if (!strcmp(item, "deck.bottom")) zone_move(&s->now, card_id(value), RR_ZONE_DECK, true);
        else if (!strcmp(item, "last")) b->first_player = 1; /* this turn completes the round */
        else if (!strcmp(item, "turn") && !strcmp(value, "opp")) b->current = 1;
        else if (!strcmp(item, "tull")) { /* her next Au Toma cards, numbered as printed (1-22) */
            int a = atoi(value), c2 = atoi(strchr(value, ',') + 1);
            int want[2] = {a - 1, c2 - 1};
            b->automa_next = 4;
            for (int k = 0; k < 2; k++) { /* bring card want[k] to position 4 + k */
                int at = 0;
                while (b->automa_order[at] != want[k]) at++;
                b->automa_order[at] = b->automa_order[4 + k];
                b->automa_order[4 + k] = (uint8_t)want[k];
            }
        } else if (!strcmp(item, "letters")) { /* priority letters at Jupiter, Mars, Luna, the Institute */
            for (int l = 0; l < RR_LOCATIONS; l++) b->priority[l] = (uint8_t)(value[l] - 'A');
            for (int l = 0; l < RR_LOCATIONS; l++)
                if (b->priority[l] == 3 - b->priority[RR_LUNA]) b->luna_pair = (int8_t)l;
        } else if (!strcmp(item, "empty.deck")) {
            while (deck_size(b)) zone_move(b, zone_top(b, RR_ZONE_DECK), RR_ZONE_REMOVED, false);
        }
        else if (!strcmp(item, "opp2.helium")) b->helium[2] = (uint16_t)n;
        else if (!strcmp(item, "facedown") || !strcmp(item, "facedown.mine")) {
            /* as if placed by a Firewall Expert of player 2 (facedown) or 1 (.mine):
             * only that player knows it */
            int c = card_id(value);
            b->facedown[c >> 6] |= (uint64_t)1 << (c & 63);
            b->seen[c] = (uint8_t)(item[8] ? 1u : 2u);
        } else if (rr_find_location(item) >= 0) put_list(s, value, RR_ZONE_LOCATION + rr_find_location(item));
        else fail_msg("position: unknown key '%s'", item);
    }
}

int points_of(const rr_state *s, const char *card) {
    rr_hand_score h;
    rr_score_hand(&s->now, 0, NULL, &h);
    int c = card_id(card);
    for (int i = 0; i < h.count; i++)
        if (h.line[i].card == c) return h.line[i].points;
    fail_msg("%s is not in the hand", card);
    return 0;
}
