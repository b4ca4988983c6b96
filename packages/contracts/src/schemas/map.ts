import { z } from 'zod';

/**
 * A map shows at most this many listings at once: enough for a neighbourhood at street level, small enough to send
 * and cluster quickly. A wider view says it is capped and asks the visitor to zoom in.
 */
export const MAP_POINTS_LIMIT = 2_000;

export const mapPointSchema = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number().describe('Price in GEL'),
  price_usd: z.number().describe('Price in USD'),
});
export type MapPoint = z.output<typeof mapPointSchema>;

export const mapPointsSchema = z.object({
  points: z.array(mapPointSchema).describe(`At most ${MAP_POINTS_LIMIT}, newest first`),
  total_in_view: z
    .number()
    .int()
    .describe('How many listings match in the box; exact up to SEARCH_COUNT_LIMIT (see total_is_exact)'),
  total_is_exact: z.boolean().describe('false when more listings match than SEARCH_COUNT_LIMIT'),
  is_complete: z.boolean().describe('false when the box holds more listings than `points` carries: zoom in'),
});
export type MapPoints = z.output<typeof mapPointsSchema>;
