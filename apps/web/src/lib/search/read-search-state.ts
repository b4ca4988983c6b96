import '@/lib/zod-jitless';
import {
  SEARCH_CHOICE_FILTERS,
  SEARCH_FLAG_FILTERS,
  SEARCH_NUMBER_FILTERS,
  bboxSchema,
  pageAndSort,
  searchFilters,
  type Bbox,
  type SearchFlagFilter,
  type SearchNumberFilter,
} from '@tbilisi/contracts';
import type { z } from 'zod';
import { SEARCH_PROPERTY_TYPES, SEARCH_VIEWS, type RawSearchParams, type SearchState } from './search-state';

/*
 * A page URL read into a search with the api's own filter schemas (packages/contracts schemas/search.ts): the page URL
 * and the api query name every filter alike, and a filter added to the contract is read here without a change. Only
 * the property type is narrower: the search bar's five. The server reads the page's URL; the browser loads this
 * module (and zod) only where it reads a remembered search, when the recent-searches list opens.
 */

/** Numeric filters, as the contract lists them. */
export const NUMBER_FILTERS = Object.keys(SEARCH_NUMBER_FILTERS) as SearchNumberFilter[];

/** Yes/no filters, as the contract lists them; the page sets them to yes or leaves them out. */
export const FLAG_FILTERS = Object.keys(SEARCH_FLAG_FILTERS) as SearchFlagFilter[];

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

/** The value the contract's schema reads, or undefined when it refuses it: a bad URL is no reason to fail a page. */
function read<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Each value the contract accepts, in URL order, once; the rest dropped one by one rather than all together. */
function readChoices<K extends 'renovation' | 'features'>(raw: RawSearchParams, key: K) {
  type Value = NonNullable<z.output<(typeof SEARCH_CHOICE_FILTERS)[K]>>[number];
  const values = all(raw, key).flatMap((value) => read(SEARCH_CHOICE_FILTERS[key], [value]) ?? []);
  return [...new Set(values)] as Value[];
}

/** Reads `west,south,east,north` as the api does; anything malformed is no area at all (people type URLs too). */
export function parseBbox(raw: string | undefined): Bbox | undefined {
  return read(bboxSchema, raw);
}

/** Reads the page's query string; anything unknown or malformed falls back to the default, never throws. */
export function parseSearchState(raw: RawSearchParams): SearchState {
  const numbers: SearchState['numbers'] = {};
  for (const key of NUMBER_FILTERS) {
    const value = read(SEARCH_NUMBER_FILTERS[key], first(raw, key));
    if (value !== undefined) numbers[key] = value;
  }
  const flags: SearchState['flags'] = {};
  for (const key of FLAG_FILTERS)
    if (read(SEARCH_FLAG_FILTERS[key], first(raw, key)) === true) flags[key] = true;
  const page = Number(first(raw, 'page'));
  return {
    listing_type: read(SEARCH_CHOICE_FILTERS.listing_type, first(raw, 'listing_type'))?.[0] ?? 'sale',
    property_type: oneOf([...SEARCH_PROPERTY_TYPES, ''], first(raw, 'property_type'), ''),
    locations: [...new Set(all(raw, 'locations'))].slice(0, 200),
    query: first(raw, 'query').slice(0, 200),
    cadastral_code: first(raw, 'cadastral_code').slice(0, 40),
    currency: read(searchFilters.shape.currency, first(raw, 'currency')) ?? 'GEL',
    numbers,
    flags,
    renovation: readChoices(raw, 'renovation'),
    features: readChoices(raw, 'features'),
    sort_by: read(pageAndSort.sort_by, first(raw, 'sort_by')) ?? 'date',
    sort_order: read(pageAndSort.sort_order, first(raw, 'sort_order')) ?? 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    // One value, commas inside: not a list.
    bbox: parseBbox([raw.bbox].flat()[0]),
    view: oneOf(SEARCH_VIEWS, first(raw, 'view'), 'list'),
  };
}
