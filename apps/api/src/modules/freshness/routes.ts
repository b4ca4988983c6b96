import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { loadOwnedProperty } from '../listings/load-property';
import { answerFreshness } from './answer-freshness';

const tags = ['alerts'];
const linkQuery = z.object({ token: z.string().min(1).max(200), answer: z.enum(['available', 'gone']) });

export async function freshnessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/listings/freshness',
    {
      schema: {
        tags,
        summary: 'The page behind a "still available?" e-mail link',
        description:
          'The link in the e-mail that asks a poster whether their listing is still available opens this: an HTML ' +
          'page with one button that posts the same `token` and `answer` to `POST /api/listings/freshness`. It ' +
          'changes nothing itself, so mail scanners that fetch links cannot answer for the poster; the token is not ' +
          'checked here.',
        querystring: linkQuery,
        response: errorResponses(422),
      },
    },
    async (request, reply) => {
      const { token, answer } = request.query;
      const label =
        answer === 'available'
          ? 'ისევ ხელმისაწვდომია · Still available · Ещё актуально'
          : 'აღარ არის ხელმისაწვდომი · No longer available · Больше не актуально';
      const action = `/api/listings/freshness?token=${encodeURIComponent(token)}&answer=${answer}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sakhli</title>` +
            `<form method="post" action="${action.replace(/"/g, '&quot;')}"><button style="font-size:1.2rem;padding:.8rem 1.2rem">${label}</button></form>`,
        );
    },
  );

  r.post(
    '/listings/freshness',
    {
      schema: {
        tags,
        summary: "Answer whether a listing is still available, from the e-mail's link",
        description:
          'The poster\u2019s answer, without a session: the signed `token` of the e-mail names the listing. ' +
          '`available` confirms it: it stays in search (or, if it had expired, returns to it) for another 30 days ' +
          '(rent, daily rent) or 60 (other deal types). `gone` takes it out of search. A listing its poster took ' +
          'down is not put back by `available`. Answers the listing\u2019s `status` (`active` or `inactive`). A ' +
          'link works once and for 7 days; after that the poster confirms from the dashboard.',
        querystring: linkQuery,
        response: {
          200: z.object({ status: z.string() }),
          ...errorResponses([404, 'The link is not valid, has expired or was used already'], 422),
        },
      },
    },
    async (request) =>
      answerFreshness({ db: app.db, token: request.query.token, answer: request.query.answer }),
  );

  r.post(
    '/properties/:id/confirm-available',
    {
      schema: {
        tags,
        summary: 'Confirm your listing is still available',
        description:
          'The poster confirms from the dashboard that their listing is still available: it stays in search for ' +
          'another 30 days (rent, daily rent) or 60 (other deal types) from now, and a listing that expired returns ' +
          'to search. A listing its poster took down stays down. Any e-mailed link for it stops working.',
        security: requiresSession,
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: {
          200: messageSchema,
          ...errorResponses(
            401,
            [403, "The listing is someone else's"],
            [404, 'No listing with this id'],
            422,
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await loadOwnedProperty(app.db, request.params.id, currentUser(request));
      await answerFreshness({ db: app.db, propertyId: request.params.id, answer: 'available' });
      return { message: 'Confirmed' };
    },
  );
}
