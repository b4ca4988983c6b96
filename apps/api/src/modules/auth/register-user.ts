import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';
import type { registerBody } from '@tbilisi/contracts';
import { sendVerificationEmail } from './send-verification-email';
import { createSession } from './sessions';

const UNIQUE_VIOLATION = '23505';

export interface RegisterUserOptions {
  deps: Deps;
  input: z.output<typeof registerBody>;
}

export async function registerUser({ deps, input }: RegisterUserOptions) {
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    [user] = await deps.db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        role: input.role,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.validation(['body', 'email'], 'An account with this e-mail already exists');
    throw error;
  }
  if (!user) throw new Error('insert returned no row');
  const session = await createSession(deps.db, user.id, input.rememberMe ?? false);
  await sendVerificationEmail({ ...deps, user });
  return { user, session };
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
