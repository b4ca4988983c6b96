import { z } from 'zod';
import type { SessionUser } from '../../plugins/auth';

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  role: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
});

export function presentUser(user: SessionUser): z.output<typeof userSchema> {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
