import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { runExclusively } from './lib/run-exclusively';
import { openConfiguredDatabase } from './open-configured-database';
import { cleanUpMedia } from './modules/media/clean-up-media';
import { stopGracefully } from './stop-gracefully';

/** Set by the primary of API_WORKERS for its workers: it ran the migrations before forking them. */
const MIGRATED_BY_PRIMARY = 'SAKHLI_MIGRATED_BY_PRIMARY';

async function serve(config: Config) {
  const startedAt = performance.now();
  const worker = cluster.isWorker ? String(cluster.worker?.id ?? 0) : undefined;
  const database = await openConfiguredDatabase(config, { migrate: !process.env[MIGRATED_BY_PRIMARY] });
  const app = await buildApp({ config, database, metricsLabels: worker ? { worker } : undefined });

  // Abandoned uploads and stray files are swept hourly, by one instance at a time (an advisory lock: the others skip
  // that round). The embedded database has no autovacuum to keep the planner's statistics current as listings come
  // and go: it is analysed at start and hourly (a fraction of a second at 10,000 listings).
  const refreshStatistics = () =>
    database.db.execute(sql`analyze`).catch((error: unknown) => {
      app.log.error({ err: error }, 'analyze failed');
    });
  if (database.kind === 'pglite') await refreshStatistics();
  const sweepMedia = () => cleanUpMedia({ db: database.db, storage: app.storage });
  let jobInFlight: Promise<unknown> = Promise.resolve();
  const sweep = setInterval(
    () => {
      jobInFlight = (
        database.kind === 'pglite'
          ? sweepMedia().then((result) => ({ ran: true as const, result }))
          : runExclusively({ db: database.db, name: 'media-cleanup', task: sweepMedia })
      ).then(
        (outcome) =>
          app.log.info(outcome.ran ? outcome.result : { skipped: 'another instance' }, 'media cleanup'),
        (error: unknown) => app.log.error({ err: error }, 'media cleanup failed'),
      );
      if (database.kind === 'pglite') void refreshStatistics();
    },
    60 * 60 * 1000,
  );
  sweep.unref();

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'stopping: finishing requests and jobs in flight');
      clearInterval(sweep);
      stopGracefully({
        app,
        drainMs: config.shutdownDrainMs,
        afterClose: async () => {
          await jobInFlight;
          await database.close();
        },
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
