import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium: tests never download a browser (README.md#the-two-commands). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every Content-Security-Policy violation any page of any journey reported, with the page it happened on. */
export const cspViolations: string[] = [];

/**
 * Pages run under the site's real policy (decision 013): each context reports the browser's
 * `securitypolicyviolation` events and Chromium's "Refused to …" console errors, and closing the browser fails the
 * journeys of that file if any was seen.
 */
async function watchForCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(text)) {
      cspViolations.push(`${message.page()?.url() ?? '?'}: ${text}`);
    }
  });
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watchForCspViolations(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const context = await browser.newContext(...args);
    const page = await context.newPage();
    // As Playwright's own newPage does: the page owns its context. The browser may close first (the file's last
    // page closed just before `after`): then the context is gone already, which is no failure.
    page.once('close', () => void context.close().catch(() => {}));
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    await close(...args);
    if (cspViolations.length) {
      throw new Error(`Content-Security-Policy violations:\n${[...new Set(cspViolations)].join('\n')}`);
    }
  };
  return browser;
}

export const BASE_URL = process.env.WEB_URL ?? 'http://localhost:3000';
