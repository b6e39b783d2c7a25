/* rone_render.c: RONE's table in the terminal, drawn only from what one seat's view
 * (rone_make_view) shows: every seat's hero (level, water, hand and deck sizes; in three
 * players its primary and secondary targets, and the bounty deck's size), its
 * battlefield (each unit's melee/ranged, health left, damage, exhaustion, keywords),
 * technologies, the top of its graveyard; the stack while reactions are open; the
 * seat's own hand with costs, recycle values and each card's text. A seat reads the
 * others first and its own side last, next to the question; on a terminal of known
 * height a table too tall for it is drawn compact (no card texts), or tight (the hand in a
 * paragraph, no hero abilities) when still too tall, as on 80x24. A card's
 * definition is looked up only for a card the view lists face up. */
#include <stdlib.h>
#include <string.h>

#include "frontend.h"

/* Lines a seat's table leaves below it on a terminal of known height besides the question
 * and its options (play tells the log above the table: frontend.h's log_above_table); a
 * taller table is drawn compact. */
#define RONE_ROOM_BELOW 2

void rone_seat_name(const rone_state *s, const cli_style *style, int seat, char *buf, size_t size) {
    (void)s;
    if (style && style->names && seat >= 0 && style->names[seat]) snprintf(buf, size, "%s", style->names[seat]);
    else snprintf(buf, size, "Player %d", seat + 1);
}

/* Is a card named name (its first len characters) on the battlefield of two sides? Then
 * "(P2)" after it says whose, as the log does; otherwise it is left out. */
static bool name_on_two_sides(const rone_state *s, const char *name, size_t len) {
    const rone_board *b = &s->now;
    const rone_set *set = rone_board_set(b);
    unsigned sides = 0;
    for (int c = 0; c < b->card_count; c++) {
        int z = b->card[c].zone;
        if (z >= RONE_Z_REMOVED || z % RONE_Z_PER_SEAT != RONE_Z_FIELD) continue;
        const char *n = set->cards[b->card[c].def].name;
        if (strlen(n) == len && !strncmp(n, name, len)) sides |= 1u << b->card[c].controller;
    }
    return sides & (sides - 1);
}

/* The engine's words for a person: "P2's" becomes the seat's name ("Bo's", or "Player 2's"
 * as the table says), and a card's "(P1)" stays only beside a card of the same name on
 * another side. The card's name is the longest of the set's names ending right before it. */
void rone_person_words(const rone_state *s, const cli_style *style, const char *in, char *out, size_t size) {
    const rone_set *set = rone_board_set(&s->now);
    size_t n = 0;
    out[0] = 0;
    for (const char *p = in; *p && n + 1 < size;) {
        int seat = p[0] == 'P' && p[1] >= '1' && p[1] <= '4' ? p[1] - '1' : -1;
        bool word_start = p == in || p[-1] == ' ' || p[-1] == '(';
        if (seat >= 0 && seat < s->now.players && word_start && !strncmp(p + 2, "'s", 2)) {
            char who[64];
            rone_seat_name(s, style, seat, who, sizeof who);
            n += (size_t)snprintf(out + n, size - n, "%s", who);
            p += 2;
            continue;
        }
        if (!strncmp(p, " (P", 3) && p[3] >= '1' && p[3] <= '4' && p[4] == ')') {
            size_t best = 0; /* the card name that ends here */
            for (int d = 0; d < set->card_count; d++) {
                size_t len = strlen(set->cards[d].name);
                if (len > best && (size_t)(p - in) >= len && !strncmp(p - len, set->cards[d].name, len)) best = len;
            }
            if (best && !name_on_two_sides(s, p - best, best)) {
                p += 5;
                continue;
            }
        }
        out[n++] = *p++;
        out[n] = 0;
    }
    if (n >= size) out[size - 1] = 0;
}

static const char *type_word(int type) {
    return type == RONE_UNIT ? "unit" : type == RONE_TACTIC ? "tactic" : type == RONE_TECH ? "technology" : "hero";
}

static void keyword_text(int keywords, char *buf, size_t size) {
    static const char *const words[] = {"Defender", "Invisibility", "Detection", "Flying", "Shield", "Slow"};
    size_t n = 0;
    buf[0] = 0;
    for (int k = 0; k < 6 && n < size; k++)
        if (keywords >> k & 1) n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? ", " : "", words[k]);
}

/* "cost 2, recycle 1" ("-" when grayed). */
static void cost_text(const rone_card_def *d, char *buf, size_t size) {
    char cost[16], recycle[16];
    if (d->cost < 0) snprintf(cost, sizeof cost, "-");
    else snprintf(cost, sizeof cost, "%d", d->cost);
    if (d->recycle < 0) snprintf(recycle, sizeof recycle, "-");
    else snprintf(recycle, sizeof recycle, "%d", d->recycle);
    snprintf(buf, size, "L%d, cost %s, recycle %s", d->level, cost, recycle);
}

void rone_render_card(FILE *out, const rone_set *set, int def, const cli_style *style) {
    const rone_card_def *d = &set->cards[def];
    char text[1200], costs[64], kw[96];
    cost_text(d, costs, sizeof costs);
    keyword_text(d->keywords, kw, sizeof kw);
    size_t n = (size_t)snprintf(text, sizeof text, "%s (%s%s%s, %s)", d->name, type_word(d->type), d->race[0] ? ", " : "", d->race, costs);
    if (d->type == RONE_UNIT && n < sizeof text)
        n += (size_t)snprintf(text + n, sizeof text - n, ": melee %d, ranged %d, health %d, speed %d", d->melee, d->ranged, d->health, d->speed);
    if (d->type == RONE_HERO && n < sizeof text)
        n += (size_t)snprintf(text + n, sizeof text - n, ": level %d, income %d water and %d card%s%s", d->level, d->water_income,
                              d->card_income, d->card_income == 1 ? "" : "s", d->level > 1 ? "" : "");
    if (kw[0] && n < sizeof text) n += (size_t)snprintf(text + n, sizeof text - n, "; %s", kw);
    if (d->text[0] && n < sizeof text) n += (size_t)snprintf(text + n, sizeof text - n, "\n    %s", d->text);
    if (n < sizeof text) snprintf(text + n, sizeof text - n, "\n");
    cli_print_wrapped(out, style, text);
}

static const char *phase_word(int phase) {
    static const char *const words[] = {"setup", "refresh", "beginning of turn", "income", "main phase", "end of turn", "over"};
    return phase <= RONE_PH_OVER ? words[phase] : "?";
}

/* One permanent: "Ember Scout 2/1, health 3 (1 damage), ex2, Flying". */
static void permanent_text(const rone_state *s, const rone_view_card *f, char *buf, size_t size) {
    const rone_set *set = rone_board_set(&s->now);
    const rone_card_def *d = &set->cards[f->def];
    char kw[96];
    keyword_text(d->keywords, kw, sizeof kw);
    size_t n;
    if (d->type == RONE_UNIT) {
        /* damage is public: health left "of" the health it has with its bonuses (Bunker Line) */
        int damage = s->now.card[f->card].damage;
        if (f->health <= 0) /* destroyed, waiting for the order of deaths or its graveyard place */
            n = (size_t)snprintf(buf, size, "%s %d/%d, health 0 of %d (dies)", d->name, f->melee, f->ranged, f->health + damage);
        else {
            n = (size_t)snprintf(buf, size, "%s %d/%d, health %d", d->name, f->melee, f->ranged, f->health);
            if (damage > 0 && n < size) n += (size_t)snprintf(buf + n, size - n, " of %d", f->health + damage);
            else if (f->health < d->health && n < size) n += (size_t)snprintf(buf + n, size - n, " of %d", d->health);
        }
    } else {
        n = (size_t)snprintf(buf, size, "%s", d->name);
    }
    if (n < size && f->exhaustion) n += (size_t)snprintf(buf + n, size - n, ", exhausted %d", f->exhaustion);
    else if (n < size) n += (size_t)snprintf(buf + n, size - n, ", active");
    if (kw[0] && n < size) n += (size_t)snprintf(buf + n, size - n, ", %s", kw);
    /* 2 v 2: both teammates own the team's cards (R95), so only an enemy owner is named */
    if (rone_team(&s->now, f->controller) != rone_team(&s->now, f->owner) && n < size)
        snprintf(buf + n, size - n, " (owned by Player %d)", f->owner + 1);
}

/* How much of the table is drawn: all of it; compact (no card texts); tight (also the hand
 * and the heroes' abilities in few lines), for a terminal as short as 24 lines. */
enum layout { FULL, COMPACT, TIGHT };

static void render_seat(FILE *out, const rone_state *s, const rone_view *v, int p, const cli_style *style, int layout) {
    const rone_set *set = rone_board_set(&s->now);
    char who[64], line[1600];
    rone_seat_name(s, style, p, who, sizeof who);
    const rone_card_def *hero = &set->cards[s->now.card[v->hero_card[p]].def];
    bool alive = true;
    int pile = v->players == 4 ? p % 2 : p;
    size_t n = (size_t)snprintf(line, sizeof line, "%s%s%s: %s, level %d%s; %d water; %d in hand; %d in %s deck", who,
                                p == v->seat ? " (you)" : "", v->players == 4 ? (p % 2 ? " [team B]" : " [team A]") : "", hero->name,
                                v->hero_level[p], v->hero_exhaustion[p] ? (v->hero_exhaustion[p] == 1 ? ", exhausted 1" : v->hero_exhaustion[p] == 2 ? ", exhausted 2" : ", exhausted 3") : "",
                                v->water[p], v->hand_size[p], v->deck_size[pile], v->players == 4 ? "the team's" : "the");
    if (v->deck_shields[pile] && n < sizeof line)
        n += (size_t)snprintf(line + n, sizeof line - n, " (%d face-up shield%s at the bottom)", v->deck_shields[pile], v->deck_shields[pile] == 1 ? "" : "s");
    if (v->techdeck_size[pile] && n < sizeof line && layout != TIGHT) /* 2 v 2: one reserve for the team (R93), as its deck */
        n += (size_t)snprintf(line + n, sizeof line - n, "; %d technolog%s in%s reserve", v->techdeck_size[pile],
                              v->techdeck_size[pile] == 1 ? "y" : "ies", v->players == 4 ? " the team's" : "");
    alive = s->now.seats_alive >> p & 1;
    if (!alive && n < sizeof line) n += (size_t)snprintf(line + n, sizeof line - n, "; out of the game");
    if (n < sizeof line) snprintf(line + n, sizeof line - n, "\n");
    cli_print_wrapped(out, style, line);
    if (v->players == 3 && alive && v->phase != RONE_PH_OVER) { /* R98, R99: the player on the left first, then the other */
        int primary = -1, secondary = -1;
        for (int k = 1; k < 3; k++) {
            int q = (p + k) % 3;
            if (!(s->now.seats_alive >> q & 1)) continue;
            if (primary < 0) primary = q;
            else secondary = q;
        }
        char first[64], then[64];
        rone_seat_name(s, style, primary, first, sizeof first);
        rone_seat_name(s, style, secondary, then, sizeof then);
        if (secondary >= 0) snprintf(line, sizeof line, "    attacks %s first (primary target), then may attack %s (secondary target)\n", first, then);
        else snprintf(line, sizeof line, "    attacks %s (primary target; no secondary target left)\n", first);
        if (primary >= 0) cli_print_wrapped(out, style, line);
    }
    /* the hero's current level: what it can do (its abilities); compact: another's is left out;
     * tight: the own one too (card NAME shows it) */
    if (layout == FULL || (layout == COMPACT && p == v->seat)) {
        char next[64] = ""; /* the next level's price (A26: the next card's cost) */
        if (v->hero_level[p] >= 1 && v->hero_level[p] < 3)
            snprintf(next, sizeof next, "; level %d for %d water", v->hero_level[p] + 1,
                     set->cards[s->now.card[s->now.hero[p][v->hero_level[p]]].def].cost);
        snprintf(line, sizeof line, "    hero level %d (printed income %d water, %d card%s%s): %s\n", v->hero_level[p], hero->water_income,
                 hero->card_income, hero->card_income == 1 ? "" : "s", next, hero->text);
        cli_print_wrapped(out, style, line);
    }
    int units = 0, techs = 0;
    size_t joined = 0; /* tight: the technologies on one line */
    for (int pass = 0; pass < 2; pass++) /* units, then technologies */
        for (int i = 0; i < v->field_count; i++) {
            const rone_view_card *f = &v->field[i];
            if (f->controller != p || f->def == RONE_HIDDEN) continue;
            int type = set->cards[f->def].type;
            if (type == RONE_HERO || (type == RONE_TECH) != (pass == 1)) continue;
            char card[300];
            permanent_text(s, f, card, sizeof card);
            units += type == RONE_UNIT;
            techs += type == RONE_TECH;
            if (type == RONE_TECH && layout == TIGHT) {
                for (char *c = card; *c && *c != ','; c++) /* the name is not broken across lines */
                    if (*c == ' ') *c = CLI_KEEP_TOGETHER;
                if (joined < sizeof line)
                    joined += (size_t)snprintf(line + joined, sizeof line - joined, "%s%s", joined ? "; " : "    technologies: ", card);
                continue;
            }
            snprintf(line, sizeof line, "    %s %s\n", type == RONE_TECH ? "technology:" : "-", card);
            cli_print_wrapped(out, style, line);
        }
    if (joined && joined < sizeof line) {
        snprintf(line + joined, sizeof line - joined, "\n");
        cli_print_wrapped(out, style, line);
    }
    if (!units && !techs) fprintf(out, "    (no units on the battlefield)\n");
    int kind = s->pending.kind; /* tight: a graveyard only where the question may recycle its top */
    bool recycling = !rone_is_over(s) && s->pending.seat == p && (kind == RONE_ASK_MAIN || kind == RONE_ASK_PLAY_CARD);
    if (pile == p && (layout != TIGHT || recycling)) {
        int g = v->grave_count[p];
        if (g) {
            n = (size_t)snprintf(line, sizeof line, "    graveyard (%d): top ", g);
            for (int i = g - 1, k = 0; i >= 0 && k < 3 && n < sizeof line; i--, k++)
                n += (size_t)snprintf(line + n, sizeof line - n, "%s%s", k ? ", then " : "", set->cards[s->now.card[v->grave[p][i]].def].name);
            if (n < sizeof line) snprintf(line + n, sizeof line - n, "\n");
            cli_print_wrapped(out, style, line);
        }
    }
}

/* Does the view list card c face up (the one door: nothing else is named)? */
static bool listed(const rone_view *v, int c) {
    for (int i = 0; i < v->hand_count; i++) if (v->hand[i] == c) return true;
    for (int i = 0; i < v->techdeck_count; i++) if (v->techdeck[i] == c) return true;
    for (int i = 0; i < v->field_count; i++) if (v->field[i].card == c) return v->field[i].def != RONE_HIDDEN;
    for (int p = 0; p < v->players; p++)
        for (int i = 0; i < v->grave_count[p]; i++) if (v->grave[p][i] == c) return true;
    for (int i = 0; i < v->stack_count; i++) if (v->stack[i].card == c) return true;
    return false;
}

/* A card's name if the view lists it, else "a card". */
static const char *listed_name(const rone_state *s, const rone_view *v, int c) {
    if (c >= RONE_MAX_CARDS || !listed(v, c)) return "a card";
    return rone_board_set(&s->now)->cards[s->now.card[c].def].name;
}

/* listed_name, with "(P2)" for a card on the battlefield when a card of the same name
 * is on another player's side (as the options say it). */
static const char *side_name(const rone_state *s, const rone_view *v, int c, char *buf, size_t size) {
    const char *name = listed_name(s, v, c);
    if (c >= RONE_MAX_CARDS || !listed(v, c)) return name;
    const rone_board *b = &s->now;
    for (int i = 0; i < v->field_count; i++) {
        int o = v->field[i].card;
        if (o != c && v->field[i].def != RONE_HIDDEN && b->card[o].controller != b->card[c].controller &&
            !strcmp(rone_board_set(b)->cards[v->field[i].def].name, name)) {
            snprintf(buf, size, "%s (P%d)", name, b->card[c].controller + 1);
            return buf;
        }
    }
    return name;
}

/* A stack item's target or subject: "P2's hero", a card's name, "nothing" (none was legal)
 * or "nothing (declined)" (a may= step). into: size bytes; buf: side_name's scratch. */
static void object_name(const rone_state *s, const rone_view *v, const cli_style *style, int t, char *into, size_t size, char *buf, size_t bsize) {
    if (t >= RONE_PLAYER && t < RONE_PLAYER + RONE_MAX_SEATS) {
        char tw[64];
        rone_seat_name(s, style, t - RONE_PLAYER, tw, sizeof tw);
        snprintf(into, size, "%s's hero", tw);
    } else if (t < RONE_MAX_CARDS) {
        snprintf(into, size, "%s", side_name(s, v, t, buf, bsize));
    } else {
        snprintf(into, size, "%s", t == RONE_TARGET_DECLINED ? "nothing (declined)" : "nothing");
    }
}

static const char *item_word(int kind) {
    switch (kind) {
    case RONE_IT_PLAY: return "played";
    case RONE_IT_RECYCLE: return "recycled";
    case RONE_IT_ABILITY: return "ability of";
    case RONE_IT_TRIGGER: return "triggered by";
    case RONE_IT_ATTACK: return "attack by";
    case RONE_IT_LEVEL_UP: return "level up";
    default: return "end of turn";
    }
}

/* The bounty deck's size (three players), the stack while reactions are open, and the
 * combat under way. */
static void render_bounty(FILE *out, const rone_state *s, const rone_view *v, const cli_style *style) {
    char line[400];
    int bounty = rone_zone_size(&s->now, RONE_Z_BOUNTY);
    if (v->players == 3 && bounty) { /* R100, R102: face down; its size is public */
        snprintf(line, sizeof line, "Bounty deck: %d card%s, face down (at the first elimination, they go under the deck of the player "
                 "whose primary target went out)\n", bounty, bounty == 1 ? "" : "s");
        cli_print_wrapped(out, style, line);
    }
}

static void render_stack(FILE *out, const rone_state *s, const rone_view *v, const cli_style *style) {
    char line[1600];
    if (v->stack_count) {
        fprintf(out, "The stack (top first):\n");
        for (int i = v->stack_count - 1; i >= 0; i--) {
            const rone_stack_item *it = &v->stack[i];
            char by[64], target[400] = "";
            rone_seat_name(s, style, it->controller, by, sizeof by);
            char name_buf[96];
            const char *name = side_name(s, v, it->card, name_buf, sizeof name_buf);
            /* every target chosen at activation (A8), in step order; a trigger's subject */
            size_t at = 0;
            for (int k = 0; k < it->target_count && at < sizeof target; k++) {
                char what[96] = "nothing", buf[96];
                object_name(s, v, style, it->targets[k], what, sizeof what, buf, sizeof buf);
                at += (size_t)snprintf(target + at, sizeof target - at, "%s%s", k ? " and " : ", targeting ", what);
            }
            if (!it->target_count && it->subject != RONE_NONE) {
                char what[96] = "nothing", buf[96];
                object_name(s, v, style, it->subject, what, sizeof what, buf, sizeof buf);
                snprintf(target, sizeof target, "%s %s", it->kind == RONE_IT_ATTACK ? ", at" : ", about", what);
            }
            if (it->kind == RONE_IT_END_TURN) snprintf(line, sizeof line, "  %d. %s ends the turn\n", v->stack_count - i, by);
            else if (it->kind == RONE_IT_LEVEL_UP) snprintf(line, sizeof line, "  %d. %s levels up\n", v->stack_count - i, by);
            else snprintf(line, sizeof line, "  %d. %s %s, by %s%s\n", v->stack_count - i, item_word(it->kind), name, by, target);
            cli_print_wrapped(out, style, line);
        }
    }
    if (v->attacker != RONE_NONE) {
        char target[96];
        if (v->defender >= RONE_PLAYER && v->defender < RONE_PLAYER + RONE_MAX_SEATS) {
            char tw[64];
            rone_seat_name(s, style, v->defender - RONE_PLAYER, tw, sizeof tw);
            snprintf(target, sizeof target, "%s's hero", tw);
        } else {
            char buf[96];
            snprintf(target, sizeof target, "%s", side_name(s, v, v->defender, buf, sizeof buf));
        }
        char attacker[96];
        fprintf(out, "In combat: %s attacks %s\n", side_name(s, v, v->attacker, attacker, sizeof attacker), target);
    }
}

/* The seat's hand, numbered, with each card's text (compact: one line a card, no text), and
 * its technologies in reserve. */
static void render_hand(FILE *out, const rone_state *s, const rone_view *v, int seat, const cli_style *style, int layout) {
    const rone_set *set = rone_board_set(&s->now);
    char line[1600];
    bool compact = layout != FULL;
    /* tight: the hand and the reserve only when the question may play from them (a card to
     * destroy or discard: the options list the hand) */
    int kind = s->pending.kind;
    bool asked = !rone_is_over(s) && s->pending.seat == seat, plays = kind == RONE_ASK_MULLIGAN || kind == RONE_ASK_PLAY_CARD;
    if (asked && (kind == RONE_ASK_MAIN || kind == RONE_ASK_REACT)) {
        uint16_t opts[CT_MAX_OPTIONS];
        int n = rone_legal(s, opts);
        for (int i = 0; i < n && !plays; i++) {
            char name[CT_NAME_SIZE];
            rone_option_name(s, opts[i], name, sizeof name);
            plays = !strncmp(name, "play ", 5) || !strncmp(name, "recycle ", 8);
        }
    }
    bool names_hand = asked && plays, names_reserve = asked && plays && kind != RONE_ASK_MULLIGAN;
    if (layout == TIGHT && !names_hand) {
        fprintf(out, "Your hand: %d card%s (\"board\" shows the whole table)\n", v->hand_count, v->hand_count == 1 ? "" : "s");
        return;
    }
    if (layout == TIGHT) { /* one paragraph: each card's number, name, level and cost */
        size_t n = (size_t)snprintf(line, sizeof line, "Your hand (%d; \"board\" shows the whole table):", v->hand_count);
        for (int i = 0; i < v->hand_count && n < sizeof line; i++) {
            const rone_card_def *d = &set->cards[s->now.card[v->hand[i]].def];
            char cost[16];
            if (d->cost < 0) snprintf(cost, sizeof cost, "-");
            else snprintf(cost, sizeof cost, "%d", d->cost);
            char name[96];
            snprintf(name, sizeof name, "%s", d->name);
            for (char *c = name; *c; c++) /* the name is not broken across lines */
                if (*c == ' ') *c = CLI_KEEP_TOGETHER;
            n += (size_t)snprintf(line + n, sizeof line - n, "%s %d.%c%s (%s L%d, cost %s)", i ? ";" : "", i + 1, CLI_KEEP_TOGETHER, name,
                                  d->type == RONE_UNIT ? "unit" : d->type == RONE_TACTIC ? "tactic" : "tech", d->level, cost);
        }
        if (n < sizeof line) snprintf(line + n, sizeof line - n, "\n");
        cli_print_wrapped(out, style, line);
    }
    if (layout != TIGHT) fprintf(out, "Your hand (%d):\n", v->hand_count);
    for (int i = 0; i < v->hand_count && layout != TIGHT; i++) {
        const rone_card_def *d = &set->cards[s->now.card[v->hand[i]].def];
        char costs[64], kw[96];
        cost_text(d, costs, sizeof costs);
        keyword_text(d->keywords, kw, sizeof kw);
        size_t n = (size_t)snprintf(line, sizeof line, "  %d. %s (%s, %s", i + 1, d->name, type_word(d->type), costs);
        if (d->type == RONE_UNIT && n < sizeof line) n += (size_t)snprintf(line + n, sizeof line - n, "; %d/%d, health %d, speed %d", d->melee, d->ranged, d->health, d->speed);
        if (kw[0] && n < sizeof line) n += (size_t)snprintf(line + n, sizeof line - n, "; %s", kw);
        if (d->level > v->hero_level[seat] && n < sizeof line) /* played or recycled from that level on (turn.c) */
            n += (size_t)snprintf(line + n, sizeof line - n, "; needs hero level %d", d->level);
        if (n < sizeof line) n += (size_t)snprintf(line + n, sizeof line - n, ")%s%s\n", d->text[0] && !compact ? ": " : "", compact ? "" : d->text);
        cli_print_wrapped(out, style, line);
    }
    if (v->techdeck_count && compact && (layout == COMPACT || names_reserve)) { /* one line: names, costs and levels */
        size_t n = (size_t)snprintf(line, sizeof line, "Your technologies in reserve:");
        for (int i = 0; i < v->techdeck_count && n < sizeof line; i++) {
            const rone_card_def *d = &set->cards[s->now.card[v->techdeck[i]].def];
            size_t at = n;
            n += (size_t)snprintf(line + n, sizeof line - n, "%s %s (L%d, cost %d)", i ? "," : "", d->name, d->level, d->cost);
            for (size_t k = at + 2; k < n && k < sizeof line; k++) /* one card's words are not broken across lines */
                if (line[k] == ' ') line[k] = CLI_KEEP_TOGETHER;
        }
        if (n < sizeof line) snprintf(line + n, sizeof line - n, "\n");
        cli_print_wrapped(out, style, line);
    } else if (v->techdeck_count && !compact) {
        fprintf(out, "Your technologies in reserve:\n");
        for (int i = 0; i < v->techdeck_count; i++) {
            const rone_card_def *d = &set->cards[s->now.card[v->techdeck[i]].def];
            char costs[64];
            cost_text(d, costs, sizeof costs);
            char level[32] = "";
            if (d->level > v->hero_level[seat]) snprintf(level, sizeof level, "; needs hero level %d", d->level);
            snprintf(line, sizeof line, "  %s (%s%s): %s\n", d->name, costs, level, d->text);
            cli_print_wrapped(out, style, line);
        }
    }
}

/* The whole table, for seat (or a spectator, seat -1), in full or compact. A seat reads the
 * others first and its own side last, right above the log and the question, with its hand
 * and the stack: what it decides with stays in view on a short terminal. */
static void render_table_as(FILE *out, const rone_state *s, int seat, const cli_style *style, int layout) {
    rone_view v;
    rone_make_view(s, seat, &v);
    char who[64];
    rone_seat_name(s, style, v.current, who, sizeof who);
    if (v.phase == RONE_PH_OVER) fprintf(out, "\n=== RONE: the game is over (round %d) ===\n", v.round);
    else fprintf(out, "\n=== RONE, round %d: %s's turn, %s ===\n", v.round, who, phase_word(v.phase));
    bool player = seat >= 0 && seat < v.players;
    for (int k = player ? 1 : 0; k < v.players; k++) render_seat(out, s, &v, player ? (seat + k) % v.players : k, style, layout);
    render_bounty(out, s, &v, style);
    if (!player) {
        render_stack(out, s, &v, style);
        return;
    }
    render_hand(out, s, &v, seat, style, layout);
    if (layout == COMPACT) fprintf(out, "(a tall table: card texts left out; \"card NAME\" shows one in full)\n");
    render_seat(out, s, &v, seat, style, layout);
    render_stack(out, s, &v, style);
}

/* The lines text takes. */
static int lines_in(const char *text) {
    int n = 0;
    for (const char *p = text; *p; p++) n += *p == '\n';
    return n;
}

void rone_render_table(FILE *out, const rone_state *s, int seat, const cli_style *style) {
    /* a terminal of known height (cli_terminal_height) that the full table would fill, with
     * room left for the log since the last decision and the question: the compact table, and
     * if that is still too tall the tight one (the question, its options and the cards they
     * name stay on a 24-line screen) */
    int options = 0; /* the question's lines below the table: its options (the mulligan's: three lines) */
    if (!rone_is_over(s) && s->pending.seat == seat) {
        uint16_t opts[CT_MAX_OPTIONS];
        options = s->pending.kind == RONE_ASK_MULLIGAN ? 3 : rone_legal(s, opts);
    }
    for (int layout = FULL; style && style->height > 0 && layout < TIGHT; layout++) {
        char *text = NULL;
        size_t size = 0;
        FILE *mem = open_memstream(&text, &size);
        if (!mem) break;
        render_table_as(mem, s, seat, style, layout);
        fclose(mem);
        bool tall = lines_in(text) > style->height - RONE_ROOM_BELOW - options - 3;
        if (!tall) fputs(text, out);
        free(text);
        if (!tall) return;
    }
    render_table_as(out, s, seat, style, style && style->height > 0 ? TIGHT : FULL);
}
