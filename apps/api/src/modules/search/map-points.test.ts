import { MAP_POINTS_LIMIT, findLocation } from '@tbilisi/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createTestContext,
  errorDetail,
  registerUser,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
const ids: Record<string, number> = {};

// Boxes as west,south,east,north.
const VAKE = '44.74,41.70,44.78,41.715';
const TBILISI = '44.6,41.6,45.0,41.9';

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await registerUser(ctx.app, { role: 'owner' });
  const make = async (name: string, overrides: Record<string, unknown>) => {
    ids[name] = (await createListing(ctx.app, owner, overrides)).id;
  };
  // Created oldest first.
  await make('vakeSale', { latitude: 41.709, longitude: 44.766, rent_amount: 150000, currency: 'USD' });
  await make('vakeRent', {
    listing_type: 'rent',
    latitude: 41.705,
    longitude: 44.75,
    rent_amount: 2710,
    currency: 'GEL',
    bedrooms: 1,
  });
  await make('saburtaloSale', { urban_area: 'saburtalo', latitude: 41.727, longitude: 44.755 });
  await make('gldaniSale', {
    state: 'gldani-nadzaladevi',
    urban_area: 'gldani',
    latitude: 41.79,
    longitude: 44.82,
  });
  // No pin: the listing sits at its neighbourhood's centre.
  await make('vakeNoPin', { rent_amount: 90000, currency: 'USD' });
  await make('vakeInactive', { latitude: 41.708, longitude: 44.76, status: 'inactive' });
});

afterAll(async () => {
  await ctx?.close();
});

const map = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/properties/map?${query}` });
const pointIds = (body: { points: { id: number }[] }) => body.points.map((point) => point.id).sort();

describe('GET /api/properties/map', () => {
  it('answers the active listings inside the box, with their positions and both prices', async () => {
    const response = await map(`bbox=${VAKE}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(pointIds(body)).toEqual([ids.vakeSale, ids.vakeRent, ids.vakeNoPin].sort());
    expect(body).toMatchObject({ total_in_view: 3, total_is_exact: true, is_complete: true });
    expect(body.points.find((point: { id: number }) => point.id === ids.vakeSale)).toEqual({
      id: ids.vakeSale,
      latitude: 41.709,
      longitude: 44.766,
      price: 406500,
      price_usd: 150000,
    });
    expect(body.points.find((point: { id: number }) => point.id === ids.vakeRent)).toMatchObject({
      price: 2710,
      price_usd: 1000,
    });
  });

  it('places a listing without a pin at its neighbourhood centre', async () => {
    const vake = findLocation('vake')!.neighbourhood!;
    const body = (await map(`bbox=${TBILISI}`)).json();
    expect(body.points.find((point: { id: number }) => point.id === ids.vakeNoPin)).toMatchObject({
      latitude: vake.latitude,
      longitude: vake.longitude,
    });
  });

  it('leaves out listings outside the box and inactive ones', async () => {
    const body = (await map(`bbox=${TBILISI}`)).json();
    expect(pointIds(body)).toEqual(
      [ids.vakeSale, ids.vakeRent, ids.saburtaloSale, ids.gldaniSale, ids.vakeNoPin].sort(),
    );
    expect(pointIds((await map('bbox=44.80,41.78,44.84,41.80')).json())).toEqual([ids.gldaniSale]);
    expect((await map('bbox=41.5,41.5,41.7,41.7')).json()).toEqual({
      points: [],
      total_in_view: 0,
      total_is_exact: true,
      is_complete: true,
    });
  });

  it('honours the search filters, as the list does', async () => {
    expect(pointIds((await map(`bbox=${TBILISI}&listing_type=rent`)).json())).toEqual([ids.vakeRent]);
    expect(pointIds((await map(`bbox=${TBILISI}&locations=saburtalo`)).json())).toEqual([ids.saburtaloSale]);
    expect(
      pointIds((await map(`bbox=${TBILISI}&listing_type=sale&max_rent=100000&currency=USD`)).json()),
    ).toEqual([ids.vakeNoPin]);
    expect(pointIds((await map(`bbox=${VAKE}&query=vake&min_bedrooms=2`)).json())).toEqual(
      [ids.vakeSale, ids.vakeNoPin].sort(),
    );
    // The page and sort keys of a list query are accepted and ignored, so a client may send the same query string.
    const sameAsList = await map(`bbox=${VAKE}&listing_type=rent&skip=20&sort_by=price&sort_order=asc`);
    expect(pointIds(sameAsList.json())).toEqual([ids.vakeRent]);
  });

  it('caps the points, newest first, and says how many the box holds', async () => {
    const body = (await map(`bbox=${TBILISI}&limit=2`)).json();
    expect(body.points.map((point: { id: number }) => point.id)).toEqual([ids.vakeNoPin, ids.gldaniSale]);
    expect(body).toMatchObject({ total_in_view: 5, total_is_exact: true, is_complete: false });
    // A larger limit than the api allows is capped, not refused.
    const capped = await map(`bbox=${TBILISI}&limit=${MAP_POINTS_LIMIT * 10}`);
    expect(capped.statusCode).toBe(200);
    expect(capped.json().is_complete).toBe(true);
  });

  it(`sends at most ${MAP_POINTS_LIMIT} points however many listings the box holds`, async () => {
    // Copies of one listing spread over a box near Batumi, far from the others.
    await ctx.database.db.execute(sql`
      insert into properties (owner_id, title, address, city, state, property_type, listing_type, latitude,
        longitude, price, currency, rent_amount, rent_amount_usd, created_at)
      select owner_id, title, address, city, state, property_type, listing_type, 41.6 + n * 0.00001,
        41.6 + n * 0.00001, n, 'GEL', n, n / 2.71, now() - n * interval '1 minute'
      from properties, generate_series(1, ${MAP_POINTS_LIMIT + 1}) as n
      where id = ${ids.vakeSale}`);
    const body = (await map('bbox=41.55,41.55,41.7,41.7')).json();
    expect(body.points).toHaveLength(MAP_POINTS_LIMIT);
    expect(body).toMatchObject({
      total_in_view: MAP_POINTS_LIMIT + 1,
      total_is_exact: true,
      is_complete: false,
    });
    // Newest first: the copy made a minute ago leads.
    expect(body.points[0].price).toBe(1);
  });

  it('refuses a missing or malformed box with 422 and one entry naming bbox', async () => {
    for (const query of [
      '',
      'bbox=',
      'bbox=1,2,3',
      'bbox=a,b,c,d',
      'bbox=44.7,41.8,44.8,41.7',
      'bbox=0,95,1,96',
    ]) {
      const response = await map(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      expect(errorDetail(response), query).toEqual([
        { loc: ['querystring', 'bbox'], msg: expect.stringContaining('bbox') },
      ]);
    }
    const badFilter = await map(`bbox=${VAKE}&listing_type=castle&limit=0`);
    expect(badFilter.statusCode).toBe(422);
    expect(
      errorDetail(badFilter)
        .map((entry) => entry.loc[1])
        .sort(),
    ).toEqual(['limit', 'listing_type']);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/properties/map'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toContain('bbox');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '422']));
  });
});
