/* points.h: what a card's end-game points clause may look at. score_facts are the
 * facts of the position for one player (tokens, board, banished pile); hand_eval is
 * that player's hand under one choice of Orange names and Gray colors. */
#ifndef RR_POINTS_H
#define RR_POINTS_H

#include "internal.h"

#define COLOR_BIT(c) ((uint16_t)(1u << (c)))

typedef struct score_facts {
    int seat, players;
    int helium, fleet, influence;
    bool sovereign;
    bool most_helium, most_fleet, most_influence; /* ties count as most */
    bool opponent_more_helium, opponent_more_fleet;
    bool influence_equals_an_opponent;
    int board_color[RR_COLOR_COUNT]; /* face-up cards on the locations, by color */
    int banished;
    int banished_color[RR_COLOR_COUNT];
    int best_top_core;          /* highest core value among the locations' top cards (face down too) */
    bool empty_or_facedown_top; /* a location is empty or has a face-down top card */
} score_facts;

typedef struct hand_eval {
    const score_facts *facts;
    int n;                           /* cards in hand */
    uint8_t cards[RR_CARD_COUNT];
    uint16_t mask[RR_CARD_COUNT];    /* by card id: its colors (a Gray may have two) */
    uint8_t name[RR_CARD_COUNT];     /* by card id: whose name it has (an Orange may take another's) */
    int color_count[RR_COLOR_COUNT]; /* cards in hand having each color */
    uint64_t names[2];               /* bit per card id: a card in hand has that name */
    bool has_artisan_chef;
} hand_eval;

/* The parts of score_facts beyond the tokens that a card's clause reads (FACTS_*), and
 * the cards the hand's reading looks out for (HAND_*): one table lookup per card. */
enum { FACTS_LOCATIONS = 1, FACTS_BANISHED = 2, FACTS_ALL = 3, HAND_CODEBREAKER = 4, HAND_ARTISAN_CHEF = 8, HAND_MUSTANG = 16 };
static inline int card_flags(int card) {
    static const uint8_t flags[RR_CARD_COUNT] = {
        /* the Grays count colors on the locations */
        [RR_BRIDGE] = FACTS_LOCATIONS, [RR_COLONEL_VALENTIN] = FACTS_LOCATIONS, [RR_DANTO] = FACTS_LOCATIONS,
        [RR_HOLIDAY] = FACTS_LOCATIONS, [RR_SUN_HWA] = FACTS_LOCATIONS, [RR_TRIGG] = FACTS_LOCATIONS,
        [RR_UGLY_DAN] = FACTS_LOCATIONS,
        [RR_DEVELOPER] = FACTS_LOCATIONS, [RR_FIREWALL_EXPERT] = FACTS_LOCATIONS,
        [RR_GROUP_COUNSELOR] = FACTS_BANISHED, [RR_PATHOLOGIST] = FACTS_BANISHED, [RR_RESEARCHER] = FACTS_BANISHED,
        [RR_MICKEY_THE_CARVER] = FACTS_BANISHED, [RR_ASH_LORD] = FACTS_BANISHED,
        [RR_CODEBREAKER] = HAND_CODEBREAKER, [RR_ARTISAN_CHEF] = HAND_ARTISAN_CHEF, [RR_MUSTANG] = HAND_MUSTANG,
    };
    return flags[card];
}
static inline int facts_needed(int card) { return card_flags(card) & FACTS_ALL; }

/* Fills f for seat; the locations' and banished pile's parts only where needed asks
 * (FACTS_* bits: facts_needed of every card that will be scored), else left zero. */
void facts_for(const rr_board *b, int seat, score_facts *f, int needed);
/* Fills the totals of h from cards, mask and name. */
void hand_totals(hand_eval *h);
/* Codebreaker's points when the first letters of all names differ. */
#define CODEBREAKER_POINTS 22
/* A name's first letter as a bit number (0..25 for A..Z, 26 for 4D Painter's 4): the
 * first letters of the 112 names in card id order, '[' (after 'Z') for the 4; one load
 * where reading the name took two (tests/test_wildcards.c checks it with the names). */
static inline int name_letter(int card) {
    static const char first[RR_CARD_COUNT + 1] = "ADDDEHUAAGJMMNAAHJRSSCCEGMMTBCDHSTUIMOPQTVDGHPPRSCDDFHHO"
                                                 "[HMMRVZAACGPPRBCILQSSJJMMOPSAABDLPTAAABCFKLLMNOPRRSTTTTV";
    return first[card] - 'A';
}
/* The card ids whose names begin with a letter (name_letter's numbers), as a set of
 * two words (bit per card id); tests/test_wildcards.c checks it with name_letter. */
static inline const uint64_t *names_with_letter(int letter) {
    static const uint64_t names[27][2] = {
    {0x800000000000c181ull, 0x0000000038300001ull}, /* A */
    {0x0000000010000000ull, 0x0000000040400040ull}, /* B */
    {0x0002000020600000ull, 0x0000000080000082ull}, /* C */
    {0x000c04004000000eull, 0x0000000000800000ull}, /* D */
    {0x0000000000800010ull, 0x0000000000000000ull}, /* E */
    {0x0010000000000000ull, 0x0000000100000000ull}, /* F */
    {0x0000080001000200ull, 0x0000000000000004ull}, /* G */
    {0x0260100080010020ull, 0x0000000000000000ull}, /* H */
    {0x0000000800000000ull, 0x0000000000000100ull}, /* I */
    {0x0000000000020400ull, 0x0000000000006000ull}, /* J */
    {0x0000000000000000ull, 0x0000000200000000ull}, /* K */
    {0x0000000000000000ull, 0x0000000c01000200ull}, /* L */
    {0x0c00001006001800ull, 0x0000001000018000ull}, /* M */
    {0x0000000000002000ull, 0x0000002000000000ull}, /* N */
    {0x0080002000000000ull, 0x0000004000020000ull}, /* O */
    {0x0000604000000000ull, 0x0000008002040018ull}, /* P */
    {0x0000008000000000ull, 0x0000000000000400ull}, /* Q */
    {0x1000800000040000ull, 0x0000030000000020ull}, /* R */
    {0x0001000100180000ull, 0x0000040000081800ull}, /* S */
    {0x0000010208000000ull, 0x0000780004000000ull}, /* T */
    {0x0000000400000040ull, 0x0000000000000000ull}, /* U */
    {0x2000020000000000ull, 0x0000800000000000ull}, /* V */
    {0x0000000000000000ull, 0x0000000000000000ull}, /* W */
    {0x0000000000000000ull, 0x0000000000000000ull}, /* X */
    {0x0000000000000000ull, 0x0000000000000000ull}, /* Y */
    {0x4000000000000000ull, 0x0000000000000000ull}, /* Z */
    {0x0100000000000000ull, 0x0000000000000000ull}, /* 4 */
    };
    return names[letter];
}
/* The end-game points of card (in h's hand), beyond its core value. */
int card_points(const hand_eval *h, int card);
/* Every card's line in h's hand: line[i] for h->cards[i] has the card, its name and
 * extra color, its points and what each part of its clause paid (see rr_card_line),
 * nothing helped yet. Returns the points' sum; *core gets the core values' sum. */
int hand_points_parts(const hand_eval *h, rr_card_line *line, int *core);

#endif
