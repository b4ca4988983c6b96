import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
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

  const tokenErrors = errorResponses(
    [404, 'The link is not valid: mistyped, cut short or not signed by this site'],
    422,
  );

  r.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Your notifications',
        description:
          "The signed-in user's notices, the list behind the header's bell: newest first, at most 50 (only the " +
          'latest 50 are kept; older ones are dropped as new ones come), with `unread_count`. A notice is a ' +
          '`new_match` (a new listing matched one of your saved searches, `saved_search_id`) or a `price_drop` (a ' +
          'listing you saved got cheaper); `property_id` names the listing and `data` carries what the notice shows.',
        security: requiresSession,
        response: {
          200: z.object({ unread_count: z.number().int(), items: z.array(notificationSchema) }),
          ...errorResponses(401),
        },
      },
      ...signedIn,
    },
    async (request) => listNotifications({ db: app.db, actor: currentUser(request) }),
  );

  r.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark notifications read',
        description:
          'Marks the notices named in `ids` (at most 100) read; without `ids`, or without a body, marks all of the ' +
          "signed-in user's notices read. Ids that are not yours, unknown or already read are passed over: the call " +
          'always succeeds.',
        security: requiresSession,
        body: z.object({ ids: z.array(id).max(100).optional() }).nullish(),
        response: { 200: messageSchema, ...errorResponses(401, 422) },
      },
      ...signedIn,
    },
    async (request) => {
      await markNotificationsRead({ db: app.db, actor: currentUser(request), ids: request.body?.ids });
      return { message: 'Marked read' };
    },
  );

  r.delete(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Clear your notifications',
        description:
          'Deletes every notice of the signed-in user, read or not. Saved searches and alert settings stay as they are.',
        security: requiresSession,
        response: { 200: messageSchema, ...errorResponses(401) },
      },
      ...signedIn,
    },
    async (request) => {
      await clearNotifications({ db: app.db, actor: currentUser(request) });
      return { message: 'Notifications cleared' };
    },
  );

  r.get(
    '/alerts/preferences',
    {
      schema: {
        tags,
        summary: 'Your alert settings',
        description:
          'Whether the signed-in user gets price-drop notices on the listings they saved (`price_drop_alerts`, on ' +
          'unless turned off) and the language of notices not tied to one saved search (`locale`, `ka` unless set; ' +
          'saving a search sets it to that search\u2019s language).',
        security: requiresSession,
        response: { 200: preferencesSchema, ...errorResponses(401) },
      },
      ...signedIn,
    },
    async (request) => getAlertPreferences({ db: app.db, actor: currentUser(request) }),
  );

  r.put(
    '/alerts/preferences',
    {
      schema: {
        tags,
        summary: 'Change your alert settings',
        description:
          'Changes the settings given (`locale`, `price_drop_alerts`); absent ones keep their values. Answers the ' +
          'settings as they now are.',
        security: requiresSession,
        body: preferencesSchema.partial(),
        response: { 200: preferencesSchema, ...errorResponses(401, 422) },
      },
      ...signedIn,
    },
    async (request) =>
      updateAlertPreferences({ db: app.db, actor: currentUser(request), input: request.body }),
  );

  r.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe from an alert e-mail in one click',
        description:
          "RFC 8058 one-click unsubscribe, which mail clients post from an alert e-mail's `List-Unsubscribe` header " +
          '(a form body is accepted and ignored). No session: the signed `token` of the e-mail says what to stop. ' +
          "A new-match e-mail's token pauses that saved search (resume it with `PATCH /api/saved-searches/{id}`); a " +
          "price-drop e-mail's token turns price-drop notices off. Tokens do not expire and repeating one is harmless.",
        querystring: tokenQuery,
        response: { 200: messageSchema, ...tokenErrors },
      },
    },
    async (request) => {
      await unsubscribe({ db: app.db, token: request.query.token });
      return { message: 'Unsubscribed' };
    },
  );

  r.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe from the link in an alert e-mail',
        description:
          "The same as the POST, from the unsubscribe link in the e-mail's text: it does the same and answers a small " +
          'HTML page (in Georgian, English and Russian) that links to the alert settings on the site.',
        querystring: tokenQuery,
        response: tokenErrors,
      },
    },
    async (request, reply) => {
      await unsubscribe({ db: app.db, token: request.query.token });
      const manage = `${app.config.publicWebUrl}/dashboard?tab=alerts`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Sakhli</title><p>გამოწერა გაუქმდა. Unsubscribed. Вы отписались.</p><p><a href="${manage}">${manage}</a></p>`,
        );
    },
  );

  r.get(
    '/properties/:id/price-history',
    {
      schema: {
        tags,
        summary: "A listing's price history and days on market",
        description:
          'Every price change of the listing, oldest first, in the currency the poster used and in GEL; the days on ' +
          "market, counted from when its property was first listed by anyone (another poster's copy of the same " +
          'property, or an edit, does not restart the count); and its freshness: when the poster last confirmed it ' +
          'is available, when it leaves search unless confirmed again (30 days for rent and daily rent, 60 for ' +
          'the other deal types) and whether it has expired. Any listing, active or not; no session needed.',
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
          ...errorResponses([404, 'No listing with this id'], 422),
        },
      },
    },
    async (request) => getPriceHistory({ db: app.db, id: request.params.id }),
  );
}
