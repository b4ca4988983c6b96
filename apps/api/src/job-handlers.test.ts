import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { createWorker } from './job-handlers';
import { createTestContext, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const startWorker = async () => {
  const worker = createWorker({
    database: ctx.database,
    deps: ctx.app.deps,
    storage: ctx.app.storage,
    log: ctx.app.log,
    pollMs: 60_000,
  });
  worker.start();
  // start() queues the scheduled runs, then polls: stop once the start run of the price statistics has been run.
  for (let waited = 0; waited < 20_000; waited += 100) {
    const [row] = await queryRows<{ done: number }>(
      ctx.database.db,
      sql`select count(*)::int as done from jobs where singleton_key like 'price-statistics@start-%' and finished_at is not null`,
    );
    if (row?.done) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await worker.stop();
};

describe('scheduled work on the queue', () => {
  it('queues each scheduled kind once, however many workers start, and the price statistics at start', async () => {
    await startWorker();
    await startWorker();
    const rows = await queryRows<{ kind: string; due: boolean }>(
      ctx.database.db,
      sql`select kind, run_at <= now() as due from jobs where kind = 'price-statistics' order by run_at`,
    );
    // The start run (run by the first worker's poll) and the next hourly run, once each.
    expect(rows.map((row) => row.kind)).toEqual(['price-statistics', 'price-statistics']);
    const kinds = await queryRows<{ kind: string; count: number }>(
      ctx.database.db,
      sql`select kind, count(*)::int as count from jobs where finished_at is null and run_at > now() group by kind`,
    );
    for (const { count } of kinds) expect(count).toBe(1);
    expect(kinds.map((row) => row.kind).sort()).toEqual(
      [
        'daily-digest',
        'expire-listings',
        'media-cleanup',
        'price-statistics',
        'prune-jobs',
        'refresh-statistics',
      ].sort(),
    );
  });
});
