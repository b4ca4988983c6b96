import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { presentOrganisation } from './present-organisation';

export interface VerifyOrganisationOptions {
  db: Db;
  id: number;
  verified: boolean;
}

/** A moderator marks an organisation verified (its documents were checked outside the site) or takes the mark off. */
export async function verifyOrganisation({ db, id, verified }: VerifyOrganisationOptions) {
  const [row] = await db
    .update(organisations)
    .set({ verifiedAt: verified ? new Date() : null, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  if (!row) throw AppError.notFound('No such organisation');
  return presentOrganisation(db, row);
}
