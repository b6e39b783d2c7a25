/* http.c: the HTTP side of `cardtable serve` on libmicrohttpd: the page's files, the
 * JSON API, the live updates (streams.c), request bodies up to a limit, requests per
 * second and games per hour per client address (limits.c), and the request's own
 * checks: no NUL or %00 in its address, a Host header in HTTP/1.1, no NUL in a body.
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

typedef struct request {
    char *body;
    size_t length;
    bool started;   /* the head was seen (the first call of http_handle) */
    bool too_big;
    bool nul_in_url; /* %00 in the address as sent (libmicrohttpd decodes it) */
    bool nul_in_body;
} request;

/* ---- responses ---- */

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
    if (dot && !strcmp(dot, ".wasm")) return "application/wasm"; /* the offline engine (docs/WASM.md) */
    return "text/html; charset=utf-8";
}

static enum MHD_Result send_asset(struct MHD_Connection *c, const char *url) {
    if (!strcmp(url, "/")) url = "/index.html";
    for (const web_asset *a = web_assets; a->path; a++)
        if (!strcmp(a->path, url))
            return send_bytes(c, 200, a->data, a->size, type_of(a->path), MHD_RESPMEM_PERSISTENT);
    return send_error(c, 404, "no such page");
}

/* ---- limits per client address ---- */

static uint64_t client_of(struct MHD_Connection *c) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return address_key(info ? info->client_addr : NULL);
}

static enum MHD_Result send_too_many(struct MHD_Connection *c, int retry_after, const char *message) {
    struct MHD_Response *r;
    json_t *body = json_pack("{s:s}", "error", message);
    char *text = json_dumps(body, JSON_COMPACT);
    json_decref(body);
    if (!text) return MHD_NO;
    r = MHD_create_response_from_buffer(strlen(text), text, MHD_RESPMEM_MUST_FREE);
    if (!r) {
        free(text);
        return MHD_NO;
    }
    char seconds[24];
    snprintf(seconds, sizeof seconds, "%d", retry_after < 1 ? 1 : retry_after);
    MHD_add_response_header(r, "Content-Type", "application/json");
    MHD_add_response_header(r, "Retry-After", seconds);
    enum MHD_Result ret = MHD_queue_response(c, 429, r);
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
    if (slash && !*action) return send_error(c, 404, "no such address");
    if (!(get && (!*action || !strcmp(action, "events") || !strcmp(action, "cards"))) &&
        !(post && (!strcmp(action, "answer") || !strcmp(action, "undo")))) {
        if (!strcmp(action, "") || !strcmp(action, "events") || !strcmp(action, "cards") || !strcmp(action, "answer") ||
            !strcmp(action, "undo"))
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
    if (!strcmp(action, "events")) return stream_open(sv, c, g);
    if (get && !strcmp(action, "cards")) {
        r.status = 200;
        if (!(r.text = game_cards_text(g))) reply_error(&r, 503, "out of memory");
    } else if (get) {
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
        int retry_after = 0;
        if (!address_take(&sv->games_made, client_of(c), now_seconds(), &retry_after))
            return send_too_many(c, retry_after, "too many new games from this address: try again later");
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

void *http_uri_seen(void *cls, const char *uri, struct MHD_Connection *c) {
    (void)cls;
    (void)c;
    request *rq = calloc(1, sizeof *rq);
    if (rq && uri) /* as sent, before libmicrohttpd decodes it */
        for (const char *p = uri; (p = strchr(p, '%')); p++)
            if (p[1] == '0' && p[2] == '0') rq->nul_in_url = true;
    return rq;
}

enum MHD_Result http_handle(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                            const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
    server *sv = cls;
    request *rq = *con_cls;
    if (!rq) return MHD_NO; /* out of memory when the address was seen */
    if (!rq->started) {
        rq->started = true;
        request_started = now_seconds();
        if (rq->nul_in_url) return send_error(c, 400, "the address has a NUL character (%00) in it");
        if (!strcmp(version, MHD_HTTP_VERSION_1_1) && !MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Host"))
            return send_error(c, 400, "an HTTP/1.1 request needs a Host header");
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
        /* JSON has no raw NUL (it would end the text early): refused once the body is in */
        if (memchr(upload_data, 0, n)) rq->nul_in_body = true;
        char *bigger = realloc(rq->body, rq->length + n + 1);
        if (!bigger) return send_error(c, 503, "out of memory");
        rq->body = bigger;
        memcpy(rq->body + rq->length, upload_data, n);
        rq->length += n;
        rq->body[rq->length] = 0;
        return MHD_YES;
    }
    request_started = now_seconds();
    heads_mark(sv, c, true); /* the request is all in (head and body): its deadline is met */
    if (rq->nul_in_body) return send_error(c, 400, "the request body has a NUL byte in it");
    int retry_after = 0;
    if (!address_take(&sv->requests, client_of(c), request_started, &retry_after))
        return send_too_many(c, retry_after, "too many requests: slow down");
    return route(sv, c, url, method, rq);
}

void http_completed(void *cls, struct MHD_Connection *connection, void **con_cls,
                    enum MHD_RequestTerminationCode code) {
    (void)code;
    heads_mark(cls, connection, false); /* the next request's head is timed from now */
    request *rq = *con_cls;
    if (!rq) return;
    free(rq->body);
    free(rq);
    *con_cls = NULL;
}
