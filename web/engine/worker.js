// worker.js: the Web Worker of offline games (started by web/offline.js): the WebAssembly
// engine and the endpoints of offline_games.js, with the games kept in IndexedDB, so the
// bots think here and the page never freezes. Messages in: {id, method, path, body, token};
// out: {id, status, body}. Requests are answered one at a time, in the order they came.
import { loadEngine } from './engine.js';
import { OfflineTable } from './offline_games.js';

const DB = 'cardtable-offline', STORE = 'games';

function opened() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'id' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

// The store offline_games.js keeps its games in: one IndexedDB transaction per call,
// resolved once committed.
function indexedStore(db) {
  const run = (mode, work) => new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
  return {
    get: (id) => run('readonly', (s) => s.get(id)),
    put: (meta) => run('readwrite', (s) => s.put(meta)),
    list: () => run('readonly', (s) => s.getAll()),
    remove: (id) => run('readwrite', (s) => s.delete(id)),
  };
}

const table = (async () => new OfflineTable(await loadEngine(), indexedStore(await opened())))();
let queue = Promise.resolve();

self.onmessage = (event) => {
  const { id, method, path, body, token } = event.data;
  queue = queue.then(async () => {
    let reply;
    try {
      reply = await (await table).request(method, path, body, token);
    } catch (e) {
      reply = { status: 503, body: { error: `the offline engine could not start: ${e.message}` } };
    }
    self.postMessage({ id, ...reply });
  });
};
