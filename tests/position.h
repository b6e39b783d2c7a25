/* position.h: a compact way for tests to set up a scoring position:
 * "helium=3; fleet=5; opp.fleet=2; sov; Mars=Eo,Nero; banished=Sevro; facedown=Nero".
 * Keys: helium, fleet, influence (seat 0), opp.helium, opp.fleet, opp.influence
 * (seat 1), sov / oppsov (who holds the Sovereign), a location name (cards bottom to
 * top), banished, facedown (a card on a location, face down, known only to player 2
 * who put it there), facedown.mine (the same, known only to player 1), hand (seat
 * 0's cards). */
#ifndef TEST_POSITION_H
#define TEST_POSITION_H

#include "support.h"

/* A 2-player table (Diana, Mars) with the position described by spec; player 1 to
 * play. More keys: opp, opp2 (hands of seats 1 and 2), deck (top first),
 * deck.bottom, last (player 2 was first: this turn completes the round), and for solo
 * games: turn=opp (Tull Au Toma plays now), tull=N,M (her next two Au Toma cards, as
 * numbered on them), letters=ABCD (the priority letters at Jupiter, Mars, Luna, the
 * Institute), empty.deck (the character deck set aside). */
void position(rr_state *s, const char *spec);
void position_with(rr_state *s, const char *options, const char *spec);
/* The points (beyond its core value) card scores in seat 0's best-scored hand. */
int points_of(const rr_state *s, const char *card);

#endif
