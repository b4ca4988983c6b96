import { sql } from 'drizzle-orm';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured-database';
import { DEMO_ACCOUNT, seedDemoData } from './db/seed/seed';
import { createWorker } from './job-handlers';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db, app.storage, {
      count: 300,
      onlyIfEmpty: true,
      rateUsdGel: config.exchangeRateUsdGel,
    });
    if (seeded) app.log.info({ listings: seeded.listings }, 'seeded demo data into the empty database');
  }

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
