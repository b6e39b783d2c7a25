/* store_jobs.c: each call of store_jobs.h passed on to the store's kind (store_sqlite.c,
 * store_pg.c). */
#include "store.h"

bool store_undos(store *s, const char *id, uint64_t *undos, char *why, size_t size) {
    return s->ops->jobs->undos(s, id, undos, why, size);
}

bool store_add_jobs(store *s, const char *id, int clock, char *why, size_t size) {
    return s->ops->jobs->add(s, id, clock, why, size);
}

int store_claim_job(store *s, const char *owner, int lease_ms, store_job *job, char *why, size_t size) {
    return s->ops->jobs->claim(s, owner, lease_ms, job, why, size);
}

bool store_defer_job(store *s, const char *id, uint64_t version, int64_t due_ms, char *why, size_t size) {
    return s->ops->jobs->defer(s, id, version, due_ms, why, size);
}

bool store_drop_job(store *s, const char *id, uint64_t version, char *why, size_t size) {
    return s->ops->jobs->drop(s, id, version, why, size);
}

bool store_release_jobs(store *s, const char *owner, char *why, size_t size) {
    return s->ops->jobs->release(s, owner, why, size);
}
