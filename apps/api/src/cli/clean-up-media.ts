import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../open-configured-database';
import { createStorage } from '../lib/create-storage';
import { cleanUpMedia } from '../modules/media/clean-up-media';

// npm run media:cleanup: what the running api also does every hour (see server.ts).
const config = loadConfig();
const database = await openConfiguredDatabase(config);
console.log(await cleanUpMedia({ db: database.db, storage: createStorage(config) }));
await database.close();
