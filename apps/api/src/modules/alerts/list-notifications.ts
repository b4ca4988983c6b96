import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { MAX_NOTIFICATIONS } from './add-notification';

export async function listNotifications({ db, actor }: { db: Db; actor: SessionUser }) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, actor.id))
    .orderBy(desc(notifications.id))
    .limit(MAX_NOTIFICATIONS);
  const [unread] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
  return {
    unread_count: unread?.count ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      property_id: row.propertyId,
      saved_search_id: row.savedSearchId,
      data: row.data,
      is_read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
