import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { syncReferenceData } from './db/reference-data';

/** The database the configuration names, migrated and with its reference data in step: what every entry point needs. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await syncReferenceData(database.db);
  return database;
}
