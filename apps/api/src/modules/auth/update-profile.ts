import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from './register-user';
import type { updateProfileBody } from '@tbilisi/contracts';
import { sendVerificationEmail } from './send-verification-email';
import type { SessionUser } from '../../plugins/auth';

export interface UpdateProfileOptions {
  deps: Deps;
  actor: SessionUser;
  input: z.output<typeof updateProfileBody>;
}

export async function updateProfile({ deps, actor, input }: UpdateProfileOptions) {
  const emailChanged = input.email !== undefined && input.email.toLowerCase() !== actor.email.toLowerCase();
  let updated;
  try {
    [updated] = await deps.db
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        email: input.email,
        // A new address is unconfirmed until its owner opens the link we send to it.
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.validation(['body', 'email'], 'An account with this e-mail already exists');
    throw error;
  }
  if (!updated) throw AppError.notFound('User not found');
  if (emailChanged) await sendVerificationEmail({ ...deps, user: updated });
  return updated;
}
