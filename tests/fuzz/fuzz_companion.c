/* fuzz_companion.c: libFuzzer harness for the companion's state reader
 * (companion_parse, what `cardtable companion --resume` uses). A state it accepts is
 * written back (companion_format) and must read again to the same state. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "companion_state.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 100000) return 0;
    char *text = malloc(size + 1);
    if (!text) abort();
    memcpy(text, data, size);
    text[size] = 0;
    companion c, again;
    char why[300] = "", written[1024];
    if (!companion_parse(text, "state", &c, why, sizeof why)) {
        if (!why[0] || strchr(why, '\n')) abort();
    } else {
        companion_format(&c, written, sizeof written);
        if (!companion_parse(written, "state", &again, why, sizeof why)) abort();
        if (memcmp(&c, &again, sizeof c)) abort();
    }
    free(text);
    return 0;
}
