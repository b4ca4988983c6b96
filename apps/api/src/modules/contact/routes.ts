import { contactBody, createdSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { sendContactMessage } from './send-contact-message';

export async function contactRoutes(app: FastifyInstance) {
  // POST /api/contact - a message to a listing's poster (with propertyId) or to the team, stored and mailed
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactBody,
        response: { 201: createdSchema },
      },
      onRequest: app.rateLimit({
        max: 30,
        timeWindow: '1 hour',
        groupId: 'contact',
        errorResponseBuilder: () =>
          new AppError('rate_limited', 'Too many messages from this address. Try again later.'),
      }),
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const stored = await sendContactMessage({ deps: app.deps, actor: request.user, input: request.body });
      return reply.status(201).send({ id: stored.id, message: 'Your message has been sent.' });
    },
  );
}
