import { max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceStatistics } from '../../db/schema';
import { refitPriceModels } from './refit-price-models';
import { refreshPriceStatistics } from './refresh-price-statistics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nightly work: the statistics, then the estimate's models. */
export async function runPriceJobs(db: Db) {
  const statistics = await refreshPriceStatistics(db);
  const models = await refitPriceModels(db);
  return { ...statistics, ...models };
}

/**
 * The queued `price-statistics` job (checked hourly, and once when a worker starts): runs the price jobs when their
 * figures are a day old or missing, so they run about nightly and at a first start. The queue hands each run to one
 * worker, so several api instances never compute them at once.
 */
export async function runPriceJobsIfStale(options: { db: Db; now?: Date }) {
  const { db, now = new Date() } = options;
  const [last] = await db.select({ at: max(priceStatistics.computedAt) }).from(priceStatistics);
  const age = last?.at ? now.getTime() - new Date(last.at).getTime() : Infinity;
  return age < DAY_MS ? undefined : runPriceJobs(db);
}
