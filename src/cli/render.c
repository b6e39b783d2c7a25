/* render.c: the table as text for one seat (what rr_make_view lets it see), and
 * the scorepad. Caste colors as ANSI codes when the style allows. */
#include <string.h>

#include "cli.h"

static const char *const ansi[RR_COLOR_COUNT] = {
    "\033[31m", "\033[33m", "\033[90m", "\033[95m", "\033[37m", "\033[34m", "\033[93m",
    "\033[32m", "\033[35m", "\033[38;5;208m", "\033[97m", "\033[1;97m", "\033[38;5;130m", "\033[1;33m"};

const char *color_code(const cli_style *style, int color) {
    return style->color && color >= 0 && color < RR_COLOR_COUNT ? ansi[color] : "";
}
const char *color_reset(const cli_style *style) { return style->color ? "\033[0m" : ""; }

static void card(FILE *out, int c, const cli_style *st) {
    if (c == RR_HIDDEN_CARD) {
        fprintf(out, "[face down]");
        return;
    }
    const rr_card_info *info = &rr_cards[c];
    fprintf(out, "%s%s%s (%s %d)", color_code(st, info->color), info->name, color_reset(st),
            rr_color_name(info->color), info->core);
}

static const char *const bonus_text[RR_LOCATIONS] = {"Fleet +1", "Helium +1", "Sovereign", "Influence +1"};

void render_table(FILE *out, const rr_state *s, int seat, const cli_style *st) {
    rr_view v;
    rr_make_view(s, seat, &v);
    fprintf(out, "\n");
    const rr_board *b = &s->now;
    for (int l = 0; l < RR_LOCATIONS; l++) {
        fprintf(out, "%-14s %-13s ", rr_location_name(l), bonus_text[l]);
        if (b->automa >= 0) fprintf(out, "[%c%s] ", 'A' + b->priority[l], l == RR_LUNA ? "" : b->luna_pair == l ? "*" : "");
        if (!v.location_count[l]) fprintf(out, "(empty)");
        for (int i = 0; i < v.location_count[l]; i++) {
            if (i) fprintf(out, " < ");
            card(out, v.location[l][i], st);
        }
        fprintf(out, "\n");
    }
    fprintf(out, "Deck %d cards, banished %d\n", v.deck_count, v.banished_count);
    for (int p = 0; p < v.players; p++) {
        char who[64];
        player_name(b, p, who, sizeof who);
        fprintf(out, "%s %s: Helium %d, Fleet %d, Influence %d%s, %d cards%s\n", p == v.current ? ">" : " ", who,
                v.helium[p], v.fleet[p], v.influence[p], v.sovereign == p ? ", Sovereign" : "", v.hand_size[p],
                p == v.first_player ? " (first player)" : "");
    }
    if (b->automa >= 0)
        fprintf(out, "  Tull Au Toma: level %d (%s), the odd/even card shows %s; * = the Luna bonus card's location\n",
                b->automa_level, rr_automa_level_names[b->automa_level], b->automa_parity ? "ODD" : "EVEN");
    if (v.neutral_influence) fprintf(out, "  Neutral Influence on the Institute: %d\n", v.neutral_influence);
    if (v.end_reason) fprintf(out, "The end of the game has been triggered: the round finishes.\n");
    if (seat >= 0) {
        fprintf(out, "Your hand:");
        if (!v.hand_count) fprintf(out, " (empty)");
        for (int i = 0; i < v.hand_count; i++) {
            fprintf(out, i ? ", " : " ");
            card(out, v.hand[i], st);
        }
        fprintf(out, "\n");
    }
}

void player_name(const rr_board *b, int seat, char *buf, size_t size) {
    if (seat == b->automa) snprintf(buf, size, "Tull Au Toma");
    else if (b->automa >= 0) snprintf(buf, size, "You (%s)", rr_house_name(b->house[seat]));
    else snprintf(buf, size, "Player %d (%s)", seat + 1, rr_house_name(b->house[seat]));
}

void render_scorepad(FILE *out, const rr_state *s, const cli_style *st) {
    (void)st;
    rr_scorepad pad;
    rr_score(&s->now, &pad);
    fprintf(out, "\n%-24s %6s %6s %6s %9s %9s %6s %6s\n", "Player", "Cards", "Fleet", "Helium", "Sovereign",
            "Influence", "Excess", "Total");
    for (int p = 0; p < pad.players; p++) {
        const rr_score_row *r = &pad.row[p];
        char who[64];
        player_name(&s->now, p, who, sizeof who);
        fprintf(out, "%-24s %6d %6d %6d %9d %9d %6d %6d%s\n", who, r->cards, r->fleet, r->helium, r->sovereign,
                r->influence, r->excess, r->total, pad.winners >> p & 1 ? "  winner" : "");
    }
}
