// The map of search results and the owner's map pin, through the running web app and api (WEB_URL).
// Map tiles come from the internet and fail to load offline; the markers and everything else still work.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';
import { newDesktopPage, useBrowser } from './journey.ts';

const browser = useBrowser();

const newPage = (options: { javaScriptEnabled?: boolean } = {}) => newDesktopPage(browser(), options);

async function resultCount(page: Page): Promise<number> {
  const text = (await page.textContent('#results h2')) ?? '';
  const match = text.match(/([\d,]+) (search results|property found)/);
  assert.ok(match, `a result count in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

const markers = '.map-cluster, .map-price';

describe('search map', () => {
  test('opens beside the list, and "Search this area" puts the area in the URL and narrows the list', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/en`);
    const everywhere = await resultCount(page);
    assert.equal(await page.locator('.leaflet-container').count(), 0, 'no map until it is asked for');

    await page.click('[role=group][aria-label="Show results as"] a:has-text("Map")');
    await page.waitForURL(/view=map/);
    await page.waitForSelector(markers);
    await page.waitForSelector('[data-testid=map-status]:has-text("in this area")');
    assert.ok((await page.locator('#results article').count()) > 0, 'the list stays beside the map');

    // Closer in, then search only what the map shows.
    await page.click('.leaflet-control-zoom-in');
    await page.waitForTimeout(400);
    await page.click('.leaflet-control-zoom-in');
    await page.waitForTimeout(400);
    await page.click('button:has-text("Search this area")');
    await page.waitForURL(/bbox=/);
    await page.waitForFunction((before) => {
      const match = document
        .querySelector('#results h2')
        ?.textContent?.match(/([\d,]+) (search results|property found)/);
      return match && Number(match[1]!.replace(/,/g, '')) < before;
    }, everywhere);
    const inArea = await resultCount(page);
    assert.ok(inArea > 0 && inArea < everywhere, `${inArea} in the area, ${everywhere} in all`);
    const bbox = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
    assert.equal(bbox.length, 4);
    assert.ok(bbox[0]! < bbox[2]! && bbox[1]! < bbox[3]!, 'west,south,east,north');
    await page.waitForSelector('button:has-text("Clear the map area")');

    // A price marker opens a card that links to the listing, in this language.
    await page.click('.leaflet-control-zoom-in');
    await page.waitForTimeout(400);
    await page.click('.leaflet-control-zoom-in');
    const price = page.locator('.map-price').first();
    await price.waitFor();
    await price.click();
    const link = page.locator('[role=dialog][aria-label="Chosen listing"] a[href*="/property/"]');
    await link.waitFor();
    assert.match((await link.getAttribute('href')) ?? '', /^\/en\/property\/\d+$/);

    // The list keeps the area until it is cleared.
    await page.click('[role=group][aria-label="Show results as"] a:has-text("List")');
    await page.waitForURL((url) => !url.searchParams.has('view') && url.searchParams.has('bbox'));
    assert.equal(await resultCount(page), inArea);
    await page.click('button[aria-label="Clear the map area"]');
    await page.waitForURL((url) => !url.searchParams.has('bbox'));
    await page.waitForFunction(
      (all) => document.querySelector('#results h2')?.textContent?.includes(all.toLocaleString('en')),
      everywhere,
    );
    await page.context().close();
  });

  test('the list works without JavaScript, the map says it needs it', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/en?view=map`);
    assert.ok((await page.locator('#results article').count()) > 0);
    // The <noscript> note is shown in place of the map (locators do not look into <noscript>).
    assert.ok((await page.content()).includes('The map needs JavaScript; the list works without it.'));
    await page.context().close();
  });
});

describe('map pin', () => {
  test('the owner pins the listing on the map, and clearing the pin puts it back at the neighbourhood centre', async () => {
    const page = await newPage();
    const signUp = await page.request.post(`${BASE_URL}/api/auth/register`, {
      data: {
        email: `e2e-pin-${Date.now()}@example.com`,
        password: 'a-long-password',
        first_name: 'Nino',
        last_name: 'Pinner',
        phone: '+995 555 11 22 44',
        role: 'owner',
      },
    });
    assert.equal(signUp.status(), 201, await signUp.text());
    await page.goto(`${BASE_URL}/en/post-ad`);
    await page.fill('#listing-title', 'E2E pinned flat');
    await page.fill('#listing-address', 'Abashidze St 20');
    await page.selectOption('#listing-state', 'vake-saburtalo');
    await page.selectOption('#listing-urban_area', 'vake');
    await page.fill('#listing-rent_amount', '120000');
    const map = page.locator('[data-testid=pin-map]');
    await map.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-testid=pin-map].leaflet-container');
    await page.waitForSelector('[data-testid=pin-status]:has-text("No pin")');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    const status = (await page.textContent('[data-testid=pin-status]:has-text("Pin:")')) ?? '';
    const [latitude, longitude] = status.replace('Pin:', '').split(',').map(Number);
    // North-west of Vake's centre, where the click was.
    assert.ok(latitude! > 41.7093 && longitude! < 44.7637, status);

    await page.click('button:has-text("Publish Property")');
    await page.waitForURL(/\/en\/property\/\d+/);
    const id = page.url().split('/').pop();
    const saved = await (await fetch(`${BASE_URL}/api/properties/${id}`)).json();
    assert.ok(Math.abs(saved.latitude - latitude!) < 1e-5 && Math.abs(saved.longitude - longitude!) < 1e-5);

    await page.goto(`${BASE_URL}/en/edit-property/${id}`);
    await page.waitForSelector('[data-testid=pin-status]:has-text("Pin:")');
    await page.click('button:has-text("Clear pin")');
    await page.waitForSelector('[data-testid=pin-status]:has-text("No pin")');
    await page.click('button:has-text("Update Property")');
    await page.waitForURL(/\/en\/property\/\d+$/);
    const cleared = await (await fetch(`${BASE_URL}/api/properties/${id}`)).json();
    assert.deepEqual([cleared.latitude, cleared.longitude], [41.7093, 44.7637]);

    const removed = await page.request.delete(`${BASE_URL}/api/properties/${id}`, {
      headers: { origin: BASE_URL },
    });
    assert.equal(removed.status(), 200);
    await page.context().close();
  });
});
