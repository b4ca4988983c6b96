import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { presentOrganisation } from './present-organisation';

export interface GetOrganisationOptions {
  db: Db;
  slug: string;
}

/** An organisation's public page by its address. */
export async function getOrganisation({ db, slug }: GetOrganisationOptions) {
  const [row] = await db.select().from(organisations).where(eq(organisations.slug, slug));
  if (!row) throw AppError.notFound('No organisation at this address');
  return presentOrganisation(db, row);
}
