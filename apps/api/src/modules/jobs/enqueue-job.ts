import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** A scheduled run's name: a second job with the same key is not queued. */
  singletonKey?: string;
  /** Claimed before due jobs of a lower priority (default 0): short work that others wait for. */
  priority?: number;
}

/**
 * Queues a job. Pass the transaction of the write that calls for it: the job then exists exactly when that write
 * committed, so a crash after the commit loses nothing and a rolled-back write queues nothing.
 */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await enqueueJobs(db, [{ kind, payload }], options);
}

/** Queues several jobs in one statement, in the order given (claimed in that order among equals). */
export async function enqueueJobs(
  db: Db,
  queued: { kind: string; payload: Record<string, unknown> }[],
  options: EnqueueOptions = {},
): Promise<void> {
  if (!queued.length) return;
  await db
    .insert(jobs)
    .values(
      queued.map(({ kind, payload }) => ({
        kind,
        payload,
        runAt: options.runAt ?? sql`now()`,
        maxAttempts: options.maxAttempts ?? 8,
        singletonKey: options.singletonKey,
        priority: options.priority ?? 0,
      })),
    )
    .onConflictDoNothing();
}
