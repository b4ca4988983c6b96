import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { jobs } from '../../db/schema';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob) => Promise<void>;

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Jobs run at once (each claims its own); 1 on the embedded database, whose one connection runs one query at a time. */
  concurrency?: number;
  /** How long a claimed job is the claimer's: past it, another worker takes it again (its process died). */
  leaseSeconds?: number;
  onError?: (error: unknown, job: ClaimedJob) => void;
}

export interface JobWorker {
  start(): void;
  stop(): Promise<void>;
  /** Runs due jobs one after another until none is due; answers how many ran (tests and the bench drive it). */
  runUntilIdle(): Promise<number>;
  /** Looks for due jobs now rather than at the next poll (called after a write that queued one). */
  wake(): void;
}

/** Retry delay after the n-th failed attempt: 5 s, 20 s, 80 s… up to an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 4 ** Math.max(0, attempts - 1));
}

/**
 * Claims and runs jobs. The claim is one statement: the oldest due job of the highest priority not leased by anyone
 * is leased (`for update skip locked`, so concurrent workers never take the same one) and its attempt counted. A job is finished after its
 * handler returns; a throw schedules a retry with backoff, or fails the job after its last attempt. Handlers must be
 * idempotent: a job whose worker died after the work but before finishing it runs again when the lease ends.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, pollMs = 500, leaseSeconds = 300, concurrency = 1 } = options;
  let running = false;
  let slots: Promise<unknown> = Promise.resolve();

  async function claim(): Promise<ClaimedJob | undefined> {
    const kinds = Object.keys(handlers);
    if (!kinds.length) return undefined;
    const [job] = await queryRows<ClaimedJob>(
      db,
      sql`update ${jobs} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
          where id = (
            select id from ${jobs}
            where finished_at is null and failed_at is null and run_at <= now()
              and (locked_until is null or locked_until < now())
              and kind in (${sql.join(
                kinds.map((kind) => sql`${kind}`),
                sql`, `,
              )})
            order by priority desc, run_at, id
            limit 1
            for update skip locked
          )
          returning id, kind, payload, attempts, max_attempts`,
    );
    return job;
  }

  async function run(job: ClaimedJob): Promise<void> {
    try {
      await handlers[job.kind]!(job.payload, job);
      await db
        .update(jobs)
        .set({ finishedAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      options.onError?.(error, job);
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const final = job.attempts >= job.max_attempts;
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          ...(final
            ? { failedAt: sql`now()` }
            : { runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})` }),
        })
        .where(eq(jobs.id, job.id));
    }
  }

  async function runUntilIdle(): Promise<number> {
    let count = 0;
    for (let job = await claim(); job; job = await claim()) {
      await run(job);
      count += 1;
    }
    return count;
  }

  /** Slots waiting for work: calling one ends its wait. */
  const idle = new Set<() => void>();
  const wakeIdle = () => {
    for (const resume of idle) resume();
    idle.clear();
  };
  /** Whether an idle slot is already timing the next poll: one does, the others wait to be woken. */
  let pollTimed = false;
  const waitForWork = () =>
    new Promise<void>((resolve) => {
      const polls = !pollTimed;
      const timer = polls ? setTimeout(() => resume(), pollMs) : undefined;
      pollTimed ||= polls;
      const resume = () => {
        clearTimeout(timer);
        if (polls) pollTimed = false;
        idle.delete(resume);
        resolve();
      };
      idle.add(resume);
    });

  /**
   * One slot: claims and runs due jobs until none is due, then waits. While any slot is idle, one of them polls every
   * `pollMs` (an idle queue is polled once per interval, not once per slot); the others wait until a slot claims or
   * finishes a job, since either means there may be more (a listing's matching queues its deliveries in batches):
   * the slots then share a burst at once.
   */
  async function slot() {
    while (running) {
      let ran = false;
      try {
        const job = await claim();
        if (job) {
          wakeIdle();
          await run(job);
          ran = true;
          wakeIdle();
        }
      } catch (error) {
        // The database is unreachable (claiming or finishing failed): wait for the next poll, as when idle.
        options.onError?.(error, { id: 0, kind: 'poll', payload: {}, attempts: 0, max_attempts: 0 });
      }
      if (!ran && running) await waitForWork();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      slots = Promise.all(Array.from({ length: concurrency }, slot));
    },
    async stop() {
      running = false;
      wakeIdle();
      await slots;
    },
    runUntilIdle,
    wake: wakeIdle,
  };
}
