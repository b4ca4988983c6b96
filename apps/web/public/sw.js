/* global self, caches */
// Sakhli's one service worker (scope /): alert pushes (features/alerts/enable-push.ts subscribes) and offline reading
// (decision 020): the shell and the offline page, the last 20 listings viewed and the signed-in user's saved listings.
//
// Whose page is whose: pages carry the signed-in user's name and saved hearts, so every cached page and api answer
// lives in a cache named after the user it was fetched for ("anon" when signed out), told by the page itself
// (features/offline/service-worker.tsx posts it on every load). A page is only ever served from the cache of the
// user the pages last said is signed in; signing out deletes every user's caches.

const VERSION = 'v1';
const SHELL = `sakhli-shell-${VERSION}`;
const USER_PREFIX = 'sakhli-user-';
const STATE = `sakhli-state-${VERSION}`;
const LOCALES = ['ka', 'en', 'ru'];
const OFFLINE_PAGES = ['/offline', '/en/offline', '/ru/offline'];
const RECENT_LIMIT = 20;
const SAVED_LIMIT = 50;
const SAVED_REFRESH_MS = 10 * 60_000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      // Signed-out renderings: the offline page never shows anyone's name.
      await Promise.all(
        OFFLINE_PAGES.map(async (path) => {
          const response = await fetch(path, { credentials: 'omit' });
          if (!response.ok) return;
          const html = await response.clone().text();
          await shell.put(path, response);
          // Its scripts and styles too, so the page lists what can be read offline.
          const assets = new Set(html.match(/\/_next\/static\/[^"'\s)]+/g) ?? []);
          await Promise.all([...assets].map((asset) => shell.add(asset).catch(() => undefined)));
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter(
            (name) =>
              name.startsWith('sakhli-') && !name.endsWith(`-${VERSION}`) && !name.startsWith(USER_PREFIX),
          )
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// ---- who is signed in (kept in Cache Storage: a stopped worker forgets its variables) ----

async function readState() {
  const response = await (await caches.open(STATE)).match('/__sakhli/state');
  return response ? response.json() : { user: 'anon', savedAt: 0 };
}

async function writeState(state) {
  await (await caches.open(STATE)).put('/__sakhli/state', new Response(JSON.stringify(state)));
}

const userCacheName = (user) => `${USER_PREFIX}${user}-${VERSION}`;

/** The listings a user's cache holds, newest first: {url, title, saved, at}. */
async function readIndex(cache) {
  const response = await cache.match('/__sakhli/listings');
  return response ? response.json() : [];
}

async function writeIndex(cache, index) {
  await cache.put(
    '/__sakhli/listings',
    new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }),
  );
}

function titleOf(html) {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match
    ? match[1]
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
    : '';
}

const PROPERTY_PATH = /^\/(?:(?:en|ru)\/)?property\/\d+$/;
const localeOf = (path) =>
  LOCALES.find((locale) => locale !== 'ka' && path.startsWith(`/${locale}/`)) ?? 'ka';

/**
 * Every change to an index runs after the one before: a page viewed while the saved listings are being fetched would
 * otherwise read the index, miss the entry written meanwhile, and write it back without it.
 */
let indexChanges = Promise.resolve();
function changeIndex(cache, change) {
  const run = indexChanges.then(async () => writeIndex(cache, await change(await readIndex(cache))));
  indexChanges = run.catch(() => undefined);
  return run;
}

/** Keeps a listing page in the user's cache: the saved ones all, the others the last RECENT_LIMIT viewed. */
async function keepListing(user, path, response, saved) {
  const cache = await caches.open(userCacheName(user));
  const html = await response.clone().text();
  await cache.put(path, response);
  await changeIndex(cache, async (current) => {
    const previous = current.find((entry) => entry.url === path);
    const index = current.filter((entry) => entry !== previous);
    index.unshift({
      url: path,
      title: titleOf(html),
      saved: saved || Boolean(previous?.saved),
      at: Date.now(),
    });
    const dropped = index.filter((entry) => !entry.saved).slice(RECENT_LIMIT);
    await Promise.all(dropped.map((entry) => cache.delete(entry.url)));
    return index.filter((entry) => !dropped.includes(entry));
  });
}

/** Fetches the signed-in user's saved listings (the api answer and each page) into that user's cache. */
async function refreshSaved(user, locale) {
  const prefix = locale === 'ka' ? '' : `/${locale}`;
  const response = await fetch('/api/properties/saved', { credentials: 'same-origin' });
  if (!response.ok) return;
  const cache = await caches.open(userCacheName(user));
  const saved = (await response.clone().json()).slice(0, SAVED_LIMIT);
  await cache.put('/api/properties/saved', response);
  const savedPaths = new Set(saved.map((property) => `${prefix}/property/${property.id}`));
  // Listings no longer saved fall back to being recent ones.
  await changeIndex(cache, async (index) =>
    index.map((entry) => (entry.saved && !savedPaths.has(entry.url) ? { ...entry, saved: false } : entry)),
  );
  for (const path of savedPaths) {
    const page = await fetch(path, { credentials: 'same-origin' });
    if (page.ok) await keepListing(user, path, page, true);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'session') return;
  const user = typeof data.user === 'number' ? `u${data.user}` : 'anon';
  const locale = LOCALES.includes(data.locale) ? data.locale : 'ka';
  event.waitUntil(
    (async () => {
      const state = await readState();
      if (user === 'anon' && state.user !== 'anon') {
        // Signed out: nothing of anyone's stays on this device.
        const names = await caches.keys();
        await Promise.all(
          names.filter((name) => name.startsWith(USER_PREFIX)).map((name) => caches.delete(name)),
        );
      }
      const refresh =
        user !== 'anon' && (state.user !== user || Date.now() - state.savedAt > SAVED_REFRESH_MS);
      await writeState({ user, savedAt: refresh ? Date.now() : state.savedAt });
      if (refresh) await refreshSaved(user, locale).catch(() => undefined);
    })(),
  );
});

// ---- fetches ----

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Hashed build files and fonts never change under one name: cache first.
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      (async () => {
        const shell = await caches.open(SHELL);
        const cached = await shell.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) await shell.put(request, response.clone());
        return response;
      })(),
    );
    return;
  }

  // The saved listings' api answer is the user's: answered from the cache only offline, and only the current user's.
  if (url.pathname === '/api/properties/saved') {
    event.respondWith(
      fetch(request).catch(async () => {
        const { user } = await readState();
        const cached =
          user === 'anon' ? undefined : await (await caches.open(userCacheName(user))).match(url.pathname);
        return cached ?? Response.error();
      }),
    );
    return;
  }

  if (request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      const { user } = await readState();
      try {
        const response = await fetch(request);
        if (response.ok && PROPERTY_PATH.test(url.pathname) && !url.search) {
          event.waitUntil(keepListing(user, url.pathname, response.clone(), false).catch(() => undefined));
        }
        return response;
      } catch (error) {
        const cache = await caches.open(userCacheName(user));
        const cached = await cache.match(url.pathname);
        if (cached) return cached;
        const offline = await (
          await caches.open(SHELL)
        ).match(OFFLINE_PAGES[LOCALES.indexOf(localeOf(url.pathname))]);
        if (offline) return offline;
        throw error;
      }
    })(),
  );
});

// ---- alert pushes ----

self.addEventListener('push', (event) => {
  let message = { title: 'Sakhli', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON payload still shows the site's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url ? event.notification.data.url : '/';
  event.waitUntil(self.clients.openWindow(url));
});
