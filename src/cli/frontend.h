/* frontend.h: what `cardtable play` and `cardtable replay` need to know about one game:
 * its flags and options text, its screens (the table, the decision, help, the end), its
 * narration and its commands. play.c holds the one game-agnostic loop; each game gives
 * a table of these (front_rr.c for Red Rising, front_rone.c for RONE). */
#ifndef CT_FRONTEND_H
#define CT_FRONTEND_H

#include "cli.h"
#include "rone.h"

#define CLI_MAX_FLAGS 8

typedef struct cli_frontend {
    const char *id;     /* --game ID: "redrising", "rone" */
    const char *title;  /* "Red Rising" */
    const char *example_card; /* a card's name for the hint of `card` typed alone ("Darrow") */
    const ct_game *game;
    /* Its own valued flags ("--players", ...), NULL-terminated; values[i] below is flags[i]'s value or NULL. */
    const char *const *flags;
    uint32_t repeatable; /* bit k: flags[k] may be given again (values joined with ';') */
    uint32_t switches;   /* bit k: flags[k] takes no value (its value is "yes") */
    /* Checks its flags; resuming: a saved game goes on (its options are fixed). 0, or 2 after one line on stderr. */
    int (*check_flags)(const char *const *values, bool resuming);
    /* The options text of a new game from the flags and the seed; false after one line on stderr. */
    bool (*options)(const char *const *values, uint64_t seed, char *out, size_t size);
    /* The bot each seat gets when --ai does not say ("" for a person), for a new game. */
    void (*default_bots)(const void *state, const char *const *values, char (*bots)[32]);
    /* A seat the game plays itself (Tull Au Toma): no bot, no person, no name. NULL: none. */
    bool (*automatic_seat)(const void *state, int seat);
    const char *automatic_name; /* "Tull Au Toma" */
    /* What else counts as revealed for the undo rule, in its refusal (" or the die rolled");
     * NULL: cards only. */
    const char *undo_also_revealed;
    void (*usage)(FILE *out);
    /* The first line of a game: what is played, and where it is saved. */
    void (*intro)(const void *state, const char *save_path, const cli_style *style);
    /* What the players see a seat called ("Ana", "Player 2 (Mars)"). */
    void (*seat_name)(const void *state, const cli_style *style, int seat, char *buf, size_t size);
    /* The same without the players' names, for messages ("Player 2 (Mars)"). */
    void (*plain_name)(const void *state, int seat, char *buf, size_t size);
    void (*render_table)(FILE *out, const void *state, int seat, const cli_style *style);
    void (*print_decision)(const void *state, const uint16_t *opts, int n, const cli_style *style);
    /* Optional (NULL: the engine's prompt): the question in the words print_decision shows,
     * for one-line errors about a scripted answer. */
    void (*prompt_text)(const void *state, const cli_style *style, char *buf, size_t size);
    /* An option as the players see it, for typed answers. */
    void (*option_label)(const void *state, const cli_style *style, int option, char *buf, size_t size);
    /* A typed line in the game's own form for the pending decision (RONE's mulligan: "put
     * under 5 2", in any order): the option it names (one of opts), -2 with why in one line
     * when it is in that form but names no option ("put under 2 9" with 6 cards in hand), -1
     * when it is not in that form (the general matching reads it). why may be NULL. NULL:
     * the game has no such form. */
    int (*read_answer)(const void *state, const uint16_t *opts, int n, const char *line, char *why, size_t size);
    void (*help)(const void *state, const cli_style *style);
    /* Its own commands at a decision (score, banished; RONE's stops, full control, settings,
     * economic): true when line was one.
     * session is the front end's memory for this game (new_session; NULL when it has none). */
    bool (*command)(void *session, const void *state, int seat, const char *line, const cli_style *style);
    void (*show_card)(const void *state, const char *name, const cli_style *style);
    /* What answers from..upto-1 did, as observer (a seat or -1) may know it. */
    bool (*narrate)(const ct_record *rec, size_t from, size_t upto, int observer, const cli_style *style, gamelog_fn emit,
                    void *ctx);
    /* The table and the result once the game is over. */
    void (*final_screen)(const void *state, const cli_style *style);
    /* `wait`: passes seat's reaction windows until its own next turn begins. *mark is the
     * front end's note of when the wait began: the call with *mark < 0 (when `wait` is
     * typed) sets it. Returns the answer that passes this decision; -1 when the wait is over
     * (seat's own next turn has begun, the game is over; or, at the first call, this is not
     * a reaction window); -2 when this decision is to be asked and the wait goes on (a
     * question that is not a window: a lifebound point, a graveyard end). NULL: no `wait`. */
    int (*wait_answer)(const void *state, int seat, long *mark);
    /* What the front end remembers during one game at the terminal (the last window each seat
     * saw, each seat's stops and settings): a new one, freed with free() at the end (NULL when
     * out of memory). NULL: none. */
    void *(*new_session)(void);
    /* After an undo: forget in session what was seen after the point undone to (a window
     * passed and undone is asked again); what the persons asked for (stops, settings) stays. */
    void (*session_undone)(void *session);
    /* A person's decision about to be asked: the answer given for them instead, when the
     * game's rules for asking say so (RONE, rone_asking.c: a reaction window where the seat
     * could do nothing a player would want and set no stop, a routine question its settings
     * answer, the card of a typed "play NAME"), with a line saying so in why (or "" when the
     * narration says it); -1 to ask. It may remember what it saw in session. persons: how many
     * persons play at this terminal. NULL: always ask. */
    int (*auto_answer)(void *session, const void *state, int seat, int persons, const cli_style *style, char *why, size_t size);
    /* A typed line that names no option but is the first of two steps ("play sensor drone" at
     * RONE's main phase: "play a card", then the card): the first answer, the second kept in
     * session for auto_answer at the seat's next decision; -1 when the line is not such. NULL:
     * none. */
    int (*two_step_answer)(void *session, const void *state, int seat, const char *line);
    /* A seat's wishes in session (stops, settings) as a "# ..." note line kept in the saved
     * record, so that `play --resume` keeps them ("" when the seat has none to keep); and a
     * note read back into session on resume (true when it was such a note). NULL: none. */
    void (*session_note)(const void *session, int seat, char *buf, size_t size);
    bool (*session_read_note)(void *session, const char *note);
    /* replay: the seat whose hand a replay shows by default (a solo game's person), or -1. */
    int (*replay_seat)(const ct_record *rec, const void *state);
    /* replay: everything at the end (every hand, the scorepad). */
    void (*replay_end)(const void *state, const cli_style *style);
    /* replay: the log of the first upto answers as the replay prints it. NULL: narrate from 0
     * as the observer knew it. Red Rising prints its own full log (gamelog_build). */
    bool (*replay_log)(const ct_record *rec, size_t upto, int observer, const cli_style *style, gamelog_fn emit, void *ctx);
    /* replay: lines unwrapped and the seats' default names, not the record's (Red Rising's
     * replay as it always printed). false: the record's names, wrapped to the terminal. */
    bool replay_plain;
    /* play: the events since the seat's last decision are told above the table, not between
     * it and the question (RONE: the seat's own side, drawn last, stays next to the question
     * however long the log; rone_render.c). */
    bool log_above_table;
} cli_frontend;

extern const cli_frontend cli_frontend_rr, cli_frontend_rone;
/* The front end for --game ID, or for a record's game; NULL if none. A registered game
 * without a front end of its own gets the generic one (front_view.c), written into room
 * (the caller's) with the game's id and table. */
const cli_frontend *cli_find_frontend(const char *id, cli_frontend *room);
const cli_frontend *cli_frontend_of(const ct_game *game, cli_frontend *room);
/* Room for any registered game's state. */
size_t cli_state_size(void);
/* The generic front end of the registry's index-th game, without its id and game (front_view.c);
 * NULL past CLI_VIEW_FRONTENDS. */
#define CLI_VIEW_FRONTENDS 8
const cli_frontend *cli_view_frontend(int index);

/* Typed answers for any game (answers.c). */
/* The option a typed line names: the game's own form first (read_answer), then a number, a
 * name or words of a label; -1 with *matches 0 (none), 2+ (ambiguous) or -1 (the game's form,
 * wrong: cli_explain_answer says why). */
int cli_match_answer(const cli_frontend *fe, const void *s, const cli_style *style, const uint16_t *opts, int n,
                     const char *line, int *matches);
void cli_explain_answer(const cli_frontend *fe, const void *s, const cli_style *style, const uint16_t *opts, int n,
                        const char *line, int matches, char *buf, size_t size);
/* " (options beginning 'play': 1. play Shore Up, in hand; 2. play a card)": the options
 * whose label begins with the first word of a line of several words that picked none,
 * when there are one to four of them, else "". */
void cli_nearest_answer(const cli_frontend *fe, const void *s, const cli_style *style, const uint16_t *opts, int n,
                        const char *line, char *buf, size_t size);
/* The undo rule for any game (undo.c): how many answers to keep, or -1 with why in one
 * line and, when the last decision was another seat's, that seat in *others (else -1;
 * others may be NULL). */
int cli_undo_point(const cli_frontend *fe, const ct_record *rec, const void *now, int *others, char *why, size_t size);

/* RONE's screens (rone_render.c). names[seat] from the style. */
void rone_render_table(FILE *out, const rone_state *s, int seat, const cli_style *style);
void rone_render_card(FILE *out, const rone_set *set, int def, const cli_style *style);
void rone_seat_name(const rone_state *s, const cli_style *style, int seat, char *buf, size_t size);
/* The engine's prompt and option words for a person (rone_render.c): "P2's" becomes the
 * seat's name as the table says it ("Bo's", "Player 2's"); a card's "(P1)" is kept only
 * when a card of the same name is on another side's battlefield (as the log says it). */
void rone_person_words(const rone_state *s, const cli_style *style, const char *in, char *out, size_t size);

/* RONE: which questions a person is asked (rone_asking.c), for the terminal and any other
 * front end: one rone_session per game, zeroed and started, forgotten in part at an undo. */
typedef struct rone_session rone_session;
rone_session *rone_session_new(void); /* freed with free(); NULL when out of memory */
void rone_session_undone(rone_session *r);
/* The answer given for seat at its pending decision, with why in one line ("" when the
 * narration says it), or -1 to ask (frontend.h's auto_answer). */
int rone_auto_answer(rone_session *r, const rone_state *s, int seat, const cli_style *style, char *why, size_t size);
/* "play NAME" / "recycle NAME" at a main phase: the announcement, NAME kept for the next
 * choice of a card; at a point of lifebound damage, "2 5": a card for this point and each
 * next one (kept for rone_auto_answer); -1 when the line is not that. */
int rone_two_step_answer(rone_session *r, const rone_state *s, int seat, const char *line);
/* The points of lifebound damage left to pick at the pending question, this one included
 * (0 when it is not that question). */
int rone_points_left(const rone_state *s);
/* A seat's stops and settings as a record note: "# seat 1 asking: stops=start,combat
 * full-control=no economic=no graveyard=auto income=draw under=hand"; and read back (true
 * when note was one of these and well formed). */
void rone_session_note(const rone_session *r, int seat, char *buf, size_t size);
bool rone_session_read_note(rone_session *r, const char *note);
/* stops, full control, settings, economic: true when line was one of them (said on stdout). */
bool rone_session_command(rone_session *r, const rone_state *s, int seat, const char *line, const cli_style *style);

#endif
