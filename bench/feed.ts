/**
 * npm run bench:feed [-- --items 5000 --photos 1 --repeats 3 --api-port 8110 --photo-port 3110]
 *
 * The partner feed at an agency's scale on PostgreSQL (BENCH_DATABASE_URL, default the local server; a fresh
 * database named --database-prefix and a random suffix, dropped after). The api runs in this process and listens on --api-port; a local photo server on
 * --photo-port answers each photo URL with a distinct JPEG (--photo-width, default 1280×960: about 200 kB, four
 * stored sizes; 320×240 is one stored size), generated before the clock
 * starts. Feed photos may come from loopback only because the benchmark sets FEED_PHOTOS_ALLOW_LOOPBACK.
 * It measures, over HTTP with a partner key:
 *   - the first import of N listings with their photos (fetched, checked, re-encoded, fingerprinted, duplicate check),
 *   - the same feed again, --repeats times (nothing changes: every item is skipped by its hash): median and each.
 * Goals (issue 16): first import of 5,000 ≤ 120 s, a repeat ≤ 20 s.
 * Results: bench/results/feed-<date>.json (or --out FILE).
 */
import { randomBytes } from 'node:crypto';
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DISTRICTS, type FeedResult } from '@tbilisi/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { describeMachine, median } from './machine';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '5000' },
    photos: { type: 'string', default: '1' },
    repeats: { type: 'string', default: '3' },
    'api-port': { type: 'string', default: '8110' },
    'photo-port': { type: 'string', default: '3110' },
    'photo-width': { type: 'string', default: '1280' },
    'database-prefix': { type: 'string', default: 'sakhli_bench_feed' },
    out: { type: 'string' },
    /** count and time the statements the api sends during the first import, by their text (a profile) */
    'count-statements': { type: 'boolean', default: false },
  },
});
const itemCount = Number(values.items);
const photosPerItem = Number(values.photos);
const repeats = Number(values.repeats);
const apiPort = Number(values['api-port']);
const photoPort = Number(values['photo-port']);
const photoWidth = Number(values['photo-width']);

/**
 * Statements the process sends to PostgreSQL, by their text (lists of parameters folded), with the time each waited
 * for its answer: where a first import's round trips go. Wraps node-postgres's Client.query (callback and promise
 * forms); on only while `statementLog.on`.
 */
const statementLog = { on: false, byText: new Map<string, { count: number; ms: number }>() };
if (values['count-statements']) {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: unknown,
    ...args: unknown[]
  ) {
    if (!statementLog.on) return original.apply(this, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = (typeof first === 'string' ? first : (first?.text ?? '?'))
      .replace(/\$\d+(\s*,\s*\$\d+)*/g, '$n')
      .replace(/\s+/g, ' ')
      .slice(0, 160);
    const started = performance.now();
    const record = () => {
      const entry = statementLog.byText.get(text) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += performance.now() - started;
      statementLog.byText.set(text, entry);
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        record();
        return (last as (...a: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === 'function')
      (answer as Promise<unknown>).then(record, record);
    return answer;
  };
}

/** A distinct photo per number: a gradient and stripes from the number, so no two share a fingerprint. */
async function photoFor(seed: number): Promise<Buffer> {
  const width = photoWidth;
  const height = Math.round((photoWidth * 3) / 4);
  const pixels = Buffer.alloc(width * height * 3);
  const a = (seed * 37) % 251;
  const b = (seed * 91) % 241;
  const stripe = 8 + (seed % 57);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x + a) & 255;
      pixels[i + 1] = (y + b) & 255;
      pixels[i + 2] = Math.floor((x + y * (seed % 5)) / stripe) % 2 ? 230 : 20;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const streets = [
  'ჭავჭავაძის გამზ.',
  'ვაჟა-ფშაველას გამზ.',
  'პეკინის ქ.',
  'აბაშიძის ქ.',
  'ყაზბეგის გამზ.',
  'წერეთლის გამზ.',
];
function feedItems(base: string) {
  return Array.from({ length: itemCount }, (_, i) => {
    const district = DISTRICTS[i % DISTRICTS.length]!;
    return {
      reference: `CRM-${100000 + i}`,
      title: `ბინა ${i + 1}`,
      title_en: `Flat ${i + 1}`,
      description: 'მზიანი ბინა, ახალი რემონტით, ცენტრთან ახლოს.',
      address: `${streets[i % streets.length]} ${Math.floor(i / streets.length) + 1}`,
      city: 'Tbilisi',
      state: district.slug,
      property_type: 'apartment',
      listing_type: i % 3 === 0 ? 'rent' : 'sale',
      bedrooms: 1 + (i % 4),
      square_feet: 40 + (i % 120),
      floor: 1 + (i % 15),
      total_floors: 16,
      latitude: 41.69 + (i % 100) * 0.0007,
      longitude: 44.78 + Math.floor(i / 100) * 0.0007,
      rent_amount: i % 3 === 0 ? 800 + (i % 50) * 20 : 60000 + (i % 300) * 500,
      currency: i % 3 === 0 ? 'GEL' : 'USD',
      features: i % 2 ? ['balcony', 'elevator'] : ['elevator'],
      photos: Array.from({ length: photosPerItem }, (_, p) => `${base}/p/${i * photosPerItem + p}.jpg`),
    };
  });
}

/** The profile: statements per listing in all, and the shapes that sent the most, with their waits. */
function statementSummary() {
  const entries = [...statementLog.byText].map(([text, { count, ms }]) => ({ text, count, ms }));
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const totalMs = entries.reduce((sum, entry) => sum + entry.ms, 0);
  return {
    statements: total,
    perListing: Math.round((total / itemCount) * 10) / 10,
    waitedMsPerListing: Math.round((totalMs / itemCount) * 10) / 10,
    byText: entries
      .sort((a, b) => b.count - a.count || b.ms - a.ms)
      .slice(0, 40)
      .map((entry) => ({
        text: entry.text,
        perListing: Math.round((entry.count / itemCount) * 100) / 100,
        msEach: Math.round((entry.ms / entry.count) * 100) / 100,
      })),
  };
}

async function main() {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const prefix = values['database-prefix'];
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error('--database-prefix: lower-case letters, digits, _');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-bench-feed-'));

  console.log(`generating ${itemCount * photosPerItem} photos…`);
  const photos: Buffer[] = [];
  for (let n = 0; n < itemCount * photosPerItem; n++) photos.push(await photoFor(n));
  const photoBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  let photoRequests = 0;
  const photoServer = http.createServer((request, response) => {
    const n = Number(request.url?.match(/\/p\/(\d+)\.jpg$/)?.[1] ?? NaN);
    const photo = photos[n];
    if (!photo) return void response.writeHead(404).end();
    photoRequests++;
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length }).end(photo);
  });
  await new Promise<void>((resolve) => photoServer.listen(photoPort, '127.0.0.1', resolve));

  const database = await openDatabase({ url: url.toString(), pgliteDir: 'memory://' });
  const results: Record<string, unknown> = {};
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: url.toString(),
      API_PORT: String(apiPort),
      FEED_PHOTOS_ALLOW_LOOPBACK: 'true',
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: apiPort, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${apiPort}/api`;
    const call = async <T = Record<string, string>>(
      method: string,
      route: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<T> => {
      // node:http rather than fetch: fetch gives up on an answer that takes over 300 s to start.
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(
          `${api}${route}`,
          { method, headers: { 'content-type': 'application/json', ...headers } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
      if (status >= 400) throw new Error(`${method} ${route}: ${status} ${text}`);
      return JSON.parse(text) as T;
    };
    const registered = await call('POST', '/auth/register', {
      email: `agency-${name}@example.ge`,
      password: 'correct-horse-battery',
      first_name: 'Bench',
      last_name: 'Agency',
      phone: '+995 555 00 00 00',
    });
    const auth = { authorization: `Bearer ${registered.access_token}` };
    const organisation = await call<{ id: number; slug: string }>(
      'POST',
      '/organisations',
      { kind: 'agency', name_ka: 'ბენჩ ჰოუმსი', name_en: 'Bench Homes' },
      auth,
    );
    const { key } = await call<{ key: string }>(
      'POST',
      '/organisations/mine/api-keys',
      { name: 'bench' },
      auth,
    );
    const body = { mode: 'full', items: feedItems(`http://127.0.0.1:${photoPort}`) };
    const payloadBytes = Buffer.byteLength(JSON.stringify(body));

    const post = async () => {
      const started = performance.now();
      const result = await call<FeedResult>('POST', '/feeds/listings', body, { 'x-api-key': key });
      return { seconds: (performance.now() - started) / 1000, result };
    };
    const load = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
    const loadBefore = load();
    console.log(`first import of ${itemCount} listings (${payloadBytes} bytes of JSON)…`);
    const cpuBefore = process.cpuUsage();
    statementLog.on = true;
    const first = await post();
    statementLog.on = false;
    const cpu = process.cpuUsage(cpuBefore);
    console.log(`  ${first.seconds.toFixed(1)} s`, { ...first.result, failed: first.result.failed.length });
    if (first.result.failed.length) console.log('  first failures:', first.result.failed.slice(0, 5));
    const loadAfterFirst = load();
    const again: { seconds: number; result: FeedResult }[] = [];
    for (let r = 0; r < repeats; r++) {
      const repeat = await post();
      console.log(`  repeat ${r + 1}: ${repeat.seconds.toFixed(2)} s`, {
        ...repeat.result,
        failed: repeat.result.failed.length,
      });
      again.push(repeat);
    }
    const search = await call<unknown>('GET', `/properties/search/count?organisation=${organisation.id}`);
    const page = await call<{ active_listings: number }>('GET', `/organisations/${organisation.slug}`);
    Object.assign(results, {
      date: new Date().toISOString(),
      command: `npm run bench:feed -- ${process.argv.slice(2).join(' ')}`,
      machine: describeMachine(),
      database: 'PostgreSQL 15 (local server, fresh database)',
      loadAverage: {
        before: loadBefore,
        afterFirstImport: loadAfterFirst,
        end: load(),
        uptime: execSync('uptime').toString().trim(),
      },
      items: itemCount,
      photosPerItem,
      photoBytesTotal: photoBytes,
      photoRequests,
      feedJsonBytes: payloadBytes,
      firstImport: {
        seconds: Math.round(first.seconds * 10) / 10,
        ...first.result,
        failed: first.result.failed.length,
        /** CPU of this process (the api, the photo pipeline, the photo server) during the first import */
        processCpuSeconds: Math.round(((cpu.user + cpu.system) / 1e6) * 10) / 10,
      },
      ...(values['count-statements'] ? { firstImportStatements: statementSummary() } : {}),
      repeat: {
        medianSeconds: Math.round(median(again.map((run) => run.seconds)) * 100) / 100,
        runs: again.map((run) => ({
          seconds: Math.round(run.seconds * 100) / 100,
          ...run.result,
          failed: undefined,
        })),
      },
      searchCountForOrganisation: search,
      organisationPageActiveListings: page.active_listings,
      goals: { firstImportSeconds: 120, repeatSeconds: 20 },
    });
    await app.close();
  } finally {
    await database.close();
    photoServer.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  const out = values.out ?? `bench/results/feed-${new Date().toISOString().slice(0, 10)}.json`;
  await fs.writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`results in ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
