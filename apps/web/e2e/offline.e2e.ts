// Installable and readable offline (issue 18, decision 020): the page meets Chromium's install criteria (manifest,
// icons, a service worker controlling it); a signed-in user's saved listing and a listing viewed last open without a
// connection; an unknown page shows the offline page listing them; signing out forgets them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';
import { useBrowser } from './journey.ts';

const browser = useBrowser();

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test('installable: manifest with the brand icons, a service worker controlling the page', async () => {
  const context = await browser().newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/en`);
  const href = await page.getAttribute('link[rel=manifest]', 'href');
  assert.ok(href, 'the page links its manifest');
  const manifest = (await (await page.request.get(new URL(href, BASE_URL).toString())).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, '/');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find(
      (candidate) => candidate.sizes === size && candidate.purpose !== 'maskable',
    );
    assert.ok(icon, `an icon of ${size}`);
    assert.equal((await page.request.get(`${BASE_URL}${icon.src}`)).headers()['content-type'], 'image/png');
  }
  await controlled(page);
  // Chromium's own verdict (what makes it offer "Install app"). A Playwright context is an incognito profile, which
  // Chromium never offers to install from; every other criterion must hold.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  assert.deepEqual(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    [],
  );
  await context.close();
});

test('a saved listing and a listing viewed last read offline; an unknown page lists them; signing out forgets', async () => {
  const context = await browser().newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const email = `offline-${Date.now()}@example.com`;
  const registered = await page.request.post(`${BASE_URL}/api/auth/register`, {
    data: {
      email,
      password: 'a-long-password',
      first_name: 'Offline',
      last_name: 'Reader',
      phone: '+995 555 77 88 99',
    },
  });
  assert.equal(registered.status(), 201, await registered.text());
  const login = await page.request.post(`${BASE_URL}/api/auth/login`, {
    data: { email, password: 'a-long-password' },
  });
  assert.equal(login.status(), 200, await login.text());
  const results = (await (await page.request.get(`${BASE_URL}/api/properties/search?limit=2`)).json()) as {
    id: number;
  }[];
  const [saved, viewed] = results;
  assert.ok(saved && viewed, 'the demo data has listings');
  const toggled = await page.request.post(`${BASE_URL}/api/properties/${saved.id}/toggle-save`, {
    headers: { origin: new URL(BASE_URL).origin },
  });
  assert.equal(toggled.status(), 200, await toggled.text());

  // First visit: the worker installs and, told who is signed in, keeps the saved listing.
  await page.goto(`${BASE_URL}/en`);
  await controlled(page);
  await page.goto(`${BASE_URL}/en/property/${viewed.id}`);
  await page.waitForSelector('h1');
  const kept = await page.evaluate(async (id) => {
    // The saved listing's page is fetched in the background; wait until the worker's index names it.
    let seen = '';
    for (let attempt = 0; attempt < 60; attempt++) {
      const state = await (await caches.open('sakhli-state-v1')).match('/__sakhli/state');
      const stateJson = state ? ((await state.json()) as { user: string; savedAt: number }) : undefined;
      const user = stateJson?.user ?? 'anon';
      const index = await (await caches.open(`sakhli-user-${user}-v1`)).match('/__sakhli/listings');
      const entries = index ? ((await index.json()) as { url: string; title: string; saved: boolean }[]) : [];
      const entry = entries.find((candidate) => candidate.url === `/en/property/${id}` && candidate.saved);
      if (entry) return { title: entry.title.split(' | ')[0], seen };
      seen = JSON.stringify({ state: stateJson, caches: await caches.keys(), entries });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const savedAnswer = await fetch('/api/properties/saved');
    const listingPage = await fetch(`/en/property/${id}`);
    return {
      title: null,
      seen: `${seen}; /api/properties/saved ${savedAnswer.status} ${(await savedAnswer.text()).slice(0, 200)}; page ${listingPage.status}`,
    };
  }, saved.id);
  // What the worker had when it did not keep the listing: the journey failed once on PostgreSQL + replica.
  assert.ok(kept.title, `the saved listing was kept for offline reading (${kept.seen})`);
  const savedTitle = kept.title;
  const viewedTitle = await page.textContent('h1');

  await context.setOffline(true);
  await page.goto(`${BASE_URL}/en/property/${saved.id}`);
  assert.equal((await page.textContent('h1'))?.trim(), savedTitle);
  await page.goto(`${BASE_URL}/en/property/${viewed.id}`);
  assert.equal(await page.textContent('h1'), viewedTitle);
  await page.goto(`${BASE_URL}/en/statistics`);
  await page.getByRole('heading', { name: 'You are offline' }).waitFor();
  await page.getByRole('link', { name: savedTitle }).waitFor();

  // Signing out (told by the next page online) removes the user's pages from the device.
  await context.setOffline(false);
  await page.request.post(`${BASE_URL}/api/auth/logout`, { headers: { origin: new URL(BASE_URL).origin } });
  await page.goto(`${BASE_URL}/en`);
  await page.waitForFunction(
    async () => !(await caches.keys()).some((name) => name.startsWith('sakhli-user-u')),
    undefined,
    { timeout: 30_000 },
  );
  await context.close();
});
