/* companion_state.c: the companion's state file (Tull Au Toma's deck order, priority
 * cards, tokens and hand size) as text: written whole, and read back strictly (every
 * key once, every value in range; a line that is not one is refused by its number).
 * Shared by `cardtable companion` and its fuzzing harness. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "companion_state.h"

void companion_format(const companion *c, char *text, size_t size) {
    int n = snprintf(text, size,
                     "cardtable-companion 1\nrng %llu\nlevel %d\nvariant %d\nparity %d\nfirst %d\nnext %d\n"
                     "helium %d\nfleet %d\ninfluence %d\nsovereign %d\nhand %d\nturns %d\nover %d\ndeckempty %d\npriority",
                     (unsigned long long)c->rng, c->level, c->variant, c->parity, c->first, c->next, c->helium,
                     c->fleet, c->influence, c->sovereign, c->hand, c->turns, c->over, c->deck_empty);
    for (int l = 0; l < RR_LOCATIONS; l++) n += snprintf(text + n, size - (size_t)n, " %d", c->priority[l]);
    n += snprintf(text + n, size - (size_t)n, "\norder");
    for (int i = 0; i < RR_AUTOMA_CARDS; i++) n += snprintf(text + n, size - (size_t)n, " %d", c->order[i]);
    snprintf(text + n, size - (size_t)n, "\n");
}

bool companion_parse(char *text, const char *path, companion *c, char *why, size_t size) {
    memset(c, 0, sizeof *c);
    struct { const char *key; int *value; int lo, hi; } ints[] = {
        {"level", &c->level, 1, 6},          {"variant", &c->variant, 0, 1},     {"parity", &c->parity, -1, 1},
        {"first", &c->first, -1, 1},         {"next", &c->next, 4, RR_AUTOMA_CARDS},
        {"helium", &c->helium, 0, 999},      {"fleet", &c->fleet, 0, RR_FLEET_MAX},
        {"influence", &c->influence, 0, RR_INFLUENCE_TOKENS}, {"sovereign", &c->sovereign, 0, 1},
        {"hand", &c->hand, 0, RR_CARD_COUNT}, {"turns", &c->turns, 0, 100000}, {"over", &c->over, 0, 1}};
    const int n_ints = (int)(sizeof ints / sizeof ints[0]);
    int seen = 0;
    /* CRLF line ends (a file edited on Windows) are read as well */
    bool ok = !strncmp(text, "cardtable-companion 1\n", 22) || !strncmp(text, "cardtable-companion 1\r\n", 23);
    if (!ok) snprintf(why, size, "%s is not a companion state file", path);
    char *save_ptr = NULL;
    int line = 1;
    for (char *l = ok ? strtok_r(strchr(text, '\n') + 1, "\n", &save_ptr) : NULL; l && ok; l = strtok_r(NULL, "\n", &save_ptr)) {
        line++;
        size_t len = strlen(l);
        if (len && l[len - 1] == '\r') l[--len] = 0;
        char key[32];
        int used = 0;
        if (sscanf(l, "%31s %n", key, &used) != 1) continue;
        const char *rest = l + used;
        int before = seen;
        if (!strcmp(key, "deckempty")) { /* written since the deck-empty command; older files lack it */
            ok = (rest[0] == '0' || rest[0] == '1') && !rest[1];
            c->deck_empty = rest[0] == '1';
        } else if (!strcmp(key, "rng")) {
            char *end;
            errno = 0;
            c->rng = strtoull(rest, &end, 10);
            ok = end != rest && !errno && isdigit((unsigned char)rest[0]) && !*end;
            seen |= 1 << n_ints;
        } else if (!strcmp(key, "priority") || !strcmp(key, "order")) {
            bool is_order = key[0] == 'o';
            int count = is_order ? RR_AUTOMA_CARDS : RR_LOCATIONS, k = 0;
            unsigned mask = 0;
            for (char *end; k < count; k++) {
                long v = strtol(rest, &end, 10);
                if (end == rest || v < 0 || v >= count) break;
                (is_order ? c->order : c->priority)[k] = (uint8_t)v;
                mask |= 1u << v;
                rest = end;
            }
            while (isspace((unsigned char)*rest)) rest++;
            ok = k == count && mask == (1u << count) - 1 && !*rest;
            seen |= 1 << (n_ints + 1 + is_order);
        } else {
            int i = 0;
            while (i < n_ints && strcmp(ints[i].key, key)) i++;
            char *end;
            long v = i < n_ints ? strtol(rest, &end, 10) : 0;
            ok = i < n_ints && end != rest && !*end && v >= ints[i].lo && v <= ints[i].hi;
            if (ok) *ints[i].value = (int)v, seen |= 1 << i;
        }
        if (ok && seen == before && strcmp(key, "deckempty")) ok = false; /* a key given twice */
        if (!ok) {
            char shown[120];
            snprintf(why, size, "%s: line %d is malformed: '%s'", path, line, cli_escape(l, shown, 48));
        }
    }
    if (ok && seen != (1 << (n_ints + 3)) - 1) {
        snprintf(why, size, "%s is incomplete (truncated?)", path);
        ok = false;
    }
    if (ok) companion_find_luna_pair(c);
    return ok;
}
