// sw.js: the service worker that lets the page load with no network (registered by
// offline.js): it keeps the page, its scripts and the WebAssembly engine in a cache,
// answers from the network when there is one (keeping the cache fresh) and from the cache
// when not. The API (/api/...) is never cached: offline games go to offlineApi instead.
const CACHE = 'cardtable-page-1';
const KEPT = ['/', '/app.js', '/style.css', '/offline.js',
  '/engine/engine.js', '/engine/wasi.js', '/engine/offline_games.js', '/engine/worker.js', '/engine/cardtable.wasm'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(KEPT)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith('cardtable-page-') && n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(event.request);
      if (response.ok && KEPT.includes(url.pathname)) await cache.put(url.pathname, response.clone());
      return response;
    } catch (e) {
      const kept = await cache.match(url.pathname === '/index.html' ? '/' : url.pathname);
      if (kept) return kept;
      throw e;
    }
  })());
});
