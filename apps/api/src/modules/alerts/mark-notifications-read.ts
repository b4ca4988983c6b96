import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

/** Marks the given notices read, or all of the user's when no ids are given. */
export async function markNotificationsRead({
  db,
  actor,
  ids,
}: {
  db: Db;
  actor: SessionUser;
  ids?: number[];
}) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, actor.id),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids.length ? ids : [0]) : undefined,
      ),
    );
}
