/* clock.c: a thread that keeps the server's deadlines, four times a second: it closes
 * connections whose request head is late (limits.c), wakes live streams due a ping
 * (streams.c), and every few seconds lets games nobody has used leave memory (games.c;
 * they come back from the database when next opened). */
#include <time.h>

#include "server.h"

#define TICKS_PER_SECOND 4
#define UNLOAD_EVERY_SECONDS 5

/* Calls streams_ping on every game in memory that has a stream. */
static void ping_all(server *sv, double now, bool all) {
    pthread_mutex_lock(&sv->games_lock);
    for (int b = 0; b < 4096; b++)
        for (game *g = sv->buckets[b]; g; g = g->next) {
            pthread_mutex_lock(&g->lock);
            streams_ping(g, now, all);
            pthread_mutex_unlock(&g->lock);
        }
    pthread_mutex_unlock(&sv->games_lock);
}

void server_wake_streams(server *sv) { ping_all(sv, now_seconds(), true); }

static void *clock_loop(void *arg) {
    server *sv = arg;
    double last_ping = 0, last_unload = now_seconds();
    pthread_mutex_lock(&sv->clock_lock);
    while (sv->clock_running) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 1000000000L / TICKS_PER_SECOND;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&sv->clock_wake, &sv->clock_lock, &until);
        if (!sv->clock_running) break;
        pthread_mutex_unlock(&sv->clock_lock);
        double now = now_seconds();
        heads_expire(sv, now);
        if (now - last_ping >= 1) {
            ping_all(sv, now, false);
            last_ping = now;
        }
        if (now - last_unload >= UNLOAD_EVERY_SECONDS ||
            (sv->limits.unload_seconds < UNLOAD_EVERY_SECONDS && now - last_unload >= 1)) {
            games_unload_idle(sv, now);
            last_unload = now;
        }
        pthread_mutex_lock(&sv->clock_lock);
    }
    pthread_mutex_unlock(&sv->clock_lock);
    return NULL;
}

bool clock_start(server *sv) {
    sv->clock_running = true;
    if (pthread_create(&sv->clock, NULL, clock_loop, sv)) {
        sv->clock_running = false;
        return false;
    }
    return true;
}

void clock_stop(server *sv) {
    pthread_mutex_lock(&sv->clock_lock);
    bool running = sv->clock_running;
    sv->clock_running = false;
    pthread_cond_signal(&sv->clock_wake);
    pthread_mutex_unlock(&sv->clock_lock);
    if (running) pthread_join(sv->clock, NULL);
}
