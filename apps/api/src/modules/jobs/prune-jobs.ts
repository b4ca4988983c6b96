import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

/** How long a finished job is kept (to look into what ran), and a failed one (to look into why, and run it again). */
export const FINISHED_JOBS_KEPT_DAYS = 7;
export const FAILED_JOBS_KEPT_DAYS = 30;

/**
 * Deletes finished jobs older than a week and failed ones older than 30 days; pending and running jobs are never
 * touched. A scheduled job's next run is a pending row, so pruning never loses a schedule.
 */
export async function pruneJobs(db: Db, now = new Date()): Promise<{ finished: number; failed: number }> {
  const finished = await db
    .delete(jobs)
    .where(
      sql`${jobs.finishedAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${FINISHED_JOBS_KEPT_DAYS})`,
    )
    .returning({ id: jobs.id });
  const failed = await db
    .delete(jobs)
    .where(
      sql`${jobs.failedAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${FAILED_JOBS_KEPT_DAYS})`,
    )
    .returning({ id: jobs.id });
  return { finished: finished.length, failed: failed.length };
}
