import type { Db } from '../../db/client';
import { favourites } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';

/** Saving twice is harmless. */
export async function saveProperty(db: Db, actor: SessionUser, propertyId: number): Promise<void> {
  await loadProperty(db, propertyId);
  await db.insert(favourites).values({ userId: actor.id, propertyId }).onConflictDoNothing();
}
