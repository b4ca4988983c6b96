import type { Currency, SortKey, SortOrder } from '@tbilisi/contracts';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema';

const SORT_COLUMNS: Record<SortKey, PgColumn> = {
  date: properties.createdAt,
  price: properties.rentAmount,
  area: properties.squareFeet,
  bedrooms: properties.bedrooms,
};

/**
 * ORDER BY for a sort key; the id breaks ties so pages never repeat or skip a listing. A visitor searching in USD gets
 * prices sorted by the USD column, the one the filter used, so one index answers both.
 */
export function orderBySort(
  sortBy: SortKey,
  sortOrder: SortOrder,
  currency?: Currency,
  { fromIndex = true }: { fromIndex?: boolean } = {},
): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const column = sortBy === 'price' && currency === 'USD' ? properties.rentAmountUsd : SORT_COLUMNS[sortBy];
  // Wrapped in a no-op, the order cannot be read off an ordered index, so the planner filters first and sorts
  // what matched: the right plan when few listings match (search-properties.ts).
  const key = (c: PgColumn) => (fromIndex ? c : sql`coalesce(${c}, ${c})`);
  return [direction(key(column)), direction(key(properties.id))];
}
