/* evaluate.c: Red Rising's learned evaluation for the bots: a few features a strong
 * player looks at (the score now, how far the end trigger is, what Tull Au Toma can
 * still gain, what the locations offer), and a linear function of them fitted by
 * self-play (bench/train_eval.c; the weights are data/redrising_eval.inc, compiled in).
 * It predicts the seat's final margin: its final score minus the best other final
 * score. A finished game is valued exactly. */
#include "internal.h"

#include "../../data/redrising_eval.inc"

_Static_assert(RR_EVAL_WEIGHTS_FEATURES == RR_EVAL_FEATURES,
               "data/redrising_eval.inc was trained on another feature list: retrain");
_Static_assert(RR_EVAL_WEIGHTS_VERSION == RR_EVAL_VERSION,
               "data/redrising_eval.inc is another version of the features: retrain");

int rr_eval_version(void) { return RR_EVAL_VERSION; }

/* Thresholds still missing for the end: the two smallest shortfalls to 7 among Helium,
 * Influence and Fleet. */
static int end_distance(const rr_board *b, int p) {
    int d[3] = {7 - b->helium[p], 7 - b->influence[p], 7 - b->fleet[p]};
    for (int i = 0; i < 3; i++)
        if (d[i] < 0) d[i] = 0;
    int hi = d[0] > d[1] ? (d[0] > d[2] ? 0 : 2) : (d[1] > d[2] ? 1 : 2);
    return d[0] + d[1] + d[2] - d[hi];
}

static int matches_automa(const rr_board *b, int card) { return rr_cards[card].core % 2 == b->automa_parity; }

void rr_eval_features(const rr_state *s, int seat, double *f) {
    const rr_board *b = &s->now;
    rr_scorepad pad;
    rr_score(b, &pad);
    int other = -1;
    for (int p = 0; p < b->players; p++)
        if (p != seat && (other < 0 || pad.row[p].total > pad.row[other].total)) other = p;
    bool solo = b->automa >= 0;
    int mine = hand_size(b, seat);
    /* how far the end is: 0 once triggered */
    int d_me = end_distance(b, seat), d_other = 14;
    for (int p = 0; p < b->players; p++)
        if (p != seat && end_distance(b, p) < d_other) d_other = end_distance(b, p);
    int d = b->end_reason ? 0 : (d_me < d_other ? d_me : d_other);
    /* what the four locations offer: the best face-up top for me, and (solo) the tops
     * matching Tull Au Toma's parity */
    int best_top = 0, matching_tops = 0, other_tops = 0;
    for (int l = 0; l < RR_LOCATIONS; l++) {
        int top = zone_top(b, RR_ZONE_LOCATION + l);
        if (top < 0 || is_facedown(b, top)) continue;
        if (rr_cards[top].core > best_top) best_top = rr_cards[top].core;
        if (solo && matches_automa(b, top)) matching_tops++;
        else if (solo) other_tops++;
    }
    int her_match = 0, her_other = 0, her_rate = 0;
    if (solo) {
        const uint8_t *pts = rr_automa_points[b->automa_level];
        her_rate = pts[0];
        int hand = RR_ZONE_HAND + b->automa;
        for (int i = 0; i < zone_size(b, hand); i++)
            if (matches_automa(b, zone_card(b, hand, i))) her_match++;
            else her_other++;
    }
    int k = 0;
    double margin = pad.row[seat].total - pad.row[other].total;
    f[k++] = 1;
    f[k++] = margin;
    f[k++] = pad.row[seat].total;
    f[k++] = d;
    f[k++] = d_me;
    f[k++] = d_other;
    f[k++] = b->end_reason ? 1 : 0;
    f[k++] = d * margin / 14.0;
    f[k++] = mine;
    f[k++] = mine > 7 ? mine - 7 : 0;
    f[k++] = hand_size(b, other);
    f[k++] = deck_size(b);
    f[k++] = best_top;
    f[k++] = d * best_top / 14.0;
    f[k++] = b->helium[seat] - b->helium[other];
    f[k++] = b->fleet[seat] - b->fleet[other];
    f[k++] = b->influence[seat] - b->influence[other];
    f[k++] = b->sovereign == seat ? 1 : b->sovereign >= 0 ? -1 : 0;
    f[k++] = b->players;
    /* solo only (zero otherwise): Tull Au Toma's rate and what is left for her */
    f[k++] = her_rate;
    f[k++] = (double)d * her_rate;
    f[k++] = matching_tops * her_rate;
    f[k++] = (double)d * matching_tops * her_rate / 14.0;
    f[k++] = other_tops * her_rate;
    f[k++] = her_match;
    f[k++] = her_other;
    f[k++] = solo && her_match + her_other >= 20 ? 1 : 0;
}

double rr_evaluate_with(const rr_state *s, int seat, const double *solo, const double *multi) {
    const rr_board *b = &s->now;
    if (rr_is_over(s) || b->players < 2) {
        rr_scorepad pad;
        rr_score(b, &pad);
        int best_other = -1000000;
        for (int p = 0; p < pad.players; p++)
            if (p != seat && pad.row[p].total > best_other) best_other = pad.row[p].total;
        return pad.row[seat].total - (pad.players > 1 ? best_other : 0);
    }
    /* Tull Au Toma is valued as the mirror of the player she faces */
    if (seat == b->automa) return -rr_evaluate_with(s, seat == 0 ? 1 : 0, solo, multi);
    double f[RR_EVAL_FEATURES];
    rr_eval_features(s, seat, f);
    const double *w = b->automa >= 0 ? solo : multi;
    double v = 0;
    for (int i = 0; i < RR_EVAL_FEATURES; i++) v += w[i] * f[i];
    return v;
}

double rr_evaluate(const rr_state *s, int seat) {
    return rr_evaluate_with(s, seat, rr_eval_weights_solo, rr_eval_weights_multi);
}
