import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { consumeUserToken } from './user-tokens';

export interface VerifyEmailOptions {
  db: Db;
  token: string;
}

export async function verifyEmail({ db, token }: VerifyEmailOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'email_verification');
    if (userId === undefined) {
      throw AppError.validation(['body', 'token'], 'This confirmation link is invalid or has expired.');
    }
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  });
}
