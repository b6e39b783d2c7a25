// wasi.js: the few WASI functions the WebAssembly build of cardtable imports, for node and
// the browser alike (no WASI runtime needed). The engine reads no files: standard output
// and error are written through the given functions, a clock and random bytes come from
// the host, and everything else answers "not supported" (ENOSYS or EBADF).
const ESUCCESS = 0, EBADF = 8, ENOSYS = 52;

export class ProgramExit extends Error {
  constructor(code) { super(`exit ${code}`); this.code = code; }
}

// out(text) and err(text) receive what the program writes to fd 1 and fd 2; args are its
// command-line arguments (the program's name first).
export function wasiImports(getMemory, { out = () => {}, err = () => {}, args = ['cardtable'] } = {}) {
  const decoder = new TextDecoder();
  const encoded = args.map((a) => new TextEncoder().encode(a));
  const view = () => new DataView(getMemory().buffer);
  const bytes = () => new Uint8Array(getMemory().buffer);
  const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
  const started = now();
  const wasi = {
    fd_write(fd, iovs, count, written) {
      if (fd !== 1 && fd !== 2) return EBADF;
      const v = view();
      let text = '', total = 0;
      for (let i = 0; i < count; i++) {
        const base = v.getUint32(iovs + 8 * i, true), length = v.getUint32(iovs + 8 * i + 4, true);
        text += decoder.decode(bytes().subarray(base, base + length));
        total += length;
      }
      (fd === 1 ? out : err)(text);
      v.setUint32(written, total, true);
      return ESUCCESS;
    },
    // clock 0 is the real time, 1 monotonic, 2 and 3 this program's (its time since it started)
    clock_time_get(id, precision, result) {
      const ms = id === 0 ? Date.now() : id === 1 ? now() : now() - started;
      view().setBigUint64(result, BigInt(Math.round(ms * 1e6)), true);
      return ESUCCESS;
    },
    random_get(buffer, length) {
      crypto.getRandomValues(bytes().subarray(buffer, buffer + length));
      return ESUCCESS;
    },
    fd_fdstat_get(fd, stat) {
      if (fd !== 1 && fd !== 2) return EBADF;
      const v = view();
      for (let i = 0; i < 24; i++) v.setUint8(stat + i, 0);
      v.setUint8(stat, 2); // a character device: writes are not buffered as a file's are
      return ESUCCESS;
    },
    fd_close: () => ESUCCESS,
    fd_seek: () => ENOSYS,
    environ_sizes_get(count, size) { view().setUint32(count, 0, true); view().setUint32(size, 0, true); return ESUCCESS; },
    environ_get: () => ESUCCESS,
    args_sizes_get(count, size) {
      view().setUint32(count, args.length, true);
      view().setUint32(size, encoded.reduce((sum, a) => sum + a.length + 1, 0), true);
      return ESUCCESS;
    },
    args_get(pointers, buffer) {
      const v = view(), b = bytes();
      encoded.forEach((a, i) => {
        v.setUint32(pointers + 4 * i, buffer, true);
        b.set(a, buffer);
        b[buffer + a.length] = 0;
        buffer += a.length + 1;
      });
      return ESUCCESS;
    },
    proc_exit(code) { throw new ProgramExit(code); },
  };
  return { wasi_snapshot_preview1: wasi };
}
