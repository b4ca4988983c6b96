import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './open-configured-database';
import { createWorker } from './job-handlers';

/**
 * `npm run worker`: runs queued jobs (alerts, the daily digest, clean-up) apart from the api, for JOB_WORKER=separate.
 * It builds the app without listening, for the same mailer, storage and configuration the api uses.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database opens in one process only',
    );
  }
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  const worker = createWorker({
    database,
    deps: app.deps,
    storage: app.storage,
    log: app.log,
    pollMs: config.jobPollMs,
  });
  worker.start();
  app.log.info('job worker started');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      worker
        .stop()
        .then(() => app.close())
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
