import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './browser.ts';

/**
 * The browser the tests of one journey file share: launched before them (then `ready`, if given, before the first
 * test) and closed after them, which fails the file if a page reported a Content-Security-Policy violation
 * (browser.ts). Returns the browser once it is up.
 */
export function useBrowser(ready?: () => Promise<void>): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
    await ready?.();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in before(): use it inside a test.');
    return browser;
  };
}

/** A page in a context of its own, desktop-sized and in English unless `options` say otherwise. */
export async function newDesktopPage(
  browser: Browser,
  { timeout = 20_000, ...options }: BrowserContextOptions & { timeout?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  return page;
}

/** A new account made through the sign-up form, signed in in the page's context (in English); returns its e-mail. */
export async function register(page: Page, lastName = 'Tester'): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  await page.goto(`${BASE_URL}/en/auth?tab=register`);
  await page.fill('#register-first', 'Nino');
  await page.fill('#register-last', lastName);
  await page.fill('#register-email', email);
  await page.fill('#register-phone', '+995 555 11 22 33');
  await page.fill('#register-password', 'a-long-password');
  await page.fill('#register-confirm', 'a-long-password');
  await page.click('#register-terms');
  await page.click('button[type=submit]:has-text("Create account")');
  await page.waitForURL(/\/en\/dashboard/);
  return email;
}
