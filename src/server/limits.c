/* limits.c: what one client address may use: a token bucket per address (requests a
 * second, games an hour; IPv6 addresses counted by their /64, which one user holds),
 * and a deadline for each request: a connection whose request (line, headers and body)
 * is not all in within --header-seconds of its start (or of the last answer on it) is
 * closed, however slowly it keeps sending. (libmicrohttpd's own timeout counts
 * from the last byte, so a byte every few seconds would keep a connection forever.) */
#include <math.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "server.h"

double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void address_limit_init(address_limit *l, double per_second, double burst) {
    memset(l->slot, 0, sizeof l->slot);
    l->per_second = per_second;
    l->burst = burst < 1 ? 1 : burst;
    pthread_mutex_init(&l->lock, NULL);
}

void address_limit_free(address_limit *l) { pthread_mutex_destroy(&l->lock); }

uint64_t address_key(const struct sockaddr *sa) {
    uint64_t key = 0;
    if (!sa) return 0;
    if (sa->sa_family == AF_INET) {
        key = ((const struct sockaddr_in *)(const void *)sa)->sin_addr.s_addr;
    } else if (sa->sa_family == AF_INET6) {
        const uint8_t *b = ((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr.s6_addr;
        for (int i = 0; i < 8; i++) key = key << 8 | b[i];
        key ^= 1ull << 63; /* apart from every IPv4 key */
    }
    return key;
}

bool address_take(address_limit *l, uint64_t addr, double now, int *retry_after) {
    if (l->per_second <= 0) return true;
    uint64_t h = addr * 0x9E3779B97F4A7C15ull;
    pthread_mutex_lock(&l->lock);
    /* an address shares its slot with others of the same hash: a slot taken by another
     * address starts full for the newcomer, as a fresh address would */
    address_bucket *b = &l->slot[h >> 52 & (ADDRESS_BUCKETS - 1)];
    if (b->addr != addr || b->stamp == 0) {
        b->addr = addr;
        b->tokens = l->burst;
    } else {
        b->tokens = fmin(l->burst, b->tokens + (now - b->stamp) * l->per_second);
    }
    b->stamp = now;
    bool ok = b->tokens >= 1;
    if (ok) b->tokens -= 1;
    else if (retry_after) *retry_after = (int)ceil((1 - b->tokens) / l->per_second);
    pthread_mutex_unlock(&l->lock);
    return ok;
}

/* ---- request deadlines ---- */

typedef struct head_watch {
    int fd;
    double since;   /* when the head began (the connection opened, or its last request ended) */
    bool in_request; /* the request is all in: it is being answered (or streamed) */
    struct head_watch *prev, *next;
} head_watch;

void heads_notify(void *cls, struct MHD_Connection *c, void **socket_context, enum MHD_ConnectionNotificationCode code) {
    server *sv = cls;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
        head_watch *w = calloc(1, sizeof *w);
        if (!w || !info) {
            free(w);
            return;
        }
        w->fd = info->connect_fd;
        w->since = now_seconds();
        pthread_mutex_lock(&sv->heads_lock);
        w->next = sv->heads;
        if (sv->heads) sv->heads->prev = w;
        sv->heads = w;
        pthread_mutex_unlock(&sv->heads_lock);
        *socket_context = w;
    } else if (*socket_context) { /* closed: libmicrohttpd closes the socket after this */
        head_watch *w = *socket_context;
        pthread_mutex_lock(&sv->heads_lock);
        if (w->prev) w->prev->next = w->next;
        else sv->heads = w->next;
        if (w->next) w->next->prev = w->prev;
        pthread_mutex_unlock(&sv->heads_lock);
        free(w);
        *socket_context = NULL;
    }
}

void heads_mark(server *sv, struct MHD_Connection *c, bool complete) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    head_watch *w = info ? info->socket_context : NULL;
    if (!w) return;
    pthread_mutex_lock(&sv->heads_lock);
    w->in_request = complete;
    if (!complete) w->since = now_seconds();
    pthread_mutex_unlock(&sv->heads_lock);
}

void heads_expire(server *sv, double now) {
    pthread_mutex_lock(&sv->heads_lock);
    /* shut down, not closed: libmicrohttpd sees the end, closes the connection and says
     * so (heads_notify) before the descriptor can be anyone else's */
    for (head_watch *w = sv->heads; w; w = w->next)
        if (!w->in_request && now - w->since > sv->limits.header_seconds) {
            shutdown(w->fd, SHUT_RDWR);
            w->since = now + 3600; /* once */
        }
    pthread_mutex_unlock(&sv->heads_lock);
}
