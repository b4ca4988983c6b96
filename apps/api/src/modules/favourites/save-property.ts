import type { Db } from '../../db/client';
import { favourites } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';

export interface SavePropertyOptions {
  db: Db;
  actor: SessionUser;
  propertyId: number;
}

/** Saving twice is harmless. */
export async function saveProperty({ db, actor, propertyId }: SavePropertyOptions): Promise<void> {
  await loadProperty(db, propertyId);
  await db.insert(favourites).values({ userId: actor.id, propertyId }).onConflictDoNothing();
}
