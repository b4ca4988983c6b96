import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createTestContext, registerUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('dashboard stats', () => {
  it('counts real views, inquiries, active and saved listings, with views per day', async () => {
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const active = await createListing(ctx.app, owner);
    await createListing(ctx.app, owner, { status: 'inactive' });
    const elsewhere = await createListing(ctx.app, visitor);
    await ctx.app.inject({ method: 'POST', url: `/api/properties/${active.id}/view`, headers: visitor.auth });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${active.id}/view`,
      remoteAddress: '10.1.1.1',
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ana',
        email: 'ana@example.ge',
        subject: 'Viewing',
        message: 'Saturday?',
        propertyId: active.id,
      },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${elsewhere.id}/save`,
      headers: owner.auth,
    });

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({ total_views: 2, inquiries: 1, active_listings: 1, saved_listings: 1 });
    expect(stats.views_by_day).toHaveLength(30);
    expect(stats.views_by_day.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 2 });
    expect(stats.views_by_day.slice(0, -1).every((d: { views: number }) => d.views === 0)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});
