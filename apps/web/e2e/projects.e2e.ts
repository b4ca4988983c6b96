// New-building projects in the browser: the /projects search (filters, list and map) and a project's page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL } from './browser.ts';
import { useBrowser } from './journey.ts';

const browser = useBrowser();

test('/projects finds the demo projects by district and delivery year, as a list and on the map', async () => {
  // A context of its own, closed (and awaited) at the end: nothing of the page outlives the test.
  const context = await browser().newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/en/projects`);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'New-building projects');
  // The filters are a plain form: choose, then submit; the URL is the search.
  await page.getByLabel('Location').selectOption('vake-saburtalo');
  await page.getByLabel('Delivery year').selectOption('2028');
  await page.getByRole('button', { name: 'Show projects' }).click();
  await page.waitForURL(
    /location=vake-saburtalo.*delivery_year=2028|delivery_year=2028.*location=vake-saburtalo/,
  );
  const names = await page.getByTestId('project-card').locator('h3').allTextContents();
  assert.deepEqual(names, ['Dighomi Light', 'Saburtalo Heights']);
  assert.match(
    (await page.getByRole('heading', { level: 2, name: /projects/ }).textContent()) ?? '',
    /2 projects/,
  );

  // A status filter narrows it further.
  await page.getByLabel('Planned').check();
  await page.getByRole('button', { name: 'Show projects' }).click();
  await page.waitForURL(/status=planned/);
  assert.deepEqual(await page.getByTestId('project-card').locator('h3').allTextContents(), [
    'Saburtalo Heights',
  ]);

  // The map view keeps the filters and shows one marker per project found.
  await page.getByRole('link', { name: 'Map' }).click();
  await page.waitForURL(/view=map/);
  // A marker is a zero-size anchor; its label is what shows and takes the click.
  await page.locator('[data-testid="projects-map"] .map-price').first().waitFor();
  assert.equal(await page.locator('[data-testid="projects-map"] .map-marker').count(), 1);
  await page.locator('[data-testid="projects-map"] .map-price').first().click();
  await page.waitForURL(/\/en\/projects\/\d+$/);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Saburtalo Heights');

  // The new-buildings tab of the home page shows projects too.
  await page.goto(`${BASE_URL}/en?listing_type=new`);
  await page.getByTestId('new-building-projects').getByTestId('project-card').first().waitFor();
  await context.close();
});

test("a project's page shows its unit types with plans and availability, its photos and its progress by date", async () => {
  const context = await browser().newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/en/projects?location=isani-samgori`);
  await page.getByRole('link', { name: 'Isani Gardens' }).click();
  await page.waitForURL(/\/en\/projects\/\d+$/);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Isani Gardens');
  assert.match((await page.locator('main').textContent()) ?? '', /Archi Group/);

  const rows = page.getByTestId('unit-types').locator('tbody tr');
  assert.equal(await rows.count(), 3);
  assert.deepEqual(await rows.locator('th').allTextContents(), ['1 room', '2 rooms', '3 rooms']);
  // Each unit type has its floor plan, loaded from the media store.
  for (let index = 0; index < 3; index++) {
    const plan = rows.nth(index).locator('img');
    assert.match((await plan.getAttribute('alt')) ?? '', /Floor plan/);
    await plan.evaluate((img: HTMLImageElement) =>
      img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve)),
    );
    assert.ok(await plan.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
  }
  assert.match((await rows.nth(0).textContent()) ?? '', /3 of 36 available/);
  assert.match((await rows.nth(2).textContent()) ?? '', /Sold out/);

  assert.equal(await page.getByTestId('project-gallery').locator('img').count(), 3);
  const days = await page.getByTestId('progress-photos').locator('time').allTextContents();
  assert.deepEqual(days, ['12 September 2026', '5 April 2026', '10 November 2025']);

  // The header's currency switch changes the prices shown (the page reads both from the api).
  const priceCell = rows.nth(0).locator('td').nth(2);
  assert.match((await priceCell.textContent()) ?? '', /₾|\$/);
  await context.close();
});

test("a developer's page counts its listings, its projects' units among them, and lists its projects", async () => {
  const context = await browser().newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/en/projects?location=isani-samgori`);
  await page.getByRole('link', { name: 'Isani Gardens' }).click();
  await page.waitForURL(/\/en\/projects\/\d+$/);
  // The project names its developer, and the name leads to the developer's page.
  await page.getByRole('link', { name: 'Archi Group' }).click();
  await page.waitForURL(/\/en\/developers\/[\w-]+$/);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Archi Group');
  const count = Number(
    /(\d+) active listing/.exec((await page.getByTestId('organisation-count').textContent()) ?? '')?.[1] ?? 0,
  );
  assert.ok(count > 0, 'the developer counts its active listings');
  // Cards are one per property (a listing grouped under another poster's offer is not a card of its own).
  assert.ok((await page.getByTestId('organisation-listings').locator('article').count()) > 0);
  const projects = page.getByTestId('organisation-projects').getByTestId('project-card');
  assert.equal(await projects.count(), 5);
  await page.getByTestId('organisation-projects').getByRole('link', { name: 'Isani Gardens' }).click();
  await page.waitForURL(/\/en\/projects\/\d+$/);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Isani Gardens');
  await context.close();
});
