import { z } from 'zod';
import { idSchema, type Sendable } from './common';

/** Why two listings look like one property: a stable code for clients, and a sentence for people. */
export const duplicateReasonSchema = z.object({
  code: z.string().describe('Stable reason code, e.g. same_cadastral_code, same_address, same_photos'),
  detail: z.string(),
});

export const duplicateMatchSchema = z.object({
  id: z.number().int().describe('The listing that looks like the same property'),
  score: z.number().describe('0 to 1; a match at or above the threshold is treated as the same property'),
  reasons: z.array(duplicateReasonSchema),
});
export type DuplicateMatch = z.output<typeof duplicateMatchSchema>;

export const duplicateMatchesSchema = z.object({ matches: z.array(duplicateMatchSchema) });

/** Another listing of the same property (another poster, price or deal), as the property page lists it. */
export const offerSchema = z.object({
  id: z.number().int(),
  listing_type: z.string(),
  price: z.number(),
  currency: z.string(),
  rent_amount: z.number().describe('Price in GEL'),
  rent_amount_usd: z.number().describe('Price in USD'),
  poster_role: z.string().describe('owner, agent or developer'),
  is_verified: z.boolean(),
  created_at: z.string(),
});
export type Offer = z.output<typeof offerSchema>;

/** GET /api/moderation/duplicates: what a moderator reviews. */
export const duplicateReviewSchema = z.object({
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
          rent_amount: z.number().describe('Price in GEL'),
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
export type DuplicateReview = z.output<typeof duplicateReviewSchema>;

export const DUPLICATE_DECISIONS = ['confirmed', 'split'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

const listingId = idSchema('A listing id', { coerce: false });

/** POST /api/moderation/duplicates/decisions: one pair, grouped as one property or split apart. */
export const duplicateDecisionBody = z.object({
  property_id: listingId,
  other_id: listingId,
  decision: z.enum(DUPLICATE_DECISIONS, { error: 'Decision must be confirmed or split' }),
});
export type DuplicateDecisionBody = Sendable<z.output<typeof duplicateDecisionBody>>;
