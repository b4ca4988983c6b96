import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
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

  r.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The key to subscribe to web push with',
        description:
          "The VAPID public key (base64url) to pass as `applicationServerKey` to the browser's " +
          '`PushManager.subscribe()`. It is made once and kept: it does not change, so subscriptions made with it ' +
          'stay valid. No session needed.',
        response: { 200: z.object({ public_key: z.string() }) },
      },
    },
    async () => ({ public_key: (await vapidKeys(app.db)).publicKey }),
  );

  r.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Receive alerts as web push in this browser',
        description:
          "Keeps a browser's push subscription for the signed-in user: send `PushSubscription.toJSON()` " +
          '(`endpoint`, an https URL of at most 1000 characters, and `keys.p256dh`, `keys.auth`). New matches of ' +
          'the user\u2019s instant saved searches are then pushed to it as well. Subscribing the same endpoint again replaces its keys (and moves it to ' +
          'the user now signed in); a subscription the push service reports gone is dropped.',
        security: requiresSession,
        body: z.object({
          endpoint,
          keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
        }),
        response: { 201: messageSchema, ...errorResponses(401, 422) },
      },
      ...signedIn,
    },
    async (request, reply) => {
      await savePushSubscription({ db: app.db, actor: currentUser(request), input: request.body });
      return reply.status(201).send({ message: 'Subscribed' });
    },
  );

  r.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Stop web push to this browser',
        description:
          "Forgets the signed-in user's subscription with this `endpoint`; one that is unknown or someone " +
          'else\u2019s is passed over: the call always succeeds.',
        security: requiresSession,
        body: z.object({ endpoint: z.string().max(1000) }),
        response: { 200: messageSchema, ...errorResponses(401, 422) },
      },
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
