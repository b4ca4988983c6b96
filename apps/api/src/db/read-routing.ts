import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

/**
 * Where public reads run: on the read replica when there is one and it has caught up, on the primary otherwise.
 *
 * Read-your-writes is kept by WAL positions. After every write request the api asks the primary for its position
 * (`noteWrite`), keeps the highest it has seen, and hands it to the client (a cookie, see plugins/read-your-writes.ts).
 * A read goes to the replica only when the replica has replayed at least the later of the two positions (its own
 * `pg_last_wal_replay_lsn()`, asked only while it is behind what a read needs); otherwise it runs on
 * the primary. Concurrent reads share one such question. So a read after a write through this instance, or by a client that carries the cookie to another
 * instance, never sees the state before that write.
 *
 * If the replica fails (down, refusing, a query cancelled by recovery), the read is run again on the primary, and the
 * replica is left alone for `retryAfterMs` before it is tried again.
 */
export interface ReadRouter {
  read<T>(run: (db: Db) => Promise<T>, options?: { afterLsn?: string }): Promise<T>;
  /** The primary's WAL position after a write; undefined without a replica (nothing to wait for). */
  noteWrite(): Promise<string | undefined>;
  replica: 'none' | 'up' | 'down';
  /** Throws if the replica does not answer; resolves at once without one. */
  pingReplica(): Promise<void>;
}

export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Errors that say the replica (or the way to it) failed, not the query: the read is worth running again on the
 * primary. SQLSTATE classes 08 (connection), 53 (resources), 57 (shut down, cannot connect now), 58 and XX (system),
 * 40001 (a query cancelled by a conflict with recovery), node's socket errors and node-postgres' own connection words.
 */
function isReplicaFailure(error: unknown): boolean {
  for (let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; cause;) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (/^(08|53|57|58|XX)/.test(code) || code === '40001' || /^E[A-Z]+$/.test(code)) return true;
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (
      /connection terminated|timeout exceeded when trying to connect|connection error|ECONNREFUSED/i.test(
        message,
      )
    ) {
      return true;
    }
    cause = cause.cause as typeof cause | undefined;
  }
  return false;
}

export function createReadRouter(options: {
  primary: Db;
  replica: Db | undefined;
  onFallback?: (error: unknown) => void;
  retryAfterMs?: number;
}): ReadRouter {
  const { primary, replica, onFallback = () => {} } = options;
  const retryAfterMs = options.retryAfterMs ?? 2_000;
  let lastWrite = 0n;
  let replayed = -1n;
  let refreshing: Promise<bigint> | undefined;
  let downUntil = 0;

  async function replayedLsn(): Promise<bigint> {
    if (!replica) return -1n;
    refreshing ??= queryRows<{ lsn: string | null }>(
      replica,
      sql`select pg_last_wal_replay_lsn()::text as lsn`,
    )
      .then(([row]) => {
        // Not a standby at all (a replica URL pointing at a primary): everything it has is current.
        replayed = row?.lsn ? lsnValue(row.lsn) : BigInt(Number.MAX_SAFE_INTEGER) << 32n;
        return replayed;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  const router: ReadRouter = {
    replica: replica ? 'up' : 'none',

    async read(run, readOptions = {}) {
      if (!replica || Date.now() < downUntil) return run(primary);
      const wanted = readOptions.afterLsn ? maxLsn(lastWrite, lsnValue(readOptions.afterLsn)) : lastWrite;
      try {
        // The replica only moves forward: once it has replayed `wanted`, it need not be asked again.
        if (replayed < wanted) await replayedLsn();
        if (replayed < wanted) return run(primary);
        const result = await run(replica);
        router.replica = 'up';
        return result;
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        downUntil = Date.now() + retryAfterMs;
        router.replica = 'down';
        onFallback(error);
        return run(primary);
      }
    },

    async noteWrite() {
      if (!replica) return undefined;
      const [row] = await queryRows<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
      if (!row) return undefined;
      lastWrite = maxLsn(lastWrite, lsnValue(row.lsn));
      return row.lsn;
    },

    async pingReplica() {
      if (!replica) return;
      await queryRows(replica, sql`select 1`);
    },
  };
  return router;
}

function maxLsn(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
