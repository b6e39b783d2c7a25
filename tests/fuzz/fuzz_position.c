/* fuzz_position.c: libFuzzer harness for the `score` position reader (position_read,
 * the JSON reader `cardtable score` uses), then the scoring of what it accepts.
 * Hands of more than 12 cards are read but not scored here: the wild-card search on
 * huge hands is slow by design (a known issue of the scorer, not of the reader). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 100000) return 0;
    char *text = malloc(size + 1);
    position *p = malloc(sizeof *p);
    if (!text || !p) abort();
    memcpy(text, data, size);
    text[size] = 0;
    char why[300] = "";
    if (!position_read(text, p, why, sizeof why)) {
        /* a reason; it may quote the input, so `score` escapes it before printing it */
        char shown[600];
        if (!why[0] || strchr(cli_escape(why, shown, sizeof shown), '\n')) abort();
    } else {
        bool small = true;
        for (int q = 0; q < p->board.players; q++) small = small && rr_zone_size(&p->board, RR_ZONE_HAND + q) <= 12;
        if (small) {
            rr_scorepad pad;
            rr_score_pinned(&p->board, &p->pins, &pad);
            if (pad.players != p->board.players || !pad.winners) abort();
        }
    }
    free(text);
    free(p);
    return 0;
}
