// offline_test.mjs: the page with no network, in a real browser (Debian's Chromium driven by
// playwright-core). A small static server gives web/ and the WebAssembly build once; then
// the network is cut (the context goes offline) and the page is loaded again from the
// service worker (web/sw.js). Through offlineApi (web/offline.js -> the Web Worker
// web/engine/worker.js) it plays a whole solo Red Rising game against Tull Au Toma, with a
// reload mid-game that resumes it from IndexedDB, and a RONE game against an MCTS bot while
// the page's own timer keeps ticking (the bot thinks in the worker: the page never freezes).
// Both records are read by the native `cardtable replay` (the same scores). Also prints
// random games a second of the WebAssembly build in this Chromium beside native, and checks
// that `cardtable serve` serves the offline files (offline.js, sw.js, /engine/*.js).
//   node offline_test.mjs SOURCE_DIR WASM_BUILD_DIR NATIVE_CARDTABLE NATIVE_BENCH_RANDOM_GAMES
// Exit 77: no browser on this machine.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';

const [src, wasmBuild, nativeProgram, nativeBench] = process.argv.slice(2);
const CHROMIUM = process.env.CT_CHROMIUM || '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.log(`skipped: no browser at ${CHROMIUM} (scripts/deps.sh installs Debian's chromium)`);
  process.exit(77);
}
const { chromium } = await import('playwright-core');
let passed = 0, failed = 0;
function check(name, ok, detail) {
  if (ok) { passed++; console.log(`ok - ${name}`); }
  else { failed++; console.log(`not ok - ${name}${detail ? ': ' + detail : ''}`); }
}

// ---- the static server: web/, with the WebAssembly files from the build ----
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  let file = null;
  if (url.pathname === '/') file = path.join(src, 'web/index.html');
  else if (url.pathname === '/engine/cardtable.wasm') file = path.join(wasmBuild, 'cardtable.wasm');
  else if (url.pathname === '/bench_random_games.wasm') file = path.join(wasmBuild, 'bench_random_games.wasm');
  else if (/^\/[a-z_]+(\/[a-z_]+)?\.(js|css)$/.test(url.pathname)) file = path.join(src, 'web', url.pathname);
  if (!file || !fs.existsSync(file)) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'not here: this test serves only the page' }));
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
  res.end(fs.readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
const deadline = setTimeout(() => { console.log('not ok - the offline test took longer than 9 minutes'); process.exit(1); }, 540000);
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`  (page error: ${e.message})`));
  const withOffline = async () => {
    await page.addScriptTag({ url: '/offline.js' });
    await page.waitForFunction(() => typeof offlineApi === 'function');
  };

  // ---- the first load, with the network: the service worker keeps the page and the engine ----
  await page.goto(`${base}/`);
  await withOffline();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  check('the service worker is installed and controls the page', await page.evaluate(() => !!navigator.serviceWorker.controller));

  // speed in this browser beside native, while the network is there to fetch the program
  const wasmSpeed = await page.evaluate(async () => {
    const { wasiImports, ProgramExit } = await import('/engine/wasi.js');
    let memory, out = '';
    const { instance } = await WebAssembly.instantiate(await (await fetch('/bench_random_games.wasm')).arrayBuffer(),
      wasiImports(() => memory, { out: (t) => { out += t; }, args: ['bench_random_games', '1'] }));
    memory = instance.exports.memory;
    try { instance.exports._start(); } catch (e) { if (!(e instanceof ProgramExit)) throw e; }
    return out;
  });
  const nativeSpeed = execFileSync(nativeBench, ['1'], { encoding: 'utf8' });
  console.log(`random games a second (2 players), WebAssembly in ${browser.version()} beside native:`);
  for (const line of wasmSpeed.trim().split('\n')) {
    const [game, way, rate] = line.split(' ');
    const n = nativeSpeed.split('\n').find((l) => l.startsWith(`${game} ${way} `))?.split(' ')[2];
    console.log(`  ${game.padEnd(10)} ${way.padEnd(8)} ${rate.padStart(10)} wasm ${String(n).padStart(10)} native  ${(rate / n).toFixed(2)} of native`);
  }

  // ---- no network from here ----
  await context.setOffline(true);
  check('the network is cut', await page.evaluate(() => fetch('/api/games').then(() => false, () => true)));
  await page.reload();
  check('the page loads from the service worker', (await page.content()).includes('<script src="/app.js"'));
  await withOffline();

  // a solo Red Rising game against Tull Au Toma: ten answers, a reload, then to the end
  const playSome = (count) => page.evaluate(async (count) => {
    const { id, token } = JSON.parse(localStorage.getItem('offline-test-game'));
    let s = await offlineApi('GET', `/api/games/${id}`, undefined, token);
    for (let k = 0; k < count && !s.result; k++) {
      const o = s.view.options[k % s.view.options.length];
      s = await offlineApi('POST', `/api/games/${id}/answer`, { option: o.value, at: s.at }, token);
    }
    return { at: s.at, result: s.result, seats: s.seats, log: s.log.length };
  }, count);
  const made = await page.evaluate(async () => {
    const g = await offlineApi('POST', '/api/games', { game: 'redrising', mode: 'solo', level: 3, seats: [{ name: 'Ana' }], seed: 21 });
    localStorage.setItem('offline-test-game', JSON.stringify({ id: g.id, token: g.tokens[0] }));
    return g;
  });
  const before = await playSome(10);
  check('a solo game against Tull Au Toma starts offline', before.at >= 10 && before.seats[1].kind === 'automa',
    JSON.stringify(before.seats));
  await page.reload();
  await withOffline();
  const resumed = await playSome(0);
  check('after a reload with no network the game resumes where it was (IndexedDB)', resumed.at === before.at, `${resumed.at} vs ${before.at}`);
  const end = await playSome(100000);
  check('the solo game is played to its end offline', end.result && end.result.over && end.log > 0, JSON.stringify(end.result));
  const replayed = (id, token, result, name) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'offline-')), `${name}.game`);
    return page.evaluate(async ([id, token]) => (await offlineApi('GET', `/api/games/${id}/record`, undefined, token)).record, [id, token])
      .then((record) => {
        fs.writeFileSync(file, record);
        const shown = execFileSync(nativeProgram, ['replay', file, '--no-color'], { input: 'g 100000\nq\n', encoding: 'utf8' });
        return result.scores.every((s) => shown.includes(String(s)));
      });
  };
  check('its record is read by the native cardtable replay (the same scores)', await replayed(made.id, made.tokens[0], end.result, 'solo'));

  // a RONE game against the hard bot (MCTS): the page's timer keeps ticking while the bot thinks
  const rone = await page.evaluate(async () => {
    const g = await offlineApi('POST', '/api/games', { game: 'rone', mode: 'solo', seats: [{ name: 'Ana' }, { bot: 'hard' }], seed: 4 });
    let ticks = 0, waited = 0;
    const timer = setInterval(() => ticks++, 10);
    let s = await offlineApi('GET', `/api/games/${g.id}`, undefined, g.tokens[0]);
    for (let k = 0; !s.result && k < 5000; k++) {
      const o = s.view.options[k % s.view.options.length];
      const t = performance.now();
      s = await offlineApi('POST', `/api/games/${g.id}/answer`, { name: o.name, at: s.at }, g.tokens[0]);
      waited += performance.now() - t;
    }
    clearInterval(timer);
    return { id: g.id, token: g.tokens[0], result: s.result, ticks, waited };
  });
  check('a RONE game against an MCTS bot is played to its end offline', rone.result && rone.result.over, JSON.stringify(rone.result));
  // the timer ticks every 10 ms when the page is free; at least a third of them while waiting
  check('the page kept running while the bot thought (its timer ticked)', rone.ticks >= rone.waited / 30,
    `${rone.ticks} ticks in ${Math.round(rone.waited)} ms of waiting`);
  console.log(`  (the bot's answers took ${Math.round(rone.waited)} ms in all; the page's 10 ms timer ticked ${rone.ticks} times)`);
  check('its record is read by the native cardtable replay (the same scores)', await replayed(rone.id, rone.token, rone.result, 'rone'));

  // ---- the real server carries the offline files ----
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-serve-'));
  const served = spawn(nativeProgram, ['serve', '--listen', '127.0.0.1:0', '--db', path.join(work, 'games.db'), '--rate', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const address = await new Promise((resolve, reject) => {
      let out = '';
      served.stdout.on('data', (d) => {
        out += d;
        const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
        if (m) resolve(`http://127.0.0.1:${m[1]}`);
      });
      served.on('exit', (code) => reject(new Error(`cardtable serve exited (${code}): ${out}`)));
    });
    for (const file of ['/offline.js', '/sw.js', '/engine/engine.js', '/engine/wasi.js', '/engine/offline_games.js', '/engine/worker.js']) {
      const r = await fetch(address + file);
      const want = fs.readFileSync(path.join(src, 'web', file), 'utf8');
      check(`cardtable serve gives ${file} as JavaScript`, r.status === 200 && /^text\/javascript/.test(r.headers.get('content-type')) &&
        (await r.text()) === want, `${r.status} ${r.headers.get('content-type')}`);
    }
    const wasm = await fetch(`${address}/engine/cardtable.wasm`);
    console.log(`  (cardtable serve ${wasm.status === 200 ? 'carries' : 'does not carry'} /engine/cardtable.wasm: ` +
      `it does when make wasm had put web/engine/cardtable.wasm there before it was built)`);
    if (wasm.status === 200) check('its /engine/cardtable.wasm is application/wasm', wasm.headers.get('content-type') === 'application/wasm');
  } finally {
    served.kill('SIGTERM');
  }
} catch (e) {
  check('the offline test ran', false, e.stack);
} finally {
  clearTimeout(deadline);
  await browser.close();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
