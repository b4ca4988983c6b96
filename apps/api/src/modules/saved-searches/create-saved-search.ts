import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertPreferences, savedSearches, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { MAX_SAVED_SEARCHES } from './limits';
import { savedSearchIndex } from './match-keys';
import { parseSavedFilters } from './parse-saved-filters';
import { presentSavedSearch } from './present-saved-search';
import type { SavedSearchCreateInput } from './saved-search-schemas';

export async function createSavedSearch({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: SessionUser;
  input: SavedSearchCreateInput;
}) {
  const { stored, filters } = parseSavedFilters(input.filters);
  const row = await db.transaction(async (tx) => {
    // The user's row is locked so that two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const [existing] = await tx
      .select({ count: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, actor.id));
    if ((existing?.count ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError('conflict', `You can keep at most ${MAX_SAVED_SEARCHES} saved searches`);
    }
    const [created] = await tx
      .insert(savedSearches)
      .values({
        userId: actor.id,
        name: input.name,
        filters: stored,
        frequency: input.frequency,
        locale: input.locale,
        ...savedSearchIndex(filters),
      })
      .returning();
    // The language of the latest save is the user's language for notices not tied to one search.
    await tx
      .insert(alertPreferences)
      .values({ userId: actor.id, locale: input.locale })
      .onConflictDoUpdate({
        target: alertPreferences.userId,
        set: { locale: input.locale, updatedAt: sql`now()` },
      });
    return created!;
  });
  return presentSavedSearch(row);
}
