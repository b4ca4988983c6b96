import { SEARCH_COUNT_LIMIT, type SearchFilters, type SearchQuery } from '@tbilisi/contracts';
import { queryRows, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import { mainPhotoOf, presentImage, summaryColumns, toSummary } from '../listings/present-property';
import { priceReference } from '../listings/price-reference';
import { listed } from '../listings/visibility';
import { buildSearchFilter } from './build-search-filter';
import { preparedStatement } from './prepared-statements';
import { loadPosters, UNKNOWN_POSTER } from '../listings/load-posters';
import { orderBySort } from '../listings/sort-order';
import { sql, type SQL } from 'drizzle-orm';

/**
 * At or below this many matches, a page is found by filtering first and sorting the matches. Above it, walking an
 * ordered index meets 20 matches soon enough (about 20 × deal tab / matches entries when filters and order are
 * independent). Both read the covering indexes alone (migration 0016), so an entry costs about the same either way;
 * this bound is near the square root of 20 × a deal tab at a million listings, where the two meet.
 */
export const FEW_MATCHES = 1_000;

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
 * `knownCount`, the search's own count, which the route shares with the count request, or a count that stops at
 * FEW_MATCHES + 1) and then sorts only those.
 *
 * Two statements: the page's ids (small, shaped by the filters, read from a covering index), then their rows and
 * main photos by id (one statement for every search, prepared once per connection). Visitors' filter combinations
 * run to thousands of shapes; a prepared statement per shape made the api build a ~70-column query with Drizzle for
 * most requests and left thousands of statements prepared on every connection (docs/decisions/022).
 */
export async function searchProperties({ db, query, knownCount }: SearchPropertiesOptions) {
  const filter = buildSearchFilter(query); // once per request: the page and its early count share it
  const fromIndex = !(await hasFewMatches(db, query, filter, knownCount));
  // The cards' price comparisons read the recent medians held in memory (loaded at most every ten minutes).
  const [idRows] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      pageIdsQuery(filter, query, { fromIndex, skip: query.skip, limit: query.limit }),
    ),
    priceReference.ensureFresh(db),
  ]);
  if (idRows.length === 0) return [];
  const ids = idRows.map(({ id }) => Number(id));
  // The page's rows, and who posts each card (and how many listings they hold).
  const [rows, posters] = await Promise.all([
    preparedStatement(db, 'page rows', (name) => pageRowsQuery(db).prepare(name)).execute({ ids }),
    loadPosters(db, ids),
  ]);
  const byId = new Map(rows.map((found) => [found.row.id, found]));
  // In the page's order; a listing withdrawn between the two statements is left out.
  return ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const { row, photo, media } = found;
    return [toSummary(row, photo ? [presentImage(photo, media)] : [], posters.get(id) ?? UNKNOWN_POSTER)];
  });
}

/**
 * The ids of one page. Where an index covers the filters (migration 0016 INCLUDEs every filtered column) they come
 * from the index alone, so a deep page skips index entries rather than rows. Exported for bench/explain.ts.
 */
export function pageIdsQuery(
  filter: SQL,
  query: Pick<SearchQuery, 'sort_by' | 'sort_order' | 'currency'>,
  { fromIndex, skip, limit }: { fromIndex: boolean; skip: number; limit: number },
): SQL {
  const order = orderBySort(query.sort_by, query.sort_order, query.currency, { fromIndex });
  return sql`select ${properties.id} from ${properties} where ${filter} order by ${sql.join(order, sql`, `)} offset ${skip} limit ${limit}`;
}

/** The rows of a page's ids, with each one's main photo (`ids` placeholder). Exported for bench/explain.ts. */
export function pageRowsQuery(db: Db) {
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
    .from(properties)
    .leftJoinLateral(mainPhoto, sql`true`)
    .where(sql`${properties.id} = any(${sql.placeholder('ids')}::int[]) and ${listed()}`);
}

/** Keys that page, sort or price a search without narrowing it below the deal tab. */
const NOT_NARROWING = new Set(['listing_type', 'currency', 'skip', 'limit', 'sort_by', 'sort_order']);

/** Whether filters narrow a search below its deal tab; a deal tab alone (or nothing) is dense in its own ordered index. */
export const narrowsBelowDealTab = (filters: SearchFilters) =>
  Object.entries(filters).some(([name, value]) => value !== undefined && !NOT_NARROWING.has(name));

async function hasFewMatches(db: Db, query: SearchQuery, filter: SQL, knownCount?: number): Promise<boolean> {
  if (!narrowsBelowDealTab(query)) return false;
  return (knownCount ?? (await countUpTo(db, filter, FEW_MATCHES + 1))) <= FEW_MATCHES;
}

/** The listings matching a filter, as a query to count or estimate. */
const matching = (filter: SQL) => sql`select 1 from ${properties} where ${filter}`;

/** How many listings match, counting no further than `limit`: a broad filter costs no more than a narrow one. */
async function countUpTo(db: Db, filter: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${matching(filter)} limit ${limit}) matches`,
  );
  return Number(row?.count ?? 0);
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
  const filter = buildSearchFilter(filters);
  if (!isCoveredByIndex(filters)) {
    const estimate = await estimateRows(db, matching(filter));
    if (estimate > SEARCH_COUNT_LIMIT * ESTIMATE_MARGIN) {
      return { total_count: SEARCH_COUNT_LIMIT, is_exact: false };
    }
  }

  const count = await countUpTo(db, filter, SEARCH_COUNT_LIMIT + 1);
  return { total_count: Math.min(count, SEARCH_COUNT_LIMIT), is_exact: count <= SEARCH_COUNT_LIMIT };
}

/**
 * Filters the covering search indexes answer alone (every search index INCLUDEs the filtered columns, migration 0016):
 * counting up to 10,001 of their entries reads no listing row, about as cheap as asking the planner, so they are
 * counted directly. Free text (a trigram match on the rows' search text), a city and a cadastral code read rows.
 */
const ROW_FILTERS = new Set<keyof SearchFilters>(['query', 'city', 'cadastral_code']);

function isCoveredByIndex(filters: SearchFilters): boolean {
  return Object.entries(filters).every(
    ([name, value]) => value === undefined || !ROW_FILTERS.has(name as keyof SearchFilters),
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
