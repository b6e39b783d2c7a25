/* ct_view.h: the presentation half of ct_game, as plain data any front end can draw
 * without knowing the game: what one seat may see (ct_view), and a finished game's
 * result with its reasons (ct_result). Both are fixed-size structs the caller owns
 * (no allocation); their strings live in the struct's own text pool, named by offsets.
 *
 * The view is the one door for hidden information: a game's observe() writes only what
 * that seat may know, so whatever a front end draws from it shows nothing more. A card
 * the seat cannot identify (another's hand, face down, a deck) is either only counted
 * in its area's size or listed face down with id and face CT_VIEW_UNKNOWN. */
#ifndef CT_VIEW_H
#define CT_VIEW_H

#include "cardtable.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CT_VIEW_VERSION 1
#define CT_VIEW_AREAS 64
#define CT_VIEW_CARDS 512
#define CT_VIEW_COUNTERS 1024
#define CT_VIEW_OPTIONS CT_MAX_OPTIONS
#define CT_VIEW_TEXT 65535       /* the text pool; offsets are uint16_t, 0 is "" */
#define CT_VIEW_UNKNOWN 0xFFFF   /* a card's id or face the seat may not know */
#define CT_VIEW_SHARED (-1)      /* an area or counter of no seat (a location, the stack) */

/* What kind of place an area is: a front end may draw each kind its own way. */
typedef enum ct_area_kind {
    CT_AREA_HAND, CT_AREA_DECK, CT_AREA_LOCATION, CT_AREA_BATTLEFIELD, CT_AREA_GRAVEYARD,
    CT_AREA_STACK, CT_AREA_PILE  /* any other: banished, removed, a technology deck, cards looked at */
} ct_area_kind;

enum ct_card_flags {
    CT_CARD_FACE_DOWN = 1,  /* lies face down (its id and face are CT_VIEW_UNKNOWN unless the seat knows it) */
    CT_CARD_ACTIVE = 2      /* what the game is busy with (a card being resolved, attacking, defending) */
};

typedef struct ct_view_area {
    uint16_t label;          /* text: "Mars", "Ana's hand", "the stack" */
    uint8_t kind;            /* ct_area_kind */
    int8_t seat;             /* whose, or CT_VIEW_SHARED */
    uint16_t size;           /* cards in it, listed or not */
    uint16_t first_card;     /* its listed cards: card[first_card .. first_card + card_count) */
    uint16_t card_count;     /* bottom (or first) to top */
} ct_view_area;

typedef struct ct_view_card {
    uint16_t id;             /* the game's number of this card object, or CT_VIEW_UNKNOWN */
    uint16_t face;           /* which card it is, for card_text; CT_VIEW_UNKNOWN when hidden */
    uint16_t name;           /* text: its name, or how the seat may call it ("a face-down card") */
    uint16_t flags;          /* ct_card_flags */
    int8_t seat;             /* who controls it, or CT_VIEW_SHARED */
} ct_view_card;

/* A number on the table: a seat's (Helium, water, hero level) or a card's (exhaustion,
 * damage, health). */
typedef struct ct_view_counter {
    uint16_t label;          /* text: "helium", "exhaustion" */
    int16_t value;
    int16_t card;            /* index into card[], or -1: a seat's counter */
    int8_t seat;             /* the seat it belongs to, or CT_VIEW_SHARED */
} ct_view_counter;

typedef struct ct_view_option {
    uint16_t value;          /* the option, as apply() takes it */
    uint16_t name;           /* text: its stable name (option_name: what a record keeps) */
    uint16_t label;          /* text: as a person reads it (option_label) */
} ct_view_option;

typedef struct ct_view {
    int version;             /* CT_VIEW_VERSION */
    int8_t seat;             /* whose view: a seat, or -1 a spectator */
    uint8_t seats;
    int8_t to_move;          /* the seat that must answer, -1 once the game is over */
    int8_t turn;             /* whose turn it is */
    bool over;
    bool truncated;          /* the text pool or a table was full: something was left out */
    uint16_t status;         /* text: the game's state in a few words ("round 3, main phase") */
    uint16_t prompt;         /* text: what this seat is asked; "" when it is another's decision (the
                                prompt may name what only the deciding seat sees) or over */
    uint16_t seat_label[CT_MAX_SEATS];  /* text: how the game calls each seat's side ("House Mars", a hero) */
    /* the options of the pending decision, listed only when it is this seat's */
    int option_count;
    ct_view_option option[CT_VIEW_OPTIONS];
    int area_count, card_count, counter_count;
    ct_view_area area[CT_VIEW_AREAS];
    ct_view_card card[CT_VIEW_CARDS];
    ct_view_counter counter[CT_VIEW_COUNTERS];
    uint32_t text_used;
    char text[CT_VIEW_TEXT];
} ct_view;

/* A string of the view's text pool. */
static inline const char *ct_view_str(const ct_view *v, uint16_t offset) { return v->text + offset; }

/* ---- the result ---- */
#define CT_RESULT_LINES 160
#define CT_RESULT_TEXT 16384

/* One line of the scorepad: what gave a seat some of its points, and why. */
typedef struct ct_result_line {
    int8_t seat;
    int16_t points;
    uint16_t text;           /* offset into ct_result.text: "fleet 4: 10", "Darrow +40: with Mustang" */
} ct_result_line;

typedef struct ct_result {
    bool over;               /* false: nothing below is filled but seats */
    bool truncated;
    uint8_t seats;
    uint32_t winners;        /* bit per winning seat */
    int score[CT_MAX_SEATS];           /* each seat's final score */
    uint16_t ending;         /* text: why the game ended */
    int line_count;
    ct_result_line line[CT_RESULT_LINES];
    uint32_t text_used;
    char text[CT_RESULT_TEXT];
} ct_result;

static inline const char *ct_result_str(const ct_result *r, uint16_t offset) { return r->text + offset; }

/* ---- for games writing a view (src/core/view.c) ---- */
/* Empties v for seat (version, seat, the pool's "" at offset 0). */
void ct_view_reset(ct_view *v, int seat, int seats);
/* Copies a string into v's pool; its offset (0 and v->truncated set when full). */
uint16_t ct_view_add_text(ct_view *v, const char *text);
/* Opens an area; the cards added next are its listed cards. -1 (truncated) when full. */
int ct_view_add_area(ct_view *v, int kind, int seat, const char *label, int size);
/* Adds a card to the last area opened; its index in card[], or -1 (truncated). */
int ct_view_add_card(ct_view *v, int id, int face, const char *name, int flags, int seat);
/* Adds a counter of card (an index from ct_view_add_card) or, with card -1, of seat. */
void ct_view_add_counter(ct_view *v, int card, int seat, const char *label, int value);
/* Fills to_move, over and (when it is v->seat's decision) the prompt and the options with
 * their names and labels from game's table: the part of every game's observe that is
 * the same. */
void ct_view_add_pending(ct_view *v, const ct_game *game, const void *state);

void ct_result_reset(ct_result *r, int seats);
uint16_t ct_result_add_text(ct_result *r, const char *text);
void ct_result_add_line(ct_result *r, int seat, int points, const char *text);

#ifdef __cplusplus
}
#endif

#endif
