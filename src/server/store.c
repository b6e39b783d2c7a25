/* store.c: the store --db names, and each call passed on to its kind's operations
 * (store.h): a postgresql:// (or postgres://) connection URI is PostgreSQL
 * (store_pg.c), anything else an SQLite file (store_sqlite.c). */
#include <string.h>

#include "server.h"
#include "store.h"

store *store_open(const char *where, bool durable, char *why, size_t size) {
    if (!strncmp(where, "postgresql://", 13) || !strncmp(where, "postgres://", 11))
        return pg_store_open(where, durable, why, size);
    return sqlite_store_open(where, durable, why, size);
}

void store_close(store *s) {
    if (s) s->ops->close(s);
}

bool store_add_game(store *s, const game *g, char *why, size_t size) { return s->ops->add_game(s, g, why, size); }

int store_add_answer(store *s, const char *id, size_t index, int answer, const char *name, char *why, size_t size) {
    return s->ops->add_answer(s, id, index, answer, name, why, size);
}

bool store_watch(store *s, void (*changed)(void *ctx, const char *id), void *ctx, char *why, size_t size) {
    return !s->ops->watch || s->ops->watch(s, changed, ctx, why, size);
}

bool store_truncate(store *s, const char *id, size_t keep, char *why, size_t size) {
    return s->ops->truncate(s, id, keep, why, size);
}

int store_load_game(store *s, const char *id, store_game_fn each, void *ctx, char *why, size_t size) {
    return s->ops->load_game(s, id, each, ctx, why, size);
}

long store_game_count(store *s, char *why, size_t size) { return s->ops->game_count(s, why, size); }
