/**
 * npm run bench:search [-- --sizes 10000,100000,1000000 --seconds 10 --mix varied]
 *
 * Loads synthetic listings into PostgreSQL (BENCH_DATABASE_URL, default the local server), one database per size,
 * starts the api on each in a child process and drives the search and count endpoints over HTTP. `--mix varied` (the
 * default) sends visitor-like searches (bench/visitor-mix.ts: seeded random filter combinations, each a page and its
 * count sent in parallel as the web sends them, 3 % exact repeats); `--mix fixed` the 19 fixed filter sets of the
 * first benchmarks. First a steady open-loop rate (`--rate` searches/s, latency of a search = until both answers
 * came), then saturated (throughput). A bare Fastify JSON route is measured in the same run, and the embedded PGlite
 * at 10k (at `--pglite-rate`). Results: bench/results/search-<date>.json (or `--out FILE`), with the CPU each search
 * cost the api, PostgreSQL and the machine, and the load average before and after each run.
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
import { visitorMix } from './visitor-mix';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    seconds: { type: 'string', default: '10' },
    // searches per second (each a page and its count) in the steady run
    rate: { type: 'string', default: '200' },
    'pglite-rate': { type: 'string', default: '50' },
    mix: { type: 'string', default: 'varied' },
    // load the databases and stop (to measure later with --keep-database)
    'load-only': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    // 0 measures every count cold; the api's default (30 s) reuses counts of repeated filters.
    'count-cache-seconds': { type: 'string', default: '30' },
    // default bench/results/search-<date>[-no-count-cache].json
    out: { type: 'string' },
    // Load into databases named <this>_<size> and keep them: a later run with the same name measures at once (loading
    // 1M takes minutes).
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
/** The searches of this run, as query strings: the fixed set in turn, or the seeded visitor mix. */
const mix =
  values.mix === 'fixed'
    ? { searches: QUERIES, repeatShare: null, filterRepeatShare: null }
    : visitorMix({ size: 50_000 });
const searches = mix.searches;
const pagePath = (search: string) => `/api/properties/search?${search}`;
const countPath = (search: string) => `/api/properties/search/count?${search}`;

interface Measured {
  /** Searches answered (page and count both). */
  searches: number;
  /** Searches with a failed or non-2xx page or count. */
  errors: number;
  searchesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], q: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));

/**
 * Saturated: autocannon keeps `connections` requests in flight; each connection walks its own slice of the searches
 * (so connections do not send the same search together), a page then its count. A search is two requests.
 */
async function driveSaturated(port: number, paths: string[][], connections: number): Promise<Measured> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    let client = 0;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        requests: paths[0]!.map((path) => ({ method: 'GET' as const, path })),
        connections,
        duration: seconds,
        setupClient: (c: { setRequests(requests: { method: 'GET'; path: string }[]): void }) => {
          const own = paths[client++ % paths.length]!;
          c.setRequests(own.map((path) => ({ method: 'GET' as const, path })));
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    searches: Math.round(result.requests.total / 2),
    errors: result.errors + result.timeouts + result.non2xx,
    searchesPerSecond: Math.round(result.requests.total / 2 / seconds),
    // per request here: autocannon sends a connection's requests one after the other
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

/** Each connection's slice of the searches, as page and count paths in turn. */
function slices(list: string[], connections: number, paths: (search: string) => string[]): string[][] {
  const size = Math.ceil(list.length / connections);
  return Array.from({ length: connections }, (_, i) => list.slice(i * size, (i + 1) * size).flatMap(paths));
}

/**
 * An open-loop load at a steady `rate` of searches: search i is sent at i / rate seconds, whatever happened to the
 * ones before (a slow answer does not hold the next search back), its page and its count in parallel, as the web asks
 * them. A search's latency counts from when it was sent until both answers came.
 */
async function driveSteady(
  port: number,
  list: string[],
  rate: number,
  paths: (search: string) => string[],
): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  const total = rate * seconds;
  const startedAt = performance.now();
  const pending: Promise<void>[] = [];
  const get = async (target: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${target}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} ${target}`);
  };
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const search = list[i % list.length]!;
    const sentAt = performance.now();
    pending.push(
      Promise.all(paths(search).map(get))
        .then(() => {
          times.push(performance.now() - sentAt);
        })
        .catch((error: Error) => {
          if (errors++ < 3) console.warn(error.message);
        }),
    );
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  return {
    searches: times.length + errors,
    errors,
    searchesPerSecond: Math.round(times.length / ((performance.now() - startedAt) / 1000)),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

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
 * Where a run's CPU went, per search: the api (its process tree, so the embedded PGlite too), the PostgreSQL
 * backends of the bench database, and the whole machine (the difference is mostly the load generator and the other
 * users of this shared machine).
 */
async function withCpuAccount<T extends { searches: number }>(
  apiPid: number,
  database: string | undefined,
  run: () => Promise<T>,
) {
  const backendCpu = () =>
    new Map((database ? postgresBackends(database) : []).map((pid) => [pid, processTreeCpuMs(pid)]));
  const loadBefore = loadAverage();
  const before = { api: processTreeCpuMs(apiPid), postgres: backendCpu(), machine: machineBusyMs() };
  const measured = await run();
  const after = { api: processTreeCpuMs(apiPid), postgres: backendCpu(), machine: machineBusyMs() };
  // A backend that started during the run counts whole; one that ended counts nothing after the start.
  let postgres = 0;
  for (const [pid, cpu] of after.postgres) postgres += cpu - (before.postgres.get(pid) ?? 0);
  const per = (ms: number) => Number((ms / Math.max(1, measured.searches)).toFixed(3));
  return {
    ...measured,
    cpuMsPerSearch: {
      api: per(after.api - before.api),
      postgres: per(postgres),
      machine: per(after.machine - before.machine),
    },
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
}

async function measureApi(
  env: Record<string, string>,
  port: number,
  database: string | undefined,
  rate: number,
) {
  const api = await startProcess(['apps/api/src/server.ts'], {
    ...env,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    SEARCH_COUNT_CACHE_SECONDS: values['count-cache-seconds'],
  });
  const both = (search: string) => [pagePath(search), countPath(search)];
  try {
    // Warm the JIT and the database's cache on searches the measured runs do not send.
    const warm = searches.slice(-2_000);
    await driveSteady(port, warm, Math.min(rate, 50), both);
    const measured = searches.slice(0, 40_000);
    const fixed = await withCpuAccount(api.pid!, database, () => driveSteady(port, measured, rate, both));
    const saturated = database
      ? await withCpuAccount(api.pid!, database, () => driveSaturated(port, slices(measured, 40, both), 40))
      : undefined;
    return { fixed, saturated };
  } finally {
    await stop(api);
  }
}

const prefix = values['keep-database'] ?? `sakhli_bench_${process.pid}`;
const kept = values['keep-database'] !== undefined;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const existing = async (name: string) =>
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
const created: string[] = [];
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-search-'));

/**
 * The database of one size: the demo generator's 10k seeded once (`<prefix>_base`), copied as a template, then grown
 * in SQL. A kept database is reused as it is (migrated to this code's schema).
 */
async function databaseOfSize(size: number): Promise<string> {
  const name = `${prefix}_${size}`;
  const base = `${prefix}_base`;
  if (!(await existing(base))) {
    await admin.query(`CREATE DATABASE ${base}`);
    created.push(base);
    const database = await openDatabase({ url: urlOf(base), pgliteDir: '' });
    await database.migrate();
    const startedAt = performance.now();
    await seedDemoData(database.db, createLocalStorage(path.join(dataDir, 'media')), {
      count: BASE,
      rateUsdGel: 2.71,
      onlyIfEmpty: true,
      viewRows: false,
    });
    console.log(`seeded ${BASE} base listings in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
    await database.close();
  }
  if (!(await existing(name))) {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${base}`);
    created.push(name);
  }
  const database = await openDatabase({ url: urlOf(name), pgliteDir: '' });
  await database.migrate();
  await growListings(database.db, BASE, size);
  await database.db.execute('vacuum analyze');
  await database.close();
  return name;
}

const results: Record<string, unknown> = {};
try {
  if (!values['load-only']) {
    const bare = await startProcess(['bench/bare-server.ts'], { PORT: '3160' });
    try {
      const path = () => ['/bare'];
      await driveSteady(3160, ['x'], 50, path);
      results.bareFastify = {
        fixed: await driveSteady(3160, ['x'], fixedRate, path),
        saturated: await driveSaturated(3160, [['/bare', '/bare']], 40),
        loadAverage: loadAverage(),
      };
      console.log('bare Fastify', results.bareFastify);
    } finally {
      await stop(bare);
    }
  }

  for (const size of sizes) {
    const startedAt = performance.now();
    const name = await databaseOfSize(size);
    const loadSeconds = Math.round((performance.now() - startedAt) / 1000);
    console.log(`${size} listings ready in ${loadSeconds} s${values['load-only'] ? '' : '; measuring...'}`);
    if (values['load-only']) continue;
    const measured = await measureApi(
      { DATABASE_URL: urlOf(name), DATA_DIR: dataDir },
      8160,
      name,
      fixedRate,
    );
    results[`postgres_${size}`] = { listings: size, loadSeconds, ...measured };
    console.log(size, JSON.stringify(measured));
  }

  if (!values['skip-pglite'] && !values['load-only']) {
    const pgliteDir = path.join(dataDir, 'pglite-data');
    const embedded = await openDatabase({ pgliteDir: path.join(pgliteDir, 'pglite') });
    await embedded.migrate();
    await seedDemoData(embedded.db, createLocalStorage(path.join(pgliteDir, 'media')), {
      count: BASE,
      rateUsdGel: 2.71,
      viewRows: false,
    });
    await embedded.close();
    const pgliteRate = Number(values['pglite-rate']);
    const measured = await measureApi({ DATA_DIR: pgliteDir }, 8160, undefined, pgliteRate);
    results[`pglite_${BASE}`] = { listings: BASE, rate: pgliteRate, fixed: measured.fixed };
    console.log('pglite', BASE, measured.fixed);
  }
} finally {
  if (!kept)
    for (const name of created.reverse()) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}

if (!values['load-only']) {
  const date = new Date().toISOString().slice(0, 10);
  const suffix = values['count-cache-seconds'] === '0' ? '-no-count-cache' : '';
  const file = values.out ?? path.join(import.meta.dirname, 'results', `search-${date}${suffix}.json`);
  const record = {
    date,
    command: `npm run bench:search -- --sizes ${values.sizes} --seconds ${seconds} --rate ${fixedRate} --mix ${values.mix} --count-cache-seconds ${values['count-cache-seconds']}${kept ? ` --keep-database ${prefix}` : ''}`,
    countCacheSeconds: Number(values['count-cache-seconds']),
    machine: describeMachine(),
    setup:
      'api (one Node process) and PostgreSQL 15 on the same machine, shared with other work (see loadAverage); the ' +
      'load from this process: a steady open-loop schedule of searches (page and count in parallel; latency until ' +
      'both answered), then autocannon with 40 connections for saturation (per-request latency there); ' +
      'cpuMsPerSearch: CPU time per search of the api (its process tree), the PostgreSQL backends of the bench ' +
      'database and the whole machine',
    mix:
      values.mix === 'fixed'
        ? { kind: 'fixed', searches: QUERIES }
        : {
            kind: 'varied (bench/visitor-mix.ts, seed 20)',
            repeatShare: mix.repeatShare,
            filterRepeatShare: mix.filterRepeatShare,
            examples: searches.slice(0, 12),
          },
    results,
  };
  await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}
