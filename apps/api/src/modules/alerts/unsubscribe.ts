import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertPreferences, savedSearches } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { verifyLink } from './signed-links';

/** A one-click link from an alert e-mail: pauses that saved search, or stops price-drop notices. Repeats are harmless. */
export async function unsubscribe({ db, token }: { db: Db; token: string }) {
  const action = await verifyLink(db, token);
  if (!action) throw new AppError('not_found', 'This link is not valid');
  if (action.kind === 'pause-search') {
    await db
      .update(savedSearches)
      .set({ isPaused: true, updatedAt: sql`now()` })
      .where(eq(savedSearches.id, action.savedSearchId));
  } else {
    await db
      .insert(alertPreferences)
      .values({ userId: action.userId, priceDropAlerts: false })
      .onConflictDoUpdate({
        target: alertPreferences.userId,
        set: { priceDropAlerts: false, updatedAt: sql`now()` },
      });
  }
  return action.kind;
}
