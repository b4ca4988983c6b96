import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createListing, createTestContext, registerUser, type TestContext } from '../test/harness';
import { openSharedState, type SharedState } from './shared-state';

/**
 * Two api instances on one database and one Redis (a private redis-server this test starts and stops, so that the
 * machine's own is never touched): they share the login limit and the count cache; without Redis the api keeps
 * serving, refuses sign-in (fails closed) and counts without the cache (fails open), and recovers when Redis returns.
 */
const quiet = { warn: () => {}, info: () => {} };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

async function until(condition: () => boolean, what: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('state shared through Redis', () => {
  let ctx: TestContext;
  let redis: ChildProcess;
  let redisPort: number;
  const instances: { app: FastifyInstance; shared: SharedState }[] = [];

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    ctx = await createTestContext();
    const prefix = `sakhli-test-${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: ctx.dataDir,
        LOG_LEVEL: 'silent',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SEARCH_COUNT_CACHE_SECONDS: '60',
      });
      const shared = openSharedState({ redisUrl: config.redisUrl, log: quiet, prefix });
      const app = await buildApp({ config, database: ctx.database, shared });
      await app.ready();
      instances.push({ app, shared });
    }
    await until(() => instances.every(({ shared }) => shared.available()), 'Redis');
  });
  afterAll(async () => {
    for (const { app, shared } of instances) {
      await app.close();
      await shared.close();
    }
    await ctx.close();
    redis.kill();
  });

  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses the 11th failed login across both instances', async () => {
    const user = await registerUser(instances[0]!.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await login(instances[attempt % 2]!.app, user.email, 'wrong-password');
      expect(answer.statusCode).toBe(401);
    }
    const eleventh = await login(instances[1]!.app, user.email, user.password);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('rate_limited');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares the search count cache: one instance answers with what the other counted', async () => {
    const [a, b] = instances;
    const user = await registerUser(a!.app);
    await createListing(a!.app, user);
    const first = await a!.app.inject({ url: '/api/properties/search/count?urban_area=vake' });
    const counted = first.json().total_count;
    expect(counted).toBeGreaterThan(0);
    await createListing(a!.app, user);
    // Within the cache's time the other instance reuses the shared count rather than counting again.
    const second = await b!.app.inject({ url: '/api/properties/search/count?urban_area=vake' });
    expect(second.json().total_count).toBe(counted);
    const scrape = await b!.app.inject({ url: '/metrics' });
    expect(scrape.body).toMatch(/cache_lookups_total\{cache="search_count",result="hit"\} 1/);
  });

  it('shares a session revocation: a token logged out on one instance is refused by the other', async () => {
    const [a, b] = instances;
    const user = await registerUser(a!.app);
    expect((await b!.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
    await a!.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect((await b!.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);
  });

  it('without Redis: sign-in refused, searches and counts served; both back when Redis returns', async () => {
    const [a] = instances;
    const user = await registerUser(a!.app);
    redis.kill('SIGKILL');
    await until(() => !a!.shared.available(), 'Redis to be seen gone');

    const refused = await login(a!.app, user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/briefly unavailable/);
    const count = await a!.app.inject({ url: '/api/properties/search/count?urban_area=vake' });
    expect(count.statusCode).toBe(200);
    const search = await a!.app.inject({ url: '/api/properties/search?urban_area=vake' });
    expect(search.statusCode).toBe(200);
    const contact = await a!.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Nino',
        email: 'nino@example.ge',
        subject: 'Hello',
        message: 'A question about the site.',
      },
    });
    expect(contact.statusCode).toBe(201);
    const ready = await a!.app.inject({ url: '/api/ready' });
    expect(ready.json()).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });

    redis = await startRedis(redisPort);
    await until(() => a!.shared.available(), 'Redis to be seen back');
    const back = await login(a!.app, user.email, user.password);
    expect(back.statusCode).toBe(200);
  });
});
