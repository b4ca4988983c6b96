import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitals } from '../../db/schema';
import {
  createTestContext,
  errorDetail,
  registerModerator,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { summariseVitals } from './summarise-vitals';

let ctx: TestContext;
let moderator: TestUser;
let visitor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  moderator = await registerModerator(ctx);
  visitor = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const report = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, headers });

describe('web vitals', () => {
  it('stores a batch with the metric, value and kind of page only', async () => {
    const response = await report({
      measurements: [
        { name: 'LCP', value: 2100.5, page_type: 'property' },
        { name: 'CLS', value: 0.02, page_type: 'property' },
        { name: 'INP', value: 180, page_type: 'property' },
      ],
    });
    expect(response.statusCode).toBe(202);
    const rows = await ctx.database.db.select().from(webVitals);
    expect(rows.map((row) => [row.pageType, row.metric, row.value]).sort()).toEqual([
      ['property', 'CLS', 0.02],
      ['property', 'INP', 180],
      ['property', 'LCP', 2100.5],
    ]);
    // Nothing else could be stored: the table has no column for a user, a URL or an address.
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'metric', 'pageType', 'recordedAt', 'value']);
  });

  it('refuses anything beyond the contract, naming the field, and stores nothing of it', async () => {
    const before = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(webVitals))[0]!.n;
    const cases: [unknown, string][] = [
      [{ measurements: [] }, 'measurements'],
      [{ measurements: [{ name: 'LCP', value: 1, page_type: 'property', url: '/property/7' }] }, '0'],
      [{ measurements: [{ name: 'FID', value: 1, page_type: 'home' }] }, 'name'],
      [{ measurements: [{ name: 'LCP', value: -1, page_type: 'home' }] }, 'value'],
      [{ measurements: [{ name: 'LCP', value: 1e9, page_type: 'home' }] }, 'value'],
      [{ measurements: [{ name: 'LCP', value: 1, page_type: 'dashboard' }] }, 'page_type'],
      [
        { measurements: Array.from({ length: 11 }, () => ({ name: 'LCP', value: 1, page_type: 'home' })) },
        'measurements',
      ],
      [{ measurements: [{ name: 'LCP', value: 1, page_type: 'home' }], user_id: 3 }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      if (field)
        expect(errorDetail(response).map((error) => error.loc.join('.'))).toContainEqual(
          expect.stringContaining(field),
        );
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: 'nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    const after = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(webVitals))[0]!.n;
    expect(after).toBe(before);
  });

  it('limits reports from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await report(
        { measurements: [{ name: 'TTFB', value: 100, page_type: 'other' }] },
        { 'x-forwarded-for': '203.0.113.9' },
      );
      statuses.push(response.statusCode);
    }
    // The first report of this file came from the test client's own address; this one's are counted apart.
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
  });

  it('gives moderators p75 per kind of page over the last 7 days', async () => {
    await ctx.database.db.delete(webVitals);
    const now = new Date('2026-11-26T12:00:00Z');
    const lcp = [1000, 2000, 3000, 4000, 5000];
    await ctx.database.db.insert(webVitals).values([
      ...lcp.map((value) => ({ pageType: 'home', metric: 'LCP', value, recordedAt: now })),
      { pageType: 'home', metric: 'CLS', value: 0.1, recordedAt: now },
      { pageType: 'home', metric: 'INP', value: 200, recordedAt: now },
      // Older than the window: not counted.
      { pageType: 'home', metric: 'LCP', value: 90_000, recordedAt: new Date('2026-11-18T12:00:00Z') },
    ]);
    const summary = await summariseVitals({ db: ctx.database.db, now });
    expect(summary.days).toBe(7);
    expect(summary.pages.find((page) => page.page_type === 'home')).toEqual({
      page_type: 'home',
      lcp_p75_ms: 4000,
      inp_p75_ms: 200,
      cls_p75: 0.1,
      samples: 7,
    });
    expect(summary.pages.find((page) => page.page_type === 'property')).toEqual({
      page_type: 'property',
      lcp_p75_ms: null,
      inp_p75_ms: null,
      cls_p75: null,
      samples: 0,
    });
  });

  it('shows the summary to moderators only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/moderation/vitals' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/moderation/vitals', headers: visitor.auth }))
        .statusCode,
    ).toBe(403);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/moderation/vitals',
      headers: moderator.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pages.map((page: { page_type: string }) => page.page_type)).toEqual([
      'home',
      'results',
      'property',
      'other',
    ]);
  });
});
