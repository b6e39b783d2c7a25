/* cli.h: the subcommands of the cardtable program and what they share. */
#ifndef CT_CLI_H
#define CT_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "redrising.h"

int cli_play(int argc, char **argv);
int cli_sim(int argc, char **argv);
int cli_score(int argc, char **argv);
int cli_cards(int argc, char **argv);
int cli_companion(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_games(int argc, char **argv);
/* Colors on when stdout is a terminal, NO_COLOR is unset or empty, TERM is not dumb
 * and --no-color not given. */
bool cli_wants_color(int argc, char **argv);
bool cli_color_allowed(void); /* the same, without looking at the arguments */

/* Whole non-negative numbers; false if text is not one (or out of range). */
bool cli_parse_u64(const char *text, uint64_t *out);
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
const char *cli_escape(const char *text, char *out, size_t size);
/* The per-user saves folder: $XDG_DATA_HOME/cardtable, else ~/.local/share/cardtable;
 * made (mode 0700) when create. False with why. */
bool cli_data_dir(char *out, size_t size, bool create, char *why, size_t why_size);
/* Flushes and closes stdout; if anything could not be written, says so on stderr and
 * returns 1 (or status, if that already says an error). */
int cli_finish(int status);

/* A typed answer (answers.c): the option it names (its number, its name, or the one
 * option whose name holds every word of it), or -1 if none or several. */
int cli_match_option(const rr_state *s, const uint16_t *opts, int n, const char *line);
/* Removes spaces at both ends of line, in place. */
void cli_trim(char *line);

/* Terminal output (render.c). */
typedef struct cli_style {
    bool color;
} cli_style;
void render_table(FILE *out, const rr_state *s, int seat, const cli_style *style);
void render_scorepad(FILE *out, const rr_state *s, const cli_style *style);
/* The scorepad card by card, as `cardtable score` prints it; names[seat] are the players. */
void render_scorepad_detail(FILE *out, const rr_board *b, const rr_scorepad *pad, const char (*names)[64]);
/* "Razor Designer counted as Darrow" / "Trigg counted as Blue too", or "". */
void choice_text(const rr_card_line *line, char *buf, size_t size);
/* A card with every summary of its abilities. */
void render_card(FILE *out, int card, const cli_style *style);
/* The game log, rebuilt by replaying a record's first upto answers; emit gets each line. */
typedef void (*gamelog_fn)(void *ctx, const char *line);
bool gamelog_build(const ct_record *rec, size_t upto, gamelog_fn emit, void *ctx);
/* How many answers to keep to undo the last one, or -1 with why (it is another
 * player's, or something was revealed or rolled since). */
int undo_point(const ct_record *rec, const rr_state *now, char *why, size_t size);
/* "Player 2 (Mars)", "You (Mars)" or "Tull Au Toma". */
void player_name(const rr_board *b, int seat, char *buf, size_t size);
const char *color_code(const cli_style *style, int color);
const char *color_reset(const cli_style *style);
/* What Tull Au Toma did with one Au Toma card, in one line. */
void automa_step_text(const rr_board *b, const rr_automa_step *step, char *out, size_t size);

#endif
