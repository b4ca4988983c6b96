import { idSchema } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../lib/deps';
import { contactMessages, users } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { loadProperty } from '../properties/load-owned-property';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

export const contactBody = z.object({
  name: required('Name', 200),
  email: z.email({ error: 'Enter a valid e-mail address' }),
  subject: required('Subject', 300),
  message: required('Message', 5000),
  propertyId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    idSchema('Property id').optional(),
  ),
});

/**
 * Stores the message and mails it: to the listing's poster when it is about a listing (their address stays
 * private; a reply goes straight to the sender), otherwise to the team.
 */
export async function sendContactMessage(
  deps: Deps,
  actor: SessionUser | null,
  input: z.output<typeof contactBody>,
) {
  const property = input.propertyId ? await loadProperty(deps.db, input.propertyId) : undefined;
  const [recipient] = property
    ? await deps.db.select().from(users).where(eq(users.id, property.ownerId)).limit(1)
    : [undefined];
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({
      propertyId: property?.id ?? null,
      recipientId: recipient?.id ?? null,
      senderId: actor?.id ?? null,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    })
    .returning();
  await deps.mailer.send({
    to: recipient?.email ?? deps.config.moderatorEmail,
    replyTo: input.email,
    subject: property ? `${input.subject} — #${property.id} ${property.title}` : input.subject,
    text: [
      ...(property ? [`About: ${deps.config.publicWebUrl}/property/${property.id}`, ''] : []),
      `From: ${input.name} <${input.email}>`,
      '',
      input.message,
    ].join('\n'),
  });
  return stored!;
}
