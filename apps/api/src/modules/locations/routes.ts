import { DISTRICTS, locationsSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function locationRoutes(app: FastifyInstance) {
  // GET /api/locations - the Tbilisi taxonomy: 6 districts, each with its neighbourhoods
  app.withTypeProvider<ZodTypeProvider>().get(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        response: { 200: locationsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return DISTRICTS.map((district) => ({ ...district, neighbourhoods: [...district.neighbourhoods] }));
    },
  );
}
