// axe-core over the main pages, light and dark: no serious or critical violation (contrast included).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { BASE_URL } from './browser.ts';
import { useBrowser } from './journey.ts';

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = [
  '/',
  '/en',
  '/en?view=map',
  '/ru/auth',
  '/en/privacy-policy',
  '/en/about',
  '/en/contact',
  '/en/statistics',
  '/en/mortgage',
  '/en/projects',
  '/en/projects?view=map',
  '/en/agencies',
  '/ka/developers',
];

const browser = useBrowser();

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

for (const theme of ['light', 'dark']) {
  test(`${theme} theme: main pages have no serious accessibility violations`, async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'sakhli_theme', value: theme, url: BASE_URL }]);
    const page = await context.newPage();
    const found: string[] = [];
    const firstListing = await (await fetch(`${BASE_URL}/api/properties/search?limit=1`)).json();
    const firstProject = await (await fetch(`${BASE_URL}/api/projects?page_size=1`)).json();
    for (const path of [
      ...PAGES,
      `/en/property/${firstListing[0].id}`,
      `/en/projects/${firstProject.items[0].id}`,
    ]) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
      await page.addScriptTag({ content: axeSource });
      const violations = (await page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }
        ).axe;
        return (await axe.run({ resultTypes: ['violations'] })).violations;
      })) as AxeViolation[];
      for (const violation of violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
          found.push(
            `${path} ${violation.id}: ${violation.help} — ${violation.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
    }
    await context.close();
    assert.deepEqual(found, []);
  });
}
