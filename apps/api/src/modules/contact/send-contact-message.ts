import { eq } from 'drizzle-orm';
import type { contactBody } from '@tbilisi/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { contactMessages, users } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { loadProperty } from '../listings/load-property';

export interface SendContactMessageOptions {
  deps: Deps;
  actor: SessionUser | null;
  input: z.output<typeof contactBody>;
}

/**
 * Stores the message and mails it: to the listing's poster when it is about a listing (their address stays
 * private; a reply goes straight to the sender), otherwise to the team.
 */
export async function sendContactMessage({ deps, actor, input }: SendContactMessageOptions) {
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
