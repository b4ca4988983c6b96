// The alerts journey: a user saves "2-room flats for rent in Vake under 1,500 ₾, owner only" from the results;
// another user posts a matching listing; the first sees it in the header's notifications and gets the e-mail.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { BASE_URL } from './browser.ts';
import { newDesktopPage, register, useBrowser } from './journey.ts';

const browser = useBrowser();

async function registerByApi(email: string) {
  const response = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'a-long-password',
      first_name: 'Giorgi',
      last_name: 'Owner',
      phone: '+995 555 44 55 66',
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Alert mails the api wrote to DATA_DIR/outbox for this address (the e2e api runs without SMTP_URL). */
async function alertMailsTo(email: string): Promise<string[]> {
  const outbox = path.join(process.env.DATA_DIR ?? '', 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${email}`) && mail.includes('List-Unsubscribe-Post'));
}

test('save a search, another user posts a match: the header shows it and the mail arrives', async () => {
  const page = await newDesktopPage(browser(), { timeout: 30_000 });
  const email = await register(page, 'Searcher');

  await page.goto(
    `${BASE_URL}/en?listing_type=rent&locations=vake&min_rooms=2&max_rooms=2&max_rent=1500&currency=GEL&owner_only=true`,
  );
  await page.click('[data-testid=save-search]');
  await page.fill('#saved-search-name', '2 rooms in Vake');
  await page.click('[role=dialog] button[type=submit]');
  await page.waitForSelector('text=Search saved');

  // The dashboard lists it.
  await page.goto(`${BASE_URL}/en/dashboard?tab=alerts`);
  await page.waitForSelector('[data-testid=saved-searches] >> text=2 rooms in Vake');

  // Another user posts a matching listing.
  const token = await registerByApi(`poster-${Date.now()}@example.com`);
  const posted = await fetch(`${BASE_URL}/api/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'ოროთახიანი ბინა ვაკეში',
      title_en: 'Two-room flat in Vake for the alerts journey',
      address: `Abashidze St. ${Date.now() % 1000}`,
      city: 'Tbilisi',
      state: 'vake-saburtalo',
      urban_area: 'vake',
      property_type: 'apartment',
      listing_type: 'rent',
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      square_feet: 60,
      rent_amount: 1200,
      currency: 'GEL',
    }),
  });
  assert.equal(posted.status, 201, await posted.clone().text());
  const listing = (await posted.json()) as { id: number };

  // Within a minute: the bell's count, the notice in the list, and the e-mail.
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.goto(`${BASE_URL}/en`);
    // The bell asks for the notifications once the page is interactive: give it a moment after load.
    const count = await page
      .waitForSelector('[data-testid=notification-count]', { timeout: 5000 })
      .catch(() => null);
    if (count) break;
    assert.ok(Date.now() < deadline, 'no notification within a minute');
    await page.waitForTimeout(2000);
  }
  assert.equal(await page.locator('[data-testid=notification-count]').textContent(), '1');
  await page.click('[data-testid=notification-bell]');
  await page.waitForSelector('text=Two-room flat in Vake for the alerts journey');
  await page.waitForSelector('text=New listing for “2 rooms in Vake”');

  let mails = await alertMailsTo(email);
  while (mails.length === 0) {
    assert.ok(Date.now() < deadline, 'no alert e-mail within a minute');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    mails = await alertMailsTo(email);
  }
  assert.equal(mails.length, 1);
  assert.match(mails[0]!.replace(/=\r?\n/g, ''), new RegExp(`/en/property/${listing.id}`));
  await page.context().close();
});
