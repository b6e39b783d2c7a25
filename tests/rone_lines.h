/* rone_lines.h: collecting the lines RONE's narration tells (rone_narrate's emit), for the
 * tests that read them. Header-only (static) so each test program takes it alone. */
#ifndef RONE_LINES_H
#define RONE_LINES_H

#include <stdio.h>
#include "rone.h"

typedef struct lines {
    char text[64][RONE_NARRATION_SIZE];
    int count;
} lines;

/* rone_narrate's emit: keeps the line (a test fails past 64 lines). */
static void collect(void *ctx, const char *line) {
    lines *l = ctx;
    assert_true(l->count < 64);
    snprintf(l->text[l->count++], RONE_NARRATION_SIZE, "%s", line);
}

#endif
