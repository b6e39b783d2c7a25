/* sim.c: `cardtable sim`: plays games with random answers and prints a summary
 * (games, turns, winning scores, what ended them, wins by seat and house), or JSON.
 * Game i uses seed S + i, so a run is reproducible. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

static void sim_usage(FILE *out) {
    fprintf(out,
            "usage: cardtable sim [--games N] [--players P] [--houses random|H1,..] [--seed S] [--json]\n"
            "  plays N games (default 1000) of P players (default 2) with random answers\n");
}

typedef struct sim_totals {
    long games, turns, decisions, winning_score, score_sum, scores;
    long ended[4];
    double seat_wins[RR_MAX_PLAYERS];
    double house_wins[RR_HOUSE_COUNT];
    long house_games[RR_HOUSE_COUNT];
    int best, worst;
} sim_totals;

int cli_sim(int argc, char **argv) {
    int games = 1000, players = 2;
    uint64_t seed = 1;
    const char *houses = "random";
    bool json = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            sim_usage(stdout);
            return 0;
        }
        if (!strcmp(arg, "--json")) {
            json = true;
            continue;
        }
        if (!val) {
            fprintf(stderr, "cardtable sim: %s needs a value\n", arg);
            return 2;
        }
        if (!strcmp(arg, "--games")) {
            if (!cli_parse_int(val, 1, 1000000000, &games)) {
                fprintf(stderr, "cardtable sim: --games must be a whole number from 1, not '%s'\n", val);
                return 2;
            }
        } else if (!strcmp(arg, "--players")) {
            if (!cli_parse_int(val, 2, RR_MAX_PLAYERS, &players)) {
                fprintf(stderr, "cardtable sim: --players must be from 2 to 6, not '%s'\n", val);
                return 2;
            }
        } else if (!strcmp(arg, "--seed")) {
            if (!cli_parse_u64(val, &seed)) {
                fprintf(stderr, "cardtable sim: --seed must be a whole number, not '%s'\n", val);
                return 2;
            }
        } else if (!strcmp(arg, "--houses")) {
            houses = val;
        } else {
            fprintf(stderr, "cardtable sim: unknown option '%s' (see cardtable sim --help)\n", arg);
            return 2;
        }
        i++;
    }
    char options_text[256];
    snprintf(options_text, sizeof options_text, "players=%d houses=%s", players, houses);
    rr_options options;
    ct_error err;
    if (rr_parse_options(options_text, &options, &err)) {
        fprintf(stderr, "cardtable sim: %s\n", err.message);
        return 2;
    }
    sim_totals t;
    memset(&t, 0, sizeof t);
    t.best = -1000000;
    t.worst = 1000000;
    rr_state s;
    uint16_t opts[CT_MAX_OPTIONS];
    clock_t start = clock();
    for (int g = 0; g < games; g++) {
        if (rr_new_game(&s, &options, seed + (uint64_t)g, &err)) {
            fprintf(stderr, "cardtable sim: %s\n", err.message);
            return 2;
        }
        uint64_t rng = (seed + (uint64_t)g) * 0x9E3779B97F4A7C15ull + 1;
        while (!rr_is_over(&s)) {
            int n = rr_legal(&s, opts);
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rr_apply(&s, opts[(rng >> 16) % (uint64_t)n], NULL);
            t.decisions++;
        }
        rr_scorepad pad;
        rr_score(&s.now, &pad);
        int winners = __builtin_popcount(pad.winners);
        for (int p = 0; p < players; p++) {
            int h = s.now.house[p];
            t.house_games[h]++;
            t.score_sum += pad.row[p].total;
            t.scores++;
            if (pad.row[p].total > t.best) t.best = pad.row[p].total;
            if (pad.row[p].total < t.worst) t.worst = pad.row[p].total;
            if (pad.winners >> p & 1) {
                t.seat_wins[p] += 1.0 / winners;
                t.house_wins[h] += 1.0 / winners;
            }
        }
        t.winning_score += pad.row[__builtin_ctz(pad.winners)].total; /* tied winners share one score */
        t.games++;
        t.turns += s.now.total_turns;
        t.ended[s.now.end_reason]++;
    }
    double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    double mean_winning = (double)t.winning_score / (double)t.games;
    if (json) {
        json_t *o = json_object();
        json_object_set_new(o, "games", json_integer(t.games));
        json_object_set_new(o, "players", json_integer(players));
        json_object_set_new(o, "seed", json_integer((json_int_t)seed));
        json_object_set_new(o, "mean_turns", json_real((double)t.turns / (double)t.games));
        json_object_set_new(o, "mean_decisions", json_real((double)t.decisions / (double)t.games));
        json_object_set_new(o, "mean_winning_score", json_real(mean_winning));
        json_object_set_new(o, "mean_score", json_real((double)t.score_sum / (double)t.scores));
        json_object_set_new(o, "best_score", json_integer(t.best));
        json_object_set_new(o, "worst_score", json_integer(t.worst));
        json_t *ended = json_object();
        json_object_set_new(ended, "two_by_one_player", json_integer(t.ended[RR_END_TWO_BY_ONE]));
        json_object_set_new(ended, "all_three", json_integer(t.ended[RR_END_ALL_THREE]));
        json_object_set_new(ended, "turn_limit", json_integer(t.ended[RR_END_TURN_LIMIT]));
        json_object_set_new(o, "end_triggers", ended);
        json_t *seats = json_array();
        for (int p = 0; p < players; p++) json_array_append_new(seats, json_real(t.seat_wins[p] / (double)t.games));
        json_object_set_new(o, "seat_win_rate", seats);
        json_t *hs = json_object();
        for (int h = 0; h < RR_HOUSE_COUNT; h++)
            if (t.house_games[h])
                json_object_set_new(hs, rr_house_name(h), json_real(t.house_wins[h] / (double)t.house_games[h]));
        json_object_set_new(o, "house_win_rate", hs);
        json_object_set_new(o, "seconds", json_real(seconds));
        char *text = json_dumps(o, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        puts(text);
        free(text);
        json_decref(o);
        return 0;
    }
    printf("games              %ld (%d players, houses %s, seeds %llu..%llu)\n", t.games, players, houses,
           (unsigned long long)seed, (unsigned long long)(seed + (uint64_t)games - 1));
    printf("mean turns         %.1f\n", (double)t.turns / (double)t.games);
    printf("mean decisions     %.1f\n", (double)t.decisions / (double)t.games);
    printf("mean winning score %.1f\n", mean_winning);
    printf("mean score         %.1f (best %d, worst %d)\n", (double)t.score_sum / (double)t.scores, t.best, t.worst);
    printf("end triggers       two by one player %ld, all three %ld, turn limit %ld\n", t.ended[RR_END_TWO_BY_ONE],
           t.ended[RR_END_ALL_THREE], t.ended[RR_END_TURN_LIMIT]);
    printf("wins by seat      ");
    for (int p = 0; p < players; p++) printf(" %d: %.1f%%", p + 1, 100 * t.seat_wins[p] / (double)t.games);
    printf("\nwins by house     ");
    for (int h = 0; h < RR_HOUSE_COUNT; h++)
        if (t.house_games[h]) printf(" %s: %.1f%%", rr_house_name(h), 100 * t.house_wins[h] / (double)t.house_games[h]);
    printf("\nspeed              %.0f games/s\n", seconds > 0 ? (double)t.games / seconds : 0.0);
    return 0;
}
