import { and, eq, lt, sql } from 'drizzle-orm';
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
  // The rows as one JSON parameter: a VALUES list of thousands of parameters took longer to parse than to insert.
  const rows = values.map((value) => ({
    user_id: value.userId,
    kind: value.kind,
    property_id: value.propertyId ?? null,
    saved_search_id: value.savedSearchId ?? null,
    data: value.data,
  }));
  await db.execute(sql`
    insert into ${notifications} (user_id, kind, property_id, saved_search_id, data)
    select r.user_id, r.kind, r.property_id, r.saved_search_id, r.data
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(user_id int, kind text, property_id int, saved_search_id int, data jsonb)`);
  const userIds = [...new Set(values.map((value) => value.userId))];
  await db.execute(sql`
    delete from ${notifications} where ${notifications.id} in (
      select id from (
        select id, row_number() over (partition by user_id order by id desc) as newest
        from ${notifications} where ${notifications.userId} = any(${`{${userIds.join(',')}}`}::int[])
      ) ranked where newest > ${MAX_NOTIFICATIONS}
    )`);
}
