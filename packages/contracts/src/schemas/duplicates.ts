import { z } from 'zod';
import { findStreet } from '../streets';
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

const taxonomyStreet = z
  .string({ error: 'Choose a street' })
  .refine((id) => findStreet(id) !== undefined, 'Choose a street from the list');
/** A house number as addresses are keyed: digits, then a letter and a block if any ("37", "37a", "12/3"). */
const houseNumber = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '') : value),
  z
    .string({ error: 'Enter the house number' })
    .regex(
      /^[1-9]\d{0,3}[a-z]?(?:\/[1-9]\d{0,2})?$/,
      'A house number: digits, then a letter or /block if any (37a, 12/3)',
    ),
);

/** One building on a corner, known by an address on each of two streets (decision 026). */
export const cornerBuildingInput = z
  .object({
    street_id: taxonomyStreet,
    house: houseNumber,
    other_street_id: taxonomyStreet,
    other_house: houseNumber,
  })
  .refine((corner) => corner.street_id !== corner.other_street_id, {
    message: 'A corner joins two different streets',
    path: ['other_street_id'],
  });
export type CornerBuildingInput = z.output<typeof cornerBuildingInput>;

export const cornerBuildingSchema = z.object({
  street_id: z.string(),
  house: z.string(),
  other_street_id: z.string(),
  other_house: z.string(),
  confirmed_by: z.string().nullable().describe("The moderator's name; null once that account is gone"),
  created_at: z.string(),
});
export const cornerBuildingListSchema = z.object({ items: z.array(cornerBuildingSchema) });
export type CornerBuilding = z.output<typeof cornerBuildingSchema>;
export type CornerBuildingList = z.output<typeof cornerBuildingListSchema>;
