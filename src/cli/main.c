/* main.c: the cardtable command: picks the subcommand. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static void usage(FILE *out) {
    fprintf(out,
            "usage: cardtable COMMAND [options]\n"
            "  play    play Red Rising in the terminal (hot-seat)\n"
            "  sim     play random games and print a summary\n"
            "  score   score a position (a physical game's end, as JSON)\n"
            "  cards   list the cards, or show one: cardtable cards Darrow\n"
            "  companion  run Tull Au Toma for a physical solo game\n"
            "  replay  step through a saved game: cardtable replay FILE\n"
            "  serve   Red Rising in the browser: cardtable serve, then open http://127.0.0.1:8080/\n"
            "run 'cardtable COMMAND --help' for a command's options\n");
}

int main(int argc, char **argv) {
    if (argc < 2) return cli_play(argc - 1, argv + 1);
    const char *cmd = argv[1];
    if (!strcmp(cmd, "play")) return cli_play(argc - 1, argv + 1);
    if (!strcmp(cmd, "sim")) return cli_sim(argc - 1, argv + 1);
    if (!strcmp(cmd, "score")) return cli_score(argc - 1, argv + 1);
    if (!strcmp(cmd, "cards")) return cli_cards(argc - 1, argv + 1);
    if (!strcmp(cmd, "companion")) return cli_companion(argc - 1, argv + 1);
    if (!strcmp(cmd, "replay")) return cli_replay(argc - 1, argv + 1);
    if (!strcmp(cmd, "serve")) return cli_serve(argc - 1, argv + 1);
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
        usage(stdout);
        return 0;
    }
    fprintf(stderr, "cardtable: unknown command '%s'\n", cmd);
    usage(stderr);
    return 2;
}
