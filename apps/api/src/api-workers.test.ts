import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';

/**
 * API_WORKERS=2 for real: `src/server.ts` as `npm start:api` runs it, a node:cluster primary and two workers on one
 * port, on this file's PostgreSQL database (with the replica and Redis in the third run). PGlite opens in one process
 * only, so this runs on PostgreSQL.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A GET on a new connection each time, so that the cluster hands requests to both workers. */
function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe.skipIf(!onPostgres)('API_WORKERS=2', () => {
  let ctx: TestContext;
  let server: ChildProcess;
  let port: number;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    ctx = await createTestContext();
    port = await freePort();
    const apiDir = path.resolve(import.meta.dirname, '..');
    server = spawn(path.resolve(apiDir, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        API_PORT: String(port),
        API_WORKERS: '2',
        DATA_DIR: ctx.dataDir,
        DATABASE_URL: ctx.urls.database,
        ...(ctx.urls.read ? { DATABASE_READ_URL: ctx.urls.read } : {}),
        ...(ctx.urls.redis
          ? { REDIS_URL: ctx.urls.redis, REDIS_PREFIX: `sakhli-workers-${randomBytes(4).toString('hex')}:` }
          : {}),
        JOB_WORKER: 'separate',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    for (let waited = 0; ; waited += 250) {
      const ready = await get(port, '/api/ready').catch(() => undefined);
      if (ready?.status === 200) break;
      if (waited > 120_000) throw new Error('the api workers did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 150_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await ctx?.close();
  });

  /** Health checks each worker has answered, read from one scrape of /metrics. */
  async function healthChecksByWorker(): Promise<Record<string, number>> {
    const scrape = await get(port, '/metrics');
    expect(scrape.status).toBe(200);
    const counts: Record<string, number> = { '1': 0, '2': 0 };
    for (const line of scrape.body.split('\n')) {
      if (!line.startsWith('http_requests_total{') || !line.includes('route="/api/health"')) continue;
      const worker = /worker="(\d+)"/.exec(line)?.[1];
      if (worker) counts[worker] = (counts[worker] ?? 0) + Number(line.split(' ').at(-1));
    }
    return counts;
  }

  it('answers from both workers, and one scrape of /metrics shows every worker', async () => {
    // A worker listens once it has started (on the replica run, once the replica has the database): until both have
    // answered a health check, round-robin can reach only one.
    for (let waited = 0; Object.values(await healthChecksByWorker()).includes(0); waited += 200) {
      if (waited > 60_000)
        throw new Error(`one worker never answered: ${JSON.stringify(await healthChecksByWorker())}`);
      // Several in a row: the scrapes in between take their turns in the round too.
      for (let i = 0; i < 3; i += 1) await get(port, '/api/health');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const before = await healthChecksByWorker();
    for (let i = 0; i < 20; i += 1) expect((await get(port, '/api/health')).status).toBe(200);
    const after = await healthChecksByWorker();
    // New connections go round-robin: both workers answered some of the twenty, and one scrape counted all twenty.
    expect(after['1']! - before['1']!).toBeGreaterThan(0);
    expect(after['2']! - before['2']!).toBeGreaterThan(0);
    expect(after['1']! + after['2']! - before['1']! - before['2']!).toBe(20);
  }, 90_000);

  it('stops cleanly on SIGTERM: every worker finishes, then the primary', async () => {
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
