/* cardfile_cli.c: `--cards FILE`: the program reads the file (the engine does no I/O),
 * src/cardfile turns its text into an owned rone_set, and the engine's registry is told of
 * it. Loaded sets live to the end of the process. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardfile_cli.h"
#include "cli.h"
#include "rone.h"
#include "rone_cardfile.h"

#define LOADED_MAX RONE_MAX_SETS
static struct {
    int index;
    rone_cardfile *file;
} loaded[LOADED_MAX];
static int loaded_count;

int cli_load_rone_cards(const char *path, char *why, size_t size) {
    char reason[512];
    char *text = cli_read_file(path, reason, sizeof reason);
    if (!text) {
        snprintf(why, size, "%s", reason);
        return -1;
    }
    rone_cardfile *file = rone_cardfile_read(text, strlen(text), path, why, size);
    free(text);
    if (!file) return -1;
    const rone_set *set = rone_cardfile_set(file);
    int index = rone_register_set(set, reason, sizeof reason);
    if (index < 0) {
        snprintf(why, size, "%s: %s", path, reason);
        rone_cardfile_free(file);
        return -1;
    }
    if (rone_set_at(index) != set || loaded_count == LOADED_MAX) {
        rone_cardfile_free(file); /* the same set was there already: keep the first copy */
        return index;
    }
    loaded[loaded_count].index = index;
    loaded[loaded_count++].file = file;
    return index;
}

void cli_rone_set_options(int set, char *buf, size_t size) {
    const rone_set *s = rone_set_at(set);
    if (!s) snprintf(buf, size, "%s", "");
    else snprintf(buf, size, "set=%s sethash=%08x", s->id, s->hash);
}

const char *cli_rone_set_origin(int set) {
    for (int i = 0; i < loaded_count; i++)
        if (loaded[i].index == set) return rone_cardfile_origin(loaded[i].file);
    return "original";
}
