/* cardfile_cli.h: `--cards FILE` for every command: reads a RONE card file, loads it with
 * src/cardfile's loader and registers the set with the engine. */
#ifndef CT_CARDFILE_CLI_H
#define CT_CARDFILE_CLI_H

#include <stddef.h>

/* Reads and registers the card set in path. Returns the set's registry index (what the
 * options' set=ID finds), or -1 with one line in why ("FILE:LINE: what is wrong"); the
 * caller prints it and exits 2. The set stays loaded to the end of the process; loading
 * the same file twice returns the same index. */
int cli_load_rone_cards(const char *path, char *why, size_t size);
/* "set=ID sethash=HEX8" for the set at index: the options a game with it starts from, so
 * its record names the set and its hash (a replay with another file is then refused). */
void cli_rone_set_options(int set, char *buf, size_t size);
/* The origin line of a set's [set] table ("original" for the built-in sets). */
const char *cli_rone_set_origin(int set);
/* `cardtable cards --game rone [NAME]` for the set at index (rone_cards.c): the whole
 * set, or one card (a hero: its three levels) by name or id. Exit status: 0, or 2 with
 * one line ("did you mean") for an unknown name. */
int cli_rone_cards(int set, const char *name);
/* The card of set whose name is closest to a name that is none of them ("did you mean"),
 * or -1 when none is close (rone_cards.c). */
struct rone_set;
int cli_rone_card_guess(const struct rone_set *set, const char *name);

#endif
