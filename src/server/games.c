/* games.c: the games the server holds: creating one (seats, tokens, bots; every name
 * checked, a person in every game, each bot within the server's budget), finding the
 * seat a token opens (loading the game from the database when it is not in memory),
 * answering and undoing (stored before acknowledged), the log (each answer told as each
 * seat may know it: narrate_web.c), and letting games nobody uses leave memory. The
 * bots move on worker threads (bots.c). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "server.h"

void reply_error(reply *r, int status, const char *format, ...) {
    char message[300];
    va_list ap;
    va_start(ap, format);
    vsnprintf(message, sizeof message, format, ap);
    va_end(ap);
    r->status = status;
    json_decref(r->body);
    free(r->text);
    r->text = NULL;
    r->body = json_pack("{s:s}", "error", message);
}

static unsigned bucket_of(const char *id) {
    unsigned h = 2166136261u;
    for (; *id; id++) h = (h ^ (unsigned char)*id) * 16777619u;
    return h % 4096;
}

void seat_label(const game *g, int seat, char *buf, size_t size) {
    if (seat < 0 || seat >= g->seats) snprintf(buf, size, "nobody");
    else if (g->extras && g->extras->seat_label) g->extras->seat_label(g, seat, buf, size);
    else snprintf(buf, size, "%s", g->seat[seat].name);
}

/* ---- the log ---- */

static void log_clear(game *g) {
    for (size_t i = 0; i < g->log_count; i++) free(g->log[i].texts);
    g->log_count = 0;
}

/* Room for one more line; its slot, or NULL (out of memory). */
static log_line *log_slot(game *g) {
    if (g->log_count == g->log_capacity) {
        size_t cap = g->log_capacity ? g->log_capacity * 2 : 64;
        log_line *bigger = realloc(g->log, cap * sizeof *bigger);
        if (!bigger) return NULL;
        g->log = bigger;
        g->log_capacity = cap;
    }
    return &g->log[g->log_count];
}

static void log_same(game *g, const char *text) {
    log_line *l = log_slot(g);
    if (l && log_line_same(text, l)) g->log_count++;
    else fprintf(stderr, "cardtable serve: game %s: out of memory for the log\n", g->id);
}

/* What happened before the first answer (Tull Au Toma's opening turn), if the game says. */
static void log_opening(game *g) {
    if (g->extras && g->extras->opening_log) g->extras->opening_log(g, log_same);
}

/* Applies one answer to the game in memory and logs what it did, for each seat. */
ct_status game_play(game *g, int option, ct_error *err) {
    if (!g->before_last && !(g->before_last = malloc(g->rules->state_size)))
        return ct_fail(err, CT_ERR_MEMORY, "out of memory");
    void *before = malloc(g->rules->state_size);
    if (!before) return ct_fail(err, CT_ERR_MEMORY, "out of memory");
    memcpy(before, g->state, g->rules->state_size);
    ct_status st = ct_record_play(&g->rec, g->state, option, err);
    if (!st) {
        log_line *l = log_slot(g);
        if (l && log_line_narrate(g, before, option, g->state, l)) g->log_count++;
        else fprintf(stderr, "cardtable serve: game %s: out of memory for the log\n", g->id);
        if (g->rules->is_over(g->state)) log_same(g, "The game is over.");
        memcpy(g->before_last, before, g->rules->state_size);
    }
    free(before);
    return st;
}

/* Rebuilds the game in memory from options, seed and answers (loading, undo). */
static ct_status replay_all(game *g, const char *options, uint64_t seed, const uint16_t *answers, size_t count,
                            ct_error *err) {
    ct_record_free(&g->rec);
    log_clear(g);
    free(g->before_last);
    g->before_last = NULL;
    ct_status st = ct_record_start(&g->rec, g->rules, options, seed, g->state, err);
    if (!st) log_opening(g);
    for (size_t i = 0; !st && i < count; i++) st = game_play(g, answers[i], err);
    return st;
}

/* Rebuilds a stored game: each answer by its option name where one was stored (the
 * option of that name among the legal ones then), else by its number (answers stored
 * before names were). */
static ct_status replay_stored(game *g, const stored_game *stored, ct_error *err) {
    ct_record_free(&g->rec);
    log_clear(g);
    ct_status st = ct_record_start(&g->rec, g->rules, stored->options, stored->seed, g->state, err);
    if (!st) g->seats = g->rules->seat_count(g->state); /* the log is told to each seat */
    if (!st) log_opening(g);
    for (size_t i = 0; !st && i < stored->count; i++) {
        int option = stored->answers[i];
        const char *name = stored->names ? stored->names[i] : NULL;
        if (name && *name) {
            uint16_t legal[CT_MAX_OPTIONS];
            int n = g->rules->legal(g->state, legal);
            char each[CT_NAME_SIZE];
            option = -1;
            for (int k = 0; k < n && option < 0; k++) {
                g->rules->option_name(g->state, legal[k], each, sizeof each);
                if (!strcmp(each, name)) option = legal[k];
            }
            if (option < 0) return ct_fail(err, CT_ERR_RECORD, "answer %zu, '%.60s', is not an option there", i + 1, name);
        }
        st = game_play(g, option, err);
    }
    return st;
}

/* A game of rules, not started yet; NULL: out of memory. */
static game *game_new(const ct_game *rules) {
    game *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    if (!(g->state = calloc(1, rules->state_size))) {
        free(g);
        return NULL;
    }
    g->rules = rules;
    g->extras = server_game_find(rules->name);
    pthread_mutex_init(&g->lock, NULL);
    g->last_used = now_seconds();
    return g;
}

static void game_free(game *g) {
    for (size_t p = 0; p < sizeof g->seat / sizeof g->seat[0]; p++) ct_agent_free(&g->seat[p].ai);
    ct_record_free(&g->rec);
    log_clear(g);
    free(g->log);
    free(g->before_last);
    free(g->state);
    pthread_mutex_destroy(&g->lock);
    free(g);
}

/* With games_lock held: the game of id in memory, or NULL. */
static game *find(server *sv, const char *id) {
    game *g = sv->buckets[bucket_of(id)];
    while (g && strcmp(g->id, id)) g = g->next;
    return g;
}

/* Adds g to the table, unless a game of its id is there already (loaded meanwhile by
 * another request): then g is freed and that one given. With the game given locked. */
static game *add_to_table(server *sv, game *g) {
    pthread_mutex_lock(&sv->games_lock);
    game *there = find(sv, g->id);
    if (there) {
        game_free(g);
        g = there;
    } else {
        unsigned b = bucket_of(g->id);
        g->next = sv->buckets[b];
        sv->buckets[b] = g;
        sv->game_count++;
    }
    pthread_mutex_lock(&g->lock);
    pthread_mutex_unlock(&sv->games_lock);
    return g;
}

void games_unload_idle(server *sv, double now) {
    pthread_mutex_lock(&sv->games_lock);
    for (int b = 0; b < 4096; b++)
        for (game **at = &sv->buckets[b]; *at;) {
            game *g = *at;
            /* a game in use now is passed over: it is looked at again the next time */
            bool idle = false;
            if (!pthread_mutex_trylock(&g->lock)) {
                idle = !g->streams && !g->bot_queued && !g->bot_thinking &&
                       now - g->last_used >= sv->limits.unload_seconds;
                pthread_mutex_unlock(&g->lock);
            }
            if (idle) {
                *at = g->next;
                sv->game_count--;
                game_free(g);
            } else {
                at = &g->next;
            }
        }
    pthread_mutex_unlock(&sv->games_lock);
}

/* ---- the server ---- */

void game_changed(server *sv, game *g) {
    g->version++; /* an answer more, or one undone: answers + 2 x undos (store_jobs.h) */
    streams_wake(g);
    jobs_changed(sv, g);
}

bool server_init(server *sv, store *db, const server_limits *limits, char *why, size_t size) {
    memset(sv, 0, sizeof *sv);
    sv->db = db;
    sv->limits = *limits;
    sv->stop_pipe[0] = sv->stop_pipe[1] = -1;
    pthread_mutex_init(&sv->games_lock, NULL);
    pthread_mutex_init(&sv->queue_lock, NULL);
    pthread_cond_init(&sv->queue_ready, NULL);
    pthread_mutex_init(&sv->heads_lock, NULL);
    pthread_mutex_init(&sv->clock_lock, NULL);
    pthread_cond_init(&sv->clock_wake, NULL);
    address_limit_init(&sv->requests, limits->rate, limits->rate * 2);
    address_limit_init(&sv->games_made, limits->games_per_hour / 3600, limits->games_per_hour);
    return bots_start(sv, why, size) && (clock_start(sv) || (snprintf(why, size, "cannot start the clock thread"), false));
}

void server_stop(server *sv) {
    clock_stop(sv);
    bots_stop(sv);
    for (int b = 0; b < 4096; b++) {
        game *g = sv->buckets[b];
        while (g) {
            game *next = g->next;
            game_free(g);
            g = next;
        }
        sv->buckets[b] = NULL;
    }
    address_limit_free(&sv->requests);
    address_limit_free(&sv->games_made);
    pthread_mutex_destroy(&sv->games_lock);
    pthread_mutex_destroy(&sv->queue_lock);
    pthread_cond_destroy(&sv->queue_ready);
    pthread_mutex_destroy(&sv->heads_lock);
    pthread_mutex_destroy(&sv->clock_lock);
    pthread_cond_destroy(&sv->clock_wake);
}

/* ---- seats ---- */

static bool setup_bots(game *g, char *why, size_t size) {
    for (int p = 0; p < g->seats; p++) {
        if (g->seat[p].kind != SEAT_BOT) continue;
        if (!ct_agent_parse(g->seat[p].agent, g->rec.seed * 31 + (uint64_t)p, &g->seat[p].ai, why, size)) return false;
        g->seat[p].ai.threads = 1; /* the server plays many games at once */
    }
    return true;
}

typedef struct load_ctx {
    server *sv;
    uint64_t undos; /* its undos stored, read before the game (the version is never above the game read) */
    game *loaded;
    char *why;
    size_t size;
} load_ctx;

static bool load_one(void *ctx, const stored_game *stored) {
    load_ctx *lc = ctx;
    const char *id = stored->id;
    const ct_game *rules = ct_find_game(stored->game);
    if (!rules) {
        snprintf(lc->why, lc->size, "game %s is of a game this server does not play: '%s'", id, stored->game);
        return false;
    }
    game *g = game_new(rules);
    if (!g) {
        snprintf(lc->why, lc->size, "out of memory");
        return false;
    }
    snprintf(g->id, sizeof g->id, "%s", id);
    snprintf(g->mode, sizeof g->mode, "%s", stored->mode);
    memcpy(g->seat, stored->seats, sizeof g->seat);
    memcpy(g->spectator_hash, stored->spectator_hash, sizeof g->spectator_hash);
    ct_error err;
    if (replay_stored(g, stored, &err)) {
        snprintf(lc->why, lc->size, "game %s does not replay: %s", id, err.message);
        game_free(g);
        return false;
    }
    g->seats = rules->seat_count(g->state);
    if (g->seats != stored->seat_count) {
        snprintf(lc->why, lc->size, "game %s: %d seats stored for %d players", id, stored->seat_count, g->seats);
        game_free(g);
        return false;
    }
    if (!setup_bots(g, lc->why, lc->size)) {
        game_free(g);
        return false;
    }
    g->version = g->rec.count + 2 * lc->undos; /* store_jobs.h */
    lc->loaded = g;
    return true;
}

bool game_refresh(server *sv, game *g) {
    char why[300];
    load_ctx ctx = {sv, 0, NULL, why, sizeof why};
    *why = 0;
    if (!store_undos(sv->db, g->id, &ctx.undos, why, sizeof why) ||
        store_load_game(sv->db, g->id, load_one, &ctx, why, sizeof why) != 1 || !ctx.loaded) {
        fprintf(stderr, "cardtable serve: game %s cannot be read again: %s\n", g->id, *why ? why : "gone");
        return false;
    }
    game *fresh = ctx.loaded; /* its record, state, log and seats are taken; the rest is freed */
    ct_record rec = g->rec;
    g->rec = fresh->rec;
    fresh->rec = rec;
    void *state = g->state;
    g->state = fresh->state;
    fresh->state = state;
    void *before = g->before_last;
    g->before_last = fresh->before_last;
    fresh->before_last = before;
    log_line *log = g->log;
    size_t count = g->log_count, capacity = g->log_capacity;
    g->log = fresh->log;
    g->log_count = fresh->log_count;
    g->log_capacity = fresh->log_capacity;
    fresh->log = log;
    fresh->log_count = count;
    fresh->log_capacity = capacity;
    seat_info seats[CT_MAX_SEATS]; /* swapped: g's old agents are freed with fresh */
    memcpy(seats, g->seat, sizeof seats);
    memcpy(g->seat, fresh->seat, sizeof g->seat);
    memcpy(fresh->seat, seats, sizeof seats);
    memcpy(g->spectator_hash, fresh->spectator_hash, sizeof g->spectator_hash);
    g->seats = fresh->seats;
    g->version = fresh->version;
    game_free(fresh);
    streams_wake(g);
    return true;
}

void games_changed_elsewhere(void *ctx, const char *id) {
    server *sv = ctx;
    size_t n = 0, cap = 0;
    char (*ids)[GAME_ID_CHARS + 1] = NULL;
    pthread_mutex_lock(&sv->games_lock);
    for (int b = 0; b < 4096; b++) /* the games to read again: id's, or every game in memory */
        for (game *g = id ? (b ? NULL : find(sv, id)) : sv->buckets[b]; g; g = id ? NULL : g->next) {
            if (n == cap) {
                cap = cap ? cap * 2 : 16;
                char(*bigger)[GAME_ID_CHARS + 1] = realloc(ids, cap * sizeof *ids);
                if (!bigger) break;
                ids = bigger;
            }
            memcpy(ids[n++], g->id, GAME_ID_CHARS + 1);
        }
    pthread_mutex_unlock(&sv->games_lock);
    for (size_t i = 0; i < n; i++) {
        pthread_mutex_lock(&sv->games_lock);
        game *g = find(sv, ids[i]);
        if (g) pthread_mutex_lock(&g->lock);
        pthread_mutex_unlock(&sv->games_lock);
        if (g) {
            game_refresh(sv, g);
            pthread_mutex_unlock(&g->lock);
        }
    }
    free(ids);
}

bool game_store_answer(server *sv, game *g, int option, char *why, size_t size) {
    char name[CT_NAME_SIZE];
    g->rules->option_name(g->state, option, name, sizeof name);
    int stored = store_add_answer(sv->db, g->id, g->rec.count, option, name, why, size);
    if (stored == STORE_TAKEN) { /* another server's answer came first: this one is stale */
        snprintf(why, size, "stale: the game has moved on since (another answer was taken first); reload");
        game_refresh(sv, g);
    }
    return stored == STORE_OK;
}

/* The game of id from the database, put in memory and locked; NULL if there is none
 * (why empty) or it cannot be loaded (why says why). */
static game *load_game(server *sv, const char *id, char *why, size_t size) {
    load_ctx ctx = {sv, 0, NULL, why, size};
    *why = 0;
    if (!store_undos(sv->db, id, &ctx.undos, why, size) ||
        store_load_game(sv->db, id, load_one, &ctx, why, size) != 1 || !ctx.loaded)
        return NULL;
    return add_to_table(sv, ctx.loaded); /* a bot to move has its job in the database */
}

game *game_hold(server *sv, const char *id, char *why, size_t size) {
    pthread_mutex_lock(&sv->games_lock);
    game *g = find(sv, id);
    if (g) pthread_mutex_lock(&g->lock);
    pthread_mutex_unlock(&sv->games_lock);
    *why = 0;
    if (!g) g = load_game(sv, id, why, size);
    if (g) g->last_used = now_seconds();
    return g;
}

/* A seat's name: at most SEAT_NAME_SIZE - 1 bytes of UTF-8 (jansson has checked the
 * UTF-8), with no control character (C0, DEL or C1). */
static bool valid_name(const char *name) {
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
        if (*p < 32 || *p == 127) return false;
        if (p[0] == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f) return false;
    }
    return strlen(name) < SEAT_NAME_SIZE;
}

/* Whether key is one of the fields every new game reads, or one game's own reads. */
static bool known_field(const char *key, const server_game *extras) {
    static const char *const common[] = {"game", "mode", "players", "options", "seats", "seed", "clock", NULL};
    for (int k = 0; common[k]; k++)
        if (!strcmp(common[k], key)) return true;
    for (int k = 0; extras && extras->fields && extras->fields[k]; k++)
        if (!strcmp(extras->fields[k], key)) return true;
    return false;
}

/* The options text from a request: the game's own fields' (its server part), then the
 * request's "options" text; false with r set. */
static bool options_text(json_t *req, const server_game *extras, char *out, size_t size, reply *r) {
    *out = 0;
    if (extras && extras->options && !extras->options(req, out, size, r)) return false;
    json_t *text = json_object_get(req, "options");
    if (text && !json_is_null(text)) {
        const char *t = json_string_value(text);
        if (!t) {
            reply_error(r, 400, "options must be the game's options text");
            return false;
        }
        size_t n = strlen(out);
        if (n + strlen(t) + 2 > size) {
            reply_error(r, 400, "options: too long (at most %zu characters in all)", size - 1);
            return false;
        }
        snprintf(out + n, size - n, "%s%s", n && *t ? " " : "", t);
    }
    return true;
}

/* A new game's random token nobody holds (a bot's, Tull Au Toma's), hashed into out. */
static bool unheld_token(uint8_t out[TOKEN_HASH_SIZE]) {
    char unused[TOKEN_CHARS + 1];
    if (!random_hex(unused, TOKEN_CHARS)) return false;
    token_hash(unused, out);
    return true;
}

/* Reads seat p's {name, bot} of the request into g->seat[p] (a person's token into
 * token); false with r set. */
static bool read_seat(server *sv, game *g, json_t *s, int p, int automa, char *token, reply *r) {
    seat_info *si = &g->seat[p];
    if (s && !json_is_object(s)) {
        reply_error(r, 400, "seat %d must be an object {name, bot}", p + 1);
        return false;
    }
    const char *name = json_string_value(json_object_get(s, "name"));
    const char *bot = json_string_value(json_object_get(s, "bot"));
    json_t *bot_json = json_object_get(s, "bot");
    *token = 0;
    if (bot_json && !json_is_null(bot_json) && !bot) {
        reply_error(r, 400, "seat %d: bot must be easy, medium, hard, expert, random, greedy or mcts (mcts:500, mcts:200ms)", p + 1);
        return false;
    }
    if (name && !valid_name(name)) {
        reply_error(r, 400, "seat %d: a name is at most %d bytes of UTF-8, with no control characters", p + 1,
                    SEAT_NAME_SIZE - 1);
        return false;
    }
    if (p == automa) {
        si->kind = SEAT_AUTOMA;
        snprintf(si->name, sizeof si->name, "Tull Au Toma");
    } else if (bot && *bot) {
        char why[200];
        ct_agent probe;
        if (strlen(bot) >= sizeof si->agent || !ct_agent_parse(bot, 0, &probe, why, sizeof why)) {
            reply_error(r, 400, "seat %d: unknown bot '%.40s' (easy, medium, hard, expert, random, greedy, mcts, mcts:500, mcts:200ms)", p + 1,
                        bot);
            return false;
        }
        if (!bot_within_budget(&probe, sv->limits.max_bot_ms, why, sizeof why)) {
            reply_error(r, 400, "seat %d: %s (--max-bot-ms)", p + 1, why);
            return false;
        }
        si->kind = SEAT_BOT;
        snprintf(si->agent, sizeof si->agent, "%s", bot);
        snprintf(si->name, sizeof si->name, "%s", name && *name ? name : bot);
    } else {
        si->kind = SEAT_PERSON;
        if (name && *name) snprintf(si->name, sizeof si->name, "%s", name);
        else snprintf(si->name, sizeof si->name, "Player %d", p + 1);
        if (!random_hex(token, TOKEN_CHARS)) {
            reply_error(r, 503, "no randomness available");
            return false;
        }
    }
    if (si->kind == SEAT_PERSON) token_hash(token, si->token_hash);
    else if (!unheld_token(si->token_hash)) {
        reply_error(r, 503, "no randomness available");
        return false;
    }
    return true;
}

/* The turn clock of a request ("clock": seconds a person may take before a bot plays their
 * move; absent or null: none); false with r set. */
static bool game_clock(json_t *req, int *clock, reply *r) {
    json_t *c = json_object_get(req, "clock");
    if (!c || json_is_null(c)) return true;
    if (!json_is_integer(c) || json_integer_value(c) < 1 || json_integer_value(c) > 604800) {
        reply_error(r, 400, "clock must be a whole number of seconds from 1 to 604800 (a week)");
        return false;
    }
    *clock = (int)json_integer_value(c);
    return true;
}

void game_create(server *sv, json_t *req, reply *r) {
    if (!json_is_object(req)) {
        reply_error(r, 400, "the request must be a JSON object");
        return;
    }
    json_t *game_json = json_object_get(req, "game");
    const char *game_name = game_json && !json_is_null(game_json) ? json_string_value(game_json) : "redrising";
    const ct_game *rules = game_name ? ct_find_game(game_name) : NULL;
    if (!rules) {
        char names[200];
        server_game_names(names, sizeof names);
        reply_error(r, 400, "unknown game '%.40s' (this server plays %s)", game_name ? game_name : "?", names);
        return;
    }
    const server_game *extras = server_game_find(rules->name);
    const char *key;
    json_t *value;
    json_object_foreach(req, key, value) {
        if (!known_field(key, extras)) {
            reply_error(r, 400, "unknown field '%s' in a new %s game", key, rules->name);
            return;
        }
    }
    json_t *mode_json = json_object_get(req, "mode");
    if (mode_json && !json_is_null(mode_json) && !json_is_string(mode_json)) {
        reply_error(r, 400, "mode must be solo, bots, friends or hotseat");
        return;
    }
    const char *mode = json_string_value(mode_json);
    if (!mode) mode = "friends";
    if (strcmp(mode, "solo") && strcmp(mode, "bots") && strcmp(mode, "friends") && strcmp(mode, "hotseat")) {
        reply_error(r, 400, "mode must be solo, bots, friends or hotseat, not '%s'", mode);
        return;
    }
    json_t *players = json_object_get(req, "players");
    if (players && !json_is_null(players) && !json_is_integer(players)) {
        reply_error(r, 400, "players must be a whole number");
        return;
    }
    char options[256];
    if (!options_text(req, extras, options, sizeof options, r)) return;
    int clock = 0;
    if (!game_clock(req, &clock, r)) return;
    uint64_t seed;
    json_t *seed_json = json_object_get(req, "seed");
    if (json_is_integer(seed_json)) seed = (uint64_t)json_integer_value(seed_json);
    else if (seed_json && !json_is_null(seed_json)) {
        reply_error(r, 400, "seed must be a whole number");
        return;
    } else {
        char hex[17];
        if (!random_hex(hex, 16)) {
            reply_error(r, 503, "no randomness available");
            return;
        }
        seed = strtoull(hex, NULL, 16);
    }
    game *g = game_new(rules);
    if (!g) {
        reply_error(r, 503, "out of memory");
        return;
    }
    snprintf(g->mode, sizeof g->mode, "%s", mode);
    ct_error err;
    if (ct_record_start(&g->rec, rules, options, seed, g->state, &err)) {
        reply_error(r, 400, "%s", err.message);
        game_free(g);
        return;
    }
    g->seats = rules->seat_count(g->state);
    if (json_is_integer(players) && json_integer_value(players) != g->seats &&
        !(extras && extras->automa_seat && extras->automa_seat(g->state) >= 0)) {
        reply_error(r, 400, "players: %s with these options has %d seats, not %lld", rules->name, g->seats,
                    (long long)json_integer_value(players));
        game_free(g);
        return;
    }
    json_t *seats = json_object_get(req, "seats");
    if (seats && !json_is_array(seats)) {
        reply_error(r, 400, "seats must be a list of {name, bot}");
        game_free(g);
        return;
    }
    json_t *out_seats = json_array(), *tokens_json = json_array();
    char tokens[CT_MAX_SEATS][TOKEN_CHARS + 1], spectator[TOKEN_CHARS + 1], why[300];
    int automa = extras && extras->automa_seat ? extras->automa_seat(g->state) : -1;
    for (int p = 0; p < g->seats; p++)
        if (!read_seat(sv, g, json_array_get(seats, (size_t)p), p, automa, tokens[p], r)) goto fail;
    log_opening(g);
    int people = 0;
    for (int p = 0; p < g->seats; p++) people += g->seat[p].kind == SEAT_PERSON;
    if (!people) {
        reply_error(r, 400, "a game needs a person in it: every seat is a bot");
        goto fail;
    }
    if (!setup_bots(g, why, sizeof why)) {
        reply_error(r, 400, "%s", why);
        goto fail;
    }
    if (!random_hex(g->id, GAME_ID_CHARS) || !random_hex(spectator, TOKEN_CHARS)) {
        reply_error(r, 503, "no randomness available");
        goto fail;
    }
    token_hash(spectator, g->spectator_hash);
    if (!store_add_game(sv->db, g, why, sizeof why)) {
        reply_error(r, 503, "%s", why);
        goto fail;
    }
    bool bots = false;
    for (int p = 0; p < g->seats; p++) bots |= g->seat[p].kind == SEAT_BOT;
    if ((bots || clock) && !store_add_jobs(sv->db, g->id, clock, why, sizeof why)) {
        reply_error(r, 503, "%s", why);
        goto fail;
    }
    for (int p = 0; p < g->seats; p++) {
        json_t *s = json_pack("{s:i, s:s, s:s}", "seat", p, "name", g->seat[p].name, "kind",
                              g->seat[p].kind == SEAT_PERSON ? "person" : g->seat[p].kind == SEAT_BOT ? "bot" : "automa");
        if (g->seat[p].kind == SEAT_PERSON) {
            json_object_set_new(s, "token", json_string(tokens[p]));
            json_array_append_new(tokens_json, json_string(tokens[p]));
        }
        json_array_append_new(out_seats, s);
    }
    game *added = add_to_table(sv, g); /* the id is new: g itself */
    jobs_changed(sv, added); /* its first job: a bot that moves first */
    pthread_mutex_unlock(&added->lock);
    r->status = 201;
    json_decref(r->body);
    r->body = json_pack("{s:s, s:s, s:s, s:o, s:o, s:s}", "id", g->id, "game", rules->name, "mode", g->mode, "seats",
                        out_seats, "tokens", tokens_json, "spectator", spectator);
    return;
fail:
    json_decref(out_seats);
    json_decref(tokens_json);
    game_free(g);
}

game *game_open(server *sv, const char *id, const char *token, int *seat, reply *r) {
    game *g = NULL;
    if (id && strlen(id) == GAME_ID_CHARS && strspn(id, "0123456789abcdef") == GAME_ID_CHARS) {
        pthread_mutex_lock(&sv->games_lock);
        if ((g = find(sv, id))) pthread_mutex_lock(&g->lock);
        pthread_mutex_unlock(&sv->games_lock);
        char why[300];
        if (!g && !(g = load_game(sv, id, why, sizeof why)) && *why) {
            fprintf(stderr, "cardtable serve: %s\n", why);
            reply_error(r, 500, "this game cannot be loaded from the database: %s", why);
            return NULL;
        }
    }
    bool opened = false; /* a person's seat, or the spectators' link (seat -1) */
    if (g && token && strlen(token) == TOKEN_CHARS) {
        static const uint8_t no_link[TOKEN_HASH_SIZE];
        uint8_t h[TOKEN_HASH_SIZE];
        token_hash(token, h);
        for (int p = 0; p < g->seats; p++)
            if (g->seat[p].kind == SEAT_PERSON && hash_equal(h, g->seat[p].token_hash)) *seat = p, opened = true;
        if (!opened && !hash_equal(g->spectator_hash, no_link) && hash_equal(h, g->spectator_hash)) *seat = -1, opened = true;
    }
    if (!opened) {
        if (g) pthread_mutex_unlock(&g->lock);
        reply_error(r, 403, "this link opens no seat here: the game is unknown or its token is wrong");
        return NULL;
    }
    g->last_used = now_seconds();
    return g;
}

void game_unlock(game *g) { pthread_mutex_unlock(&g->lock); }

/* The terminal's rule (gamelog.c's cli_undo_point), on the state kept before the last
 * answer instead of a replay: the seat's own last decision, with nothing revealed or
 * rolled since, and no other seat having acted since. */
bool game_can_undo(const game *g, int seat, char *why, size_t size) {
    const ct_game *rules = g->rules;
    const void *s = g->state, *b = g->before_last;
    if (seat < 0) snprintf(why, size, "a spectator decides nothing");
    else if (!g->rec.count || !b) snprintf(why, size, "nothing to undo yet");
    else if (rules->is_over(s)) snprintf(why, size, "the game is over");
    else if (rules->to_move(s) != seat) snprintf(why, size, "it is not your turn to decide");
    else if (rules->reveal_count(b) != rules->reveal_count(s))
        snprintf(why, size, "a card was revealed or the die rolled since that decision: it stands");
    else if (rules->to_move(b) != seat) snprintf(why, size, "the last decision was another player's: only your own can be undone");
    else return true;
    return false;
}

size_t request_log_from(json_t *req, const game *g) {
    json_t *f = json_object_get(req, "log_from");
    if (!json_is_integer(f) || json_integer_value(f) < 0) return 0;
    size_t n = (size_t)json_integer_value(f);
    return n > g->log_count ? g->log_count : n;
}

/* "at": the number of answers the page saw; a different number means it is stale. */
static bool fresh(const game *g, json_t *req, reply *r) {
    json_t *at = json_object_get(req, "at");
    if (!json_is_integer(at)) {
        reply_error(r, 400, "the request needs \"at\": the number of answers the page has seen");
        return false;
    }
    if ((size_t)json_integer_value(at) != g->rec.count) {
        reply_error(r, 409, "stale: the game has moved on since (answer %lld of %zu); reload",
                    (long long)json_integer_value(at), g->rec.count);
        return false;
    }
    return true;
}

/* The option a request names: {"option": VALUE} or {"name": "<option name>"}; -1 with r
 * set (422) when it is not one of the legal options now. */
static int requested_option(const game *g, json_t *req, reply *r) {
    uint16_t legal[CT_MAX_OPTIONS];
    int n = g->rules->legal(g->state, legal);
    json_t *opt = json_object_get(req, "option"), *name = json_object_get(req, "name");
    if (json_is_string(name)) {
        char each[CT_NAME_SIZE];
        for (int i = 0; i < n; i++) {
            g->rules->option_name(g->state, legal[i], each, sizeof each);
            if (!strcmp(each, json_string_value(name))) return legal[i];
        }
        reply_error(r, 422, "'%.80s' is not one of the options now", json_string_value(name));
        return -1;
    }
    if (json_is_integer(opt))
        for (int i = 0; i < n; i++)
            if (legal[i] == json_integer_value(opt)) return legal[i];
    reply_error(r, 422, "that is not one of the options now");
    return -1;
}

void game_answer(server *sv, game *g, int seat, json_t *req, reply *r) {
    if (!json_is_object(req)) {
        reply_error(r, 400, "the request must be a JSON object {option, at} or {name, at}");
        return;
    }
    if (g->rules->is_over(g->state)) {
        reply_error(r, 409, "the game is over");
        return;
    }
    if (!fresh(g, req, r)) return;
    if (seat < 0 || g->rules->to_move(g->state) != seat) {
        reply_error(r, 409, "it is not your turn to decide");
        return;
    }
    int option = requested_option(g, req, r);
    if (option < 0) return;
    char why[300];
    if (!game_store_answer(sv, g, option, why, sizeof why)) {
        reply_error(r, strncmp(why, "stale", 5) ? 503 : 409, "%s", why);
        return;
    }
    ct_error err;
    if (game_play(g, option, &err)) {
        store_truncate(sv->db, g->id, g->rec.count, why, sizeof why);
        reply_error(r, 500, "%s", err.message);
        return;
    }
    game_changed(sv, g);
    r->status = 200;
    json_decref(r->body);
    r->body = NULL;
    if (!(r->text = game_seat_text(g, seat, request_log_from(req, g)))) reply_error(r, 503, "out of memory");
}

void game_undo(server *sv, game *g, int seat, json_t *req, reply *r) {
    if (!json_is_object(req)) {
        reply_error(r, 400, "the request must be a JSON object {at}");
        return;
    }
    if (!fresh(g, req, r)) return;
    char why[300];
    if (!game_can_undo(g, seat, why, sizeof why)) {
        reply_error(r, 409, "cannot undo: %s", why);
        return;
    }
    int keep = (int)g->rec.count - 1;
    if (!store_truncate(sv->db, g->id, (size_t)keep, why, sizeof why)) {
        bool stale = !strncmp(why, "stale", 5); /* another server's answer came after it */
        reply_error(r, stale ? 409 : 503, "%s", why);
        if (stale) game_refresh(sv, g);
        return;
    }
    uint16_t *answers = malloc(((size_t)keep + 1) * sizeof *answers);
    if (!answers) {
        reply_error(r, 503, "out of memory");
        return;
    }
    memcpy(answers, g->rec.answers, (size_t)keep * sizeof *answers);
    char options[256];
    snprintf(options, sizeof options, "%s", g->rec.options);
    ct_error err;
    ct_status st = replay_all(g, options, g->rec.seed, answers, (size_t)keep, &err);
    free(answers);
    if (st) {
        reply_error(r, 500, "%s", err.message);
        return;
    }
    game_changed(sv, g);
    r->status = 200;
    json_decref(r->body);
    r->body = NULL;
    if (!(r->text = game_seat_text(g, seat, 0))) reply_error(r, 503, "out of memory");
}
