import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestContext, type TestContext } from '../../test/harness';
import { enqueueJob, enqueueJobs } from './enqueue-job';
import { createJobWorker } from './job-worker';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the job worker', () => {
  it('shares a burst queued by a job among its idle slots at once, without waiting for a poll', async () => {
    const { db } = ctx.database;
    const SLOTS = 3;
    let running = 0;
    let mostAtOnce = 0;
    let releaseAll: () => void = () => {};
    const allRunning = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    const worker = createJobWorker({
      db,
      concurrency: SLOTS,
      // No poll comes during the test: only a finished job can wake the idle slots.
      pollMs: 600_000,
      handlers: {
        // Like a listing's matching: queues its deliveries in a batch.
        'fan-out': async () => {
          await enqueueJobs(
            db,
            Array.from({ length: SLOTS }, (_, index) => ({ kind: 'deliver', payload: { index } })),
          );
        },
        // Each delivery waits until all of them run at once: the test ends only if the slots shared them.
        deliver: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          if (running === SLOTS) releaseAll();
          await Promise.race([allRunning, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          running -= 1;
        },
      },
    });
    await enqueueJob(db, 'fan-out', {});
    worker.start();
    for (let waited = 0; waited < 15_000; waited += 50) {
      const [row] = await queryRows<{ left: number }>(
        db,
        sql`select count(*)::int as left from jobs where finished_at is null and kind in ('fan-out', 'deliver')`,
      );
      if (row?.left === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
    const finished = await queryRows<{ kind: string; count: number }>(
      db,
      sql`select kind, count(*)::int as count from jobs where finished_at is not null group by kind order by kind`,
    );
    expect(finished).toEqual([
      { kind: 'deliver', count: SLOTS },
      { kind: 'fan-out', count: 1 },
    ]);
    expect(mostAtOnce).toBe(SLOTS);
  });
});
