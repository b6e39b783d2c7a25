/* deck.c: custom decks (R87-R89) read from a short deck code, and the ready-made
 * decks compiled from data/rone/decks.toml. A code names the hero by number, then
 * units and tactics by number ("7x2" for two copies), then technologies ("t3"):
 * "h1,1x2,2x2,...,t1,t3". A 2 v 2 team's deck (R92, R93) names two heroes, 36 cards and up
 * to 8 technologies. A bad deck gets one line naming what breaks which limit. */
#include <stdarg.h>
#include <stdio.h>
#include <strings.h>

#include "internal.h"

extern const rone_deck_preset rone_decks_ctc[];
extern const int rone_decks_ctc_count;

const rone_deck_preset *rone_deck_preset_at(int index) {
    return index >= 0 && index < rone_decks_ctc_count ? &rone_decks_ctc[index] : NULL;
}

static int find_id(const rone_set *set, const char *id) {
    for (int i = 0; i < set->card_count; i++)
        if (!strcasecmp(set->cards[i].id, id)) return i;
    return -1;
}

int ro_hero_def(const rone_set *set, int number) {
    char id[40];
    snprintf(id, sizeof id, "%s-h%d-1", set->id, number);
    return find_id(set, id);
}

/* A decimal number of 1-3 digits from p; -1 if none. */
static int number(const char *p, const char **end) {
    int n = 0, digits = 0;
    while (*p >= '0' && *p <= '9' && digits < 4) n = n * 10 + (*p++ - '0'), digits++;
    *end = p;
    return digits && digits <= 3 ? n : -1;
}

static bool bad(char *why, size_t size, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, size, fmt, ap);
    va_end(ap);
    return false;
}

/* A deck's limits: a player's deck or a 2 v 2 team's. */
typedef struct deck_limits {
    int heroes, cards, techs;
    const char *card_rule, *tech_rule, *kind; /* kind: "team's " in "a team's deck holds exactly 36" */
} deck_limits;
static const deck_limits player_deck = {1, RONE_DECK_CARDS, RONE_DECK_TECHS, "R87", "R89", ""};
static const deck_limits team_deck = {2, RONE_TEAM_DECK_CARDS, RONE_TEAM_DECK_TECHS, "R92", "R93", "team's "};
static const deck_limits three_deck = {1, RONE_THREE_DECK_CARDS, RONE_DECK_TECHS, "R97", "R89", "three-player "};

/* One item of a code ("h1", "12", "12x2", "t3") into deck. */
static bool read_item(const rone_set *set, const char *item, rone_deck *d, const deck_limits *l, char *why, size_t size) {
    char id[32];
    const char *end;
    if (item[0] == 'h' || item[0] == 'H') {
        int n = number(item + 1, &end);
        if (n < 0 || *end) return bad(why, size, "deck: '%s' is not a hero (h1, h2, ...)", item);
        if (l->heroes == 1 && d->hero >= 0) return bad(why, size, "deck: a second hero '%s'; a deck has the three levels of one hero (R88)", item);
        if (d->hero2 >= 0) return bad(why, size, "deck: a third hero '%s'; a team's deck names two, one for each teammate", item);
        int h = ro_hero_def(set, n);
        if (h < 0) return bad(why, size, "deck: no hero '%s' in this set", item);
        if (h == d->hero) return bad(why, size, "deck: hero '%s' twice; a team's two heroes must differ (each hero has one hero deck)", item);
        *(d->hero < 0 ? &d->hero : &d->hero2) = h;
        return true;
    }
    if (item[0] == 't' || item[0] == 'T') {
        int n = number(item + 1, &end);
        if (n < 0 || *end) return bad(why, size, "deck: '%s' is not a technology (t1, t2, ...)", item);
        snprintf(id, sizeof id, "%s-t%02d", set->id, n);
        int t = find_id(set, id);
        if (t < 0) return bad(why, size, "deck: no technology '%s' in this set", item);
        for (int i = 0; i < d->tech_count; i++)
            if (d->techs[i] == t) return bad(why, size, "deck: %s twice; the technologies must all differ (R89)", set->cards[t].name);
        if (d->tech_count == l->techs) return bad(why, size, "deck: more than %d technologies; at most %d (%s)", l->techs, l->techs, l->tech_rule);
        d->techs[d->tech_count++] = t;
        return true;
    }
    int n = number(item, &end), copies = 1;
    if (n < 0) return bad(why, size, "deck: '%s' is not a card number, a hero (h1) or a technology (t1)", item);
    if (*end == 'x' || *end == 'X') {
        copies = number(end + 1, &end);
        if (copies < 1) return bad(why, size, "deck: '%s': the copies after 'x' must be a number from 1", item);
    }
    if (*end) return bad(why, size, "deck: '%s' is not a card number, a hero (h1) or a technology (t1)", item);
    snprintf(id, sizeof id, "%s-%03d", set->id, n);
    int c = find_id(set, id);
    if (c < 0) return bad(why, size, "deck: no card '%s' in this set", item);
    for (int k = 0; k < copies; k++) {
        if (d->card_count == l->cards) {
            d->card_count++; /* counted, so the error below names the size */
            return true;
        }
        if (d->card_count > l->cards) return true;
        d->cards[d->card_count++] = c;
    }
    return true;
}

static bool parse_deck(const rone_set *set, const char *code, rone_deck *d, const deck_limits *l, char *why, size_t size) {
    memset(d, 0, sizeof *d);
    d->hero = d->hero2 = -1;
    for (int i = 0; l->heroes == 1 && rone_deck_preset_at(i); i++)
        if (!strcasecmp(rone_deck_preset_at(i)->set, set->id) && !strcasecmp(rone_deck_preset_at(i)->id, code))
            code = rone_deck_preset_at(i)->code;
    if (!*code) return bad(why, size, "deck: empty deck code");
    const char *p = code;
    while (*p) {
        char item[24];
        size_t n = strcspn(p, ",");
        if (n == 0 || n >= sizeof item) return bad(why, size, "deck: '%.20s' is not a deck item", p);
        memcpy(item, p, n);
        item[n] = 0;
        p += n + (p[n] == ',');
        if (!read_item(set, item, d, l, why, size)) return false;
    }
    if (d->hero < 0) return bad(why, size, "deck: no hero; a deck names the three levels of one hero (h1, h2, ...) (R88)");
    if (l->heroes == 2 && d->hero2 < 0)
        return bad(why, size, "deck: one hero; a team's deck names two, the team's first seat's then its second seat's (h1,h2,...)");
    if (d->card_count != l->cards)
        return bad(why, size, "deck: %s%d units and tactics; a %sdeck holds exactly %d (%s)", d->card_count > l->cards ? "more than " : "",
                   d->card_count > l->cards ? l->cards : d->card_count, l->kind, l->cards, l->card_rule);
    for (int i = 0; i < d->card_count; i++) {
        int copies = 0;
        for (int j = 0; j < d->card_count; j++) copies += d->cards[j] == d->cards[i];
        if (copies > 2) return bad(why, size, "deck: %s %d times; at most %d copies of a card (R87)", set->cards[d->cards[i]].name, copies, 2);
    }
    return true;
}

bool rone_deck_parse(const rone_set *set, const char *code, rone_deck *d, char *why, size_t size) {
    return parse_deck(set, code, d, &player_deck, why, size);
}

bool rone_team_deck_parse(const rone_set *set, const char *code, rone_deck *d, char *why, size_t size) {
    return parse_deck(set, code, d, &team_deck, why, size);
}

bool rone_deck_parse_for(const rone_set *set, const char *code, int players, rone_deck *d, char *why, size_t size) {
    return parse_deck(set, code, d, players == 4 ? &team_deck : players == 3 ? &three_deck : &player_deck, why, size);
}
