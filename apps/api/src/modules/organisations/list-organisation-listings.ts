import type { OrganisationListings } from '@tbilisi/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, properties, users } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { requireMembership } from './membership';

export interface ListOrganisationListingsOptions {
  db: Db;
  actor: SessionUser;
  skip: number;
  limit: number;
}

/** Every listing of the caller's organisation (any status), newest first, with its views and who posted it. */
export async function listOrganisationListings({
  db,
  actor,
  skip,
  limit,
}: ListOrganisationListingsOptions): Promise<OrganisationListings> {
  const { organisation } = await requireMembership(db, actor);
  const mine = eq(properties.organisationId, organisation.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        views: properties.views,
        viewsThisWeek: sql<number>`(select count(*) from property_views v
          where v.property_id = ${properties.id} and v.day >= current_date - 6)::int`,
        firstName: users.firstName,
        lastName: users.lastName,
        reference: feedItems.reference,
        createdAt: properties.createdAt,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .leftJoin(feedItems, eq(feedItems.propertyId, properties.id))
      .where(mine)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .offset(skip)
      .limit(limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        views: sql<number>`coalesce(sum(${properties.views}), 0)::int`,
      })
      .from(properties)
      .where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      views: row.views,
      views_this_week: row.viewsThisWeek,
      posted_by: `${row.firstName} ${row.lastName}`.trim(),
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    total_views: totals?.views ?? 0,
  };
}
