import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, properties } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { presentSummaries, summaryColumns } from '../listings/present-property';

export interface ListSavedPropertiesOptions {
  db: Db;
  actor: SessionUser;
}

/** The user's saved listings, most recently saved first. */
export async function listSavedProperties({ db, actor }: ListSavedPropertiesOptions) {
  const rows = await db
    .select(summaryColumns)
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(eq(favourites.userId, actor.id))
    .orderBy(desc(favourites.createdAt), desc(properties.id));
  return presentSummaries(db, rows);
}
