import {
  estimateRequestSchema,
  estimateResponseSchema,
  statisticsQuerySchema,
  statisticsResponseSchema,
  type StatisticsResponse,
} from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import { TtlCache } from '../../lib/ttl-cache';
import { loadProperty } from '../listings/load-property';
import { estimatePropertyPrice } from './estimate-price';
import { listPriceStatistics } from './list-price-statistics';

const ESTIMATE_DESCRIPTION =
  'A value and a range for the sale price and the monthly rent, from a hedonic model of the last 12 months of ' +
  'listings (place, type, area, rooms, floor, renovation, new building, trend), refitted nightly. `shown` is false ' +
  'where the range is wider than ±20 %: the estimate should not be displayed there. `sale` or `rent` is null while ' +
  'no model of that deal is fitted, and both are null for a property without an area; `fitted_at` says when the ' +
  'models were fitted. No session needed.';

export async function priceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The figures change once a night; a minute's copy per query spares the database the same read over and over.
  const answers = new TtlCache<StatisticsResponse>(60_000, 1000);

  api.get(
    '/statistics',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Asking-price statistics by month, district and neighbourhood',
        description:
          'Median and quartiles of the price per m² (GEL and USD), median price, new and active listings and median ' +
          'days on market, per month over the last 24 months and for the last 180 days pooled (`period: "recent"`), ' +
          'for one deal type (sale, rent, daily), property kind (flats, houses, land, commercial) and room count ' +
          '(0 = all). Precomputed nightly; each property counts once (duplicate groups once); outliers beyond ' +
          "Tukey's far fences are left out; cells with fewer than 10 listings are not published. " +
          "`district` '' is all of Tbilisi and `neighbourhood` '' the whole district. Cacheable for 5 minutes; " +
          'no session needed.',
        querystring: statisticsQuerySchema,
        response: { 200: statisticsResponseSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const key = JSON.stringify(request.query);
      const cached = answers.get(key);
      if (cached) return cached;
      const answer = await listPriceStatistics(app.db, request.query);
      answers.set(key, answer);
      return answer;
    },
  );

  api.get(
    '/properties/:id/estimate',
    {
      schema: {
        tags: ['statistics'],
        summary: "A listing's estimated sale price and rent",
        description: `The estimate for an existing listing, from its own fields. ${ESTIMATE_DESCRIPTION}`,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: {
          200: estimateResponseSchema,
          ...errorResponses([404, 'No listing with this id'], 422),
        },
      },
    },
    async (request) => {
      const row = await loadProperty(app.db, request.params.id);
      return estimatePropertyPrice({
        deps: app.deps,
        property: {
          state: row.state,
          urban_area: row.urbanArea,
          property_type: row.propertyType as 'apartment',
          square_feet: row.squareFeet,
          rooms: row.rooms,
          floor: row.floor,
          total_floors: row.totalFloors,
          renovation_status: row.renovationStatus as 'renovated' | null,
          is_new_building: row.isNewBuilding,
        },
      });
    },
  );

  api.post(
    '/estimate',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Estimate the sale price and rent of a property being described (the post-ad form)',
        description:
          'The estimate for the fields of a property being described, such as the post-ad form before it is ' +
          `sent: district (\`state\`), type and area are needed, the rest sharpens it. ${ESTIMATE_DESCRIPTION}`,
        body: estimateRequestSchema,
        response: { 200: estimateResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => estimatePropertyPrice({ deps: app.deps, property: request.body }),
  );
}
