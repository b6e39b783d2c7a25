/* narrate.c: an answer's outcome in words, for one observing seat ("Ana deploys
 * Darrow to Jupiter, gains CEO from Jupiter; ..."). Built from the difference
 * between the observer's views before and after the answer, the public parts of the
 * decision, and Tull Au Toma's public log: every card name goes through one check
 * (card_word), so a card the observer cannot see is only ever "a card".
 * Pure: no I/O, no globals, no allocation. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "redrising_narrate.h"

enum { AT_NOWHERE, AT_HAND, AT_LOCATION, AT_BANISHED };

typedef struct spot {
    uint8_t at;    /* AT_* */
    int8_t which;  /* the seat (AT_HAND) or the location (AT_LOCATION) */
} spot;

/* Where one seat sees every card, and how many cards it cannot see where. */
typedef struct sight {
    rr_view view;
    spot card[RR_CARD_COUNT];
    int hidden_hand[RR_MAX_PLAYERS];
    int facedown[RR_LOCATIONS];
} sight;

bool rr_view_shows(const rr_view *v, int c) {
    if (c < 0 || c >= RR_CARD_COUNT) return false;
    for (int i = 0; i < v->hand_count; i++)
        if (v->hand[i] == c) return true;
    for (int p = 0; p < v->players; p++)
        for (int i = 0; i < v->known_count[p]; i++)
            if (v->known[p][i] == c) return true;
    for (int l = 0; l < RR_LOCATIONS; l++)
        for (int i = 0; i < v->location_count[l]; i++)
            if (v->location[l][i] == c) return true;
    for (int i = 0; i < v->banished_count; i++)
        if (v->banished[i] == c) return true;
    return false;
}

static void look(const rr_state *s, int observer, sight *out) {
    rr_view *v = &out->view;
    rr_make_view(s, observer, v);
    memset(out->card, 0, sizeof out->card);
    for (int p = 0; p < v->players; p++) {
        int shown = 0;
        if (p == observer) {
            for (int i = 0; i < v->hand_count; i++) out->card[v->hand[i]] = (spot){AT_HAND, (int8_t)p};
            shown = v->hand_count;
        } else {
            for (int i = 0; i < v->known_count[p]; i++) out->card[v->known[p][i]] = (spot){AT_HAND, (int8_t)p};
            shown = v->known_count[p];
        }
        out->hidden_hand[p] = v->hand_size[p] - shown;
    }
    for (int l = 0; l < RR_LOCATIONS; l++) {
        out->facedown[l] = 0;
        for (int i = 0; i < v->location_count[l]; i++) {
            int c = v->location[l][i];
            if (c == RR_HIDDEN_CARD) out->facedown[l]++;
            else out->card[c] = (spot){AT_LOCATION, (int8_t)l};
        }
    }
    for (int i = 0; i < v->banished_count; i++) out->card[v->banished[i]] = (spot){AT_BANISHED, -1};
}

/* ---- the text ---- */

#define MAX_EVENTS 48
typedef struct event {
    int8_t seat;
    uint8_t object;  /* rest starts with " <card>" of this length, then a tail that like events share; or 0 */
    uint8_t rank;    /* told in rank order: the answer, takes, placings, gains, banishes, the rest */
    char verb[16];   /* the verb in the base form: "gain" */
    char rest[112];  /* " Darrow from Jupiter" */
} event;

typedef struct teller {
    char *out;
    size_t size, len;
    const rr_state *s;
    const rr_narrator *names;
    const sight *was, *now;
    int subject;      /* the seat the running clause is about, or -1 */
    bool open;        /* a sentence is under way */
    const char *lead_in; /* opens the first clause instead of a capital ("At the game's end, ") */
    event events[MAX_EVENTS];
    int count;
} teller;

static void put(teller *t, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void put(teller *t, const char *format, ...) {
    va_list ap;
    va_start(ap, format);
    size_t room = t->len < t->size ? t->size - t->len : 0;
    int n = vsnprintf(t->out + t->len, room, format, ap);
    va_end(ap);
    if (n > 0) t->len += (size_t)n;
    if (t->len >= t->size) t->len = t->size ? t->size - 1 : 0;
}

static bool is_you(const teller *t, int seat) { return t->names && t->names->you >= 0 && t->names->you == seat; }

static void seat_word(const teller *t, int seat, bool capital, char *buf, size_t size) {
    if (is_you(t, seat)) snprintf(buf, size, capital ? "You" : "you");
    else if (t->names && seat >= 0 && seat < RR_MAX_PLAYERS && t->names->names[seat] && t->names->names[seat][0])
        snprintf(buf, size, "%s", t->names->names[seat]);
    else if (seat == t->s->now.automa) snprintf(buf, size, "Tull");
    else snprintf(buf, size, "Player %d", seat + 1);
}

/* The card's name if the observer may see it (before or after the answer), else "a card". */
static const char *card_word(const teller *t, int c) {
    if (rr_view_shows(&t->was->view, c) || rr_view_shows(&t->now->view, c)) return rr_cards[c].name;
    return "a card";
}

static void add_event(teller *t, int seat, const char *verb, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static void add_event(teller *t, int seat, const char *verb, const char *format, ...) {
    if (t->count >= MAX_EVENTS) return;
    event *e = &t->events[t->count];
    e->seat = (int8_t)seat;
    e->object = 0;
    static const char *const ranked[] = {"deploy lead scout use decline choose name answer pay give let do block keep",
                                         "take", "place move return turn", "gain draw reveal", "banish"};
    e->rank = 5;
    for (int r = 0; r < 5 && e->rank == 5; r++) {
        const char *hit = strstr(ranked[r], verb);
        size_t n = strlen(verb);
        if (hit && (hit == ranked[r] || hit[-1] == ' ') && (hit[n] == ' ' || !hit[n])) e->rank = (uint8_t)r;
    }
    snprintf(e->verb, sizeof e->verb, "%s", verb);
    va_list ap;
    va_start(ap, format);
    vsnprintf(e->rest, sizeof e->rest, format, ap);
    va_end(ap);
    for (int i = 0; i < t->count; i++) /* told once: a revealed card is both answer and news */
        if (t->events[i].seat == e->seat && !strcmp(t->events[i].verb, e->verb) && !strcmp(t->events[i].rest, e->rest))
            return;
    t->count++;
}

/* An event about one card whose tail (" from Jupiter") like events may share: told
 * together as "banishes Eo, Nero and Sevro from Jupiter". */
static void add_object(teller *t, int seat, const char *verb, const char *card, const char *tail) {
    int before = t->count;
    add_event(t, seat, verb, " %s%s", card, tail);
    if (t->count > before && strlen(card) + 1 < sizeof t->events[0].rest)
        t->events[t->count - 1].object = (uint8_t)(strlen(card) + 1);
}

/* "gain" -> "gains", "banish" -> "banishes", "do" -> "does"; "you" keeps the base form. */
static void put_verb(teller *t, int seat, const char *verb) {
    if (is_you(t, seat)) {
        put(t, " %s", verb);
        return;
    }
    size_t n = strlen(verb);
    bool es = n >= 2 && (!strcmp(verb + n - 2, "sh") || !strcmp(verb + n - 2, "ch") || verb[n - 1] == 's' ||
                         verb[n - 1] == 'x' || verb[n - 1] == 'o'); /* "does" */
    put(t, " %s%s", verb, es ? "es" : "s");
}

/* Starts a clause about seat: a new subject opens with its name, the same one goes on
 * after a comma. */
static void clause(teller *t, int seat) {
    if (t->open && t->subject == seat) {
        put(t, ",");
        return;
    }
    char who[64];
    const char *lead_in = t->open ? "" : t->lead_in ? t->lead_in : "";
    seat_word(t, seat, !t->open && !*lead_in, who, sizeof who);
    put(t, "%s%s%s", t->open ? "; " : t->len ? " " : "", lead_in, who);
    t->subject = seat;
    t->open = true;
}

static void end_sentence(teller *t) {
    if (t->open) put(t, ".");
    t->open = false;
    t->subject = -1;
}

static bool same_tail(const event *a, const event *b) {
    return a->object && b->object && a->seat == b->seat && a->rank == b->rank && !strcmp(a->verb, b->verb) &&
           !strcmp(a->rest + a->object, b->rest + b->object);
}

static void say_events_of(teller *t, int seat, bool *said) {
    for (int rank = 0; rank <= 5; rank++)
        for (int i = 0; i < t->count; i++) {
            const event *e = &t->events[i];
            if (said[i] || e->seat != seat || e->rank != rank) continue;
            said[i] = true;
            clause(t, seat);
            put_verb(t, seat, e->verb);
            if (!e->object) {
                put(t, "%s", e->rest);
                continue;
            }
            /* the cards that share this tail, then the tail once */
            int n = 0, last = i;
            for (int j = i + 1; j < t->count; j++)
                if (!said[j] && same_tail(e, &t->events[j])) n++, last = j;
            put(t, "%.*s", (int)e->object, e->rest);
            for (int j = i + 1; j < t->count && n; j++) {
                if (said[j] || !same_tail(e, &t->events[j])) continue;
                said[j] = true;
                put(t, "%s%.*s", j == last ? " and" : ",", (int)t->events[j].object, t->events[j].rest);
            }
            put(t, "%s", e->rest + e->object);
        }
}

/* ": +1 Helium, the Sovereign token" after the seat's clauses (or "Ana: ..." alone). */
static void say_tokens(teller *t, int seat, bool skip) {
    const rr_view *a = &t->was->view, *b = &t->now->view;
    char list[160] = "";
    size_t n = 0;
    int d[3] = {b->helium[seat] - a->helium[seat], b->fleet[seat] - a->fleet[seat],
                b->influence[seat] - a->influence[seat]};
    static const char *const what[3] = {"Helium", "Fleet", "Influence"};
    if (b->sovereign == seat && a->sovereign != seat && !skip && n < sizeof list) {
        char from[64] = "";
        if (a->sovereign >= 0) {
            char who[56];
            seat_word(t, a->sovereign, false, who, sizeof who);
            snprintf(from, sizeof from, " from %s", who);
        }
        n += (size_t)snprintf(list + n, sizeof list - n, "%sthe Sovereign token%s", "", from);
    }
    if (!skip)
        for (int k = 0; k < 3; k++)
            if (d[k] && n < sizeof list)
                n += (size_t)snprintf(list + n, sizeof list - n, "%s%+d %s", n ? ", " : "", d[k], what[k]);
    if (!n) return;
    if (t->open && t->subject == seat) {
        put(t, ": %s", list);
    } else {
        clause(t, seat);
        put(t, ": %s", list);
    }
}

/* ---- reading the difference ---- */

static bool is_face_down(const rr_board *b, int c) { return (b->facedown[c >> 6] >> (c & 63)) & 1; }


static bool victim_question(int why) {
    return why == RR_WHY_VICTIM_BANISH || why == RR_WHY_VICTIM_GIVE || why == RR_WHY_BLOCK ||
           why == RR_WHY_SOVEREIGN_BLOCK || why == RR_WHY_ROQUE_NAME;
}

static bool automa_played(const rr_state *before, const rr_state *after) {
    const rr_board *a = &before->now, *b = &after->now;
    return b->automa >= 0 && (a->automa_log_turn != b->automa_log_turn ||
                              memcmp(a->automa_log, b->automa_log, sizeof a->automa_log) != 0);
}

/* What happened to the cards: one event per card that moved where the observer can
 * follow it, then the moves it can only count. */
static void read_cards(teller *t, const rr_state *before, const rr_state *after, int option, int actor,
                       const bool *skip, bool *scouted) {
    const sight *was = t->was, *now = t->now;
    const rr_decision *d = &before->pending;
    int players = was->view.players;
    int deck = now->view.deck_count - was->view.deck_count;
    int hand[RR_MAX_PLAYERS], face[RR_LOCATIONS];
    for (int p = 0; p < players; p++) hand[p] = now->hidden_hand[p] - was->hidden_hand[p];
    for (int l = 0; l < RR_LOCATIONS; l++) face[l] = now->facedown[l] - was->facedown[l];
    int lead = d->kind == RR_ASK_ACTION && option >= 0 && option < RR_LEAD_EMPTY ? option / RR_LOCATIONS : -1;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        if (!skip[c]) continue;
        /* her cards: told from her log, so take them out of the counts */
        int from = rr_zone_of(&before->now, c), to = rr_zone_of(&after->now, c);
        if (was->card[c].at == AT_NOWHERE) {
            if (from == RR_ZONE_DECK) deck++;
            else if (from >= RR_ZONE_LOCATION && from < RR_ZONE_LOCATION + RR_LOCATIONS) face[from - RR_ZONE_LOCATION]++;
        }
        if (now->card[c].at == AT_NOWHERE) {
            if (to == RR_ZONE_DECK) deck--;
            else if (to >= RR_ZONE_HAND && to < RR_ZONE_HAND + players) hand[to - RR_ZONE_HAND]--;
        }
    }
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        if (skip[c]) continue;
        spot from = was->card[c], to = now->card[c];
        if (c == lead) { /* the deployed card: it went to its location first */
            if (from.at == AT_NOWHERE) hand[d->seat]++;
            from = (spot){AT_LOCATION, (int8_t)(option % RR_LOCATIONS)};
        }
        if (from.at == to.at && from.which == to.which) continue;
        if (from.at == AT_NOWHERE && to.at == AT_NOWHERE) continue;
        const char *name = card_word(t, c);
        /* Where an unseen end of the move was: the card was seen going there or coming
         * from there (moving a card is done in the open), only what it is was hidden. */
        int src_hand = -1, src_face = -1, dst_hand = -1, dst_face = -1;
        if (from.at == AT_NOWHERE) {
            int z = c == lead ? RR_ZONE_HAND + d->seat : rr_zone_of(&before->now, c);
            if (z >= RR_ZONE_HAND && z < RR_ZONE_HAND + players) hand[src_hand = z - RR_ZONE_HAND]++;
            else if (z >= RR_ZONE_LOCATION && z < RR_ZONE_LOCATION + RR_LOCATIONS) face[src_face = z - RR_ZONE_LOCATION]++;
        }
        if (to.at == AT_NOWHERE) {
            int z = rr_zone_of(&after->now, c);
            if (z >= RR_ZONE_HAND && z < RR_ZONE_HAND + players) hand[dst_hand = z - RR_ZONE_HAND]--;
            else if (z >= RR_ZONE_LOCATION && z < RR_ZONE_LOCATION + RR_LOCATIONS) face[dst_face = z - RR_ZONE_LOCATION]--;
        }
        char from_hand[64] = "", tail[48];
        int owner = from.at == AT_HAND ? from.which : src_hand;
        if (owner >= 0) seat_word(t, owner, false, from_hand, sizeof from_hand);
        switch (to.at) {
        case AT_HAND:
            if (from.at == AT_LOCATION)
                snprintf(tail, sizeof tail, " from %s", rr_location_name(from.which)),
                    add_object(t, to.which, "gain", name, tail);
            else if (from.at == AT_BANISHED)
                add_event(t, to.which, "take", " %s back from the banished pile", name);
            else if (owner == to.which)
                add_event(t, to.which, "reveal", " %s", name);
            else if (owner >= 0)
                add_event(t, to.which, "take", " %s from %s", name, from_hand);
            else if (src_face >= 0)
                add_event(t, to.which, "take", " %s from %s (it was face down)", name, rr_location_name(src_face));
            else
                add_event(t, to.which, "draw", " %s", name);
            break;
        case AT_LOCATION:
            if (rr_zone_of(&after->now, c) == rr_location_zone(to.which) && is_face_down(&after->now, c))
                snprintf(tail, sizeof tail, " face down on %s", rr_location_name(to.which)),
                    add_object(t, owner >= 0 ? owner : actor, "place", name, tail);
            else if (from.at == AT_LOCATION)
                add_event(t, actor, "move", " %s from %s to %s", name, rr_location_name(from.which),
                          rr_location_name(to.which));
            else if (from.at == AT_BANISHED)
                add_event(t, actor, "return", " %s from the banished pile to %s", name, rr_location_name(to.which));
            else if (owner >= 0)
                add_event(t, owner, "place", " %s on %s", name, rr_location_name(to.which));
            else if (src_face == to.which)
                add_event(t, actor, "turn", " %s face up on %s", name, rr_location_name(to.which));
            else if (d->kind == RR_ASK_ACTION && option == RR_SCOUT + to.which && !*scouted) {
                add_event(t, d->seat, "scout", " %s from the deck to %s", name, rr_location_name(to.which));
                *scouted = true;
            }
            else
                snprintf(tail, sizeof tail, " from the deck on %s", rr_location_name(to.which)),
                    add_object(t, actor, "place", name, tail);
            break;
        case AT_BANISHED:
            if (from.at == AT_LOCATION)
                snprintf(tail, sizeof tail, " from %s", rr_location_name(from.which)),
                    add_object(t, actor, "banish", name, tail);
            else if (owner >= 0)
                snprintf(tail, sizeof tail, " from %s hand", is_you(t, owner) ? "your" : owner == after->now.automa ? "her" : "their"),
                    add_object(t, owner, "banish", name, tail);
            else
                snprintf(tail, sizeof tail, " from %s", src_face >= 0 ? rr_location_name(src_face) : "the deck"),
                    add_object(t, actor, "banish", name, tail);
            break;
        default: /* out of sight */
            if (dst_hand >= 0 && from.at == AT_HAND) {
                char to_hand[64];
                seat_word(t, from.which, false, to_hand, sizeof to_hand);
                add_event(t, dst_hand, "take", " %s from %s", name, to_hand);
            } else if (dst_hand >= 0) {
                add_event(t, dst_hand, "take", " %s", name);
            } else if (dst_face >= 0) {
                add_event(t, actor, "put", " %s face down on %s", name, rr_location_name(dst_face));
            } else {
                add_event(t, from.at == AT_HAND ? from.which : actor, "put", " %s into the deck", name);
            }
            break;
        }
    }
    /* moves the observer can only count */
    for (int p = 0; p < players; p++) {
        for (int q = 0; q < players && hand[p] > 0; q++) {
            if (q == p || hand[q] >= 0) continue;
            int k = hand[p] < -hand[q] ? hand[p] : -hand[q];
            char victim[64];
            seat_word(t, q, false, victim, sizeof victim);
            add_event(t, p, "take", " %d card%s from %s", k, k == 1 ? "" : "s", victim);
            hand[p] -= k;
            hand[q] += k;
        }
    }
    for (int p = 0; p < players; p++) {
        if (hand[p] > 0) {
            add_event(t, p, "draw", " %d card%s", hand[p], hand[p] == 1 ? "" : "s");
            deck += hand[p];
        } else if (hand[p] < 0) {
            add_event(t, p, "put", " %d card%s %s", -hand[p], hand[p] == -1 ? "" : "s",
                      deck > 0 ? "into the deck" : "away");
        }
    }
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (face[l] > 0)
            add_event(t, actor, "place", " %d card%s face down on %s", face[l], face[l] == 1 ? "" : "s",
                      rr_location_name(l));
}

/* The answer itself, where it is a public choice the board does not show. */
static void read_answer(teller *t, const rr_state *before, int option) {
    const rr_decision *d = &before->pending;
    int seat = d->seat;
    const char *card = d->card >= 0 ? card_word(t, d->card) : "the card";
    switch (d->kind) {
    case RR_ASK_ACTION:
        if (option == RR_LEAD_EMPTY) add_event(t, seat, "lead", " with no card to deploy");
        else if (option < RR_LEAD_EMPTY)
            add_event(t, seat, "deploy", " %s to %s", card_word(t, option / RR_LOCATIONS),
                      rr_location_name(option % RR_LOCATIONS));
        /* a scout is told with the card it placed (read_cards) */
        break;
    case RR_ASK_YESNO:
        switch (d->why) {
        case RR_WHY_USE:
            if (option) add_event(t, seat, "use", " %s's ability", card);
            else add_event(t, seat, "decline", " %s's ability", card);
            break;
        case RR_WHY_DIPLOMAT: /* yes: the Influence itself is told */
            if (!option) add_event(t, seat, "decline", " to place Influence");
            break;
        case RR_WHY_LOAN_SHARK:
            add_event(t, seat, option ? "pay" : "give", "%s", option ? " 2 Helium to take a turn now" : " 1 Helium instead of a turn");
            break;
        default: add_event(t, seat, "answer", " %s", option ? "yes" : "no"); break;
        }
        break;
    case RR_ASK_SEAT:
        if (option == RR_SEAT_NONE) add_event(t, seat, "choose", " no opponent");
        else {
            char who[64];
            seat_word(t, option, false, who, sizeof who);
            add_event(t, seat, "choose", " %s", who);
        }
        break;
    case RR_ASK_COLOR: add_event(t, seat, "name", " %s", rr_color_name(option)); break;
    case RR_ASK_DECK_END: add_event(t, seat, "choose", " the %s of the deck", option ? "bottom" : "top"); break;
    case RR_ASK_CARD:
        if (option != RR_CARD_NONE && d->why == RR_WHY_BLOCK) {
            add_event(t, seat, "block", " %s", card);
        } else if (option != RR_CARD_NONE && d->why == RR_WHY_SOVEREIGN_BLOCK) {
            add_event(t, seat, "keep", " the Sovereign token");
        } else if (option == RR_CARD_NONE) {
            if (d->why == RR_WHY_BLOCK) add_event(t, seat, "do", " not block %s", card);
            else if (d->why == RR_WHY_SOVEREIGN_BLOCK) add_event(t, seat, "let", " the Sovereign token go");
            else add_event(t, seat, "choose", " none");
        } else if (d->why == RR_WHY_ROQUE_NAME) {
            add_event(t, seat, "name", " %s", card_word(t, option));
        } else if (d->why == RR_WHY_EO_REVEAL || d->why == RR_WHY_REVEAL_WHICH) {
            add_event(t, seat, "reveal", " %s", card_word(t, option));
        }
        break;
    default: break;
    }
}

/* A lead's gain from the deck: "takes the deck's top card (Nero) and rolls the die". */
static void say_die(teller *t, int seat) {
    const char *rolls = is_you(t, seat) ? "roll" : "rolls";
    for (int i = 0; i < t->count; i++) {
        event *e = &t->events[i];
        if (e->seat != seat || strcmp(e->verb, "draw")) continue;
        char drawn[48];
        snprintf(drawn, sizeof drawn, "%s", e->rest + 1);
        snprintf(e->verb, sizeof e->verb, "take");
        if (!strcmp(drawn, "1 card")) snprintf(e->rest, sizeof e->rest, " the deck's top card and %s the die", rolls);
        else snprintf(e->rest, sizeof e->rest, " the deck's top card (%s) and %s the die", drawn, rolls);
        return;
    }
    add_event(t, seat, "roll", " the die");
}

static void say_letter_or_location(teller *t, int section) {
    if (section >= RR_LOCATIONS) put(t, " (her card shows %c)", 'A' + section - RR_LOCATIONS);
}

static const char *bonus_words(int location) {
    static const char *const words[RR_LOCATIONS] = {"+1 Fleet", "+1 Helium", "the Sovereign token", "+1 Influence"};
    return location >= 0 && location < RR_LOCATIONS ? words[location] : "nothing";
}

/* The tokens whose tenth stops a location's bonus: "Fleet" for Jupiter. */
static const char *token_words(int location) {
    return location == RR_JUPITER ? "Fleet" : location == RR_MARS ? "Helium" : "Influence";
}

/* Tull Au Toma's two cards, in plain words. */
static void say_automa(teller *t, const rr_board *b) {
    int tull = b->automa;
    for (int k = 0; k < 2; k++) {
        const rr_automa_step *st = &b->automa_log[k];
        if (st->card < 0) continue;
        const rr_automa_card *card = &rr_automa_cards[st->card];
        clause(t, tull);
        if (st->deployed >= 0) {
            put_verb(t, tull, "place");
            put(t, " %s on %s", card_word(t, st->deployed), rr_location_name(st->deploy_to));
            say_letter_or_location(t, card->deploy);
        } else {
            put(t, " deploys nothing (the deck is empty)");
        }
        if (st->gained >= 0 && st->gained == st->deployed && st->gain_from == st->gain_named) {
            put(t, " and takes it");
            if (card->gain != card->deploy) say_letter_or_location(t, card->gain);
        } else if (st->gained >= 0) {
            put(t, ", then gains %s from %s", card_word(t, st->gained), rr_location_name(st->gain_from));
            if (st->gain_from != st->gain_named) {
                put(t, " (her card shows ");
                if (card->gain >= RR_LOCATIONS) put(t, "%c = ", 'A' + card->gain - RR_LOCATIONS);
                put(t, "%s, which is empty; she follows the arrow %s)", rr_location_name(st->gain_named),
                    card->arrow < 0 ? "left" : "right");
            } else {
                say_letter_or_location(t, card->gain);
            }
        } else {
            put(t, ", but every location is empty: she gains nothing");
        }
        if (st->bonus >= 0) {
            put(t, ": %s", bonus_words(st->bonus));
            if (st->bonus != st->gain_from) put(t, " (she has 10 %s already)", token_words(st->gain_from));
            if (st->luna_bonus >= 0) {
                put(t, ", and from the Luna card %s", bonus_words(st->luna_bonus));
                if (st->luna_bonus != b->luna_pair)
                    put(t, " (the card shows %s; she has 10 %s already)", rr_location_name(b->luna_pair), token_words(b->luna_pair));
            }
        }
        if (st->banished >= 0) put(t, "; she banishes %s from the deck", card_word(t, st->banished));
        end_sentence(t);
    }
}

/* An answer that changed nothing yet (its effect comes after a later question): at
 * least what was chosen, as far as the observer may know it. */
static void say_choice_if_silent(teller *t, const rr_state *before, int option) {
    const rr_decision *d = &before->pending;
    if (t->count) return;
    switch (d->kind) {
    case RR_ASK_CARD:
        if (option != RR_CARD_NONE) add_event(t, d->seat, "choose", " %s", card_word(t, option));
        break;
    case RR_ASK_LOCATION:
        add_event(t, d->seat, "choose", " %s", option == RR_BANISH_IT ? "to banish it" : rr_location_name(option));
        break;
    case RR_ASK_DIE_FACE: add_event(t, d->seat, "choose", " to %s", rr_die_face_name(option)); break;
    default: break;
    }
}

/* What one answer did, from before to after (an answer that ends the turns: to where
 * they end). */
static size_t narrate_answer(teller *t, const rr_state *before, int option, const rr_state *after, int observer) {
    sight was, now;
    t->was = &was;
    t->now = &now;
    look(before, observer, &was);
    look(after, observer, &now);
    const rr_decision *d = &before->pending;
    int decider = d->seat;
    int actor = victim_question(d->why) ? before->now.current : decider;
    bool tull = automa_played(before, after);
    bool skip[RR_CARD_COUNT] = {false};
    if (tull)
        for (int k = 0; k < 2; k++) {
            const rr_automa_step *st = &after->now.automa_log[k];
            if (st->deployed >= 0) skip[st->deployed] = true;
            if (st->gained >= 0) skip[st->gained] = true;
            if (st->banished >= 0) skip[st->banished] = true;
        }
    read_answer(t, before, option);
    bool scouted = false;
    read_cards(t, before, after, option, actor, skip, &scouted);
    if (d->kind == RR_ASK_ACTION && option >= RR_SCOUT && !scouted)
        add_event(t, decider, "scout", " to %s", rr_location_name(option - RR_SCOUT));
    if (d->kind == RR_ASK_GAIN && option == RR_GAIN_DECK) say_die(t, decider);
    say_choice_if_silent(t, before, option);
    /* the decider first, then whoever acted, then everyone else in seat order */
    bool said[MAX_EVENTS] = {false};
    int order[RR_MAX_PLAYERS + 2], n = 0;
    order[n++] = decider;
    if (actor != decider) order[n++] = actor;
    for (int p = 0; p < was.view.players; p++)
        if (p != decider && p != actor) order[n++] = p;
    for (int i = 0; i < n; i++) {
        int p = order[i];
        say_events_of(t, p, said);
        say_tokens(t, p, tull && p == after->now.automa);
    }
    end_sentence(t);
    if (tull) say_automa(t, &after->now);
    return t->len;
}

/* The end-of-game phase the same answer ran, from where the turns ended: its own
 * sentence, each player's abilities in the order they resolve (from the first player). */
static void narrate_end(teller *t, const rr_state *ended, const rr_state *after, int observer) {
    sight was, now;
    t->was = &was;
    t->now = &now;
    t->count = 0;
    t->lead_in = "At the game's end, ";
    look(ended, observer, &was);
    look(after, observer, &now);
    const rr_board *b = &ended->now;
    /* what moved on the table or the deck was moved by the first player whose hand or
     * tokens changed (each resolves their own abilities, in turn) */
    int actor = b->first_player;
    for (int k = b->players - 1; k >= 0; k--) {
        int p = (b->first_player + k) % b->players;
        bool changed = rr_zone_size(b, RR_ZONE_HAND + p) != rr_zone_size(&after->now, RR_ZONE_HAND + p) ||
                       b->helium[p] != after->now.helium[p] || b->fleet[p] != after->now.fleet[p] ||
                       b->influence[p] != after->now.influence[p];
        if (changed) actor = p;
    }
    bool skip[RR_CARD_COUNT] = {false}, scouted = false, said[MAX_EVENTS] = {false};
    read_cards(t, ended, after, -1, actor, skip, &scouted);
    for (int k = 0; k < b->players; k++) {
        int p = (b->first_player + k) % b->players;
        say_events_of(t, p, said);
        say_tokens(t, p, false);
    }
    end_sentence(t);
}

size_t rr_narrate(const rr_state *before, int option, const rr_state *after, int observer,
                  const rr_narrator *names, char *out, size_t size) {
    teller t;
    memset(&t, 0, sizeof t);
    t.out = out;
    t.size = size;
    t.s = before;
    t.names = names;
    t.subject = -1;
    if (size) out[0] = 0;
    if (rr_is_over(before)) return 0;
    /* an answer that ends the turns also runs the end-of-game phase: told after the turn */
    rr_state ended;
    if (after->now.phase != RR_PHASE_TURNS && rr_apply_to_turns_end(before, option, &ended)) {
        narrate_answer(&t, before, option, &ended, observer);
        narrate_end(&t, &ended, after, observer);
        return t.len;
    }
    return narrate_answer(&t, before, option, after, observer);
}
