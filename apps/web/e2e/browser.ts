import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: tests never download a browser (README.md#the-two-commands). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export const BASE_URL = process.env.WEB_URL ?? 'http://localhost:3000';
