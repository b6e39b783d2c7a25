/* cardgen_builtins.c: for rone_cardgen only: empty stand-ins for the built-in sets and
 * ready-made decks it writes (src/rone/rone_set_*.c, rone_decks_*.c), so that the tool is
 * built from the engine without them and never depends on the tables it generates. */
#include "rone.h"

static const rone_card_def no_cards[1];
const rone_set rone_set_tst = {"tst", "(not built in rone_cardgen)", "", 0, 0, no_cards, NULL, NULL, {{0}, {0}, {0}, 0, 0, 0, 0}};
const rone_set rone_set_ctc = {"ctc", "(not built in rone_cardgen)", "", 0, 0, no_cards, NULL, NULL, {{0}, {0}, {0}, 0, 0, 0, 0}};
const rone_deck_preset rone_decks_ctc[1] = {{"", "", "", ""}};
const int rone_decks_ctc_count = 0;
