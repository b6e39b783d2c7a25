/* scenario.c: the scenario runner (scenario.h). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "scenario.h"

static char *trim(char *t) {
    while (*t == ' ') t++;
    size_t n = strlen(t);
    while (n && t[n - 1] == ' ') t[--n] = 0;
    return t;
}

/* The cards of a comma list, as a sorted set of ids; returns the count. */
static int list_ids(const char *list, int *ids) {
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    char *save = NULL;
    for (char *c = strtok_r(buf, ",", &save); c; c = strtok_r(NULL, ",", &save)) {
        c = trim(c);
        if (*c) ids[n++] = card_id(c);
    }
    return n;
}

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static void zone_text(const rr_board *b, int z, char *out, size_t size) {
    out[0] = 0;
    for (int i = 0; i < zone_size(b, z); i++) {
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s%s", i ? "," : "", rr_cards[zone_card(b, z, i)].name);
    }
}

static bool zone_is(const rr_board *b, int z, const char *list, bool ordered) {
    int want[RR_CARD_COUNT], have[RR_CARD_COUNT];
    int n = list_ids(list, want);
    if (n != zone_size(b, z)) return false;
    for (int i = 0; i < n; i++) have[i] = zone_card(b, z, i);
    if (!ordered) {
        qsort(want, (size_t)n, sizeof *want, cmp_int);
        qsort(have, (size_t)n, sizeof *have, cmp_int);
    }
    return !memcmp(want, have, (size_t)n * sizeof *want);
}

static int check(const rr_state *s, const scenario *sc, char *key, char *value) {
    const rr_board *b = &s->now;
    char got[1024];
    int number = atoi(value);
    int z = -1;
    bool ordered = false;
    if (!strcmp(key, "hand")) z = RR_ZONE_HAND;
    else if (!strcmp(key, "opp")) z = RR_ZONE_HAND + 1;
    else if (!strcmp(key, "opp.stack")) z = RR_ZONE_HAND + 1, ordered = true; /* bottom first */
    else if (!strcmp(key, "opp2")) z = RR_ZONE_HAND + 2;
    else if (!strcmp(key, "banished")) z = RR_ZONE_BANISHED;
    else if (rr_find_location(key) >= 0) z = RR_ZONE_LOCATION + rr_find_location(key), ordered = true;
    if (z >= 0) {
        if (zone_is(b, z, value, ordered)) return 0;
        zone_text(b, z, got, sizeof got);
        print_error("%s: %s is [%s], expected [%s]\n", sc->name, key, got, value);
        return 1;
    }
    int have;
    if (!strcmp(key, "helium")) have = b->helium[0];
    else if (!strcmp(key, "fleet")) have = b->fleet[0];
    else if (!strcmp(key, "influence")) have = b->influence[0];
    else if (!strcmp(key, "opp.helium")) have = b->helium[1];
    else if (!strcmp(key, "opp.fleet")) have = b->fleet[1];
    else if (!strcmp(key, "opp.influence")) have = b->influence[1];
    else if (!strcmp(key, "extra")) have = b->extra_points[0];
    else if (!strcmp(key, "sov")) {
        number = !strcmp(value, "me") ? 0 : !strcmp(value, "opp") ? 1 : -1;
        have = b->sovereign;
    } else if (!strcmp(key, "deck.top") || !strcmp(key, "deck.bottom")) {
        number = card_id(value);
        have = deck_size(b) ? (key[5] == 't' ? zone_top(b, RR_ZONE_DECK) : zone_card(b, RR_ZONE_DECK, 0)) : -1;
        if (have != number) {
            print_error("%s: %s is %s, expected %s\n", sc->name, key, have >= 0 ? rr_cards[have].name : "nothing", value);
            return 1;
        }
        return 0;
    } else if (!strcmp(key, "facedown")) {
        number = 1;
        have = is_facedown(b, card_id(value));
    } else if (!strcmp(key, "known") || !strcmp(key, "unknown")) {
        number = key[0] == 'k';
        have = rr_card_known(b, 0, card_id(value));
    } else if (!strcmp(key, "public")) {
        number = 1;
        have = rr_card_known(b, -1, card_id(value));
    } else if (!strcmp(key, "asked")) {
        char prompt[CT_NAME_SIZE];
        rr_prompt(s, prompt, sizeof prompt);
        if (strstr(prompt, value)) return 0;
        print_error("%s: asked \"%s\", expected it to contain \"%s\"\n", sc->name, prompt, value);
        return 1;
    } else if (!strcmp(key, "next")) {
        char prompt[CT_NAME_SIZE];
        rr_prompt(s, prompt, sizeof prompt);
        bool ok = !strcmp(value, "over") ? rr_is_over(s)
                  : !strcmp(value, "opp")  ? !rr_is_over(s) && s->pending.seat == 1 && s->pending.why == RR_WHY_ACTION
                  : !strcmp(value, "me")   ? !rr_is_over(s) && s->pending.seat == 0 && s->pending.why == RR_WHY_ACTION
                  : !strcmp(value, "gain") ? !rr_is_over(s) && s->pending.seat == 0 && s->pending.why == RR_WHY_GAIN
                                           : false;
        if (!ok) print_error("%s: now asked \"%s\", expected next=%s\n", sc->name, prompt, value);
        return !ok;
    } else {
        fail_msg("%s: unknown expectation '%s'", sc->name, key);
        return 1;
    }
    if (have == number) return 0;
    print_error("%s: %s is %d, expected %d\n", sc->name, key, have, number);
    return 1;
}

int run_scenario(const scenario *sc) {
    rr_state s;
    position_with(&s, sc->options ? sc->options : "players=2 houses=Diana,Mars", sc->setup);
    restart_turn(&s);
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", sc->answers);
    char *save = NULL;
    for (char *a = strtok_r(buf, "|", &save); a; a = strtok_r(NULL, "|", &save)) {
        a = trim(a);
        if (!*a) continue;
        if (*a == '!') {
            if (can_answer(&s, trim(a + 1))) {
                print_error("%s: '%s' should not be legal here\n", sc->name, a + 1);
                return 1;
            }
            continue;
        }
        if (!can_answer(&s, a)) print_error("in scenario %s:\n", sc->name);
        answer(&s, a);
    }
    int failures = 0;
    snprintf(buf, sizeof buf, "%s", sc->expect);
    for (char *item = strtok_r(buf, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
        item = trim(item);
        if (!*item) continue;
        char *eq = strchr(item, '=');
        if (!eq) fail_msg("%s: expectation '%s' has no '='", sc->name, item);
        *eq = 0;
        failures += check(&s, sc, trim(item), trim(eq + 1));
    }
    return failures;
}
