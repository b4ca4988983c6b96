import { statisticsQuerySchema, statisticsResponseSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPriceStatistics } from './list-price-statistics';

export async function priceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
          "`district` '' is all of Tbilisi and `neighbourhood` '' the whole district.",
        querystring: statisticsQuerySchema,
        response: { 200: statisticsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listPriceStatistics(app.db, request.query);
    },
  );
}
