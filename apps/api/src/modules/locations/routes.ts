import { DISTRICTS, locationsSchema } from '@tbilisi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function locationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        summary: 'Districts and neighbourhoods',
        description:
          'The Tbilisi taxonomy: 6 districts, each with its neighbourhoods; every place has a `slug` (what ' +
          'listings store in `state` and `urban_area` and searches send in `locations`), its name in Georgian, ' +
          'English and Russian, and a centre point. It changes rarely: cacheable for an hour.',
        response: { 200: locationsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return DISTRICTS.map((district) => ({ ...district, neighbourhoods: [...district.neighbourhoods] }));
    },
  );
}
