import { eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { alertMatches, jobs } from '../../db/schema';
import { createWorker } from '../../job-handlers';
import {
  createListing,
  createTestContext,
  errorDetail,
  listingInput,
  readOutbox,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import type { JobWorker } from '../jobs/job-worker';

/** The brief's own example: 2-room flats for rent in Vake under 1,500 ₾, owner only. */
const VAKE_RENT = {
  listing_type: 'rent',
  locations: ['vake'],
  min_rooms: 2,
  max_rooms: 2,
  max_rent: 1500,
  currency: 'GEL',
  owner_only: true,
};
const matchingRent = {
  listing_type: 'rent',
  rooms: 2,
  rent_amount: 1200,
  currency: 'GEL',
  urban_area: 'vake',
};

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

async function saveSearch(user: TestUser, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/saved-searches', headers: user.auth, payload: body });
}

async function notificationsOf(user: TestUser) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    unread_count: number;
    items: { id: number; kind: string; property_id: number; data: Record<string, unknown> }[];
  };
}

async function mailsTo(email: string) {
  const mails = await Promise.all((await readOutbox(ctx.dataDir)).map((raw) => simpleParser(raw)));
  // Alert mails only (registration also mails a verification link).
  return mails.filter(
    (mail) => mail.to && 'text' in mail.to && mail.to.text === email && header(mail, 'list-unsubscribe'),
  );
}

/** A header's raw value (mailparser folds the List-* headers into one object otherwise). */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((entry) => entry.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

describe('saved searches', () => {
  it('are created, listed, renamed, paused and deleted by their owner only', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const created = await saveSearch(user, { name: 'Vake rent', filters: VAKE_RENT, locale: 'en' });
    expect(created.statusCode).toBe(201);
    const search = created.json();
    expect(search).toMatchObject({ name: 'Vake rent', frequency: 'instant', is_paused: false, locale: 'en' });
    expect(search.filters).toMatchObject({ listing_type: 'rent', max_rent: 1500 });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/saved-searches', headers: user.auth });
    expect(list.json().items.map((item: { id: number }) => item.id)).toEqual([search.id]);

    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${search.id}`,
      headers: user.auth,
      payload: { name: 'Vake, 2 rooms', is_paused: true, frequency: 'daily' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Vake, 2 rooms', is_paused: true, frequency: 'daily' });

    const stolen = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${search.id}`,
      headers: other.auth,
      payload: { name: 'mine' },
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/saved-searches/${search.id}`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${search.id}`,
      headers: user.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/saved-searches', headers: user.auth });
    expect(after.json().items).toEqual([]);
  });

  it('are validated with the search filter schema', async () => {
    const user = await registerUser(ctx.app);
    const bad = await saveSearch(user, { name: 'x', filters: { max_rent: 'cheap', listing_type: 'castle' } });
    expect(bad.statusCode).toBe(422);
    const fields = errorDetail(bad).map((entry) => entry.loc.slice(0, 3).join('.'));
    expect(fields).toEqual(expect.arrayContaining(['body.filters.max_rent', 'body.filters.listing_type']));
    const place = await saveSearch(user, { name: 'x', filters: { locations: ['atlantis'] } });
    expect(place.statusCode).toBe(422);
    expect(errorDetail(place)[0]!.loc).toEqual(['body', 'filters', 'locations']);
    const noName = await saveSearch(user, { name: '  ', filters: {} });
    expect(noName.statusCode).toBe(422);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'x', filters: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('are at most 20 per account', async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await saveSearch(user, { name: `s${i}`, filters: { min_rooms: i } })).statusCode).toBe(201);
    }
    const over = await saveSearch(user, { name: 'one more', filters: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('conflict');
  });
});

describe('alerts for a new listing', () => {
  it('notify the searcher in-app and by e-mail in their language, once per property, never the poster', async () => {
    const searcher = await registerUser(ctx.app);
    const poster = await registerUser(ctx.app);
    const search = (
      await saveSearch(searcher, { name: 'Vake 2 rooms', filters: VAKE_RENT, locale: 'en' })
    ).json();
    // The poster's own identical search never alerts on their own listing.
    await saveSearch(poster, { name: 'mine', filters: VAKE_RENT });

    const listing = await createListing(ctx.app, poster, matchingRent);
    await createListing(ctx.app, poster, { ...matchingRent, rent_amount: 2500 }); // over the price
    await createListing(ctx.app, poster, { ...matchingRent, rooms: 3 }); // wrong rooms
    await createListing(ctx.app, poster, {
      ...matchingRent,
      urban_area: 'saburtalo',
      state: 'vake-saburtalo',
    });
    await worker.runUntilIdle();

    const notices = await notificationsOf(searcher);
    expect(notices.unread_count).toBe(1);
    expect(notices.items).toHaveLength(1);
    expect(notices.items[0]).toMatchObject({ kind: 'new_match', property_id: listing.id });
    expect(notices.items[0]!.data).toMatchObject({ search_name: 'Vake 2 rooms', price: 1200 });
    expect((await notificationsOf(poster)).items).toEqual([]);

    const mails = await mailsTo(searcher.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('New listing for your search “Vake 2 rooms”');
    const unsubscribeUrl = header(mail, 'list-unsubscribe')!.replace(/^<|>$/g, '');
    expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=s\d+\./);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`http://localhost:3000/en/property/${listing.id}`);
    expect(mail.text).toContain('http://localhost:3000/en/dashboard?tab=alerts');

    // The one-click unsubscribe pauses the search, without a login.
    const token = new URL(unsubscribeUrl).searchParams.get('token')!;
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/saved-searches', headers: searcher.auth });
    expect(list.json().items.find((item: { id: number }) => item.id === search.id).is_paused).toBe(true);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token.replace(/\.(.)/, '.A'))}x`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('mark read and clear the in-app list', async () => {
    const searcher = await registerUser(ctx.app);
    const poster = await registerUser(ctx.app);
    await saveSearch(searcher, {
      name: 'any rent in Vake',
      filters: { listing_type: 'rent', locations: ['vake'] },
    });
    await createListing(ctx.app, poster, matchingRent);
    await createListing(ctx.app, poster, matchingRent);
    await worker.runUntilIdle();
    const before = await notificationsOf(searcher);
    expect(before.unread_count).toBe(2);
    expect(before.items[0]!.id).toBeGreaterThan(before.items[1]!.id);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: searcher.auth,
      payload: { ids: [before.items[0]!.id] },
    });
    expect((await notificationsOf(searcher)).unread_count).toBe(1);
    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: searcher.auth,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect((await notificationsOf(searcher)).unread_count).toBe(0);
    await ctx.app.inject({ method: 'DELETE', url: '/api/notifications', headers: searcher.auth });
    expect((await notificationsOf(searcher)).items).toEqual([]);
  });

  it('are queued with the listing write: a refused write queues nothing, a job run twice delivers once', async () => {
    const searcher = await registerUser(ctx.app);
    const poster = await registerUser(ctx.app);
    await saveSearch(searcher, { name: 'Vake', filters: VAKE_RENT, locale: 'ru' });
    const jobCount = async () =>
      (
        await queryRows<{ count: number; last: number }>(
          ctx.database.db,
          sql`select count(*)::int as count, coalesce(max(id), 0)::int as last from jobs`,
        )
      )[0]!;
    const { count: before, last } = await jobCount();
    // A poster's exact repeat is refused with 409 inside the transaction: its job rolls back with it.
    const first = await createListing(ctx.app, poster, { ...matchingRent, address: 'ჭავჭავაძის გამზ. 900' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: poster.auth,
      payload: listingInput({ ...matchingRent, address: 'ჭავჭავაძის გამზ. 900' }),
    });
    expect(refused.statusCode).toBe(409);
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'propertyId' = ${String(first.id)}`);
    expect(queued.map((job) => job.kind)).toEqual(['listing-alerts']);
    expect((await jobCount()).count - before).toBe(1);

    await worker.runUntilIdle();
    expect(await mailsTo(searcher.email)).toHaveLength(1);
    expect((await mailsTo(searcher.email))[0]!.subject).toBe('Новое объявление по поиску «Vake»');
    // The same jobs once more (a worker that died before finishing them): nothing is sent or added again.
    await ctx.database.db
      .update(jobs)
      .set({ finishedAt: null, runAt: sql`now()` })
      .where(sql`${jobs.kind} in ('listing-alerts', 'alert-emails') and ${jobs.id} > ${last}`);
    await worker.runUntilIdle();
    expect(await mailsTo(searcher.email)).toHaveLength(1);
    expect((await notificationsOf(searcher)).items).toHaveLength(1);
  });

  it('a failing job is retried with backoff', async () => {
    const failing = createWorker({
      database: ctx.database,
      deps: { ...ctx.app.deps, mailer: { send: async () => Promise.reject(new Error('smtp down')) } },
      storage: ctx.app.storage,
      log: ctx.app.log,
    });
    const searcher = await registerUser(ctx.app);
    const poster = await registerUser(ctx.app);
    await saveSearch(searcher, { name: 'Vake', filters: VAKE_RENT });
    await createListing(ctx.app, poster, matchingRent);
    await failing.runUntilIdle();
    const [match] = await ctx.database.db
      .select()
      .from(alertMatches)
      .where(eq(alertMatches.userId, searcher.id));
    expect(match!.emailedAt).toBeNull();
    const [email] = await ctx.database.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'alert-emails' and ${jobs.payload}->'matchIds' @> ${JSON.stringify([match!.id])}::jsonb`,
      );
    expect(email).toMatchObject({
      attempts: 1,
      finishedAt: null,
      lastError: expect.stringContaining('smtp down'),
    });
    expect(email!.runAt.getTime()).toBeGreaterThan(Date.now());
    // Due again: the working worker delivers it.
    await ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, email!.id));
    await worker.runUntilIdle();
    expect(await mailsTo(searcher.email)).toHaveLength(1);
  });

  it('a daily search waits for the digest', async () => {
    const searcher = await registerUser(ctx.app);
    const poster = await registerUser(ctx.app);
    await saveSearch(searcher, { name: 'Daily Vake', filters: VAKE_RENT, frequency: 'daily', locale: 'ka' });
    await createListing(ctx.app, poster, matchingRent);
    await createListing(ctx.app, poster, { ...matchingRent, rent_amount: 1400 });
    await worker.runUntilIdle();
    expect(await mailsTo(searcher.email)).toHaveLength(0);
    expect((await notificationsOf(searcher)).items).toHaveLength(2);
    const { sendDailyDigest } = await import('./send-daily-digest');
    await sendDailyDigest(ctx.app.deps);
    await sendDailyDigest(ctx.app.deps);
    const mails = await mailsTo(searcher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 ახალი განცხადება ძიებისთვის „Daily Vake“');
  });
});

describe('price history and drops', () => {
  it('records every price and tells those who saved the listing of a drop', async () => {
    const poster = await registerUser(ctx.app);
    const saver = await registerUser(ctx.app);
    const listing = await createListing(ctx.app, poster, {
      listing_type: 'sale',
      rent_amount: 150000,
      currency: 'USD',
    });
    await ctx.app.inject({ method: 'POST', url: `/api/properties/${listing.id}/save`, headers: saver.auth });
    const update = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/properties/${listing.id}`,
        headers: poster.auth,
        payload: body,
      });
    expect((await update({ rent_amount: 140000 })).statusCode).toBe(200);
    expect((await update({ title_en: 'Renamed' })).statusCode).toBe(200); // no price change
    expect((await update({ rent_amount: 145000 })).statusCode).toBe(200); // a rise: no notice
    await worker.runUntilIdle();

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}/price-history`,
    });
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .changes.map((change: { old_price: number | null; new_price: number }) => [
          change.old_price,
          change.new_price,
        ]),
    ).toEqual([
      [null, 150000],
      [150000, 140000],
      [140000, 145000],
    ]);
    expect(history.json().days_on_market).toBe(0);

    const notices = await notificationsOf(saver);
    expect(notices.items.map((item) => item.kind)).toEqual(['price_drop']);
    expect(notices.items[0]!.data).toMatchObject({ price: 140000, old_price: 150000 });
    const mails = await mailsTo(saver.email);
    expect(mails).toHaveLength(1);
    expect(header(mails[0]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.subject).toMatch(/^ფასი შემცირდა/);
    // The setting turns the notices off.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/alerts/preferences',
      headers: saver.auth,
      payload: { price_drop_alerts: false },
    });
    await update({ rent_amount: 120000 });
    await worker.runUntilIdle();
    expect(await mailsTo(saver.email)).toHaveLength(1);
  });
});
