import {
  CURRENCIES,
  FEATURES,
  PAGE_SIZE_DEFAULT,
  RENOVATION_STATUSES,
  SEARCH_LISTING_TYPES,
  SORT_KEYS,
  SORT_ORDERS,
  type Currency,
  type SearchListingType,
  type SortKey,
  type SortOrder,
} from '@tbilisi/contracts';
import { formatBbox, parseBbox, type Bbox } from '../map/bbox';

/**
 * The property types of the search bar (docs/product/search.md#search-bar); `land` is the api's alias of
 * land_plot.
 */
export const SEARCH_PROPERTY_TYPES = ['apartment', 'house', 'studio', 'commercial', 'land'] as const;

/**
 * Numeric filters, named as the api names them (docs/product/search.md#filters), so the page URL and the api
 * query match.
 */
export const NUMBER_FILTERS = [
  'min_rent',
  'max_rent',
  'min_bedrooms',
  'max_bedrooms',
  'min_rooms',
  'max_rooms',
  'min_bathrooms',
  'min_square_feet',
  'max_square_feet',
  'min_yard_area',
  'max_yard_area',
  'min_floor',
  'max_floor',
] as const;
export type NumberFilter = (typeof NUMBER_FILTERS)[number];

export const FLAG_FILTERS = [
  'verified',
  'developer_only',
  'with_photos',
  'owner_only',
  'not_first_floor',
  'not_last_floor',
] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export interface SearchState {
  listing_type: SearchListingType;
  property_type: string;
  locations: string[];
  query: string;
  cadastral_code: string;
  /** the currency the price filters are typed in; the api converts USD */
  currency: Currency;
  numbers: Partial<Record<NumberFilter, number>>;
  flags: Partial<Record<FlagFilter, true>>;
  renovation: string[];
  features: string[];
  sort_by: SortKey;
  sort_order: SortOrder;
  page: number;
  /** the map area the results are limited to ("Search this area") */
  bbox?: Bbox;
  /** results as a list, or a map beside the list */
  view: SearchView;
}

export const SEARCH_VIEWS = ['list', 'map'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** The id of the results section, scrolled to after a search or a page change. */
export const RESULTS_ANCHOR = 'results';

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const DEFAULT_SEARCH: SearchState = {
  listing_type: 'sale',
  property_type: '',
  locations: [],
  query: '',
  cadastral_code: '',
  currency: 'GEL',
  numbers: {},
  flags: {},
  renovation: [],
  features: [],
  sort_by: 'date',
  sort_order: 'desc',
  page: 1,
  view: 'list',
};

const all = (raw: RawSearchParams, key: string): string[] => {
  const value = raw[key];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
};
const first = (raw: RawSearchParams, key: string) => all(raw, key)[0] ?? '';
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the page's query string; anything unknown or malformed falls back to the default, never throws. */
export function parseSearchState(raw: RawSearchParams): SearchState {
  const numbers: SearchState['numbers'] = {};
  for (const key of NUMBER_FILTERS) {
    const value = Number(first(raw, key));
    const floorFilter = key === 'min_floor' || key === 'max_floor';
    if (first(raw, key) !== '' && Number.isFinite(value) && (floorFilter || value >= 0)) numbers[key] = value;
  }
  const flags: SearchState['flags'] = {};
  for (const key of FLAG_FILTERS) if (first(raw, key) === 'true') flags[key] = true;
  const page = Number(first(raw, 'page'));
  return {
    listing_type: oneOf(SEARCH_LISTING_TYPES, first(raw, 'listing_type'), 'sale'),
    property_type: oneOf([...SEARCH_PROPERTY_TYPES, ''], first(raw, 'property_type'), ''),
    locations: [...new Set(all(raw, 'locations'))],
    query: first(raw, 'query').slice(0, 200),
    cadastral_code: first(raw, 'cadastral_code').slice(0, 40),
    currency: oneOf(CURRENCIES, first(raw, 'currency'), 'GEL'),
    numbers,
    flags,
    renovation: all(raw, 'renovation').filter((v) => (RENOVATION_STATUSES as readonly string[]).includes(v)),
    features: all(raw, 'features').filter((v) => (FEATURES as readonly string[]).includes(v)),
    sort_by: oneOf(SORT_KEYS, first(raw, 'sort_by'), 'date'),
    sort_order: oneOf(SORT_ORDERS, first(raw, 'sort_order'), 'desc'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    // One value, commas inside: not a list.
    bbox: parseBbox([raw.bbox].flat()[0]),
    view: oneOf(SEARCH_VIEWS, first(raw, 'view'), 'list'),
  };
}

function filterParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('listing_type', state.listing_type);
  if (state.property_type) params.set('property_type', state.property_type);
  for (const slug of state.locations) params.append('locations', slug);
  if (state.query.trim()) params.set('query', state.query.trim());
  if (state.cadastral_code.trim()) params.set('cadastral_code', state.cadastral_code.trim());
  for (const key of NUMBER_FILTERS) {
    const value = state.numbers[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const pricesGiven = state.numbers.min_rent !== undefined || state.numbers.max_rent !== undefined;
  if (pricesGiven && state.currency !== 'GEL') params.set('currency', state.currency);
  for (const key of FLAG_FILTERS) if (state.flags[key]) params.set(key, 'true');
  for (const value of state.renovation) params.append('renovation', value);
  for (const value of state.features) params.append('features', value);
  if (state.bbox) params.set('bbox', formatBbox(state.bbox));
  return params;
}

/** The page's own query string: shareable, defaults left out so the plain home page stays `/`. */
export function toPageQuery(state: SearchState): string {
  const params = filterParams(state);
  if (state.listing_type === 'sale') params.delete('listing_type');
  if (state.sort_by !== 'date') params.set('sort_by', state.sort_by);
  if (state.sort_order !== 'desc') params.set('sort_order', state.sort_order);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view !== 'list') params.set('view', state.view);
  return params.toString();
}

/** The query for GET /api/properties/search (count ignores the paging and sort keys). */
export function toApiQuery(state: SearchState, pageSize = PAGE_SIZE_DEFAULT): string {
  const params = filterParams(state);
  params.set('sort_by', state.sort_by);
  params.set('sort_order', state.sort_order);
  params.set('skip', String((state.page - 1) * pageSize));
  params.set('limit', String(pageSize));
  return params.toString();
}

/** How many of the additional-filters dialog's filters are set, for the badge on its button. */
export function countAdditionalFilters(state: SearchState): number {
  const barNumbers: NumberFilter[] = ['min_rent', 'max_rent', 'min_rooms', 'max_rooms'];
  return (
    Object.keys(state.numbers).filter((key) => !barNumbers.includes(key as NumberFilter)).length +
    Object.keys(state.flags).length +
    state.renovation.length +
    state.features.length +
    (state.cadastral_code ? 1 : 0)
  );
}
