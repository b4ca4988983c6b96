import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** Notices kept per user: older ones are dropped as new ones come. */
export const MAX_NOTIFICATIONS = 50;

export async function addNotification(
  db: Db,
  values: Omit<typeof notifications.$inferInsert, 'id' | 'readAt' | 'createdAt'>,
): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  const [cutoff] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, values.userId))
    .orderBy(sql`${notifications.id} desc`)
    .offset(MAX_NOTIFICATIONS - 1)
    .limit(1);
  if (cutoff) {
    await db
      .delete(notifications)
      .where(and(eq(notifications.userId, values.userId), lt(notifications.id, cutoff.id)));
  }
  return row!.id;
}

/**
 * Several notices at once (a listing's matches): one insert, then each of their users' lists trimmed to the newest
 * MAX_NOTIFICATIONS in one statement.
 */
export async function addNotifications(
  db: Db,
  values: Omit<typeof notifications.$inferInsert, 'id' | 'readAt' | 'createdAt'>[],
): Promise<void> {
  if (!values.length) return;
  await db.insert(notifications).values(values);
  const userIds = [...new Set(values.map((value) => value.userId))];
  await db.execute(sql`
    delete from ${notifications} where ${notifications.id} in (
      select id from (
        select id, row_number() over (partition by user_id order by id desc) as newest
        from ${notifications} where ${inArray(notifications.userId, userIds)}
      ) ranked where newest > ${MAX_NOTIFICATIONS}
    )`);
}
