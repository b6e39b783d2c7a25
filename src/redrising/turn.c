/* turn.c: the game as a script: a turn (lead or scout), the end trigger, equal
 * turns and Apollo's last turn, the end-of-game phase, and the checkpoints between
 * turns where the replay of answers starts again. */
#include "abilities.h"

/* The action numbers follow from the card table's size (redrising.h): a new card moves
 * RR_LEAD_EMPTY and RR_SCOUT, and these say where the encoding stops fitting. */
_Static_assert(RR_CARD_NONE == RR_CARD_COUNT && RR_CARD_NONE <= UINT8_MAX,
               "a card decision's \"none\" follows the last card and fits the byte cards are kept in");
_Static_assert(RR_LEAD_EMPTY == RR_CARD_COUNT * RR_LOCATIONS && RR_SCOUT == RR_LEAD_EMPTY + RR_LOCATIONS,
               "the empty lead follows the last lead, and scouting follows it");
_Static_assert(RR_SCOUT + RR_LOCATIONS <= CT_MAX_OPTIONS, "every action fits an option set");

/* The board as it is becomes the point the next replay starts from. In a playout
 * that can stop only at the game's end (rr_run.lazy_checkpoints) the copy is left
 * until the game is over or the answers fill half their room: turn_start stays an
 * earlier turn's start, and the answers since it (kept, not dropped) replay to here,
 * so the state stays one that rr_apply could replay. The game's end is copied as
 * always, so such a playout ends on the same state. */
static void checkpoint(rr_run *r) {
    if (r->lazy_checkpoints && r->b->phase != RR_PHASE_OVER && *r->replay.answer_count <= RR_MAX_ANSWERS / 2)
        return;
    r->s->turn_start = *r->b;
    ct_replay_checkpoint(&r->replay);
}

/* What follows a deploy once card is on the location: its ability. */
static void deployed(rr_run *r, int seat, int card, int location) {
    rr_board *b = r->b;
    b->deployed_to |= (uint8_t)(1u << location);
    rr_deploy_fn ability = rr_card_abilities[card].deploy;
    if (ability) ability(r, seat, card, location);
}

void deploy_card(rr_run *r, int seat, int card, int location) {
    zone_move(r->b, card, RR_ZONE_LOCATION + location, false);
    deployed(r, seat, card, location);
}

/* The final step of a lead: the top card of a location not deployed to, with its
 * bonus, or the deck's top card and the Rising die. */
static void lead_gain(rr_run *r, int seat) {
    rr_board *b = r->b;
    uint64_t from = 0;
    for (int l = 0; l < RR_LOCATIONS; l++)
        if (!(b->deployed_to >> l & 1) && loc_size(b, l) && zone_top(b, RR_ZONE_LOCATION + l) != b->forbidden)
            from |= 1u << l;
    if (deck_size(b)) from |= 1u << RR_GAIN_DECK;
    int choice = ask_word(r, seat, RR_ASK_GAIN, RR_WHY_GAIN, -1, -1, from);
    if (choice < 0) return;
    if (choice == RR_GAIN_DECK) {
        draw_card(b, seat);
        roll_die(r, seat);
    } else {
        zone_move_top(b, RR_ZONE_LOCATION + choice, RR_ZONE_HAND + seat); /* gain_card of the top card */
        location_bonus(r, seat, choice);
    }
}

/* The action of rank k (ascending) among a turn's options, without listing them: the
 * leads c*4+l by card and location (k / 4 the rank of the card among those in hand, by
 * id), then RR_LEAD_EMPTY when the hand is empty, then the scouts. */
static int action_of_rank(const rr_board *b, int hand, int held, int k) {
    if (k < RR_LOCATIONS * held) {
        _Static_assert(RR_CARD_COUNT <= 128, "a hand fits two words");
        uint64_t in_hand[2] = {0, 0};
        for (int i = b->zstart[hand], end = b->zstart[hand + 1]; i < end; i++) {
            int c = b->order[i];
            in_hand[c >> 6] |= (uint64_t)1 << (c & 63);
        }
        int rank = k / RR_LOCATIONS, low = ct_bits_in(in_hand[0]), word = rank >= low;
        uint64_t w = in_hand[word];
        for (rank -= word ? low : 0; rank; rank--) w &= w - 1;
        return (word * 64 + __builtin_ctzll(w)) * RR_LOCATIONS + k % RR_LOCATIONS;
    }
    k -= RR_LOCATIONS * held;
    if (!held) {
        if (k == 0) return RR_LEAD_EMPTY;
        k--;
    }
    return RR_SCOUT + k;
}

static void play_turn(rr_run *r, int seat) {
    rr_board *b = r->b;
    b->deployed_to = 0;
    b->turn_flags = 0;
    b->end_turn = 0;
    if (seat == b->automa) {
        automa_turn(r, seat);
        return;
    }
    int hand = RR_ZONE_HAND + seat, held = zone_size(b, hand);
    int action, k = draw_here(r, seat, RR_LOCATIONS * held + !held + (deck_size(b) ? RR_LOCATIONS : 0));
    if (k >= 0) {
        action = action_of_rank(b, hand, held, k);
        ct_replay_record(&r->replay, action);
    } else {
        rr_optset actions;
        set_clear(&actions);
        /* a card's four lead options c*4+0..3 share one word of the set (the hand's bounds
         * read once: the set's stores could change the board's bytes, for the compiler) */
        for (int i = b->zstart[hand], end = b->zstart[hand + 1]; i < end; i++) {
            int c = b->order[i];
            actions.bits[c >> 4] |= (uint64_t)0xF << ((c & 15) * RR_LOCATIONS);
        }
        if (!held) set_add(&actions, RR_LEAD_EMPTY);
        if (deck_size(b))
            for (int l = 0; l < RR_LOCATIONS; l++) set_add(&actions, RR_SCOUT + l);
        action = ask(r, seat, RR_ASK_ACTION, RR_WHY_ACTION, -1, &actions);
    }
    if (action >= RR_SCOUT) {
        int l = action - RR_SCOUT;
        int card = zone_top(b, RR_ZONE_DECK);
        b->reveals++;
        zone_move(b, card, RR_ZONE_LOCATION + l, false);
        location_bonus(r, seat, l);
        return;
    }
    if (action != RR_LEAD_EMPTY) { /* deploy_card of a card from the hand */
        int card = action / RR_LOCATIONS, l = action % RR_LOCATIONS;
        zone_move_out_of(b, card, hand, RR_ZONE_LOCATION + l);
        deployed(r, seat, card, l);
    }
    if (!b->end_turn) lead_gain(r, seat);
}

/* Loan Shark: seat takes a whole turn now, inside another player's, and may not gain
 * the card `forbidden`; then the other player's turn goes on where it was. It is not
 * counted as one of seat's turns. */
void play_turn_out_of_order(rr_run *r, int seat, int forbidden) {
    rr_board *b = r->b;
    uint8_t deployed = b->deployed_to, flags = b->turn_flags, ended = b->end_turn;
    int8_t was = b->forbidden;
    b->forbidden = (int8_t)forbidden;
    play_turn(r, seat);
    b->deployed_to = deployed;
    b->turn_flags = flags;
    b->end_turn = ended;
    b->forbidden = was;
}

/* Two of the three thresholds met by one player, or all three across players. */
static int end_condition(const rr_board *b) {
    int met_any = 0;
    for (int p = 0; p < b->players; p++) {
        int met = (b->helium[p] >= 7) | (b->influence[p] >= 7) << 1 | (b->fleet[p] >= 7) << 2;
        if (met & (met - 1)) return RR_END_TWO_BY_ONE; /* two or more bits */
        met_any |= met;
    }
    return met_any == 7 ? RR_END_ALL_THREE : RR_END_NONE;
}

static bool has_apollo(const rr_board *b) {
    for (int p = 0; p < b->players; p++)
        if (b->house[p] == RR_APOLLO) return true;
    return false;
}

/* After a turn: whose turn is next, or the end of the turns. */
static void next_turn(rr_board *b) {
    int seat = b->current;
    b->turns_taken[seat]++;
    b->total_turns++;
    if (b->apollo_last_turn == 1) {
        b->apollo_last_turn = 2;
        b->phase = RR_PHASE_END_OF_GAME;
        return;
    }
    if (!b->end_reason) {
        b->end_reason = (uint8_t)end_condition(b);
        if (!b->end_reason && b->total_turns >= RR_TURN_LIMIT_ROUNDS * b->players)
            b->end_reason = RR_END_TURN_LIMIT;
    }
    int next = (seat + 1) % b->players;
    if (b->end_reason && next == b->first_player) {
        /* every player has had the same number of turns */
        if (has_apollo(b)) {
            b->apollo_last_turn = 1;
            b->current = b->first_player;  /* Apollo always takes the first turn */
        } else {
            b->phase = RR_PHASE_END_OF_GAME;
        }
        return;
    }
    b->current = (uint8_t)next;
}

/* Each player's end-of-game abilities, from the first player onward, then Ceres
 * banishes a card from hand. */
static void end_of_game_for(rr_run *r, int seat) {
    rr_board *b = r->b;
    if (seat == b->automa) return; /* she ignores what her cards say */
    int hand = RR_ZONE_HAND + seat;
    /* Card abilities, in the order the player chooses; each resolves once. */
    uint64_t done[2] = {0, 0};
    for (;;) {
        rr_optset left;
        set_clear(&left);
        for (int i = 0; i < zone_size(b, hand); i++) {
            int c = zone_card(b, hand, i);
            if (rr_card_abilities[c].end_of_game && !(done[c >> 6] >> (c & 63) & 1)) set_add(&left, c);
        }
        int card = ask(r, seat, RR_ASK_CARD, RR_WHY_END_ABILITY, -1, &left);
        if (card < 0) break;
        done[card >> 6] |= (uint64_t)1 << (card & 63);
        rr_card_abilities[card].end_of_game(r, seat, card);
    }
}

static void ceres_end(rr_run *r, int seat) {
    rr_board *b = r->b;
    int hand = RR_ZONE_HAND + seat;
    rr_optset cards;
    set_clear(&cards);
    for (int i = 0; i < zone_size(b, hand); i++) set_add(&cards, zone_card(b, hand, i));
    int card = ask(r, seat, RR_ASK_CARD, RR_WHY_CERES_HAND, -1, &cards);
    if (card >= 0) banish(b, card);
}

void play_from_checkpoint(rr_run *r) {
    rr_board *b = r->b;
    while (b->phase == RR_PHASE_TURNS) {
        play_turn(r, b->current);
        next_turn(b);
        checkpoint(r);
    }
    if (r->stop_at_turns_end) return;
    while (b->phase == RR_PHASE_END_OF_GAME) {
        int seat = (b->first_player + b->end_seat) % b->players;
        if (b->end_seat < b->players) {
            end_of_game_for(r, seat);
            b->end_seat++;
        } else {
            for (int p = 0; p < b->players; p++)
                if (b->house[p] == RR_CERES) ceres_end(r, p);
            b->phase = RR_PHASE_OVER;
        }
        checkpoint(r);
    }
}
