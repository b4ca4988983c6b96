/**
 * Two api instances behind a load balancer, on PostgreSQL primary + streaming replica + Redis, beside one instance on
 * the primary alone, in the same run (docs/deploy.md). Needs the replica .ci/start-replica.sh makes (5433) and Redis.
 *
 *   npx tsx bench/scale.ts [--listings 100000] [--seconds 15] [--drill] [--database NAME]
 *
 * Shared state through the balancer: the 11th failed login across both instances is refused, a session revoked on
 * one is refused by the other, a count made by one is a cache hit on the other. Search throughput and p95: one
 * instance (primary only) and two (replica + Redis), each behind the same small round-robin balancer. --drill stops
 * the replica during a run of the pair (and starts it again): no request may fail. Listings are grown in SQL from
 * a seeded base (bench/load-listings.ts), or measured on a database already loaded (`--database`, e.g. the 1M one
 * `npm run bench:search -- --sizes 1000000 --load-only --keep-database sakhli_bench_search` keeps).
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { seedDemoData } from '../apps/api/tools/seed/seed';
import { growListings } from './load-listings';
import { describeMachine } from './machine';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '15' },
    primary: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    replica: { type: 'string', default: 'postgres://postgres@127.0.0.1:5433/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    drill: { type: 'boolean', default: false },
    // Measure on a database already loaded (e.g. bench:search's kept sakhli_bench_search_1000000), kept afterwards.
    database: { type: 'string' },
    out: { type: 'string' },
  },
});
const listings = Number(values.listings);
const seconds = Number(values.seconds);
const BASE = 2000;
const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

const QUERIES = [
  'listing_type=sale',
  'listing_type=rent&sort_by=price&sort_order=asc',
  'listing_type=sale&locations=vake-saburtalo&property_type=apartment',
  'listing_type=rent&locations=vake&locations=saburtalo&min_rent=1500&max_rent=4000',
  'listing_type=sale&currency=USD&min_rent=80000&max_rent=150000&min_bedrooms=2&sort_by=price&sort_order=asc',
  'listing_type=rent&features=central_heating&features=balcony&is_furnished=true',
  'query=vake',
  'listing_type=sale&sort_by=area&sort_order=desc',
  'bbox=44.74,41.70,44.78,41.73&listing_type=rent',
];
const requests = QUERIES.flatMap((query) => [
  { method: 'GET' as const, path: `/api/properties/search?${query}` },
  { method: 'GET' as const, path: `/api/properties/search/count?${query}` },
]);

const dbName = values.database ?? `sakhli_scale_${process.pid}`;
const loadHere = values.database === undefined;
const withDb = (url: string) => Object.assign(new URL(url), { pathname: `/${dbName}` }).toString();

/** nginx's upstream in a few lines: round-robin over keep-alive connections, the next instance on a refused one. */
function startBalancer(ports: number[]): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const send = (first: number, attempt: number) => {
        const port = ports[(first + attempt) % ports.length]!;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            path: request.url,
            method: request.method,
            headers: request.headers,
            agent,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () =>
          attempt < ports.length ? send(first, attempt + 1) : response.writeHead(502).end(),
        );
        upstream.end(body);
      };
      send(next++, 0);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['apps/api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, API_PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/ready/.test(chunk.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`api exited with ${code}`)));
  });
}

async function stopApi(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function drive(port: number, during?: () => Promise<unknown>) {
  const times: number[] = [];
  const running = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, requests, connections: 16, duration: seconds },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  await during?.();
  const result = await running;
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1));
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    // Which answers those were: a run whose answers are not 200 measures nothing.
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
    ),
    requestsPerSecond: Math.round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

async function call(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

const admin = new pg.Client({ connectionString: values.primary });
await admin.connect();
if (loadHere) await admin.query(`CREATE DATABASE ${dbName}`);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-scale-'));
const results: Record<string, unknown> = {
  machine: describeMachine(),
  listings,
  seconds,
  loadAverageBefore: os.loadavg(),
};
const children: ChildProcess[] = [];
try {
  const database = await openDatabase({ url: withDb(values.primary), pgliteDir: '' });
  await database.migrate();
  if (loadHere) {
    const startedAt = performance.now();
    await seedDemoData(database.db, createLocalStorage(path.join(dataDir, 'media')), {
      count: BASE,
      rateUsdGel: 2.71,
      viewRows: false,
    });
    await growListings(database.db, BASE, listings);
    await database.db.execute('vacuum analyze');
    results.loadSeconds = Math.round((performance.now() - startedAt) / 1000);
    console.log(`${listings} listings loaded in ${results.loadSeconds} s`);
  } else {
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from properties`);
    results.database = dbName;
    results.listings = row?.n;
    console.log(`measuring on ${dbName}: ${row?.n} listings`);
  }
  await database.close();

  const common = { DATABASE_URL: withDb(values.primary), DATA_DIR: dataDir };
  // One instance on the primary alone, behind the same balancer.
  const single = await startApi(8781, common);
  const singleBalancer = await startBalancer([8781]);
  const singlePort = (singleBalancer.address() as { port: number }).port;
  await drive(singlePort); // warm-up
  results.oneInstancePrimaryOnly = await drive(singlePort);
  console.log('one instance, primary only', results.oneInstancePrimaryOnly);
  singleBalancer.close();
  await stopApi(single);

  const scaled = { ...common, DATABASE_READ_URL: withDb(values.replica), REDIS_URL: values.redis };
  children.push(await startApi(8782, scaled), await startApi(8783, scaled));
  const balancer = await startBalancer([8782, 8783]);
  const port = (balancer.address() as { port: number }).port;

  // Shared state across the two instances.
  const email = `scale-${process.pid}@example.ge`;
  const registered = await call(port, 'POST', '/api/auth/register', {
    email,
    password: 'correct-horse-battery',
    first_name: 'Nino',
    last_name: 'Beridze',
    phone: '+995 555 12 34 56',
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.body}`);
  const token = JSON.parse(registered.body).access_token as string;
  const failed: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    failed.push(
      (await call(attempt % 2 ? 8783 : 8782, 'POST', '/api/auth/login', { email, password: 'wrong' })).status,
    );
  }
  const meBefore = (await call(8783, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` }))
    .status;
  await call(8782, 'POST', '/api/auth/logout', undefined, { authorization: `Bearer ${token}` });
  const meAfter = (await call(8783, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` }))
    .status;
  await call(8782, 'GET', '/api/properties/search/count?listing_type=sale&query=scale');
  await call(8783, 'GET', '/api/properties/search/count?listing_type=sale&query=scale');
  const metrics = (await call(8783, 'GET', '/metrics')).body;
  results.shared = {
    failedLoginStatuses: failed,
    sessionOnOtherInstanceBeforeLogout: meBefore,
    sessionOnOtherInstanceAfterLogout: meAfter,
    countCacheHitOnOtherInstance: /cache_lookups_total\{cache="search_count",result="hit"\} [1-9]/.test(
      metrics,
    ),
  };
  console.log('shared', results.shared);

  await drive(port); // warm-up
  results.twoInstancesReplicaRedis = await drive(port);
  console.log('two instances, replica + Redis', results.twoInstancesReplicaRedis);

  if (values.drill) {
    const version = execFileSync('ls', ['/etc/postgresql']).toString().trim().split('\n').sort().at(-1)!;
    results.replicaStoppedDuringRun = await drive(port, async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'replica', 'stop', '-m', 'fast']);
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'replica', 'start']);
    });
    console.log('replica stopped during the run', results.replicaStoppedDuringRun);
  }
  balancer.close();
} finally {
  for (const child of children) await stopApi(child).catch(() => {});
  if (loadHere) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}
results.loadAverageAfter = os.loadavg();
const date = new Date().toISOString().slice(0, 10);
const file = values.out ?? path.join(import.meta.dirname, 'results', `scale-${date}.json`);
await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`written to ${path.relative(root, file)}`);
