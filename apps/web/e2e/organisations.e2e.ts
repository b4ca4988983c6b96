// Agencies: an agency makes its page and a feed key in the dashboard, sends 200 listings through the partner feed,
// and sees them on its page; seekers see who posts each listing.
// Run: npm run test:e2e (or node --test e2e/organisations.e2e.ts against WEB_URL)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL } from './browser.ts';
import { newDesktopPage, useBrowser } from './journey.ts';

const browser = useBrowser();

const newPage = () => newDesktopPage(browser(), { timeout: 30_000 });

const run = `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
const FEED_SIZE = 200;

function feedItem(n: number) {
  return {
    reference: `E2E-${run}-${n}`,
    title: `Agency flat ${n}`,
    title_en: `Agency flat ${n}`,
    address: `Pekini Ave ${run} ${n}`,
    city: 'Tbilisi',
    state: 'vake-saburtalo',
    property_type: 'apartment',
    listing_type: n % 4 === 0 ? 'rent' : 'sale',
    bedrooms: 1 + (n % 3),
    square_feet: 40 + n,
    latitude: 41.72 + n * 0.0003,
    longitude: 44.75 + (n % 20) * 0.0004,
    rent_amount: n % 4 === 0 ? 900 + n : 70000 + n * 100,
    currency: n % 4 === 0 ? 'GEL' : 'USD',
  };
}

describe('agencies', () => {
  test('an agency posts 200 listings through its feed and sees them on its page; cards say who posts', async () => {
    const page = await newPage();
    try {
      const registered = await page.request.post(`${BASE_URL}/api/auth/register`, {
        data: {
          email: `e2e-agency-${run}@example.com`,
          password: 'a-long-password',
          first_name: 'Lika',
          last_name: 'Agency',
          phone: '+995 555 11 22 77',
          role: 'agent',
        },
      });
      assert.equal(registered.status(), 201, await registered.text());

      // The company page, made in the dashboard.
      await page.goto(`${BASE_URL}/en/dashboard/organisation`);
      await page.fill('#org-name_ka', `სააგენტო ${run}`);
      await page.fill('#org-name_en', `Agency ${run}`);
      await page.fill('#org-phone', '+995 32 211 22 33');
      await page.click('button:has-text("Create the company page")');
      await page.waitForSelector('text=Your company page is ready.');

      // A feed key, shown once.
      await page.fill('#org-name', 'CRM');
      await page.click('button:has-text("Create key")');
      const key = (await page.textContent('[data-testid=new-api-key]'))!.trim();
      assert.match(key, /^sk_live_/);

      const feed = await page.request.post(`${BASE_URL}/api/feeds/listings`, {
        headers: { 'x-api-key': key },
        data: { mode: 'full', items: Array.from({ length: FEED_SIZE }, (_, n) => feedItem(n + 1)) },
        timeout: 600_000,
      });
      assert.equal(feed.status(), 200, await feed.text());
      const result = await feed.json();
      assert.equal(result.created, FEED_SIZE, JSON.stringify(result.failed.slice(0, 3)));

      // Its page: the count, the cards (each saying "Agency · name"), and the deal filter.
      const slug = `agency-${run}`;
      await page.goto(`${BASE_URL}/en/agencies/${slug}`);
      assert.match((await page.textContent('[data-testid=organisation-count]'))!, /200 active listings/);
      const cards = page.locator('[data-testid=organisation-listings] article');
      assert.equal(await cards.count(), 24);
      const poster = (await cards.first().locator('[data-poster]').textContent())!;
      assert.match(poster, /Agency/);
      assert.match(poster, new RegExp(`Agency ${run}`));
      assert.match(poster, /200 listings/);
      await page.click('a:has-text("For rent")');
      await page.waitForURL(/deal=rent/);
      const rentCards = await page.locator('[data-testid=organisation-listings] article').count();
      assert.ok(rentCards > 0 && rentCards <= 24);

      // The property page names the agency and links to its page.
      await page.locator('[data-testid=organisation-listings] article h3 a').first().click();
      await page.waitForURL(/\/en\/property\/\d+$/);
      await page.click(`[data-poster] a:has-text("Agency ${run}")`);
      await page.waitForURL(new RegExp(`/en/agencies/${slug}$`));

      // The agencies' directory finds it by name (the footer links there) and leads to its page.
      await page.goto(`${BASE_URL}/en`);
      await page.click('footer a:has-text("Agencies")');
      await page.waitForURL(/\/en\/agencies$/);
      await page.fill('input[name=query]', `Agency ${run}`);
      await page.click('form[role=search] button[type=submit]');
      await page.waitForURL(/query=/);
      assert.match((await page.textContent('[data-testid=directory-count]'))!, /^1 company$/);
      const card = page.locator('[data-testid=directory-card]');
      assert.match((await card.textContent())!, /200 active listings/);
      await card.click();
      await page.waitForURL(new RegExp(`/en/agencies/${slug}$`));

      // The dashboard lists the imported listings with their references.
      await page.goto(`${BASE_URL}/en/dashboard/organisation`);
      await page.waitForSelector(`text=E2E-${run}-1`);
    } finally {
      await page.context().close();
    }
  });
});
