// wasm_engine_test.mjs: the WebAssembly engine's JavaScript module (web/engine/engine.js
// over build/wasm/cardtable.wasm) plays every registered game through the game-agnostic
// calls, as the offline page does. Checks: whole games with bots end with a result; the
// record is the native one (the native `cardtable replay` reads it and reaches the same
// scores; fromRecord gives back the same views); at the start a seat's view names no card
// of another seat's hand or of a deck, and only the seat to move is offered options;
// answers by value and by name; undo; errors thrown with the engine's message. Usage: node wasm_engine_test.mjs SOURCE_DIR cardtable.wasm NATIVE_CARDTABLE
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';

const [source, wasmFile, nativeProgram] = process.argv.slice(2);
if (!nativeProgram) {
  console.error('usage: node wasm_engine_test.mjs SOURCE_DIR cardtable.wasm NATIVE_CARDTABLE');
  process.exit(2);
}
const { loadEngine, EngineError } = await import(join(source, 'web/engine/engine.js'));
const engine = await loadEngine(readFileSync(wasmFile));
const scratch = mkdtempSync(join(tmpdir(), 'wasm-engine-'));
let checks = 0;
const check = (what, f) => { f(); checks++; console.log(`ok: ${what}`); };

check('the registry lists every game', () => assert.deepEqual(engine.games(), ['redrising', 'rone', 'kuhn']));

// A seat's view lists no identity of a card in another seat's hand or in any deck (at the
// start: later a game may show a seat cards it has seen, as Red Rising's hands do).
function assertHidden(view, where) {
  for (const area of view.areas) {
    const others = area.kind === 'hand' && area.seat !== null && area.seat !== view.seat;
    if (!others && area.kind !== 'deck') continue;
    for (const card of area.cards)
      assert.ok(card.face === null && card.id === null, `${where}: seat ${view.seat} sees ${card.name} in ${area.label}`);
  }
}

const setups = [
  ['redrising', 'players=1 level=2', 'greedy'],  // solo against Tull Au Toma
  ['redrising', 'players=3', 'random'],
  ['rone', 'players=2 set=ctc', 'greedy'],
  ['rone', 'players=4 set=ctc', 'random'],
  ['kuhn', '', 'random'],
];
for (const [name, options, bot] of setups) {
  check(`${name} ${options}: a whole game with ${bot} bots, its record read natively and in wasm`, () => {
    const game = engine.newGame(name, options, 11);
    game.setSeat(0, { name: 'Ana' });
    let answers = 0;
    const views = [];
    while (!game.over) {
      const seat = game.toMove;
      const view = game.view(seat);
      assert.equal(view.to_move, seat);
      assert.deepEqual(view.options, game.options(), 'the view lists the pending options of its seat');
      for (let s = 0; s < game.seats; s++) {
        const other = game.view(s);
        if (answers === 0) assertHidden(other, `${name} at the start`);
        if (s !== seat) assert.deepEqual(other.options, [], 'another seat is offered nothing');
      }
      if (answers < 3) views.push(JSON.stringify(view));
      const option = game.botChoice(bot, answers);
      // half the answers by name, as a record or a person gives them
      if (answers % 2) game.answer(game.options().find((o) => o.value === option).name);
      else game.answer(option);
      assert.equal(typeof game.narration(seat), 'string');
      answers++;
      assert.ok(answers < 5000, 'the game ends');
    }
    assert.equal(game.at, answers);
    const result = game.result();
    assert.equal(result.over, true);
    assert.equal(result.scores.length, game.view(-1).seats);
    assert.ok(result.winners.length >= 1);

    const record = game.record();
    assert.match(record, new RegExp(`^game ${name}\\noptions ${options}\\nseed 11\\n`));
    const again = engine.fromRecord(record);
    assert.equal(again.at, answers);
    assert.deepEqual(again.result(), result);
    for (let s = -1; s < game.seats; s++) assert.deepEqual(again.view(s), game.view(s));
    again.undo(0);
    assert.equal(again.at, 0);
    assert.equal(JSON.stringify(again.view(again.toMove)), views[0], 'undo to the start gives the first view back');
    again.close();

    const file = join(scratch, `${name}.game`);
    writeFileSync(file, record);
    const shown = execFileSync(nativeProgram, ['replay', file, '--no-color'], { input: 'g 100000\nq\n', encoding: 'utf8' });
    for (const score of result.scores) assert.ok(shown.includes(String(score)), `native replay shows the score ${score}`);
    game.close();
  });
}

check('errors are thrown with the engine\'s one-line message', () => {
  assert.throws(() => engine.newGame('chess', '', 1), (e) => e instanceof EngineError && /no game called 'chess'/.test(e.message));
  assert.throws(() => engine.newGame('rone', 'players=9', 1), (e) => e instanceof EngineError && /players/.test(e.message));
  assert.throws(() => engine.fromRecord('game rone\nseed x\n'), EngineError);
  const game = engine.newGame('kuhn', '', 3);
  assert.throws(() => game.answer(999), (e) => e.status === 2 && /option 999/.test(e.message));
  assert.throws(() => game.answer('shout'), (e) => e.status === 2 && /no option 'shout'/.test(e.message));
  assert.throws(() => game.botChoice('genius'), EngineError);
  assert.throws(() => game.setSeat(7, { name: 'X' }), /no seat 7/);
  while (!game.over) game.answer(game.options()[0].value);
  assert.throws(() => game.answer('pass'), (e) => e.status === 3);
  assert.throws(() => game.undo(99), /cannot go back/);
  game.close();
});

check('every card of a set has a name and text', () => {
  const game = engine.newGame('rone', 'set=ctc', 1);
  const cards = game.cards();
  assert.ok(cards.length > 40);
  cards.forEach((c, i) => assert.ok(c.face === i && c.name && typeof c.text === 'string'));
  game.close();
});
console.log(`${checks} checks passed`);
