/* reasons.c: the scorepad in words. Each card's points clause is worded part by
 * part (the parts as numbered in points.c), so the terminal, `cardtable score` and
 * any other front end can say which clause paid: "+40: with Mustang and Darrow".
 * A renamed Orange or a recolored Gray says what the choice was for. */
#include <stdio.h>

#include "points.h"

#define P(card, ...) [card] = {__VA_ARGS__}
static const char *const parts[RR_CARD_COUNT][3] = {
    /* Red */
    P(RR_ARLUS, "no other Gold"),
    P(RR_DANCER, "no Gray", "no other Gold"),
    P(RR_DARROW, "7 or more cards in hand"),
    P(RR_DEANNA, "with another Red"),
    P(RR_EO, "10 for each other Red", "with a Gray other than Bridge"),
    P(RR_HARMONY, "only Reds, Pinks, Browns and Obsidians with it"),
    P(RR_UNCLE_NAROL, "no other card above core value 10"),
    /* Brown */
    P(RR_ARTISAN_CHEF, "5 for each Gold"),
    P(RR_ASSASSIN, "10 for each Obsidian"),
    P(RR_GARDENER, "5 for each Violet or Pink"),
    P(RR_JANITOR, "5 for each Green, Yellow or Blue"),
    P(RR_MESS_HALL_COOK, "5 for each Gray or Orange"),
    P(RR_MODJOB, "5 for each Red or Brown, itself included"),
    P(RR_NANNY, "5 for each Silver, White or Copper"),
    /* Obsidian */
    P(RR_ALFRUN, "with Nero", "with Jopho"),
    P(RR_ALIA_SNOWSPARROW, "only Golds, Grays and Obsidians with it"),
    P(RR_HELGA, "with Pax au Telemanus or The Pax"),
    P(RR_JOPHO, "with Alfrun", "with Nero"),
    P(RR_RAGNAR, "with an Orange", "with Sefi"),
    P(RR_SEFI, "with Ragnar", "5 for each Gold"),
    P(RR_STAINED, "no other Obsidian"),
    /* Pink */
    P(RR_CALLIOPE, "with The Jackal"),
    P(RR_CONVERSATIONALIST, "with a White"),
    P(RR_EVEY, "with Darrow", "with Mickey the Carver"),
    P(RR_GARDEN_TRAINED_ROSE, "with a Silver"),
    P(RR_MASSEUSE, "with a Copper"),
    P(RR_MATTEO, "with another Pink or Quicksilver"),
    P(RR_THEODORA, "with a Gold or a Red, not both"),
    /* Gray: the locations */
    P(RR_BRIDGE, "5 for each Pink or Violet on the locations"),
    P(RR_COLONEL_VALENTIN, "5 for each Gold on the locations"),
    P(RR_DANTO, "5 for each Copper or White on the locations"),
    P(RR_HOLIDAY, "5 for each Orange or Blue on the locations"),
    P(RR_SUN_HWA, "5 for each Obsidian or Green on the locations"),
    P(RR_TRIGG, "5 for each Gray or Yellow on the locations"),
    P(RR_UGLY_DAN, "5 for each Red or Brown on the locations"),
    /* Blue */
    P(RR_INVICTUS, "the most Fleet", "an opponent is further on the Fleet Track"),
    P(RR_MORNING_STAR, "without Orion, Virga or Pelus"),
    P(RR_ORION, "with Pax au Telemanus or The Pax", "1 for each step on the Fleet Track"),
    P(RR_PELUS, "Fleet 5 to 7", "Fleet 8 or more"),
    P(RR_QUIETUS, "the most Influence (the neutral house counts with two players)"),
    P(RR_THE_PAX, "with Darrow, Sevro, Orion, Virga or Pelus"),
    P(RR_VIRGA, "Fleet 6 to 8", "Fleet 9 or more"),
    /* Yellow */
    P(RR_GROUP_COUNSELOR, "1 for each banished card"),
    P(RR_PATHOLOGIST, "5 to 9 banished cards", "10 or more banished cards"),
    P(RR_RESEARCHER, "4 or fewer banished cards"),
    P(RR_SURGEON, "5 for each Gold"),
    /* Green */
    P(RR_CODEBREAKER, "the first letters of all names differ"),
    P(RR_DATAPORT_SPECIALIST, "with a Blue"),
    P(RR_DEVELOPER, "the highest core value on top of a location"),
    P(RR_FIREWALL_EXPERT, "a location is empty or topped face down"),
    P(RR_HOLO_DESIGNER, "with a Violet"),
    /* Violet */
    P(RR_4D_PAINTER, "no two cards share a color"),
    P(RR_HOLO_HOST, "the most Influence (the neutral house counts with two players)"),
    P(RR_MICKEY_THE_CARVER, "a Red is banished", "with a Gold"),
    P(RR_MUSICIAN, "every core value even"),
    P(RR_REPORTER, "the most Helium"),
    P(RR_VLOGGER, "the most Fleet"),
    P(RR_ZANZIBAR, "every core value odd"),
    /* Orange */
    P(RR_AEGIS_CRAFTSMAN, "with a Gold", "no Obsidian"),
    P(RR_ARTIFICER, "with another Orange and a Gold"),
    P(RR_CYTHER, "with a Blue"),
    P(RR_GRAVBOOT_COBBLER, "with a Gold or a Gray"),
    P(RR_PULSE_ARMORER, "with a Gray"),
    P(RR_PULSE_FIST_ENGINEER, "with an Obsidian"),
    P(RR_RAZOR_DESIGNER, "with a Gold and no Obsidian"),
    /* Silver */
    P(RR_CEO, "5 or more Helium"),
    P(RR_LOAN_SHARK, "7 or more cards in hand"),
    P(RR_QUICKSILVER, "an opponent has more Helium"),
    P(RR_SPONSOR, "2 for each Influence"),
    P(RR_STOCK_BROKER, "5 for each Helium, at most 25"),
    /* White */
    P(RR_JUDGE, "3 for each card in hand"),
    P(RR_MAGISTRATE, "3 or more Helium, Influence and Fleet"),
    P(RR_ORATOR, "without the Sovereign token"),
    P(RR_PRIESTESS, "only cards of core value 20 or more with it"),
    P(RR_SEER, "the Sovereign token"),
    /* Copper */
    P(RR_ADMINISTRATOR, "the most Influence (the neutral house counts with two players)"),
    P(RR_BONDILUS, "the Sovereign token", "with a Gold"),
    P(RR_DIPLOMAT, "as much Influence as an opponent"),
    P(RR_LAWYER, "with a White other than the Judge", "with the Judge"),
    P(RR_POLITICIAN, "the most Influence (the neutral house counts with two players)"),
    P(RR_TIMONY, "3 for each Influence"),
    /* Gold */
    P(RR_AJA, "with Octavia"),
    P(RR_ANTONIA, "with The Jackal or 2 other Golds", "with Victra or Sevro"),
    P(RR_ASH_LORD, "5 for each other Blue", "5 for each banished Blue"),
    P(RR_BONERIDERS, "with The Jackal or a Gray"),
    P(RR_CASSIUS, "with Mustang and Darrow", "with Darrow but not Mustang"),
    P(RR_FITCHNER, "with a Red", "with Sevro"),
    P(RR_KARNUS, "with Cassius", "with Mustang, The Jackal or Nero"),
    P(RR_LORN, "no other Gold"),
    P(RR_LYSANDER, "the Sovereign token, Octavia or Cassius"),
    P(RR_MUSTANG, "5 for each color of its other cards"),
    P(RR_NERO, "the Sovereign token", "5 for each of Cassius, Karnus and Octavia"),
    P(RR_OCTAVIA, "neither the Sovereign token nor Lysander"),
    P(RR_PAX_AU_TELEMANUS, "with an Obsidian or Mustang"),
    P(RR_ROMULUS, "the Sovereign token", "with Roque or Octavia, or without a Blue"),
    P(RR_ROQUE, "5 for each Blue"),
    P(RR_SEVRO, "with Victra, The Howlers or a Red"),
    P(RR_TACTUS, "with Octavia, Darrow or a Pink"),
    P(RR_THE_HOWLERS, "with Sevro"),
    P(RR_THE_JACKAL, "the Sovereign token", "with Darrow or Octavia"),
    P(RR_THE_TELEMANUSES, "with Pax au Telemanus or The Pax"),
    P(RR_VICTRA, "with The Howlers", "with Sevro or Darrow"),
};
#undef P

const char *rr_part_text(int card, int part) {
    if (card < 0 || card >= RR_CARD_COUNT || part < 0 || part >= 3) return NULL;
    return parts[card][part];
}

/* Appends to buf (of size) at *used, never past its end. */
static void append(char *buf, size_t size, size_t *used, const char *format, int points, const char *text) {
    if (*used >= size) return;
    int n = snprintf(buf + *used, size - *used, format, points, text);
    if (n > 0) *used += (size_t)n < size - *used ? (size_t)n : size - *used - 1;
}

void rr_points_reason(const rr_card_line *line, char *buf, size_t size) {
    size_t used = 0;
    if (!size) return;
    buf[0] = 0;
    for (int k = 0; k < 3; k++) {
        const char *text = rr_part_text(line->card, k);
        if (!text || !line->part[k]) continue;
        append(buf, size, &used, used ? "; %+d: %s" : "%+d: %s", line->part[k], text);
    }
    if (line->part[3]) append(buf, size, &used, used ? "; Artisan Chef ignores %d%s" : "Artisan Chef ignores %d%s",
                              -line->part[3], "");
}

void rr_choice_reason(const rr_card_line *line, char *buf, size_t size) {
    if (!size) return;
    buf[0] = 0;
    char what[80];
    if (line->as != line->card)
        snprintf(what, sizeof what, "%s counted as %s", rr_cards[line->card].name, rr_cards[line->as].name);
    else if (line->also >= 0)
        snprintf(what, sizeof what, "%s counted as %s too", rr_cards[line->card].name, rr_color_name(line->also));
    else
        return;
    size_t used = (size_t)snprintf(buf, size, "%s", what);
    for (int k = 0; k < RR_CHOICE_HELPS && line->helped[k] < RR_CARD_COUNT && used < size; k++) {
        const char *card = rr_cards[line->helped[k]].name;
        int help = line->help[k], without = line->helped_without[k];
        int n = without < 0 && without + help >= 0 && help > 0
                    ? snprintf(buf + used, size - used, "%scancels %s's %d", k ? ", " : ": ", card, without)
                    : snprintf(buf + used, size - used, "%s%+d for %s", k ? ", " : ": ", help, card);
        if (n > 0) used += (size_t)n;
    }
}
