import { SEARCH_COUNT_LIMIT } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { presentSummaries, summaryColumns } from '../properties/present-property';
import { buildSearchFilter } from './build-search-filter';
import type { SearchFilters, SearchQuery } from './search-params';
import { orderBySort } from './sort-order';
import { sql } from 'drizzle-orm';

export async function searchProperties(db: Db, query: SearchQuery) {
  const rows = await db
    .select(summaryColumns)
    .from(properties)
    .where(buildSearchFilter(query))
    .orderBy(...orderBySort(query.sort_by, query.sort_order, query.currency))
    .offset(query.skip)
    .limit(query.limit);
  return presentSummaries(db, rows);
}

/** Exact up to SEARCH_COUNT_LIMIT; counting stops there, so a broad search costs no more than a narrow one. */
export async function countSearchResults(db: Db, filters: SearchFilters) {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(buildSearchFilter(filters))
    .limit(SEARCH_COUNT_LIMIT + 1)
    .as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  const count = row?.count ?? 0;
  return { total_count: Math.min(count, SEARCH_COUNT_LIMIT), is_exact: count <= SEARCH_COUNT_LIMIT };
}
