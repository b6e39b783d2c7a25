/* setjmp.h for the WebAssembly build (make wasm): wasi-libc has none. clang lowers each
 * call of setjmp and longjmp to WebAssembly exceptions (-mllvm -wasm-enable-sjlj, see
 * wasm/CMakeLists.txt); wasm/unwind.c and wasm/unwind_throw.s are the few functions that
 * lowering calls. The engine unwinds this way once per answer (src/core/replay.h). */
#ifndef CT_WASM_SETJMP_H
#define CT_WASM_SETJMP_H

#include <stdint.h>

/* [0]: the number saveSetjmp gave this setjmp; [1], [2]: what longjmp throws (the
 * buffer and the value), kept in the buffer so it outlives the frames it unwinds. */
typedef uintptr_t jmp_buf[4];

int setjmp(jmp_buf env) __attribute__((returns_twice));
_Noreturn void longjmp(jmp_buf env, int value);

#endif
