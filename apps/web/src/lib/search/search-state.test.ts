import { describe, expect, it } from 'vitest';
import { SEARCH_FLAG_FILTERS, SEARCH_NUMBER_FILTERS } from '@tbilisi/contracts';
import { FLAG_FILTERS, NUMBER_FILTERS, parseSearchState } from './read-search-state';
import { DEFAULT_SEARCH, toApiQuery, toPageQuery, withNumber } from './search-state';

describe('search state', () => {
  it('keeps the plain home page at / by leaving defaults out of the URL', () => {
    expect(toPageQuery(DEFAULT_SEARCH)).toBe('');
  });

  it('round-trips every filter through the page URL', () => {
    const query =
      'listing_type=rent&property_type=apartment&locations=vake&locations=saburtalo&query=%E1%83%95%E1%83%90%E1%83%99%E1%83%94' +
      '&min_rent=500&max_rent=1500&currency=USD&verified=true&renovation=renovated&features=balcony&features=garage' +
      '&min_floor=2&not_last_floor=true&sort_by=price&sort_order=asc&page=3';
    const state = parseSearchState(
      Object.fromEntries(
        [...new URLSearchParams(query).keys()].map((k) => [k, new URLSearchParams(query).getAll(k)]),
      ),
    );
    expect(state).toMatchObject({
      listing_type: 'rent',
      locations: ['vake', 'saburtalo'],
      numbers: { min_rent: 500, max_rent: 1500, min_floor: 2 },
      flags: { verified: true, not_last_floor: true },
      features: ['balcony', 'garage'],
      sort_by: 'price',
      page: 3,
    });
    expect(parseSearchState(Object.fromEntries(new URLSearchParams(toPageQuery(state))))).toMatchObject({
      listing_type: 'rent',
      page: 3,
    });
  });

  it('drops unknown and malformed values instead of failing', () => {
    const state = parseSearchState({
      listing_type: 'castle',
      min_rent: 'abc',
      page: '-2',
      renovation: 'gold',
    });
    expect(state).toMatchObject({ listing_type: 'sale', numbers: {}, page: 1, renovation: [] });
  });

  it('asks the api for one page with repeated keys and the price currency', () => {
    const query = new URLSearchParams(
      toApiQuery({
        ...DEFAULT_SEARCH,
        locations: ['vake', 'isani'],
        currency: 'USD',
        numbers: { max_rent: 100000 },
        page: 2,
      }),
    );
    expect(query.getAll('locations')).toEqual(['vake', 'isani']);
    expect(query.get('currency')).toBe('USD');
    expect(query.get('skip')).toBe('20');
    expect(query.get('limit')).toBe('20');
    expect(query.get('listing_type')).toBe('sale');
  });
});

describe('search state: map view and area', () => {
  it('keeps the view and the searched area in the page URL, and the area in the api query', () => {
    const state = parseSearchState({ view: 'map', bbox: '44.74,41.7,44.78,41.715', listing_type: 'rent' });
    expect(state).toMatchObject({
      view: 'map',
      bbox: { west: 44.74, south: 41.7, east: 44.78, north: 41.715 },
    });
    const page = new URLSearchParams(toPageQuery(state));
    expect(page.get('view')).toBe('map');
    expect(page.get('bbox')).toBe('44.74,41.7,44.78,41.715');
    const api = new URLSearchParams(toApiQuery(state));
    expect(api.get('bbox')).toBe('44.74,41.7,44.78,41.715');
    expect(api.has('view')).toBe(false);
  });

  it('drops a malformed area or view and leaves the plain list', () => {
    expect(parseSearchState({ view: 'globe', bbox: '1,2,3' })).toMatchObject({
      view: 'list',
      bbox: undefined,
    });
    expect(toPageQuery({ ...DEFAULT_SEARCH, view: 'list' })).toBe('');
  });
});

describe('search state: read with the contract', () => {
  it('carries every number and flag filter of the contract, none listed by hand', () => {
    expect(NUMBER_FILTERS).toEqual(Object.keys(SEARCH_NUMBER_FILTERS));
    expect(FLAG_FILTERS).toEqual(Object.keys(SEARCH_FLAG_FILTERS));
    const raw = Object.fromEntries([
      ...NUMBER_FILTERS.map((key) => [key, '3']),
      ...FLAG_FILTERS.map((key) => [key, 'true']),
    ]);
    const api = new URLSearchParams(toApiQuery(parseSearchState(raw)));
    for (const key of [...NUMBER_FILTERS, ...FLAG_FILTERS]) expect(api.has(key), key).toBe(true);
  });

  it('reads the elevator like any item of the catalogue, and drops an unknown one alone', () => {
    const state = parseSearchState({ features: ['elevator', 'helipad', 'balcony', 'elevator'] });
    expect(state.features).toEqual(['elevator', 'balcony']);
    expect(new URLSearchParams(toApiQuery(state)).getAll('features')).toEqual(['elevator', 'balcony']);
    expect(new URLSearchParams(toPageQuery(state)).getAll('features')).toEqual(['elevator', 'balcony']);
  });

  it('refuses what the api would refuse: a fractional bedroom count, a floor below -5, a bad sort', () => {
    const state = parseSearchState({
      min_bedrooms: '1.5',
      min_floor: '-9',
      max_floor: '-2',
      sort_by: 'views',
    });
    expect(state.numbers).toEqual({ max_floor: -2 });
    expect(state.sort_by).toBe('date');
  });

  it('sets a typed number filter, and clears it on a blank or what is not a number', () => {
    const set = withNumber(DEFAULT_SEARCH, 'min_rent', ' 1500 ');
    expect(set.numbers).toEqual({ min_rent: 1500 });
    expect(withNumber(set, 'min_rent', '').numbers).toEqual({});
    expect(withNumber(set, 'min_rent', 'abc').numbers).toEqual({});
    expect(withNumber(set, 'max_floor', '-2').numbers).toEqual({ min_rent: 1500, max_floor: -2 });
    expect(DEFAULT_SEARCH.numbers).toEqual({});
  });
});
