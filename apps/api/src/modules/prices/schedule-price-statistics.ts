import { max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { priceStatistics } from '../../db/schema';
import { refitPriceModels } from './refit-price-models';
import { refreshPriceStatistics } from './refresh-price-statistics';

/** The nightly work: the statistics, then the estimate's models. */
export async function runPriceJobs(db: Db) {
  const statistics = await refreshPriceStatistics(db);
  const models = await refitPriceModels(db);
  return { ...statistics, ...models };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the statistics job when its figures are a day old (or missing): at start, then checked hourly, so it runs
 * about nightly. Several api instances may each run it; the job replaces every row in one transaction, so that is
 * wasted work, never wrong figures. Returns a stop function for shutdown.
 */
export function schedulePriceStatistics(
  db: Db,
  log: FastifyBaseLogger,
  job: (db: Db) => Promise<unknown> = runPriceJobs,
): () => void {
  let running = false;
  const runIfStale = async () => {
    if (running) return;
    running = true;
    try {
      const [last] = await db.select({ at: max(priceStatistics.computedAt) }).from(priceStatistics);
      const age = last?.at ? Date.now() - new Date(last.at).getTime() : Infinity;
      if (age < DAY_MS) return;
      log.info({ result: await job(db) }, 'price statistics refreshed');
    } catch (error) {
      log.error({ err: error }, 'price statistics job failed');
    } finally {
      running = false;
    }
  };
  void runIfStale();
  const timer = setInterval(() => void runIfStale(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
