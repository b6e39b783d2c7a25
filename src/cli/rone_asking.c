/* rone_asking.c: which of RONE's questions a person is asked, and the answers given for
 * them otherwise (issue 28), one memory per game at the terminal (frontend.h's session).
 * Reaction windows: a seat is asked only where it could do something a player would want
 * (a fast card to play or recycle, an ability that is not Economic and has something to
 * target), or where it set a stop (`stops`), or under `full control`; a window that repeats
 * the very position the seat just passed in is passed too. Routine questions follow the
 * seat's settings (`settings`): the end of the graveyard a card goes to (top, unless a card
 * in play can take cards from a graveyard: then asked), the income draw (drawn), the order
 * of the mulligan's cards under the deck (the hand's). `full control` asks all of these. A typed "play NAME" at a main phase
 * is "play a card" and then NAME, the second answer given here; "2 5" at the first point of
 * lifebound damage picks the card of each point, the next ones answered here. Every answer given here is
 * an answer in the record, as if typed: replays and bots see no difference. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "frontend.h"

enum window { W_START, W_STACK, W_COMBAT, W_MAIN, W_END, W_KINDS };
static const char *const window_word[W_KINDS] = {"start", "stack", "combat", "main", "end"};
static const char *const window_meaning[W_KINDS] = {
    "the start of a turn, before income", "a card, an ability or a level-up on the stack", "an attack under way",
    "a main phase with nothing on the stack", "the end of a turn"};

enum grave_setting { GRAVE_AUTO, GRAVE_ASK, GRAVE_TOP, GRAVE_BOTTOM };
static const char *const grave_word[] = {"auto", "ask", "top", "bottom"};

/* The table a seat last saw in a reaction window: what could change what it may do there.
 * The phase is left out: the windows of a turn's start differ by it alone. */
typedef struct seen_window {
    bool valid;
    uint16_t turns;
    int16_t water[RONE_MAX_SEATS];
    uint8_t stack_count, attacker, defender, hero_level[RONE_MAX_SEATS], order[RONE_MAX_CARDS], zstart[RONE_ZONES + 1];
    rone_stack_item stack[RONE_MAX_STACK];
    rone_card card[RONE_MAX_CARDS];
} seen_window;

/* One seat's wishes, kept through an undo. */
typedef struct seat_wishes {
    bool full_control;     /* asked everything: every window (but one repeating the last position), every routine question */
    bool ask_economic;     /* asked where an Economic ability could be used (`economic`) */
    uint8_t stops;         /* bit per window: asked there */
    uint8_t grave;         /* grave_setting */
    bool ask_draw;         /* the income draw asked (else drawn) */
    bool ask_under;        /* the mulligan's order under the deck asked (else the hand's) */
    bool told_windows;     /* the line about windows passed for it was told */
} seat_wishes;

struct rone_session {
    seen_window last_react[RONE_MAX_SEATS];
    seat_wishes wish[RONE_MAX_SEATS];
    int16_t planned[RONE_MAX_SEATS]; /* "play NAME": the card to answer at the seat's next choice of a card, or -1 */
    /* "2 5" at a point of lifebound damage: the answers for the damage's next points, in order */
    uint8_t points_planned[RONE_MAX_SEATS][RONE_MAX_CARDS];
    uint8_t points_count[RONE_MAX_SEATS];
};

rone_session *rone_session_new(void) {
    rone_session *r = calloc(1, sizeof *r);
    for (int p = 0; r && p < RONE_MAX_SEATS; p++) r->planned[p] = -1;
    return r;
}

void rone_session_undone(rone_session *r) {
    memset(r->last_react, 0, sizeof r->last_react);
    for (int p = 0; p < RONE_MAX_SEATS; p++) r->planned[p] = -1;
    memset(r->points_count, 0, sizeof r->points_count);
}

/* The point of lifebound damage pending (rone.h's outcome record), or NULL. */
static const rone_outcome *pending_point(const rone_state *s) {
    if (rone_is_over(s) || s->pending.kind != RONE_ASK_LIFEBOUND) return NULL;
    const rone_outcome *point = NULL; /* the last point noted for the seat */
    for (int i = 0; s->outcomes_kept && i < s->outcome_count && i < RONE_MAX_OUTCOMES; i++)
        if (s->outcomes[i].kind == RONE_OUT_POINT && s->outcomes[i].seat == s->pending.seat) point = &s->outcomes[i];
    return point;
}

int rone_points_left(const rone_state *s) {
    if (rone_is_over(s) || s->pending.kind != RONE_ASK_LIFEBOUND) return 0;
    const rone_outcome *point = pending_point(s);
    return point && point->extra >= point->amount ? point->extra - point->amount + 1 : 1;
}

static bool legal(const rone_state *s, int option);

/* The next planned point of lifebound damage, when it is still a card to destroy; else the
 * plan is dropped and the point asked. */
static int planned_point(rone_session *r, const rone_state *s, int seat, const cli_style *plain, char *why, size_t size) {
    const rone_outcome *point = pending_point(s);
    if (!point || point->amount <= 1) r->points_count[seat] = 0; /* a new damage: an older plan is void */
    if (!r->points_count[seat]) return -1;
    int answer = r->points_planned[seat][0];
    r->points_count[seat]--;
    memmove(r->points_planned[seat], r->points_planned[seat] + 1, r->points_count[seat]);
    if (!legal(s, answer)) {
        r->points_count[seat] = 0;
        return -1;
    }
    char who[64], what[CT_NAME_SIZE];
    rone_seat_name(s, plain, seat, who, sizeof who);
    rone_option_label(s, answer, what, sizeof what);
    snprintf(why, size, "%s: %s (picked with the damage's first point).\n", who, what);
    return answer;
}

/* The kind of reaction window pending (as rone_prompt words it). */
static int window_of(const rone_state *s) {
    const rone_board *b = &s->now;
    const rone_stack_item *top = b->stack_count ? &b->stack[b->stack_count - 1] : NULL;
    if (top && top->kind == RONE_IT_END_TURN) return W_END;
    if (top) return W_STACK;
    if (b->attacker != RONE_NONE) return W_COMBAT;
    if (b->phase == RONE_PH_BEGIN || b->phase == RONE_PH_REFRESH) return W_START;
    if (b->phase == RONE_PH_END) return W_END;
    return W_MAIN;
}

/* Could the seat answer at this window with something a player would want: a card to play
 * or an ability to use that acts on the table (not only draws or water: those can wait for
 * its main phase), is not Economic and has something to target (else it would do nothing)? */
static bool something_to_do(const rone_state *s) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rone_legal(s, opts);
    for (int i = 0; i < n; i++)
        if (opts[i] != RONE_NONE && !rone_option_is_economic(s, opts[i]) && !rone_option_targets_nothing(s, opts[i]) &&
            rone_option_acts_on_table(s, opts[i]))
            return true;
    return false;
}

/* Could the seat use an Economic ability at this window (`economic` asks it there)? */
static bool economic_offered(const rone_state *s) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rone_legal(s, opts);
    for (int i = 0; i < n; i++)
        if (rone_option_is_economic(s, opts[i])) return true;
    return false;
}

/* Is t (a card or RONE_PLAYER + seat) the seat's team's? */
static bool ours(const rone_board *b, int t, int seat) {
    if (t >= RONE_PLAYER && t < RONE_PLAYER + RONE_MAX_SEATS) return rone_team(b, t - RONE_PLAYER) == rone_team(b, seat);
    return t < b->card_count && rone_team(b, b->card[t].controller) == rone_team(b, seat);
}

/* A window where reacting is what a player would do: another side's attack, its tactic aimed
 * at the seat's side (or without a target: its reach is not known here), or its ability or
 * trigger aimed at the seat's side. The windows of a turn's start, main phase and end, one's
 * own items, another's unit or technology arriving (its triggers are asked as they come),
 * level-up, end of turn, or a tactic or ability aimed elsewhere are passed unless the seat
 * stops there: what could be done there can wait for the seat's own main phase or a stop
 * (docs/CLI.md). */
static bool worth_a_reaction(const rone_state *s, int seat) {
    const rone_board *b = &s->now;
    int kind = window_of(s);
    if (kind == W_COMBAT) return true;
    if (kind != W_STACK) return false;
    const rone_stack_item *top = &b->stack[b->stack_count - 1];
    if (rone_team(b, top->controller) == rone_team(b, seat)) return false;
    if (top->kind == RONE_IT_ATTACK) return true;
    if (top->kind == RONE_IT_PLAY || top->kind == RONE_IT_RECYCLE) { /* a unit or technology arriving: its triggers are items of their own */
        int type = top->card < b->card_count ? rone_board_set(b)->cards[b->card[top->card].def].type : RONE_TACTIC;
        if (type != RONE_TACTIC) return false;
        if (!top->target_count) return true; /* a tactic without a target: its reach is not known here */
    } else if (top->kind != RONE_IT_ABILITY && top->kind != RONE_IT_TRIGGER) {
        return false;
    }
    for (int k = 0; k < top->target_count; k++)
        if (ours(b, top->targets[k], seat)) return true;
    return top->subject != RONE_NONE && ours(b, top->subject, seat);
}

#define SAME(f) (!memcmp(&m->f, &b->f, sizeof m->f))
/* The window repeats the table of the seat's last one exactly (same turn, stack, zones,
 * water, cards' damage and exhaustion): passing is what it answered there. Remembers it. */
static bool same_as_last(seen_window *m, const rone_board *b) {
    bool same = m->valid && m->turns == b->turns && SAME(water) && m->stack_count == b->stack_count && m->attacker == b->attacker &&
                m->defender == b->defender && SAME(hero_level) && SAME(zstart) && !memcmp(m->order, b->order, b->card_count) &&
                !memcmp(m->stack, b->stack, b->stack_count * sizeof b->stack[0]) && !memcmp(m->card, b->card, b->card_count * sizeof b->card[0]);
    m->valid = true;
    m->turns = b->turns;
    memcpy(m->water, b->water, sizeof m->water);
    m->stack_count = b->stack_count;
    m->attacker = b->attacker;
    m->defender = b->defender;
    memcpy(m->hero_level, b->hero_level, sizeof m->hero_level);
    memcpy(m->zstart, b->zstart, sizeof m->zstart);
    memcpy(m->order, b->order, sizeof m->order);
    memcpy(m->stack, b->stack, sizeof m->stack);
    memcpy(m->card, b->card, sizeof m->card);
    return same;
}
#undef SAME

static bool legal(const rone_state *s, int option) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rone_legal(s, opts);
    for (int i = 0; i < n; i++)
        if (opts[i] == option) return true;
    return false;
}

static int react_answer(rone_session *r, const rone_state *s, int seat, const cli_style *plain, char *why, size_t size) {
    seat_wishes *w = &r->wish[seat];
    char who[64];
    rone_seat_name(s, plain, seat, who, sizeof who);
    bool same = same_as_last(&r->last_react[seat], &s->now); /* remembered whether asked or not */
    bool ask = w->full_control || w->stops >> window_of(s) & 1 || (w->ask_economic && economic_offered(s)) ||
               (worth_a_reaction(s, seat) && something_to_do(s));
    if (ask && same) {
        char prompt[CT_NAME_SIZE], window[CT_NAME_SIZE] = "";
        rone_prompt(s, prompt, sizeof prompt);
        if (strchr(prompt, '(')) rone_person_words(s, plain, strchr(prompt, '('), window, sizeof window);
        snprintf(why, size, "%s passes %s: nothing changed since the last reaction window %s passed in.\n", who, window, who);
        return RONE_NONE;
    }
    if (ask) return -1;
    if (!w->told_windows) /* once: then every such window passes quietly */
        snprintf(why, size, "%s passed the reaction windows with nothing worth answering there (only an Economic ability to use, or "
                 "not another's play, attack or ability at your side: type stops to be asked at some, full control at every one).\n", who);
    w->told_windows = true;
    return RONE_NONE;
}

int rone_auto_answer(rone_session *r, const rone_state *s, int seat, const cli_style *style, char *why, size_t size) {
    if (size) why[0] = 0;
    if (!r || rone_is_over(s) || seat < 0 || seat >= RONE_MAX_SEATS || s->pending.seat != seat) return -1;
    if (s->pending.kind == RONE_ASK_GRAVE_END && s->pending.card >= s->now.card_count) return -1; /* no card: asked */
    seat_wishes *w = &r->wish[seat];
    cli_style plain = {false, 0, style ? style->names : NULL, 0};
    char who[64], what[CT_NAME_SIZE];
    rone_seat_name(s, &plain, seat, who, sizeof who);
    int kind = s->pending.kind, planned = r->planned[seat];
    if (kind == RONE_ASK_PLAY_CARD || kind == RONE_ASK_MAIN) r->planned[seat] = -1; /* used, or out of date */
    if (kind == RONE_ASK_MAIN) r->points_count[seat] = 0; /* the damage is over (a graveyard end may come between its points) */
    switch (kind) {
    case RONE_ASK_PLAY_CARD: return planned >= 0 && legal(s, planned) ? planned : -1; /* the narration names the card */
    case RONE_ASK_REACT: return react_answer(r, s, seat, &plain, why, size);
    case RONE_ASK_LIFEBOUND: return planned_point(r, s, seat, &plain, why, size);
    case RONE_ASK_DRAW:
        if (w->full_control || w->ask_draw || !legal(s, 1)) return -1;
        snprintf(why, size, "%s draws the income card (settings: income draw).\n", who);
        return 1;
    case RONE_ASK_GRAVE_END: {
        int end = w->grave == GRAVE_TOP || (w->grave == GRAVE_AUTO && !rone_graveyard_taken(s, s->now.card[s->pending.card].owner)) ? 0 : w->grave == GRAVE_BOTTOM ? 1 : -1;
        if (w->full_control || end < 0 || !legal(s, end)) return -1;
        const rone_board *b = &s->now;
        snprintf(why, size, "%s: %s to the %s of the graveyard (settings: graveyard %s).\n", who,
                 rone_board_set(b)->cards[b->card[s->pending.card].def].name, end ? "bottom" : "top", grave_word[w->grave]);
        return end;
    }
    case RONE_ASK_BOTTOM_ORDER: {
        if (w->full_control || w->ask_under) return -1;
        const rone_board *b = &s->now;
        int hand = rone_zone(seat, RONE_Z_HAND);
        for (int i = 0; i < rone_zone_size(b, hand); i++) { /* the hand's order, as the table numbers it */
            int c = rone_zone_card(b, hand, i);
            if (!legal(s, c)) continue;
            rone_option_label(s, c, what, sizeof what);
            snprintf(why, size, "%s: %s (settings: under the deck in the hand's order).\n", who, what);
            return c;
        }
        return -1;
    }
    default: return -1;
    }
}

/* "play NAME" (or "recycle NAME") at a main phase where "play a card" announces first and
 * the card is chosen after: the announcement, with the card kept for the next choice. */
/* "2 5" at the first of several points of lifebound damage: a card for each point, by the
 * numbers of this question's options (the deck's top may be named more than once, a hand
 * card once); the first answers this point, the others are kept for the next points. */
static int points_answer(rone_session *r, const rone_state *s, int seat, const char *line) {
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rone_legal(s, opts), left = rone_points_left(s), count = 0;
    uint8_t picked[RONE_MAX_CARDS];
    const char *p = line;
    while (*p) {
        char *end;
        long k = strtol(p, &end, 10);
        if (end == p || (*end && *end != ' ') || k < 1 || k > n || count >= left) return -1;
        int option = opts[k - 1];
        for (int i = 0; i < count; i++)
            if (picked[i] == option && option < RONE_MAX_CARDS) return -1; /* a hand card picked twice */
        picked[count++] = (uint8_t)option;
        p = end;
        while (*p == ' ') p++;
    }
    if (count < 2) return -1;
    r->points_count[seat] = (uint8_t)(count - 1);
    memcpy(r->points_planned[seat], picked + 1, (size_t)count - 1);
    return picked[0];
}

int rone_two_step_answer(rone_session *r, const rone_state *s, int seat, const char *line) {
    if (r && !rone_is_over(s) && seat >= 0 && seat < RONE_MAX_SEATS && s->pending.seat == seat && s->pending.kind == RONE_ASK_LIFEBOUND)
        return points_answer(r, s, seat, line);
    if (!r || rone_is_over(s) || seat < 0 || seat >= RONE_MAX_SEATS || s->pending.seat != seat ||
        (s->pending.kind != RONE_ASK_MAIN && s->pending.kind != RONE_ASK_REACT))
        return -1;
    bool recycle = !strncasecmp(line, "recycle ", 8);
    if (strncasecmp(line, "play ", 5) && !recycle) return -1;
    uint16_t opts[CT_MAX_OPTIONS];
    int n = rone_legal(s, opts), announce = -1;
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        rone_option_name(s, opts[i], name, sizeof name);
        if (!strcmp(name, recycle ? "recycle a card" : "play a card")) announce = opts[i];
    }
    rone_state *after = announce >= 0 ? malloc(sizeof *after) : NULL;
    if (!after) return -1;
    *after = *s;
    ct_error err;
    int card = -1;
    bool ok = !rone_apply(after, announce, &err);
    for (int k = 0; ok && k < 16 && !rone_is_over(after) && after->pending.seat != seat && after->pending.kind == RONE_ASK_REACT; k++)
        ok = !rone_apply(after, RONE_NONE, &err); /* the others' window before the card is chosen (R45), passed here only */
    if (ok && !rone_is_over(after) && after->pending.seat == seat && after->pending.kind == RONE_ASK_PLAY_CARD) {
        uint16_t cards[CT_MAX_OPTIONS];
        int m = rone_legal(after, cards), matches = 0;
        cli_style plain = {false, 0, NULL, 0};
        card = cli_match_answer(&cli_frontend_rone, after, &plain, cards, m, line, &matches);
    }
    free(after);
    if (card < 0 || card == RONE_NONE) return -1;
    r->planned[seat] = (int16_t)card;
    return announce;
}

/* ---- the commands: stops, full control, settings, economic ---- */

static void say(const cli_style *style, const char *text) { cli_print_wrapped(stdout, style, text); }

static void list_stops(const seat_wishes *w, const char *who, const cli_style *style) {
    char text[1200];
    size_t n = (size_t)snprintf(text, sizeof text, "%s is asked at a reaction window %s.\nStops (type stops WINDOW to set or clear one):\n",
                                who, w->full_control ? "always (full control; type full control again to end it)"
                                                     : "only with something to do there (a fast card, an ability with a target), "
                                                       "or with a stop there");
    for (int k = 0; k < W_KINDS && n < sizeof text; k++)
        n += (size_t)snprintf(text + n, sizeof text - n, "  %-7s %s: %s\n", window_word[k], w->stops >> k & 1 ? "stop" : "-", window_meaning[k]);
    say(style, text);
}

static bool stops_command(seat_wishes *w, const char *who, const char *args, const cli_style *style) {
    char copy[200], text[300];
    snprintf(copy, sizeof copy, "%s", args);
    char *save = NULL;
    for (char *word = strtok_r(copy, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        int k = 0;
        while (k < W_KINDS && strcasecmp(word, window_word[k])) k++;
        if (!strcasecmp(word, "all") || !strcasecmp(word, "none")) {
            w->stops = !strcasecmp(word, "all") ? (1u << W_KINDS) - 1 : 0;
        } else if (k == W_KINDS) {
            char shown[64];
            snprintf(text, sizeof text, "stops: '%s' is not a window: start, stack, combat, main, end, all or none.\n",
                     cli_escape(word, shown, sizeof shown));
            say(style, text);
            return true;
        } else {
            w->stops ^= (uint8_t)(1u << k);
        }
    }
    list_stops(w, who, style);
    return true;
}

static void list_settings(const seat_wishes *w, const char *who, const cli_style *style) {
    char text[1000];
    snprintf(text, sizeof text,
             "%s's settings (type settings NAME VALUE to change one):\n"
             "  graveyard %-6s where a card going to the graveyard goes: auto (the top, but asked while a card in play can take "
             "cards from a graveyard), ask, top or bottom\n"
             "  income %-9s the income card: draw, or ask\n"
             "  under %-10s the mulligan's cards under the deck: hand (in the hand's order), or ask\n",
             who, grave_word[w->grave], w->ask_draw ? "ask" : "draw", w->ask_under ? "ask" : "hand");
    say(style, text);
}

static bool settings_command(seat_wishes *w, const char *who, const char *args, const cli_style *style) {
    char name[32] = "", value[32] = "", extra[8] = "", text[300], shown[64];
    while (*args == ' ') args++;
    int got = sscanf(args, "%31s %31s %7s", name, value, extra);
    if (got <= 0) {
        list_settings(w, who, style);
        return true;
    }
    bool ok = got == 2;
    if (ok && !strcasecmp(name, "graveyard")) {
        int k = 0;
        while (k < 4 && strcasecmp(value, grave_word[k])) k++;
        ok = k < 4;
        if (ok) w->grave = (uint8_t)k;
    } else if (ok && !strcasecmp(name, "income")) {
        ok = !strcasecmp(value, "ask") || !strcasecmp(value, "draw");
        if (ok) w->ask_draw = !strcasecmp(value, "ask");
    } else if (ok && !strcasecmp(name, "under")) {
        ok = !strcasecmp(value, "ask") || !strcasecmp(value, "hand");
        if (ok) w->ask_under = !strcasecmp(value, "ask");
    } else {
        ok = false;
    }
    if (!ok) {
        snprintf(text, sizeof text, "settings: '%s' is not a setting and value: graveyard auto|ask|top|bottom, income draw|ask, "
                 "under hand|ask.\n", cli_escape(args, shown, sizeof shown));
        say(style, text);
        return true;
    }
    list_settings(w, who, style);
    return true;
}

bool rone_session_command(rone_session *r, const rone_state *s, int seat, const char *line, const cli_style *style) {
    if (!r || seat < 0 || seat >= RONE_MAX_SEATS) return false;
    seat_wishes *w = &r->wish[seat];
    char who[64], text[400];
    rone_seat_name(s, style, seat, who, sizeof who);
    if (!strcasecmp(line, "stops") || !strncasecmp(line, "stops ", 6)) return stops_command(w, who, line + 5, style);
    if (!strcasecmp(line, "settings") || !strncasecmp(line, "settings ", 9)) return settings_command(w, who, line + 8, style);
    if (!strcasecmp(line, "full control")) {
        w->full_control = !w->full_control;
        snprintf(text, sizeof text, w->full_control ? "%s will be asked everything: every reaction window, the graveyard end, the income "
                                                      "draw, the order under the deck (full control; type full control again to end it).\n"
                                                    : "%s will be asked at reaction windows only with something to do there, or a stop, and the "
                                                      "settings answer the routine questions (full control ended).\n",
                 who);
        say(style, text);
        return true;
    }
    if (!strcasecmp(line, "economic")) {
        w->ask_economic = !w->ask_economic;
        snprintf(text, sizeof text, w->ask_economic ? "%s will be asked at every reaction window where an Economic ability could be used "
                                                      "(type economic again to stop).\n"
                                                    : "%s will not be asked at reaction windows where only an Economic ability could be used "
                                                      "(it is offered in your main phase; type economic again to be asked).\n",
                 who);
        say(style, text);
        return true;
    }
    return false;
}

/* ---- the wishes kept with a saved game (a "# seat N asking: ..." note line) ---- */

void rone_session_note(const rone_session *r, int seat, char *buf, size_t size) {
    if (size) buf[0] = 0;
    if (!r || seat < 0 || seat >= RONE_MAX_SEATS || !size) return;
    const seat_wishes *w = &r->wish[seat];
    char stops[64] = "";
    for (int k = 0; k < W_KINDS; k++)
        if (w->stops >> k & 1) snprintf(stops + strlen(stops), sizeof stops - strlen(stops), "%s%s", *stops ? "," : "", window_word[k]);
    snprintf(buf, size, "# seat %d asking: stops=%s full-control=%s economic=%s graveyard=%s income=%s under=%s", seat + 1,
             *stops ? stops : "none", w->full_control ? "yes" : "no", w->ask_economic ? "yes" : "no", grave_word[w->grave],
             w->ask_draw ? "ask" : "draw", w->ask_under ? "ask" : "hand");
}

static int word_index(const char *word, const char *const *words, int count) {
    for (int k = 0; k < count; k++)
        if (!strcmp(word, words[k])) return k;
    return -1;
}

bool rone_session_read_note(rone_session *r, const char *note) {
    int seat = 0, used = 0;
    if (!r || sscanf(note, "# seat %d asking:%n", &seat, &used) != 1 || !used || seat < 1 || seat > RONE_MAX_SEATS) return false;
    seat_wishes w = r->wish[seat - 1];
    char copy[300], *save = NULL;
    snprintf(copy, sizeof copy, "%s", note + used);
    static const char *const yes_no[] = {"no", "yes"}, *const income[] = {"draw", "ask"}, *const under[] = {"hand", "ask"};
    for (char *pair = strtok_r(copy, " ", &save); pair; pair = strtok_r(NULL, " ", &save)) {
        char *value = strchr(pair, '=');
        if (!value) return false;
        *value++ = 0;
        int k = -1;
        if (!strcmp(pair, "stops")) {
            w.stops = 0;
            char *inner = NULL;
            for (char *word = strtok_r(value, ",", &inner); word && strcmp(value, "none"); word = strtok_r(NULL, ",", &inner)) {
                int window = word_index(word, window_word, W_KINDS);
                if (window < 0) return false;
                w.stops |= (uint8_t)(1u << window);
            }
            continue;
        }
        if (!strcmp(pair, "full-control") && (k = word_index(value, yes_no, 2)) >= 0) w.full_control = k;
        else if (!strcmp(pair, "economic") && (k = word_index(value, yes_no, 2)) >= 0) w.ask_economic = k;
        else if (!strcmp(pair, "graveyard") && (k = word_index(value, grave_word, 4)) >= 0) w.grave = (uint8_t)k;
        else if (!strcmp(pair, "income") && (k = word_index(value, income, 2)) >= 0) w.ask_draw = k;
        else if (!strcmp(pair, "under") && (k = word_index(value, under, 2)) >= 0) w.ask_under = k;
        if (k < 0) return false;
    }
    r->wish[seat - 1] = w;
    return true;
}
