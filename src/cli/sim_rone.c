/* sim_rone.c: `cardtable sim --game rone`: plays many RONE games with the given agents
 * and decks and reports win rates with 95% intervals per seat, agent, hero, deck and
 * card (play rate, the win rate when played and not, in the opening hand and not), the
 * first player's win rate, game length in rounds and how games ended. Game i uses seed
 * S + i; random seats play on the playout path (sim_play.c); every total is an integer
 * sum (the length's quartiles from a histogram of rounds: flat memory) merged at the
 * end, so the same seed gives the same report for any number of threads, and the parts
 * of a run (--shard K/N) merge into it (sim_merge.c). */
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "agent.h"
#include "cardfile_cli.h"
#include "cli.h"
#include "rone.h"
#include "simrun.h"

#define SHARE 12   /* a win shared by k players counts 12/k: integer for k = 1..4 */
#define DEFS 256   /* card definitions a set may have (a def is a uint8_t) */
#define SEATS RONE_MAX_SEATS

typedef struct game_result {
    uint8_t winners, first_player, end_reason;
    uint8_t hero[SEATS];   /* the hero's level-1 definition */
    uint8_t agent[SEATS];  /* index into the distinct agents */
    uint16_t rounds, decisions;
} game_result;

typedef struct card_totals {
    long in_deck, played, won_played, won_unplayed, opened, won_opened;
} card_totals;

enum { ROUND_BINS = 256 }; /* rounds 0..255: the round limit (A34) ends every game long before */

/* Every figure of the report is made from these sums (all longs: a part's --json carries
 * them, sim_merge.c adds the parts'). */
typedef struct totals {
    long games, decisions, ended[3], first_wins;
    long seat_wins[SEATS], seat_games[SEATS];
    long agent_wins[SEATS], agent_games[SEATS];
    long deck_wins[SEATS], deck_games[SEATS];  /* by distinct deck */
    long hero_wins[DEFS], hero_games[DEFS];
    card_totals card[DEFS];
    long mcts_decisions, mcts_simulated;
    long rounds[ROUND_BINS]; /* games by their length in rounds */
} totals;
#define TOTALS_LONGS (sizeof(totals) / sizeof(long))
_Static_assert(sizeof(totals) % sizeof(long) == 0, "totals is longs only");

typedef struct rone_sim {
    int games, players, threads;
    uint64_t seed;
    char options[512];
    char agents[SEATS][64];
    int agent_count;
    bool rotate;
    char distinct[SEATS][64];
    int distinct_count, agent_of[SEATS];
    char deck_label[SEATS][96];       /* per seat: the deck's name, a custom code or "random" */
    int deck_of[SEATS], deck_count;   /* per seat: its distinct deck */
    char decks[SEATS][96];
    const rone_set *set;
    game_result *results; /* --csv only: a line per game (memory grows with the games) */
    totals *partial;
    atomic_bool failed;
    char why[256];
} rone_sim;

static void fail(rone_sim *m, const char *why) {
    if (!atomic_exchange(&m->failed, true)) snprintf(m->why, sizeof m->why, "%s", why);
}

/* Is option (of the decision pending) a card played or recycled by its seat? */
static bool plays_a_card(const rone_state *s, int option) {
    int kind = s->pending.kind;
    return option < RONE_PLAYER && (kind == RONE_ASK_PLAY_CARD || kind == RONE_ASK_MAIN || kind == RONE_ASK_REACT);
}

/* What one game's statistics need from its decisions: the cards each seat played or
 * recycled, and the opening hands (as they are at the first main-phase decision). */
typedef struct game_watch {
    bool played[SEATS][DEFS], opened[SEATS][DEFS], dealt;
} game_watch;

/* Each decision (inside a playout too: pending.kind is then the question's kind): the
 * opening hands at the first main phase, and the card it plays or recycles. */
static void watch_decision(void *ctx, const void *state, int seat, int option) {
    game_watch *w = ctx;
    const rone_state *s = state;
    if (!w->dealt && s->pending.kind == RONE_ASK_MAIN) { /* the opening hands, after mulligans */
        w->dealt = true;
        for (int p = 0; p < s->now.players; p++) {
            int hand = rone_zone(p, RONE_Z_HAND);
            for (int i = 0; i < rone_zone_size(&s->now, hand); i++) w->opened[p][s->now.card[rone_zone_card(&s->now, hand, i)].def] = true;
        }
    }
    if (plays_a_card(s, option)) w->played[seat][s->now.card[option].def] = true;
}

static void play_one(void *ctx, int g, int thread) {
    rone_sim *m = ctx;
    totals *t = &m->partial[thread];
    rone_state *s = malloc(sizeof *s);
    game_watch *w = calloc(1, sizeof *w);
    if (!s || !w) {
        free(s);
        free(w);
        fail(m, "out of memory");
        return;
    }
    ct_error err;
    if (rone_new_game(s, m->options, m->seed + (uint64_t)g, &err)) {
        free(s);
        free(w);
        fail(m, err.message);
        return;
    }
    sim_table table = {.game = &rone_game, .decided = watch_decision, .ctx = w};
    int agent_index[SEATS];
    for (int p = 0; p < m->players; p++) {
        agent_index[p] = m->rotate ? (p + g) % m->players : p;
        ct_agent_parse(m->agents[agent_index[p]], (m->seed + (uint64_t)g) * 7 + (uint64_t)p, &table.agent[p], NULL, 0);
    }
    int decisions = sim_play_game(&table, s, &err);
    for (int p = 0; p < CT_MAX_SEATS; p++) ct_agent_free(&table.agent[p]); /* what a registered kind keeps */
    if (decisions < 0) {
        free(s);
        free(w);
        fail(m, err.message);
        return;
    }
    t->mcts_decisions += table.mcts_decisions;
    t->mcts_simulated += table.mcts_simulated;
    const rone_board *b = &s->now;
    game_result *r = m->results ? &m->results[g] : NULL;
    int winners = __builtin_popcount(b->winners);
    if (r) {
        r->winners = b->winners;
        r->first_player = b->first_player;
        r->end_reason = b->end_reason;
        r->rounds = b->round;
        r->decisions = (uint16_t)(decisions < 65535 ? decisions : 65535);
    }
    t->games++;
    t->rounds[b->round < ROUND_BINS ? b->round : ROUND_BINS - 1]++;
    t->decisions += decisions;
    t->ended[b->end_reason < 3 ? b->end_reason : 0]++;
    for (int p = 0; p < m->players; p++) {
        long share = b->winners >> p & 1 ? SHARE / winners : 0;
        int hero = b->card[b->hero[p][0]].def, agent = m->agent_of[agent_index[p]];
        if (r) r->hero[p] = (uint8_t)hero, r->agent[p] = (uint8_t)agent;
        t->seat_games[p]++;
        t->seat_wins[p] += share;
        t->agent_games[agent]++;
        t->agent_wins[agent] += share;
        t->deck_games[m->deck_of[p]]++;
        t->deck_wins[m->deck_of[p]] += share;
        t->hero_games[hero]++;
        t->hero_wins[hero] += share;
        if (p == b->first_player) t->first_wins += share;
        bool in_deck[DEFS] = {false};
        for (int c = 0; c < b->card_count; c++) {
            int type = m->set->cards[b->card[c].def].type;
            if (b->card[c].owner == p && (type == RONE_UNIT || type == RONE_TACTIC || type == RONE_TECH)) in_deck[b->card[c].def] = true;
        }
        for (int d = 0; d < m->set->card_count && d < DEFS; d++) {
            if (!in_deck[d]) continue;
            card_totals *c = &t->card[d];
            c->in_deck++;
            if (w->played[p][d]) c->played++, c->won_played += share;
            else c->won_unplayed += share;
            if (w->opened[p][d]) c->opened++, c->won_opened += share;
        }
    }
    free(s);
    free(w);
}

/* The threads' totals (or the parts' from sim merge) into all. */
static void merge(const rone_sim *m, const sim_merged *merged, totals *all) {
    sim_sum_totals((long *)all, TOTALS_LONGS, (const long *)m->partial, m->threads, merged);
}

/* The Wilson score interval (95%) of a rate p from n games: [lo, hi]. Unlike p +-
 * 1.96 sqrt(p(1-p)/n) it stays wide at 0% and 100% with few games. */
static void wilson(double p, double n, double *lo, double *hi) {
    if (n <= 0) {
        *lo = 0, *hi = 1;
        return;
    }
    const double z = 1.96, z2 = z * z;
    double denominator = 1 + z2 / n, center = (p + z2 / (2 * n)) / denominator;
    double half = z * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
    *lo = center - half, *hi = center + half;
}

/* The half width shown as "+-": the farther end of the Wilson interval from p. */
static double wilson_half(double p, double n) {
    double lo, hi;
    wilson(p, n, &lo, &hi);
    return p - lo > hi - p ? p - lo : hi - p;
}

/* The difference p1 - p2 of two rates (Newcombe's hybrid score interval from the two
 * Wilson intervals), its farther end from the difference as "+-". */
static double difference_half(double p1, double n1, double p2, double n2) {
    double l1, u1, l2, u2;
    wilson(p1, n1, &l1, &u1);
    wilson(p2, n2, &l2, &u2);
    double below = sqrt((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2)), above = sqrt((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2));
    return below > above ? below : above;
}

/* A win rate from SHARE units, with its 95% interval (Wilson). */
static double rate(long wins, long games, double *half) {
    double p = games ? (double)wins / SHARE / (double)games : 0;
    *half = wilson_half(p, (double)games);
    return p;
}

/* A card's figures: play rate, win rates played / not played and their difference
 * (with the difference's 95% interval), the same for the opening hand. */
typedef struct card_row {
    int def;
    double play_rate, won_played, won_unplayed, played_effect, played_half;
    double open_rate, won_opened, won_closed, open_effect, open_half;
    bool has_played, has_opened; /* both sides have games */
} card_row;

static card_row card_figures(const rone_sim *m, const totals *t, int d) {
    const card_totals *c = &t->card[d];
    card_row r = {.def = d};
    long unplayed = c->in_deck - c->played, closed = c->in_deck - c->opened;
    r.play_rate = c->in_deck ? (double)c->played / c->in_deck : 0;
    r.open_rate = c->in_deck ? (double)c->opened / c->in_deck : 0;
    r.won_played = c->played ? (double)c->won_played / SHARE / c->played : 0;
    r.won_unplayed = unplayed ? (double)c->won_unplayed / SHARE / unplayed : 0;
    r.has_played = c->played && unplayed;
    r.played_effect = r.won_played - r.won_unplayed;
    r.played_half = r.has_played ? difference_half(r.won_played, (double)c->played, r.won_unplayed, (double)unplayed) : 0;
    r.won_opened = c->opened ? (double)c->won_opened / SHARE / c->opened : 0;
    r.won_closed = closed ? (double)(c->won_played + c->won_unplayed - c->won_opened) / SHARE / closed : 0;
    r.has_opened = c->opened && closed;
    r.open_effect = r.won_opened - r.won_closed;
    r.open_half = r.has_opened ? difference_half(r.won_opened, (double)c->opened, r.won_closed, (double)closed) : 0;
    (void)m;
    return r;
}


static void usage(FILE *out) {
    fprintf(out,
            "usage: cardtable sim --game rone [--games N] [--players 2|3|4] [--agents A,B,..] [--deck1 DECK]\n"
            "                     [--deck2 DECK] [--deck3 DECK] [--set ID | --cards FILE] [--options TEXT] [--seed S]\n"
            "                     [--threads T] [--fixed-seats] [--json | --csv] [--plot FILE.svg] [--shard K/N] [--quiet]\n"
            "  plays N RONE games (default 1000) between P players (default 2); agents per seat: random\n"
            "  (default), greedy, greedy:s1, mcts, mcts:ITERATIONS, ...; they change seats from game to game\n"
            "  unless --fixed-seats. A deck is a ready-made deck's id (cistern-wall) or a deck code\n"
            "  (h1,1x2,...); seats without one get a random hero and deck. With --players 4, --deck1 and\n"
            "  --deck2 are the teams' shared decks: codes naming both heroes, 36 cards, up to 8\n"
            "  technologies (h1,h2,1x2,...,t1). --options adds game options (technologies=off\n"
            "  windows=lean heroes=h1,random,h3). --cards FILE plays a card set from a file (docs/RONE.md).\n"
            "  Reports wins per seat, agent, hero, deck and card. --shard K/N plays the K-th of N parts of the\n"
            "  games (merge their --json reports with cardtable sim merge); --quiet: no progress bar.\n");
}

/* The deck's label: a ready-made deck's name, or the code as given. */
static void deck_label(const char *set_id, const char *code, char *out, size_t size) {
    for (int i = 0; rone_deck_preset_at(i); i++) {
        const rone_deck_preset *d = rone_deck_preset_at(i);
        if (!strcmp(d->set, set_id) && !strcmp(d->id, code)) {
            snprintf(out, size, "%s", d->name);
            return;
        }
    }
    snprintf(out, size, "custom %.80s", code);
}

static void print_plot(FILE *f, const rone_sim *m, const totals *t) {
    enum { BINS = RONE_ROUND_LIMIT + 2 };
    long hist[BINS] = {0}, top = 1;
    for (int r = 0; r < ROUND_BINS; r++) hist[r < BINS ? r : BINS - 1] += t->rounds[r];
    for (int b = 0; b < BINS; b++)
        if (hist[b] > top) top = hist[b];
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"360\" font-family=\"sans-serif\" font-size=\"12\">\n");
    fprintf(f, "<rect width=\"640\" height=\"360\" fill=\"white\"/>\n<text x=\"20\" y=\"20\">Game length in rounds, %ld RONE games: %s</text>\n",
            t->games, m->options);
    fprintf(f, "<line x1=\"40\" y1=\"320\" x2=\"620\" y2=\"320\" stroke=\"black\"/>\n");
    for (int x = 0; x < BINS; x += 10) fprintf(f, "<text x=\"%d\" y=\"338\">%d</text>\n", 40 + x * 580 / BINS - 4, x);
    for (int b = 0; b < BINS; b++)
        if (hist[b])
            fprintf(f, "<rect x=\"%d\" y=\"%ld\" width=\"%d\" height=\"%ld\" fill=\"#2471a3\"/>\n", 40 + b * 580 / BINS,
                    320 - hist[b] * 280 / top, 580 / BINS - 1, hist[b] * 280 / top);
    fprintf(f, "</svg>\n");
}

int cli_sim_rone(int argc, char **argv) { return cli_sim_rone_merged(argc, argv, NULL); }

int cli_sim_rone_merged(int argc, char **argv, const sim_merged *merged) {
    rone_sim *m = calloc(1, sizeof *m);
    if (!m) return 2;
    sim_run run = {.merged = merged};
    totals *t = NULL;
    m->games = 1000;
    m->players = 2;
    m->seed = 1;
    m->rotate = true;
    m->threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (m->threads < 1) m->threads = 1;
    const char *agents = "random", *plot = NULL, *set_id = "ctc", *card_file = NULL, *more = "", *deck[3] = {NULL, NULL, NULL};
    bool json = false, csv = false;
    uint32_t given = 0;
    int status = 2;
    char shown[160];
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            usage(stdout);
            status = 0;
            goto out;
        }
        if (!strcmp(arg, "--json") || !strcmp(arg, "--csv") || !strcmp(arg, "--fixed-seats")) {
            if (!strcmp(arg, "--json")) json = true;
            else if (!strcmp(arg, "--csv")) csv = true;
            else m->rotate = false;
            continue;
        }
        int used, common = sim_common_flag(&run, arg, val, &used);
        if (common < 0) goto out;
        if (common) {
            i += used - 1;
            continue;
        }
        static const char *const valued[] = {"--game", "--games", "--players", "--threads", "--seed", "--agents",
                                             "--deck1", "--deck2", "--deck3", "--set", "--options", "--plot", "--cards"};
        if (cli_valued_flag("sim", "cardtable sim --game rone --help", arg, val, valued, (int)(sizeof valued / sizeof valued[0]), &given) < 0) goto out;
        bool ok = true;
        if (!strcmp(arg, "--games")) ok = cli_parse_int(val, 1, 2000000000, &m->games);
        else if (!strcmp(arg, "--players")) {
            if (!cli_parse_int(val, 2, 4, &m->players)) {
                fprintf(stderr, "cardtable sim: --players must be 2, 3 or 4 for RONE, not '%s'\n", cli_escape(val, shown, sizeof shown));
                goto out;
            }
        } else if (!strcmp(arg, "--threads")) ok = cli_parse_int(val, 1, 256, &m->threads);
        else if (!strcmp(arg, "--seed")) ok = cli_parse_u64(val, &m->seed);
        else if (!strcmp(arg, "--agents")) agents = val;
        else if (!strncmp(arg, "--deck", 6)) deck[arg[6] - '1'] = val;
        else if (!strcmp(arg, "--set")) set_id = val;
        else if (!strcmp(arg, "--cards")) card_file = val;
        else if (!strcmp(arg, "--options")) more = val;
        else if (!strcmp(arg, "--plot")) plot = val;
        if (!ok) {
            fprintf(stderr, "cardtable sim: bad value '%s' for %s (see cardtable sim --game rone --help)\n",
                    cli_escape(val, shown, sizeof shown), arg);
            goto out;
        }
        i++;
    }
    if (json && csv) {
        fprintf(stderr, "cardtable sim: --json and --csv are two formats: give one\n");
        goto out;
    }
    char set_options[96];
    snprintf(set_options, sizeof set_options, "set=%s", set_id);
    int set_index;
    if (card_file) {
        char why[600];
        if (strcmp(set_id, "ctc")) {
            fprintf(stderr, "cardtable sim: --set names a built-in set, --cards a set from a file: give one\n");
            goto out;
        }
        set_index = cli_load_rone_cards(card_file, why, sizeof why);
        if (set_index < 0) {
            fprintf(stderr, "cardtable sim: %s\n", why);
            goto out;
        }
        cli_rone_set_options(set_index, set_options, sizeof set_options);
        set_id = rone_set_at(set_index)->id;
    } else {
        set_index = rone_find_set(set_id);
    }
    if (set_index < 0) {
        fprintf(stderr, "cardtable sim: unknown card set '%s'\n", cli_escape(set_id, shown, sizeof shown));
        goto out;
    }
    m->set = rone_set_at(set_index);
    for (int p = 0; p < 3; p++)
        if (deck[p] && (m->players == 4 ? p >= 2 || !strchr(deck[p], ',') : p >= m->players)) {
            if (m->players != 4)
                fprintf(stderr, "cardtable sim: --deck%d: there is no seat %d in a %d-player game\n", p + 1, p + 1, m->players);
            else if (p >= 2)
                fprintf(stderr, "cardtable sim: --deck%d: in 2 v 2 a team's deck is --deck1 (seats 1 and 3) or --deck2 (seats 2 and 4)\n", p + 1);
            else
                fprintf(stderr, "cardtable sim: --deck%d %s: a team's deck is a code naming both heroes, 36 cards and up to 8 technologies "
                                "(h1,h2,1x2,...,t1); there are no ready-made team decks\n", p + 1, cli_escape(deck[p], shown, sizeof shown));
            goto out;
        }
    for (int p = 0; p < 3; p++) { /* a ready-made deck's id that is not one: the closest, as play says */
        if (!deck[p] || strchr(deck[p], ',')) continue;
        int best = 99;
        const char *guess = NULL;
        bool known = false;
        for (int i = 0; rone_deck_preset_at(i); i++) {
            const rone_deck_preset *pr = rone_deck_preset_at(i);
            if (strcasecmp(pr->set, m->set->id)) continue;
            if (!strcmp(pr->id, deck[p])) known = true;
            int far = ct_name_distance(deck[p], pr->id);
            if (far < best) best = far, guess = pr->id;
        }
        if (known) continue;
        fprintf(stderr, "cardtable sim: --deck%d %s: no such deck%s%s%s\n", p + 1, cli_escape(deck[p], shown, sizeof shown),
                guess ? " (did you mean " : "", guess ? guess : "", guess ? "? a deck code like h1,1x2,...,t1 works too)" : "");
        goto out;
    }
    int n = snprintf(m->options, sizeof m->options, "players=%d %s", m->players, set_options);
    for (int p = 0; p < 3; p++)
        if (deck[p]) n += snprintf(m->options + n, sizeof m->options - (size_t)n, " deck%d=%s", p + 1, deck[p]);
    if (*more) n += snprintf(m->options + n, sizeof m->options - (size_t)n, " %s", more);
    if (n >= (int)sizeof m->options) {
        fprintf(stderr, "cardtable sim: the game options are too long\n");
        goto out;
    }
    {
        rone_state *probe = malloc(sizeof *probe);
        ct_error err;
        ct_status bad = probe ? rone_new_game(probe, m->options, m->seed, &err) : CT_ERR_MEMORY;
        if (!probe) snprintf(err.message, sizeof err.message, "out of memory");
        free(probe);
        if (bad) {
            fprintf(stderr, "cardtable sim: %s\n", err.message);
            goto out;
        }
    }
    /* decks per seat, and the distinct ones */
    for (int p = 0; p < m->players; p++) {
        int pile = m->players == 4 ? p % 2 : p; /* 2 v 2: the team's deck */
        if (pile < 3 && deck[pile]) deck_label(set_id, deck[pile], m->deck_label[p], sizeof m->deck_label[p]);
        else snprintf(m->deck_label[p], sizeof m->deck_label[p], "random deck");
        int d = 0;
        while (d < m->deck_count && strcmp(m->decks[d], m->deck_label[p])) d++;
        if (d == m->deck_count) memcpy(m->decks[m->deck_count++], m->deck_label[p], sizeof m->decks[0]);
        m->deck_of[p] = d;
    }
    /* agents, one per seat, the list repeating */
    if (!sim_parse_agents(agents, m->players, SEATS, m->agents, &m->agent_count, m->distinct, &m->distinct_count, m->agent_of))
        goto out;
    if (!sim_run_start(&run, argc, argv, m->games)) goto out;
    char fingerprint[17];
    sim_fingerprint(&rone_game, m->options, fingerprint);
    if (sim_merge_refused(merged, TOTALS_LONGS, fingerprint)) goto out;
    m->results = csv && !merged ? calloc((size_t)m->games, sizeof *m->results) : NULL;
    m->partial = calloc((size_t)m->threads, sizeof *m->partial);
    t = malloc(sizeof *t);
    if ((csv && !merged && !m->results) || !m->partial || !t) {
        fprintf(stderr, "cardtable sim: out of memory\n");
        goto out;
    }
    double cpu_start = sim_cpu_seconds(), seconds, cpu_seconds;
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
    merge(m, merged, t);
    long games = t->games > 0 ? t->games : 1; /* the games of this part (or of every part merged) */
    int median = (int)sim_hist_kth(t->rounds, ROUND_BINS, 0, t->games / 2);
    int q1 = (int)sim_hist_kth(t->rounds, ROUND_BINS, 0, t->games / 4);
    int q3 = (int)sim_hist_kth(t->rounds, ROUND_BINS, 0, 3 * t->games / 4);
    double half, first = rate(t->first_wins, t->games, &half);
    double first_half = half;
    char seat_label[SEATS][200];
    for (int p = 0; p < m->players; p++)
        if (m->rotate && m->distinct_count > 1) snprintf(seat_label[p], sizeof seat_label[p], "seat %d (%s)", p + 1, m->deck_label[p]);
        else snprintf(seat_label[p], sizeof seat_label[p], "seat %d (%s, %s)", p + 1, m->agents[p], m->deck_label[p]);
    /* the cards of the games, most played first */
    card_row rows[DEFS];
    int row_count = 0;
    for (int d = 0; d < m->set->card_count && d < DEFS; d++)
        if (t->card[d].in_deck) rows[row_count++] = card_figures(m, t, d);
    for (int i = 1; i < row_count; i++)
        for (int j = i; j > 0 && rows[j].play_rate > rows[j - 1].play_rate; j--) {
            card_row x = rows[j];
            rows[j] = rows[j - 1];
            rows[j - 1] = x;
        }
    if (json) {
        json_t *o = json_object(), *seats = json_array(), *agents_o = json_object(), *heroes = json_object(), *decks = json_object(),
               *cards = json_array(), *ended = json_object(), *length = json_object(), *first_o = json_object();
        json_object_set_new(o, "game", json_string("rone"));
        json_object_set_new(o, "games", json_integer(t->games));
        json_object_set_new(o, "options", json_string(m->options));
        json_object_set_new(o, "seed", json_integer((json_int_t)m->seed));
        json_object_set_new(length, "median_rounds", json_integer(median));
        json_object_set_new(length, "quartile1_rounds", json_integer(q1));
        json_object_set_new(length, "quartile3_rounds", json_integer(q3));
        json_object_set_new(length, "mean_decisions", json_real((double)t->decisions / games));
        json_object_set_new(o, "length", length);
        json_object_set_new(ended, "out_of_cards", json_integer(t->ended[RONE_END_CARDS]));
        json_object_set_new(ended, "round_limit", json_integer(t->ended[RONE_END_ROUNDS]));
        json_object_set_new(o, "ended", ended);
        json_object_set_new(first_o, "win_rate", json_real(first));
        json_object_set_new(first_o, "ci95", json_real(first_half));
        json_object_set_new(o, "first_player", first_o);
        for (int p = 0; p < m->players; p++) {
            json_t *s = json_object();
            double r = rate(t->seat_wins[p], t->seat_games[p], &half);
            json_object_set_new(s, "seat", json_string(seat_label[p]));
            json_object_set_new(s, "deck", json_string(m->deck_label[p]));
            json_object_set_new(s, "games", json_integer(t->seat_games[p]));
            json_object_set_new(s, "win_rate", json_real(r));
            json_object_set_new(s, "ci95", json_real(half));
            json_array_append_new(seats, s);
        }
        json_object_set_new(o, "seats", seats);
        for (int d = 0; d < m->distinct_count; d++) {
            json_t *a = json_object();
            double r = rate(t->agent_wins[d], t->agent_games[d], &half);
            json_object_set_new(a, "games", json_integer(t->agent_games[d]));
            json_object_set_new(a, "win_rate", json_real(r));
            json_object_set_new(a, "ci95", json_real(half));
            json_object_set_new(agents_o, m->distinct[d], a);
        }
        json_object_set_new(o, "agents", agents_o);
        for (int h = 0; h < m->set->card_count && h < DEFS; h++)
            if (t->hero_games[h]) {
                json_t *a = json_object();
                double r = rate(t->hero_wins[h], t->hero_games[h], &half);
                json_object_set_new(a, "games", json_integer(t->hero_games[h]));
                json_object_set_new(a, "win_rate", json_real(r));
                json_object_set_new(a, "ci95", json_real(half));
                json_object_set_new(heroes, m->set->cards[h].name, a);
            }
        json_object_set_new(o, "heroes", heroes);
        for (int d = 0; d < m->deck_count; d++) {
            json_t *a = json_object();
            double r = rate(t->deck_wins[d], t->deck_games[d], &half);
            json_object_set_new(a, "games", json_integer(t->deck_games[d]));
            json_object_set_new(a, "win_rate", json_real(r));
            json_object_set_new(a, "ci95", json_real(half));
            json_object_set_new(decks, m->decks[d], a);
        }
        json_object_set_new(o, "decks", decks);
        for (int i = 0; i < row_count; i++) {
            const card_row *r = &rows[i];
            const card_totals *c = &t->card[r->def];
            json_t *a = json_object();
            json_object_set_new(a, "card", json_string(m->set->cards[r->def].name));
            json_object_set_new(a, "id", json_string(m->set->cards[r->def].id));
            json_object_set_new(a, "in_deck", json_integer(c->in_deck));
            json_object_set_new(a, "played", json_integer(c->played));
            json_object_set_new(a, "play_rate", json_real(r->play_rate));
            json_object_set_new(a, "win_rate_played", c->played ? json_real(r->won_played) : json_null());
            json_object_set_new(a, "win_rate_not_played", c->in_deck > c->played ? json_real(r->won_unplayed) : json_null());
            json_object_set_new(a, "played_effect", r->has_played ? json_real(r->played_effect) : json_null());
            json_object_set_new(a, "played_effect_ci95", r->has_played ? json_real(r->played_half) : json_null());
            json_object_set_new(a, "opened", json_integer(c->opened));
            json_object_set_new(a, "win_rate_opening_hand", c->opened ? json_real(r->won_opened) : json_null());
            json_object_set_new(a, "win_rate_not_opening_hand", c->in_deck > c->opened ? json_real(r->won_closed) : json_null());
            json_object_set_new(a, "opening_effect", r->has_opened ? json_real(r->open_effect) : json_null());
            json_object_set_new(a, "opening_effect_ci95", r->has_opened ? json_real(r->open_half) : json_null());
            json_array_append_new(cards, a);
        }
        json_object_set_new(o, "cards", cards);
        sim_json_tail(o, &run, "rone", fingerprint, m->seed, m->games, (const long *)t, TOTALS_LONGS, seconds, cpu_seconds);
        char *text = json_dumps(o, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
        if (text) puts(text);
        free(text);
        json_decref(o);
    } else if (csv) {
        printf("game,seed,rounds,decisions,end,first_player");
        for (int p = 0; p < m->players; p++) printf(",hero%d,deck%d,agent%d,won%d", p + 1, p + 1, p + 1, p + 1);
        printf("\n");
        static const char *const ends[] = {"none", "out_of_cards", "round_limit"};
        for (int g = run.first; g < run.last; g++) {
            const game_result *r = &m->results[g];
            printf("%d,%llu,%d,%d,%s,%d", g, (unsigned long long)(m->seed + (uint64_t)g), r->rounds, r->decisions,
                   ends[r->end_reason < 3 ? r->end_reason : 0], r->first_player + 1);
            for (int p = 0; p < m->players; p++)
                printf(",\"%s\",\"%s\",%s,%d", m->set->cards[r->hero[p]].name, m->deck_label[p], m->distinct[r->agent[p]],
                       r->winners >> p & 1);
            printf("\n");
        }
    } else {
        int from = merged ? 0 : run.first;
        printf("%ld RONE games of %s, seeds %llu..%llu\n", t->games, m->options, (unsigned long long)(m->seed + (uint64_t)from),
               (unsigned long long)(m->seed + (uint64_t)from + (uint64_t)t->games - 1));
        sim_print_timing(&run, (int)t->games, m->threads, seconds, cpu_seconds);
        printf("length: median %d rounds (quartiles %d-%d), %.1f decisions a game\n", median, q1, q3,
               (double)t->decisions / games);
        printf("ended by a hero out of cards %ld, by the round limit (A34) %ld\n", t->ended[RONE_END_CARDS], t->ended[RONE_END_ROUNDS]);
        printf("the first player (drawn at random, R27) won %.1f%% +-%4.1f\n\n", 100 * first, 100 * first_half);
        printf("%-44s %16s %7s\n", "seat", "wins (95% CI)", "games");
        for (int p = 0; p < m->players; p++) {
            double r = rate(t->seat_wins[p], t->seat_games[p], &half);
            printf("%-44s %7.1f%% +-%4.1f %7ld\n", seat_label[p], 100 * r, 100 * half, t->seat_games[p]);
        }
        if (m->distinct_count > 1) {
            printf("\n%-44s %16s %7s\n", "agent", "wins (95% CI)", "games");
            for (int d = 0; d < m->distinct_count; d++) {
                double r = rate(t->agent_wins[d], t->agent_games[d], &half);
                printf("%-44s %7.1f%% +-%4.1f %7ld\n", m->distinct[d], 100 * r, 100 * half, t->agent_games[d]);
            }
        }
        printf("\n%-44s %16s %7s\n", "hero", "wins (95% CI)", "games");
        for (int h = 0; h < m->set->card_count && h < DEFS; h++)
            if (t->hero_games[h]) {
                double r = rate(t->hero_wins[h], t->hero_games[h], &half);
                printf("%-44s %7.1f%% +-%4.1f %7ld\n", m->set->cards[h].name, 100 * r, 100 * half, t->hero_games[h]);
            }
        printf("\n%-44s %16s %7s\n", "deck", "wins (95% CI)", "games");
        for (int d = 0; d < m->deck_count; d++) {
            double r = rate(t->deck_wins[d], t->deck_games[d], &half);
            printf("%-44.44s %7.1f%% +-%4.1f %7ld\n", m->decks[d], 100 * r, 100 * half, t->deck_games[d]);
        }
        printf("\ncards, most played first (of the player-games with the card in the deck: played or recycled;\n"
               "its player's win rate when played and not; the same for the opening hand; --json has every card):\n");
        printf("%-28s %7s %7s %7s %15s %7s %15s\n", "card", "decks", "played", "won", "played-not", "opened", "opening-not");
        for (int i = 0; i < row_count && i < 30; i++) {
            const card_row *r = &rows[i];
            char effect[32] = "-", open[32] = "-";
            if (r->has_played) snprintf(effect, sizeof effect, "%+.1f +-%.1f", 100 * r->played_effect, 100 * r->played_half);
            if (r->has_opened) snprintf(open, sizeof open, "%+.1f +-%.1f", 100 * r->open_effect, 100 * r->open_half);
            printf("%-28.28s %7ld %6.1f%% %6.1f%% %15s %6.1f%% %15s\n", m->set->cards[r->def].name, t->card[r->def].in_deck,
                   100 * r->play_rate, 100 * r->won_played, effect, 100 * r->open_rate, open);
        }
        if (row_count > 30) printf("  ... %d more\n", row_count - 30);
        if (t->mcts_decisions)
            printf("\nmcts: %ld decisions, %.0f simulated decisions each\n", t->mcts_decisions,
                   (double)t->mcts_simulated / t->mcts_decisions);
    }
    if (plot) {
        FILE *f = fopen(plot, "w");
        if (!f) {
            fprintf(stderr, "cardtable sim: cannot write %s\n", cli_escape(plot, shown, sizeof shown));
            goto out;
        }
        print_plot(f, m, t);
        if (fclose(f)) {
            fprintf(stderr, "cardtable sim: cannot write %s\n", cli_escape(plot, shown, sizeof shown));
            goto out;
        }
    }
    status = 0;
out:
    sim_run_free(&run);
    free(t);
    free(m->results);
    free(m->partial);
    free(m);
    return status;
}
