import {
  DISTRICTS,
  FEATURES,
  PROPERTY_TYPES,
  RENOVATION_STATUSES,
  SORT_KEYS,
  type Property,
} from '@tbilisi/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from '../../test/harness';
import { createProperty } from '../properties/create-property';
import { findSessionUser } from '../auth/sessions';

/**
 * Property-based check: for random combinations of filters and sorts, the api's page and count equal a plain
 * in-memory filter over the same listings.
 */
const neighbourhoods = DISTRICTS.flatMap((d) =>
  d.neighbourhoods.map((n) => ({ district: d.slug, slug: n.slug })),
);
const LISTING_TYPES = ['sale', 'rent', 'mortgage', 'daily_rent'] as const;

const listingArbitrary = fc.record({
  place: fc.constantFrom(...neighbourhoods),
  property_type: fc.constantFrom(...PROPERTY_TYPES),
  listing_type: fc.constantFrom(...LISTING_TYPES),
  new_building: fc.boolean(),
  bedrooms: fc.integer({ min: 0, max: 6 }),
  bathrooms: fc.constantFrom(0, 1, 1.5, 2, 3),
  square_feet: fc.integer({ min: 20, max: 400 }),
  rooms: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
  floor: fc.integer({ min: 1, max: 20 }),
  extra_floors: fc.integer({ min: 0, max: 10 }),
  renovation_status: fc.option(fc.constantFrom(...RENOVATION_STATUSES), { nil: null }),
  yard_area: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
  features: fc.uniqueArray(fc.constantFrom(...FEATURES), { maxLength: 4 }),
  rent_amount: fc.integer({ min: 1, max: 400_000 }),
  currency: fc.constantFrom('GEL', 'USD'),
  is_furnished: fc.boolean(),
  pets_allowed: fc.boolean(),
  status: fc.constantFrom('active', 'active', 'active', 'inactive'),
});

const range = (min: number, max: number) =>
  fc.option(
    fc
      .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
    { nil: undefined },
  );

const filtersArbitrary = fc.record(
  {
    locations: fc.uniqueArray(
      fc.constantFrom(...DISTRICTS.map((d) => d.slug), ...neighbourhoods.map((n) => n.slug)),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
    property_type: fc.uniqueArray(fc.constantFrom(...PROPERTY_TYPES), { minLength: 1, maxLength: 3 }),
    listing_type: fc.uniqueArray(fc.constantFrom(...LISTING_TYPES, 'new' as const), {
      minLength: 1,
      maxLength: 2,
    }),
    price: range(0, 1_100_000),
    currency: fc.constantFrom('GEL', 'USD'),
    bedrooms: range(0, 6),
    area: range(0, 400),
    floor: range(1, 20),
    renovation: fc.uniqueArray(fc.constantFrom(...RENOVATION_STATUSES), { minLength: 1, maxLength: 3 }),
    features: fc.uniqueArray(fc.constantFrom(...FEATURES), { minLength: 1, maxLength: 2 }),
    not_first_floor: fc.constant(true),
    not_last_floor: fc.constant(true),
    is_furnished: fc.boolean(),
    min_yard_area: fc.integer({ min: 0, max: 2000 }),
  },
  { requiredKeys: [] },
);

const sortArbitrary = fc.record({
  sort_by: fc.constantFrom(...SORT_KEYS),
  sort_order: fc.constantFrom('asc', 'desc'),
  skip: fc.integer({ min: 0, max: 30 }),
  limit: fc.integer({ min: 1, max: 40 }),
});

type Filters = typeof filtersArbitrary extends fc.Arbitrary<infer T> ? T : never;

function toQuery(
  filters: Filters,
  sort?: { sort_by: string; sort_order: string; skip: number; limit: number },
) {
  const params = new URLSearchParams();
  for (const slug of filters.locations ?? []) params.append('locations', slug);
  for (const type of filters.property_type ?? []) params.append('property_type', type);
  for (const type of filters.listing_type ?? []) params.append('listing_type', type);
  for (const status of filters.renovation ?? []) params.append('renovation', status);
  for (const feature of filters.features ?? []) params.append('features', feature);
  const pair = (name: string, value?: readonly [number, number]) => {
    if (!value) return;
    params.set(`min_${name}`, String(value[0]));
    params.set(`max_${name}`, String(value[1]));
  };
  pair('rent', filters.price);
  pair('bedrooms', filters.bedrooms);
  pair('square_feet', filters.area);
  pair('floor', filters.floor);
  if (filters.currency) params.set('currency', filters.currency);
  if (filters.not_first_floor) params.set('not_first_floor', 'true');
  if (filters.not_last_floor) params.set('not_last_floor', 'true');
  if (filters.is_furnished !== undefined) params.set('is_furnished', String(filters.is_furnished));
  if (filters.min_yard_area !== undefined) params.set('min_yard_area', String(filters.min_yard_area));
  if (sort) for (const [key, value] of Object.entries(sort)) params.set(key, String(value));
  return params.toString();
}

function matches(p: Property, f: Filters): boolean {
  if (p.status !== 'active') return false;
  if (f.locations && !f.locations.some((slug) => slug === p.state || slug === p.urban_area)) return false;
  if (f.property_type && !f.property_type.includes(p.property_type as never)) return false;
  if (
    f.listing_type &&
    !f.listing_type.some((type) =>
      type === 'new' ? p.listing_type === 'sale' && p.is_new_building : type === p.listing_type,
    )
  ) {
    return false;
  }
  const price = f.currency === 'USD' ? p.rent_amount_usd : p.rent_amount;
  const within = (value: number | null, r?: readonly [number, number]) =>
    !r || (value !== null && value >= r[0] && value <= r[1]);
  if (
    !within(price, f.price) ||
    !within(p.bedrooms, f.bedrooms) ||
    !within(p.square_feet, f.area) ||
    !within(p.floor, f.floor)
  ) {
    return false;
  }
  if (f.renovation && !f.renovation.includes(p.renovation_status as never)) return false;
  if (f.features && !f.features.every((feature) => p.features.includes(feature))) return false;
  if (f.not_first_floor && !(p.floor !== null && p.floor > 1)) return false;
  if (f.not_last_floor && !(p.floor !== null && p.total_floors !== null && p.floor < p.total_floors))
    return false;
  if (f.is_furnished !== undefined && p.is_furnished !== f.is_furnished) return false;
  if (f.min_yard_area !== undefined && !(p.yard_area !== null && p.yard_area >= f.min_yard_area))
    return false;
  return true;
}

const SORT_VALUE = {
  date: (p: Property) => Date.parse(p.created_at),
  price: (p: Property) => p.rent_amount,
  area: (p: Property) => p.square_feet,
  bedrooms: (p: Property) => p.bedrooms,
} as const;

let ctx: TestContext;
let listings: Property[];

beforeAll(async () => {
  ctx = await createTestContext();
  const poster = await registerUser(ctx.app);
  const actor = (await findSessionUser(ctx.database.db, poster.token))!;
  const samples = fc.sample(listingArbitrary, { numRuns: 160, seed: 20261122 });
  listings = [];
  for (const [index, sample] of samples.entries()) {
    listings.push(
      await createProperty({
        db: ctx.database.db,
        actor,
        input: {
          title: `Listing ${index}`,
          address: `${index} Test St.`,
          city: 'Tbilisi',
          state: sample.place.district,
          urban_area: sample.place.slug,
          property_type: sample.property_type,
          listing_type: sample.listing_type,
          is_new_building: sample.listing_type === 'sale' && sample.new_building,
          bedrooms: sample.bedrooms,
          bathrooms: sample.bathrooms,
          square_feet: sample.square_feet,
          rooms: sample.rooms ?? undefined,
          floor: sample.floor,
          total_floors: sample.floor + sample.extra_floors,
          renovation_status: sample.renovation_status,
          yard_area: sample.yard_area ?? undefined,
          features: sample.features,
          rent_amount: sample.rent_amount,
          currency: sample.currency as 'GEL' | 'USD',
          is_furnished: sample.is_furnished,
          pets_allowed: sample.pets_allowed,
          status: sample.status as 'active' | 'inactive',
          security_deposit: 0,
          lease_duration: 12,
          parking_spaces: 0,
          utilities_included: '',
          description: '',
        },
        rateUsdGel: ctx.app.config.exchangeRateUsdGel,
      }),
    );
  }
}, 120_000);
afterAll(() => ctx.close());

describe('search agrees with a plain filter', () => {
  it('for random filters and sorts, page and count', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, sortArbitrary, async (filters, sort) => {
        const expected = listings.filter((p) => matches(p, filters));
        const value =
          sort.sort_by === 'price' && filters.currency === 'USD'
            ? (p: Property) => p.rent_amount_usd
            : SORT_VALUE[sort.sort_by];
        const direction = sort.sort_order === 'asc' ? 1 : -1;
        expected.sort((a, b) => direction * (value(a) - value(b) || a.id - b.id));
        const [page, count] = await Promise.all([
          ctx.app.inject({ method: 'GET', url: `/api/properties/search?${toQuery(filters, sort)}` }),
          ctx.app.inject({ method: 'GET', url: `/api/properties/search/count?${toQuery(filters)}` }),
        ]);
        expect(count.json().total_count).toBe(expected.length);
        expect(page.json().map((p: Property) => p.id)).toEqual(
          expected.slice(sort.skip, sort.skip + sort.limit).map((p) => p.id),
        );
      }),
      { numRuns: 150, seed: 42 },
    );
  }, 120_000);

  it('for each item of the catalogue alone (elevator included), page and count', async () => {
    expect(FEATURES).toContain('elevator');
    expect(listings.some((p) => p.features.includes('elevator'))).toBe(true);
    for (const feature of FEATURES) {
      const filters: Filters = { features: [feature] };
      const expected = listings.filter((p) => matches(p, filters)).map((p) => p.id);
      const query = toQuery(filters, { sort_by: 'date', sort_order: 'desc', skip: 0, limit: 500 });
      const [page, count] = await Promise.all([
        ctx.app.inject({ method: 'GET', url: `/api/properties/search?${query}` }),
        ctx.app.inject({ method: 'GET', url: `/api/properties/search/count?${toQuery(filters)}` }),
      ]);
      expect(count.json().total_count, feature).toBe(expected.length);
      expect(
        page
          .json()
          .map((p: Property) => p.id)
          .sort(),
        feature,
      ).toEqual(expected.sort());
    }
  });
});
