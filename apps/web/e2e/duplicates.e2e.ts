// One property, one listing: the journeys of a property listed twice, through the running web app and api.
// Run: npm run test:e2e (or node --test e2e/duplicates.e2e.ts against WEB_URL)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';
import { newDesktopPage, useBrowser } from './journey.ts';
import { makePng } from './fixtures.ts';

const browser = useBrowser();

const newPage = () => newDesktopPage(browser());

/** A new account, signed in in the page's context (the api sets the session cookie). */
async function signUp(page: Page, name: string, role: 'owner' | 'agent') {
  const response = await page.request.post(`${BASE_URL}/api/auth/register`, {
    data: {
      email: `e2e-dup-${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
      password: 'a-long-password',
      first_name: name,
      last_name: 'Tester',
      phone: '+995 555 11 22 55',
      role,
    },
  });
  assert.equal(response.status(), 201, await response.text());
}

// Each run its own flat, so that a run against a long-lived server finds only its own listings.
const unit = () => String(Math.floor(Math.random() * 900) + 100);
const flat = {
  address: `Chavchavadze Ave ${unit()}`,
  cadastral: `01.14.14.${unit()}.${unit()}.01.${unit()}`,
};

async function fillFlat(page: Page, title: string, price: string) {
  await page.fill('#listing-title', title);
  await page.fill('#listing-address', flat.address);
  await page.selectOption('#listing-state', 'vake-saburtalo');
  await page.selectOption('#listing-urban_area', 'vake');
  await page.fill('#listing-cadastral_code', flat.cadastral);
  await page.fill('#listing-rent_amount', price);
  await page.fill('#listing-floor', '5');
  await page.fill('#listing-total_floors', '9');
  await page.fill('#listing-square_feet', '85');
}

async function publish(page: Page): Promise<number> {
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'));
  await page.click('button:has-text("Publish Property")');
  await page.waitForURL(/\/en\/property\/\d+$/);
  return Number(page.url().split('/').pop());
}

describe('one property, one listing', () => {
  test('a second poster is told before publishing; search shows the property once with its offers; the first poster cannot list it again', async () => {
    const owner = await newPage();
    const agent = await newPage();
    const published: [Page, number][] = [];
    try {
      // The owner lists the flat.
      await signUp(owner, 'Nino', 'owner');
      await owner.goto(`${BASE_URL}/en/post-ad`);
      await fillFlat(owner, 'E2E flat listed by its owner', '160000');
      await owner.setInputFiles('input[type=file]', {
        name: 'flat.png',
        mimeType: 'image/png',
        buffer: makePng(),
      });
      await owner.waitForSelector('text=Main Photo');
      const ownerListing = await publish(owner);
      published.push([owner, ownerListing]);

      // An agent starts listing the same flat: the form says it is listed already, before anything is published.
      await signUp(agent, 'Levan', 'agent');
      await agent.goto(`${BASE_URL}/en/post-ad`);
      await agent.fill('#listing-address', flat.address);
      await agent.fill('#listing-cadastral_code', flat.cadastral);
      const notice = agent.locator('#duplicate-notice');
      await notice.getByText('This property seems to be listed already').waitFor();
      await notice.locator(`a[href="/en/property/${ownerListing}"]`).waitFor();
      await notice.getByText('Same cadastral code').first().waitFor();
      assert.equal(
        await notice.locator(`a[href="/en/property/${ownerListing}"]`).getAttribute('target'),
        '_blank',
        'the match opens beside the form, which keeps what was typed',
      );
      // The notice does not block: the agent publishes the same flat at a lower price.
      await fillFlat(agent, 'E2E flat offered by an agent', '150000');
      const agentListing = await publish(agent);
      published.push([agent, agentListing]);

      // Search shows the property once, through its best offer, with the number of offers.
      await agent.goto(`${BASE_URL}/en?query=${encodeURIComponent(flat.cadastral)}`);
      const cards = agent.locator('#results article');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 1, 'one card for the property');
      await cards.first().getByText('2 offers', { exact: true }).waitFor();
      assert.equal(
        await cards.first().locator('h3 a').getAttribute('href'),
        `/en/property/${agentListing}`,
        'the card is the lowest price',
      );

      // The best offer's page lists the owner's listing as the other offer.
      await agent.goto(`${BASE_URL}/en/property/${agentListing}`);
      const offers = agent.getByRole('region', { name: 'Other offers of this property' });
      await offers.locator(`a[href="/en/property/${ownerListing}"]`).waitFor();
      await offers.getByText('Owner', { exact: true }).waitFor();

      // The owner tries to list the flat a second time: refused, with the way to the first listing, nothing lost.
      await owner.goto(`${BASE_URL}/en/post-ad`);
      await fillFlat(owner, 'E2E flat listed by its owner again', '155000');
      await owner.locator('#duplicate-notice').getByText('Your listing', { exact: true }).waitFor();
      await owner.click('button:has-text("Publish Property")');
      const refusal = owner.getByRole('alert').filter({ hasText: 'You have already listed this property' });
      await refusal.waitFor();
      await refusal.locator(`a[href="/en/edit-property/${ownerListing}"]`).waitFor();
      await refusal.locator(`a[href="/en/property/${ownerListing}"]`).waitFor();
      assert.match(owner.url(), /\/en\/post-ad$/, 'still on the form');
      assert.equal(await owner.inputValue('#listing-title'), 'E2E flat listed by its owner again');
      assert.equal(await owner.inputValue('#listing-cadastral_code'), flat.cadastral);
    } finally {
      for (const [page, id] of published.reverse()) {
        await page.request.delete(`${BASE_URL}/api/properties/${id}`, { headers: { origin: BASE_URL } });
      }
      await owner.context().close();
      await agent.context().close();
    }
  });

  test('the moderators’ page sends a guest to sign in and is not found for other users', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/en/moderation`);
    await page.waitForURL(/\/en\/auth\?next=%2Fmoderation/);
    await signUp(page, 'Eka', 'owner');
    const response = await page.goto(`${BASE_URL}/en/moderation`);
    assert.equal(response?.status(), 404);
    await page.waitForSelector('text=Page not found');
    const review = await page.request.get(`${BASE_URL}/api/moderation/duplicates`);
    assert.equal(review.status(), 403, 'the api refuses its data too');
    await page.context().close();
  });
});
