/**
 * Page speed on a phone (issue 18): `npm run bench:web [-- --label before] [--runs 3] [--no-lighthouse]`.
 *
 * Builds the web app for production (as the browser journeys do), starts the api on a demo database and `next start`,
 * then for the home page, a filtered results page and a property page records
 * - the gzipped JavaScript a first visit downloads (every script response, loaded in Debian's Chromium), and the
 *   gzipped document (the server-rendered page with its inline payload: the messages its client components get), and
 * - Lighthouse (npm `lighthouse`, mobile defaults: simulated slow 4G and a 4x slower CPU) `--runs` times: the median
 *   performance score, LCP, TBT and CLS, and the accessibility, best-practices and SEO scores,
 * with the load average before and after each run, into bench/results/web-<date>-<label>.json.
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH) with its background connections off: nothing is
 * downloaded. Ports: WEB_BENCH_API_PORT (8790) and WEB_BENCH_WEB_PORT (3790). WEB_BENCH_DATA_DIR keeps the seeded demo
 * database between runs (a fresh temporary one otherwise).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { describeMachine, median } from './machine';

const { values: args } = parseArgs({
  options: {
    label: { type: 'string', default: 'after' },
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const apiPort = Number(process.env.WEB_BENCH_API_PORT ?? 8790);
const webPort = Number(process.env.WEB_BENCH_WEB_PORT ?? 3790);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const keptDataDir = process.env.WEB_BENCH_DATA_DIR;
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sakhli-bench-web-'));
fs.mkdirSync(dataDir, { recursive: true });

/** Chromium without its own connections to the internet (this machine has none; a retry would skew timings). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  API_URL: apiUrl,
  WEB_PORT: String(webPort),
  PUBLIC_WEB_URL: webUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
delete env.DATABASE_URL;

const children: ChildProcess[] = [];
async function stopAll() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
        return exited.finally(() => clearTimeout(forced));
      }),
  );
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitFor(url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** Every script a first visit (empty cache) downloads, gzipped as the server would send it. */
async function scriptSize(url: string) {
  const browser = await playwright.launch({ executablePath: chromiumPath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    let documentBytes = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      // The document itself: the server-rendered page with its inline payload (the messages sent to the browser).
      if (response.request().resourceType() === 'document')
        pending.push(
          response
            .body()
            .then((body) => void (documentBytes = gzipSync(body).length))
            .catch(() => undefined),
        );
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => void scripts.set(response.url(), gzipSync(body).length))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    return {
      scripts: scripts.size,
      gzippedKiB: Math.round((bytes / 1024) * 10) / 10,
      documentGzippedKiB: Math.round((documentBytes / 1024) * 10) / 10,
      largest: [...scripts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([script, size]) => ({
          script: new URL(script).pathname,
          gzippedKiB: Math.round(size / 102.4) / 10,
        })),
    };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string | null;
  failedAudits: string[];
  /** Lighthouse's own failure (for example no paint within its timeout on a saturated machine): left out of medians */
  runtimeError?: string;
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const loadAverageBefore = loadAverage();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const lcpElement = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    return {
      loadAverageBefore,
      loadAverageAfter: loadAverage(),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      // What keeps a non-performance category below 100, so a regression names itself.
      failedAudits: Object.values(categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  } finally {
    chrome.kill();
  }
}

// A build is reused only for the same api URL and the same source: the commit and any uncommitted change under it.
const git = (...gitArgs: string[]) =>
  spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout.trim();
const source = [git('rev-parse', 'HEAD'), git('diff', 'HEAD', '--', 'apps/web', 'packages/contracts')].join(
  '\n',
);
const buildKey = `${apiUrl}\n${createHash('sha256').update(source).digest('hex')}`;
const stamp = path.join(web, 'dist', 'sakhli-api-url');
if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== buildKey) {
  console.log(`bench:web: building the web app for ${apiUrl}`);
  const build = spawnSync(bin('next'), ['build'], { cwd: web, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stamp, buildKey);
}

try {
  const seed = spawnSync(bin('tsx'), ['tools/seed/cli.ts', '--if-empty'], {
    cwd: path.join(root, 'apps/api'),
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('bench:web: seeding the demo data failed');
  children.push(
    spawn(bin('tsx'), ['src/server.ts'], { cwd: path.join(root, 'apps/api'), env, stdio: 'inherit' }),
  );
  await waitFor(`${apiUrl}/api/health`, 300);
  children.push(spawn(bin('next'), ['start', '-p', String(webPort)], { cwd: web, env, stdio: 'inherit' }));
  await waitFor(`${webUrl}/robots.txt`, 60);

  const search = (await (await fetch(`${apiUrl}/api/properties/search?limit=1`)).json()) as
    { id: number }[] | { items: { id: number }[] };
  const first = Array.isArray(search) ? search[0] : search.items[0];
  if (!first) throw new Error('bench:web: the demo database has no listing');
  const pages = {
    home: '/',
    results: '/?listing_type=rent&property_type=apartment&min_bedrooms=2',
    property: `/property/${first.id}`,
  };
  // Warm the server (first renders compile nothing in production, but fill the api's caches) before measuring.
  for (const pagePath of Object.values(pages)) await fetch(`${webUrl}${pagePath}`);

  const report: Record<string, unknown> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    const url = `${webUrl}${pagePath}`;
    const script = await scriptSize(url);
    console.log(`${name} ${pagePath}: ${script.scripts} scripts, ${script.gzippedKiB} kB gzipped`);
    const lighthouseRuns: LighthouseRun[] = [];
    if (!args['no-lighthouse']) {
      for (let run = 0; run < runs; run++) {
        const result = await lighthouseRun(url);
        console.log(
          `  lighthouse ${run + 1}/${runs}: performance ${result.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo} (load ${result.loadAverageBefore.join(' ')})`,
        );
        lighthouseRuns.push(result);
      }
    }
    const measured = lighthouseRuns.filter((run) => !run.runtimeError);
    const med = (pick: (run: LighthouseRun) => number) =>
      measured.length ? median(measured.map(pick)) : null;
    report[name] = {
      path: pagePath,
      script,
      medianOf: `${measured.length} of ${lighthouseRuns.length} runs (a run Lighthouse reported failed is left out)`,
      median: {
        performance: med((run) => run.performance),
        accessibility: med((run) => run.accessibility),
        bestPractices: med((run) => run.bestPractices),
        seo: med((run) => run.seo),
        lcpMs: med((run) => run.lcpMs),
        tbtMs: med((run) => run.tbtMs),
        cls: med((run) => run.cls),
      },
      runs: lighthouseRuns,
    };
  }
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(root, 'bench/results', `web-${date}-${args.label}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        command: `npm run bench:web -- --label ${args.label} --runs ${runs}`,
        date: new Date().toISOString(),
        machine: describeMachine(),
        loadAverageAtEnd: loadAverage(),
        lighthouse: 'mobile defaults (simulated slow 4G, 4x CPU slowdown), Debian Chromium, headless',
        pages: report,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`bench:web: wrote ${path.relative(root, file)}`);
} finally {
  await stopAll();
}
