import { messageSchema, propertySummarySchema, idSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { isPropertySaved } from './is-property-saved';
import { listSavedProperties } from './list-saved-properties';
import { saveProperty } from './save-property';
import { toggleSaveProperty } from './toggle-save-property';
import { unsaveProperty } from './unsave-property';

const tags = ['favourites'];
const params = z.object({ id: idSchema('Property id') });

export async function favouriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  // GET /api/properties/saved - the user's saved listings, most recently saved first
  r.get(
    '/properties/saved',
    { schema: { tags, response: { 200: z.array(propertySummarySchema) } }, ...signedIn },
    async (request) => listSavedProperties(app.db, currentUser(request)),
  );

  // POST /api/properties/{id}/save - save a listing (saving twice is harmless)
  r.post(
    '/properties/:id/save',
    { schema: { tags, params, response: { 200: messageSchema } }, ...signedIn },
    async (request) => {
      await saveProperty(app.db, currentUser(request), request.params.id);
      return { message: 'Property saved' };
    },
  );

  // DELETE /api/properties/{id}/save - remove a listing from the saved list
  r.delete(
    '/properties/:id/save',
    { schema: { tags, params, response: { 200: messageSchema } }, ...signedIn },
    async (request) => {
      await unsaveProperty(app.db, currentUser(request), request.params.id);
      return { message: 'Property removed from saved' };
    },
  );

  // POST /api/properties/{id}/toggle-save - flip the saved state
  r.post(
    '/properties/:id/toggle-save',
    {
      schema: { tags, params, response: { 200: messageSchema.extend({ is_saved: z.boolean() }) } },
      ...signedIn,
    },
    async (request) => {
      const isSaved = await toggleSaveProperty(app.db, currentUser(request), request.params.id);
      return { message: isSaved ? 'Property saved' : 'Property removed from saved', is_saved: isSaved };
    },
  );

  // GET /api/properties/{id}/is-saved - whether the user saved this listing
  r.get(
    '/properties/:id/is-saved',
    { schema: { tags, params, response: { 200: z.object({ is_saved: z.boolean() }) } }, ...signedIn },
    async (request) => ({ is_saved: await isPropertySaved(app.db, currentUser(request), request.params.id) }),
  );
}
