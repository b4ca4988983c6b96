import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { MAX_SAVED_SEARCHES } from './limits';
import { presentSavedSearch } from './present-saved-search';

export async function listSavedSearches({ db, actor }: { db: Db; actor: SessionUser }) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { items: rows.map(presentSavedSearch), limit: MAX_SAVED_SEARCHES };
}
