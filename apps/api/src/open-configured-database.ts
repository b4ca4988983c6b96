import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';

/** The database the configuration names, migrated: what every entry point needs. */
export async function openConfiguredDatabase(
  config: Config,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  // Workers of API_WORKERS find the database migrated by the process that forked them.
  if (options.migrate !== false) await database.migrate();
  return database;
}
