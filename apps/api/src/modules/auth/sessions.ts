import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { hashToken, newToken } from '../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** rememberMe keeps a session for 30 days, otherwise for one day (docs/product/accounts.md#sessions). */
function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? 30 * DAY_MS : DAY_MS;
}

export async function createSession(db: Db, userId: number, rememberMe: boolean) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(rememberMe));
  await db.insert(sessions).values({ userId, tokenHash: hash, expiresAt });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.user;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
