import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * A secret made at first use and kept in the database, so every api process and the worker share it and it
 * survives restarts (one-click links stay valid; browsers' push subscriptions stay bound to the same VAPID key).
 */
export async function appSecret(
  db: Db,
  name: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
) {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}
