import { z } from 'zod';
import { idSchema, type Sendable } from './common';
import { REPORT_REASONS } from '../enums';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/** POST /api/contact: to a listing's poster (with `propertyId`) or to the team (without). */
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
export type ContactBody = Sendable<z.output<typeof contactBody>>;

/** POST /api/reports: anyone may report a listing; name and e-mail default to the signed-in user's. */
export const reportBody = z.object({
  propertyId: idSchema('propertyId'),
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
export type ReportBody = Sendable<z.output<typeof reportBody>>;

/** What a stored contact message or report answers with. */
export const createdSchema = z.object({ id: z.number().int(), message: z.string() });
export type Created = z.output<typeof createdSchema>;
