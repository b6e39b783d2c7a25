/* server.h: what the parts of `cardtable serve` share: the games held in memory (each
 * its record, its seats and its log), the bots, the limits per address, the live streams,
 * the seat tokens, and the JSON a seat is shown (the store is store.h). The HTTP side
 * (http.c) only calls the functions declared here. */
#ifndef CT_SERVER_H
#define CT_SERVER_H

#include <jansson.h>
#include <microhttpd.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdint.h>

#include "agent.h"
#include "cardtable.h"
#include "ct_view.h"
#include "json_text.h"
#include "store.h"

#define GAME_ID_CHARS 16  /* 64 random bits in hex */
#define TOKEN_CHARS 32    /* 128 random bits in hex */
#define TOKEN_HASH_SIZE 32
#define SEAT_NAME_SIZE 40

/* ---- tokens (token.c) ---- */
/* Random hex (chars/2 bytes from getrandom); false if the system has no randomness. */
bool random_hex(char *out, int chars);
void token_hash(const char *token, uint8_t out[TOKEN_HASH_SIZE]);
/* Compares in constant time. */
bool hash_equal(const uint8_t a[TOKEN_HASH_SIZE], const uint8_t b[TOKEN_HASH_SIZE]);

/* ---- a game in memory (games.c) ---- */
typedef enum seat_kind { SEAT_PERSON, SEAT_BOT, SEAT_AUTOMA } seat_kind;

typedef struct seat_info {
    char name[SEAT_NAME_SIZE];
    uint8_t kind;                    /* seat_kind */
    char agent[24];                  /* a bot's kind: "greedy", "mcts:200ms" */
    uint8_t token_hash[TOKEN_HASH_SIZE];
    ct_agent ai;
} seat_info;

/* One line of the log: what one answer did (or one step of Tull Au Toma's opening
 * turn), in words, as each seat may know it. The distinct texts are stored once, one
 * after another; at[seat] is where the seat's text starts ("" when it saw nothing). */
#define LOG_NO_TEXT 0xffff /* at[seat] of a seat nobody reads the log for (a bot) */
typedef struct log_line {
    char *texts;                  /* owned: NUL-terminated texts, end to end */
    uint16_t at[CT_MAX_SEATS + 1]; /* offset of each reader's text in texts: at[0] the spectators', at[seat + 1] */
} log_line;

struct stream;
typedef struct reply reply;

typedef struct game game;
struct game {
    char id[GAME_ID_CHARS + 1];
    char mode[12];  /* solo, bots, friends, hotseat */
    pthread_mutex_t lock;
    uint64_t version;  /* its changes counted: the stored version (store_jobs.h), the same on every server */
    const ct_game *rules;                 /* the game played: only its ct_game table is called */
    const struct server_game *extras;     /* its own part of the server (game_table.c), or NULL */
    ct_record rec;
    void *state;        /* rules->state_size bytes */
    void *before_last;  /* the state before the last answer (for the undo rule), or NULL */
    int seats;
    seat_info seat[CT_MAX_SEATS];
    uint8_t spectator_hash[TOKEN_HASH_SIZE]; /* the spectator link's token, hashed (all zero: none) */
    log_line *log;
    size_t log_count, log_capacity;
    bool bot_queued;
    bool bot_thinking;       /* a worker holds the game while its bot searches (unlocked) */
    struct stream *streams;  /* the live streams open on it (streams.c), linked */
    double last_used;        /* monotonic seconds: when a request last opened it */
    struct game *next;       /* hash chain */
};

/* What one game needs of the server beyond its ct_game table (game_redrising.c,
 * game_rone.c), found by the game's name (game_table.c); a game without an entry (Kuhn
 * poker) is played from its table alone. Every entry may be NULL. */
typedef struct server_game {
    const char *name;            /* the ct_game's name */
    const char *const *fields;   /* the new-game request's fields the game reads, NULL-ended */
    /* Appends the options text those fields ask for to out (which holds n bytes); false
     * with r set (400, naming the field). */
    bool (*options)(json_t *request, char *out, size_t size, reply *r);
    /* The seat the game plays itself (Red Rising's Tull Au Toma), or -1. */
    int (*automa_seat)(const void *state);
    /* What the game calls each seat in the log and labels ("Ana (Mars)"). */
    void (*seat_label)(const game *g, int seat, char *buf, size_t size);
    /* The log's lines before any answer (Tull Au Toma's opening turn), each by add. */
    void (*opening_log)(game *g, void (*add)(game *g, const char *text));
    /* An answer told to reader, "you" for the reader (NULL: the game's narrate, every seat
     * by its name). */
    size_t (*narrate)(const game *g, const void *before, int option, const void *after, int reader, char *buf,
                      size_t size);
    /* The game's own fields of a seat's JSON, kept beside the view for the page of today. */
    void (*seat_fields)(json_text *t, const game *g, int seat);
} server_game;
const server_game *server_game_find(const char *name);
/* "redrising, rone, kuhn": the games this server plays (the registry's). */
void server_game_names(char *buf, size_t size);

/* Requests or games per client address: a token bucket per address (limits.c). */
typedef struct address_bucket {
    uint64_t addr;
    double tokens, stamp;
} address_bucket;
#define ADDRESS_BUCKETS 4096

typedef struct address_limit {
    double per_second, burst; /* per_second 0: no limit */
    address_bucket slot[ADDRESS_BUCKETS];
    pthread_mutex_t lock;
} address_limit;

/* The settings of `cardtable serve` the server itself applies (serve.c reads them). */
typedef struct server_limits {
    double rate;            /* requests per second per address; 0: no limit */
    double games_per_hour;  /* games created per hour per address; 0: no limit */
    int max_bot_ms;         /* the longest a bot may think for one move */
    int header_seconds;     /* a request (head and body) must be all in this long after it began */
    int unload_seconds;     /* a game nobody has opened for this long leaves memory */
} server_limits;

typedef struct server {
    store *db;
    server_limits limits;
    pthread_mutex_t games_lock;
    game *buckets[4096];
    size_t game_count;  /* games in memory */
    struct jobs_runner *jobs; /* the claimed jobs (jobs.c) */
    /* bots move on worker threads (bots.c), from a queue of games */
    pthread_mutex_t queue_lock;
    pthread_cond_t queue_ready;
    game **queue;
    size_t queue_head, queue_count, queue_capacity;
    pthread_t *workers;
    int worker_count;
    int stop_pipe[2]; /* written once at the stop: wakes every worker waiting on a search */
    _Atomic bool stopping;
    address_limit requests, games_made;
    /* connections whose request head is not complete yet (limits.c) */
    pthread_mutex_t heads_lock;
    struct head_watch *heads;
    /* the clock (clock.c): head deadlines, stream pings, unloading idle games */
    pthread_t clock;
    bool clock_running;
    pthread_mutex_t clock_lock;
    pthread_cond_t clock_wake;
} server;

/* What a request asked for, for the game functions to answer. status: an HTTP code. */
struct reply {
    int status;
    json_t *body;  /* owned: the JSON to send */
    char *text;    /* owned: or the JSON already as text (malloc'd; sent instead of body) */
};

/* ---- JSON written straight into text: json_text.h (libc only) ---- */
/* A value built with jansson (taken: freed), for the rare parts (the final scorepad):
 * json_jansson.c. */
void jt_json(json_text *t, json_t *value);

void reply_error(reply *r, int status, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

bool server_init(server *sv, store *db, const server_limits *limits, char *why, size_t size);
void server_stop(server *sv);
/* POST /api/games */
void game_create(server *sv, json_t *request, reply *r);
/* The game and the seat a token opens, with the game locked (loaded from the database if
 * it is not in memory); NULL (and r set) if none. */
game *game_open(server *sv, const char *id, const char *token, int *seat, reply *r);
void game_unlock(game *g);
/* With g locked: applies one answer and logs it (not stored: the caller stores it first). */
ct_status game_play(game *g, int option, ct_error *err);
/* With g locked: stores answer `option` as g's next; false with why ("stale: ..." when
 * another server's answer to that decision came first: g is then read again). */
bool game_store_answer(server *sv, game *g, int option, char *why, size_t size);
/* store_watch's callback: another server changed game id (NULL: any game). */
void games_changed_elsewhere(void *ctx, const char *id);
/* With g locked: a change was stored (its version moves as the stored one did, its streams
 * wake, a job may be due: jobs.c). */
void game_changed(server *sv, game *g);
/* Frees the games nobody has used for limits.unload_seconds (the clock calls it). */
void games_unload_idle(server *sv, double now);
/* Whether seat may undo its last decision now (the terminal's rule); why if not. */
bool game_can_undo(const game *g, int seat, char *why, size_t size);
/* "Ana (Mars)", "Tull Au Toma" (the game's own seat_label), or the seat's name. */
void seat_label(const game *g, int seat, char *buf, size_t size);
/* With g locked: what seat (-1: a spectator) is shown, as JSON text (malloc'd; NULL: out
 * of memory): seat_json.c. */
char *game_seat_text(const game *g, int seat, size_t log_from);
/* With g locked: every face of its card set, [{face, name, text}] (malloc'd; NULL: out of memory). */
char *game_cards_text(const game *g);
/* log_from of a request body (0 if absent). */
size_t request_log_from(json_t *request, const game *g);
void game_answer(server *sv, game *g, int seat, json_t *request, reply *r);
void game_undo(server *sv, game *g, int seat, json_t *request, reply *r);

/* ---- bots (bots.c) ---- */
/* Starts the workers (one per core, 2 to 16); false with why. */
bool bots_start(server *sv, char *why, size_t size);
/* Stops them, ending any search under way at once. */
void bots_stop(server *sv);
/* With g locked: queues its bot if one is to move. */
void bots_queue(server *sv, game *g);
/* Whether a bot setting thinks within max_ms a move; why if not. */
bool bot_within_budget(const ct_agent *agent, int max_ms, char *why, size_t size);

/* ---- claimed jobs: bots and turn clocks on any server (jobs.c) ---- */
typedef struct jobs_runner jobs_runner;
/* Starts claiming this database's due jobs; false with why. */
bool jobs_start(server *sv, char *why, size_t size);
/* A change was made here: a job may be due now. */
void jobs_poke(server *sv);
/* With g locked: g changed here; pokes if its job is due at once (a bot to move). */
void jobs_changed(server *sv, game *g);
/* Stops claiming and lets the jobs held go (before server_stop); jobs_free after it. */
void jobs_stop(server *sv);
void jobs_free(server *sv);
/* The game of id, in memory or loaded, locked; NULL if none (why empty) or it cannot be
 * read (why says why). */
game *game_hold(server *sv, const char *id, char *why, size_t size);
/* With g locked: g read again from the database, where another server changed it; false
 * (g as it was, the reason on the error output) if it cannot be. */
bool game_refresh(server *sv, game *g);

/* ---- per-address limits and request-head deadlines (limits.c) ---- */
void address_limit_init(address_limit *l, double per_second, double burst);
void address_limit_free(address_limit *l);
/* The key of a client address (IPv4 whole; IPv6 its /64 prefix). */
uint64_t address_key(const struct sockaddr *sa);
/* Takes one token for addr; false with retry_after (whole seconds) if there is none. */
bool address_take(address_limit *l, uint64_t addr, double now, int *retry_after);
/* MHD_OPTION_NOTIFY_CONNECTION: watches each connection's request head. */
void heads_notify(void *cls, struct MHD_Connection *c, void **socket_context, enum MHD_ConnectionNotificationCode code);
/* The request on this connection is all in (true), or a new one begins (false). */
void heads_mark(server *sv, struct MHD_Connection *c, bool complete);
/* Closes the connections whose head is late (the clock calls it). */
void heads_expire(server *sv, double now);
double now_seconds(void);

/* ---- live streams (streams.c) ---- */
/* Answers GET /api/games/ID/events: g (locked by game_open; unlocked on return) gets a stream. */
enum MHD_Result stream_open(server *sv, struct MHD_Connection *c, game *g);
/* With g locked: wakes its streams (a change). */
void streams_wake(game *g);
/* With g locked: wakes those whose last word is older than the ping interval, or all
 * (the server is stopping). */
void streams_ping(game *g, double now, bool all);

/* ---- the clock (clock.c): a thread that runs the deadlines once a second ---- */
bool clock_start(server *sv);
void clock_stop(server *sv);
/* Wakes every stream (each ends, the server is stopping), so the daemon can be stopped. */
void server_wake_streams(server *sv);

/* ---- persistence: store.h ---- */

/* ---- the log in words (narrate_web.c) ---- */
/* The line for the answer `option` to before's decision (after: the state it led to):
 * the game's narration for each person's seat and the spectators. false: out of memory. */
bool log_line_narrate(const game *g, const void *before, int option, const void *after, log_line *out);
/* A line every seat reads the same. */
bool log_line_same(const char *text, log_line *out);
/* The text seat (-1: a spectator) reads on line l ("" if nothing it could see happened). */
const char *log_line_text(const log_line *l, int seat);

/* ---- other pages' APIs (tools.c: Red Rising's tools) ---- */
json_t *cards_json(void);
/* POST /api/companion: one step of Tull Au Toma for a physical game (companion_web.c). */
void companion_web_step(json_t *request, reply *r);
/* POST /api/score: a position as `cardtable score` reads it. */
void score_position(json_t *request, const char *body, reply *r);

/* ---- HTTP (http.c) ---- */
/* The request handler and its clean-up, for MHD_start_daemon (cls: the server). */
enum MHD_Result http_handle(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                            const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls);
/* MHD_OPTION_URI_LOG_CALLBACK: the request's state, made when its address is seen. */
void *http_uri_seen(void *cls, const char *uri, struct MHD_Connection *c);
void http_completed(void *cls, struct MHD_Connection *connection, void **con_cls, enum MHD_RequestTerminationCode code);

/* ---- the subcommand (serve.c) ---- */
int cli_serve(int argc, char **argv);

#endif
