// run_program.mjs: runs a WebAssembly program of the cardtable build (a WASI command with
// _start, such as build/wasm/bench_signature.wasm) under node with wasi.js, passing its
// arguments and output through and exiting with its status.
// Usage: node web/engine/run_program.mjs FILE.wasm [ARGUMENT...]
import { readFileSync } from 'node:fs';
import { wasiImports, ProgramExit } from './wasi.js';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node run_program.mjs FILE.wasm\n');
  process.exit(2);
}
let memory;
const imports = wasiImports(() => memory, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  args: process.argv.slice(2),
});
const { instance } = await WebAssembly.instantiate(readFileSync(file), imports);
memory = instance.exports.memory;
let status = 0;
try {
  instance.exports._start();
} catch (e) {
  if (!(e instanceof ProgramExit)) throw e;
  status = e.code;
}
process.exitCode = status;
