import { sql } from 'drizzle-orm';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured-database';
import { DEMO_ACCOUNT, seedDemoData, seedDemoHistory } from './db/seed/seed';
import { cleanUpMedia } from './modules/media/clean-up-media';
import { schedulePriceStatistics } from './modules/prices/schedule-price-statistics';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  let seeded: Awaited<ReturnType<typeof seedDemoData>>;
  if (config.seedDemoData) {
    seeded = await seedDemoData(database.db, app.storage, {
      count: 300,
      onlyIfEmpty: true,
      rateUsdGel: config.exchangeRateUsdGel,
    });
    if (seeded) app.log.info({ listings: seeded.listings }, 'seeded demo data into the empty database');
  }

  // Abandoned uploads and stray files are swept hourly; the work is idempotent across instances. The embedded
  // database has no autovacuum to keep the planner's statistics current as listings come and go: it is analysed
  // at start and hourly (a fraction of a second at 10,000 listings).
  const refreshStatistics = () =>
    database.db.execute(sql`analyze`).catch((error: unknown) => {
      app.log.error({ err: error }, 'analyze failed');
    });
  if (database.kind === 'pglite') await refreshStatistics();
  const sweep = setInterval(
    () => {
      cleanUpMedia(database.db, app.storage).then(
        (result) => app.log.info(result, 'media cleanup'),
        (error: unknown) => app.log.error({ err: error }, 'media cleanup failed'),
      );
      if (database.kind === 'pglite') void refreshStatistics();
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  let stopPriceStatistics = () => {};
  app.addHook('onClose', async () => stopPriceStatistics());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  // On a first start, two years of past listings give the price statistics and the estimate a history
  // (docs/decisions/015); inserted once the api is up, then the statistics job runs, so the first start is no slower.
  const history = seeded
    ? seedDemoHistory(database.db, { count: 8000, rateUsdGel: config.exchangeRateUsdGel }).then(
        (count) => app.log.info({ listings: count }, 'seeded past demo listings for price statistics'),
        (error: unknown) => app.log.error({ err: error }, 'seeding past demo listings failed'),
      )
    : Promise.resolve();
  void history.then(() => {
    stopPriceStatistics = schedulePriceStatistics(database.db, app.log);
  });
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `  Sakhli api ready in ${seconds}s on http://localhost:${config.port}/api (database: ${where})`,
      `  API docs:     http://localhost:${config.port}/api/docs`,
      `  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
