// web_test.mjs: cardtable's page in a real browser (Debian's Chromium, driven by
// playwright-core), against a real `cardtable serve`:
//   node web_test.mjs CARDTABLE_BINARY SOURCE_DIR ARTIFACTS_DIR
// A solo game against Tull Au Toma played by clicks to the scorepad (with a reload
// mid-game); a two-player game by links in two browser contexts, where nothing seat A
// receives or shows names a card of seat B's hand or the deck, with the server killed
// (SIGKILL) and restarted mid-game; a wrong token refused; the score page against the
// CLI; screenshots at phone and desktop sizes. Exit 77: no browser on this machine.
// Nothing here waits for time: each step waits for the state it means, read from markers
// the page keeps on <body> (web/app.js: requests in flight, the answer count drawn, answers
// sent and come back, the companion's finished steps), with generous limits for slow machines.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [bin, src, artifacts] = process.argv.slice(2);
const CHROMIUM = process.env.CT_CHROMIUM || '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.log(`skipped: no browser at ${CHROMIUM} (scripts/deps.sh installs Debian's chromium)`);
  process.exit(77);
}
const { chromium } = await import('playwright-core');
fs.mkdirSync(artifacts, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cardtable-web-'));
const db = path.join(work, 'games.db');
let passed = 0, failed = 0;
function check(name, ok, detail) {
  if (ok) { passed++; console.log(`ok - ${name}`); }
  else { failed++; console.log(`not ok - ${name}${detail ? ': ' + detail : ''}`); }
}
// CTest gives the test 10 minutes (tests/CMakeLists.txt); alone it takes about one
const deadline = setTimeout(() => { console.log("not ok - the browser tests took longer than 9.5 minutes"); finish(1); }, 570000);
const WAIT = 60000;  // the longest any one step may take (a page's click, draw or request)
// CT_WEB_JITTER_MS=N holds each of the pages' API requests back by a random 0..N ms, so their
// answers come late and out of order, as on a loaded machine (a check of these tests' waits)
const JITTER = Number(process.env.CT_WEB_JITTER_MS || 0);
const sleep = ms => new Promise(r => setTimeout(r, ms));

// ---- the server ----
let server = null, port = 0;
async function startServer(listenPort) {
  // a restart on the same port may find it not yet free: try again for up to a minute
  for (let tries = 1; ; tries++) {
    try { return await startServerOnce(listenPort); } catch (e) {
      if (listenPort === 0 || tries >= 60) throw e;
      await sleep(1000);
    }
  }
}
function startServerOnce(listenPort) {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, ['serve', '--listen', `127.0.0.1:${listenPort}`, '--db', db, '--rate', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', d => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) { port = Number(m[1]); resolve(p); }
    });
    p.on('exit', code => reject(new Error(`the server exited (${code}) before listening: ${out}`)));
    p.on('error', e => reject(new Error(`the server could not be started: ${e.message}`)));
  });
}
function stopServer(signal) {
  return new Promise(resolve => {
    if (!server || server.exitCode !== null) return resolve();
    server.removeAllListeners('exit');
    server.on('exit', () => resolve());
    server.kill(signal);
  });
}
const base = () => `http://127.0.0.1:${port}`;
async function apiState(id, token) {
  const r = await fetch(`${base()}/api/games/${id}`, { headers: { 'X-Seat-Token': token } });
  return r.json();
}

let browser = null;
async function finish(code) {
  clearTimeout(deadline);
  try { if (browser) await browser.close(); } catch (e) { /* closing anyway */ }
  await stopServer('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code === undefined ? (failed ? 1 : 0) : code);
}

async function newPage(viewport) {
  const context = await browser.newContext({ viewport: viewport || { width: 1280, height: 900 } });
  context.setDefaultTimeout(WAIT);
  if (JITTER > 0) {
    await context.route(u => u.pathname.startsWith('/api/') && !u.pathname.endsWith('/events'), async route => {
      await sleep(Math.random() * JITTER);
      await route.continue().catch(() => {});  // the page may have gone meanwhile
    });
  }
  const page = await context.newPage();
  page.on('pageerror', e => check('no script error in the page', false, e.message));
  return page;
}

// The page's markers (web/app.js): how many answers (and undos) it has sent and had back.
const answersSent = page => page.evaluate(() => Number(document.body.dataset.answersSent || 0));
// Waits until every answer the page sent has come back and been drawn, and nothing is in flight.
async function answersBack(page) {
  await page.waitForFunction(() => {
    const d = document.body.dataset;
    return Number(d.answersDone || 0) >= Number(d.answersSent || 0) && Number(d.requests || 0) === 0;
  });
}
// Waits until the table shows the game as the server has it now, with nothing in flight:
// only then is what it shows what a reload will show. Call it when no bot is to move.
async function settled(page) {
  const [id, token] = (await page.evaluate(() => location.hash)).match(/g=([0-9a-f]+)&t=([0-9a-f]+)/).slice(1);
  const end = Date.now() + WAIT;
  for (;;) {
    const at = (await apiState(id, token)).at;
    if (await page.evaluate(n => document.body.dataset.at === String(n) && Number(document.body.dataset.requests || 0) === 0, at)) return;
    if (Date.now() > end) throw new Error(`the page never showed the server's answer count ${at}`);
    await sleep(100);
  }
}
// Waits until one of the pages shows a decision or the final scorepad (a bot or the other
// seat may be moving, and the change comes to a page by its live stream).
async function somethingToDo(pages) {
  await Promise.any(pages.map(p => p.waitForSelector('#decision, #scorepad'))).catch(() => {
    throw new Error(`no page showed a decision or the scorepad within ${WAIT / 1000} s`);
  });
}

// Clicks through one decision on a page: a lead by card then location when it can,
// else the first option of the list. Returns false if the page has no decision.
async function decide(page, byBoard) {
  try {
    return await decideOnce(page, byBoard);
  } catch (e) {
    console.log(`# a decision was not taken (${e.message.split('\n')[0]}): looking again`);
    return true;  // the page redrew under the click (a live update): look again
  }
}
// Each click that answers waits until the answer has come back and been drawn.
async function decideOnce(page, byBoard) {
  if (!(await page.locator('#decision').count())) return false;
  const sent = await answersSent(page);
  if (byBoard && await page.locator('#hand button.card').count()) {
    await page.locator('#hand button.card').first().click();
    // a card of the hand asked for (not a lead): that click was the answer
    if ((await answersSent(page)) > sent) { await answersBack(page); return true; }
    const target = page.locator('.location button.act').first();
    if (await target.count()) { await target.click(); await answersBack(page); return true; }
  }
  const gain = page.locator('.location button.act:not(.scout)');
  if (byBoard && await gain.count()) await gain.first().click();
  else await page.locator('#options button.option').first().click();
  await answersBack(page);
  return true;
}

async function soloGame() {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(base() + '/');
  await page.selectOption('#mode', 'solo');
  await page.locator('.seat-name').first().fill('Ana');
  await page.click('#create-game');
  await page.waitForSelector('#turn');
  const hash = await page.evaluate(() => location.hash);
  check('solo: creating a game opens its table by its link', /^#g=[0-9a-f]{16}&t=[0-9a-f]{32}$/.test(hash), hash);
  await page.screenshot({ path: path.join(artifacts, 'phone-solo-start.png'), fullPage: true });
  let steps = 0, reloaded = false;
  while (!(await page.locator('#scorepad').count()) && steps < 600) {
    if (!(await decide(page, true))) { await somethingToDo([page]); continue; }  // her turn, on the server
    steps++;
    if (steps === 15 && !reloaded) {
      await page.context().grantPermissions(['notifications']);
      await page.click('#notify');
      await page.waitForFunction(() => document.getElementById('notify').textContent === 'Notifications on');
      await page.waitForSelector('#decision');  // our turn: the game waits for us while we reload
      await settled(page);
      const before = await page.locator('#hand').innerText();
      const log = await page.locator('#log li').count();
      await page.reload();
      await page.waitForSelector('#turn');
      await settled(page);
      check('solo: a reload mid-game shows the same hand and log', (await page.locator('#hand').innerText()) === before &&
        (await page.locator('#log li').count()) === log);
      check('solo: the notification setting is remembered across a reload', (await page.locator('#notify').textContent()) === 'Notifications on');
      await page.click('#notify');
      await page.waitForFunction(() => document.getElementById('notify').textContent === 'Notify me on my turn');
      await page.reload();
      await page.waitForSelector('#turn');
      check('... and so is turning it off', (await page.locator('#notify').textContent()) === 'Notify me on my turn');
      reloaded = true;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: path.join(artifacts, 'desktop-solo-midgame.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(artifacts, 'phone-solo-midgame.png'), fullPage: true });
    }
  }
  const pad = page.locator('#scorepad');
  check('solo: the game is played by clicks to the final scorepad', await pad.count() === 1, `${steps} decisions`);
  console.log(`# solo: ${steps} decisions`);
  if (await pad.count()) {
    const text = await pad.innerText();
    check('solo: the scorepad lists Tull Au Toma and the winner', text.includes('Tull Au Toma base') && /Winners?/.test(text));
    await page.screenshot({ path: path.join(artifacts, 'phone-solo-scorepad.png'), fullPage: true });
  }
  await page.context().close();
}

// ---- two players by links ----
let NAMES = [];  // card names by id, from the server's card list
let SUMMARIES = [];  // every card's printed-ability summaries (they name other cards: not a leak)

async function twoPlayers() {
  const host = await newPage();
  await host.goto(base() + '/');
  await host.selectOption('#mode', 'friends');
  await host.selectOption('#players', '2');
  await host.locator('.seat-name').nth(0).fill('Ana');
  await host.locator('.seat-name').nth(1).fill('Ben');
  await host.click('#create-game');
  await host.waitForSelector('a.seat-link');
  const links = await host.locator('a.seat-link').evaluateAll(as => as.map(a => a.href));
  check('friends: each seat gets its own link', links.length === 2 && links[0] !== links[1]);
  await host.context().close();
  const [id, tokenA] = links[0].match(/g=([0-9a-f]+)&t=([0-9a-f]+)/).slice(1);
  const tokenB = links[1].match(/t=([0-9a-f]+)/)[1];

  const a = await newPage(), b = await newPage({ width: 390, height: 844 });
  const received = [];  // every response seat A's page got
  a.on('response', async r => {
    if (!r.url().includes('/api/')) return;
    if (r.url().includes('/events')) return;
    if (r.url().endsWith('/api/cards')) return;  // the public list of every card  // the stream is checked by the server test: it carries only versions
    try { received.push(await r.text()); } catch (e) { /* a response that went away */ }
  });
  await a.goto(links[0]);
  await b.goto(links[1]);
  await a.waitForSelector('#turn');
  await b.waitForSelector('#turn');

  const everSeenByA = new Set();
  let leaks = [];
  async function checkpoint() {
    // What A was shown is read BEFORE the state: the game may move on (a bot, B) while
    // we read, and A's knowledge only grows, so everything shown must be known by then.
    let text = (await a.locator('body').innerText()) + '\n' + received.join('\n');
    for (const summary of SUMMARIES) text = text.split(summary).join(' ');
    // the name an Orange of A's own hand is counted as: a name, not where that card is
    text = text.replace(/counted as [^)\n"]*/g, ' ');
    received.length = 0;
    const sa = await apiState(id, tokenA), sb = await apiState(id, tokenB);
    if (sa.over) return sa;
    const visible = new Set();
    sa.locations.forEach(l => l.cards.forEach(c => c !== null && visible.add(c)));
    sa.banished.forEach(c => visible.add(c));
    sa.hand.forEach(h => visible.add(h.card));
    (sa.players[1].known || []).forEach(c => c !== null && visible.add(c));
    (sa.looked_at || []).forEach(c => visible.add(c));  // deck cards A has looked at (Firewall Expert)
    if (sa.decision) {  // what A's own question shows A
      ['card', 'subject'].forEach(k => sa.decision[k] !== undefined && visible.add(sa.decision[k]));
      sa.decision.options.forEach(o => o.card !== undefined && visible.add(o.card));
    }
    visible.forEach(c => everSeenByA.add(c));
    const handB = new Set(sb.hand.map(h => h.card));
    const forbidden = [];
    for (let c = 0; c < NAMES.length; c++) {
      const inDeck = !visible.has(c) && !handB.has(c) && !sb.locations.some(l => l.cards.includes(c)) && !sb.banished.includes(c);
      if ((handB.has(c) || inDeck) && !everSeenByA.has(c)) forbidden.push(NAMES[c]);
    }
    for (const name of forbidden) {
      const re = new RegExp(`(^|[^A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`);
      const m = re.exec(text);
      if (m) {
        leaks.push(name);
        if (leaks.length < 4) console.log(`# leak of ${name}: ...${text.slice(Math.max(0, m.index - 150), m.index + 60).replace(/\n/g, ' | ')}...`);
      }
    }
    return sa;
  }

  let steps = 0, killed = false, state = await checkpoint();
  while (!state.over && steps < 800) {
    const acted = (await decide(a, steps % 2 === 0)) || (await decide(b, steps % 3 === 0));
    if (!acted) await somethingToDo([a, b]);  // a page not yet told of the other's answer
    else steps++;
    state = await checkpoint();
    if (steps === 40 && !killed) {
      const at = state.at;
      await stopServer('SIGKILL');
      server = await startServer(port);
      const after = await apiState(id, tokenA);
      check('kill -9: the restarted server has every acknowledged answer', after.at === at, `${after.at} vs ${at}`);
      await a.reload();
      await b.reload();
      await a.waitForSelector('#turn');
      await b.waitForSelector('#turn');
      killed = true;
    }
  }
  check('friends: two browser contexts play the game to the end by their links', state.over === true, `${steps} steps`);
  check('friends: seat A never received or showed a card of seat B\'s hand or the deck', leaks.length === 0, [...new Set(leaks)].join(', '));
  await a.waitForSelector('#scorepad');
  await b.waitForSelector('#scorepad');
  check('friends: both pages show the final scorepad', (await a.locator('#scorepad').count()) === 1 && (await b.locator('#scorepad').count()) === 1);
  await a.screenshot({ path: path.join(artifacts, 'desktop-2p-scorepad.png'), fullPage: true });
  await b.screenshot({ path: path.join(artifacts, 'phone-2p-scorepad.png'), fullPage: true });

  // a wrong token opens nothing
  const w = await newPage();
  await w.goto(`${base()}/#g=${id}&t=${'0'.repeat(32)}`);
  await w.waitForSelector('#refused');
  const refused = await w.locator('main').innerText();
  check('a wrong token is refused and learns nothing', /opens no seat/.test(refused) && !/Ana|Ben/.test(refused), refused);
  await Promise.all([a.context().close(), b.context().close(), w.context().close()]);
}

// ---- the score page against `cardtable score` ----
async function scorePage() {
  const file = path.join(src, 'examples', 'two-players.json');
  const pos = JSON.parse(fs.readFileSync(file, 'utf8'));
  // pinned against the optimizer's choice (which counts Razor Designer as Darrow and
  // Trigg as Red), so that the pins change the scorepad
  pos.players[0].hand = pos.players[0].hand.map(h => (h.card || h) === 'Razor Designer' ? { card: 'Razor Designer', as: 'Pelus' }
    : (h.card || h) === 'Trigg' ? { card: 'Trigg', also: 'Obsidian' } : h);
  const pinnedFile = path.join(work, 'pinned.json');
  fs.writeFileSync(pinnedFile, JSON.stringify(pos));
  const cli = execFileSync(bin, ['score', pinnedFile], { encoding: 'utf8' });
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(base() + '/#score');
  await page.waitForSelector('#score-form');
  await page.selectOption('#score-players', String(pos.players.length));
  // a misspelt card gets the guess `cardtable cards` makes
  const firstHand = page.locator('.score-player').nth(0).locator('input.hand');
  await firstHand.fill('Darow');
  await firstHand.press('Enter');
  await page.waitForFunction(() => /did you mean/.test(document.getElementById('message').textContent), null, { timeout: 5000 })
    .catch(() => {});
  const said = await page.locator('#message').textContent();
  check('score page: a misspelt card suggests a near name', said === "No card 'Darow' (did you mean Darrow?)", said);
  await firstHand.fill('');
  for (let i = 0; i < pos.players.length; i++) {
    const p = pos.players[i], box = page.locator('.score-player').nth(i);
    await box.locator('.p-name').fill(p.name);
    if (p.house) await box.locator('.p-house').selectOption(p.house);
    for (const item of p.hand) {
      const c = typeof item === 'string' ? item : item.card;
      await box.locator('input.hand').fill(c);
      await box.locator('input.hand').press('Enter');
      const chip = box.locator(`.chip[data-card="${c}"]`);
      if (item.as) { await chip.locator('.pin-as').fill(item.as); await chip.locator('.pin-as').dispatchEvent('change'); }
      if (item.also) await chip.locator('.pin-also').selectOption(item.also);
    }
    await box.locator('.p-helium').fill(String(p.helium));
    await box.locator('.p-fleet').fill(String(p.fleet));
    await box.locator('.p-influence').fill(String(p.influence));
    if (pos.sovereign === p.name) await box.locator('.p-sovereign').check();
  }
  const locs = ['Jupiter', 'Mars', 'Luna', 'The Institute'];
  for (let l = 0; l < 4; l++)
    for (const c of pos.locations[locs[l]] || []) {
      await page.locator('input.loc').nth(l).fill(c);
      await page.locator('input.loc').nth(l).press('Enter');
    }
  for (const c of pos.banished || []) { await page.locator('input.banished').fill(c); await page.locator('input.banished').press('Enter'); }
  await page.click('#score-submit');
  await page.waitForSelector('#score-text', { state: 'attached' });
  const webText = await page.locator('#score-text').textContent();
  // the same position without its pins, through the CLI: the pins must matter
  const unpinned = JSON.parse(JSON.stringify(pos));
  unpinned.players.forEach(p => { p.hand = p.hand.map(c => typeof c === 'string' ? c : c.card); });
  const tmp = path.join(work, 'unpinned.json');
  fs.writeFileSync(tmp, JSON.stringify(unpinned));
  const cliUnpinned = execFileSync(bin, ['score', tmp], { encoding: 'utf8' });
  fs.writeFileSync(path.join(artifacts, 'score-web.txt'), webText);
  fs.writeFileSync(path.join(artifacts, 'score-cli.txt'), cli);
  check('score page: an Orange pinned to a name and a Gray to a color give the same scorepad text as cardtable score',
    webText.trim() === cli.trim(), 'see score-web.txt and score-cli.txt');
  check('... and the pins matter (the text differs from the unpinned position\'s)', cli.trim() !== cliUnpinned.trim() &&
    cli.includes('Razor Designer counted as Pelus') && cli.includes('Trigg counted as Obsidian too'));
  check('score page: Ana\'s total shown', (await page.locator('#scorepad').innerText()).includes('Ana') && cli.includes('Ana'));
  await page.screenshot({ path: path.join(artifacts, 'phone-score.png'), fullPage: true });
  await page.context().close();
}

// ---- hot-seat on one device, a game against a bot, undo ----
async function hotseatBotsUndo() {
  const page = await newPage();
  await page.goto(base() + '/');
  await page.selectOption('#mode', 'hotseat');
  await page.selectOption('#players', '2');
  await page.locator('.seat-name').nth(0).fill('Ana');
  await page.locator('.seat-name').nth(1).fill('Ben');
  await page.click('#create-game');
  await page.waitForSelector('#turn, #pass');
  if (await page.locator('#pass').count()) await page.click('#take-seat');  // Ben plays first
  await page.waitForSelector('#turn');
  const firstBanner = await page.locator('#turn').innerText();
  let passed = false;
  for (let i = 0; i < 30 && !passed; i++) {
    await decide(page, false);
    passed = (await page.locator('#pass').count()) > 0;
  }
  check('hot-seat: after a turn the device is passed on', passed);
  if (passed) {
    const who = await page.locator('#pass h1').innerText();
    await page.click('#take-seat');
    const banner = await page.locator('#turn').innerText();
    const next = firstBanner.includes('Ana') ? 'Ben' : 'Ana';
    check('hot-seat: the next seat then sees its own decision', who.includes(next) && banner.includes(next), `${who} / ${banner}`);
  }

  await page.goto(base() + '/');
  await page.selectOption('#mode', 'bots');
  await page.selectOption('#players', '2');
  await page.locator('.seat-bot').first().selectOption('greedy');
  await page.click('#create-game');
  await page.waitForSelector('#turn');
  const botMoved = await playUntilBotMoves(page, 'greedy');
  check('bots: the bot moves on the server and its moves reach the page', botMoved);

  // undo: lead a card, then take it back before gaining
  let undone = false;
  for (let i = 0; i < 30 && !undone; i++) {
    if (await page.locator('#undo').count()) {
      await settled(page);  // our decision: the bot waits for us
      const before = await page.locator('#log li').count();
      await page.click('#undo');
      await answersBack(page);
      await settled(page);
      undone = (await page.locator('#log li').count()) === before - 1;
      break;
    }
    if (!(await decide(page, true))) await somethingToDo([page]);  // the bot's turn
  }
  check('undo: my own last decision is taken back', undone);
  await page.context().close();
}

// ---- the companion against `cardtable companion` (same seed, same answers) ----
// Clicks a companion button that asks the server for a step, and waits until the page has
// drawn that step's answer (the page counts finished steps on <body>): no click ever lands on
// a page still showing the previous step.
async function companionStep(page, selector) {
  const done = await page.evaluate(() => Number(document.body.dataset.companionSteps || 0));
  await page.click(selector);
  await page.waitForFunction(n => Number(document.body.dataset.companionSteps || 0) > n, done);
}
// Her turn, answering "no" to each "is it empty?": the new log lines and how many were asked.
async function companionTurn(page) {
  const before = await page.locator('#comp-log li').count();
  await companionStep(page, '#comp-turn');
  let q = 0;
  while (await page.locator('#comp-question').count()) {
    await companionStep(page, '#comp-no');
    q++;
  }
  return [(await page.locator('#comp-log li').allTextContents()).slice(before), q];
}
async function companionPage() {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(base() + '/#companion');
  await page.waitForSelector('#comp-start');
  await page.selectOption('#comp-level', '2');
  await page.fill('#comp-seed', '42');
  await companionStep(page, '#comp-start');
  await page.fill('#comp-odd', '3');
  await companionStep(page, '#comp-parity');
  await companionStep(page, '#comp-apollo-no');
  const questions = [];
  for (let t = 0; t < 3; t++) questions.push((await companionTurn(page))[1]);
  await page.reload();  // her state survives a reload (kept in the browser)
  await page.waitForSelector('#comp-status');
  await page.locator('#comp-end summary').click();
  await page.fill('#comp-matching', '2');
  await page.fill('#comp-yours', '1');
  await page.click('#comp-score');
  await page.waitForSelector('#comp-scorepad');
  const webLines = await page.locator('#comp-log li').allTextContents();
  const first = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable-companion')).state.first);
  let input = '3\nno\n';
  questions.forEach((q, i) => { input += (i === 0 && first === 1 ? '' : 't\n') + 'n\n'.repeat(q); });
  input += 'end\n2\n1\n250\n';  // her matching cards, your Influence, your score
  const cli = execFileSync(bin, ['companion', '--seed', '42', '--level', '2', '--save', path.join(work, 'companion.txt')],
    { input, encoding: 'utf8' });
  const steps = /^(Deploy|Gain|Bonus|Luna bonus card|Extra|She now has|Following|She has 10|Her Au Toma deck)/;
  // the one difference: how to take the Sovereign back (a command there, a form here)
  const same = l => l.replace(/ \(your Martyr or Justice may keep it[^)]*\)/, '');
  const cliSteps = cli.split('\n').map(l => l.trim()).filter(l => steps.test(l)).map(same);
  const webSteps = webLines.filter(l => steps.test(l)).map(same);
  check('companion page: her turns say the same as cardtable companion', cliSteps.length > 6 &&
    JSON.stringify(cliSteps) === JSON.stringify(webSteps), `\n${cliSteps.join('\n')}\n---\n${webSteps.join('\n')}`);
  const cliTotal = (cli.match(/Total\s+(\d+)/) || [])[1];
  const webTotal = (webLines.join('\n').match(/Tull Au Toma's score: (\d+)/) || [])[1];
  check('companion page: her score is the same as cardtable companion\'s', cliTotal !== undefined && cliTotal === webTotal, `${cliTotal} vs ${webTotal}`);
  await page.screenshot({ path: path.join(artifacts, 'phone-companion.png'), fullPage: true });
  await page.context().close();
}

// Plays our decisions (at most 30) until the log shows a move of the bot named `bot`; while
// the page has no decision (the bot thinking on the server) it waits for one, or for that line.
async function playUntilBotMoves(page, bot) {
  const moved = () => page.evaluate(b => [...document.querySelectorAll('#log li')].some(l => l.textContent.startsWith(b)), bot);
  for (let i = 0; i < 30; i++) {
    if (await moved()) return true;
    if (await decide(page, false)) continue;
    const changed = await page.waitForFunction(b => document.getElementById('decision') || document.getElementById('scorepad') ||
      [...document.querySelectorAll('#log li')].some(l => l.textContent.startsWith(b)), bot).then(() => true, () => false);
    if (!changed) break;
  }
  return moved();
}

// ---- the bots by strength (docs/AI.md's words) ----
async function strengthWords() {
  const page = await newPage();
  await page.goto(base() + '/');
  await page.selectOption('#mode', 'bots');
  await page.selectOption('#players', '2');
  const offered = await page.locator('.seat-bot').first().locator('option').evaluateAll(os => os.map(o => o.value));
  check('bots: the page offers the strengths easy, medium, hard and expert',
    ['easy', 'medium', 'hard', 'expert'].every(w => offered.includes(w)), offered.join(' '));
  await page.locator('.seat-bot').first().selectOption('easy');
  await page.click('#create-game');
  await page.waitForSelector('#turn');
  const botMoved = await playUntilBotMoves(page, 'easy');
  check('bots: an easy bot chosen on the page plays its moves on the server', botMoved);
  await page.context().close();
}

// ---- the companion's 'deck empty' control against the terminal's 'deck empty' ----
async function companionDeckEmpty() {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(base() + '/#companion');
  await page.waitForSelector('#comp-start');
  await page.fill('#comp-seed', '7');
  await companionStep(page, '#comp-start');
  await page.fill('#comp-odd', '5');
  await companionStep(page, '#comp-parity');
  await companionStep(page, '#comp-apollo-yes');  // you go first: every turn of hers is asked for
  await page.check('#comp-deck-empty');
  await page.waitForFunction(() => /the character deck is empty/.test(document.getElementById('comp-status').textContent));
  await page.reload();  // kept with her state
  await page.waitForSelector('#comp-status');
  check('companion page: deck empty is shown and kept over a reload',
    await page.locator('#comp-deck-empty').isChecked() && /the character deck is empty/.test(await page.locator('#comp-status').innerText()));
  const playTurn = () => companionTurn(page);
  const [emptyTurn, q1] = await playTurn();
  await page.uncheck('#comp-deck-empty');
  await page.waitForFunction(() => !/the character deck is empty/.test(document.getElementById('comp-status').textContent));
  const [fullTurn, q2] = await playTurn();
  const deploys = lines => lines.filter(l => l.startsWith('Deploy:'));
  check('companion page: with the deck empty she deploys nothing, twice',
    deploys(emptyTurn).length === 2 && deploys(emptyTurn).every(l => l === 'Deploy: the character deck is empty, so she deploys nothing.'),
    emptyTurn.join(' | '));
  check('companion page: with cards again she deploys', deploys(fullTurn).length === 2 && deploys(fullTurn).every(l => l.startsWith('Deploy: put')),
    fullTurn.join(' | '));
  const input = '5\nyes\ndeck empty\nt\n' + 'n\n'.repeat(q1) + 'deck cards\nt\n' + 'n\n'.repeat(q2) + 'quit\n';
  const cli = execFileSync(bin, ['companion', '--seed', '7', '--save', path.join(work, 'companion-deck.txt')], { input, encoding: 'utf8' });
  const steps = /^(Deploy|Gain|Bonus|Luna bonus card|Extra|She now has|Following|She has 10|Her Au Toma deck|Every location)/;
  const same = l => l.replace(/ \(your Martyr or Justice may keep it[^)]*\)/, '');
  const cliSteps = cli.split('\n').map(l => l.trim()).filter(l => steps.test(l)).map(same);
  const webSteps = [...emptyTurn, ...fullTurn].filter(l => steps.test(l)).map(same);
  check('companion page: deck empty gives the same steps as cardtable companion\'s deck empty', cliSteps.length > 6 &&
    JSON.stringify(cliSteps) === JSON.stringify(webSteps), `\n${cliSteps.join('\n')}\n---\n${webSteps.join('\n')}`);
  await page.context().close();
}

try {
  server = await startServer(0);
  const list = (await (await fetch(`${base()}/api/cards`)).json()).cards;
  NAMES = list.map(c => c.name);
  SUMMARIES = list.flatMap(c => [c.deploy, c.points, c.end, c.scoring, c.block].filter(Boolean)).sort((x, y) => y.length - x.length);
  // Playwright gives the browser a fresh --user-data-dir of its own (a new temporary profile)
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
  });
  await soloGame();
  await twoPlayers();
  await hotseatBotsUndo();
  await scorePage();
  await companionPage();
  await companionDeckEmpty();
  await strengthWords();
} catch (e) {
  check('the browser tests ran to the end', false, e.stack || e.message);
}
await finish();
