import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { refreshPriceStatistics } from '../modules/prices/refresh-price-statistics';

// npm run statistics:refresh: recomputes the price statistics now (the api does it about nightly by itself).
const database = await openConfiguredDatabase(loadConfig());
const result = await refreshPriceStatistics(database.db);
console.log(`Price statistics: ${result.cells} cells in ${result.seconds.toFixed(1)}s`);
await database.close();
