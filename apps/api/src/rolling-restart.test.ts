import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { stopGracefully } from './stop-gracefully';
import { createListing, createTestContext, registerUser, type TestContext } from './test/harness';

/**
 * A rolling restart of two instances behind a load balancer: each instance in turn is stopped the way SIGTERM stops
 * it (stopGracefully, what server.ts calls) and a new one takes its place, while clients keep searching. The balancer
 * here is a few lines that do what nginx does: round-robin, and try the next instance when one refuses a connection
 * (`proxy_next_upstream error`). No request may fail, and requests must be in flight at each stop.
 */
describe('rolling restart', () => {
  let ctx: TestContext;
  const upstreams: Awaited<ReturnType<typeof startInstance>>[] = [];
  let balancer: http.Server;
  let next = 0;

  async function startInstance() {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent' });
    const inFlight = { count: 0, arrivals: [] as (() => void)[] };
    const app = await buildApp({
      config,
      database: ctx.database,
      beforeRoutes: (instance) => {
        // Each request takes at least 50 ms, so that a stop always finds some in flight.
        instance.addHook('onRequest', async (_request, _reply) => {
          inFlight.count += 1;
          for (const arrived of inFlight.arrivals.splice(0)) arrived();
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
        instance.addHook('onResponse', async (_request, _reply) => {
          inFlight.count -= 1;
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    /** Resolves when the instance next begins a request. */
    const nextArrival = () => new Promise<void>((resolve) => inFlight.arrivals.push(resolve));
    return { port: (app.server.address() as AddressInfo).port, app, inFlight, nextArrival };
  }

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    first = next++,
    attempt = 0,
  ): void {
    const upstream = upstreams[(first + attempt) % upstreams.length]!;
    const proxied = http.request(
      { port: upstream.port, host: '127.0.0.1', path: request.url, method: request.method, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    proxied.on('error', () => {
      // A GET is idempotent: nginx tries the next instance on a refused or cut connection; so does this.
      if (attempt < 4) forward(request, response, first, attempt + 1);
      else response.writeHead(502).end();
    });
    proxied.end();
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    const user = await registerUser(ctx.app);
    await createListing(ctx.app, user);
    upstreams.push(await startInstance(), await startInstance());
    balancer = http.createServer((request, response) => forward(request, response));
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => balancer.close(resolve));
    for (const upstream of upstreams) await upstream.app.close();
    await ctx.close();
  });

  it('answers every request while each instance in turn stops gracefully and is replaced', async () => {
    const port = (balancer.address() as AddressInfo).port;
    const statuses: number[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const status = await new Promise<number>((resolve) => {
          http
            .get(
              { port, host: '127.0.0.1', path: '/api/properties/search?limit=5', agent: false },
              (answer) => {
                answer.resume();
                answer.on('end', () => resolve(answer.statusCode ?? 0));
              },
            )
            .on('error', () => resolve(0));
        });
        statuses.push(status);
      }
    };
    const clients = Array.from({ length: 6 }, client);

    const inFlightAtStop: number[] = [];
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const slot of [0, 1]) {
      const old = upstreams[slot]!;
      // The balancer still sends to the stopping instance: once its listener closes, it is refused and tries the next.
      await old.nextArrival();
      inFlightAtStop.push(old.inFlight.count);
      await stopGracefully({ app: old.app, drainMs: 0 });
      expect(old.inFlight.count).toBe(0);
      upstreams.splice(slot, 1, await startInstance());
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    running = false;
    await Promise.all(clients);

    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(Math.min(...inFlightAtStop)).toBeGreaterThan(0);
  });

  it('stops even with requests in flight, answering them before the pools would close', async () => {
    const instance = await startInstance();
    const arrived = instance.nextArrival();
    const pending = fetch(`http://127.0.0.1:${instance.port}/api/properties/search?limit=1`);
    await arrived;
    let closedAfter = false;
    await stopGracefully({
      app: instance.app,
      drainMs: 0,
      afterClose: async () => {
        closedAfter = instance.inFlight.count === 0;
      },
    });
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(closedAfter).toBe(true);
  });
});
