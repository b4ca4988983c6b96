// Captures the main pages at phone and desktop sizes, in Georgian and English, light and dark, for a visual review.
// Usage: node e2e/screenshots.ts [path ...]   (the web app must be running at WEB_URL)
// SIGN_IN=email:password signs in first, for pages behind a session (the dashboard, moderation).
// TYPE='#selector=text' types the text into that field before each capture and shows it (a list that opens as one
// types: the listing form's street suggestions); FULL_PAGE=false then captures the screen around it.
import { mkdir } from 'node:fs/promises';
import { BASE_URL, launchBrowser } from './browser.ts';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
// VIEWPORTS=390x844,1280x800 chooses the sizes (each named by its width).
const viewports = process.env.VIEWPORTS
  ? process.env.VIEWPORTS.split(',').map((size) => {
      const [width, height] = size.split('x').map(Number);
      return { name: `${width}`, width: width!, height: height! };
    })
  : [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1440, height: 900 },
    ];
const locales = (process.env.LOCALES ?? 'ka,en').split(',');
const themes = (process.env.THEMES ?? 'light,dark').split(',');
const fullPage = process.env.FULL_PAGE !== 'false';
const [signInEmail, ...signInPassword] = (process.env.SIGN_IN ?? '').split(':');
const signIn = signInEmail ? { email: signInEmail, password: signInPassword.join(':') } : null;
const outDir = new URL('./screenshots/', import.meta.url);
const [typeInto, ...typedParts] = (process.env.TYPE ?? '').split('=');
const typed = typeInto ? { selector: typeInto, text: typedParts.join('=') } : null;

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const viewport of viewports) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        colorScheme: theme as 'light' | 'dark',
      });
      await context.addCookies([{ name: 'sakhli_theme', value: theme, url: BASE_URL }]);
      if (signIn) {
        const login = await context.request.post(`${BASE_URL}/api/auth/login`, { data: signIn });
        if (!login.ok()) throw new Error(`SIGN_IN: ${login.status()} ${await login.text()}`);
      }
      const page = await context.newPage();
      for (const locale of locales) {
        for (const path of paths) {
          const url = `${BASE_URL}${locale === 'ka' ? '' : `/${locale}`}${path === '/' && locale !== 'ka' ? '' : path}`;
          await page.goto(url, { waitUntil: 'networkidle' });
          if (typed) {
            const field = page.locator(typed.selector);
            // Its label above the middle of the screen, the list below it.
            await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
            await page.evaluate(() => window.scrollBy(0, 100));
            await field.pressSequentially(typed.text);
            await page.waitForTimeout(400);
          }
          const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${locale}-${theme}-${viewport.name}.png`;
          await page.screenshot({ path: new URL(name, outDir).pathname, fullPage });
          console.log(name);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
