/* games.c: `cardtable games`: the unfinished games in the saves folder (play's
 * game-N.game and the companion's companion-N.txt): each one's name, its players, when
 * it was last saved, and the command that goes on with it. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cli.h"
#include "companion_state.h"
#include "frontend.h"

typedef struct saved_game {
    char name[256];
    time_t saved;
} saved_game;

static int by_name(const void *x, const void *y) {
    const saved_game *a = x, *b = y;
    bool ca = a->name[0] == 'c', cb = b->name[0] == 'c'; /* games first, then companions */
    size_t la = strlen(a->name), lb = strlen(b->name); /* game-2 before game-10 */
    return ca != cb ? (ca ? 1 : -1) : la != lb ? (la < lb ? -1 : 1) : strcmp(a->name, b->name);
}

/* "Ana (Mars), Tull Au Toma": the seats of a loaded game. */
static void players_text(const ct_record *rec, const rr_state *s, char *out, size_t size) {
    size_t n = 0;
    out[0] = 0;
    for (int p = 0; p < s->now.players && n < size; p++) {
        char who[96];
        if (rec->seat_name[p][0]) snprintf(who, sizeof who, "%s (%s)", rec->seat_name[p], rr_house_name(s->now.house[p]));
        else player_name(&s->now, p, who, sizeof who);
        n += (size_t)snprintf(out + n, size - n, "%s%s%s%s", p ? ", " : "", who, rec->seat_bot[p][0] ? " bot " : "",
                              rec->seat_bot[p]);
    }
}

/* A companion state: one line if her game is not over. */
static bool describe_companion(const saved_game *g, char *text, const char *when) {
    companion c;
    char why[300], stem[256];
    if (!companion_parse(text, g->name, &c, why, sizeof why) || c.over) return false;
    snprintf(stem, sizeof stem, "%s", g->name);
    char *dot = strrchr(stem, '.');
    if (dot) *dot = 0;
    printf("%-10s companion: Tull Au Toma, level %d; %d turn%s; saved %s\n           cardtable companion --resume %s\n",
           stem, c.level, c.turns, c.turns == 1 ? "" : "s", when, stem);
    return true;
}

/* "RONE: Ana (Oda Venn, Cistern Keeper), Player 2 (Grull the Unburied) bot mcts:300": a RONE game's seats. */
static void rone_players_text(const ct_record *rec, const rone_state *s, char *out, size_t size) {
    const rone_set *set = rone_board_set(&s->now);
    size_t n = (size_t)snprintf(out, size, "RONE: ");
    for (int p = 0; p < s->now.players && n < size; p++) {
        char who[64];
        if (rec->seat_name[p][0]) snprintf(who, sizeof who, "%s", rec->seat_name[p]);
        else snprintf(who, sizeof who, "Player %d", p + 1);
        n += (size_t)snprintf(out + n, size - n, "%s%s (%s)%s%s", p ? ", " : "", who, set->cards[s->now.card[s->now.hero[p][0]].def].name,
                              rec->seat_bot[p][0] ? " bot " : "", rec->seat_bot[p]);
    }
}

/* One line for a saved game, or nothing if it is over (or not a game). */
static bool describe(const char *dir, const saved_game *g, void *s) {
    char path[1300], why[300], players[400], when[32];
    snprintf(path, sizeof path, "%s/%s", dir, g->name);
    char *text = cli_read_file(path, why, sizeof why);
    if (!text) return false;
    strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime(&g->saved));
    if (strncmp(g->name, "companion-", 10) == 0) {
        bool open = describe_companion(g, text, when);
        free(text);
        return open;
    }
    ct_record rec;
    ct_error err;
    ct_status st = ct_record_from_text(&rec, text, s, SIZE_MAX, &err);
    free(text);
    if (st) return false;
    bool open = !rec.game->is_over(s);
    if (open && rec.game == &rone_game) {
        char stem[256];
        snprintf(stem, sizeof stem, "%s", g->name);
        char *dot = strrchr(stem, '.');
        if (dot && !strcmp(dot, ".game")) *dot = 0;
        rone_players_text(&rec, s, players, sizeof players);
        printf("%-10s %s; round %d; saved %s\n           cardtable play --resume %s\n", stem, players,
               ((const rone_state *)s)->now.round, when, stem);
    } else if (open && rec.game == &rr_game) {
        const rr_state *rs = s;
        char stem[256];
        snprintf(stem, sizeof stem, "%s", g->name);
        char *dot = strrchr(stem, '.');
        if (dot && !strcmp(dot, ".game")) *dot = 0;
        players_text(&rec, rs, players, sizeof players);
        printf("%-10s %s; turn %d; saved %s\n           cardtable play --resume %s\n", stem, players,
               rs->now.total_turns + 1, when, stem);
    }
    ct_record_free(&rec);
    return open;
}

int cli_games(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: cardtable games\n"
                   "  lists the unfinished games in the saves folder ($XDG_DATA_HOME/cardtable, else\n"
                   "  ~/.local/share/cardtable) with the command that goes on with each\n");
            return 0;
        }
        char shown[160];
        fprintf(stderr, "cardtable games: unexpected argument '%s' (see cardtable games --help)\n",
                cli_escape(argv[i], shown, sizeof shown));
        return 2;
    }
    char dir[900], why[300];
    if (!cli_data_dir(dir, sizeof dir, false, why, sizeof why)) {
        fprintf(stderr, "cardtable games: %s\n", why);
        return 2;
    }
    DIR *d = opendir(dir);
    saved_game *list = NULL;
    size_t count = 0, cap = 0;
    for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d)) {
        size_t len = strlen(e->d_name);
        bool game = len > 5 && !strcmp(e->d_name + len - 5, ".game");
        bool state = len > 14 && !strncmp(e->d_name, "companion-", 10) && !strcmp(e->d_name + len - 4, ".txt");
        if ((!game && !state) || len >= sizeof list->name) continue;
        char path[1300];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        if (count == cap) {
            saved_game *grown = realloc(list, (cap = cap ? cap * 2 : 16) * sizeof *grown);
            if (!grown) break;
            list = grown;
        }
        snprintf(list[count].name, sizeof list[count].name, "%s", e->d_name);
        list[count++].saved = st.st_mtime;
    }
    if (d) closedir(d);
    if (count) qsort(list, count, sizeof *list, by_name);
    void *s = malloc(cli_state_size());
    int open = 0;
    for (size_t i = 0; s && i < count; i++) open += describe(dir, &list[i], s);
    if (!open) printf("No unfinished games in %s.\n", dir);
    free(s);
    free(list);
    return 0;
}
