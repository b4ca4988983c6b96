import {
  idSchema,
  messageSchema,
  propertySummarySchema,
  savedStateSchema,
  toggleSaveSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
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
  const listingErrors = errorResponses(401, [404, 'No listing with this id'], 422);

  r.get(
    '/properties/saved',
    {
      schema: {
        tags,
        summary: 'Your saved listings',
        description: 'The listings the signed-in user saved, most recently saved first, as summaries.',
        security: requiresSession,
        response: { 200: z.array(propertySummarySchema), ...errorResponses(401) },
      },
      ...signedIn,
    },
    async (request) => listSavedProperties({ db: app.db, actor: currentUser(request) }),
  );

  r.post(
    '/properties/:id/save',
    {
      schema: {
        tags,
        summary: 'Save a listing',
        description: "Adds the listing to the signed-in user's saved list; saving it again changes nothing.",
        security: requiresSession,
        params,
        response: { 200: messageSchema, ...listingErrors },
      },
      ...signedIn,
    },
    async (request) => {
      await saveProperty({ db: app.db, actor: currentUser(request), propertyId: request.params.id });
      return { message: 'Property saved' };
    },
  );

  r.delete(
    '/properties/:id/save',
    {
      schema: {
        tags,
        summary: 'Unsave a listing',
        description: 'Takes the listing off the saved list; removing one that is not there changes nothing.',
        security: requiresSession,
        params,
        response: { 200: messageSchema, ...listingErrors },
      },
      ...signedIn,
    },
    async (request) => {
      await unsaveProperty({ db: app.db, actor: currentUser(request), propertyId: request.params.id });
      return { message: 'Property removed from saved' };
    },
  );

  r.post(
    '/properties/:id/toggle-save',
    {
      schema: {
        tags,
        summary: 'Save or unsave a listing',
        description: 'Flips the saved state and answers the new one in `is_saved`.',
        security: requiresSession,
        params,
        response: { 200: toggleSaveSchema, ...listingErrors },
      },
      ...signedIn,
    },
    async (request) => {
      const isSaved = await toggleSaveProperty({
        db: app.db,
        actor: currentUser(request),
        propertyId: request.params.id,
      });
      return { message: isSaved ? 'Property saved' : 'Property removed from saved', is_saved: isSaved };
    },
  );

  r.get(
    '/properties/:id/is-saved',
    {
      schema: {
        tags,
        summary: 'Whether you saved a listing',
        description: "Whether the listing is on the signed-in user's saved list.",
        security: requiresSession,
        params,
        response: { 200: savedStateSchema, ...listingErrors },
      },
      ...signedIn,
    },
    async (request) => ({
      is_saved: await isPropertySaved({
        db: app.db,
        actor: currentUser(request),
        propertyId: request.params.id,
      }),
    }),
  );
}
