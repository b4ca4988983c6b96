import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';

export async function deleteSavedSearch({ db, actor, id }: { db: Db; actor: SessionUser; id: number }) {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id)))
    .returning({ id: savedSearches.id });
  if (!deleted.length) throw AppError.notFound('Saved search not found');
}
