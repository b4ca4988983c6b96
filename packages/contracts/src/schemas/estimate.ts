import { z } from 'zod';
import { PROPERTY_TYPES, RENOVATION_STATUSES } from '../enums';

/** An estimate is not shown when its range is wider than this share of its value either way. */
export const MAX_ESTIMATE_SPREAD = 0.2;

/** What the estimate needs to know of a property: the post-ad form's fields, or a listing's. */
export const estimateRequestSchema = z.object({
  state: z.string().trim().min(1).max(60).describe('district slug'),
  urban_area: z.string().trim().max(60).nullish().describe('neighbourhood slug'),
  property_type: z.enum(PROPERTY_TYPES),
  square_feet: z.coerce.number().positive().max(100_000).describe('area in m²'),
  rooms: z.coerce.number().int().min(1).max(50).nullish(),
  floor: z.coerce.number().int().min(-5).max(200).nullish(),
  total_floors: z.coerce.number().int().min(1).max(200).nullish(),
  renovation_status: z.enum(RENOVATION_STATUSES).nullish(),
  is_new_building: z.boolean().default(false),
});
export type EstimateRequest = z.output<typeof estimateRequestSchema>;

const estimateFigure = z.object({
  /** false when the range is wider than ±20 % (MAX_ESTIMATE_SPREAD) or no model is fitted yet: do not show it */
  shown: z.boolean(),
  value_gel: z.number(),
  low_gel: z.number(),
  high_gel: z.number(),
  value_usd: z.number(),
  low_usd: z.number(),
  high_usd: z.number(),
  /** the range's half-width, per cent of the value */
  spread_percent: z.number().int(),
  /** listings of this kind in this neighbourhood the model learnt from */
  comparables: z.number().int(),
});
export type EstimateFigure = z.output<typeof estimateFigure>;

export const estimateResponseSchema = z.object({
  /** the sale price */
  sale: estimateFigure.nullable(),
  /** the monthly rent */
  rent: estimateFigure.nullable(),
  fitted_at: z.string().nullable(),
});
export type EstimateResponse = z.output<typeof estimateResponseSchema>;
