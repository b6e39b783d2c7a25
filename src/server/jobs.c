/* jobs.c: this server's part in the claimed jobs (store_jobs.h). A thread claims the due
 * jobs of every game in the database, whichever server made them: at once after a
 * change made here that leaves a bot to move (jobs_changed), else every half second. It
 * does what a job asks: a bot to move is given to the bot workers (bots.c), whose stored
 * answer replaces the job; a person whose turn clock has run out gets greedy's move
 * played for them; a clock not run out yet puts the job off until it does; a game where
 * nothing is due (over, or a person to move with no clock) ends its job. A claim is held
 * for the longest a bot may take (bots.c's deadline: twice --max-bot-ms and a second)
 * and two seconds more: a job whose server died is claimed by another after that. At
 * the stop, the jobs held are let go at once (jobs_stop, before the bots and games go;
 * jobs_free after, when nothing pokes it any more). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "server.h"

#define POLL_MS 500
#define RETRY_MS 5000 /* a game that cannot be read now is looked at again after this */

struct jobs_runner {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool running, poked;
    char owner[64];   /* this server, as the jobs' table names it: host:pid:random */
    int lease_ms;
    bool failing;     /* the last claim failed (said once, until one works) */
};

void jobs_poke(server *sv) {
    jobs_runner *j = sv->jobs;
    if (!j) return;
    pthread_mutex_lock(&j->lock);
    j->poked = true;
    pthread_cond_signal(&j->wake);
    pthread_mutex_unlock(&j->lock);
}

void jobs_changed(server *sv, game *g) {
    /* a bot to move: its job is claimed at once; anything else waits for the next look
     * (half a second at most: a clock counts in seconds, an ended job harms nobody) */
    int seat = g->rules->to_move(g->state);
    if (seat >= 0 && g->seat[seat].kind == SEAT_BOT) jobs_poke(sv);
}

/* With g locked: the move greedy chooses played for seat, whose clock ran out. */
static void clock_move(server *sv, game *g, int seat) {
    char why[300];
    ct_agent greedy;
    if (!ct_agent_parse("greedy", g->rec.seed * 31 + g->rec.count, &greedy, why, sizeof why)) {
        fprintf(stderr, "cardtable serve: game %s: %s\n", g->id, why);
        return;
    }
    int choice = ct_agent_choose(&greedy, g->rules, g->state);
    ct_agent_free(&greedy);
    ct_error err;
    if (!game_store_answer(sv, g, choice, why, sizeof why)) {
        fprintf(stderr, "cardtable serve: game %s: seat %d's clock: %s\n", g->id, seat + 1, why);
    } else if (game_play(g, choice, &err)) {
        fprintf(stderr, "cardtable serve: game %s: seat %d's clock move failed: %s\n", g->id, seat + 1, err.message);
        store_truncate(sv->db, g->id, g->rec.count, why, sizeof why);
    } else {
        game_changed(sv, g);
    }
}

/* Does what the claimed job asks. */
static void run_job(server *sv, const store_job *job) {
    char why[300];
    game *g = game_hold(sv, job->game, why, sizeof why);
    if (!g) {
        if (!*why) { /* no such game */
            store_drop_job(sv->db, job->game, job->version, why, sizeof why);
            return;
        }
        fprintf(stderr, "cardtable serve: game %s: %s\n", job->game, why);
        store_defer_job(sv->db, job->game, job->version, job->now_ms + RETRY_MS, why, sizeof why);
        return;
    }
    /* the game in memory may not have heard of the change yet: read again */
    if (g->version != job->version && !game_refresh(sv, g)) {
        store_defer_job(sv->db, job->game, job->version, job->now_ms + RETRY_MS, why, sizeof why);
        game_unlock(g);
        return;
    }
    if (g->version != job->version) { /* changed since the claim: the change made the next job */
        game_unlock(g);
        return;
    }
    int seat = g->rules->to_move(g->state);
    if (seat >= 0 && g->seat[seat].kind == SEAT_BOT) {
        bots_queue(sv, g); /* its answer, stored, replaces the job */
    } else if (seat >= 0 && g->seat[seat].kind == SEAT_PERSON && job->clock > 0) {
        int64_t due = job->since_ms + (int64_t)job->clock * 1000;
        if (job->now_ms >= due) clock_move(sv, g, seat);
        else store_defer_job(sv->db, job->game, job->version, due, why, sizeof why);
    } else {
        store_drop_job(sv->db, job->game, job->version, why, sizeof why);
    }
    game_unlock(g);
}

static void *jobs_loop(void *arg) {
    server *sv = arg;
    jobs_runner *j = sv->jobs;
    pthread_mutex_lock(&j->lock);
    while (j->running) {
        j->poked = false;
        pthread_mutex_unlock(&j->lock);
        store_job job;
        char why[300];
        int claimed = store_claim_job(sv->db, j->owner, j->lease_ms, &job, why, sizeof why);
        if (claimed < 0 && !j->failing) fprintf(stderr, "cardtable serve: %s (trying again)\n", why);
        j->failing = claimed < 0;
        if (claimed > 0) run_job(sv, &job);
        pthread_mutex_lock(&j->lock);
        if (claimed > 0 || j->poked || !j->running) continue; /* more may be due */
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += POLL_MS * 1000000L;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&j->wake, &j->lock, &until);
    }
    pthread_mutex_unlock(&j->lock);
    return NULL;
}

bool jobs_start(server *sv, char *why, size_t size) {
    jobs_runner *j = calloc(1, sizeof *j);
    if (!j) {
        snprintf(why, size, "out of memory");
        return false;
    }
    char host[32] = "", tag[9];
    gethostname(host, sizeof host - 1);
    if (!random_hex(tag, 8)) {
        snprintf(why, size, "no randomness available");
        free(j);
        return false;
    }
    snprintf(j->owner, sizeof j->owner, "%s:%ld:%s", host, (long)getpid(), tag);
    j->lease_ms = 2 * sv->limits.max_bot_ms + 1000 + 2000;
    pthread_mutex_init(&j->lock, NULL);
    pthread_cond_init(&j->wake, NULL);
    j->running = true;
    sv->jobs = j;
    if (pthread_create(&j->thread, NULL, jobs_loop, sv)) {
        sv->jobs = NULL;
        pthread_mutex_destroy(&j->lock);
        pthread_cond_destroy(&j->wake);
        free(j);
        snprintf(why, size, "cannot start the jobs' thread");
        return false;
    }
    return true;
}

void jobs_stop(server *sv) {
    jobs_runner *j = sv->jobs;
    if (!j || !j->running) return;
    pthread_mutex_lock(&j->lock);
    j->running = false;
    pthread_cond_signal(&j->wake);
    pthread_mutex_unlock(&j->lock);
    pthread_join(j->thread, NULL);
    char why[300];
    if (!store_release_jobs(sv->db, j->owner, why, sizeof why)) fprintf(stderr, "cardtable serve: %s\n", why);
}

void jobs_free(server *sv) {
    jobs_runner *j = sv->jobs;
    if (!j) return;
    jobs_stop(sv);
    sv->jobs = NULL;
    pthread_mutex_destroy(&j->lock);
    pthread_cond_destroy(&j->wake);
    free(j);
}
