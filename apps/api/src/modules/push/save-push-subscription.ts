import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Keeps a browser's subscription for the user; the same endpoint again (a re-subscribe) replaces its keys. */
export async function savePushSubscription({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: SessionUser;
  input: PushSubscriptionInput;
}) {
  await db
    .insert(pushSubscriptions)
    .values({ userId: actor.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: actor.id, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
}

export async function deletePushSubscription({
  db,
  actor,
  endpoint,
}: {
  db: Db;
  actor: SessionUser;
  endpoint: string;
}) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actor.id), eq(pushSubscriptions.endpoint, endpoint)));
}
