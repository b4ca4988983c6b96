import { SEARCH_COUNT_LIMIT, type SearchFilters, type SearchQuery } from '@tbilisi/contracts';
import { queryRows, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import { mainPhotoOf, presentImage, summaryColumns, toSummary } from '../listings/present-property';
import { priceReference } from '../listings/price-reference';
import { loadPosters, UNKNOWN_POSTER } from '../listings/load-posters';
import { buildSearchFilter, placeholderBinder } from './build-search-filter';
import { preparedStatement, shapeOf } from './prepared-statements';
import { orderBySort } from '../listings/sort-order';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * At or below this many matches, a page is found by filtering first and sorting the matches. Above it, walking an
 * ordered index meets 20 matches soon enough (at worst a few tens of thousands of index entries at a million
 * listings), while fetching every match to sort it would cost more with each match (measured: 2,000 halved the
 * saturated throughput at 10k listings).
 */
const FEW_MATCHES = 300;

export interface SearchPropertiesOptions {
  db: Db;
  query: SearchQuery;
  knownCount?: number;
}

/**
 * One page of results. Most pages are read straight off an ordered index (newest, cheapest...), stopping after 20
 * rows. That goes badly when the filters match few listings the planner expects to be many (a sale in Vake under
 * 4,000 GEL: sale prices and rent-sized figures never meet): the scan walks the whole deal tab, seconds at a million
 * listings. So a page whose filters narrow more than the deal tab first learns whether few listings match (from
 * `knownCount`, the count the client asked for, or a count that stops at FEW_MATCHES + 1) and then sorts only those.
 */
export async function searchProperties({ db, query, knownCount }: SearchPropertiesOptions) {
  const fromIndex = !(await hasFewMatches(db, query, knownCount));
  const binder = placeholderBinder();
  const filter = buildSearchFilter(query, binder);
  const order = [query.sort_by, query.sort_order, query.currency] as const;
  const key = ['page', fromIndex, ...order, shapeOf(filter)].join(' ');
  const statement = preparedStatement(db, key, (name) =>
    pageQuery(db, filter, query, {
      fromIndex,
      skip: sql.placeholder('skip'),
      limit: sql.placeholder('limit'),
    }).prepare(name),
  );
  // The cards' price comparisons read the recent medians held in memory (loaded at most every ten minutes).
  const [rows] = await Promise.all([
    statement.execute({ ...binder.values, skip: query.skip, limit: query.limit }),
    priceReference.ensureFresh(db),
  ]);
  // Who posts each card (and how many listings they hold): one more statement for the page's ids.
  const posters = await loadPosters(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, photo, media }) =>
    toSummary(row, photo ? [presentImage(photo, media)] : [], posters.get(row.id) ?? UNKNOWN_POSTER),
  );
}

/**
 * The query of one page: its ids first, then its rows. Where an index covers the filters the ids come from the
 * index alone, so a deep page skips index entries rather than rows, and only the page's rows (with their main
 * photos) are read. Exported for bench/explain.ts.
 */
export function pageQuery(
  db: Db,
  filter: SQL,
  query: Pick<SearchQuery, 'sort_by' | 'sort_order' | 'currency'>,
  { fromIndex, skip, limit }: { fromIndex: boolean; skip: number | Placeholder; limit: number | Placeholder },
) {
  const order = [query.sort_by, query.sort_order, query.currency] as const;
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .where(filter)
    .orderBy(...orderBySort(...order, { fromIndex }))
    .offset(skip)
    .limit(limit)
    .as('page');
  const mainPhoto = mainPhotoOf(db);
  return db
    .select({
      row: summaryColumns,
      photo: {
        id: mainPhoto.id,
        imageUrl: mainPhoto.imageUrl,
        caption: mainPhoto.caption,
        isPrimary: mainPhoto.isPrimary,
        orderIndex: mainPhoto.orderIndex,
      },
      media: {
        name: mainPhoto.name,
        width: mainPhoto.width,
        height: mainPhoto.height,
        placeholder: mainPhoto.placeholder,
        variants: mainPhoto.variants,
      },
    })
    .from(page)
    .innerJoin(properties, eq(properties.id, page.id))
    .leftJoinLateral(mainPhoto, sql`true`)
    .orderBy(...orderBySort(...order));
}

/** Keys that page, sort or price a search without narrowing it below the deal tab. */
const NOT_NARROWING = new Set(['listing_type', 'currency', 'skip', 'limit', 'sort_by', 'sort_order']);

async function hasFewMatches(db: Db, query: SearchQuery, knownCount?: number): Promise<boolean> {
  // A deal tab alone (or nothing) is dense in its own ordered index: its first rows are the page.
  const narrows = Object.entries(query).some(
    ([name, value]) => value !== undefined && !NOT_NARROWING.has(name),
  );
  if (!narrows) return false;
  return (knownCount ?? (await countUpTo(db, query, FEW_MATCHES + 1))) <= FEW_MATCHES;
}

/** The listings matching a filter, as a query to count or estimate. */
const matching = (db: Db, filter: SQL) =>
  db
    .select({ one: sql`1` })
    .from(properties)
    .where(filter);

/** How many listings match, counting no further than `limit`: a broad filter costs no more than a narrow one. */
async function countUpTo(db: Db, filters: SearchFilters, limit: number): Promise<number> {
  const binder = placeholderBinder();
  const filter = buildSearchFilter(filters, binder);
  const statement = preparedStatement(db, `count ${shapeOf(filter)}`, (name) => {
    const matches = matching(db, filter).limit(sql.placeholder('limit')).as('matches');
    return db
      .select({ count: sql<number>`count(*)::int` })
      .from(matches)
      .prepare(name);
  });
  const [row] = await statement.execute({ ...binder.values, limit });
  return row?.count ?? 0;
}

/**
 * The planner's estimate above which a count is not worth computing: far beyond the limit, the answer is
 * "10,000+" either way, and counting 10,001 rows through a bitmap of features, a map box or a text match costs
 * 50-160 ms at a million listings (docs/search.md). Within this margin the estimate may be wrong, so we count.
 */
export const ESTIMATE_MARGIN = 3;

export interface CountSearchResultsOptions {
  db: Db;
  filters: SearchFilters;
}

/**
 * Exact up to SEARCH_COUNT_LIMIT; counting stops there, so a broad search costs no more than a narrow one. When the
 * planner estimates more than ESTIMATE_MARGIN times the limit, the count is skipped and reported as "10,000+".
 */
export async function countSearchResults({ db, filters }: CountSearchResultsOptions) {
  if (!isCoveredByIndex(filters)) {
    const estimate = await estimateRows(db, matching(db, buildSearchFilter(filters)).getSQL());
    if (estimate > SEARCH_COUNT_LIMIT * ESTIMATE_MARGIN) {
      return { total_count: SEARCH_COUNT_LIMIT, is_exact: false };
    }
  }

  const count = await countUpTo(db, filters, SEARCH_COUNT_LIMIT + 1);
  return { total_count: Math.min(count, SEARCH_COUNT_LIMIT), is_exact: count <= SEARCH_COUNT_LIMIT };
}

/**
 * Filters the covering indexes answer alone (properties_active_place_idx and …_neighbourhood_idx): counting 10,001 of
 * their entries takes about 2 ms at a million listings, no more than asking the planner, so they are counted directly.
 */
const COVERED_FILTERS = new Set<keyof SearchFilters>([
  'listing_type',
  'locations',
  'state',
  'urban_area',
  'property_type',
  'currency',
  'min_rent',
  'max_rent',
  'min_bedrooms',
  'max_bedrooms',
  'min_square_feet',
  'max_square_feet',
]);

function isCoveredByIndex(filters: SearchFilters): boolean {
  return Object.entries(filters).every(
    ([name, value]) => value === undefined || COVERED_FILTERS.has(name as keyof SearchFilters),
  );
}

/** The planner's row estimate for a query: a fraction of a millisecond, read from its statistics. */
export async function estimateRows(db: Db, query: SQL): Promise<number> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan = rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand back the text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}
