import type { Db } from '../../db/client';
import { partnerApiKeys } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { newApiKey, presentApiKey } from './api-keys';
import { requireOwnership } from './membership';

export interface CreateApiKeyOptions {
  db: Db;
  actor: SessionUser;
  name: string;
}

/** The owner makes a partner feed key for the organisation: the key is in this answer only; we keep its hash. */
export async function createApiKey({ db, actor, name }: CreateApiKeyOptions) {
  const organisation = await requireOwnership(db, actor);
  const { key, prefix, hash } = newApiKey();
  const [row] = await db
    .insert(partnerApiKeys)
    .values({ organisationId: organisation.id, name, prefix, keyHash: hash, createdBy: actor.id })
    .returning();
  return { ...presentApiKey(row!), key };
}
