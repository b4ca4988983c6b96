import { DISTRICTS, FEATURES, PROPERTY_TYPES, RENOVATION_STATUSES } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/harness';
import { findSessionUser } from '../auth/sessions';
import type { SessionUser } from '../../plugins/auth';
import { createProperty } from '../properties/create-property';
import { createSavedSearch } from '../saved-searches/create-saved-search';
import type { SavedSearchCreateInput } from '../saved-searches/saved-search-schemas';
import { findMatchingSearches } from './find-matching-searches';

/**
 * Property-based check that alert matching is search: for random saved searches, the listings whose alert matching
 * finds the search are exactly the listings the search itself returns (through the percolation index's keys and
 * price band, then the search's own filter), poster's own listings aside.
 */
const neighbourhoods = DISTRICTS.flatMap((d) =>
  d.neighbourhoods.map((n) => ({ district: d.slug, slug: n.slug })),
);
// A few places only, so that random searches often share a listing's place.
const places = neighbourhoods.slice(0, 6);
const LISTING_TYPES = ['sale', 'rent', 'mortgage', 'daily_rent'] as const;

const listingArbitrary = fc.record({
  place: fc.constantFrom(...places),
  property_type: fc.constantFrom(...PROPERTY_TYPES.slice(0, 3)),
  listing_type: fc.constantFrom(...LISTING_TYPES),
  new_building: fc.boolean(),
  bedrooms: fc.integer({ min: 0, max: 4 }),
  rooms: fc.integer({ min: 1, max: 5 }),
  square_feet: fc.integer({ min: 20, max: 200 }),
  floor: fc.integer({ min: 1, max: 12 }),
  renovation_status: fc.constantFrom(...RENOVATION_STATUSES),
  features: fc.uniqueArray(fc.constantFrom(...FEATURES.slice(0, 4)), { maxLength: 2 }),
  rent_amount: fc.integer({ min: 100, max: 4000 }),
  currency: fc.constantFrom('GEL', 'USD'),
  is_furnished: fc.boolean(),
  status: fc.constantFrom('active', 'active', 'active', 'inactive'),
  by_agent: fc.boolean(),
});

const range = (min: number, max: number) =>
  fc.option(
    fc
      .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
    { nil: undefined },
  );

const allFilters = fc.record({
  locations: fc.uniqueArray(
    fc.constantFrom(...places.map((place) => place.slug), ...new Set(places.map((place) => place.district))),
    { minLength: 1, maxLength: 3 },
  ),
  property_type: fc.uniqueArray(fc.constantFrom(...PROPERTY_TYPES.slice(0, 3)), {
    minLength: 1,
    maxLength: 2,
  }),
  listing_type: fc.uniqueArray(fc.constantFrom(...LISTING_TYPES, 'new' as const), {
    minLength: 1,
    maxLength: 2,
  }),
  price: range(0, 4500),
  currency: fc.constantFrom('GEL', 'USD'),
  rooms: range(1, 5),
  area: range(20, 200),
  renovation: fc.uniqueArray(fc.constantFrom(...RENOVATION_STATUSES), { minLength: 1, maxLength: 2 }),
  features: fc.uniqueArray(fc.constantFrom(...FEATURES.slice(0, 4)), { minLength: 1, maxLength: 1 }),
  is_furnished: fc.boolean(),
  owner_only: fc.constant(true),
  not_first_floor: fc.constant(true),
  query: fc.constantFrom('vake', 'ვაკე', 'listing 1', '3'),
});

type Search = Partial<typeof allFilters extends fc.Arbitrary<infer T> ? T : never>;

/** One to three filters of a search: more than that and random searches rarely match a listing. */
const searchArbitrary: fc.Arbitrary<Search> = fc
  .tuple(
    allFilters,
    fc.subarray(
      [
        'locations',
        'property_type',
        'listing_type',
        'price',
        'currency',
        'rooms',
        'area',
        'renovation',
        'features',
        'is_furnished',
        'owner_only',
        'not_first_floor',
        'query',
      ] as const,
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([filters, keys]) => Object.fromEntries(keys.map((key) => [key, filters[key]])) as Search);

function toFilters(search: Search): SavedSearchCreateInput['filters'] {
  const filters: SavedSearchCreateInput['filters'] = {};
  if (search.locations) filters.locations = search.locations;
  if (search.property_type) filters.property_type = search.property_type;
  if (search.listing_type) filters.listing_type = search.listing_type;
  if (search.currency) filters.currency = search.currency;
  const pair = (name: string, value?: readonly [number, number]) => {
    if (!value) return;
    filters[`min_${name}`] = value[0];
    filters[`max_${name}`] = value[1];
  };
  pair('rent', search.price);
  pair('rooms', search.rooms);
  pair('square_feet', search.area);
  if (search.renovation) filters.renovation = search.renovation;
  if (search.features) filters.features = search.features;
  if (search.is_furnished !== undefined) filters.is_furnished = search.is_furnished;
  if (search.owner_only) filters.owner_only = true;
  if (search.not_first_floor) filters.not_first_floor = true;
  if (search.query) filters.query = search.query;
  return filters;
}

function toQueryString(filters: SavedSearchCreateInput['filters']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  params.set('limit', '500');
  return params.toString();
}

let ctx: TestContext;
let searcher: SessionUser;
let listingIds: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = (await findSessionUser(ctx.database.db, (await registerUser(ctx.app)).token))!;
  const agent = (await findSessionUser(
    ctx.database.db,
    (await registerUser(ctx.app, { role: 'agent' })).token,
  ))!;
  searcher = (await findSessionUser(ctx.database.db, (await registerUser(ctx.app)).token))!;
  const samples = fc.sample(listingArbitrary, { numRuns: 120, seed: 20261126 });
  listingIds = [];
  for (const [index, sample] of samples.entries()) {
    const created = await createProperty({
      db: ctx.database.db,
      actor: sample.by_agent ? agent : owner,
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
        bathrooms: 1,
        rooms: sample.rooms,
        square_feet: sample.square_feet,
        floor: sample.floor,
        total_floors: sample.floor + 3,
        renovation_status: sample.renovation_status,
        features: sample.features,
        rent_amount: sample.rent_amount,
        currency: sample.currency as 'GEL' | 'USD',
        is_furnished: sample.is_furnished,
        status: sample.status as 'active' | 'inactive',
        security_deposit: 0,
        lease_duration: 12,
        parking_spaces: 0,
        utilities_included: '',
        description: '',
      },
      rateUsdGel: ctx.app.config.exchangeRateUsdGel,
    });
    listingIds.push(created.id);
  }
}, 180_000);
afterAll(() => ctx?.close());

describe('alert matching agrees with search', () => {
  it('for random saved searches and listings', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(searchArbitrary, async (search) => {
        const filters = toFilters(search);
        const saved = await createSavedSearch({
          db: ctx.database.db,
          actor: searcher,
          input: { name: 'random', filters, frequency: 'instant', locale: 'en' },
        });
        try {
          const response = await ctx.app.inject({
            method: 'GET',
            url: `/api/properties/search?${toQueryString(filters)}`,
          });
          expect(response.statusCode).toBe(200);
          const expected = (response.json() as { id: number }[])
            .map((listing) => listing.id)
            .sort((a, b) => a - b);
          const matched: number[] = [];
          for (const id of listingIds) {
            const searches = await findMatchingSearches(ctx.database.db, id);
            if (searches.some((match) => match.id === saved.id)) matched.push(id);
          }
          if (expected.length) nonEmpty += 1;
          expect(matched).toEqual(expected);
        } finally {
          await ctx.database.db.delete(savedSearches).where(eq(savedSearches.id, saved.id));
        }
      }),
      { numRuns: 30, seed: 14 },
    );
    // The check means something only if many random searches matched some listings.
    expect(nonEmpty).toBeGreaterThan(10);
  }, 300_000);
});
