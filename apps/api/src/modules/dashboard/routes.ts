import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  // GET /api/dashboard/stats - the Analytics tab: views, inquiries, active and saved listings, views per day
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dashboard/stats',
      { schema: { tags: ['dashboard'], response: { 200: statsSchema } }, preHandler: app.requireUser },
      async (request) => getDashboardStats({ db: app.db, actor: currentUser(request) }),
    );
}
