/* registry.c: the kinds of bot (ct_agent.h), one line each. A new bot is one file with
 * its ct_agent_type and a line here; the built-ins keep their indexes (ct_agent_kind). */
#include <string.h>

#include "agent.h"

extern const ct_agent_type ct_agent_random, ct_agent_greedy, ct_agent_mcts;

static const ct_agent_type *const types[] = {
    [CT_AGENT_RANDOM] = &ct_agent_random,
    [CT_AGENT_GREEDY] = &ct_agent_greedy,
    [CT_AGENT_MCTS] = &ct_agent_mcts,
};

const ct_agent_type *ct_agent_type_at(int index) {
    return index >= 0 && index < (int)(sizeof types / sizeof types[0]) ? types[index] : NULL;
}

const ct_agent_type *ct_find_agent_type(const char *name) {
    for (int i = 0; ct_agent_type_at(i); i++)
        if (!strcmp(ct_agent_type_at(i)->name, name)) return ct_agent_type_at(i);
    return NULL;
}
