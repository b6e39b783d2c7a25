/* cards.c: the slots where each card's abilities plug into the engine. A NULL slot
 * means the card has no such ability (or it has not been written yet: see the
 * card-abilities issue). */
#include "internal.h"

const rr_abilities rr_card_abilities[RR_CARD_COUNT] = {{0}};
