import { PAGE_SIZE_DEFAULT, type SortKey, type SortOrder } from '@tbilisi/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { listed } from '../listings/visibility';
import { orderBySort } from '../listings/sort-order';
import { presentSummaries, summaryColumns } from '../listings/present-property';

export interface ListInput {
  skip?: number;
  limit?: number;
  sort_by?: SortKey;
  sort_order?: SortOrder;
}

export interface ListPropertiesOptions {
  db: Db;
  input: ListInput;
}

/** Listed properties (one per group), newest first unless asked otherwise (docs/product/api.md#the-calls). */
export async function listProperties({ db, input }: ListPropertiesOptions) {
  const rows = await db
    .select(summaryColumns)
    .from(properties)
    .where(listed())
    .orderBy(...orderBySort(input.sort_by ?? 'date', input.sort_order ?? 'desc'))
    .offset(input.skip ?? 0)
    .limit(input.limit ?? PAGE_SIZE_DEFAULT);
  return presentSummaries(db, rows);
}

export interface CountPropertiesOptions {
  db: Db;
}

export async function countProperties({ db }: CountPropertiesOptions): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(properties)
    .where(listed());
  return row?.count ?? 0;
}
