// offline.js: games without the server. Defines offlineApi(method, path, body, token), which
// answers the server's game endpoints (POST /api/games for solo or bots, GET, answer, undo,
// cards; VIEW_JSON.md) from a Web Worker running the WebAssembly engine
// (engine/worker.js), resolving with the same JSON the server sends or rejecting with an
// Error of its one-line message (and .status), as the page's api() does. The games are kept
// in the browser (IndexedDB) and resume after the tab is closed; GET /api/games lists them.
// It also registers the service worker (sw.js) that keeps the page and the engine for
// loading with no network. A plain script: <script src="/offline.js" defer></script>.
(function () {
  let worker = null;
  let next = 1;
  const waiting = new Map();

  function failAll(message) {
    for (const { reject } of waiting.values()) reject(Object.assign(new Error(message), { status: 503 }));
    waiting.clear();
    worker = null;
  }

  function start() {
    worker = new Worker('/engine/worker.js', { type: 'module' });
    worker.onmessage = (event) => {
      const { id, status, body } = event.data;
      const w = waiting.get(id);
      if (!w) return;
      waiting.delete(id);
      if (status >= 400) w.reject(Object.assign(new Error(body && body.error ? body.error : 'error ' + status), { status }));
      else w.resolve(body);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      failAll('the offline engine stopped: ' + (event.message || 'it could not load'));
    };
  }

  function offlineApi(method, path, body, token) {
    if (!worker) start();
    const id = next++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, method, path, body, token });
    });
  }

  globalThis.offlineApi = offlineApi;
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch((e) => console.warn('offline: no service worker:', e.message));
  }
})();
