import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../open-configured-database';
import { runPriceJobs } from '../modules/prices/run-price-jobs';

// npm run statistics:refresh: recomputes the price statistics and refits the estimate's models now (the api does it about nightly by itself).
const database = await openConfiguredDatabase(loadConfig());
const startedAt = performance.now();
const result = await runPriceJobs(database.db);
console.log(
  `Price statistics: ${result.cells} cells in ${result.seconds.toFixed(1)}s; models fitted on ${result.fitted.sale} sales and ${result.fitted.rent} rents; ${((performance.now() - startedAt) / 1000).toFixed(1)}s in all`,
);
await database.close();
