/* test_rone_cards.c: cardtable's own RONE starter set "ctc" (data/rone/core.toml):
 * one scenario per card asserting what its text says (set up, play or use the card,
 * assert the exact outcome); the set's shape (races, levels, keyword coverage); the
 * ready-made decks and custom deck codes (R87-R89); random games with the full set in
 * every mode under the invariant checks. P1 (seat 0) is the active player. */
#include "rone_scenario.h"
#include "rone_lines.h"

enum { P1 = 0, P2 = 1, P3 = 2 };
#define HAND RONE_Z_HAND
#define DECK RONE_Z_DECK
#define GRAVE RONE_Z_GRAVE
#define FIELD RONE_Z_FIELD
#define TECHDECK RONE_Z_TECHDECK
#define REMOVED RONE_Z_REMOVED
#define MAIN_ RONE_ASK_MAIN
#define PLAY_ RONE_ASK_PLAY_CARD
#define TARGET_ RONE_ASK_TARGET

static const char *const HEROES[] = {"Oda Venn, Cistern Keeper", "Halvek the Forgemind", "Grull the Unburied",
                                     "Ysolde Vane, Gene-Thief", "Sera Kell, Storm Captain"};

/* A blank table with the ctc set: every seat's hero is `hero` at `level` (exhausted 3,
 * so it offers nothing unless a test refreshes it), water 10, each deck 5 plain units
 * (Dam Warden, no text once in play) so nobody loses by running out. */
static void cc_begin_at(int players, const char *hero, int level) {
    ct_error err;
    char options[80];
    snprintf(options, sizeof options, "players=%d technologies=off set=ctc", players);
    if (rone_new_game(&sc, options, 1, &err)) fail_msg("%s", err.message);
    rone_board *b = &sc.now;
    const rone_set *set = rone_board_set(b);
    memset(b->zstart, 0, sizeof b->zstart);
    b->card_count = 0;
    b->stack_count = 0;
    b->statics_in_play = 0;
    b->reveals = 0;
    int def[3] = {-1, -1, -1};
    for (int l = 0; l < 3; l++)
        for (int d = 0; d < set->card_count; d++)
            if (set->cards[d].type == RONE_HERO && set->cards[d].level == l + 1 && !strcmp(set->cards[d].name, hero)) def[l] = d;
    if (def[0] < 0 || def[1] < 0 || def[2] < 0) fail_msg("no hero '%s'", hero);
    b->first_player = 0;
    b->current = 0;
    b->round = 1;
    b->phase = RONE_PH_MAIN;
    b->mulliganed = (uint8_t)((1u << players) - 1);
    b->seats_alive = (uint8_t)((1u << players) - 1);
    b->attacker = b->defender = RONE_NONE;
    for (int p = 0; p < players; p++) {
        b->water[p] = 10;
        b->hero_level[p] = (uint8_t)level;
        for (int l = 0; l < 3; l++) {
            int c = b->card_count++;
            memset(&b->card[c], 0, sizeof b->card[c]);
            b->card[c].def = (uint8_t)def[l];
            b->card[c].owner = b->card[c].controller = (uint8_t)p;
            b->card[c].zone = (uint8_t)rone_zone(p, l == level - 1 ? RONE_Z_FIELD : RONE_Z_HERODECK);
            b->card[c].seen = 0xF;
            b->card[c].exhaustion = 3;
            b->hero[p][l] = (uint8_t)c;
            if (l == level - 1 && set->cards[def[l]].events & 1) b->statics_in_play++;
        }
        for (int i = 0; i < 5; i++) sc_put("Dam Warden", p, DECK);
    }
}
/* Ysolde: no static ability and no Detection at any level, so the cards alone act. */
static void cc_begin(int level) { cc_begin_at(2, HEROES[3], level); }

static inline int hero_card(int seat) { return sc.now.hero[seat][sc.now.hero_level[seat] - 1]; }
static int exhaustion(int c) { return sc.now.card[c].exhaustion; }
static int water(int seat) { return sc.now.water[seat]; }
static int damage(int c) { return sc.now.card[c].damage; }
static bool in_zone(int c, int seat, int kind) { return sc_zone(c) == rone_zone(seat, kind); }
/* The card lies face up at the bottom of seat's deck (a shield, R82). */
static inline bool shield_at_bottom(int c, int seat) {
    return in_zone(c, seat, DECK) && rone_zone_card(&sc.now, rone_zone(seat, DECK), 0) == c && sc.now.card[c].flags & RONE_CF_SHIELD_UP;
}
static int keywords_of(int c) {
    rone_run r = {0};
    r.s = &sc;
    r.b = &sc.now;
    r.set = rone_board_set(&sc.now);
    return ro_keywords_of(&r, c);
}

/* Plays a unit, technology or slow tactic from P1's hand: announce, then pick it. */
static void play_slow_at(const char *name, int line) {
    char what[96];
    snprintf(what, sizeof what, "play %s, in hand", name);
    sc_answer_at(P1, MAIN_, "play a card", line);
    if (sc.pending.kind == PLAY_ && sc.pending.seat == P1) sc_answer_at(P1, PLAY_, what, line); /* else the only card */
}
#define play_slow(name) play_slow_at(name, __LINE__)
/* Plays a fast tactic from P1's hand in the main phase. */
static void play_fast_at(const char *name, int line) {
    char what[96];
    snprintf(what, sizeof what, "play %s, in hand", name);
    sc_answer_at(P1, MAIN_, what, line);
}
#define play_fast(name) play_fast_at(name, __LINE__)
static inline void target_at(int seat, const char *name, int line) {
    char what[96];
    snprintf(what, sizeof what, "target %s", name);
    sc_answer_at(seat, TARGET_, what, line);
}
#define target(seat, name) target_at(seat, name, __LINE__)
#define back_to_main() sc_expect(P1, MAIN_)

/* ================= Wardens ================= */

/* Cistern Guard: Defender: the attacker must take it on, and it stays active. */
static void c001_cistern_guard(void **st) {
    (void)st;
    cc_begin(1);
    int a = sc_put("Dam Warden", P1, FIELD);
    int g = sc_put("Cistern Guard", P2, FIELD);
    int other = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)"); /* the Guard is the only target: not asked */
    back_to_main();
    assert_int_equal(damage(g), 2);        /* 1 ranged + 1 melee */
    assert_int_equal(exhaustion(g), 0);    /* Defender: not exhausted after defending */
    assert_int_equal(damage(other), 0);
    assert_int_equal(damage(a), 1);
    assert_int_equal(exhaustion(a), 2); /* attack speed 2 */
}

/* Well Tender: Battlefield: gain 1 water (cost 3). */
static void c002_well_tender(void **st) {
    (void)st;
    cc_begin(1);
    int u = sc_put("Well Tender", P1, HAND);
    sc_go();
    play_slow("Well Tender");
    back_to_main();
    assert_true(in_zone(u, P1, FIELD));
    assert_int_equal(water(P1), 10 - 3 + 1);
}

/* Dam Warden (cost 5): Initiative (Pay 1 water): draw a card; skipped: no draw. */
static void c003_dam_warden(void **st) {
    (void)st;
    for (int pay = 0; pay < 2; pay++) {
        cc_begin(1);
        sc_put("Dam Warden", P1, HAND);
        sc_go();
        play_slow("Dam Warden");
        sc_answer(P1, RONE_ASK_INITIATIVE, pay ? "pay the initiative" : "skip the initiative");
        back_to_main();
        assert_int_equal(water(P1), pay ? 10 - 5 - 1 : 10 - 5);
        assert_int_equal(sc_size(P1, HAND), pay ? 1 : 0);
        assert_int_equal(sc_size(P1, DECK), pay ? 4 : 5);
    }
}

/* Tap the Reserves: Slow effect (not a fast option); gain 2 water for 1. */
static void c004_tap_the_reserves(void **st) {
    (void)st;
    cc_begin(1);
    int t = sc_put("Tap the Reserves", P1, HAND);
    sc_go();
    assert_false(sc_can("play Tap the Reserves, in hand"));
    play_slow("Tap the Reserves");
    back_to_main();
    assert_int_equal(water(P1), 11);
    assert_true(in_zone(t, P1, GRAVE));
}

/* Shore Up: add 2 health to target unit you control (the enemy unit is no target). */
static void c005_shore_up(void **st) {
    (void)st;
    cc_begin(1);
    int u = sc_put("Dam Warden", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Shore Up", P1, HAND);
    sc_go();
    play_fast("Shore Up"); /* one legal target: not asked */
    back_to_main();
    assert_int_equal(sc_health(u), 5);
    assert_int_equal(sc_health(e), 3);
}

/* Sluice Sentinel (cost 6): Defender; Battlefield: +1 health to each unit you control (itself too). */
static void c006_sluice_sentinel(void **st) {
    (void)st;
    cc_begin(2);
    int u = sc_put("Dam Warden", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    int s = sc_put("Sluice Sentinel", P1, HAND);
    sc_go();
    play_slow("Sluice Sentinel");
    back_to_main();
    assert_int_equal(sc_health(s), 6);
    assert_int_equal(sc_health(u), 4);
    assert_int_equal(sc_health(e), 3);
    assert_true(keywords_of(s) & RONE_KW_DEFENDER);
    assert_int_equal(water(P1), 10 - 6);
}

/* Cistern Quartermaster (cost 5): two initiatives, each paid on its own. */
static void c007_cistern_quartermaster(void **st) {
    (void)st;
    cc_begin(2);
    int u = sc_put("Dam Warden", P1, FIELD);
    int q = sc_put("Cistern Quartermaster", P1, HAND);
    sc_go();
    play_slow("Cistern Quartermaster");
    sc_answer(P1, RONE_ASK_INITIATIVE, "pay the initiative");
    sc_answer(P1, RONE_ASK_INITIATIVE, "pay the initiative");
    back_to_main();
    assert_int_equal(water(P1), 10 - 5 - 1 - 2);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_health(u), 4);
    assert_int_equal(sc_health(q), 5);
}

/* Hold the Line: refresh each unit you control once (not the enemy's). */
static void c008_hold_the_line(void **st) {
    (void)st;
    cc_begin(2);
    int a = sc_put("Dam Warden", P1, FIELD), b2 = sc_put("Dam Warden", P1, FIELD), e = sc_put("Dam Warden", P2, FIELD);
    sc.now.card[a].exhaustion = 2;
    sc.now.card[b2].exhaustion = 1;
    sc.now.card[e].exhaustion = 1;
    sc_put("Hold the Line", P1, HAND);
    sc_go();
    play_fast("Hold the Line");
    back_to_main();
    assert_int_equal(exhaustion(a), 1);
    assert_int_equal(exhaustion(b2), 0);
    assert_int_equal(exhaustion(e), 1);
}

/* Toll of the Gate: Slow effect; the opponent loses 2 water, then you gain 1. */
static void c009_toll_of_the_gate(void **st) {
    (void)st;
    cc_begin(2);
    sc.now.water[P2] = 5;
    sc_put("Toll of the Gate", P1, HAND);
    sc_go();
    assert_false(sc_can("play Toll of the Gate, in hand"));
    play_slow("Toll of the Gate"); /* the only opponent: not asked */
    back_to_main();
    assert_int_equal(water(P2), 3);
    assert_int_equal(water(P1), 10 - 3 + 1);
}

/* Reservoir Colossus (cost 8): Defender, speed 2; Initiative (2 water): +2 health to each OTHER unit you control. */
static void c010_reservoir_colossus(void **st) {
    (void)st;
    cc_begin(3);
    int u = sc_put("Dam Warden", P1, FIELD);
    int c = sc_put("Reservoir Colossus", P1, HAND);
    sc_go();
    play_slow("Reservoir Colossus");
    sc_answer(P1, RONE_ASK_INITIATIVE, "pay the initiative");
    back_to_main();
    assert_int_equal(water(P1), 10 - 8 - 2);
    assert_int_equal(sc_health(u), 5);
    assert_int_equal(sc_health(c), 8);
    assert_true(keywords_of(c) & RONE_KW_DEFENDER);
}

/* Floodgate Keeper (cost 7): Battlefield: draw 2 cards. */
static void c011_floodgate_keeper(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Floodgate Keeper", P1, HAND);
    sc_go();
    play_slow("Floodgate Keeper");
    back_to_main();
    assert_int_equal(sc_size(P1, HAND), 2);
    assert_int_equal(sc_size(P1, DECK), 3);
    assert_int_equal(water(P1), 10 - 7);
}

/* Flash Flood: Slow effect, level 3: exhaust each enemy unit twice (capped at 3). */
static void c012_flash_flood(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Flash Flood", P1, HAND);
    sc_go();
    assert_false(sc_can("play a card")); /* level 3: not with a level-2 hero */
    cc_begin(3);
    int own = sc_put("Dam Warden", P1, FIELD), e1 = sc_put("Dam Warden", P2, FIELD), e2 = sc_put("Cistern Guard", P2, FIELD);
    sc.now.card[e2].exhaustion = 2;
    sc_put("Flash Flood", P1, HAND);
    sc_go();
    play_slow("Flash Flood");
    back_to_main();
    assert_int_equal(exhaustion(e1), 2);
    assert_int_equal(exhaustion(e2), 3);
    assert_int_equal(exhaustion(own), 0);
    assert_int_equal(water(P1), 5);
}

/* ================= Rustborn ================= */

/* Scrap Sentry: Defender (the forced target) and Shield (dies to the deck's bottom, face up). */
static void c013_scrap_sentry(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Dam Warden", P1, FIELD);
    int s = sc_put("Scrap Sentry", P2, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc.now.card[s].damage = 4; /* 1 health left */
    sc_go();
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)"); /* the Sentry is the only target */
    back_to_main();
    assert_true(shield_at_bottom(s, P2));
    assert_int_equal(sc_size(P2, GRAVE), 0);
}

/* Rivet Hound: Shield; attack speed 2 (the fourth balance pass, docs/RONE-SET.md). */
static void c014_rivet_hound(void **st) {
    (void)st;
    cc_begin(1);
    int h = sc_put("Rivet Hound", P1, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Rivet Hound (P1)"); /* P2 has no unit: its hero */
    /* 2 damage: P2's hand is empty, so each point takes its deck's top (not asked) */
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_int_equal(exhaustion(h), 2);
    assert_int_equal(sc_size(P2, DECK), 3);
    cc_begin(1);
    h = sc_put("Rivet Hound", P1, FIELD);
    sc.now.card[h].damage = 2;
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    back_to_main();
    assert_true(shield_at_bottom(h, P1));
}

/* Sensor Drone: Detection: its controller may target invisible units. */
static void c015_sensor_drone(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Sensor Drone", P1, FIELD);
    int v = sc_put("Veilstalker", P2, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    sc_options_are("target Veilstalker (P2)", "target Dam Warden (P2)", "target Sensor Drone (P1)");
    target(P1, "Veilstalker (P2)");
    back_to_main();
    assert_true(in_zone(v, P2, GRAVE));
    /* without the Drone the Veilstalker is no target */
    cc_begin(1);
    sc_put("Veilstalker", P2, FIELD);
    int w = sc_put("Dam Warden", P2, FIELD);
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot"); /* the Warden is the only target */
    back_to_main();
    assert_int_equal(damage(w), 2);
}

/* Weld Patch: +2 health to target unit; Shield: the tactic goes to the deck's bottom. */
static void c016_weld_patch(void **st) {
    (void)st;
    cc_begin(1);
    int e = sc_put("Dam Warden", P2, FIELD);
    int t = sc_put("Weld Patch", P1, HAND);
    sc_go();
    play_fast("Weld Patch");
    back_to_main();
    assert_int_equal(sc_health(e), 5);
    assert_true(shield_at_bottom(t, P1));
}

/* Overclock: free; +2 melee to a unit you control (only yours are targets). */
static void c017_overclock(void **st) {
    (void)st;
    cc_begin(1);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Overclock", P1, HAND);
    sc_go();
    play_fast("Overclock");
    back_to_main();
    assert_int_equal(sc.now.card[u].melee_mod, 2);
    assert_int_equal(rone_melee(&sc.now, u), 3);
    assert_int_equal(water(P1), 10);
}

/* Rustborn Bulwark: Defender (stays active after defending), Shield. */
static void c018_rustborn_bulwark(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Dam Warden", P1, FIELD);
    int b2 = sc_put("Rustborn Bulwark", P2, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)");
    back_to_main();
    assert_int_equal(damage(b2), 2);
    assert_int_equal(exhaustion(b2), 0);
    assert_true(keywords_of(b2) & RONE_KW_SHIELD);
}

/* Salvage Walker: Battlefield: draw; Recycle: refresh it twice (so it is active). */
static void c019_salvage_walker(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Salvage Walker", P1, HAND);
    sc_go();
    play_slow("Salvage Walker");
    back_to_main();
    assert_int_equal(sc_size(P1, HAND), 1);
    cc_begin(2);
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Dam Warden", P1, GRAVE);
    int w = sc_put("Salvage Walker", P1, GRAVE); /* on top; recycle 2 */
    sc_go();
    sc_answer(P1, MAIN_, "recycle a card");
    sc_answer(P1, RONE_ASK_ORDER, "Battlefield first");
    back_to_main();
    assert_true(in_zone(w, P1, FIELD));
    assert_int_equal(exhaustion(w), 0); /* exhausted 2 on entering, refreshed 2 */
    assert_int_equal(sc_size(P1, GRAVE), 0);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(water(P1), 10);
}

/* Scrap Volley: 2 damage to target unit; Shield. */
static void c020_scrap_volley(void **st) {
    (void)st;
    cc_begin(2);
    int e = sc_put("Dam Warden", P2, FIELD);
    int t = sc_put("Scrap Volley", P1, HAND);
    sc_go();
    play_fast("Scrap Volley");
    back_to_main();
    assert_int_equal(damage(e), 2);
    assert_true(shield_at_bottom(t, P1));
}

/* Magnet Pulse: destroy target enemy technology, then draw. */
static void c021_magnet_pulse(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Water Still", P1, FIELD);
    int t = sc_put("Water Still", P2, FIELD);
    sc_put("Magnet Pulse", P1, HAND);
    sc_go();
    play_fast("Magnet Pulse"); /* the enemy's is the only target */
    back_to_main();
    assert_true(in_zone(t, P2, GRAVE));
    assert_int_equal(sc_size(P1, HAND), 1);
}

/* Iron Leviathan: Detection, Shield, speed 3. */
static void c022_iron_leviathan(void **st) {
    (void)st;
    cc_begin(3);
    int l = sc_put("Iron Leviathan", P1, FIELD);
    int v = sc_put("Skin Thief", P2, FIELD);
    for (int i = 0; i < 3; i++) sc_put("Dam Warden", P2, DECK);
    sc_put("Reservoir Colossus", P1, HAND); /* so that P1's turn does not end by itself */
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    sc_options_are("target Skin Thief (P2)", "target Iron Leviathan (P1)");
    target(P1, "Skin Thief (P2)");
    back_to_main();
    assert_true(in_zone(v, P2, GRAVE));
    sc_answer(P1, MAIN_, "attack with Iron Leviathan (P1)");
    for (int i = 0; i < 5; i++) sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard"); /* 5 points, deck top each */
    back_to_main();
    assert_int_equal(exhaustion(l), 3);
    assert_true(keywords_of(l) & RONE_KW_SHIELD);
}

/* Forge Warden: Defender; Combat: +2 health to itself before damage. */
static void c023_forge_warden(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Dam Warden", P1, FIELD);
    int f = sc_put("Forge Warden", P2, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Dam Warden", P1, HAND); /* so that P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)");
    back_to_main();
    assert_int_equal(sc.now.card[f].health_bonus, 2);
    assert_int_equal(damage(f), 2);
    assert_int_equal(sc_health(f), 7);
    assert_int_equal(exhaustion(f), 0);
}

/* Meltdown: Slow effect; 2 damage to each unit, both sides. */
static void c024_meltdown(void **st) {
    (void)st;
    cc_begin(3);
    int a = sc_put("Cistern Guard", P1, FIELD), b2 = sc_put("Dam Warden", P2, FIELD), c = sc_put("Well Tender", P2, FIELD);
    sc_put("Meltdown", P1, HAND);
    sc_go();
    assert_false(sc_can("play Meltdown, in hand"));
    play_slow("Meltdown");
    back_to_main();
    assert_int_equal(damage(a), 2);
    assert_int_equal(damage(b2), 2);
    assert_true(in_zone(c, P2, GRAVE));
}


/* ================= Blightkin ================= */

/* Blight Hound: Death: 1 damage to target unit (here the only one left, the enemy's). */
static void c025_blight_hound(void **st) {
    (void)st;
    cc_begin(1);
    int h = sc_put("Blight Hound", P1, FIELD);
    int e = sc_put("Cistern Guard", P2, FIELD);
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    target(P1, "Blight Hound (P1)");
    sc_answer(P1, RONE_ASK_GRAVE_END, "bottom of the graveyard"); /* the Quick Shot under the Hound */
    back_to_main();
    assert_true(in_zone(h, P1, GRAVE));
    assert_int_equal(damage(e), 1);
}

/* Pus Crawler: Recycle (cost 1): +2 melee for its next combat; recycled units enter exhausted 2. */
static void c026_pus_crawler(void **st) {
    (void)st;
    cc_begin(1);
    int x = sc_put("Dam Warden", P1, GRAVE);
    int c = sc_put("Pus Crawler", P1, GRAVE);
    sc_go();
    sc_answer(P1, MAIN_, "recycle a card");
    back_to_main();
    assert_true(in_zone(c, P1, FIELD));
    assert_int_equal(sc_zone(x), REMOVED); /* the recycle cost */
    assert_int_equal(exhaustion(c), 2);
    assert_int_equal(rone_melee(&sc.now, c), 4);
}

/* Gnawer: Combat: +1 melee for this combat; Recycle: gain 1 water. */
static void c027_gnawer(void **st) {
    (void)st;
    cc_begin(1);
    int g = sc_put("Gnawer", P1, FIELD);
    int e = sc_put("Sluice Sentinel", P2, FIELD); /* 5/2/0 */
    sc_go();
    sc_answer(P1, MAIN_, "attack with Gnawer (P1)");
    back_to_main();
    assert_int_equal(damage(e), 4); /* 3 + 1 melee */
    assert_true(in_zone(g, P1, GRAVE)); /* the Sentinel's 2 melee */
    cc_begin(1);
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Gnawer", P1, GRAVE);
    sc_go();
    sc_answer(P1, MAIN_, "recycle a card");
    back_to_main();
    assert_int_equal(water(P1), 11);
}

/* Feed the Pit: 1 damage to a unit you control, then draw 2. */
static void c028_feed_the_pit(void **st) {
    (void)st;
    cc_begin(1);
    int u = sc_put("Cistern Guard", P1, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Feed the Pit", P1, HAND);
    sc_go();
    play_fast("Feed the Pit");
    back_to_main();
    assert_int_equal(damage(u), 1);
    assert_int_equal(sc_size(P1, HAND), 2);
    /* no unit of yours: no target, so it cannot be played (A11, RULES.md RONE R9) */
    cc_begin(1);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Feed the Pit", P1, HAND);
    sc_go();
    assert_false(sc_can("play Feed the Pit, in hand"));
}

/* Frenzy: +2 melee to any target unit. */
static void c029_frenzy(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Dam Warden", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Frenzy", P1, HAND);
    sc_go();
    play_fast("Frenzy");
    target(P1, "Dam Warden (P2)");
    back_to_main();
    assert_int_equal(rone_melee(&sc.now, e), 3);
}

/* Graveborn Brute: Recycle: +2 melee; Combat: +1 health. */
static void c030_graveborn_brute(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Dam Warden", P1, GRAVE);
    int b2 = sc_put("Graveborn Brute", P1, GRAVE);
    sc_go();
    sc_answer(P1, MAIN_, "recycle a card");
    back_to_main();
    assert_int_equal(rone_melee(&sc.now, b2), 5);
    cc_begin(2);
    b2 = sc_put("Graveborn Brute", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Graveborn Brute (P1)");
    back_to_main();
    assert_true(in_zone(e, P2, GRAVE));
    assert_int_equal(sc.now.card[b2].health_bonus, 1);
    assert_int_equal(sc_health(b2), 4); /* 5 + 1, less the Warden's 1 ranged and 1 melee */
}

/* Carrion Swarm: Death: the opponent destroys the top 2 cards of its deck. */
static void c031_carrion_swarm(void **st) {
    (void)st;
    cc_begin(2);
    int s = sc_put("Carrion Swarm", P1, FIELD);
    sc.now.card[s].damage = 2;
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard"); /* P2's second buried card */
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the Quick Shot above the Swarm */
    back_to_main();
    assert_true(in_zone(s, P1, GRAVE));
    assert_int_equal(sc_size(P2, DECK), 3);
    assert_int_equal(sc_size(P2, GRAVE), 2);
}

/* Rot Bloom: 1 damage to each enemy unit only. */
static void c032_rot_bloom(void **st) {
    (void)st;
    cc_begin(2);
    int own = sc_put("Dam Warden", P1, FIELD), e1 = sc_put("Dam Warden", P2, FIELD), e2 = sc_put("Cistern Guard", P2, FIELD);
    sc_put("Rot Bloom", P1, HAND);
    sc_go();
    play_fast("Rot Bloom");
    back_to_main();
    assert_int_equal(damage(own), 0);
    assert_int_equal(damage(e1), 1);
    assert_int_equal(damage(e2), 1);
}

/* Last Gasp: destroy a unit you control, then draw 2. */
static void c033_last_gasp(void **st) {
    (void)st;
    cc_begin(2);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Last Gasp", P1, HAND);
    sc_go();
    play_fast("Last Gasp");
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_true(in_zone(u, P1, GRAVE));
    assert_int_equal(sc_size(P1, HAND), 2);
}

/* Grave Titan: Death: 2 damage to each enemy unit. */
static void c034_grave_titan(void **st) {
    (void)st;
    cc_begin(3);
    int t = sc_put("Grave Titan", P1, FIELD), own = sc_put("Dam Warden", P1, FIELD);
    int e1 = sc_put("Dam Warden", P2, FIELD), e2 = sc_put("Well Tender", P2, FIELD);
    sc.now.card[t].damage = 7;
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    target(P1, "Grave Titan (P1)");
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_true(in_zone(t, P1, GRAVE));
    assert_int_equal(damage(own), 0);
    assert_int_equal(damage(e1), 2);
    assert_true(in_zone(e2, P2, GRAVE));
}

/* Bone Harvester: Recycle: 2 damage to target enemy unit; Combat: +1 melee. */
static void c035_bone_harvester(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Bone Harvester", P1, GRAVE);
    sc_put("Dam Warden", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "recycle a card");
    back_to_main();
    assert_int_equal(damage(e), 2);
    cc_begin(3);
    int h = sc_put("Bone Harvester", P1, FIELD);
    e = sc_put("Reservoir Colossus", P2, FIELD);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Bone Harvester (P1)");
    back_to_main();
    assert_int_equal(damage(e), 5);
    assert_int_equal(damage(h), 4);
}

/* Plague Tide: Slow effect, level 3: 2 damage to each enemy unit. */
static void c036_plague_tide(void **st) {
    (void)st;
    cc_begin(3);
    int own = sc_put("Dam Warden", P1, FIELD), e = sc_put("Cistern Guard", P2, FIELD);
    sc_put("Plague Tide", P1, HAND);
    sc_go();
    assert_false(sc_can("play Plague Tide, in hand"));
    play_slow("Plague Tide");
    back_to_main();
    assert_int_equal(damage(own), 0);
    assert_int_equal(damage(e), 2);
}

/* ================= Splicers ================= */

/* Veilstalker: Invisibility (ignores guardians, untargetable); Strike: each opponent loses 1 water. */
static void c037_veilstalker(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Veilstalker", P1, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Dam Warden", P2, HAND);
    sc.now.water[P2] = 5;
    sc_go();
    sc_answer(P1, MAIN_, "attack with Veilstalker (P1)");
    sc_options_are("attack Dam Warden (P2)", "attack P2's hero");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    sc_answer(P2, RONE_ASK_LIFEBOUND, "top of the deck");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_int_equal(water(P2), 4);
}

/* Skin Thief: Invisibility; Strike: draw a card. */
static void c038_skin_thief(void **st) {
    (void)st;
    cc_begin(1);
    int t = sc_put("Skin Thief", P1, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Skin Thief (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    back_to_main();
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_true(keywords_of(t) & RONE_KW_INVISIBILITY);
}

/* Gene Leech: Battlefield: exhaust target enemy unit once. */
static void c039_gene_leech(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Dam Warden", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Gene Leech", P1, HAND);
    sc_go();
    play_slow("Gene Leech");
    back_to_main();
    assert_int_equal(exhaustion(e), 1);
}

/* Fade: a unit you control gains Invisibility until the end of the turn. */
static void c040_fade(void **st) {
    (void)st;
    cc_begin(1);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_put("Fade", P1, HAND);
    sc_go();
    play_fast("Fade");
    back_to_main();
    assert_true(keywords_of(u) & RONE_KW_INVISIBILITY);
    sc_answer(P1, MAIN_, "end turn");
    assert_false(keywords_of(u) & RONE_KW_INVISIBILITY);
}

/* Lift Purse: the opponent loses 2 water, then you draw. */
static void c041_lift_purse(void **st) {
    (void)st;
    cc_begin(1);
    sc.now.water[P2] = 3;
    sc_put("Lift Purse", P1, HAND);
    sc_go();
    play_fast("Lift Purse");
    back_to_main();
    assert_int_equal(water(P2), 1);
    assert_int_equal(sc_size(P1, HAND), 1);
}

/* Mimic Splicer (cost 4): Battlefield: execute another unit's Battlefield ability as its own. */
static void c042_mimic_splicer(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Well Tender", P2, FIELD);
    sc_put("Mimic Splicer", P1, HAND);
    sc_go();
    play_slow("Mimic Splicer"); /* the Tender is the only unit with a Battlefield text */
    back_to_main();
    assert_int_equal(water(P1), 10 - 4 + 1);
    assert_int_equal(water(P2), 10);
}

/* Shade Assassin: Invisibility; Strike: 1 damage to target unit. */
static void c043_shade_assassin(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Shade Assassin", P1, FIELD);
    int e = sc_put("Cistern Guard", P2, FIELD);
    for (int i = 0; i < 3; i++) sc_put("Dam Warden", P2, DECK);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Shade Assassin (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    for (int i = 0; i < 3; i++) sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    /* Strike: the Guard is the only target (the Assassin itself is invisible) */
    back_to_main();
    assert_int_equal(damage(e), 1);
    assert_int_equal(sc_size(P2, DECK), 4);
}

/* Hijack Signal: take control of an enemy unit until the end of turn, refreshed fully. */
static void c044_hijack_signal(void **st) {
    (void)st;
    cc_begin(2);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc.now.card[e].exhaustion = 3;
    sc_put("Hijack Signal", P1, HAND);
    sc_go();
    play_fast("Hijack Signal");
    back_to_main();
    assert_int_equal(sc.now.card[e].controller, P1);
    assert_int_equal(exhaustion(e), 0);
    assert_true(sc_can("attack with Dam Warden (P1)"));
    sc_answer(P1, MAIN_, "end turn");
    assert_int_equal(sc.now.card[e].controller, P2);
}

/* Splice Venom: 3 damage to target exhausted unit (active units are no targets). */
static void c045_splice_venom(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Dam Warden", P2, FIELD);
    int x = sc_put("Reservoir Colossus", P2, FIELD);
    sc.now.card[x].exhaustion = 1;
    sc_put("Splice Venom", P1, HAND);
    sc_go();
    play_fast("Splice Venom"); /* the exhausted Colossus is the only target */
    back_to_main();
    assert_int_equal(damage(x), 3);
}

/* Faceless Regent: Invisibility; Strike: draw 2. */
static void c046_faceless_regent(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Faceless Regent", P1, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    for (int i = 0; i < 5; i++) sc_put("Dam Warden", P2, DECK);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Faceless Regent (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    for (int i = 0; i < 5; i++) sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_int_equal(sc_size(P1, HAND), 2);
}

/* Puppeteer: Battlefield: take control of target exhausted enemy unit for good. */
static void c047_puppeteer(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Dam Warden", P2, FIELD);
    int x = sc_put("Cistern Guard", P2, FIELD);
    sc.now.card[x].exhaustion = 2;
    sc_put("Puppeteer", P1, HAND);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    play_slow("Puppeteer");
    back_to_main();
    assert_int_equal(sc.now.card[x].controller, P1);
    sc_answer(P1, MAIN_, "end turn");
    assert_int_equal(sc.now.card[x].controller, P1);
}

/* Identity Theft: Slow effect: take control of target enemy unit. */
static void c048_identity_theft(void **st) {
    (void)st;
    cc_begin(3);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Identity Theft", P1, HAND);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    assert_false(sc_can("play Identity Theft, in hand"));
    play_slow("Identity Theft");
    back_to_main();
    assert_int_equal(sc.now.card[e].controller, P1);
    assert_true(in_zone(e, P1, FIELD));
    assert_int_equal(water(P1), 4);
}


/* ================= Ashwings ================= */

/* Gust Rider: Flying: a melee-only attacker can neither attack it nor be guarded by it. */
static void c049_gust_rider(void **st) {
    (void)st;
    cc_begin(1);
    int g = sc_put("Cistern Guard", P1, FIELD); /* melee only */
    int r = sc_put("Gust Rider", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Cistern Guard (P1)"); /* the hero is the only target */
    back_to_main();
    assert_int_equal(sc_size(P2, DECK), 4); /* 1 damage to the hero */
    assert_int_equal(damage(r), 0);
    assert_int_equal(exhaustion(g), 1); /* Cistern Guard attacks at speed 1 (the eighth pass) */
    /* a ranged attacker must take the flier on */
    cc_begin(1);
    sc_put("Dam Warden", P1, FIELD);
    r = sc_put("Gust Rider", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)");
    back_to_main();
    assert_true(in_zone(r, P2, GRAVE)); /* 1 ranged, then 1 melee against 2 health */
}

/* Skiff Raider: Flying; Strike: draw a card. */
static void c050_skiff_raider(void **st) {
    (void)st;
    cc_begin(1);
    int r = sc_put("Skiff Raider", P1, FIELD);
    sc_put("Cistern Guard", P2, FIELD); /* melee only: no guardian against a flier */
    sc_go();
    sc_answer(P1, MAIN_, "attack with Skiff Raider (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    back_to_main();
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P2, DECK), 4);
    assert_true(keywords_of(r) & RONE_KW_FLYING);
    assert_int_equal(exhaustion(r), 1); /* attack speed 1 (the eighth pass) */
}

/* Kestrel Archer: Combat: +1 ranged for this combat. */
static void c051_kestrel_archer(void **st) {
    (void)st;
    cc_begin(1);
    int a = sc_put("Kestrel Archer", P1, FIELD);
    int e = sc_put("Sluice Sentinel", P2, FIELD); /* 5/2/0 */
    sc_go();
    sc_answer(P1, MAIN_, "attack with Kestrel Archer (P1)");
    back_to_main();
    assert_int_equal(damage(e), 3); /* 2 + 1 ranged */
    assert_true(in_zone(a, P1, GRAVE)); /* the Sentinel's 2 melee */
}

/* Crosswind: free; exhaust target unit once. */
static void c052_crosswind(void **st) {
    (void)st;
    cc_begin(1);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Crosswind", P1, HAND);
    sc_go();
    play_fast("Crosswind");
    back_to_main();
    assert_int_equal(exhaustion(e), 1);
    assert_int_equal(water(P1), 10);
}

/* Updraft: +2 ranged for the target's next combat. */
static void c053_updraft(void **st) {
    (void)st;
    cc_begin(1);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_put("Updraft", P1, HAND);
    sc_go();
    play_fast("Updraft");
    back_to_main();
    assert_int_equal(rone_ranged(&sc.now, u), 3);
}

/* Storm Lancer: Flying; Combat: +1 melee. */
static void c054_storm_lancer(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Storm Lancer", P1, FIELD);
    int e = sc_put("Reservoir Colossus", P2, FIELD);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Storm Lancer (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack Reservoir Colossus (P2)");
    back_to_main();
    assert_int_equal(damage(e), 2 + 3);
}

/* Cloud Herald: Flying; Battlefield: exhaust target enemy unit twice. */
static void c055_cloud_herald(void **st) {
    (void)st;
    cc_begin(2);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Cloud Herald", P1, HAND);
    sc_go();
    play_slow("Cloud Herald");
    back_to_main();
    assert_int_equal(exhaustion(e), 2);
}

/* Lightning Lash: 3 damage to target unit. */
static void c056_lightning_lash(void **st) {
    (void)st;
    cc_begin(2);
    int e = sc_put("Sluice Sentinel", P2, FIELD);
    sc_put("Lightning Lash", P1, HAND);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    play_fast("Lightning Lash");
    back_to_main();
    assert_int_equal(damage(e), 3);
}

/* Tailwind: refresh a unit you control twice. */
static void c057_tailwind(void **st) {
    (void)st;
    cc_begin(2);
    int u = sc_put("Dam Warden", P1, FIELD), e = sc_put("Dam Warden", P2, FIELD);
    sc.now.card[u].exhaustion = 3;
    sc.now.card[e].exhaustion = 3;
    sc_put("Tailwind", P1, HAND);
    sc_go();
    play_fast("Tailwind");
    back_to_main();
    assert_int_equal(exhaustion(u), 1);
    assert_int_equal(exhaustion(e), 3);
}

/* Aerie Lancer: Flying; Combat: +2 melee. */
static void c058_aerie_lancer(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Aerie Lancer", P1, FIELD);
    int e = sc_put("Reservoir Colossus", P2, FIELD);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Aerie Lancer (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack Reservoir Colossus (P2)");
    back_to_main();
    assert_int_equal(damage(e), 2 + 5);
}

/* Thunderhead Roc: Flying; Strike: 1 damage to each enemy unit; never recyclable. */
static void c059_thunderhead_roc(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Thunderhead Roc", P1, FIELD);
    int e = sc_put("Cistern Guard", P2, FIELD);
    for (int i = 0; i < 5; i++) sc_put("Dam Warden", P2, DECK);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Thunderhead Roc (P1)");
    sc_answer(P1, RONE_ASK_ATTACK_TARGET, "attack P2's hero");
    for (int i = 0; i < 6; i++) sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_int_equal(sc_size(P2, DECK), 3);
    assert_int_equal(damage(e), 1);
    cc_begin(3);
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Thunderhead Roc", P1, GRAVE);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    assert_false(sc_can("recycle a card"));
}

/* Skyfall: Slow effect: 3 damage to each enemy hero. */
static void c060_skyfall(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Skyfall", P1, HAND);
    sc_go();
    play_slow("Skyfall");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    assert_int_equal(sc_size(P2, DECK), 2);
    assert_int_equal(sc_size(P1, DECK), 5);
}

/* ================= neutral ================= */

/* Wasteland Scavenger: Death: draw a card. */
static void c061_wasteland_scavenger(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Wasteland Scavenger", P1, FIELD);
    sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_int_equal(sc_size(P1, GRAVE), 2);
}

/* Dune Scout: Detection: the enemy's invisible units guard against your attackers. */
static void c062_dune_scout(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Dune Scout", P1, FIELD);
    int a = sc_put("Dam Warden", P1, FIELD);
    int v = sc_put("Skin Thief", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)");
    /* with Detection the invisible Thief guards (the only target: not asked) and dies */
    back_to_main();
    assert_true(in_zone(v, P2, GRAVE));
    assert_int_equal(sc_size(P2, DECK), 5);
    assert_int_equal(exhaustion(a), 2); /* attack speed 2 */
    /* without it, the attack goes past the Thief to the hero */
    cc_begin(1);
    sc_put("Dam Warden", P1, FIELD);
    v = sc_put("Skin Thief", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_true(in_zone(v, P2, FIELD));
    assert_int_equal(sc_size(P2, DECK), 3);
}

/* Tollgate Gunner (cost 5): Battlefield: another unit +1 ranged; Initiative (2 water): 1 damage to an enemy unit. */
static void c063_tollgate_gunner(void **st) {
    (void)st;
    cc_begin(1);
    int u = sc_put("Dam Warden", P1, FIELD);
    int e = sc_put("Cistern Guard", P2, FIELD);
    sc_put("Tollgate Gunner", P1, HAND);
    sc_go();
    play_slow("Tollgate Gunner");
    sc_answer(P1, RONE_ASK_INITIATIVE, "pay the initiative");
    target(P1, "Dam Warden (P1)");
    back_to_main();
    assert_int_equal(rone_ranged(&sc.now, u), 2);
    assert_int_equal(damage(e), 1);
    assert_int_equal(water(P1), 10 - 5 - 2);
}

/* Quick Shot: 2 damage to target unit. */
static void c064_quick_shot(void **st) {
    (void)st;
    cc_begin(1);
    int e = sc_put("Dam Warden", P2, FIELD);
    int t = sc_put("Quick Shot", P1, HAND);
    sc_go();
    play_fast("Quick Shot");
    back_to_main();
    assert_int_equal(damage(e), 2);
    assert_true(in_zone(t, P1, GRAVE));
    assert_int_equal(water(P1), 9);
}

/* Salvage Rights: free; draw a card; Shield. */
static void c065_salvage_rights(void **st) {
    (void)st;
    cc_begin(1);
    int t = sc_put("Salvage Rights", P1, HAND);
    sc_go();
    play_fast("Salvage Rights");
    back_to_main();
    assert_int_equal(sc_size(P1, HAND), 1);
    assert_true(shield_at_bottom(t, P1));
}

/* Wandering Medic: (exhaust 2): +1 health to target unit. */
static void c066_wandering_medic(void **st) {
    (void)st;
    cc_begin(2);
    int m = sc_put("Wandering Medic", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "use Wandering Medic (P1)");
    target(P1, "Dam Warden (P2)");
    back_to_main();
    assert_int_equal(sc_health(e), 4);
    assert_int_equal(exhaustion(m), 2);
}

/* Sand Wurm: speed 2; Combat: +1 melee. */
static void c067_sand_wurm(void **st) {
    (void)st;
    cc_begin(2);
    int w = sc_put("Sand Wurm", P1, FIELD);
    int e = sc_put("Reservoir Colossus", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Sand Wurm (P1)");
    back_to_main();
    assert_int_equal(damage(e), 4);
    assert_int_equal(exhaustion(w), 2);
}

/* Hired Blade (cost 4): Strike: gain 2 water; Initiative (1 water): +2 melee for its next combat. */
static void c068_hired_blade(void **st) {
    (void)st;
    cc_begin(2);
    int b2 = sc_put("Hired Blade", P1, HAND);
    sc_go();
    play_slow("Hired Blade");
    sc_answer(P1, RONE_ASK_INITIATIVE, "pay the initiative");
    back_to_main();
    assert_int_equal(water(P1), 10 - 4 - 1);
    assert_int_equal(rone_melee(&sc.now, b2), 4);
    sc_answer(P1, MAIN_, "attack with Hired Blade (P1)");
    for (int i = 0; i < 4; i++) sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    assert_int_equal(water(P1), 10 - 4 - 1 + 2);
    assert_int_equal(sc_size(P2, DECK), 0);
}

/* Ambush: 1 damage to a unit, then exhaust a unit once (a second target). */
static void c069_ambush(void **st) {
    (void)st;
    cc_begin(2);
    int a = sc_put("Dam Warden", P2, FIELD), b2 = sc_put("Cistern Guard", P2, FIELD);
    sc_put("Ambush", P1, HAND);
    sc_go();
    play_fast("Ambush");
    target(P1, "Dam Warden (P2)");
    target(P1, "Cistern Guard (P2)");
    back_to_main();
    assert_int_equal(damage(a), 1);
    assert_int_equal(exhaustion(a), 0);
    assert_int_equal(exhaustion(b2), 1);
}

/* Sandstorm: Slow effect: 1 damage to each unit, then 1 to each hero. */
static void c070_sandstorm(void **st) {
    (void)st;
    cc_begin(2);
    int a = sc_put("Dam Warden", P1, FIELD), b2 = sc_put("Dam Warden", P2, FIELD);
    sc_put("Sandstorm", P1, HAND);
    sc_go();
    play_slow("Sandstorm");
    /* each hero loses its deck's top (empty hands: not asked) */
    sc_answer(P1, RONE_ASK_GRAVE_END, "top of the graveyard"); /* the Sandstorm itself */
    back_to_main();
    assert_int_equal(damage(a), 1);
    assert_int_equal(damage(b2), 1);
    assert_int_equal(sc_size(P1, DECK), 4);
    assert_int_equal(sc_size(P2, DECK), 4);
}

/* Old-World Sentinel: Defender and Detection. */
static void c071_old_world_sentinel(void **st) {
    (void)st;
    cc_begin(3);
    int s = sc_put("Old-World Sentinel", P1, FIELD);
    sc_put("Skin Thief", P2, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "attack with Old-World Sentinel (P1)");
    sc_options_are("attack Skin Thief (P2)", "attack Dam Warden (P2)");
    assert_true(keywords_of(s) & RONE_KW_DEFENDER);
}

/* Last Rites: destroy target unit. */
static void c072_last_rites(void **st) {
    (void)st;
    cc_begin(3);
    int e = sc_put("Reservoir Colossus", P2, FIELD);
    sc_put("Last Rites", P1, HAND);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    play_fast("Last Rites");
    back_to_main();
    assert_true(in_zone(e, P2, GRAVE));
    assert_int_equal(water(P1), 6);
}


/* ================= technologies ================= */

/* Water Still (cost 5): your hero has +1 water income (2 + 1 at the income phase). */
static void t01_water_still(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Water Still", P1, FIELD);
    sc_put("Rivet Hound", P1, HAND); /* cost 2, playable with 3 water: P1's turn does not end by itself */
    sc.now.water[P1] = 0;
    sc.now.phase = RONE_PH_REFRESH;
    sc_go();
    sc_answer(P1, RONE_ASK_DRAW, "stop drawing");
    back_to_main();
    assert_int_equal(water(P1), 3);
    cc_begin(1);
    int t = sc_put("Water Still", P1, TECHDECK);
    sc_put("Dam Warden", P1, HAND); /* so that P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "play a card");
    sc_answer(P1, PLAY_, "play Water Still, technology");
    back_to_main();
    assert_true(in_zone(t, P1, FIELD));
    assert_int_equal(water(P1), 10 - 5);
}

/* Signal Mast: Detection; (exhaust 3): exhaust target enemy unit once. */
static void t02_signal_mast(void **st) {
    (void)st;
    cc_begin(1);
    int m = sc_put("Signal Mast", P1, FIELD);
    int v = sc_put("Skin Thief", P2, FIELD);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "use Signal Mast (P1)"); /* the invisible Thief is visible: the only target */
    back_to_main();
    assert_int_equal(exhaustion(v), 1);
    assert_int_equal(exhaustion(m), 3);
}

/* Field Surgery Tent: (exhaust 2): +1 health to a unit you control. */
static void t03_field_surgery_tent(void **st) {
    (void)st;
    cc_begin(1);
    int t = sc_put("Field Surgery Tent", P1, FIELD);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "use Field Surgery Tent (P1)");
    back_to_main();
    assert_int_equal(sc_health(u), 4);
    assert_int_equal(exhaustion(t), 2);
}

/* Sniper Nest: (exhaust 3) Pay 1 water: 1 damage to target unit. */
static void t04_sniper_nest(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Sniper Nest", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "use Sniper Nest (P1)");
    back_to_main();
    assert_int_equal(damage(e), 1);
    assert_int_equal(water(P1), 9);
}

/* Scrap Foundry: (exhaust 3) Pay: the top card of your graveyard leaves the game: draw. */
static void t05_scrap_foundry(void **st) {
    (void)st;
    cc_begin(1);
    sc_put("Scrap Foundry", P1, FIELD);
    int g = sc_put("Dam Warden", P1, GRAVE);
    sc_go();
    sc_answer(P1, MAIN_, "use Scrap Foundry (P1)");
    back_to_main();
    assert_int_equal(sc_zone(g), REMOVED);
    assert_int_equal(sc_size(P1, HAND), 1);
    /* an empty graveyard cannot pay */
    cc_begin(1);
    sc_put("Scrap Foundry", P1, FIELD);
    sc_go();
    assert_false(sc_can("use Scrap Foundry (P1)"));
}

/* Bunker Line: your units have +1 health (not the enemy's). */
static void t06_bunker_line(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Bunker Line", P1, FIELD);
    int u = sc_put("Dam Warden", P1, FIELD), e = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    assert_int_equal(sc_health(u), 4);
    assert_int_equal(sc_health(e), 3);
}

/* Grave Pump: (exhaust 2) Pay: 2 graveyard cards leave the game: gain 2 water. */
static void t07_grave_pump(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Grave Pump", P1, FIELD);
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Dam Warden", P1, GRAVE);
    sc_go();
    sc_answer(P1, MAIN_, "use Grave Pump (P1)");
    back_to_main();
    assert_int_equal(water(P1), 12);
    assert_int_equal(sc_size(P1, GRAVE), 0);
}

/* Gene Vault: (exhaust 2) Pay 2 water: a unit of yours gains Invisibility this turn. */
static void t08_gene_vault(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Gene Vault", P1, FIELD);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "use Gene Vault (P1)");
    back_to_main();
    assert_true(keywords_of(u) & RONE_KW_INVISIBILITY);
    assert_int_equal(water(P1), 8);
}

/* Watchtower: Detection; (exhaust 2): a unit of yours gets +1 ranged. */
static void t09_watchtower(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Watchtower", P1, FIELD);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_put("Skin Thief", P2, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "use Watchtower (P1)");
    back_to_main();
    assert_int_equal(rone_ranged(&sc.now, u), 2);
    sc_answer(P1, MAIN_, "attack with Dam Warden (P1)"); /* Detection: the Thief guards */
    back_to_main();
    assert_int_equal(sc_size(P2, GRAVE), 1);
}

/* Blight Pit: (exhaust 3) Pay 1 graveyard card: the opponent destroys its deck's top 2. */
static void t10_blight_pit(void **st) {
    (void)st;
    cc_begin(2);
    sc_put("Blight Pit", P1, FIELD);
    sc_put("Dam Warden", P1, GRAVE);
    sc_go();
    sc_answer(P1, MAIN_, "use Blight Pit (P1)");
    sc_answer(P2, RONE_ASK_GRAVE_END, "top of the graveyard");
    back_to_main();
    assert_int_equal(sc_size(P2, DECK), 3);
    assert_int_equal(sc_size(P2, GRAVE), 2);
    assert_int_equal(sc_size(P1, GRAVE), 0);
}

/* Command Relay: (exhaust 2): refresh a unit of yours once. */
static void t11_command_relay(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("Command Relay", P1, FIELD);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc.now.card[u].exhaustion = 2;
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "use Command Relay (P1)");
    back_to_main();
    assert_int_equal(exhaustion(u), 1);
}

/* War Drums: your units have +1 melee. */
static void t12_war_drums(void **st) {
    (void)st;
    cc_begin(3);
    sc_put("War Drums", P1, FIELD);
    int u = sc_put("Dam Warden", P1, FIELD), e = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    assert_int_equal(rone_melee(&sc.now, u), 2);
    assert_int_equal(rone_melee(&sc.now, e), 1);
}

/* ================= heroes ================= */

/* Refreshes P1's hero so that its abilities can be used. */
static void ready_hero(void) { sc.now.card[hero_card(P1)].exhaustion = 0; }

/* Oda Venn: L1 economic +1 water; L2 Pay 2 water: +2 health to a unit of yours; L3 your units +1 health. */
static void h1_oda_venn(void **st) {
    (void)st;
    cc_begin_at(2, HEROES[0], 1);
    ready_hero();
    sc_put("Rivet Hound", P1, HAND); /* cost 2, playable with 4 water: P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "use Oda Venn, Cistern Keeper (P1)");
    back_to_main();
    assert_int_equal(water(P1), 11);
    assert_int_equal(exhaustion(hero_card(P1)), 2);
    sc_answer(P1, MAIN_, "level up"); /* price 7 */
    back_to_main();
    assert_int_equal(water(P1), 11 - 7);
    assert_int_equal(sc.now.hero_level[P1], 2);
    cc_begin_at(2, HEROES[0], 2);
    ready_hero();
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_put("Dam Warden", P1, HAND); /* so that P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "use Oda Venn, Cistern Keeper (P1) (second ability)");
    back_to_main();
    assert_int_equal(sc_health(u), 5);
    assert_int_equal(water(P1), 8);
    cc_begin_at(2, HEROES[0], 3);
    u = sc_put("Dam Warden", P1, FIELD);
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_go();
    assert_int_equal(sc_health(u), 3 + 1); /* printed 3, +1 from P1's hero */
    assert_int_equal(sc_health(e), 4);     /* P2's hero is Oda Venn at level 3 too */
}

/* Halvek: L1 economic +1 water; L2 Detection; L3 Pay 2 water: 2 damage to an enemy unit. */
static void h2_halvek(void **st) {
    (void)st;
    cc_begin_at(2, HEROES[1], 1);
    ready_hero();
    sc_put("Dam Warden", P1, HAND); /* so that P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "use Halvek the Forgemind (P1)");
    back_to_main();
    assert_int_equal(water(P1), 11);
    assert_int_equal(exhaustion(hero_card(P1)), 2);
    sc_answer(P1, MAIN_, "level up"); /* price 5 */
    back_to_main();
    assert_int_equal(water(P1), 11 - 5);
    cc_begin_at(2, HEROES[1], 2);
    int v = sc_put("Skin Thief", P2, FIELD);
    sc_put("Quick Shot", P1, HAND);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    play_fast("Quick Shot"); /* Detection: the invisible Thief is a target (the only one) */
    back_to_main();
    assert_true(in_zone(v, P2, GRAVE));
    cc_begin_at(2, HEROES[1], 3);
    ready_hero();
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Dam Warden", P1, HAND);
    sc_go();
    sc_answer(P1, MAIN_, "use Halvek the Forgemind (P1) (second ability)");
    back_to_main();
    assert_int_equal(damage(e), 2);
    assert_int_equal(water(P1), 8);
}

/* Grull: L1 economic +1 water; L2 Pay 2 graveyard cards: +2 melee to a unit of yours; L3 your units +1 melee. */
static void h3_grull(void **st) {
    (void)st;
    cc_begin_at(2, HEROES[2], 1);
    ready_hero();
    int g = sc_put("Dam Warden", P1, GRAVE);
    sc_put("Dam Warden", P1, HAND); /* so that P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "use Grull the Unburied (P1)");
    back_to_main();
    assert_int_equal(water(P1), 11);
    assert_true(in_zone(g, P1, GRAVE));
    sc_answer(P1, MAIN_, "level up"); /* price 5 (6 until the ninth pass) */
    back_to_main();
    assert_int_equal(water(P1), 11 - 5);
    assert_int_equal(sc.now.hero_level[P1], 2);
    cc_begin_at(2, HEROES[2], 2);
    ready_hero();
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Dam Warden", P1, GRAVE);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "use Grull the Unburied (P1) (second ability)");
    back_to_main();
    assert_int_equal(rone_melee(&sc.now, u), 3);
    assert_int_equal(sc_size(P1, GRAVE), 0);
    cc_begin_at(2, HEROES[2], 3);
    u = sc_put("Dam Warden", P1, FIELD);
    sc_go();
    assert_int_equal(rone_melee(&sc.now, u), 2);
}

/* Ysolde: L1 economic +1 water; L2 Pay 1 water: a unit of yours gains Invisibility;
 * L3 Pay 3 water: take control of an enemy unit this turn, refreshed fully. */
static void h4_ysolde(void **st) {
    (void)st;
    cc_begin_at(2, HEROES[3], 1);
    ready_hero();
    sc_put("Dam Warden", P1, HAND); /* so that P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "use Ysolde Vane, Gene-Thief (P1)");
    back_to_main();
    assert_int_equal(water(P1), 11);
    sc_answer(P1, MAIN_, "level up"); /* price 5 */
    back_to_main();
    assert_int_equal(water(P1), 11 - 5);
    assert_int_equal(sc.now.hero_level[P1], 2);
    cc_begin_at(2, HEROES[3], 2);
    ready_hero();
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_go();
    sc_answer(P1, MAIN_, "use Ysolde Vane, Gene-Thief (P1) (second ability)");
    back_to_main();
    assert_true(keywords_of(u) & RONE_KW_INVISIBILITY);
    assert_int_equal(water(P1), 9);
    cc_begin_at(2, HEROES[3], 3);
    ready_hero();
    int e = sc_put("Dam Warden", P2, FIELD);
    sc.now.card[e].exhaustion = 2;
    sc_go();
    sc_answer(P1, MAIN_, "use Ysolde Vane, Gene-Thief (P1) (second ability)");
    back_to_main();
    assert_int_equal(sc.now.card[e].controller, P1);
    assert_int_equal(exhaustion(e), 0);
    assert_int_equal(water(P1), 7);
}

/* Sera Kell: L1 economic +1 water; L2 Pay 1 water: exhaust an enemy unit; L3 your units +1 ranged. */
static void h5_sera_kell(void **st) {
    (void)st;
    cc_begin_at(2, HEROES[4], 1);
    ready_hero();
    sc_put("Rivet Hound", P1, HAND); /* cost 2, playable with 4 water: P1's turn does not end by itself */
    sc_go();
    sc_answer(P1, MAIN_, "use Sera Kell, Storm Captain (P1)");
    back_to_main();
    assert_int_equal(water(P1), 11);
    sc_answer(P1, MAIN_, "level up"); /* price 7 (6 until the ninth pass) */
    back_to_main();
    assert_int_equal(water(P1), 11 - 7);
    assert_int_equal(sc.now.hero_level[P1], 2);
    cc_begin_at(2, HEROES[4], 2);
    ready_hero();
    int e = sc_put("Dam Warden", P2, FIELD);
    sc_put("Dam Warden", P1, HAND); /* so that P1's turn does not end by itself (level 3 costs 11) */
    sc_go();
    sc_answer(P1, MAIN_, "use Sera Kell, Storm Captain (P1) (second ability)");
    back_to_main();
    assert_int_equal(exhaustion(e), 1);
    assert_int_equal(water(P1), 9);
    cc_begin_at(2, HEROES[4], 3);
    int u = sc_put("Dam Warden", P1, FIELD);
    sc_go();
    assert_int_equal(rone_ranged(&sc.now, u), 2);
}


/* ================= the set, the decks, whole games ================= */

static const rone_set *core_set(void) {
    int i = rone_find_set("ctc");
    assert_true(i >= 0);
    return rone_set_at(i);
}

/* How many cards carry a keyword bit, or a trigger (event), or an initiative. */
static int count_cards(const rone_set *set, int keyword, int event, bool initiative) {
    int n = 0;
    for (int d = 0; d < set->card_count; d++) {
        const rone_card_def *c = &set->cards[d];
        bool has = keyword && c->keywords & keyword;
        if (event && c->events >> event & 1) has = true;
        for (int k = 0; k < c->ability_count; k++)
            if (initiative && set->abilities[c->first_ability + k].kind == RONE_AB_INITIATIVE) has = true;
        n += has;
    }
    return n;
}

/* The set's shape (docs/RONE.md, "The starter set"): 5 heroes x 3 levels, 72 units and
 * tactics (12 per race, 12 neutral) over levels 1-3, 12 technologies, every keyword and
 * trigger on at least four cards, names unique, two copies each in the random pool. */
static void set_shape(void **st) {
    (void)st;
    const rone_set *set = core_set();
    assert_string_equal(set->id, "ctc");
    assert_non_null(strstr(set->note, "original"));
    int type[4] = {0}, level[4] = {0}, heroes[5][4] = {{0}};
    const char *races[] = {"Warden", "Rustborn", "Blightkin", "Splicer", "Ashwing", "Drifter"};
    int race_count[6] = {0};
    for (int d = 0; d < set->card_count; d++) {
        const rone_card_def *c = &set->cards[d];
        type[c->type]++;
        if (c->type == RONE_HERO) {
            for (int h = 0; h < 5; h++)
                if (!strcmp(c->name, HEROES[h])) heroes[h][c->level]++;
            continue;
        }
        for (int e = d + 1; e < set->card_count; e++) assert_true(strcmp(c->name, set->cards[e].name) != 0);
        if (c->type == RONE_TECH) continue;
        level[c->level]++;
        assert_int_equal(c->copies, 2);
        for (int r = 0; r < 6; r++) race_count[r] += c->type == RONE_UNIT && !strcmp(c->race, races[r]);
    }
    assert_int_equal(type[RONE_HERO], 15);
    assert_int_equal(type[RONE_UNIT] + type[RONE_TACTIC], 72);
    assert_int_equal(type[RONE_UNIT], 42);
    assert_int_equal(type[RONE_TECH], 12);
    assert_int_equal(level[1], 30);
    assert_int_equal(level[2], 25);
    assert_int_equal(level[3], 17);
    for (int h = 0; h < 5; h++)
        for (int l = 1; l <= 3; l++) assert_int_equal(heroes[h][l], 1);
    for (int r = 0; r < 5; r++) assert_int_equal(race_count[r], 7);
    assert_int_equal(race_count[5], 7);
    const int keywords[] = {RONE_KW_DEFENDER, RONE_KW_INVISIBILITY, RONE_KW_DETECTION, RONE_KW_FLYING, RONE_KW_SHIELD, RONE_KW_SLOW};
    for (int k = 0; k < 6; k++) assert_true(count_cards(set, keywords[k], 0, false) >= 4);
    const int events[] = {RONE_EV_BATTLEFIELD, RONE_EV_DEATH, RONE_EV_RECYCLE, RONE_EV_COMBAT, RONE_EV_STRIKE};
    for (int e = 0; e < 5; e++) assert_true(count_cards(set, 0, events[e], false) >= 4);
    assert_true(count_cards(set, 0, 0, true) >= 4);
}

/* The fourth balance pass's curve (docs/RONE-SET.md): no unit attacks faster than every
 * other turn (attack speed 2 or 3) but the nine level-1 units of cost 5 that the eighth pass
 * made attack every turn (speed 1: not Dam Warden, Veilstalker, Skin Thief), a level-1
 * unit costs 2 to 5 (the seventh pass: the
 * twelve that cost 4 cost 5, the cheap ones 2-3 are unchanged), Water Still costs 5, and
 * the heroes' level prices are these (checked by hand against data/rone/core.toml). The
 * seventh pass: every hero draws 1 a turn at levels 1 and 2 (Halvek drew 2 from level 2)
 * and 2 at level 3 (Oda Venn 1). */
static void fourth_pass_curve(void **st) {
    (void)st;
    const rone_set *set = core_set();
    static const int price[5][2] = {{7, 11}, {5, 8}, {5, 9}, {5, 8}, {7, 11}}; /* the ninth pass: Grull 6 / 9 -> 5 / 9, Sera Kell 6 / 10 -> 7 / 11 */
    static const int cards_a_turn[5][3] = {{1, 1, 1}, {1, 1, 2}, {1, 1, 2}, {1, 1, 2}, {1, 1, 2}};
    int units = 0, heroes = 0, still = 0, fast_units = 0;
    for (int d = 0; d < set->card_count; d++) {
        const rone_card_def *c = &set->cards[d];
        if (c->type == RONE_UNIT) {
            units++;
            static const char *const fast[] = {"Cistern Guard", "Scrap Sentry", "Pus Crawler", "Gnawer", "Gust Rider",
                                               "Skiff Raider", "Kestrel Archer", "Dune Scout", "Tollgate Gunner"};
            bool is_fast = false;
            for (int f = 0; f < 9; f++) is_fast |= !strcmp(c->name, fast[f]);
            if (is_fast) {
                assert_int_equal(c->speed, 1);
                assert_int_equal(c->level, 1);
                assert_int_equal(c->cost, 5);
                fast_units++;
            } else
                assert_true(c->speed >= 2 && c->speed <= 3);
            if (c->level == 1) assert_true(c->cost >= 2 && c->cost <= 5 && c->cost != 4);
        } else if (c->type == RONE_HERO) {
            for (int h = 0; h < 5; h++)
                if (!strcmp(c->name, HEROES[h])) {
                    assert_int_equal(c->card_income, cards_a_turn[h][c->level - 1]);
                    assert_int_equal(c->water_income, c->level == 1 ? 2 : 3);
                    if (c->level == 1) continue;
                    assert_int_equal(c->cost, price[h][c->level - 2]);
                    heroes++;
                }
        } else if (!strcmp(c->name, "Water Still")) {
            assert_int_equal(c->cost, 5);
            still++;
        }
    }
    assert_int_equal(units, 42);
    assert_int_equal(fast_units, 9);
    assert_int_equal(heroes, 10);
    assert_int_equal(still, 1);
}

/* Every ready-made deck obeys R87-R89 and plays the hero it is named for. */
static void ready_made_decks(void **st) {
    (void)st;
    const rone_set *set = core_set();
    int n = 0;
    for (int i = 0; rone_deck_preset_at(i); i++) {
        const rone_deck_preset *p = rone_deck_preset_at(i);
        rone_deck d;
        char why[160] = "";
        if (!rone_deck_parse(set, p->id, &d, why, sizeof why)) fail_msg("%s: %s", p->name, why);
        assert_int_equal(d.card_count, 24);
        assert_int_equal(d.tech_count, 5);
        assert_string_equal(set->cards[d.hero].name, HEROES[n]);
        int levels[4] = {0};
        for (int k = 0; k < 24; k++) {
            int copies = 0;
            for (int j = 0; j < 24; j++) copies += d.cards[j] == d.cards[k];
            assert_true(copies <= 2);
            levels[set->cards[d.cards[k]].level]++;
        }
        assert_true(levels[1] >= 10 && levels[3] <= 6); /* about 11/8/5 */
        n++;
    }
    assert_int_equal(n, 5);
}

static void deck_refused(const char *code, const char *message) {
    rone_deck d;
    char why[160] = "";
    assert_false(rone_deck_parse(core_set(), code, &d, why, sizeof why));
    assert_string_equal(why, message);
}

#define CARDS_24 "1x2,2x2,3x2,5x2,4,6,7,8,9,10,11,12,61,62,63,64,66,67,69,71"

/* The log of a price paid with graveyard cards (Scrap Foundry): the cards and what they paid
 * for, after the use. Before: "Player 1 recycles Dam Warden" before "Player 1 uses Scrap
 * Foundry" when the top card was a tactic, or "1 card of Player 1's graveyard is removed". */
static void a_graveyard_price_is_told(void **st) {
    (void)st;
    static const char *const names[RONE_MAX_SEATS] = {"Ana", "Bo", "Cy", "Di"};
    cc_begin(1);
    sc_put("Scrap Foundry", P1, FIELD);
    sc_put("Dam Warden", P1, GRAVE);
    sc_put("Quick Shot", P1, GRAVE); /* the top: a tactic */
    sc_go();
    rone_state before = sc;
    int option = sc_option("use Scrap Foundry (P1)");
    sc_answer(P1, MAIN_, "use Scrap Foundry (P1)");
    lines told = {.count = 0};
    rone_narrate(&before, option, &sc, -1, names, collect, &told);
    int used = -1, paid = -1;
    for (int i = 0; i < told.count; i++) {
        if (!strcmp(told.text[i], "Ana uses Scrap Foundry")) used = i;
        if (!strcmp(told.text[i], "Ana pays for Scrap Foundry with Quick Shot from the graveyard (removed from the game)")) paid = i;
        assert_null(strstr(told.text[i], "recycles"));
    }
    for (int i = 0; i < told.count && !(used >= 0 && paid > used); i++) print_message("  told: %s\n", told.text[i]);
    assert_true(used >= 0 && paid > used);
}

/* 3 players (R97, docs/RULES.md R29): a seat's deck holds 28 units and tactics, the other
 * limits as the duel's; a ready-made duel deck of 24 is refused, and a game with one. */
static void three_player_decks(void **st) {
    (void)st;
    rone_deck d;
    char why[160] = "";
    assert_true(rone_deck_parse_for(core_set(), "h1," CARDS_24 ",13x2,14x2,t1", 3, &d, why, sizeof why));
    assert_int_equal(d.card_count, 28);
    assert_false(rone_deck_parse_for(core_set(), "h1," CARDS_24, 3, &d, why, sizeof why));
    assert_string_equal(why, "deck: 24 units and tactics; a three-player deck holds exactly 28 (R97)");
    assert_false(rone_deck_parse_for(core_set(), "cistern-wall", 3, &d, why, sizeof why));
    assert_string_equal(why, "deck: 24 units and tactics; a three-player deck holds exactly 28 (R97)");
    assert_false(rone_deck_parse_for(core_set(), "h1," CARDS_24 ",13x3,14", 3, &d, why, sizeof why));
    assert_string_equal(why, "deck: Scrap Sentry 3 times; at most 2 copies of a card (R87)");
    assert_true(rone_deck_parse_for(core_set(), "cistern-wall", 2, &d, why, sizeof why)); /* the duel's 24 */
    static rone_state s;
    ct_error err;
    assert_int_equal(rone_new_game(&s, "players=3 set=ctc deck1=cistern-wall", 1, &err), CT_ERR_OPTIONS);
    assert_string_equal(err.message, "deck1: deck: 24 units and tactics; a three-player deck holds exactly 28 (R97)");
    assert_int_equal(rone_new_game(&s, "players=3 set=ctc deck2=h1," CARDS_24 ",13x2,14x2", 1, &err), CT_OK);
    assert_int_equal(rone_zone_size(&s.now, rone_zone(1, RONE_Z_DECK)) + rone_zone_size(&s.now, rone_zone(1, RONE_Z_HAND)), 28);
}
/* Custom deck codes: a good one, and one line naming what breaks which limit. */
static void custom_decks(void **st) {
    (void)st;
    rone_deck d;
    char why[160];
    assert_true(rone_deck_parse(core_set(), "h2," CARDS_24 ",t1,t2,t3,t4,t5", &d, why, sizeof why));
    assert_string_equal(core_set()->cards[d.hero].name, HEROES[1]);
    assert_string_equal(core_set()->cards[d.cards[0]].name, "Cistern Guard");
    assert_string_equal(core_set()->cards[d.techs[4]].name, "Scrap Foundry");
    assert_true(rone_deck_parse(core_set(), "h5," CARDS_24, &d, why, sizeof why)); /* no technologies: fine */
    assert_int_equal(d.tech_count, 0);
    deck_refused("h1," CARDS_24 ",72", "deck: more than 24 units and tactics; a deck holds exactly 24 (R87)");
    deck_refused("h1,1x2,2x2,3x2,5x2,4,6,7,8,9,10,11,12,61,62,63,64,66,67,69", "deck: 23 units and tactics; a deck holds exactly 24 (R87)");
    deck_refused("h1,1x3,2,3x2,5x2,4,6,7,8,9,10,11,12,61,62,63,64,66,67,69,71", "deck: Cistern Guard 3 times; at most 2 copies of a card (R87)");
    deck_refused("h1," CARDS_24 ",h2", "deck: a second hero 'h2'; a deck has the three levels of one hero (R88)");
    deck_refused(CARDS_24, "deck: no hero; a deck names the three levels of one hero (h1, h2, ...) (R88)");
    deck_refused("h1," CARDS_24 ",t1,t2,t3,t4,t5,t6", "deck: more than 5 technologies; at most 5 (R89)");
    deck_refused("h1," CARDS_24 ",t1,t1", "deck: Water Still twice; the technologies must all differ (R89)");
    deck_refused("h9," CARDS_24, "deck: no hero 'h9' in this set");
    deck_refused("h1,99", "deck: no card '99' in this set");
    deck_refused("h1,t13", "deck: no technology 't13' in this set");
    deck_refused("h1,1x", "deck: '1x': the copies after 'x' must be a number from 1");
    deck_refused("h1,,2", "deck: ',2' is not a deck item");
    deck_refused("h1,abc", "deck: 'abc' is not a card number, a hero (h1) or a technology (t1)");
    deck_refused("", "deck: empty deck code");
}

/* The options choose decks per seat; the game starts with exactly those cards. */
static void decks_start_a_game(void **st) {
    (void)st;
    static rone_state s;
    ct_error err;
    assert_int_equal(rone_new_game(&s, "set=ctc deck1=stormfront deck2=h2," CARDS_24 ",t4", 7, &err), CT_OK);
    const rone_set *set = rone_board_set(&s.now);
    assert_string_equal(set->id, "ctc");
    assert_string_equal(set->cards[s.now.card[s.now.hero[0][0]].def].name, HEROES[4]);
    assert_string_equal(set->cards[s.now.card[s.now.hero[1][0]].def].name, HEROES[1]);
    int guards = 0, total = 0;
    for (int c = 0; c < s.now.card_count; c++) {
        int z = s.now.card[c].zone;
        if (z == rone_zone(1, DECK) || z == rone_zone(1, HAND)) {
            total++;
            guards += !strcmp(set->cards[s.now.card[c].def].name, "Cistern Guard");
        }
    }
    assert_int_equal(total, 24);
    assert_int_equal(guards, 2);
    assert_int_equal(rone_zone_size(&s.now, rone_zone(1, TECHDECK)), 1);
    assert_int_equal(rone_zone_size(&s.now, rone_zone(0, TECHDECK)), 5);
    /* technologies off: a chosen deck's technologies stay out too */
    assert_int_equal(rone_new_game(&s, "set=ctc technologies=off deck1=stormfront", 7, &err), CT_OK);
    assert_int_equal(rone_zone_size(&s.now, rone_zone(0, TECHDECK)), 0);
    /* three players: a chosen deck has 28 cards (R97; docs/RULES.md R29), as the random ones (R24) */
    assert_int_equal(rone_new_game(&s, "set=ctc players=3 deck2=h2," CARDS_24 ",13x2,14x2", 7, &err), CT_OK);
    assert_int_equal(rone_zone_size(&s.now, rone_zone(1, DECK)) + rone_zone_size(&s.now, rone_zone(1, HAND)), 28);
    assert_int_equal(rone_zone_size(&s.now, rone_zone(0, DECK)) + rone_zone_size(&s.now, rone_zone(0, HAND)), 28);
    /* bad decks and misplaced options: one line, nothing started */
    assert_int_equal(rone_new_game(&s, "set=ctc deck1=h1,1", 7, &err), CT_ERR_OPTIONS);
    assert_string_equal(err.message, "deck1: deck: 1 units and tactics; a deck holds exactly 24 (R87)");
    assert_int_equal(rone_new_game(&s, "set=ctc deck3=stormfront", 7, &err), CT_ERR_OPTIONS);
    assert_string_equal(err.message, "deck3: there is no seat 3 with 2 players");
    assert_int_equal(rone_new_game(&s, "set=ctc players=4 deck1=stormfront", 7, &err), CT_ERR_OPTIONS); /* a team deck is a code */
    assert_int_equal(rone_new_game(&s, "deck1=cistern-wall", 7, &err), CT_ERR_OPTIONS); /* the test set has no such deck */
}

/* Random games with the full set, random decks (R24-R26) and chosen decks, every mode:
 * every answer legal, the invariants hold after every step, every game ends. */
static void random_games(void **st) {
    (void)st;
    static rone_state s;
    const char *modes[] = {"set=ctc players=2", "set=ctc players=3", "set=ctc players=4",
                           "set=ctc players=2 deck1=grave-hunger deck2=veiled-knives",
                           "set=ctc players=3 deck1=h2," CARDS_24 ",13x2,14x2,t2 deck2=h1," CARDS_24 ",25x2,26x2,t1 deck3=h5," CARDS_24
                           ",49x2,50x2,t4"};
    int games = getenv("CT_RONE_CARD_GAMES") ? atoi(getenv("CT_RONE_CARD_GAMES")) : 300;
    for (int m = 0; m < 5; m++) {
        int by_cards = 0;
        for (int g = 0; g < games; g++) {
            ct_error err;
            if (rone_new_game(&s, modes[m], (uint64_t)g * 31 + (uint64_t)m, &err)) fail_msg("%s: %s", modes[m], err.message);
            uint64_t rng = (uint64_t)g * 2654435761u + 1;
            uint16_t opts[CT_MAX_OPTIONS];
            char why[200];
            for (int step = 0; !rone_is_over(&s); step++) {
                if (step > 20000) fail_msg("%s game %d does not end", modes[m], g);
                int n = rone_legal(&s, opts);
                assert_true(n > 0);
                rng = rng * 6364136223846793005ull + 1442695040888963407ull;
                if (rone_apply(&s, opts[(rng >> 33) % (uint64_t)n], &err)) fail_msg("%s game %d: %s", modes[m], g, err.message);
                if (!rone_check_invariants(&s, why, sizeof why)) fail_msg("%s game %d: %s", modes[m], g, why);
            }
            by_cards += s.now.end_reason == RONE_END_CARDS;
        }
        assert_true(by_cards > games / 2); /* random play ends games by empty decks and hands, not by the round limit */
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(c001_cistern_guard),
        cmocka_unit_test(c002_well_tender),
        cmocka_unit_test(c003_dam_warden),
        cmocka_unit_test(c004_tap_the_reserves),
        cmocka_unit_test(c005_shore_up),
        cmocka_unit_test(c006_sluice_sentinel),
        cmocka_unit_test(c007_cistern_quartermaster),
        cmocka_unit_test(c008_hold_the_line),
        cmocka_unit_test(c009_toll_of_the_gate),
        cmocka_unit_test(c010_reservoir_colossus),
        cmocka_unit_test(c011_floodgate_keeper),
        cmocka_unit_test(c012_flash_flood),
        cmocka_unit_test(c013_scrap_sentry),
        cmocka_unit_test(c014_rivet_hound),
        cmocka_unit_test(c015_sensor_drone),
        cmocka_unit_test(c016_weld_patch),
        cmocka_unit_test(c017_overclock),
        cmocka_unit_test(c018_rustborn_bulwark),
        cmocka_unit_test(c019_salvage_walker),
        cmocka_unit_test(c020_scrap_volley),
        cmocka_unit_test(c021_magnet_pulse),
        cmocka_unit_test(c022_iron_leviathan),
        cmocka_unit_test(c023_forge_warden),
        cmocka_unit_test(c024_meltdown),
        cmocka_unit_test(c025_blight_hound),
        cmocka_unit_test(c026_pus_crawler),
        cmocka_unit_test(c027_gnawer),
        cmocka_unit_test(c028_feed_the_pit),
        cmocka_unit_test(c029_frenzy),
        cmocka_unit_test(c030_graveborn_brute),
        cmocka_unit_test(c031_carrion_swarm),
        cmocka_unit_test(c032_rot_bloom),
        cmocka_unit_test(c033_last_gasp),
        cmocka_unit_test(c034_grave_titan),
        cmocka_unit_test(c035_bone_harvester),
        cmocka_unit_test(c036_plague_tide),
        cmocka_unit_test(c037_veilstalker),
        cmocka_unit_test(c038_skin_thief),
        cmocka_unit_test(c039_gene_leech),
        cmocka_unit_test(c040_fade),
        cmocka_unit_test(c041_lift_purse),
        cmocka_unit_test(c042_mimic_splicer),
        cmocka_unit_test(c043_shade_assassin),
        cmocka_unit_test(c044_hijack_signal),
        cmocka_unit_test(c045_splice_venom),
        cmocka_unit_test(c046_faceless_regent),
        cmocka_unit_test(c047_puppeteer),
        cmocka_unit_test(c048_identity_theft),
        cmocka_unit_test(c049_gust_rider),
        cmocka_unit_test(c050_skiff_raider),
        cmocka_unit_test(c051_kestrel_archer),
        cmocka_unit_test(c052_crosswind),
        cmocka_unit_test(c053_updraft),
        cmocka_unit_test(c054_storm_lancer),
        cmocka_unit_test(c055_cloud_herald),
        cmocka_unit_test(c056_lightning_lash),
        cmocka_unit_test(c057_tailwind),
        cmocka_unit_test(c058_aerie_lancer),
        cmocka_unit_test(c059_thunderhead_roc),
        cmocka_unit_test(c060_skyfall),
        cmocka_unit_test(c061_wasteland_scavenger),
        cmocka_unit_test(c062_dune_scout),
        cmocka_unit_test(c063_tollgate_gunner),
        cmocka_unit_test(c064_quick_shot),
        cmocka_unit_test(c065_salvage_rights),
        cmocka_unit_test(c066_wandering_medic),
        cmocka_unit_test(c067_sand_wurm),
        cmocka_unit_test(c068_hired_blade),
        cmocka_unit_test(c069_ambush),
        cmocka_unit_test(c070_sandstorm),
        cmocka_unit_test(c071_old_world_sentinel),
        cmocka_unit_test(c072_last_rites),
        cmocka_unit_test(t01_water_still),
        cmocka_unit_test(t02_signal_mast),
        cmocka_unit_test(t03_field_surgery_tent),
        cmocka_unit_test(t04_sniper_nest),
        cmocka_unit_test(t05_scrap_foundry),
        cmocka_unit_test(t06_bunker_line),
        cmocka_unit_test(t07_grave_pump),
        cmocka_unit_test(t08_gene_vault),
        cmocka_unit_test(t09_watchtower),
        cmocka_unit_test(t10_blight_pit),
        cmocka_unit_test(t11_command_relay),
        cmocka_unit_test(t12_war_drums),
        cmocka_unit_test(h1_oda_venn),
        cmocka_unit_test(h2_halvek),
        cmocka_unit_test(h3_grull),
        cmocka_unit_test(h4_ysolde),
        cmocka_unit_test(h5_sera_kell),
        cmocka_unit_test(set_shape),
        cmocka_unit_test(fourth_pass_curve),
        cmocka_unit_test(ready_made_decks),
        cmocka_unit_test(custom_decks),
        cmocka_unit_test(three_player_decks),
        cmocka_unit_test(a_graveyard_price_is_told),
        cmocka_unit_test(decks_start_a_game),
        cmocka_unit_test(random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
