/* sim_merge.c: `cardtable sim merge [--json] FILES...`: the parts of a run (each the
 * --json report of `cardtable sim ... --shard K/N`) added into the report the whole run
 * would print. A part carries its totals ("raw") and what was played ("run": the game,
 * the engine's fingerprint, the arguments that say what is played, the seed, the games
 * and which part it is); parts that do not belong together are refused in one line, and
 * so is a file that is not such a part. The report is then made by the game's simulator
 * from the run's arguments and the summed totals, so it is the whole run's, byte for
 * byte, but for the "timing" (the parts' seconds added). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "simrun.h"

typedef struct part {
    const char *path;
    json_t *root, *run, *raw;
    long index, count;
} part;

static int refuse(const char *path, const char *why) {
    char shown[200];
    fprintf(stderr, "cardtable sim merge: %s: %s\n", cli_escape(path, shown, sizeof shown), why);
    return 2;
}

/* Reads path into p; 0, or 2 after one line on stderr. */
static int read_part(const char *path, part *p) {
    json_error_t jerr;
    p->path = path;
    p->root = json_load_file(path, JSON_REJECT_DUPLICATES, &jerr);
    if (!p->root) {
        char why[300];
        snprintf(why, sizeof why, "not a sim --json report (line %d: %s)", jerr.line, jerr.text);
        return refuse(path, why);
    }
    const char *game, *engine, *nonzero;
    json_t *arguments, *arg;
    json_int_t seed, games, longs, index, count;
    p->run = json_object_get(p->root, "run");
    p->raw = json_object_get(p->root, "raw");
    if (json_unpack(p->run, "{s:s, s:s, s:o, s:I, s:I, s:{s:I, s:I}}", "game", &game, "engine", &engine, "arguments",
                    &arguments, "seed", &seed, "games", &games, "shard", "index", &index, "count", &count) ||
        !json_is_array(arguments) || json_unpack(p->raw, "{s:I, s:s}", "longs", &longs, "nonzero", &nonzero) ||
        !json_is_object(json_object_get(p->root, "timing")))
        return refuse(path, "not a part of a sim run (its run, raw or timing is missing or malformed: "
                            "made by cardtable sim --json)");
    p->index = (long)index;
    p->count = (long)count;
    if (count < 1 || index < 1 || index > count) return refuse(path, "its shard is not K/N with 1 <= K <= N");
    size_t i;
    json_array_foreach(arguments, i, arg) {
        if (!json_is_string(arg)) return refuse(path, "its arguments are not all text");
    }
    return 0;
}

/* Does b belong with a? The first difference, else NULL. */
static const char *difference(const part *a, const part *b) {
    static const char *const same[] = {"game", "seed", "games", "arguments", "engine"};
    static const char *const what[] = {"game differs", "seed differs", "number of games differs",
                                       "options differ (its arguments)",
                                       "engine or card set differs (its fingerprint)"};
    for (size_t k = 0; k < sizeof same / sizeof *same; k++)
        if (!json_equal(json_object_get(a->run, same[k]), json_object_get(b->run, same[k]))) return what[k];
    if (a->count != b->count) return "number of parts differs (--shard K/N)";
    if (!json_equal(json_object_get(a->raw, "longs"), json_object_get(b->raw, "longs")))
        return "version differs (its totals)";
    return NULL;
}

/* Adds the totals of text ("INDEX=VALUE ...", sim_json_tail) to totals[0..longs-1]. */
static bool add_totals(const char *text, long *totals, size_t longs) {
    while (*text) {
        char *end;
        errno = 0;
        unsigned long long at = strtoull(text, &end, 10);
        if (end == text || *end != '=' || errno || at >= longs) return false;
        text = end + 1;
        long long value = strtoll(text, &end, 10);
        if (end == text || errno || (*end && *end != ' ')) return false;
        totals[at] += (long)value;
        text = *end ? end + 1 : end;
    }
    return true;
}

static void usage(FILE *out) {
    fprintf(out, "usage: cardtable sim merge [--json] PART.json...\n"
                 "  adds the parts of a run (each the --json report of cardtable sim ... --shard K/N, every K once)\n"
                 "  and prints the report the whole run would, as text or --json; \"timing\" adds the parts' times\n");
}

int cli_sim_merge(int argc, char **argv) {
    bool json = false;
    int files = 0, status = 2;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--json"))
            json = true;
        else if (argv[i][0] == '-' && argv[i][1]) {
            char shown[160];
            fprintf(stderr, "cardtable sim merge: unknown option %s (see cardtable sim merge --help)\n",
                    cli_escape(argv[i], shown, sizeof shown));
            return 2;
        } else
            files++;
    }
    if (!files) {
        fprintf(stderr, "cardtable sim merge: name the parts' --json reports (cardtable sim merge --help)\n");
        return 2;
    }
    part *parts = calloc((size_t)files, sizeof *parts);
    long *totals = NULL;
    char **args = NULL;
    unsigned char *seen = NULL;
    if (!parts) return 2;
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) continue;
        if (read_part(argv[i], &parts[n++])) goto out;
        const char *differs = n > 1 ? difference(&parts[0], &parts[n - 1]) : NULL;
        if (differs) {
            char why[300], shown[160];
            snprintf(why, sizeof why, "not a part of the same run as %s: its %s",
                     cli_escape(parts[0].path, shown, sizeof shown), differs);
            refuse(argv[i], why);
            goto out;
        }
    }
    long count = parts[0].count;
    size_t longs = (size_t)json_integer_value(json_object_get(parts[0].raw, "longs"));
    seen = calloc((size_t)count, 1);
    totals = calloc(longs ? longs : 1, sizeof *totals);
    if (!seen || !totals) goto out;
    double seconds = 0, cpu_seconds = 0;
    for (int k = 0; k < n; k++) {
        part *p = &parts[k];
        if (seen[p->index - 1]++) {
            char why[120];
            snprintf(why, sizeof why, "part %ld/%ld is given twice", p->index, p->count);
            refuse(p->path, why);
            goto out;
        }
        if (!add_totals(json_string_value(json_object_get(p->raw, "nonzero")), totals, longs)) {
            refuse(p->path, "its raw totals are malformed");
            goto out;
        }
        json_t *timing = json_object_get(p->root, "timing");
        seconds += json_number_value(json_object_get(timing, "seconds"));
        cpu_seconds += json_number_value(json_object_get(timing, "cpu_seconds"));
    }
    for (long k = 0; k < count; k++)
        if (!seen[k]) {
            fprintf(stderr, "cardtable sim merge: part %ld/%ld is missing\n", k + 1, count);
            goto out;
        }
    /* the report, by the game's simulator from the run's arguments */
    json_t *given = json_object_get(parts[0].run, "arguments");
    size_t kept = json_array_size(given);
    args = calloc(kept + 3, sizeof *args);
    if (!args) goto out;
    int argn = 0;
    args[argn++] = "sim";
    for (size_t i = 0; i < kept; i++) args[argn++] = (char *)json_string_value(json_array_get(given, i));
    if (json) args[argn++] = "--json";
    sim_merged merged = {.totals = totals,
                         .count = longs,
                         .seconds = seconds,
                         .cpu_seconds = cpu_seconds,
                         .parts = n,
                         .engine = json_string_value(json_object_get(parts[0].run, "engine"))};
    const char *game = json_string_value(json_object_get(parts[0].run, "game"));
    if (!strcmp(game, "rone"))
        status = cli_sim_rone_merged(argn, args, &merged);
    else if (!strcmp(game, "redrising"))
        status = cli_sim_redrising(argn, args, &merged);
    else if (ct_find_game(game))
        status = cli_sim_any(ct_find_game(game), argn, args, &merged);
    else
        refuse(parts[0].path, "an unknown game");
out:
    for (int k = 0; k < n; k++) json_decref(parts[k].root);
    free(parts);
    free(totals);
    free(seen);
    free(args);
    return status;
}
