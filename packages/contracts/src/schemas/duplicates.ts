import { z } from 'zod';

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
