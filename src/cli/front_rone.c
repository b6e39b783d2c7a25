/* front_rone.c: RONE's front end for the play loop (frontend.h): its flags
 * (--players, --hero, --deck, --hotseat), the options text of a new game (the original
 * set "ctc"; heroes and decks by name, deck code or random), the bots it brings
 * (every seat but the first: mcts), narration (rone_narrate), `wait` for reaction
 * windows, the mulligan's typed forms, and its commands. Which questions a person is asked
 * (stops, settings, "play NAME") is rone_asking.c's; the screens are rone_render.c's. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cardfile_cli.h"
#include "frontend.h"

#define RONE_SET_ID "ctc"
#define RONE_DEFAULT_BOT "mcts:300"

static const char *const rone_flags[] = {"--players", "--hero", "--deck", "--hotseat", "--cards", NULL};
enum { F_PLAYERS, F_HERO, F_DECK, F_HOTSEAT, F_CARDS };

static int flag_error(const char *format, const char *what) {
    char shown[300];
    fprintf(stderr, "cardtable play: ");
    fprintf(stderr, format, cli_escape(what, shown, sizeof shown));
    fprintf(stderr, "\n");
    return 2;
}

/* The set played: the built-in original set, or the one --cards FILE loaded (check_flags
 * loaded it first; loading the same file again gives the same registry index). */
static int play_set_index(const char *const *v) {
    char why[600];
    return v[F_CARDS] ? cli_load_rone_cards(v[F_CARDS], why, sizeof why) : rone_find_set(RONE_SET_ID);
}
static const rone_set *play_set(const char *const *v) { return rone_set_at(play_set_index(v)); }

/* A hero's level-1 definition by its name, the start of it, or its first word; -1. */
static int find_hero(const rone_set *set, const char *name, char *guess, size_t size) {
    int found = -1, count = 0, best = 99;
    size_t len = strlen(name);
    guess[0] = 0;
    for (int d = 0; d < set->card_count; d++) {
        const rone_card_def *c = &set->cards[d];
        if (c->type != RONE_HERO || c->level != 1) continue;
        if (!strcasecmp(c->name, name)) return d;
        if (len && !strncasecmp(c->name, name, len)) found = d, count++;
        int far = ct_name_distance(name, c->name);
        size_t first = strcspn(c->name, " ,");
        char word[64];
        snprintf(word, sizeof word, "%.*s", (int)first, c->name);
        if (ct_name_distance(name, word) < far) far = ct_name_distance(name, word);
        if (far < best) best = far, snprintf(guess, size, "did you mean %s?", c->name);
    }
    if (count != 1 && best > 2 && best * 3 > (int)len) { /* nothing close: the heroes there are, by their first words */
        size_t n = (size_t)snprintf(guess, size, "the heroes:");
        for (int d = 0; d < set->card_count && n < size; d++)
            if (set->cards[d].type == RONE_HERO && set->cards[d].level == 1)
                n += (size_t)snprintf(guess + n, size - n, " %.*s", (int)strcspn(set->cards[d].name, " ,"), set->cards[d].name);
    }
    return count == 1 ? found : -1;
}

/* A ready-made deck of the set by id ("cistern-wall") or name ("Cistern Wall"). */
static const rone_deck_preset *find_preset(const rone_set *set, const char *name, char *guess, size_t size) {
    int best = 99;
    guess[0] = 0;
    for (int i = 0; rone_deck_preset_at(i); i++) {
        const rone_deck_preset *p = rone_deck_preset_at(i);
        if (strcasecmp(p->set, set->id)) continue;
        if (!strcasecmp(p->id, name) || !strcasecmp(p->name, name)) return p;
        int far = ct_name_distance(name, p->id);
        if (ct_name_distance(name, p->name) < far) far = ct_name_distance(name, p->name);
        if (far < best) best = far, snprintf(guess, size, "%s", p->id);
    }
    return NULL;
}

/* "2:Oda" -> seat 1 and "Oda". */
static bool seat_value(const char *flag, const char *item, int players, int *seat, const char **value) {
    if (item[0] < '1' || item[0] > '0' + players || item[1] != ':' || !item[2]) {
        char what[300];
        snprintf(what, sizeof what, "%s takes SEAT:NAME with a seat from 1 to %d, not '%s'", flag, players, item);
        flag_error("%s", what);
        return false;
    }
    *seat = item[0] - '1';
    *value = item + 2;
    return true;
}

typedef struct seat_choice {
    char hero[96], deck[400]; /* as given, or "" */
} seat_choice;

/* Splits "1:a;2:b" of --hero or --deck into per-seat values; false after a message. */
static bool split_choices(const char *flag, const char *joined, int players, seat_choice *out, bool hero) {
    if (!joined) return true;
    char copy[1024];
    snprintf(copy, sizeof copy, "%s", joined);
    char *save = NULL;
    for (char *item = strtok_r(copy, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
        int seat;
        const char *value;
        if (!seat_value(flag, item, players, &seat, &value)) return false;
        char *slot = hero ? out[seat].hero : out[seat].deck;
        size_t room = hero ? sizeof out[seat].hero : sizeof out[seat].deck;
        char what[300];
        if (*slot || strlen(value) >= room) {
            snprintf(what, sizeof what, "%s %s: %s", flag, item, *slot ? "that seat has one already" : "too long");
            flag_error("%s", what);
            return false;
        }
        snprintf(slot, room, "%s", value);
    }
    return true;
}

static int players_of(const char *const *v) { return v[F_PLAYERS] ? v[F_PLAYERS][0] - '0' : 2; }

static int check_team_choices(const rone_set *set, seat_choice *c);

static int rone_check_flags(const char *const *v, bool resuming) {
    int n;
    if (v[F_CARDS]) { /* before a resumed record is read: its set=ID sethash= must find the set */
        char why[600];
        if (cli_load_rone_cards(v[F_CARDS], why, sizeof why) < 0) return flag_error("%s", why);
    }
    if (resuming) {
        const char *fixed = v[F_PLAYERS] ? "--players" : v[F_HERO] ? "--hero" : v[F_DECK] ? "--deck" : v[F_HOTSEAT] ? "--hotseat" : NULL;
        if (fixed) return flag_error("%s cannot change a saved game: --resume goes on with it as it was saved", fixed);
        return 0;
    }
    if (v[F_PLAYERS] && !cli_parse_int(v[F_PLAYERS], 2, 4, &n))
        return flag_error("--players must be 2, 3 or 4 (two teams of two), not '%s'", v[F_PLAYERS]);
    int players = players_of(v);
    seat_choice c[RONE_MAX_SEATS];
    memset(c, 0, sizeof c);
    if (!split_choices("--hero", v[F_HERO], players, c, true) || !split_choices("--deck", v[F_DECK], players, c, false)) return 2;
    const rone_set *set = play_set(v);
    if (players == 4) return check_team_choices(set, c);
    int seat_hero[RONE_MAX_SEATS] = {-1, -1, -1, -1}; /* each hero is one hero deck: dealt once */
    for (int p = 0; p < players; p++) {
        char guess[96], why[200], shown[300];
        int hero = -1;
        if (c[p].hero[0] && strcasecmp(c[p].hero, "random")) {
            hero = find_hero(set, c[p].hero, guess, sizeof guess);
            if (hero < 0) {
                fprintf(stderr, "cardtable play: --hero %d:%s: no such hero%s%s%s\n", p + 1, cli_escape(c[p].hero, shown, sizeof shown),
                        guess[0] ? " (" : "", guess, guess[0] ? ")" : "");
                return 2;
            }
            for (int q = 0; q < p; q++)
                if (seat_hero[q] == hero) {
                    fprintf(stderr, "cardtable play: --hero %d:%s: %s is seat %d's hero already (each hero has one hero deck)\n", p + 1,
                            cli_escape(c[p].hero, shown, sizeof shown), set->cards[hero].name, q + 1);
                    return 2;
                }
            seat_hero[p] = hero;
        }
        const char *deck = c[p].deck;
        if (!deck[0] || !strcasecmp(deck, "random")) continue;
        const rone_deck_preset *preset = strchr(deck, ',') ? NULL : find_preset(set, deck, guess, sizeof guess);
        if (!preset && !strchr(deck, ',')) {
            fprintf(stderr, "cardtable play: --deck %d:%s: no such deck (did you mean %s? a deck code like h1,1x2,...,t1 works too)\n", p + 1,
                    cli_escape(deck, shown, sizeof shown), guess);
            return 2;
        }
        if (preset && players == 3) { /* the ready-made decks are duel decks of 24 */
            fprintf(stderr, "cardtable play: --deck %d:%s is a duel deck of %d cards; with 3 players a deck holds %d (R97): give a deck code, "
                            "or --hero alone for a random deck\n", p + 1, preset->id, RONE_DECK_CARDS, RONE_THREE_DECK_CARDS);
            return 2;
        }
        rone_deck d;
        if (!rone_deck_parse_for(set, preset ? preset->id : deck, players, &d, why, sizeof why)) {
            fprintf(stderr, "cardtable play: --deck %d: %s\n", p + 1, why);
            return 2;
        }
        if (hero >= 0 && d.hero != hero) {
            fprintf(stderr, "cardtable play: --deck %d:%s is a deck of %s, not of %s (--hero)\n", p + 1, cli_escape(deck, shown, sizeof shown),
                    set->cards[d.hero].name, set->cards[hero].name);
            return 2;
        }
        for (int q = 0; q < p; q++)
            if (seat_hero[q] == d.hero) {
                fprintf(stderr, "cardtable play: --deck %d:%s: its hero %s is seat %d's hero already (each hero has one hero deck)\n", p + 1,
                        cli_escape(deck, shown, sizeof shown), set->cards[d.hero].name, q + 1);
                return 2;
            }
        seat_hero[p] = d.hero;
    }
    return 0;
}

/* "h3" for a hero's level-1 definition ("ctc-h3-1"), as deck codes and heroes= name it. */
static void hero_code(const rone_set *set, int hero, char *out, size_t size) {
    const char *h = strstr(set->cards[hero].id, "-h");
    snprintf(out, size, "h%d", h ? atoi(h + 2) : 1);
}

/* 2 v 2 (--players 4): --hero for any seat; --deck 1 and 2 are the teams' shared decks (seats
 * 1 and 3, seats 2 and 4), each a code naming both teammates' heroes (rone_team_deck_parse). */
static int check_team_choices(const rone_set *set, seat_choice *c) {
    char guess[96], why[200], shown[420];
    int seat_hero[RONE_MAX_SEATS] = {-1, -1, -1, -1}, asked[RONE_MAX_SEATS] = {-1, -1, -1, -1};
    for (int t = 0; t < 4; t++) {
        const char *deck = c[t].deck;
        if (!deck[0] || !strcasecmp(deck, "random")) continue;
        if (t >= 2) {
            fprintf(stderr, "cardtable play: --deck %d: in 2 v 2 a team's deck is --deck 1 (seats 1 and 3) or --deck 2 (seats 2 and 4)\n", t + 1);
            return 2;
        }
        if (!strchr(deck, ',')) {
            fprintf(stderr, "cardtable play: --deck %d:%s: a team's deck is a code naming both heroes, 36 cards and up to 8 technologies "
                            "(h1,h2,1x2,...,t1); there are no ready-made team decks\n", t + 1, cli_escape(deck, shown, sizeof shown));
            return 2;
        }
        rone_deck d;
        if (!rone_team_deck_parse(set, deck, &d, why, sizeof why)) {
            fprintf(stderr, "cardtable play: --deck %d: %s\n", t + 1, why);
            return 2;
        }
        seat_hero[t] = d.hero, seat_hero[t + 2] = d.hero2;
    }
    for (int p = 0; p < 4; p++) {
        if (!c[p].hero[0] || !strcasecmp(c[p].hero, "random")) continue;
        int hero = find_hero(set, c[p].hero, guess, sizeof guess);
        if (hero < 0) {
            fprintf(stderr, "cardtable play: --hero %d:%s: no such hero%s%s%s\n", p + 1, cli_escape(c[p].hero, shown, sizeof shown),
                    guess[0] ? " (" : "", guess, guess[0] ? ")" : "");
            return 2;
        }
        if (seat_hero[p] >= 0 && seat_hero[p] != hero) {
            fprintf(stderr, "cardtable play: --hero %d:%s: the team's deck (--deck %d) names %s for seat %d\n", p + 1,
                    cli_escape(c[p].hero, shown, sizeof shown), p % 2 + 1, set->cards[seat_hero[p]].name, p + 1);
            return 2;
        }
        asked[p] = hero;
    }
    for (int p = 0; p < 4; p++) /* each hero is one hero deck: one seat each */
        for (int q = 0; q < p; q++) {
            int hp = asked[p] >= 0 ? asked[p] : seat_hero[p], hq = asked[q] >= 0 ? asked[q] : seat_hero[q];
            if (hp >= 0 && hp == hq) {
                fprintf(stderr, "cardtable play: %s: %s is seat %d's hero already (each hero has one hero deck)\n",
                        asked[p] >= 0 ? "--hero" : "--deck", set->cards[hp].name, q + 1);
                return 2;
            }
        }
    return 0;
}

/* A random deck for hero as a code: cards units and tactics (24, or 28 with 3 players: R87,
 * R97), at most 2 copies, up to 5 technologies (R89). */
static void random_deck_code(const rone_set *set, int hero, int cards, uint64_t seed, char *out, size_t size) {
    uint64_t x = seed ^ 0x9E3779B97F4A7C15ull;
    int pool[256], np = 0, techs[32], nt = 0;
    for (int d = 0; d < set->card_count; d++) {
        const rone_card_def *c = &set->cards[d];
        if ((c->type == RONE_UNIT || c->type == RONE_TACTIC) && np < 255) pool[np++] = d, pool[np++] = d; /* two copies each */
        if (c->type == RONE_TECH && nt < 32) techs[nt++] = d;
    }
    for (int i = np - 1; i > 0; i--) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        int j = (int)(x % (uint64_t)(i + 1)), t = pool[i];
        pool[i] = pool[j], pool[j] = t;
    }
    for (int i = nt - 1; i > 0; i--) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        int j = (int)(x % (uint64_t)(i + 1)), t = techs[i];
        techs[i] = techs[j], techs[j] = t;
    }
    const char *hid = set->cards[hero].id; /* "ctc-h3-1" */
    const char *h = strstr(hid, "-h");
    size_t n = (size_t)snprintf(out, size, "h%d", h ? atoi(h + 2) : 1);
    for (int i = 0; i < cards && i < np && n < size; i++) {
        const char *id = set->cards[pool[i]].id, *dash = strrchr(id, '-');
        n += (size_t)snprintf(out + n, size - n, ",%d", dash ? atoi(dash + 1) : 0);
    }
    for (int i = 0; i < RONE_DECK_TECHS && i < nt && n < size; i++) {
        const char *id = set->cards[techs[i]].id, *t = strrchr(id, 't');
        n += (size_t)snprintf(out + n, size - n, ",t%d", t ? atoi(t + 1) : 0);
    }
}

static bool rone_options(const char *const *v, uint64_t seed, char *out, size_t size) {
    int players = players_of(v);
    const rone_set *set = play_set(v);
    seat_choice c[RONE_MAX_SEATS];
    memset(c, 0, sizeof c);
    if (!split_choices("--hero", v[F_HERO], players, c, true) || !split_choices("--deck", v[F_DECK], players, c, false)) return false;
    char set_options[96] = "set=" RONE_SET_ID;
    if (v[F_CARDS]) cli_rone_set_options(play_set_index(v), set_options, sizeof set_options);
    size_t n = (size_t)snprintf(out, size, "players=%d %s", players, set_options);
    if (players == 4) { /* 2 v 2: heroes= per seat, deck1= and deck2= the teams' codes (checked) */
        char list[64] = "";
        bool any = false;
        for (int p = 0; p < 4; p++) {
            char guess[96], h[16] = "random";
            int hero = c[p].hero[0] && strcasecmp(c[p].hero, "random") ? find_hero(set, c[p].hero, guess, sizeof guess) : -1;
            if (hero >= 0) hero_code(set, hero, h, sizeof h), any = true;
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", p ? "," : "", h);
        }
        if (any && n < size) n += (size_t)snprintf(out + n, size - n, " heroes=%s", list);
        for (int t = 0; t < 2; t++)
            if (c[t].deck[0] && strcasecmp(c[t].deck, "random") && n < size) n += (size_t)snprintf(out + n, size - n, " deck%d=%s", t + 1, c[t].deck);
    }
    char heroes3[3][16] = {"random", "random", "random"}; /* 3 players: --hero without --deck */
    bool any_hero3 = false;
    for (int p = 0; p < players && p < 3 && players != 4; p++) {
        char guess[96], code[400] = "";
        int hero = c[p].hero[0] && strcasecmp(c[p].hero, "random") ? find_hero(set, c[p].hero, guess, sizeof guess) : -1;
        const char *deck = c[p].deck;
        bool random_deck = !strcasecmp(deck, "random");
        if (deck[0] && !random_deck) {
            const rone_deck_preset *preset = strchr(deck, ',') ? NULL : find_preset(set, deck, guess, sizeof guess);
            snprintf(code, sizeof code, "%s", preset ? preset->id : deck);
        } else if (hero >= 0 && random_deck) {
            random_deck_code(set, hero, players == 3 ? RONE_THREE_DECK_CARDS : RONE_DECK_CARDS, seed + (uint64_t)p, code, sizeof code);
        } else if (hero >= 0 && players == 3) { /* no ready-made deck of 28: the hero, and a deck dealt as the rulebook does (R24) */
            hero_code(set, hero, heroes3[p], sizeof heroes3[p]);
            any_hero3 = true;
        } else if (hero >= 0) { /* the hero's ready-made deck */
            for (int i = 0; rone_deck_preset_at(i) && !code[0]; i++) {
                const rone_deck_preset *pr = rone_deck_preset_at(i);
                rone_deck d;
                char why[200];
                if (!strcasecmp(pr->set, set->id) && rone_deck_parse(set, pr->id, &d, why, sizeof why) && d.hero == hero)
                    snprintf(code, sizeof code, "%s", pr->id);
            }
            if (!code[0]) random_deck_code(set, hero, RONE_DECK_CARDS, seed + (uint64_t)p, code, sizeof code);
        }
        if (code[0] && n < size) n += (size_t)snprintf(out + n, size - n, " deck%d=%s", p + 1, code);
    }
    if (any_hero3 && n < size) n += (size_t)snprintf(out + n, size - n, " heroes=%s,%s,%s", heroes3[0], heroes3[1], heroes3[2]);
    if (n >= size) {
        fprintf(stderr, "cardtable play: the chosen decks make the options too long: name ready-made decks instead of codes\n");
        return false;
    }
    return true;
}

static void rone_default_bots(const void *state, const char *const *v, char (*bots)[32]) {
    if (v[F_HOTSEAT]) return;
    const rone_state *s = state;
    for (int p = 1; p < s->now.players; p++) snprintf(bots[p], sizeof bots[p], "%s", RONE_DEFAULT_BOT);
}

static void rone_usage(FILE *out) {
    fprintf(out,
            "usage: cardtable play --game rone [--players 2|3|4] [--hero SEAT:NAME] [--deck SEAT:DECK]\n"
            "                      [--ai SEAT:KIND] [--hotseat] [--names A,B,..] [--seed S] [--save FILE]\n"
            "                      [--cards FILE] [--no-color]\n"
            "       cardtable play --resume FILE|NAME [--cards FILE] [--ai SEAT:KIND] [--save FILE] [--no-color]\n"
            "  --players N       2 (default): one against one; 3: three players; 4: two teams of\n"
            "                    two (seats 1 and 3 against 2 and 4)\n"
            "  --hero SEAT:NAME  the seat's hero (a name, its start or first word: Oda), or random;\n"
            "                    without --deck the hero's ready-made deck (3 players: a random\n"
            "                    deck of 28, dealt as the rulebook does)\n"
            "  --deck SEAT:DECK  a ready-made deck of 24 (cistern-wall, iron-tide, grave-hunger,\n"
            "                    veiled-knives, stormfront; 2 players), a deck code (h1,1x2,2,...,t1;\n"
            "                    28 cards with 3 players), or random\n"
            "                    (default: a random hero and deck, as the rulebook deals them)\n"
            "  --ai SEAT:KIND    a bot: easy, medium, hard, expert, random, greedy, mcts (mcts:500)\n"
            "  --hotseat         every seat without --ai is a person at this terminal (default:\n"
            "                    seat 1 is you, the others are bots: " RONE_DEFAULT_BOT ")\n"
            "  --names LIST      the players' names, one per seat: Ana,Bo\n"
            "  --seed S          the shuffle (default: from the clock)\n"
            "  --save FILE       where the game is saved after every decision\n"
            "  --resume FILE     go on with a saved game\n"
            "  --cards FILE      play a card set from a file (docs/RONE.md, Writing cards); a\n"
            "                    game saved with one resumes only with the same file\n"
            "The cards are cardtable's own set (ctc) unless --cards says otherwise. At a decision\n"
            "type the option's number or its name ('play sensor drone'); 'help', 'board', 'wait'\n"
            "(pass reactions until your next turn), 'stops' and 'full control' (where you are\n"
            "asked to react), 'settings' (what is answered for you), 'quit'.\n");
}

static void rone_intro(const void *state, const char *save_path, const cli_style *style) {
    const rone_state *s = state;
    const rone_set *set = rone_board_set(&s->now);
    char intro[1600];
    size_t n = (size_t)snprintf(intro, sizeof intro, "RONE, %s: ", s->now.players == 4 ? "two teams of two" : s->now.players == 3 ? "three players" : "one against one");
    for (int p = 0; p < s->now.players && n < sizeof intro; p++) {
        char who[64];
        rone_seat_name(s, style, p, who, sizeof who);
        n += (size_t)snprintf(intro + n, sizeof intro - n, "%s%s (%s)", p ? (s->now.players == 4 && p == 2 ? "; " : ", ") : "", who,
                              set->cards[s->now.card[s->now.hero[p][0]].def].name);
    }
    if (n < sizeof intro) snprintf(intro + n, sizeof intro - n, ". Cards: %s. Saving to %s after every decision.\n", set->name, save_path);
    cli_print_wrapped(stdout, style, intro);
}

static void fe_seat_name(const void *state, const cli_style *style, int seat, char *buf, size_t size) {
    rone_seat_name(state, style, seat, buf, size);
}

static void plain_name(const void *state, int seat, char *buf, size_t size) {
    cli_style plain = {false, 0, NULL, 0};
    rone_seat_name(state, &plain, seat, buf, size);
}

static void render(FILE *out, const void *state, int seat, const cli_style *style) { rone_render_table(out, state, seat, style); }

static void option_text(const void *state, const cli_style *style, int option, char *buf, size_t size) {
    char engine[CT_NAME_SIZE];
    rone_option_label(state, option, engine, sizeof engine);
    rone_person_words(state, style, engine, buf, size);
}

/* The question as a person reads it: the seat's name, then the engine's words after its
 * "P1" with players named as the table names them. */
static void prompt_text(const void *state, const cli_style *style, char *buf, size_t size) {
    const rone_state *s = state;
    char prompt[CT_NAME_SIZE], who[64], words[CT_NAME_SIZE];
    rone_prompt(s, prompt, sizeof prompt);
    const char *rest = strchr(prompt, ':');
    rone_seat_name(s, style, s->pending.seat, who, sizeof who);
    rone_person_words(s, style, rest ? rest : prompt, words, sizeof words);
    int left = rone_points_left(s);
    if (left > 1) { /* one line picks them all (rone_asking.c) */
        char example[32] = "1";
        for (int k = 2; k <= left && k <= 5; k++) snprintf(example + strlen(example), sizeof example - strlen(example), " %d", k);
        snprintf(buf, size, "%s%s (type %d numbers, as \"%s\", to pick a card for each point at once)", who, words, left, example);
    } else snprintf(buf, size, "%s%s", who, words);
}

static void print_decision(const void *state, const uint16_t *opts, int n, const cli_style *style) {
    const rone_state *s = state;
    char *text = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&text, &size);
    if (!mem) return;
    char question[CT_NAME_SIZE + 64];
    prompt_text(s, style, question, sizeof question);
    fprintf(mem, "\n%s\n", question);
    /* The mulligan's many "put under" masks read better as one line of how to type them. */
    bool mulligan = s->pending.kind == RONE_ASK_MULLIGAN && n > 8;
    bool told = false;
    for (int i = 0; i < n; i++) {
        char name[CT_NAME_SIZE];
        option_text(s, style, opts[i], name, sizeof name);
        if (mulligan && !strncmp(name, "put under ", 10)) {
            if (!told) /* one line for the 62 sets of cards: 2 (read_answer) */
                fprintf(mem, "    2. put under N ...: the hand cards you name go under the deck: type \"put under\" and their "
                             "numbers in the hand (\"put under 2 5\")\n");
            told = true;
            continue;
        }
        if (mulligan) fprintf(mem, "    %d. %s\n", opts[i] == 0 ? 1 : 3, name); /* keep 1, shuffle 3 */
        else fprintf(mem, "  %3d. %s\n", i + 1, name);
    }
    fclose(mem);
    cli_print_wrapped(stdout, style, text);
    free(text);
}

static void help(const void *state, const cli_style *style) {
    char prompt[CT_NAME_SIZE + 64], text[3000];
    prompt_text(state, style, prompt, sizeof prompt);
    snprintf(text, sizeof text,
             "Now: %s\n"
             "Type the number of an option, or words of its name (\"play a card\", \"attack\", \"dam warden\").\n"
             "Your turn: refresh, income (water and cards), then the main phase: play units, tactics and "
             "technologies with water, level up your hero, recycle the top card of your graveyard, attack "
             "with active units, use abilities; then end the turn. Fast effects (tactics without Slow, "
             "abilities) may be played in reaction on anyone's turn. Damage to a hero is lifebound: its "
             "player destroys cards from hand or the deck's top; a player with no cards in hand and deck "
             "loses.\n"
             "The table: a unit reads melee/ranged and health left; \"active\" or \"exhausted 1\" to \"exhausted 3\" is its "
             "exhaustion (each refresh takes one off).\n"
             "Commands: help; board (the table again); card NAME (a card in full); log (the game so far); "
             "play NAME, attack with NAME, use NAME (in one line); wait (pass your reaction windows until your own "
             "next turn); stops (where you are asked to react: stops start, stack, combat, main or end sets or "
             "clears one); full control (be asked at every reaction window); settings (the graveyard end, the income "
             "draw and the order under the deck, answered for you: settings graveyard ask); economic (be asked, or "
             "no longer, where only an Economic ability could be used); undo (your last decision, unless a card "
             "was drawn since or another player acted); quit (the game stays saved).\n",
             prompt);
    cli_print_wrapped(stdout, style, text);
}

/* The session: rone_asking.c decides which questions a person is asked. */
static void *new_session(void) { return rone_session_new(); }
static void session_undone(void *session) { rone_session_undone(session); }

static bool command(void *session, const void *state, int seat, const char *line, const cli_style *style) {
    return rone_session_command(session, state, seat, line, style);
}

static int auto_answer(void *session, const void *state, int seat, int persons, const cli_style *style, char *why, size_t size) {
    (void)persons; /* one person or several: asked alike (issue 28) */
    return rone_auto_answer(session, state, seat, style, why, size);
}

static void session_note(const void *session, int seat, char *buf, size_t size) { rone_session_note(session, seat, buf, size); }
static bool session_read_note(void *session, const char *note) { return rone_session_read_note(session, note); }

static int two_step_answer(void *session, const void *state, int seat, const char *line) {
    return rone_two_step_answer(session, state, seat, line);
}

/* A card of the game's set by its name or the start of its name. */
static void show_card(const void *state, const char *name, const cli_style *style) {
    const rone_set *set = rone_board_set(&((const rone_state *)state)->now);
    size_t len = strlen(name);
    int found = -1, count = 0;
    for (int d = 0; d < set->card_count; d++) {
        const rone_card_def *c = &set->cards[d];
        if (c->type == RONE_HERO && c->level != 1) continue;
        if (!strcasecmp(c->name, name)) {
            found = d, count = 1;
            break;
        }
        if (len && !strncasecmp(c->name, name, len)) found = d, count++;
    }
    char shown[160];
    cli_escape(name, shown, sizeof shown);
    if (count == 1) {
        rone_render_card(stdout, set, found, style);
        if (set->cards[found].type == RONE_HERO)
            for (int d = 0; d < set->card_count; d++)
                if (d != found && set->cards[d].type == RONE_HERO && !strcmp(set->cards[d].name, set->cards[found].name))
                    rone_render_card(stdout, set, d, style);
    } else if (count > 1) {
        printf("ambiguous: %d cards start with '%s'\n", count, shown);
    } else {
        int guess = cli_rone_card_guess(set, name); /* close to a name, as `cardtable cards` guesses */
        if (guess >= 0) printf("No card '%s' (did you mean %s?)\n", shown, set->cards[guess].name);
        else printf("No card '%s' in this game's set (cardtable cards --game rone lists them all).\n", shown);
    }
}

typedef struct relay {
    gamelog_fn emit;
    void *ctx;
} relay;

static void relay_line(void *ctx, const char *line) {
    relay *r = ctx;
    r->emit(r->ctx, line);
}

/* The game after a record's first answers, kept between calls: the log and the recap
 * between turns ask for the game at a later point of the same record again and again,
 * and replaying a long RONE game from the start each time is slow. Valid while the
 * record's answers up to `at` are the ones it replayed (an undo cuts them). */
static struct {
    rone_state state;
    char options[256];
    uint64_t seed;
    uint16_t *answers;
    size_t at;
} replayed;

static bool replay_to(const ct_record *rec, size_t n, rone_state *s) {
    ct_error err;
    bool reuse = replayed.answers && replayed.at <= n && replayed.seed == rec->seed && !strcmp(replayed.options, rec->options) &&
                 (replayed.at == 0 || !memcmp(replayed.answers, rec->answers, replayed.at * sizeof *rec->answers));
    if (reuse) {
        *s = replayed.state;
        for (size_t i = replayed.at; i < n; i++)
            if (rone_apply(s, rec->answers[i], &err)) return false;
    } else if (ct_record_replay(rec, n, s, &err) != CT_OK) {
        return false;
    }
    uint16_t *copy = realloc(replayed.answers, (n + 1) * sizeof *copy);
    if (!copy) return true;
    if (n) memcpy(copy, rec->answers, n * sizeof *copy);
    replayed.answers = copy;
    replayed.at = n;
    replayed.state = *s;
    replayed.seed = rec->seed;
    snprintf(replayed.options, sizeof replayed.options, "%s", rec->options);
    return true;
}

static bool narrate(const ct_record *rec, size_t from, size_t upto, int observer, const cli_style *style, gamelog_fn emit, void *ctx) {
    rone_state *s = malloc(sizeof *s), *before = malloc(sizeof *before);
    ct_error err;
    if (upto > rec->count) upto = rec->count;
    if (from > upto) from = upto;
    bool ok = s && before && replay_to(rec, from, s);
    const char *names[RONE_MAX_SEATS] = {NULL};
    char given[RONE_MAX_SEATS][64];
    relay r = {emit, ctx};
    if (ok)
        for (int p = 0; p < s->now.players; p++) {
            rone_seat_name(s, style, p, given[p], sizeof given[p]);
            names[p] = given[p];
        }
    for (size_t i = from; ok && i < upto; i++) {
        *before = *s;
        if (rone_apply(s, rec->answers[i], &err)) {
            ok = false;
            break;
        }
        rone_narrate(before, rec->answers[i], s, observer, names, relay_line, &r);
    }
    if (ok && upto > from) { /* the next call will likely start here */
        uint16_t *copy = realloc(replayed.answers, (upto + 1) * sizeof *copy);
        if (copy) {
            memcpy(copy, rec->answers, upto * sizeof *copy);
            replayed.answers = copy;
            replayed.at = upto;
            replayed.state = *s;
        }
    }
    free(s);
    free(before);
    return ok;
}

/* The result: who won, how, and each seat's cards left. */
static void final_screen(const void *state, const cli_style *style) {
    const rone_state *s = state;
    const rone_board *b = &s->now;
    rone_render_table(stdout, s, -1, style);
    char text[1200], who[64];
    size_t n = (size_t)snprintf(text, sizeof text, "\nThe result (%s):\n",
                                b->end_reason == RONE_END_ROUNDS ? "the round limit: the most cards in hand and deck win" : "a player ran out of cards");
    int scores[RONE_MAX_SEATS];
    rone_game.scores(s, scores);
    for (int p = 0; p < b->players && n < sizeof text; p++) {
        rone_seat_name(s, style, p, who, sizeof who);
        n += (size_t)snprintf(text + n, sizeof text - n, "  %s: %d card%s left%s\n", who, scores[p], scores[p] == 1 ? "" : "s",
                              b->winners >> p & 1 ? " - wins" : "");
    }
    cli_print_wrapped(stdout, style, text);
}

/* The mulligan's 1 (keep), 3 (shuffle and redraw) and "put under N M ...": the hand cards
 * by their numbers, in any order (the option's name lists them in increasing order). */
static int read_answer(const void *state, const uint16_t *opts, int n, const char *line, char *why, size_t size) {
    const rone_state *s = state;
    char *after;
    long number = strtol(line, &after, 10);
    if (s->pending.kind == RONE_ASK_MULLIGAN && n > 8 && after != line && !*after) { /* numbered 1, 2, 3 (print_decision) */
        if (number == 1 || number == 3) {
            for (int i = 0; i < n; i++)
                if ((number == 1 && opts[i] == 0) || (number == 3 && opts[i] > 63)) return opts[i];
        }
        if (number == 2) snprintf(why, size, "2: to put cards under the deck type \"put under\" and their numbers in the hand (\"put under 2 5\")");
        else snprintf(why, size, "%ld: type 1 to keep the hand, \"put under\" and the numbers of cards in the hand (\"put under 2 5\"), "
                      "or 3 to shuffle and redraw", number);
        return -2;
    }
    if (s->pending.kind != RONE_ASK_MULLIGAN || strncasecmp(line, "put ", 4)) return -1;
    const char *p = line + 4;
    while (*p == ' ') p++;
    if (strncasecmp(p, "under", 5) || (p[5] && p[5] != ' ')) return -1;
    p += 5;
    int cards = rone_zone_size(&s->now, rone_zone(s->pending.seat, RONE_Z_HAND));
    while (*p == ' ') p++;
    if (!*p) {
        snprintf(why, size, "put under which cards? Type their numbers in the hand, 1 to %d (\"put under 2 5\")", cards);
        return -2;
    }
    unsigned mask = 0;
    while (*p) {
        char *end;
        long k = strtol(p, &end, 10);
        if (end == p || (*end && *end != ' ')) {
            char shown[64];
            snprintf(why, size, "'%s': put under takes the cards' numbers in the hand (1 to %d) with spaces between",
                     cli_escape(line, shown, sizeof shown), cards);
            return -2;
        }
        if (k < 1 || k > cards) {
            snprintf(why, size, "put under %ld: the hand has %d cards, numbered 1 to %d", k, cards, cards);
            return -2;
        }
        if (mask >> (k - 1) & 1) {
            snprintf(why, size, "put under: card %ld is named twice; name each card once", k);
            return -2;
        }
        mask |= 1u << (k - 1);
        for (p = end; *p == ' '; p++) {}
    }
    for (int i = 0; i < n; i++)
        if (opts[i] == mask) return (int)mask;
    snprintf(why, size, "put under: those cards cannot be put under the deck now");
    return -2;
}

static int wait_answer(const void *state, int seat, long *mark) {
    const rone_state *s = state;
    if (rone_is_over(s)) return -1;
    bool window = s->pending.seat == seat && s->pending.kind == RONE_ASK_REACT;
    if (*mark < 0) { /* `wait` typed: the turn it was typed in */
        if (!window) return -1;
        *mark = s->now.turns;
        return RONE_NONE;
    }
    if (s->now.current == seat && s->now.turns != *mark) return -1; /* its own next turn: asked from its start */
    return window ? RONE_NONE : -2;
}

static int replay_seat(const ct_record *rec, const void *state) {
    int person = -1, persons = 0;
    for (int p = 0; p < ((const rone_state *)state)->now.players; p++)
        if (!rec->seat_bot[p][0]) person = p, persons++;
    return persons == 1 ? person : -1;
}

static void replay_end(const void *state, const cli_style *style) { final_screen(state, style); }

const cli_frontend cli_frontend_rone = {
    .id = "rone",
    .title = "RONE",
    .example_card = "Dam Warden",
    .game = &rone_game,
    .flags = rone_flags,
    .repeatable = 1u << F_HERO | 1u << F_DECK,
    .switches = 1u << F_HOTSEAT,
    .check_flags = rone_check_flags,
    .options = rone_options,
    .default_bots = rone_default_bots,
    .automatic_seat = NULL,
    .automatic_name = "",
    .usage = rone_usage,
    .intro = rone_intro,
    .seat_name = fe_seat_name,
    .plain_name = plain_name,
    .render_table = render,
    .print_decision = print_decision,
    .prompt_text = prompt_text,
    .option_label = option_text,
    .read_answer = read_answer,
    .help = help,
    .command = command,
    .show_card = show_card,
    .narrate = narrate,
    .final_screen = final_screen,
    .wait_answer = wait_answer,
    .new_session = new_session,
    .session_undone = session_undone,
    .auto_answer = auto_answer,
    .two_step_answer = two_step_answer,
    .session_note = session_note,
    .session_read_note = session_read_note,
    .replay_seat = replay_seat,
    .replay_end = replay_end,
    .log_above_table = true,
};
