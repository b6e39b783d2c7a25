/* cli.h: the subcommands of the cardtable program and what they share. */
#ifndef CT_CLI_H
#define CT_CLI_H

#include <stdbool.h>
#include <stdint.h>

int cli_play(int argc, char **argv);
int cli_sim(int argc, char **argv);

/* Parses a whole non-negative number; false if text is not one. */
bool cli_parse_u64(const char *text, uint64_t *out);

#endif
