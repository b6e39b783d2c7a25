// hidden_test.mjs: no seat ever learns a hidden card from `cardtable serve`, over many
// random games (no browser: the API only):  node hidden_test.mjs CARDTABLE_BINARY
// Plays seeded random games of 2 to 5 players by link. After every answer it reads every
// seat's view and checks, for each seat, that nothing it received names a card it has
// never been shown (a card in another hand or in the deck): neither as a card id in the
// board, hand, banished pile or known lists, nor by name in the log, the prompt or the
// option names. A card counts as shown once the seat's own view showed it somewhere.
// The log is the narration for the reading seat (its own acts as "You ...").
// It plays whole games: all 8 when there is time (40 s), and past that until enough play is
// checked (more than 300 answers), so a slow machine checks as much and only takes longer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [bin] = process.argv.slice(2);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cardtable-hidden-'));
let passed = 0, failed = 0;
function check(name, ok, detail) {
  if (ok) { passed++; console.log(`ok - ${name}`); } else { failed++; console.log(`not ok - ${name}${detail ? ': ' + detail : ''}`); }
}
const server = spawn(bin, ['serve', '--listen', '127.0.0.1:0', '--db', path.join(work, 'g.db'), '--rate', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', d => { out += d; const m = out.match(/127\.0\.0\.1:(\d+)\//); if (m) resolve(Number(m[1])); });
  server.on('exit', c => reject(new Error('the server exited ' + c)));
});
const base = `http://127.0.0.1:${port}`;
async function call(method, url, body, token) {
  const headers = {};
  if (body) headers['Content-Type'] = 'application/json';
  if (token) headers['X-Seat-Token'] = token;
  const r = await fetch(base + url, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await r.text();
  return { status: r.status, text, json: JSON.parse(text) };
}

const cards = (await call('GET', '/api/cards')).json.cards;
const NAMES = cards.map(c => c.name);
const patterns = NAMES.map(n => new RegExp(`(^|[^A-Za-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`));

function shownIn(view) {  // the card ids a seat's view shows it
  const ids = new Set();
  view.locations.forEach(l => l.cards.forEach(c => c !== null && ids.add(c)));
  view.banished.forEach(c => ids.add(c));
  view.hand.forEach(h => ids.add(h.card));
  view.players.forEach(p => (p.known || []).forEach(c => c !== null && ids.add(c)));
  (view.looked_at || []).forEach(c => c !== null && ids.add(c));  // deck cards it looked at
  if (view.decision) {
    ['card', 'subject'].forEach(k => view.decision[k] !== undefined && ids.add(view.decision[k]));
    view.decision.options.forEach(o => o.card !== undefined && ids.add(o.card));
  }
  if (view.scorepad) view.scorepad.players.forEach(p => p.detail.forEach(d => ids.add(d.card)));
  return ids;
}

let rng = 12345;
const random = n => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng % n; };
const leaks = [], oldWords = [];
let answers = 0;
const t0 = Date.now();
const ENOUGH = 300;  // answers: less would not mean much
for (let game = 0; game < 8 && (Date.now() - t0 < 40000 || answers <= ENOUGH); game++) {
  const players = 2 + (game % 4);
  const seats = [...Array(players).keys()].map(i => ({ name: `P${i + 1}` }));
  const created = await call('POST', '/api/games', { mode: 'friends', players, seed: 1000 + game, seats,
    variant: game % 2 ? 'multiplayer' : undefined });
  const { id } = created.json;
  const tokens = created.json.seats.map(s => s.token);
  const everShown = tokens.map(() => new Set());
  const sawYou = tokens.map(() => false), sawOther = tokens.map(() => false);
  for (let step = 0; step < 3000; step++) {
    const views = [];
    for (const t of tokens) views.push(await call('GET', `/api/games/${id}`, undefined, t));
    if (views[0].json.over) break;
    views.forEach((v, s) => shownIn(v.json).forEach(c => everShown[s].add(c)));
    // the truth: each hand from its owner's view; the deck is whatever is in no view
    const where = new Map();
    views.forEach((v, s) => v.json.hand.forEach(h => where.set(h.card, `hand ${s}`)));
    views.forEach(v => { v.json.locations.forEach(l => l.cards.forEach(c => c !== null && where.set(c, 'board'))); v.json.banished.forEach(c => where.set(c, 'banished')); });
    views.forEach((v, s) => {
      // the log is the narration for this reader: its own acts as "You ...", the others' under their names
      v.json.log.forEach(({ text: line }) => {  // each line is {n, text} (docs/CLI.md)
        if (/^You /.test(line)) sawYou[s] = true;
        for (let o = 0; o < players; o++) if (o !== s && line.startsWith(`P${o + 1} `)) sawOther[s] = true;
        if (/P\d+ \(|cannot see/.test(line)) oldWords.push(`game ${game} seat ${s}: ${line}`);
      });
      const forbidden = [];
      for (let c = 0; c < NAMES.length; c++) {
        const w = where.get(c);
        const hidden = w === undefined || (w.startsWith('hand') && w !== `hand ${s}`);
        if (hidden && !everShown[s].has(c)) forbidden.push(c);
      }
      const ids = shownIn(v.json);
      const text = [...v.json.log.map(l => l.text), v.json.decision ? v.json.decision.prompt : '', ...(v.json.decision ? v.json.decision.options.map(o => o.name) : []),
        ...v.json.hand.map(h => h.as || '')].join('\n').replace(/counted as [^\n]*/g, ' ');
      for (const c of forbidden) {
        if (ids.has(c)) leaks.push(`game ${game} step ${step}: seat ${s} is shown ${NAMES[c]} (id)`);
        else if (patterns[c].test(text)) leaks.push(`game ${game} step ${step}: seat ${s} reads ${NAMES[c]}: ${text.split('\n').find(l => patterns[c].test(l))}`);
      }
    });
    const mover = views.findIndex(v => v.json.decision);
    if (mover < 0) { check(`game ${game}: somebody has a decision`, false); break; }
    const opts = views[mover].json.decision.options;
    const r = await call('POST', `/api/games/${id}/answer`, { option: opts[random(opts.length)].id, at: views[mover].json.at }, tokens[mover]);
    if (r.status !== 200) { check(`game ${game}: a legal answer is accepted`, false, r.text); break; }
    answers++;
  }
  check(`game ${game}: every seat reads its own acts as "You ..." and the others' under their names`,
    sawYou.every(x => x) && sawOther.every(x => x), `you ${sawYou}, others ${sawOther}`);
}
check('no log line in the old words (a house label, "a choice you cannot see")', oldWords.length === 0, oldWords.slice(0, 3).join('\n'));
check(`no seat was shown a hidden card (${answers} answers, every seat's view after each)`, leaks.length === 0, leaks.slice(0, 5).join('\n'));
check('enough play to mean something', answers > ENOUGH, `${answers} answers`);
server.kill('SIGTERM');
await new Promise(r => server.on('exit', r));
fs.rmSync(work, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
