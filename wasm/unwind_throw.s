# unwind_throw.s: throws the WebAssembly exception of longjmp (the tag __c_longjmp that
# clang defines where it lowers setjmp; wasm/unwind.c). In assembly because clang 14
# cannot refer to that tag from C without defining it.
	.text
	.tagtype __c_longjmp i32
	.globl ct_wasm_throw_longjmp
	.type ct_wasm_throw_longjmp,@function
ct_wasm_throw_longjmp:
	.functype ct_wasm_throw_longjmp (i32) -> ()
	local.get 0
	throw __c_longjmp
	unreachable
	end_function
