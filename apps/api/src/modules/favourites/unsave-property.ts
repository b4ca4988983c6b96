import type { Db } from '../../db/client';
import { favourites } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';
import { myFavourite } from './my-favourite';

export interface UnsavePropertyOptions {
  db: Db;
  actor: SessionUser;
  propertyId: number;
}

export async function unsaveProperty({ db, actor, propertyId }: UnsavePropertyOptions): Promise<void> {
  await loadProperty(db, propertyId);
  await db.delete(favourites).where(myFavourite(actor, propertyId));
}
