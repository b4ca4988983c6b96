import {
  PAGE_SIZE_DEFAULT,
  type Currency,
  type Feature,
  type RenovationStatus,
  type SearchFlagFilter,
  type SearchListingType,
  type SearchNumberFilter,
  type SortKey,
  type SortOrder,
} from '@tbilisi/contracts';
import { formatBbox, type Bbox } from './bbox';

/*
 * The page's search as the page holds it, and its URL and api query. Reading a URL into it is read-search-state.ts,
 * with the api's own filter schemas; this module stays free of them (and of zod) so that the client components that
 * write a search do not download a schema library (decision 007). Filters are written from what the state holds, so
 * a filter added to the contract needs no change here.
 */

/**
 * The property types of the search bar (docs/product/search.md#search-bar); `land` is the api's alias of land_plot.
 */
export const SEARCH_PROPERTY_TYPES = ['apartment', 'house', 'studio', 'commercial', 'land'] as const;

export type NumberFilter = SearchNumberFilter;
export type FlagFilter = SearchFlagFilter;

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
  renovation: RenovationStatus[];
  features: Feature[];
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

function filterParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('listing_type', state.listing_type);
  if (state.property_type) params.set('property_type', state.property_type);
  for (const slug of state.locations) params.append('locations', slug);
  if (state.query.trim()) params.set('query', state.query.trim());
  if (state.cadastral_code.trim()) params.set('cadastral_code', state.cadastral_code.trim());
  for (const [key, value] of Object.entries(state.numbers)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const pricesGiven = state.numbers.min_rent !== undefined || state.numbers.max_rent !== undefined;
  if (pricesGiven && state.currency !== 'GEL') params.set('currency', state.currency);
  for (const [key, on] of Object.entries(state.flags)) if (on) params.set(key, 'true');
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

/** The search with one number filter as typed: a blank or a non-number clears it. */
export function withNumber(state: SearchState, key: NumberFilter, typed: string): SearchState {
  const numbers = { ...state.numbers };
  const value = Number(typed);
  if (typed.trim() === '' || !Number.isFinite(value)) delete numbers[key];
  else numbers[key] = value;
  return { ...state, numbers };
}
