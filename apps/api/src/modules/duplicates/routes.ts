import {
  checkDuplicatesBody,
  cornerBuildingInput,
  cornerBuildingListSchema,
  duplicateDecisionBody,
  duplicateMatchesSchema,
  duplicateReviewSchema,
  messageSchema,
  idSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { addCornerBuilding } from './add-corner-building';
import { checkDuplicates } from './check-duplicates';
import { decideDuplicatePair } from './decide-duplicate-pair';
import { listCornerBuildings } from './list-corner-buildings';
import { listDuplicateReview } from './list-duplicate-review';
import { listPropertyDuplicates } from './list-property-duplicates';
import { removeCornerBuilding } from './remove-corner-building';

const idParams = z.object({
  id: idSchema('Property id'),
});
export async function duplicateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['duplicates'];

  r.post(
    '/properties/check-duplicates',
    {
      schema: {
        tags,
        summary: 'Check a listing for duplicates before posting',
        description:
          "The active listings that a listing form's fields and photos (upload names) would repeat, with the " +
          'reasons each matched, so the form can warn before posting. Nothing is saved.',
        security: requiresSession,
        body: checkDuplicatesBody,
        response: { 200: duplicateMatchesSchema, ...errorResponses(401, 422) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      matches: await checkDuplicates({ db: app.db, input: request.body, poster: currentUser(request) }),
    }),
  );

  r.get(
    '/properties/:id/duplicates',
    {
      schema: {
        tags,
        summary: 'Other listings of the same property',
        description:
          "The other active listings grouped with this one as one property (e.g. the owner's and an agent's " +
          'offers of one flat), so a visitor can compare them.',
        params: idParams,
        response: {
          200: duplicateMatchesSchema,
          ...errorResponses([404, 'No listing with this id'], 422),
        },
      },
    },
    async (request) => ({ matches: await listPropertyDuplicates({ db: app.db, id: request.params.id }) }),
  );

  r.get(
    '/moderation/duplicates',
    {
      schema: {
        tags,
        summary: 'Duplicates to review (moderators)',
        description:
          'For moderators: the newest 50 groups of listings taken as one property, the pairs that look alike but ' +
          'were not grouped and no moderator has decided (with score and reasons), and the reports of type duplicate.',
        security: requiresSession,
        response: { 200: duplicateReviewSchema, ...errorResponses(401, [403, 'Moderators only']) },
      },
      preHandler: app.requireModerator,
    },
    async () => listDuplicateReview({ db: app.db }),
  );

  r.post(
    '/moderation/duplicates/decisions',
    {
      schema: {
        tags,
        summary: 'Decide a pair (moderators)',
        description:
          'For moderators: `confirmed` puts the two listings in one group, which then keeps them through later ' +
          'edits; `split` takes `other_id` out of the group, and the automatic check does not group the pair again.',
        security: requiresSession,
        body: duplicateDecisionBody,
        response: {
          200: messageSchema,
          ...errorResponses(401, [403, 'Moderators only'], [404, 'No listing with one of the ids'], 422),
        },
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

  r.get(
    '/moderation/corners',
    {
      schema: {
        tags,
        summary: 'Corner buildings the duplicate check knows (moderators)',
        description:
          'Houses known by an address on each of two streets (decision 026), learned from confirmed pairs or added ' +
          'by hand; each corner once, newest first.',
        security: requiresSession,
        response: { 200: cornerBuildingListSchema, ...errorResponses(401, [403, 'Moderators only']) },
      },
      preHandler: app.requireModerator,
    },
    async () => listCornerBuildings({ db: app.db }),
  );

  r.post(
    '/moderation/corners',
    {
      schema: {
        tags,
        summary: 'Add a corner building (moderators)',
        description:
          'Two addresses of one house on a corner, each a taxonomy street and a house number; the check treats ' +
          'listings at either as one building from now on. Adding a known corner changes nothing.',
        security: requiresSession,
        body: cornerBuildingInput,
        response: { 201: messageSchema, ...errorResponses(401, [403, 'Moderators only'], 422) },
      },
      preHandler: app.requireModerator,
    },
    async (request, reply) => {
      await addCornerBuilding({ db: app.db, moderator: currentUser(request), corner: request.body });
      return reply.status(201).send({ message: 'Corner added' });
    },
  );

  r.delete(
    '/moderation/corners',
    {
      schema: {
        tags,
        summary: 'Remove a corner building (moderators)',
        description: 'A corner learned wrongly: the two addresses are two buildings again for later checks.',
        security: requiresSession,
        querystring: cornerBuildingInput,
        response: {
          200: messageSchema,
          ...errorResponses(401, [403, 'Moderators only'], [404, 'No such corner'], 422),
        },
      },
      preHandler: app.requireModerator,
    },
    async (request) => {
      await removeCornerBuilding({ db: app.db, corner: request.query });
      return { message: 'Corner removed' };
    },
  );
}
