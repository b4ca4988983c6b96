import type { Deps } from '../../deps';
import type { SessionUser } from '../../plugins/auth';
import { issueUserToken } from './user-tokens';

const VERIFICATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface SendVerificationEmailOptions extends Deps {
  user: SessionUser;
}

export async function sendVerificationEmail({
  db,
  mailer,
  config,
  user,
}: SendVerificationEmailOptions): Promise<void> {
  const token = await issueUserToken(db, user.id, 'email_verification', VERIFICATION_LIFETIME_MS);
  const link = `${config.publicWebUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'დაადასტურეთ ელფოსტა / Confirm your e-mail',
    text: [
      `გამარჯობა, ${user.firstName}!`,
      'ელფოსტის დასადასტურებლად გახსენით ბმული:',
      link,
      '',
      `Hello ${user.firstName},`,
      'Open this link to confirm your e-mail address:',
      link,
    ].join('\n'),
  });
}
