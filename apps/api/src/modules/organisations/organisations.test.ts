import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema';
import {
  createListing,
  createTestContext,
  errorDetail,
  lastMailedToken,
  listingInput,
  multipart,
  registerModerator,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { cleanUpMedia } from '../media/clean-up-media';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let moderator: TestUser;
let organisation: { id: number; slug: string };

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  user?: TestUser,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app, { first_name: 'Giorgi' });
  agent = await registerUser(ctx.app, { first_name: 'Ana' });
  moderator = await registerModerator(ctx);
  const created = await call('POST', '/api/organisations', owner, {
    kind: 'agency',
    name_ka: 'ვაკე ჰოუმსი',
    name_en: 'Vake Homes',
    name_ru: 'Ваке Хоумс',
    description_en: 'Flats in Vake since 2009.',
    phone: '+995 32 200 00 00',
    address: 'Chavchavadze Ave 10',
  });
  expect(created.statusCode).toBe(201);
  organisation = created.json();
});
afterAll(() => ctx.close());

let pictureSeed = 0;
/** Uploads one distinct picture (or other bytes) as `user` through the photo pipeline; answers the response. */
async function upload(user: TestUser, data?: Buffer) {
  pictureSeed += 1;
  const picture =
    data ??
    (await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: pictureSeed * 40, g: 90, b: 160 } },
    })
      .png()
      .toBuffer());
  const body = multipart([{ name: `logo-${pictureSeed}.png`, type: 'image/png', data: picture }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/images',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('organisations', () => {
  it('gives the agency a public page at a slug made from its name', async () => {
    expect(organisation.slug).toBe('vake-homes');
    const page = await call('GET', '/api/organisations/vake-homes');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'agency',
      name_ka: 'ვაკე ჰოუმსი',
      verified: false,
      active_listings: 0,
      members: [{ user_id: owner.id, role: 'owner' }],
    });
    expect((await call('GET', '/api/organisations/nobody')).statusCode).toBe(404);
  });

  it('refuses a second organisation for the same account', async () => {
    const again = await call('POST', '/api/organisations', owner, { kind: 'developer', name_ka: 'სხვა' });
    expect(again.statusCode).toBe(409);
  });

  it('lets the owner invite an agent by e-mail; only the invited address can accept', async () => {
    const invited = await call('POST', '/api/organisations/mine/invitations', owner, { email: agent.email });
    expect(invited.statusCode).toBe(201);
    const token = await lastMailedToken(ctx.dataDir, '/dashboard/organisation');
    const stranger = await registerUser(ctx.app);
    expect(
      (await call('POST', '/api/organisations/invitations/accept', stranger, { token })).statusCode,
    ).toBe(403);
    const accepted = await call('POST', '/api/organisations/invitations/accept', agent, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'agent', organisation: { id: organisation.id } });
    // Single use.
    expect((await call('POST', '/api/organisations/invitations/accept', agent, { token })).statusCode).toBe(
      404,
    );
  });

  it('lets an agent post under the organisation but not manage it', async () => {
    const listing = await createListing(ctx.app, agent);
    expect(listing.poster).toMatchObject({
      type: 'agent',
      active_listings: 1,
      organisation: { id: organisation.id, slug: 'vake-homes', verified: false },
    });
    expect((await call('PATCH', '/api/organisations/mine', agent, { name_en: 'Mine now' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/organisations/mine/invitations', agent, { email: 'x@example.ge' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/organisations/mine/api-keys', agent)).statusCode).toBe(403);
    expect((await call('POST', '/api/organisations/mine/api-keys', agent, { name: 'k' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/organisations/mine/members/${owner.id}`, agent)).statusCode).toBe(403);
    // Both see the organisation's listings with their views.
    const seen = await call('GET', '/api/organisations/mine/listings', agent);
    expect(seen.json()).toMatchObject({ total: 1, items: [{ id: listing.id, posted_by: 'Ana Beridze' }] });
    const byOwner = await call('GET', '/api/organisations/mine/listings', owner);
    expect(byOwner.json().total).toBe(1);
  });

  it("shows the poster type and count on cards, and the organisation's listings with the search's filters", async () => {
    const privateOwner = await registerUser(ctx.app);
    const own = await createListing(ctx.app, privateOwner);
    expect(own.poster).toEqual({ type: 'owner', active_listings: 1, organisation: null });
    const search = await call('GET', `/api/properties/search?organisation=${organisation.id}`);
    expect(search.json().map((card: { poster: { type: string } }) => card.poster.type)).toEqual(['agent']);
    const ownersOnly = await call('GET', '/api/properties/search?owner_only=true');
    const ids = ownersOnly.json().map((card: { id: number }) => card.id);
    expect(ids).toContain(own.id);
    expect(
      ownersOnly.json().every((card: { poster: { type: string } }) => card.poster.type === 'owner'),
    ).toBe(true);
    const narrowed = await call(
      'GET',
      `/api/properties/search?organisation=${organisation.id}&listing_type=rent`,
    );
    expect(narrowed.json()).toEqual([]);
  });

  it('lists companies for moderators to verify, those waiting first, found by name', async () => {
    const other = await registerUser(ctx.app);
    const waiting = (
      await call('POST', '/api/organisations', other, {
        kind: 'developer',
        name_ka: 'საბურთალო დეველოპმენტი',
      })
    ).json();
    await call('PUT', `/api/moderation/organisations/${waiting.id}/verification`, moderator, {
      verified: true,
    });
    const list = async (query: string, user: TestUser = moderator) =>
      call('GET', `/api/moderation/organisations${query}`, user);
    expect((await list('', owner)).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(200);
    const unverified = (await list('?verified=false')).json();
    expect(unverified.items.map((row: { id: number }) => row.id)).toContain(organisation.id);
    expect(unverified.items.every((row: { verified: boolean }) => !row.verified)).toBe(true);
    const all = (await list('')).json();
    // Waiting companies before verified ones.
    const order = all.items.map((row: { verified: boolean }) => row.verified);
    expect(order).toEqual([...order].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
    const found = (await list(`?query=${encodeURIComponent('vake h')}`)).json();
    expect(found).toMatchObject({
      total_count: 1,
      items: [{ id: organisation.id, slug: organisation.slug }],
    });
    const page = (await call('GET', `/api/organisations/${organisation.slug}`)).json();
    expect(page.active_listings).toBeGreaterThan(0);
    expect(found.items[0].active_listings).toBe(page.active_listings);
    // A wildcard typed is a character, not a pattern.
    expect((await list('?query=%25')).json().total_count).toBe(0);
    const bad = await list('?verified=maybe&limit=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('validation_failed');
    await call('PUT', `/api/moderation/organisations/${waiting.id}/verification`, moderator, {
      verified: false,
    });
  });

  it('lists agencies and developers in a public directory: only those with a listing or a badge, verified first', async () => {
    const directory = async (query: string) => call('GET', `/api/organisations${query}`);
    // A new agency with nothing to show is not listed; the agency with listings is, with its count.
    const empty = (
      await call('POST', '/api/organisations', await registerUser(ctx.app), {
        kind: 'agency',
        name_ka: 'ცარიელი სააგენტო',
        name_en: 'Empty Agency',
      })
    ).json();
    const agencies = (await directory('?kind=agency&lang=en')).json();
    const ids = agencies.items.map((row: { id: number }) => row.id);
    expect(ids).toContain(organisation.id);
    expect(ids).not.toContain(empty.id);
    expect(agencies.total_count).toBe(agencies.items.length);
    const page = (await call('GET', `/api/organisations/${organisation.slug}`)).json();
    expect(agencies.items.find((row: { id: number }) => row.id === organisation.id)).toMatchObject({
      slug: organisation.slug,
      name_en: 'Vake Homes',
      active_listings: page.active_listings,
    });
    expect(
      (await directory('?kind=developer')).json().items.map((row: { id: number }) => row.id),
    ).not.toContain(organisation.id);

    // Verified by a moderator, the empty agency is listed, before the unverified one; `verified` keeps only it.
    await call('PUT', `/api/moderation/organisations/${empty.id}/verification`, moderator, {
      verified: true,
    });
    const withBadge = (await directory('?kind=agency&lang=en')).json();
    expect(withBadge.items[0]).toMatchObject({ id: empty.id, verified: true, active_listings: 0 });
    const onlyVerified = (await directory('?kind=agency&verified=true')).json();
    expect(onlyVerified.items.every((row: { verified: boolean }) => row.verified)).toBe(true);
    expect(onlyVerified.items.map((row: { id: number }) => row.id)).not.toContain(organisation.id);
    expect((await directory(`?kind=agency&query=${encodeURIComponent('ваке')}`)).json()).toMatchObject({
      total_count: 1,
      items: [{ id: organisation.id }],
    });
    await call('PUT', `/api/moderation/organisations/${empty.id}/verification`, moderator, {
      verified: false,
    });

    for (const bad of [
      '',
      '?kind=owner',
      '?kind=agency&verified=false',
      '?kind=agency&lang=de',
      '?kind=agency&limit=0',
    ]) {
      const refused = await directory(bad);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().code).toBe('validation_failed');
    }
  });

  it('lets moderators verify an organisation and a cadastral code: badges and search filters', async () => {
    expect(
      (
        await call('PUT', `/api/moderation/organisations/${organisation.id}/verification`, owner, {
          verified: true,
        })
      ).statusCode,
    ).toBe(403);
    const verified = await call(
      'PUT',
      `/api/moderation/organisations/${organisation.id}/verification`,
      moderator,
      {
        verified: true,
      },
    );
    expect(verified.json().verified).toBe(true);
    const byVerified = await call('GET', '/api/properties/search?verified_poster=true');
    expect(byVerified.json().length).toBe(1);
    expect(byVerified.json()[0].poster.organisation.verified).toBe(true);

    const plain = await createListing(ctx.app, owner, { cadastral_code: '' });
    const refused = await call('PUT', `/api/moderation/properties/${plain.id}/verification`, moderator, {
      verified: true,
    });
    expect(refused.statusCode).toBe(422);
    const withCode = await createListing(ctx.app, owner, { cadastral_code: '01.14.14.008.099' });
    const marked = await call('PUT', `/api/moderation/properties/${withCode.id}/verification`, moderator, {
      verified: true,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().is_verified).toBe(true);
    const found = await call('GET', '/api/properties/search?verified=true');
    expect(found.json().map((card: { id: number }) => card.id)).toContain(withCode.id);
  });

  it('removes an agent: the listings stay the organisation\u2019s and the agent loses access', async () => {
    const listing = await createListing(ctx.app, agent);
    const removed = await call('DELETE', `/api/organisations/mine/members/${agent.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/api/organisations/mine', agent)).statusCode).toBe(404);
    expect((await call('GET', '/api/organisations/mine/listings', agent)).statusCode).toBe(404);
    const edit = await call('PUT', `/api/properties/${listing.id}`, agent, { title: 'Still mine?' });
    expect(edit.statusCode).toBe(403);
    const page = await call('GET', `/api/properties/${listing.id}`);
    expect(page.json().poster.organisation.id).toBe(organisation.id);
    // What the former agent posts now is their own.
    const later = await createListing(ctx.app, agent);
    expect(later.poster.organisation).toBeNull();
  });

  it("takes the owner's uploaded logo through the photo pipeline, and replaces it whole", async () => {
    const first = (await upload(owner)).json().files[0];
    const set = await call('PATCH', '/api/organisations/mine', owner, { logo_url: first.url });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().logo_url).toBe(first.url);
    expect((await call('GET', `/api/organisations/${organisation.slug}`)).json().logo_url).toBe(first.url);
    // The logo is the company's now, not an upload the clean-up would sweep a day later.
    await cleanUpMedia({
      db: ctx.database.db,
      storage: ctx.app.storage,
      now: new Date(Date.now() + 3 * 864e5),
    });
    const stored = async (name: string) =>
      (await ctx.database.db.select().from(mediaFiles).where(eq(mediaFiles.name, name))).length;
    expect(await stored(first.name)).toBe(1);

    // A second logo replaces the first, whose files go.
    const second = (await upload(owner)).json().files[0];
    const replaced = await call('PATCH', '/api/organisations/mine', owner, { logo_url: second.url });
    expect(replaced.json().logo_url).toBe(second.url);
    expect(await stored(first.name)).toBe(0);
    expect(await stored(second.name)).toBe(1);

    // Refused beside the field: someone else's upload, an outside URL, a photo no longer among the owner's uploads.
    const others = (await upload(agent)).json().files[0];
    for (const logo of [others.url, 'https://example.com/logo.png', first.url]) {
      const refused = await call('PATCH', '/api/organisations/mine', owner, { logo_url: logo });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(errorDetail(refused)[0]!.loc).toEqual(['body', 'logo_url']);
    }
    // The pipeline refuses what is not a picture, or too large, before it can be a logo.
    expect((await upload(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).statusCode).toBe(
      415,
    );

    // Taken off: no logo, and its files go.
    const cleared = await call('PATCH', '/api/organisations/mine', owner, { logo_url: null });
    expect(cleared.json().logo_url).toBeNull();
    expect(await stored(second.name)).toBe(0);
  });

  it('takes the report reason "agent posing as owner"', async () => {
    const listing = await createListing(ctx.app, await registerUser(ctx.app), listingInput());
    const report = await call('POST', '/api/reports', undefined, {
      propertyId: listing.id,
      reportReason: 'agent_posing_as_owner',
      description: 'The same person posts for an agency.',
    });
    expect(report.statusCode).toBe(201);
  });
});
