import type { Db } from '../../db/client';
import { enqueueJob } from './enqueue-job';

const HOUR_MS = 60 * 60 * 1000;
/** Tbilisi keeps UTC+4 all year (no daylight saving since 2005). */
const TBILISI_OFFSET_HOURS = 4;

/** The next 08:00 in Tbilisi strictly after `now`. */
export function nextDigestTime(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(8 - TBILISI_OFFSET_HOURS, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** The start of the next hour. */
export function nextHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
}

/** Scheduled work and when each runs next. */
export const RECURRING_JOBS: Record<string, (now: Date) => Date> = {
  'daily-digest': nextDigestTime,
  'media-cleanup': nextHour,
  'refresh-statistics': nextHour,
  'expire-listings': nextHour,
  'prune-jobs': nextHour,
  'price-statistics': nextHour,
};

/** Scheduled work that also runs once when a worker starts, as it checks itself whether it is due. */
export const RUN_AT_START = ['price-statistics'];

/**
 * Queues the next run of a scheduled job. Its singleton key is the kind and the time, so however many processes
 * schedule it (each api at start, each run scheduling the next) it is queued once.
 */
export async function scheduleNext(db: Db, kind: string, now = new Date()): Promise<void> {
  const next = RECURRING_JOBS[kind];
  if (!next) return;
  const runAt = next(now);
  await enqueueJob(db, kind, {}, { runAt, singletonKey: `${kind}@${runAt.toISOString()}`, maxAttempts: 3 });
}

/**
 * Queues a run now for a worker that starts: keyed by the hour, so instances starting together queue it once.
 */
export async function scheduleStartRun(db: Db, kind: string, now = new Date()): Promise<void> {
  const hour = new Date(nextHour(now).getTime() - HOUR_MS);
  await enqueueJob(db, kind, {}, { singletonKey: `${kind}@start-${hour.toISOString()}`, maxAttempts: 3 });
}
