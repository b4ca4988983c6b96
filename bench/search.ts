/**
 * npm run bench:search [-- --sizes 10000,100000,1000000 --seconds 10]
 *
 * Loads synthetic listings into PostgreSQL (BENCH_DATABASE_URL, default the local server), starts the api on it in a
 * child process and drives the search and count endpoints over HTTP with autocannon and a mixed query set: first at
 * a fixed 200 requests/s (latency), then saturated (throughput). A bare Fastify JSON route is measured in the same run,
 * and the embedded PGlite at 10k for comparison. Results: bench/results/search-<date>.json (or `--out FILE`), with
 * the CPU each saturated request cost the api, PostgreSQL and the machine.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/tools/seed/seed';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { growListings } from './load-listings';
import { describeMachine } from './machine';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    'skip-pglite': { type: 'boolean', default: false },
    // 0 measures every count cold; the api's default (30 s) reuses counts of repeated filters.
    'count-cache-seconds': { type: 'string', default: '30' },
    // default bench/results/search-<date>[-no-count-cache].json
    out: { type: 'string' },
    // Load into this database and keep it: a later run with the same name measures at once (loading 1M takes minutes).
    'keep-database': { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const seconds = Number(values.seconds);
const fixedRate = Number(values.rate);
const BASE = 10_000;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** What visitors do, weighted by how often: every search is a page and a count. */
const QUERIES = [
  'listing_type=sale',
  'listing_type=rent&sort_by=price&sort_order=asc',
  'listing_type=sale&locations=vake-saburtalo&property_type=apartment',
  'listing_type=new&locations=gldani-nadzaladevi&locations=isani-samgori',
  'listing_type=rent&locations=vake&locations=saburtalo&min_rent=1500&max_rent=4000',
  'listing_type=sale&currency=USD&min_rent=80000&max_rent=150000&min_bedrooms=2&sort_by=price&sort_order=asc',
  'listing_type=daily_rent&locations=old-tbilisi&sort_by=price&sort_order=asc',
  'listing_type=sale&property_type=house&min_yard_area=200&features=garage',
  'listing_type=sale&renovation=newly_renovated&renovation=renovated&not_first_floor=true&not_last_floor=true',
  'listing_type=rent&features=central_heating&features=balcony&is_furnished=true',
  'query=vake',
  'query=%E1%83%95%E1%83%90%E1%83%99%E1%83%94', // ვაკე
  'query=Chavchavadze',
  'query=%D0%BF%D0%B5%D0%BA%D0%B8%D0%BD%D0%B0', // пекина
  'listing_type=sale&sort_by=area&sort_order=desc',
  'listing_type=sale&skip=2000',
  'bbox=44.74,41.70,44.78,41.73&listing_type=rent',
  'listing_type=mortgage&with_photos=true&verified=true',
  // Rent-sized prices on the sale tab: nothing matches, which the planner does not foresee (search-properties.ts).
  'listing_type=sale&locations=vake&locations=saburtalo&min_rent=1500&max_rent=4000',
];
const requests = QUERIES.flatMap((query) => [
  { method: 'GET' as const, path: `/api/properties/search?${query}` },
  { method: 'GET' as const, path: `/api/properties/search/count?${query}` },
]);

interface Measured {
  requests: number;
  errors: number;
  non2xx: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

async function drive(
  port: number,
  paths: { method: 'GET'; path: string }[],
  options: { rate?: number; connections: number },
): Promise<Measured> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        requests: paths,
        connections: options.connections,
        duration: seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2));
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  } satisfies Measured;
}

/**
 * An open-loop load at a steady `rate`: request i is sent at i / rate seconds, whatever happened to the ones before
 * (a slow answer does not hold the next request back), and its latency counts from when it was sent. autocannon's own
 * rate limit sends each second's requests in a burst, which measures the burst, not the rate.
 */
async function driveSteady(port: number, paths: { path: string }[], rate: number): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const total = rate * seconds;
  const startedAt = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { path: target } = paths[i % paths.length]!;
    const sentAt = performance.now();
    pending.push(
      fetch(`http://127.0.0.1:${port}${target}`)
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) non2xx += 1;
          times.push(performance.now() - sentAt);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2));
  return {
    requests: times.length + errors,
    errors,
    non2xx,
    requestsPerSecond: Math.round(times.length / ((performance.now() - startedAt) / 1000)),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

function startProcess(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/ready/.test(chunk.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`process exited with ${code}`)));
  });
}

async function stop(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time (user + system, ms) of a process and its descendants, from /proc (Linux). */
function processTreeCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return own + children.reduce((sum, child) => sum + processTreeCpuMs(Number(child)), 0);
  } catch {
    return 0; // the process ended
  }
}
const CLOCK_TICKS = 100;

/**
 * The server processes of client connections to one PostgreSQL database: their title names the database and the
 * client's address (`… postgres sakhli_bench 127.0.0.1(51234) idle`), which leaves out autovacuum workers.
 */
function postgresBackends(database: string): number[] {
  const title = new RegExp(` ${database} (\\[local\\]|\\S+\\(\\d+\\))`);
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return title.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Busy CPU time of the whole machine (ms), every core. */
function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const idle = ticks[3]! + ticks[4]!; // idle and iowait
  return ((ticks.reduce((a, b) => a + b, 0) - idle) * 1000) / CLOCK_TICKS;
}

/**
 * Where the saturated run's CPU went, per request: the api (its process tree, so the embedded PGlite too), the
 * PostgreSQL backends of the bench database, and the whole machine (the difference is mostly the load generator).
 */
async function withCpuAccount<T extends { requests: number }>(
  apiPid: number,
  database: string,
  run: () => Promise<T>,
) {
  const backendCpu = () => new Map(postgresBackends(database).map((pid) => [pid, processTreeCpuMs(pid)]));
  const before = { api: processTreeCpuMs(apiPid), postgres: backendCpu(), machine: machineBusyMs() };
  const measured = await run();
  const after = { api: processTreeCpuMs(apiPid), postgres: backendCpu(), machine: machineBusyMs() };
  // A backend that started during the run counts whole; one that ended counts nothing after the start.
  let postgres = 0;
  for (const [pid, cpu] of after.postgres) postgres += cpu - (before.postgres.get(pid) ?? 0);
  const per = (ms: number) => Number((ms / Math.max(1, measured.requests)).toFixed(3));
  return {
    ...measured,
    cpuMsPerRequest: {
      api: per(after.api - before.api),
      postgres: per(postgres),
      machine: per(after.machine - before.machine),
    },
  };
}

async function measureApi(env: Record<string, string>, port: number) {
  const api = await startProcess(['apps/api/src/server.ts'], {
    ...env,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    SEARCH_COUNT_CACHE_SECONDS: values['count-cache-seconds'],
  });
  try {
    await drive(port, requests, { connections: 10, rate: 50 }); // warm caches and JIT
    const fixed = await driveSteady(port, requests, fixedRate);
    const saturated = await withCpuAccount(api.pid!, bench, () => drive(port, requests, { connections: 40 }));
    return { fixed, saturated };
  } finally {
    await stop(api);
  }
}

const kept = values['keep-database'];
const bench = kept ?? `sakhli_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${bench}`);
const exists = (await admin.query('select 1 from pg_database where datname = $1', [bench])).rowCount;
if (!exists) await admin.query(`CREATE DATABASE ${bench}`);
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${bench}` }).toString();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-search-'));

const results: Record<string, unknown> = {};
try {
  const bare = await startProcess(['bench/bare-server.ts'], { PORT: '8099' });
  try {
    await drive(8099, [{ method: 'GET', path: '/bare' }], { connections: 10, rate: 50 });
    results.bareFastify = {
      fixed: await driveSteady(8099, [{ path: '/bare' }], fixedRate),
      saturated: await drive(8099, [{ method: 'GET', path: '/bare' }], { connections: 40 }),
    };
    console.log('bare Fastify', results.bareFastify);
  } finally {
    await stop(bare);
  }

  const database = await openDatabase({ url: benchUrl, pgliteDir: '' });
  await database.migrate();
  let startedAt = performance.now();
  const seeded = await seedDemoData(database.db, createLocalStorage(path.join(dataDir, 'media')), {
    count: BASE,
    rateUsdGel: 2.71,
    onlyIfEmpty: true, // a kept database already holds them
  });
  if (seeded)
    console.log(`seeded ${BASE} base listings in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  for (const size of sizes) {
    startedAt = performance.now();
    await growListings(database.db, BASE, size);
    await database.db.execute('vacuum analyze');
    const loadSeconds = Math.round((performance.now() - startedAt) / 1000);
    console.log(`${size} listings loaded in ${loadSeconds} s; measuring...`);
    const measured = await measureApi({ DATABASE_URL: benchUrl, DATA_DIR: dataDir }, 8098);
    results[`postgres_${size}`] = { listings: size, loadSeconds, ...measured };
    console.log(size, measured);
  }
  await database.close();

  if (!values['skip-pglite']) {
    const pgliteDir = path.join(dataDir, 'pglite-data');
    const embedded = await openDatabase({ pgliteDir: path.join(pgliteDir, 'pglite') });
    await embedded.migrate();
    await seedDemoData(embedded.db, createLocalStorage(path.join(pgliteDir, 'media')), {
      count: BASE,
      rateUsdGel: 2.71,
    });
    await embedded.close();
    const measured = await measureApi({ DATA_DIR: pgliteDir }, 8097);
    results[`pglite_${BASE}`] = { listings: BASE, fixed: measured.fixed };
    console.log('pglite', BASE, measured.fixed);
  }
} finally {
  if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${bench} WITH (FORCE)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const suffix = values['count-cache-seconds'] === '0' ? '-no-count-cache' : '';
const file = values.out ?? path.join(import.meta.dirname, 'results', `search-${date}${suffix}.json`);
const record = {
  date,
  command: `npm run bench:search -- --sizes ${values.sizes} --seconds ${seconds} --rate ${fixedRate} --count-cache-seconds ${values['count-cache-seconds']}${kept ? ` --keep-database ${kept}` : ''}`,
  countCacheSeconds: Number(values['count-cache-seconds']),
  machine: describeMachine(),
  setup:
    'api (one Node process) and PostgreSQL 15 on the same machine; the load from this process: a steady open-loop ' +
    'schedule for the fixed rate, autocannon with 40 connections for saturation; cpuMsPerRequest: CPU time per ' +
    'request in the saturated run, of the api (its process tree), the PostgreSQL backends of the bench database ' +
    'and the whole machine',
  mix: QUERIES,
  results,
};
await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`written to ${path.relative(process.cwd(), file)}`);
