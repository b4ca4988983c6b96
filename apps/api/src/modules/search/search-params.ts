import {
  FEATURES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PROPERTY_TYPES,
  SEARCH_COUNT_LIMIT,
  RENOVATION_STATUSES,
  SEARCH_LISTING_TYPES,
  SEARCH_PROPERTY_TYPE_ALIASES,
  SORT_KEYS,
  SORT_ORDERS,
  CURRENCIES,
  isBlank,
} from '@tbilisi/contracts';
import { z } from 'zod';

// SPEC §5: empty, null or blank values are left out; arrays come as repeated keys (or one comma-separated value).
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
const flag = z.preprocess(
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
  aliases: Record<string, string> = {},
) =>
  z.preprocess(
    (value) => list(value)?.map((v) => (typeof v === 'string' ? (aliases[v] ?? v) : v)),
    z.array(z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` })).optional(),
  );

const bbox = z.preprocess(
  unset,
  z
    .string()
    .transform((value, ctx) => {
      const parts = value.split(',').map(Number);
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
    })
    .optional(),
);

/** Every filter of SPEC §7 and DESIGN.md §4; /search and /search/count share them. */
export const searchFilters = z.object({
  query: z.preprocess(unset, z.string().max(200).optional()),
  city: z.preprocess(unset, z.string().max(100).optional()),
  state: z.preprocess(list, z.array(z.string().max(100)).optional()),
  urban_area: z.preprocess(list, z.array(z.string().max(100)).optional()),
  locations: z.preprocess(list, z.array(z.string().max(100)).max(200).optional()),
  property_type: enumList('Property type', PROPERTY_TYPES, SEARCH_PROPERTY_TYPE_ALIASES),
  listing_type: enumList('Listing type', SEARCH_LISTING_TYPES),
  currency: z.preprocess(unset, z.enum(CURRENCIES, { error: 'Currency must be GEL or USD' }).optional()),
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
  not_first_floor: flag,
  not_last_floor: flag,
  renovation: enumList('Renovation status', RENOVATION_STATUSES),
  features: enumList('Feature', FEATURES),
  min_yard_area: number('Minimum yard area'),
  max_yard_area: number('Maximum yard area'),
  pets_allowed: flag,
  is_furnished: flag,
  verified: flag,
  developer_only: flag,
  with_photos: flag,
  owner_only: flag,
  cadastral_code: z.preprocess(unset, z.string().max(40).optional()),
  bbox,
});
export type SearchFilters = z.output<typeof searchFilters>;

/** Page size and sort, shared by every list call: an over-large page is capped, not refused (SPEC §9). */
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
