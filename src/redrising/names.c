/* names.c: words for things: colors, locations, houses, die faces, cards as one
 * seat may name them, the name of every option of the pending decision, and its
 * prompt. Names are unique within a decision, so a game record can store answers by
 * name; they never name a card the answering seat cannot see. */
#include <ctype.h>
#include <stdio.h>
#include <strings.h>

#include "internal.h"

static const char *const color_names[RR_COLOR_COUNT] = {
    "Red", "Brown", "Obsidian", "Pink", "Gray", "Blue", "Yellow",
    "Green", "Violet", "Orange", "Silver", "White", "Copper", "Gold"};
static const char *const location_names[RR_LOCATIONS] = {"Jupiter", "Mars", "Luna", "The Institute"};
static const char *const house_names[RR_HOUSE_COUNT + 1] = {"Apollo", "Ceres", "Diana", "Jupiter",
                                                            "Mars", "Minerva", "none"};
static const char *const face_names[RR_DIE_FACES] = {
    "advance on the Fleet Track", "gain 1 Helium", "gain the Sovereign token",
    "place 1 Influence", "banish a location's top card", "place the deck's top card"};

const char *rr_color_name(int c) { return c >= 0 && c < RR_COLOR_COUNT ? color_names[c] : "?"; }
const char *rr_location_name(int l) { return l >= 0 && l < RR_LOCATIONS ? location_names[l] : "?"; }
const char *rr_house_name(int h) { return h >= 0 && h <= RR_HOUSE_COUNT ? house_names[h] : "?"; }
const char *rr_die_face_name(int f) { return f >= 0 && f < RR_DIE_FACES ? face_names[f] : "?"; }

static int find_in(const char *const *names, int n, const char *name) {
    for (int i = 0; i < n; i++)
        if (strcasecmp(names[i], name) == 0) return i;
    return -1;
}

int rr_find_card(const char *name) {
    for (int c = 0; c < RR_CARD_COUNT; c++)
        if (strcasecmp(rr_cards[c].name, name) == 0) return c;
    return -1;
}
int rr_find_color(const char *name) { return find_in(color_names, RR_COLOR_COUNT, name); }
int rr_find_house(const char *name) { return find_in(house_names, RR_HOUSE_COUNT, name); }
int rr_find_location(const char *name) {
    int l = find_in(location_names, RR_LOCATIONS, name);
    if (l < 0 && strcasecmp(name, "Institute") == 0) l = RR_INSTITUTE;
    return l;
}

bool rr_card_known(const rr_board *b, int seat, int card) {
    const unsigned everyone = (1u << RR_MAX_PLAYERS) - 1;
    if (card < 0 || card >= RR_CARD_COUNT) return false;
    int z = zone_of(b, card);
    if (z == RR_ZONE_BANISHED || z == RR_ZONE_REMOVED) return true;
    bool on_board = z >= RR_ZONE_LOCATION && z < RR_ZONE_LOCATION + RR_LOCATIONS;
    if (on_board && !is_facedown(b, card)) return true;
    if (seat < 0) return b->seen[card] == everyone;
    return z == RR_ZONE_HAND + seat || (b->seen[card] >> seat & 1);
}

static const char *ordinal_suffix(int n) {
    if (n % 100 >= 11 && n % 100 <= 13) return "th";
    return n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
}

void rr_board_card_label(const rr_board *b, int card, int seat, char *buf, size_t size) {
    if (card < 0 || card >= RR_CARD_COUNT) {
        snprintf(buf, size, "?");
        return;
    }
    if (rr_card_known(b, seat, card)) {
        snprintf(buf, size, "%s", rr_cards[card].name);
        return;
    }
    int z = zone_of(b, card), n = zone_size(b, z), at = 0, unknown = 0;
    for (int i = 0; i < n; i++) {
        int c = zone_card(b, z, i);
        if (c == card) at = n - i; /* 1 = the top */
        unknown += !rr_card_known(b, seat, c);
    }
    if (z >= RR_ZONE_LOCATION && z < RR_ZONE_LOCATION + RR_LOCATIONS) {
        const char *where = rr_location_name(z - RR_ZONE_LOCATION);
        if (unknown == 1) snprintf(buf, size, "the face-down card at %s", where);
        else snprintf(buf, size, "the face-down card %d%s from the top of %s", at, ordinal_suffix(at), where);
    } else if (z == RR_ZONE_DECK) {
        if (at == 1) snprintf(buf, size, "the deck's top card");
        else snprintf(buf, size, "the deck's %d%s card from the top", at, ordinal_suffix(at));
    } else if (z >= RR_ZONE_HAND && z < RR_ZONE_HAND + RR_MAX_PLAYERS) {
        snprintf(buf, size, "a card in player %d's hand", z - RR_ZONE_HAND + 1);
    } else {
        snprintf(buf, size, "a hidden card");
    }
}

void rr_card_label(const rr_state *s, int card, int seat, char *buf, size_t size) {
    rr_board_card_label(&s->now, card, seat, buf, size);
}

void rr_option_name(const rr_state *s, int o, char *buf, size_t size) {
    const rr_decision *d = &s->pending;
    switch (d->kind) {
    case RR_ASK_ACTION:
        if (o == RR_LEAD_EMPTY) snprintf(buf, size, "lead with no card to deploy");
        else if (o >= RR_SCOUT) snprintf(buf, size, "scout to %s", rr_location_name(o - RR_SCOUT));
        else snprintf(buf, size, "lead %s to %s", rr_cards[o / RR_LOCATIONS].name, rr_location_name(o % RR_LOCATIONS));
        break;
    case RR_ASK_GAIN:
        if (o == RR_GAIN_DECK) snprintf(buf, size, "take the deck card");
        else snprintf(buf, size, "gain from %s", rr_location_name(o));
        break;
    case RR_ASK_LOCATION:
        snprintf(buf, size, "%s", o == RR_BANISH_IT ? "banish it" : rr_location_name(o));
        break;
    case RR_ASK_CARD:
        if (o == RR_CARD_NONE) snprintf(buf, size, "none");
        else rr_card_label(s, o, d->seat, buf, size);
        break;
    case RR_ASK_YESNO: snprintf(buf, size, "%s", o ? "yes" : "no"); break;
    case RR_ASK_SEAT:
        if (o == RR_SEAT_NONE) snprintf(buf, size, "none");
        else snprintf(buf, size, "player %d", o + 1);
        break;
    case RR_ASK_COLOR: snprintf(buf, size, "%s", rr_color_name(o)); break;
    case RR_ASK_DIE_FACE: snprintf(buf, size, "%s", rr_die_face_name(o)); break;
    case RR_ASK_TOKEN:
        snprintf(buf, size, "%s", o == RR_TOKEN_HELIUM ? "gain 1 Helium" : o == RR_TOKEN_FLEET ? "advance on the Fleet Track" : "place 1 Influence");
        break;
    case RR_ASK_DECK_END: snprintf(buf, size, "%s", o ? "the bottom of the deck" : "the top of the deck"); break;
    default: snprintf(buf, size, "?"); break;
    }
}

/* Firewall Expert: the card to place now, then the ones still to place (the deck's
 * next cards, one per other free location): at the first question all three. */
static void facedown_prompt(const rr_state *s, const char *card, const char *subject, char *buf, size_t size) {
    const rr_board *b = &s->now;
    int n = snprintf(buf, size, "%s: put %s face down on which location", card, subject);
    int more = s->pending.count - 1, deck = zone_size(b, RR_ZONE_DECK);
    for (int k = 1; k <= more && k < deck && n >= 0 && (size_t)n < size; k++) {
        char next[CT_NAME_SIZE];
        rr_card_label(s, zone_card(b, RR_ZONE_DECK, deck - 1 - k), s->pending.seat, next, sizeof next);
        n += snprintf(buf + n, size - (size_t)n, "%s%s", k == 1 ? " (then " : ", then ", next);
        if (n >= 0 && (size_t)n < size && (k == more || k + 1 == deck)) n += snprintf(buf + n, size - (size_t)n, ")");
    }
    if (n >= 0 && (size_t)n < size) snprintf(buf + n, size - (size_t)n, "?");
}

void rr_prompt(const rr_state *s, char *buf, size_t size) {
    const rr_decision *d = &s->pending;
    if (rr_is_over(s)) {
        snprintf(buf, size, "the game is over");
        return;
    }
    char card[CT_NAME_SIZE] = "", subject[CT_NAME_SIZE] = "it";
    if (d->card >= 0) rr_card_label(s, d->card, d->seat, card, sizeof card);
    if (d->subject >= 0) rr_card_label(s, d->subject, d->seat, subject, sizeof subject);
    int n = snprintf(buf, size, "Player %d: ", d->seat + 1);
    if (n < 0 || (size_t)n >= size) return;
    buf += n;
    size -= (size_t)n;
    switch (d->why) {
    case RR_WHY_ACTION: snprintf(buf, size, "lead or scout"); break;
    case RR_WHY_GAIN: snprintf(buf, size, "gain a card (a location's top card and its bonus, or the deck's and the die)"); break;
    case RR_WHY_DIE_BANISH: snprintf(buf, size, "the die says banish: the top card of which location?"); break;
    case RR_WHY_DIE_PLACE: snprintf(buf, size, "the die reveals %s: place it on which location?", card); break;
    case RR_WHY_APOLLO_PLACE: snprintf(buf, size, "Apollo reveals %s: place it on which location?", card); break;
    case RR_WHY_CERES_BOARD: snprintf(buf, size, "Ceres: banish which card from a location?"); break;
    case RR_WHY_CERES_HAND: snprintf(buf, size, "Ceres: banish which card from your hand before scoring?"); break;
    case RR_WHY_MINERVA_FACE: snprintf(buf, size, "Minerva rolled the Sovereign: which other bonus?"); break;
    case RR_WHY_END_ABILITY: snprintf(buf, size, "which end-of-game ability resolves next?"); break;
    case RR_WHY_GAIN_CARD: snprintf(buf, size, "%s: gain which card?", card); break;
    case RR_WHY_MAY_GAIN_CARD: snprintf(buf, size, "%s: gain which card, if any?", card); break;
    case RR_WHY_MAY_PLACE_CARD: snprintf(buf, size, "%s: place which banished card, if any?", card); break;
    case RR_WHY_BANISH_CARD: snprintf(buf, size, "%s: banish which card?", card); break;
    case RR_WHY_MAY_BANISH_CARD: snprintf(buf, size, "%s: banish which card, if any?", card); break;
    case RR_WHY_MOVE_CARD: snprintf(buf, size, "%s: move which card?", card); break;
    case RR_WHY_DEPLOY_CARD: snprintf(buf, size, "%s: deploy which card to Jupiter?", card); break;
    case RR_WHY_MOVE_TO: snprintf(buf, size, "%s: move %s to which location?", card, d->subject >= 0 ? subject : "them"); break;
    case RR_WHY_FROM_LOCATION: snprintf(buf, size, "%s: from which location?", card); break;
    case RR_WHY_DEPLOY_TO: snprintf(buf, size, "%s: deploy %s to which location?", card, subject); break;
    case RR_WHY_PLACE_ON: snprintf(buf, size, "%s: place %s on which location?", card, subject); break;
    case RR_WHY_HACKER: snprintf(buf, size, "%s reveals %s: place it on a location, or banish it?", card, subject); break;
    case RR_WHY_USE: snprintf(buf, size, "%s: use its ability?", card); break;
    case RR_WHY_OPPONENT: snprintf(buf, size, "%s: which opponent?", card); break;
    case RR_WHY_MAY_OPPONENT: snprintf(buf, size, "%s: which opponent, if any?", card); break;
    case RR_WHY_COLOR: snprintf(buf, size, "%s: name a color", card); break;
    case RR_WHY_UNDER_ORDER: snprintf(buf, size, "%s: which card goes directly under it?", card); break;
    case RR_WHY_BOTTOM_ORDER: snprintf(buf, size, "%s: which card goes to the bottom of the deck next?", card); break;
    case RR_WHY_FACEDOWN_WHERE: facedown_prompt(s, card, subject, buf, size); break;
    case RR_WHY_COUNSELOR_PICK: snprintf(buf, size, "%s: put which banished card back on the deck, if any?", card); break;
    case RR_WHY_COUNSELOR_END: snprintf(buf, size, "%s: %s on the top or the bottom of the deck?", card, subject); break;
    case RR_WHY_HYPNOTIST: snprintf(buf, size, "%s: banish which card of yours (then draw)?", card); break;
    case RR_WHY_VICTIM_BANISH: snprintf(buf, size, "%s: banish which of your cards?", card); break;
    case RR_WHY_VICTIM_GIVE: snprintf(buf, size, "%s steals from you: give which card?", card); break;
    case RR_WHY_EO_REVEAL: snprintf(buf, size, "%s: reveal which Red?", card); break;
    case RR_WHY_BLOCK: snprintf(buf, size, "%s attacks your hand: reveal a card to block it?", card); break;
    case RR_WHY_SOVEREIGN_BLOCK: snprintf(buf, size, "the Sovereign token is being taken: banish a card to keep it?"); break;
    case RR_WHY_LOAN_SHARK: snprintf(buf, size, "%s: pay 2 Helium to take a turn now (else give 1)?", card); break;
    case RR_WHY_AUCTION: snprintf(buf, size, "%s: which bonus do you take (the other two go to its player)?", card); break;
    case RR_WHY_END_TOKEN: snprintf(buf, size, "%s: which bonus?", card); break;
    case RR_WHY_DIPLOMAT: snprintf(buf, size, "%s: place 1 Influence?", card); break;
    case RR_WHY_ROQUE_NAME: snprintf(buf, size, "%s: name a card of that hand", card); break;
    case RR_WHY_REVEAL_WHICH: snprintf(buf, size, "%s: reveal which card?", card); break;
    default: snprintf(buf, size, "choose"); break;
    }
}

static const char *card_name_at(const void *ctx, int c) {
    (void)ctx;
    return rr_cards[c].name;
}

int rr_suggest_card(const char *name) { return ct_closest_name(name, RR_CARD_COUNT, card_name_at, NULL); }
