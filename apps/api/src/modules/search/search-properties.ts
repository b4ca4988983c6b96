import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { presentProperties } from '../properties/present-property';
import { buildSearchFilter } from './build-search-filter';
import type { SearchFilters, SearchQuery } from './search-params';
import { orderBySort } from './sort-order';
import { sql } from 'drizzle-orm';

export async function searchProperties(db: Db, query: SearchQuery) {
  const rows = await db
    .select()
    .from(properties)
    .where(buildSearchFilter(query))
    .orderBy(...orderBySort(query.sort_by, query.sort_order))
    .offset(query.skip)
    .limit(query.limit);
  return presentProperties(db, rows);
}

export async function countSearchResults(db: Db, filters: SearchFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(properties)
    .where(buildSearchFilter(filters));
  return row?.count ?? 0;
}
