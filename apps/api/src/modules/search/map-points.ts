import { MAP_POINTS_LIMIT, SEARCH_COUNT_LIMIT, type MapPoints, type SearchFilters } from '@tbilisi/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { buildSearchFilter } from './build-search-filter';

export type MapQuery = SearchFilters & {
  bbox: NonNullable<SearchFilters['bbox']>;
  /** at most MAP_POINTS_LIMIT */
  limit: number;
};

export interface FindMapPointsOptions {
  db: Db;
  query: MapQuery;
}

/**
 * The listings of a search inside a map box, as bare points (id, position, price): a map of 2,000 markers costs
 * less than one page of 20 cards. Newest first, so a capped answer shows the same listings as the list's first pages.
 * The box's total is counted only when the points do not hold them all, and then only up to SEARCH_COUNT_LIMIT.
 */
export async function findMapPoints({ db, query }: FindMapPointsOptions): Promise<MapPoints> {
  const p = properties;
  const limit = Math.min(query.limit, MAP_POINTS_LIMIT);
  // The box condition (latitude and longitude between its edges) also leaves out listings with no position.
  const where = buildSearchFilter(query);
  const rows = await db
    .select({
      id: p.id,
      latitude: sql<number>`${p.latitude}`,
      longitude: sql<number>`${p.longitude}`,
      price: p.rentAmount,
      price_usd: p.rentAmountUsd,
    })
    .from(p)
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit + 1);
  if (rows.length <= limit) {
    return { points: rows, total_in_view: rows.length, total_is_exact: true, is_complete: true };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(p)
    .where(where)
    .limit(SEARCH_COUNT_LIMIT + 1)
    .as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  const count = row?.count ?? 0;
  return {
    points: rows.slice(0, limit),
    total_in_view: Math.min(count, SEARCH_COUNT_LIMIT),
    total_is_exact: count <= SEARCH_COUNT_LIMIT,
    is_complete: false,
  };
}
