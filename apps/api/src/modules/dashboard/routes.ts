import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '@tbilisi/contracts';
import { currentUser } from '../../plugins/auth';
import { getDashboardStats } from './get-dashboard-stats';

export async function dashboardRoutes(app: FastifyInstance) {
  // GET /api/dashboard/stats - the Analytics tab: views, inquiries, active and saved listings, views per day
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard/stats',
    {
      schema: { tags: ['dashboard'], response: { 200: dashboardStatsSchema } },
      preHandler: app.requireUser,
    },
    async (request) => getDashboardStats({ db: app.db, actor: currentUser(request) }),
  );
}
