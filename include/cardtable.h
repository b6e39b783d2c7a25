/* cardtable.h: the game-agnostic interface every game implements (OpenSpiel-like),
 * the game record (options + seed + one answer per line), and errors.
 *
 * A game state is plain data of game->state_size bytes: no pointers, copied with
 * memcpy (or plain assignment of the game's own struct). Every choice a player makes
 * is a pending decision whose options are the legal moves: small stable integers,
 * each with a readable name. The engine never calls out to a player. */
#ifndef CARDTABLE_H
#define CARDTABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "splitmix64.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CT_MAX_SEATS 6
#define CT_MAX_OPTIONS 512   /* option integers are below this */
#define CT_NAME_SIZE 160     /* enough for any option name or prompt line */
/* The version of the ct_game table: 2 added the presentation half (observe .. result).
 * A table's version says which entries it has; new entries are appended and raise it. */
#define CT_GAME_VERSION 2

struct ct_view;   /* ct_view.h */
struct ct_result; /* ct_view.h */

typedef enum ct_status {
    CT_OK = 0,
    CT_ERR_OPTIONS,  /* the game options text is malformed or out of range */
    CT_ERR_ILLEGAL,  /* the option is not one of the legal ones now */
    CT_ERR_OVER,     /* the game is over: nothing more to apply */
    CT_ERR_RECORD,   /* a game record is malformed */
    CT_ERR_LIMIT,    /* an engine limit was reached (a bug or a pathological game) */
    CT_ERR_MEMORY    /* out of memory (only the record functions allocate) */
} ct_status;

/* An error: its code and one line saying what is wrong. */
typedef struct ct_error {
    ct_status code;
    char message[200];
} ct_error;

/* Sets err (if not NULL) and returns code. */
ct_status ct_fail(ct_error *err, ct_status code, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* A playout's chooser: given seat's decision and its legal options (ascending), returns
 * the index of its choice, 0..count-1. Any other value stops the playout there. */
typedef int (*ct_policy)(void *ctx, int seat, const uint16_t *options, int count);
/* The uniform random policy: ctx points to a uint64_t splitmix64 state; it returns
 * next % count. A game's playout may recognise it and draw the option itself without
 * listing the options (the same answer, the same state of ctx). */
int ct_uniform_policy(void *ctx, int seat, const uint16_t *options, int count);
/* The draw ct_uniform_policy makes: the next splitmix64 number of *state, modulo count. */
static inline int ct_uniform_draw(uint64_t *state, int count) {
    return (int)(ct_splitmix64(state) % (uint64_t)count);
}

/* One game, as a table of functions over an opaque state of state_size bytes. */
typedef struct ct_game {
    int version;       /* CT_GAME_VERSION when it was written (0: 1, the rules only) */
    const char *name;  /* "redrising" */
    size_t state_size;
    /* Starts a game from an options text ("players=3 houses=random") and a seed. */
    ct_status (*new_game)(void *state, const char *options, uint64_t seed, ct_error *err);
    int (*seat_count)(const void *state);
    /* The seat that must answer now; -1 once the game is over. */
    int (*to_move)(const void *state);
    /* Writes the legal options (ascending) to out (room for CT_MAX_OPTIONS); returns how many. */
    int (*legal)(const void *state, uint16_t *out);
    /* The readable name of a legal option ("lead Darrow to Mars"); unique within a decision. */
    void (*option_name)(const void *state, int option, char *buf, size_t size);
    /* What is being asked, in a few words ("Player 1: lead or scout"). */
    void (*prompt)(const void *state, char *buf, size_t size);
    ct_status (*apply)(void *state, int option, ct_error *err);
    bool (*is_over)(const void *state);
    /* Final (or current, if not over) score of each seat. */
    void (*scores)(const void *state, int *out);
    /* Share of the victory per seat once over: 1/k for each of k shared winners, else 0. */
    void (*returns)(const void *state, double *out);
    /* Re-deals everything seat cannot see, consistently with what it has seen, and
     * re-seeds the randomness still to come. For information-set search. The re-deal is
     * drawn from what seat knows only, never kept true because a drawn one did not fit:
     * false when no drawn deal fitted what seat saw (the answers since the last replay
     * point), and then state holds no usable position: the caller drops this sample. */
    bool (*determinize)(void *state, int seat, uint64_t seed);
    /* Counts things revealed or rolled so far: undo must not go back past a change. */
    uint32_t (*reveal_count)(const void *state);
    /* A heuristic value of the position for seat (higher is better), as if the game
     * ended now; for bots. Looks at everything in state: determinize first. */
    double (*evaluate)(const void *state, int seat);
    /* Optional (NULL if the game has none; src/ai's ct_playout falls back to legal and
     * apply). Answers the decisions from here on with policy, each where it is asked,
     * until the game is over, limit answers were given, or policy stops; returns how
     * many answers were given. The state reached is exactly the one that applying the
     * same answers one by one reaches. */
    int (*playout)(void *state, ct_policy policy, void *ctx, int limit);
    /* Optional (NULL: returns and evaluate are used): returns[] and evaluate() of every
     * seat at once, for a finished game; cheaper when both come from one scoring. */
    void (*outcome)(const void *state, double *returns, double *values);
    /* Optional (NULL: greedy looks ahead through its own decisions only). True when
     * nothing is under way: the game is over, or a seat makes a free choice with every
     * earlier action resolved (RONE: the active player's main phase, stack empty).
     * Greedy then follows each option through everyone's answers until the game is
     * settled again, so it sees what an action does after the others react. */
    bool (*settled)(const void *state);
    /* Optional (0: the searcher's own, 12): how many random answers an MCTS playout gives
     * before the evaluation judges, when an agent names none (":h12" names one). A game
     * whose random answers carry a position on worse than its evaluation reads it asks
     * for fewer (RONE: 4, docs/AI.md "RONE"). */
    int horizon;
    /* Optional (NULL: evaluate one seat at a time): evaluate() of every seat at once, the
     * same numbers, for a searcher that scores every seat where a playout stops. */
    void (*evaluate_all)(const void *state, double *values);

    /* ---- the presentation half (version 2): what front ends draw, game-agnostic ---- */
    /* What seat (-1: a spectator) may see now, as data (ct_view.h). Writes nothing the
     * seat cannot know: every front end shows a seat only what this gives it. */
    void (*observe)(const void *state, int seat, struct ct_view *out);
    /* What answering option at before did (after: the state it led to), in sentences as
     * seat (-1: a spectator) may read them: it names no card that seat's views before and
     * after do not show. names[s]: what seat s is called (NULL or NULL entries: the
     * game's own). Writes "" when the seat sees nothing happen; returns the length
     * (truncated to size - 1). */
    size_t (*narrate)(const void *before, int option, const void *after, int seat, const char *const *names,
                      char *buf, size_t size);
    /* A legal option as a person reads it (may say more than its name; the record keeps
     * option_name's). */
    void (*option_label)(const void *state, int option, char *buf, size_t size);
    /* The name and rules text of card face (a view card's face), in the game state's card
     * set; false when there is no such face (faces are 0 .. some count, without gaps). */
    bool (*card_text)(const void *state, int face, char *name, size_t name_size, char *text, size_t text_size);
    /* The result: each seat's score, the winners, why the game ended, and the scorepad's
     * lines with their reasons. Only over is set while the game goes on. */
    void (*result)(const void *state, struct ct_result *out);
} ct_game;

/* Edit distance between two names, ignoring case (insertions, deletions and changes of
 * one letter each); 1000 when either is longer than 80 characters. For "did you mean". */
int ct_name_distance(const char *a, const char *b);

/* Which of count names typed most likely meant, for "did you mean" (name_at(ctx, i) is
 * the i-th): the first beginning with it, else containing it (3 letters or more), else
 * the nearest by ct_name_distance to the whole name or, plus one, to its beginning (a
 * name typed in part with a slip), if within a third of typed's length plus one; else -1. */
int ct_closest_name(const char *typed, int count, const char *(*name_at)(const void *ctx, int i), const void *ctx);

/* For a game's returns: out[p] for each of players seats, 1/k for each of the k seats
 * in the bitmask winners, else 0 (all 0 while the game is not over). */
void ct_win_shares(uint32_t winners, int players, bool over, double *out);

/* The games compiled in ("redrising"); NULL if unknown. */
const ct_game *ct_find_game(const char *name);
/* The registry in order: the index-th game compiled in, NULL past the last. */
const ct_game *ct_game_at(int index);

/* A "# ..." line of a record, kept so that saving again writes it back; it stood
 * after the record's first `at` answers (0: with the header). */
typedef struct ct_record_note {
    size_t at;
    char *text; /* owned, without its line end */
} ct_record_note;

/* A game record: game, options, seed, who sits where, then the answers given.
 * Text lines "seat N bot KIND" and "seat N name NAME" (after the seed, before the
 * first answer) say which seats a program plays and what the players are called;
 * records without them (older ones) are persons with the default names. */
typedef struct ct_record {
    const ct_game *game;
    char options[256];
    uint64_t seed;
    uint16_t *answers;  /* owned; freed by ct_record_free */
    size_t count, capacity;
    char seat_bot[CT_MAX_SEATS][32];  /* "" for a person, else the agent ("greedy") */
    char seat_name[CT_MAX_SEATS][64]; /* "" for the default name */
    ct_record_note *notes;            /* owned; note_count of them */
    size_t note_count;
    struct ct_record_names *names; /* owned: the answers' names as they were played, so that
                                      writing the record does not replay the game; NULL
                                      before the first ct_record_play */
} ct_record;

/* Starts a new game into state and an empty record of it. */
ct_status ct_record_start(ct_record *rec, const ct_game *game, const char *options, uint64_t seed,
                          void *state, ct_error *err);
/* Applies option to state and appends it to the record. */
ct_status ct_record_play(ct_record *rec, void *state, int option, ct_error *err);
/* The game after the record's first count answers, into state (the record is unchanged). */
ct_status ct_record_replay(const ct_record *rec, size_t count, void *state, ct_error *err);
/* Keeps the first count answers and replays them into state. */
ct_status ct_record_truncate(ct_record *rec, size_t count, void *state, ct_error *err);
/* The record as text (malloc'd, caller frees). NULL and err set on failure. */
char *ct_record_to_text(const ct_record *rec, ct_error *err);
/* Parses a record text and replays it into state (which must hold state_size bytes);
 * stops after max_answers answers when that is smaller than the record. */
ct_status ct_record_from_text(ct_record *rec, const char *text, void *state, size_t max_answers,
                              ct_error *err);
void ct_record_free(ct_record *rec);

/* Per-seat uniform random answers (src/core/policy.c), for a simulator whose random seats
 * each draw from their own stream: ctx points to a ct_seat_streams. A seat whose bit is set
 * in seats answers next % count of its rng[seat] (ct_uniform_draw, the answer and state
 * ct_uniform_policy would give with that stream); any other seat stops the playout at its
 * decision. The games' ask (src/core/replay.h) recognise it and draw the k-th option
 * without listing the options (the same answer, the same state of the streams). A
 * simulator that keeps statistics of the answers sets answered: it is called with each
 * answer drawn, at once (the game's state as it was asked), wherever it was drawn. */
typedef struct ct_seat_streams {
    uint64_t rng[CT_MAX_SEATS];
    uint32_t seats; /* bit s: seat s answers here */
    void (*answered)(void *ctx, int seat, int option); /* NULL: no one watches */
    void *answered_ctx;
} ct_seat_streams;
int ct_seat_uniform_policy(void *ctx, int seat, const uint16_t *options, int count);

#ifdef __cplusplus
}
#endif

#endif
