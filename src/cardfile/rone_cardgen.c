/* rone_cardgen.c: the build tool that writes the built-in RONE sets' C tables with the same
 * loader `--cards FILE` uses (rone_cardfile.h), so a set compiled in and a set loaded at run
 * time are read by one piece of code.
 *
 *   rone_cardgen cards SET.toml OUT.c            the const tables of one rone_set
 *   rone_cardgen decks DECKS.toml SET.toml OUT.c the ready-made decks of that set
 *   --check before OUT.c: exit 1 if OUT.c is not what the files give (nothing written)
 *
 * A refused file gets the loader's one line and exit status 2. */
#include <errno.h>
#include <stdarg.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rone_cardfile.h"

typedef struct text {
    char *data;
    size_t length, cap;
} text;

static void add(text *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if (t->length + (size_t)n + 1 > t->cap) {
        size_t cap = (t->cap + (size_t)n + 1) * 2;
        char *grown = realloc(t->data, cap);
        if (!grown) {
            fprintf(stderr, "rone_cardgen: out of memory\n");
            exit(2);
        }
        t->data = grown;
        t->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(t->data + t->length, t->cap - t->length, fmt, ap);
    va_end(ap);
    t->length += (size_t)n;
}

/* A C string literal of s (backslashes, quotes and line ends escaped). */
static void add_cstr(text *t, const char *s) {
    add(t, "\"");
    for (; *s; s++) {
        if (*s == '\\' || *s == '"') add(t, "\\%c", *s);
        else if (*s == '\n') add(t, "\\n");
        else add(t, "%c", *s);
    }
    add(t, "\"");
}

static void add_sel(text *t, const rone_sel_more *m) {
    add(t, ", {");
    if (m->race) add_cstr(t, m->race);
    else add(t, "NULL");
    add(t, ", %d, %d, %d, %d}", m->level_le, m->level_ge, m->health_le, m->has);
}

static char *read_all(const char *path, size_t *length) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "rone_cardgen: %s: %s\n", path, strerror(errno));
        return NULL;
    }
    text t = {0};
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
        if (t.length + n + 1 > t.cap) {
            char *grown = realloc(t.data, t.length + n + 1);
            if (!grown) break;
            t.data = grown;
            t.cap = t.length + n + 1;
        }
        memcpy(t.data + t.length, buf, n);
        t.length += n;
        t.data[t.length] = 0;
    }
    bool failed = ferror(f);
    fclose(f);
    if (failed) {
        fprintf(stderr, "rone_cardgen: %s: could not be read\n", path);
        free(t.data);
        return NULL;
    }
    if (!t.data) t.data = calloc(1, 1);
    *length = t.length;
    return t.data;
}

static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static void emit_set(text *t, const char *src, const rone_set *s) {
    add(t, "/* rone_set_%s.c: the card set \"%s\" (%s), compiled from %s\n", s->id, s->id, s->name, base_name(src));
    add(t, " * by rone_cardgen (src/cardfile). Generated: do not edit; edit the TOML file and rerun. */\n");
    add(t, "#include \"rone.h\"\n\nstatic const rone_step steps[] = {\n");
    int steps = 0, abilities = 0;
    for (int c = 0; c < s->card_count; c++)
        for (int a = 0; a < s->cards[c].ability_count; a++) {
            const rone_ability *ab = &s->abilities[s->cards[c].first_ability + a];
            abilities++;
            if (ab->first_step + ab->step_count > steps) steps = ab->first_step + ab->step_count;
        }
    for (int i = 0; i < steps; i++) {
        const rone_step *st = &s->steps[i];
        add(t, "    {%d, %d, %d, %u, %d, %d, %d, %d, %d, %d, %d, %d, %d, %u, %d, %d, %d, %d, %u", st->verb, st->reach, st->base,
            st->filters, st->amount, st->keyword, st->until, st->bind, st->may, st->cond, st->cond_op, st->cond_n, st->cond_base,
            st->cond_filters, st->cond2, st->cond2_op, st->cond2_n, st->cond2_base, st->cond2_filters);
        add_sel(t, &st->sel);
        add(t, ", %d},\n", st->chooser);
    }
    if (!steps) add(t, "    {0},\n");
    add(t, "};\nstatic const rone_ability abilities[] = {\n");
    for (int i = 0; i < abilities; i++) {
        const rone_ability *a = &s->abilities[i];
        add(t, "    {%d, %d, %d, %d, %d, %d, %d, %d, %d, %u, %d, %d, %d, %d", a->kind, a->event, a->exhaust, a->pay_water,
            a->pay_grave, a->economic, a->stat, a->stat_amount, a->applies_base, a->applies_filters, a->first_step,
            a->step_count, a->whose, a->once_per_turn);
        add(t, ", %d, %d, %d, %u", a->pay_discard, a->pay_exhaust, a->pay_base, a->pay_filters);
        add_sel(t, &a->applies_more);
        add(t, ", %d", a->has_filter);
        add(t, ", %d, %d, %d, %d, %u},\n", a->cond, a->cond_op, a->cond_n, a->cond_base, a->cond_filters);
    }
    if (!abilities) add(t, "    {0},\n");
    add(t, "};\nstatic const rone_card_def cards[] = {\n");
    for (int i = 0; i < s->card_count; i++) {
        const rone_card_def *d = &s->cards[i];
        add(t, "    {");
        add_cstr(t, d->id);
        add(t, ", ");
        add_cstr(t, d->name);
        add(t, ", ");
        add_cstr(t, d->text);
        add(t, ", ");
        add_cstr(t, d->race);
        static const char *const types[] = {"RONE_UNIT", "RONE_TACTIC", "RONE_TECH", "RONE_HERO"};
        add(t, ", %s, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d},\n", types[d->type & 3], d->level, d->cost, d->recycle,
            d->health, d->melee, d->ranged, d->speed, d->water_income, d->card_income, d->keywords, d->copies,
            d->first_ability, d->ability_count, d->events);
    }
    add(t, "};\nconst rone_set rone_set_%s = {", s->id);
    add_cstr(t, s->id);
    add(t, ", ");
    add_cstr(t, s->name);
    add(t, ", ");
    add_cstr(t, s->note);
    add(t, ", 0x%08xu, %d, cards, abilities, steps,\n    {", s->hash, s->card_count);
    /* the marks (rone_set_marks), derived here once rather than at every game's setup */
    rone_set_marks m;
    rone_set_derive_marks(s, &m);
    const uint64_t *masks[3] = {m.may_be_fast, m.health_static, m.gives_fast};
    for (int k = 0; k < 3; k++)
        add(t, "{0x%016" PRIx64 "ull, 0x%016" PRIx64 "ull, 0x%016" PRIx64 "ull, 0x%016" PRIx64 "ull}, ", masks[k][0], masks[k][1],
            masks[k][2], masks[k][3]);
    add(t, "%d, %d, %d, 1}};\n", m.fast_uncached, m.pay_costs, m.unattackable_statics);
}

static void emit_decks(text *t, const char *src, const rone_set *s, const rone_deckfile *decks) {
    add(t, "/* rone_decks_%s.c: the ready-made decks of set \"%s\", compiled from %s\n", s->id, s->id, base_name(src));
    add(t, " * by rone_cardgen (src/cardfile). Generated: do not edit; edit the TOML file and rerun. */\n");
    add(t, "#include \"rone.h\"\n\nconst rone_deck_preset rone_decks_%s[] = {\n", s->id);
    for (int i = 0; i < rone_deckfile_count(decks); i++) {
        const rone_deck_preset *p = rone_deckfile_deck(decks, i);
        add(t, "    {");
        add_cstr(t, p->set);
        add(t, ", ");
        add_cstr(t, p->id);
        add(t, ", ");
        add_cstr(t, p->name);
        add(t, ", ");
        add_cstr(t, p->code);
        add(t, "},\n");
    }
    add(t, "};\nconst int rone_decks_%s_count = %d;\n", s->id, rone_deckfile_count(decks));
}

/* Writes out to dst, or with check compares: 0 same/written, 1 stale, 2 error. */
static int finish(const text *out, const char *dst, bool check, const char *src) {
    if (check) {
        size_t length = 0;
        FILE *probe = fopen(dst, "rb");
        char *old = probe ? (fclose(probe), read_all(dst, &length)) : NULL;
        bool same = old && length == out->length && !memcmp(old, out->data, length);
        free(old);
        if (same) return 0;
        fprintf(stderr, "rone_cardgen: %s is not up to date with %s: rerun rone_cardgen (make cards)\n", dst, src);
        return 1;
    }
    FILE *f = fopen(dst, "wb");
    if (!f || fwrite(out->data, 1, out->length, f) != out->length) {
        fprintf(stderr, "rone_cardgen: %s: %s\n", dst, strerror(errno));
        if (f) fclose(f);
        return 2;
    }
    if (fclose(f)) {
        fprintf(stderr, "rone_cardgen: %s: %s\n", dst, strerror(errno));
        return 2;
    }
    return 0;
}

static rone_cardfile *load_set(const char *path) {
    size_t length;
    char *raw = read_all(path, &length);
    if (!raw) return NULL;
    char why[512];
    rone_cardfile *f = rone_cardfile_read(raw, length, path, why, sizeof why);
    free(raw);
    if (!f) fprintf(stderr, "rone_cardgen: %s\n", why);
    return f;
}

static int usage(void) {
    fprintf(stderr, "usage: rone_cardgen cards [--check] SET.toml OUT.c\n"
                    "       rone_cardgen decks [--check] DECKS.toml SET.toml OUT.c\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    bool check = argc > 2 && !strcmp(argv[2], "--check");
    char **args = argv + 2 + check;
    int count = argc - 2 - check;
    text out = {0};
    int status = 2;
    if (!strcmp(argv[1], "cards") && count == 2) {
        rone_cardfile *f = load_set(args[0]);
        if (!f) return 2;
        emit_set(&out, args[0], rone_cardfile_set(f));
        status = finish(&out, args[1], check, args[0]);
        rone_cardfile_free(f);
    } else if (!strcmp(argv[1], "decks") && count == 3) {
        rone_cardfile *f = load_set(args[1]);
        if (!f) return 2;
        size_t length;
        char *raw = read_all(args[0], &length);
        bool was_read = raw != NULL;
        char why[512];
        rone_deckfile *d = raw ? rone_deckfile_read(raw, length, args[0], rone_cardfile_set(f), why, sizeof why) : NULL;
        free(raw);
        if (d) {
            emit_decks(&out, args[0], rone_cardfile_set(f), d);
            status = finish(&out, args[2], check, args[0]);
            rone_deckfile_free(d);
        } else if (was_read) {
            fprintf(stderr, "rone_cardgen: %s\n", why);
        }
        rone_cardfile_free(f);
    } else {
        return usage();
    }
    free(out.data);
    return status;
}
