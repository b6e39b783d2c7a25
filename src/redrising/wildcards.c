/* wildcards.c: scoring a hand with the best choices for its Oranges (any
 * character's name) and Grays (one extra color).
 *
 * The search stays small for three reasons, each checked by the tests against trying
 * every name and every color:
 * - only names and colors that some clause in the hand can see are tried, plus a few
 *   "fresh" ones: names with first letters no other card has (for Codebreaker) and
 *   colors no card has (for Mustang); any fresh one serves as well as another;
 * - Oranges are interchangeable (their own clauses do not depend on their names), so
 *   renamed Oranges take names in increasing order, never the same name twice;
 * - Grays are interchangeable too (no clause names a Gray's color choice), so their
 *   extra colors are tried as multisets, in non-decreasing order. */
#include "points.h"

#define C(x) COLOR_BIT(RR_##x)

/* Colors a card's clause looks for among the other cards in hand. */
static uint16_t colors_seen_by(int card) {
    switch (card) {
    case RR_ARLUS: case RR_ARTISAN_CHEF: case RR_SEFI: case RR_SURGEON: case RR_MICKEY_THE_CARVER:
    case RR_BONDILUS: case RR_ANTONIA: case RR_LORN: return C(GOLD);
    case RR_DANCER: case RR_GRAVBOOT_COBBLER: return C(GRAY) | C(GOLD);
    case RR_DEANNA: case RR_FITCHNER: case RR_SEVRO: return C(RED);
    case RR_EO: return C(RED) | C(GRAY);
    case RR_HARMONY: return C(RED) | C(PINK) | C(BROWN) | C(OBSIDIAN);
    case RR_ASSASSIN: case RR_STAINED: case RR_PULSE_FIST_ENGINEER: case RR_PAX_AU_TELEMANUS: return C(OBSIDIAN);
    case RR_GARDENER: return C(VIOLET) | C(PINK);
    case RR_JANITOR: return C(GREEN) | C(YELLOW) | C(BLUE);
    case RR_MESS_HALL_COOK: return C(GRAY) | C(ORANGE);
    case RR_MODJOB: return C(RED) | C(BROWN);
    case RR_NANNY: return C(SILVER) | C(WHITE) | C(COPPER);
    case RR_ALIA_SNOWSPARROW: return C(GOLD) | C(GRAY) | C(OBSIDIAN);
    case RR_RAGNAR: return C(ORANGE);
    case RR_CONVERSATIONALIST: case RR_LAWYER: return C(WHITE);
    case RR_GARDEN_TRAINED_ROSE: return C(SILVER);
    case RR_MASSEUSE: return C(COPPER);
    case RR_MATTEO: case RR_TACTUS: return C(PINK);
    case RR_THEODORA: return C(GOLD) | C(RED);
    case RR_DATAPORT_SPECIALIST: case RR_CYTHER: case RR_ASH_LORD: case RR_ROMULUS: case RR_ROQUE: return C(BLUE);
    case RR_HOLO_DESIGNER: return C(VIOLET);
    /* 4D Painter and Mustang see every color: handled by "fresh" colors */
    case RR_AEGIS_CRAFTSMAN: case RR_RAZOR_DESIGNER: return C(GOLD) | C(OBSIDIAN);
    case RR_ARTIFICER: return C(ORANGE) | C(GOLD);
    case RR_PULSE_ARMORER: case RR_BONERIDERS: return C(GRAY);
    default: return 0;
    }
}

/* Names a card's clause looks for (points gained or lost), ending with -1. */
static const int8_t *names_seen_by(int card) {
    static const int8_t none[] = {-1};
#define N(...) { static const int8_t l[] = {__VA_ARGS__, -1}; return l; }
    switch (card) {
    case RR_ALFRUN: N(RR_NERO, RR_JOPHO)
    case RR_JOPHO: N(RR_ALFRUN, RR_NERO)
    case RR_HELGA: case RR_ORION: case RR_THE_TELEMANUSES: N(RR_PAX_AU_TELEMANUS, RR_THE_PAX)
    case RR_RAGNAR: N(RR_SEFI)
    case RR_SEFI: N(RR_RAGNAR)
    case RR_CALLIOPE: case RR_BONERIDERS: N(RR_THE_JACKAL)
    case RR_EVEY: N(RR_DARROW, RR_MICKEY_THE_CARVER)
    case RR_MATTEO: N(RR_QUICKSILVER)
    case RR_MORNING_STAR: N(RR_ORION, RR_VIRGA, RR_PELUS)
    case RR_THE_PAX: N(RR_DARROW, RR_SEVRO, RR_ORION, RR_VIRGA, RR_PELUS)
    case RR_AJA: N(RR_OCTAVIA)
    case RR_ANTONIA: N(RR_THE_JACKAL, RR_VICTRA, RR_SEVRO)
    case RR_CASSIUS: N(RR_MUSTANG, RR_DARROW)
    case RR_FITCHNER: case RR_THE_HOWLERS: N(RR_SEVRO)
    case RR_KARNUS: N(RR_CASSIUS, RR_MUSTANG, RR_THE_JACKAL, RR_NERO)
    case RR_LYSANDER: N(RR_OCTAVIA, RR_CASSIUS)
    case RR_NERO: N(RR_CASSIUS, RR_KARNUS, RR_OCTAVIA)
    case RR_OCTAVIA: N(RR_LYSANDER)
    case RR_PAX_AU_TELEMANUS: N(RR_MUSTANG)
    case RR_ROMULUS: N(RR_ROQUE, RR_OCTAVIA)
    case RR_SEVRO: N(RR_VICTRA, RR_THE_HOWLERS)
    case RR_TACTUS: N(RR_OCTAVIA, RR_DARROW)
    case RR_THE_JACKAL: N(RR_DARROW, RR_OCTAVIA)
    case RR_VICTRA: N(RR_THE_HOWLERS, RR_SEVRO, RR_DARROW)
    default: return none;
    }
#undef N
}

void rr_pins_clear(rr_pins *pins) {
    memset(pins->as, -1, sizeof pins->as);
    memset(pins->also, -1, sizeof pins->also);
}

typedef struct wild {
    int card;
    bool orange;        /* else a Gray */
    int count;
    int chosen;                        /* index of the choice being tried */
    uint8_t choice[RR_CARD_COUNT + 1]; /* names (card ids) or colors to try */
} wild;

typedef struct search {
    hand_eval h;
    int wild_count;
    wild wilds[RR_CARD_COUNT];
    int best;
    int best_pick[RR_CARD_COUNT]; /* per wild card: the index of its best choice */
    /* the totals of the cards that are not searched (they never change) */
    int fixed_count[RR_COLOR_COUNT];
    uint64_t fixed_names[2];
} search;

/* The totals of the hand at a leaf: the fixed cards' counts plus the wild cards'. */
static void leaf_totals(search *s) {
    hand_eval *h = &s->h;
    memcpy(h->color_count, s->fixed_count, sizeof h->color_count);
    h->names[0] = s->fixed_names[0];
    h->names[1] = s->fixed_names[1];
    for (int k = 0; k < s->wild_count; k++) {
        int c = s->wilds[k].card, name = h->name[c];
        for (unsigned m = h->mask[c]; m; m &= m - 1) h->color_count[__builtin_ctz(m)]++;
        h->names[name >> 6] |= (uint64_t)1 << (name & 63);
    }
}

static int hand_bonus(search *s) {
    leaf_totals(s);
    int total = 0;
    for (int i = 0; i < s->h.n; i++) total += card_points(&s->h, s->h.cards[i]);
    return total;
}

static void explore(search *s, int k) {
    if (k == s->wild_count) {
        int v = hand_bonus(s);
        if (v > s->best) {
            s->best = v;
            for (int i = 0; i < s->wild_count; i++) s->best_pick[i] = s->wilds[i].chosen;
        }
        return;
    }
    wild *w = &s->wilds[k];
    const wild *prev = k > 0 && s->wilds[k - 1].orange == w->orange ? &s->wilds[k - 1] : NULL;
    for (int i = 0; i < w->count; i++) {
        if (w->orange) {
            /* renamed Oranges in increasing order (index 0 keeps its own name) */
            if (i > 0 && prev && prev->chosen > 0 && i <= prev->chosen) continue;
            s->h.name[w->card] = w->choice[i];
        } else {
            if (prev && i < prev->chosen) continue; /* Grays: a multiset of colors */
            s->h.mask[w->card] = (uint16_t)(COLOR_BIT(RR_GRAY) | COLOR_BIT(w->choice[i]));
        }
        w->chosen = i;
        explore(s, k + 1);
    }
    if (w->orange) s->h.name[w->card] = (uint8_t)w->card;
    else s->h.mask[w->card] = COLOR_BIT(RR_GRAY);
}

static int first_letter(int card) {
    char ch = rr_cards[card].name[0];
    return ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch;
}

/* The names worth trying for the Oranges of this hand (the same list for each,
 * after its own name): names some clause sees, and with Codebreaker names of 2k
 * first letters no other card has (k Oranges), preferring names no clause sees. */
static void orange_choices(const hand_eval *h, wild *w, int oranges, bool codebreaker) {
    bool want[RR_CARD_COUNT] = {false};
    for (int i = 0; i < h->n; i++)
        for (const int8_t *n = names_seen_by(h->cards[i]); *n >= 0; n++) want[*n] = true;
    if (codebreaker) {
        bool letter_taken[256] = {false};
        for (int i = 0; i < h->n; i++)
            if (rr_cards[h->cards[i]].color != RR_ORANGE) letter_taken[first_letter(h->cards[i])] = true;
        int fresh = 0;
        for (int pass = 0; pass < 2 && fresh < 2 * oranges; pass++)
            for (int c = 0; c < RR_CARD_COUNT && fresh < 2 * oranges; c++) {
                int l = first_letter(c);
                if (letter_taken[l] || (pass == 0 && want[c])) continue;
                letter_taken[l] = true;
                want[c] = true;
                fresh++;
            }
    }
    w->count = 0;
    w->choice[w->count++] = (uint8_t)w->card; /* keeping its own name first: ties keep it */
    for (int c = 0; c < RR_CARD_COUNT; c++)
        if (want[c]) w->choice[w->count++] = (uint8_t)c;
}

/* The extra colors worth trying for the Grays of this hand (the same list for each):
 * none, colors some clause looks for, and with Mustang g colors no card has (g Grays). */
static void gray_choices(const hand_eval *h, wild *w, int grays) {
    uint16_t want = 0, present = 0;
    bool mustang = false;
    for (int i = 0; i < h->n; i++) {
        want |= colors_seen_by(h->cards[i]);
        present |= COLOR_BIT(rr_cards[h->cards[i]].color);
        mustang |= h->cards[i] == RR_MUSTANG;
    }
    for (int c = 0, fresh = 0; mustang && c < RR_COLOR_COUNT && fresh < grays; c++)
        if (!((want | present) >> c & 1)) {
            want |= COLOR_BIT(c);
            fresh++;
        }
    w->count = 0;
    w->choice[w->count++] = RR_GRAY; /* no extra color first */
    for (int c = 0; c < RR_COLOR_COUNT; c++)
        if (c != RR_GRAY && (want >> c & 1)) w->choice[w->count++] = (uint8_t)c;
}

void rr_score_hand(const rr_board *b, int seat, const rr_pins *pins, rr_hand_score *out) {
    search s;
    score_facts facts;
    facts_for(b, seat, &facts);
    s.h.facts = &facts;
    s.h.n = 0;
    s.wild_count = 0;
    int hand = RR_ZONE_HAND + seat;
    bool codebreaker = false;
    for (int i = 0; i < zone_size(b, hand); i++) {
        int c = zone_card(b, hand, i);
        s.h.cards[s.h.n++] = (uint8_t)c;
        s.h.mask[c] = COLOR_BIT(rr_cards[c].color);
        s.h.name[c] = (uint8_t)c;
        if (c == RR_CODEBREAKER) codebreaker = true;
    }
    for (int i = 0; i < s.h.n; i++) {
        int c = s.h.cards[i];
        int color = rr_cards[c].color;
        if (color != RR_ORANGE && color != RR_GRAY) continue;
        bool orange = color == RR_ORANGE;
        int pin = pins ? (orange ? pins->as[c] : pins->also[c]) : -1;
        if (pin >= 0) { /* pinned: fixed, not searched */
            if (orange) s.h.name[c] = (uint8_t)pin;
            else s.h.mask[c] = (uint16_t)(COLOR_BIT(RR_GRAY) | COLOR_BIT(pin));
            continue;
        }
        wild *w = &s.wilds[s.wild_count++];
        w->card = c;
        w->orange = orange;
    }
    /* Oranges first, then Grays, so each kind's ordering rule sees its own kind */
    int oranges = 0;
    for (int k = 0; k < s.wild_count; k++)
        if (s.wilds[k].orange) {
            wild t = s.wilds[oranges];
            s.wilds[oranges++] = s.wilds[k];
            s.wilds[k] = t;
        }
    for (int k = 0; k < s.wild_count; k++) {
        if (s.wilds[k].orange) orange_choices(&s.h, &s.wilds[k], oranges, codebreaker);
        else gray_choices(&s.h, &s.wilds[k], s.wild_count - oranges);
    }
    if (s.wild_count) {
        /* count the cards outside the search once: the wild cards are Oranges and Grays
         * with their printed name and color until the search changes them */
        hand_totals(&s.h);
        memcpy(s.fixed_count, s.h.color_count, sizeof s.fixed_count);
        memset(s.fixed_names, 0, sizeof s.fixed_names);
        for (int i = 0; i < s.h.n; i++) {
            int c = s.h.cards[i];
            bool searched = false;
            for (int k = 0; k < s.wild_count && !searched; k++) searched = s.wilds[k].card == c;
            if (searched) {
                for (unsigned m = s.h.mask[c]; m; m &= m - 1) s.fixed_count[__builtin_ctz(m)]--;
            } else {
                s.fixed_names[s.h.name[c] >> 6] |= (uint64_t)1 << (s.h.name[c] & 63);
            }
        }
        s.best = -1000000;
        explore(&s, 0);
        for (int k = 0; k < s.wild_count; k++) { /* the best choices, back in the hand */
            const wild *w = &s.wilds[k];
            int pick = w->choice[s.best_pick[k]];
            if (w->orange) s.h.name[w->card] = (uint8_t)pick;
            else s.h.mask[w->card] = (uint16_t)(COLOR_BIT(RR_GRAY) | COLOR_BIT(pick));
        }
    }
    /* the hand, card by card */
    hand_totals(&s.h);
    out->count = s.h.n;
    out->core = 0;
    out->bonus = 0;
    for (int i = 0; i < s.h.n; i++) {
        int c = s.h.cards[i];
        rr_card_line *line = &out->line[i];
        line->card = (uint8_t)c;
        line->as = s.h.name[c];
        uint16_t extra = (uint16_t)(s.h.mask[c] & ~COLOR_BIT(rr_cards[c].color));
        line->also = (int8_t)(extra ? __builtin_ctz(extra) : -1);
        line->points = (int16_t)card_points(&s.h, c);
        out->core += rr_cards[c].core;
        out->bonus += line->points;
    }
}
