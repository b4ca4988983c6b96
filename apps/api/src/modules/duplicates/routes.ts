import {
  checkDuplicatesBody,
  duplicateDecisionBody,
  duplicateMatchesSchema,
  duplicateReviewSchema,
  messageSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { checkDuplicates } from './check-duplicates';
import { decideDuplicatePair } from './decide-duplicate-pair';
import { listDuplicateReview } from './list-duplicate-review';
import { listPropertyDuplicates } from './list-property-duplicates';

const idParams = z.object({
  id: z.coerce.number({ error: 'Property id must be a number' }).int().positive(),
});
export async function duplicateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['duplicates'];

  // POST /api/properties/check-duplicates - the listings a form's fields and photos would repeat (nothing saved)
  r.post(
    '/properties/check-duplicates',
    {
      schema: {
        tags,
        body: checkDuplicatesBody,
        response: { 200: duplicateMatchesSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      matches: await checkDuplicates({ db: app.db, input: request.body, poster: currentUser(request) }),
    }),
  );

  // GET /api/properties/{id}/duplicates - the other active listings of the same property
  r.get(
    '/properties/:id/duplicates',
    { schema: { tags, params: idParams, response: { 200: duplicateMatchesSchema } } },
    async (request) => ({ matches: await listPropertyDuplicates({ db: app.db, id: request.params.id }) }),
  );

  // GET /api/moderation/duplicates - groups, near-duplicates and duplicate reports to review (moderators)
  r.get(
    '/moderation/duplicates',
    { schema: { tags, response: { 200: duplicateReviewSchema } }, preHandler: app.requireModerator },
    async () => listDuplicateReview({ db: app.db }),
  );

  // POST /api/moderation/duplicates/decisions - confirm a pair as one property, or split it (moderators)
  r.post(
    '/moderation/duplicates/decisions',
    {
      schema: {
        tags,
        body: duplicateDecisionBody,
        response: { 200: messageSchema },
      },
      preHandler: app.requireModerator,
    },
    async (request) => {
      await decideDuplicatePair({ db: app.db, moderator: currentUser(request), input: request.body });
      return {
        message: request.body.decision === 'confirmed' ? 'Listings grouped' : 'Listing split from the group',
      };
    },
  );
}
