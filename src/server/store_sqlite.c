/* store_sqlite.c: the store (store.h) on an SQLite file, the default (WAL; synchronous
 * NORMAL, or FULL with --durable): a game is its row (which game, mode, options, seed,
 * the spectators' token hash), its seats (name, kind, bot, token hash) and its answers
 * (number and option name), one row each, each committed before the server
 * acknowledges it. A database of schema 1 (Red Rising only, answers by number) is
 * brought to schema 2 when opened: its games are Red Rising's, its answers replay by
 * number. A file that is not a
 * SQLite database, or a database of something else, is refused and left untouched; so
 * is one that cannot be written, or one another server holds (an flock on the file,
 * kept while the store is open). Games are read one at a time, when asked for. */
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "server.h"
#include "store.h"

#define STORE_APP "cardtable"
#define STORE_SCHEMA 2

typedef struct sqlite_store {
    store base; /* first: a store * is a sqlite_store * */
    sqlite3 *db;
    int lock_fd; /* the database file, flock'ed: one server per file */
    pthread_mutex_t lock;
    sqlite3_stmt *add_answer;
    /* the WAL is copied into the database by a thread of its own, on its own
     * connection, so no answer waits for a checkpoint's disk syncs */
    sqlite3 *checkpoint_db;
    pthread_t checkpointer;
    bool checkpointing;
    pthread_mutex_t stop_lock;
    pthread_cond_t stop_signal;
    bool stopping;
} sqlite_store;

static void *checkpoint_loop(void *arg) {
    sqlite_store *s = arg;
    pthread_mutex_lock(&s->stop_lock);
    while (!s->stopping) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += 1;
        pthread_cond_timedwait(&s->stop_signal, &s->stop_lock, &until);
        pthread_mutex_unlock(&s->stop_lock);
        sqlite3_wal_checkpoint_v2(s->checkpoint_db, NULL, SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
        pthread_mutex_lock(&s->stop_lock);
    }
    pthread_mutex_unlock(&s->stop_lock);
    return NULL;
}

/* Whether the folder holding path can be written (SQLite makes the -wal and -shm there). */
static bool folder_writable(const char *path) {
    char folder[600];
    const char *slash = strrchr(path, '/');
    if (!slash) return !access(".", W_OK);
    if (slash == path) return !access("/", W_OK);
    snprintf(folder, sizeof folder, "%.*s", (int)(slash - path), path);
    return !access(folder, W_OK);
}

static bool fail(sqlite3 *db, const char *what, char *why, size_t size) {
    snprintf(why, size, "%s: %s", what, db ? sqlite3_errmsg(db) : "out of memory");
    return false;
}

static bool exec(sqlite3 *db, const char *sql, char *why, size_t size) {
    char *msg = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &msg) == SQLITE_OK) return true;
    snprintf(why, size, "database: %s", msg ? msg : "error");
    sqlite3_free(msg);
    return false;
}

/* -1: not a database (or unreadable); 0: an empty database; 1: ours; 2: someone else's
 * (or a schema to come); 3: ours of schema 1. */
static int whose(sqlite3 *db, char *why, size_t size) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT count(*), sum(name = 'cardtable_meta') FROM sqlite_master", -1, &st, NULL)) {
        fail(db, "not a cardtable database", why, size);
        return -1;
    }
    int rc = sqlite3_step(st);
    if (rc != SQLITE_ROW) {
        fail(db, "not a cardtable database", why, size);
        sqlite3_finalize(st);
        return -1;
    }
    int tables = sqlite3_column_int(st, 0), meta = sqlite3_column_int(st, 1);
    sqlite3_finalize(st);
    if (!tables) return 0;
    if (!meta) {
        snprintf(why, size, "an SQLite database of something else (no cardtable_meta table)");
        return 2;
    }
    if (sqlite3_prepare_v2(db, "SELECT value FROM cardtable_meta WHERE key = 'schema'", -1, &st, NULL)) {
        fail(db, "cannot read cardtable_meta", why, size);
        return 2;
    }
    int schema = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    if (schema == 1) return 3;
    if (schema != STORE_SCHEMA) {
        snprintf(why, size, "a cardtable database of schema %d; this program reads schemas 1 and %d", schema, STORE_SCHEMA);
        return 2;
    }
    return 1;
}

static const char *const create_sql =
    "BEGIN;"
    "CREATE TABLE cardtable_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "INSERT INTO cardtable_meta VALUES ('app', 'cardtable'), ('schema', '2');"
    "CREATE TABLE games (id TEXT PRIMARY KEY, mode TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,"
    " created INTEGER NOT NULL, game TEXT NOT NULL DEFAULT 'redrising', spectator BLOB);"
    "CREATE TABLE seats (game TEXT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, name TEXT NOT NULL,"
    " kind INTEGER NOT NULL, agent TEXT NOT NULL, token_hash BLOB NOT NULL, PRIMARY KEY (game, seat));"
    "CREATE TABLE answers (game TEXT NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, answer INTEGER NOT NULL,"
    " name TEXT, PRIMARY KEY (game, idx));"
    "COMMIT;";

/* Schema 1 to 2: which game (all of schema 1's are Red Rising's), the spectators' token
 * (none), each answer's option name (none: replayed by number). */
static const char *const upgrade_sql =
    "BEGIN;"
    "ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'redrising';"
    "ALTER TABLE games ADD COLUMN spectator BLOB;"
    "ALTER TABLE answers ADD COLUMN name TEXT;"
    "UPDATE cardtable_meta SET value = '2' WHERE key = 'schema';"
    "COMMIT;";

static const store_ops sqlite_ops;

/* ---- versions and jobs (store_jobs.h) ---- */

#define SQLITE_NOW_MS "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)"

/* A game's version (store_jobs.h) in SQL, for the game named by the expression g. */
#define SQLITE_VERSION_OF(g)                                                                                     \
    "((SELECT count(*) FROM answers WHERE answers.game = " g ") + 2 * coalesce((SELECT undos FROM game_undos" \
    " WHERE game_undos.game = " g "), 0))"

/* The job of game g (an expression) for its version (answers: the count after the change),
 * made or made new, if the game has jobs. */
#define SQLITE_NEXT_JOB(g, answers)                                                                              \
    " INSERT INTO jobs SELECT " g ", " answers " + 2 * coalesce((SELECT undos FROM game_undos WHERE game = " g    \
    "), 0), " SQLITE_NOW_MS ", " SQLITE_NOW_MS ", NULL, 0 FROM game_jobs WHERE game_jobs.game = " g               \
    " ON CONFLICT (game) DO UPDATE SET version = excluded.version, due = excluded.due, since = excluded.since,"  \
    " owner = NULL, lease = 0;"

/* The undos and jobs tables and the triggers on the answers that count a game's undos
 * and, for a game with jobs, make its next job, made at every start if missing (a file
 * made before them gets them, and its games with a bot, seat kind 1, a job each); a
 * lease left by a killed server ends at once (the file is one server's alone). An
 * answer of a game without jobs costs the trigger one index look and no write. */
static const char *const jobs_sql =
    "CREATE TABLE IF NOT EXISTS game_undos (game TEXT PRIMARY KEY REFERENCES games(id), undos INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS game_jobs (game TEXT PRIMARY KEY REFERENCES games(id), clock INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS jobs (game TEXT PRIMARY KEY REFERENCES games(id), version INTEGER NOT NULL,"
    " due INTEGER NOT NULL, since INTEGER NOT NULL, owner TEXT, lease INTEGER NOT NULL DEFAULT 0);"
    "CREATE INDEX IF NOT EXISTS jobs_due ON jobs (due);"
    "CREATE TRIGGER IF NOT EXISTS answers_added AFTER INSERT ON answers BEGIN"
    SQLITE_NEXT_JOB("NEW.game", "NEW.idx + 1") /* an answer is stored as the next */
    " END;"
    "CREATE TRIGGER IF NOT EXISTS answers_removed AFTER DELETE ON answers BEGIN"
    " INSERT INTO game_undos VALUES (OLD.game, 1) ON CONFLICT (game) DO UPDATE SET undos = undos + 1;"
    SQLITE_NEXT_JOB("OLD.game", "OLD.idx") /* an undo deletes the last answer */
    " END;"
    "UPDATE jobs SET owner = NULL, lease = 0 WHERE owner IS NOT NULL;";

static const char *const jobs_first_sql =
    "INSERT INTO game_jobs SELECT DISTINCT game, 0 FROM seats WHERE kind = 1 ON CONFLICT (game) DO NOTHING;"
    "INSERT INTO jobs SELECT game, " SQLITE_VERSION_OF("game_jobs.game") ", " SQLITE_NOW_MS ", " SQLITE_NOW_MS
    ", NULL, 0 FROM game_jobs WHERE true ON CONFLICT (game) DO NOTHING;";

/* The jobs' tables made (in one transaction with the first jobs of a file made before them). */
static bool jobs_set_up(sqlite3 *db, char *why, size_t size) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master WHERE name = 'game_jobs'", -1, &st, NULL))
        return fail(db, "cannot read the database", why, size);
    bool first = sqlite3_step(st) == SQLITE_ROW && !sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    bool ok = exec(db, "BEGIN", why, size) && exec(db, jobs_sql, why, size) &&
              (!first || exec(db, jobs_first_sql, why, size)) && exec(db, "COMMIT", why, size);
    if (!ok) sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    return ok;
}

static bool sqlite_undos(store *base, const char *id, uint64_t *undos, char *why, size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    pthread_mutex_lock(&s->lock);
    sqlite3_stmt *st = NULL;
    bool ok = !sqlite3_prepare_v2(s->db, "SELECT coalesce((SELECT undos FROM game_undos WHERE game = ?), 0)", -1, &st,
                                  NULL);
    if (ok) {
        sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
        ok = sqlite3_step(st) == SQLITE_ROW;
    }
    if (ok) *undos = (uint64_t)sqlite3_column_int64(st, 0);
    else fail(s->db, "cannot read the game's undos", why, size);
    sqlite3_finalize(st);
    pthread_mutex_unlock(&s->lock);
    return ok;
}

/* With s->lock held: runs one statement, its ? being id (text, if not NULL) then the numbers given. */
static bool job_step(sqlite_store *s, const char *sql, const char *id, int numbers, const int64_t *number,
                     const char *what, char *why, size_t size) {
    sqlite3_stmt *st = NULL;
    bool ok = !sqlite3_prepare_v2(s->db, sql, -1, &st, NULL);
    int at = 1;
    if (ok && id) sqlite3_bind_text(st, at++, id, -1, SQLITE_STATIC);
    for (int i = 0; ok && i < numbers; i++) sqlite3_bind_int64(st, at++, number[i]);
    if (ok) ok = sqlite3_step(st) == SQLITE_DONE;
    if (!ok) fail(s->db, what, why, size);
    sqlite3_finalize(st);
    return ok;
}

/* job_step with the store locked. */
static bool job_statement(sqlite_store *s, const char *sql, const char *id, int numbers, const int64_t *number,
                          const char *what, char *why, size_t size) {
    pthread_mutex_lock(&s->lock);
    bool ok = job_step(s, sql, id, numbers, number, what, why, size);
    pthread_mutex_unlock(&s->lock);
    return ok;
}

static bool sqlite_add_jobs(store *base, const char *id, int clock, char *why, size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    int64_t seconds = clock;
    pthread_mutex_lock(&s->lock);
    bool ok = exec(s->db, "BEGIN", why, size) &&
              job_step(s, "INSERT INTO game_jobs VALUES (?, ?) ON CONFLICT (game) DO UPDATE SET clock = excluded.clock",
                       id, 1, &seconds, "cannot store the game's jobs", why, size) &&
              job_step(s,
                       "INSERT INTO jobs SELECT ?1, " SQLITE_VERSION_OF("?1") ", " SQLITE_NOW_MS ", " SQLITE_NOW_MS
                       ", NULL, 0 WHERE true ON CONFLICT (game) DO NOTHING",
                       id, 0, NULL, "cannot store the game's jobs", why, size) &&
              exec(s->db, "COMMIT", why, size);
    if (!ok) sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    pthread_mutex_unlock(&s->lock);
    return ok;
}

static int sqlite_claim_job(store *base, const char *owner, int lease_ms, store_job *job, char *why, size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    pthread_mutex_lock(&s->lock);
    sqlite3_stmt *st = NULL;
    /* one statement: one write transaction, so the choice and the claim are one step */
    int found = sqlite3_prepare_v2(s->db,
                                   "UPDATE jobs SET owner = ?1, lease = " SQLITE_NOW_MS " + ?2 WHERE game = (SELECT game"
                                   " FROM jobs WHERE due <= " SQLITE_NOW_MS " AND lease <= " SQLITE_NOW_MS
                                   " ORDER BY due LIMIT 1) RETURNING game, version, since, " SQLITE_NOW_MS ","
                                   " coalesce((SELECT clock FROM game_jobs WHERE game_jobs.game = jobs.game), 0)",
                                   -1, &st, NULL)
                    ? -1
                    : 0;
    if (!found) {
        sqlite3_bind_text(st, 1, owner, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 2, lease_ms);
        int rc = sqlite3_step(st);
        if (rc == SQLITE_ROW) {
            snprintf(job->game, sizeof job->game, "%s", (const char *)sqlite3_column_text(st, 0));
            job->version = (uint64_t)sqlite3_column_int64(st, 1);
            job->since_ms = sqlite3_column_int64(st, 2);
            job->now_ms = sqlite3_column_int64(st, 3);
            job->clock = sqlite3_column_int(st, 4);
            found = 1;
            rc = sqlite3_step(st);
        }
        if (rc != SQLITE_DONE) found = -1;
    }
    if (found < 0) fail(s->db, "cannot claim a job", why, size);
    sqlite3_finalize(st);
    pthread_mutex_unlock(&s->lock);
    return found;
}

static bool sqlite_defer_job(store *base, const char *id, uint64_t version, int64_t due_ms, char *why, size_t size) {
    int64_t numbers[] = {(int64_t)version, due_ms};
    return job_statement((sqlite_store *)base,
                         "UPDATE jobs SET due = ?3, owner = NULL, lease = 0 WHERE game = ?1 AND version = ?2", id, 2,
                         numbers, "cannot put a job off", why, size);
}

static bool sqlite_drop_job(store *base, const char *id, uint64_t version, char *why, size_t size) {
    int64_t numbers[] = {(int64_t)version};
    return job_statement((sqlite_store *)base, "DELETE FROM jobs WHERE game = ?1 AND version = ?2", id, 1, numbers,
                         "cannot end a job", why, size);
}

static bool sqlite_release_jobs(store *base, const char *owner, char *why, size_t size) {
    return job_statement((sqlite_store *)base, "UPDATE jobs SET owner = NULL, lease = 0 WHERE owner = ?1", owner, 0,
                         NULL, "cannot let the jobs go", why, size);
}

static const store_job_ops sqlite_job_ops = {
    .undos = sqlite_undos,
    .add = sqlite_add_jobs,
    .claim = sqlite_claim_job,
    .defer = sqlite_defer_job,
    .drop = sqlite_drop_job,
    .release = sqlite_release_jobs,
};


store *sqlite_store_open(const char *path, bool durable, char *why, size_t size) {
    sqlite_store *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, size, "out of memory");
        return NULL;
    }
    char what[600];
    snprintf(what, sizeof what, "%s", path);
    /* one server per file: an flock on the file itself (SQLite's own locks are fcntl
     * locks, which flock does not touch); kept open until after SQLite closes it, so
     * closing it releases none of SQLite's locks */
    s->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (s->lock_fd < 0) {
        if (errno == EACCES || errno == EPERM || errno == EROFS)
            snprintf(why, size, "%s: the database cannot be written (%s); refusing to serve from it", what,
                     strerror(errno));
        else snprintf(why, size, "%s: cannot open: %s", what, strerror(errno));
        free(s);
        return NULL;
    }
    if (flock(s->lock_fd, LOCK_EX | LOCK_NB)) {
        snprintf(why, size, "%s: another cardtable serve is using this database; stop it first, or use another --db",
                 what);
        close(s->lock_fd);
        free(s);
        return NULL;
    }
    if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, NULL)) {
        char inner[300];
        fail(s->db, "cannot open", inner, sizeof inner);
        snprintf(why, size, "%s: %s", what, inner);
        sqlite3_close(s->db);
        close(s->lock_fd);
        free(s);
        return NULL;
    }
    sqlite3_busy_timeout(s->db, 5000);
    char inner[300];
    /* a file (or folder: the WAL is made beside it) that cannot be written opens
     * read-only; refused at once rather than with every game's first answer */
    if (sqlite3_db_readonly(s->db, "main") == 1 || access(path, W_OK) || !folder_writable(path)) {
        snprintf(why, size, "%s: the database (or its folder) cannot be written; refusing to serve from it", what);
        sqlite3_close(s->db);
        close(s->lock_fd);
        free(s);
        return NULL;
    }
    int kind = whose(s->db, inner, sizeof inner);
    bool ok = kind == 0 || kind == 1 || kind == 3;
    /* WAL: a commit is written to the OS before it returns, so a killed process loses
     * nothing committed; FULL also waits for the disk (power loss), at a cost per answer */
    if (ok) ok = exec(s->db, "PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON;", inner, sizeof inner);
    if (ok) ok = exec(s->db, durable ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL", inner, sizeof inner);
    if (ok) ok = exec(s->db, "PRAGMA wal_autocheckpoint=0", inner, sizeof inner);
    if (ok && kind == 0) ok = exec(s->db, create_sql, inner, sizeof inner);
    if (ok && kind == 3 && !(ok = exec(s->db, upgrade_sql, inner, sizeof inner))) sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    if (ok) ok = jobs_set_up(s->db, inner, sizeof inner);
    if (ok)
        ok = !sqlite3_prepare_v2(s->db, "INSERT INTO answers (game, idx, answer, name) VALUES (?, ?, ?, ?)", -1,
                                 &s->add_answer, NULL) ||
             fail(s->db, "database", inner, sizeof inner);
    if (!ok) {
        snprintf(why, size, "%s: %s; refusing to use it (nothing was changed)", what, inner);
        sqlite3_finalize(s->add_answer);
        sqlite3_close(s->db);
        close(s->lock_fd);
        free(s);
        return NULL;
    }
    pthread_mutex_init(&s->lock, NULL);
    pthread_mutex_init(&s->stop_lock, NULL);
    pthread_cond_init(&s->stop_signal, NULL);
    if (!sqlite3_open_v2(path, &s->checkpoint_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX, NULL)) {
        sqlite3_busy_timeout(s->checkpoint_db, 1000);
        s->checkpointing = !pthread_create(&s->checkpointer, NULL, checkpoint_loop, s);
    }
    if (!s->checkpointing) exec(s->db, "PRAGMA wal_autocheckpoint=1000", inner, sizeof inner); /* as by default */
    s->base.ops = &sqlite_ops;
    return &s->base;
}

static void sqlite_close(store *base) {
    sqlite_store *s = (sqlite_store *)base;
    if (s->checkpointing) {
        pthread_mutex_lock(&s->stop_lock);
        s->stopping = true;
        pthread_cond_signal(&s->stop_signal);
        pthread_mutex_unlock(&s->stop_lock);
        pthread_join(s->checkpointer, NULL);
    }
    sqlite3_close(s->checkpoint_db);
    pthread_mutex_destroy(&s->stop_lock);
    pthread_cond_destroy(&s->stop_signal);
    sqlite3_finalize(s->add_answer);
    sqlite3_close(s->db);
    close(s->lock_fd);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

static bool sqlite_add_game(store *base, const game *g, char *why, size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    pthread_mutex_lock(&s->lock);
    bool ok = exec(s->db, "BEGIN", why, size);
    sqlite3_stmt *st = NULL;
    if (ok) {
        ok = !sqlite3_prepare_v2(s->db, "INSERT INTO games (id, mode, options, seed, created, game, spectator)"
                                       " VALUES (?, ?, ?, ?, strftime('%s','now'), ?, ?)", -1, &st, NULL);
        if (ok) {
            sqlite3_bind_text(st, 1, g->id, -1, SQLITE_STATIC);
            sqlite3_bind_text(st, 2, g->mode, -1, SQLITE_STATIC);
            sqlite3_bind_text(st, 3, g->rec.options, -1, SQLITE_STATIC);
            sqlite3_bind_int64(st, 4, (sqlite3_int64)g->rec.seed);
            sqlite3_bind_text(st, 5, g->rules->name, -1, SQLITE_STATIC);
            sqlite3_bind_blob(st, 6, g->spectator_hash, TOKEN_HASH_SIZE, SQLITE_STATIC);
            ok = sqlite3_step(st) == SQLITE_DONE;
        }
        sqlite3_finalize(st);
        st = NULL;
    }
    if (ok) ok = !sqlite3_prepare_v2(s->db, "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)", -1, &st, NULL);
    for (int p = 0; ok && p < g->seats; p++) {
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, g->id, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 2, p);
        sqlite3_bind_text(st, 3, g->seat[p].name, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 4, g->seat[p].kind);
        sqlite3_bind_text(st, 5, g->seat[p].agent, -1, SQLITE_STATIC);
        sqlite3_bind_blob(st, 6, g->seat[p].token_hash, TOKEN_HASH_SIZE, SQLITE_STATIC);
        ok = sqlite3_step(st) == SQLITE_DONE;
    }
    sqlite3_finalize(st);
    if (ok) ok = exec(s->db, "COMMIT", why, size);
    else {
        fail(s->db, "cannot store the game", why, size);
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    }
    pthread_mutex_unlock(&s->lock);
    return ok;
}

static int sqlite_add_answer(store *base, const char *id, size_t index, int answer, const char *name, char *why,
                             size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    pthread_mutex_lock(&s->lock);
    sqlite3_stmt *st = s->add_answer;
    sqlite3_reset(st);
    sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, (sqlite3_int64)index);
    sqlite3_bind_int(st, 3, answer);
    sqlite3_bind_text(st, 4, name, -1, SQLITE_STATIC);
    /* one statement in autocommit mode: committed (and synced) when step returns */
    int rc = sqlite3_step(st);
    int result = rc == SQLITE_DONE ? STORE_OK : STORE_FAILED;
    if (rc != SQLITE_DONE) fail(s->db, "cannot store the answer", why, size);
    sqlite3_reset(st);
    pthread_mutex_unlock(&s->lock);
    return result;
}

static bool sqlite_truncate(store *base, const char *id, size_t keep, char *why, size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    pthread_mutex_lock(&s->lock);
    sqlite3_stmt *st;
    bool ok = !sqlite3_prepare_v2(s->db, "DELETE FROM answers WHERE game = ? AND idx >= ?", -1, &st, NULL);
    if (ok) {
        sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, (sqlite3_int64)keep);
        ok = sqlite3_step(st) == SQLITE_DONE;
    }
    if (!ok) fail(s->db, "cannot undo in the database", why, size);
    sqlite3_finalize(st);
    pthread_mutex_unlock(&s->lock);
    return ok;
}

/* Frees the names of n answers. */
static void free_names(char **names, size_t n) {
    for (size_t i = 0; names && i < n; i++) free(names[i]);
}

/* Calls each for every game sql selects (id, mode, options, seed, game, spectator; bound
 * to id if not NULL); the number found, or -1 with why. */
static long walk(sqlite_store *s, const char *sql, const char *only, store_game_fn each, void *ctx, char *why, size_t size) {
    sqlite3_stmt *games = NULL, *seats = NULL, *answers = NULL;
    uint16_t *list = NULL;
    char **names = NULL;
    size_t capacity = 0, named = 0;
    long found = 0;
    pthread_mutex_lock(&s->lock);
    bool ok = !sqlite3_prepare_v2(s->db, sql, -1, &games, NULL) &&
              !sqlite3_prepare_v2(s->db, "SELECT seat, name, kind, agent, token_hash FROM seats WHERE game = ? ORDER BY seat",
                                  -1, &seats, NULL) &&
              !sqlite3_prepare_v2(s->db, "SELECT idx, answer, name FROM answers WHERE game = ? ORDER BY idx", -1, &answers,
                                  NULL);
    if (!ok) fail(s->db, "cannot read the games", why, size);
    if (ok && only) sqlite3_bind_text(games, 1, only, -1, SQLITE_TRANSIENT);
    while (ok && sqlite3_step(games) == SQLITE_ROW) {
        char id[GAME_ID_CHARS + 1], mode[12], options[256], game_name[32];
        uint8_t spectator[TOKEN_HASH_SIZE] = {0};
        snprintf(id, sizeof id, "%s", (const char *)sqlite3_column_text(games, 0));
        snprintf(mode, sizeof mode, "%s", (const char *)sqlite3_column_text(games, 1));
        snprintf(options, sizeof options, "%s", (const char *)sqlite3_column_text(games, 2));
        uint64_t seed = (uint64_t)sqlite3_column_int64(games, 3);
        snprintf(game_name, sizeof game_name, "%s", (const char *)sqlite3_column_text(games, 4));
        if (sqlite3_column_bytes(games, 5) == TOKEN_HASH_SIZE) memcpy(spectator, sqlite3_column_blob(games, 5), TOKEN_HASH_SIZE);
        seat_info info[CT_MAX_SEATS];
        memset(info, 0, sizeof info);
        int count = 0;
        sqlite3_reset(seats);
        sqlite3_bind_text(seats, 1, id, -1, SQLITE_TRANSIENT);
        while (sqlite3_step(seats) == SQLITE_ROW) {
            int p = sqlite3_column_int(seats, 0);
            if (p != count || p >= CT_MAX_SEATS || sqlite3_column_bytes(seats, 4) != TOKEN_HASH_SIZE) {
                snprintf(why, size, "game %s: its seats are damaged in the database", id);
                ok = false;
                break;
            }
            snprintf(info[p].name, sizeof info[p].name, "%s", (const char *)sqlite3_column_text(seats, 1));
            info[p].kind = (uint8_t)sqlite3_column_int(seats, 2);
            snprintf(info[p].agent, sizeof info[p].agent, "%s", (const char *)sqlite3_column_text(seats, 3));
            memcpy(info[p].token_hash, sqlite3_column_blob(seats, 4), TOKEN_HASH_SIZE);
            count++;
        }
        size_t n = 0;
        free_names(names, named);
        named = 0;
        sqlite3_reset(answers);
        sqlite3_bind_text(answers, 1, id, -1, SQLITE_TRANSIENT);
        while (ok && sqlite3_step(answers) == SQLITE_ROW) {
            if ((size_t)sqlite3_column_int64(answers, 0) != n) {
                snprintf(why, size, "game %s: answer %zu is missing from the database", id, n);
                ok = false;
                break;
            }
            if (n == capacity) {
                capacity = capacity ? capacity * 2 : 256;
                uint16_t *bigger = realloc(list, capacity * sizeof *list);
                char **more = bigger ? realloc(names, capacity * sizeof *names) : NULL;
                if (bigger) list = bigger;
                if (more) names = more;
                if (!bigger || !more) {
                    snprintf(why, size, "out of memory");
                    ok = false;
                    break;
                }
            }
            const char *name = (const char *)sqlite3_column_text(answers, 2);
            names[n] = name ? strdup(name) : NULL;
            named = n + 1;
            list[n++] = (uint16_t)sqlite3_column_int(answers, 1);
        }
        /* the game is given with the store unlocked: each may store things */
        if (ok) {
            pthread_mutex_unlock(&s->lock);
            stored_game g = {.id = id, .game = game_name, .mode = mode, .options = options, .seed = seed,
                             .spectator_hash = spectator, .seats = info, .seat_count = count, .answers = list,
                             .names = (const char *const *)names, .count = n};
            ok = each(ctx, &g);
            pthread_mutex_lock(&s->lock);
            found++;
        }
    }
    free(list);
    free_names(names, named);
    free(names);
    sqlite3_finalize(games);
    sqlite3_finalize(seats);
    sqlite3_finalize(answers);
    pthread_mutex_unlock(&s->lock);
    return ok ? found : -1;
}

static int sqlite_load_game(store *base, const char *id, store_game_fn each, void *ctx, char *why, size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    long n = walk(s, "SELECT id, mode, options, seed, game, spectator FROM games WHERE id = ?", id, each, ctx, why, size);
    return n < 0 ? -1 : n > 0;
}

static long sqlite_game_count(store *base, char *why, size_t size) {
    sqlite_store *s = (sqlite_store *)base;
    pthread_mutex_lock(&s->lock);
    sqlite3_stmt *st = NULL;
    long n = -1;
    if (!sqlite3_prepare_v2(s->db, "SELECT count(*) FROM games", -1, &st, NULL) && sqlite3_step(st) == SQLITE_ROW)
        n = (long)sqlite3_column_int64(st, 0);
    else fail(s->db, "cannot count the games", why, size);
    sqlite3_finalize(st);
    pthread_mutex_unlock(&s->lock);
    return n;
}

static const store_ops sqlite_ops = {
    .close = sqlite_close,
    .add_game = sqlite_add_game,
    .add_answer = sqlite_add_answer,
    .truncate = sqlite_truncate,
    .load_game = sqlite_load_game,
    .game_count = sqlite_game_count,
    .watch = NULL, /* a file is one server's alone (its flock) */
    .jobs = &sqlite_job_ops,
};
