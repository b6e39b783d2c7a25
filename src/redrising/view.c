/* view.c: hidden information has one door. rr_make_view gives what one seat may
 * see; rr_determinize re-deals what one seat cannot see, for information-set search. */
#include "internal.h"

/* seat -1 is a spectator, who knows only what is public. */
static bool knows(const rr_board *b, int seat, int card) {
    return seat >= 0 ? b->seen[card] >> seat & 1 : b->seen[card] == (1u << RR_MAX_PLAYERS) - 1;
}

void rr_make_view(const rr_state *s, int seat, rr_view *v) {
    const rr_board *b = &s->now;
    memset(v, 0, sizeof *v);
    v->seat = (int8_t)seat;
    v->players = b->players;
    v->first_player = b->first_player;
    v->current = b->current;
    v->phase = b->phase;
    v->end_reason = b->end_reason;
    v->sovereign = b->sovereign;
    v->neutral_influence = b->neutral_influence;
    for (int p = 0; p < b->players; p++) {
        v->house[p] = b->house[p];
        v->helium[p] = b->helium[p];
        v->fleet[p] = b->fleet[p];
        v->influence[p] = b->influence[p];
        v->turns_taken[p] = b->turns_taken[p];
        int hand = RR_ZONE_HAND + p;
        v->hand_size[p] = (uint8_t)zone_size(b, hand);
        for (int i = 0; i < zone_size(b, hand); i++) {
            int c = zone_card(b, hand, i);
            if (p == seat) v->hand[v->hand_count++] = (uint8_t)c;
            else if (knows(b, seat, c)) v->known[p][v->known_count[p]++] = (uint8_t)c;
        }
    }
    for (int l = 0; l < RR_LOCATIONS; l++) {
        int z = RR_ZONE_LOCATION + l;
        v->location_count[l] = (uint8_t)zone_size(b, z);
        for (int i = 0; i < zone_size(b, z); i++) {
            int c = zone_card(b, z, i);
            v->location[l][i] = (uint8_t)(is_facedown(b, c) && !knows(b, seat, c) ? RR_HIDDEN_CARD : c);
        }
    }
    for (int i = 0; i < zone_size(b, RR_ZONE_BANISHED); i++)
        v->banished[v->banished_count++] = (uint8_t)zone_card(b, RR_ZONE_BANISHED, i);
    v->deck_count = (uint8_t)deck_size(b);
    v->deciding = !rr_is_over(s) && s->pending.seat == seat;
}

/* A card seat cannot place: in the deck or another's hand, in the same zone since
 * the turn began, never seen by seat. */
static bool unknown_to(const rr_state *s, int seat, int c) {
    const rr_board *now = &s->now, *start = &s->turn_start;
    int z = zone_of(now, c);
    bool hidden = z == RR_ZONE_DECK || (z >= RR_ZONE_HAND && z < RR_ZONE_HAND + RR_MAX_PLAYERS && z != RR_ZONE_HAND + seat);
    return hidden && zone_of(start, c) == z && !knows(now, seat, c) && !knows(start, seat, c) &&
           !is_facedown(now, c) && !is_facedown(start, c);
}

static void rename_cards(rr_board *b, const uint8_t *to) {
    uint8_t seen[RR_CARD_COUNT];
    for (int i = 0; i < RR_CARD_COUNT; i++) b->order[i] = to[b->order[i]];
    for (int c = 0; c < RR_CARD_COUNT; c++) seen[to[c]] = b->seen[c];
    memcpy(b->seen, seen, sizeof seen);
}

void rr_determinize(rr_state *s, int seat, uint64_t seed) {
    uint64_t rng = rng_mix(seed);
    uint64_t future = rng_next(&rng);
    /* Future randomness: from the current draw on, in both boards, so the replay of
     * this turn's answers still reproduces the past. */
    s->now.rng = future;
    s->now.reseed_pending = 0;
    s->turn_start.reseed_pending = 1;
    s->turn_start.reseed_at = s->now.draws;
    s->turn_start.reseed_rng = future;

    /* The unseen cards in id order, shuffled, dealt into the unseen slots in board
     * order: the result depends only on what seat knows, not on where they really are. */
    uint8_t shuffled[RR_CARD_COUNT], to[RR_CARD_COUNT];
    int n = 0;
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        to[c] = (uint8_t)c;
        if (unknown_to(s, seat, c)) shuffled[n++] = (uint8_t)c;
    }
    if (n < 2 || rr_is_over(s)) return;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(&rng, (unsigned)i + 1);
        uint8_t t = shuffled[i];
        shuffled[i] = shuffled[j];
        shuffled[j] = t;
    }
    int k = 0;
    for (int i = 0; i < RR_CARD_COUNT; i++) {
        int c = s->now.order[i];
        if (unknown_to(s, seat, c)) to[c] = shuffled[k++];
    }
    rr_state *t = &(rr_state){0};
    *t = *s;
    rename_cards(&t->turn_start, to);
    rename_cards(&t->now, to);
    rr_board expected = t->now;
    /* The answers of this turn must still tell the same story; when an unseen card
     * shaped what happened this turn, keep the cards as they are. */
    bool replayed = rr_run_turn(t);
    expected.rng = t->now.rng; /* the same future: the replayed board switches at the pending reseed */
    if (replayed && t->answer_count == s->answer_count && rr_board_equal(&t->now, &expected) && t->pending.kind == s->pending.kind &&
        t->pending.seat == s->pending.seat && !memcmp(&t->pending.options, &s->pending.options, sizeof t->pending.options))
        *s = *t;
}
