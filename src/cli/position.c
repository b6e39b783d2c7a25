/* position.c: reading a position from JSON (jansson) into a board, strictly: every
 * unknown key, key given twice, value of the wrong type, unknown card or color, card
 * given twice and token out of range is refused with a message that names it. */
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "position.h"

typedef struct reader {
    position *pos;
    int where[RR_CARD_COUNT]; /* zone + 1 where each card was placed, 0 if not yet */
    char *why;
    size_t size;
} reader;

static bool fail(reader *r, const char *format, ...) {
    va_list ap;
    va_start(ap, format);
    vsnprintf(r->why, r->size, format, ap);
    va_end(ap);
    return false;
}

static const char *zone_words(const position *p, int zone, char *buf, size_t size) {
    if (zone == RR_ZONE_BANISHED) snprintf(buf, size, "the banished pile");
    else if (zone == RR_ZONE_DECK) snprintf(buf, size, "the deck");
    else if (zone >= RR_ZONE_HAND) snprintf(buf, size, "%s's hand", p->names[zone - RR_ZONE_HAND]);
    else snprintf(buf, size, "%s", rr_location_name(zone - RR_ZONE_LOCATION));
    return buf;
}

static int card_named(reader *r, const char *name, const char *context) {
    int c = rr_find_card(name);
    if (c >= 0) return c;
    int guess = rr_suggest_card(name);
    if (guess >= 0) fail(r, "%s: no card '%s' (did you mean %s?)", context, name, rr_cards[guess].name);
    else fail(r, "%s: no card '%s'", context, name);
    return -1;
}

/* One card into a zone, once in the whole position. */
static bool place(reader *r, int card, int zone, const char *context) {
    if (r->where[card]) {
        char a[80];
        return fail(r, "%s: %s is already in %s (each card can be in one place only)", context, rr_cards[card].name,
                    zone_words(r->pos, r->where[card] - 1, a, sizeof a));
    }
    r->where[card] = zone + 1;
    /* the deck is listed top first: each next card goes under the ones before */
    rr_place_card(&r->pos->board, card, zone, false);
    return true;
}

static bool only_keys(reader *r, json_t *obj, const char *const *keys, const char *context) {
    const char *key;
    json_t *value;
    json_object_foreach(obj, key, value) {
        bool known = false;
        for (const char *const *k = keys; *k && !known; k++) known = !strcmp(*k, key);
        if (!known) return fail(r, "%s: unknown key \"%s\"", context, key);
    }
    return true;
}

static bool read_int(reader *r, json_t *obj, const char *key, int lo, int hi, int *out, const char *context) {
    json_t *v = json_object_get(obj, key);
    if (!v) return true;
    if (!json_is_integer(v)) return fail(r, "%s: \"%s\" must be a whole number", context, key);
    json_int_t n = json_integer_value(v);
    if (n < lo || n > hi) return fail(r, "%s: \"%s\" is %lld, but must be from %d to %d", context, key, (long long)n, lo, hi);
    *out = (int)n;
    return true;
}

/* A list of cards (names, or {"card": name, "facedown": true} on locations). */
static bool read_cards(reader *r, json_t *list, int zone, const char *context) {
    if (!json_is_array(list)) return fail(r, "%s must be a list of card names", context);
    size_t i;
    json_t *item;
    json_array_foreach(list, i, item) {
        const char *name = json_string_value(item);
        bool facedown = false;
        if (json_is_object(item) && zone >= RR_ZONE_LOCATION && zone < RR_ZONE_LOCATION + RR_LOCATIONS) {
            static const char *const keys[] = {"card", "facedown", NULL};
            if (!only_keys(r, item, keys, context)) return false;
            json_t *card = json_object_get(item, "card");
            name = json_string_value(card);
            if (card && !name) return fail(r, "%s: item %zu: \"card\" must be a card name", context, i + 1);
            json_t *down = json_object_get(item, "facedown");
            if (down && !json_is_boolean(down)) return fail(r, "%s: \"facedown\" must be true or false", context);
            facedown = json_is_true(down);
        }
        if (!name) return fail(r, "%s: item %zu is not a card name", context, i + 1);
        int c = card_named(r, name, context);
        if (c < 0 || !place(r, c, zone, context)) return false;
        if (facedown) r->pos->board.facedown[c >> 6] |= (uint64_t)1 << (c & 63);
    }
    return true;
}

static bool read_hand(reader *r, json_t *list, int seat, const char *context) {
    if (!json_is_array(list)) return fail(r, "%s: \"hand\" must be a list of cards", context);
    size_t i;
    json_t *item;
    json_array_foreach(list, i, item) {
        if (json_is_string(item)) {
            int c = card_named(r, json_string_value(item), context);
            if (c < 0 || !place(r, c, RR_ZONE_HAND + seat, context)) return false;
            continue;
        }
        if (!json_is_object(item)) return fail(r, "%s: hand item %zu is not a card", context, i + 1);
        static const char *const keys[] = {"card", "as", "also", NULL};
        if (!only_keys(r, item, keys, context)) return false;
        json_t *card = json_object_get(item, "card");
        const char *name = json_string_value(card);
        if (!card) return fail(r, "%s: hand item %zu has no \"card\"", context, i + 1);
        if (!name) return fail(r, "%s: hand item %zu: \"card\" must be a card name", context, i + 1);
        int c = card_named(r, name, context);
        if (c < 0 || !place(r, c, RR_ZONE_HAND + seat, context)) return false;
        json_t *as = json_object_get(item, "as"), *also = json_object_get(item, "also");
        if (as) {
            if (rr_cards[c].color != RR_ORANGE) return fail(r, "%s: only Orange cards take another name (\"as\"), not %s", context, rr_cards[c].name);
            if (!json_is_string(as)) return fail(r, "%s: \"as\" must be a card name", context);
            int who = card_named(r, json_string_value(as), context);
            if (who < 0) return false;
            r->pos->pins.as[c] = (int8_t)who;
        }
        if (also) {
            if (rr_cards[c].color != RR_GRAY) return fail(r, "%s: only Gray cards take an extra color (\"also\"), not %s", context, rr_cards[c].name);
            int color = json_is_string(also) ? rr_find_color(json_string_value(also)) : -1;
            if (color < 0) return fail(r, "%s: \"also\" must be a color (Red, Brown, ... Gold)", context);
            r->pos->pins.also[c] = (int8_t)color;
        }
    }
    return true;
}

static bool read_player(reader *r, json_t *pl, int seat, int *automa_seen) {
    char context[96];
    snprintf(context, sizeof context, "player %d", seat + 1);
    if (!json_is_object(pl)) return fail(r, "%s must be an object", context);
    static const char *const keys[] = {"name", "house", "hand", "helium", "fleet", "influence", "automa", NULL};
    if (!only_keys(r, pl, keys, context)) return false;
    position *p = r->pos;
    rr_board *b = &p->board;
    const char *name = json_string_value(json_object_get(pl, "name"));
    if (json_object_get(pl, "name") && !name) return fail(r, "%s: \"name\" must be text", context);
    snprintf(p->names[seat], sizeof p->names[seat], "%s", name ? name : "");
    if (!name) snprintf(p->names[seat], sizeof p->names[seat], "Player %d", seat + 1);
    snprintf(context, sizeof context, "%s", p->names[seat]);
    for (int q = 0; q < seat; q++)
        if (!strcasecmp(p->names[q], p->names[seat])) return fail(r, "two players are named \"%s\"", p->names[seat]);
    json_t *automa = json_object_get(pl, "automa");
    if (automa) {
        if (++*automa_seen > 1) return fail(r, "%s: only one player can be Tull Au Toma", context);
        static const char *const akeys[] = {"level", "parity", NULL};
        if (!json_is_object(automa)) return fail(r, "%s: \"automa\" must be {\"level\": 1-6, \"parity\": \"even\" or \"odd\"}", context);
        if (!only_keys(r, automa, akeys, context)) return false;
        int level = 2;
        if (!read_int(r, automa, "level", 1, 6, &level, context)) return false;
        const char *parity = json_string_value(json_object_get(automa, "parity"));
        if (!parity || (strcasecmp(parity, "even") && strcasecmp(parity, "odd")))
            return fail(r, "%s: \"parity\" must be \"even\" or \"odd\"", context);
        b->automa = (int8_t)seat;
        b->automa_level = (uint8_t)level;
        b->automa_parity = (uint8_t)(strcasecmp(parity, "odd") == 0);
        if (json_object_get(pl, "house")) return fail(r, "%s: Tull Au Toma has no house", context);
    }
    json_t *house = json_object_get(pl, "house");
    if (house) {
        if (!json_is_string(house)) return fail(r, "%s: \"house\" must be a house's name", context);
        int h = rr_find_house(json_string_value(house));
        if (h < 0) return fail(r, "%s: unknown house (houses are Apollo, Ceres, Diana, Jupiter, Mars, Minerva)", context);
        for (int q = 0; q < seat; q++)
            if (b->house[q] == h) return fail(r, "%s: house %s is taken by %s", context, rr_house_name(h), p->names[q]);
        b->house[seat] = (uint8_t)h;
    }
    int helium = 0, fleet = 0, influence = 0;
    if (!read_int(r, pl, "helium", 0, 999, &helium, context) || !read_int(r, pl, "fleet", 0, RR_FLEET_MAX, &fleet, context) ||
        !read_int(r, pl, "influence", 0, RR_INFLUENCE_TOKENS, &influence, context))
        return false;
    b->helium[seat] = (uint16_t)helium;
    b->fleet[seat] = (uint8_t)fleet;
    b->influence[seat] = (uint8_t)influence;
    json_t *hand = json_object_get(pl, "hand");
    return !hand || read_hand(r, hand, seat, context);
}

/* The first card listed in "deck" (its top), or -1 (read_cards checked the names). */
static int deck_top(json_t *deck) {
    json_t *first = json_is_array(deck) ? json_array_get(deck, 0) : NULL;
    return first && json_is_string(first) ? rr_find_card(json_string_value(first)) : -1;
}

/* Hacker's end-of-game points: the core value of the card it revealed, which is the
 * deck's top card (the reveal leaves it there), or "hacker_revealed" when the deck is
 * not listed. Without either the points cannot be known: refused, not scored as 0. */
static bool hacker_points(reader *r, json_t *root) {
    rr_board *b = &r->pos->board;
    int holder = -1;
    for (int p = 0; p < b->players; p++)
        if (rr_zone_of(b, RR_HACKER) == RR_ZONE_HAND + p && p != b->automa) holder = p;
    json_t *revealed = json_object_get(root, "hacker_revealed"), *deck = json_object_get(root, "deck");
    int card = -1;
    if (revealed) {
        if (!json_is_string(revealed)) return fail(r, "\"hacker_revealed\" must be a card name");
        if ((card = card_named(r, json_string_value(revealed), "\"hacker_revealed\"")) < 0) return false;
        if (holder < 0) return fail(r, "\"hacker_revealed\" is given, but no player holds Hacker");
        if (r->where[card] && r->where[card] - 1 != RR_ZONE_DECK) {
            char a[80];
            return fail(r, "\"hacker_revealed\": %s is in %s, but Hacker's card stays on top of the deck",
                        rr_cards[card].name, zone_words(r->pos, r->where[card] - 1, a, sizeof a));
        }
        int top = deck_top(deck);
        if (top >= 0 && top != card)
            return fail(r, "\"hacker_revealed\" is %s, but the top card of \"deck\" is %s", rr_cards[card].name,
                        rr_cards[top].name);
    } else if (holder >= 0) {
        int placed = 0;
        for (int c = 0; c < RR_CARD_COUNT; c++) placed += r->where[c] != 0;
        if (!deck && placed < RR_CARD_COUNT)
            return fail(r, "%s holds Hacker: its end-of-game points need the card it revealed; give \"deck\" (top card "
                           "first) or \"hacker_revealed\"",
                        r->pos->names[holder]);
        card = deck_top(deck); /* an empty deck (or every card placed): nothing revealed */
    }
    if (holder >= 0 && card >= 0) b->extra_points[holder] = (int16_t)(b->extra_points[holder] + rr_cards[card].core);
    return true;
}

bool position_read(const char *text, position *out, char *why, size_t size) {
    reader r = {out, {0}, why, size};
    memset(out, 0, sizeof *out);
    rr_pins_clear(&out->pins);
    rr_board *b = &out->board;
    for (int c = 0; c < RR_CARD_COUNT; c++) b->order[c] = (uint8_t)c;
    for (int z = 1; z <= RR_ZONES; z++) b->zstart[z] = RR_CARD_COUNT;
    b->sovereign = -1;
    b->automa = -1;
    for (int p = 0; p < RR_MAX_PLAYERS; p++) b->house[p] = RR_NO_HOUSE;
    json_error_t jerr;
    /* a key given twice would leave one of its values unread: refused, not last-wins */
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &jerr);
    if (!root && json_error_code(&jerr) == json_error_duplicate_key) {
        snprintf(why, size, "a key is given twice in one object at line %d, column %d (%s)", jerr.line, jerr.column, jerr.text);
        return false;
    }
    if (!root) {
        snprintf(why, size, "malformed JSON at line %d, column %d: %s", jerr.line, jerr.column, jerr.text);
        return false;
    }
    bool ok = false;
    static const char *const keys[] = {"players", "sovereign", "locations", "banished", "deck", "neutral_influence",
                                       "hacker_revealed", NULL};
    json_t *players = json_object_get(root, "players");
    if (!json_is_object(root)) {
        fail(&r, "the position must be a JSON object");
    } else if (!only_keys(&r, root, keys, "the position")) {
    } else if (!json_is_array(players) || json_array_size(players) < 1 || json_array_size(players) > RR_MAX_PLAYERS) {
        fail(&r, "\"players\" must be a list of 1 to 6 players");
    } else {
        int n = (int)json_array_size(players), automa = 0;
        b->players = (uint8_t)n;
        ok = true;
        for (int p = 0; p < n && ok; p++) ok = read_player(&r, json_array_get(players, (size_t)p), p, &automa);
        json_t *locs = json_object_get(root, "locations");
        if (ok && locs) {
            if (!json_is_object(locs)) ok = fail(&r, "\"locations\" must map location names to lists of cards");
            const char *key;
            json_t *list;
            if (ok) json_object_foreach(locs, key, list) {
                int l = rr_find_location(key);
                if (l < 0) {
                    ok = fail(&r, "unknown location \"%s\" (Jupiter, Mars, Luna, The Institute)", key);
                    break;
                }
                char context[64];
                snprintf(context, sizeof context, "%s", rr_location_name(l));
                if (!(ok = read_cards(&r, list, RR_ZONE_LOCATION + l, context))) break;
            }
        }
        json_t *banished = json_object_get(root, "banished"), *deck = json_object_get(root, "deck");
        if (ok && banished) ok = read_cards(&r, banished, RR_ZONE_BANISHED, "\"banished\"");
        if (ok && deck) {
            ok = read_cards(&r, deck, RR_ZONE_DECK, "\"deck\"");
            /* listed top first: put them back on top in reverse order */
            for (int i = (int)json_array_size(deck) - 1; ok && i >= 0; i--) {
                json_t *item = json_array_get(deck, (size_t)i);
                rr_place_card(b, rr_find_card(json_string_value(item)), RR_ZONE_DECK, false);
            }
        }
        json_t *sov = json_object_get(root, "sovereign");
        if (ok && sov && !json_is_null(sov)) {
            const char *who = json_string_value(sov);
            for (int p = 0; who && p < n; p++)
                if (!strcasecmp(who, out->names[p])) b->sovereign = (int8_t)p;
            if (b->sovereign < 0) ok = fail(&r, "\"sovereign\" must name a player (or be null)");
        }
        int neutral = n == 2 ? 3 : 0;
        if (ok) ok = read_int(&r, root, "neutral_influence", 0, RR_INFLUENCE_TOKENS, &neutral, "the position");
        b->neutral_influence = (uint8_t)neutral;
        if (ok) ok = hacker_points(&r, root);
        if (ok && n == 1) ok = fail(&r, "one player alone cannot be scored against anyone: add Tull Au Toma or another player");
    }
    json_decref(root);
    return ok;
}
