/**
 * npm run bench:soak [-- --minutes 10 --rate 100 --db postgres]
 *
 * A steady mixed read/write load on the api (PostgreSQL by default, 300 demo listings): searches with varied filters,
 * counts, map points, listing pages, the signed-in user's pages, favourites saved and removed, listings created,
 * edited and deleted. Requests are sent at a fixed rate whatever the answers take (open loop). Per minute: requests,
 * errors (≥ 500 or network), p50/p95/p99, and the api's RSS and V8 heap (bench/memory-probe.ts inside the api).
 * Results in bench/results/soak-DATE.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { describeMachine } from './machine';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '100' },
    db: { type: 'string', default: 'postgres' },
    port: { type: 'string', default: '8761' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const port = Number(values.port);
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${port}`;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sakhli-soak-'));
const memoryLog = path.join(dataDir, 'memory.jsonl');
let databaseUrl: string | undefined;
const dbName = `sakhli_soak_${Date.now()}`;
if (values.db === 'postgres') {
  const admin = new pg.Client({ connectionString: values['postgres-url'] });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(values['postgres-url']!);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const api = spawn(
  process.execPath,
  ['--import', 'tsx', '--import', path.join(root, 'bench/memory-probe.ts'), 'src/server.ts'],
  {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      LOGIN_MAX_PER_IP: '1000000',
      MEMORY_LOG: memoryLog,
      MEMORY_LOG_EVERY_MS: '5000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const deadline = Date.now() + 600_000;
while (Date.now() < deadline) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // starting (seeding 300 demo listings with photos the first time)
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const clientErrorKinds = new Map<string, number>();

async function call(method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 400) {
    // What the 4xx answers were, by call and code: expected refusals (a duplicate, a listing deleted meanwhile).
    const route = `${method} ${url.split('?')[0]!.replace(/\d+/g, '{id}')} ${response.status} ${/"code":"(\w+)"/.exec(text)?.[1] ?? ''}`;
    clientErrorKinds.set(route, (clientErrorKinds.get(route) ?? 0) + 1);
  }
  return {
    status: response.status,
    json: (text && text.startsWith('{')) || text.startsWith('[') ? JSON.parse(text) : null,
  };
}

const users = await Promise.all(
  Array.from({ length: 5 }, async (_, i) => {
    const response = await call('POST', '/auth/register', undefined, {
      email: `soak-${Date.now()}-${i}@example.ge`,
      password: 'correct-horse-battery',
      first_name: 'Soak',
      last_name: `User${i}`,
      phone: '+995 555 00 00 02',
    });
    return response.json.access_token as string;
  }),
);
const ids = ((await call('GET', '/properties?limit=100')).json as { id: number }[]).map((p) => p.id);
const own: { id: number; token: string }[] = [];
let serial = 0;
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const areas = ['vake', 'saburtalo', 'vera', 'mtatsminda', 'didube', 'gldani', 'isani', 'nadzaladevi'];
// A new listing's neighbourhood must lie in its district: these two are in vake-saburtalo.
const postAreas = ['vake', 'saburtalo'];

/** One request of the mix: about 75 % reads, 25 % writes. */
function nextRequest(): () => Promise<{ status: number }> {
  const roll = Math.random();
  const token = pick(users);
  if (roll < 0.3) {
    const query = new URLSearchParams({
      listing_type: pick(['sale', 'rent', 'daily_rent']),
      urban_area: pick(areas),
      min_rent: String(Math.floor(Math.random() * 1000) * 10),
      sort_by: pick(['date', 'price', 'area']),
      skip: String(pick([0, 0, 0, 20, 40])),
    });
    if (Math.random() < 0.3) query.set('query', pick(['ვაკე', 'vake', 'балкон', 'renovated', 'flat']));
    return () => call('GET', `/properties/search?${query}`);
  }
  if (roll < 0.4)
    return () =>
      call(
        'GET',
        `/properties/search/count?listing_type=${pick(['sale', 'rent'])}&min_bedrooms=${pick([1, 2, 3])}`,
      );
  if (roll < 0.45) return () => call('GET', '/properties/map?bbox=44.6,41.6,45.0,41.85');
  if (roll < 0.65) return () => call('GET', `/properties/${pick(ids)}`);
  if (roll < 0.7) return () => call('GET', '/auth/me', token);
  if (roll < 0.75) return () => call('GET', '/properties/saved', token);
  if (roll < 0.85) return () => call('POST', `/properties/${pick(ids)}/toggle-save`, token);
  if (roll < 0.92 || own.length < 5) {
    return async () => {
      serial += 1;
      const response = await call('POST', '/properties', token, {
        title: `Soak flat ${serial}`,
        description: 'A flat created by the soak benchmark.',
        address: `სოკის ქ. ${serial}`,
        urban_area: pick(postAreas),
        city: 'Tbilisi',
        state: 'vake-saburtalo',
        property_type: 'apartment',
        listing_type: pick(['sale', 'rent']),
        bedrooms: 1 + (serial % 4),
        square_feet: 40 + (serial % 200),
        floor: 1 + (serial % 12),
        total_floors: 14,
        rent_amount: 30_000 + serial * 11,
        currency: 'USD',
      });
      if (response.status === 201) own.push({ id: response.json.id, token });
      return response;
    };
  }
  if (roll < 0.97) {
    const listing = pick(own);
    return () =>
      call('PUT', `/properties/${listing.id}`, listing.token, {
        rent_amount: 30_000 + Math.floor(Math.random() * 90_000),
      });
  }
  const listing = own.splice(Math.floor(Math.random() * own.length), 1)[0]!;
  return () => call('DELETE', `/properties/${listing.id}`, listing.token);
}

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  clientErrors: number;
  latencies: number[];
}
const perMinute: Minute[] = [];
const startedAt = Date.now();
const totalMs = minutes * 60_000;
let inFlight = 0;
let skipped = 0;
const maxInFlight = 256;
const pending = new Set<Promise<void>>();
const intervalMs = 1000 / rate;
let sent = 0;
console.log(`soak: ${rate} req/s for ${minutes} min on ${values.db}`);
while (Date.now() - startedAt < totalMs) {
  const due = startedAt + sent * intervalMs;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  sent += 1;
  const minute = Math.floor((Date.now() - startedAt) / 60_000);
  const bucket = (perMinute[minute] ??= {
    minute: minute + 1,
    requests: 0,
    errors: 0,
    clientErrors: 0,
    latencies: [],
  });
  if (inFlight >= maxInFlight) {
    skipped += 1;
    bucket.errors += 1;
    continue;
  }
  inFlight += 1;
  const began = performance.now();
  const request = nextRequest();
  const done = request()
    .then(
      (response) => {
        if (response.status >= 500) bucket.errors += 1;
        else if (response.status >= 400) bucket.clientErrors += 1;
      },
      () => {
        bucket.errors += 1;
      },
    )
    .finally(() => {
      bucket.requests += 1;
      bucket.latencies.push(performance.now() - began);
      inFlight -= 1;
      pending.delete(done);
    });
  pending.add(done);
}
await Promise.all(pending);
await new Promise((resolve) => setTimeout(resolve, 6000));
api.kill('SIGTERM');
await new Promise((resolve) => api.once('exit', resolve));

const memory = (await fs.readFile(memoryLog, 'utf8'))
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { t: number; rss: number; heapUsed: number; heapTotal: number });
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const rows = perMinute.map((bucket) => {
  const sorted = bucket.latencies.sort((a, b) => a - b);
  const end = startedAt + bucket.minute * 60_000;
  // The last sample of the minute: memory as the minute ends.
  const sample = [...memory].reverse().find((m) => m.t <= end) ?? memory.at(-1)!;
  return {
    minute: bucket.minute,
    requests: bucket.requests,
    perSecond: Math.round((bucket.requests / 60) * 10) / 10,
    errors: bucket.errors,
    clientErrors: bucket.clientErrors,
    p50ms: Math.round(percentile(sorted, 50)),
    p95ms: Math.round(percentile(sorted, 95)),
    p99ms: Math.round(percentile(sorted, 99)),
    rssMB: mb(sample.rss),
    heapUsedMB: mb(sample.heapUsed),
    heapTotalMB: mb(sample.heapTotal),
  };
});
const afterWarmUp = rows.filter((row) => row.minute >= 2);
const growth = (key: 'rssMB' | 'heapUsedMB') =>
  afterWarmUp.length >= 2
    ? Math.round(((afterWarmUp.at(-1)![key] - afterWarmUp[0]![key]) / afterWarmUp[0]![key]) * 1000) / 10
    : null;
const result = {
  benchmark: 'soak',
  command: `npm run bench:soak -- --minutes ${minutes} --rate ${rate} --db ${values.db}`,
  startedAt: new Date(startedAt).toISOString(),
  machine: { ...describeMachine(), loadAverageAtEnd: os.loadavg() },
  totals: {
    requests: rows.reduce((s, r) => s + r.requests, 0),
    errors: rows.reduce((s, r) => s + r.errors, 0),
    clientErrors: rows.reduce((s, r) => s + r.clientErrors, 0),
    skippedAtConcurrencyCap: skipped,
  },
  growthAfterMinute2Percent: { rss: growth('rssMB'), heapUsed: growth('heapUsedMB') },
  clientErrorsByKind: Object.fromEntries([...clientErrorKinds].sort((a, b) => b[1] - a[1])),
  perMinute: rows,
  memorySamples: memory.map((m) => ({
    s: Math.round((m.t - startedAt) / 1000),
    rssMB: mb(m.rss),
    heapUsedMB: mb(m.heapUsed),
  })),
};
const file = path.join(
  root,
  'bench/results',
  `soak-${new Date(startedAt).toISOString().slice(0, 10)}-${values.db}.json`,
);
await fs.writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
console.table(rows);
console.log(
  JSON.stringify({ totals: result.totals, growthAfterMinute2Percent: result.growthAfterMinute2Percent }),
);
console.log(`written ${path.relative(root, file)}`);
if (databaseUrl) {
  const admin = new pg.Client({ connectionString: values['postgres-url'] });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
await fs.rm(dataDir, { recursive: true, force: true });
