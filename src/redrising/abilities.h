/* abilities.h: the vocabulary card abilities are written in, on top of the rules'
 * verbs (internal.h): looking at stacks, choosing cards, locations and opponents,
 * moving and revealing cards, the block windows, trades, "end your turn". */
#ifndef RR_ABILITIES_H
#define RR_ABILITIES_H

#include "internal.h"

/* ---- looking ---- */
/* The location a card is on, or -1. */
int location_of(const rr_board *b, int card);
/* The card's color, or -1 if it lies face down on a location (colorless). Inline: card
 * scripts ask it of every card of a stack. */
static inline int color_of(const rr_board *b, int card) {
    if (is_facedown(b, card) && location_of(b, card) >= 0) return -1;
    return rr_cards[card].color;
}
static inline bool has_color(const rr_board *b, int card, int color) { return color_of(b, card) == color; }
/* The card directly under card on its location, or -1. */
int card_under(const rr_board *b, int card);
int bottom_card(const rr_board *b, int location);
int top_card(const rr_board *b, int location);
bool in_hand(const rr_board *b, int seat, int card);
/* Cards of a color at a location (face-down cards have none). */
int count_color_at(const rr_board *b, int location, int color);
/* The card directly under card is a Gold ("deployed on a Gold"). */
bool landed_on_gold(const rr_board *b, int card);
/* The player to seat's right: the previous player in turn order. */
int right_of(const rr_board *b, int seat);
/* Cards at a location (any position) passing a test, as a set. */
typedef bool (*card_test)(const rr_board *b, int card, int arg);
void cards_at(const rr_board *b, int location, card_test test, int arg, rr_optset *out);
/* Loan Shark's out-of-order turn forbids only GAINING it (b->forbidden): these are
 * for gains; banishing and moving use cards_at, which leaves no card out. */
bool may_gain(const rr_board *b, int card);
void cards_gainable_at(const rr_board *b, int location, card_test test, int arg, rr_optset *out);
void cards_in_hand(const rr_board *b, int seat, card_test test, int arg, rr_optset *out);
/* A banished card at random (one draw of the board's randomness), or -1 if none. */
int random_banished(rr_board *b);
/* Banished cards passing a test (any_card for all of them). */
void cards_banished(const rr_board *b, card_test test, int arg, rr_optset *out);
bool any_card(const rr_board *b, int card, int arg);     /* every card */
/* arg: a mask of colors */
static inline bool card_of_color(const rr_board *b, int card, int colors) {
    int c = color_of(b, card);
    return c >= 0 && (colors >> c & 1);
}
bool card_other_than(const rr_board *b, int card, int other);
/* arg = OTHER_COLOR(self, color): cards other than self that have (do not have) color. */
#define OTHER_COLOR(self, color) ((self) | (color) << 8)
bool other_with_color(const rr_board *b, int card, int arg);
bool other_without_color(const rr_board *b, int card, int arg);

/* ---- choosing ---- */
/* One of cards; with may, "none" is an option too. -1 when declined or impossible. */
int pick_card(rr_run *r, int seat, rr_why why, int card, const rr_optset *cards, bool may);
/* A location whose bit is set in mask; -1 if none. */
int pick_location(rr_run *r, int seat, rr_why why, int card, int subject, unsigned mask);
/* An opponent whose bit is set in mask; with may, "none" too. -1 if none. */
int pick_opponent(rr_run *r, int seat, rr_why why, int card, unsigned mask, bool may);
bool say_yes(rr_run *r, int seat, rr_why why, int card);
/* Opponents of seat (a seat mask); with the multiplayer variant and targeting, only
 * those holding more cards than their starting hand. */
unsigned opponents(const rr_board *b, int seat);
unsigned targetable_opponents(const rr_board *b, int seat);
/* Every location but one (a mask). */
static inline unsigned other_locations(int location) { return 0xFu & ~(1u << location); }
unsigned nonempty_locations(const rr_board *b);

/* ---- doing ---- */
void end_turn(rr_run *r);
/* Trades of resources (Sponsor, Stock Broker, CEO, Banker): one per turn. */
bool can_trade(const rr_board *b);
void mark_trade(rr_board *b);
/* Shows a card to everyone. */
void reveal(rr_board *b, int card);
/* Moves a card to the top of a location / directly under another card. */
void move_to_top(rr_board *b, int card, int location);
void move_under(rr_board *b, int card, int above);
/* Gives card from wherever it is into seat's hand (a gain, not a bonus). */
void take(rr_board *b, int seat, int card);
/* Seat names a color other than Silver and gains 1 Helium per card of it at location
 * (Investor, both abilities). */
void helium_per_named_color(rr_run *r, int seat, int card, int location);
/* Gain a card from location passing test; then card is banished unless it landed on a
 * Gold (Darrow, Romulus). Nothing to gain: the ability is ignored. */
void gain_here_then_go_unless_on_gold(rr_run *r, int seat, int card, int location, card_test test, int arg);
/* Reveals the deck's top n cards and lets seat order them directly under card. */
void reveal_under(rr_run *r, int seat, int card, int n);

/* ---- attacks on hands, and their blocks ---- */
/* attacker tries to steal or banish victim's cards: the victim may reveal Judge, The
 * Howlers or Pax au Telemanus to block. True if blocked. */
bool blocked(rr_run *r, int attacker, int victim, int card);
/* "They banish 1 of their cards": the block window, then the victim chooses. */
void victim_banishes(rr_run *r, int attacker, int victim, int card);

/* ---- per-card scripts (cards_*.c, declared in card_scripts.h) ---- */
#if defined(__GNUC__)
#define MAYBE_UNUSED __attribute__((unused))
#else
#define MAYBE_UNUSED
#endif
#define DEPLOY(name) \
    void deploy_##name(rr_run *r MAYBE_UNUSED, int seat MAYBE_UNUSED, int card MAYBE_UNUSED, int loc MAYBE_UNUSED)
#define END_OF_GAME(name) void end_##name(rr_run *r MAYBE_UNUSED, int seat MAYBE_UNUSED, int card MAYBE_UNUSED)
#include "card_scripts.h"

#endif
