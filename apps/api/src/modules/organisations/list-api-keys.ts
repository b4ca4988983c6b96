import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { listOrganisationKeys } from './api-keys';
import { requireOwnership } from './membership';

export interface ListApiKeysOptions {
  db: Db;
  actor: SessionUser;
}

/** The organisation's feed keys (never the keys themselves), for its owner. */
export async function listApiKeys({ db, actor }: ListApiKeysOptions) {
  const organisation = await requireOwnership(db, actor);
  return listOrganisationKeys(db, organisation.id);
}
