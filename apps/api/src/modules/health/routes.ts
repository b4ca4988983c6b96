import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  // GET /api/health - ok once migrations ran (the app is only built after they do)
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({
        status: 'ok' as const,
      }),
    );
}
