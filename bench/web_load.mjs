// web_load.mjs: load on `cardtable serve` over loopback (a benchmark: prints figures,
// asserts nothing). It starts a server on a fresh database, creates GAMES solo games,
// and plays them all at once: each simulated player reads its seat's state, thinks
// THINK ms (random, 0..2x), and answers with a random legal option, until DURATION
// seconds are up. Prints the latency of an answer (p50, p99, max), errors, answers per
// second, and the server's resident memory per game.
//   node bench/web_load.mjs CARDTABLE_BINARY [GAMES=1000] [THINK=1000] [DURATION=20] [CLIENTS=2]
// The players are spread over CLIENTS worker threads, so the client is not the bottleneck.
import { spawn } from 'node:child_process';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';

const [bin, gamesArg, thinkArg, durationArg, clientsArg] = isMainThread ? process.argv.slice(2) : [];
if (isMainThread && !bin) { console.error('usage: node bench/web_load.mjs CARDTABLE_BINARY [GAMES] [THINK_MS] [SECONDS] [CLIENTS]'); process.exit(2); }
const GAMES = Number(gamesArg || 1000), THINK = Number(thinkArg || 1000), DURATION = Number(durationArg || 20);
const CLIENTS = Number(clientsArg || 2);
let port = isMainThread ? 0 : workerData.port;
const agent = new http.Agent({ keepAlive: true, maxSockets: 2000 });

function request(method, url, body, token) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? null : JSON.stringify(body);
    const headers = {};
    if (data) { headers['Content-Type'] = 'application/json'; headers['Content-Length'] = Buffer.byteLength(data); }
    if (token) headers['X-Seat-Token'] = token;
    const r = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent }, res => {
      const chunks = [];
      res.on('data', c => chunks.push(c));
      res.on('end', () => {
        let json = null;
        try { json = JSON.parse(Buffer.concat(chunks).toString()); } catch (e) { /* counted below */ }
        const t = /dur=([0-9.]+)/.exec(res.headers['server-timing'] || '');
        resolve({ status: res.statusCode, json, server: t ? Number(t[1]) : NaN });
      });
    });
    r.on('error', reject);
    if (data) r.write(data);
    r.end();
  });
}
function rss(pid) {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) : 0;
}
const sleep = ms => new Promise(r => setTimeout(r, ms));

if (!isMainThread) {
  const { games, think, stopAt } = workerData;
  const latencies = [], inServer = [];
  let errors = 0, finished = 0;
  async function player(g) {
    let state = (await request('GET', `/api/games/${g.id}?log_from=100000`, undefined, g.token)).json;
    while (Date.now() < stopAt) {
      await sleep(Math.random() * 2 * think);
      if (state.over) {  // a new game in its place
        finished++;
        const r = await request('POST', '/api/games', { mode: 'solo', players: 1, seats: [{ name: 'again' }] });
        g.id = r.json.id; g.token = r.json.seats[0].token;
        state = (await request('GET', `/api/games/${g.id}?log_from=100000`, undefined, g.token)).json;
        continue;
      }
      const options = state.decision.options;
      const option = options[Math.floor(Math.random() * options.length)].id;
      const t0 = process.hrtime.bigint();
      const r = await request('POST', `/api/games/${g.id}/answer`, { option, at: state.at, log_from: 100000 }, g.token);
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      inServer.push(r.server);
      if (r.status !== 200) { errors++; state = (await request('GET', `/api/games/${g.id}`, undefined, g.token)).json; }
      else state = r.json;
    }
  }
  await Promise.all(games.map(player));
  parentPort.postMessage({ latencies, inServer, errors, finished });
  agent.destroy();
} else {
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cardtable-load-'));
const server = spawn(bin, ['serve', '--listen', '127.0.0.1:0', '--db', path.join(work, 'load.db'), '--rate', '0'],
  { stdio: ['ignore', 'pipe', 'inherit'] });
port = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', d => { out += d; const m = out.match(/127\.0\.0\.1:(\d+)\//); if (m) resolve(Number(m[1])); });
  server.on('exit', c => reject(new Error('the server exited ' + c)));
});
const rssBefore = rss(server.pid);
const games = [];
for (let i = 0; i < GAMES; i += 50) {  // created 50 at a time
  const batch = [];
  for (let k = i; k < Math.min(GAMES, i + 50); k++)
    batch.push(request('POST', '/api/games', { mode: 'solo', players: 1, seed: k + 1, seats: [{ name: `p${k}` }] }));
  for (const r of await Promise.all(batch)) games.push({ id: r.json.id, token: r.json.seats[0].token, over: false });
}
const rssCreated = rss(server.pid);

const stopAt = Date.now() + DURATION * 1000;
const t0 = Date.now();
const results = await Promise.all([...Array(CLIENTS).keys()].map(k => new Promise((resolve, reject) => {
  const w = new Worker(new URL(import.meta.url), { workerData: { port, think: THINK, stopAt, games: games.filter((_, i) => i % CLIENTS === k) } });
  w.on('message', resolve);
  w.on('error', reject);
})));
const seconds = (Date.now() - t0) / 1000;
const latencies = results.flatMap(r => r.latencies);
const inServer = results.flatMap(r => r.inServer).sort((a, b) => a - b);
const errors = results.reduce((n, r) => n + r.errors, 0), finished = results.reduce((n, r) => n + r.finished, 0);
const rssPlayed = rss(server.pid);
const cpu = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
const serverSeconds = (Number(cpu[11]) + Number(cpu[12])) / 100;  // clock ticks (100 a second on Linux)
latencies.sort((a, b) => a - b);
const pct = p => latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(2) : 'n/a';
console.log(`cardtable serve under load: ${GAMES} concurrent solo games, think ${THINK} ms (0-2x), ${DURATION} s, ${CLIENTS} client threads`);
console.log(`  answers: ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), errors: ${errors}, games finished: ${finished}`);
const spct = p => inServer.length ? inServer[Math.min(inServer.length - 1, Math.floor(inServer.length * p))].toFixed(2) : 'n/a';
console.log(`  of which inside the server (Server-Timing, from the request read to the reply queued): p50 ${spct(0.5)}, p99 ${spct(0.99)}, max ${spct(1)} ms`);
console.log(`  server CPU: ${serverSeconds.toFixed(1)} s in all (${(serverSeconds * 1000 / Math.max(1, latencies.length)).toFixed(2)} ms per answer, with its reads and game creation)`);
console.log(`  answer latency ms: p50 ${pct(0.5)}, p99 ${pct(0.99)}, max ${pct(1)}`);
console.log(`  server memory: ${(rssBefore / 1024).toFixed(1)} MiB empty, ${((rssCreated - rssBefore) / GAMES).toFixed(1)} KiB per new game, ` +
  `${((rssPlayed - rssBefore) / GAMES).toFixed(1)} KiB per game after play (with its log)`);
server.kill('SIGTERM');
agent.destroy();
fs.rmSync(work, { recursive: true, force: true });
}
