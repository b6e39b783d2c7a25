// wasm_offline_test.mjs: the offline page's endpoints (web/engine/offline_games.js) over the
// WebAssembly engine, in node with a Map for the browser's store. Checks: a whole solo Red
// Rising game against Tull Au Toma and a RONE game against a bot, answered through the
// endpoints as the page answers, in VIEW_JSON.md's shapes; the kept game resumed by a new
// table from the store alone (as after closing the tab) and its record read by the native
// `cardtable replay`; undo by the rule of the server; stale, not-your-turn, illegal, wrong
// token and unsupported requests refused with the server's statuses and one line.
// Usage: node wasm_offline_test.mjs SOURCE_DIR cardtable.wasm NATIVE_CARDTABLE
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';

const [source, wasmFile, nativeProgram] = process.argv.slice(2);
if (!nativeProgram) {
  console.error('usage: node wasm_offline_test.mjs SOURCE_DIR cardtable.wasm NATIVE_CARDTABLE');
  process.exit(2);
}
const { loadEngine } = await import(join(source, 'web/engine/engine.js'));
const { OfflineTable } = await import(join(source, 'web/engine/offline_games.js'));
const engine = await loadEngine(readFileSync(wasmFile));
const kept = new Map(); // the browser's IndexedDB, as the worker uses it
const store = {
  get: async (id) => structuredClone(kept.get(id)),
  put: async (m) => { kept.set(m.id, structuredClone(m)); },
  list: async () => [...kept.values()].map((m) => structuredClone(m)),
  remove: async (id) => { kept.delete(id); },
};
let table = new OfflineTable(engine, store);
const scratch = mkdtempSync(join(tmpdir(), 'wasm-offline-'));
let checks = 0;
const check = async (what, f) => { await f(); checks++; console.log(`ok: ${what}`); };
async function call(method, path, body, token, want) {
  const r = await table.request(method, path, body, token);
  if (want !== undefined) assert.equal(r.status, want, `${method} ${path}: ${JSON.stringify(r.body)}`);
  return r.body;
}

const STATE_KEYS = ['at', 'can_undo', 'game', 'id', 'log', 'log_from', 'mode', 'result', 'seat', 'seats', 'version', 'view'];
const VIEW_KEYS = ['areas', 'counters', 'options', 'over', 'prompt', 'seat', 'seats', 'status', 'to_move', 'truncated', 'turn'];
function assertShape(s) {
  assert.deepEqual(Object.keys(s).sort(), STATE_KEYS);
  assert.deepEqual(Object.keys(s.view).sort(), VIEW_KEYS);
  for (const seat of s.seats) assert.deepEqual(Object.keys(seat).sort(), ['kind', 'label', 'name', 'seat']);
  for (const a of s.view.areas) {
    assert.deepEqual(Object.keys(a).sort(), ['cards', 'kind', 'label', 'seat', 'size']);
    for (const c of a.cards) assert.deepEqual(Object.keys(c).sort(), ['active', 'counters', 'face', 'face_down', 'id', 'name', 'seat']);
  }
  for (const o of s.view.options) assert.deepEqual(Object.keys(o).sort(), ['label', 'name', 'value']);
  for (const l of s.log) assert.ok(Number.isInteger(l.n) && typeof l.text === 'string' && l.text);
}

// Plays the person's seat (its first option, or by name every third answer) to the end;
// halfway, the table is thrown away and a new one resumes from the store alone.
async function playToEnd(id, token) {
  let s = await call('GET', `/api/games/${id}`, undefined, token, 200);
  let answers = 0;
  while (!s.result) {
    assertShape(s);
    assert.equal(s.view.to_move, s.seat, 'after the bots, it is the person\'s turn');
    const o = s.view.options[answers % s.view.options.length];
    const body = answers % 3 ? { option: o.value, at: s.at } : { name: o.name, at: s.at };
    s = await call('POST', `/api/games/${id}/answer`, body, token, 200);
    if (++answers === 5) {
      table = new OfflineTable(engine, store); // the tab closed and opened again
      const again = await call('GET', `/api/games/${id}`, undefined, token, 200);
      assert.deepEqual(again.view, s.view, 'the resumed game shows the same');
      assert.equal(again.at, s.at);
    }
    assert.ok(answers < 3000);
  }
  assertShape(s);
  assert.equal(s.result.over, true);
  assert.ok(s.log.length > 0, 'the log tells the game');
  return s;
}

async function replaysNatively(id, result) {
  const file = join(scratch, `${id}.game`);
  writeFileSync(file, kept.get(id).record);
  assert.equal(kept.get(id).record, (await call('GET', `/api/games/${id}/record`, undefined, kept.get(id).spectator, 200)).record);
  const shown = execFileSync(nativeProgram, ['replay', file, '--no-color'], { input: 'g 100000\nq\n', encoding: 'utf8' });
  for (const score of result.scores) assert.ok(shown.includes(String(score)), `native replay shows the score ${score}`);
}

await check('a solo Red Rising game against Tull Au Toma, through the endpoints, resumed from the store', async () => {
  const made = await call('POST', '/api/games', { game: 'redrising', mode: 'solo', level: 2, seats: [{ name: 'Ana' }], seed: 7 }, undefined, 201);
  assert.deepEqual(Object.keys(made).sort(), ['game', 'id', 'spectator', 'tokens']);
  assert.equal(made.tokens.length, 1);
  const first = await call('GET', `/api/games/${made.id}`, undefined, made.tokens[0], 200);
  assert.deepEqual(first.seats.map((s) => [s.name, s.kind]), [['Ana', 'person'], ['Tull Au Toma', 'automa']]);
  const end = await playToEnd(made.id, made.tokens[0]);
  assert.equal(end.result.scores.length, 2);
  await replaysNatively(made.id, end.result);
  const watched = await call('GET', `/api/games/${made.id}`, undefined, made.spectator, 200);
  assert.equal(watched.seat, -1);
  assert.equal(watched.can_undo, false);
});

await check('a RONE game against a bot (the bot answers in the table), its record read natively', async () => {
  const made = await call('POST', '/api/games', { game: 'rone', mode: 'solo', players: 2, seats: [{ name: 'Ana' }, { bot: 'greedy' }], seed: 3 }, undefined, 201);
  const s = await call('GET', `/api/games/${made.id}`, undefined, made.tokens[0], 200);
  assert.deepEqual(s.seats.map((x) => x.kind), ['person', 'bot']);
  const end = await playToEnd(made.id, made.tokens[0]);
  await replaysNatively(made.id, end.result);
  const listed = await call('GET', '/api/games', undefined, undefined, 200);
  assert.ok(listed.some((g) => g.id === made.id && g.over));
  assert.ok((await call('GET', `/api/games/${made.id}/cards`, undefined, made.tokens[0], 200)).length > 40);
});

await check('undo: only the seat\'s own last decision, on its turn, nothing revealed since', async () => {
  const made = await call('POST', '/api/games', { game: 'redrising', mode: 'hotseat', players: 2, seed: 5 }, undefined, 201);
  assert.equal(made.tokens.length, 2);
  let undone = 0, refused = 0;
  for (let k = 0; k < 200 && !(undone && refused); k++) {
    const seat = (await call('GET', `/api/games/${made.id}`, undefined, made.tokens[0], 200)).view.to_move;
    const token = made.tokens[seat];
    const s = await call('GET', `/api/games/${made.id}`, undefined, token, 200);
    const answer = { option: s.view.options[0].value, at: s.at };
    const after = await call('POST', `/api/games/${made.id}/answer`, answer, token, 200);
    const r = await table.request('POST', `/api/games/${made.id}/undo`, { at: after.at }, token);
    if (r.status === 200) {
      assert.equal(after.can_undo, true, 'an undo that works was offered');
      assert.equal(r.body.at, s.at);
      assert.deepEqual(r.body.view, s.view, 'undo gives the view before the answer back');
      undone++;
      await call('POST', `/api/games/${made.id}/answer`, answer, token, 200); // and on
    } else {
      assert.equal(r.status, 409);
      assert.match(r.body.error, /^cannot undo: /);
      assert.equal(after.can_undo, false, 'a refused undo was not offered');
      refused++;
    }
  }
  assert.ok(undone > 0 && refused > 0, `undone ${undone}, refused ${refused}`);
});

await check('bad requests are refused with the server\'s statuses and one line', async () => {
  const made = await call('POST', '/api/games', { game: 'kuhn', mode: 'hotseat', players: 2, seed: 1 }, undefined, 201);
  assert.match((await call('POST', '/api/games', { game: 'kuhn', players: 3 }, undefined, 400)).error, /Kuhn poker option/);
  const [t0, t1] = made.tokens;
  const s = await call('GET', `/api/games/${made.id}`, undefined, t0, 200);
  const other = s.view.to_move === 0 ? t1 : t0, mine = s.view.to_move === 0 ? t0 : t1;
  assert.match((await call('POST', `/api/games/${made.id}/answer`, { option: 0, at: s.at }, other, 409)).error, /not your turn/);
  assert.match((await call('POST', `/api/games/${made.id}/answer`, { option: 0, at: s.at + 3 }, mine, 409)).error, /^stale/);
  assert.match((await call('POST', `/api/games/${made.id}/answer`, { option: 0 }, mine, 400)).error, /"at"/);
  assert.match((await call('POST', `/api/games/${made.id}/answer`, { option: 77, at: s.at }, mine, 422)).error, /not one of the options/);
  assert.match((await call('POST', `/api/games/${made.id}/answer`, { name: 'raise', at: s.at }, mine, 422)).error, /no option 'raise'/);
  assert.match((await call('GET', `/api/games/${made.id}`, undefined, 'nope', 403)).error, /token/);
  assert.match((await call('GET', `/api/games/${made.id}/record`, undefined, mine, 409)).error, /once the game is over/);
  assert.match((await call('GET', '/api/games/unknown', undefined, t0, 403)).error, /unknown/);
  assert.match((await call('POST', '/api/games', { game: 'chess' }, undefined, 400)).error, /unknown game 'chess'/);
  assert.match((await call('POST', '/api/games', { mode: 'friends' }, undefined, 400)).error, /needs the server/);
  assert.match((await call('POST', '/api/games', { game: 'rone', cards: 'x' }, undefined, 400)).error, /built-in card sets/);
  assert.match((await call('POST', '/api/games', { game: 'rone', players: 9 }, undefined, 400)).error, /players/);
  assert.match((await call('POST', '/api/games', { game: 'rone', seats: [{}, { bot: 'genius' }] }, undefined, 400)).error, /seats\[1\]: unknown agent/);
  assert.match((await call('POST', '/api/games', { game: 'redrising', level: 9 }, undefined, 400)).error, /"level"/);
  assert.match((await call('PUT', '/api/games', {}, undefined, 405)).error, /GET or POST/);
  assert.match((await call('GET', '/api/score', undefined, undefined, 404)).error, /no offline endpoint/);
  await call('DELETE', `/api/games/${made.id}`, undefined, t0, 200);
  assert.ok(!kept.has(made.id));
});
console.log(`${checks} checks passed`);
