import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword } from './passwords';
import { consumeUserToken } from './user-tokens';

export interface ResetPasswordOptions {
  db: Db;
  token: string;
  newPassword: string;
}

export async function resetPassword({ db, token, newPassword }: ResetPasswordOptions): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'password_reset');
    if (userId === undefined) {
      throw AppError.validation(
        ['body', 'token'],
        'This reset link is invalid or has expired. Ask for a new one.',
      );
    }
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    // Whoever knew the old password is signed out everywhere.
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
