// Pages defend themselves and sign-in never leaves the site (issue 13), through the running web app (WEB_URL).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';
import { newDesktopPage, useBrowser } from './journey.ts';

const browser = useBrowser();

const newPage = () => newDesktopPage(browser());

const site = new URL(BASE_URL).origin;
// Georgian routes (no language prefix), as reported: tab, newline and carriage return after the first slash.
const bypasses = [
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D/evil.example',
  '//evil.example',
  '/%5Cevil.example',
];

async function signIn(page: Page) {
  await page.fill('#login-email', 'demo@sakhli.ge');
  await page.fill('#login-password', 'sakhli-demo-2026');
  await page.click('form:has(#login-email) button[type=submit]');
}

describe('security', () => {
  test('a page carries its policy with a fresh nonce, and the other headers', async () => {
    const page = await newPage();
    const first = await page.goto(`${BASE_URL}/`);
    const second = await page.goto(`${BASE_URL}/`);
    const policy = first!.headers()['content-security-policy']!;
    assert.match(policy, /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    assert.doesNotMatch(policy, /script-src[^;]*'unsafe-inline'/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.notEqual(policy, second!.headers()['content-security-policy'], 'a new nonce per request');
    const headers = first!.headers();
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.match(headers['permissions-policy'] ?? '', /camera=\(\)/);
    await page.context().close();
  });

  for (const next of bypasses) {
    test(`signing in with next=${next} stays on the site`, async () => {
      const page = await newPage();
      await page.goto(`${BASE_URL}/auth?next=${next}`);
      await signIn(page);
      await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
      assert.equal(new URL(page.url()).origin, site);
      // Signed in now: the auth page sends a visitor on at once, and must not leave the site or fail either.
      const response = await page.goto(`${BASE_URL}/auth?next=${next}`);
      assert.ok((response?.status() ?? 500) < 500, `status ${response?.status()}`);
      assert.equal(new URL(page.url()).origin, site);
      await page.context().close();
    });
  }
});
