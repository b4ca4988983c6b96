import {
  duplicateMatchesSchema,
  duplicateReasonSchema,
  messageSchema,
  propertyUpdateSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { checkDuplicates } from './check-duplicates';
import { decideDuplicatePair } from './decide-duplicate-pair';
import { listDuplicateReview } from './list-duplicate-review';
import { listPropertyDuplicates } from './list-property-duplicates';

const idParams = z.object({
  id: z.coerce.number({ error: 'Property id must be a number' }).int().positive(),
});
const listingId = z.number({ error: 'A listing id is required' }).int().positive();

const reviewSchema = z.object({
  groups: z.array(
    z.object({
      id: z.number().int(),
      confirmed_at: z.string().nullable(),
      listings: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          address: z.string(),
          status: z.string(),
          rent_amount: z.number(),
          is_group_lead: z.boolean(),
          owner_id: z.number().int(),
          poster_role: z.string(),
        }),
      ),
    }),
  ),
  near_duplicates: z.array(
    z.object({
      property_id: z.number().int(),
      other_id: z.number().int(),
      score: z.number(),
      reasons: z.array(duplicateReasonSchema),
    }),
  ),
  reports: z.array(
    z.object({
      id: z.number().int(),
      property_id: z.number().int(),
      description: z.string(),
      created_at: z.string(),
    }),
  ),
});

export async function duplicateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['duplicates'];
  const requireModerator = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (currentUser(request).role !== 'admin') throw new AppError('forbidden', 'Moderators only');
  };

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
        body: propertyUpdateSchema.extend({
          images: z
            .array(z.string().regex(/^[0-9a-f]{32}$/, 'Unknown photo name'))
            .max(12)
            .optional(),
        }),
        response: { 200: duplicateMatchesSchema, ...errorResponses(401, 422) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      matches: await checkDuplicates(app.db, request.body, currentUser(request)),
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
    async (request) => ({ matches: await listPropertyDuplicates(app.db, request.params.id) }),
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
        response: { 200: reviewSchema, ...errorResponses(401, [403, 'Moderators only']) },
      },
      preHandler: requireModerator,
    },
    async () => listDuplicateReview(app.db),
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
        body: z.object({
          property_id: listingId,
          other_id: listingId,
          decision: z.enum(['confirmed', 'split'], { error: 'Decision must be confirmed or split' }),
        }),
        response: {
          200: messageSchema,
          ...errorResponses(401, [403, 'Moderators only'], [404, 'No listing with one of the ids'], 422),
        },
      },
      preHandler: requireModerator,
    },
    async (request) => {
      await decideDuplicatePair(app.db, currentUser(request), request.body);
      return {
        message: request.body.decision === 'confirmed' ? 'Listings grouped' : 'Listing split from the group',
      };
    },
  );
}
