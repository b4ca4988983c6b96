import {
  duplicateMatchesSchema,
  duplicateReasonSchema,
  messageSchema,
  propertyUpdateSchema,
  idSchema,
} from '@tbilisi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { checkDuplicates } from './check-duplicates';
import { decideDuplicatePair } from './decide-duplicate-pair';
import { listDuplicateReview } from './list-duplicate-review';
import { listPropertyDuplicates } from './list-property-duplicates';

const idParams = z.object({
  id: idSchema('Property id'),
});
const listingId = idSchema('A listing id', { coerce: false });

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

  // POST /api/properties/check-duplicates - the listings a form's fields and photos would repeat (nothing saved)
  r.post(
    '/properties/check-duplicates',
    {
      schema: {
        tags,
        body: propertyUpdateSchema.extend({
          images: z
            .array(z.string().regex(/^[0-9a-f]{32}$/, 'Unknown photo name'))
            .max(12)
            .optional(),
        }),
        response: { 200: duplicateMatchesSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      matches: await checkDuplicates(app.db, request.body, currentUser(request)),
    }),
  );

  // GET /api/properties/{id}/duplicates - the other active listings of the same property
  r.get(
    '/properties/:id/duplicates',
    { schema: { tags, params: idParams, response: { 200: duplicateMatchesSchema } } },
    async (request) => ({ matches: await listPropertyDuplicates(app.db, request.params.id) }),
  );

  // GET /api/moderation/duplicates - groups, near-duplicates and duplicate reports to review (moderators)
  r.get(
    '/moderation/duplicates',
    { schema: { tags, response: { 200: reviewSchema } }, preHandler: requireModerator },
    async () => listDuplicateReview(app.db),
  );

  // POST /api/moderation/duplicates/decisions - confirm a pair as one property, or split it (moderators)
  r.post(
    '/moderation/duplicates/decisions',
    {
      schema: {
        tags,
        body: z.object({
          property_id: listingId,
          other_id: listingId,
          decision: z.enum(['confirmed', 'split'], { error: 'Decision must be confirmed or split' }),
        }),
        response: { 200: messageSchema },
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
