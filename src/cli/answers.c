/* answers.c: what a typed answer at a decision names: the option's number, its name,
 * or words that pick out one option ("lead darrow mars"). Used by `cardtable play`
 * and by its fuzzing harness. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

/* The option the line names: its number, its name, or the one option whose name
 * contains every word of the line. -1 if none or several. */
int cli_match_option(const rr_state *s, const uint16_t *opts, int n, const char *line) {
    if (strlen(line) >= 200) return -1; /* no option's name is that long */
    char *end;
    long k = strtol(line, &end, 10);
    if (end != line && !*end) return k >= 1 && k <= n ? opts[k - 1] : -1;
    int found = -1, matches = 0;
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        rr_option_name(s, opts[i], name, sizeof name);
        if (!strcasecmp(name, line)) return opts[i];
        /* every word of the line appears in the name */
        char words[256];
        snprintf(words, sizeof words, "%s", line);
        bool all = true;
        for (char *w = strtok(words, " "); w && all; w = strtok(NULL, " ")) {
            bool in = false;
            for (const char *p = name; *p && !in; p++) in = !strncasecmp(p, w, strlen(w));
            all = in;
        }
        if (all) {
            found = opts[i];
            matches++;
        }
    }
    return matches == 1 ? found : -1;
}

void cli_trim(char *line) {
    size_t len = strlen(line);
    while (len && isspace((unsigned char)line[len - 1])) line[--len] = 0;
    size_t start = 0;
    while (isspace((unsigned char)line[start])) start++;
    memmove(line, line + start, len - start + 1);
}
