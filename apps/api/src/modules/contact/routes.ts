import { contactBody, createdSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { sendContactMessage } from './send-contact-message';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message',
        description:
          "With `propertyId`, a message to the listing's poster (the visitor's e-mail is the reply address; the " +
          "poster's address is never shown); without it, a message to the team. Stored and mailed. Anyone may " +
          'write; at most 30 messages an hour from one address.',
        body: contactBody,
        response: {
          201: createdSchema,
          ...errorResponses([404, 'No listing with this id'], 422, [
            429,
            'More than 30 messages in an hour from this address',
          ]),
        },
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
