import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { buildApp } from './app';
import { serveClusterMetrics } from './lib/cluster-metrics';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './open-configured-database';
import { createWorker } from './job-handlers';
import { stopGracefully } from './stop-gracefully';

/** Set by the primary of API_WORKERS for its workers: it ran the migrations before forking them. */
const MIGRATED_BY_PRIMARY = 'SAKHLI_MIGRATED_BY_PRIMARY';

async function serve(config: Config) {
  const startedAt = performance.now();
  const worker = cluster.isWorker ? String(cluster.worker?.id ?? 0) : undefined;
  const database = await openConfiguredDatabase(config, { migrate: !process.env[MIGRATED_BY_PRIMARY] });
  const app = await buildApp({ config, database, metricsLabels: worker ? { worker } : undefined });

  // The embedded database has no autovacuum to keep the planner's statistics current: it is analysed at start, and
  // hourly by a queued job, as abandoned uploads are swept (job-handlers.ts).
  if (database.kind === 'pglite') {
    await database.db.execute(sql`analyze`).catch((error: unknown) => {
      app.log.error({ err: error }, 'analyze failed');
    });
  }
  // Queued jobs (alerts, the digest, clean-up, price statistics) run here unless separate worker processes run them (npm run worker;
  // they need a PostgreSQL server, as the embedded database opens in one process only).
  if (config.jobWorker === 'api') {
    const jobs = createWorker({
      database,
      deps: app.deps,
      storage: app.storage,
      log: app.log,
      pollMs: config.jobPollMs,
    });
    jobs.start();
    // Stopping waits for the job in flight; the pools close after it.
    app.addHook('preClose', () => jobs.stop());
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'stopping: finishing requests and jobs in flight');
      stopGracefully({
        app,
        drainMs: config.shutdownDrainMs,
        afterClose: () => database.close(),
      }).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Unclean stop:', error);
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  if (worker && worker !== '1') return;
  const where = config.databaseUrl
    ? `PostgreSQL${config.databaseReadUrl ? ' with a read replica' : ''}`
    : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `  Sakhli api ready in ${seconds}s on http://localhost:${config.port}/api (database: ${where}` +
        `${config.redisUrl ? ', shared state: Redis' : ''}${worker ? `, ${config.apiWorkers} workers` : ''})`,
      `  API docs:     http://localhost:${config.port}/api/docs`,
      '',
    ].join('\n'),
  );
}

/**
 * API_WORKERS=N: this process migrates the database, then forks N workers that share the port (node:cluster hands
 * connections round-robin). A worker that dies is replaced; SIGTERM is passed on to every worker, each stops
 * gracefully, and this process leaves when the last one has.
 */
async function superviseWorkers(config: Config) {
  const database = await openConfiguredDatabase(config);
  await database.close();
  let stopping = false;
  const fork = () => cluster.fork({ [MIGRATED_BY_PRIMARY]: '1' });
  serveClusterMetrics();
  for (let i = 0; i < config.apiWorkers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`api worker ${worker.id} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1_000);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.apiWorkers > 1) await superviseWorkers(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
