/* rone.h: RONE: Races of New Era behind cardtable.h, and what a front end needs:
 * the compiled card records of a card set, the game state (plain data), a seat's
 * view, and the option numbering of every decision. docs/RONE.md explains the design.
 *
 * A card set is DATA: a TOML file read by src/cardfile's loader, either at build time
 * (rone_cardgen writes the built-in sets' const tables) or at run time (--cards FILE,
 * then rone_register_set). The state never points into a set: it holds the set's
 * index in the registry and its hash, and every card instance holds the index of
 * its definition. */
#ifndef RONE_H
#define RONE_H

#include "cardtable.h"
#include "ct_optset.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- compiled card records ---- */
enum rone_type { RONE_UNIT, RONE_TACTIC, RONE_TECH, RONE_HERO };
enum rone_keyword {
    RONE_KW_DEFENDER = 1, RONE_KW_INVISIBILITY = 2, RONE_KW_DETECTION = 4,
    RONE_KW_FLYING = 8, RONE_KW_SHIELD = 16, RONE_KW_SLOW = 32,
    RONE_KW_UNATTACKABLE = 64  /* not a printed keyword: what the static cannot_be_attacked gives */
};
enum rone_ability_kind { RONE_AB_PLAY, RONE_AB_ACTIVATED, RONE_AB_TRIGGER, RONE_AB_STATIC, RONE_AB_INITIATIVE };
enum rone_event {
    RONE_EV_NONE, RONE_EV_BATTLEFIELD, RONE_EV_DEATH, RONE_EV_RECYCLE, RONE_EV_COMBAT,
    RONE_EV_STRIKE, RONE_EV_TURN_START, RONE_EV_TURN_END,
    /* watched events: a card's trigger fires when this happens to any card or player its
     * whose= names (own by default); $it is the unit or hero it happened to */
    RONE_EV_UNIT_ENTERS, RONE_EV_UNIT_DIES, RONE_EV_HERO_DAMAGED, RONE_EV_TACTIC_PLAYED,
    RONE_EV_ATTACK_DECLARED, RONE_EV_LEVEL_UP
};
enum rone_whose { RONE_WHOSE_OWN, RONE_WHOSE_ENEMY, RONE_WHOSE_ANY };
enum rone_verb {
    RONE_V_DAMAGE, RONE_V_HEALTH, RONE_V_MELEE, RONE_V_RANGED, RONE_V_EXHAUST, RONE_V_REFRESH,
    RONE_V_DRAW, RONE_V_WATER, RONE_V_DESTROY, RONE_V_REMOVE, RONE_V_RETURN, RONE_V_CONTROL,
    RONE_V_GRANT, RONE_V_COPY, RONE_V_BURY, RONE_V_GRAVE_REMOVE,
    RONE_V_DISCARD,  /* the player destroys amount cards from hand, chosen one by one */
    RONE_V_REVIVE,   /* the top card of the player's graveyard, a unit: keyword 0 battlefield, 1 hand */
    RONE_V_ONE_OF,   /* amount modes follow, each a RONE_V_MODE step (amount = its steps) and its steps */
    RONE_V_MODE,
    RONE_V_SCRIPT    /* amount: the index of a named C function (rone_find_script) */
};
/* How a step finds what it acts on. */
enum rone_reach {
    RONE_R_NONE,     /* a player step with player=me */
    RONE_R_TARGET,   /* choose one matching object (forced when one exists) */
    RONE_R_EACH,     /* every matching object */
    RONE_R_SELF,     /* the card itself (in a copied ability: the card copied from, R69) */
    RONE_R_BOUND,    /* the object bound earlier with as= */
    RONE_R_OPPONENT, /* a player step with player=opponent */
    RONE_R_SUBJECT,  /* target=it / trigger.unit: what the trigger's event happened to */
    RONE_R_SUBJECT_PLAYER, /* player=trigger.player: the player it happened to (or its card's controller) */
    RONE_R_BOUND_PLAYER,   /* player=$x.controller: the controller of the bound object */
    RONE_R_COMBAT_ENEMY    /* target=combat.enemy: the unit in combat with the card */
};
enum rone_base { RONE_SEL_UNIT, RONE_SEL_HERO, RONE_SEL_CARD, RONE_SEL_TECH, RONE_SEL_PLAYER,
                 RONE_SEL_PERMANENT /* unit, technology or hero */ };
/* Selector filters: the low 16 bits; not_X is X << 16. race:, level<=, level>=, health<= and
 * has:KIND (other than battlefield) use the step's sel_* fields. */
enum rone_filter {
    RONE_F_OWN = 1, RONE_F_ENEMY = 2, RONE_F_OTHER = 4, RONE_F_ACTIVE = 8, RONE_F_EXHAUSTED = 16,
    RONE_F_HAS_BATTLEFIELD = 32, RONE_F_DAMAGED = 64, RONE_F_FLYING = 128, RONE_F_RANGED = 256,
    RONE_F_MELEE_ONLY = 512, RONE_F_INVISIBLE = 1024, RONE_F_DEFENDER = 2048, RONE_F_ATTACKING = 4096,
    RONE_F_DEFENDING = 8192, RONE_F_IN_COMBAT = 16384,
    RONE_F_MORE = 32768  /* the selector also has filters with a value (rone_sel_more) */
};
#define RONE_F_IF 0x80000000u  /* in a static's applies_filters: it has an if= condition */
#define RONE_F_NOT(f) ((uint32_t)(f) << 16)
/* How long a grant or a control lasts (until=). */
enum rone_until { RONE_UNTIL_PERMANENT, RONE_UNTIL_TURN_END,
                  RONE_UNTIL_NEXT_TURN,     /* the end of the next turn (anyone's) */
                  RONE_UNTIL_MY_NEXT_TURN,  /* the start of the controller's next turn */
                  RONE_UNTIL_NEXT_COMBAT,   /* the clean-up of the card's next combat (or this one) */
                  RONE_UNTIL_SOURCE_LEAVES  /* while the card that made it stays on the battlefield */ };
enum rone_stat { RONE_STAT_MELEE, RONE_STAT_RANGED, RONE_STAT_HEALTH, RONE_STAT_WATER_INCOME, RONE_STAT_CARD_INCOME,
                 RONE_STAT_SPEED,          /* min 1 */
                 RONE_STAT_KEYWORD,        /* stat_amount: the keyword bit given */
                 RONE_STAT_CANNOT_ATTACK,  /* the matching units cannot attack */
                 RONE_STAT_COST,           /* of matching cards in hand, min 0 */
                 RONE_STAT_RECYCLE };      /* of matching cards in the graveyard, min 0 */
#define RONE_STATS 10 /* the stats the engine counts static abilities of (rone_board.static_stats) */

/* A selector's filters with a value: race:NAME (NULL: none); level<=N, level>=N, health<=N
 * stored as N + 1 (0: none; N is 0..20); has:EVENT (0: none; has:battlefield is the bit
 * RONE_F_HAS_BATTLEFIELD). All zero: no such filter (so older tables need no change). */
typedef struct rone_sel_more {
    const char *race;
    int8_t level_le, level_ge, health_le;
    uint8_t has;
} rone_sel_more;

typedef struct rone_step {
    uint8_t verb, reach, base;
    uint32_t filters;  /* rone_filter bits */
    int8_t amount;
    uint8_t keyword;   /* grant: the keyword bit; copy: the event copied, or RONE_COPY_ACTIVATED */
    uint8_t until;     /* rone_until */
    int8_t bind;       /* as=: slot 0, or -1 */
    uint8_t may;       /* may=true: the controller is asked first (RONE_ASK_MAY); no: skip the step */
    uint8_t cond;      /* if=: rone_cond (RONE_C_ALWAYS: no condition); false: skip the step */
    uint8_t cond_op;   /* rone_cond_op */
    int8_t cond_n;     /* the number compared with */
    uint8_t cond_base;
    uint32_t cond_filters;           /* count(SELECTOR) */
    uint8_t cond2, cond2_op;         /* a second condition joined by 'and' (RONE_C_ALWAYS: none) */
    int8_t cond2_n;
    uint8_t cond2_base;
    uint32_t cond2_filters;
    rone_sel_more sel;  /* the target=/each= selector's filters with a value; sel.race also $x.race:NAME */
    uint8_t chooser;   /* discard: 0 the player discarding chooses, 1 the controller (chooser=me) */
} rone_step;
/* copy ability=activated: the target's activated ability (its costs paid by the copy), not a trigger's event */
#define RONE_COPY_ACTIVATED 16
/* The condition of a step (if=). */
enum rone_cond {
    RONE_C_ALWAYS, RONE_C_BOUND_DEFENDING, RONE_C_BOUND_DESTROYED, RONE_C_ATTACKING, RONE_C_DEFENDING,
    RONE_C_SELF_EXHAUSTED, RONE_C_COUNT,
    RONE_C_ME_LEVEL, RONE_C_ME_WATER, RONE_C_ME_HAND, RONE_C_ME_GRAVE,
    RONE_C_OPP_LEVEL, RONE_C_OPP_WATER, RONE_C_OPP_HAND, RONE_C_OPP_GRAVE,
    RONE_C_BOUND_RACE   /* $x.race:NAME (the step's sel_race) */
};
enum rone_cond_op { RONE_OP_EQ, RONE_OP_NE, RONE_OP_LT, RONE_OP_LE, RONE_OP_GT, RONE_OP_GE };

typedef struct rone_ability {
    uint8_t kind, event;
    uint8_t exhaust;     /* activated: exhaustion cost 1..3 */
    uint8_t pay_water;   /* activated / initiative: water paid */
    uint8_t pay_grave;   /* activated: top graveyard cards removed */
    uint8_t economic;
    uint8_t stat;        /* static: rone_stat */
    int8_t stat_amount;
    uint8_t applies_base;   /* static: which cards it changes; a trigger with has_filter: what its event */
    uint32_t applies_filters; /* happened to must match (filter=SELECTOR) */
    uint16_t first_step;
    uint8_t step_count;
    uint8_t whose;          /* trigger on a watched event: rone_whose */
    uint8_t once_per_turn;  /* activated or trigger: at most once in each turn */
    uint8_t pay_discard;    /* activated: cards destroyed from the payer's hand, chosen */
    uint8_t pay_exhaust;    /* activated: exhaust_other N: another card the payer controls, chosen, exhausted N */
    uint8_t pay_base;       /* exhaust_other's selector */
    uint32_t pay_filters;
    rone_sel_more applies_more; /* applies's (filter's) filters with a value */
    uint8_t has_filter;     /* trigger on a watched event with filter=SELECTOR (in applies_*) */
    uint8_t cond, cond_op;  /* static if=: the condition it holds under (RONE_C_ALWAYS: always) */
    int8_t cond_n;
    uint8_t cond_base;
    uint32_t cond_filters;
} rone_ability;  /* 64 bytes: keep it a power of two (the engine walks these records) */

/* 64 bytes with GCC and Clang (56 of fields, aligned to 64): the engine's def_of is then a
 * shift, not a multiply. */
#if defined(__GNUC__)
#define RONE_DEF_ALIGN __attribute__((aligned(64)))
#else
#define RONE_DEF_ALIGN
#endif
typedef struct RONE_DEF_ALIGN rone_card_def {
    const char *id, *name, *text, *race;
    uint8_t type, level;
    int8_t cost, recycle;  /* -1 = grayed */
    int8_t health, melee, ranged, speed;
    int8_t water_income, card_income;
    uint8_t keywords;
    uint8_t copies;        /* in the random-deck pool */
    uint16_t first_ability;
    uint8_t ability_count;
    uint16_t events;       /* bit (1 << event) for each trigger it has; bit 0: a static ability */
} rone_card_def;

/* What the engine reads of a set's definitions as a whole, derived from them once (by
 * rone_set_derive_marks: rone_cardgen writes it into the generated tables, the card-file
 * loader fills it) and copied into every game's board at setup: a bit per definition (a
 * card's def is a byte) that may be fast (a fast tactic or a non-hero card with an activated
 * ability), that gives a fast effect by arriving (that, or a hero with an activated ability),
 * that has a static ability changing health; whether an activated ability pays by exhausting
 * other cards (fast_uncached), pays with graveyard cards or discards (pay_costs), whether a
 * static ability grants cannot_be_attacked. ready: 0 (a set built otherwise) makes
 * rone_new_game derive them itself. */
typedef struct rone_set_marks {
    uint64_t may_be_fast[4], health_static[4], gives_fast[4];
    uint8_t fast_uncached, pay_costs, unattackable_statics;
    uint8_t ready;
} rone_set_marks;

typedef struct rone_set {
    const char *id, *name, *note;
    uint32_t hash;  /* FNV-1a of the source file */
    int card_count;
    const rone_card_def *cards;
    const rone_ability *abilities;
    const rone_step *steps;
    rone_set_marks marks;
} rone_set;
/* Derives set's marks (above) from its definitions into *out, ready set. */
void rone_set_derive_marks(const rone_set *set, rone_set_marks *out);

/* The set registry (src/rone/sets.c): the sets compiled in, then those registered at run
 * time. rone_set_at: NULL past the end. */
#define RONE_MAX_SETS 10
const rone_set *rone_set_at(int index);
int rone_find_set(const char *id);  /* -1 if unknown */
/* Adds a set read at run time (a card file), so that options set=ID find it; returns
 * its index. The caller keeps set alive to the end of the process. The same set again
 * (same id and hash) returns its index; an id taken by another set, or a full table,
 * gives -1 and one line in why. The process-wide table: register before threads start. */
int rone_register_set(const rone_set *set, char *why, size_t size);
/* The escape hatch (src/rone/scripts.c): a named C function a step or ability runs with
 * script=NAME. Its index, or -1 if no such script. */
int rone_find_script(const char *name);
const char *rone_script_name(int index);  /* NULL past the end */
/* A definition by exact name (case-insensitive) in set; the first level of a hero. -1 if unknown. */
int rone_find_def(const rone_set *set, const char *name);

/* ---- the game state ---- */
#define RONE_MAX_SEATS 4
#define RONE_MAX_CARDS 120
#define RONE_PLAYER 120       /* option / target P+s = 120 + seat: that player (hero) */
#define RONE_NONE 127         /* pass, decline, stop */
#define RONE_MAX_STACK 32
#define RONE_MAX_ANSWERS 512
#define RONE_ROUND_LIMIT 50   /* A34 */

/* Zones: per seat, then the shared ones. */
enum rone_zone_kind { RONE_Z_DECK, RONE_Z_HAND, RONE_Z_GRAVE, RONE_Z_FIELD, RONE_Z_TECHDECK, RONE_Z_HERODECK, RONE_Z_PER_SEAT };
#define RONE_Z_REMOVED (RONE_Z_PER_SEAT * RONE_MAX_SEATS)
#define RONE_Z_STACK (RONE_Z_REMOVED + 1)   /* a tactic while it is played */
#define RONE_Z_BOUNTY (RONE_Z_REMOVED + 2)
#define RONE_ZONES (RONE_Z_REMOVED + 3)
static inline int rone_zone(int seat, int kind) { return seat * RONE_Z_PER_SEAT + kind; }

enum rone_card_flag {
    RONE_CF_SHIELD_UP = 1,    /* a face-up shield in a deck */
    RONE_CF_DYING = 2,        /* destroyed, waiting to be moved (R67) */
    RONE_CF_IN_COMBAT = 4,
    RONE_CF_RECYCLED = 8,     /* a tactic being executed from a recycle */
    RONE_CF_USED_FIRST = 16,  /* its first / second activated ability, once_per_turn, was used this turn */
    RONE_CF_USED_SECOND = 32,
    RONE_CF_TRIGGERED = 64    /* its once_per_turn trigger fired this turn */
};

typedef struct rone_card {
    uint8_t def;         /* index in the set */
    uint8_t zone;
    uint8_t owner, controller;
    int8_t exhaustion;   /* 0..3 */
    int8_t damage;       /* taken */
    int8_t health_bonus; /* added health */
    int8_t melee_mod, ranged_mod; /* for the next combat */
    uint8_t flags;
    uint8_t granted;     /* keywords granted until the end of the turn */
    uint8_t seen;        /* bit per seat that knows this card where it is */
    uint8_t control_until_turn_end; /* taken control of: back to owner at turn end */
    uint8_t unused[3];   /* always 0: 16 bytes a card, so card[c] is a shift, not a multiply */
} rone_card;

/* A grant or control that lasts (until=next_turn, my_next_turn, next_combat, source_leaves, or a
 * permanent grant); it ends early when its card leaves the battlefield. */
#define RONE_MAX_LASTING 8
typedef struct rone_lasting {
    uint8_t card, source;
    uint8_t control;   /* 1: a control (ends: back to the owner); 0: a grant of keyword */
    uint8_t keyword;
    uint8_t until;     /* rone_until */
    uint8_t seat;      /* whose effect it was (my_next_turn) */
    uint8_t turn;      /* b->turns when it began, modulo 256 (next_turn: ends at the first other turn's end) */
} rone_lasting;

enum rone_phase { RONE_PH_SETUP, RONE_PH_REFRESH, RONE_PH_BEGIN, RONE_PH_INCOME, RONE_PH_MAIN, RONE_PH_END, RONE_PH_OVER };
enum rone_end { RONE_END_NONE, RONE_END_CARDS, RONE_END_ROUNDS };

/* Targets a played tactic or activated ability chooses at activation (A8, RULES.md RONE R7):
 * its targeted steps in order, up to this many (a later one chooses when reached). */
#define RONE_ITEM_TARGETS 4
/* A stack item's target for a may= step its controller declined at activation. */
#define RONE_TARGET_DECLINED 126
typedef struct rone_stack_item {
    uint8_t kind;       /* rone_item_kind */
    uint8_t card;       /* source card */
    uint8_t ability;    /* index within the card's abilities */
    uint8_t controller;
    uint8_t subject;    /* a trigger's: the card its $it names or the player hit (Strike); an attack's target; else RONE_NONE */
    uint8_t extra;      /* initiative mask */
    uint8_t executing;  /* 1 while it executes (it stays on the stack until done) */
    uint8_t target_count; /* targets chosen at activation (A8) */
    /* in step order: a card, a player (RONE_PLAYER + seat), RONE_NONE (none was legal: that
     * step will fail) or RONE_TARGET_DECLINED (a may= step declined: it is skipped) */
    uint8_t targets[RONE_ITEM_TARGETS];
} rone_stack_item;
enum rone_item_kind { RONE_IT_PLAY, RONE_IT_RECYCLE, RONE_IT_ABILITY, RONE_IT_TRIGGER, RONE_IT_ATTACK, RONE_IT_LEVEL_UP, RONE_IT_END_TURN };

typedef struct rone_board {
    uint8_t set_index;
    uint8_t players;       /* 2, 3, or 4 (two teams) */
    uint8_t seats_alive;   /* bit per seat */
    uint8_t first_player, current;
    uint8_t phase, end_reason;
    uint8_t winners;       /* bit per seat */
    uint8_t technologies;  /* technology decks on */
    uint8_t windows;       /* 0 merged, 1 full, 2 lean */
    uint8_t mulliganed;    /* bit per seat */
    uint8_t card_count;
    uint16_t round;
    uint16_t turns;
    int16_t water[RONE_MAX_SEATS];
    uint8_t hero_level[RONE_MAX_SEATS];
    uint8_t attacker, defender;        /* in combat, or RONE_NONE */
    uint8_t stack_count;
    rone_stack_item stack[RONE_MAX_STACK];
    uint32_t reveals;
    uint8_t statics_in_play; /* cards with a static ability on the battlefield */
    uint64_t rng;
    uint8_t zstart[RONE_ZONES + 1];   /* zone z holds order[zstart[z] .. zstart[z+1]); last = top */
    uint8_t order[RONE_MAX_CARDS];
    rone_card card[RONE_MAX_CARDS];
    uint8_t hero[RONE_MAX_SEATS][3];   /* the hero's level cards */
    uint32_t set_hash;
    /* bit per definition of the set (rone_new_game): a fast tactic or a non-hero card with an
     * activated ability; a card with a static ability changing health */
    uint64_t may_be_fast[4], health_static[4]; /* 256 bits: every definition a card can name (uint8_t) */
    /* counts derived from the zones at every run's start and kept by each zone move (engine
     * caches, never read by front ends): cards that may be fast in each seat's hand and on
     * each seat's side; cards with a health static on the battlefield; static abilities of
     * each stat on the battlefield (none: that stat has no static modifier to look for) */
    uint8_t fast_in_hand[RONE_MAX_SEATS], fast_on_field[RONE_MAX_SEATS], health_statics;
    /* a unit may be due to die (engine cache): set by what can bring a unit's health to 0
     * (damage, a health change, a destroy, a card arriving on a side, a health static
     * arriving or leaving); cleared by a death check that found none. While it and
     * health_statics are 0, no unit on the battlefield is dying (check.c verifies it) */
    uint8_t deaths_due;
    /* a deck may be empty (engine cache): set when a move empties a deck, cleared by an
     * end-of-game check that found every live seat's deck holding cards (check.c) */
    uint8_t deck_emptied;
    /* bit per seat: known to have no fast effect now (engine cache: set by a reaction round
     * that found none, cleared by every change of what that reads: docs/ARCHITECTURE.md);
     * fast_uncached: the set has an exhaust_other cost, and the cache is not used */
    uint8_t fast_none, fast_uncached;
    /* bit per card: its granted keywords, once-a-turn marks or control until the turn's end
     * were set this turn (the end of the turn clears those cards only; engine cache) */
    uint64_t turn_marks[2];
    uint8_t unattackable_statics; /* the set has a static cannot_be_attacked (rone_new_game) */
    /* grants and controls with a duration other than turn_end or permanent (zones.c) */
    uint8_t lasting_count;
    rone_lasting lasting[RONE_MAX_LASTING];
    uint8_t static_stats[RONE_STATS];
    /* bit per card: on the battlefield with a static ability (engine cache, kept with the
     * counts above: the statics' sums walk these cards, not every side) */
    uint64_t static_cards[2];
    uint8_t watchers; /* cards on the battlefield with a trigger on a watched event (unit_enters ...) */
    /* what can give a seat a fast effect by arriving (rone_new_game, from the set): bit per
     * definition, a card that may be fast or a hero with an activated ability (its arrival in
     * a hand or on a side, its exhaustion removed, its state cleared); pay_costs: RONE_PAYS_*,
     * the set has activated abilities paid with graveyard cards or discards (then any card
     * arriving in a graveyard or hand counts) */
    uint64_t gives_fast[4];
    uint8_t pay_costs;
    /* bit per card: a unit on each seat's side (engine cache, kept by every zone move with
     * the counts above): the attack options, the death check and unit targets walk these */
    uint64_t side_units[RONE_MAX_SEATS][2];
    /* bit per seat marked in fast_none: its last look found an ability it could pay but for
     * its graveyard price (engine cache, read with fast_none only): a card arriving in a
     * graveyard forgets fast_none only for the seats using it that wait so (zones.c) */
    uint8_t grave_wait;
    /* bit per seat marked in fast_none: its last look found a fast tactic it could pay for
     * with no target only because no unit was on the sides a target must be chosen from
     * (engine cache, read with fast_none only): a unit arriving on any side forgets
     * fast_none for the seats waiting so (zones.c) */
    uint8_t unit_wait;
    /* per seat marked in fast_none: the least water price its last look found kept out by
     * water alone (255: none; engine cache, read with fast_none only): a gain of water below
     * it forgets nothing (ro_water_gained) */
    uint8_t water_need[RONE_MAX_SEATS];
    /* the randomness still to come, re-seeded by rone_determinize (view.c): at the first
     * shuffle from reveal number reseed_at on, the generator becomes reseed_rng, so a
     * replay from the checkpoint draws the past's shuffles as they were (0: none pending;
     * never set outside a bot's determinized copy) */
    uint8_t reseed_pending;
    uint32_t reseed_at;
    uint64_t reseed_rng;
} rone_board;
enum { RONE_PAYS_GRAVE = 1, RONE_PAYS_DISCARD = 2 };

typedef ct_optset rone_optset; /* the shared option set (ct_optset.h) */

enum rone_ask {
    RONE_ASK_NONE, RONE_ASK_MULLIGAN, RONE_ASK_BOTTOM_ORDER, RONE_ASK_DRAW, RONE_ASK_MAIN, RONE_ASK_REACT,
    RONE_ASK_PLAY_CARD, RONE_ASK_INITIATIVE, RONE_ASK_TARGET, RONE_ASK_ATTACK_TARGET, RONE_ASK_FOLLOW_UP,
    RONE_ASK_ORDER, RONE_ASK_LIFEBOUND, RONE_ASK_GRAVE_END,
    RONE_ASK_MAY,     /* a step with may=true: 0 no, 1 yes */
    RONE_ASK_DISCARD, /* a discard step: the hand card to destroy */
    RONE_ASK_MODE,    /* one_of: 0 .. count-1, the mode */
    RONE_ASK_PAY_CHOICE, /* exhaust_other: the card to exhaust as a cost */
    RONE_ASK_SEAT,      /* 2 v 2 (R95): which teammate is the card's owner or controller for an effect: 120 + seat */
    RONE_ASK_LEVEL_UP   /* after a reaction in the level-up's cancel step (A6): 1 level up, 0 decline */
};

typedef struct rone_decision {
    uint8_t kind;     /* rone_ask */
    int8_t seat;
    uint8_t card;     /* what it is about (source card, card moved), or RONE_NONE */
    uint16_t count;
    rone_optset options;
} rone_decision;

/* What the last answer did that the boards before and after cannot show (the outcome
 * record, read by the narration, narrate.c): written by the engine in the order it
 * happens, from the answer on (not while earlier answers are replayed), by rone_apply and
 * rone_new_game only (a playout keeps none: outcomes_kept 0). Plain data, no allocation:
 * the first RONE_MAX_OUTCOMES are kept, the rest only counted. Cards are card numbers;
 * a hero is RONE_PLAYER + seat. */
enum rone_outcome_kind {
    RONE_OUT_DAMAGE,     /* an effect of source dealt amount to the unit target */
    RONE_OUT_STRIKE,     /* combat: source dealt amount to target; extra RONE_STRIKE_* bits */
    RONE_OUT_MODIFIER,   /* source's effect gave target amount of melee (extra 0) or ranged (extra 1) for its next combat */
    RONE_OUT_FORCED,     /* source had one target to choose, target (extra: the rone_ask kind not asked) */
    RONE_OUT_LIFEBOUND,  /* source dealt amount lifebound damage to seat's hero (target RONE_PLAYER + seat) */
    RONE_OUT_POINT,      /* one point of it: point amount of extra, seat chooses what to destroy */
    RONE_OUT_SHIELD,     /* source was destroyed; its Shield put it at the bottom of its deck, face up (extra 0), or
                            removed it from the game (extra 1: a technology) */
    RONE_OUT_RESOLVED,   /* a stack item began to execute: source, its target, extra its rone_item_kind, seat its controller */
    RONE_OUT_MILL,       /* source's effect destroyed target, the top card of seat's deck (extra 1: a face-up Shield card, removed) */
    RONE_OUT_HEALTH,     /* source's effect gave the unit target amount health (negative: took it) */
    RONE_OUT_GRAVE,      /* target left seat's graveyard for the game: the price of source's ability (extra 0), of
                            recycling source (extra 1), or source's effect (extra 2) */
    RONE_OUT_WATER,      /* source's effect changed seat's water by amount (after the floor at 0) */
    RONE_OUT_DRAW,       /* source's effect drew target into seat's hand */
    RONE_OUT_TAKEN,      /* seat's point amount of extra of lifebound damage destroyed target (a hand card or the deck's
                            top), now in its graveyard */
    RONE_OUT_NO_ATTACK   /* the unit source, announced as an attacker, cannot attack after the reactions (R55.2): the
                            attack ends before a target is declared; amount its exhaustion then, seat its controller */
};
enum { RONE_STRIKE_BACK = 1, RONE_STRIKE_MELEE = 2 }; /* the defender's damage; melee (else ranged) */
typedef struct rone_outcome {
    uint8_t kind, source, target, extra;
    int8_t amount, seat;
} rone_outcome;
#define RONE_MAX_OUTCOMES 32

typedef struct rone_state {
    rone_board now;
    rone_board checkpoint;  /* the last quiescent point: answers are replayed from here */
    rone_decision pending;
    uint16_t answer_count;
    uint16_t answers[RONE_MAX_ANSWERS];
    uint8_t outcomes_kept;  /* 1: outcomes[] tells the last answer (rone_apply, rone_new_game); 0 after a playout */
    uint8_t outcome_count;  /* how many happened (past RONE_MAX_OUTCOMES: counted, not kept) */
    rone_outcome outcomes[RONE_MAX_OUTCOMES];
} rone_state;

/* Options text: players=2|3|4 technologies=on|off windows=merged|full|lean set=ID
 * sethash=HEX8 (refused unless set ID has that hash: a record names its set's file)
 * deck1=DECK .. deck3=DECK (a seat's deck, rone_deck_parse; 2 or 3 players) */
ct_status rone_new_game(rone_state *s, const char *options, uint64_t seed, ct_error *err);
ct_status rone_apply(rone_state *s, int option, ct_error *err);
int rone_legal(const rone_state *s, uint16_t *out);
/* Answers the decisions from here on with policy, each where it is asked, until the
 * game is over, limit answers were given or policy stops; returns how many answers were
 * given. The state reached is exactly the one rone_apply of the same answers reaches. */
int rone_playout(rone_state *s, ct_policy policy, void *ctx, int limit);
void rone_option_name(const rone_state *s, int option, char *buf, size_t size);
void rone_prompt(const rone_state *s, char *buf, size_t size);
/* The option as a person reads it: rone_option_name, except that "play a card" and "recycle
 * a card" name the card when only one could be played ("play Sniper Nest, technology"). The
 * option's name (what a record keeps) stays rone_option_name's. */
void rone_option_label(const rone_state *s, int option, char *buf, size_t size);
/* Is option, at a main phase or a reaction window, the use of an Economic ability (a
 * hero's "Economic: gain 1 water")? The terminal's hot-seat hands the terminal over for a
 * window only when there is more to do there (docs/CLI.md). */
bool rone_option_is_economic(const rone_state *s, int option);
/* Is option, at a main phase or a reaction window, the use of an ability, or the play of a
 * card from the hand (a reaction window's "play Quick Shot, in hand"), whose first step
 * targets and has nothing it could target now (A8: chosen at activation; so it would do
 * nothing)? False when unsure. */
bool rone_option_targets_nothing(const rone_state *s, int option);
/* Is option, at a main phase or a reaction window, the use of an ability, or the play of a
 * card from the hand, with a step that acts on a card or a hero on the table (not only a
 * player's draw, water or hand)? True when unsure (a unit played, a choice of modes, a
 * script). The terminal asks a reaction window only for such an answer (docs/CLI.md). */
bool rone_option_acts_on_table(const rone_state *s, int option);
/* Can a card on a battlefield (a hero at its level, a unit, a technology) take cards from
 * seat's graveyard (its controller's ability paid with graveyard cards or bringing back the
 * top one; anyone's removing a graveyard's card)? Then the end of that graveyard a card goes
 * to matters beyond which card may be recycled: the terminal asks it by default only then
 * (docs/CLI.md). */
bool rone_graveyard_taken(const rone_state *s, int seat);
static inline bool rone_is_over(const rone_state *s) { return s->now.phase == RONE_PH_OVER; }
static inline int rone_to_move(const rone_state *s) { return rone_is_over(s) ? -1 : s->pending.seat; }
bool rone_check_invariants(const rone_state *s, char *why, size_t size);
/* Re-deals what seat cannot see, for the bots (ct_game.determinize). False when no drawn
 * deal fitted the answers since the last replay point: s then holds a drawn deal, not
 * replayed, which must not be played on (never the true one). */
bool rone_determinize(rone_state *s, int seat, uint64_t seed);
double rone_evaluate(const rone_state *s, int seat);
/* rone_evaluate of every seat (values[0..players)), the same numbers, each unit's stats read once. */
void rone_evaluate_all(const rone_state *s, double *values);
/* Over, or the active player's MAIN decision with an empty stack: nothing under way
 * (evaluate.c; a bot's look-ahead stops here, cardtable.h's settled). */
bool rone_is_settled(const rone_state *s);
const rone_set *rone_board_set(const rone_board *b);
/* The seat's team in a 2v2 game (seat % 2), else the seat itself. */
static inline int rone_team(const rone_board *b, int seat) { return b->players == 4 ? seat % 2 : seat; }
/* Effective values (printed + modifiers + statics), never below 0. */
int rone_melee(const rone_board *b, int card);
int rone_ranged(const rone_board *b, int card);
int rone_health(const rone_board *b, int card);  /* remaining health */
int rone_zone_size(const rone_board *b, int zone);
int rone_zone_card(const rone_board *b, int zone, int index); /* index 0 = bottom */

/* ---- what one seat may see ---- */
#define RONE_HIDDEN 255
typedef struct rone_view_card {
    uint8_t card, def;   /* def RONE_HIDDEN when face down to this seat */
    int8_t exhaustion, health, melee, ranged;
    uint8_t controller, owner, flags;
} rone_view_card;
typedef struct rone_view {
    int8_t seat;
    uint8_t players, current, phase, first_player, end_reason, winners;
    uint16_t round;
    int16_t water[RONE_MAX_SEATS];
    uint8_t hero_level[RONE_MAX_SEATS];
    uint8_t hero_card[RONE_MAX_SEATS];
    int8_t hero_exhaustion[RONE_MAX_SEATS];
    uint8_t hand_size[RONE_MAX_SEATS], deck_size[RONE_MAX_SEATS], techdeck_size[RONE_MAX_SEATS];
    uint8_t grave_count[RONE_MAX_SEATS];
    uint8_t grave[RONE_MAX_SEATS][RONE_MAX_CARDS];   /* bottom first; public */
    uint8_t deck_shields[RONE_MAX_SEATS];            /* face-up shields at the bottom */
    uint8_t hand_count;
    uint8_t hand[RONE_MAX_CARDS];                    /* the seat's own hand */
    uint8_t techdeck_count;
    uint8_t techdeck[16];                            /* the seat's own technology deck */
    uint8_t field_count;
    rone_view_card field[RONE_MAX_CARDS];            /* every permanent in play */
    uint8_t stack_count;
    rone_stack_item stack[RONE_MAX_STACK];
    uint8_t attacker, defender;
    bool deciding;
} rone_view;
void rone_make_view(const rone_state *s, int seat, rone_view *v);

/* ---- decks (deck.c): custom decks from a short code, and the ready-made decks ---- */
#define RONE_DECK_CARDS 24
#define RONE_DECK_TECHS 5
#define RONE_TEAM_DECK_CARDS 36     /* 2 v 2: a team's shared deck (R92) */
#define RONE_TEAM_DECK_TECHS 8      /* and its technology deck (R93) */
#define RONE_THREE_DECK_CARDS 28    /* 3 players: each deck (R97) */
typedef struct rone_deck {
    int hero;                       /* the hero's level-1 definition (a team deck: the team's first seat's) */
    int hero2;                      /* a team deck: the team's second seat's hero; else -1 */
    int cards[RONE_TEAM_DECK_CARDS]; /* unit and tactic definitions */
    int techs[RONE_TEAM_DECK_TECHS];
    int card_count, tech_count;
} rone_deck;
/* Reads a deck against set (R87-R89): the id of a ready-made deck ("cistern-wall"), or
 * a code "h1,1x2,2,...,t3": the hero's number, then cards by number (xK for K copies),
 * then technologies. On a fault returns false with one line in why naming what breaks
 * which limit. */
bool rone_deck_parse(const rone_set *set, const char *code, rone_deck *deck, char *why, size_t size);
/* The same for a 2 v 2 team's shared deck (R92, R93, docs/RONE.md): a code naming two
 * different heroes (the team's first seat's, then its second seat's), exactly 36 units and
 * tactics with at most 2 copies of a card, and up to 8 different technologies. */
bool rone_team_deck_parse(const rone_set *set, const char *code, rone_deck *deck, char *why, size_t size);
/* The deck a seat of a players-player game plays: rone_deck_parse for 2, a three-player deck
 * of 28 units and tactics for 3 (R97; the other limits as R87-R89), rone_team_deck_parse for 4. */
bool rone_deck_parse_for(const rone_set *set, const char *code, int players, rone_deck *deck, char *why, size_t size);
/* The ready-made decks (data/rone/decks.toml): NULL past the end. */
typedef struct rone_deck_preset { const char *set, *id, *name, *code; } rone_deck_preset;
const rone_deck_preset *rone_deck_preset_at(int index);

extern const ct_game rone_game;

/* ---- narration (narrate.c): what one answer did, in words, for a reading seat ---- */
#define RONE_NARRATION_SIZE 400  /* one line, with its end */
typedef void (*rone_line_fn)(void *ctx, const char *line);
/* Tells what answering option at before did (after: the state it led to), one sentence
 * per call of emit: the choice ("Ana attacks with Ember Scout"), cards played, drawn,
 * destroyed, damage dealt, lifebound damage, water, a new turn, the winners. Names only
 * cards that reader's view (rone_make_view; -1: a spectator's) shows before or after;
 * other cards are "a card". names[seat]: what each seat is called (NULL or NULL entries:
 * "Player N"). Returns how many lines it told. */
int rone_narrate(const rone_state *before, int option, const rone_state *after, int reader, const char *const *names,
                 rone_line_fn emit, void *ctx);

#ifdef __cplusplus
}
#endif

#endif
