/* http.c: the HTTP side of `cardtable serve` on libmicrohttpd: the page's files, the
 * JSON API, the live updates (Server-Sent Events, one event per change, carrying only
 * a version number), request bodies up to a limit, and requests per second per client.
 * Every refusal is a 4xx with {"error": one line}. */
#include <errno.h>
#include <math.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "assets.h"
#include "server.h"

#define BODY_LIMIT 65536
#define PING_SECONDS 15

typedef struct request {
    char *body;
    size_t length;
    bool too_big;
    bool counted;
} request;

/* ---- responses ---- */

static double now_seconds(void);
/* when the request being answered on this thread was complete (for Server-Timing) */
static _Thread_local double request_started;

static enum MHD_Result send_bytes(struct MHD_Connection *c, int status, const void *data, size_t size,
                                  const char *type, enum MHD_ResponseMemoryMode mode) {
    struct MHD_Response *r = MHD_create_response_from_buffer(size, (void *)data, mode);
    if (!r) {
        if (mode == MHD_RESPMEM_MUST_FREE) free((void *)data);
        return MHD_NO;
    }
    MHD_add_response_header(r, "Content-Type", type);
    MHD_add_response_header(r, "Cache-Control", "no-store");
    char timing[48];
    snprintf(timing, sizeof timing, "app;dur=%.3f", (now_seconds() - request_started) * 1000);
    MHD_add_response_header(r, "Server-Timing", timing);
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
    MHD_add_response_header(r, "Content-Security-Policy",
                            "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:");
    enum MHD_Result ret = MHD_queue_response(c, (unsigned)status, r);
    MHD_destroy_response(r);
    return ret;
}

static enum MHD_Result send_json(struct MHD_Connection *c, int status, json_t *body) {
    char *text = json_dumps(body, JSON_COMPACT);
    json_decref(body);
    if (!text) return send_bytes(c, 503, "{\"error\":\"out of memory\"}", 24, "application/json", MHD_RESPMEM_PERSISTENT);
    enum MHD_Result ret = send_bytes(c, status, text, strlen(text), "application/json", MHD_RESPMEM_MUST_FREE);
    return ret;
}

static enum MHD_Result send_error(struct MHD_Connection *c, int status, const char *message) {
    return send_json(c, status, json_pack("{s:s}", "error", message));
}

static enum MHD_Result send_reply(struct MHD_Connection *c, reply *r) {
    if (r->text) { /* written as text already (a seat's state); freed by MHD */
        json_decref(r->body);
        return send_bytes(c, r->status ? r->status : 200, r->text, strlen(r->text), "application/json",
                          MHD_RESPMEM_MUST_FREE);
    }
    if (!r->body) return send_error(c, 500, "no answer");
    return send_json(c, r->status ? r->status : 200, r->body);
}

static const char *type_of(const char *path) {
    const char *dot = strrchr(path, '.');
    if (dot && !strcmp(dot, ".js")) return "text/javascript; charset=utf-8";
    if (dot && !strcmp(dot, ".css")) return "text/css; charset=utf-8";
    return "text/html; charset=utf-8";
}

static enum MHD_Result send_asset(struct MHD_Connection *c, const char *url) {
    if (!strcmp(url, "/")) url = "/index.html";
    for (const web_asset *a = web_assets; a->path; a++)
        if (!strcmp(a->path, url))
            return send_bytes(c, 200, a->data, a->size, type_of(a->path), MHD_RESPMEM_PERSISTENT);
    return send_error(c, 404, "no such page");
}

/* ---- requests per second, per client address (a token bucket each) ---- */

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static bool allowed(server *sv, struct MHD_Connection *c) {
    if (sv->rate <= 0) return true;
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    uint32_t key = 0;
    if (info && info->client_addr) {
        const struct sockaddr *sa = info->client_addr;
        if (sa->sa_family == AF_INET) key = ((const struct sockaddr_in *)(const void *)sa)->sin_addr.s_addr;
        else if (sa->sa_family == AF_INET6) {
            const uint8_t *b = ((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr.s6_addr;
            for (int i = 0; i < 16; i++) key = key * 31 + b[i];
        }
    }
    pthread_mutex_lock(&sv->rate_lock);
    struct rate_slot *slot = &sv->rates[(key * 2654435761u) >> 22];
    double t = now_seconds(), burst = sv->rate * 2;
    if (slot->addr != key || slot->stamp == 0) {
        slot->addr = key;
        slot->tokens = burst;
    } else {
        slot->tokens = fmin(burst, slot->tokens + (t - slot->stamp) * sv->rate);
    }
    slot->stamp = t;
    bool ok = slot->tokens >= 1;
    if (ok) slot->tokens -= 1;
    pthread_mutex_unlock(&sv->rate_lock);
    return ok;
}

/* ---- live updates ---- */

typedef struct events {
    server *sv;
    game *g;
    uint64_t sent;
    bool first;
} events;

static ssize_t events_read(void *cls, uint64_t pos, char *buf, size_t max) {
    (void)pos;
    events *e = cls;
    game *g = e->g;
    if (e->sv->stopping) return MHD_CONTENT_READER_END_OF_STREAM;
    pthread_mutex_lock(&g->lock);
    bool timed_out = false;
    if (!e->first) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += PING_SECONDS;
        while (g->version == e->sent && !e->sv->stopping && !timed_out)
            timed_out = pthread_cond_timedwait(&g->changed, &g->lock, &until) != 0;
    }
    uint64_t version = g->version;
    pthread_mutex_unlock(&g->lock);
    if (e->sv->stopping) return MHD_CONTENT_READER_END_OF_STREAM;
    int n;
    if (e->first || version != e->sent) {
        n = snprintf(buf, max, "event: change\ndata: {\"version\":%llu}\n\n", (unsigned long long)version);
        e->sent = version;
        e->first = false;
    } else {
        n = snprintf(buf, max, ": still here\n\n");
    }
    return n < 0 || (size_t)n >= max ? MHD_CONTENT_READER_END_WITH_ERROR : n;
}

static enum MHD_Result send_events(struct MHD_Connection *c, server *sv, game *g) {
    events *e = calloc(1, sizeof *e);
    if (!e) return send_error(c, 503, "out of memory");
    e->sv = sv;
    e->g = g;
    e->first = true;
    struct MHD_Response *r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 256, events_read, e, free);
    if (!r) {
        free(e);
        return MHD_NO;
    }
    MHD_add_response_header(r, "Content-Type", "text/event-stream");
    MHD_add_response_header(r, "Cache-Control", "no-store");
    MHD_add_response_header(r, "X-Accel-Buffering", "no");
    enum MHD_Result ret = MHD_queue_response(c, MHD_HTTP_OK, r);
    MHD_destroy_response(r);
    return ret;
}

/* ---- the API ---- */

static json_t *parse_body(const request *rq, reply *r) {
    if (!rq->length) {
        reply_error(r, 400, "the request needs a JSON body");
        return NULL;
    }
    json_error_t jerr;
    json_t *j = json_loadb(rq->body, rq->length, JSON_REJECT_DUPLICATES, &jerr);
    if (!j) reply_error(r, 400, "malformed JSON at line %d, column %d: %s", jerr.line, jerr.column, jerr.text);
    return j;
}

static const char *token_of(struct MHD_Connection *c) {
    const char *t = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Seat-Token");
    return t ? t : MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "token");
}

static enum MHD_Result game_request(server *sv, struct MHD_Connection *c, const char *method, const char *rest,
                                    const request *rq) {
    char id[GAME_ID_CHARS + 2];
    const char *slash = strchr(rest, '/');
    size_t idlen = slash ? (size_t)(slash - rest) : strlen(rest);
    const char *action = slash ? slash + 1 : "";
    if (idlen > GAME_ID_CHARS) idlen = GAME_ID_CHARS + 1;
    memcpy(id, rest, idlen);
    id[idlen] = 0;
    bool get = !strcmp(method, "GET"), post = !strcmp(method, "POST");
    if (!(get && (!*action || !strcmp(action, "events"))) &&
        !(post && (!strcmp(action, "answer") || !strcmp(action, "undo")))) {
        if (!strcmp(action, "") || !strcmp(action, "events") || !strcmp(action, "answer") || !strcmp(action, "undo"))
            return send_error(c, 405, "wrong method for this address");
        return send_error(c, 404, "no such address");
    }
    reply r = {0, NULL, NULL};
    json_t *req = NULL;
    if (post && !(req = parse_body(rq, &r))) return send_reply(c, &r);
    int seat;
    game *g = game_open(sv, id, token_of(c), &seat, &r);
    if (!g) {
        json_decref(req);
        return send_reply(c, &r);
    }
    if (!strcmp(action, "events")) {
        game_unlock(g);
        return send_events(c, sv, g);
    }
    if (get) {
        size_t from = 0;
        const char *f = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "log_from");
        if (f) from = strtoul(f, NULL, 10);
        if (from > g->log_count) from = g->log_count;
        r.status = 200;
        if (!(r.text = game_seat_text(g, seat, from))) reply_error(&r, 503, "out of memory");
    } else if (!strcmp(action, "answer")) {
        game_answer(sv, g, seat, req, &r);
    } else {
        game_undo(sv, g, seat, req, &r);
    }
    game_unlock(g);
    json_decref(req);
    return send_reply(c, &r);
}

static enum MHD_Result route(server *sv, struct MHD_Connection *c, const char *url, const char *method,
                             const request *rq) {
    bool get = !strcmp(method, "GET"), post = !strcmp(method, "POST");
    if (!strncmp(url, "/api/games/", 11)) return game_request(sv, c, method, url + 11, rq);
    if (!strcmp(url, "/api/games")) {
        if (!post) return send_error(c, 405, "create a game with POST");
        reply r = {0, NULL, NULL};
        json_t *req = parse_body(rq, &r);
        if (req) game_create(sv, req, &r);
        json_decref(req);
        return send_reply(c, &r);
    }
    if (!strcmp(url, "/api/cards")) {
        if (!get) return send_error(c, 405, "read the cards with GET");
        return send_json(c, 200, cards_json());
    }
    if (!strcmp(url, "/api/score")) {
        if (!post) return send_error(c, 405, "score a position with POST");
        reply r = {0, NULL, NULL};
        json_t *req = parse_body(rq, &r);
        if (req) score_position(req, rq->body, &r);
        json_decref(req);
        return send_reply(c, &r);
    }
    if (!strcmp(url, "/api/companion")) {
        if (!post) return send_error(c, 405, "take a companion step with POST");
        reply r = {0, NULL, NULL};
        json_t *req = parse_body(rq, &r);
        if (req) companion_web_step(req, &r);
        json_decref(req);
        return send_reply(c, &r);
    }
    if (!strncmp(url, "/api/", 5)) return send_error(c, 404, "no such address");
    if (!get && strcmp(method, "HEAD")) return send_error(c, 405, "pages are read with GET");
    return send_asset(c, url);
}

/* A Content-Length over the limit (or not a number at all). */
static bool declared_too_long(const char *length) {
    char *end;
    errno = 0;
    unsigned long long n = strtoull(length, &end, 10);
    return end == length || errno || n > BODY_LIMIT;
}

/* Answers 413 now, without reading the rest of the body, and MHD closes the
 * connection. Before the body (a declared length) the answer is sent; once the body
 * has begun (chunked, no length) libmicrohttpd 0.9.75 takes no answer until it is all
 * read, so the refusal is the connection closed at once (a newer one sends the 413). */
static enum MHD_Result refuse_too_big(struct MHD_Connection *c, request *rq) {
    rq->too_big = true;
    return send_error(c, 413, "the request body is larger than 64 KiB");
}

enum MHD_Result http_handle(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                            const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
    (void)version;
    server *sv = cls;
    request *rq = *con_cls;
    if (!rq) {
        rq = calloc(1, sizeof *rq);
        if (!rq) return MHD_NO;
        *con_cls = rq;
        /* a body declared too long is refused before a byte of it is read */
        const char *length = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (length && declared_too_long(length)) return refuse_too_big(c, rq);
        return MHD_YES;
    }
    if (rq->too_big) { /* refused already: the rest is dropped with the connection */
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (*upload_data_size) {
        size_t n = *upload_data_size;
        *upload_data_size = 0;
        /* a body that grows past the limit (sent without a length) is refused at once */
        if (rq->length + n > BODY_LIMIT) return refuse_too_big(c, rq);
        char *bigger = realloc(rq->body, rq->length + n + 1);
        if (!bigger) return send_error(c, 503, "out of memory");
        rq->body = bigger;
        memcpy(rq->body + rq->length, upload_data, n);
        rq->length += n;
        rq->body[rq->length] = 0;
        return MHD_YES;
    }
    request_started = now_seconds();
    if (!allowed(sv, c)) return send_error(c, 429, "too many requests: slow down");
    return route(sv, c, url, method, rq);
}

void http_completed(void *cls, struct MHD_Connection *connection, void **con_cls,
                    enum MHD_RequestTerminationCode code) {
    (void)cls;
    (void)connection;
    (void)code;
    request *rq = *con_cls;
    if (!rq) return;
    free(rq->body);
    free(rq);
    *con_cls = NULL;
}
