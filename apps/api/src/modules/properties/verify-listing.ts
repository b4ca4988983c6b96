import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { loadProperty } from '../listings/load-property';
import { presentProperty } from '../listings/present-property';

export interface VerifyListingOptions {
  db: Db;
  id: number;
  verified: boolean;
}

/**
 * A moderator marks a listing's cadastral code checked against the public registry (or takes the mark off): the
 * listing's `is_verified` badge and the `verified` search filter. A listing without a cadastral code cannot be
 * verified.
 */
export async function verifyListing({ db, id, verified }: VerifyListingOptions) {
  const existing = await loadProperty(db, id);
  if (verified && !existing.cadastralCode?.trim())
    throw AppError.validation(['body', 'verified'], 'The listing has no cadastral code to verify');
  const [row] = await db
    .update(properties)
    .set({ isVerified: verified, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning();
  return presentProperty(db, row!);
}
