import { createdSchema, reportBody } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { createReport } from './create-report';

export async function reportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a listing',
        description:
          'Anyone may report a listing: a reason (inappropriate content, misleading information, spam, wrong ' +
          'price, wrong location, not available, fraud, duplicate, other) and a description; a guest may add a ' +
          'name and an e-mail. The report is stored and mailed to the moderators. At most 20 an hour from one address.',
        body: reportBody,
        response: {
          201: createdSchema,
          ...errorResponses(
            [404, 'No listing with this id'],
            [422, 'No reason, a blank description, or an invalid e-mail'],
            [429, 'More than 20 reports in an hour from this address'],
          ),
        },
      },
      onRequest: app.rateLimit({
        max: 20,
        timeWindow: '1 hour',
        groupId: 'reports',
        errorResponseBuilder: () =>
          new AppError('rate_limited', 'Too many reports from this address. Try again later.'),
      }),
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const report = await createReport({ deps: app.deps, actor: request.user, input: request.body });
      return reply.status(201).send({
        id: report.id,
        message: 'Thank you for your report. We will investigate this property listing.',
      });
    },
  );
}
