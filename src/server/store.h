/* store.h: where the server keeps its games, behind one interface: a store is a table of
 * operations (store_ops) and the state of one kind of database. store.c picks the kind
 * from --db and passes each call on; store_sqlite.c is the SQLite file, the default, and
 * store_pg.c PostgreSQL. Every
 * operation commits before it returns true: the server acknowledges only what is kept. */
#ifndef CT_STORE_H
#define CT_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct store store;
typedef struct game game;
struct seat_info;

/* A stored game given to a reader: its row (which game, mode, options, seed, the
 * spectators' token hash), its seats and its answers. */
typedef struct stored_game {
    const char *id, *game, *mode, *options;
    uint64_t seed;
    const uint8_t *spectator_hash;     /* TOKEN_HASH_SIZE bytes; all zero: no spectator link */
    const struct seat_info *seats;
    int seat_count;
    const uint16_t *answers;
    const char *const *names;          /* names[i]: answer i's option name, NULL (or NULL names
                                          entries) where stored by number only (schema 1) */
    size_t count;
} stored_game;
typedef bool (*store_game_fn)(void *ctx, const stored_game *game);

typedef struct store_ops {
    void (*close)(store *s);
    /* a new game: its row (which game, options, the spectators' token hash) and its seats
     * (token hashes, never tokens) */
    bool (*add_game)(store *s, const game *g, char *why, size_t size);
    /* answer number index of game id, the option answer of that name (what a replay goes
     * by): STORE_OK, STORE_TAKEN if that number is stored already (another server's answer
     * came first), STORE_FAILED with why */
    int (*add_answer)(store *s, const char *id, size_t index, int answer, const char *name, char *why, size_t size);
    /* keeps the first `keep` answers of game id (an undo) */
    bool (*truncate)(store *s, const char *id, size_t keep, char *why, size_t size);
    /* calls each for game id: 1 if found (and each said yes), 0 if no such game, -1 with why */
    int (*load_game)(store *s, const char *id, store_game_fn each, void *ctx, char *why, size_t size);
    /* how many games are stored; -1 with why */
    long (*game_count)(store *s, char *why, size_t size);
    /* calls changed(ctx, id) from a thread of the store's when another server changes game
     * id (changed(ctx, NULL): any game may have changed, news were lost); NULL when the
     * store is one server's alone (a file); changed NULL: stop */
    bool (*watch)(store *s, void (*changed)(void *ctx, const char *id), void *ctx, char *why, size_t size);
    /* versions and jobs (store_jobs.h) */
    const struct store_job_ops *jobs;
} store_ops;

enum { STORE_FAILED = -1, STORE_TAKEN = 0, STORE_OK = 1 };

struct store {
    const store_ops *ops;
};

/* Opens the store --db names (an SQLite file or a postgresql:// URI); NULL with why (one line) if it cannot be
 * served from. durable: sync every commit to the disk, not only to the system. */
store *store_open(const char *where, bool durable, char *why, size_t size);
void store_close(store *s);
bool store_add_game(store *s, const game *g, char *why, size_t size);
int store_add_answer(store *s, const char *id, size_t index, int answer, const char *name, char *why, size_t size);
/* Starts watching for other servers' changes (see store_ops.watch); true at once for a file.
 * changed NULL: stops watching (before the server the callback reaches is gone). */
bool store_watch(store *s, void (*changed)(void *ctx, const char *id), void *ctx, char *why, size_t size);
bool store_truncate(store *s, const char *id, size_t keep, char *why, size_t size);
int store_load_game(store *s, const char *id, store_game_fn each, void *ctx, char *why, size_t size);
long store_game_count(store *s, char *why, size_t size);

#include "store_jobs.h"

/* The SQLite store (store_sqlite.c). */
store *sqlite_store_open(const char *path, bool durable, char *why, size_t size);
/* The PostgreSQL store (store_pg.c), from a libpq connection URI. */
store *pg_store_open(const char *uri, bool durable, char *why, size_t size);

#endif
