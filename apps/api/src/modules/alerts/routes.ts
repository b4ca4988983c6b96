import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { getAlertPreferences, updateAlertPreferences } from './alert-preferences';
import { clearNotifications } from './clear-notifications';
import { getPriceHistory } from './get-price-history';
import { listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-notifications-read';
import { unsubscribe } from './unsubscribe';

const tags = ['alerts'];
const id = z.coerce.number({ error: 'Id must be a number' }).int().positive().max(2147483647);

const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['new_match', 'price_drop']),
  property_id: z.number().int().nullable(),
  saved_search_id: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
  is_read: z.boolean(),
  created_at: z.string(),
});
const preferencesSchema = z.object({ locale: z.enum(['ka', 'en', 'ru']), price_drop_alerts: z.boolean() });
const tokenQuery = z.object({ token: z.string().min(1).max(200) });

export async function alertRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  // Mail clients post RFC 8058's `List-Unsubscribe=One-Click` as a form; its content says nothing more (this plugin's
  // routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  // GET /api/notifications - the header's list: newest first, at most 50, with the unread count
  r.get(
    '/notifications',
    {
      schema: {
        tags,
        response: { 200: z.object({ unread_count: z.number().int(), items: z.array(notificationSchema) }) },
      },
      ...signedIn,
    },
    async (request) => listNotifications({ db: app.db, actor: currentUser(request) }),
  );

  // POST /api/notifications/read - mark the given notices (or all) read
  r.post(
    '/notifications/read',
    {
      schema: {
        tags,
        body: z.object({ ids: z.array(id).max(100).optional() }).nullish(),
        response: { 200: messageSchema },
      },
      ...signedIn,
    },
    async (request) => {
      await markNotificationsRead({ db: app.db, actor: currentUser(request), ids: request.body?.ids });
      return { message: 'Marked read' };
    },
  );

  // DELETE /api/notifications - clear the list
  r.delete(
    '/notifications',
    { schema: { tags, response: { 200: messageSchema } }, ...signedIn },
    async (request) => {
      await clearNotifications({ db: app.db, actor: currentUser(request) });
      return { message: 'Notifications cleared' };
    },
  );

  // GET /api/alerts/preferences - price-drop notices on or off, the language of notices
  r.get(
    '/alerts/preferences',
    { schema: { tags, response: { 200: preferencesSchema } }, ...signedIn },
    async (request) => getAlertPreferences({ db: app.db, actor: currentUser(request) }),
  );

  // PUT /api/alerts/preferences
  r.put(
    '/alerts/preferences',
    {
      schema: { tags, body: preferencesSchema.partial(), response: { 200: preferencesSchema } },
      ...signedIn,
    },
    async (request) =>
      updateAlertPreferences({ db: app.db, actor: currentUser(request), input: request.body }),
  );

  // POST /api/alerts/unsubscribe?token= - RFC 8058 one-click unsubscribe from an alert e-mail (no login)
  r.post(
    '/alerts/unsubscribe',
    { schema: { tags, querystring: tokenQuery, response: { 200: messageSchema } } },
    async (request) => {
      await unsubscribe({ db: app.db, token: request.query.token });
      return { message: 'Unsubscribed' };
    },
  );

  // GET /api/alerts/unsubscribe?token= - the same from the link in the mail's text
  r.get('/alerts/unsubscribe', { schema: { tags, querystring: tokenQuery } }, async (request, reply) => {
    await unsubscribe({ db: app.db, token: request.query.token });
    const manage = `${app.config.publicWebUrl}/dashboard?tab=alerts`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Sakhli</title><p>გამოწერა გაუქმდა. Unsubscribed. Вы отписались.</p><p><a href="${manage}">${manage}</a></p>`,
      );
  });

  // GET /api/properties/{id}/price-history - every price the listing had, and its days on market
  r.get(
    '/properties/:id/price-history',
    {
      schema: {
        tags,
        params: z.object({ id }),
        response: {
          200: z.object({
            confirmed_at: z
              .string()
              .nullable()
              .describe('when the poster last confirmed the listing is available'),
            expires_at: z.string().nullable().describe('when it leaves search unless confirmed again'),
            is_expired: z.boolean(),
            first_listed_at: z.string(),
            days_on_market: z.number().int(),
            changes: z.array(
              z.object({
                changed_at: z.string(),
                old_price: z.number().nullable(),
                new_price: z.number(),
                currency: z.string(),
                old_amount_gel: z.number().nullable(),
                new_amount_gel: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => getPriceHistory({ db: app.db, id: request.params.id }),
  );
}
