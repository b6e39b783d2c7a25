// table_test.mjs: the shared table (web/table.js) in a real browser (Debian's Chromium via
// playwright-core) against a real `cardtable serve`:
//   node table_test.mjs CARDTABLE_BINARY SOURCE_DIR ARTIFACTS_DIR   (tests/web/run.sh)
// A RONE 1 v 1 against a bot, made on the new-game form and played by clicks to the result
// at 1280x800 with the page never scrolling; keyboard play (a number key, a typed option
// name); at 390x844 the decision, the last move and the scores begin inside the first
// screen (boundingBox) with option buttons at least 44 px high; a RONE game by links where
// neither seat's page names a card of the other's hand; the form refusing a bad hero; Kuhn
// poker played to its result; a RONE hot-seat game passing the device by name. Exit 77: no browser on this machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [bin, , artifacts] = process.argv.slice(2);
const CHROMIUM = process.env.CT_CHROMIUM || '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) { console.log(`skipped: no browser at ${CHROMIUM}`); process.exit(77); }
const { chromium } = await import('playwright-core');
fs.mkdirSync(artifacts, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cardtable-table-'));
let passed = 0, failed = 0, server = null, port = 0, browser = null;
function check(name, ok, detail) {
  if (ok) { passed++; console.log(`ok - ${name}`); } else { failed++; console.log(`not ok - ${name}${detail ? ': ' + detail : ''}`); }
}
const WAIT = 60000;
const deadline = setTimeout(() => { console.log('not ok - the table tests took longer than 9.5 minutes'); finish(1); }, 570000);
const base = () => `http://127.0.0.1:${port}`;

function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, ['serve', '--listen', '127.0.0.1:0', '--db', path.join(work, 'games.db'), '--rate', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', d => { out += d; const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//); if (m) { port = Number(m[1]); resolve(p); } });
    p.on('exit', code => reject(new Error(`the server exited (${code}) before listening: ${out}`)));
  });
}
async function finish(code) {
  clearTimeout(deadline);
  try { if (browser) await browser.close(); } catch (e) { /* closing anyway */ }
  if (server && server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code === undefined ? (failed ? 1 : 0) : code);
}
async function newPage(viewport) {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(WAIT);
  const page = await context.newPage();
  page.on('pageerror', e => check('no script error in the page', false, e.message));
  return page;
}
async function answersBack(page) {
  await page.waitForFunction(() => {
    const d = document.body.dataset;
    return Number(d.answersDone || 0) >= Number(d.answersSent || 0) && Number(d.requests || 0) === 0;
  });
}
const sent = page => page.evaluate(() => Number(document.body.dataset.answersSent || 0));
async function createOnForm(page, game, mode, players) {
  await page.goto(base());
  await page.waitForSelector('#game');
  await page.selectOption('#game', game);
  await page.waitForSelector(`#create h1:has-text("${game === 'rone' ? 'RONE' : 'Kuhn'}")`);
  await page.selectOption('#mode', mode);
  await page.selectOption('#players', String(players));
}
// Plays by clicks until the result shows: the pass button when there is one, else the first option.
async function playToResult(page, limit, each) {
  let steps = 0;
  for (; steps < limit; steps++) {
    await page.waitForSelector('#decision button.option, #result').catch(async e => {
      const [id, token] = (await page.evaluate(() => location.hash)).match(/g=([0-9a-f]+)&t=([0-9a-f]+)/).slice(1);
      const now = await (await fetch(`${base()}/api/games/${id}`, { headers: { 'X-Seat-Token': token } })).json();
      throw new Error(`${e.message.split('\n')[0]}; the page shows at ${await page.evaluate(() => document.body.dataset.at)}: ` +
        `${(await page.locator('main').innerText()).slice(0, 300)}; the server at ${now.at}: ${now.view.status}, to move ${now.view.to_move}, ${now.view.prompt}`);
    });
    if (await page.locator('#result').count()) break;
    if (each) await each(steps);
    const before = await sent(page);
    const pass = page.locator('#decision button.option.pass');
    try {
      await (await pass.count() ? pass : page.locator('#decision button.option').first()).click({ timeout: 5000 });
    } catch (e) { continue; }  // redrawn under the click: look again
    if ((await sent(page)) > before) await answersBack(page);
  }
  return steps;
}

async function roneAgainstBot() {
  const page = await newPage({ width: 1280, height: 800 });
  await createOnForm(page, 'rone', 'bots', 2);
  check('RONE form: hero and deck asked for each seat', (await page.locator('.seat-hero').count()) === 2 && (await page.locator('.seat-deck').count()) === 2);
  check('RONE form: 1 v 1, 3 players and 2 v 2 offered',
    JSON.stringify(await page.locator('#players option').allTextContents()) === JSON.stringify(['1 v 1', '3 players', '2 v 2']));
  await page.locator('.seat-hero').first().fill('Zorg!');
  await page.click('#create-game');
  await page.waitForFunction(() => /hero must be/.test(document.getElementById('message').textContent));
  check('RONE form: a bad hero is refused with a message, no game made', (await page.locator('#turn').count()) === 0);
  await page.locator('.seat-hero').first().fill('random');
  await page.click('#create-game');
  await page.waitForSelector('#turn');
  await page.waitForSelector('#decision button.option');
  // keyboard: the key 1 answers the first numbered option
  check('tab title says it is your turn', /Your turn/.test(await page.title()), await page.title());
  const at = await page.evaluate(() => document.body.dataset.at);
  const firstKey = await page.locator('#decision button.option[aria-keyshortcuts="1"]').count();
  await page.keyboard.press('1');
  await page.waitForFunction(a => document.body.dataset.at !== a, at);
  check('keyboard: the key 1 answers the first option', firstKey === 1);
  // typed: the name of an option then Enter
  await page.waitForSelector('#decision button.option, #result');
  if (await page.locator('#decision').count()) {
    const name = await page.locator('#decision button.option').first().getAttribute('data-name');
    const at2 = await page.evaluate(() => document.body.dataset.at);
    await page.fill('#option-typed', name);
    await page.press('#option-typed', 'Enter');
    await page.waitForFunction(a => document.body.dataset.at !== a, at2);
    check(`keyboard: typing the option name '${name}' then Enter answers it`, true);
  }
  // pass automatically, ticked: no phase window of a turn is asked from here on
  await page.waitForSelector('#decision button.option, #result');
  let phaseAsked = [], ticked = false;
  const phase = /: react\? \((start of P\d+'s turn, before income|end of P\d+'s turn|P\d+'s main phase|the turn is ending|to P\d+'s level-up)\)$/;
  let scrolled = false, texts = false;
  const steps = await playToResult(page, 1500, async n => {
    if (!ticked && await page.locator('#auto-pass').count()) { await page.check('#auto-pass'); ticked = true; return; }
    const prompt = await page.locator('#decision h2').innerText().catch(() => '');
    // left to the player: still asked a second later with nothing in flight at either look
    const settled = () => page.evaluate(() => Number(document.body.dataset.requests || 0) === 0 ? document.body.dataset.at : null);
    if (ticked && phase.test(prompt)) {
      const at = await settled();
      if (at !== null) {
        await page.waitForTimeout(1000);
        const still = await page.locator('#decision h2').innerText().catch(() => '');
        if (still === prompt && await settled() === at) phaseAsked.push(prompt);
      }
    }
    if (n % 25 === 5) {
      scrolled ||= await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
      if (n === 30) await page.screenshot({ path: path.join(artifacts, 'desktop-rone-midgame.png') });
    }
    if (!texts && await page.locator('.vcard[data-face]').count()) {
      const title = await page.locator('.vcard[data-face]').first().getAttribute('title');
      texts = /: ./.test(title);
    }
  });
  check('RONE 1 v 1 against a bot: played by clicks to the result at 1280x800', (await page.locator('#result').count()) === 1, `${steps} decisions`);
  check('desktop 1280x800: the table never scrolled the page', !scrolled);
  check('pass automatically: once ticked, no reaction window of a turn\'s phases was left to the player', ticked && phaseAsked.length === 0, phaseAsked.slice(0, 3).join(' | '));
  check('a card shows its text on hover (title from /cards)', texts);
  const result = await page.locator('#result').innerText();
  check('the result names the winner and why it ended', /Winner|No winner/.test(result) && result.split('\n').length >= 3, result);
  await page.screenshot({ path: path.join(artifacts, 'desktop-rone-result.png') });
  await page.goto(base());
  await page.waitForSelector('#your-games');
  check('your games lists the game, over', /RONE .* the game is over/.test(await page.locator('#your-games').innerText()));
  await page.context().close();
}

async function phone() {
  const page = await newPage({ width: 390, height: 844 });
  await createOnForm(page, 'rone', 'bots', 2);
  await page.click('#create-game');
  await page.waitForSelector('#decision button.option');
  // answer a few so that a last move is there
  for (let i = 0; i < 3; i++) {
    await page.waitForSelector('#decision button.option');
    const before = await sent(page);
    await page.locator('#decision button.option').first().click();
    if ((await sent(page)) > before) await answersBack(page);
  }
  await page.waitForSelector('#decision button.option');
  const boxes = {};
  for (const id of ['decision', 'last-move', 'scores']) boxes[id] = await page.locator(`#${id}`).boundingBox();
  const option = await page.locator('#decision button.option').first().boundingBox();
  check('phone 390x844: the last move and the scores are wholly inside the first screen',
    boxes['last-move'].y + boxes['last-move'].height <= 844 && boxes.scores.y + boxes.scores.height <= 844, JSON.stringify(boxes));
  check('phone 390x844: the decision and its first option are inside the first screen',
    boxes.decision.y < 844 && option.y + option.height <= 844, JSON.stringify([boxes.decision, option]));
  check('phone: an option button is at least 44 px high', option.height >= 44, String(option.height));
  check('phone: the board is folded', (await page.locator('#board[open]').count()) === 0);
  await page.screenshot({ path: path.join(artifacts, 'phone-rone.png') });
  await page.context().close();
}

// Two seats by links: each page's DOM (text and attributes) names no card of the other's hand
// that its own view does not show, read from the other seat's own JSON.
async function hiddenByLinks() {
  const made = await (await fetch(`${base()}/api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ game: 'rone', mode: 'friends', players: 2, seats: [{ name: 'Ana' }, { name: 'Ben' }], seed: 11 }) })).json();
  const pages = [await newPage({ width: 1280, height: 800 }), await newPage({ width: 390, height: 844 })];
  for (let s = 0; s < 2; s++) { await pages[s].goto(`${base()}/#g=${made.id}&t=${made.tokens[s]}`); await pages[s].waitForSelector('#turn'); }
  let looked = 0, leaks = [];
  for (let step = 0; step < 40; step++) {
    for (let s = 0; s < 2; s++) {
      const other = await (await fetch(`${base()}/api/games/${made.id}`, { headers: { 'X-Seat-Token': made.tokens[1 - s] } })).json();
      const mine = await (await fetch(`${base()}/api/games/${made.id}`, { headers: { 'X-Seat-Token': made.tokens[s] } })).json();
      const seen = new Set(mine.view.areas.flatMap(a => a.cards.map(c => c.name)));
      const secret = other.view.areas.filter(a => a.kind === 'hand' && a.seat === 1 - s).flatMap(a => a.cards.map(c => c.name)).filter(n => !seen.has(n));
      await pages[s].waitForFunction(n => document.body.dataset.at === String(n), mine.at);
      const dom = await pages[s].evaluate(() => document.documentElement.outerHTML);
      for (const n of secret) if (dom.includes(n)) leaks.push(`seat ${s + 1} shows ${n}`);
      looked += secret.length;
    }
    const mover = await Promise.any(pages.map(p => p.waitForSelector('#decision button.option, #result').then(() => p)));
    if (await mover.locator('#result').count()) break;
    const before = await sent(mover);
    try { await mover.locator('#decision button.option').first().click({ timeout: 5000 }); } catch (e) { continue; }
    if ((await sent(mover)) > before) await answersBack(mover);
  }
  check('RONE by links: no seat\'s page names a card of the other\'s hand', looked > 0 && leaks.length === 0, `${looked} names looked for; ${leaks.join('; ')}`);
  for (const p of pages) await p.context().close();
}

// Hot-seat: one device holds both seats; when the other seat is to decide, a pass screen names it.
async function hotseat() {
  const page = await newPage({ width: 1280, height: 800 });
  await createOnForm(page, 'rone', 'hotseat', 2);
  await page.locator('.seat-name').nth(0).fill('Ana');
  await page.locator('.seat-name').nth(1).fill('Ben');
  await page.click('#create-game');
  const seen = new Set();
  for (let step = 0; step < 60 && seen.size < 2; step++) {
    await page.waitForSelector('#pass, #decision button.option, #result');
    if (await page.locator('#result').count()) break;
    if (await page.locator('#pass').count()) {
      seen.add((await page.locator('#pass h1').innerText()).replace(/^Pass the device to /, '').split(' ')[0]);
      await page.click('#take-seat');
      continue;
    }
    const before = await sent(page);
    try { await page.locator('#decision button.option').first().click({ timeout: 5000 }); } catch (e) { continue; }
    if ((await sent(page)) > before) await answersBack(page);
  }
  check('RONE hot-seat: the device is passed to each seat by name', seen.has('Ana') || seen.has('Ben'), [...seen].join(', '));
  await page.context().close();
}

async function kuhn() {
  const page = await newPage({ width: 1280, height: 800 });
  await createOnForm(page, 'kuhn', 'bots', 2);
  check('Kuhn form: two players only, no hero', (await page.locator('#players option').count()) === 1 && (await page.locator('.seat-hero').count()) === 0);
  await page.click('#create-game');
  await page.waitForSelector('#turn');
  const steps = await playToResult(page, 50);
  check('Kuhn poker against a bot: played to the result', (await page.locator('#result').count()) === 1, `${steps} decisions`);
  await page.context().close();
}

try {
  server = await startServer();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  await roneAgainstBot();
  await phone();
  await hiddenByLinks();
  await hotseat();
  await kuhn();
} catch (e) {
  check('the table tests ran to the end', false, e.stack || e.message);
}
await finish();
