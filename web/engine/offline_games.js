// offline_games.js: the server's game endpoints (VIEW_JSON.md) answered in the browser by
// the WebAssembly engine, for games without the server: solo against Tull Au Toma or bots,
// or hot-seat, in any registered game. It runs inside a Web Worker (worker.js: the bots
// think there, so the page never freezes) and keeps every game in a store (IndexedDB there,
// a Map in the tests) after each change, before answering, so closing the tab loses nothing.
//
//   const table = new OfflineTable(engine, store);
//   const { status, body } = await table.request('POST', '/api/games', { game: 'rone', mode: 'solo' });
//
// Endpoints: POST /api/games, GET /api/games/ID (?log_from=N), POST /api/games/ID/answer,
// POST /api/games/ID/undo, GET /api/games/ID/cards as the server has them; and, offline
// only, GET /api/games (the games kept here, to resume), GET /api/games/ID/record ({record}:
// the text `cardtable replay` reads, to download; once the game is over) and DELETE /api/games/ID.
// A seat's token says whose view a request gets; the spectator token gives seat -1.
import { EngineError } from './engine.js';

class HttpError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

const MODES = ['solo', 'bots', 'hotseat'];
const DEFAULT_BOT = 'medium';

function randomHex(bytes) {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

// One word of an options text: no spaces, no line breaks (the engine's own parser says the rest).
function word(value, field) {
  const text = String(value);
  if (!text || /\s/.test(text)) throw new HttpError(400, `"${field}" must be one word, not '${text}'`);
  return text;
}

function integerField(body, field, low, high) {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (!Number.isInteger(v) || v < low || v > high) throw new HttpError(400, `"${field}" must be a whole number from ${low} to ${high}`);
  return v;
}

// The game's options text from the request's fields (the same fields the server reads).
// defaultSeats: how many seats the game has when its options name none (a game without a
// players= option, such as Kuhn poker, gets none when the request asks for that many).
function optionsText(body, game, mode, defaultSeats) {
  const parts = [];
  const players = integerField(body, 'players', 1, 6);
  const seats = Array.isArray(body.seats) ? body.seats : [];
  if (game === 'redrising') {
    const solo = mode === 'solo' && (players ?? 1) === 1;
    parts.push(`players=${solo ? 1 : players ?? 2}`);
    if (solo) parts.push(`level=${integerField(body, 'level', 1, 6) ?? 1}`);
    if (body.variant !== undefined) parts.push(`variant=${word(body.variant, 'variant')}`);
    if (body.houses !== undefined) parts.push(`houses=${word(body.houses, 'houses')}`);
  } else if (game === 'rone') {
    const n = players ?? 2;
    parts.push(`players=${n}`);
    if (!/(^|\s)set=/.test(body.options || '')) parts.push('set=ctc'); // cardtable's own set, as the terminal plays
    const heroes = seats.slice(0, n).map((s, i) => (s && s.hero !== undefined ? word(s.hero, `seats[${i}].hero`) : 'random'));
    if (heroes.some((h) => h !== 'random')) parts.push(`heroes=${heroes.join(',')}`);
    seats.slice(0, n).forEach((s, i) => {
      if (s && s.deck !== undefined && s.deck !== 'random') parts.push(`deck${i + 1}=${word(s.deck, `seats[${i}].deck`)}`);
    });
  } else if (players !== undefined && players !== defaultSeats) {
    parts.push(`players=${players}`);
  }
  if (body.options !== undefined) {
    if (typeof body.options !== 'string' || /[\r\n]/.test(body.options)) throw new HttpError(400, '"options" must be one line of text');
    if (body.options.trim()) parts.push(body.options.trim());
  }
  return parts.join(' ');
}

export class OfflineTable {
  constructor(engine, store) {
    this.engine = engine;
    this.store = store;
    this.open = new Map(); // id -> { meta, game }
  }

  // Answers one request as the server would: { status, body }.
  async request(method, path, body, token) {
    try {
      return await this.route(method, path, body, token);
    } catch (e) {
      if (e instanceof HttpError) return { status: e.status, body: { error: e.message } };
      if (e instanceof EngineError) return { status: 400, body: { error: e.message } };
      return { status: 500, body: { error: `the offline engine failed: ${e.message}` } };
    }
  }

  async route(method, path, body, token) {
    const url = new URL(path, 'http://offline');
    const parts = url.pathname.split('/').filter(Boolean); // api games ID action
    if (parts[0] !== 'api' || parts[1] !== 'games' || parts.length > 4) throw new HttpError(404, `no offline endpoint ${method} ${url.pathname}`);
    if (parts.length === 2) {
      if (method === 'POST') return this.create(body);
      if (method === 'GET') return { status: 200, body: await this.list() };
      throw new HttpError(405, `${method} ${url.pathname}: use GET or POST`);
    }
    const [, , id, action = ''] = parts;
    if (method === 'DELETE' && !action) return this.remove(id, token);
    const entry = await this.load(id);
    const seat = this.seatOf(entry, token);
    const logFrom = Number.parseInt(url.searchParams.get('log_from') || '0', 10) || 0;
    if (method === 'GET' && action === '') return { status: 200, body: this.state(entry, seat, logFrom) };
    if (method === 'GET' && action === 'cards') return { status: 200, body: entry.game.cards() };
    if (method === 'GET' && action === 'record') {
      // its seed deals every hidden card: a seat gets it once nothing is hidden any more
      if (!entry.game.over) throw new HttpError(409, 'the record is given once the game is over (its seed deals the hidden cards)');
      return { status: 200, body: { record: entry.game.record() } };
    }
    if (method === 'POST' && action === 'answer') return this.answer(entry, seat, body, logFrom);
    if (method === 'POST' && action === 'undo') return this.undo(entry, seat, body);
    throw new HttpError(404, `no offline endpoint ${method} ${url.pathname}`);
  }

  async create(body) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'the request must be a JSON object');
    const name = body.game ?? 'redrising';
    if (!this.engine.games().includes(name)) throw new HttpError(400, `unknown game '${name}' (${this.engine.games().join(', ')})`);
    const mode = body.mode ?? 'solo';
    if (mode === 'friends') throw new HttpError(400, 'a game with friends needs the server: offline games are solo, against bots or hot-seat');
    if (!MODES.includes(mode)) throw new HttpError(400, `"mode" must be one of ${MODES.join(', ')} offline, not '${mode}'`);
    if (body.cards !== undefined) throw new HttpError(400, '"cards": offline games play the built-in card sets (a card file needs the server)');
    if (body.clock) throw new HttpError(400, '"clock": offline games have no turn clock');
    if (body.seats !== undefined && !Array.isArray(body.seats)) throw new HttpError(400, '"seats" must be an array');
    const seed = body.seed ?? Number.parseInt(randomHex(4), 16);
    if (!Number.isSafeInteger(seed) || seed < 0) throw new HttpError(400, '"seed" must be a whole number, 0 or more');
    const probe = this.engine.newGame(name, '', 0);
    const defaultSeats = probe.seats;
    probe.close();
    const options = optionsText(body, name, mode, defaultSeats);
    const game = this.engine.newGame(name, options, seed);
    const labels = game.seatLabels();
    const specs = body.seats || [];
    const seats = [];
    try {
      for (let s = 0; s < game.seats; s++) {
        const spec = specs[s] && typeof specs[s] === 'object' ? specs[s] : {};
        const automa = name === 'redrising' && / players=1 |^players=1 /.test(`${options} `) && s === 1;
        let kind = 'person', bot = '';
        if (automa) kind = 'automa';
        else if (spec.bot !== undefined) { kind = 'bot'; bot = String(spec.bot); }
        else if (mode !== 'hotseat' && s > 0 && spec.name === undefined) { kind = 'bot'; bot = DEFAULT_BOT; }
        const seatName = automa ? 'Tull Au Toma' : String(spec.name ?? (kind === 'bot' ? `${bot} bot` : `Player ${s + 1}`)).slice(0, 60);
        try {
          game.setSeat(s, { bot: kind === 'bot' ? bot : '', name: automa ? '' : seatName });
        } catch (e) {
          throw new HttpError(400, `seats[${s}]: ${e.message}`);
        }
        seats.push({ seat: s, name: seatName, kind, bot, label: labels[s] ?? '', token: kind === 'person' ? randomHex(16) : null });
      }
      if (!seats.some((s) => s.kind === 'person')) throw new HttpError(400, 'no seat for a person: every seat is a bot');
    } catch (e) {
      game.close();
      throw e;
    }
    const meta = { id: randomHex(8), game: name, mode, options, seed, seats, spectator: randomHex(16), version: 1, log: [], created: Date.now() };
    const entry = { meta, game };
    this.open.set(meta.id, entry);
    this.playBots(entry);
    await this.save(entry);
    return {
      status: 201,
      body: { id: meta.id, game: name, tokens: seats.filter((s) => s.token).map((s) => s.token), spectator: meta.spectator },
    };
  }

  async list() {
    const kept = await this.store.list();
    return kept.map((m) => ({
      id: m.id, game: m.game, mode: m.mode, at: m.at, over: m.over, updated: m.updated,
      seats: m.seats.map(({ seat, name, kind, token }) => ({ seat, name, kind, token })),
      spectator: m.spectator,
    }));
  }

  async load(id) {
    if (this.open.has(id)) return this.open.get(id);
    const meta = await this.store.get(id);
    if (!meta) throw new HttpError(403, 'this link opens no seat here: the game is unknown or its token is wrong');
    const game = this.engine.fromRecord(meta.record);
    const entry = { meta, game };
    this.open.set(id, entry);
    return entry;
  }

  seatOf(entry, token) {
    if (token && token === entry.meta.spectator) return -1;
    const seat = entry.meta.seats.find((s) => s.token && s.token === token);
    if (!seat) throw new HttpError(403, 'this link opens no seat here: the game is unknown or its token is wrong');
    return seat.seat;
  }

  async remove(id, token) {
    const entry = await this.load(id);
    this.seatOf(entry, token);
    entry.game.close();
    this.open.delete(id);
    await this.store.remove(id);
    return { status: 200, body: { id, removed: true } };
  }

  // The narration of the answer just given, for each seat and the spectator.
  tell(entry) {
    const { game, meta } = entry;
    const texts = [game.narration(-1)];
    for (let s = 0; s < meta.seats.length; s++) texts.push(game.narration(s));
    if (texts.some((t) => t)) meta.log.push({ n: game.at - 1, texts });
  }

  // Bots answer until a person must (Tull Au Toma plays inside the engine).
  playBots(entry) {
    const { game, meta } = entry;
    while (!game.over) {
      const seat = meta.seats[game.toMove];
      if (!seat || seat.kind !== 'bot') break;
      game.answer(game.botChoice(seat.bot, meta.seed * 31 + game.at));
      this.tell(entry);
    }
  }

  async save(entry) {
    const { game, meta } = entry;
    meta.record = game.record();
    meta.at = game.at;
    meta.over = game.over;
    meta.updated = Date.now();
    await this.store.put(meta);
  }

  state(entry, seat, logFrom) {
    const { game, meta } = entry;
    const from = Math.max(0, Math.min(logFrom, meta.log.length));
    return {
      id: meta.id, game: meta.game, mode: meta.mode, version: meta.version, at: game.at, seat,
      can_undo: seat >= 0 && game.undoRefusal(seat) === '',
      seats: meta.seats.map(({ seat: s, name, kind, label }) => ({ seat: s, name, kind, label })),
      view: game.view(seat),
      log: meta.log.slice(from).map((l) => ({ n: l.n, text: l.texts[seat + 1] })).filter((l) => l.text),
      log_from: from,
      result: game.result(),
    };
  }

  // "at": the number of answers the page saw; another number means it is stale.
  fresh(entry, body) {
    if (!body || typeof body !== 'object') throw new HttpError(400, 'the request must be a JSON object');
    if (!Number.isInteger(body.at)) throw new HttpError(400, 'the request needs "at": the number of answers the page has seen');
    if (body.at !== entry.game.at) throw new HttpError(409, `stale: the game has moved on since (answer ${body.at} of ${entry.game.at}); reload`);
  }

  async answer(entry, seat, body, logFrom) {
    const { game, meta } = entry;
    if (game.over) throw new HttpError(409, 'the game is over');
    this.fresh(entry, body);
    if (game.toMove !== seat) throw new HttpError(409, 'it is not your turn to decide');
    const given = body.option !== undefined ? body.option : body.name;
    if (!(Number.isInteger(given) || typeof given === 'string')) throw new HttpError(400, 'the request needs "option" (a value) or "name"');
    try {
      game.answer(given);
    } catch (e) {
      if (e instanceof EngineError) throw new HttpError(422, `that is not one of the options now: ${e.message}`);
      throw e;
    }
    this.tell(entry);
    this.playBots(entry);
    meta.version++;
    await this.save(entry);
    return { status: 200, body: this.state(entry, seat, logFrom) };
  }

  async undo(entry, seat, body) {
    const { game, meta } = entry;
    this.fresh(entry, body);
    const why = seat >= 0 ? game.undoRefusal(seat) : 'a spectator has no decisions';
    if (why) throw new HttpError(409, `cannot undo: ${why}`);
    game.undo(game.at - 1);
    meta.log = meta.log.filter((l) => l.n < game.at);
    meta.version++;
    await this.save(entry);
    return { status: 200, body: this.state(entry, seat, 0) };
  }
}
