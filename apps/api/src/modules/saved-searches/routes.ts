import { messageSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
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
  const searchErrors = errorResponses(401, [404, 'You have no saved search with this id'], 422);

  r.get(
    '/saved-searches',
    {
      schema: {
        tags,
        summary: 'Your saved searches',
        description:
          "The signed-in user's saved searches, newest first, and `limit`, how many an account may keep (20).",
        security: requiresSession,
        response: { 200: savedSearchListSchema, ...errorResponses(401) },
      },
      ...signedIn,
    },
    async (request) => listSavedSearches({ db: app.db, actor: currentUser(request) }),
  );

  r.post(
    '/saved-searches',
    {
      schema: {
        tags,
        summary: 'Save a search and get alerts for it',
        description:
          'Saves a search under a `name` (1 to 100 characters) for the signed-in user. `filters` are the ' +
          'parameters of `GET /api/properties/search`, checked by the same rules (an unknown place slug is refused ' +
          'with 422); paging, sort and empty values are dropped. Each new listing that matches is added to the ' +
          "user's notifications and, with `frequency: instant` (the default), e-mailed and pushed to their " +
          'subscribed browsers at once; with `daily`, e-mailed in one digest at 08:00. Alerts are in `locale` ' +
          '(`ka` by default), which also becomes the language of the user\u2019s other notices. An account keeps at ' +
          'most 20 saved searches.',
        security: requiresSession,
        body: savedSearchCreateSchema,
        response: {
          201: savedSearchSchema,
          ...errorResponses(401, [409, 'You already keep 20 saved searches: delete one first'], 422),
        },
      },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSavedSearch({ db: app.db, actor: currentUser(request), input: request.body })),
  );

  r.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Change a saved search',
        description:
          'Renames it, pauses (`is_paused: true`: no alerts until resumed) or resumes it, switches between ' +
          '`instant` and `daily` alerts or changes their language; absent fields keep their values. The filters ' +
          "cannot be changed: save a new search instead. Another user's saved search is answered as not found.",
        security: requiresSession,
        params,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...searchErrors },
      },
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

  r.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        description:
          "Deletes the saved search; it sends no more alerts. Another user's saved search is answered as not found.",
        security: requiresSession,
        params,
        response: { 200: messageSchema, ...searchErrors },
      },
      ...signedIn,
    },
    async (request) => {
      await deleteSavedSearch({ db: app.db, actor: currentUser(request), id: request.params.id });
      return { message: 'Saved search deleted' };
    },
  );
}
