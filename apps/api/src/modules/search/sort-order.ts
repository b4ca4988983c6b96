import type { Currency, SortKey, SortOrder } from '@tbilisi/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
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
export function orderBySort(sortBy: SortKey, sortOrder: SortOrder, currency?: Currency): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const column = sortBy === 'price' && currency === 'USD' ? properties.rentAmountUsd : SORT_COLUMNS[sortBy];
  return [direction(column), direction(properties.id)];
}
