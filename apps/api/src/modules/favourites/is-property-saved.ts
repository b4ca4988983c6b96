import type { Db } from '../../db/client';
import { favourites } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';
import { myFavourite } from './my-favourite';

export interface IsPropertySavedOptions {
  db: Db;
  actor: SessionUser;
  propertyId: number;
}

export async function isPropertySaved({ db, actor, propertyId }: IsPropertySavedOptions): Promise<boolean> {
  await loadProperty(db, propertyId);
  const [row] = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(myFavourite(actor, propertyId))
    .limit(1);
  return row !== undefined;
}
