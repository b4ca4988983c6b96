import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { getDashboardStats } from './get-dashboard-stats';

const statsSchema = z.object({
  totalViews: z.number().int().describe('Views of all your listings'),
  inquiries: z.number().int().describe('Messages received about your listings'),
  activeListings: z.number().int(),
  savedListings: z.number().int().describe('Listings you saved'),
  viewsByDay: z
    .array(z.object({ day: z.string(), views: z.number().int() }))
    .describe('Views of your listings per day, the last 30 days, oldest first'),
});

export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Your dashboard figures',
        description:
          'The Analytics tab: views of all your listings, messages received about them, active listings, ' +
          'listings you saved, and views per day over the last 30 days.',
        security: requiresSession,
        response: { 200: statsSchema, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => getDashboardStats(app.db, currentUser(request)),
  );
}
