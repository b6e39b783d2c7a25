/* store_jobs.h: the part of a store (store.h) that keeps each game's version and its
 * jobs, the same on every server sharing the database. A game's version counts its
 * changes (an answer stored, an answer undone) and only grows: it is its answers plus
 * twice its undos (an undo takes one answer away and adds one change), and the database
 * counts the undos (a trigger on the answers' deletion; an answer costs no write more),
 * so every server, and the same server after the game left memory or after a restart,
 * tells a live stream the same number. A game with a bot or
 * a turn clock has a job whenever it changes (made by the same trigger, in the change's
 * own transaction): "look at this game at this version". A server claims a due job for
 * a while (its lease), does what is due (a bot's move, the clock's move for an idle
 * person, or nothing), and the next change replaces the job; a lease that ran out (its
 * server died) lets another server claim it. Times are the database's clock, in ms. */
#ifndef CT_STORE_JOBS_H
#define CT_STORE_JOBS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct store store;

/* A claimed job. */
typedef struct store_job {
    char game[24];
    uint64_t version;  /* the game's version the job was made for */
    int64_t since_ms;  /* when the game came to that version (a clock counts from it) */
    int64_t now_ms;    /* the database's clock at the claim */
    int clock;         /* the game's turn clock in seconds; 0: none */
} store_job;

typedef struct store_job_ops {
    /* how many of game id's answers were undone (its version: answers + 2 x undos) */
    bool (*undos)(store *s, const char *id, uint64_t *undos, char *why, size_t size);
    /* game id runs jobs (it has a bot, or a turn clock of `clock` seconds): its first job, due now */
    bool (*add)(store *s, const char *id, int clock, char *why, size_t size);
    /* claims the earliest due job nobody holds, for lease_ms: 1 (job set), 0 none due, -1 with why */
    int (*claim)(store *s, const char *owner, int lease_ms, store_job *job, char *why, size_t size);
    /* the job of game id at version, unless a change replaced it: due again at due_ms, held by nobody */
    bool (*defer)(store *s, const char *id, uint64_t version, int64_t due_ms, char *why, size_t size);
    /* the job of game id at version ends (nothing is due until the game changes again) */
    bool (*drop)(store *s, const char *id, uint64_t version, char *why, size_t size);
    /* every job owner holds is let go (the server stops) */
    bool (*release)(store *s, const char *owner, char *why, size_t size);
} store_job_ops;

bool store_undos(store *s, const char *id, uint64_t *undos, char *why, size_t size);
bool store_add_jobs(store *s, const char *id, int clock, char *why, size_t size);
int store_claim_job(store *s, const char *owner, int lease_ms, store_job *job, char *why, size_t size);
bool store_defer_job(store *s, const char *id, uint64_t version, int64_t due_ms, char *why, size_t size);
bool store_drop_job(store *s, const char *id, uint64_t version, char *why, size_t size);
bool store_release_jobs(store *s, const char *owner, char *why, size_t size);

#endif
