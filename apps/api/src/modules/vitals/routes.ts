import { messageSchema, vitalsReportBody, vitalsSummarySchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { recordVitals } from './record-vitals';
import { summariseVitals } from './summarise-vitals';

/** A page reports once when it is hidden; a busy visitor opens a few hundred pages an hour at most. */
const REPORTS_PER_MINUTE = 60;

export async function vitalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vitals'];

  r.post(
    '/vitals',
    {
      schema: {
        tags,
        summary: "Report a page's Core Web Vitals",
        description:
          'Sent by the web app for a sample of page views when the page is hidden: up to 10 measurements (LCP, ' +
          'INP, CLS, FCP, TTFB) and the kind of page. Nothing identifying is accepted or stored: no user, URL, ' +
          `address or agent. Anyone may report; at most ${REPORTS_PER_MINUTE} reports a minute from one address.`,
        body: vitalsReportBody,
        response: {
          202: messageSchema,
          ...errorResponses(422, [
            429,
            `More than ${REPORTS_PER_MINUTE} reports in a minute from this address`,
          ]),
        },
      },
      onRequest: app.rateLimit({
        max: REPORTS_PER_MINUTE,
        timeWindow: '1 minute',
        groupId: 'vitals',
        errorResponseBuilder: () => new AppError('rate_limited', 'Too many reports from this address.'),
      }),
    },
    async (request, reply) => {
      const stored = await recordVitals({ db: app.db, report: request.body });
      return reply.status(202).send({ message: `${stored} measurements recorded.` });
    },
  );

  r.get(
    '/moderation/vitals',
    {
      schema: {
        tags,
        summary: 'Real-user speed per kind of page (moderators)',
        description:
          'For moderators: the 75th percentile of LCP and INP (ms) and CLS per kind of page (home, results, ' +
          'property, other) over the last 7 days, and how many measurements each rests on.',
        security: requiresSession,
        response: { 200: vitalsSummarySchema, ...errorResponses(401, [403, 'Moderators only']) },
      },
      preHandler: app.requireModerator,
    },
    async () => summariseVitals({ db: app.db }),
  );
}
