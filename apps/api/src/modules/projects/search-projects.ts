import { findLocation, type ProjectSearchQuery, type ProjectSearchResponse } from '@tbilisi/contracts';
import { and, asc, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectUnitTypes, projects } from '../../db/schema';
import { presentProjectSummaries } from './present-project';

export interface SearchProjectsOptions {
  db: Db;
  query: ProjectSearchQuery;
}

/** The conditions of the /projects filters. */
export function projectSearchFilter(query: ProjectSearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.location) {
    const place = findLocation(query.location);
    conditions.push(
      place?.neighbourhood
        ? eq(projects.neighbourhood, place.neighbourhood.slug)
        : eq(projects.district, query.location),
    );
  }
  if (query.delivery_year !== undefined) {
    conditions.push(
      gte(projects.deliveryDate, `${query.delivery_year}-01-01`),
      lte(projects.deliveryDate, `${query.delivery_year}-12-31`),
    );
  }
  if (query.status?.length) conditions.push(inArray(projects.status, query.status));
  if (query.developer !== undefined) conditions.push(eq(projects.organisationId, query.developer));
  if (query.min_price_per_m2 !== undefined || query.max_price_per_m2 !== undefined) {
    // A project matches when one of its unit types is priced in the range.
    const column = query.currency === 'USD' ? projectUnitTypes.pricePerM2Usd : projectUnitTypes.pricePerM2Gel;
    conditions.push(
      exists(
        sql`(select 1 from ${projectUnitTypes} where ${and(
          eq(projectUnitTypes.projectId, projects.id),
          query.min_price_per_m2 !== undefined ? gte(column, query.min_price_per_m2) : undefined,
          query.max_price_per_m2 !== undefined ? lte(column, query.max_price_per_m2) : undefined,
        )})`,
      ),
    );
  }
  return and(...conditions);
}

/** Projects matching the filters, soonest delivered first, a page at a time, with how many match. */
export async function searchProjects({ db, query }: SearchProjectsOptions): Promise<ProjectSearchResponse> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const where = projectSearchFilter(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(asc(projects.deliveryDate), asc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return {
    items: await presentProjectSummaries(db, rows),
    total_count: Number(count?.n ?? 0),
    page,
    page_size: pageSize,
  };
}
