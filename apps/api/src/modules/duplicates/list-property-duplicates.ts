import type { DuplicateMatch } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findDuplicates, loadDuplicateSubject } from './find-duplicates';

export interface ListPropertyDuplicatesOptions {
  db: Db;
  id: number;
}

/** GET /api/properties/{id}/duplicates: the active listings that are the same property as this one. */
export async function listPropertyDuplicates({
  db,
  id,
}: ListPropertyDuplicatesOptions): Promise<DuplicateMatch[]> {
  const subject = await loadDuplicateSubject(db, id);
  if (!subject) throw AppError.notFound('Property not found');
  const matches = await findDuplicates(db, subject);
  return matches
    .filter((match) => match.isDuplicate)
    .map(({ id: other, score, reasons }) => ({ id: other, score, reasons }));
}
