/* streams.c: the live updates of a game (Server-Sent Events: one event per change,
 * carrying only the game's version, also as the event's id) without a thread each. The
 * version is the stored one (store_jobs.h), the same on every server: a page that
 * reconnects, to any server, with Last-Event-ID (or ?last_event_id= where its
 * EventSource cannot send the header) is told of a change at once only if the game moved
 * past it; without one, the first event comes at once. A stream with nothing to say
 * is suspended (libmicrohttpd stops polling its socket) and sits in its game's list
 * until a change or its ping (every PING_SECONDS, so a closed page is noticed) resumes
 * it. All of a stream's fields are read and written with its game locked. */
#include <stdio.h>
#include <stdlib.h>

#include "server.h"

#define PING_SECONDS 15

typedef struct stream {
    server *sv;
    game *g;
    struct MHD_Connection *connection;
    uint64_t sent;   /* the version last told (or the page's Last-Event-ID) */
    double last;     /* when it last wrote */
    bool first;      /* nothing written yet */
    bool resumed;    /* the page said the version it saw last */
    bool suspended;  /* parked: only a resume (with g locked) wakes it */
    bool ping_due;
    struct stream *prev, *next; /* in g->streams */
} stream;

static void resume(stream *e) {
    if (!e->suspended) return;
    e->suspended = false;
    MHD_resume_connection(e->connection);
}

void streams_wake(game *g) {
    for (stream *e = g->streams; e; e = e->next) resume(e);
}

void streams_ping(game *g, double now, bool all) {
    for (stream *e = g->streams; e; e = e->next)
        if (all || now - e->last >= PING_SECONDS) {
            e->ping_due = true;
            resume(e);
        }
}

static ssize_t stream_read(void *cls, uint64_t pos, char *buf, size_t max) {
    (void)pos;
    stream *e = cls;
    game *g = e->g;
    pthread_mutex_lock(&g->lock);
    if (e->sv->stopping) {
        pthread_mutex_unlock(&g->lock);
        return MHD_CONTENT_READER_END_OF_STREAM;
    }
    int n = 0;
    if ((e->first && !e->resumed) || g->version > e->sent) {
        n = snprintf(buf, max, "id: %llu\nevent: change\ndata: {\"version\":%llu}\n\n", (unsigned long long)g->version,
                     (unsigned long long)g->version);
        e->sent = g->version;
        e->first = false;
    } else if (e->first) { /* resumed with nothing new: a comment, so the page knows it is open */
        n = snprintf(buf, max, ": resumed at %llu\n\n", (unsigned long long)e->sent);
        e->first = false;
    } else if (e->ping_due) {
        n = snprintf(buf, max, ": still here\n\n");
    }
    if (n > 0) {
        e->ping_due = false;
        e->last = now_seconds();
    } else { /* nothing to say: parked until a change or the ping */
        e->suspended = true;
        MHD_suspend_connection(e->connection);
    }
    pthread_mutex_unlock(&g->lock);
    return n < 0 || (size_t)n >= max ? MHD_CONTENT_READER_END_WITH_ERROR : n;
}

static void stream_free(void *cls) {
    stream *e = cls;
    game *g = e->g;
    pthread_mutex_lock(&g->lock);
    if (e->prev) e->prev->next = e->next;
    else g->streams = e->next;
    if (e->next) e->next->prev = e->prev;
    g->last_used = now_seconds(); /* its unloading counts from the last stream's end */
    pthread_mutex_unlock(&g->lock);
    free(e);
}

enum MHD_Result stream_open(server *sv, struct MHD_Connection *c, game *g) {
    stream *e = calloc(1, sizeof *e);
    if (!e) {
        pthread_mutex_unlock(&g->lock);
        return MHD_NO;
    }
    e->sv = sv;
    e->g = g;
    e->connection = c;
    e->first = true;
    e->last = now_seconds();
    const char *last = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Last-Event-ID");
    if (!last) last = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "last_event_id");
    char *end;
    unsigned long long seen = last && *last >= '0' && *last <= '9' ? strtoull(last, &end, 10) : 0;
    if (last && *last >= '0' && *last <= '9' && !*end) { /* anything else: as if none was sent */
        e->sent = seen;
        e->resumed = true;
    }
    /* in the game's list before g is unlocked: the game stays in memory while it is open */
    e->next = g->streams;
    if (g->streams) g->streams->prev = e;
    g->streams = e;
    pthread_mutex_unlock(&g->lock);
    struct MHD_Response *r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 256, stream_read, e, stream_free);
    if (!r) {
        stream_free(e);
        return MHD_NO;
    }
    MHD_add_response_header(r, "Content-Type", "text/event-stream");
    MHD_add_response_header(r, "Cache-Control", "no-store");
    MHD_add_response_header(r, "X-Accel-Buffering", "no");
    enum MHD_Result ret = MHD_queue_response(c, MHD_HTTP_OK, r);
    MHD_destroy_response(r);
    return ret;
}
