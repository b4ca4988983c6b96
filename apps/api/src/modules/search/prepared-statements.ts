import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';

interface Statement<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

/** Statements kept per database; beyond this many shapes the oldest is dropped (and built again if it returns). */
const MAX_STATEMENTS = 100;
const statements = new WeakMap<Db, Map<string, Statement<unknown>>>();

/**
 * A statement built once and prepared on the server, for statements whose text does not depend on the filters (a
 * page's rows by id). Drizzle takes longer to build a page's rows query (~0.6 ms of CPU for its 70 columns) than
 * PostgreSQL takes to run it, and the server parses it once per connection. It is still planned for each run's values
 * (db/client.ts). `key` must tell apart everything that changes the SQL. Statements shaped by the filters are not
 * prepared: visitors make thousands of shapes, and each would stay prepared on every connection.
 */
export function preparedStatement<T>(
  db: Db,
  key: string,
  build: (name: string) => Statement<T>,
): Statement<T> {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(key) as Statement<T> | undefined;
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    // node-postgres keeps a statement per connection by name; the same name must always mean the same text.
    statement = build(`search_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`);
    cache.set(key, statement);
  }
  return statement;
}
