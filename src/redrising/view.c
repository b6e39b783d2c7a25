/* view.c: hidden information has one door. rr_make_view gives what one seat may
 * see; rr_determinize re-deals what one seat cannot see, for information-set search. */
#include "internal.h"
#include "card_blocks.h"

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
    bool looked[RR_CARD_COUNT] = {false}; /* listed by id below, so the deck's order stays unsaid */
    for (int i = 0; i < zone_size(b, RR_ZONE_DECK); i++) {
        int c = zone_card(b, RR_ZONE_DECK, i);
        looked[c] = knows(b, seat, c);
    }
    for (int c = 0; c < RR_CARD_COUNT; c++)
        if (looked[c]) v->looked[v->looked_count++] = (uint8_t)c;
    v->deciding = !rr_is_over(s) && s->pending.seat == seat;
}

/* hidden[c]: the place of card c on b hides it from seat: the deck, another's hand, or
 * face down on a location (one pass over the zones). */
static void hidden_from(const rr_board *b, int seat, bool hidden[RR_CARD_COUNT]) {
    for (int z = 0; z < RR_ZONES; z++) {
        bool location = z >= RR_ZONE_LOCATION && z < RR_ZONE_LOCATION + RR_LOCATIONS;
        bool hides = z == RR_ZONE_DECK || (z >= RR_ZONE_HAND && z < RR_ZONE_HAND + RR_MAX_PLAYERS && z != RR_ZONE_HAND + seat);
        for (int i = b->zstart[z]; i < b->zstart[z + 1]; i++) {
            int c = b->order[i];
            hidden[c] = hides || (location && is_facedown(b, c));
        }
    }
}

/* unknown[c]: a card seat cannot place: hidden from it now and when the turn began (so a
 * card an opponent drew this turn is as unknown as the rest), never seen by it, and not
 * the card its pending decision shows (a revealed deck card to place). */
static void unknown_to(const rr_state *s, int seat, bool unknown[RR_CARD_COUNT]) {
    bool hidden_now[RR_CARD_COUNT], hidden_start[RR_CARD_COUNT];
    hidden_from(&s->now, seat, hidden_now);
    hidden_from(&s->turn_start, seat, hidden_start);
    if (seat >= 0) {
        const uint8_t bit = (uint8_t)(1u << seat);
        rr_unknown_bytes(RR_CARD_COUNT, hidden_now, hidden_start, s->now.seen, s->turn_start.seen, bit, unknown);
    } else {
        for (int c = 0; c < RR_CARD_COUNT; c++)
            unknown[c] = hidden_now[c] && hidden_start[c] && !knows(&s->now, seat, c) && !knows(&s->turn_start, seat, c);
    }
    if (s->pending.seat == seat) {
        if (s->pending.card >= 0) unknown[s->pending.card] = false;
        if (s->pending.subject >= 0) unknown[s->pending.subject] = false;
    }
}

/* Card c becomes to[c] wherever it is: in the zones, in who has seen it, face down.
 * The byte loops go four at a time into locals (to[] might alias the board for the
 * compiler, so each byte would otherwise wait on the last store). */
static void rename_cards(rr_board *b, const uint8_t *to) {
    enum { WHOLE = RR_CARD_COUNT / 4 * 4 }; /* the cards past it (none with 112) one at a time */
    uint8_t order[RR_CARD_COUNT], seen[RR_CARD_COUNT];
    uint64_t facedown[2] = {0, 0};
    for (int i = 0; i < WHOLE; i += 4) {
        order[i] = to[b->order[i]];
        order[i + 1] = to[b->order[i + 1]];
        order[i + 2] = to[b->order[i + 2]];
        order[i + 3] = to[b->order[i + 3]];
    }
    for (int i = WHOLE; i < RR_CARD_COUNT; i++) order[i] = to[b->order[i]];
    for (int c = 0; c < WHOLE; c += 4) {
        seen[to[c]] = b->seen[c];
        seen[to[c + 1]] = b->seen[c + 1];
        seen[to[c + 2]] = b->seen[c + 2];
        seen[to[c + 3]] = b->seen[c + 3];
    }
    for (int c = WHOLE; c < RR_CARD_COUNT; c++) seen[to[c]] = b->seen[c];
    for (int w = 0; w < 2; w++)
        for (uint64_t m = b->facedown[w]; m; m &= m - 1) {
            int c = to[64 * w + __builtin_ctzll(m)];
            facedown[c >> 6] |= (uint64_t)1 << (c & 63);
        }
    memcpy(b->order, order, sizeof order);
    memcpy(b->seen, seen, sizeof seen);
    memcpy(b->facedown, facedown, sizeof facedown);
}

static void shuffle_bytes(uint8_t *a, int n, uint64_t *rng) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_step_below(rng, (unsigned)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* Tull Au Toma's cards nobody has seen (the 4 set aside and those not yet drawn), as a
 * renaming of her card ids: the unseen ids in id order, shuffled, dealt to the unseen
 * places of her deck in order. Applied to both boards, so a replay of this turn (even
 * one that reshuffles her deck) draws the same revealed cards. */
static void redeal_automa(rr_state *s, uint64_t *rng) {
    const rr_board *b = &s->now;
    if (b->automa < 0) return;
    uint8_t to[RR_AUTOMA_CARDS], pool[RR_AUTOMA_CARDS];
    bool unseen[RR_AUTOMA_CARDS];
    int n = 0;
    for (int i = 0; i < RR_AUTOMA_CARDS; i++) {
        to[i] = (uint8_t)i;
        unseen[b->automa_order[i]] = i < 4 || i >= b->automa_next;
    }
    for (int id = 0; id < RR_AUTOMA_CARDS; id++)
        if (unseen[id]) pool[n++] = (uint8_t)id;
    shuffle_bytes(pool, n, rng);
    int k = 0;
    for (int i = 0; i < RR_AUTOMA_CARDS; i++)
        if (i < 4 || i >= b->automa_next) to[b->automa_order[i]] = pool[k++];
    for (int i = 0; i < RR_AUTOMA_CARDS; i++) {
        s->now.automa_order[i] = to[s->now.automa_order[i]];
        s->turn_start.automa_order[i] = to[s->turn_start.automa_order[i]];
    }
}

/* Does the re-dealt t (not yet replayed) tell the story s tells to seat: replaying this
 * turn's answers reaches the same board (but the future's generator, which the replay
 * switches at the pending reseed) and the same question? The question's options must be
 * the same only when seat is the one asked: another seat's options come from its hidden
 * cards (the cards it may lead), so asking them to match would keep its true hand, and
 * almost no deal would fit. t is replayed in place. */
static bool fits(const rr_state *s, rr_state *t, int seat) {
    rr_board expected = t->now;
    bool replayed = rr_run_turn(t);
    expected.rng = t->now.rng; /* the same future: the replayed board switches at the pending reseed */
    return replayed && t->answer_count == s->answer_count && rr_board_equal(&t->now, &expected) &&
           t->pending.kind == s->pending.kind && t->pending.seat == s->pending.seat &&
           (s->pending.seat != seat || !memcmp(&t->pending.options, &s->pending.options, sizeof t->pending.options));
}

/* Deals drawn before giving up on a position whose turn so far few deals fit. */
#define DEAL_ATTEMPTS 16

bool rr_determinize(rr_state *s, int seat, uint64_t seed) {
    if (rr_is_over(s)) return true;
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
    uint8_t ids[RR_CARD_COUNT];
    bool unknown[RR_CARD_COUNT];
    int n = 0;
    unknown_to(s, seat, unknown);
    for (int c = 0; c < RR_CARD_COUNT; c++)
        if (unknown[c]) ids[n++] = (uint8_t)c;
    /* The answers of this turn must still tell the same story: a deal under which they
     * would not (an opponent who could have blocked, a card an ability would have
     * found) is drawn again. Whether a deal fits depends only on the deal and what seat
     * knows, so neither the deal kept nor a failure depends on where the cards really
     * are. When no deal fits after a few draws, s holds the last one drawn, not
     * replayed (never the true deal), and the caller drops it. */
    rr_state copy, *t = &copy;
    for (int attempt = 0; attempt < DEAL_ATTEMPTS; attempt++) {
        uint8_t shuffled[RR_CARD_COUNT], to[RR_CARD_COUNT];
        memcpy(shuffled, ids, (size_t)n);
        shuffle_bytes(shuffled, n, &rng);
        for (int c = 0; c < RR_CARD_COUNT; c++) to[c] = (uint8_t)c;
        int k = 0;
        for (int i = 0; i < RR_CARD_COUNT; i++) {
            int c = s->now.order[i];
            if (unknown[c]) to[c] = shuffled[k++];
        }
        infer_fit_deal(&s->now, seat, unknown, to, &rng); /* what reveals told (inference.c) */
        *t = *s;
        rename_cards(&t->turn_start, to);
        rename_cards(&t->now, to);
        redeal_automa(t, &rng);
        if (attempt == DEAL_ATTEMPTS - 1) {
            rr_state drawn = *t; /* what s holds if this one does not fit either */
            if (fits(s, t, seat)) {
                *s = *t;
                return true;
            }
            *s = drawn;
            return false;
        }
        if (fits(s, t, seat)) {
            *s = *t;
            return true;
        }
    }
    return false; /* not reached: the last draw returns */
}
