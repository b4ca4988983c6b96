/**
 * npm start: the whole product on one machine — demo data seeded into an empty database (SEED_DEMO_DATA, by the
 * seed tool: the server never seeds), the api (embedded database unless DATABASE_URL is set) and the web app, built
 * first when its build is missing or was made for another api address. The web starts once the api answers, so a
 * first visit never meets a missing api. Ctrl-C stops both.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../apps/api/src/config';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const apiUrl = `http://127.0.0.1:${config.port}`;
const env = { ...process.env, API_URL: apiUrl, WEB_PORT: String(config.webPort) };

// The api address is part of the web build (its /api and /media rewrites), so a build for another port is stale.
const buildStamp = path.join(web, 'dist', 'sakhli-api-url');
const built = fs.existsSync(path.join(web, 'dist', 'BUILD_ID')) && fs.existsSync(buildStamp);
if (!built || fs.readFileSync(buildStamp, 'utf8') !== apiUrl) {
  console.log(`Building the web app for ${apiUrl} (once; takes a minute or two)...`);
  const build = spawnSync(bin('next'), ['build'], { cwd: web, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(buildStamp, apiUrl);
}

const children: ChildProcess[] = [];

async function waitForApi(url: string) {
  while (process.exitCode === undefined) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function run(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    // One half without the other is no product: stop the rest and report.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
}

// The seed opens the database before the api does: the embedded database takes one process at a time. Two years of
// past listings give the price statistics and the estimate a history (docs/decisions/015).
const DEMO_HISTORY = 8000;
if (config.seedDemoData) {
  const seed = spawnSync(bin('tsx'), ['tools/seed/cli.ts', '--if-empty', '--history', String(DEMO_HISTORY)], {
    cwd: path.join(root, 'apps/api'),
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

run(bin('tsx'), ['src/server.ts'], path.join(root, 'apps/api'));
await waitForApi(`${apiUrl}/api/health`);
run(bin('next'), ['start', '-p', String(config.webPort)], web);
console.log(`\n  Sakhli web: http://localhost:${config.webPort}`);
// A write from any other origin is refused (403): say which ones count, so a proxy or port change is easy to match.
console.log(`  Writes allowed from: ${config.allowedOrigins.join(', ')} (set ALLOWED_ORIGINS to change)\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
