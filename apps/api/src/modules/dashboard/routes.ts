import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '@tbilisi/contracts';
import { errorResponses, requiresSession } from '../../lib/openapi';
import { currentUser } from '../../plugins/auth';
import { getDashboardStats } from './get-dashboard-stats';

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
        response: { 200: dashboardStatsSchema, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => getDashboardStats({ db: app.db, actor: currentUser(request) }),
  );
}
