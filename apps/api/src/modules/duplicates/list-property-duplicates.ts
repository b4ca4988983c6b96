import type { DuplicateMatch } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findDuplicates, photoHashesOf, subjectColumns } from './find-duplicates';

/** GET /api/properties/{id}/duplicates: the active listings that are the same property as this one. */
export async function listPropertyDuplicates(db: Db, id: number): Promise<DuplicateMatch[]> {
  const [row] = await db.select(subjectColumns).from(properties).where(eq(properties.id, id));
  if (!row) throw AppError.notFound('Property not found');
  const matches = await findDuplicates(db, {
    ...row,
    photoHashes: (await photoHashesOf(db, [id])).get(id) ?? [],
  });
  return matches
    .filter((match) => match.isDuplicate)
    .map(({ id: other, score, reasons }) => ({ id: other, score, reasons }));
}
