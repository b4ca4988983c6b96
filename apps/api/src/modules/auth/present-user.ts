import type { User, UserRole } from '@tbilisi/contracts';
import type { SessionUser } from '../../plugins/auth';

export function presentUser(user: SessionUser): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role as UserRole,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
