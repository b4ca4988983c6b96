import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { issueUserToken } from './user-tokens';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Mails a single-use reset link valid for one hour. Silent for unknown e-mails so nobody can probe accounts. */
export interface RequestPasswordResetOptions extends Deps {
  email: string;
}

export async function requestPasswordReset({
  db,
  mailer,
  config,
  email,
}: RequestPasswordResetOptions): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) return;
  const token = await issueUserToken(db, user.id, 'password_reset', RESET_TOKEN_LIFETIME_MS);
  const link = `${config.publicWebUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'პაროლის აღდგენა / Reset your password',
    text: [
      `გამარჯობა, ${user.firstName}!`,
      'ახალი პაროლის დასაყენებლად გახსენით ბმული (მოქმედებს 1 საათი):',
      link,
      '',
      `Hello ${user.firstName},`,
      'Open this link within one hour to choose a new password:',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}
