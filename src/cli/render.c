/* render.c: the table as text for one seat (what rr_make_view lets it see), and
 * the scorepad. Caste colors as ANSI codes when the style allows. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Gray is a mid gray and Silver an underlined steel blue, both readable on dark and
 * light backgrounds and unlike plain text; White is reverse video, which stands out
 * on any background. The color's name is printed beside every card as well. */
static const char *const ansi[RR_COLOR_COUNT] = {
    "\033[31m", "\033[33m", "\033[90m", "\033[95m", "\033[38;5;244m", "\033[34m", "\033[93m",
    "\033[32m", "\033[35m", "\033[38;5;208m", "\033[4;38;5;67m", "\033[7m", "\033[38;5;130m", "\033[1;33m"};

const char *color_code(const cli_style *style, int color) {
    return style->color && color >= 0 && color < RR_COLOR_COUNT ? ansi[color] : "";
}
const char *color_reset(const cli_style *style) { return style->color ? "\033[0m" : ""; }

/* "Darrow (Red 25)", the name in its color. When the text will be wrapped, its spaces
 * are CLI_KEEP_TOGETHER so that a card never breaks across lines. */
static void card(FILE *out, int c, const cli_style *st) {
    char text[96];
    if (c == RR_HIDDEN_CARD) {
        snprintf(text, sizeof text, "[face down]");
    } else {
        const rr_card_info *info = &rr_cards[c];
        snprintf(text, sizeof text, "%s%s%s (%s %d)", color_code(st, info->color), info->name, color_reset(st),
                 rr_color_name(info->color), info->core);
    }
    if (st->width > 0)
        for (char *p = text; *p; p++)
            if (*p == ' ') *p = CLI_KEEP_TOGETHER;
    fputs(text, out);
}

static const char *const bonus_text[RR_LOCATIONS] = {"Fleet +1", "Helium +1", "Sovereign", "Influence +1"};

static void card_summary(FILE *out, int c, const char *indent) {
    const rr_card_text *t = &rr_card_texts[c];
    if (t->deploy) fprintf(out, "%sDeploy: %s\n", indent, t->deploy);
    if (t->points) fprintf(out, "%sPoints: %s\n", indent, t->points);
    if (t->end_of_game) fprintf(out, "%s%s %s\n", indent, rr_cards[c].kinds & RR_HAS_END_OF_GAME ? "At the end:" : "Scoring:", t->end_of_game);
    if (t->block) fprintf(out, "%sBlock: %s\n", indent, t->block);
}

static void card_text(FILE *out, const rr_state *unused, int c, const cli_style *st) {
    (void)unused;
    card(out, c, st);
    fprintf(out, "\n");
    card_summary(out, c, "  ");
}

static void print_fitted(FILE *out, const cli_style *st,
                         void (*print)(FILE *, const rr_state *, int, const cli_style *), const rr_state *s,
                         int seat);

void render_card(FILE *out, int c, const cli_style *st) { print_fitted(out, st, card_text, NULL, c); }

/* Who has reached which of the three thresholds. */
static void render_end_progress(FILE *out, const rr_board *b, const cli_style *st) {
    static const char *const what[3] = {"7+ Helium", "7+ Influence", "Fleet 7+"};
    fprintf(out, "Game end (one player with two of these, or all three reached):");
    for (int k = 0; k < 3; k++) {
        fprintf(out, " %s:", what[k]);
        bool any = false;
        for (int p = 0; p < b->players; p++) {
            int v = k == 0 ? b->helium[p] : k == 1 ? b->influence[p] : b->fleet[p];
            if (v >= 7) {
                char who[64];
                seat_name(b, st, p, who, sizeof who);
                char *paren = strchr(who, ' ');
                if (paren && b->automa < 0 && !strncmp(who, "Player ", 7)) paren = strchr(paren + 1, ' ');
                if (paren && b->automa < 0) *paren = 0; /* "Player 2" is enough here */
                fprintf(out, "%s%s", any ? "," : " ", b->automa >= 0 && p != b->automa ? "you" : who);
                any = true;
            }
        }
        if (!any) fprintf(out, " nobody");
        fprintf(out, k < 2 ? ";" : "\n");
    }
    if (b->end_reason) fprintf(out, "The end is triggered: this round is the last%s.\n",
                                b->apollo_last_turn ? " (Apollo's extra turn)" : "");
}

/* Tull Au Toma's legend: her level, the priority letters, the Luna card, the parity. */
static void render_automa_legend(FILE *out, const rr_board *b) {
    const uint8_t *pts = rr_automa_points[b->automa_level];
    const char *shown = b->automa_parity ? "ODD" : "EVEN";
    fprintf(out, "  Tull Au Toma, level %d (%s). [A]-[D]: her priority letters (her cards name a location "
                 "or a letter); *: her Luna bonus card's location, whose bonus she adds to the Sovereign "
                 "token. Her odd/even card shows %s: at the end her %s cards score %d each, the others %d.\n",
            b->automa_level, rr_automa_level_names[b->automa_level], shown, b->automa_parity ? "odd" : "even",
            pts[0], pts[1]);
}

/* The table in full, or short (for a short terminal: no card texts, Tull's legend on one
 * line, the hand on a line or two): what the question names stays on screen with it. */
static void table_text(FILE *out, const rr_state *s, int seat, const cli_style *st, bool short_table) {
    rr_view v;
    rr_make_view(s, seat, &v);
    const rr_board *b = &s->now;
    char who[64];
    if (!short_table) fprintf(out, "\n");
    if (!rr_is_over(s)) {
        seat_name(b, st, v.current, who, sizeof who);
        /* a round is one turn each; the current player's own count says which */
        fprintf(out, "Round %d: %s to play.   Deck %d cards, banished %d.\n", v.turns_taken[v.current] + 1, who,
                v.deck_count, v.banished_count);
    }
    for (int l = 0; l < RR_LOCATIONS; l++) {
        fprintf(out, "%-14s %-13s ", rr_location_name(l), bonus_text[l]);
        if (b->automa >= 0) fprintf(out, "[%c%s] ", 'A' + b->priority[l], b->luna_pair == l ? "*" : "");
        if (!v.location_count[l]) fprintf(out, "(empty)");
        for (int i = 0; i < v.location_count[l]; i++) {
            if (i) fprintf(out, " < ");
            card(out, v.location[l][i], st);
        }
        fprintf(out, "\n");
        int top = v.location_count[l] ? v.location[l][v.location_count[l] - 1] : RR_HIDDEN_CARD;
        if (top != RR_HIDDEN_CARD && rr_card_texts[top].deploy && !short_table)
            fprintf(out, "%*s top: %s\n", st->width && st->width < 100 ? 4 : 31, "", rr_card_texts[top].deploy);
    }
    if (v.banished_count) {
        fprintf(out, "Banished:");
        for (int i = 0; i < v.banished_count; i++) fprintf(out, "%s %s", i ? "," : "", rr_cards[v.banished[i]].name);
        fprintf(out, "\n");
    }
    for (int p = 0; p < v.players; p++) {
        seat_name(b, st, p, who, sizeof who);
        fprintf(out, "%s %-20s Helium %2d  Fleet %2d  Influence %2d  %2d card%s%s%s\n", p == v.current ? ">" : " ",
                who, v.helium[p], v.fleet[p], v.influence[p], v.hand_size[p], v.hand_size[p] == 1 ? "" : "s",
                v.sovereign == p ? ", Sovereign" : "", p == v.first_player ? ", first player" : "");
    }
    if (v.neutral_influence) fprintf(out, "  Neutral Influence on the Institute: %d\n", v.neutral_influence);
    if (b->automa >= 0 && short_table)
        fprintf(out, "  Tull Au Toma, level %d (%s); her odd/even card shows %s\n", b->automa_level, rr_automa_level_names[b->automa_level],
                b->automa_parity ? "ODD" : "EVEN");
    else if (b->automa >= 0) render_automa_legend(out, b);
    render_end_progress(out, b, st);
    if (seat >= 0 && seat != b->automa) {
        rr_hand_score score;
        rr_score_hand(b, seat, NULL, &score);
        if (b->automa >= 0) snprintf(who, sizeof who, "Your");
        else {
            char name[56];
            seat_name(b, st, seat, name, sizeof name);
            char *paren = strstr(name, " (");
            if (paren) *paren = 0;
            snprintf(who, sizeof who, "%s's", name);
        }
        fprintf(out, "%s hand (%d cards, worth %d points now%s%s):%s", who, v.hand_count, score.core + score.bonus,
                v.hand_count > RR_HAND_LIMIT ? " before the excess-card penalty" : "",
                short_table ? "; a short terminal: \"board\" shows the whole table" : "", short_table ? "" : "\n");
        for (int i = 0; i < v.hand_count && short_table; i++) {
            fprintf(out, "%s ", i ? "," : "");
            card(out, v.hand[i], st);
        }
        if (short_table) fprintf(out, "\n");
        for (int i = 0; i < v.hand_count && !short_table; i++) {
            fprintf(out, "  ");
            card(out, v.hand[i], st);
            const rr_card_text *t = &rr_card_texts[v.hand[i]];
            const char *what = t->deploy ? t->deploy : t->block ? t->block : "";
            fprintf(out, ": %s\n", what);
        }
    }
}

/* Writes what print does into a string, then prints it wrapped to the width. */
static void print_fitted(FILE *out, const cli_style *st,
                         void (*print)(FILE *, const rr_state *, int, const cli_style *), const rr_state *s,
                         int seat) {
    char *text = NULL;
    size_t size = 0;
    FILE *mem = st->width > 0 ? open_memstream(&text, &size) : NULL;
    if (!mem) {
        cli_style unwrapped = *st;
        unwrapped.width = 0;
        print(out, s, seat, &unwrapped);
        return;
    }
    print(mem, s, seat, st);
    fclose(mem);
    cli_print_wrapped(out, st, text);
    free(text);
}

static void render_table_text(FILE *out, const rr_state *s, int seat, const cli_style *st) { table_text(out, s, seat, st, false); }
static void render_short_table_text(FILE *out, const rr_state *s, int seat, const cli_style *st) { table_text(out, s, seat, st, true); }

void render_table(FILE *out, const rr_state *s, int seat, const cli_style *st) {
    print_fitted(out, st, render_table_text, s, seat);
}

void render_table_within(FILE *out, const rr_state *s, int seat, const cli_style *st, int lines) {
    char *text = NULL;
    size_t size = 0;
    FILE *mem = st->width > 0 && lines > 0 ? open_memstream(&text, &size) : NULL;
    if (!mem) {
        render_table(out, s, seat, st);
        return;
    }
    print_fitted(mem, st, render_table_text, s, seat);
    fclose(mem);
    int used = 0;
    for (const char *p = text; *p; p++) used += *p == '\n';
    if (used <= lines) fputs(text, out);
    else print_fitted(out, st, render_short_table_text, s, seat);
    free(text);
}

void player_name(const rr_board *b, int seat, char *buf, size_t size) {
    if (seat == b->automa) snprintf(buf, size, "Tull Au Toma");
    else if (b->automa >= 0) snprintf(buf, size, "You (%s)", rr_house_name(b->house[seat]));
    else snprintf(buf, size, "Player %d (%s)", seat + 1, rr_house_name(b->house[seat]));
}

void seat_name(const rr_board *b, const cli_style *st, int seat, char *buf, size_t size) {
    if (st && st->names && seat >= 0 && seat < b->players && seat != b->automa && st->names[seat] && st->names[seat][0])
        snprintf(buf, size, "%s (%s)", st->names[seat], rr_house_name(b->house[seat]));
    else player_name(b, seat, buf, size);
}

/* An option as the players see it: its name, and the player's name for a seat. */
/* A gain's label: the card it takes, as the deciding seat sees it, and the location's
 * bonus ("gain Holiday (Gray 15) from Mars: +1 Helium"); false if the location is empty. */
static bool gain_label(const rr_state *s, int location, char *buf, size_t size) {
    static const char *const bonus[RR_LOCATIONS] = {"+1 Fleet", "+1 Helium", "the Sovereign token", "+1 Influence"};
    rr_view v;
    rr_make_view(s, s->pending.seat, &v);
    int n = v.location_count[location];
    if (!n) return false;
    int top = v.location[location][n - 1];
    char card[64];
    if (top == RR_HIDDEN_CARD) snprintf(card, sizeof card, "a face-down card");
    else snprintf(card, sizeof card, "%s (%s %d)", rr_cards[top].name, rr_color_name(rr_cards[top].color), rr_cards[top].core);
    snprintf(buf, size, "gain %s from %s: %s", card, rr_location_name(location), bonus[location]);
    return true;
}

void option_label(const rr_state *s, const cli_style *style, int option, char *buf, size_t size) {
    char name[CT_NAME_SIZE];
    rr_option_name(s, option, name, sizeof name);
    /* the name stays "gain from Mars" (saves store it, and it can still be typed) */
    if (s->pending.kind == RR_ASK_GAIN && option >= 0 && option < RR_LOCATIONS && gain_label(s, option, buf, size)) return;
    if (s->pending.kind == RR_ASK_SEAT && option != RR_SEAT_NONE && style->names && option < s->now.players &&
        style->names[option] && style->names[option][0])
        snprintf(buf, size, "%s (%s)", name, style->names[option]);
    else
        snprintf(buf, size, "%s", name);
}

void cli_narrator(const rr_board *b, const cli_style *st, int you, rr_narrator *out) {
    memset(out, 0, sizeof *out);
    out->you = you;
    for (int p = 0; p < b->players && p < RR_MAX_PLAYERS; p++)
        if (st && st->names && p != b->automa && st->names[p] && st->names[p][0]) out->names[p] = st->names[p];
}

static void banished_text(FILE *out, const rr_state *s, int seat, const cli_style *st) {
    (void)seat;
    int n = rr_zone_size(&s->now, RR_ZONE_BANISHED);
    if (!n) {
        fprintf(out, "Nothing is banished yet.\n");
        return;
    }
    fprintf(out, "Banished (%d, the first banished first):\n", n);
    for (int i = 0; i < n; i++) {
        fprintf(out, "  ");
        card(out, rr_zone_card(&s->now, RR_ZONE_BANISHED, i), st);
        fprintf(out, "\n");
    }
}

void render_banished(FILE *out, const rr_state *s, const cli_style *st) { print_fitted(out, st, banished_text, s, -1); }

/* Why a card line scored what it did: the clause parts that paid, then the Orange's
 * name or the Gray's color and what it was for (reasons.c words both). */
static void line_reason(const rr_card_line *l, char *buf, size_t size) {
    char reason[200], choice[300];
    rr_points_reason(l, reason, sizeof reason);
    rr_choice_reason(l, choice, sizeof choice);
    snprintf(buf, size, "%s%s%s", reason, *reason && *choice ? "; " : "", choice);
}

/* The scorepad as it would stand now, as seat may see it: its own cards line by line;
 * for the others only what is on the table (their hands are hidden). */
static void pad_text(FILE *out, const rr_state *s, int seat, const cli_style *st) {
    const rr_board *b = &s->now;
    rr_scorepad pad;
    rr_score(b, &pad);
    fprintf(out, "The scorepad if the game ended now (Helium 3 points each; the Sovereign token 10; Fleet "
                 "Track 1, 3, 6, 10, 15, 21, 28, 34, 39, 43; Influence on the Institute 4 points each for the "
                 "most, 2 for the second most, 1 otherwise; -10 for each card in hand over 7):\n");
    for (int p = 0; p < pad.players; p++) {
        const rr_score_row *r = &pad.row[p];
        char who[64];
        seat_name(b, st, p, who, sizeof who);
        bool mine = p == seat;
        fprintf(out, "%s\n", who);
        if (mine) {
            for (int i = 0; i < r->hand.count; i++) {
                const rr_card_line *l = &r->hand.line[i];
                char choice[520], pts[16] = "";
                line_reason(l, choice, sizeof choice);
                if (l->points) snprintf(pts, sizeof pts, "%+d", l->points);
                fprintf(out, "  %-20s %2d %5s  = %4d%s%s\n", rr_cards[l->card].name, rr_cards[l->card].core, pts,
                        rr_cards[l->card].core + l->points, *choice ? "   " : "", choice);
            }
            fprintf(out, "  %-34s %5d\n", "Cards", r->cards);
        } else {
            fprintf(out, "  %-34s %5s\n", "Cards (hidden)", "?");
        }
        char what[64];
        snprintf(what, sizeof what, "Fleet Track (%d)", b->fleet[p]);
        fprintf(out, "  %-34s %5d\n", what, r->fleet);
        snprintf(what, sizeof what, "Helium (%d)", b->helium[p]);
        fprintf(out, "  %-34s %5d\n", what, r->helium);
        fprintf(out, "  %-34s %5d\n", "Sovereign", r->sovereign);
        snprintf(what, sizeof what, "Influence (%d)", b->influence[p]);
        fprintf(out, "  %-34s %5d\n", what, r->influence);
        if (mine) {
            snprintf(what, sizeof what, "Excess cards (%d in hand)", r->hand.count);
            fprintf(out, "  %-34s %5d\n", what, r->excess);
            if (r->extra) fprintf(out, "  %-34s %5d\n", "end-of-game abilities", r->extra);
            fprintf(out, "  %-34s %5d\n", "Total", r->total);
        } else {
            fprintf(out, "  %-34s %5d\n", "Total without the cards", r->fleet + r->helium + r->sovereign + r->influence);
        }
    }
}

void render_pad_for(FILE *out, const rr_state *s, int seat, const cli_style *st) { print_fitted(out, st, pad_text, s, seat); }

void render_scorepad(FILE *out, const rr_state *s, const cli_style *st) {
    rr_scorepad pad;
    rr_score(&s->now, &pad);
    fprintf(out, "\n%-24s %6s %6s %6s %9s %9s %6s %6s\n", "Player", "Cards", "Fleet", "Helium", "Sovereign",
            "Influence", "Excess", "Total");
    for (int p = 0; p < pad.players; p++) {
        const rr_score_row *r = &pad.row[p];
        char who[64];
        seat_name(&s->now, st, p, who, sizeof who);
        fprintf(out, "%-24s %6d %6d %6d %9d %9d %6d %6d%s\n", who, r->cards, r->fleet, r->helium, r->sovereign,
                r->influence, r->excess, r->total, pad.winners >> p & 1 ? "  winner" : "");
    }
}

/* "Razor Designer counted as Darrow: +40 for Cassius" / "Trigg counted as Blue too:
 * +26 for Dataport Specialist", or "" (the words come from the scoring layer) */
void choice_text(const rr_card_line *l, char *buf, size_t size) { rr_choice_reason(l, buf, size); }

void render_scorepad_detail(FILE *out, const rr_board *b, const rr_scorepad *pad, const char (*names)[64]) {
    for (int s = 0; s < pad->players; s++) {
        const rr_score_row *r = &pad->row[s];
        fprintf(out, "%s%s\n", names[s], pad->winners >> s & 1 ? "  (winner)" : "");
        if (r->automa) {
            fprintf(out, "  %-34s %5d\n", "Tull Au Toma base", r->automa_base);
            const uint8_t *pts = rr_automa_points[b->automa_level];
            char what[64];
            snprintf(what, sizeof what, "%d matching x %d", r->matching, pts[0]);
            fprintf(out, "  %-34s %5d\n", what, r->matching * pts[0]);
            snprintf(what, sizeof what, "%d non-matching x %d", r->nonmatching, pts[1]);
            fprintf(out, "  %-34s %5d\n", what, r->nonmatching * pts[1]);
            if (r->discarded) fprintf(out, "  (%d cards over 20 set aside first)\n", r->discarded);
        } else {
            for (int i = 0; i < r->hand.count; i++) {
                const rr_card_line *l = &r->hand.line[i];
                char why[520], pts[16] = "";
                line_reason(l, why, sizeof why);
                if (l->points) snprintf(pts, sizeof pts, "%+d", l->points);
                fprintf(out, "  %-20s %2d %5s  = %4d%s%s\n", rr_cards[l->card].name, rr_cards[l->card].core, pts,
                        rr_cards[l->card].core + l->points, *why ? "   " : "", why);
            }
        }
        if (r->extra) /* Hacker's revealed card: the deck's top may have changed since (Online Gambler) */
            fprintf(out, "  %-34s %5d\n",
                    rr_zone_of(b, RR_HACKER) == RR_ZONE_HAND + s ? "Hacker's revealed card" : "end-of-game abilities",
                    r->extra);
        fprintf(out, "  %-34s %5d\n", "Cards", r->cards);
        char what[64];
        snprintf(what, sizeof what, "Fleet Track (%d)", b->fleet[s]);
        fprintf(out, "  %-34s %5d\n", what, r->fleet);
        snprintf(what, sizeof what, "Helium (%d)", b->helium[s]);
        fprintf(out, "  %-34s %5d\n", what, r->helium);
        fprintf(out, "  %-34s %5d\n", "Sovereign", r->sovereign);
        snprintf(what, sizeof what, "Influence (%d)", b->influence[s]);
        fprintf(out, "  %-34s %5d\n", what, r->influence);
        if (!r->automa) {
            snprintf(what, sizeof what, "Excess cards (%d in hand)", r->hand.count);
            fprintf(out, "  %-34s %5d\n", what, r->excess);
        }
        fprintf(out, "  %-34s %5d\n\n", "Total", r->total);
    }
    fprintf(out, "Winner%s:", __builtin_popcount(pad->winners) > 1 ? "s (shared)" : "");
    for (int s = 0; s < pad->players; s++)
        if (pad->winners >> s & 1) fprintf(out, " %s", names[s]);
    fprintf(out, "\n");
}

