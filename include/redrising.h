/* redrising.h: Red Rising for front ends, bots and tests: card facts, the state
 * layout, the decision kinds, views, scoring. The game-agnostic entry points are in
 * cardtable.h (rr_game); everything here is specific to Red Rising.
 *
 * Cards are ids 0..111 (redrising_cards.h). Every card is always in exactly one
 * zone: the deck, one of the four locations, a player's hand, the banished pile, or
 * (solo games) removed from the game. Within a zone, index 0 is the bottom. */
#ifndef REDRISING_H
#define REDRISING_H

#include "cardtable.h"
#include "ct_optset.h"
#include "redrising_cards.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RR_MAX_PLAYERS 6
#define RR_LOCATIONS 4
#define RR_MAX_ANSWERS 250   /* answers within one turn; far above any real turn */
#define RR_FLEET_MAX 10
#define RR_INFLUENCE_TOKENS 10
#define RR_HAND_LIMIT 7      /* cards beyond this cost 10 points each */

typedef enum rr_color {
    RR_RED, RR_BROWN, RR_OBSIDIAN, RR_PINK, RR_GRAY, RR_BLUE, RR_YELLOW,
    RR_GREEN, RR_VIOLET, RR_ORANGE, RR_SILVER, RR_WHITE, RR_COPPER, RR_GOLD,
    RR_COLOR_COUNT
} rr_color;

/* Board order, left to right. */
typedef enum rr_location { RR_JUPITER, RR_MARS, RR_LUNA, RR_INSTITUTE } rr_location;

typedef enum rr_house {
    RR_APOLLO, RR_CERES, RR_DIANA, RR_HOUSE_JUPITER, RR_HOUSE_MARS, RR_MINERVA,
    RR_HOUSE_COUNT, RR_NO_HOUSE = RR_HOUSE_COUNT
} rr_house;

/* The six faces of the Rising die. */
typedef enum rr_die_face {
    RR_DIE_FLEET, RR_DIE_HELIUM, RR_DIE_SOVEREIGN, RR_DIE_INFLUENCE, RR_DIE_BANISH, RR_DIE_PLACE,
    RR_DIE_FACES
} rr_die_face;

enum rr_zone_id {
    RR_ZONE_DECK = 0,
    RR_ZONE_LOCATION = 1,  /* + location, 1..4 */
    RR_ZONE_HAND = 5,      /* + seat, 5..10 */
    RR_ZONE_BANISHED = 11,
    RR_ZONE_REMOVED = 12,
    RR_ZONES = 13
};

/* What kind of answer a decision wants; its options are integers of that kind. */
typedef enum rr_ask_kind {
    RR_ASK_NONE,     /* nothing pending: the game is over */
    RR_ASK_ACTION,   /* lead card c to location l = c*4+l; RR_LEAD_EMPTY; RR_SCOUT + l */
    RR_ASK_GAIN,     /* a location 0..3, or RR_GAIN_DECK */
    RR_ASK_LOCATION, /* a location 0..3 */
    RR_ASK_CARD,     /* a card id */
    RR_ASK_YESNO,    /* 0 no, 1 yes */
    RR_ASK_SEAT,     /* a seat */
    RR_ASK_COLOR,    /* an rr_color */
    RR_ASK_DIE_FACE, /* an rr_die_face */
    RR_ASK_TOKEN,    /* RR_TOKEN_HELIUM, _FLEET or _INFLUENCE */
    RR_ASK_DECK_END  /* 0: the top of the deck, 1: the bottom */
} rr_ask_kind;

#define RR_CARD_NONE RR_CARD_COUNT          /* a card decision's "none" (decline): 112 */
#define RR_SEAT_NONE 6     /* a seat decision's "none" (decline) */
#define RR_BANISH_IT 4     /* a location decision's "banish it instead" (Hacker) */
enum { RR_TOKEN_HELIUM, RR_TOKEN_FLEET, RR_TOKEN_INFLUENCE };

/* An action is c*4+l for a lead, then these two after the last lead: both follow from
 * the card table's size, so a new card moves them (and every record says its card set). */
#define RR_LEAD_EMPTY (RR_CARD_COUNT * RR_LOCATIONS)  /* lead with an empty hand: skip the deploy (448) */
#define RR_SCOUT (RR_LEAD_EMPTY + RR_LOCATIONS)       /* scout to location l = RR_SCOUT + l (452) */
#define RR_GAIN_DECK 4

/* Why a decision is asked: picks its prompt and option names. */
typedef enum rr_why {
    RR_WHY_NONE,
    RR_WHY_ACTION,          /* lead or scout */
    RR_WHY_GAIN,            /* the final step of a lead */
    RR_WHY_DIE_BANISH,      /* die: banish the top card of a location */
    RR_WHY_DIE_PLACE,       /* die: place the revealed deck card (card) on a location */
    RR_WHY_APOLLO_PLACE,    /* Apollo: place the revealed deck card (card) on a location */
    RR_WHY_CERES_BOARD,     /* Ceres: banish any card from a location */
    RR_WHY_CERES_HAND,      /* Ceres at the end: banish a card from hand */
    RR_WHY_MINERVA_FACE,    /* Minerva rolled the Sovereign face: pick another */
    RR_WHY_END_ABILITY,     /* which end-of-game ability of yours resolves next */
    /* card abilities: card = the card whose ability asks, subject = the card concerned */
    RR_WHY_GAIN_CARD,       /* gain which card? */
    RR_WHY_MAY_GAIN_CARD,   /* gain which card, if any? */
    RR_WHY_BANISH_CARD,     /* banish which card? */
    RR_WHY_MAY_BANISH_CARD, /* banish which card, if any? */
    RR_WHY_MOVE_CARD,       /* move which card? */
    RR_WHY_MOVE_TO,         /* move subject to which location? */
    RR_WHY_FROM_LOCATION,   /* from which location? */
    RR_WHY_DEPLOY_TO,       /* deploy subject to which location? */
    RR_WHY_PLACE_ON,        /* place subject on which location? */
    RR_WHY_HACKER,          /* place subject on a location, or banish it */
    RR_WHY_USE,             /* use the (optional) ability? */
    RR_WHY_OPPONENT,        /* which opponent? */
    RR_WHY_MAY_OPPONENT,    /* which opponent, if any? */
    RR_WHY_COLOR,           /* name a color */
    RR_WHY_UNDER_ORDER,     /* which card goes directly under card? */
    RR_WHY_BOTTOM_ORDER,    /* which card goes to the bottom of the deck next? */
    RR_WHY_FACEDOWN_WHERE,  /* Firewall Expert: where does subject go face down? */
    RR_WHY_COUNSELOR_PICK,  /* Group Counselor: which banished card (or stop)? */
    RR_WHY_COUNSELOR_END,   /* Group Counselor: subject on the top or the bottom? */
    RR_WHY_HYPNOTIST,       /* Hypnotist: banish which card of yours (then draw)? */
    RR_WHY_VICTIM_BANISH,   /* an opponent's card makes you banish one of your cards */
    RR_WHY_VICTIM_GIVE,     /* Tactus steals: which card do you give? */
    RR_WHY_EO_REVEAL,       /* Eo: reveal which Red? */
    RR_WHY_BLOCK,           /* reveal a card to block card (steal or banish)? */
    RR_WHY_SOVEREIGN_BLOCK, /* keep the Sovereign token with Martyr or Justice? */
    RR_WHY_LOAN_SHARK,      /* pay 2 Helium for a turn now, or give 1? */
    RR_WHY_AUCTION,         /* Auctioneer: which bonus do you take? */
    RR_WHY_END_TOKEN,       /* Auctioneer at the end: which bonus? */
    RR_WHY_DIPLOMAT,        /* Diplomat: place 1 Influence? */
    RR_WHY_ROQUE_NAME,      /* Roque: name a card in the opponent's hand */
    RR_WHY_REVEAL_WHICH,    /* which card do you reveal? (Politician's two Golds) */
    RR_WHY_MAY_PLACE_CARD,  /* Psychologist: place which banished card, if any? */
    RR_WHY_DEPLOY_CARD,     /* Orion: deploy which card (to Jupiter)? */
    RR_WHY_COUNT
} rr_why;

typedef ct_optset rr_optset; /* the shared option set (ct_optset.h) */

/* The decision the game waits for. */
typedef struct rr_decision {
    uint8_t kind;    /* rr_ask_kind */
    uint8_t why;     /* rr_why */
    int8_t seat;     /* who answers */
    int8_t card;     /* the card it is about (the ability's card), or -1 */
    int8_t subject;  /* the card being moved, placed or revealed, or -1 */
    uint16_t count;  /* number of options */
    rr_optset options;
} rr_decision;

/* Tull Au Toma's cards. A section names a location or a priority letter (A..D). */
#define RR_AUTOMA_CARDS 22
#define RR_AT_LOCATION(l) (l)
#define RR_AT_LETTER(k) (4 + (k))
enum rr_automa_extra { RR_EXTRA_NONE, RR_EXTRA_BONUS, RR_EXTRA_BANISH };
typedef struct rr_automa_card {
    uint8_t deploy;  /* RR_AT_LOCATION or RR_AT_LETTER */
    uint8_t gain;
    int8_t arrow;    /* -1 left (towards Jupiter), +1 right */
    uint8_t extra;   /* rr_automa_extra */
} rr_automa_card;
extern const rr_automa_card rr_automa_cards[RR_AUTOMA_CARDS];
/* Her rules as pure functions (the engine and the companion for a physical game use
 * them): the location a card section names, given the priority letters; and where her
 * bonus comes from when she already has 10 of the named location's (along the arrow). */
int rr_automa_location(const uint8_t priority[RR_LOCATIONS], int section);
int rr_automa_bonus_location(int helium, int fleet, int influence, int location, int arrow);

/* What Tull Au Toma did with one of her cards (for the log). -1: nothing. */
typedef struct rr_automa_step {
    int8_t card;         /* index into rr_automa_cards */
    int8_t deploy_to;    /* location */
    int8_t deployed;     /* the character card she placed */
    int8_t gain_named;   /* the location the card named */
    int8_t gain_from;    /* after following the arrow past empty locations */
    int8_t gained;
    int8_t bonus;        /* whose location bonus she took (after substitution) */
    int8_t luna_bonus;   /* the Luna card's extra location bonus (after substitution) */
    int8_t banished;     /* the deck card banished by the extras icon */
} rr_automa_step;

enum rr_phase { RR_PHASE_TURNS, RR_PHASE_END_OF_GAME, RR_PHASE_OVER };

/* Why the game ended (rr_board.end_reason). */
enum rr_end_reason {
    RR_END_NONE,
    RR_END_TWO_BY_ONE,   /* one player met two of the three thresholds */
    RR_END_ALL_THREE,    /* the three thresholds were met across players */
    RR_END_TURN_LIMIT    /* our safeguard: see docs/RULES.md */
};

#define RR_TURN_LIMIT_ROUNDS 100
#define RR_TRADED 1

/* Everything about a game in progress that the rules can see. Plain data. */
typedef struct rr_board {
    uint8_t order[RR_CARD_COUNT];     /* zone z holds order[zstart[z] .. zstart[z+1]-1] */
    uint8_t zstart[RR_ZONES + 1];     /* zstart[RR_ZONES] == RR_CARD_COUNT */
    uint8_t seen[RR_CARD_COUNT];      /* bit s: seat s knows where this card is */
    uint64_t facedown[2];             /* bit per card: face down on a location */
    uint16_t helium[RR_MAX_PLAYERS];
    uint8_t fleet[RR_MAX_PLAYERS];
    uint8_t influence[RR_MAX_PLAYERS]; /* tokens placed on the Institute */
    uint8_t house[RR_MAX_PLAYERS];
    int16_t extra_points[RR_MAX_PLAYERS]; /* points won by end-of-game abilities */
    int8_t sovereign;                 /* seat holding the token, or -1 */
    uint8_t neutral_influence;
    uint8_t players;
    uint8_t first_player;
    uint8_t current;                  /* whose turn it is */
    uint8_t phase;                    /* enum rr_phase */
    uint8_t end_reason;               /* enum rr_end_reason; nonzero once triggered */
    uint8_t end_seat;                 /* whose end-of-game abilities come next */
    uint8_t apollo_last_turn;         /* 1 while Apollo takes the extra last turn, 2 after */
    uint8_t deployed_to;              /* this turn: bit l = deployed to location l */
    uint8_t turn_flags;               /* this turn: RR_TRADED once a trade ability was used */
    uint8_t variant;                  /* 1: the official multiplayer variant */
    int8_t forbidden;                 /* a card that may not be gained now (Loan Shark), or -1 */
    uint8_t end_turn;                 /* an ability said "end your turn" */
    uint16_t turns_taken[RR_MAX_PLAYERS];
    uint16_t total_turns;
    int8_t automa;                    /* the seat of Tull Au Toma, or -1 */
    uint8_t automa_level;             /* 1..6 */
    uint8_t automa_parity;            /* 0: EVEN shows, 1: ODD shows */
    uint8_t automa_variant;           /* 1: Auctioneer, Eo, Psychologist and Roque are in play */
    uint8_t automa_next;              /* next of automa_order to draw; 22: her deck is empty */
    uint8_t automa_order[RR_AUTOMA_CARDS]; /* her cards shuffled; the first 4 are set aside */
    uint8_t priority[RR_LOCATIONS];   /* the priority letter (0..3 = A..D) at each location */
    int8_t luna_pair;                 /* the location the Luna bonus card shows */
    uint16_t automa_log_turn;         /* total_turns when automa_log was written */
    rr_automa_step automa_log[2];     /* what she did with her last two cards */
    uint32_t reveals;                 /* things revealed or rolled so far */
    uint32_t draws;                   /* random numbers drawn so far */
    uint32_t reseed_at;               /* determinize: at this draw, switch to reseed_rng */
    uint8_t reseed_pending;
    uint64_t rng;
    uint64_t reseed_rng;
    /* What the table learned of a hand's Reds (inference.c): 0, nothing; n > 0, this
     * hand holds at most n - 1 Reds among its cards not shown to everyone */
    uint8_t red_limit[RR_MAX_PLAYERS];
} rr_board;

/* Game options; rr_parse_options reads them from text. */
typedef struct rr_options {
    uint8_t players;                   /* 2..6 */
    uint8_t random_houses;             /* 1: drawn at setup */
    uint8_t house_count;
    uint8_t house[RR_MAX_PLAYERS];     /* chosen houses, seat by seat, when !random_houses */
    uint8_t multiplayer_variant;       /* the official variant: see docs/RULES.md */
    uint8_t level;                     /* solo: Tull Au Toma's level, 1..6 (default 2) */
    uint8_t automa_variant;            /* solo: the variant with the removed cards back in */
} rr_options;

/* A whole game: the board now, the board when the current turn began, the answers
 * given since then, and the pending decision. Copy with plain assignment. */
typedef struct rr_state {
    rr_board now;
    rr_board turn_start;
    rr_decision pending;
    rr_options options;
    uint64_t seed;
    uint16_t answer_count;
    uint16_t answers[RR_MAX_ANSWERS];
} rr_state;

/* Facts printed on a card. */
enum rr_card_kinds {
    RR_HAS_DEPLOY = 1, RR_HAS_POINTS = 2, RR_HAS_END_OF_GAME = 4, RR_HAS_BLOCK = 8,
    RR_HAS_NAME_WILD = 16, RR_HAS_COLOR_WILD = 32
};
typedef struct rr_card_info {
    const char *name;
    uint8_t color;  /* rr_color */
    uint8_t core;   /* core value */
    uint8_t kinds;  /* rr_card_kinds */
} rr_card_info;

extern const rr_card_info rr_cards[RR_CARD_COUNT];

/* Our summaries of a card's abilities (NULL where it has none of that kind). For an
 * Orange or a Gray, end_of_game holds its name or color wildcard. */
typedef struct rr_card_text {
    const char *deploy, *points, *end_of_game, *block;
} rr_card_text;
extern const rr_card_text rr_card_texts[RR_CARD_COUNT];
extern const ct_game rr_game;

const char *rr_color_name(int color);
const char *rr_location_name(int location);
const char *rr_house_name(int house);
const char *rr_die_face_name(int face);
/* Case-insensitive exact lookups; -1 when unknown. */
int rr_find_card(const char *name);
int rr_find_color(const char *name);
int rr_find_location(const char *name);
int rr_find_house(const char *name);
/* The card whose name is closest to a misspelled one, or -1 if none is close. */
int rr_suggest_card(const char *name);

/* Options text: "players=N houses=random|H1,H2,.. variant=multiplayer", and for a solo
 * game against Tull Au Toma "players=1 level=1..6 variant=all-cards". */
ct_status rr_parse_options(const char *text, rr_options *out, ct_error *err);
void rr_format_options(const rr_options *options, char *buf, size_t size);

ct_status rr_new_game(rr_state *s, const rr_options *options, uint64_t seed, ct_error *err);
ct_status rr_apply(rr_state *s, int option, ct_error *err);
/* Where option, a legal answer, ends the turns: the state where they end, before any
 * end-of-game ability runs, into out (its decision left empty), and true; false when the
 * turns go on after it. For telling the last turn apart from the game's end. */
bool rr_apply_to_turns_end(const rr_state *s, int option, rr_state *out);
/* Answers decisions with policy where they are asked (no replay per answer) until the
 * game is over, limit answers were given or policy returns an index out of range;
 * returns how many were given. Reaches the state rr_apply would with the same answers. */
int rr_playout(rr_state *s, ct_policy policy, void *ctx, int limit);
int rr_legal(const rr_state *s, uint16_t *out);
bool rr_is_legal(const rr_state *s, int option);
void rr_option_name(const rr_state *s, int option, char *buf, size_t size);
/* Hidden information: whether seat knows which card this is (its own hand, a face-up
 * card on the board, the banished pile, or a card seat has seen go where it is; seat
 * -1: everyone knows it). Every text shown to a seat (option names, prompts, the log
 * and narration) names a card through rr_card_label: its name when seat knows it,
 * else where it is: "the face-down card at Jupiter" (the only one there seat cannot
 * identify) or "the face-down card 2nd from the top of Jupiter", "the deck's top
 * card", "a card in player 2's hand". */
bool rr_card_known(const rr_board *b, int seat, int card);
void rr_card_label(const rr_state *s, int card, int seat, char *buf, size_t size);
void rr_board_card_label(const rr_board *b, int card, int seat, char *buf, size_t size);
void rr_prompt(const rr_state *s, char *buf, size_t size);
static inline bool rr_is_over(const rr_state *s) { return s->now.phase == RR_PHASE_OVER; }
static inline int rr_to_move(const rr_state *s) { return rr_is_over(s) ? -1 : s->pending.seat; }

/* Zones, read-only. */
int rr_zone_size(const rr_board *b, int zone);
int rr_zone_card(const rr_board *b, int zone, int index);  /* index 0 = bottom */
int rr_zone_top(const rr_board *b, int zone);              /* -1 if empty */
int rr_zone_of(const rr_board *b, int card);
/* For building positions (scenarios, scoring a physical game): moves a card to the
 * top (or bottom) of a zone. Not a game action: no ability, no bonus. */
void rr_place_card(rr_board *b, int card, int zone, bool at_bottom);
static inline int rr_location_zone(int location) { return RR_ZONE_LOCATION + location; }
static inline int rr_hand_zone(int seat) { return RR_ZONE_HAND + seat; }

/* What one seat may see: its own hand, others' hand sizes and the cards it has seen
 * go into them, the board, the banished pile, the tokens. Never the deck order. */
typedef struct rr_view {
    int8_t seat;
    uint8_t players, first_player, current, phase, end_reason;
    int8_t sovereign;
    uint8_t house[RR_MAX_PLAYERS];
    uint16_t helium[RR_MAX_PLAYERS];
    uint8_t fleet[RR_MAX_PLAYERS], influence[RR_MAX_PLAYERS];
    uint8_t neutral_influence;
    uint8_t hand_size[RR_MAX_PLAYERS];
    uint8_t hand_count;                   /* seat's own hand */
    uint8_t hand[RR_CARD_COUNT];
    uint8_t known_count[RR_MAX_PLAYERS];  /* cards seen going into others' hands */
    uint8_t known[RR_MAX_PLAYERS][RR_CARD_COUNT];
    uint8_t location_count[RR_LOCATIONS];
    uint8_t location[RR_LOCATIONS][RR_CARD_COUNT]; /* bottom first; facedown cards as -1 */
    uint8_t banished_count;
    uint8_t banished[RR_CARD_COUNT];
    uint8_t deck_count;
    uint8_t looked_count;                 /* deck cards this seat has looked at (Firewall Expert's */
    uint8_t looked[RR_CARD_COUNT];        /* three, ...), in card id order, never the deck's order */
    uint16_t turns_taken[RR_MAX_PLAYERS];
    bool deciding;                        /* the pending decision is this seat's */
} rr_view;
#define RR_HIDDEN_CARD 255

/* seat -1: a spectator's view (public information only). */
void rr_make_view(const rr_state *s, int seat, rr_view *out);
/* Re-deals what seat cannot see, for the bots (ct_game.determinize). False when no drawn
 * deal fitted the answers since the last replay point: s then holds a drawn deal, not
 * replayed, which must not be played on (never the true one). */
bool rr_determinize(rr_state *s, int seat, uint64_t seed);

/* How many cards a wild card's choice is said to help, at most. */
#define RR_CHOICE_HELPS 4

/* One card of a scored hand: its points beyond the core value, and the name (an
 * Orange) or extra color (a Gray) it was counted with. */
typedef struct rr_card_line {
    uint8_t card;
    uint8_t as;       /* the card whose name it had (itself unless an Orange was renamed) */
    int8_t also;      /* a Gray's extra color, or -1 */
    int16_t points;   /* end-game bonus points (may be negative) */
    /* why: what each part of the card's clause paid (parts numbered as rr_part_text
     * words them), and at 3 a loss Artisan Chef cancelled (positive) */
    int16_t part[4];
    /* what a renamed Orange's name or a Gray's extra color was for: the cards whose
     * points it changed, the largest change first (RR_CARD_NONE after the last), by how
     * much, and each one's points without the choice */
    uint8_t helped[RR_CHOICE_HELPS];
    int16_t help[RR_CHOICE_HELPS], helped_without[RR_CHOICE_HELPS];
} rr_card_line;

typedef struct rr_hand_score {
    int count;
    int core, bonus;
    rr_card_line line[RR_CARD_COUNT];
} rr_hand_score;

/* Pinned wildcard choices, per card id: -1 = let the optimizer choose. as: a card id
 * whose name an Orange takes (its own id = keep its name); also: a Gray's extra color
 * (RR_GRAY = none). */
typedef struct rr_pins {
    int8_t as[RR_CARD_COUNT];
    int8_t also[RR_CARD_COUNT];
} rr_pins;
void rr_pins_clear(rr_pins *pins);

/* The best-scoring hand of seat: every Orange's name and Gray's color chosen to
 * maximise the total (within pins, which may be NULL). */
void rr_score_hand(const rr_board *b, int seat, const rr_pins *pins, rr_hand_score *out);

/* The scorepad in words (reasons.c). One part of a card's points clause ("with
 * Mustang and Darrow"), or NULL past its last part. */
const char *rr_part_text(int card, int part);
/* Beside a card's points, the parts of its clause that paid: "+40: with Mustang and
 * Darrow" ("" when none did). */
void rr_points_reason(const rr_card_line *line, char *buf, size_t size);
/* An Orange's name or a Gray's extra color and what it was for: "Aegis Craftsman
 * counted as Orion: cancels Morning Star's -15" ("" when the card kept its own). */
void rr_choice_reason(const rr_card_line *line, char *buf, size_t size);

/* The scorepad of one player. */
typedef struct rr_score_row {
    int cards;      /* core values + card bonus points */
    int core;
    int bonus;
    int fleet, helium, sovereign, influence, excess;
    int extra;      /* points won by end-of-game abilities */
    int total;
    rr_hand_score hand;
    /* Tull Au Toma only: her base, and her cards by parity after the cut to 20 */
    bool automa;
    int automa_base, matching, nonmatching, discarded;
} rr_score_row;

typedef struct rr_scorepad {
    int players;
    rr_score_row row[RR_MAX_PLAYERS];
    uint8_t winners;  /* bit per winning seat (ties shared unless the Sovereign breaks them) */
} rr_scorepad;

extern const uint8_t rr_fleet_points[RR_FLEET_MAX + 1];
/* Tull Au Toma's points per matching / non-matching card, by level 1..6. */
extern const uint8_t rr_automa_points[7][2];
extern const char *const rr_automa_level_names[7];
#define RR_AUTOMA_BASE 70
#define RR_AUTOMA_HAND_LIMIT 20
/* Points for Influence on the Institute, by the rulebook's ranking; neutral counts as a house. */
void rr_influence_points(int players, const uint8_t *influence, int neutral, int *out);
void rr_score(const rr_board *b, rr_scorepad *out);
void rr_score_pinned(const rr_board *b, const rr_pins *pins, rr_scorepad *out);

/* The bots' evaluation (evaluate.c): the seat's predicted final margin (its final score
 * minus the best other's), a linear function of RR_EVAL_FEATURES features with weights
 * learned by self-play (data/redrising_eval.inc, version RR_EVAL_VERSION); exact once the
 * game is over. Looks at everything in the state: determinize first. */
#define RR_EVAL_FEATURES 27
#define RR_EVAL_VERSION 1
void rr_eval_features(const rr_state *s, int seat, double *out);
double rr_evaluate(const rr_state *s, int seat);
/* The same with other weights (RR_EVAL_FEATURES each, for solo and for multiplayer games):
 * what the training (bench/train_eval.c) plays by while it fits the next weights. */
double rr_evaluate_with(const rr_state *s, int seat, const double *solo, const double *multi);
int rr_eval_version(void);

/* Checks every invariant (card conservation, token ranges, the pending decision);
 * returns true if all hold, else writes what is wrong into why. */
bool rr_check_invariants(const rr_state *s, char *why, size_t size);
/* Field by field (padding bytes are not compared). */
bool rr_board_equal(const rr_board *a, const rr_board *b);

#ifdef __cplusplus
}
#endif

#endif
