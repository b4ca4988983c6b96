import {
  countSchema,
  messageSchema,
  pagingQuery,
  propertyCreateBody,
  propertySchema,
  propertySummarySchema,
  propertyUpdateBody,
  recordedViewSchema,
  idSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { createProperty } from './create-property';
import { deleteProperty } from './delete-property';
import { listMyProperties } from './list-my-properties';
import { countProperties, listProperties } from './list-properties';
import { loadProperty } from '../listings/load-property';
import { presentProperty } from '../listings/present-property';
import { recordView } from './record-view';
import { updateProperty } from './update-property';

const tags = ['properties'];
const idParams = z.object({
  id: idSchema('Property id'),
});

export async function propertyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rate = app.config.exchangeRateUsdGel;

  r.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'A page of listings',
        description:
          'Active listings as summaries, one per property (a property listed more than once shows its lead ' +
          'listing), newest first unless `sort_by`/`sort_order` say otherwise. Paged with `skip` and `limit`.',
        querystring: pagingQuery,
        response: { 200: z.array(propertySummarySchema), ...errorResponses(422) },
      },
    },
    async (request) => app.readDb(request, (db) => listProperties({ db, input: request.query })),
  );

  r.get(
    '/properties/count',
    {
      schema: {
        tags,
        summary: 'How many listings there are',
        description: 'The number of active listings `GET /api/properties` pages through.',
        response: { 200: countSchema },
      },
    },
    async (request) => ({
      total_count: await app.readDb(request, (db) => countProperties({ db })),
    }),
  );

  r.get(
    '/properties/my-properties',
    {
      schema: {
        tags,
        summary: 'Your listings',
        description: 'Every listing of the signed-in user, active or not, newest first, as summaries.',
        security: requiresSession,
        response: { 200: z.array(propertySummarySchema), ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => listMyProperties({ db: app.db, actor: currentUser(request) }),
  );

  r.get(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'One listing',
        description:
          'The whole listing: every field, the descriptions in each language given, every photo in every size, ' +
          'and the other offers of the same property. The flat number and unit cadastral code are in the answer ' +
          'only for the poster and moderators (the unit code also for visitors when the poster shows it).',
        params: idParams,
        response: { 200: propertySchema, ...errorResponses([404, 'No listing with this id'], 422) },
      },
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      // The answer differs by who asks: a shared cache must not give a poster's view to a visitor.
      reply.header('vary', 'cookie, authorization');
      return app.readDb(request, async (db) =>
        presentProperty(db, await loadProperty(db, request.params.id), request.user),
      );
    },
  );

  r.post(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Post a listing',
        description:
          "Creates a listing of the signed-in user from the form's fields: title, address, city, district " +
          '(`state`) and property type are required; a blank rent or deposit becomes 0, blank ' +
          'bedrooms or bathrooms 1, a blank lease 12 months. `images` attaches photos uploaded before, in order. ' +
          "A listing that repeats one of the poster's own active listings is refused with 409 and `duplicate_of`; " +
          "one that repeats someone else's joins that property's group.",
        security: requiresSession,
        body: propertyCreateBody,
        response: {
          201: propertySchema,
          ...errorResponses(
            401,
            [409, 'You already list this property: `duplicate_of` names the listing to edit instead'],
            422,
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(
        await createProperty({
          db: app.db,
          actor: currentUser(request),
          input: request.body,
          rateUsdGel: rate,
        }),
      ),
  );

  r.put(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'Edit your listing',
        description:
          'Changes the fields given; absent fields keep their values. `images`, when given, is the whole ordered ' +
          'photo list (photos kept by URL, new ones as uploads) and is saved with the fields in one transaction: ' +
          'nothing is half-saved. The same duplicate rule as posting applies.',
        security: requiresSession,
        params: idParams,
        body: propertyUpdateBody,
        response: {
          200: propertySchema,
          ...errorResponses(
            401,
            [403, "The listing is someone else's"],
            [404, 'No listing with this id'],
            [409, 'You already list this property: `duplicate_of` names the other listing'],
            422,
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      updateProperty({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body,
        rateUsdGel: rate,
      }),
  );

  r.delete(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'Delete your listing',
        description:
          'Deletes the listing and its photos (files no other listing uses are removed from the store).',
        security: requiresSession,
        params: idParams,
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
      await deleteProperty({
        db: app.db,
        storage: app.storage,
        actor: currentUser(request),
        id: request.params.id,
      });
      return { message: 'Property deleted' };
    },
  );

  r.post(
    '/properties/:id/view',
    {
      schema: {
        tags,
        summary: 'Count a view',
        description:
          'Counts at most one view per visitor, listing and day (a visitor is the signed-in user, else a hash of ' +
          "address and browser); the owner's own visits do not count. Answers whether this one counted and the " +
          'total. No sign-in needed.',
        params: idParams,
        response: {
          200: recordedViewSchema,
          ...errorResponses([404, 'No listing with this id'], 422),
        },
      },
      preHandler: app.optionalUser,
    },
    async (request) =>
      recordView({
        db: app.db,
        propertyId: request.params.id,
        visitor: {
          userId: request.user?.id,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
      }),
  );
}
