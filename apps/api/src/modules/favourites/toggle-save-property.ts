import type { Db } from '../../db/client';
import { favourites } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';
import { myFavourite } from './my-favourite';

export interface ToggleSavePropertyOptions {
  db: Db;
  actor: SessionUser;
  propertyId: number;
}

/** Flips the saved state; the answer says which way it went. */
export async function toggleSaveProperty({
  db,
  actor,
  propertyId,
}: ToggleSavePropertyOptions): Promise<boolean> {
  await loadProperty(db, propertyId);
  return db.transaction(async (tx) => {
    const removed = await tx.delete(favourites).where(myFavourite(actor, propertyId)).returning();
    if (removed.length > 0) return false;
    await tx.insert(favourites).values({ userId: actor.id, propertyId }).onConflictDoNothing();
    return true;
  });
}
