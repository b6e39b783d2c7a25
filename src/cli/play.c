/* play.c: placeholder */
#include "cli.h"
int cli_play(int argc, char **argv) { (void)argc; (void)argv; return 0; }
