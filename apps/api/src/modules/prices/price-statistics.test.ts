import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyGroups, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { runPriceJobs, runPriceJobsIfStale } from './run-price-jobs';

let ctx: TestContext;
let ownerId: number;

const DAY = 86_400_000;

/** A sale flat of 50 m² at `perSqm` GEL per m², posted `daysAgo` days ago. */
function flat(overrides: Partial<typeof properties.$inferInsert> & { perSqm: number; daysAgo: number }) {
  const { perSqm, daysAgo, ...rest } = overrides;
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  return {
    ownerId,
    title: 'flat',
    address: 'street 1',
    city: 'Tbilisi',
    state: 'vake-saburtalo',
    urbanArea: 'vake',
    propertyType: 'apartment',
    listingType: 'sale',
    rooms: 2,
    squareFeet: 50,
    price: perSqm * 50,
    currency: 'GEL',
    rentAmount: perSqm * 50,
    rentAmountUsd: (perSqm * 50) / 2.5,
    createdAt,
    updatedAt: createdAt,
    ...rest,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [owner] = await db
    .insert(users)
    .values({ email: 'stats@x.ge', passwordHash: 'x', firstName: 'S', lastName: 'T' })
    .returning({ id: users.id });
  ownerId = owner!.id;
  // Vake this month: twelve flats at 4,000–5,100 GEL/m², one absurd price, and one flat posted three more times
  // by agents (a duplicate group), which must count once.
  const vake = Array.from({ length: 12 }, (_, i) => flat({ perSqm: 4000 + i * 100, daysAgo: 0 }));
  vake.push(flat({ perSqm: 400_000, daysAgo: 0 }));
  // Saburtalo: nine flats, one short of a published cell.
  const saburtalo = Array.from({ length: 9 }, (_, i) =>
    flat({ urbanArea: 'saburtalo', perSqm: 3000 + i * 10, daysAgo: 0 }),
  );
  // Last month: eleven Vake flats taken down after 20 days.
  const lastMonth = Array.from({ length: 11 }, (_, i) => {
    const row = flat({ perSqm: 3500 + i * 10, daysAgo: 40, status: 'inactive' });
    return { ...row, updatedAt: new Date(row.createdAt.getTime() + 20 * DAY) };
  });
  await db.insert(properties).values([...vake, ...saburtalo, ...lastMonth]);
  const [group] = await db.insert(propertyGroups).values({}).returning({ id: propertyGroups.id });
  const members = await db
    .insert(properties)
    .values([0, 1, 2].map((i) => ({ ...flat({ perSqm: 4500 + i, daysAgo: 0 }), groupId: group!.id })))
    .returning({ id: properties.id });
  await db.execute(
    sql`update properties set is_group_lead = (id = ${members[0]!.id}) where group_id = ${group!.id}`,
  );
  await runPriceJobs(db);
});
afterAll(() => ctx.close());

const statistics = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/statistics?${query}` });
  return { status: response.statusCode, body: response.json() };
};

describe('price statistics', () => {
  it('counts a duplicate group once, leaves the outlier out and publishes cells of ten or more', async () => {
    const { status, body } = await statistics('deal=sale&kind=flats&district=vake-saburtalo');
    expect(status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    const cell = (neighbourhood: string, period = month) =>
      body.cells.find(
        (c: { neighbourhood: string; district: string; period: string }) =>
          c.district === 'vake-saburtalo' && c.neighbourhood === neighbourhood && c.period === period,
      );
    // 12 flats + the group once; the 400,000 GEL/m² flat is beyond the far fence.
    expect(cell('vake')).toMatchObject({ listings: 13, active_listings: 13 });
    expect(cell('vake').price_per_sqm_gel.median).toBe(4500);
    expect(cell('vake').price_per_sqm_usd.median).toBe(1800);
    expect(cell('vake').median_price_gel).toBe(225_000);
    // Saburtalo's nine flats are not a cell of their own, but count in the district's.
    expect(cell('saburtalo')).toBeUndefined();
    expect(cell('')).toMatchObject({ listings: 22 });
  });

  it("says how long last month's listings stayed and how many were still listed at its end", async () => {
    const { body } = await statistics('deal=sale&kind=flats&district=vake-saburtalo');
    const lastMonth = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 7);
    const cell = body.cells.find(
      (c: { neighbourhood: string; period: string }) => c.neighbourhood === 'vake' && c.period === lastMonth,
    );
    expect(cell).toMatchObject({ listings: 11, median_days_on_market: 20 });
  });

  it('pools the last 180 days and splits by room count', async () => {
    const { body } = await statistics('deal=sale&kind=flats&rooms=2&level=neighbourhood');
    const recent = body.cells.find(
      (c: { neighbourhood: string; period: string }) => c.neighbourhood === 'vake' && c.period === 'recent',
    );
    expect(recent).toMatchObject({ rooms: 2, listings: 24 });
    expect(body.computed_at).not.toBeNull();
  });

  it('tells each card how its price per m² compares with the recent median of flats like it', async () => {
    const cards = (await ctx.app.inject({ method: 'GET', url: '/api/properties/search?limit=100' })).json();
    const vakeFlat = cards.find((c: { rent_amount: number }) => c.rent_amount === 4000 * 50);
    // Recent Vake two-room flats: the twelve, the group once and last month's eleven; median 4,000 GEL/m² → 0 %.
    expect(vakeFlat.price_comparison).toMatchObject({
      district: 'vake-saburtalo',
      neighbourhood: 'vake',
      rooms: 2,
      kind: 'flats',
      deal: 'sale',
      listings: 24,
    });
    const median = vakeFlat.price_comparison.median_per_sqm_gel;
    expect(vakeFlat.price_comparison.difference_percent).toBe(Math.round((4000 / median - 1) * 100));
    // Saburtalo has no cell of its own: its flats are compared with the district's.
    const saburtaloFlat = cards.find((c: { urban_area: string }) => c.urban_area === 'saburtalo');
    expect(saburtaloFlat.price_comparison).toMatchObject({ neighbourhood: '', district: 'vake-saburtalo' });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/properties/${vakeFlat.id}` })).json();
    expect(page.price_comparison).toEqual(vakeFlat.price_comparison);
  });

  it("estimates a listing's sale price from the fitted model, and has no rent model without rents", async () => {
    const cards = (await ctx.app.inject({ method: 'GET', url: '/api/properties/search?limit=100' })).json();
    const vakeFlat = cards.find((c: { rent_amount: number }) => c.rent_amount === 4000 * 50);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/properties/${vakeFlat.id}/estimate` });
    expect(response.statusCode).toBe(200);
    const { sale, rent, fitted_at } = response.json();
    expect(rent).toBeNull();
    expect(fitted_at).not.toBeNull();
    // Vake flats of 50 m² asked 3,500–5,100 GEL/m² in these two months.
    expect(sale.value_gel).toBeGreaterThan(3500 * 50);
    expect(sale.value_gel).toBeLessThan(5100 * 50);
    expect(sale.low_gel).toBeLessThanOrEqual(sale.value_gel);
    expect(sale.high_gel).toBeGreaterThanOrEqual(sale.value_gel);
    expect(sale.shown).toBe(sale.spread_percent <= 20);
  });

  it('estimates what an owner is describing in the post-ad form, and refuses a description it cannot read', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/estimate',
      payload: {
        state: 'vake-saburtalo',
        urban_area: 'vake',
        property_type: 'apartment',
        square_feet: 100,
        rooms: 2,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().sale.value_gel).toBeGreaterThan(300_000);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/estimate',
      payload: { state: 'vake-saburtalo', property_type: 'castle', square_feet: -1 },
    });
    expect(bad.statusCode).toBe(422);
    // A listing without an area has nothing to estimate from.
    const [noArea] = await ctx.database.db
      .insert(properties)
      .values(flat({ perSqm: 4000, daysAgo: 0, squareFeet: 0 }))
      .returning({ id: properties.id });
    const none = await ctx.app.inject({ method: 'GET', url: `/api/properties/${noArea!.id}/estimate` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ sale: null, rent: null });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/properties/999999/estimate' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a bad query with 422 in the contract shape', async () => {
    const { status, body } = await statistics('deal=lease&months=99');
    expect(status).toBe(422);
    expect(body.code).toBeDefined();
    expect(body.detail).toBeDefined();
  });
});

describe('the queued price-statistics job', () => {
  it('recomputes only when the figures are a day old', async () => {
    const db = ctx.database.db;
    expect(await runPriceJobsIfStale({ db })).toBeUndefined();
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const result = await runPriceJobsIfStale({ db, now: tomorrow });
    expect(result).toMatchObject({ cells: expect.any(Number) });
  });
});
