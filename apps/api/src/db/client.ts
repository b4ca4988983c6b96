import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The one database type every use case takes: PGlite and node-postgres speak the same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw SQL query: node-postgres answers `{rows}`, PGlite's drizzle driver may answer the array itself. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export interface Database {
  db: Db;
  /** The read replica's connection when a read URL was given (search and other public reads; see read-routing.ts). */
  readDb?: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Migrations in the code that the database has not run (0 when it is current). */
  pendingMigrations(): Promise<number>;
  /** Connections of the pools (PostgreSQL only): for the metrics. */
  poolStats(): { pool: 'primary' | 'replica'; total: number; idle: number; waiting: number }[];
  close(): Promise<void>;
}

function poolOptions(connectionString: string): pg.PoolConfig {
  return {
    connectionString,
    max: 10,
    // Search prepares a statement per shape on each connection (search/prepared-statements.ts); a connection is
    // replaced after this many queries so that the server's memory for them stays bounded.
    maxUses: 20_000,
    // A server that is gone must not hold a request for ever: the read router falls back to the primary instead.
    connectionTimeoutMillis: 5_000,
    // Search combines several index bitmaps; the default 4 MB makes them lossy at a million listings. Search runs
    // prepared statements (search/prepared-statements.ts), always planned for their values: a generic plan cannot
    // tell a narrow price range from a broad one and walked a whole deal tab for some (seconds at a million).
    options: '-c work_mem=32MB -c plan_cache_mode=force_custom_plan',
  };
}

async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  const rows = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  ).catch(() => [{ applied: 0 }]);
  return Math.max(0, journal.entries.length - Number(rows[0]?.applied ?? 0));
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Opens PostgreSQL: a server through node-postgres when a URL is given, otherwise PGlite in-process,
 * persisted under `pgliteDir` (or in memory when that is 'memory://').
 */
export async function openDatabase(options: {
  url?: string;
  /** A streaming replica of `url`, for public reads. */
  readUrl?: string;
  pgliteDir: string;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool(poolOptions(options.url));
    // An idle connection can be cut by the server (a restart, a failover, an administrator): the pool replaces it
    // on the next query. Without a listener that error event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    const readPool = options.readUrl ? new pg.Pool(poolOptions(options.readUrl)) : undefined;
    readPool?.on('error', (error) =>
      console.warn(`The replica dropped an idle connection: ${error.message}`),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const stats = (name: 'primary' | 'replica', p: pg.Pool) => ({
      pool: name,
      total: p.totalCount,
      idle: p.idleCount,
      waiting: p.waitingCount,
    });
    return {
      db,
      readDb: readPool ? (drizzlePg({ client: readPool, schema }) as unknown as Db) : undefined,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      pendingMigrations: () => pendingMigrations(db),
      poolStats: () => [stats('primary', pool), ...(readPool ? [stats('replica', readPool)] : [])],
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  if (options.pgliteDir !== 'memory://') await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    pendingMigrations: () => pendingMigrations(db),
    poolStats: () => [],
    close: () => client.close(),
  };
}
