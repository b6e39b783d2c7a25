/* narrate_web.c: the words the web log uses for one answer. For now the option's own
 * name, as the terminal's log has it ("Ana (Mars): lead Darrow to Mars"); this is the
 * one place to switch to the library's narration when it lands. */
#include <stdio.h>

#include "server.h"

void describe_answer(const rr_state *before, int option, const char *who, char *buf, size_t size) {
    char name[CT_NAME_SIZE];
    rr_option_name(before, option, name, sizeof name);
    snprintf(buf, size, "%s: %s", who, name);
}
