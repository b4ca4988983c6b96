import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../src/config';
import { createStorage } from '../../src/lib/create-storage';
import { openConfiguredDatabase } from '../../src/open-configured-database';
import { DEMO_ACCOUNT, seedDemoData, seedDemoHistory } from './seed';

// npm run seed -- --count N [--history M]: adds N demo listings (for benchmarks) and M past listings that have come
// off the market (for price statistics), on DATABASE_URL or the embedded database. npm start runs it with --if-empty
// (and two years of history) before the api opens the database: the server itself never seeds.
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    history: { type: 'string', default: '0' },
    'if-empty': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number');
  process.exit(1);
}
let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
const startedAt = performance.now();
try {
  const result = await seedDemoData(database.db, createStorage(config), {
    count,
    seed: Number(values.seed),
    onlyIfEmpty: values['if-empty'],
    rateUsdGel: config.exchangeRateUsdGel,
  });
  if (result) {
    const history = await seedDemoHistory(database.db, {
      count: Number(values.history) || 0,
      seed: Number(values.seed),
      rateUsdGel: config.exchangeRateUsdGel,
    });
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`Added ${result.listings} demo listings and ${history} past ones in ${seconds}s`);
  }
  console.log(`  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
} finally {
  await database.close();
}
