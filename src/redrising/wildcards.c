/* wildcards.c: scoring a hand with the best choices for its Oranges (any
 * character's name) and Grays (one extra color).
 *
 * Names and colors act on different clauses, so the search is split:
 * - the clauses of the hand are sorted once into those that read neither names nor
 *   the Grays' colors (scored once), names only, colors only, and both (coupled);
 * - Oranges are interchangeable (no clause reads an Orange's own name), so the names
 *   they take are searched as SETS of wanted names (names some clause in the hand
 *   sees, no card has yet). Oranges outside the set keep their names, or with
 *   Codebreaker take names no clause sees with first letters still free: Codebreaker
 *   is then met exactly when the set's letters are new and enough free letters remain;
 * - Grays are interchangeable too, and a Gray's extra color matters only through the
 *   clauses that look for it: colors that every clause of the hand treats alike form
 *   one class, and the Grays are spread over the classes (distinct colors first). Each
 *   color-reading clause depends only on how many Grays took a color it looks for, so
 *   its value is tabulated once per count and a spread costs a few table lookups;
 * - the two searches meet only through the coupled clauses, which see names through a
 *   few names: the best name set is kept per pattern of those names, and the color
 *   search runs once per pattern.
 * tests/test_wildcards.c checks all of this against trying every name and every color. */
#include "points.h"

#define C(x) COLOR_BIT(RR_##x)
#define MAX_WANTED 32
#define MAX_PATTERN_BITS 12
#define MAX_READERS RR_CARD_COUNT


/* How a clause reads the Grays' extra colors (the colors that can change). */
enum { READS_NO_COLOR, READS_ALIKE, READS_PAIR, READS_MUSTANG, READS_PAINTER };

/* The extra colors a card's clause looks for among the other cards, and whether it
 * treats them alike (only "has one of them" counts) or reads two colors apart. A
 * clause that counts Grays anyway (Mess Hall Cook, Alia Snowsparrow, Gravboot Cobbler,
 * Pulse Armorer, Boneriders) is not changed by a Gray's extra color. */
static const uint16_t colors_seen[RR_CARD_COUNT] = {
        [RR_ARLUS] = C(GOLD),
        [RR_ARTISAN_CHEF] = C(GOLD),
        [RR_SEFI] = C(GOLD),
        [RR_SURGEON] = C(GOLD),
        [RR_MICKEY_THE_CARVER] = C(GOLD),
        [RR_BONDILUS] = C(GOLD),
        [RR_ANTONIA] = C(GOLD),
        [RR_LORN] = C(GOLD),
        [RR_DANCER] = C(GOLD),
        [RR_DEANNA] = C(RED),
        [RR_FITCHNER] = C(RED),
        [RR_SEVRO] = C(RED),
        [RR_EO] = C(RED),
        [RR_HARMONY] = C(RED) | C(PINK) | C(BROWN) | C(OBSIDIAN),
        [RR_ASSASSIN] = C(OBSIDIAN),
        [RR_STAINED] = C(OBSIDIAN),
        [RR_PULSE_FIST_ENGINEER] = C(OBSIDIAN),
        [RR_PAX_AU_TELEMANUS] = C(OBSIDIAN),
        [RR_GARDENER] = C(VIOLET) | C(PINK),
        [RR_JANITOR] = C(GREEN) | C(YELLOW) | C(BLUE),
        [RR_MODJOB] = C(RED) | C(BROWN),
        [RR_NANNY] = C(SILVER) | C(WHITE) | C(COPPER),
        [RR_RAGNAR] = C(ORANGE),
        [RR_CONVERSATIONALIST] = C(WHITE),
        [RR_LAWYER] = C(WHITE),
        [RR_GARDEN_TRAINED_ROSE] = C(SILVER),
        [RR_MASSEUSE] = C(COPPER),
        [RR_MATTEO] = C(PINK),
        [RR_TACTUS] = C(PINK),
        [RR_DATAPORT_SPECIALIST] = C(BLUE),
        [RR_CYTHER] = C(BLUE),
        [RR_ASH_LORD] = C(BLUE),
        [RR_ROMULUS] = C(BLUE),
        [RR_ROQUE] = C(BLUE),
        [RR_HOLO_DESIGNER] = C(VIOLET),
        [RR_THEODORA] = C(GOLD) | C(RED),
        [RR_AEGIS_CRAFTSMAN] = C(GOLD) | C(OBSIDIAN),
        [RR_RAZOR_DESIGNER] = C(GOLD) | C(OBSIDIAN),
        [RR_ARTIFICER] = C(ORANGE) | C(GOLD),
};
static const uint8_t color_kind[RR_CARD_COUNT] = { /* READS_NO_COLOR or READS_ALIKE unless listed */
        [RR_THEODORA] = READS_PAIR,
        [RR_AEGIS_CRAFTSMAN] = READS_PAIR,
        [RR_RAZOR_DESIGNER] = READS_PAIR,
        [RR_ARTIFICER] = READS_PAIR,
        [RR_MUSTANG] = READS_MUSTANG,
        [RR_4D_PAINTER] = READS_PAINTER,
};
static int color_interest(int card, uint16_t *colors) {
    *colors = colors_seen[card];
    return color_kind[card] ? color_kind[card] : colors_seen[card] ? READS_ALIKE : READS_NO_COLOR;
}

/* Sets of names, a bit per card id (two words): the names a card's clause looks for
 * (points gained or lost), and those among them that can raise its points (the others
 * only lower them: Mickey the Carver for Evey, Karnus' and Nero's rivals, ...). */
#define NAME_LO(n) ((n) < 64 ? (uint64_t)1 << ((n) % 64) : 0)
#define NAME_HI(n) ((n) >= 64 ? (uint64_t)1 << ((n) % 64) : 0)
#define NAMES1(a) {NAME_LO(a), NAME_HI(a)}
#define NAMES2(a, b) {NAME_LO(a) | NAME_LO(b), NAME_HI(a) | NAME_HI(b)}
#define NAMES3(a, b, c) {NAME_LO(a) | NAME_LO(b) | NAME_LO(c), NAME_HI(a) | NAME_HI(b) | NAME_HI(c)}
#define NAMES4(a, b, c, d)                                                                            \
    {NAME_LO(a) | NAME_LO(b) | NAME_LO(c) | NAME_LO(d), NAME_HI(a) | NAME_HI(b) | NAME_HI(c) | NAME_HI(d)}
#define NAMES5(a, b, c, d, e)                                                                         \
    {NAME_LO(a) | NAME_LO(b) | NAME_LO(c) | NAME_LO(d) | NAME_LO(e),                                  \
     NAME_HI(a) | NAME_HI(b) | NAME_HI(c) | NAME_HI(d) | NAME_HI(e)}
static const uint64_t name_sets[][2] = {
    {0, 0},
    NAMES2(RR_NERO, RR_JOPHO),
    NAMES2(RR_ALFRUN, RR_NERO),
    NAMES2(RR_PAX_AU_TELEMANUS, RR_THE_PAX),
    NAMES1(RR_SEFI),
    NAMES1(RR_RAGNAR),
    NAMES1(RR_THE_JACKAL),
    NAMES2(RR_DARROW, RR_MICKEY_THE_CARVER),
    NAMES1(RR_QUICKSILVER),
    NAMES3(RR_ORION, RR_VIRGA, RR_PELUS),
    NAMES5(RR_DARROW, RR_SEVRO, RR_ORION, RR_VIRGA, RR_PELUS),
    NAMES1(RR_JUDGE),
    NAMES1(RR_OCTAVIA),
    NAMES3(RR_THE_JACKAL, RR_VICTRA, RR_SEVRO),
    NAMES2(RR_MUSTANG, RR_DARROW),
    NAMES1(RR_SEVRO),
    NAMES4(RR_CASSIUS, RR_MUSTANG, RR_THE_JACKAL, RR_NERO),
    NAMES2(RR_OCTAVIA, RR_CASSIUS),
    NAMES3(RR_CASSIUS, RR_KARNUS, RR_OCTAVIA),
    NAMES1(RR_LYSANDER),
    NAMES1(RR_MUSTANG),
    NAMES2(RR_ROQUE, RR_OCTAVIA),
    NAMES2(RR_VICTRA, RR_THE_HOWLERS),
    NAMES2(RR_OCTAVIA, RR_DARROW),
    NAMES3(RR_THE_HOWLERS, RR_SEVRO, RR_DARROW),
    NAMES1(RR_DARROW),  /* 25: Evey's helping name */
    NAMES1(RR_CASSIUS), /* 26: Karnus' */
};
/* By card: its row of name_sets for the names seen (0: none) ... */
static const uint8_t seen_row[RR_CARD_COUNT] = {
    [RR_ALFRUN] = 1, [RR_JOPHO] = 2, [RR_HELGA] = 3, [RR_ORION] = 3, [RR_THE_TELEMANUSES] = 3,
    [RR_RAGNAR] = 4, [RR_SEFI] = 5, [RR_CALLIOPE] = 6, [RR_BONERIDERS] = 6, [RR_EVEY] = 7,
    [RR_MATTEO] = 8, [RR_MORNING_STAR] = 9, [RR_THE_PAX] = 10, [RR_LAWYER] = 11, [RR_AJA] = 12,
    [RR_ANTONIA] = 13, [RR_CASSIUS] = 14, [RR_FITCHNER] = 15, [RR_THE_HOWLERS] = 15, [RR_KARNUS] = 16,
    [RR_LYSANDER] = 17, [RR_NERO] = 18, [RR_OCTAVIA] = 19, [RR_PAX_AU_TELEMANUS] = 20, [RR_ROMULUS] = 21,
    [RR_SEVRO] = 22, [RR_TACTUS] = 23, [RR_THE_JACKAL] = 23, [RR_VICTRA] = 24,
};
/* ... and for the names helping (Nero, Romulus and the Jackal: only losses). */
static const uint8_t helping_row[RR_CARD_COUNT] = {
    [RR_ALFRUN] = 1, [RR_JOPHO] = 2, [RR_HELGA] = 3, [RR_ORION] = 3, [RR_THE_TELEMANUSES] = 3,
    [RR_RAGNAR] = 4, [RR_SEFI] = 5, [RR_CALLIOPE] = 6, [RR_BONERIDERS] = 6, [RR_EVEY] = 25,
    [RR_MATTEO] = 8, [RR_MORNING_STAR] = 9, [RR_THE_PAX] = 10, [RR_LAWYER] = 11, [RR_AJA] = 12,
    [RR_ANTONIA] = 6, [RR_CASSIUS] = 14, [RR_FITCHNER] = 15, [RR_THE_HOWLERS] = 15, [RR_KARNUS] = 26,
    [RR_LYSANDER] = 17, [RR_OCTAVIA] = 19, [RR_PAX_AU_TELEMANUS] = 20,
    [RR_SEVRO] = 22, [RR_TACTUS] = 23, [RR_VICTRA] = 24,
};
static const uint64_t *names_seen(int card) { return name_sets[seen_row[card]]; }
static bool reads_names(int card) { return seen_row[card] != 0; }
static const uint64_t *names_helping(int card) { return name_sets[helping_row[card]]; }

void rr_pins_clear(rr_pins *pins) {
    memset(pins->as, -1, sizeof pins->as);
    memset(pins->also, -1, sizeof pins->also);
}

static bool has_name(const uint64_t names[2], int card) { return names[card >> 6] >> (card & 63) & 1; }
static void add_name(uint64_t names[2], int card) { names[card >> 6] |= (uint64_t)1 << (card & 63); }
static void drop_name(uint64_t names[2], int card) { names[card >> 6] &= ~((uint64_t)1 << (card & 63)); }

/* A color-reading clause, tabulated: its points by idx, which the spread of the Grays
 * over the color classes moves (see class_step). */
typedef struct color_reader {
    uint8_t card, kind;
    int idx;
    int last_class;            /* the last class that moves idx (-1: none) */
    int16_t table[64];
    int16_t most[64];          /* most[i]: the highest table entry at i or after (idx only grows) */
} color_reader;

/* A class of extra colors every color-reading clause of the hand treats alike. */
typedef struct color_class {
    int size, absent;          /* colors in it; how many of them no fixed card has */
    bool new_for_mustang;      /* its colors are not among Mustang's other cards */
    uint8_t first;             /* its lowest color */
    uint8_t color[RR_COLOR_COUNT];
    int links;
    uint8_t reader[MAX_READERS], weight[MAX_READERS]; /* READS_ALIKE: 1; READS_PAIR: 8 (first color) or 1 */
    uint8_t step[MAX_READERS][8];                      /* by link and Grays put in: idx's move */
} color_class;

typedef struct pattern {
    int value;                 /* best points of the name-only clauses and Codebreaker */
    int size;
    uint8_t names[8];          /* the name set that gave it (at most 7 Oranges) */
    bool codebreaker_met;
} pattern;

typedef struct search {
    hand_eval h;
    /* read with the hand: the names of the cards whose names are not searched (all
     * but the Oranges searched), and the colors of the cards other than Mustang */
    uint64_t hand_fixed[2];
    bool mustang;
    uint16_t mustang_others;                 /* set by small_choices when a Gray is searched and Mustang in hand */
    int oranges, grays;                      /* not pinned: searched */
    uint8_t orange[RR_CARD_COUNT], gray[RR_CARD_COUNT];
    int constant;                            /* points of the clauses no choice changes */
    /* names */
    int name_readers;
    uint8_t name_reader[MAX_READERS];
    bool codebreaker;
    int wanted_count;
    uint8_t wanted[MAX_WANTED];
    uint32_t wanted_bit[MAX_WANTED];         /* its bit in a pattern key, or 0 */
    uint64_t fixed_names[2];
    uint32_t fixed_letters, free_letters;
    bool fixed_letters_differ;
    int8_t letter_name[32];                  /* a name no clause sees, by free first letter */
    int chosen_count;
    uint8_t chosen[RR_CARD_COUNT];
    int pattern_bits, patterns;
    int16_t pattern_at[1 << MAX_PATTERN_BITS];
    pattern pattern[1 << MAX_PATTERN_BITS];
    /* colors */
    int readers, coupled_from;               /* readers[coupled_from..] also read names */
    color_reader reader[MAX_READERS];
    int classes;
    color_class klass[RR_COLOR_COUNT];
    int take[RR_COLOR_COUNT], best_take[RR_COLOR_COUNT];
    int color_best;
    bool color_found;
    int new_count;                           /* colors Mustang's other cards lack */
    uint8_t new_colors[RR_COLOR_COUNT];
} search;

/* ---- names ---- */

static uint32_t letter_mask(int card) { return (uint32_t)1 << name_letter(card); }

/* The current name set: the name-only clauses, Codebreaker, into its pattern. */
static void record_name_set(search *s, uint32_t key, uint32_t letters, bool letters_ok) {
    int v = 0;
    for (int i = 0; i < s->name_readers; i++) v += card_points(&s->h, s->name_reader[i]);
    bool met = false;
    if (s->codebreaker) {
        int others = s->oranges - s->chosen_count;
        met = s->fixed_letters_differ && letters_ok && __builtin_popcount(s->free_letters & ~letters) >= others;
        if (met) v += CODEBREAKER_POINTS;
    }
    int at = s->pattern_at[key];
    if (at < 0) {
        at = s->pattern_at[key] = (int16_t)s->patterns++;
        s->pattern[at].value = v - 1;
    }
    pattern *p = &s->pattern[at];
    if (v > p->value) {
        p->value = v;
        p->size = s->chosen_count;
        memcpy(p->names, s->chosen, (size_t)s->chosen_count);
        p->codebreaker_met = met;
    }
}

static void name_search(search *s, int from, uint32_t key, uint32_t letters, bool letters_ok) {
    record_name_set(s, key, letters, letters_ok);
    if (s->chosen_count == s->oranges) return;
    for (int j = from; j < s->wanted_count; j++) {
        int n = s->wanted[j];
        uint32_t l = letter_mask(n);
        add_name(s->h.names, n);
        s->chosen[s->chosen_count++] = (uint8_t)n;
        name_search(s, j + 1, key | s->wanted_bit[j], letters | l, letters_ok && !((s->fixed_letters | letters) & l));
        s->chosen_count--;
        drop_name(s->h.names, n);
    }
}

/* ---- colors ---- */

static void gray_extra(search *s, int k, int color) {
    int c = s->gray[k];
    if (color != RR_GRAY) {
        s->h.mask[c] |= COLOR_BIT(color);
        s->h.color_count[color]++;
    }
}
static void gray_plain(search *s, int k) {
    int c = s->gray[k];
    uint16_t extra = (uint16_t)(s->h.mask[c] & ~COLOR_BIT(RR_GRAY));
    if (extra) s->h.color_count[__builtin_ctz(extra)]--;
    s->h.mask[c] = COLOR_BIT(RR_GRAY);
}

/* Tabulates reader r's points: by how many Grays took one of its colors (alike), by
 * the counts of its two colors (8 * first + second), by Mustang's new colors, or
 * (4D Painter) its points with no repeated color at idx 0. */
static void tabulate(search *s, color_reader *r, uint16_t colors, const uint8_t *new_colors, int new_count) {
    int g = s->grays;
    /* idx never passes top (8 per Gray on a pair's first color, else 1 per Gray):
     * only the entries up to it are filled and read; those above count as 0 */
    int top = r->kind == READS_PAIR ? 8 * g : g;
    if (top > 63) top = 63;
    memset(r->table, 0, (size_t)(top + 1) * sizeof r->table[0]);
    switch (r->kind) {
    case READS_ALIKE: /* the Grays take its color one more at a time */
        for (int k = 0; k <= g; k++) {
            r->table[k] = (int16_t)card_points(&s->h, r->card);
            if (k < g) gray_extra(s, k, __builtin_ctz(colors));
        }
        for (int j = 0; j < g; j++) gray_plain(s, j);
        break;
    case READS_PAIR: {
        int a = __builtin_ctz(colors), b = 15 - __builtin_clz((unsigned)colors << 16);
        for (int ka = 0; ka <= g; ka++)
            for (int kb = 0; ka + kb <= g; kb++) {
                for (int j = 0; j < ka + kb; j++) gray_extra(s, j, j < ka ? a : b);
                r->table[8 * ka + kb] = (int16_t)card_points(&s->h, r->card);
                for (int j = 0; j < ka + kb; j++) gray_plain(s, j);
            }
        break;
    }
    case READS_MUSTANG: {
        int last = g < new_count ? g : new_count;
        for (int d = 0; d <= last; d++) {
            r->table[d] = (int16_t)card_points(&s->h, r->card);
            if (d < last) gray_extra(s, d, new_colors[d]);
        }
        for (int j = 0; j < last; j++) gray_plain(s, j);
        break;
    }
    default: /* READS_PAINTER: a repeated color scores nothing */
        r->table[0] = (int16_t)card_points(&s->h, r->card);
        break;
    }
    int16_t most = top < 63 ? 0 : INT16_MIN; /* the entries above top */
    for (int i = top; i >= 0; i--) {
        if (r->table[i] > most) most = r->table[i];
        r->most[i] = most;
    }
}

/* How much putting m Grays into class k moves reader r's idx. */
static int class_step(const search *s, const color_class *k, int link, int m) {
    const color_reader *r = &s->reader[k->reader[link]];
    switch (r->kind) {
    case READS_MUSTANG: return k->new_for_mustang ? (m < k->size ? m : k->size) : 0;
    case READS_PAINTER: return m > k->absent ? m - k->absent : 0;
    default: return k->weight[link] * m;
    }
}

/* Spreads `left` Grays over classes k.. . best_here is an upper bound of every spread
 * below: each clause at its table's best from its idx on while a later class can still
 * move it, its table entry once no class can. At the last class it is the total. */
static void color_search(search *s, int k, int left, int best_here) {
    if (best_here <= s->color_best) return;
    if (k == s->classes) {
        s->color_best = best_here;
        s->color_found = true;
        memcpy(s->best_take, s->take, sizeof s->take);
        return;
    }
    if (left == 0) {
        /* no Gray left: the classes below take none and move nothing, so the spread's
         * total is every clause's table entry now (what the bound comes down to) */
        int total = 0;
        for (int i = 0; i < s->readers; i++) total += s->reader[i].table[s->reader[i].idx];
        if (total > s->color_best) {
            s->color_best = total;
            s->color_found = true;
            memcpy(s->best_take, s->take, sizeof s->take);
        }
        return;
    }
    color_class *cl = &s->klass[k];
    int before = 0; /* the links' share of best_here */
    for (int i = 0; i < cl->links; i++) before += s->reader[cl->reader[i]].most[s->reader[cl->reader[i]].idx];
    for (int m = 0; m <= left; m++) {
        s->take[k] = m;
        int after = 0;
        for (int i = 0; i < cl->links; i++) { /* idx moves from m - 1 Grays' step to m's */
            color_reader *r = &s->reader[cl->reader[i]];
            r->idx += cl->step[i][m] - (m ? cl->step[i][m - 1] : 0);
            after += r->last_class > k ? r->most[r->idx] : r->table[r->idx];
        }
        color_search(s, k + 1, left - m, best_here - before + after);
    }
    for (int i = 0; i < cl->links; i++) s->reader[cl->reader[i]].idx -= cl->step[i][left];
    s->take[k] = 0;
}

/* The bound at the first class: every clause at its table's best. */
static int color_bound(const search *s) {
    int v = 0;
    for (int i = 0; i < s->readers; i++) {
        const color_reader *r = &s->reader[i];
        v += r->last_class >= 0 ? r->most[r->idx] : r->table[r->idx];
    }
    return v;
}

/* Do colors a and b look the same to every color-reading clause of the hand? */
static bool same_class(const search *s, int a, int b, const uint16_t *interest, uint16_t mustang_new) {
    for (int i = 0; i < s->readers; i++) {
        const color_reader *r = &s->reader[i];
        bool sa = interest[i] >> a & 1, sb = interest[i] >> b & 1;
        if (r->kind == READS_ALIKE && sa != sb) return false;
        if (r->kind == READS_PAIR && (sa || sb)) return false;
    }
    return (mustang_new >> a & 1) == (mustang_new >> b & 1);
}

/* ---- the hand ---- */

/* Sorts the hand's clauses: scored once, name-only, color-reading, coupled (last). */
static void sort_clauses(search *s, uint16_t *interest) {
    hand_eval *h = &s->h;
    int coupled = 0;
    uint8_t coupled_card[MAX_READERS];
    for (int i = 0; i < h->n; i++) {
        int c = h->cards[i];
        uint16_t colors;
        int kind = color_interest(c, &colors);
        bool reads_colors = s->grays && kind != READS_NO_COLOR;
        bool names = s->oranges && reads_names(c);
        if (c == RR_CODEBREAKER && s->oranges) {
            s->codebreaker = true;
        } else if (!reads_colors && !names) {
            s->constant += card_points(h, c);
        } else if (!reads_colors) {
            s->name_reader[s->name_readers++] = (uint8_t)c;
        } else if (!names) {
            interest[s->readers] = colors;
            s->reader[s->readers].card = (uint8_t)c;
            s->reader[s->readers++].kind = (uint8_t)kind;
        } else {
            coupled_card[coupled++] = (uint8_t)c;
        }
    }
    s->coupled_from = s->readers;
    for (int i = 0; i < coupled; i++) {
        uint16_t colors;
        int kind = color_interest(coupled_card[i], &colors);
        interest[s->readers] = colors;
        s->reader[s->readers].card = coupled_card[i];
        s->reader[s->readers++].kind = (uint8_t)kind;
    }
}

/* Codebreaker: the fixed cards' first letters, and the letters of names no clause
 * sees and no fixed card has, free for the Oranges outside the name set. */
static void prepare_letters(search *s, const uint64_t *seen) {
    hand_eval *h = &s->h;
    s->fixed_letters = 0;
    s->fixed_letters_differ = true;
    uint64_t searched[2] = {0, 0};
    for (int k = 0; k < s->oranges; k++) add_name(searched, s->orange[k]);
    for (int i = 0; i < h->n; i++) {
        int c = h->cards[i];
        if (has_name(searched, c)) continue;
        uint32_t l = letter_mask(h->name[c]);
        if (s->fixed_letters & l) s->fixed_letters_differ = false;
        s->fixed_letters |= l;
    }
    /* the names neither seen nor fixed, lowest id first: the first of each letter stays */
    for (int l = 0; l < 27; l++) {
        if (s->fixed_letters >> l & 1) continue;
        const uint64_t *with = names_with_letter(l);
        uint64_t lo = with[0] & ~(seen[0] | s->fixed_names[0]), hi = with[1] & ~(seen[1] | s->fixed_names[1]);
        if (!(lo | hi)) continue;
        s->free_letters |= (uint32_t)1 << l;
        s->letter_name[l] = (int8_t)(lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(hi));
    }
}

/* The names worth giving (seen by a clause, no fixed card has them), the letters
 * Codebreaker may still use, and the pattern bits of the coupled clauses' names. */
static void prepare_names(search *s) {
    hand_eval *h = &s->h;
    uint64_t seen[2] = {0, 0}, helping[2] = {0, 0}, coupled_names[2] = {0, 0};
    for (int i = 0; i < h->n; i++) {
        const uint64_t *sees = names_seen(h->cards[i]), *helps = names_helping(h->cards[i]);
        seen[0] |= sees[0], seen[1] |= sees[1];
        helping[0] |= helps[0], helping[1] |= helps[1];
    }
    for (int i = s->coupled_from; i < s->readers; i++) {
        const uint64_t *sees = names_seen(s->reader[i].card);
        coupled_names[0] |= sees[0], coupled_names[1] |= sees[1];
    }
    s->wanted_count = 0;
    s->pattern_bits = 0;
    s->free_letters = 0;
    if (s->codebreaker) prepare_letters(s, seen);
    /* a name that only lowers points is never worth giving, unless Codebreaker could
     * run short of free first letters without it */
    bool short_of_letters = s->codebreaker && __builtin_popcount(s->free_letters) < 2 * s->oranges;
    const uint64_t *worth = short_of_letters ? seen : helping;
    uint64_t wanted[2] = {worth[0] & ~s->fixed_names[0], worth[1] & ~s->fixed_names[1]};
    for (int w = 0; w < 2; w++)
        for (uint64_t m = wanted[w]; m && s->wanted_count < MAX_WANTED; m &= m - 1) {
            int n = 64 * w + __builtin_ctzll(m);
            s->wanted_bit[s->wanted_count] = 0;
            if (has_name(coupled_names, n) && s->pattern_bits < MAX_PATTERN_BITS)
                s->wanted_bit[s->wanted_count] = (uint32_t)1 << s->pattern_bits++;
            s->wanted[s->wanted_count++] = (uint8_t)n;
        }
}

/* The color classes, and each reader's links to them. */
static void prepare_colors(search *s, const uint16_t *interest) {
    hand_eval *h = &s->h;
    s->classes = 0;
    if (!s->readers) return;
    uint16_t all = 0, mustang_others = 0, candidates = 0;
    bool mustang = false;
    for (int i = 0; i < h->n; i++) {
        int c = h->cards[i];
        all |= h->mask[c];
        if (c != RR_MUSTANG) mustang_others |= h->mask[c];
    }
    for (int i = 0; i < s->readers; i++) {
        candidates |= interest[i];
        mustang |= s->reader[i].kind == READS_MUSTANG;
    }
    const uint16_t every = (uint16_t)((1u << RR_COLOR_COUNT) - 1);
    uint16_t mustang_new = mustang ? (uint16_t)(every & ~mustang_others & ~COLOR_BIT(RR_GRAY)) : 0;
    candidates = (uint16_t)((candidates | mustang_new) & ~COLOR_BIT(RR_GRAY));
    s->classes = 0;
    int class_of[RR_COLOR_COUNT];
    for (unsigned m = candidates; m; m &= m - 1) {
        int c = __builtin_ctz(m);
        class_of[c] = -1;
        for (int k = 0; k < s->classes && class_of[c] < 0; k++)
            if (same_class(s, c, s->klass[k].first, interest, mustang_new)) class_of[c] = k;
        if (class_of[c] < 0) {
            color_class *k = &s->klass[class_of[c] = s->classes++];
            k->size = k->absent = 0;
            k->first = (uint8_t)c;
            k->new_for_mustang = mustang_new >> c & 1;
        }
    }
    /* members: colors no card has first (4D Painter), then the others */
    for (int pass = 0; pass < 2; pass++)
        for (unsigned m = candidates & (pass == 0 ? ~(unsigned)all : all); m; m &= m - 1) {
            int c = __builtin_ctz(m);
            color_class *k = &s->klass[class_of[c]];
            k->color[k->size++] = (uint8_t)c;
            if (pass == 0) k->absent++;
        }
    for (int i = 0; i < s->readers; i++) s->reader[i].last_class = -1;
    for (int k = 0; k < s->classes; k++) {
        color_class *cl = &s->klass[k];
        int first = cl->color[0];
        cl->links = 0;
        for (int i = 0; i < s->readers; i++) {
            const color_reader *r = &s->reader[i];
            int weight = 0;
            if (r->kind == READS_MUSTANG || r->kind == READS_PAINTER) weight = 1;
            else if (r->kind == READS_ALIKE) weight = interest[i] >> first & 1;
            else if (interest[i] >> first & 1) weight = first == __builtin_ctz(interest[i]) ? 8 : 1;
            if (!weight) continue;
            cl->reader[cl->links] = (uint8_t)i;
            cl->weight[cl->links] = (uint8_t)weight;
            for (int m = 0; m <= s->grays; m++) cl->step[cl->links][m] = (uint8_t)class_step(s, cl, cl->links, m);
            cl->links++;
            s->reader[i].last_class = k;
        }
    }
    /* the readers' tables (the coupled ones again for each name pattern) */
    uint8_t new_colors[RR_COLOR_COUNT];
    int new_count = 0;
    for (int c = 0; c < RR_COLOR_COUNT; c++)
        if (mustang_new >> c & 1) new_colors[new_count++] = (uint8_t)c;
    for (int i = 0; i < s->readers; i++) {
        s->reader[i].idx = 0;
        tabulate(s, &s->reader[i], interest[i], new_colors, new_count);
    }
    s->new_count = new_count;
    memcpy(s->new_colors, new_colors, sizeof new_colors);
}

/* The chosen names and colors, back in the hand. */
static void apply_best(search *s, const pattern *p, const int *take) {
    hand_eval *h = &s->h;
    uint32_t letters = 0;
    for (int k = 0; k < p->size; k++) letters |= letter_mask(p->names[k]);
    uint32_t free = s->free_letters & ~letters;
    for (int k = 0; k < s->oranges; k++) {
        int c = s->orange[k];
        if (k < p->size) {
            h->name[c] = p->names[k];
        } else if (p->codebreaker_met) {
            int l = __builtin_ctz(free);
            free &= free - 1;
            h->name[c] = (uint8_t)s->letter_name[l];
        } else {
            h->name[c] = (uint8_t)c;
        }
    }
    int j = 0;
    for (int k = 0; k < s->classes; k++) {
        const color_class *cl = &s->klass[k];
        for (int t = 0; t < take[k]; t++) {
            int color = cl->color[t < cl->size ? t : cl->size - 1];
            h->mask[s->gray[j++]] = (uint16_t)(COLOR_BIT(RR_GRAY) | COLOR_BIT(color));
        }
    }
    for (; j < s->grays; j++) h->mask[s->gray[j]] = COLOR_BIT(RR_GRAY);
}

static void optimize(search *s) {
    hand_eval *h = &s->h;
    /* the fixed cards' names (the searched Oranges have none yet), kept as the hand
     * was read */
    s->fixed_names[0] = s->hand_fixed[0];
    s->fixed_names[1] = s->hand_fixed[1];
    h->names[0] = s->fixed_names[0];
    h->names[1] = s->fixed_names[1];
    uint16_t interest[MAX_READERS];
    s->constant = 0;
    s->name_readers = s->readers = 0;
    s->codebreaker = false;
    sort_clauses(s, interest);
    prepare_names(s);
    prepare_colors(s, interest);
    /* names, by pattern */
    for (int i = 0; i < 1 << s->pattern_bits; i++) s->pattern_at[i] = -1;
    s->patterns = 0;
    s->chosen_count = 0;
    if (s->name_readers || s->codebreaker || s->coupled_from < s->readers) {
        name_search(s, 0, 0, 0, true);
    } else { /* no clause reads names: the Oranges keep theirs */
        s->patterns = 1;
        s->pattern[0].value = 0;
        s->pattern[0].size = 0;
        s->pattern[0].codebreaker_met = false;
    }
    /* colors, once per pattern */
    int best = INT32_MIN, best_pattern = 0, best_take[RR_COLOR_COUNT] = {0};
    for (int p = 0; p < s->patterns; p++) {
        const pattern *pt = &s->pattern[p];
        for (int k = 0; k < pt->size; k++) add_name(h->names, pt->names[k]);
        if (p > 0)
            for (int i = s->coupled_from; i < s->readers; i++)
                tabulate(s, &s->reader[i], interest[i], s->new_colors, s->new_count);
        /* only a spread beating the best so far matters (ties keep the earlier) */
        s->color_best = best == INT32_MIN ? INT32_MIN : best - pt->value;
        s->color_found = false;
        memset(s->take, 0, sizeof s->take);
        color_search(s, 0, s->grays, color_bound(s));
        int total = pt->value + s->color_best;
        if (s->color_found && total > best) {
            best = total;
            best_pattern = p;
            memcpy(best_take, s->best_take, sizeof best_take);
        }
        for (int k = 0; k < pt->size; k++) drop_name(h->names, pt->names[k]);
    }
    apply_best(s, &s->pattern[best_pattern], best_take);
}

/* ---- one or two wild cards, no Codebreaker: every candidate tried directly ----
 * An Orange tries its own name and every name a clause in hand gains from that no
 * fixed card has; a Gray tries no extra color and every color a clause in hand looks
 * for (with Mustang, every color its other cards lack). Any other choice is never
 * better (the same reasons as the split search). A clause is scored only for the
 * choices it reads (single_optimize, pair_optimize), and the first best choice (pair,
 * in the order below) wins, as when every try scored every clause. */
typedef struct small_search {
    int wild[2], count[2];
    uint16_t colors;                   /* a Gray's choices but the first, as a set */
    uint8_t choice[2][RR_CARD_COUNT + 1];
    int readers;
    uint8_t reader[RR_CARD_COUNT];
} small_search;

static void small_choices(search *s, small_search *q) {
    hand_eval *h = &s->h;
    uint64_t helping[2] = {0, 0};
    const uint64_t *fixed = s->hand_fixed;
    uint16_t colors = 0, mustang_others = 0;
    bool mustang = false;
    int wilds = 0;
    if (s->grays && s->mustang) { /* read only for Mustang's clause */
        /* the colors some card has; Mustang is a Gold: the others have Gold unless
         * Mustang is the only one */
        for (int k = 0; k < RR_COLOR_COUNT; k++) mustang_others |= (uint16_t)((h->color_count[k] > 0) << k);
        if (s->mustang && h->color_count[RR_GOLD] == 1) mustang_others &= (uint16_t)~COLOR_BIT(RR_GOLD);
    }
    s->mustang_others = mustang_others;
    for (int k = 0; k < s->oranges; k++) q->wild[wilds++] = s->orange[k];
    for (int k = 0; k < s->grays; k++) q->wild[wilds++] = s->gray[k];
    q->readers = 0;
    for (int i = 0; i < h->n; i++) {
        int c = h->cards[i];
        bool names = reads_names(c), reads_colors = color_kind[c] || colors_seen[c];
        if (!names && !reads_colors) continue;
        bool reads = false;
        if (s->oranges) {
            const uint64_t *helps = names_helping(c);
            reads |= names;
            helping[0] |= helps[0], helping[1] |= helps[1];
        }
        if (s->grays) {
            colors |= colors_seen[c];
            mustang |= c == RR_MUSTANG;
            reads |= reads_colors;
        }
        if (reads) q->reader[q->readers++] = (uint8_t)c;
    }
    if (mustang) colors |= (uint16_t)(((1u << RR_COLOR_COUNT) - 1) & ~mustang_others);
    colors &= (uint16_t)~COLOR_BIT(RR_GRAY);
    q->colors = colors;
    for (int w = 0; w < wilds; w++) {
        int c = q->wild[w], n = 0;
        if (rr_cards[c].color == RR_ORANGE) {
            q->choice[w][n++] = (uint8_t)c;
            for (int part = 0; part < 2; part++)
                for (uint64_t m = helping[part] & ~fixed[part]; m; m &= m - 1)
                    q->choice[w][n++] = (uint8_t)(64 * part + __builtin_ctzll(m));
        } else {
            q->choice[w][n++] = RR_GRAY;
            for (unsigned m = colors; m; m &= m - 1) q->choice[w][n++] = (uint8_t)__builtin_ctz(m);
        }
        q->count[w] = n;
    }
    if (wilds == 1) q->count[1] = 1, q->wild[1] = -1, q->choice[1][0] = 0;
}

/* Gives wild card c choice x (a name for an Orange, an extra color for a Gray). */
static void small_set(hand_eval *h, int c, int x) {
    if (rr_cards[c].color == RR_ORANGE) {
        h->name[c] = (uint8_t)x;
    } else {
        uint16_t extra = (uint16_t)(h->mask[c] & ~COLOR_BIT(RR_GRAY));
        if (extra) h->color_count[__builtin_ctz(extra)]--;
        h->mask[c] = (uint16_t)(COLOR_BIT(RR_GRAY) | (x == RR_GRAY ? 0 : COLOR_BIT(x)));
        if (x != RR_GRAY) h->color_count[x]++;
    }
}

/* One wild card: a clause's points change only with choices it looks for, so each
 * clause is scored once without the choice and once per kind of choice it tells apart
 * (an alike clause: any of its colors; Mustang: any new color; a name: that name). */
static void single_optimize(search *s, const small_search *q) {
    hand_eval *h = &s->h;
    int c = q->wild[0], count = q->count[0];
    bool orange = rr_cards[c].color == RR_ORANGE;
    /* each choice's change to the total, clause by clause over the choices it reads */
    int change[RR_CARD_COUNT + 1];
    int best = 0; /* the first choice changes nothing; a later one only when it does better */
    if (orange) {
        memset(change, 0, (size_t)count * sizeof change[0]);
        uint64_t choices[2] = {0, 0};
        uint8_t index_of[RR_CARD_COUNT];
        for (int k = 1; k < count; k++) {
            add_name(choices, q->choice[0][k]);
            index_of[q->choice[0][k]] = (uint8_t)k;
        }
        for (int r = 0; r < q->readers; r++) {
            int card = q->reader[r], base = INT32_MIN;
            const uint64_t *sees = names_seen(card);
            for (int part = 0; part < 2; part++)
                for (uint64_t m = sees[part] & choices[part]; m; m &= m - 1) {
                    int n = 64 * part + __builtin_ctzll(m);
                    if (base == INT32_MIN) base = card_points(h, card);
                    small_set(h, c, n);
                    add_name(h->names, n);
                    change[index_of[n]] += card_points(h, card) - base;
                    drop_name(h->names, n);
                    small_set(h, c, c);
                }
        }
    } else {
        uint16_t others = s->mustang_others, choices = q->colors;
        int by_color[RR_COLOR_COUNT] = {0};
        for (int r = 0; r < q->readers; r++) {
            int card = q->reader[r];
            uint16_t interest, seen;
            int kind = color_interest(card, &interest);
            bool alike = kind == READS_ALIKE || kind == READS_MUSTANG; /* one value for all it sees */
            seen = kind == READS_ALIKE     ? interest
                   : kind == READS_MUSTANG ? (uint16_t)~others
                   : kind == READS_PAIR    ? interest
                   : kind == READS_PAINTER ? choices
                                           : 0;
            seen &= choices;
            if (!seen) continue;
            int base = card_points(h, card);
            if (alike) {
                small_set(h, c, __builtin_ctz(seen));
                int d = card_points(h, card) - base;
                for (unsigned m = seen; m; m &= m - 1) by_color[__builtin_ctz(m)] += d;
            } else {
                for (unsigned m = seen; m; m &= m - 1) {
                    small_set(h, c, __builtin_ctz(m));
                    by_color[__builtin_ctz(m)] += card_points(h, card) - base;
                }
            }
            small_set(h, c, RR_GRAY);
        }
        for (int k = 1, most = 0; k < count; k++)
            if (by_color[q->choice[0][k]] > most) most = by_color[q->choice[0][k]], best = k;
    }
    if (orange)
        for (int k = 1; k < count; k++)
            if (change[k] > change[best]) best = k;
    small_set(h, c, q->choice[0][best]);
}

/* Two wild cards, each pair of choices summed from what changed: a clause's points
 * move only with the choices it reads (names it looks for; for a Gray, the colors its
 * kind tells apart: an alike clause's colors, Mustang's new colors, a pair's two
 * colors, any color for 4D Painter). A pair's total is the clauses' total with both
 * first choices, plus for each clause reading either choice its change: scored with
 * that one choice (kept per clause and choice; an alike clause's points are the same
 * for all its colors), or with both (two Grays on an alike clause's colors: kept
 * once). The pairs are visited in small_optimize's order with the same totals, so the
 * same pair wins. false: more clauses or choices than the bit sets hold. */
#define PAIR_READERS 32
#define PAIR_CHOICES 64
static bool pair_optimize(search *s, const small_search *q, const uint64_t fixed[2]) {
    hand_eval *h = &s->h;
    int readers = q->readers;
    if (readers > PAIR_READERS || q->count[0] > PAIR_CHOICES || q->count[1] > PAIR_CHOICES) return false;
    bool orange[2] = {rr_cards[q->wild[0]].color == RR_ORANGE, rr_cards[q->wild[1]].color == RR_ORANGE};
    uint16_t mustang_others = s->mustang_others;
    uint16_t sees_color[PAIR_READERS];
    uint64_t sees_name[PAIR_READERS][2];
    /* alike: one Gray or two on its colors score the same whichever they are; same_one:
     * one Gray does (an alike clause; Mustang, for any new color) */
    bool alike[PAIR_READERS], same_one[PAIR_READERS];
    int16_t base[PAIR_READERS], one[2][PAIR_READERS][PAIR_CHOICES], one_alike[2][PAIR_READERS],
        both_alike[PAIR_READERS];
    int base_total = 0;
    for (int r = 0; r < readers; r++) {
        int c = q->reader[r];
        uint16_t colors;
        int kind = color_interest(c, &colors);
        alike[r] = kind == READS_ALIKE;
        same_one[r] = kind == READS_ALIKE || kind == READS_MUSTANG;
        sees_color[r] = kind == READS_MUSTANG   ? (uint16_t)~mustang_others
                        : kind == READS_PAINTER ? (uint16_t)0xffff
                                                : colors;
        sees_color[r] &= (uint16_t)~COLOR_BIT(RR_GRAY);
        sees_name[r][0] = names_seen(c)[0];
        sees_name[r][1] = names_seen(c)[1];
        base[r] = (int16_t)card_points(h, c);
        base_total += base[r];
        one_alike[0][r] = one_alike[1][r] = both_alike[r] = INT16_MIN;
    }
    /* sees[w][x]: the clauses reading choice x of wild card w, found clause by clause
     * from the names or colors each reads */
    uint32_t sees[2][PAIR_CHOICES];
    for (int w = 0; w < 2; w++) {
        sees[w][0] = 0;
        if (orange[w]) {
            uint64_t chosen[2] = {0, 0};
            uint8_t index_of[RR_CARD_COUNT];
            for (int x = 1; x < q->count[w]; x++) {
                sees[w][x] = 0;
                add_name(chosen, q->choice[w][x]);
                index_of[q->choice[w][x]] = (uint8_t)x;
            }
            for (int r = 0; r < readers; r++)
                for (int part = 0; part < 2; part++)
                    for (uint64_t m = sees_name[r][part] & chosen[part]; m; m &= m - 1)
                        sees[w][index_of[64 * part + __builtin_ctzll(m)]] |= (uint32_t)1 << r;
        } else {
            uint32_t by_color[16] = {0};
            for (int r = 0; r < readers; r++)
                for (unsigned m = sees_color[r]; m; m &= m - 1) by_color[__builtin_ctz(m)] |= (uint32_t)1 << r;
            for (int x = 1; x < q->count[w]; x++) sees[w][x] = by_color[q->choice[w][x]];
        }
    }
    int at[2] = {0, 0}; /* the choices set in the hand now: the first ones */
    /* the hand's names change only with an Orange's choice: set again only then */
#define SET_PAIR(a, b)                                                                   \
    do {                                                                                 \
        bool renamed = false;                                                            \
        if (at[0] != (a)) small_set(h, q->wild[0], q->choice[0][at[0] = (a)]), renamed |= orange[0]; \
        if (at[1] != (b)) small_set(h, q->wild[1], q->choice[1][at[1] = (b)]), renamed |= orange[1]; \
        if (renamed) {                                                                   \
            h->names[0] = fixed[0];                                                      \
            h->names[1] = fixed[1];                                                      \
            add_name(h->names, h->name[q->wild[0]]);                                     \
            add_name(h->names, h->name[q->wild[1]]);                                     \
        }                                                                                \
    } while (0)
    /* each choice alone (the other wild card at its first): its clauses' change */
    int change[2][PAIR_CHOICES];
    uint32_t reads[2] = {0, 0};
    for (int w = 0; w < 2; w++) {
        change[w][0] = 0;
        for (int x = 1; x < q->count[w]; x++) {
            int d = 0;
            reads[w] |= sees[w][x];
            for (uint32_t m = sees[w][x]; m; m &= m - 1) {
                int r = __builtin_ctz(m);
                int16_t *slot = same_one[r] && !orange[w] ? &one_alike[w][r] : &one[w][r][x];
                if (!same_one[r] || orange[w] || *slot == INT16_MIN) {
                    if (w) SET_PAIR(0, x);
                    else SET_PAIR(x, 0);
                    *slot = (int16_t)card_points(h, q->reader[r]);
                }
                d += *slot - base[r];
            }
            change[w][x] = d;
        }
    }
    int best = INT32_MIN, best_a = 0, best_b = 0;
    bool same_kind = orange[0] == orange[1];
    if (!same_kind && !(reads[0] & reads[1])) {
        /* no clause reads both: the first best of each (the first best pair in order) */
        for (int a = 0; a < q->count[0]; a++)
            if (change[0][a] > change[0][best_a]) best_a = a;
        for (int b = 0; b < q->count[1]; b++)
            if (change[1][b] > change[1][best_b]) best_b = b;
    } else {
        for (int a = 0; a < q->count[0]; a++) {
            /* two of a kind: each pair once, and two Oranges never the same new name */
            int from = !same_kind ? 0 : orange[0] && a > 0 ? a + 1 : a;
            for (int b = from; b < q->count[1]; b++) {
                int v = base_total + change[0][a] + change[1][b];
                /* the clauses reading both choices: their points with both, for the
                 * sum of their changes alone */
                for (uint32_t m = sees[0][a] & sees[1][b]; m; m &= m - 1) {
                    int r = __builtin_ctz(m), points;
                    if (alike[r] && !orange[0] && !orange[1]) { /* two Grays on its colors */
                        if (both_alike[r] == INT16_MIN) {
                            SET_PAIR(a, b);
                            both_alike[r] = (int16_t)card_points(h, q->reader[r]);
                        }
                        points = both_alike[r];
                    } else {
                        SET_PAIR(a, b);
                        points = card_points(h, q->reader[r]);
                    }
                    int16_t alone0 = same_one[r] && !orange[0] ? one_alike[0][r] : one[0][r][a];
                    int16_t alone1 = same_one[r] && !orange[1] ? one_alike[1][r] : one[1][r][b];
                    v += points - alone0 - alone1 + base[r];
                }
                if (v > best) best = v, best_a = a, best_b = b;
            }
        }
    }
    SET_PAIR(best_a, best_b);
#undef SET_PAIR
    return true;
}

static void small_optimize(search *s) {
    hand_eval *h = &s->h;
    small_search q;
    q.wild[0] = q.wild[1] = -1;
    small_choices(s, &q);
    if (q.wild[1] < 0) {
        single_optimize(s, &q);
        return;
    }
    /* the names of the cards but the two: the searched Grays' own names are the same
     * whatever is chosen, and added back as their names are */
    const uint64_t *fixed = s->hand_fixed;
    if (pair_optimize(s, &q, fixed)) return;
    int best = INT32_MIN, best_x[2] = {0, 0};
    /* two Oranges or two Grays are interchangeable: each pair once (and an Orange
     * never needs the other's new name) */
    bool same_kind = rr_cards[q.wild[0]].color == rr_cards[q.wild[1]].color;
    /* an Orange and a Gray: a clause reading only names depends on the Orange's choice
     * alone, one reading only colors on the Gray's; each is scored once per choice,
     * and only the clauses reading both once per pair */
    int only[2][RR_CARD_COUNT + 1] = {{0}}, coupled = 0;
    uint8_t coupled_reader[RR_CARD_COUNT];
    if (same_kind) {
        memcpy(coupled_reader, q.reader, (size_t)q.readers);
        coupled = q.readers;
    } else {
        uint8_t side_reader[2][RR_CARD_COUNT];
        int sides[2] = {0, 0};
        for (int i = 0; i < q.readers; i++) {
            int c = q.reader[i];
            uint16_t colors;
            bool names = reads_names(c), reads_colors = color_interest(c, &colors) != READS_NO_COLOR;
            if (names && reads_colors) coupled_reader[coupled++] = (uint8_t)c;
            else side_reader[names ? 0 : 1][sides[names ? 0 : 1]++] = (uint8_t)c; /* wild 0: the Orange */
        }
        for (int w = 0; w < 2; w++) {
            for (int x = 0; x < q.count[w]; x++) {
                small_set(h, q.wild[w], q.choice[w][x]);
                h->names[0] = fixed[0];
                h->names[1] = fixed[1];
                add_name(h->names, h->name[q.wild[0]]);
                add_name(h->names, h->name[q.wild[1]]);
                for (int i = 0; i < sides[w]; i++) only[w][x] += card_points(h, side_reader[w][i]);
            }
            small_set(h, q.wild[w], q.choice[w][0]);
        }
    }
    for (int a = 0; a < q.count[0]; a++) {
        int xa = q.choice[0][a];
        if (coupled) small_set(h, q.wild[0], xa);
        for (int b = same_kind ? a : 0; b < q.count[1]; b++) {
            if (same_kind && b == a && a > 0 && rr_cards[q.wild[0]].color == RR_ORANGE) continue;
            int xb = q.choice[1][b];
            int v = only[0][a] + only[1][b];
            if (coupled) {
                small_set(h, q.wild[1], xb);
                h->names[0] = fixed[0];
                h->names[1] = fixed[1];
                add_name(h->names, h->name[q.wild[0]]);
                add_name(h->names, h->name[q.wild[1]]);
                for (int i = 0; i < coupled; i++) v += card_points(h, coupled_reader[i]);
            }
            if (v > best) best = v, best_x[0] = xa, best_x[1] = xb;
        }
    }
    small_set(h, q.wild[0], best_x[0]);
    small_set(h, q.wild[1], best_x[1]);
}

/* Could the points of card j change with card c's name or extra color? */
static bool choice_matters(int j, const rr_card_line *line) {
    if (line->as != line->card) {
        if (j == RR_CODEBREAKER || has_name(names_seen(j), line->as)) return true;
    }
    if (line->also < 0) return false;
    uint16_t colors;
    int kind = color_interest(j, &colors);
    return kind == READS_MUSTANG || kind == READS_PAINTER || (colors >> line->also & 1);
}

/* Keeps the cards a choice changed in order: the largest change first, a gain before a
 * loss of the same size, else the one found first. */
static void note_help(rr_card_line *line, int other, int change, int without) {
    int k = RR_CHOICE_HELPS;
    while (k > 0 && line->helped[k - 1] >= RR_CARD_COUNT) k--;
    int size = change < 0 ? -change : change;
    while (k > 0) {
        int prev = line->help[k - 1], prev_size = prev < 0 ? -prev : prev;
        if (prev_size > size || (prev_size == size && (prev > 0 || change < 0))) break;
        if (k < RR_CHOICE_HELPS) {
            line->helped[k] = line->helped[k - 1];
            line->help[k] = line->help[k - 1];
            line->helped_without[k] = line->helped_without[k - 1];
        }
        k--;
    }
    if (k >= RR_CHOICE_HELPS) return;
    line->helped[k] = (uint8_t)other;
    line->help[k] = (int16_t)change;
    line->helped_without[k] = (int16_t)without;
}

/* What line i's name or color was for: the other cards whose points it changed (those
 * cards scored again with the card's own name and color). */
static void explain_choice(hand_eval *h, rr_hand_score *out, int i) {
    rr_card_line *line = &out->line[i];
    int c = line->card;
    if (line->as == c && line->also < 0) return;
    uint64_t names[2] = {h->names[0], h->names[1]};
    uint16_t mask = h->mask[c];
    if (line->as != c) {
        drop_name(h->names, line->as);
        add_name(h->names, c);
        h->name[c] = (uint8_t)c;
    }
    if (line->also >= 0) {
        h->mask[c] = COLOR_BIT(RR_GRAY);
        h->color_count[line->also]--;
    }
    for (int j = 0; j < h->n; j++) {
        int other = h->cards[j];
        if (j == i || !choice_matters(other, line)) continue;
        int without = card_points(h, other), change = out->line[j].points - without;
        if (change) note_help(line, other, change, without);
    }
    h->names[0] = names[0];
    h->names[1] = names[1];
    h->name[c] = line->as;
    if (line->also >= 0) h->color_count[line->also]++;
    h->mask[c] = mask;
}

void rr_score_hand(const rr_board *b, int seat, const rr_pins *pins, rr_hand_score *out) {
    search s;
    score_facts facts;
    hand_eval *h = &s.h;
    h->facts = &facts;
    h->n = 0;
    s.oranges = s.grays = 0;
    int hand = RR_ZONE_HAND + seat;
    int flags = 0, n = 0, pinned = 0; /* flags: card_flags of every card in hand */
    /* the hand's totals (hand_totals) counted on the way */
    int count[RR_COLOR_COUNT] = {0};
    uint64_t names[2] = {0, 0}; /* the cards' but the searched Oranges' */
    uint8_t wild_at[RR_CARD_COUNT]; /* where the hand's Oranges and Grays are in h->cards */
    int wilds = 0;
    for (int i = b->zstart[hand], end = b->zstart[hand + 1]; i < end; i++) {
        int c = b->order[i], color = rr_cards[c].color;
        flags |= card_flags(c);
        h->cards[n++] = (uint8_t)c;
        h->mask[c] = COLOR_BIT(color);
        h->name[c] = (uint8_t)c;
        count[color]++;
        if (color != RR_ORANGE && color != RR_GRAY) {
            add_name(names, c);
            continue;
        }
        wild_at[wilds++] = (uint8_t)(n - 1);
        bool orange = color == RR_ORANGE;
        int pin = pins ? (orange ? pins->as[c] : pins->also[c]) : -1;
        pinned += pin >= 0;
        if (pin >= 0 && orange) h->name[c] = (uint8_t)pin;
        else if (pin >= 0) h->mask[c] = (uint16_t)(COLOR_BIT(RR_GRAY) | COLOR_BIT(pin)), count[pin] += pin != RR_GRAY;
        else if (orange) {
            s.orange[s.oranges++] = (uint8_t)c;
            continue;
        } else s.gray[s.grays++] = (uint8_t)c;
        add_name(names, h->name[c]);
    }
    h->n = n;
    memcpy(h->color_count, count, sizeof count);
    s.hand_fixed[0] = names[0];
    s.hand_fixed[1] = names[1];
    for (int k = 0; k < s.oranges; k++) add_name(names, s.orange[k]);
    h->names[0] = names[0];
    h->names[1] = names[1];
    s.mustang = (flags & HAND_MUSTANG) != 0;
    h->has_artisan_chef = (flags & HAND_ARTISAN_CHEF) != 0;
    bool codebreaker = (flags & HAND_CODEBREAKER) != 0;
    facts_for(b, seat, &facts, flags & FACTS_ALL);
    bool small = s.oranges + s.grays <= 2 && !codebreaker;
    if ((s.oranges || s.grays) && !small) {
        /* nothing to search for when no clause in hand reads names (or colors); the
         * small search finds that alone (no choice but the first) */
        bool names_read = false, colors_read = false;
        for (int i = 0; i < h->n; i++) {
            int c = h->cards[i];
            names_read |= c == RR_CODEBREAKER || reads_names(c);
            colors_read |= color_kind[c] || colors_seen[c];
        }
        if (!names_read) { /* the Oranges keep their names: fixed */
            for (int k = 0; k < s.oranges; k++) add_name(s.hand_fixed, s.orange[k]);
            s.oranges = 0;
        }
        if (!colors_read) s.grays = 0;
        small = s.oranges + s.grays <= 2 && !codebreaker;
    }
    if (s.oranges + s.grays > 0 && small) {
        small_optimize(&s); /* keeps the color totals as it sets the Grays' colors */
        h->names[0] = s.hand_fixed[0];
        h->names[1] = s.hand_fixed[1];
        for (int k = 0; k < s.oranges; k++) add_name(h->names, h->name[s.orange[k]]);
    } else if (s.oranges || s.grays) {
        optimize(&s);
        hand_totals(h);
    }
    int core;
    int bonus = hand_points_parts(h, out->line, &core);
    out->count = n;
    out->core = core;
    out->bonus = bonus;
    /* only an Orange's name or a Gray's color has a reason to explain */
    if (s.oranges + s.grays + pinned)
        for (int k = 0; k < wilds; k++) explain_choice(h, out, wild_at[k]);
}
