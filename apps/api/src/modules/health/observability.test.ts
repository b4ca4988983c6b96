import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

describe('request ids, readiness and metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SEARCH_COUNT_CACHE_SECONDS: '30' });
  });
  afterAll(() => ctx.close());

  it('gives every answer a request id, keeps a well-formed one it was given, and puts it in error bodies', async () => {
    const ok = await ctx.app.inject({ url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const given = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers['x-request-id']).toBe('lb-1234.abc');

    const forged = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b\u0000c' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await ctx.app.inject({ url: '/api/properties/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', request_id: missing.headers['x-request-id'] });

    const invalid = await ctx.app.inject({ url: '/api/properties/search?min_rent=abc' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().request_id).toBe(invalid.headers['x-request-id']);

    const noRoute = await ctx.app.inject({ url: '/api/nowhere' });
    expect(noRoute.json()).toMatchObject({ code: 'not_found', request_id: noRoute.headers['x-request-id'] });
  });

  it('is ready when the database answers and is migrated, and says which parts it has', async () => {
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    const body = ready.json();
    expect(body.checks.database).toBe('ok');
    expect(body.checks.migrations).toBe('ok');
    expect(body.checks.replica).toBe(ctx.database.readDb ? 'ok' : 'absent');
    expect(body.checks.redis).toBe(ctx.app.shared.redis ? 'ok' : 'absent');
    expect(body.status).toBe('ready');
  });

  it('answers 503 while the instance drains, so a load balancer stops sending to it', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const draining = await ctx.app.inject({ url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().status).toBe('draining');
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });

  it('is scraped by Prometheus: requests by route and status, latency, cache hits, pools and memory', async () => {
    await ctx.app.inject({ url: '/api/properties/search/count?deal_type=sale' });
    await ctx.app.inject({ url: '/api/properties/search/count?deal_type=sale' });
    await ctx.app.inject({ url: '/api/properties/123456' });

    const scrape = await ctx.app.inject({ url: '/metrics' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    const sample = (pattern: RegExp) => {
      const line = text.split('\n').find((candidate) => pattern.test(candidate));
      return line === undefined ? undefined : Number(line.split(' ').at(-1));
    };
    // The route's pattern, never the listing's id.
    expect(
      sample(/^http_requests_total\{method="GET",route="\/api\/properties\/:id",status="404"\}/),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('route="/api/properties/123456"');
    expect(
      sample(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/properties\/search\/count",status="200"\}/,
      ),
    ).toBe(2);
    expect(sample(/^cache_lookups_total\{cache="search_count",result="miss"\}/)).toBe(1);
    expect(sample(/^cache_lookups_total\{cache="search_count",result="hit"\}/)).toBe(1);
    expect(sample(/^process_resident_memory_bytes/)).toBeGreaterThan(0);
    expect(text).toContain('# TYPE job_queue_depth gauge');
    // Nothing runs this app's queue: the scheduled jobs a worker would queue are not there, and a due job counts.
    expect(sample(/^job_queue_depth/)).toBe(0);
    await ctx.database.db.execute(sql`insert into jobs (kind, payload) values ('media-cleanup', '{}')`);
    const after = await ctx.app.inject({ url: '/metrics' });
    expect(after.body).toMatch(/^job_queue_depth 1$/m);
    if (ctx.database.kind === 'postgres') {
      expect(sample(/^db_pool_connections\{pool="primary",state="total"\}/)).toBeGreaterThan(0);
    }
  });
});
