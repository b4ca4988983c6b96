import { SEARCH_COUNT_LIMIT } from '@tbilisi/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { ESTIMATE_MARGIN, estimateRows } from './search-properties';
import { createTestContext, errorDetail, registerUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await registerUser(ctx.app);
  // More listings than the count limit, 50 of them in Gldani; inserted in one statement to keep the test quick.
  await ctx.database.db.execute(sql`
    insert into properties (owner_id, title, address, city, state, urban_area, property_type, listing_type)
    select ${owner.id}, 'Flat ' || n, n || ' Test St.', 'Tbilisi',
           case when n <= 50 then 'gldani-nadzaladevi' else 'vake-saburtalo' end,
           case when n <= 50 then 'gldani' else 'vake' end,
           'apartment', 'sale'
    from generate_series(1, ${SEARCH_COUNT_LIMIT + 50}) as n`);
});
afterAll(() => ctx.close());

describe('search count', () => {
  it('is exact up to the limit and says so', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties/search/count?locations=gldani',
    });
    expect(response.json()).toEqual({ total_count: 50, is_exact: true });
  });

  it('stops at the limit beyond it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties/search/count?listing_type=sale',
    });
    expect(response.json()).toEqual({ total_count: SEARCH_COUNT_LIMIT, is_exact: false });
  });

  it('pages as deep as the count and no deeper', async () => {
    const last = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/search?skip=${SEARCH_COUNT_LIMIT - 20}&limit=20`,
    });
    expect(last.json()).toHaveLength(20);
    const beyond = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/search?skip=${SEARCH_COUNT_LIMIT}`,
    });
    expect(beyond.statusCode).toBe(422);
    expect(errorDetail(beyond)[0]?.loc).toEqual(['querystring', 'skip']);
  });

  it('counts every active listing exactly for the headline figure', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/properties/count' });
    expect(response.json().total_count).toBe(SEARCH_COUNT_LIMIT + 50);
  });
});

describe('search count reuse', () => {
  it('reuses a count for the same filters within SEARCH_COUNT_CACHE_SECONDS', async () => {
    const cached = await createTestContext({ SEARCH_COUNT_CACHE_SECONDS: '60' });
    try {
      const owner = await registerUser(cached.app);
      const count = () =>
        cached.app.inject({ method: 'GET', url: '/api/properties/search/count?listing_type=rent' });
      expect((await count()).json().total_count).toBe(0);
      await cached.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: owner.auth,
        payload: {
          title: 'Flat',
          address: '1 Test St.',
          city: 'Tbilisi',
          state: 'vake-saburtalo',
          property_type: 'apartment',
          listing_type: 'rent',
        },
      });
      expect((await count()).json().total_count).toBe(0);
      const other = await cached.app.inject({
        method: 'GET',
        url: '/api/properties/search/count?listing_type=rent&locations=vake-saburtalo',
      });
      expect(other.json().total_count).toBe(1);
      // A shared cache in front of the api may keep search answers as long; browsers ask again.
      const page = await cached.app.inject({
        method: 'GET',
        url: '/api/properties/search?listing_type=rent',
      });
      for (const response of [other, page]) {
        expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      }
    } finally {
      await cached.close();
    }
  });
});

describe('search count beyond the planner margin', () => {
  it('answers "10,000+" from the estimate and counts exactly where the estimate is within the margin', async () => {
    const big = await createTestContext();
    try {
      const owner = await registerUser(big.app);
      const many = SEARCH_COUNT_LIMIT * ESTIMATE_MARGIN + 5_000;
      // Houses are n <= 20,000 and Vake is n > 11,000: 9,000 Vake houses, which a planner that takes the two
      // conditions as independent estimates at about 13,700, above the limit but within the margin.
      await big.database.db.execute(sql`
        insert into properties (owner_id, title, address, city, state, urban_area, property_type, listing_type)
        select ${owner.id}, 'Flat ' || n, n || ' Test St.', 'Tbilisi', 'vake-saburtalo',
               case when n > 11000 then 'vake' else 'saburtalo' end,
               case when n <= 20000 then 'house' else 'apartment' end, 'rent'
        from generate_series(1, ${many}) as n`);
      await big.database.db.execute(sql`analyze properties`);
      const count = async (query: string) =>
        (await big.app.inject({ method: 'GET', url: `/api/properties/search/count?${query}` })).json();

      const everything = big.database.db.select().from(properties).getSQL();
      expect(await estimateRows(big.database.db, everything)).toBeGreaterThan(
        SEARCH_COUNT_LIMIT * ESTIMATE_MARGIN,
      );
      expect(await count('listing_type=rent')).toEqual({ total_count: SEARCH_COUNT_LIMIT, is_exact: false });

      const vakeHouses = big.database.db
        .select()
        .from(properties)
        .where(and(eq(properties.urbanArea, 'vake'), eq(properties.propertyType, 'house')))
        .getSQL();
      const estimate = await estimateRows(big.database.db, vakeHouses);
      expect(estimate).toBeGreaterThan(SEARCH_COUNT_LIMIT);
      expect(estimate).toBeLessThan(SEARCH_COUNT_LIMIT * ESTIMATE_MARGIN);
      expect(await count('locations=vake&property_type=house')).toEqual({
        total_count: 9_000,
        is_exact: true,
      });
      // A filter no covering index answers goes through the estimate: far beyond the margin it is not counted,
      // within it, it is counted exactly.
      expect(await count('is_furnished=false')).toEqual({ total_count: SEARCH_COUNT_LIMIT, is_exact: false });
      expect(await count('locations=vake&property_type=house&is_furnished=false')).toEqual({
        total_count: 9_000,
        is_exact: true,
      });
    } finally {
      await big.close();
    }
    // Loads 35,000 rows into a fresh database: on a busy two-core machine that alone passed the default 30 s.
  }, 120_000);
});
