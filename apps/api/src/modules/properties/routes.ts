import {
  countSchema,
  messageSchema,
  propertyCreateSchema,
  propertySchema,
  propertySummarySchema,
  propertyUpdateSchema,
  idSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { imageReferenceSchema } from '../media/attach-property-images';
import { pageAndSort } from '../search/search-params';
import { createProperty } from './create-property';
import { deleteProperty } from './delete-property';
import { listMyProperties } from './list-my-properties';
import { countProperties, listProperties } from './list-properties';
import { loadProperty } from './load-owned-property';
import { presentProperty } from './present-property';
import { recordView } from './record-view';
import { updateProperty } from './update-property';

const tags = ['properties'];
const idParams = z.object({
  id: idSchema('Property id'),
});
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const pagingQuery = z.object({
  skip: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(0)),
  ...pageAndSort,
});

export async function propertyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rate = app.config.exchangeRateUsdGel;

  // GET /api/properties/ - active listings, paged and sorted
  r.get(
    '/properties',
    { schema: { tags, querystring: pagingQuery, response: { 200: z.array(propertySummarySchema) } } },
    async (request) => listProperties(app.db, request.query),
  );

  // GET /api/properties/count - number of active listings
  r.get('/properties/count', { schema: { tags, response: { 200: countSchema } } }, async () => ({
    total_count: await countProperties(app.db),
  }));

  // GET /api/properties/my-properties/ - the signed-in user's listings, active or not
  r.get(
    '/properties/my-properties',
    { schema: { tags, response: { 200: z.array(propertySummarySchema) } }, preHandler: app.requireUser },
    async (request) => listMyProperties(app.db, currentUser(request)),
  );

  // GET /api/properties/{id} - one listing with its images and amenities
  r.get(
    '/properties/:id',
    { schema: { tags, params: idParams, response: { 200: propertySchema } } },
    async (request) => presentProperty(app.db, await loadProperty(app.db, request.params.id)),
  );

  // POST /api/properties/ - create a listing (SPEC §5 validation and blank-value defaults)
  r.post(
    '/properties',
    {
      schema: {
        tags,
        body: propertyCreateSchema.extend({ images: z.array(imageReferenceSchema).max(12).optional() }),
        response: { 201: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createProperty(app.db, currentUser(request), request.body, rate)),
  );

  // PUT /api/properties/{id} - update your own listing; absent fields keep their values; `images`, when given, is
  // the whole ordered photo list (kept photos by URL, new ones as uploads), saved with the fields in one transaction
  r.put(
    '/properties/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: propertyUpdateSchema.extend({
          images: z
            .array(imageReferenceSchema)
            .max(12)
            .optional()
            .describe(
              'Every photo of the listing in order; the one marked is_primary (else the first) is main',
            ),
        }),
        response: { 200: propertySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      updateProperty(app.db, app.storage, currentUser(request), request.params.id, request.body, rate),
  );

  // DELETE /api/properties/{id} - delete your own listing and its photos
  r.delete(
    '/properties/:id',
    { schema: { tags, params: idParams, response: { 200: messageSchema } }, preHandler: app.requireUser },
    async (request) => {
      await deleteProperty(app.db, app.storage, currentUser(request), request.params.id);
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
        response: { 200: z.object({ counted: z.boolean(), views: z.number().int() }) },
      },
      preHandler: app.optionalUser,
    },
    async (request) =>
      recordView(app.db, request.params.id, {
        userId: request.user?.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );
}
