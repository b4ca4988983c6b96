import type { SortKey, SortOrder } from '@tbilisi/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema';

const SORT_COLUMNS: Record<SortKey, PgColumn> = {
  date: properties.createdAt,
  price: properties.rentAmount,
  area: properties.squareFeet,
  bedrooms: properties.bedrooms,
};

/** ORDER BY for a sort key; the id breaks ties so pages never repeat or skip a listing. */
export function orderBySort(sortBy: SortKey, sortOrder: SortOrder): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[sortBy]), direction(properties.id)];
}
