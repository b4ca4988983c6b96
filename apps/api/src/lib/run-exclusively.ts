import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';

/**
 * Runs `task` only if no other api instance is running the task of the same name: a PostgreSQL transaction-level
 * advisory lock (works on PGlite too), so scheduled and queued work runs once across all instances. An instance that
 * finds the lock taken skips this round (`ran: false`) rather than waiting. The lock is released when the task's
 * transaction ends, also if the instance dies. `task` gets the transaction; work that must see its own writes at once
 * on other connections should still be short, since the transaction stays open while it runs.
 */
export async function runExclusively<T>(options: {
  db: Db;
  name: string;
  task: (tx: Db) => Promise<T>;
}): Promise<{ ran: true; result: T } | { ran: false }> {
  return options.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx as unknown as Db,
      sql`select pg_try_advisory_xact_lock(hashtext(${`sakhli:${options.name}`})) as locked`,
    );
    if (!row?.locked) return { ran: false as const };
    return { ran: true as const, result: await options.task(tx as unknown as Db) };
  });
}
