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

/* "Razor Designer counted as Darrow" / "Trigg counted as Blue too", or "" */
static void choice_text(const rr_card_line *l, char *buf, size_t size) {
    buf[0] = 0;
    if (l->as != l->card) snprintf(buf, size, "%s counted as %s", rr_cards[l->card].name, rr_cards[l->as].name);
    else if (l->also >= 0) snprintf(buf, size, "%s counted as %s too", rr_cards[l->card].name, rr_color_name(l->also));
}

static void print_table(const position *p, const rr_scorepad *pad) {
    const rr_board *b = &p->board;
    for (int s = 0; s < pad->players; s++) {
        const rr_score_row *r = &pad->row[s];
        printf("%s%s\n", p->names[s], pad->winners >> s & 1 ? "  (winner)" : "");
        if (r->automa) {
            printf("  %-34s %5d\n", "Tull Au Toma base", r->automa_base);
            const uint8_t *pts = rr_automa_points[b->automa_level];
            char what[64];
            snprintf(what, sizeof what, "%d matching x %d", r->matching, pts[0]);
            printf("  %-34s %5d\n", what, r->matching * pts[0]);
            snprintf(what, sizeof what, "%d non-matching x %d", r->nonmatching, pts[1]);
            printf("  %-34s %5d\n", what, r->nonmatching * pts[1]);
            if (r->discarded) printf("  (%d cards over 20 set aside first)\n", r->discarded);
        } else {
            for (int i = 0; i < r->hand.count; i++) {
                const rr_card_line *l = &r->hand.line[i];
                char choice[96], pts[16] = "";
                choice_text(l, choice, sizeof choice);
                if (l->points) snprintf(pts, sizeof pts, "%+d", l->points);
                printf("  %-20s %2d %5s  = %4d   %s\n", rr_cards[l->card].name, rr_cards[l->card].core, pts,
                       rr_cards[l->card].core + l->points, choice);
            }
        }
        if (r->extra) printf("  %-34s %5d\n", "end-of-game abilities", r->extra);
        printf("  %-34s %5d\n", "Cards", r->cards);
        char what[64];
        snprintf(what, sizeof what, "Fleet Track (%d)", b->fleet[s]);
        printf("  %-34s %5d\n", what, r->fleet);
        snprintf(what, sizeof what, "Helium (%d)", b->helium[s]);
        printf("  %-34s %5d\n", what, r->helium);
        printf("  %-34s %5d\n", "Sovereign", r->sovereign);
        snprintf(what, sizeof what, "Influence (%d)", b->influence[s]);
        printf("  %-34s %5d\n", what, r->influence);
        if (!r->automa) {
            snprintf(what, sizeof what, "Excess cards (%d in hand)", r->hand.count);
            printf("  %-34s %5d\n", what, r->excess);
        }
        printf("  %-34s %5d\n\n", "Total", r->total);
    }
    printf("Winner%s:", __builtin_popcount(pad->winners) > 1 ? "s (shared)" : "");
    for (int s = 0; s < pad->players; s++)
        if (pad->winners >> s & 1) printf(" %s", p->names[s]);
    printf("\n");
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
            char choice[96];
            choice_text(l, choice, sizeof choice);
            if (*choice) json_array_append_new(choices, json_string(choice));
            json_t *d = json_object();
            json_object_set_new(d, "card", json_string(rr_cards[l->card].name));
            json_object_set_new(d, "core", json_integer(rr_cards[l->card].core));
            json_object_set_new(d, "points", json_integer(l->points));
            if (l->as != l->card) json_object_set_new(d, "as", json_string(rr_cards[l->as].name));
            if (l->also >= 0) json_object_set_new(d, "also", json_string(rr_color_name(l->also)));
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
        fprintf(stderr, "cardtable score: %s: %s\n", file, why);
        free(p);
        return 2;
    }
    rr_scorepad pad;
    rr_score_pinned(&p->board, &p->pins, &pad);
    if (json) print_json(p, &pad);
    else print_table(p, &pad);
    free(p);
    return 0;
}
