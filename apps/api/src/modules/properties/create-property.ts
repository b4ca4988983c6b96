import type { ImageReference, PropertyCreateInput } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';
import { presentProperty } from '../listings/present-property';
import { insertProperty } from './insert-property';

export interface CreatePropertyOptions {
  db: Db;
  actor: SessionUser;
  input: PropertyCreateInput & { images?: ImageReference[] };
  rateUsdGel: number;
}

export async function createProperty({ db, actor, input, rateUsdGel }: CreatePropertyOptions) {
  // One transaction: a bad image reference leaves no half-made listing behind.
  const row = await db.transaction(async (tx) =>
    loadProperty(tx, await insertProperty({ tx, actor, input, rateUsdGel })),
  );
  return presentProperty(db, row, actor);
}
