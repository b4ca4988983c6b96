import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check',
        description:
          'Answers `{"status": "ok"}` once the database is migrated: the api only starts after that.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );
}
