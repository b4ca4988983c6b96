import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  errorDetail,
  listingInput,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { addressKeyText } from '../../lib/address-key';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app);
  stranger = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const post = (payload: Record<string, unknown>, headers: Record<string, string> = owner.auth) =>
  ctx.app.inject({ method: 'POST', url: '/api/properties/', headers, payload });

describe('create', () => {
  it('stores the owner price and answers both GEL and USD, with every field', async () => {
    const response = await post(
      listingInput({ rent_amount: 100000, currency: 'USD', features: ['balcony', 'central_heating'] }),
    );
    expect(response.statusCode).toBe(201);
    const property = response.json();
    expect(property).toMatchObject({
      title: 'ბინა ვაკეში',
      title_en: 'Flat in Vake',
      owner_id: owner.id,
      price: 100000,
      currency: 'USD',
      rent_amount: 271000,
      rent_amount_usd: 100000,
      price_per_sqm: Math.round((271000 / 85) * 100) / 100,
      features: ['balcony', 'central_heating'],
      status: 'active',
      is_available: true,
      is_verified: false,
      views: 0,
      images: [],
    });
    expect(typeof property.id).toBe('number');
  });

  it('converts a GEL price to USD at the configured rate', async () => {
    const property = await createListing(ctx.app, owner, {
      rent_amount: 2710,
      currency: 'GEL',
      listing_type: 'rent',
    });
    expect(property.rent_amount).toBe(2710);
    expect(property.rent_amount_usd).toBe(1000);
  });

  it('applies the blank-value defaults of docs/product/listings.md#blank-values', async () => {
    const response = await post(
      listingInput({
        rent_amount: '',
        security_deposit: '',
        bedrooms: '',
        bathrooms: null,
        lease_duration: '',
        currency: '',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      rent_amount: 0,
      security_deposit: 0,
      bedrooms: 1,
      bathrooms: 1,
      lease_duration: 12,
      currency: 'GEL',
    });
  });

  it('takes form values sent as strings', async () => {
    const response = await post(
      listingInput({ bedrooms: '3', bathrooms: '1.5', square_feet: '120.5', is_furnished: 'true' }),
    );
    expect(response.json()).toMatchObject({
      bedrooms: 3,
      bathrooms: 1.5,
      square_feet: 120.5,
      is_furnished: true,
    });
  });

  it('puts a listing without a pin at its neighbourhood centre', async () => {
    const property = await createListing(ctx.app, owner, { latitude: undefined, longitude: undefined });
    expect(property.latitude).toBeGreaterThan(41.6);
    expect(property.longitude).toBeGreaterThan(44.6);
  });

  it('answers one 422 entry per missing required field', async () => {
    const response = await post({ title: ' ', rent_amount: 5 });
    expect(response.statusCode).toBe(422);
    const fields = errorDetail(response).map((entry) => entry.loc.at(-1));
    expect(fields.sort()).toEqual(['address', 'city', 'property_type', 'state', 'title']);
    expect(errorDetail(response).find((entry) => entry.loc.at(-1) === 'title')?.msg).toBe(
      'Title is required',
    );
  });

  it.each([
    ['bedrooms', -1, 'Bedrooms must be 0 or more'],
    ['bathrooms', 1.25, 'Bathrooms go in steps of 0.5'],
    ['square_feet', -5, 'Area must be 0 or more'],
    ['year_built', 1799, 'Year built must be 1800 or later'],
    [
      'year_built',
      new Date().getFullYear() + 2,
      `Year built must be ${new Date().getFullYear() + 1} or earlier`,
    ],
    ['security_deposit', -1, 'Security deposit must be 0 or more'],
    ['lease_duration', 0, 'Lease duration must be at least 1 month'],
    ['parking_spaces', -1, 'Parking spaces must be 0 or more'],
    ['rent_amount', -100, 'Price must be 0 or more'],
    ['bedrooms', 'many', 'Bedrooms must be a number'],
  ])('refuses %s = %s with "%s"', async (field, value, message) => {
    const response = await post(listingInput({ [field]: value }));
    expect(response.statusCode).toBe(422);
    expect(errorDetail(response)).toEqual([{ loc: ['body', field], msg: message }]);
  });

  it('accepts the year after this one', async () => {
    expect((await post(listingInput({ year_built: new Date().getFullYear() + 1 }))).statusCode).toBe(201);
  });

  it('refuses an unknown district, a neighbourhood of another district and a floor above the building', async () => {
    expect(errorDetail(await post(listingInput({ state: 'atlantis' })))[0]?.loc).toEqual(['body', 'state']);
    expect(errorDetail(await post(listingInput({ urban_area: 'gldani' })))[0]?.loc).toEqual([
      'body',
      'urban_area',
    ]);
    expect(errorDetail(await post(listingInput({ floor: 13, total_floors: 12 })))[0]?.loc).toEqual([
      'body',
      'floor',
    ]);
  });

  it('stores the street picked from the list, and refuses an id the list does not hold, naming the field', async () => {
    const picked = await post(
      listingInput({ address: 'Chavchav. 37', street_id: 'chavchavadze-avenue', floor: 2 }),
    );
    expect(picked.statusCode, picked.body).toBe(201);
    expect(picked.json().street_id).toBe('chavchavadze-avenue');
    // The picked street names the address's street however it is typed: the key every spelling of it shares.
    const [stored] = await ctx.database.db
      .select({ addressKey: properties.addressKey })
      .from(properties)
      .where(eq(properties.id, picked.json().id));
    expect(stored?.addressKey).toBe(addressKeyText('Chavchavadze Ave 37'));

    const unknown = await post(listingInput({ street_id: 'no-such-street' }));
    expect(unknown.statusCode).toBe(422);
    expect(errorDetail(unknown)).toEqual([
      { loc: ['body', 'street_id'], msg: expect.stringContaining('no-such-street') },
    ]);
    expect(errorDetail(await post(listingInput({ street_id: 'x'.repeat(81) })))[0]?.loc).toEqual([
      'body',
      'street_id',
    ]);
    expect((await post(listingInput({ street_id: '' }))).json().street_id).toBeNull();
  });

  it('refuses unknown enumeration values', async () => {
    expect(errorDetail(await post(listingInput({ property_type: 'condo' })))[0]?.loc).toEqual([
      'body',
      'property_type',
    ]);
    expect(errorDetail(await post(listingInput({ listing_type: 'swap' })))[0]?.loc).toEqual([
      'body',
      'listing_type',
    ]);
    expect(errorDetail(await post(listingInput({ features: ['helipad'] })))[0]?.loc).toEqual([
      'body',
      'features',
      '0',
    ]);
  });

  it('accepts "land" for land_plot and stores what the flat has from the one catalogue', async () => {
    const property = await createListing(ctx.app, owner, {
      property_type: 'land',
      features: ['elevator', 'internet', 'balcony'],
      floor: null,
      total_floors: null,
    });
    expect(property.property_type).toBe('land_plot');
    expect(property.features).toEqual(['elevator', 'internet', 'balcony']);
    expect(property).not.toHaveProperty('amenities');
  });

  it('never lets a poster mark their own listing verified', async () => {
    const property = await createListing(ctx.app, owner, { is_verified: true });
    expect(property.is_verified).toBe(false);
  });

  it('needs a session', async () => {
    expect((await post(listingInput(), {})).statusCode).toBe(401);
  });

  it('refuses a body that is not JSON with 400 and an unsupported content type with 415', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('bad_request');
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...owner.auth, 'content-type': 'application/xml' },
      payload: '<property/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('unsupported_media_type');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post(listingInput({ description: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });
});

describe('read', () => {
  it('gets one listing by id, with or without a trailing slash', async () => {
    const created = await createListing(ctx.app, owner);
    for (const url of [`/api/properties/${created.id}`, `/api/properties/${created.id}/`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(created.id);
    }
  });

  it('answers 404 in the error shape for an unknown id and an unknown route', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/properties/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      detail: 'Property not found',
      code: 'not_found',
      request_id: missing.headers['x-request-id'],
    });
    const route = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(route.statusCode).toBe(404);
    expect(route.json().code).toBe('not_found');
  });

  it('lists and counts only active listings, newest first', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/properties/count' });
    const before = fresh.json().total_count;
    const hidden = await createListing(ctx.app, owner, { status: 'inactive' });
    const shown = await createListing(ctx.app, owner);
    const count = await ctx.app.inject({ method: 'GET', url: '/api/properties/count' });
    expect(count.json().total_count).toBe(before + 1);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties/?limit=12&sort_by=date&sort_order=desc',
    });
    const ids = list.json().map((p: { id: number }) => p.id);
    expect(ids[0]).toBe(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.length).toBeLessThanOrEqual(12);
  });

  it('pages with skip and limit and caps the page size at 500', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/properties/?limit=1000' })).json();
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/properties/?skip=1&limit=2' })).json();
    expect(page.map((p: { id: number }) => p.id)).toEqual(all.slice(1, 3).map((p: { id: number }) => p.id));
    const invalid = await ctx.app.inject({ method: 'GET', url: '/api/properties/?limit=0' });
    expect(invalid.statusCode).toBe(422);
    expect(errorDetail(invalid)[0]?.loc).toEqual(['querystring', 'limit']);
  });

  it("lists the user's own listings, active or not, and needs a session", async () => {
    const mine = await registerUser(ctx.app);
    const a = await createListing(ctx.app, mine);
    const b = await createListing(ctx.app, mine, { status: 'inactive' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/properties/my-properties/',
      headers: mine.auth,
    });
    expect(response.json().map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/properties/my-properties/' })).statusCode).toBe(
      401,
    );
  });
});

describe('update', () => {
  it('changes only the fields sent and recomputes prices', async () => {
    const created = await createListing(ctx.app, owner);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${created.id}`,
      headers: owner.auth,
      payload: { title: 'განახლებული', rent_amount: 200000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'განახლებული',
      title_en: 'Flat in Vake',
      rent_amount_usd: 200000,
      rent_amount: 542000,
      bedrooms: 2,
    });
  });

  it("is 403 for another user's listing, 404 for an unknown id, 401 without a session", async () => {
    const created = await createListing(ctx.app, owner);
    const put = (id: number, headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/properties/${id}`,
        headers,
        payload: { title: 'Mine now' },
      });
    const forbidden = await put(created.id, stranger.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    expect((await put(999999, owner.auth)).statusCode).toBe(404);
    expect((await put(created.id, {})).statusCode).toBe(401);
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/api/properties/${created.id}` });
    expect(unchanged.json().title).toBe('ბინა ვაკეში');
  });

  it('keeps a picked street while the address stays, and drops it with a new address sent without one', async () => {
    const listing = await createListing(ctx.app, owner, {
      address: 'ჭავჭავაძის გამზ. 40',
      street_id: 'chavchavadze-avenue',
    });
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: `/api/properties/${listing.id}`, headers: owner.auth, payload });
    expect((await put({ rent_amount: 160000 })).json().street_id).toBe('chavchavadze-avenue');
    expect((await put({ address: 'Paliashvili St 3' })).json().street_id).toBeNull();
    const again = await put({ address: 'ფალიაშვილის ქ. 3', street_id: 'paliashvili-street' });
    expect(again.json().street_id).toBe('paliashvili-street');
    expect(errorDetail(await put({ street_id: 'atlantis-avenue' }))[0]?.loc).toEqual(['body', 'street_id']);
  });

  it('validates like create, and a required field cannot be blanked', async () => {
    const created = await createListing(ctx.app, owner);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${created.id}`,
      headers: owner.auth,
      payload: { title: '', bedrooms: -2 },
    });
    expect(response.statusCode).toBe(422);
    expect(
      errorDetail(response)
        .map((e) => e.loc.at(-1))
        .sort(),
    ).toEqual(['bedrooms', 'title']);
  });
});

describe('delete', () => {
  it("is 403 for another user's listing and removes your own", async () => {
    const created = await createListing(ctx.app, owner);
    const del = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/properties/${created.id}`, headers });
    expect((await del(stranger.auth)).statusCode).toBe(403);
    expect((await del({})).statusCode).toBe(401);
    expect((await del(owner.auth)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/properties/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await del(owner.auth)).statusCode).toBe(404);
  });
});

describe('views', () => {
  it('counts one view per visitor per listing per day, and not the owner', async () => {
    const created = await createListing(ctx.app, owner);
    const view = (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
      ctx.app.inject({ method: 'POST', url: `/api/properties/${created.id}/view`, headers, remoteAddress });
    expect((await view({ 'user-agent': 'phone' })).json()).toEqual({ counted: true, views: 1 });
    expect((await view({ 'user-agent': 'phone' })).json()).toEqual({ counted: false, views: 1 });
    expect((await view({ 'user-agent': 'phone' }, '10.0.0.2')).json()).toEqual({ counted: true, views: 2 });
    expect((await view(stranger.auth)).json()).toEqual({ counted: true, views: 3 });
    expect((await view(stranger.auth)).json()).toEqual({ counted: false, views: 3 });
    expect((await view(owner.auth)).json()).toEqual({ counted: false, views: 3 });
    const property = await ctx.app.inject({ method: 'GET', url: `/api/properties/${created.id}` });
    expect(property.json()).toMatchObject({ views: 3, views_this_week: 3 });
  });

  it('accepts an empty JSON body and answers 404 for an unknown listing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties/999999/view',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(404);
  });
});
