import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Fails the run at once if TEST_DATABASE_URL is set but unreachable, and leaves a marker that .ci/run checks so a
 * PostgreSQL run can never be skipped silently.
 */
export default async function setup() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ version: string }>('select version()');
  await client.end();
  const marker = path.resolve('.test-results/postgres-ran');
  await fs.mkdir(path.dirname(marker), { recursive: true });
  await fs.writeFile(marker, `${rows[0]?.version ?? ''}\n${new Date().toISOString()}\n`);
}
