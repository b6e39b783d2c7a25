/* score.c: `cardtable score FILE`: scores a position (JSON, see docs/CLI.md) and
 * prints the scorepad, card by card, with the best Orange names and Gray colors; or
 * the same as JSON with --json. FILE may be - for standard input. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "position.h"

static void score_usage(FILE *out) {
    fprintf(out, "usage: cardtable score FILE [--json]\n"
                 "  scores the position in FILE (JSON; - reads standard input); see docs/CLI.md\n");
}

static void print_json(const position *p, const rr_scorepad *pad) {
    json_t *root = json_object(), *players = json_array(), *winners = json_array();
    for (int s = 0; s < pad->players; s++) {
        const rr_score_row *r = &pad->row[s];
        json_t *o = json_object(), *choices = json_array(), *detail = json_array();
        json_object_set_new(o, "name", json_string(p->names[s]));
        json_object_set_new(o, "cards", json_integer(r->cards));
        json_object_set_new(o, "fleet", json_integer(r->fleet));
        json_object_set_new(o, "helium", json_integer(r->helium));
        json_object_set_new(o, "sovereign", json_integer(r->sovereign));
        json_object_set_new(o, "influence", json_integer(r->influence));
        json_object_set_new(o, "excess", json_integer(r->excess));
        json_object_set_new(o, "total", json_integer(r->total));
        for (int i = 0; i < r->hand.count; i++) {
            const rr_card_line *l = &r->hand.line[i];
            char choice[300], reason[200];
            choice_text(l, choice, sizeof choice);
            rr_points_reason(l, reason, sizeof reason);
            if (*choice) json_array_append_new(choices, json_string(choice));
            json_t *d = json_object();
            json_object_set_new(d, "card", json_string(rr_cards[l->card].name));
            json_object_set_new(d, "core", json_integer(rr_cards[l->card].core));
            json_object_set_new(d, "points", json_integer(l->points));
            if (l->as != l->card) json_object_set_new(d, "as", json_string(rr_cards[l->as].name));
            if (l->also >= 0) json_object_set_new(d, "also", json_string(rr_color_name(l->also)));
            if (*reason) json_object_set_new(d, "reason", json_string(reason));
            if (*choice) json_object_set_new(d, "choice", json_string(choice));
            json_array_append_new(detail, d);
        }
        json_object_set_new(o, "choices", choices);
        json_object_set_new(o, "detail", detail);
        if (r->automa) {
            json_t *a = json_object();
            json_object_set_new(a, "base", json_integer(r->automa_base));
            json_object_set_new(a, "matching", json_integer(r->matching));
            json_object_set_new(a, "nonmatching", json_integer(r->nonmatching));
            json_object_set_new(a, "discarded", json_integer(r->discarded));
            json_object_set_new(o, "automa", a);
        }
        json_array_append_new(players, o);
        if (pad->winners >> s & 1) json_array_append_new(winners, json_string(p->names[s]));
    }
    json_object_set_new(root, "players", players);
    json_object_set_new(root, "winners", winners);
    char *text = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    puts(text);
    free(text);
    json_decref(root);
}

int cli_score(int argc, char **argv) {
    const char *file = NULL;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = true;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            score_usage(stdout);
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "cardtable score: unknown option '%s'\n", argv[i]);
            return 2;
        } else if (file) {
            fprintf(stderr, "cardtable score: one file at a time ('%s' and '%s')\n", file, argv[i]);
            return 2;
        } else file = argv[i];
    }
    if (!file) {
        score_usage(stderr);
        return 2;
    }
    char why[512];
    char *text = !strcmp(file, "-") ? cli_read_stream(stdin, why, sizeof why) : cli_read_file(file, why, sizeof why);
    if (!text) {
        fprintf(stderr, "cardtable score: %s\n", why);
        return 2;
    }
    position *p = malloc(sizeof *p);
    if (!p) {
        free(text);
        return 2;
    }
    bool ok = position_read(text, p, why, sizeof why);
    free(text);
    if (!ok) {
        char shown[600]; /* the reason may quote the input: control characters escaped */
        fprintf(stderr, "cardtable score: %s: %s\n", file, cli_escape(why, shown, sizeof shown));
        free(p);
        return 2;
    }
    rr_scorepad pad;
    rr_score_pinned(&p->board, &p->pins, &pad);
    if (json) print_json(p, &pad);
    else render_scorepad_detail(stdout, &p->board, &pad, (const char (*)[64])p->names);
    free(p);
    return 0;
}
