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
import { eq, sql } from 'drizzle-orm';
import { jobs, properties } from '../../db/schema';
import { enqueueJob } from '../jobs/enqueue-job';
import { pruneJobs } from '../jobs/prune-jobs';
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

  it('days on market count from the first listing: a delete and re-post by the same poster does not reset them', async () => {
    const poster = await registerUser(ctx.app);
    const address = 'ვაჟა-ფშაველას გამზ. 71';
    const first = await createListing(ctx.app, poster, { address, square_feet: 64, floor: 5 });
    // Listed 12 days ago.
    await ctx.database.db
      .update(properties)
      .set({ createdAt: sql`now() - interval '12 days'` })
      .where(eq(properties.id, first.id));
    const history = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}/price-history` })).json() as {
        days_on_market: number;
      };
    expect((await history(first.id)).days_on_market).toBe(12);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/properties/${first.id}`,
      headers: poster.auth,
    });
    expect(removed.statusCode).toBe(200);
    // The same flat again, its area re-measured; the poster's other flat in the building starts its own count.
    const again = await createListing(ctx.app, poster, { address, square_feet: 66, floor: 5 });
    expect((await history(again.id)).days_on_market).toBe(12);
    const upstairs = await createListing(ctx.app, poster, { address, square_feet: 64, floor: 9 });
    expect((await history(upstairs.id)).days_on_market).toBe(0);
    // Another poster's listing of the same address is theirs: it does not inherit this poster's date.
    const other = await createListing(ctx.app, await registerUser(ctx.app), {
      address,
      square_feet: 90,
      floor: 2,
    });
    expect((await history(other.id)).days_on_market).toBe(0);
  });

  it('cards carry when the poster last confirmed the listing', async () => {
    const poster = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, poster, { listing_type: 'rent' });
    const card = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/properties/search?query=${listing.id}`,
      });
      return (response.json() as { id: number; confirmed_at: string | null }[]).find(
        (row) => row.id === listing.id,
      )!;
    };
    const created = Date.parse((await card()).confirmed_at!);
    expect(Math.abs(created - Date.now())).toBeLessThan(60_000);
    await ctx.database.db
      .update(properties)
      .set({ confirmedAt: sql`now() - interval '9 days'` })
      .where(eq(properties.id, listing.id));
    expect(Date.parse((await card()).confirmed_at!)).toBeLessThan(created - 8 * DAY);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/confirm-available`,
      headers: poster.auth,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(Date.parse((await card()).confirmed_at!)).toBeGreaterThanOrEqual(created);
  });
});

describe('job pruning', () => {
  it('deletes finished jobs after a week and failed ones after 30 days, never pending ones', async () => {
    const { db } = ctx.database;
    const kinds = [
      'prune-test-old',
      'prune-test-recent',
      'prune-test-failed-old',
      'prune-test-failed',
      'prune-test-due',
    ];
    for (const kind of kinds) await enqueueJob(db, kind, {});
    const age = (kind: string, column: 'finished_at' | 'failed_at', days: number) =>
      db.execute(
        sql`update jobs set ${sql.identifier(column)} = now() - make_interval(days => ${days}) where kind = ${kind}`,
      );
    await age('prune-test-old', 'finished_at', 8);
    await age('prune-test-recent', 'finished_at', 6);
    await age('prune-test-failed-old', 'failed_at', 31);
    await age('prune-test-failed', 'failed_at', 8);
    await db.execute(sql`update jobs set run_at = now() - interval '90 days' where kind = 'prune-test-due'`);
    const pruned = await pruneJobs(db);
    expect(pruned.finished).toBeGreaterThanOrEqual(1);
    expect(pruned.failed).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(sql`${jobs.kind} like 'prune-test-%'`);
    expect(left.map((job) => job.kind).sort()).toEqual([
      'prune-test-due',
      'prune-test-failed',
      'prune-test-recent',
    ]);
  });
});
