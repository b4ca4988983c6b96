import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import type { PropertyRow } from './present-property';

export async function loadProperty(db: Db, id: number): Promise<PropertyRow> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!row) throw AppError.notFound('Property not found');
  return row;
}

/** 404 for an unknown id, 403 for someone else's listing: only its poster changes a listing, moderators included. */
export async function loadOwnedProperty(
  db: Db,
  id: number,
  actor: SessionUser,
  forUpdate = false,
): Promise<PropertyRow> {
  const query = db.select().from(properties).where(eq(properties.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Property not found');
  if (row.ownerId !== actor.id) {
    throw new AppError('forbidden', 'You can only change your own listings');
  }
  return row;
}
