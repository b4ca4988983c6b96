import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { presentSummaries, summaryColumns } from '../listings/present-property';

export interface ListMyPropertiesOptions {
  db: Db;
  actor: SessionUser;
}

/** Every listing of the signed-in user, active or not, newest first. */
export async function listMyProperties({ db, actor }: ListMyPropertiesOptions) {
  const rows = await db
    .select(summaryColumns)
    .from(properties)
    .where(eq(properties.ownerId, actor.id))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  return presentSummaries(db, rows);
}
