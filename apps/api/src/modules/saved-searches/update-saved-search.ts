import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { presentSavedSearch } from './present-saved-search';
import type { SavedSearchUpdateInput } from './saved-search-schemas';

/** Renames, pauses or resumes, or changes how often a search alerts; another user's search is not found. */
export async function updateSavedSearch({
  db,
  actor,
  id,
  input,
}: {
  db: Db;
  actor: SessionUser;
  id: number;
  input: SavedSearchUpdateInput;
}) {
  const [row] = await db
    .update(savedSearches)
    .set({
      name: input.name,
      frequency: input.frequency,
      isPaused: input.is_paused,
      locale: input.locale,
      updatedAt: sql`now()`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id)))
    .returning();
  if (!row) throw AppError.notFound('Saved search not found');
  return presentSavedSearch(row);
}
