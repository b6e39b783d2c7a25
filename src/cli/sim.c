/* sim.c: `cardtable sim`: plays many games with the given agents (random, greedy,
 * mcts) and reports win rates with 95% intervals (per seat, agent and house), scores
 * (mean, sd, percentiles), game length, end conditions, and per card how often it
 * was held at the end and how often its holder won. Game i uses seed S + i; games run
 * on worker threads, random seats on the playout path (sim_play.c), and every total is
 * an integer sum (the scores' percentiles from per-seat histograms: flat memory) merged
 * at the end, so the same seed gives the same report for any number of threads, and
 * the parts of a run (--shard K/N) merge into it (sim_merge.c). `--game rone` is
 * sim_rone.c's, any other registered game sim_any.c's (the report every game has);
 * all run their games with simrun.c. */
#include <jansson.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent.h"
#include "cli.h"
#include "simrun.h"

#define SHARE 60 /* a win shared by k players counts 60/k: integer for k = 1..6 */

typedef struct game_result {
    int16_t score[RR_MAX_PLAYERS];
    uint8_t winners, house[RR_MAX_PLAYERS], end_reason;
    uint16_t turns, decisions;
} game_result;

/* The scores' histograms: exact percentiles for any score in this range (a score beyond
 * it stops the run with a message: no game comes near). */
enum { SCORE_LOW = -512, SCORE_BINS = 2048 };

/* Every figure of the report is made from these sums (all longs: a part's --json carries
 * them, sim_merge.c adds the parts'). */
typedef struct totals {
    long games, turns, decisions, ended[4];
    long seat_wins[RR_MAX_PLAYERS], seat_games[RR_MAX_PLAYERS];
    long house_wins[RR_HOUSE_COUNT], house_games[RR_HOUSE_COUNT];
    long agent_wins[RR_MAX_PLAYERS], agent_games[RR_MAX_PLAYERS];
    long agent_score_sum[RR_MAX_PLAYERS];
    long card_held[RR_CARD_COUNT], card_wins[RR_CARD_COUNT];
    long score_sum[RR_MAX_PLAYERS], score_sq[RR_MAX_PLAYERS];
    long mcts_decisions, mcts_simulated;
    long winning_sum; /* the winning score of each game (tied winners share it) */
    long score_hist[RR_MAX_PLAYERS][SCORE_BINS];
} totals;
#define TOTALS_LONGS (sizeof(totals) / sizeof(long))
_Static_assert(sizeof(totals) % sizeof(long) == 0, "totals is longs only");

typedef struct sim {
    int games, players, seats, threads;
    uint64_t seed;
    char options[256];
    rr_options parsed; /* options, parsed once */
    char agents[RR_MAX_PLAYERS][64];
    int agent_count;
    int agent_of_seat[RR_MAX_PLAYERS]; /* index into the distinct agent names */
    bool rotate;                       /* game g: seat p plays agent (p + g) mod agents */
    char distinct[RR_MAX_PLAYERS][64];
    int distinct_count;
    game_result *results; /* --csv only: a line per game (memory grows with the games) */
    totals *partial; /* one per thread */
    atomic_bool failed; /* set once by the first worker that fails, which also writes why */
    char why[256];
} sim;

static void fail(sim *m, const char *why) {
    if (!atomic_exchange(&m->failed, true)) snprintf(m->why, sizeof m->why, "%s", why);
}

static void play_one(void *ctx, int g, int thread) {
    sim *m = ctx;
    totals *t = &m->partial[thread];
    rr_state s;
    ct_error err;
    if (rr_new_game(&s, &m->parsed, m->seed + (uint64_t)g, &err)) {
        fail(m, err.message);
        return;
    }
    sim_table table = {.game = &rr_game};
    int agent_index[RR_MAX_PLAYERS];
    for (int p = 0; p < s.now.players; p++) {
        if (p == s.now.automa) continue;
        int humans = s.now.automa >= 0 ? 1 : s.now.players;
        agent_index[p] = m->rotate ? (p + g) % humans : p;
        ct_agent_parse(m->agents[agent_index[p]], (m->seed + (uint64_t)g) * 7 + (uint64_t)p, &table.agent[p], NULL, 0);
    }
    int decisions = sim_play_game(&table, &s, &err);
    for (int p = 0; p < CT_MAX_SEATS; p++) ct_agent_free(&table.agent[p]); /* what a registered kind keeps */
    if (decisions < 0) {
        fail(m, err.message);
        return;
    }
    t->mcts_decisions += table.mcts_decisions;
    t->mcts_simulated += table.mcts_simulated;
    rr_scorepad pad;
    rr_score(&s.now, &pad);
    int winners = __builtin_popcount(pad.winners);
    for (int p = 0; p < pad.players; p++)
        if (pad.row[p].total < SCORE_LOW || pad.row[p].total >= SCORE_LOW + SCORE_BINS) {
            char why[160];
            snprintf(why, sizeof why, "seed %llu: a score of %d is outside the histograms' range %d..%d",
                     (unsigned long long)(m->seed + (uint64_t)g), pad.row[p].total, SCORE_LOW, SCORE_LOW + SCORE_BINS - 1);
            fail(m, why);
            return;
        }
    if (m->results) {
        game_result *r = &m->results[g];
        r->winners = pad.winners;
        r->end_reason = s.now.end_reason;
        r->turns = s.now.total_turns;
        r->decisions = (uint16_t)decisions;
        for (int p = 0; p < pad.players; p++) r->score[p] = (int16_t)pad.row[p].total, r->house[p] = s.now.house[p];
    }
    t->games++;
    t->turns += s.now.total_turns;
    t->decisions += decisions;
    t->ended[s.now.end_reason]++;
    t->winning_sum += pad.row[__builtin_ctz(pad.winners)].total;
    for (int p = 0; p < pad.players; p++) {
        int share = pad.winners >> p & 1 ? SHARE / winners : 0;
        t->score_hist[p][pad.row[p].total - SCORE_LOW]++;
        t->seat_games[p]++;
        t->seat_wins[p] += share;
        t->score_sum[p] += pad.row[p].total;
        t->score_sq[p] += (long)pad.row[p].total * pad.row[p].total;
        if (p == s.now.automa) continue;
        t->house_games[s.now.house[p]]++;
        t->house_wins[s.now.house[p]] += share;
        t->agent_games[m->agent_of_seat[agent_index[p]]]++;
        t->agent_wins[m->agent_of_seat[agent_index[p]]] += share;
        t->agent_score_sum[m->agent_of_seat[agent_index[p]]] += pad.row[p].total;
        int z = RR_ZONE_HAND + p;
        for (int i = 0; i < rr_zone_size(&s.now, z); i++) {
            int c = rr_zone_card(&s.now, z, i);
            t->card_held[c]++;
            t->card_wins[c] += share;
        }
    }
}

/* The threads' totals (or the parts' from sim merge) into all. */
static void merge(const sim *m, const sim_merged *merged, totals *all) {
    sim_sum_totals((long *)all, TOTALS_LONGS, (const long *)m->partial, m->threads, merged);
}

/* A win rate (in SHARE units) with its 95% interval (normal approximation). */
static void rate(long wins, long games, double *p, double *half) {
    *p = games ? (double)wins / SHARE / (double)games : 0;
    *half = games ? 1.96 * sqrt(*p * (1 - *p) / (double)games) : 0;
}

/* The q-quantile of seat's scores: the value at rank q (n - 1) rounded, as in the sorted scores. */
static double percentile(const totals *t, int seat, double q) {
    long n = t->games;
    return n ? (double)sim_hist_kth(t->score_hist[seat], SCORE_BINS, SCORE_LOW, (long)(q * (double)(n - 1) + 0.5)) : 0;
}

static void sim_usage(FILE *out) {
    fprintf(out,
            "usage: cardtable sim [--game redrising] [--games N] [--players P] [--agents A,B,..] [--level L]\n"
            "                     [--houses H1,..] [--variant V] [--seed S] [--threads T] [--json | --csv] [--plot FILE.svg]\n"
            "                     [--shard K/N] [--quiet]\n"
            "       cardtable sim --game rone ... (cardtable sim --game rone --help)\n"
            "       cardtable sim --game NAME ... any other game (cardtable sim --game NAME --help)\n"
            "       cardtable sim merge [--json] PART.json...  (the parts' --json reports: the whole run's report)\n"
            "  plays N games (default 1000); P players (1 = against Tull Au Toma; default 2);\n"
            "  agents per seat: random (default), greedy, mcts, mcts:ITERATIONS, mcts:MSms, mcts:..:tTHREADS;\n"
            "  they change seats from game to game unless --fixed-seats; --shard K/N plays the K-th of N\n"
            "  parts of the games (merge their --json reports with sim merge); --quiet: no progress bar\n");
}

int cli_sim(int argc, char **argv) {
    if (argc > 1 && !strcmp(argv[1], "merge")) return cli_sim_merge(argc - 1, argv + 1);
    for (int i = 1; i + 1 < argc; i++) { /* RONE has its own simulator; a game without one, sim_any.c's */
        if (strcmp(argv[i], "--game")) continue;
        if (!strcmp(argv[i + 1], "rone")) return cli_sim_rone(argc, argv);
        const ct_game *game = ct_find_game(argv[i + 1]);
        if (game && game != &rr_game) return cli_sim_any(game, argc, argv, NULL);
        break;
    }
    return cli_sim_redrising(argc, argv, NULL);
}

int cli_sim_redrising(int argc, char **argv, const sim_merged *merged) {
    sim *m = calloc(1, sizeof *m);
    if (!m) return 2;
    sim_run run = {.merged = merged};
    m->games = 1000;
    m->players = 2;
    m->seed = 1;
    m->rotate = true;
    m->threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (m->threads < 1) m->threads = 1;
    const char *houses = "random", *agents = "random", *variant = NULL, *plot = NULL;
    int level = 2;
    bool json = false, csv = false;
    uint32_t given = 0; /* the options seen, to refuse one given twice */
    int status = 2;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            sim_usage(stdout);
            free(m);
            return 0;
        }
        if (!strcmp(arg, "--json")) {
            json = true;
            continue;
        }
        if (!strcmp(arg, "--csv")) {
            csv = true;
            continue;
        }
        if (!strcmp(arg, "--fixed-seats")) {
            m->rotate = false;
            continue;
        }
        int used, common = sim_common_flag(&run, arg, val, &used);
        if (common < 0) goto out;
        if (common) {
            i += used - 1;
            continue;
        }
        static const char *const valued[] = {"--games", "--players", "--threads", "--level", "--seed",
                                             "--houses", "--agents", "--variant", "--plot", "--game"};
        if (cli_valued_flag("sim", "cardtable sim --help", arg, val, valued, (int)(sizeof valued / sizeof valued[0]), &given) < 0) goto out;
        char shown[160];
        bool ok = true;
        if (!strcmp(arg, "--games")) ok = cli_parse_int(val, 1, 2000000000, &m->games);
        else if (!strcmp(arg, "--players")) ok = cli_parse_int(val, 1, RR_MAX_PLAYERS, &m->players);
        else if (!strcmp(arg, "--threads")) ok = cli_parse_int(val, 1, 256, &m->threads);
        else if (!strcmp(arg, "--level")) ok = cli_parse_int(val, 1, 6, &level);
        else if (!strcmp(arg, "--seed")) ok = cli_parse_u64(val, &m->seed);
        else if (!strcmp(arg, "--houses")) houses = val;
        else if (!strcmp(arg, "--agents")) agents = val;
        else if (!strcmp(arg, "--variant")) variant = val;
        else if (!strcmp(arg, "--plot")) plot = val;
        else if (!strcmp(arg, "--game") && strcmp(val, "redrising")) {
            char games[200];
            cli_game_list(games, sizeof games, ", ");
            fprintf(stderr, "cardtable sim: unknown game '%s' (%s)\n", cli_escape(val, shown, sizeof shown), games);
            goto out;
        }
        if (!ok && !strcmp(arg, "--players")) {
            fprintf(stderr, "cardtable sim: --players must be 1 (a bot against Tull Au Toma) to 6, not '%s'\n",
                    cli_escape(val, shown, sizeof shown));
            goto out;
        }
        if (!ok) {
            fprintf(stderr, "cardtable sim: bad value '%s' for %s (see cardtable sim --help)\n",
                    cli_escape(val, shown, sizeof shown), arg);
            goto out;
        }
        i++;
    }
    if (json && csv) {
        fprintf(stderr, "cardtable sim: --json and --csv are two formats: give one\n");
        goto out;
    }
    if (m->players != 1 && (given >> 3 & 1)) {
        fprintf(stderr, "cardtable sim: --level is Tull Au Toma's, for --players 1 only\n");
        goto out;
    }
    int n = snprintf(m->options, sizeof m->options, "players=%d houses=%s", m->players, houses);
    if (m->players == 1) n += snprintf(m->options + n, sizeof m->options - (size_t)n, " level=%d", level);
    if (variant) snprintf(m->options + n, sizeof m->options - (size_t)n, " variant=%s", variant);
    ct_error err;
    if (rr_parse_options(m->options, &m->parsed, &err)) {
        fprintf(stderr, "cardtable sim: %s\n", err.message);
        goto out;
    }
    m->seats = m->players == 1 ? 2 : m->players;
    /* agents, one per human seat, the list repeating */
    if (!sim_parse_agents(agents, m->seats, RR_MAX_PLAYERS, m->agents, &m->agent_count, m->distinct, &m->distinct_count,
                          m->agent_of_seat))
        goto out;
    if (!sim_run_start(&run, argc, argv, m->games)) goto out;
    char fingerprint[17];
    sim_fingerprint(&rr_game, m->options, fingerprint);
    if (sim_merge_refused(merged, TOTALS_LONGS, fingerprint)) goto out;
    m->results = csv && !merged ? calloc((size_t)m->games, sizeof *m->results) : NULL;
    m->partial = calloc((size_t)m->threads, sizeof *m->partial);
    if ((csv && !merged && !m->results) || !m->partial) {
        fprintf(stderr, "cardtable sim: out of memory\n");
        goto out;
    }
    double cpu_start = sim_cpu_seconds(), seconds = 0, cpu_seconds = 0;
    if (merged) {
        seconds = merged->seconds;
        cpu_seconds = merged->cpu_seconds;
    } else {
        seconds = sim_run_games(run.first, run.last, m->threads, run.quiet, play_one, m, &m->failed);
        cpu_seconds = sim_cpu_seconds() - cpu_start;
    }
    if (seconds < 0) {
        fprintf(stderr, "cardtable sim: cannot start a thread\n");
        goto out;
    }
    if (atomic_load(&m->failed)) {
        fprintf(stderr, "cardtable sim: %s\n", m->why);
        goto out;
    }
    totals t;
    merge(m, merged, &t);
    long games = t.games > 0 ? t.games : 1; /* the games of this part (or of every part merged) */
    /* score percentiles per seat */
    double pct[RR_MAX_PLAYERS][3], mean[RR_MAX_PLAYERS], sd[RR_MAX_PLAYERS];
    for (int p = 0; p < m->seats; p++) {
        pct[p][0] = percentile(&t, p, 0.1);
        pct[p][1] = percentile(&t, p, 0.5);
        pct[p][2] = percentile(&t, p, 0.9);
        mean[p] = (double)t.score_sum[p] / games;
        sd[p] = sqrt(fmax(0, (double)t.score_sq[p] / games - mean[p] * mean[p]));
    }
    double mean_winning = (double)t.winning_sum / games;
    bool solo = m->players == 1;
    const char *seat_name[RR_MAX_PLAYERS];
    char seat_label[RR_MAX_PLAYERS][96];
    for (int p = 0; p < m->seats; p++) {
        if (solo && p == 1) snprintf(seat_label[p], sizeof seat_label[p], "Tull Au Toma (level %d)", level);
        else if (m->rotate && m->distinct_count > 1) snprintf(seat_label[p], sizeof seat_label[p], "seat %d", p + 1);
        else snprintf(seat_label[p], sizeof seat_label[p], "seat %d (%s)", p + 1, m->agents[p]);
        seat_name[p] = seat_label[p];
    }
    if (json) {
        json_t *o = json_object(), *seats = json_array(), *agents_o = json_object(), *houses_o = json_object(), *cards = json_array();
        json_object_set_new(o, "games", json_integer(t.games));
        json_object_set_new(o, "options", json_string(m->options));
        json_object_set_new(o, "seed", json_integer((json_int_t)m->seed));
        json_object_set_new(o, "mean_turns", json_real((double)t.turns / games));
        json_object_set_new(o, "mean_decisions", json_real((double)t.decisions / games));
        json_object_set_new(o, "mean_winning_score", json_real(mean_winning));
        json_t *ended = json_object();
        json_object_set_new(ended, "two_by_one_player", json_integer(t.ended[RR_END_TWO_BY_ONE]));
        json_object_set_new(ended, "all_three", json_integer(t.ended[RR_END_ALL_THREE]));
        json_object_set_new(ended, "turn_limit", json_integer(t.ended[RR_END_TURN_LIMIT]));
        json_object_set_new(o, "end_triggers", ended);
        for (int p = 0; p < m->seats; p++) {
            double r, h;
            rate(t.seat_wins[p], t.seat_games[p], &r, &h);
            json_t *s = json_object();
            json_object_set_new(s, "seat", json_string(seat_name[p]));
            json_object_set_new(s, "win_rate", json_real(r));
            json_object_set_new(s, "ci95", json_real(h));
            json_object_set_new(s, "mean_score", json_real(mean[p]));
            json_object_set_new(s, "sd_score", json_real(sd[p]));
            json_object_set_new(s, "p10", json_real(pct[p][0]));
            json_object_set_new(s, "p50", json_real(pct[p][1]));
            json_object_set_new(s, "p90", json_real(pct[p][2]));
            json_array_append_new(seats, s);
        }
        json_object_set_new(o, "seats", seats);
        for (int d = 0; d < m->distinct_count; d++) {
            double r, h;
            rate(t.agent_wins[d], t.agent_games[d], &r, &h);
            json_t *a = json_object();
            json_object_set_new(a, "win_rate", json_real(r));
            json_object_set_new(a, "ci95", json_real(h));
            json_object_set_new(a, "mean_score", json_real(t.agent_games[d] ? (double)t.agent_score_sum[d] / t.agent_games[d] : 0));
            json_object_set_new(agents_o, m->distinct[d], a);
        }
        json_object_set_new(o, "agents", agents_o);
        for (int hh = 0; hh < RR_HOUSE_COUNT; hh++)
            if (t.house_games[hh]) {
                double r, h;
                rate(t.house_wins[hh], t.house_games[hh], &r, &h);
                json_t *a = json_object();
                json_object_set_new(a, "win_rate", json_real(r));
                json_object_set_new(a, "ci95", json_real(h));
                json_object_set_new(a, "games", json_integer(t.house_games[hh]));
                json_object_set_new(houses_o, rr_house_name(hh), a);
            }
        json_object_set_new(o, "houses", houses_o);
        for (int c = 0; c < RR_CARD_COUNT; c++) {
            json_t *a = json_object();
            json_object_set_new(a, "card", json_string(rr_cards[c].name));
            json_object_set_new(a, "held", json_integer(t.card_held[c]));
            json_object_set_new(a, "holder_win_rate", t.card_held[c] ? json_real((double)t.card_wins[c] / SHARE / t.card_held[c]) : json_null());
            json_array_append_new(cards, a);
        }
        json_object_set_new(o, "cards", cards);
        sim_json_tail(o, &run, "redrising", fingerprint, m->seed, m->games, (const long *)&t, TOTALS_LONGS, seconds, cpu_seconds);
        char *text = json_dumps(o, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
        puts(text);
        free(text);
        json_decref(o);
    } else if (csv) {
        printf("game,seed,turns,decisions,end");
        for (int p = 0; p < m->seats; p++) printf(",score%d,house%d,won%d", p + 1, p + 1, p + 1);
        printf("\n");
        for (int g = run.first; g < run.last; g++) {
            const game_result *r = &m->results[g];
            static const char *const ends[] = {"none", "two_by_one", "all_three", "turn_limit"};
            printf("%d,%llu,%d,%d,%s", g, (unsigned long long)(m->seed + (uint64_t)g), r->turns, r->decisions,
                   ends[r->end_reason]);
            for (int p = 0; p < m->seats; p++)
                printf(",%d,%s,%d", r->score[p], rr_house_name(r->house[p]), r->winners >> p & 1);
            printf("\n");
        }
    } else {
        int from = merged ? 0 : run.first;
        printf("%ld games of %s, seeds %llu..%llu\n", t.games, m->options, (unsigned long long)(m->seed + (uint64_t)from),
               (unsigned long long)(m->seed + (uint64_t)from + (uint64_t)t.games - 1));
        sim_print_timing(&run, (int)t.games, m->threads, seconds, cpu_seconds);
        printf("mean length: %.1f turns, %.1f decisions; mean winning score %.1f\n", (double)t.turns / games,
               (double)t.decisions / games, mean_winning);
        printf("ended by two thresholds of one player %ld, all three %ld, the turn limit %ld\n\n",
               t.ended[RR_END_TWO_BY_ONE], t.ended[RR_END_ALL_THREE], t.ended[RR_END_TURN_LIMIT]);
        printf("%-28s %16s %7s %6s %5s %5s %5s\n", "seat", "wins (95% CI)", "mean", "sd", "p10", "p50", "p90");
        for (int p = 0; p < m->seats; p++) {
            double r, h;
            rate(t.seat_wins[p], t.seat_games[p], &r, &h);
            printf("%-28s %7.1f%% +-%4.1f %7.1f %6.1f %5.0f %5.0f %5.0f\n", seat_name[p], 100 * r, 100 * h, mean[p], sd[p],
                   pct[p][0], pct[p][1], pct[p][2]);
        }
        if (m->distinct_count > 1) {
            printf("\n%-28s %16s %7s\n", "agent", "wins (95% CI)", "mean");
            for (int d = 0; d < m->distinct_count; d++) {
                double r, h;
                rate(t.agent_wins[d], t.agent_games[d], &r, &h);
                printf("%-28s %7.1f%% +-%4.1f %7.1f\n", m->distinct[d], 100 * r, 100 * h,
                       t.agent_games[d] ? (double)t.agent_score_sum[d] / t.agent_games[d] : 0.0);
            }
        }
        printf("\n%-28s %16s %8s\n", "house", "wins (95% CI)", "games");
        for (int hh = 0; hh < RR_HOUSE_COUNT; hh++)
            if (t.house_games[hh]) {
                double r, h;
                rate(t.house_wins[hh], t.house_games[hh], &r, &h);
                printf("%-28s %7.1f%% +-%4.1f %8ld\n", rr_house_name(hh), 100 * r, 100 * h, t.house_games[hh]);
            }
        /* the cards whose holders win most and least often (held in 2%+ of hands) */
        int order[RR_CARD_COUNT], k = 0;
        for (int c = 0; c < RR_CARD_COUNT; c++)
            if (t.card_held[c] * 50 >= t.games) order[k++] = c;
        for (int i = 1; i < k; i++)
            for (int j = i; j > 0; j--) {
                double a = (double)t.card_wins[order[j]] / t.card_held[order[j]];
                double b = (double)t.card_wins[order[j - 1]] / t.card_held[order[j - 1]];
                if (a <= b) break;
                int tmp = order[j];
                order[j] = order[j - 1];
                order[j - 1] = tmp;
            }
        printf("\ncards held at the end, by their holders' win rate (top and bottom 5; --json has all):\n");
        for (int i = 0; i < k; i++) {
            if (i == 5 && k > 10) {
                printf("  ...\n");
                i = k - 5;
            }
            int c = order[i];
            printf("  %-22s held in %5.1f%% of games, holder won %5.1f%%\n", rr_cards[c].name,
                   100.0 * t.card_held[c] / t.games, 100.0 * t.card_wins[c] / SHARE / t.card_held[c]);
        }
        if (t.mcts_decisions)
            printf("\nmcts: %ld decisions, %.0f simulated decisions each\n", t.mcts_decisions,
                   (double)t.mcts_simulated / t.mcts_decisions);
    }
    if (plot) {
        FILE *f = fopen(plot, "w");
        if (!f) {
            fprintf(stderr, "cardtable sim: cannot write %s\n", plot);
            goto out;
        }
        /* score histograms per seat, 10-point bins from 0 to 500 */
        enum { BINS = 50 };
        long hist[RR_MAX_PLAYERS][BINS] = {{0}};
        long top = 1;
        for (int p = 0; p < m->seats; p++)
            for (int v = 0; v < SCORE_BINS; v++) {
                int b = (SCORE_LOW + v) / 10;
                b = b < 0 ? 0 : b >= BINS ? BINS - 1 : b;
                hist[p][b] += t.score_hist[p][v];
            }
        for (int p = 0; p < m->seats; p++)
            for (int b = 0; b < BINS; b++)
                if (hist[p][b] > top) top = hist[p][b];
        static const char *const colors[] = {"#c0392b", "#2471a3", "#229954", "#b7950b", "#7d3c98", "#616a6b"};
        fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"360\" font-family=\"sans-serif\" font-size=\"12\">\n");
        fprintf(f, "<rect width=\"640\" height=\"360\" fill=\"white\"/>\n<text x=\"20\" y=\"20\">Final scores, %ld games: %s</text>\n",
                t.games, m->options);
        fprintf(f, "<line x1=\"40\" y1=\"320\" x2=\"620\" y2=\"320\" stroke=\"black\"/>\n");
        for (int x = 0; x <= 500; x += 100) fprintf(f, "<text x=\"%d\" y=\"338\">%d</text>\n", 40 + x * 580 / 500 - 8, x);
        for (int p = 0; p < m->seats; p++) {
            fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"", colors[p]);
            for (int b = 0; b < BINS; b++)
                fprintf(f, "%d,%d ", 40 + (b * 10 + 5) * 580 / 500, 320 - (int)(hist[p][b] * 280 / top));
            fprintf(f, "\"/>\n<text x=\"460\" y=\"%d\" fill=\"%s\">%s</text>\n", 40 + 16 * p, colors[p], seat_name[p]);
        }
        fprintf(f, "</svg>\n");
        fclose(f);
    }
    status = 0;
out:
    sim_run_free(&run);
    free(m->results);
    free(m->partial);
    free(m);
    return status;
}
