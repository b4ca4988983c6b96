import { createdSchema, reportBody } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { createReport } from './create-report';

export async function reportRoutes(app: FastifyInstance) {
  // POST /api/reports - report a listing (anyone; name and e-mail optional), stored and mailed to moderators
  app.withTypeProvider<ZodTypeProvider>().post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        body: reportBody,
        response: { 201: createdSchema },
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
