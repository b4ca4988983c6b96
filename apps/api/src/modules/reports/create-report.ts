import { REPORT_REASONS } from '@tbilisi/contracts';
import { z } from 'zod';
import type { Deps } from '../../lib/deps';
import { reports } from '../../db/schema';
import type { SessionUser } from '../auth/sessions';
import { onNotAvailableReport } from '../freshness/on-report';
import { loadProperty } from '../properties/load-owned-property';

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

export const reportBody = z.object({
  propertyId: z.coerce.number({ error: 'propertyId is required' }).int().positive(),
  propertyTitle: optionalText(300),
  reportReason: z.enum(REPORT_REASONS, { error: 'Please select a reason for reporting.' }),
  description: z
    .string({ error: 'Please provide a description of the issue.' })
    .trim()
    .min(1, 'Please provide a description of the issue.')
    .max(5000),
  userName: optionalText(200),
  userEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.email('Enter a valid e-mail address').optional(),
  ),
});

/** Stores the report and mails it to the moderators. */
export async function createReport(
  deps: Deps,
  actor: SessionUser | null,
  input: z.output<typeof reportBody>,
) {
  const property = await loadProperty(deps.db, input.propertyId);
  const userName = input.userName ?? (actor ? `${actor.firstName} ${actor.lastName}` : null);
  const userEmail = input.userEmail ?? actor?.email ?? null;
  const [report] = await deps.db
    .insert(reports)
    .values({
      propertyId: property.id,
      propertyTitle: property.title,
      reportReason: input.reportReason,
      description: input.description,
      userName,
      userEmail,
      reporterId: actor?.id ?? null,
    })
    .returning();
  if (input.reportReason === 'not_available') await onNotAvailableReport(deps.db, property.id);
  await deps.mailer.send({
    to: deps.config.moderatorEmail,
    subject: `Report #${report!.id}: ${input.reportReason} on listing #${property.id}`,
    ...(userEmail ? { replyTo: userEmail } : {}),
    text: [
      `Listing: #${property.id} ${property.title}`,
      `Link: ${deps.config.publicWebUrl}/property/${property.id}`,
      `Reason: ${input.reportReason}`,
      `From: ${userName ?? 'anonymous'}${userEmail ? ` <${userEmail}>` : ''}`,
      '',
      input.description,
    ].join('\n'),
  });
  return report!;
}
