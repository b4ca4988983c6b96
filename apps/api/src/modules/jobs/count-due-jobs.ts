import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Jobs due now and not yet finished, failed or leased: the queue's depth for the metrics. */
export async function countDueJobs(options: { db: Db }): Promise<number> {
  const [row] = await queryRows<{ due: number }>(
    options.db,
    sql`select count(*)::int as due from jobs
        where finished_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())`,
  );
  return row?.due ?? 0;
}
