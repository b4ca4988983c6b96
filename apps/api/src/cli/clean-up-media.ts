import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createStorage } from '../lib/create-storage';
import { cleanUpMedia } from '../modules/media/clean-up-media';

// npm run media:cleanup: what the running api also does every hour (see server.ts).
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
console.log(await cleanUpMedia(database.db, createStorage(config)));
await database.close();
