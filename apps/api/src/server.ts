import { sql } from 'drizzle-orm';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './open-configured-database';
import { cleanUpMedia } from './modules/media/clean-up-media';
import { schedulePriceStatistics } from './modules/prices/schedule-price-statistics';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

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
      cleanUpMedia({ db: database.db, storage: app.storage }).then(
        (result) => app.log.info(result, 'media cleanup'),
        (error: unknown) => app.log.error({ err: error }, 'media cleanup failed'),
      );
      if (database.kind === 'pglite') void refreshStatistics();
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // The price statistics are computed at start when a day old (a first start: from the demo history the seed
  // tool added) and checked hourly.
  const stopPriceStatistics = schedulePriceStatistics(database.db, app.log);
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
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `  Sakhli api ready in ${seconds}s on http://localhost:${config.port}/api (database: ${where})`,
      `  API docs:     http://localhost:${config.port}/api/docs`,
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
