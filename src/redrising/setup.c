/* setup.c: game options (parsed from and written to text) and the setup of a new
 * game: shuffle, two cards per location, hands, houses, first player. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

static bool same_word(const char *a, size_t alen, const char *b) {
    if (strlen(b) != alen) return false;
    for (size_t i = 0; i < alen; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return false;
    return true;
}

static int find_house_n(const char *name, size_t len) {
    for (int h = 0; h < RR_HOUSE_COUNT; h++)
        if (same_word(name, len, rr_house_name(h))) return h;
    return -1;
}

static ct_status parse_houses(const char *v, size_t len, rr_options *o, ct_error *err) {
    if (same_word(v, len, "random")) {
        o->random_houses = 1;
        return CT_OK;
    }
    o->random_houses = 0;
    int n = 0;
    size_t i = 0;
    while (i <= len) {
        size_t j = i;
        while (j < len && v[j] != ',') j++;
        int h = find_house_n(v + i, j - i);
        if (h < 0)
            return ct_fail(err, CT_ERR_OPTIONS,
                           "unknown house '%.*s' (houses are Apollo, Ceres, Diana, Jupiter, Mars, Minerva)",
                           (int)(j - i), v + i);
        if (n == RR_MAX_PLAYERS) return ct_fail(err, CT_ERR_OPTIONS, "more than 6 houses given");
        for (int k = 0; k < n; k++)
            if (o->house[k] == h) return ct_fail(err, CT_ERR_OPTIONS, "house %s given twice", rr_house_name(h));
        o->house[n++] = (uint8_t)h;
        i = j + 1;
    }
    o->house_count = (uint8_t)n;
    return CT_OK;
}

ct_status rr_parse_options(const char *text, rr_options *o, ct_error *err) {
    memset(o, 0, sizeof *o);
    o->players = 2;
    o->random_houses = 1;
    o->level = 2;
    const char *p = text ? text : "";
    while (*p) {
        while (isspace((unsigned char)*p)) p++;
        if (!*p) break;
        const char *key = p;
        while (*p && *p != '=' && !isspace((unsigned char)*p)) p++;
        size_t klen = (size_t)(p - key);
        if (*p != '=') return ct_fail(err, CT_ERR_OPTIONS, "option '%.*s' has no value (write key=value)", (int)klen, key);
        const char *val = ++p;
        while (*p && !isspace((unsigned char)*p)) p++;
        size_t vlen = (size_t)(p - val);
        if (same_word(key, klen, "players")) {
            char *end;
            char buf[16];
            if (vlen == 0 || vlen >= sizeof buf) return ct_fail(err, CT_ERR_OPTIONS, "players must be a number from 2 to 6");
            memcpy(buf, val, vlen);
            buf[vlen] = 0;
            long n = strtol(buf, &end, 10);
            if (*end || n < 1 || n > RR_MAX_PLAYERS)
                return ct_fail(err, CT_ERR_OPTIONS, "players must be a number from 2 to 6, not '%s'", buf);
            o->players = (uint8_t)n;
        } else if (same_word(key, klen, "houses")) {
            ct_status st = parse_houses(val, vlen, o, err);
            if (st) return st;
        } else if (same_word(key, klen, "variant")) {
            if (same_word(val, vlen, "multiplayer")) o->multiplayer_variant = 1;
            else if (same_word(val, vlen, "all-cards")) o->automa_variant = 1;
            else if (same_word(val, vlen, "none")) o->multiplayer_variant = o->automa_variant = 0;
            else
                return ct_fail(err, CT_ERR_OPTIONS, "unknown variant '%.*s' (known: multiplayer, all-cards, none)",
                               (int)vlen, val);
        } else if (same_word(key, klen, "level")) {
            if (vlen != 1 || val[0] < '1' || val[0] > '6')
                return ct_fail(err, CT_ERR_OPTIONS, "level must be from 1 to 6, not '%.*s'", (int)vlen, val);
            o->level = (uint8_t)(val[0] - '0');
        } else {
            return ct_fail(err, CT_ERR_OPTIONS, "unknown option '%.*s' (known: players, houses, variant, level)",
                           (int)klen, key);
        }
    }
    if (!o->random_houses && o->players == 1 && o->house_count != 1)
        return ct_fail(err, CT_ERR_OPTIONS, "a solo game takes one house, yours (Tull Au Toma has none)");
    if (!o->random_houses && o->house_count != o->players)
        return ct_fail(err, CT_ERR_OPTIONS, "%d houses given for %d players", o->house_count, o->players);
    if (o->players == 1 && o->multiplayer_variant)
        return ct_fail(err, CT_ERR_OPTIONS, "the multiplayer variant needs 2 or more players");
    if (o->players > 1 && o->automa_variant)
        return ct_fail(err, CT_ERR_OPTIONS, "variant=all-cards is for solo games (players=1)");
    return CT_OK;
}

void rr_format_options(const rr_options *o, char *buf, size_t size) {
    int n = snprintf(buf, size, "players=%d houses=", o->players);
    if (o->random_houses) {
        n += snprintf(buf + n, size > (size_t)n ? size - (size_t)n : 0, "random");
    } else {
        for (int i = 0; i < o->players && (size_t)n < size; i++)
            n += snprintf(buf + n, size - (size_t)n, "%s%s", i ? "," : "", rr_house_name(o->house[i]));
    }
    if (o->multiplayer_variant && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, " variant=multiplayer");
    if (o->players == 1 && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, " level=%d", o->level);
    if (o->automa_variant && (size_t)n < size) snprintf(buf + n, size - (size_t)n, " variant=all-cards");
}

static void shuffle_bytes(rr_board *b, uint8_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)board_random(b, (unsigned)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* Solo, before the usual setup: Tull Au Toma's deck (4 set aside), the priority cards,
 * the Luna bonus card, the cards removed from the game. */
static void solo_setup(rr_board *b, const rr_options *o) {
    b->automa = 1;
    b->automa_level = o->level ? o->level : 2;
    b->automa_variant = o->automa_variant;
    for (int i = 0; i < RR_AUTOMA_CARDS; i++) b->automa_order[i] = (uint8_t)i;
    shuffle_bytes(b, b->automa_order, RR_AUTOMA_CARDS);
    b->automa_next = 4;
    for (int l = 0; l < RR_LOCATIONS; l++) b->priority[l] = (uint8_t)l;
    shuffle_bytes(b, b->priority, RR_LOCATIONS);
    int pair = 3 - b->priority[RR_LUNA]; /* A<->D, B<->C */
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (b->priority[l] == pair) b->luna_pair = (int8_t)l;
    static const uint8_t removed[] = {RR_AUCTIONEER, RR_EO, RR_LOAN_SHARK, RR_PSYCHOLOGIST, RR_ROQUE};
    for (size_t i = 0; i < sizeof removed; i++)
        if (!o->automa_variant || removed[i] == RR_LOAN_SHARK) zone_move(b, removed[i], RR_ZONE_REMOVED, false);
}

/* The deal: two cards on each location, then each hand (two for Tull Au Toma, six for
 * Ceres, else five), one card at a time from the deck's top, placed on top. With the
 * locations and hands still empty, zone_move would leave the deck's top cards where they
 * are but in the order dealt: the first dealt (the top) lowest. So those cards are
 * reversed in place and the zones' starts set once; each card is then seen by everyone
 * (a location) or its owner (a hand), and each card drawn into a hand counts as a reveal,
 * as draw_card does. No seat's Reds are bounded yet (red_limit is 0), so nothing is
 * inferred. The bench signature pins that this is the board the moves one by one made. */
static void deal(rr_board *b, int seats) {
    const uint8_t everyone = (uint8_t)((1u << RR_MAX_PLAYERS) - 1);
    int hand[RR_MAX_PLAYERS], dealt = 2 * RR_LOCATIONS;
    for (int p = 0; p < seats; p++) {
        hand[p] = p == b->automa ? 2 : b->house[p] == RR_CERES ? 6 : 5;
        dealt += hand[p];
    }
    int end = b->zstart[RR_ZONE_DECK + 1], at = end - dealt;
    for (int i = at, j = end - 1; i < j; i++, j--) {
        uint8_t t = b->order[i];
        b->order[i] = b->order[j];
        b->order[j] = t;
    }
    for (int l = 0; l < RR_LOCATIONS; l++, at += 2) {
        b->zstart[RR_ZONE_LOCATION + l] = (uint8_t)at;
        b->seen[b->order[at]] = b->seen[b->order[at + 1]] = everyone;
    }
    for (int p = 0; p < seats; p++) {
        b->zstart[RR_ZONE_HAND + p] = (uint8_t)at;
        for (int k = 0; k < hand[p]; k++) b->seen[b->order[at++]] = (uint8_t)(1u << p);
        b->reveals += (uint32_t)hand[p];
    }
}

/* The odd/even card: the parity most core values on the board have (ties: EVEN). */
static int board_parity(const rr_board *b) {
    int odd = 0, even = 0;
    for (int i = b->zstart[RR_ZONE_LOCATION]; i < b->zstart[RR_ZONE_LOCATION + RR_LOCATIONS]; i++)
        rr_cards[b->order[i]].core % 2 ? odd++ : even++;
    return odd > even;
}

ct_status rr_new_game(rr_state *s, const rr_options *o, uint64_t seed, ct_error *err) {
    if (o->players < 1 || o->players > RR_MAX_PLAYERS)
        return ct_fail(err, CT_ERR_OPTIONS, "players must be from 1 to 6, not %d", o->players);
    bool solo = o->players == 1;
    int seats = solo ? 2 : o->players;
    memset(s, 0, sizeof *s);
    s->options = *o;
    s->seed = seed;
    rr_board *b = &s->turn_start;
    b->rng = rng_mix(seed);
    for (int c = 0; c < RR_CARD_COUNT; c++) b->order[c] = (uint8_t)c;
    b->zstart[0] = 0;
    for (int z = 1; z <= RR_ZONES; z++) b->zstart[z] = RR_CARD_COUNT;
    b->automa = -1;
    b->luna_pair = -1;
    b->players = (uint8_t)seats;
    if (solo) solo_setup(b, o);
    shuffle_unseen_deck(b); /* nobody has seen a card yet: seen[] is all 0 */
    if (o->random_houses) {
        uint8_t houses[RR_HOUSE_COUNT];
        for (int h = 0; h < RR_HOUSE_COUNT; h++) houses[h] = (uint8_t)h;
        for (int i = RR_HOUSE_COUNT - 1; i > 0; i--) {
            int j = (int)board_random(b, (unsigned)i + 1);
            uint8_t t = houses[i];
            houses[i] = houses[j];
            houses[j] = t;
        }
        memcpy(b->house, houses, o->players);
    } else {
        for (int i = 0; i < o->players; i++) {
            for (int k = 0; k < i; k++)
                if (o->house[k] == o->house[i])
                    return ct_fail(err, CT_ERR_OPTIONS, "house %s given twice", rr_house_name(o->house[i]));
            b->house[i] = o->house[i];
        }
    }
    for (int i = o->players; i < RR_MAX_PLAYERS; i++) b->house[i] = RR_NO_HOUSE;
    deal(b, seats);
    if (solo) b->automa_parity = (uint8_t)board_parity(b);
    b->sovereign = -1;
    b->forbidden = -1;
    b->variant = o->multiplayer_variant;
    b->neutral_influence = seats == 2 ? 3 : 0;
    int first = -1;
    for (int p = 0; p < seats; p++)
        if (b->house[p] == RR_APOLLO) first = p;
    if (first < 0) first = (int)board_random(b, (unsigned)seats);
    b->first_player = (uint8_t)first;
    b->current = (uint8_t)first;
    b->phase = RR_PHASE_TURNS;
    rr_start(s);
    return CT_OK;
}
