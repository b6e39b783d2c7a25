/* main.c: the cardtable command: picks the subcommand (a mistyped one gets "did you
 * mean"), and makes sure what it printed was really written (a full disk or a closed
 * output is an error, status 1). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static void usage(FILE *out) {
    fprintf(out,
            "usage: cardtable COMMAND [options]\n"
            "  play    play Red Rising in the terminal (solo or hot-seat); --game rone for RONE\n"
            "  games   list the unfinished games in the saves folder\n"
            "  sim     play random games and print a summary\n"
            "  score   score a position (a physical game's end, as JSON)\n"
            "  cards   list the cards, or show one: cardtable cards Darrow\n"
            "  companion  run Tull Au Toma for a physical solo game\n"
            "  replay  step through a saved game: cardtable replay FILE\n"
            "  serve   Red Rising in the browser: cardtable serve, then open http://127.0.0.1:8080/\n"
            "run 'cardtable COMMAND --help' for a command's options, 'man cardtable' for more\n");
}

/* Standard input or error closed: /dev/null stands in, so no file we open takes their
 * place. A closed standard output is an error: nothing could be shown. */
static bool standard_streams_open(void) {
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        int null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (null != fd) return false;
        if (fd == 1) {
            fprintf(stderr, "cardtable: cannot write the output: standard output is closed\n");
            return false;
        }
    }
    return true;
}

static const char *const commands[] = {"play", "games", "sim", "score", "cards", "companion", "replay", "serve"};

static const char *command_at(const void *ctx, int i) {
    (void)ctx;
    return commands[i];
}

static int run(int argc, char **argv) {
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "play")) return cli_play(argc - 1, argv + 1);
    if (!strcmp(cmd, "games")) return cli_games(argc - 1, argv + 1);
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
    char shown[128];
    cli_escape(cmd, shown, sizeof shown);
    int guess = ct_closest_name(cmd, (int)(sizeof commands / sizeof commands[0]), command_at, NULL);
    if (guess >= 0) {
        fprintf(stderr, "cardtable: unknown command '%s' (did you mean %s?)\n", shown, commands[guess]);
    } else {
        fprintf(stderr, "cardtable: unknown command '%s'\n", shown);
        usage(stderr);
    }
    return 2;
}

int main(int argc, char **argv) {
    if (!standard_streams_open()) return 1;
    return cli_finish(run(argc, argv));
}
