/* points.c: every card's end-game points clause. Unless a card says "your cards" or
 * "including", a clause looks at the OTHER cards in hand. Colors: a Gray given an
 * extra color has both. Names: an Orange given another character's name has that name
 * instead of its own. "For each" counts cards (a two-colored card counts once).
 * See docs/RULES.md for the readings. */
#include "points.h"

enum {
    RED = COLOR_BIT(RR_RED), BROWN = COLOR_BIT(RR_BROWN), OBSIDIAN = COLOR_BIT(RR_OBSIDIAN),
    PINK = COLOR_BIT(RR_PINK), GRAY = COLOR_BIT(RR_GRAY), BLUE = COLOR_BIT(RR_BLUE),
    YELLOW = COLOR_BIT(RR_YELLOW), GREEN = COLOR_BIT(RR_GREEN), VIOLET = COLOR_BIT(RR_VIOLET),
    ORANGE = COLOR_BIT(RR_ORANGE), SILVER = COLOR_BIT(RR_SILVER), WHITE = COLOR_BIT(RR_WHITE),
    COPPER = COLOR_BIT(RR_COPPER), GOLD = COLOR_BIT(RR_GOLD)
};

static int popcount16(unsigned x) {
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}

void facts_for(const rr_board *b, int seat, score_facts *f, int needed) {
    memset(f, 0, sizeof *f);
    f->seat = seat;
    f->players = b->players;
    f->helium = b->helium[seat];
    f->fleet = b->fleet[seat];
    f->influence = b->influence[seat];
    f->sovereign = b->sovereign == seat;
    f->most_helium = f->most_fleet = f->most_influence = true;
    for (int p = 0; p < b->players; p++) {
        if (p == seat) continue;
        if (b->helium[p] > f->helium) f->most_helium = false, f->opponent_more_helium = true;
        if (b->fleet[p] > f->fleet) f->most_fleet = false, f->opponent_more_fleet = true;
        if (b->influence[p] > f->influence) f->most_influence = false;
        if (b->influence[p] == f->influence) f->influence_equals_an_opponent = true;
    }
    /* the neutral tokens rank as a third house, as in the Influence row */
    if (b->neutral_influence > f->influence) f->most_influence = false;
    const uint8_t *order = b->order;
    if (needed & FACTS_LOCATIONS) {
        /* the locations' zones are contiguous in order[]: one pass over their cards */
        int from = b->zstart[RR_ZONE_LOCATION], to = b->zstart[RR_ZONE_LOCATION + RR_LOCATIONS];
        if (b->facedown[0] | b->facedown[1]) {
            for (int i = from; i < to; i++) {
                int c = order[i];
                if (!is_facedown(b, c)) f->board_color[rr_cards[c].color]++;
            }
        } else { /* no card face down anywhere */
            for (int i = from; i < to; i++) f->board_color[rr_cards[order[i]].color]++;
        }
        for (int l = 0; l < RR_LOCATIONS; l++) {
            int end = b->zstart[RR_ZONE_LOCATION + l + 1];
            if (end == b->zstart[RR_ZONE_LOCATION + l]) {
                f->empty_or_facedown_top = true;
                continue;
            }
            int top = order[end - 1];
            if (is_facedown(b, top)) f->empty_or_facedown_top = true;
            /* a face-down card is only colorless: its core value stays */
            if (rr_cards[top].core > f->best_top_core) f->best_top_core = rr_cards[top].core;
        }
    }
    if (needed & FACTS_BANISHED) {
        int from = b->zstart[RR_ZONE_BANISHED], to = b->zstart[RR_ZONE_BANISHED + 1];
        f->banished = to - from;
        for (int i = from; i < to; i++) f->banished_color[rr_cards[order[i]].color]++;
    }
}

void hand_totals(hand_eval *h) {
    /* totals kept in locals: h's byte arrays could alias them and force reloads */
    int count[RR_COLOR_COUNT] = {0};
    uint64_t names[2] = {0, 0};
    bool chef = false;
    const int n = h->n;
    for (int i = 0; i < n; i++) {
        int c = h->cards[i];
        unsigned m = h->mask[c];
        count[__builtin_ctz(m)]++; /* every card has a color; a Gray may have a second */
        if (m & (m - 1)) count[31 - __builtin_clz(m)]++;
        int name = h->name[c];
        names[name >> 6] |= (uint64_t)1 << (name & 63);
        chef |= c == RR_ARTISAN_CHEF;
    }
    memcpy(h->color_count, count, sizeof count);
    h->names[0] = names[0];
    h->names[1] = names[1];
    h->has_artisan_chef = chef;
}

/* ---- what a clause asks about ---- */

/* Other cards having any color of set. */
static int others_with(const hand_eval *h, int self, unsigned set) {
    if (!(set & (set - 1))) { /* one color: the totals answer directly */
        int c = __builtin_ctz(set);
        return h->color_count[c] - (h->mask[self] >> c & 1);
    }
    if (!(set & GRAY)) {
        /* only a Gray has two colors, so without Gray in the set no card has two of
         * them: the totals of its colors add up */
        int n = -((h->mask[self] & set) != 0);
        for (unsigned m = set; m; m &= m - 1) n += h->color_count[__builtin_ctz(m)];
        return n;
    }
    int n = 0;
    for (int i = 0; i < h->n; i++)
        if (h->cards[i] != self && (h->mask[h->cards[i]] & set)) n++;
    return n;
}
static bool with(const hand_eval *h, int self, unsigned set) { return others_with(h, self, set) > 0; }
/* Every other card has a color of set. */
static bool only(const hand_eval *h, int self, unsigned set) { return others_with(h, self, set) == h->n - 1; }
/* Some card in hand has this character's name. */
static bool named(const hand_eval *h, int card) { return h->names[card >> 6] >> (card & 63) & 1; }
/* Every other card's core value satisfies the test. */
static bool others_core_at_most(const hand_eval *h, int self, int most) {
    for (int i = 0; i < h->n; i++)
        if (h->cards[i] != self && rr_cards[h->cards[i]].core > most) return false;
    return true;
}
static bool others_core_at_least(const hand_eval *h, int self, int least) {
    for (int i = 0; i < h->n; i++)
        if (h->cards[i] != self && rr_cards[h->cards[i]].core < least) return false;
    return true;
}
/* Every card in hand (this one included) has a core value of this parity. */
static bool all_core_parity(const hand_eval *h, int parity) {
    for (int i = 0; i < h->n; i++)
        if (rr_cards[h->cards[i]].core % 2 != parity) return false;
    return true;
}
/* No two cards in hand (this one included) share a color. */
static bool all_colors_different(const hand_eval *h) {
    unsigned seen = 0;
    for (int i = 0; i < h->n; i++) {
        unsigned m = h->mask[h->cards[i]];
        if (seen & m) return false;
        seen |= m;
    }
    return true;
}
/* Distinct colors among the other cards. */
static int other_colors(const hand_eval *h, int self) {
    unsigned seen = 0;
    for (int i = 0; i < h->n; i++)
        if (h->cards[i] != self) seen |= h->mask[h->cards[i]];
    return popcount16(seen);
}
/* The first letters of the names of all cards in hand differ. */
static bool first_letters_differ(const hand_eval *h) {
    uint32_t seen = 0;
    for (int i = 0; i < h->n; i++) {
        int bit = name_letter(h->name[h->cards[i]]);
        if (seen >> bit & 1) return false;
        seen |= (uint32_t)1 << bit;
    }
    return true;
}
static int board(const hand_eval *h, unsigned set) {
    int n = 0;
    for (unsigned m = set; m; m &= m - 1) n += h->facts->board_color[__builtin_ctz(m)];
    return n;
}

/* The points of self's clause beyond its core value; part (if not NULL, 4 entries,
 * zeroed by the caller) receives what each part of the clause paid, numbered as in
 * rr_part_text (reasons.c), and at 3 any loss Artisan Chef cancelled. */
/* Inlined into every caller, so card_points keeps no parts at all. */
static inline __attribute__((always_inline)) int clause_points(const hand_eval *h, int self, int16_t *part) {
    const score_facts *f = h->facts;
    int plus = 0, minus = 0;
    int16_t parts[4] = {0, 0, 0, 0};
#define GAIN(k, v) (plus += (v), parts[k] = (int16_t)(parts[k] + (v)))
#define LOSE(k, v) (minus -= (v), parts[k] = (int16_t)(parts[k] - (v))) /* v points lost */
    switch (self) {
    /* Red */
    case RR_ARLUS: if (!with(h, self, GOLD)) GAIN(0, 25); break;
    case RR_DANCER:
        if (!with(h, self, GRAY)) GAIN(0, 11);
        if (!with(h, self, GOLD)) GAIN(1, 11);
        break;
    case RR_DARROW: if (h->n >= 7) GAIN(0, 30); break;
    case RR_DEANNA: if (with(h, self, RED)) GAIN(0, 26); break;
    case RR_EO: {
        GAIN(0, 10 * others_with(h, self, RED));
        int grays = others_with(h, self, GRAY);
        for (int i = 0; i < h->n; i++)
            if (h->cards[i] == RR_BRIDGE) grays--;
        if (grays > 0) LOSE(1, 10);
        break;
    }
    case RR_HARMONY: if (only(h, self, RED | PINK | BROWN | OBSIDIAN)) GAIN(0, 33); break;
    case RR_UNCLE_NAROL: if (others_core_at_most(h, self, 10)) GAIN(0, 40); break;
    /* Brown */
    case RR_ARTISAN_CHEF: GAIN(0, 5 * others_with(h, self, GOLD)); break;
    case RR_ASSASSIN: GAIN(0, 10 * others_with(h, self, OBSIDIAN)); break;
    case RR_GARDENER: GAIN(0, 5 * others_with(h, self, VIOLET | PINK)); break;
    case RR_JANITOR: GAIN(0, 5 * others_with(h, self, GREEN | YELLOW | BLUE)); break;
    case RR_MESS_HALL_COOK: GAIN(0, 5 * others_with(h, self, GRAY | ORANGE)); break;
    case RR_MODJOB: GAIN(0, 5 * (others_with(h, self, RED | BROWN) + 1)); break; /* counts itself */
    case RR_NANNY: GAIN(0, 5 * others_with(h, self, SILVER | WHITE | COPPER)); break;
    /* Obsidian */
    case RR_ALFRUN:
        if (named(h, RR_NERO)) GAIN(0, 10);
        if (named(h, RR_JOPHO)) GAIN(1, 10);
        break;
    case RR_ALIA_SNOWSPARROW: if (only(h, self, GOLD | GRAY | OBSIDIAN)) GAIN(0, 24); break;
    case RR_HELGA: if (named(h, RR_PAX_AU_TELEMANUS) || named(h, RR_THE_PAX)) GAIN(0, 16); break;
    case RR_JOPHO:
        if (named(h, RR_ALFRUN)) GAIN(0, 10);
        if (named(h, RR_NERO)) GAIN(1, 10);
        break;
    case RR_RAGNAR:
        if (with(h, self, ORANGE)) GAIN(0, 10);
        if (named(h, RR_SEFI)) GAIN(1, 10);
        break;
    case RR_SEFI:
        if (named(h, RR_RAGNAR)) GAIN(0, 20);
        LOSE(1, 5 * others_with(h, self, GOLD));
        break;
    case RR_STAINED: if (!with(h, self, OBSIDIAN)) GAIN(0, 15); break;
    /* Pink */
    case RR_CALLIOPE: if (named(h, RR_THE_JACKAL)) GAIN(0, 20); break;
    case RR_CONVERSATIONALIST: if (with(h, self, WHITE)) GAIN(0, 15); break;
    case RR_EVEY:
        if (named(h, RR_DARROW)) GAIN(0, 15);
        if (named(h, RR_MICKEY_THE_CARVER)) LOSE(1, 15);
        break;
    case RR_GARDEN_TRAINED_ROSE: if (with(h, self, SILVER)) GAIN(0, 14); break;
    case RR_MASSEUSE: if (with(h, self, COPPER)) GAIN(0, 16); break;
    case RR_MATTEO: if (with(h, self, PINK) || named(h, RR_QUICKSILVER)) GAIN(0, 17); break;
    case RR_THEODORA: if (with(h, self, GOLD) != with(h, self, RED)) GAIN(0, 14); break;
    /* Gray: colors on all locations */
    case RR_BRIDGE: GAIN(0, 5 * board(h, PINK | VIOLET)); break;
    case RR_COLONEL_VALENTIN: GAIN(0, 5 * board(h, GOLD)); break;
    case RR_DANTO: GAIN(0, 5 * board(h, COPPER | WHITE)); break;
    case RR_HOLIDAY: GAIN(0, 5 * board(h, ORANGE | BLUE)); break;
    case RR_SUN_HWA: GAIN(0, 5 * board(h, OBSIDIAN | GREEN)); break;
    case RR_TRIGG: GAIN(0, 5 * board(h, GRAY | YELLOW)); break;
    case RR_UGLY_DAN: GAIN(0, 5 * board(h, RED | BROWN)); break;
    /* Blue */
    case RR_INVICTUS:
        if (f->most_fleet) GAIN(0, 16);
        if (f->opponent_more_fleet) LOSE(1, 9);
        break;
    case RR_MORNING_STAR:
        if (!(named(h, RR_ORION) || named(h, RR_VIRGA) || named(h, RR_PELUS))) LOSE(0, 15);
        break;
    case RR_ORION:
        if (named(h, RR_PAX_AU_TELEMANUS) || named(h, RR_THE_PAX)) GAIN(0, 10);
        GAIN(1, f->fleet);
        break;
    case RR_PELUS:
        if (f->fleet >= 5 && f->fleet <= 7) GAIN(0, 20);
        if (f->fleet >= 8) GAIN(1, 35);
        break;
    case RR_QUIETUS: if (f->most_influence) GAIN(0, 16); break;
    case RR_THE_PAX:
        if (named(h, RR_DARROW) || named(h, RR_SEVRO) || named(h, RR_ORION) || named(h, RR_VIRGA) ||
            named(h, RR_PELUS))
            GAIN(0, 15);
        break;
    case RR_VIRGA:
        if (f->fleet >= 6 && f->fleet <= 8) GAIN(0, 15);
        if (f->fleet >= 9) GAIN(1, 30);
        break;
    /* Yellow */
    case RR_GROUP_COUNSELOR: LOSE(0, f->banished); break;
    case RR_PATHOLOGIST:
        if (f->banished >= 5 && f->banished <= 9) GAIN(0, 10);
        if (f->banished >= 10) GAIN(1, 25);
        break;
    case RR_RESEARCHER: if (f->banished <= 4) GAIN(0, 17); break;
    case RR_SURGEON: GAIN(0, 5 * others_with(h, self, GOLD)); break;
    /* Green */
    case RR_CODEBREAKER: if (first_letters_differ(h)) GAIN(0, CODEBREAKER_POINTS); break;
    case RR_DATAPORT_SPECIALIST: if (with(h, self, BLUE)) GAIN(0, 26); break;
    case RR_DEVELOPER: GAIN(0, f->best_top_core); break;
    case RR_FIREWALL_EXPERT: if (f->empty_or_facedown_top) GAIN(0, 22); break;
    case RR_HOLO_DESIGNER: if (with(h, self, VIOLET)) GAIN(0, 28); break;
    /* Violet */
    case RR_4D_PAINTER: if (all_colors_different(h)) GAIN(0, 31); break;
    case RR_HOLO_HOST: if (f->most_influence) GAIN(0, 18); break;
    case RR_MICKEY_THE_CARVER:
        if (f->banished_color[RR_RED] > 0) GAIN(0, 10);
        if (with(h, self, GOLD)) GAIN(1, 10);
        break;
    case RR_MUSICIAN: if (all_core_parity(h, 0)) GAIN(0, 32); break;
    case RR_REPORTER: if (f->most_helium) GAIN(0, 29); break;
    case RR_VLOGGER: if (f->most_fleet) GAIN(0, 23); break;
    case RR_ZANZIBAR: if (all_core_parity(h, 1)) GAIN(0, 31); break;
    /* Orange */
    case RR_AEGIS_CRAFTSMAN:
        if (with(h, self, GOLD)) GAIN(0, 10);
        if (!with(h, self, OBSIDIAN)) GAIN(1, 10);
        break;
    case RR_ARTIFICER: if (with(h, self, ORANGE) && with(h, self, GOLD)) GAIN(0, 20); break;
    case RR_CYTHER: if (with(h, self, BLUE)) GAIN(0, 16); break;
    case RR_GRAVBOOT_COBBLER: if (with(h, self, GOLD | GRAY)) GAIN(0, 14); break;
    case RR_PULSE_ARMORER: if (with(h, self, GRAY)) GAIN(0, 17); break;
    case RR_PULSE_FIST_ENGINEER: if (with(h, self, OBSIDIAN)) GAIN(0, 18); break;
    case RR_RAZOR_DESIGNER: if (with(h, self, GOLD) && !with(h, self, OBSIDIAN)) GAIN(0, 13); break;
    /* Silver */
    case RR_CEO: if (f->helium >= 5) GAIN(0, 18); break;
    case RR_LOAN_SHARK: if (h->n >= 7) GAIN(0, 7); break;
    case RR_QUICKSILVER: if (f->opponent_more_helium) LOSE(0, 30); break;
    case RR_SPONSOR: GAIN(0, 2 * f->influence); break;
    case RR_STOCK_BROKER: GAIN(0, f->helium >= 5 ? 25 : 5 * f->helium); break;
    /* White */
    case RR_JUDGE: GAIN(0, 3 * h->n); break; /* each of your cards, the Judge too */
    case RR_MAGISTRATE: if (f->helium >= 3 && f->influence >= 3 && f->fleet >= 3) GAIN(0, 15); break;
    case RR_ORATOR: if (!f->sovereign) GAIN(0, 21); break;
    case RR_PRIESTESS: if (others_core_at_least(h, self, 20)) GAIN(0, 20); break;
    case RR_SEER: if (f->sovereign) GAIN(0, 11); break;
    /* Copper */
    case RR_ADMINISTRATOR: if (f->most_influence) GAIN(0, 15); break;
    case RR_BONDILUS:
        if (f->sovereign) GAIN(0, 5);
        if (with(h, self, GOLD)) GAIN(1, 5);
        break;
    case RR_DIPLOMAT: if (f->influence_equals_an_opponent) GAIN(0, 19); break;
    case RR_LAWYER: {
        /* a White not named Judge; and a card named Judge (an Orange may be) */
        bool other_white = false;
        for (int i = 0; i < h->n; i++) {
            int c = h->cards[i];
            if (c != self && (h->mask[c] & WHITE) && h->name[c] != RR_JUDGE) other_white = true;
        }
        if (other_white) GAIN(0, 12);
        if (named(h, RR_JUDGE)) GAIN(1, 22);
        break;
    }
    case RR_POLITICIAN: if (f->most_influence) GAIN(0, 15); break;
    case RR_TIMONY: GAIN(0, 3 * f->influence); break;
    /* Gold */
    case RR_AJA: if (named(h, RR_OCTAVIA)) GAIN(0, 15); break;
    case RR_ANTONIA:
        if (named(h, RR_THE_JACKAL) || others_with(h, self, GOLD) >= 2) GAIN(0, 15);
        if (named(h, RR_VICTRA) || named(h, RR_SEVRO)) LOSE(1, 10);
        break;
    case RR_ASH_LORD:
        GAIN(0, 5 * others_with(h, self, BLUE));
        GAIN(1, 5 * f->banished_color[RR_BLUE]);
        break;
    case RR_BONERIDERS: if (named(h, RR_THE_JACKAL) || with(h, self, GRAY)) GAIN(0, 15); break;
    case RR_CASSIUS:
        if (named(h, RR_MUSTANG) && named(h, RR_DARROW)) GAIN(0, 40);
        else if (named(h, RR_DARROW)) LOSE(1, 20);
        break;
    case RR_FITCHNER:
        if (with(h, self, RED)) GAIN(0, 10);
        if (named(h, RR_SEVRO)) GAIN(1, 10);
        break;
    case RR_KARNUS:
        if (named(h, RR_CASSIUS)) GAIN(0, 30);
        if (named(h, RR_MUSTANG) || named(h, RR_THE_JACKAL) || named(h, RR_NERO)) LOSE(1, 15);
        break;
    case RR_LORN: if (!with(h, self, GOLD)) GAIN(0, 15); break;
    case RR_LYSANDER:
        if (f->sovereign || named(h, RR_OCTAVIA) || named(h, RR_CASSIUS)) GAIN(0, 20);
        break;
    case RR_MUSTANG: GAIN(0, 5 * other_colors(h, self)); break;
    case RR_NERO:
        if (f->sovereign) GAIN(0, 10);
        if (named(h, RR_CASSIUS)) LOSE(1, 5);
        if (named(h, RR_KARNUS)) LOSE(1, 5);
        if (named(h, RR_OCTAVIA)) LOSE(1, 5);
        break;
    case RR_OCTAVIA: if (!f->sovereign && !named(h, RR_LYSANDER)) LOSE(0, 30); break;
    case RR_PAX_AU_TELEMANUS: if (with(h, self, OBSIDIAN) || named(h, RR_MUSTANG)) GAIN(0, 20); break;
    case RR_ROMULUS:
        if (f->sovereign) GAIN(0, 15);
        if (named(h, RR_ROQUE) || named(h, RR_OCTAVIA) || !with(h, self, BLUE)) LOSE(1, 25);
        break;
    case RR_ROQUE: GAIN(0, 5 * others_with(h, self, BLUE)); break;
    case RR_SEVRO:
        if (named(h, RR_VICTRA) || named(h, RR_THE_HOWLERS) || with(h, self, RED)) GAIN(0, 20);
        break;
    case RR_TACTUS:
        if (named(h, RR_OCTAVIA) || named(h, RR_DARROW) || with(h, self, PINK)) GAIN(0, 20);
        break;
    case RR_THE_HOWLERS: if (named(h, RR_SEVRO)) GAIN(0, 15); break;
    case RR_THE_JACKAL:
        if (f->sovereign) GAIN(0, 30);
        if (named(h, RR_DARROW) || named(h, RR_OCTAVIA)) LOSE(1, 30);
        break;
    case RR_THE_TELEMANUSES:
        if (named(h, RR_PAX_AU_TELEMANUS) || named(h, RR_THE_PAX)) GAIN(0, 15);
        break;
    case RR_VICTRA:
        if (named(h, RR_THE_HOWLERS)) GAIN(0, 10);
        if (named(h, RR_SEVRO) || named(h, RR_DARROW)) GAIN(1, 10);
        break;
    default: break; /* no end-game points */
    }
#undef GAIN
#undef LOSE
    /* Artisan Chef: lost points printed on Golds are ignored. */
    if (h->has_artisan_chef && rr_cards[self].color == RR_GOLD && minus) {
        for (int k = 0; k < 3; k++)
            if (parts[k] < 0) parts[k] = 0;
        parts[3] = (int16_t)minus;
        minus = 0;
    }
    if (part) memcpy(part, parts, sizeof parts);
    return plus + minus;
}

int card_points(const hand_eval *h, int self) { return clause_points(h, self, NULL); }
int hand_points_parts(const hand_eval *h, rr_card_line *line, int *core) {
    int bonus = 0, cores = 0; /* locals: the lines' bytes could alias them */
    for (int i = 0; i < h->n; i++) {
        int c = h->cards[i];
        const rr_card_info *card = &rr_cards[c];
        rr_card_line *l = &line[i];
        /* only a Gray has a second color */
        unsigned extra = card->color == RR_GRAY ? h->mask[c] & ~COLOR_BIT(RR_GRAY) : 0;
        cores += card->core;
        l->card = (uint8_t)c;
        l->as = h->name[c];
        l->also = (int8_t)(extra ? __builtin_ctz(extra) : -1);
        for (int k = 0; k < RR_CHOICE_HELPS; k++) {
            l->helped[k] = RR_CARD_NONE;
            l->help[k] = l->helped_without[k] = 0;
        }
        int points = clause_points(h, c, l->part);
        l->points = (int16_t)points;
        bonus += points;
    }
    *core = cores;
    return bonus;
}
