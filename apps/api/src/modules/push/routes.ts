import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { deletePushSubscription, savePushSubscription } from './save-push-subscription';
import { vapidKeys } from './vapid-keys';

const tags = ['alerts'];

export async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  // Push services are https; plain http is let through only in tests, whose receiver runs in-process.
  const endpoint = z
    .url({
      protocol: app.config.env === 'test' ? /^https?$/ : /^https$/,
      error: 'endpoint must be an https URL',
    })
    .max(1000);

  // GET /api/push/public-key - the VAPID public key a browser subscribes with
  r.get(
    '/push/public-key',
    { schema: { tags, response: { 200: z.object({ public_key: z.string() }) } } },
    async () => ({ public_key: (await vapidKeys(app.db)).publicKey }),
  );

  // POST /api/push/subscriptions - keep this browser's push subscription (PushSubscription.toJSON())
  r.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        body: z.object({
          endpoint,
          keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
        }),
        response: { 201: messageSchema },
      },
      ...signedIn,
    },
    async (request, reply) => {
      await savePushSubscription({ db: app.db, actor: currentUser(request), input: request.body });
      return reply.status(201).send({ message: 'Subscribed' });
    },
  );

  // DELETE /api/push/subscriptions - forget this browser's subscription
  r.delete(
    '/push/subscriptions',
    {
      schema: { tags, body: z.object({ endpoint: z.string().max(1000) }), response: { 200: messageSchema } },
      ...signedIn,
    },
    async (request) => {
      await deletePushSubscription({
        db: app.db,
        actor: currentUser(request),
        endpoint: request.body.endpoint,
      });
      return { message: 'Unsubscribed' };
    },
  );
}
