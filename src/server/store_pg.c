/* store_pg.c: the store (store.h) on PostgreSQL, for --db postgresql://... (a libpq
 * connection URI): the same three tables as the SQLite file (games; seats with token
 * hashes; answers under the key (game, idx)), made on first use in a database that has
 * none of its own, refused in a database of something else. Any number of servers may
 * share one database: an answer or an undo locks its game's row, and an answer is
 * stored only as the game's next (two servers answering one decision: one is stored,
 * the other told STORE_TAKEN), an undo only of the game's last; each sends NOTIFY
 * cardtable with the game's id in its transaction; each server
 * LISTENs on a second connection, in a thread of its own, and is told of the others'
 * changes (store_watch). Every operation is one transaction, committed before it
 * returns; without --durable, commits do not wait for PostgreSQL's disk
 * (synchronous_commit off: a killed server loses nothing, a crash of PostgreSQL's
 * machine may lose the last moments). Each server has PG_LINKS connections, a call taking
 * a free one; a connection PostgreSQL closed is made again before it is used, and one
 * lost during a call is made again for the next. */
#include <fcntl.h>
#include <libpq-fe.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "server.h"
#include "store.h"

#define PG_SCHEMA "2"

#define PG_LINKS 4 /* connections per server: calls on different threads go side by side */
#define PG_PREPARED 24 /* statements prepared per connection (each text once: parsed and planned once) */

/* One connection, used by one call at a time. */
typedef struct pg_link {
    PGconn *conn;
    bool durable;
    pthread_mutex_t lock;
    char last_state[8];   /* the SQLSTATE of the last failed call ("23505": a key taken) */
    _Atomic int own_pid;  /* its backend: this server's own notifications are not news */
    const char *prepared[PG_PREPARED]; /* the statements prepared in its session: "p0", "p1", ... */
    int prepared_count;
} pg_link;

typedef struct pg_store {
    store base; /* first: a store * is a pg_store * */
    pg_link link[PG_LINKS];
    int links;            /* connected */
    _Atomic unsigned next; /* where the search for a free link starts */
    /* the other servers' changes (store_watch) */
    PGconn *listen_conn;
    void (*changed)(void *ctx, const char *id);
    void *changed_ctx;
    pthread_t listener;
    bool listening;
    int stop_pipe[2];
} pg_store;

/* The first line of libpq's message for conn. */
static void pg_why(PGconn *conn, const char *what, char *why, size_t size) {
    const char *m = conn ? PQerrorMessage(conn) : "out of memory";
    size_t n = strcspn(m, "\n");
    snprintf(why, size, "%s: %.*s", what, (int)n, *m ? m : "no answer");
}

/* The session's settings, on a new connection. */
static bool take_session(pg_link *l, char *why, size_t size) {
    PGresult *r = PQexec(l->conn, l->durable ? "SET synchronous_commit = on" : "SET synchronous_commit = off");
    bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
    if (!ok) pg_why(l->conn, "cannot set it up", why, size);
    PQclear(r);
    l->own_pid = PQbackendPID(l->conn);
    l->prepared_count = 0; /* a new session has none */
    return ok;
}

/* The name ("p0", ...) sql is prepared under in l's session (n parameters, their types
 * as PostgreSQL infers them), preparing it the first time; false if it cannot be (then
 * it is sent whole, and its error said as for any call). */
static bool prepared_name(pg_link *l, const char *sql, int n, char name[12]) {
    int k = 0;
    while (k < l->prepared_count && strcmp(l->prepared[k], sql)) k++;
    snprintf(name, 12, "p%d", k);
    if (k < l->prepared_count) return true;
    if (k == PG_PREPARED) return false;
    PGresult *r = PQprepare(l->conn, name, sql, n, NULL);
    bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
    PQclear(r);
    if (ok) l->prepared[l->prepared_count++] = sql;
    return ok;
}

/* Runs sql with text parameters (and one binary, the token hash, when binary >= 0);
 * the result (the caller clears it) if its status is want, else NULL with why. */
static PGresult *run(pg_link *l, const char *sql, int n, const char *const *values, int binary, int binary_length,
                     ExecStatusType want, const char *what, char *why, size_t size) {
    int lengths[8] = {0}, formats[8] = {0};
    if (binary >= 0) {
        lengths[binary] = binary_length;
        formats[binary] = 1;
    }
    /* without parameters, PQexec: it takes several statements (the tables' creation); with
     * them, the statement prepared once in this session, which saves PostgreSQL parsing
     * and planning it at every call */
    char name[12];
    PGresult *r = !n                                ? PQexec(l->conn, sql)
                  : prepared_name(l, sql, n, name) ? PQexecPrepared(l->conn, name, n, values, lengths, formats, 0)
                                                   : PQexecParams(l->conn, sql, n, NULL, values, lengths, formats, 0);
    l->last_state[0] = 0;
    if (PQresultStatus(r) == want) return r;
    const char *m = r ? PQresultErrorMessage(r) : "";
    const char *state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : NULL;
    snprintf(l->last_state, sizeof l->last_state, "%s", state ? state : "");
    if (m && *m) snprintf(why, size, "%s: %.*s", what, (int)strcspn(m, "\n"), m);
    else pg_why(l->conn, what, why, size);
    PQclear(r);
    if (PQstatus(l->conn) == CONNECTION_BAD) { /* connected again for the next call */
        PQreset(l->conn);
        char ignored[200];
        if (PQstatus(l->conn) == CONNECTION_OK) take_session(l, ignored, sizeof ignored);
    }
    return NULL;
}
static const store_ops pg_ops;

static bool command(pg_link *l, const char *sql, const char *what, char *why, size_t size) {
    PGresult *r = run(l, sql, 0, NULL, -1, 0, PGRES_COMMAND_OK, what, why, size);
    PQclear(r);
    return r != NULL;
}

/* A free link (the first found from a moving start), or the start's when all are busy;
 * locked. */
static pg_link *grab(pg_store *s) {
    unsigned start = s->next++;
    pg_link *l = NULL;
    for (int i = 0; !l && i < s->links; i++) {
        pg_link *free_one = &s->link[(start + (unsigned)i) % (unsigned)s->links];
        if (!pthread_mutex_trylock(&free_one->lock)) l = free_one;
    }
    if (!l) {
        l = &s->link[start % (unsigned)s->links];
        pthread_mutex_lock(&l->lock);
    }
    /* a connection PostgreSQL has closed (a restart) is seen here, with nothing sent yet,
     * and made again before the call: reading what waits takes its last message (the
     * closing notice), reading again its end */
    if (!PQconsumeInput(l->conn) || !PQconsumeInput(l->conn) || PQstatus(l->conn) == CONNECTION_BAD) {
        char ignored[200];
        PQreset(l->conn);
        if (PQstatus(l->conn) == CONNECTION_OK) take_session(l, ignored, sizeof ignored);
    }
    return l;
}

static const char *const create_sql =
    "BEGIN;"
    "CREATE TABLE cardtable_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "INSERT INTO cardtable_meta VALUES ('app', 'cardtable'), ('schema', '" PG_SCHEMA "');"
    "CREATE TABLE games (id TEXT PRIMARY KEY, mode TEXT NOT NULL, options TEXT NOT NULL, seed BIGINT NOT NULL,"
    " created BIGINT NOT NULL, game TEXT NOT NULL DEFAULT 'redrising', spectator BYTEA);"
    "CREATE TABLE seats (game TEXT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, name TEXT NOT NULL,"
    " kind INTEGER NOT NULL, agent TEXT NOT NULL, token_hash BYTEA NOT NULL, PRIMARY KEY (game, seat));"
    "CREATE TABLE answers (game TEXT NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, answer INTEGER NOT NULL,"
    " name TEXT, PRIMARY KEY (game, idx));"
    "COMMIT;";

/* Schema 1 to 2: which game (all of schema 1's are Red Rising's), the spectators' token
 * (none), each answer's option name (none: replayed by number). */
static const char *const upgrade_sql =
    "BEGIN;"
    "ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'redrising';"
    "ALTER TABLE games ADD COLUMN spectator BYTEA;"
    "ALTER TABLE answers ADD COLUMN name TEXT;"
    "UPDATE cardtable_meta SET value = '2' WHERE key = 'schema';"
    "COMMIT;";

/* An answer and an undo each in one round trip (one statement, committed when it
 * returns): the game's row locked, then its answers counted by a statement of their own
 * (PL/pgSQL takes a new snapshot for each, so the count includes every answer committed
 * before the lock), then the change and the news to the other servers. Made again at
 * every start (CREATE OR REPLACE), so a database made by an older server gets them. */
static const char *const functions_sql =
    "CREATE OR REPLACE FUNCTION cardtable_answer(g TEXT, i INTEGER, a INTEGER, n TEXT) RETURNS BOOLEAN AS $$"
    " BEGIN"
    "  PERFORM 1 FROM games WHERE id = g FOR UPDATE;"
    "  IF (SELECT coalesce(max(idx) + 1, 0) FROM answers WHERE game = g) <> i THEN RETURN false; END IF;"
    "  INSERT INTO answers (game, idx, answer, name) VALUES (g, i, a, n);"
    "  PERFORM pg_notify('cardtable', g);"
    "  RETURN true;"
    " END $$ LANGUAGE plpgsql;"
    "CREATE OR REPLACE FUNCTION cardtable_undo(g TEXT, keep INTEGER) RETURNS BOOLEAN AS $$"
    " BEGIN"
    "  PERFORM 1 FROM games WHERE id = g FOR UPDATE;"
    "  IF (SELECT coalesce(max(idx) + 1, 0) FROM answers WHERE game = g) <> keep + 1 THEN RETURN false; END IF;"
    "  DELETE FROM answers WHERE game = g AND idx >= keep;"
    "  PERFORM pg_notify('cardtable', g);"
    "  RETURN true;"
    " END $$ LANGUAGE plpgsql;";

/* Makes the tables in a database with none of its own; refuses one of something else. */
static bool check_schema(pg_link *l, char *why, size_t size) {
    PGresult *r = run(l,
                      "SELECT (SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()),"
                      " to_regclass('cardtable_meta') IS NOT NULL",
                      0, NULL, -1, 0, PGRES_TUPLES_OK, "cannot read the database", why, size);
    if (!r) return false;
    long tables = strtol(PQgetvalue(r, 0, 0), NULL, 10);
    bool ours = PQgetvalue(r, 0, 1)[0] == 't';
    PQclear(r);
    if (!tables) return command(l, create_sql, "cannot make the tables", why, size);
    if (!ours) {
        snprintf(why, size, "a PostgreSQL database of something else (no cardtable_meta table)");
        return false;
    }
    r = run(l, "SELECT value FROM cardtable_meta WHERE key = 'schema'", 0, NULL, -1, 0, PGRES_TUPLES_OK,
            "cannot read cardtable_meta", why, size);
    if (!r) return false;
    bool same = PQntuples(r) == 1 && !strcmp(PQgetvalue(r, 0, 0), PG_SCHEMA);
    bool older = PQntuples(r) == 1 && !strcmp(PQgetvalue(r, 0, 0), "1");
    if (!same && !older)
        snprintf(why, size, "a cardtable database of schema %s; this program reads schemas 1 and %s",
                 PQntuples(r) ? PQgetvalue(r, 0, 0) : "?", PG_SCHEMA);
    PQclear(r);
    if (older && !command(l, upgrade_sql, "cannot bring the tables to schema " PG_SCHEMA, why, size)) {
        char ignored[200];
        command(l, "ROLLBACK", "rollback", ignored, sizeof ignored);
        return false;
    }
    return same || older;
}

/* ---- versions and jobs (store_jobs.h) ---- */

#define PG_NOW_MS "cardtable_now_ms()"
/* A game's version (store_jobs.h) in SQL, for the game named by the expression g. */
#define PG_VERSION_OF(g)                                                                                         \
    "((SELECT count(*) FROM answers WHERE answers.game = " g ") + 2 * coalesce((SELECT undos FROM game_undos" \
    " WHERE game_undos.game = " g "), 0))"

/* The undos and jobs tables, and the trigger on the answers that counts a game's undos
 * and, for a game with jobs, makes its next job (for the game's new version: answers + 2
 * x undos), made (or made again) at every start; a database made before them gets them
 * here, and its games with a bot (seat kind 1) a job each. An answer of a game without
 * jobs costs the trigger one index look and no write. */
static const char *const jobs_sql =
    "SET LOCAL client_min_messages = warning;" /* not "already exists, skipping" on the error output */
    "CREATE TABLE IF NOT EXISTS game_undos (game TEXT PRIMARY KEY REFERENCES games(id), undos BIGINT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS game_jobs (game TEXT PRIMARY KEY REFERENCES games(id), clock INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS jobs (game TEXT PRIMARY KEY REFERENCES games(id), version BIGINT NOT NULL,"
    " due BIGINT NOT NULL, since BIGINT NOT NULL, owner TEXT, lease BIGINT NOT NULL DEFAULT 0);"
    "CREATE INDEX IF NOT EXISTS jobs_due ON jobs (due);"
    "CREATE OR REPLACE FUNCTION cardtable_now_ms() RETURNS BIGINT AS $$"
    " SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint $$ LANGUAGE sql;"
    "CREATE OR REPLACE FUNCTION cardtable_changed() RETURNS trigger AS $$"
    " DECLARE g TEXT; answers BIGINT;"
    " BEGIN"
    "  IF TG_OP = 'DELETE' THEN"
    "   g := OLD.game; answers := OLD.idx;" /* an undo deletes the last answer */
    "   INSERT INTO game_undos VALUES (g, 1) ON CONFLICT (game) DO UPDATE SET undos = game_undos.undos + 1;"
    "  ELSE"
    "   g := NEW.game; answers := NEW.idx + 1;" /* an answer is stored as the next */
    "  END IF;"
    "  INSERT INTO jobs SELECT g, answers + 2 * coalesce((SELECT undos FROM game_undos WHERE game = g), 0), "
    PG_NOW_MS ", " PG_NOW_MS ", NULL, 0 FROM game_jobs WHERE game_jobs.game = g"
    "   ON CONFLICT (game) DO UPDATE SET version = excluded.version, due = excluded.due, since = excluded.since,"
    "   owner = NULL, lease = 0;"
    "  RETURN NULL;"
    " END $$ LANGUAGE plpgsql;"
    "CREATE OR REPLACE TRIGGER answers_changed AFTER INSERT OR DELETE ON answers"
    " FOR EACH ROW EXECUTE FUNCTION cardtable_changed();"
    "CREATE OR REPLACE FUNCTION cardtable_add_jobs(g TEXT, c INTEGER) RETURNS VOID AS $$"
    " BEGIN"
    "  INSERT INTO game_jobs VALUES (g, c) ON CONFLICT (game) DO UPDATE SET clock = excluded.clock;"
    "  INSERT INTO jobs SELECT g, " PG_VERSION_OF("g") ", " PG_NOW_MS ", " PG_NOW_MS ", NULL, 0"
    "   ON CONFLICT (game) DO NOTHING;"
    " END $$ LANGUAGE plpgsql;";

static const char *const jobs_first_sql =
    "INSERT INTO game_jobs SELECT DISTINCT game, 0 FROM seats WHERE kind = 1 ON CONFLICT (game) DO NOTHING;"
    "INSERT INTO jobs SELECT game, " PG_VERSION_OF("game_jobs.game") ", " PG_NOW_MS ", " PG_NOW_MS ", NULL, 0"
    " FROM game_jobs ON CONFLICT (game) DO NOTHING;";

/* Every server starting on the database makes or checks its tables under this lock, one
 * at a time: two started at once would both make them (and one fail). */
#define PG_SETUP_LOCK "1667330660" /* "card" */

/* With the set-up lock held: the tables made or checked, the functions and the jobs'
 * tables made again. */
static bool set_up(pg_link *l, char *why, size_t size) {
    bool ok = check_schema(l, why, size) && command(l, functions_sql, "cannot make its functions", why, size);
    PGresult *r = ok ? run(l, "SELECT to_regclass('game_jobs') IS NULL", 0, NULL, -1, 0, PGRES_TUPLES_OK,
                           "cannot read the database", why, size)
                     : NULL;
    bool first = r && PQgetvalue(r, 0, 0)[0] == 't';
    ok = ok && r;
    PQclear(r);
    if (!ok || !command(l, "BEGIN", "cannot make the jobs' tables", why, size)) return false;
    ok = command(l, jobs_sql, "cannot make the jobs' tables", why, size) &&
         (!first || command(l, jobs_first_sql, "cannot make the jobs' tables", why, size));
    char ignored[200];
    if (ok) ok = command(l, "COMMIT", "cannot make the jobs' tables", why, size);
    else command(l, "ROLLBACK", "rollback", ignored, sizeof ignored);
    return ok;
}

/* set_up under the set-up lock (a session lock: ended with the connection if it fails). */
static bool set_up_locked(pg_link *l, char *why, size_t size) {
    PGresult *r = run(l, "SELECT pg_advisory_lock(" PG_SETUP_LOCK ")", 0, NULL, -1, 0, PGRES_TUPLES_OK,
                      "cannot lock the database's set-up", why, size);
    if (!r) return false;
    PQclear(r);
    bool ok = set_up(l, why, size);
    char unlock_why[200];
    r = run(l, "SELECT pg_advisory_unlock(" PG_SETUP_LOCK ")", 0, NULL, -1, 0, PGRES_TUPLES_OK,
            "cannot unlock the database's set-up", unlock_why, sizeof unlock_why);
    if (ok && !r) snprintf(why, size, "%s", unlock_why);
    ok = ok && r;
    PQclear(r);
    return ok;
}

store *pg_store_open(const char *uri, bool durable, char *why, size_t size) {
    pg_store *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(why, size, "out of memory");
        return NULL;
    }
    char inner[400];
    bool ok = true;
    for (int i = 0; ok && i < PG_LINKS; i++) {
        pg_link *l = &s->link[i];
        l->durable = durable;
        l->conn = PQconnectdb(uri);
        pthread_mutex_init(&l->lock, NULL);
        s->links++;
        ok = PQstatus(l->conn) == CONNECTION_OK || (pg_why(l->conn, "cannot connect", inner, sizeof inner), false);
        if (ok) ok = take_session(l, inner, sizeof inner);
        if (ok && !i) ok = set_up_locked(l, inner, sizeof inner);
    }
    if (!ok) {
        PGconn *c = s->link[0].conn;
        snprintf(why, size, "PostgreSQL database %s: %s; refusing to use it (nothing was changed)",
                 PQdb(c) && *PQdb(c) ? PQdb(c) : "?", inner);
        for (int i = 0; i < s->links; i++) {
            PQfinish(s->link[i].conn);
            pthread_mutex_destroy(&s->link[i].lock);
        }
        free(s);
        return NULL;
    }
    s->stop_pipe[0] = s->stop_pipe[1] = -1;
    s->base.ops = &pg_ops;
    return &s->base;
}

/* Whether a notification came from this server's own connections. */
static bool own(pg_store *s, int pid) {
    for (int i = 0; i < s->links; i++)
        if (s->link[i].own_pid == pid) return true;
    return false;
}

/* The listener: every notification of another server's change, passed on. */
static void *listen_loop(void *arg) {
    pg_store *s = arg;
    PGconn *c = s->listen_conn;
    bool news_lost = false;
    for (;;) {
        if (PQstatus(c) != CONNECTION_OK) { /* lost: connect again, listen again, and say news were lost */
            PQreset(c);
            PGresult *r = PQstatus(c) == CONNECTION_OK ? PQexec(c, "LISTEN cardtable") : NULL;
            bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
            PQclear(r);
            if (ok) {
                if (news_lost) s->changed(s->changed_ctx, NULL);
                news_lost = false;
                continue;
            }
            news_lost = true;
            struct pollfd p = {s->stop_pipe[0], POLLIN, 0};
            if (poll(&p, 1, 1000) > 0) break; /* stopping */
            continue;
        }
        struct pollfd p[2] = {{PQsocket(c), POLLIN, 0}, {s->stop_pipe[0], POLLIN, 0}};
        if (poll(p, 2, 1000) < 0) continue;
        if (p[1].revents) break;
        if (!PQconsumeInput(c)) {
            news_lost = true;
            continue;
        }
        PGnotify *n;
        while ((n = PQnotifies(c))) {
            if (!own(s, n->be_pid)) s->changed(s->changed_ctx, n->extra);
            PQfreemem(n);
        }
    }
    return NULL;
}

/* Ends the listener (its callback is not called again). */
static void stop_listening(pg_store *s) {
    if (s->listening) {
        char c = 0;
        ssize_t wrote = write(s->stop_pipe[1], &c, 1);
        (void)wrote;
        pthread_join(s->listener, NULL);
        s->listening = false;
    }
}

static bool pg_watch(store *base, void (*changed)(void *ctx, const char *id), void *ctx, char *why, size_t size) {
    pg_store *s = (pg_store *)base;
    if (!changed) {
        stop_listening(s);
        return true;
    }
    s->changed = changed;
    s->changed_ctx = ctx;
    /* the listener connects with conn's own parameters */
    PQconninfoOption *info = PQconninfo(s->link[0].conn);
    const char *keys[64], *values[64];
    int n = 0;
    for (PQconninfoOption *o = info; o && o->keyword && n < 63; o++)
        if (o->val) {
            keys[n] = o->keyword;
            values[n++] = o->val;
        }
    keys[n] = values[n] = NULL;
    s->listen_conn = PQconnectdbParams(keys, values, 0);
    PQconninfoFree(info);
    PGresult *r = PQstatus(s->listen_conn) == CONNECTION_OK ? PQexec(s->listen_conn, "LISTEN cardtable") : NULL;
    bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
    PQclear(r);
    if (!ok) {
        pg_why(s->listen_conn, "cannot listen for other servers' changes", why, size);
        return false;
    }
    if (pipe(s->stop_pipe)) {
        snprintf(why, size, "cannot make a pipe");
        return false;
    }
    s->listening = !pthread_create(&s->listener, NULL, listen_loop, s);
    if (!s->listening) snprintf(why, size, "cannot start the listening thread");
    return s->listening;
}

static void pg_close(store *base) {
    pg_store *s = (pg_store *)base;
    stop_listening(s);
    if (s->stop_pipe[0] >= 0) {
        close(s->stop_pipe[0]);
        close(s->stop_pipe[1]);
    }
    PQfinish(s->listen_conn);
    for (int i = 0; i < s->links; i++) {
        PQfinish(s->link[i].conn);
        pthread_mutex_destroy(&s->link[i].lock);
    }
    free(s);
}

static bool pg_add_game(store *base, const game *g, char *why, size_t size) {
    pg_store *s = (pg_store *)base;
    pg_link *l = grab(s);
    char seed[24];
    snprintf(seed, sizeof seed, "%lld", (long long)g->rec.seed);
    const char *row[] = {g->id, g->mode, g->rec.options, seed, g->rules->name, (const char *)g->spectator_hash};
    bool ok = command(l, "BEGIN", "cannot store the game", why, size);
    PGresult *r = NULL;
    if (ok) {
        r = run(l,
                "INSERT INTO games (id, mode, options, seed, created, game, spectator)"
                " VALUES ($1, $2, $3, $4, extract(epoch FROM now())::bigint, $5, $6)",
                6, row, 5, TOKEN_HASH_SIZE,
                PGRES_COMMAND_OK, "cannot store the game", why, size);
        ok = r != NULL;
        PQclear(r);
    }
    for (int p = 0; ok && p < g->seats; p++) {
        char seat[12], kind[12];
        snprintf(seat, sizeof seat, "%d", p);
        snprintf(kind, sizeof kind, "%d", g->seat[p].kind);
        const char *values[] = {g->id, seat, g->seat[p].name, kind, g->seat[p].agent,
                                (const char *)g->seat[p].token_hash};
        r = run(l, "INSERT INTO seats VALUES ($1, $2, $3, $4, $5, $6)", 6, values, 5, TOKEN_HASH_SIZE,
                PGRES_COMMAND_OK, "cannot store the game", why, size);
        ok = r != NULL;
        PQclear(r);
    }
    char ignored[200];
    if (ok) ok = command(l, "COMMIT", "cannot store the game", why, size);
    else command(l, "ROLLBACK", "rollback", ignored, sizeof ignored);
    pthread_mutex_unlock(&l->lock);
    return ok;
}

static int pg_add_answer(store *base, const char *id, size_t index, int answer, const char *name, char *why,
                         size_t size) {
    pg_store *s = (pg_store *)base;
    char idx[24], value[16];
    snprintf(idx, sizeof idx, "%zu", index);
    snprintf(value, sizeof value, "%d", answer);
    const char *values[] = {id, idx, value, name};
    pg_link *l = grab(s);
    PGresult *r = run(l, "SELECT cardtable_answer($1, $2, $3, $4)", 4, values, -1, 0, PGRES_TUPLES_OK,
                      "cannot store the answer", why, size);
    /* false: not the game's next (another server's answer, or undo, came first) */
    int result = !r ? (!strcmp(l->last_state, "23505") ? STORE_TAKEN : STORE_FAILED)
                    : PQgetvalue(r, 0, 0)[0] == 't' ? STORE_OK : STORE_TAKEN;
    pthread_mutex_unlock(&l->lock);
    PQclear(r);
    return result;
}

static bool pg_truncate(store *base, const char *id, size_t keep, char *why, size_t size) {
    pg_store *s = (pg_store *)base;
    char from[24];
    snprintf(from, sizeof from, "%zu", keep);
    const char *values[] = {id, from};
    pg_link *l = grab(s);
    PGresult *r = run(l, "SELECT cardtable_undo($1, $2)", 2, values, -1, 0, PGRES_TUPLES_OK,
                      "cannot undo in the database", why, size);
    pthread_mutex_unlock(&l->lock);
    /* false: the answer is no longer the game's last (another server's came after it) */
    bool ok = r && PQgetvalue(r, 0, 0)[0] == 't';
    if (r && !ok) snprintf(why, size, "stale: the game has moved on since (another answer was taken); reload");
    PQclear(r);
    return ok;
}

static int pg_load_game(store *base, const char *id, store_game_fn each, void *ctx, char *why, size_t size) {
    pg_store *s = (pg_store *)base;
    const char *values[] = {id};
    pg_link *l = grab(s);
    PGresult *row = run(l, "SELECT id, mode, options, seed, game, spectator FROM games WHERE id = $1", 1, values, -1, 0,
                        PGRES_TUPLES_OK, "cannot read the game", why, size);
    PGresult *seats = row && PQntuples(row)
                          ? run(l, "SELECT seat, name, kind, agent, token_hash FROM seats WHERE game = $1 ORDER BY seat",
                                1, values, -1, 0, PGRES_TUPLES_OK, "cannot read the game", why, size)
                          : NULL;
    PGresult *answers = seats ? run(l, "SELECT idx, answer, name FROM answers WHERE game = $1 ORDER BY idx", 1, values, -1,
                                    0, PGRES_TUPLES_OK, "cannot read the game", why, size)
                              : NULL;
    pthread_mutex_unlock(&l->lock);
    int found = !row ? -1 : !PQntuples(row) ? 0 : answers ? 1 : -1;
    seat_info info[CT_MAX_SEATS];
    uint8_t spectator[TOKEN_HASH_SIZE] = {0};
    uint16_t *list = NULL;
    const char **names = NULL;
    int count = 0;
    size_t n = answers ? (size_t)PQntuples(answers) : 0;
    if (found == 1) {
        memset(info, 0, sizeof info);
        count = PQntuples(seats);
        for (int p = 0; p < count && found == 1; p++) {
            size_t hash_length = 0;
            unsigned char *hash = PQunescapeBytea((const unsigned char *)PQgetvalue(seats, p, 4), &hash_length);
            if (atoi(PQgetvalue(seats, p, 0)) != p || p >= CT_MAX_SEATS || !hash || hash_length != TOKEN_HASH_SIZE) {
                snprintf(why, size, "game %s: its seats are damaged in the database", id);
                found = -1;
            } else {
                snprintf(info[p].name, sizeof info[p].name, "%s", PQgetvalue(seats, p, 1));
                info[p].kind = (uint8_t)atoi(PQgetvalue(seats, p, 2));
                snprintf(info[p].agent, sizeof info[p].agent, "%s", PQgetvalue(seats, p, 3));
                memcpy(info[p].token_hash, hash, TOKEN_HASH_SIZE);
            }
            PQfreemem(hash);
        }
        if (!PQgetisnull(row, 0, 5)) {
            size_t hash_length = 0;
            unsigned char *hash = PQunescapeBytea((const unsigned char *)PQgetvalue(row, 0, 5), &hash_length);
            if (hash && hash_length == TOKEN_HASH_SIZE) memcpy(spectator, hash, TOKEN_HASH_SIZE);
            PQfreemem(hash);
        }
        list = malloc((n + 1) * sizeof *list);
        names = calloc(n + 1, sizeof *names);
        if (!list || !names) {
            snprintf(why, size, "out of memory");
            found = -1;
        }
        for (size_t i = 0; found == 1 && i < n; i++) {
            if (strtoull(PQgetvalue(answers, (int)i, 0), NULL, 10) != i) {
                snprintf(why, size, "game %s: answer %zu is missing from the database", id, i);
                found = -1;
            } else {
                list[i] = (uint16_t)atoi(PQgetvalue(answers, (int)i, 1));
                names[i] = PQgetisnull(answers, (int)i, 2) ? NULL : PQgetvalue(answers, (int)i, 2);
            }
        }
    }
    if (found == 1) {
        stored_game g = {.id = PQgetvalue(row, 0, 0), .mode = PQgetvalue(row, 0, 1), .options = PQgetvalue(row, 0, 2),
                         .seed = (uint64_t)strtoll(PQgetvalue(row, 0, 3), NULL, 10), .game = PQgetvalue(row, 0, 4),
                         .spectator_hash = spectator, .seats = info, .seat_count = count, .answers = list,
                         .names = names, .count = n};
        if (!each(ctx, &g)) found = -1;
    }
    free(list);
    free(names);
    PQclear(row);
    PQclear(seats);
    PQclear(answers);
    return found;
}

static long pg_game_count(store *base, char *why, size_t size) {
    pg_store *s = (pg_store *)base;
    pg_link *l = grab(s);
    PGresult *r = run(l, "SELECT count(*) FROM games", 0, NULL, -1, 0, PGRES_TUPLES_OK, "cannot count the games", why,
                      size);
    pthread_mutex_unlock(&l->lock);
    long n = r ? strtol(PQgetvalue(r, 0, 0), NULL, 10) : -1;
    PQclear(r);
    return n;
}

/* ---- versions and jobs (store_jobs.h) ---- */

static bool pg_undos(store *base, const char *id, uint64_t *undos, char *why, size_t size) {
    pg_store *s = (pg_store *)base;
    const char *values[] = {id};
    pg_link *l = grab(s);
    PGresult *r = run(l, "SELECT coalesce((SELECT undos FROM game_undos WHERE game = $1), 0)", 1, values, -1, 0,
                      PGRES_TUPLES_OK, "cannot read the game's undos", why, size);
    pthread_mutex_unlock(&l->lock);
    if (r) *undos = strtoull(PQgetvalue(r, 0, 0), NULL, 10);
    PQclear(r);
    return r != NULL;
}

/* Runs sql (n text parameters) on a free link, wanting rows or a command's success. */
static bool pg_call(pg_store *s, const char *sql, int n, const char *const *values, ExecStatusType want,
                    const char *what, char *why, size_t size) {
    pg_link *l = grab(s);
    PGresult *r = run(l, sql, n, values, -1, 0, want, what, why, size);
    pthread_mutex_unlock(&l->lock);
    PQclear(r);
    return r != NULL;
}

static bool pg_add_jobs(store *base, const char *id, int clock, char *why, size_t size) {
    char seconds[16];
    snprintf(seconds, sizeof seconds, "%d", clock);
    const char *values[] = {id, seconds};
    return pg_call((pg_store *)base, "SELECT cardtable_add_jobs($1, $2)", 2, values, PGRES_TUPLES_OK,
                   "cannot store the game's jobs", why, size);
}

static int pg_claim_job(store *base, const char *owner, int lease_ms, store_job *job, char *why, size_t size) {
    pg_store *s = (pg_store *)base;
    char lease[16];
    snprintf(lease, sizeof lease, "%d", lease_ms);
    const char *values[] = {owner, lease};
    pg_link *l = grab(s);
    /* the earliest due job nobody holds, locked (another server's claim skips it) and taken */
    PGresult *r = run(l,
                      "UPDATE jobs SET owner = $1, lease = " PG_NOW_MS " + $2 WHERE game = (SELECT game FROM jobs"
                      " WHERE due <= " PG_NOW_MS " AND lease <= " PG_NOW_MS
                      " ORDER BY due LIMIT 1 FOR UPDATE SKIP LOCKED)"
                      " RETURNING game, version, since, " PG_NOW_MS ","
                      " coalesce((SELECT clock FROM game_jobs WHERE game_jobs.game = jobs.game), 0)",
                      2, values, -1, 0, PGRES_TUPLES_OK, "cannot claim a job", why, size);
    pthread_mutex_unlock(&l->lock);
    int found = !r ? -1 : PQntuples(r) == 1;
    if (found == 1) {
        snprintf(job->game, sizeof job->game, "%s", PQgetvalue(r, 0, 0));
        job->version = strtoull(PQgetvalue(r, 0, 1), NULL, 10);
        job->since_ms = strtoll(PQgetvalue(r, 0, 2), NULL, 10);
        job->now_ms = strtoll(PQgetvalue(r, 0, 3), NULL, 10);
        job->clock = atoi(PQgetvalue(r, 0, 4));
    }
    PQclear(r);
    return found;
}

static bool pg_defer_job(store *base, const char *id, uint64_t version, int64_t due_ms, char *why, size_t size) {
    char v[24], due[24];
    snprintf(v, sizeof v, "%llu", (unsigned long long)version);
    snprintf(due, sizeof due, "%lld", (long long)due_ms);
    const char *values[] = {id, v, due};
    return pg_call((pg_store *)base, "UPDATE jobs SET due = $3, owner = NULL, lease = 0 WHERE game = $1 AND version = $2",
                   3, values, PGRES_COMMAND_OK, "cannot put a job off", why, size);
}

static bool pg_drop_job(store *base, const char *id, uint64_t version, char *why, size_t size) {
    char v[24];
    snprintf(v, sizeof v, "%llu", (unsigned long long)version);
    const char *values[] = {id, v};
    return pg_call((pg_store *)base, "DELETE FROM jobs WHERE game = $1 AND version = $2", 2, values, PGRES_COMMAND_OK,
                   "cannot end a job", why, size);
}

static bool pg_release_jobs(store *base, const char *owner, char *why, size_t size) {
    const char *values[] = {owner};
    return pg_call((pg_store *)base, "UPDATE jobs SET owner = NULL, lease = 0 WHERE owner = $1", 1, values,
                   PGRES_COMMAND_OK, "cannot let the jobs go", why, size);
}

static const store_job_ops pg_job_ops = {
    .undos = pg_undos,
    .add = pg_add_jobs,
    .claim = pg_claim_job,
    .defer = pg_defer_job,
    .drop = pg_drop_job,
    .release = pg_release_jobs,
};

static const store_ops pg_ops = {
    .close = pg_close,
    .add_game = pg_add_game,
    .add_answer = pg_add_answer,
    .truncate = pg_truncate,
    .load_game = pg_load_game,
    .game_count = pg_game_count,
    .watch = pg_watch,
    .jobs = &pg_job_ops,
};
