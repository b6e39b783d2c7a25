/* text.c: small text helpers every game and front end shares: the edit distance and
 * the guess behind "did you mean" suggestions. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cardtable.h"

int ct_name_distance(const char *a, const char *b) {
    int la = (int)strlen(a), lb = (int)strlen(b);
    if (la > 80 || lb > 80) return 1000;
    int row[81];
    for (int j = 0; j <= lb; j++) row[j] = j;
    for (int i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = i;
        for (int j = 1; j <= lb; j++) {
            int up = row[j];
            int cost = tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]);
            int best = diag + cost;
            if (row[j] + 1 < best) best = row[j] + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

static bool contains(const char *hay, const char *needle) {
    size_t n = strlen(needle);
    for (; *hay; hay++)
        if (!strncasecmp(hay, needle, n)) return true;
    return false;
}

int ct_closest_name(const char *typed, int count, const char *(*name_at)(const void *ctx, int i), const void *ctx) {
    size_t len = strlen(typed);
    if (len >= 3) {
        for (int i = 0; i < count; i++)
            if (!strncasecmp(name_at(ctx, i), typed, len)) return i;
        for (int i = 0; i < count; i++)
            if (contains(name_at(ctx, i), typed)) return i;
    }
    int best = -1, best_d = 1000;
    for (int i = 0; i < count; i++) {
        const char *name = name_at(ctx, i);
        int d = ct_name_distance(typed, name);
        if (len >= 4 && len <= 80) { /* a name typed in part, with a slip: "Oda Vent" */
            char start[81];
            snprintf(start, sizeof start, "%.*s", (int)len, name);
            int part = ct_name_distance(typed, start) + 1;
            if (part < d) d = part;
        }
        if (d < best_d) best_d = d, best = i;
    }
    return best_d <= (int)len / 3 + 1 ? best : -1;
}
