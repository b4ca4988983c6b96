import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../job-handlers';
import {
  createListing,
  createTestContext,
  readOutbox,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import type { JobWorker } from '../jobs/job-worker';
import { expireListings } from './expire-listings';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let ctx: TestContext;
let worker: JobWorker;
beforeAll(async () => {
  ctx = await createTestContext();
  worker = createWorker({
    database: ctx.database,
    deps: ctx.app.deps,
    storage: ctx.app.storage,
    log: ctx.app.log,
  });
});
afterAll(async () => ctx?.close());

async function freshness(id: number) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}/price-history` })).json() as {
    confirmed_at: string;
    expires_at: string;
    is_expired: boolean;
  };
}

async function inSearch(id: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/properties/search?query=${id}` });
  return (response.json() as { id: number }[]).some((listing) => listing.id === id);
}

/** The poster's "still available?" links from the last freshness mail to them. */
async function freshnessLinks(user: TestUser) {
  const mails = (await readOutbox(ctx.dataDir)).filter(
    (mail) => mail.includes(`To: ${user.email}`) && mail.includes('listings/freshness'),
  );
  const text =
    mails
      .at(-1)
      ?.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=') ?? '';
  const links = [
    ...text.matchAll(/http:\/\/localhost:3000(\/api\/listings\/freshness\?token=[^\s&]+&answer=(\w+))/g),
  ];
  return { count: mails.length, links: Object.fromEntries(links.map((match) => [match[2]!, match[1]!])) };
}

describe('freshness', () => {
  it('asks the poster three days before, and a single-use link confirms without a login', async () => {
    const poster = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, poster, {
      listing_type: 'rent',
      rent_amount: 1000,
      currency: 'GEL',
    });
    const first = await freshness(listing.id);
    expect(Date.parse(first.expires_at) - Date.parse(first.confirmed_at)).toBe(30 * DAY);

    expect(await expireListings(ctx.database.db, inDays(26))).toMatchObject({ reminded: 0, expired: 0 });
    expect((await expireListings(ctx.database.db, inDays(27.5))).reminded).toBeGreaterThanOrEqual(1);
    await worker.runUntilIdle();
    const { count, links } = await freshnessLinks(poster);
    expect(count).toBe(1);
    expect(Object.keys(links).sort()).toEqual(['available', 'gone']);
    // Asked once per period.
    await expireListings(ctx.database.db, inDays(28));
    await worker.runUntilIdle();
    expect((await freshnessLinks(poster)).count).toBe(1);

    // Opening the link shows a button; only its POST answers (mail scanners fetch links).
    const page = await ctx.app.inject({ method: 'GET', url: links.available! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect((await freshness(listing.id)).confirmed_at).toBe(first.confirmed_at);
    const confirmed = await ctx.app.inject({ method: 'POST', url: links.available! });
    expect(confirmed.statusCode).toBe(200);
    expect(Date.parse((await freshness(listing.id)).confirmed_at)).toBeGreaterThan(
      Date.parse(first.confirmed_at),
    );
    // Used once: the other link of the same mail no longer works either.
    expect((await ctx.app.inject({ method: 'POST', url: links.available! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: links.gone! })).statusCode).toBe(404);
    const forged = links.available!.replace(/token=(\d+)/, 'token=9$1');
    expect((await ctx.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    expect(await inSearch(listing.id)).toBe(true);
  });

  it('an unconfirmed listing leaves search on time, stays in the dashboard and is renewed from there', async () => {
    const poster = await registerUser(ctx.app);
    const rent = await createListing(ctx.app, poster, {
      listing_type: 'rent',
      rent_amount: 1000,
      currency: 'GEL',
    });
    const sale = await createListing(ctx.app, poster, { listing_type: 'sale' });
    expect(await inSearch(rent.id)).toBe(true);

    await expireListings(ctx.database.db, inDays(30.1));
    expect(await inSearch(rent.id)).toBe(false);
    expect(await inSearch(sale.id)).toBe(true); // sales last 60 days
    expect((await freshness(rent.id)).is_expired).toBe(true);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties/my-properties',
      headers: poster.auth,
    });
    expect(mine.json().map((listing: { id: number }) => listing.id)).toContain(rent.id);

    const renewed = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${rent.id}/confirm-available`,
      headers: poster.auth,
    });
    expect(renewed.statusCode).toBe(200);
    expect(await inSearch(rent.id)).toBe(true);
    expect((await freshness(rent.id)).is_expired).toBe(false);
    const other = await registerUser(ctx.app);
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${rent.id}/confirm-available`,
      headers: other.auth,
    });
    expect(stolen.statusCode).toBe(403);

    await expireListings(ctx.database.db, inDays(60.1));
    expect(await inSearch(sale.id)).toBe(false);
  });

  it('the poster answering "no longer available" takes it out of search; three reports ask at once', async () => {
    const poster = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, poster, {
      listing_type: 'rent',
      rent_amount: 900,
      currency: 'GEL',
    });
    for (let i = 0; i < 3; i += 1) {
      const visitor = await registerUser(ctx.app);
      const report = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: visitor.auth,
        payload: { propertyId: listing.id, reportReason: 'not_available', description: 'Already let' },
      });
      expect(report.statusCode).toBeLessThan(300);
      await worker.runUntilIdle();
      expect((await freshnessLinks(poster)).count).toBe(i === 2 ? 1 : 0);
    }
    const { links } = await freshnessLinks(poster);
    expect((await ctx.app.inject({ method: 'POST', url: links.gone! })).statusCode).toBe(200);
    expect(await inSearch(listing.id)).toBe(false);
  });
});
