// engine.js: cardtable's engine in WebAssembly (cardtable.wasm, built by `make wasm`) for
// JavaScript, in the browser (a page or a Web Worker) and in node. Game-agnostic: every
// registered game (redrising, rone, kuhn) through the same calls, over wasm/api.c.
//
//   const engine = await loadEngine();               // or loadEngine(bytes) in node
//   const game = engine.newGame('rone', 'players=2', 42);
//   game.toMove; game.options();                     // [{value, name, label}]
//   game.answer(game.options()[0].value);            // by value, or game.answer('pass') by name
//   game.view(0); game.result(); game.narration(0); game.record();
//   game.answer(game.botChoice('medium', 7));        // a bot's choice for the seat to move
//   engine.fromRecord(text);                         // a record: what `cardtable replay` reads
//
// view(seat) is the seat's view in the shape of the server's `view` (the game's observe: it
// shows nothing that seat may not know), result() the server's `result` (null until over).
// A refused call throws an EngineError with the engine's one-line message.
import { wasiImports } from './wasi.js';

export class EngineError extends Error {
  constructor(message, status) {
    super(message);
    this.name = 'EngineError';
    this.status = status; // the engine's ct_status: 1 options, 2 illegal, 3 over, 4 record, ...
  }
}

// Loads the module: from bytes (an ArrayBuffer or a typed array), a Response, or a URL
// (default: cardtable.wasm beside this file).
export async function loadEngine(source = new URL('./cardtable.wasm', import.meta.url)) {
  let memory;
  const imports = wasiImports(() => memory, { err: (text) => console.warn(text.trimEnd()) });
  let instance;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    ({ instance } = await WebAssembly.instantiate(source, imports));
  } else {
    const response = source instanceof Response ? source : await fetch(source);
    if (!response.ok) throw new EngineError(`cannot load the engine: ${response.status} ${response.url}`, 0);
    ({ instance } = await WebAssembly.instantiate(await response.arrayBuffer(), imports));
  }
  memory = instance.exports.memory;
  instance.exports._initialize();
  return new Engine(instance.exports);
}

class Engine {
  constructor(exports) {
    this.x = exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  // A string at pointer p of the module's memory (NUL-terminated UTF-8).
  read(p) {
    const bytes = new Uint8Array(this.x.memory.buffer);
    let end = p;
    while (bytes[end]) end++;
    return this.decoder.decode(bytes.subarray(p, end));
  }

  // A string the module returned (malloc'd): read, then freed. null when p is 0.
  take(p) {
    if (!p) return null;
    const text = this.read(p);
    this.x.ctw_free(p);
    return text;
  }

  // Calls f with each string argument copied into the module's memory, freed after.
  withStrings(strings, f) {
    const pointers = strings.map((s) => {
      const bytes = this.encoder.encode(String(s));
      const p = this.x.ctw_alloc(bytes.length + 1);
      const memory = new Uint8Array(this.x.memory.buffer);
      memory.set(bytes, p);
      memory[p + bytes.length] = 0;
      return p;
    });
    try {
      return f(...pointers);
    } finally {
      pointers.forEach((p) => this.x.ctw_free(p));
    }
  }

  // The registered games' names.
  games() { return JSON.parse(this.take(this.x.ctw_games())); }

  // A new game: its registered name, its options text ("players=2"), a seed (a number or
  // a BigInt, 0 .. 2^64-1).
  newGame(name, options = '', seed = 0) {
    const handle = this.withStrings([name, options], (n, o) => this.x.ctw_new(n, o, BigInt.asUintN(64, BigInt(seed))));
    return this.started(handle);
  }

  // The game a record's text describes, replayed to its last answer.
  fromRecord(text) {
    return this.started(this.withStrings([text], (t) => this.x.ctw_from_record(t)));
  }

  started(handle) {
    if (!handle) throw new EngineError('out of memory', 6);
    if (!this.x.ctw_started(handle)) {
      const message = this.read(this.x.ctw_error(handle));
      this.x.ctw_close(handle);
      throw new EngineError(message, 1);
    }
    return new Game(this, handle);
  }
}

class Game {
  constructor(engine, handle) {
    this.engine = engine;
    this.x = engine.x;
    this.handle = handle;
    this.name = engine.read(this.x.ctw_game_name(handle));
  }

  fail(status) {
    throw new EngineError(this.engine.read(this.x.ctw_error(this.handle)), status);
  }

  get seats() { return this.x.ctw_seats(this.handle); }
  get toMove() { return this.x.ctw_to_move(this.handle); } // -1 once over
  get over() { return this.x.ctw_over(this.handle) !== 0; }
  get at() { return this.x.ctw_at(this.handle); }         // answers given since the start

  // The pending decision's legal options and what it asks, as the deciding seat (toMove)
  // sees them: they may name that seat's hidden cards, so a front end shows them to that
  // seat only (view(seat) lists them only for the deciding seat). [{value, name, label}]
  options() { return JSON.parse(this.engine.take(this.x.ctw_options(this.handle))); }
  prompt() { return this.engine.take(this.x.ctw_prompt(this.handle)); }

  // Answers the pending decision: an option's value (a number) or its name (a string).
  answer(option) {
    const status = typeof option === 'number'
      ? this.x.ctw_apply(this.handle, option)
      : this.engine.withStrings([option], (p) => this.x.ctw_apply_name(this.handle, p));
    if (status !== 0) this.fail(status);
  }

  // Back to the game after its first `count` answers.
  undo(count) {
    const status = this.x.ctw_undo(this.handle, count);
    if (status !== 0) this.fail(status);
  }

  // Why seat may not take back the last answer now, or '' when it may (its own last
  // decision, its turn again, nothing revealed or rolled since).
  undoRefusal(seat) { return this.engine.take(this.x.ctw_undo_refusal(this.handle, seat)); }

  // What seat (-1: a spectator) may see now, as the server's `view`.
  view(seat) { return JSON.parse(this.engine.take(this.x.ctw_view(this.handle, seat))); }
  // How the game calls each seat's side ("House Mars", a hero).
  seatLabels() { return JSON.parse(this.engine.take(this.x.ctw_seat_labels(this.handle))); }
  // The result, as the server's `result`: null while the game goes on.
  result() { return JSON.parse(this.engine.take(this.x.ctw_result(this.handle))); }
  // What the last answer did, as seat (-1: a spectator) may read it ("" if nothing it saw).
  narration(seat) { return this.engine.take(this.x.ctw_narration(this.handle, seat)); }
  // Every card face of the game's set: [{face, name, text}].
  cards() { return JSON.parse(this.engine.take(this.x.ctw_cards(this.handle))); }

  // The record (game, options, seed, seats, one answer per line): `cardtable replay` reads it.
  record() {
    const text = this.engine.take(this.x.ctw_record(this.handle));
    if (text === null) this.fail(6);
    return text;
  }

  // Writes who sits at seat into the record: {bot: "medium"} or {name: "Ana"}.
  setSeat(seat, { bot = '', name = '' } = {}) {
    const status = this.engine.withStrings([bot, name], (b, n) => this.x.ctw_set_seat(this.handle, seat, b, n));
    if (status !== 0) this.fail(status);
  }

  // The option the bot named agent ("random", "greedy", "mcts:200", "easy" .. "expert")
  // chooses for the seat to move, from seed. It sees only what that seat may know.
  botChoice(agent, seed = 0) {
    const option = this.engine.withStrings([agent], (a) => this.x.ctw_bot_choose(this.handle, a, BigInt.asUintN(64, BigInt(seed))));
    if (option < 0) this.fail(1);
    return option;
  }

  // Frees the game in the module (the object is unusable after).
  close() {
    this.x.ctw_close(this.handle);
    this.handle = 0;
  }
}
