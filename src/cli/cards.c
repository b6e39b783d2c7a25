/* cards.c: `cardtable cards [--game redrising|rone] [--cards FILE] [NAME]`: every card
 * (Red Rising: name, color, core value, and our summary of its abilities), or one card in
 * full; RONE's listing is rone_cards.c. */
#include <string.h>

#include "cardfile_cli.h"
#include "cli.h"
#include "rone.h"

static void show_one(int c, const cli_style *st) {
    const rr_card_info *info = &rr_cards[c];
    const rr_card_text *t = &rr_card_texts[c];
    printf("%s%s%s: %s, core value %d\n", color_code(st, info->color), info->name, color_reset(st),
           rr_color_name(info->color), info->core);
    if (t->deploy) printf("  Deploy:      %s\n", t->deploy);
    if (t->points) printf("  End points:  %s\n", t->points);
    if (t->end_of_game) printf("  %-12s %s\n", (info->kinds & (RR_HAS_NAME_WILD | RR_HAS_COLOR_WILD)) ? "Scoring:" : "End of game:", t->end_of_game);
    if (t->block) printf("  Block:       %s\n", t->block);
}

int cli_cards(int argc, char **argv) {
    cli_style st = {.color = cli_wants_color(argc, argv)};
    char name[256] = "";
    const char *game = "redrising", *card_file = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--no-color")) continue;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: cardtable cards [--game redrising|rone] [--cards FILE] [NAME] [--no-color]\n"
                   "  lists every card, or shows one; --cards FILE reads a RONE card set from FILE\n");
            return 0;
        }
        if (!strcmp(argv[i], "--game") || !strcmp(argv[i], "--cards")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "cardtable cards: %s needs a value\n", argv[i]);
                return 2;
            }
            if (!strcmp(argv[i], "--game")) game = argv[++i];
            else card_file = argv[++i];
            continue;
        }
        if (argv[i][0] == '-') {
            char shown[160];
            fprintf(stderr, "cardtable cards: unknown option %s (see cardtable cards --help)\n",
                    cli_escape(argv[i], shown, sizeof shown));
            return 2;
        }
        size_t len = strlen(name);
        snprintf(name + len, sizeof name - len, "%s%s", len ? " " : "", argv[i]);
    }
    if (card_file && strcmp(game, "rone")) game = "rone"; /* only RONE reads card files */
    if (!strcmp(game, "rone")) {
        int set = rone_find_set("ctc");
        if (card_file) {
            char why[600];
            set = cli_load_rone_cards(card_file, why, sizeof why);
            if (set < 0) {
                fprintf(stderr, "cardtable cards: %s\n", why);
                return 2;
            }
        }
        return cli_rone_cards(set, name);
    }
    if (strcmp(game, "redrising")) {
        char shown[160];
        fprintf(stderr, "cardtable cards: unknown game '%s' (redrising, rone)\n", cli_escape(game, shown, sizeof shown));
        return 2;
    }
    if (*name) {
        int c = rr_find_card(name);
        if (c < 0) {
            char shown[300];
            cli_escape(name, shown, sizeof shown);
            int guess = rr_suggest_card(name);
            if (guess >= 0) fprintf(stderr, "cardtable cards: no card '%s' (did you mean %s?)\n", shown, rr_cards[guess].name);
            else fprintf(stderr, "cardtable cards: no card '%s' (cardtable cards lists them all)\n", shown);
            return 2;
        }
        show_one(c, &st);
        return 0;
    }
    for (int c = 0; c < RR_CARD_COUNT; c++) {
        const rr_card_info *info = &rr_cards[c];
        const rr_card_text *t = &rr_card_texts[c];
        printf("%s%-22s%s %-9s %2d  %s\n", color_code(&st, info->color), info->name, color_reset(&st),
               rr_color_name(info->color), info->core, t->deploy ? t->deploy : t->block ? t->block : t->end_of_game);
    }
    return 0;
}
