import type { reportBody } from '@tbilisi/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { reports } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { onNotAvailableReport } from '../freshness/on-report';
import { loadProperty } from '../listings/load-property';

export interface CreateReportOptions {
  deps: Deps;
  actor: SessionUser | null;
  input: z.output<typeof reportBody>;
}

/** Stores the report and mails it to the moderators. */
export async function createReport({ deps, actor, input }: CreateReportOptions) {
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
