/* cli.h: the subcommands of the cardtable program and what they share. */
#ifndef CT_CLI_H
#define CT_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "redrising.h"
#include "redrising_narrate.h"

int cli_play(int argc, char **argv);
int cli_sim(int argc, char **argv);
int cli_score(int argc, char **argv);
int cli_cards(int argc, char **argv);
int cli_companion(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_serve(int argc, char **argv); /* src/server/serve.c */
int cli_games(int argc, char **argv);
/* Colors on when stdout is a terminal, NO_COLOR is unset or empty, TERM is not dumb
 * and --no-color not given. */
bool cli_wants_color(int argc, char **argv);
bool cli_color_allowed(void); /* the same, without looking at the arguments */

/* Whole non-negative numbers; false if text is not one (or out of range). */
bool cli_parse_u64(const char *text, uint64_t *out);
/* Which of the count valued flags arg is (its value val may be NULL at the end of the
 * arguments), marking it in *given; -1 after one line on stderr for an unknown flag or
 * argument, a missing value, or a flag given twice. command: "sim"; help: where the
 * usage is ("cardtable sim --help"). */
int cli_valued_flag(const char *command, const char *help, const char *arg, const char *val,
                    const char *const *flags, int count, uint32_t *given);
bool cli_parse_int(const char *text, int lo, int hi, int *out);
/* A whole text file (malloc'd), or NULL with why filled in. */
char *cli_read_file(const char *path, char *why, size_t size);
char *cli_read_stream(FILE *f, char *why, size_t size);
/* Writes text to path through a temporary file (path.tmp, reused if a kill left one)
 * and rename: the old file stays whole until the new one is complete. Refuses when
 * path exists and is not a regular file. */
bool cli_write_file_atomic(const char *path, const char *text, char *why, size_t size);
/* The next input line, whole whatever its length, without its line end, into *buf
 * (getline's buffer); false at the end of input. */
bool cli_read_line(FILE *in, char **buf, size_t *cap);
/* text for an error message: control characters as \xNN, cut to fit size; returns out. */
/* The registered games' names, for a message, the last joined by last: "redrising, rone
 * or kuhn" (last " or "), "redrising, rone, kuhn" (last ", ") (frontend.c). */
void cli_game_list(char *buf, size_t size, const char *last);
const char *cli_escape(const char *text, char *out, size_t size);
/* The per-user saves folder: $XDG_DATA_HOME/cardtable, else ~/.local/share/cardtable;
 * made (mode 0700) when create. False with why. */
bool cli_data_dir(char *out, size_t size, bool create, char *why, size_t why_size);
/* Flushes and closes stdout; if anything could not be written, says so on stderr and
 * returns 1 (or status, if that already says an error). */
int cli_finish(int status);


/* Terminal output (render.c). */
typedef struct cli_style {
    bool color;
    int width;                 /* wrap lines at word boundaries to this width; 0: never */
    const char *const *names;  /* names[seat] given by the players (NULL, or NULL entries: the defaults) */
    int height;                /* the terminal's lines, when known (cli_terminal_height); 0: unknown */
} cli_style;
/* A space that wrapping keeps (inside a card's name and color); printed as a space. */
#define CLI_KEEP_TOGETHER '\x01'
/* The terminal's width: COLUMNS, else the terminal's own (TIOCGWINSZ), else 80. */
int cli_terminal_width(void);
int cli_terminal_height(void);
/* Prints text (one or more lines) wrapped at word boundaries to style->width; a
 * wrapped line goes on indented 4 more than its own indentation. Escape codes take
 * no room. */
void cli_print_wrapped(FILE *out, const cli_style *style, const char *text);
/* "Ana" when names were given, else player_name's "Player 2 (Mars)" / "You (Mars)". */
void seat_name(const rr_board *b, const cli_style *style, int seat, char *buf, size_t size);
/* An option as the players see it: its name, with the player's name for a seat
 * ("player 2 (Ben)"). */
void option_label(const rr_state *s, const cli_style *style, int option, char *buf, size_t size);

/* Removes spaces at both ends of line, in place. */
void cli_trim(char *line);
/* What the narration calls each seat ("you" for `you`, or -1). */
void cli_narrator(const rr_board *b, const cli_style *style, int you, rr_narrator *out);
/* The banished pile, oldest first. */
void render_banished(FILE *out, const rr_state *s, const cli_style *style);
/* The scorepad as seat may see it now: its own hand card by card, everyone's tokens. */
void render_pad_for(FILE *out, const rr_state *s, int seat, const cli_style *style);
void render_table(FILE *out, const rr_state *s, int seat, const cli_style *style);
/* The table in full when it takes at most lines lines at the style's width, else the short
 * table (no card texts; the hand on a line or two), for a short terminal. */
void render_table_within(FILE *out, const rr_state *s, int seat, const cli_style *style, int lines);
void render_scorepad(FILE *out, const rr_state *s, const cli_style *style);
/* The scorepad card by card, as `cardtable score` prints it; names[seat] are the players. */
void render_scorepad_detail(FILE *out, const rr_board *b, const rr_scorepad *pad, const char (*names)[64]);
/* "Razor Designer counted as Darrow" / "Trigg counted as Blue too", or "". */
void choice_text(const rr_card_line *line, char *buf, size_t size);
/* A card with every summary of its abilities. */
void render_card(FILE *out, int card, const cli_style *style);
/* The game log, rebuilt by replaying a record's first upto answers; emit gets each line
 * (what each answer did, as a spectator may know it). */
typedef void (*gamelog_fn)(void *ctx, const char *line);
bool gamelog_build(const ct_record *rec, size_t upto, gamelog_fn emit, void *ctx);
/* Tull Au Toma's opening turn in words, a line each step, when she started the game (no
 * answer led to it, so no narration tells it); nothing otherwise. */
void gamelog_opening(const rr_board *b, gamelog_fn emit, void *ctx);
/* What answers from..upto-1 did, as observer (a seat, or -1) may know it: one line per
 * answer that did something visible. */
bool gamelog_narrate(const ct_record *rec, size_t from, size_t upto, int observer, const rr_narrator *names,
                     gamelog_fn emit, void *ctx);
/* "Player 2 (Mars)", "You (Mars)" or "Tull Au Toma". */
void player_name(const rr_board *b, int seat, char *buf, size_t size);
const char *color_code(const cli_style *style, int color);
const char *color_reset(const cli_style *style);
/* What Tull Au Toma did with one Au Toma card, in one line. */
void automa_step_text(const rr_board *b, const rr_automa_step *step, char *out, size_t size);

#endif
