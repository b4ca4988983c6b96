/**
 * The browser journeys of apps/web/e2e against the real product: a fresh embedded database with the demo data, the
 * api, and the production build of the web app, driven by Debian's Chromium. Part of `npm test`.
 * Without Chromium it prints why it skips; under CI (CI=true) a missing Chromium fails the run instead.
 *
 * With E2E_DATABASE_URL (a PostgreSQL server) the same journeys run against a fresh database made there, and with
 * E2E_DATABASE_READ_URL (its streaming replica), E2E_REDIS_URL and E2E_API_WORKERS as the api's DATABASE_READ_URL,
 * REDIS_URL and API_WORKERS: .ci/run's second pass, the product as several instances run it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  const message = `e2e: no Chromium at ${chromium} (apt-get install chromium), browser journeys skipped`;
  if (process.env.CI) {
    console.error(`${message}: failing, CI must run them`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

const apiPort = Number(process.env.E2E_API_PORT ?? 8731);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3731);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakhli-e2e-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  API_URL: apiUrl,
  WEB_PORT: String(webPort),
  PUBLIC_WEB_URL: webUrl,
  LOG_LEVEL: 'warn',
  // The journeys sign in many times from one address.
  LOGIN_MAX_PER_IP: '1000',
  WEB_URL: webUrl,
  CHROMIUM_PATH: chromium,
};
delete env.DATABASE_URL;
delete env.DATABASE_READ_URL;
delete env.REDIS_URL;

/** The server's fresh database for this run, and its drop; nothing on the embedded database. */
async function serverDatabase(): Promise<() => Promise<void>> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return async () => {};
  const name = `sakhli_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const at = (url: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  env.DATABASE_URL = at(serverUrl);
  if (process.env.E2E_DATABASE_READ_URL) env.DATABASE_READ_URL = at(process.env.E2E_DATABASE_READ_URL);
  if (process.env.E2E_REDIS_URL) {
    env.REDIS_URL = process.env.E2E_REDIS_URL;
    env.REDIS_PREFIX = `${name}:`;
  }
  if (process.env.E2E_API_WORKERS) env.API_WORKERS = process.env.E2E_API_WORKERS;
  const where = [
    `PostgreSQL database ${name}`,
    env.DATABASE_READ_URL && 'its replica',
    env.REDIS_URL && 'Redis',
  ]
    .filter(Boolean)
    .join(', ');
  console.log(`e2e: on ${where}${env.API_WORKERS ? `, ${env.API_WORKERS} api workers` : ''}`);
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

const children: ChildProcess[] = [];
/** Past listings for the price statistics, as `npm start` seeds them. */
const DEMO_HISTORY = 8000;
/** Stops the servers and waits for them: a child left running would keep this process, and CI, waiting. */
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
  fs.rmSync(dataDir, { recursive: true, force: true });
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

// The api address is part of the web build (its rewrites): build for this run's port.
const stamp = path.join(web, 'dist', 'sakhli-api-url');
if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== apiUrl) {
  console.log(`e2e: building the web app for ${apiUrl}`);
  const build = spawnSync(bin('next'), ['build'], { cwd: web, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stamp, apiUrl);
}

const journeys = fs
  .readdirSync(path.join(web, 'e2e'))
  .filter((file) => file.endsWith('.e2e.ts'))
  // E2E_EXCLUDE: journey files left out of a run (comma-separated), each for a reason .ci/run states.
  .filter((file) => !(process.env.E2E_EXCLUDE ?? '').split(',').includes(file))
  .map((file) => path.join('e2e', file));

let status: number;
const dropDatabase = await serverDatabase();
try {
  const seed = spawnSync(bin('tsx'), ['tools/seed/cli.ts', '--if-empty', '--history', String(DEMO_HISTORY)], {
    cwd: path.join(root, 'apps/api'),
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('e2e: seeding the demo data failed');
  children.push(
    spawn(bin('tsx'), ['src/server.ts'], { cwd: path.join(root, 'apps/api'), env, stdio: 'inherit' }),
  );
  // The first start seeds 300 listings with photos: a minute on an idle machine, more on a busy one.
  await waitFor(`${apiUrl}/api/health`, 300);
  children.push(spawn(bin('next'), ['start', '-p', String(webPort)], { cwd: web, env, stdio: 'inherit' }));
  await waitFor(`${webUrl}/robots.txt`, 60);
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...journeys], {
    cwd: web,
    env,
    stdio: 'inherit',
  });
  status = run.status ?? 1;
} finally {
  await stopAll();
  await dropDatabase();
}
process.exit(status);
