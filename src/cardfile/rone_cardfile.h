/* rone_cardfile.h: the one RONE card-file loader (docs/RONE.md, "Writing cards"), for the
 * program (`--cards FILE`) and for the build tool that writes the built-in sets' C tables
 * (rone_cardgen). It turns a TOML text into an owned rone_set; the engine library never
 * reads files. Every refusal is one line: "FILE:LINE: what is wrong". */
#ifndef RONE_CARDFILE_H
#define RONE_CARDFILE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#include "rone.h"

/* A loaded card set: owns its cards, abilities, steps and strings. */
typedef struct rone_cardfile rone_cardfile;

/* Reads a set from text (length bytes; need not end in NUL). path names the file in
 * errors. NULL with one line in why on any fault. */
rone_cardfile *rone_cardfile_read(const char *text, size_t length, const char *path, char *why, size_t size);
const rone_set *rone_cardfile_set(const rone_cardfile *file);
/* The [set] table's origin ("original" for the project's own sets). */
const char *rone_cardfile_origin(const rone_cardfile *file);
void rone_cardfile_free(rone_cardfile *file);

/* Ready-made decks of one set (data/rone/decks.toml): each code is checked against set
 * with rone_deck_parse, and its hero against the deck's hero name. */
typedef struct rone_deckfile rone_deckfile;
rone_deckfile *rone_deckfile_read(const char *text, size_t length, const char *path, const rone_set *set, char *why,
                                  size_t size);
int rone_deckfile_count(const rone_deckfile *file);
const rone_deck_preset *rone_deckfile_deck(const rone_deckfile *file, int index);
void rone_deckfile_free(rone_deckfile *file);

/* FNV-1a (32 bits) of a file's bytes: the hash a rone_set and a game record carry. */
uint32_t rone_cardfile_hash(const char *text, size_t length);

#ifdef __cplusplus
}
#endif

#endif
