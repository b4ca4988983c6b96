import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

type Purpose = 'password_reset' | 'email_verification';

export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: Purpose,
  lifetimeMs: number,
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insert(userTokens)
    .values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
}

/** Marks the token used and returns its user, or undefined if it is unknown, expired or already used. */
export async function consumeUserToken(db: Db, token: string, purpose: Purpose): Promise<number | undefined> {
  // One UPDATE ... RETURNING: two concurrent requests with the same token cannot both succeed.
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}
