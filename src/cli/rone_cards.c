/* rone_cards.c: `cardtable cards --game rone [--cards FILE] [NAME]`: a RONE card set
 * (marked with its origin and note: the built-in sets are the project's own), every card
 * on one line with the number a deck code uses, or one card in full. */
#include <stdbool.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cardfile_cli.h"
#include "cli.h"
#include "rone.h"

static const char *type_word(int type) {
    switch (type) {
    case RONE_UNIT: return "unit";
    case RONE_TACTIC: return "tactic";
    case RONE_TECH: return "technology";
    default: return "hero";
    }
}

/* The number a deck code names the card by ("12", "t3", "h2"), or "" if its id has none. */
static void code_number(const rone_set *set, const rone_card_def *d, char *buf, size_t size) {
    size_t n = strlen(set->id);
    const char *rest = d->id + n + 1;
    int a = 0, b = 0;
    char tail;
    buf[0] = 0;
    if (strncmp(d->id, set->id, n) || d->id[n] != '-') return;
    if (d->type == RONE_HERO && sscanf(rest, "h%d-%d%c", &a, &b, &tail) == 2) snprintf(buf, size, "h%d", a);
    else if (d->type == RONE_TECH && sscanf(rest, "t%d%c", &a, &tail) == 1) snprintf(buf, size, "t%d", a);
    else if (d->type != RONE_HERO && d->type != RONE_TECH && sscanf(rest, "%d%c", &a, &tail) == 1) snprintf(buf, size, "%d", a);
}

static void cost_text(int v, char *buf, size_t size) {
    if (v < 0) snprintf(buf, size, "-");
    else snprintf(buf, size, "%d", v);
}

static void keywords_text(int kw, char *buf, size_t size) {
    static const char *const names[] = {"Defender", "Invisibility", "Detection", "Flying", "Shield", "Slow"};
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < 6; i++)
        if (kw >> i & 1) n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%s%s", n ? ", " : "", names[i]);
}

static void show_one(const rone_set *set, int c) {
    const rone_card_def *d = &set->cards[c];
    char number[24], cost[8], recycle[8], kw[96];
    code_number(set, d, number, sizeof number);
    cost_text(d->cost, cost, sizeof cost);
    cost_text(d->recycle, recycle, sizeof recycle);
    keywords_text(d->keywords, kw, sizeof kw);
    printf("%s (%s, level %d %s%s%s)%s%s\n", d->name, d->id, d->level, d->race[0] ? d->race : "", d->race[0] ? " " : "",
           type_word(d->type), number[0] ? ", deck code " : "", number);
    if (d->type == RONE_HERO) printf("  %s%s; income %d water, %d card%s\n", d->cost < 0 ? "the starting level" : "costs ",
                                     d->cost < 0 ? "" : cost, d->water_income, d->card_income, d->card_income == 1 ? "" : "s");
    else printf("  cost %s, recycle %s\n", cost, recycle);
    if (d->type == RONE_UNIT) printf("  melee %d, ranged %d, health %d, speed %d\n", d->melee, d->ranged, d->health, d->speed);
    if (kw[0]) printf("  keywords: %s\n", kw);
    printf("  %s\n", d->text);
}

static const char *card_name_at(const void *set, int i) { return ((const rone_set *)set)->cards[i].name; }

/* The closest name, as every "did you mean" guesses (ct_closest_name). */
int cli_rone_card_guess(const rone_set *set, const char *name) {
    return ct_closest_name(name, set->card_count, card_name_at, set);
}

/* A card by its id, its name, the code the list shows ("h3", "12", "t3"), or the start
 * of one name only ("Sera": a hero's short name, as --hero takes it). */
static int find(const rone_set *set, const char *name) {
    for (int i = 0; i < set->card_count; i++)
        if (!strcasecmp(set->cards[i].id, name)) return i;
    int c = rone_find_def(set, name);
    if (c >= 0) return c;
    for (int i = 0; i < set->card_count; i++) {
        char number[24];
        code_number(set, &set->cards[i], number, sizeof number);
        if (!strcasecmp(number, name)) return i;
    }
    size_t n = strlen(name);
    int found = -1;
    for (int i = 0; i < set->card_count && n >= 3; i++)
        if (!strncasecmp(set->cards[i].name, name, n) && (name[n - 1] == ' ' || !isalnum((unsigned char)set->cards[i].name[n]))) {
            if (found >= 0 && strcmp(set->cards[found].name, set->cards[i].name)) return -1; /* two names start so */
            if (found < 0) found = i;
        }
    return found;
}

int cli_rone_cards(int index, const char *name) {
    const rone_set *set = rone_set_at(index);
    if (name && *name) {
        int c = find(set, name);
        if (c < 0) {
            char shown[300];
            cli_escape(name, shown, sizeof shown);
            int guess = cli_rone_card_guess(set, name);
            if (guess >= 0)
                fprintf(stderr, "cardtable cards: no card '%s' in set %s (did you mean %s?)\n", shown, set->id, set->cards[guess].name);
            else fprintf(stderr, "cardtable cards: no card '%s' in set %s (cardtable cards --game rone lists them all)\n", shown, set->id);
            return 2;
        }
        if (set->cards[c].type == RONE_HERO) {
            for (int l = 1; l <= 3; l++)
                for (int i = 0; i < set->card_count; i++)
                    if (set->cards[i].type == RONE_HERO && set->cards[i].level == l && !strcmp(set->cards[i].name, set->cards[c].name))
                        show_one(set, i);
        } else {
            show_one(set, c);
        }
        return 0;
    }
    int count[4] = {0, 0, 0, 0};
    for (int i = 0; i < set->card_count; i++) count[set->cards[i].type & 3]++;
    const char *origin = cli_rone_set_origin(index);
    printf("RONE card set %s: %s (origin: %s%s)\n", set->id, set->name, origin,
           !strcmp(origin, "original") ? ", the project's own" : "");
    printf("  %s\n", set->note);
    printf("  %d hero levels, %d units, %d tactics, %d technologies; sethash=%08x\n", count[RONE_HERO], count[RONE_UNIT],
           count[RONE_TACTIC], count[RONE_TECH], set->hash);
    printf("  (stats: a unit's melee/ranged, health and speed, as the table and the hand show them (\"3/0, health 6\"); "
           "a hero's income, water and cards a turn)\n");
    printf("  code  name                                  type        lvl cost rcy  stats       text\n");
    for (int i = 0; i < set->card_count; i++) {
        const rone_card_def *d = &set->cards[i];
        char number[24], cost[8], recycle[8], stats[40] = "";
        code_number(set, d, number, sizeof number);
        cost_text(d->cost, cost, sizeof cost);
        cost_text(d->recycle, recycle, sizeof recycle);
        if (d->type == RONE_UNIT) snprintf(stats, sizeof stats, "%d/%d h%d s%d", d->melee, d->ranged, d->health, d->speed);
        if (d->type == RONE_HERO) snprintf(stats, sizeof stats, "+%dw +%dc", d->water_income, d->card_income);
        printf("  %-5s %-37.37s %-11s %d   %-4s %-4s %-11s %s\n", number, d->name, type_word(d->type), d->level, cost,
               d->type == RONE_HERO ? "" : recycle, stats, d->text);
    }
    return 0;
}
