import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_COUNT_LIMIT } from '../constants';
import {
  CURRENCIES,
  FEATURES,
  PROPERTY_TYPES,
  RENOVATION_STATUSES,
  SEARCH_LISTING_TYPES,
  SEARCH_PROPERTY_TYPE_ALIASES,
  SORT_KEYS,
  SORT_ORDERS,
} from '../enums';
import { isBlank } from './common';

/*
 * The search filters, one schema for the api (which validates /search, /search/count and /map with it, and builds
 * its OpenAPI parameters from it) and the web (which parses its page URL with it). A new filter is one entry in one
 * of the lists below, one condition in the api's build-search-filter.ts, one control in the web's filters dialog
 * and its messages (docs/decisions/011-one-catalogue.md walks through one).
 */

// Empty, null or blank values are left out; lists come as repeated keys (or one comma-separated value).
const unset = (value: unknown) => (isBlank(value) ? undefined : value);
const list = (value: unknown) => {
  const values = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const present = values.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => !isBlank(v));
  return present.length ? present : undefined;
};

const number = (label: string) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .optional(),
  );
// Counts and floors are stored as PostgreSQL smallint: a filter beyond its range can match nothing and is refused.
const SMALLINT_MAX = 32_767;
const integer = (label: string, min = 0) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be ${min} or more`)
      .max(SMALLINT_MAX, `${label} must be at most ${SMALLINT_MAX}`)
      .optional(),
  );
const flagFilter = z.preprocess(
  (value) =>
    isBlank(value)
      ? undefined
      : value === 'true' || value === '1'
        ? true
        : value === 'false' || value === '0'
          ? false
          : value,
  z.boolean({ error: 'must be true or false' }).optional(),
);
const enumList = <T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  aliases: Readonly<Record<string, string>> = {},
) =>
  z.preprocess(
    (value) => list(value)?.map((v) => (typeof v === 'string' ? (aliases[v] ?? v) : v)),
    z.array(z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` })).optional(),
  );
const textFilter = (max: number) => z.preprocess(unset, z.string().max(max).optional());
const textList = (max: number, count?: number) =>
  z.preprocess(
    list,
    (count ? z.array(z.string().max(max)).max(count) : z.array(z.string().max(max))).optional(),
  );

/** Ranges and minimums: `min_x` / `max_x`, a number each; prices in `currency` (GEL unless USD). */
export const SEARCH_NUMBER_FILTERS = {
  min_rent: number('Minimum price'),
  max_rent: number('Maximum price'),
  min_bedrooms: integer('Minimum bedrooms'),
  max_bedrooms: integer('Maximum bedrooms'),
  min_rooms: integer('Minimum rooms'),
  max_rooms: integer('Maximum rooms'),
  min_bathrooms: number('Minimum bathrooms'),
  min_square_feet: number('Minimum area'),
  max_square_feet: number('Maximum area'),
  min_floor: integer('Minimum floor', -5),
  max_floor: integer('Maximum floor', -5),
  min_yard_area: number('Minimum yard area'),
  max_yard_area: number('Maximum yard area'),
};
export type SearchNumberFilter = keyof typeof SEARCH_NUMBER_FILTERS;

/** Yes/no filters: `true` narrows the results, absent (or `false` where the listing has no such fact) does not. */
export const SEARCH_FLAG_FILTERS = {
  not_first_floor: flagFilter,
  not_last_floor: flagFilter,
  pets_allowed: flagFilter,
  is_furnished: flagFilter,
  verified: flagFilter,
  verified_poster: flagFilter,
  developer_only: flagFilter,
  with_photos: flagFilter,
  owner_only: flagFilter,
};
export type SearchFlagFilter = keyof typeof SEARCH_FLAG_FILTERS;

/** Filters that take several values from a closed list: a listing matches any one (features: all of them). */
export const SEARCH_CHOICE_FILTERS = {
  property_type: enumList('Property type', PROPERTY_TYPES, SEARCH_PROPERTY_TYPE_ALIASES),
  listing_type: enumList('Listing type', SEARCH_LISTING_TYPES),
  renovation: enumList('Renovation status', RENOVATION_STATUSES),
  features: enumList('Feature', FEATURES),
};
export type SearchChoiceFilter = keyof typeof SEARCH_CHOICE_FILTERS;

/** A map area in degrees: `west,south,east,north` (west > east crosses the antimeridian). */
export const bboxSchema = z.string().transform((value, ctx) => {
  const parts = value.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  const [west, south, east, north] = parts;
  if (
    parts.length !== 4 ||
    parts.some((n) => !Number.isFinite(n)) ||
    south! > north! ||
    Math.abs(south!) > 90 ||
    Math.abs(north!) > 90 ||
    Math.abs(west!) > 180 ||
    Math.abs(east!) > 180
  ) {
    ctx.addIssue({ code: 'custom', message: 'bbox must be west,south,east,north in degrees' });
    return z.NEVER;
  }
  return { west: west!, south: south!, east: east!, north: north! };
});
export type Bbox = z.output<typeof bboxSchema>;

/** Every filter of a search; /search, /search/count and /map share them. */
export const searchFilters = z.object({
  query: textFilter(200),
  city: textFilter(100),
  state: textList(100),
  urban_area: textList(100),
  locations: textList(100, 200),
  ...SEARCH_CHOICE_FILTERS,
  currency: z.preprocess(unset, z.enum(CURRENCIES, { error: 'Currency must be GEL or USD' }).optional()),
  ...SEARCH_NUMBER_FILTERS,
  ...SEARCH_FLAG_FILTERS,
  cadastral_code: textFilter(40),
  organisation: z.preprocess(
    unset,
    z.coerce.number().int().min(1).max(2_147_483_647).optional().describe("One organisation's listings"),
  ),
  bbox: z.preprocess(unset, bboxSchema.optional()),
});
export type SearchFilters = z.output<typeof searchFilters>;

/** Page size and sort, shared by every list call: an over-large page is capped, not refused. */
export const pageAndSort = {
  limit: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(PAGE_SIZE_DEFAULT)
      .transform((limit) => Math.min(limit, PAGE_SIZE_MAX)),
  ),
  sort_by: z.preprocess(unset, z.enum(SORT_KEYS).default('date')),
  sort_order: z.preprocess(unset, z.enum(SORT_ORDERS).default('desc')),
};

/** GET /api/properties: every active listing, a page at a time. */
export const pagingQuery = z.object({
  skip: z.preprocess(unset, z.coerce.number().int().min(0).default(0)),
  ...pageAndSort,
});
export type PagingQuery = z.output<typeof pagingQuery>;

/** GET /api/properties/search: the filters, a page and its order. */
export const searchQuery = searchFilters.extend({
  skip: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(
        SEARCH_COUNT_LIMIT - 1,
        `Refine the search: results are paged up to the ${SEARCH_COUNT_LIMIT.toLocaleString('en')}th`,
      )
      .default(0),
  ),
  ...pageAndSort,
});
export type SearchQuery = z.output<typeof searchQuery>;
