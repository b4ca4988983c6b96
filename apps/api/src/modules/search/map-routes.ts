import { MAP_POINTS_LIMIT, isBlank, mapPointsSchema, searchFilters } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import { findMapPoints } from './map-points';

const tags = ['search'];

/** The search's filters with the box required; page and sort keys are accepted and ignored, as by the count. */
const mapQuery = searchFilters.extend({
  bbox: searchFilters.shape.bbox.transform((box, ctx) => {
    if (box) return box;
    ctx.addIssue({ code: 'custom', message: 'bbox is required: west,south,east,north in degrees' });
    return z.NEVER;
  }),
  limit: z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .default(MAP_POINTS_LIMIT)
      // Like a page size, an over-large limit is capped rather than refused.
      .transform((limit) => Math.min(limit, MAP_POINTS_LIMIT)),
  ),
});

export async function mapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/properties/map',
    {
      schema: {
        tags,
        summary: 'Map markers for a search',
        description:
          `The points (id, position, price) of the listings matching the filters inside a box: the same filters ` +
          `as /properties/search plus a required \`bbox=west,south,east,north\` in degrees. At most ` +
          `${MAP_POINTS_LIMIT} points (or \`limit\`), newest first; \`is_complete\` is false when the box holds more.`,
        querystring: mapQuery,
        response: { 200: mapPointsSchema, ...errorResponses(422) },
      },
    },
    async (request) => app.readDb(request, (db) => findMapPoints({ db, query: request.query })),
  );
}
