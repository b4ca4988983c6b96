import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../src/test/harness';
import { findLocation } from '@tbilisi/contracts';
import { DEMO_PROJECTS } from './demo-projects';
import { seedDemoData, seedDemoHistory } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.database.db, ctx.app.storage, { count: 40, rateUsdGel: 2.71 });
}, 120_000);
afterAll(() => ctx.close());

describe('demo data', () => {
  it('seeds listings that search finds, with photos in every size', async () => {
    const count = (await ctx.app.inject({ method: 'GET', url: '/api/properties/count' })).json();
    expect(count.total_count).toBeGreaterThan(30);
    const [card] = (await ctx.app.inject({ method: 'GET', url: '/api/properties/search?limit=1' })).json();
    expect(card.images[0].sizes.length).toBeGreaterThan(1);
    const served = await ctx.app.inject({ method: 'GET', url: card.images[0].image_url });
    expect(served.statusCode).toBe(200);
  });

  it('backs every view counter with view rows', async () => {
    const result = (await ctx.database.db.execute(sql`
      select count(*)::int as mismatched from properties p
      where p.views <> (select count(*) from property_views v where v.property_id = p.id)`)) as unknown as {
      rows: { mismatched: number }[];
    };
    expect(result.rows[0]!.mismatched).toBe(0);
  });

  it("groups agents' reposts with the owners' listings through the duplicate check: one card per property", async () => {
    const result = (await ctx.database.db.execute(sql`
      select count(*)::int as listings, count(distinct group_id)::int as groups,
             count(*) filter (where is_group_lead)::int as leads
      from properties where group_id is not null`)) as unknown as {
      rows: { listings: number; groups: number; leads: number }[];
    };
    // 40 listings: the 15th and 30th are reposted.
    expect(result.rows[0]).toEqual({ listings: 4, groups: 2, leads: 2 });
  });

  it('seeds the demo projects: found by district and delivery year, with unit types, plans and progress', async () => {
    const found = (
      await ctx.app.inject({ method: 'GET', url: '/api/projects?location=vake-saburtalo&delivery_year=2028' })
    ).json();
    expect(found.items.map((item: { name_en: string }) => item.name_en)).toEqual([
      'Dighomi Light',
      'Saburtalo Heights',
    ]);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/projects' })).json();
    expect(all.total_count).toBe(DEMO_PROJECTS.length);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/projects/${all.items[0].id}` })).json();
    expect(page.unit_types.length).toBeGreaterThan(0);
    expect(page.unit_types.every((unit: { floor_plan: unknown }) => unit.floor_plan !== null)).toBe(true);
    expect(page.photos.length).toBe(3);
    expect(page.developer).toMatchObject({ name_en: 'Archi Group', verified: true });
    // The developer's page counts its flats, its projects' units among them (not "0 active listings").
    let units = 0;
    for (const project of all.items)
      units += (await ctx.app.inject({ method: 'GET', url: `/api/projects/${project.id}` })).json()
        .listings_count;
    const developer = (
      await ctx.app.inject({ method: 'GET', url: `/api/organisations/${page.developer.slug}` })
    ).json();
    expect(developer.active_listings).toBeGreaterThan(0);
    expect(developer.active_listings).toBeGreaterThanOrEqual(units);
    for (const demo of DEMO_PROJECTS) {
      expect(findLocation(demo.neighbourhood)?.district.slug).toBe(demo.district);
    }
    // Seeding again adds no second set.
    await seedDemoData(ctx.database.db, ctx.app.storage, { count: 2, rateUsdGel: 2.71, seed: 9 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects' })).json().total_count).toBe(
      DEMO_PROJECTS.length,
    );
  });

  it("seeds the demo agency: the agent's listings are its stock, and the agencies' directory shows it", async () => {
    const directory = (
      await ctx.app.inject({ method: 'GET', url: '/api/organisations?kind=agency&lang=en' })
    ).json();
    expect(directory.items).toEqual([expect.objectContaining({ name_en: 'Tbilisi Homes', verified: true })]);
    const result = (await ctx.database.db.execute(sql`
      select count(*) filter (where p.organisation_id is null)::int as outside,
             count(*) filter (where p.status = 'active')::int as active
      from properties p join users u on u.id = p.owner_id where u.email = 'agent@sakhli.ge'`)) as unknown as {
      rows: { outside: number; active: number }[];
    };
    expect(result.rows[0]!.outside).toBe(0);
    expect(directory.items[0].active_listings).toBe(result.rows[0]!.active);
    expect(result.rows[0]!.active).toBeGreaterThan(0);
  });

  it('seeds nothing into a database that has listings when asked to seed only an empty one', async () => {
    expect(
      await seedDemoData(ctx.database.db, ctx.app.storage, { count: 5, rateUsdGel: 2.71, onlyIfEmpty: true }),
    ).toBeUndefined();
  });

  it("adds past listings, off the market, on an account of their own so no poster's dashboard fills with them", async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/properties/count' })).json().total_count;
    expect(await seedDemoHistory(ctx.database.db, { count: 50, rateUsdGel: 2.71 })).toBe(50);
    const result = (await ctx.database.db.execute(sql`
      select count(*)::int as listings, count(distinct owner_id)::int as owners,
             count(*) filter (where status = 'inactive' and search_text = '' and photo_count = 0)::int as past,
             min(u.email) as owner
      from properties p join users u on u.id = p.owner_id where u.email = 'market-history@sakhli.ge'`)) as unknown as {
      rows: { listings: number; owners: number; past: number; owner: string }[];
    };
    expect(result.rows[0]).toMatchObject({ listings: 50, owners: 1, past: 50 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/properties/count' })).json().total_count).toBe(
      before,
    );
  });
});
