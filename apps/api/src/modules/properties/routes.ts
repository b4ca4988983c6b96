import {
  countSchema,
  messageSchema,
  pagingQuery,
  propertyCreateBody,
  propertySchema,
  propertySummarySchema,
  propertyUpdateBody,
  recordedViewSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  id: z.coerce.number({ error: 'Property id must be a number' }).int().positive(),
});

export async function propertyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rate = app.config.exchangeRateUsdGel;

  // GET /api/properties/ - active listings, paged and sorted
  r.get(
    '/properties',
    { schema: { tags, querystring: pagingQuery, response: { 200: z.array(propertySummarySchema) } } },
    async (request) => app.readDb(request, (db) => listProperties({ db, input: request.query })),
  );

  // GET /api/properties/count - number of active listings
  r.get('/properties/count', { schema: { tags, response: { 200: countSchema } } }, async (request) => ({
    total_count: await app.readDb(request, (db) => countProperties({ db })),
  }));

  // GET /api/properties/my-properties/ - the signed-in user's listings, active or not
  r.get(
    '/properties/my-properties',
    { schema: { tags, response: { 200: z.array(propertySummarySchema) } }, preHandler: app.requireUser },
    async (request) => listMyProperties({ db: app.db, actor: currentUser(request) }),
  );

  // GET /api/properties/{id} - one listing with its images
  r.get(
    '/properties/:id',
    { schema: { tags, params: idParams, response: { 200: propertySchema } } },
    async (request) =>
      app.readDb(request, async (db) => presentProperty(db, await loadProperty(db, request.params.id))),
  );

  // POST /api/properties/ - create a listing (SPEC §5 validation and blank-value defaults)
  r.post(
    '/properties',
    {
      schema: {
        tags,
        body: propertyCreateBody,
        response: { 201: propertySchema },
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

  // PUT /api/properties/{id} - update your own listing; absent fields keep their values; `images`, when given, is
  // the whole ordered photo list (kept photos by URL, new ones as uploads), saved with the fields in one transaction
  r.put(
    '/properties/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: propertyUpdateBody,
        response: { 200: propertySchema },
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

  // DELETE /api/properties/{id} - delete your own listing and its photos
  r.delete(
    '/properties/:id',
    { schema: { tags, params: idParams, response: { 200: messageSchema } }, preHandler: app.requireUser },
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

  // POST /api/properties/{id}/view - count a view (one per visitor per listing per day)
  r.post(
    '/properties/:id/view',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: recordedViewSchema },
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
