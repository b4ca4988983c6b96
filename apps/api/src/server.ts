import { sql } from 'drizzle-orm';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './open-configured-database';
import { createWorker } from './job-handlers';
import { schedulePriceStatistics } from './modules/prices/schedule-price-statistics';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  // The embedded database has no autovacuum to keep the planner's statistics current: it is analysed at start, and
  // hourly by a queued job, as abandoned uploads are swept (job-handlers.ts).
  if (database.kind === 'pglite') {
    await database.db.execute(sql`analyze`).catch((error: unknown) => {
      app.log.error({ err: error }, 'analyze failed');
    });
  }
  // Queued jobs (alerts, the digest, clean-up) run here unless separate worker processes run them (npm run worker;
  // they need a PostgreSQL server, as the embedded database opens in one process only).
  if (config.jobWorker === 'api') {
    const worker = createWorker({
      database,
      deps: app.deps,
      storage: app.storage,
      log: app.log,
      pollMs: config.jobPollMs,
    });
    worker.start();
    app.addHook('preClose', () => worker.stop());
  }
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
