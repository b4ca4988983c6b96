// Price statistics, the price comparison on cards and the mortgage calculator, in the browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL } from './browser.ts';
import { useBrowser } from './journey.ts';

const browser = useBrowser(async () => {
  // The api computes the statistics once its past demo listings are in, after it starts: a minute or two when busy.
  for (let attempt = 0; attempt < 240; attempt++) {
    const body = await (await fetch(`${BASE_URL}/api/statistics`)).json();
    if (body.cells.length) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the price statistics were never computed');
});

test('the mortgage calculator gives the worked example: 200,000 at 6 % over 30 years is 1,199 a month', async () => {
  const page = await browser().newPage();
  await page.goto(`${BASE_URL}/en/mortgage`);
  await page.getByLabel('Loan currency').selectOption('GEL');
  await page.getByLabel('Price').fill('250000');
  await page.getByLabel('Down payment').fill('50000');
  await page.getByLabel('Term, years').fill('30');
  await page.getByLabel('Interest rate, % a year').fill('6');
  assert.equal((await page.getByTestId('mortgage-monthly').textContent())?.replace(/\s/g, ''), '1,199₾');
  assert.equal((await page.getByTestId('mortgage-interest').textContent())?.replace(/\s/g, ''), '231,676₾');
  // A dollar loan may run ten years at most (National Bank of Georgia).
  await page.getByLabel('Loan currency').selectOption('USD');
  await page.getByLabel('Price').fill('400000');
  await page.getByLabel('Down payment').fill('80000');
  await page.getByLabel('Term, years').fill('20');
  await page.getByText('A loan in dollars may run at most 10 years.').waitFor();
  await page.close();
});

test('/statistics shows district prices over time, a map and a table, in three languages', async () => {
  for (const [path, title] of [
    ['/en/statistics', 'Property prices in Tbilisi'],
    ['/ru/statistics', 'Цены на недвижимость в Тбилиси'],
    ['/statistics', 'უძრავი ქონების ფასები თბილისში'],
  ] as const) {
    // A fresh context each time: the site remembers the last language and would redirect '/statistics' to it.
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), title);
    // uPlot draws on a canvas once the chart's code has loaded.
    await page.locator('[data-testid="price-chart"] canvas').first().waitFor();
    assert.ok((await page.locator('[data-testid="statistics-table"] tbody tr').count()) >= 3);
    assert.ok((await page.locator('[data-testid="price-map"] circle').count()) > 20);
    await context.close();
  }
});

test('cards say how their price per m² compares, linking to the statistics', async () => {
  const page = await browser().newPage();
  await page.goto(`${BASE_URL}/en`);
  const note = page.getByTestId('price-comparison').first();
  assert.match((await note.textContent()) ?? '', /median for/);
  await note.click();
  await page.waitForURL(/\/en\/statistics\?/);
  await page.close();
});
