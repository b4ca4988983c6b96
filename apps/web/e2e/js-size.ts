// Sums the gzipped JavaScript a first visit downloads, per page: `node e2e/js-size.ts / /property/1`.
import { gzipSync } from 'node:zlib';
import { BASE_URL, launchBrowser } from './browser.ts';

const browser = await launchBrowser();
try {
  for (const path of process.argv.slice(2)) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
    let total = 0;
    for (const url of scripts) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    console.log(`${path}: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} kB gzipped`);
    await page.close();
  }
} finally {
  await browser.close();
}
