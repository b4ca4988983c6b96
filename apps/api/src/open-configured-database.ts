import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';

/** The database the configuration names, migrated: what every entry point needs. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  return database;
}
