import type { Db } from '../../db/client';
import { favourites } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';
import { myFavourite } from './my-favourite';

export async function unsaveProperty(db: Db, actor: SessionUser, propertyId: number): Promise<void> {
  await loadProperty(db, propertyId);
  await db.delete(favourites).where(myFavourite(actor, propertyId));
}
