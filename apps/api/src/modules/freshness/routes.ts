import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { loadOwnedProperty } from '../listings/load-property';
import { answerFreshness } from './answer-freshness';

const tags = ['alerts'];
const linkQuery = z.object({ token: z.string().min(1).max(200), answer: z.enum(['available', 'gone']) });

export async function freshnessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/listings/freshness?token=&answer= - the e-mailed link opens a page with one button: mail scanners that
  // fetch links must not answer for the poster, so only the POST below changes anything
  r.get('/listings/freshness', { schema: { tags, querystring: linkQuery } }, async (request, reply) => {
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
  });

  // POST /api/listings/freshness?token=&answer= - the poster's answer from the e-mail (no login; the link works once)
  r.post(
    '/listings/freshness',
    { schema: { tags, querystring: linkQuery, response: { 200: z.object({ status: z.string() }) } } },
    async (request) =>
      answerFreshness({ db: app.db, token: request.query.token, answer: request.query.answer }),
  );

  // POST /api/properties/{id}/confirm-available - the poster confirms (or renews an expired listing) from the dashboard
  r.post(
    '/properties/:id/confirm-available',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: { 200: messageSchema },
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
