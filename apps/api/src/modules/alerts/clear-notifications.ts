import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

export async function clearNotifications({ db, actor }: { db: Db; actor: SessionUser }) {
  await db.delete(notifications).where(eq(notifications.userId, actor.id));
}
