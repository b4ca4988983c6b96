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

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await registerUser(ctx.app, { role: 'owner' });
  const agent = await registerUser(ctx.app, { role: 'agent' });
  const developer = await registerUser(ctx.app, { role: 'developer' });
  const make = async (name: string, user: typeof owner, overrides: Record<string, unknown>) => {
    ids[name] = (await createListing(ctx.app, user, overrides)).id;
  };
  // Created oldest first: "date desc" must list them in reverse.
  await make('vakeSale', owner, {
    rent_amount: 150000,
    currency: 'USD',
    bedrooms: 2,
    rooms: 3,
    square_feet: 85,
    floor: 1,
    total_floors: 9,
    features: ['balcony', 'central_heating', 'elevator'],
    renovation_status: 'newly_renovated',
    cadastral_code: '01.14.12.005.012',
    contact_phone: '+995 555 11 22 33',
    pets_allowed: true,
    latitude: 41.709,
    longitude: 44.766,
  });
  await make('saburtaloRent', agent, {
    title: 'ბინა საბურთალოზე',
    title_en: 'Flat in Saburtalo',
    title_ru: 'Квартира на Сабуртало',
    description_en: 'Near the metro.',
    address: 'Pekini Ave 12',
    urban_area: 'saburtalo',
    listing_type: 'rent',
    rent_amount: 2000,
    currency: 'GEL',
    bedrooms: 1,
    rooms: 2,
    square_feet: 55,
    floor: 4,
    total_floors: 9,
    features: ['balcony'],
    renovation_status: 'renovated',
    is_furnished: true,
    latitude: 41.727,
    longitude: 44.755,
  });
  await make('gldaniNew', developer, {
    title: 'ახალი აშენებული',
    title_en: 'New building in Gldani',
    title_ru: 'Новостройка в Глдани',
    description_en: 'Frame.',
    address: 'ул. Хизанишвили 5',
    state: 'gldani-nadzaladevi',
    urban_area: 'gldani',
    is_new_building: true,
    rent_amount: 45000,
    currency: 'USD',
    bedrooms: 3,
    rooms: 4,
    square_feet: 95,
    floor: 16,
    total_floors: 16,
    renovation_status: 'white_frame',
    features: ['elevator', 'security'],
    latitude: 41.79,
    longitude: 44.82,
  });
  await make('oldTbilisiHouse', owner, {
    title: 'სახლი სოლოლაკში',
    title_en: 'House in Sololaki',
    title_ru: 'Дом в Сололаки',
    description_en: 'Old house.',
    address: 'ლერმონტოვის ქ. 8',
    state: 'old-tbilisi',
    urban_area: 'sololaki',
    property_type: 'house',
    listing_type: 'daily_rent',
    rent_amount: 250,
    currency: 'GEL',
    bedrooms: 4,
    rooms: 6,
    square_feet: 220,
    floor: null,
    total_floors: null,
    yard_area: 150,
    features: ['garage', 'pool'],
    latitude: 41.69,
    longitude: 44.8,
  });
  await make('inactive', owner, { status: 'inactive' });
});
afterAll(() => ctx.close());

async function search(query: string) {
  const [page, count] = await Promise.all([
    ctx.app.inject({ method: 'GET', url: `/api/properties/search?${query}` }),
    ctx.app.inject({ method: 'GET', url: `/api/properties/search/count?${query}` }),
  ]);
  expect(page.statusCode, page.body).toBe(200);
  expect(count.statusCode, count.body).toBe(200);
  const found = page.json().map((p: { id: number }) => p.id);
  // Every page of a search agrees with its count when it all fits on the page.
  if (!/limit|skip/.test(query)) expect(count.json().total_count).toBe(found.length);
  return found as number[];
}
const names = (found: number[]) => found.map((id) => Object.keys(ids).find((name) => ids[name] === id));

describe('search', () => {
  it('returns every active listing, newest first, by default', async () => {
    expect(names(await search(''))).toEqual(['oldTbilisiHouse', 'gldaniNew', 'saburtaloRent', 'vakeSale']);
  });

  it('ignores empty values', async () => {
    expect((await search('query=&state=&min_rent=&property_type=')).length).toBe(4);
  });

  it.each([
    ['listing_type=sale', ['gldaniNew', 'vakeSale']],
    ['listing_type=new', ['gldaniNew']],
    ['listing_type=rent&listing_type=daily_rent', ['oldTbilisiHouse', 'saburtaloRent']],
    ['property_type=house', ['oldTbilisiHouse']],
    ['state=old-tbilisi', ['oldTbilisiHouse']],
    ['urban_area=saburtalo', ['saburtaloRent']],
    ['locations=vake-saburtalo', ['saburtaloRent', 'vakeSale']],
    ['locations=gldani&locations=sololaki', ['oldTbilisiHouse', 'gldaniNew']],
    ['min_rent=5000&max_rent=200000', ['gldaniNew']],
    ['currency=USD&min_rent=100000', ['vakeSale']],
    ['min_bedrooms=2&max_bedrooms=3', ['gldaniNew', 'vakeSale']],
    ['min_rooms=4', ['oldTbilisiHouse', 'gldaniNew']],
    ['min_square_feet=60&max_square_feet=100', ['gldaniNew', 'vakeSale']],
    ['min_floor=2&max_floor=10', ['saburtaloRent']],
    ['not_first_floor=true', ['gldaniNew', 'saburtaloRent']],
    ['not_last_floor=true', ['saburtaloRent', 'vakeSale']],
    ['renovation=white_frame&renovation=renovated', ['gldaniNew', 'saburtaloRent']],
    ['features=balcony', ['saburtaloRent', 'vakeSale']],
    ['features=balcony&features=central_heating', ['vakeSale']],
    ['features=elevator', ['gldaniNew', 'vakeSale']],
    ['features=elevator&features=balcony', ['vakeSale']],
    ['features=elevator,security', ['gldaniNew']],
    ['min_yard_area=100', ['oldTbilisiHouse']],
    ['pets_allowed=true', ['vakeSale']],
    ['is_furnished=true', ['saburtaloRent']],
    ['developer_only=true', ['gldaniNew']],
    ['owner_only=true', ['oldTbilisiHouse', 'vakeSale']],
    ['cadastral_code=01.14.12.005.012', ['vakeSale']],
    ['cadastral_code=011412005012', ['vakeSale']],
    ['bbox=44.74,41.70,44.78,41.72', ['vakeSale']],
    ['city=tbilisi&property_type=land', []],
  ])('filters %s', async (query, expected) => {
    expect(names(await search(query))).toEqual(expected);
  });

  it.each([['vake'], ['ვაკე'], ['Ваке'], ['VAKE']])('finds Vake written as %s', async (query) => {
    expect(names(await search(`query=${encodeURIComponent(query)}`))).toContain('vakeSale');
    expect(names(await search(`query=${encodeURIComponent(query)}`))).not.toContain('gldaniNew');
  });

  it.each([['Chavchavadze'], ['ჭავჭავაძე'], ['Чавчавадзе'], ['Khizanishvili'], ['ხიზანიშვილი']])(
    'finds a street written as %s',
    async (query) => {
      expect((await search(`query=${encodeURIComponent(query)}`)).length).toBe(1);
    },
  );

  it('finds a listing by id, phone and cadastral code in the text box', async () => {
    expect(await search(`query=${ids.saburtaloRent}`)).toContain(ids.saburtaloRent);
    expect(names(await search('query=%2B995%20555%2011%2022%2033'))).toEqual(['vakeSale']);
    expect(names(await search('query=555112233'))).toEqual(['vakeSale']);
    expect(names(await search('query=01.14.12.005.012'))).toEqual(['vakeSale']);
  });

  it.each([
    ['sort_by=price&sort_order=asc', ['oldTbilisiHouse', 'saburtaloRent', 'gldaniNew', 'vakeSale']],
    ['sort_by=price&sort_order=desc', ['vakeSale', 'gldaniNew', 'saburtaloRent', 'oldTbilisiHouse']],
    ['sort_by=area&sort_order=asc', ['saburtaloRent', 'vakeSale', 'gldaniNew', 'oldTbilisiHouse']],
    ['sort_by=bedrooms&sort_order=desc', ['oldTbilisiHouse', 'gldaniNew', 'vakeSale', 'saburtaloRent']],
    ['sort_by=date&sort_order=asc', ['vakeSale', 'saburtaloRent', 'gldaniNew', 'oldTbilisiHouse']],
  ])('sorts by %s', async (query, expected) => {
    expect(names(await search(query))).toEqual(expected);
  });

  it('pages with skip and limit while the count stays the total', async () => {
    expect(names(await search('sort_by=price&sort_order=asc&skip=1&limit=2'))).toEqual([
      'saburtaloRent',
      'gldaniNew',
    ]);
    const count = await ctx.app.inject({ method: 'GET', url: '/api/properties/search/count?skip=1&limit=2' });
    expect(count.json().total_count).toBe(4);
  });

  it('asks caches not to keep search answers when the api reuses no count', async () => {
    // The test harness sets SEARCH_COUNT_CACHE_SECONDS=0 (search-count.test.ts covers the default).
    for (const url of [
      '/api/properties/search?listing_type=sale',
      '/api/properties/search/count?listing_type=sale',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-store');
    }
  });

  it('runs a search of the same filters with other values afresh', async () => {
    // Each shape of search is one prepared statement (prepared-statements.ts): values must never stay with it.
    expect(names(await search('state=old-tbilisi'))).toEqual(['oldTbilisiHouse']);
    expect(names(await search('state=vake-saburtalo'))).toEqual(['saburtaloRent', 'vakeSale']);
    expect(names(await search('pets_allowed=false&listing_type=sale'))).toEqual(['gldaniNew']);
    expect(names(await search('pets_allowed=true&listing_type=sale'))).toEqual(['vakeSale']);
    expect(names(await search('sort_by=price&sort_order=asc&skip=2&limit=1'))).toEqual(['gldaniNew']);
  });

  it('takes arrays as repeated keys or comma-separated', async () => {
    expect(await search('property_type=house,apartment')).toEqual(
      await search('property_type=house&property_type=apartment'),
    );
  });

  it.each([
    ['min_rent=cheap', 'min_rent'],
    ['sort_by=colour', 'sort_by'],
    ['property_type=castle', 'property_type'],
    ['locations=atlantis', 'locations'],
    ['bbox=1,2,3', 'bbox'],
    ['limit=0', 'limit'],
  ])('refuses %s with a 422 naming the parameter', async (query, field) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/properties/search?${query}` });
    expect(response.statusCode).toBe(422);
    expect(errorDetail(response)[0]?.loc).toContain(field);
  });
});
