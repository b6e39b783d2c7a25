/* rone_decks_ctc.c: the ready-made decks of set "ctc", compiled from decks.toml
 * by rone_cardgen (src/cardfile). Generated: do not edit; edit the TOML file and rerun. */
#include "rone.h"

const rone_deck_preset rone_decks_ctc[] = {
    {"ctc", "cistern-wall", "Cistern Wall", "h1,1x2,2x2,3x2,5x2,4,6,7,8,9,10,11,12,61,62,63,64,66,67,69,71,t1,t3,t6,t9,t11"},
    {"ctc", "iron-tide", "Iron Tide", "h2,13x2,14x2,15x2,17x2,16,18,19,20,21,22,23,24,61,63,64,65,66,67,70,72,t2,t4,t5,t6,t12"},
    {"ctc", "grave-hunger", "Grave Hunger", "h3,25x2,26x2,27x2,29x2,28,30,31,32,33,34,35,36,61x2,63,64,67,68,69,72,t3,t5,t7,t10,t12"},
    {"ctc", "veiled-knives", "Veiled Knives", "h4,37x2,38x2,39x2,40x2,41,42,43,44,45,46,47,48,62,63,64,65,66,68,69,72,t1,t2,t4,t8,t11"},
    {"ctc", "stormfront", "Stormfront", "h5,49x2,50x2,51x2,52x2,53,54,55,56,57,58,59,60,61,62,63,64,66,68,70,71,t1,t4,t9,t11,t12"},
};
const int rone_decks_ctc_count = 5;
