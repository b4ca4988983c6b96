import { z } from 'zod';

/** GET /api/dashboard/stats: the figures of the dashboard's Analytics tab, all about the signed-in user. */
export const dashboardStatsSchema = z.object({
  total_views: z.number().int().describe('Views of all your listings'),
  inquiries: z.number().int().describe('Messages received about your listings'),
  active_listings: z.number().int(),
  saved_listings: z.number().int().describe('Listings you saved'),
  views_by_day: z
    .array(z.object({ day: z.string().describe('YYYY-MM-DD'), views: z.number().int() }))
    .describe('Views of your listings per day, the last 30 days, oldest first'),
});
export type DashboardStats = z.output<typeof dashboardStatsSchema>;
