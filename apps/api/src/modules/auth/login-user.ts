import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { verifyPassword } from './passwords';
import type { loginBody } from '@tbilisi/contracts';
import { createSession } from './sessions';

export interface LoginUserOptions {
  db: Db;
  input: z.output<typeof loginBody>;
}

export async function loginUser({ db, input }: LoginUserOptions) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  // One message for an unknown e-mail and a wrong password: the answer must not reveal who has an account.
  if (!user || !valid) throw new AppError('unauthenticated', 'Incorrect email or password');
  const session = await createSession(db, user.id, input.rememberMe ?? false);
  return { user, session };
}
