import type { DashboardStats } from '@tbilisi/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, favourites, properties, propertyViews } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

const VIEWS_HISTORY_DAYS = 30;

export interface GetDashboardStatsOptions {
  db: Db;
  actor: SessionUser;
}

/**
 * The figures of the dashboard's Analytics tab, all real: views of the user's listings (and per day for the last 30
 * days, for the chart), messages received about them, active listings, and listings the user saved.
 */
export async function getDashboardStats({ db, actor }: GetDashboardStatsOptions): Promise<DashboardStats> {
  const since = sql`current_date - ${VIEWS_HISTORY_DAYS - 1}::int`;
  const [[listings], [inquiries], [saved], daily] = await Promise.all([
    db
      .select({
        totalViews: sql<number>`coalesce(sum(${properties.views}), 0)::int`,
        activeListings: sql<number>`count(*) filter (where ${properties.status} = 'active')::int`,
      })
      .from(properties)
      .where(eq(properties.ownerId, actor.id)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(eq(contactMessages.recipientId, actor.id)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(favourites)
      .where(eq(favourites.userId, actor.id)),
    db
      .select({ day: sql<string>`${propertyViews.day}::text`, views: sql<number>`count(*)::int` })
      .from(propertyViews)
      .innerJoin(properties, eq(properties.id, propertyViews.propertyId))
      .where(and(eq(properties.ownerId, actor.id), gte(propertyViews.day, since)))
      .groupBy(propertyViews.day),
  ]);
  const viewsOn = new Map(daily.map((row) => [row.day, row.views]));
  const today = new Date();
  const viewsByDay = Array.from({ length: VIEWS_HISTORY_DAYS }, (_, index) => {
    const date = new Date(
      Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth(),
        today.getUTCDate() - (VIEWS_HISTORY_DAYS - 1 - index),
      ),
    );
    const day = date.toISOString().slice(0, 10);
    return { day, views: viewsOn.get(day) ?? 0 };
  });
  return {
    total_views: listings?.totalViews ?? 0,
    inquiries: inquiries?.count ?? 0,
    active_listings: listings?.activeListings ?? 0,
    saved_listings: saved?.count ?? 0,
    views_by_day: viewsByDay,
  };
}
