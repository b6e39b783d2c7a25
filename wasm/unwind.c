/* unwind.c: the runtime of setjmp/longjmp in the WebAssembly build, for clang 14's
 * lowering of them to WebAssembly exceptions (-mllvm -wasm-enable-sjlj).
 *
 * The lowering rewrites a function that calls setjmp so that it keeps a small table of
 * its setjmp calls (allocated on entry, freed on exit): each setjmp call records itself
 * with saveSetjmp (which numbers the call and writes the number into the jmp_buf) and
 * reads the table's new size with getTempRet0. longjmp becomes __wasm_longjmp, which
 * throws the tag __c_longjmp with a pointer to {jmp_buf, value}. Each call in such a
 * function catches that tag and asks testSetjmp whether the jmp_buf's number is one of
 * its own: the label to go to, or 0 to throw it on to an outer frame. */
#include <stdint.h>
#include <stdlib.h>

#include <setjmp.h>

typedef struct setjmp_entry {
    uintptr_t id;   /* the setjmp call's number; 0 ends the table */
    uint32_t label; /* where that setjmp returns to in its function */
} setjmp_entry;

/* The lowering's second return value (the table's size), passed beside the call. The one
 * global of this build: the ABI passes it so, and the engine runs on one thread. */
static uint32_t second_return;
/* The last number given to a setjmp call (never 0: 0 ends a table). */
static uintptr_t setjmp_calls;

uint32_t getTempRet0(void);
void setTempRet0(uint32_t value);
setjmp_entry *saveSetjmp(uintptr_t *env, uint32_t label, setjmp_entry *table, uint32_t size);
uint32_t testSetjmp(uintptr_t id, const setjmp_entry *table, uint32_t size);
void __wasm_longjmp(uintptr_t *env, int value);
_Noreturn void ct_wasm_throw_longjmp(uintptr_t *thrown); /* unwind_throw.s */

uint32_t getTempRet0(void) { return second_return; }
void setTempRet0(uint32_t value) { second_return = value; }

/* Records a setjmp call in its function's table (size entries, plus room for the ending
 * 0), growing the table when full; returns the table, its size in getTempRet0. */
setjmp_entry *saveSetjmp(uintptr_t *env, uint32_t label, setjmp_entry *table, uint32_t size) {
    uint32_t i = 0;
    while (i < size && table[i].id != 0) i++;
    if (i == size) {
        setjmp_entry *bigger = realloc(table, sizeof *table * (2 * (size_t)size + 1));
        if (!bigger) abort(); /* a few bytes: the module is out of memory */
        table = bigger;
        size *= 2;
    }
    *env = ++setjmp_calls;
    table[i].id = *env;
    table[i].label = label;
    table[i + 1].id = 0;
    second_return = size;
    return table;
}

/* The label of the setjmp call numbered id in this table, or 0 when it is not there. */
uint32_t testSetjmp(uintptr_t id, const setjmp_entry *table, uint32_t size) {
    for (uint32_t i = 0; i < size && table[i].id != 0; i++)
        if (table[i].id == id) return table[i].label;
    return 0;
}

void __wasm_longjmp(uintptr_t *env, int value) {
    env[1] = (uintptr_t)env;
    env[2] = (uintptr_t)(value ? value : 1); /* setjmp never returns 0 from a longjmp */
    ct_wasm_throw_longjmp(&env[1]);
}
