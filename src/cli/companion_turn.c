/* companion_turn.c: Tull Au Toma's rules for a physical solo game, the one copy that
 * `cardtable companion` (companion.c) and the page's companion (companion_web.c)
 * both call: a new game of hers, who goes first, her turn as a list of steps (asking
 * only whether a location is empty, and only when nothing already says it is not),
 * the steps in words, and her score at the end. */
#include <stdio.h>
#include <string.h>

#include "companion_state.h"
#include "splitmix64.h"

/* A number below n, as the companion has always drawn it (splitmix64 modulo n). */
static unsigned draw(companion *c, unsigned n) {
    return (unsigned)(ct_splitmix64(&c->rng) % n);
}

static void shuffle(companion *c, uint8_t *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)draw(c, (unsigned)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

void companion_find_luna_pair(companion *c) {
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (c->priority[l] == 3 - c->priority[RR_LUNA]) c->luna_pair = l;
}

void companion_new(companion *c, uint64_t seed, int level, int variant) {
    memset(c, 0, sizeof *c);
    c->rng = seed;
    c->level = level;
    c->variant = variant;
    c->parity = c->first = -1;
    for (int i = 0; i < RR_AUTOMA_CARDS; i++) c->order[i] = (uint8_t)i;
    shuffle(c, c->order, RR_AUTOMA_CARDS);
    c->next = 4;
    for (int l = 0; l < RR_LOCATIONS; l++) c->priority[l] = (uint8_t)l;
    shuffle(c, c->priority, RR_LOCATIONS);
    companion_find_luna_pair(c);
    c->hand = 2;
}

void companion_choose_first(companion *c, bool apollo) {
    c->first = apollo ? 0 : (int)draw(c, 2);
}

/* ---- her turn ---- */

static void add_step(companion_turn_steps *out, int kind, int location, int value) {
    if (out->count >= COMPANION_MAX_STEPS) return; /* cannot happen: a turn has at most 35 */
    companion_step *s = &out->steps[out->count++];
    s->kind = (uint8_t)kind;
    s->location = (int8_t)location;
    s->value = value;
}

static void take_bonus(companion *c, int l) {
    if (l == RR_JUPITER && c->fleet < RR_FLEET_MAX) c->fleet++;
    else if (l == RR_MARS) c->helium++;
    else if (l == RR_LUNA) c->sovereign = 1;
    else if (l == RR_INSTITUTE && c->influence < RR_INFLUENCE_TOKENS) c->influence++;
}

/* The bonus of the location she gained from (or the next along the arrow where she has
 * fewer than 10); Luna's also gives the Luna bonus card's. */
static void bonus(companion *c, companion_turn_steps *out, int named, int arrow, bool luna_card) {
    int l = rr_automa_bonus_location(c->helium, c->fleet, c->influence, named, arrow);
    if (l != named) add_step(out, COMPANION_BONUS_MOVED, l, 0);
    take_bonus(c, l);
    add_step(out, COMPANION_BONUS, l, luna_card);
    if (l == RR_LUNA && !luna_card) bonus(c, out, c->luna_pair, arrow, true);
}

void companion_turn(companion *c, const bool *empty, int answers, companion_turn_steps *out) {
    companion after = *c;
    int asked = 0;
    out->count = 0;
    out->ask = -1;
    if (after.next >= RR_AUTOMA_CARDS) {
        add_step(out, COMPANION_RESHUFFLE, -1, 0);
        shuffle(&after, after.order, RR_AUTOMA_CARDS);
        after.next = 4;
    }
    add_step(out, COMPANION_TURN, -1, after.turns + 1);
    /* locations surely not empty: she deployed there, or the player said so, and she
     * has not taken from them since */
    bool surely_full[RR_LOCATIONS] = {false};
    for (int k = 0; k < 2; k++) {
        int id = after.order[after.next++];
        const rr_automa_card *card = &rr_automa_cards[id];
        int deploy = rr_automa_location(after.priority, card->deploy);
        int gain = rr_automa_location(after.priority, card->gain);
        add_step(out, COMPANION_CARD, -1, id + 1);
        if (after.deck_empty) {
            add_step(out, COMPANION_NO_DEPLOY, -1, 0);
        } else {
            add_step(out, COMPANION_DEPLOY, deploy, card->deploy >= RR_LOCATIONS ? card->deploy - RR_LOCATIONS : -1);
            surely_full[deploy] = true;
        }
        int at = gain;
        bool found = false;
        for (int step = 0; step < RR_LOCATIONS && !found; step++) {
            if (surely_full[at]) {
                found = true;
                break;
            }
            if (asked >= answers) { /* a question: the turn stops here, her state untouched */
                out->ask = at;
                return;
            }
            bool is_empty = empty[asked++];
            add_step(out, COMPANION_ASKED, at, is_empty);
            if (!is_empty) {
                surely_full[at] = found = true;
                break;
            }
            at = (at + card->arrow + RR_LOCATIONS) % RR_LOCATIONS;
            if (step + 1 < RR_LOCATIONS) add_step(out, COMPANION_FOLLOW, at, card->arrow);
        }
        if (found) {
            add_step(out, COMPANION_GAIN, at, 0);
            surely_full[at] = false; /* it may be empty now */
            after.hand++;
            if (card->extra == RR_EXTRA_BONUS) bonus(&after, out, at, card->arrow, false);
        } else {
            add_step(out, COMPANION_GAIN_NOTHING, -1, card->extra == RR_EXTRA_BONUS);
        }
        if (card->extra == RR_EXTRA_BANISH) add_step(out, COMPANION_BANISH, -1, !after.deck_empty);
    }
    after.turns++;
    add_step(out, COMPANION_STATUS, -1, 0);
    *c = after;
}

/* ---- in words ---- */

static const char *bonus_words(int l) {
    static const char *const w[RR_LOCATIONS] = {"advances 1 on the Fleet Track", "gains 1 Helium",
                                                "takes the Sovereign token", "places 1 Influence on the Institute"};
    return w[l];
}

void companion_step_text(const companion_step *s, const companion *c, const char *sovereign_hint, char *text,
                         size_t size) {
    const char *where = s->location >= 0 && s->location < RR_LOCATIONS ? rr_location_name(s->location) : "";
    switch ((companion_step_kind)s->kind) {
    case COMPANION_RESHUFFLE:
        snprintf(text, size, "Her Au Toma deck is empty: shuffle all 22 cards and set the top 4 aside again.");
        break;
    case COMPANION_TURN: snprintf(text, size, "Tull Au Toma's turn %d:", s->value); break;
    case COMPANION_CARD: snprintf(text, size, "Au Toma card %d:", s->value); break;
    case COMPANION_DEPLOY: {
        char letter[16] = "";
        if (s->value >= 0) snprintf(letter, sizeof letter, " (priority %c)", 'A' + s->value);
        snprintf(text, size, "Deploy: put the character deck's top card face up on %s%s, without its ability.", where,
                 letter);
        break;
    }
    case COMPANION_NO_DEPLOY: snprintf(text, size, "Deploy: the character deck is empty, so she deploys nothing."); break;
    case COMPANION_ASKED: snprintf(text, size, "Is %s empty now? %s", where, s->value ? "yes" : "no"); break;
    case COMPANION_FOLLOW:
        snprintf(text, size, "Following the arrow %s: %s.", s->value < 0 ? "left" : "right", where);
        break;
    case COMPANION_GAIN: snprintf(text, size, "Gain: put the top card of %s face down on top of her hand.", where); break;
    case COMPANION_GAIN_NOTHING:
        snprintf(text, size, "Every location is empty: she gains nothing%s.", s->value ? " and no bonus" : "");
        break;
    case COMPANION_BONUS_MOVED:
        snprintf(text, size, "She has 10 there already, so following the arrow: %s's bonus.", where);
        break;
    case COMPANION_BONUS:
        snprintf(text, size, "%s: she %s%s.", s->value ? "Luna bonus card" : "Bonus", bonus_words(s->location),
                 s->location == RR_LUNA ? sovereign_hint : "");
        break;
    case COMPANION_BANISH:
        snprintf(text, size, s->value ? "Extra: banish the top card of the character deck."
                                      : "Extra: the character deck is empty, so she banishes nothing.");
        break;
    case COMPANION_STATUS:
        snprintf(text, size, "She now has %d cards, %d Helium, Fleet %d, %d Influence%s.", c->hand, c->helium, c->fleet,
                 c->influence, c->sovereign ? ", the Sovereign token" : "");
        break;
    default: snprintf(text, size, "?"); break;
    }
}

int companion_step_depth(const companion_step *s) {
    if (s->kind == COMPANION_TURN || s->kind == COMPANION_RESHUFFLE) return 0;
    return s->kind == COMPANION_CARD || s->kind == COMPANION_STATUS ? 1 : 2;
}

/* ---- the end ---- */

void companion_score_her(const companion *c, int matching, int your_influence, companion_score *out) {
    memset(out, 0, sizeof *out);
    int nonmatching = c->hand - matching, cut = c->hand - RR_AUTOMA_HAND_LIMIT;
    if (cut > 0) { /* non-matching cards are set aside first */
        int drop = cut < nonmatching ? cut : nonmatching;
        nonmatching -= drop;
        matching -= cut - drop;
        out->cut = cut;
    }
    const uint8_t *pts = rr_automa_points[c->level];
    uint8_t influence[2] = {(uint8_t)your_influence, (uint8_t)c->influence};
    int inf[2];
    rr_influence_points(2, influence, 3, inf);
    out->matching = matching;
    out->nonmatching = nonmatching;
    out->per_matching = pts[0];
    out->per_nonmatching = pts[1];
    out->cards = matching * pts[0] + nonmatching * pts[1];
    out->fleet = rr_fleet_points[c->fleet];
    out->helium = 3 * c->helium;
    out->sovereign = 10 * c->sovereign;
    out->influence = inf[1];
    out->total = RR_AUTOMA_BASE + out->cards + out->fleet + out->helium + out->sovereign + out->influence;
}
