/* setup.c: the options text and a new game (R24-R28, R90-R100):
 * heroes (dealt, chosen with heroes=, or a chosen deck's), decks (random, or chosen with
 * deckN=: per seat, or per team in 2 v 2), technology decks, the bounty deck, the first
 * player, starting water and the opening draw. */
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

#include "internal.h"

/* sethash=: exactly 8 hex digits. */
static bool parse_set_hash(const char *text, uint32_t *out) {
    uint32_t h = 0;
    int n = 0;
    for (; text[n]; n++) {
        char c = text[n];
        int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (v < 0 || n >= 8) return false;
        h = h << 4 | (uint32_t)v;
    }
    *out = h;
    return n == 8;
}

typedef struct rone_options {
    int players, technologies, windows, set;
    bool has_hash;        /* sethash= given (a record of a game with that set) */
    uint32_t hash;
    const char *deck_code[RONE_MAX_SEATS]; /* deckN=: points into the options text */
    int deck_length[RONE_MAX_SEATS];
    int hero[RONE_MAX_SEATS];              /* heroes=: a level-1 definition per seat, or -1 */
} rone_options;

/* heroes=h1,random,h3,...: a hero per seat in seat order (as a deck code names it, or
 * random); seats past the list are dealt. */
static ct_status parse_heroes(const char *value, const rone_set *set, int *hero, ct_error *err) {
    int seat = 0;
    for (const char *p = value; *p;) {
        size_t n = strcspn(p, ",");
        char item[24];
        if (n == 0 || n >= sizeof item) return ct_fail(err, CT_ERR_OPTIONS, "heroes: '%.20s' is not a hero (h1, h2, ...) or random", p);
        memcpy(item, p, n);
        item[n] = 0;
        p += n + (p[n] == ',');
        if (seat == RONE_MAX_SEATS) return ct_fail(err, CT_ERR_OPTIONS, "heroes: more than %d heroes (one per seat)", RONE_MAX_SEATS);
        if (!strcasecmp(item, "random")) {
            hero[seat++] = -1;
            continue;
        }
        char *end = NULL;
        long k = (item[0] == 'h' || item[0] == 'H') && item[1] >= '0' && item[1] <= '9' ? strtol(item + 1, &end, 10) : -1;
        if (k < 0 || *end) return ct_fail(err, CT_ERR_OPTIONS, "heroes: '%s' is not a hero (h1, h2, ...) or random", item);
        int d = k > 999 ? -1 : ro_hero_def(set, (int)k);
        if (d < 0) return ct_fail(err, CT_ERR_OPTIONS, "heroes: no hero '%s' in card set '%s'", item, set->id);
        for (int q = 0; q < seat; q++)
            if (hero[q] == d)
                return ct_fail(err, CT_ERR_OPTIONS, "heroes: %s for seats %d and %d; each hero has one hero deck", set->cards[d].name, q + 1, seat + 1);
        hero[seat++] = d;
    }
    return CT_OK;
}

static ct_status parse_options(const char *text, rone_options *o, ct_error *err) {
    o->players = 2;
    o->technologies = 1;
    o->windows = 0;
    o->set = 0;
    o->has_hash = false;
    memset(o->deck_code, 0, sizeof o->deck_code);
    const char *heroes = NULL;
    for (int p = 0; p < RONE_MAX_SEATS; p++) o->hero[p] = -1;
    const char *p = text;
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        char word[200];
        const char *start = p;
        size_t n = strcspn(p, " ");
        if (n >= sizeof word) return ct_fail(err, CT_ERR_OPTIONS, "option too long near '%.20s'", p);
        memcpy(word, p, n);
        word[n] = 0;
        p += n;
        char *eq = strchr(word, '=');
        if (!eq) return ct_fail(err, CT_ERR_OPTIONS, "option '%s' is not key=value", word);
        *eq = 0;
        const char *key = word, *value = eq + 1;
        if (!strcmp(key, "players")) {
            if (strcmp(value, "2") && strcmp(value, "3") && strcmp(value, "4"))
                return ct_fail(err, CT_ERR_OPTIONS, "players must be 2, 3 or 4 (two teams), not '%s'", value);
            o->players = value[0] - '0';
        } else if (!strcmp(key, "technologies")) {
            if (strcmp(value, "on") && strcmp(value, "off"))
                return ct_fail(err, CT_ERR_OPTIONS, "technologies must be on or off, not '%s'", value);
            o->technologies = !strcmp(value, "on");
        } else if (!strcmp(key, "windows")) {
            if (!strcmp(value, "merged")) o->windows = 0;
            else if (!strcmp(value, "full")) o->windows = 1;
            else if (!strcmp(value, "lean")) o->windows = 2;
            else return ct_fail(err, CT_ERR_OPTIONS, "windows must be merged, full or lean, not '%s'", value);
        } else if (!strcmp(key, "set")) {
            o->set = rone_find_set(value);
            if (o->set < 0) return ct_fail(err, CT_ERR_OPTIONS, "unknown card set '%s' (a set from a file needs --cards FILE)", value);
        } else if (!strcmp(key, "sethash")) {
            if (!parse_set_hash(value, &o->hash)) return ct_fail(err, CT_ERR_OPTIONS, "sethash must be 8 hex digits, not '%s'", value);
            o->has_hash = true;
        } else if (!strcmp(key, "heroes")) {
            heroes = start + (value - word);
        } else if (!strncmp(key, "deck", 4) && key[4] >= '1' && key[4] <= '4' && !key[5]) {
            o->deck_code[key[4] - '1'] = start + (value - word);
            o->deck_length[key[4] - '1'] = (int)strlen(value);
        } else {
            return ct_fail(err, CT_ERR_OPTIONS, "unknown option '%s' (players, technologies, windows, set, sethash, deck1..deck3, heroes)", key);
        }
    }
    const rone_set *set = rone_set_at(o->set);
    if (heroes) {
        char list[200];
        snprintf(list, sizeof list, "%.*s", (int)strcspn(heroes, " "), heroes);
        ct_status st = parse_heroes(list, set, o->hero, err);
        if (st) return st;
        for (int q = o->players; q < RONE_MAX_SEATS; q++)
            if (o->hero[q] >= 0) return ct_fail(err, CT_ERR_OPTIONS, "heroes: a hero for seat %d, but there are %d players", q + 1, o->players);
    }
    if (o->has_hash && set->hash != o->hash)
        return ct_fail(err, CT_ERR_OPTIONS, "card set '%s' here is sethash=%08x, but the game was made with sethash=%08x: load the same card file",
                       set->id, set->hash, o->hash);
    return CT_OK;
}

/* Creates an instance of def in zone (on top), owned and controlled by owner. The zones'
 * starts are set once all are made (zone_starts). */
static int add_card(rone_board *b, int def, int zone, int owner) {
    int c = b->card_count++;
    rone_card *k = &b->card[c];
    memset(k, 0, sizeof *k);
    k->def = (uint8_t)def;
    k->owner = k->controller = (uint8_t)owner;
    k->zone = (uint8_t)zone;
    /* the arrays are filled zone by zone in increasing order (see new_game) */
    b->order[c] = (uint8_t)c;
    return c;
}

/* zstart from the cards made by add_card, zone by zone in increasing order: each zone
 * starts after the cards of the zones before it. */
static void zone_starts(rone_board *b) {
    memset(b->zstart, 0, sizeof b->zstart);
    for (int c = 0; c < b->card_count; c++) b->zstart[b->card[c].zone + 1]++;
    for (int z = 0; z < RONE_ZONES; z++) b->zstart[z + 1] = (uint8_t)(b->zstart[z + 1] + b->zstart[z]);
}

ct_status rone_new_game(rone_state *s, const char *text, uint64_t seed, ct_error *err) {
    rone_options o;
    ct_status st = parse_options(text ? text : "", &o, err);
    if (st) return st;
    memset(s, 0, sizeof *s);
    rone_board *b = &s->now;
    const rone_set *set = rone_set_at(o.set);
    rone_deck chosen[RONE_MAX_SEATS];
    bool has_deck[RONE_MAX_SEATS] = {false};
    int fixed_hero[RONE_MAX_SEATS]; /* heroes= or a chosen deck's, or -1: dealt */
    for (int p = 0; p < RONE_MAX_SEATS; p++) {
        fixed_hero[p] = o.hero[p];
        if (!o.deck_code[p]) continue;
        if (o.players == 4 && p >= 2)
            return ct_fail(err, CT_ERR_OPTIONS, "deck%d: in 2 v 2 a team's deck is deck1 (seats 1 and 3) or deck2 (seats 2 and 4)", p + 1);
        if (p >= o.players) return ct_fail(err, CT_ERR_OPTIONS, "deck%d: there is no seat %d with %d players", p + 1, p + 1, o.players);
        char code[400], why[160];
        snprintf(code, sizeof code, "%.*s", o.deck_length[p], o.deck_code[p]);
        bool ok = rone_deck_parse_for(set, code, o.players, &chosen[p], why, sizeof why);
        if (!ok) return ct_fail(err, CT_ERR_OPTIONS, "deck%d: %s", p + 1, why);
        has_deck[p] = true;
    }
    for (int p = 0; p < o.players; p++) { /* a chosen deck's hero (2 v 2: the team's deck names both) */
        int team = o.players == 4 ? p % 2 : p;
        if (!has_deck[team]) continue;
        int h = o.players == 4 && p >= 2 ? chosen[team].hero2 : chosen[team].hero;
        if (fixed_hero[p] >= 0 && fixed_hero[p] != h)
            return ct_fail(err, CT_ERR_OPTIONS, "heroes: seat %d's hero %s is not its deck's hero %s (deck%d)", p + 1, set->cards[fixed_hero[p]].name,
                           set->cards[h].name, team + 1);
        fixed_hero[p] = h;
    }
    for (int p = 0; p < o.players; p++) /* heroes= against another seat's chosen deck */
        for (int q = 0; q < o.players; q++)
            if (q != p && o.hero[p] >= 0 && fixed_hero[q] == o.hero[p] && o.hero[q] != o.hero[p])
                return ct_fail(err, CT_ERR_OPTIONS, "heroes: %s for seat %d is seat %d's hero already (its deck); each hero has one hero deck",
                               set->cards[o.hero[p]].name, p + 1, q + 1);
    b->set_index = (uint8_t)o.set;
    b->set_hash = set->hash;
    ro_mark_definitions(b, set);
    b->players = (uint8_t)o.players;
    b->seats_alive = (uint8_t)((1u << o.players) - 1);
    b->technologies = (uint8_t)o.technologies;
    b->windows = (uint8_t)o.windows;
    b->attacker = b->defender = RONE_NONE;
    b->round = 1;
    uint64_t seed_state = seed;
    b->rng = rone_rng_next(&seed_state);

    /* the pools: heroes (level 1 cards), units and tactics by copies, technologies */
    uint8_t pool[512], techs[64], heroes[32];
    int np = 0, nt = 0, nh = 0;
    for (int d = 0; d < set->card_count; d++) {
        const rone_card_def *cd = &set->cards[d];
        if (cd->type == RONE_HERO && cd->level == 1 && nh < 32) heroes[nh++] = (uint8_t)d;
        if (cd->type == RONE_TECH)
            for (int k = 0; k < cd->copies && nt < 64; k++) techs[nt++] = (uint8_t)d;
        if (cd->type == RONE_UNIT || cd->type == RONE_TACTIC) { /* its copies in a row, as many as fit */
            int copies = cd->copies < 512 - np ? cd->copies : 512 - np;
            memset(pool + np, d, (size_t)copies);
            np += copies;
        }
    }
    int deck_size = o.players == 3 ? 28 : o.players == 4 ? 36 : 24;
    int decks = o.players == 4 ? 2 : o.players;
    int bounty = o.players == 3 ? 4 : 0;
    int tech_each = o.technologies ? (o.players == 4 ? 8 : 5) : 0;
    if (nh == 0) return ct_fail(err, CT_ERR_OPTIONS, "card set '%s' has no hero", set->id);
    if (np < deck_size * decks + bounty)
        return ct_fail(err, CT_ERR_OPTIONS, "card set '%s' has %d units and tactics, too few for %d players", set->id, np, o.players);
    if (tech_each * decks > nt) tech_each = nt / decks;
    if (deck_size * decks + bounty + 3 * o.players + tech_each * decks > RONE_MAX_CARDS)
        return ct_fail(err, CT_ERR_OPTIONS, "too many cards for one game");
    /* shuffle the pools */
    for (int i = np - 1; i > 0; i--) {
        int j = (int)ro_rng_below(&b->rng, (unsigned)i + 1);
        uint8_t t = pool[i]; pool[i] = pool[j]; pool[j] = t;
    }
    for (int i = nt - 1; i > 0; i--) {
        int j = (int)ro_rng_below(&b->rng, (unsigned)i + 1);
        uint8_t t = techs[i]; techs[i] = techs[j]; techs[j] = t;
    }
    /* heroes: each is one three-card hero deck, so no hero is dealt twice in a game (R90 in
     * docs/RULES.md). The chosen decks' heroes are set aside first; the other seats draw from
     * the heroes left, without repeats (a set with fewer heroes than seats starts again from
     * all of them). Two chosen decks may share a hero (mirror matches of the bench). */
    uint8_t hero_pick[RONE_MAX_SEATS];
    int left = nh;
    for (int p = 0; p < o.players; p++) {
        if (fixed_hero[p] < 0) continue;
        hero_pick[p] = (uint8_t)fixed_hero[p];
        for (int i = 0; i < left; i++)
            if (heroes[i] == hero_pick[p]) { heroes[i] = heroes[--left]; heroes[left] = hero_pick[p]; break; }
    }
    for (int p = 0; p < o.players; p++) {
        if (fixed_hero[p] >= 0) { /* one draw a seat as before: games of chosen decks deal the same */
            (void)rone_rng_below(&b->rng, (unsigned)nh);
            continue;
        }
        if (left == 0) left = nh;
        int i = (int)rone_rng_below(&b->rng, (unsigned)left);
        hero_pick[p] = heroes[i];
        heroes[i] = heroes[--left];
        heroes[left] = hero_pick[p];
    }

    /* instances, zone by zone in increasing zone order */
    int dealt = 0, tdealt = 0;
    for (int p = 0; p < o.players; p++) {
        int pile = o.players == 4 ? p % 2 : p;
        if (has_deck[p]) { /* a chosen deck (R87-R89; 2 v 2: the team's, R92) */
            for (int i = 0; i < chosen[p].card_count; i++) add_card(b, chosen[p].cards[i], rone_zone(p, RONE_Z_DECK), p);
        } else if (pile == p) { /* this seat holds its (team's) deck */
            for (int i = 0; i < deck_size; i++) add_card(b, pool[dealt++], rone_zone(p, RONE_Z_DECK), p);
        }
        /* hand, graveyard: empty; field: the hero's level 1 */
        int h1 = hero_pick[p];
        int lv1 = add_card(b, h1, rone_zone(p, RONE_Z_FIELD), p);
        /* a technology deck is seen by the seats that use it (2 v 2: both teammates) */
        uint8_t seen_by_team = (uint8_t)(o.players == 4 ? (1u << p | 1u << (p + 2)) : 1u << p);
        if (has_deck[p] && o.technologies)
            for (int i = 0; i < chosen[p].tech_count; i++) {
                int c = add_card(b, chosen[p].techs[i], rone_zone(p, RONE_Z_TECHDECK), p);
                b->card[c].seen = seen_by_team;
            }
        else if (pile == p && !has_deck[p])
            for (int i = 0; i < tech_each; i++) {
                int c = add_card(b, techs[tdealt++], rone_zone(p, RONE_Z_TECHDECK), p);
                b->card[c].seen = seen_by_team;
            }
        int lv[3] = {lv1, -1, -1};
        int level_def[4] = {-1, -1, -1, -1}; /* the hero's level 2 and 3 cards: the last of its name, in one pass */
        for (int k = 0; k < set->card_count; k++) {
            const rone_card_def *cd = &set->cards[k];
            if (cd->type == RONE_HERO && (cd->level == 2 || cd->level == 3) && !strcmp(cd->name, set->cards[h1].name)) level_def[cd->level] = k;
        }
        for (int l = 2; l <= 3; l++) {
            int d = level_def[l];
            if (d < 0) return ct_fail(err, CT_ERR_OPTIONS, "hero '%s' has no level %d", set->cards[h1].name, l);
            lv[l - 1] = add_card(b, d, rone_zone(p, RONE_Z_HERODECK), p);
        }
        for (int l = 0; l < 3; l++) b->hero[p][l] = (uint8_t)lv[l];
        b->hero_level[p] = 1;
    }
    for (int i = 0; i < bounty; i++) add_card(b, pool[dealt++], RONE_Z_BOUNTY, 0);
    zone_starts(b);
    for (int c = 0; c < b->card_count; c++) {
        int z = b->card[c].zone;
        if (zone_kind(z) == RONE_Z_FIELD || zone_kind(z) == RONE_Z_HERODECK) b->card[c].seen = (1u << RONE_MAX_SEATS) - 1;
    }
    /* 2v2: teammates are owners of the team's cards (R95); the first seat holds them */
    b->first_player = (uint8_t)rone_rng_below(&b->rng, (unsigned)o.players);
    if (o.players == 4) b->first_player = (uint8_t)(b->first_player % 2);
    b->current = b->first_player;
    for (int p = 0; p < o.players; p++) {
        bool first = o.players == 4 ? p % 2 == b->first_player : p == b->first_player;
        b->water[p] = first ? 0 : 2;
    }
    for (int p = 0; p < o.players; p++) {
        int deck = rone_zone(pile_seat(b, p), RONE_Z_DECK);
        if (pile_seat(b, p) == p) ro_zone_shuffle(b, deck);
    }
    rone_run r = {0};
    r.b = b;
    r.set = set;
    for (int p = 0; p < o.players; p++)
        for (int k = 0; k < 6; k++) ro_draw_card(&r, p);
    b->phase = RONE_PH_SETUP;
    ro_count_caches(b);
    ro_copy_board(&s->checkpoint, b); /* the slots past card_count are 0 in both */
    s->answer_count = 0;
    rone_run_script(s);
    return CT_OK;
}
