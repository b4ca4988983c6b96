import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { createSavedSearch } from './create-saved-search';
import { deleteSavedSearch } from './delete-saved-search';
import { listSavedSearches } from './list-saved-searches';
import {
  savedSearchCreateSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from './saved-search-schemas';
import { updateSavedSearch } from './update-saved-search';

const tags = ['saved searches'];
const params = z.object({
  id: z.coerce.number({ error: 'Saved search id must be a number' }).int().positive().max(2147483647),
});

export async function savedSearchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  // GET /api/saved-searches - the user's saved searches, newest first
  r.get(
    '/saved-searches',
    { schema: { tags, response: { 200: savedSearchListSchema } }, ...signedIn },
    async (request) => listSavedSearches({ db: app.db, actor: currentUser(request) }),
  );

  // POST /api/saved-searches - save a search by name (at most 20 per account)
  r.post(
    '/saved-searches',
    { schema: { tags, body: savedSearchCreateSchema, response: { 201: savedSearchSchema } }, ...signedIn },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSavedSearch({ db: app.db, actor: currentUser(request), input: request.body })),
  );

  // PATCH /api/saved-searches/{id} - rename, pause or resume, instant or daily
  r.patch(
    '/saved-searches/:id',
    {
      schema: { tags, params, body: savedSearchUpdateSchema, response: { 200: savedSearchSchema } },
      ...signedIn,
    },
    async (request) =>
      updateSavedSearch({
        db: app.db,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  // DELETE /api/saved-searches/{id} - delete a saved search and its alerts
  r.delete(
    '/saved-searches/:id',
    { schema: { tags, params, response: { 200: messageSchema } }, ...signedIn },
    async (request) => {
      await deleteSavedSearch({ db: app.db, actor: currentUser(request), id: request.params.id });
      return { message: 'Saved search deleted' };
    },
  );
}
