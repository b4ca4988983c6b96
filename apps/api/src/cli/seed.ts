import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createStorage } from '../lib/create-storage';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { seedDemoData } from '../db/seed/seed';

// npm run seed -- --count N [--history M]: adds N demo listings (for benchmarks) and M past listings that have come
// off the market (for price statistics), on DATABASE_URL or the embedded database.
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    history: { type: 'string', default: '0' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number');
  process.exit(1);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const startedAt = performance.now();
const result = await seedDemoData(database.db, createStorage(config), {
  count,
  seed: Number(values.seed),
  history: Number(values.history) || 0,
  rateUsdGel: config.exchangeRateUsdGel,
});
console.log(
  `Added ${result?.listings ?? 0} listings and ${result?.history ?? 0} past ones in ${((performance.now() - startedAt) / 1000).toFixed(1)}s`,
);
await database.close();
