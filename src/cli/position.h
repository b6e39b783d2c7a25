/* position.h: a Red Rising position read from JSON (docs/CLI.md, "Positions"):
 * players with hands and tokens, the Sovereign holder, the locations, the banished
 * pile, the deck; Orange names and Gray colors may be pinned. */
#ifndef CT_POSITION_H
#define CT_POSITION_H

#include "redrising.h"

typedef struct position {
    rr_board board;
    rr_pins pins;
    char names[RR_MAX_PLAYERS][64];
} position;

/* Reads a position from JSON text; false with a one-line reason in why. */
bool position_read(const char *json_text, position *out, char *why, size_t size);

#endif
