// app.js: cardtable's page: creating a game, the table of one seat (live through
// Server-Sent Events), hot-seat passing, the final scorepad, and scoring a physical
// game. Everything shown comes from the server's JSON for this seat; names are put
// in as text, never as HTML.
'use strict';

const COLOR_LETTERS = ['Re', 'Br', 'Ob', 'Pi', 'Gy', 'Bl', 'Ye', 'Gr', 'Vi', 'Or', 'Si', 'Wh', 'Co', 'Go'];
const BONUS = ['Fleet +1', 'Helium +1', 'Sovereign', 'Influence +1'];
const LOCATIONS = ['Jupiter', 'Mars', 'Luna', 'The Institute'];
const ASK_ACTION = 1, ASK_GAIN = 2, ASK_LOCATION = 3, ASK_CARD = 4;

let CARDS = null;       // /api/cards
let table = null;       // the table's live state: {id, tokens, seats, state, ...}

// ---- small helpers ----
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'class') e.className = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}
const $app = () => document.getElementById('app');
function show(...nodes) { $app().replaceChildren(...nodes.flat().filter(n => n !== null && n !== undefined && n !== false)); }
function message(text) {
  const m = document.getElementById('message');
  m.textContent = text;
  m.hidden = !text;
  if (text) setTimeout(() => { if (m.textContent === text) m.hidden = true; }, 6000);
}
// Markers on <body> for the browser tests (tests/web), which wait for them instead of for
// time; nothing shown changes: data-requests (the page's requests in flight, an automatic
// pass about to be sent included), data-at (the
// answer count of the state the table drew), data-answers-sent and data-answers-done (the
// table's answers and undos sent, and those come back, taken or refused).
function countOnPage(name, delta) {
  const d = document.body.dataset;
  d[name] = String(Number(d[name] || 0) + delta);
}
async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['X-Seat-Token'] = token;
  countOnPage('requests', 1);
  try {
    const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    let data = null;
    try { data = await r.json(); } catch (e) { data = { error: 'the server sent something unreadable' }; }
    if (!r.ok) throw new Error(data && data.error ? data.error : 'error ' + r.status);
    return data;
  } finally {
    countOnPage('requests', -1);
  }
}
async function loadCards() {
  if (!CARDS) CARDS = await api('GET', '/api/cards');
  return CARDS;
}
function cardName(id) { return CARDS.cards[id].name; }

// A card face: colour band with the colour's letters, name, core value; the summaries.
function cardFace(id, opts = {}) {
  if (id === null || id === undefined) {
    return el('div', { class: 'card facedown small', 'aria-label': 'a face-down card' }, el('div', { class: 'band' }, 'face down'));
  }
  const c = CARDS.cards[id];
  const body = el('div', { class: 'body' },
    c.deploy && el('p', {}, el('b', {}, 'Deploy: '), c.deploy),
    c.points && el('p', {}, el('b', {}, 'Points: '), c.points),
    c.end && el('p', {}, el('b', {}, 'At the end: '), c.end),
    c.scoring && el('p', {}, el('b', {}, 'Scoring: '), c.scoring),
    c.block && el('p', {}, el('b', {}, 'Block: '), c.block),
    opts.points !== undefined && el('p', { class: 'pts' }, `Worth ${opts.points} now` + (opts.as ? ` (${opts.as})` : '')));
  const tag = opts.onclick ? 'button' : 'div';
  return el(tag, {
    class: `card c${c.color}` + (opts.small ? ' small' : '') + (opts.selected ? ' selected' : ''),
    onclick: opts.onclick, 'data-card': id, 'aria-pressed': opts.onclick ? String(!!opts.selected) : null,
    title: `${c.name}: ${c.color_name} ${c.core}`,
  },
  el('div', { class: 'band' }, el('span', { class: 'letters', title: c.color_name }, COLOR_LETTERS[c.color]),
    el('span', { class: 'name' }, c.name), el('span', { class: 'core' }, c.core)),
  body);
}

// ---- routes ----
function parseHash() {
  const h = location.hash.replace(/^#/, '');
  if (h.startsWith('g=')) {
    const p = new URLSearchParams(h);
    return { page: 'game', id: p.get('g'), tokens: (p.get('t') || '').split(',').filter(Boolean) };
  }
  if (h === 'score') return { page: 'score' };
  if (h === 'companion') return { page: 'companion' };
  return { page: 'home' };
}
async function route() {
  stopTable();
  try { await loadCards(); } catch (e) { show(el('p', {}, 'The server cannot be reached: ' + e.message)); return; }
  const r = parseHash();
  if (r.page === 'game') startTable(r.id, r.tokens);
  else if (r.page === 'score') scorePage();
  else if (r.page === 'companion') companionPage();
  else homePage(null);
}
window.addEventListener('hashchange', route);
window.addEventListener('DOMContentLoaded', route);

// ---- creating a game ----
// The game chosen on the new-game page: Red Rising's own form, or the form of the others.
function gameChooser(chosen) {
  const sel = el('select', { id: 'game', name: 'game', onchange: () => homePage(sel.value) },
    Object.entries(GAME_TITLES).map(([k, name]) => el('option', { value: k, selected: k === chosen }, name)));
  return el('div', { class: 'row' }, el('label', { for: 'game' }, 'Game'), sel);
}

// RONE and Kuhn poker: mode (bots, hot-seat, friends by link), players (RONE: 1 v 1, 3, 2 v 2;
// Kuhn: 2), each seat's name or bot, and for RONE each seat's hero and deck.
function otherGameForm(game) {
  document.title = `cardtable: ${GAME_TITLES[game]}`;
  const modeSel = el('select', { id: 'mode', name: 'mode' },
    el('option', { value: 'bots' }, 'Against bots'),
    el('option', { value: 'friends' }, 'With friends, by link'),
    el('option', { value: 'hotseat' }, 'Hot-seat on this device'));
  const sizes = game === 'rone' ? [[2, '1 v 1'], [3, '3 players'], [4, '2 v 2']] : [[2, '2 players']];
  const players = el('select', { id: 'players' }, sizes.map(([n, label]) => el('option', { value: n }, label)));
  const seatsBox = el('div', { id: 'seats' });
  function drawSeats() {
    const rows = [];
    for (let i = 0; i < Number(players.value); i++) {
      const isBot = modeSel.value === 'bots' && i > 0;
      rows.push(el('fieldset', { class: 'seat' }, el('legend', {}, `Seat ${i + 1}` + (game === 'rone' && players.value === '4' ? `, team ${i % 2 + 1}` : '')),
        isBot ? el('label', {}, 'bot ', el('select', { class: 'seat-bot' }, ['easy', 'medium', 'hard', 'expert', 'greedy', 'random'].map(b =>
          el('option', { value: b, selected: b === 'medium' }, b))))
          : el('label', {}, 'name ', el('input', { class: 'seat-name', maxlength: 39, value: i ? `Player ${i + 1}` : 'You' })),
        game === 'rone' && el('label', {}, ' hero ', el('input', { class: 'seat-hero', value: 'random', size: 8, 'aria-label': `seat ${i + 1} hero: a hero's code (h1, h2, ...) or random` })),
        game === 'rone' && el('label', {}, ' deck ', el('input', { class: 'seat-deck', value: 'random', size: 12, 'aria-label': `seat ${i + 1} deck: a deck code or random` }))));
    }
    seatsBox.replaceChildren(...rows);
  }
  // What the server would refuse, said here in one line before asking it.
  function refusal(seats) {
    const names = seats.filter(x => x.name !== undefined).map(x => x.name.trim());
    if (names.some(n => !n)) return 'Every person seat needs a name.';
    if (new Set(names).size !== names.length) return 'Two seats have the same name.';
    if (modeSel.value === 'friends' && names.length < 2) return 'Playing with friends needs at least two person seats.';
    for (const [i, x] of seats.entries()) {
      if (x.hero !== undefined && !/^(random|h[0-9]+)$/.test(x.hero)) return `Seat ${i + 1}: the hero must be a hero's code (h1, h2, ...) or "random".`;
      if (x.deck !== undefined && (!x.deck || /\s/.test(x.deck))) return `Seat ${i + 1}: the deck must be a deck code or "random".`;
    }
    return '';
  }
  async function create() {
    const seats = [...seatsBox.querySelectorAll('.seat')].map(f => {
      const x = {};
      const bot = f.querySelector('.seat-bot'), name = f.querySelector('.seat-name');
      if (bot) x.bot = bot.value; else x.name = name.value;
      if (f.querySelector('.seat-hero')) { x.hero = f.querySelector('.seat-hero').value.trim(); x.deck = f.querySelector('.seat-deck').value.trim(); }
      return x;
    });
    const why = refusal(seats);
    if (why) return message(why);
    try {
      const g = await api('POST', '/api/games', { game, mode: modeSel.value, players: Number(players.value), seats });
      if (g.mode === 'friends') return showLinks(g);
      location.hash = `g=${g.id}&t=${g.mode === 'hotseat' ? g.tokens.join(',') : g.tokens[0]}`;
    } catch (e) { message(e.message); }
  }
  modeSel.addEventListener('change', drawSeats);
  players.addEventListener('change', drawSeats);
  const form = el('form', { id: 'create', onsubmit: e => { e.preventDefault(); create(); } },
    el('h1', {}, `${GAME_TITLES[game]}: a new game`),
    gameChooser(game),
    el('div', { class: 'row' }, el('label', { for: 'mode' }, 'Mode'), modeSel),
    el('div', { class: 'row' }, el('label', { for: 'players' }, 'Players'), players),
    el('div', { id: 'seats-box' }, seatsBox),
    el('button', { class: 'primary', type: 'submit', id: 'create-game' }, 'Start the game'));
  show(form, yourGamesList());
  drawSeats();
}

function homePage(game) {
  if (game && game !== 'redrising') return otherGameForm(game);
  document.title = 'cardtable: Red Rising';
  const modeSel = el('select', { id: 'mode', name: 'mode' },
    el('option', { value: 'solo' }, 'Solo against Tull Au Toma'),
    el('option', { value: 'bots' }, 'Against bots'),
    el('option', { value: 'friends' }, 'With friends, by link'),
    el('option', { value: 'hotseat' }, 'Hot-seat on this device'));
  const players = el('select', { id: 'players' }, [2, 3, 4, 5, 6].map(n => el('option', { value: n }, n)));
  const level = el('select', { id: 'level' }, CARDS.levels.map((name, i) => el('option', { value: i + 1, selected: i === 1 }, `${i + 1}: ${name}`)));
  const allCards = el('input', { type: 'checkbox', id: 'allcards' });
  const mpVariant = el('input', { type: 'checkbox', id: 'mpvariant' });
  const housesRandom = el('input', { type: 'checkbox', id: 'houses-random', checked: true });
  const seatsBox = el('div', { id: 'seats' });
  const form = el('form', { id: 'create', onsubmit: e => { e.preventDefault(); create(); } });

  function seatCount() { return modeSel.value === 'solo' ? 1 : Number(players.value); }
  function drawSeats() {
    const n = seatCount();
    const rows = [];
    for (let i = 0; i < n; i++) {
      const isBot = modeSel.value === 'bots' && i > 0;
      rows.push(el('div', { class: 'row seat' },
        el('label', {}, `Seat ${i + 1} name `, el('input', { class: 'seat-name', maxlength: 39, value: isBot ? '' : (i ? `Player ${i + 1}` : 'You') })),
        isBot && el('label', {}, 'bot ', el('select', { class: 'seat-bot' },
          // the strengths of docs/AI.md first, then the bots by kind
          el('optgroup', { label: 'strength' },
            el('option', { value: 'easy' }, 'easy'), el('option', { value: 'medium', selected: true }, 'medium'),
            el('option', { value: 'hard' }, 'hard'), el('option', { value: 'expert' }, 'expert')),
          el('optgroup', { label: 'by kind' },
            el('option', { value: 'greedy' }, 'greedy'), el('option', { value: 'random' }, 'random'),
            el('option', { value: 'mcts:100ms' }, 'MCTS, 0.1 s a move'), el('option', { value: 'mcts:500ms' }, 'MCTS, 0.5 s a move'),
            el('option', { value: 'mcts:2000ms' }, 'MCTS, 2 s a move')))),
        !housesRandom.checked && el('label', {}, 'house ', el('select', { class: 'seat-house' },
          CARDS.houses.map((h, k) => el('option', { value: h, selected: k === i }, h))))));
    }
    seatsBox.replaceChildren(...rows);
    document.querySelectorAll('.solo-only').forEach(x => { x.hidden = modeSel.value !== 'solo'; });
    document.querySelectorAll('.multi-only').forEach(x => { x.hidden = modeSel.value === 'solo'; });
  }
  async function create() {
    const solo = modeSel.value === 'solo';
    const seats = [...seatsBox.querySelectorAll('.seat')].map(s => ({
      name: s.querySelector('.seat-name').value,
      bot: s.querySelector('.seat-bot') ? s.querySelector('.seat-bot').value : null,
    }));
    const req = { mode: modeSel.value, players: seatCount(), seats };
    if (solo) { req.level = Number(level.value); if (allCards.checked) req.variant = 'all-cards'; }
    else if (mpVariant.checked) req.variant = 'multiplayer';
    req.houses = housesRandom.checked ? 'random' : [...seatsBox.querySelectorAll('.seat-house')].map(s => s.value);
    try {
      const g = await api('POST', '/api/games', req);
      const people = g.seats.filter(s => s.token);
      if (g.mode === 'friends') return showLinks(g);
      if (g.mode === 'hotseat') location.hash = `g=${g.id}&t=${people.map(s => s.token).join(',')}`;
      else location.hash = `g=${g.id}&t=${people[0].token}`;
    } catch (e) { message(e.message); }
  }
  modeSel.addEventListener('change', drawSeats);
  players.addEventListener('change', drawSeats);
  housesRandom.addEventListener('change', drawSeats);
  form.append(
    el('h1', {}, 'Red Rising: a new game'),
    gameChooser('redrising'),
    el('div', { class: 'row' }, el('label', { for: 'mode' }, 'Mode'), modeSel),
    el('div', { class: 'row multi-only' }, el('label', { for: 'players' }, 'Players'), players,
      el('label', {}, mpVariant, ' the official multiplayer variant')),
    el('div', { class: 'row solo-only' }, el('label', { for: 'level' }, 'Tull Au Toma level'), level,
      el('label', {}, allCards, ' variant: Auctioneer, Eo, Psychologist and Roque stay in')),
    el('div', { class: 'row' }, el('label', {}, housesRandom, ' houses drawn at random')),
    el('fieldset', {}, el('legend', {}, 'Seats'), seatsBox),
    el('button', { class: 'primary', type: 'submit', id: 'create-game' }, 'Start the game'));
  show(form, el('p', { class: 'muted' }, 'Games are kept on the server: a link opens your seat from any device, and you can come back to it at any time.'), yourGamesList());
  drawSeats();
}

function showLinks(g) {
  const base = location.origin + location.pathname;
  show(el('h1', {}, 'Send each player their link'),
    el('p', {}, 'Each link opens one seat and only that seat: keep yours to yourself.'),
    el('ul', { class: 'links' }, g.seats.filter(s => s.token).map(s => {
      const url = `${base}#g=${g.id}&t=${s.token}`;
      return el('li', {}, el('b', {}, s.name + ': '), el('a', { href: url, class: 'seat-link', 'data-seat': s.seat }, url));
    })));
}

// ---- the table ----
// The prompt of this seat's decision now, or '' (Red Rising's own fields or the view).
function myDecision(s) {
  if (!s) return '';
  if (isGeneric(s)) return s.view.prompt && s.view.options.length ? s.view.prompt : '';
  return s.decision ? s.decision.prompt : '';
}

// "Your games": this browser keeps each table it opened (its link, and whose turn it was
// when last seen) in localStorage; the new-game page lists them.
const GAMES_KEY = 'cardtable-games';
function yourGames() {
  try { const g = JSON.parse(localStorage.getItem(GAMES_KEY) || '[]'); return Array.isArray(g) ? g : []; } catch (e) { return []; }
}
function rememberGame(t) {
  const s = t.state;
  if (!s) return;
  const over = s.view ? s.view.over : s.over;
  const toMove = s.view ? s.view.to_move : s.to_move;
  const who = over ? 'the game is over' : myDecision(s) ? 'your turn'
    : `waiting for ${s.view ? seatName(s, toMove) : (s.to_move_name || 'the others')}`;
  const entry = { id: t.id, tokens: t.tokens, game: s.game || 'redrising', who, seen: Date.now() };
  const games = [entry, ...yourGames().filter(g => g.id !== t.id)].slice(0, 30);
  try { localStorage.setItem(GAMES_KEY, JSON.stringify(games)); } catch (e) { /* storage refused: not kept */ }
}
function yourGamesList() {
  const games = yourGames();
  if (!games.length) return null;
  return el('section', { class: 'panel', id: 'your-games', 'aria-label': 'your games' }, el('h2', {}, 'Your games'),
    el('ul', { class: 'plain' }, games.map(g => el('li', {},
      el('a', { href: `#g=${g.id}&t=${g.tokens.join(',')}` }, `${GAME_TITLES[g.game] || g.game} ${g.id.slice(0, 6)}`),
      ` · ${g.who}`))));
}
function stopTable() {
  if (table && table.events) table.events.close();
  table = null;
}

// "Notify me on my turn" is remembered by this browser (across a reload and for every game).
const NOTIFY_KEY = 'cardtable-notify';
function notifyRemembered() {
  try { return localStorage.getItem(NOTIFY_KEY) === 'on' && 'Notification' in window && Notification.permission === 'granted'; } catch (e) { return false; }
}
function rememberNotify(on) {
  try { localStorage.setItem(NOTIFY_KEY, on ? 'on' : 'off'); } catch (e) { /* storage refused: this page only */ }
}

async function startTable(id, tokens) {
  table = { id, tokens, seatToken: {}, token: tokens[0], selected: null, expanded: {}, state: null, log: [], busy: false, notify: notifyRemembered(), passTo: null };
  const mine = table;
  try {
    for (const t of tokens) {  // which seat each token opens (hot-seat holds several)
      const s = await api('GET', `/api/games/${id}`, undefined, t);
      mine.seatToken[s.seat] = t;
      if (t === tokens[0]) mine.state = s;
    }
  } catch (e) {
    show(el('h1', {}, 'This link does not open a game'), el('p', { id: 'refused' }, e.message));
    return;
  }
  if (table !== mine) return;
  if (isGeneric(mine.state)) await loadCardTexts(mine);
  mine.mySeat = mine.state.seat;
  rememberGame(mine);
  pickHotseat();
  listen();
  await refresh();
}

function listen() {
  const t = table;
  // the stream carries only a version number; the state is fetched with the seat's token
  t.events = new EventSource(`/api/games/${t.id}/events?token=${encodeURIComponent(t.tokens[0])}`);
  t.events.addEventListener('change', () => { if (table === t) refresh(); });
}

// In hot-seat, the seat to move takes the device (after a pass screen).
function pickHotseat() {
  const s = table.state;
  const over = s && (s.view ? s.view.over : s.over), toMove = s && (s.view ? s.view.to_move : s.to_move);
  if (table.tokens.length < 2 || !s || over) return;
  const next = table.seatToken[toMove];
  if (next && toMove !== table.mySeat) {
    table.passTo = toMove;
    table.mySeat = toMove;
    table.token = next;
  }
}

async function refresh() {
  const t = table;
  if (!t || t.refreshing) { if (t) t.again = true; return; }
  t.refreshing = true;
  try {
    do {
      t.again = false;
      const s = await api('GET', `/api/games/${t.id}`, undefined, t.token);
      if (table !== t) return;
      // an answer's reply may have brought a newer state meanwhile: never draw an older one
      if (t.state && s.seat === t.state.seat && s.version < t.state.version) continue;
      const wasMine = myDecision(t.state);
      t.state = s;
      rememberGame(t);
      const before = t.mySeat;
      pickHotseat();
      if (t.mySeat !== before) continue;
      if (myDecision(s) && !wasMine && t.notify && document.hidden && 'Notification' in window) {
        try { new Notification('cardtable: your turn', { body: myDecision(s) }); } catch (e) { /* not allowed */ }
      }
      drawTable();
      const pass = autoPassNow(s);
      if (pass !== null) autoAnswer(t, s, pass);
    } while (t.again);
  } catch (e) {
    message(e.message);
  } finally {
    t.refreshing = false;
  }
}

// "Pass automatically" answers state s with pass once the table is free: an answer still in
// flight makes it wait (it used to be dropped, leaving the window asked). Counted among the
// requests in flight from now, so nothing looks settled while the pass is about to go.
function autoAnswer(t, s, pass) {
  countOnPage('requests', 1);
  const go = () => {
    if (table !== t || t.state !== s) { countOnPage('requests', -1); return; }
    if (t.busy) { setTimeout(go, 50); return; }
    countOnPage('requests', -1);
    answer(pass);
  };
  setTimeout(go, 0);
}

async function answer(option) {
  const t = table;
  if (t.busy) return;
  t.busy = true;
  countOnPage('answersSent', 1);
  try {
    const s = await api('POST', `/api/games/${t.id}/answer`, { option, at: t.state.at }, t.token);
    // a refresh may have drawn a newer state while the answer was on its way: keep that one
    if (!(t.state && s.seat === t.state.seat && s.version < t.state.version)) t.state = s;
    t.selected = null;
    pickHotseat();
    rememberGame(t);
    drawTable();
    if (t.state.seat !== t.mySeat) refresh();  // hot-seat: the device goes to another seat, whose view is fetched
    const pass = autoPassNow(t.state);
    if (pass !== null) autoAnswer(t, t.state, pass);
  } catch (e) {
    message(e.message);
    refresh();
  } finally {
    t.busy = false;
    countOnPage('answersDone', 1);
  }
}

async function undo() {
  const t = table;
  countOnPage('answersSent', 1);
  try {
    t.state = await api('POST', `/api/games/${t.id}/undo`, { at: t.state.at }, t.token);
    t.selected = null;
    drawTable();
  } catch (e) { message(e.message); }
  countOnPage('answersDone', 1);
}

function optionsWhere(pred) {
  const d = table.state.decision;
  return d ? d.options.filter(pred) : [];
}

function drawLocation(l, i) {
  const s = table.state, d = s.decision;
  const cards = l.cards;
  const top = cards.length ? cards[cards.length - 1] : undefined;
  let targets = [];
  if (d && d.kind === ASK_ACTION && table.selected !== null) targets = optionsWhere(o => o.card === table.selected && o.location === i);
  else if (d && (d.kind === ASK_GAIN || d.kind === ASK_LOCATION)) targets = optionsWhere(o => o.location === i);
  const scout = optionsWhere(o => o.scout === i);
  const expanded = table.expanded[i];
  return el('section', { class: 'location' + (targets.length ? ' target' : ''), 'data-location': i, 'aria-label': l.name },
    el('h3', {}, el('span', {}, l.name), el('span', { class: 'muted' }, BONUS[i] + (l.priority ? ` · ${l.priority}${l.luna_card ? ' · Luna card' : ''}` : ''))),
    el('button', { class: 'stack', 'aria-expanded': String(!!expanded), title: 'show every card here',
      onclick: () => { table.expanded[i] = !expanded; drawTable(); } },
      top === undefined ? el('p', { class: 'muted' }, '(empty)') : cardFace(top, { small: !expanded }),
      el('span', { class: 'muted' }, `${cards.length} card${cards.length === 1 ? '' : 's'}`)),
    expanded && el('ol', { class: 'all', reversed: true }, cards.slice().reverse().map(c => el('li', {}, c === null ? 'a face-down card' : cardFace(c, { small: true })))),
    el('div', { class: 'row' },
      targets.map(o => el('button', { class: 'primary act', 'data-option': o.id, onclick: () => answer(o.id) },
        d.kind === ASK_ACTION ? `Lead ${cardName(o.card)} here` : o.name)),
      scout.map(o => el('button', { class: 'act scout', 'data-option': o.id, onclick: () => answer(o.id) }, 'Scout here'))));
}

function drawTable() {
  const t = table, s = t.state;
  if (!s) return;
  if (isGeneric(s)) return drawGenericTable();
  document.title = (s.decision ? '● Your turn · ' : '') + 'cardtable: Red Rising';
  document.body.dataset.at = String(s.at);
  if (t.passTo !== null) {
    const who = s.players[t.passTo].label;
    show(el('div', { class: 'overlay', id: 'pass' }, el('h1', {}, `Pass the device to ${who}`),
      el('button', { class: 'primary', id: 'take-seat', onclick: () => { t.passTo = null; drawTable(); } }, `I am ${who}: show my hand`)));
    return;
  }
  const d = s.decision;
  const me = s.players[s.seat];
  const banner = s.over ? el('div', { class: 'banner', id: 'turn' }, 'The game is over.')
    : d ? el('div', { class: 'banner yours', id: 'turn' }, `Your decision, ${me.label}: `, d.prompt.replace(/^[^:]*: /, ''))
      : el('div', { class: 'banner', id: 'turn' }, `Turn ${s.turn}: waiting for ${s.to_move_name}.`);
  const board = el('div', { class: 'board' }, s.locations.map(drawLocation));
  const players = el('table', { class: 'players' },
    el('thead', {}, el('tr', {}, [['Player', 'Player'], ['He', 'Helium'], ['Fl', 'Fleet'], ['In', 'Influence'], ['Cards', 'cards in hand'], ['', '']]
      .map(([h, t]) => el('th', { title: t, 'aria-label': t }, h)))),
    el('tbody', {}, s.players.map(p => el('tr', { class: p.seat === s.to_move ? 'now' : '' },
      el('td', {}, p.label + (p.seat === s.seat ? ' (you)' : '') + (p.bot ? ` [${p.bot}]` : '')),
      el('td', {}, p.helium), el('td', {}, p.fleet), el('td', {}, p.influence), el('td', {}, p.hand_size),
      el('td', {}, [p.sovereign && 'Sovereign', p.first && 'first player'].filter(Boolean).join(', '))))));
  const endLine = el('p', { class: 'muted', id: 'end-progress' },
    'The game ends when one player has two of: 7+ Helium, 7+ Influence, Fleet 7+, or all three are reached across players. ',
    s.players.map((p, k) => {
      const e = s.end.players[k];
      const got = [e.helium && 'Helium', e.influence && 'Influence', e.fleet && 'Fleet'].filter(Boolean);
      return got.length ? `${p.label}: ${got.join(', ')}. ` : '';
    }),
    s.end.triggered ? el('b', {}, `The end is triggered (${s.end.reason}): this round is the last.`) : '');
  const hand = el('div', { class: 'hand', id: 'hand' }, s.hand.map(h => {
    let click = null;
    if (d && d.kind === ASK_ACTION && optionsWhere(o => o.card === h.card).length) click = () => { t.selected = t.selected === h.card ? null : h.card; drawTable(); };
    else if (d && d.kind === ASK_CARD) { const o = optionsWhere(o => o.card === h.card)[0]; if (o) click = () => answer(o.id); }
    return cardFace(h.card, { points: h.points, as: h.as, onclick: click, selected: t.selected === h.card });
  }));
  // a lead is chosen on the table (card, then location); its long list comes after the hand
  const optionList = d && el('div', { class: 'options', id: 'options' },
    d.options.map(o => el('button', { class: 'option', 'data-option': o.id, onclick: () => answer(o.id) }, o.name)));
  const decision = d && el('section', { class: 'panel', id: 'decision' },
    el('h2', {}, d.prompt),
    d.kind === ASK_ACTION && el('p', { class: 'muted' }, 'Click a card of your hand, then a location to lead it there; or scout. Every option is also listed under your hand.'),
    d.kind !== ASK_ACTION && optionList,
    s.can_undo && el('p', {}, el('button', { id: 'undo', onclick: undo }, 'Undo my last decision')));
  const actionList = d && d.kind === ASK_ACTION && el('section', { class: 'panel' }, el('h2', {}, 'Every option'), optionList);
  const banished = el('details', { class: 'panel' }, el('summary', {}, `Banished (${s.banished.length})`),
    el('div', {}, s.banished.map(c => cardFace(c, { small: true }))));
  const known = s.players.filter(p => p.known && p.known.length).map(p => el('p', { class: 'muted' }, `Seen going into ${p.label}'s hand: `, p.known.map(c => c === null ? '?' : cardName(c)).join(', ')));
  const automa = s.automa && el('p', { class: 'muted' }, `Tull Au Toma: level ${s.automa.level} (${s.automa.level_name}); the odd/even card shows ${s.automa.parity}; the letters A–D on the locations are her priorities.`);
  const log = el('ol', { class: 'log', id: 'log' }, s.log.map(line => el('li', {}, typeof line === 'string' ? line : line.text)));  // {n, text} since the game-agnostic server
  const herLines = s.automa ? s.automa.last_turn : [];
  const herTurn = herLines.length > 0 && el('section', { class: 'panel', id: 'automa-turn' }, el('h2', {}, "Tull Au Toma's last turn"),
    el('ul', {}, herLines.map(l => el('li', {}, l))),
    el('p', { class: 'muted' }, 'Each Au Toma card: she deploys the character deck\'s top card to the location (or priority letter) it shows, then gains the top card where it points, following its arrow past empty locations; the bonus icon gives her that location\'s bonus (if she has 10 already, the next along the arrow).'));
  const notifyBtn = 'Notification' in window && el('button', { id: 'notify', title: t.notify ? 'Click to turn them off' : '', onclick: async () => {
    if (t.notify) t.notify = false;
    else {
      if (Notification.permission !== 'granted') await Notification.requestPermission();
      t.notify = Notification.permission === 'granted';
    }
    rememberNotify(t.notify);
    drawTable();
  } }, t.notify ? 'Notifications on' : 'Notify me on my turn');
  show(banner,
    s.over ? drawScorepad(s.scorepad) : null,
    el('div', { class: 'columns' },
      el('div', {}, board, decision, el('h2', {}, `Your hand (${s.hand.length} cards, ${s.hand_points} points now)`), hand, actionList),
      el('div', {}, players, endLine, automa, herTurn, known,
        el('p', { class: 'muted' }, `Deck: ${s.deck_count} cards.` + (s.neutral_influence ? ` Neutral Influence: ${s.neutral_influence}.` : '')),
        banished, el('h2', {}, 'Log'), log, el('div', { class: 'row' }, notifyBtn))));
  const logEl = document.getElementById('log');
  if (logEl) logEl.scrollTop = logEl.scrollHeight;
}

function drawScorepad(pad) {
  return el('section', { class: 'scorepad panel', id: 'scorepad' },
    el('h2', {}, 'The scorepad'),
    pad.players.map(p => el('div', {},
      el('h3', {}, p.name + (p.winner ? ' (winner)' : '')),
      el('table', {}, el('tbody', {},
        p.automa ? [
          el('tr', {}, el('td', {}, 'Tull Au Toma base'), el('td', { class: 'n' }, p.automa.base)),
          el('tr', {}, el('td', {}, `${p.automa.matching} matching × ${p.automa.per_matching}`), el('td', { class: 'n' }, p.automa.matching * p.automa.per_matching)),
          el('tr', {}, el('td', {}, `${p.automa.nonmatching} non-matching × ${p.automa.per_nonmatching}`), el('td', { class: 'n' }, p.automa.nonmatching * p.automa.per_nonmatching)),
        ] : p.detail.map(l => el('tr', {}, el('td', {}, l.name + (l.choice ? ` (${l.choice})` : '')),
          el('td', { class: 'n' }, l.core), el('td', { class: 'n' }, l.points ? (l.points > 0 ? '+' : '') + l.points : ''),
          el('td', { class: 'n' }, l.core + l.points))),
        p.extra ? el('tr', {}, el('td', {}, 'end-of-game abilities'), el('td', { class: 'n' }, p.extra)) : null,
        [['Cards', p.cards], [`Fleet Track (${p.fleet_track})`, p.fleet], [`Helium (${p.helium_tokens})`, p.helium],
          ['Sovereign', p.sovereign], [`Influence (${p.influence_tokens})`, p.influence],
          !p.automa && [`Excess cards (${p.hand_count} in hand)`, p.excess], ['Total', p.total]].filter(Boolean)
          .map(([k, v]) => el('tr', {}, el('td', {}, el('b', {}, k)), el('td', { class: 'n total' }, v))))))),
    el('p', { id: 'winners' }, el('b', {}, `Winner${pad.winners.length > 1 ? 's (shared)' : ''}: ${pad.winners.join(', ')}`)));
}

// ---- scoring a physical game ----
// " (did you mean Darrow?)" for a name that is no card, or "": the guess is the one
// `cardtable score` and `cardtable cards` make (ct_closest_name), read off the scorer's
// answer to a position holding only that name, so that the page keeps no second guesser.
async function nearName(v) {
  try {
    await api('POST', '/api/score', { players: [{ name: 'A', hand: [v] }, { name: 'B' }] });
  } catch (err) {
    const m = /\(did you mean [^()]*\)/.exec(err.message);
    if (m) return ' ' + m[0];
  }
  return '';
}
async function noCard(v) { message(`No card '${v}'${await nearName(v)}`); }
// A list of cards typed by name. In a hand (pins true) an Orange may be pinned to the
// name it counts as, and a Gray to its extra color, as `cardtable score`'s "as" and
// "also" do; left empty, the scorer chooses the best.
function cardPicker(label, cls, pins) {
  const list = [];  // {name, as, also}
  const chips = el('div', { class: 'chips' });
  const input = el('input', { list: 'card-names', class: 'pick ' + cls, placeholder: 'type a card name', 'aria-label': label });
  const colorOf = name => (CARDS.cards.find(x => x.name === name) || {}).color_name;
  function pinFor(item) {
    if (!pins) return null;
    if (colorOf(item.name) === 'Orange') {
      const box = el('input', { list: 'card-names', class: 'pin-as', placeholder: 'as (best)', value: item.as || '', 'aria-label': `${item.name} counts as` });
      box.addEventListener('change', () => {
        const v = box.value.trim(), c = CARDS.cards.find(x => x.name.toLowerCase() === v.toLowerCase());
        if (v && !c) { noCard(v); box.value = item.as || ''; return; }
        item.as = c ? c.name : undefined;
        box.value = item.as || '';
      });
      return el('label', { class: 'pin' }, ' as ', box);
    }
    if (colorOf(item.name) === 'Gray') {
      const box = el('select', { class: 'pin-also', 'aria-label': `${item.name} also counts as` },
        el('option', { value: '' }, 'also: (best)'), CARDS.colors.map(k => el('option', { value: k, selected: item.also === k }, 'also ' + k)));
      box.addEventListener('change', () => { item.also = box.value || undefined; });
      return box;
    }
    return null;
  }
  function draw() {
    chips.replaceChildren(...list.map((item, k) => el('span', { class: 'chip', 'data-card': item.name }, item.name, pinFor(item), ' ',
      el('button', { type: 'button', 'aria-label': 'remove ' + item.name, onclick: () => { list.splice(k, 1); draw(); } }, '×'))));
  }
  function add() {
    const v = input.value.trim();
    const c = CARDS.cards.find(x => x.name.toLowerCase() === v.toLowerCase());
    if (!c) { if (v) noCard(v); return; }
    list.push({ name: c.name });
    input.value = '';
    draw();
  }
  input.addEventListener('keydown', e => { if (e.key === 'Enter') { e.preventDefault(); add(); } });
  input.addEventListener('change', () => { if (CARDS.cards.some(x => x.name.toLowerCase() === input.value.trim().toLowerCase())) add(); });
  const box = el('div', { class: 'picker' }, el('label', {}, label, ' ', input), el('button', { type: 'button', onclick: add }, 'Add'), chips);
  // the cards as a position lists them: a name, or {card, as} / {card, also} when pinned
  box.items = () => list.map(i => i.as ? { card: i.name, as: i.as } : i.also ? { card: i.name, also: i.also } : i.name);
  return box;
}

function scorePage() {
  const datalist = el('datalist', { id: 'card-names' }, CARDS.cards.map(c => el('option', { value: c.name })));
  const count = el('select', { id: 'score-players' }, [2, 3, 4, 5, 6].map(n => el('option', { value: n }, n)));
  const withAutoma = el('input', { type: 'checkbox', id: 'score-automa' });
  const playersBox = el('div');
  const locs = LOCATIONS.map(n => cardPicker(n + ' (bottom first)', 'loc'));
  const banished = cardPicker('Banished', 'banished');
  const result = el('div', { id: 'score-result' });
  let rows = [];
  function drawPlayers() {
    rows = [];
    const n = Number(count.value);
    for (let i = 0; i < n; i++) {
      const automa = withAutoma.checked && i === n - 1;
      const r = {
        automa,
        name: el('input', { class: 'p-name', value: automa ? 'Tull Au Toma' : `Player ${i + 1}` }),
        house: el('select', { class: 'p-house' }, el('option', { value: '' }, '(none)'), CARDS.houses.map(h => el('option', { value: h }, h))),
        hand: cardPicker('Hand', 'hand', true),
        helium: el('input', { type: 'number', min: 0, value: 0, class: 'p-helium' }),
        fleet: el('input', { type: 'number', min: 0, max: 10, value: 0, class: 'p-fleet' }),
        influence: el('input', { type: 'number', min: 0, max: 10, value: 0, class: 'p-influence' }),
        sovereign: el('input', { type: 'radio', name: 'sovereign', class: 'p-sovereign' }),
        level: el('select', { class: 'p-level' }, [1, 2, 3, 4, 5, 6].map(l => el('option', { value: l, selected: l === 2 }, l))),
        parity: el('select', { class: 'p-parity' }, el('option', { value: 'even' }, 'even'), el('option', { value: 'odd' }, 'odd')),
      };
      rows.push(r);
    }
    playersBox.replaceChildren(...rows.map((r, i) => el('fieldset', { class: 'score-player', 'data-seat': i },
      el('legend', {}, r.automa ? 'Tull Au Toma' : `Player ${i + 1}`),
      el('div', { class: 'row' }, el('label', {}, 'Name ', r.name),
        r.automa ? [el('label', {}, 'Level ', r.level), el('label', {}, 'Odd/even card ', r.parity)] : el('label', {}, 'House ', r.house)),
      r.hand,
      el('div', { class: 'row' }, el('label', {}, 'Helium ', r.helium), el('label', {}, 'Fleet ', r.fleet),
        el('label', {}, 'Influence ', r.influence), el('label', {}, r.sovereign, ' holds the Sovereign token')))));
  }
  async function submit(e) {
    e.preventDefault();
    const pos = { players: rows.map(r => {
      const p = { name: r.name.value, hand: r.hand.items(), helium: Number(r.helium.value), fleet: Number(r.fleet.value), influence: Number(r.influence.value) };
      if (r.automa) p.automa = { level: Number(r.level.value), parity: r.parity.value };
      else if (r.house.value) p.house = r.house.value;
      return p;
    }) };
    const sov = rows.find(r => r.sovereign.checked);
    if (sov) pos.sovereign = sov.name.value;
    pos.locations = {};
    LOCATIONS.forEach((n, i) => { pos.locations[n] = locs[i].items(); });
    pos.banished = banished.items();
    try {
      const pad = await api('POST', '/api/score', pos);
      result.replaceChildren(drawScorepad(pad), el('details', {}, el('summary', {}, 'As text (the same as cardtable score)'), el('pre', { class: 'text', id: 'score-text' }, pad.text)),
        el('details', {}, el('summary', {}, 'The position as JSON (for cardtable score)'), el('pre', { class: 'text' }, JSON.stringify(pos, null, 1))));
    } catch (err) { result.replaceChildren(el('p', { id: 'score-error', role: 'alert' }, err.message)); }
  }
  count.addEventListener('change', drawPlayers);
  withAutoma.addEventListener('change', drawPlayers);
  show(el('h1', {}, 'Score a physical game'), datalist,
    el('form', { id: 'score-form', onsubmit: submit },
      el('div', { class: 'row' }, el('label', {}, 'Players ', count), el('label', {}, withAutoma, ' the last is Tull Au Toma')),
      playersBox,
      el('fieldset', {}, el('legend', {}, 'The board'), locs, banished),
      el('button', { class: 'primary', type: 'submit', id: 'score-submit' }, 'Score')),
    result);
  drawPlayers();
}

// ---- the companion: Tull Au Toma for a physical solo game ----
// Her state lives in this browser (localStorage); the server runs each step.
const COMPANION_KEY = 'cardtable-companion';
function companionPage() {
  let saved = null;
  try { saved = JSON.parse(localStorage.getItem(COMPANION_KEY) || 'null'); } catch (e) { saved = null; }
  let c = saved || { state: null, log: [], empties: [], question: null, score: null };
  const save = () => localStorage.setItem(COMPANION_KEY, JSON.stringify(c));
  async function step(body) {
    try {
      const r = await api('POST', '/api/companion', { ...body, state: c.state });
      if (r.question) {  // her turn needs to know whether a location is empty
        c.question = r.question;
      } else {
        c.state = r.state;
        c.log.push(...r.lines);
        c.question = null;
        c.empties = [];
        if (r.score) c.score = r.score;
      }
      save();
      draw();
    } catch (e) { message(e.message); }
    // each finished step (answered or refused) is counted on the page, so a test can wait for it
    document.body.dataset.companionSteps = String(Number(document.body.dataset.companionSteps || 0) + 1);
  }
  function num(id, lo, hi, value) { return el('input', { type: 'number', id, min: lo, max: hi, value, inputmode: 'numeric' }); }
  function draw() {
    const st = c.state;
    const parts = [el('h1', {}, 'Tull Au Toma companion')];
    if (!st) {
      const level = el('select', { id: 'comp-level' }, CARDS.levels.map((n, i) => el('option', { value: i + 1, selected: i === 1 }, `${i + 1}: ${n}`)));
      const variant = el('input', { type: 'checkbox', id: 'comp-variant' });
      const seed = el('input', { id: 'comp-seed', inputmode: 'numeric', placeholder: 'random' });
      parts.push(el('p', {}, 'For a solo game on a real table: this page draws her Au Toma cards and says exactly what to do.'),
        el('div', { class: 'row' }, el('label', {}, 'Level ', level)),
        el('div', { class: 'row' }, el('label', {}, variant, ' variant: Auctioneer, Eo, Psychologist and Roque stay in')),
        el('div', { class: 'row' }, el('label', {}, 'Seed ', seed)),
        el('button', { class: 'primary', id: 'comp-start', onclick: () => {
          const body = { action: 'new', level: Number(level.value), variant: variant.checked ? 1 : 0 };
          if (seed.value.trim()) body.seed = Number(seed.value.trim());
          c = { state: null, log: [], empties: [], question: null, score: null };
          step(body);
        } }, 'Set her up'));
      show(...parts);
      return;
    }
    parts.push(el('p', { id: 'comp-status', class: 'banner' },
      `Level ${st.level}: ${st.hand} cards, ${st.helium} Helium, Fleet ${st.fleet}, ${st.influence} Influence` +
      (st.sovereign ? ', the Sovereign token' : '') + `; ${st.turns} turns; odd/even card: ${st.parity < 0 ? 'not yet' : st.parity ? 'ODD' : 'EVEN'}` +
      (st.deck_empty ? '; the character deck is empty' : '') + '.'));
    if (c.question) {
      parts.push(el('div', { class: 'panel', id: 'comp-question', 'data-asked': c.empties.length }, el('h2', {}, c.question),
        el('div', { class: 'row' },
          el('button', { class: 'primary', id: 'comp-yes', onclick: () => { c.empties.push(true); step({ action: 'turn', empty: c.empties }); } }, 'Yes, empty'),
          el('button', { id: 'comp-no', onclick: () => { c.empties.push(false); step({ action: 'turn', empty: c.empties }); } }, 'No'))));
    } else if (st.over) {
      parts.push(el('p', { id: 'comp-over' }, 'This game is over.'));
    } else if (st.parity < 0) {
      const odd = num('comp-odd', 0, 8, 4);
      parts.push(el('div', { class: 'panel' }, el('label', {}, 'How many of the 8 cards on the board have an odd core value? ', odd),
        el('button', { class: 'primary', id: 'comp-parity', onclick: () => step({ action: 'parity', odd: Number(odd.value) }) }, 'OK')));
    } else if (st.first < 0) {
      parts.push(el('div', { class: 'panel' }, el('h2', {}, 'Is your house Apollo?'), el('div', { class: 'row' },
        el('button', { id: 'comp-apollo-yes', onclick: () => step({ action: 'apollo', apollo: true }) }, 'Yes'),
        el('button', { id: 'comp-apollo-no', onclick: () => step({ action: 'apollo', apollo: false }) }, 'No'))));
    } else {
      const f = {}; ['helium', 'fleet', 'influence', 'hand'].forEach(k => { f[k] = num('comp-' + k, 0, k === 'fleet' || k === 'influence' ? 10 : 999, st[k]); });
      const sov = el('input', { type: 'checkbox', id: 'comp-sovereign', checked: !!st.sovereign });
      const matching = num('comp-matching', 0, st.hand, 0), yours = num('comp-yours', 0, 10, 0);
      // the terminal's 'deck empty' / 'deck cards': with no character deck she deploys and banishes nothing
      const deckEmpty = el('input', { type: 'checkbox', id: 'comp-deck-empty', checked: !!st.deck_empty,
        onchange: e => step({ action: 'set', deck_empty: e.target.checked ? 1 : 0 }) });
      parts.push(el('div', { class: 'panel' }, el('button', { class: 'primary', id: 'comp-turn', onclick: () => { c.empties = []; step({ action: 'turn', empty: [] }); } }, 'Her turn'),
        el('div', { class: 'row' }, el('label', {}, deckEmpty, ' The character deck is empty (she deploys and banishes nothing)'))),
        el('details', { class: 'panel' }, el('summary', {}, 'Correct her tokens or hand'),
          el('div', { class: 'row' }, el('label', {}, 'Helium ', f.helium), el('label', {}, 'Fleet ', f.fleet), el('label', {}, 'Influence ', f.influence),
            el('label', {}, 'Cards ', f.hand), el('label', {}, sov, ' Sovereign')),
          el('button', { id: 'comp-set', onclick: () => step({ action: 'set', helium: Number(f.helium.value), fleet: Number(f.fleet.value), influence: Number(f.influence.value), hand: Number(f.hand.value), sovereign: sov.checked ? 1 : 0 }) }, 'Set')),
        el('details', { class: 'panel', id: 'comp-end' }, el('summary', {}, 'The game is over: score her'),
          el('div', { class: 'row' }, el('label', {}, `Her cards with an ${st.parity ? 'ODD' : 'EVEN'} core value (0 is even) `, matching),
            el('label', {}, 'Your Influence on the Institute ', yours)),
          el('button', { id: 'comp-score', onclick: () => step({ action: 'end', matching: Number(matching.value), your_influence: Number(yours.value) }) }, 'Score her')));
    }
    if (c.score) {
      const x = c.score;
      parts.push(el('table', { class: 'scorepad', id: 'comp-scorepad' }, el('tbody', {},
        [['Tull Au Toma base', x.base], [`${x.matching} matching × ${x.per_matching}`, x.matching * x.per_matching],
          [`${x.nonmatching} non-matching × ${x.per_nonmatching}`, x.nonmatching * x.per_nonmatching], ['Fleet Track', x.fleet],
          ['Helium', x.helium], ['Sovereign', x.sovereign], ['Influence', x.influence], ['Total', x.total]]
          .map(([k, v]) => el('tr', {}, el('td', {}, k), el('td', { class: 'n' }, v))))));
    }
    parts.push(el('h2', {}, 'What to do'), el('ol', { class: 'log', id: 'comp-log' }, c.log.map(l => el('li', {}, l))),
      el('button', { id: 'comp-new', onclick: () => { if (confirm('Start a new companion game?')) { localStorage.removeItem(COMPANION_KEY); c = { state: null, log: [], empties: [], question: null, score: null }; draw(); } } }, 'New companion game'));
    show(...parts);
    const log = document.getElementById('comp-log');
    if (log) log.scrollTop = log.scrollHeight;
  }
  draw();
}
