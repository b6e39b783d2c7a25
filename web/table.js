// table.js: the shared table: draws any game (RONE, Kuhn poker, ...) from the game-agnostic
// JSON of a seat (docs: VIEW_JSON's GET /api/games/ID): its areas and cards with their
// counters, each seat's counters, the decision's options as numbered buttons, the last move,
// the log and the result with its reasons; a card's text on hover or tap wherever it is shown.
// The per-game files (web/games/*.js) only add looks: the order of the areas, card frames.
// Uses el, show, message, api, answer and table of app.js; names are put in as text only.
'use strict';

const GAME_LOOKS = {};  // filled by web/games/*.js: {title, areaOrder(areas, seat), cardClass(card, state)}
const GAME_TITLES = { redrising: 'Red Rising', rone: 'RONE', kuhn: 'Kuhn poker' };
const AUTO_PASS_KEY = 'cardtable-auto-pass';

function looksOf(game) { return GAME_LOOKS[game] || {}; }
function isGeneric(s) { return !!(s && s.game && s.game !== 'redrising' && s.view); }
function seatName(s, seat) {
  const x = (s.seats || []).find(p => p.seat === seat);
  return x ? x.name + (x.label && x.label !== x.name ? ` (${x.label})` : '') : `seat ${seat + 1}`;
}
function autoPassOn() { try { return localStorage.getItem(AUTO_PASS_KEY) === 'on'; } catch (e) { return false; } }

// The texts of the game's faces, fetched once per table.
async function loadCardTexts(t) {
  if (t.cardTexts) return;
  t.cardTexts = {};
  try {
    for (const c of await api('GET', `/api/games/${t.id}/cards`, undefined, t.token)) t.cardTexts[c.face] = c.text;
  } catch (e) { /* no texts: the names still show */ }
}
function cardText(t, c) {
  return c && !c.face_down && c.face !== null && c.face !== undefined && t.cardTexts ? (t.cardTexts[c.face] || '') : '';
}

// One card: its name (or "face down"), its counters that are not zero, its text on hover
// (title) and on tap (the card-text box, read out by screen readers).
function viewCard(t, c) {
  const looks = looksOf(t.state.game);
  const name = c.face_down ? 'a face-down card' : c.name;
  const text = cardText(t, c);
  const counters = Object.entries(c.counters || {}).filter(([, v]) => v);
  const said = name + (counters.length ? ', ' + counters.map(([k, v]) => `${k} ${v}`).join(', ') : '') + (c.active ? ', can act' : '');
  return el('button', {
    type: 'button', class: 'vcard' + (c.active ? ' active' : '') + (c.face_down ? ' facedown' : '') + (looks.cardClass ? ' ' + looks.cardClass(c, t.state) : ''),
    'data-face': c.face === null || c.face === undefined ? null : c.face, title: text ? `${name}: ${text}` : name, 'aria-label': said,
    onclick: () => { const box = document.getElementById('card-text'); if (box) box.textContent = text ? `${name}: ${text}` : name; },
  },
  el('span', { class: 'vname' }, name),
  c.active && el('span', { class: 'vactive' }, '★ can act'),
  counters.length > 0 && el('span', { class: 'vcounters' }, counters.map(([k, v]) => el('span', { class: 'counter' }, `${k} ${v}`))));
}

function viewArea(t, a) {
  const hidden = a.size - a.cards.length;
  return el('section', { class: `area area-${a.kind}`, 'aria-label': a.label, 'data-seat': a.seat === null ? null : a.seat },
    el('h3', {}, a.label, el('span', { class: 'muted' }, ` · ${a.size} card${a.size === 1 ? '' : 's'}`)),
    el('div', { class: 'vcards' }, a.cards.map(c => viewCard(t, c)),
      hidden > 0 && a.cards.length > 0 && el('span', { class: 'muted' }, `and ${hidden} not shown`)));
}

// Where a card an option names lies ("Sensor Drone: in hand of seat 1"), from the areas shown.
function whereNamed(view, label) {
  for (const a of view.areas)
    for (const c of a.cards)
      if (!c.face_down && c.name && c.name.length > 2 && label.includes(c.name)) return `${c.name}: ${a.label}`;
  return '';
}

// The pass option of a decision (a reaction window, a round of betting): by its name.
function passOption(view) { return view.options.find(o => o.name === 'pass'); }

function typedOption(view, typed) {
  const w = typed.trim().toLowerCase();
  if (!w) return null;
  const exact = view.options.filter(o => o.name.toLowerCase() === w || o.label.toLowerCase() === w);
  if (exact.length) return exact[0];
  const some = view.options.filter(o => o.name.toLowerCase().startsWith(w) || o.label.toLowerCase().startsWith(w));
  return some.length === 1 ? some[0] : null;
}

function viewDecision(t) {
  const v = t.state.view;
  const pass = passOption(v);
  const typed = el('input', { id: 'option-typed', list: 'option-names', autocomplete: 'off', 'aria-label': 'type an option\'s name, then Enter',
    placeholder: 'or type an option, then Enter' });
  typed.addEventListener('keydown', e => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const o = typedOption(v, typed.value);
    if (o) answer(o.value); else message(`No option '${typed.value}' now: ${v.options.map(x => x.name).join(', ')}`);
  });
  const others = v.options.filter(o => o !== pass);
  return el('section', { class: 'panel', id: 'decision', 'aria-label': 'your decision' },
    el('h2', {}, v.prompt),
    pass && el('p', { class: 'pass-or-use' }, el('button', { class: 'option pass', 'data-option': pass.value, 'data-name': pass.name,
      'aria-keyshortcuts': '0', onclick: () => answer(pass.value) }, `0. Pass (${pass.label})`),
    others.length ? el('span', { class: 'muted' }, ' or use one of these:') : null),
    el('div', { class: 'options', id: 'options', role: 'group', 'aria-label': 'options' }, others.map((o, i) => {
      const where = whereNamed(v, o.label);
      return el('button', { class: 'option', 'data-option': o.value, 'data-name': o.name, 'aria-keyshortcuts': i < 9 ? String(i + 1) : null,
        onclick: () => answer(o.value) }, `${i < 9 ? i + 1 + '. ' : ''}${o.label}`, where && el('span', { class: 'where' }, ` (${where})`));
    })),
    el('datalist', { id: 'option-names' }, v.options.map(o => el('option', { value: o.name }))),
    typed,
    t.state.can_undo && el('p', {}, el('button', { id: 'undo', onclick: undo }, 'Undo my last decision')));
}

function viewScores(t) {
  const s = t.state, v = s.view;
  const rows = (s.seats || []).map(p => el('li', { class: 'seat-score' + (p.seat === v.to_move ? ' to-move' : ''), 'data-seat': p.seat },
    el('b', {}, seatName(s, p.seat)), p.seat === s.seat ? ' (you)' : '', p.seat === v.to_move ? ' ▶ to move' : '',
    ': ', v.counters.filter(c => c.seat === p.seat).map(c => `${c.label} ${c.value}`).join(' · ')));
  const common = v.counters.filter(c => c.seat === null || c.seat === undefined);
  return el('section', { class: 'panel', id: 'scores', 'aria-label': 'scores and counters' },
    el('ul', { class: 'plain' }, rows, common.length > 0 && el('li', {}, common.map(c => `${c.label} ${c.value}`).join(' · '))));
}

function viewResult(t) {
  const s = t.state, r = s.result;
  if (!r) return null;
  const names = (r.winners || []).map(w => seatName(s, w));
  return el('section', { class: 'panel', id: 'result', 'aria-label': 'the result' },
    el('h2', {}, 'The game is over'),
    el('p', { id: 'winners' }, el('b', {}, names.length ? `Winner${names.length > 1 ? 's' : ''}: ${names.join(', ')}` : 'No winner')),
    r.ending && el('p', { id: 'ending' }, r.ending),
    r.scores && el('ul', { class: 'plain' }, r.scores.map((sc, i) => el('li', {}, `${seatName(s, i)}: ${sc}`))),
    r.lines && r.lines.length > 0 && el('ul', { class: 'reasons' }, r.lines.map(l =>
      el('li', {}, `${l.seat === null || l.seat === undefined ? '' : seatName(s, l.seat) + ': '}${l.text}`))));
}

function drawGenericTable() {
  const t = table, s = t.state, v = s.view;
  const looks = looksOf(s.game);
  const title = looks.title || GAME_TITLES[s.game] || s.game;
  const mine = !!v.prompt && v.options.length > 0;
  document.title = (mine ? '● Your turn · ' : '') + `cardtable: ${title}`;
  document.body.dataset.at = String(s.at);
  if (t.passTo !== null && t.passTo !== undefined) {
    const who = seatName(s, t.passTo);
    show(el('div', { class: 'overlay', id: 'pass' }, el('h1', {}, `Pass the device to ${who}`),
      el('button', { class: 'primary', id: 'take-seat', onclick: () => { t.passTo = null; drawGenericTable(); } }, `I am ${who}: show my seat`)));
    return;
  }
  const banner = v.over ? el('div', { class: 'banner', id: 'turn' }, `${title}: the game is over.`)
    : mine ? el('div', { class: 'banner yours', id: 'turn' }, `Your turn, ${seatName(s, s.seat)} · ${v.status}`)
      : el('div', { class: 'banner', id: 'turn' }, `${v.status}: waiting for ${v.to_move >= 0 ? seatName(s, v.to_move) : 'the game'}.`);
  const last = s.log.length ? s.log[s.log.length - 1].text : 'No move yet.';
  const areas = looks.areaOrder ? looks.areaOrder(v.areas.slice(), s.seat) : v.areas;
  const board = el('details', { id: 'board', open: window.innerWidth > 700 },
    el('summary', {}, 'The board'), el('div', { class: 'areas' }, areas.map(a => viewArea(t, a))));
  const autoPass = el('label', { class: 'setting' }, el('input', { type: 'checkbox', id: 'auto-pass', checked: autoPassOn(),
    onchange: e => { try { localStorage.setItem(AUTO_PASS_KEY, e.target.checked ? 'on' : 'off'); } catch (x) { /* this page only */ } } }),
  ' pass automatically: reaction windows of a turn\'s start, main phase or end (never in combat or against a card), and wherever passing is all there is');
  const side = el('div', { class: 'side' },
    viewResult(t),
    el('section', { class: 'panel', id: 'last-move', 'aria-label': 'last move' }, el('b', {}, 'Last move: '), last),
    viewScores(t),
    mine && viewDecision(t),
    el('p', { id: 'card-text', class: 'muted', 'aria-live': 'polite' }, 'Tap a card to read it.'),
    el('section', { class: 'panel' }, el('h2', {}, 'Log'),
      el('ol', { class: 'log', id: 'log', start: s.log.length ? s.log[0].n + 1 : 1 }, s.log.map(l => el('li', {}, l.text)))),
    passOption(v) && autoPass);
  show(banner, el('div', { class: 'gtable', 'data-game': s.game }, side, board));
  const logBox = document.getElementById('log');
  if (logBox) logBox.scrollTop = logBox.scrollHeight;
}

// "Pass automatically": a client-side setting (off unless ticked). The page answers the option
// named "pass" by itself when it is the only option, and in RONE's reaction windows of a turn's
// start, main phase or end, its ending and a level-up: the windows the terminal passes too unless
// one stops there (src/cli/rone_asking.c; what could be done there can wait for one's own main
// phase). Windows in combat or with a card on top of the stack are always asked.
const PHASE_WINDOW = /: react\? \((start of P\d+'s turn, before income|end of P\d+'s turn|P\d+'s main phase|the turn is ending|to P\d+'s level-up)\)$/;
function autoPassNow(s) {
  if (!isGeneric(s) || !autoPassOn()) return null;
  const v = s.view, pass = passOption(v);
  if (!v.prompt || !pass) return null;
  return v.options.length === 1 || (s.game === 'rone' && PHASE_WINDOW.test(v.prompt)) ? pass.value : null;
}

// Keyboard play: the number keys answer the numbered options (0: pass) while no field is typed in.
document.addEventListener('keydown', e => {
  if (!table || !isGeneric(table.state) || e.ctrlKey || e.metaKey || e.altKey) return;
  const tag = e.target && e.target.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
  if (!/^[0-9]$/.test(e.key)) return;
  const b = document.querySelector(`#decision button.option[aria-keyshortcuts="${e.key}"]`);
  if (b) { e.preventDefault(); b.click(); }
});
