import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Deps } from './deps';
import type { MediaStorage } from './lib/storage';
import { matchListing } from './modules/alerts/match-listing';
import type { ListingChangeReason } from './modules/alerts/record-listing-write';
import { sendAlertEmails } from './modules/alerts/send-alert-emails';
import { sendDailyDigest } from './modules/alerts/send-daily-digest';
import { sendPriceDropNotices, type PriceDropPayload } from './modules/alerts/send-price-drop-notices';
import { expireListings } from './modules/freshness/expire-listings';
import { sendFreshnessEmail } from './modules/freshness/send-freshness-email';
import { sendAlertPushes } from './modules/push/send-alert-push';
import { createJobWorker, type JobHandler, type JobWorker } from './modules/jobs/job-worker';
import { pruneJobs } from './modules/jobs/prune-jobs';
import { RECURRING_JOBS, RUN_AT_START, scheduleNext, scheduleStartRun } from './modules/jobs/recurring';
import { cleanUpMedia } from './modules/media/clean-up-media';
import { runPriceJobsIfStale } from './modules/prices/run-price-jobs';

export interface WorkerOptions {
  database: Database;
  deps: Deps;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Extra handlers by kind (push delivery, freshness), composed by the caller. */
  extraHandlers?: Record<string, JobHandler>;
}

/**
 * Every kind of queued job and what runs it: the alert work queued by listing writes, and the scheduled work
 * (the 08:00 digest, media clean-up, planner statistics on the embedded database, price statistics), each scheduling
 * its next run.
 */
export function createWorker({
  database,
  deps,
  storage,
  log,
  pollMs,
  extraHandlers = {},
}: WorkerOptions): JobWorker {
  const { db } = database;
  const recurring =
    (kind: string, run: () => Promise<unknown>): JobHandler =>
    async () => {
      const result = await run();
      if (result) log.info({ job: kind, result }, 'scheduled job done');
      await scheduleNext(db, kind);
    };
  const handlers: Record<string, JobHandler> = {
    'listing-alerts': async (payload) => {
      await matchListing(db, payload as { propertyId: number; reason: ListingChangeReason });
    },
    'alert-emails': (payload) => sendAlertEmails(deps, payload as { matchIds: number[] }),
    'alert-pushes': (payload) => sendAlertPushes(deps, payload as { matchIds: number[] }),
    // One match per job, as queued before the batches: kept so that jobs queued by an older api still run.
    'alert-email': (payload) =>
      sendAlertEmails(deps, { matchIds: [(payload as { matchId: number }).matchId] }),
    'alert-push': (payload) =>
      sendAlertPushes(deps, { matchIds: [(payload as { matchId: number }).matchId] }),
    'price-drop-notices': (payload) => sendPriceDropNotices(deps, payload as unknown as PriceDropPayload),
    'daily-digest': recurring('daily-digest', () => sendDailyDigest(deps)),
    'media-cleanup': recurring('media-cleanup', () => cleanUpMedia({ db, storage })),
    // The embedded database has no autovacuum to keep the planner's statistics current as listings come and go, and
    // the visibility map the search's index-only scans rely on (decision 022).
    'refresh-statistics': recurring('refresh-statistics', async () => {
      if (database.kind === 'pglite') await db.execute(sql`vacuum analyze`);
    }),
    'expire-listings': recurring('expire-listings', () => expireListings(db)),
    'prune-jobs': recurring('prune-jobs', async () => {
      const pruned = await pruneJobs(db);
      return pruned.finished + pruned.failed ? pruned : undefined;
    }),
    // The price statistics and the estimate's models, about nightly: the job itself checks that they are a day old.
    'price-statistics': recurring('price-statistics', () => runPriceJobsIfStale({ db })),
    'freshness-email': (payload) =>
      sendFreshnessEmail(deps, payload as { propertyId: number; nonce: string }),
    ...extraHandlers,
  };
  const worker = createJobWorker({
    db,
    handlers,
    pollMs,
    // A server's pool has ten connections: four jobs at once leave the rest to requests.
    concurrency: database.kind === 'postgres' ? 4 : 1,
    onError: (error, job) => log.error({ err: error, job: job.kind, id: job.id }, 'job failed'),
  });
  return {
    ...worker,
    start() {
      // Each scheduled kind has its next run queued (once, whoever starts first).
      Promise.all([
        ...Object.keys(RECURRING_JOBS).map((kind) => scheduleNext(db, kind)),
        ...RUN_AT_START.map((kind) => scheduleStartRun(db, kind)),
      ]).then(
        () => worker.start(),
        (error: unknown) => log.error({ err: error }, 'could not schedule jobs'),
      );
    },
  };
}
