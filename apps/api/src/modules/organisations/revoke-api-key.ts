import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { revokeOrganisationKey } from './api-keys';
import { requireOwnership } from './membership';

export interface RevokeApiKeyOptions {
  db: Db;
  actor: SessionUser;
  id: number;
}

/** The owner revokes a key: the feed refuses it from now on. Another organisation's key is a 404. */
export async function revokeApiKey({ db, actor, id }: RevokeApiKeyOptions) {
  const organisation = await requireOwnership(db, actor);
  await revokeOrganisationKey(db, organisation.id, id);
}
