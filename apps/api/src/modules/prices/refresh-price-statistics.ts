import { MIN_STATISTICS_LISTINGS, RECENT_PERIOD } from '@tbilisi/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceReference } from '../listings/price-reference';
import { cleanSample } from './statistics-sample';

/** Months of history the statistics cover, the current month included. */
export const STATISTICS_MONTHS = 24;
/** The pooled window behind card comparisons and the estimate. */
export const RECENT_DAYS = 180;

// Every cell at three levels of place (Tbilisi, district, neighbourhood), each over every room count and per room
// count. A neighbourhood-level row with no neighbourhood (a listing without one) is left out.
const GROUPING_SETS = sql.raw(`grouping sets (
  (period, deal, kind), (period, deal, kind, room_count),
  (period, deal, kind, district), (period, deal, kind, district, room_count),
  (period, deal, kind, district, neighbourhood), (period, deal, kind, district, neighbourhood, room_count))`);

const CELL_KEY =
  sql.raw(`period, coalesce(district, '') as district, coalesce(neighbourhood, '') as neighbourhood,
  deal, kind, coalesce(room_count, 0)::smallint as rooms`);

const RECENT = sql.raw(`'${RECENT_PERIOD}'::text`);

const KEEP = sql.raw(`not (grouping(neighbourhood) = 0 and neighbourhood = '')
  and not (grouping(room_count) = 0 and room_count = 0)`);

/**
 * The statistics job: recomputes every cell from the listings in one statement and swaps them in, in one
 * transaction, so readers see the old figures or the new, never half. Monthly cells describe the listings posted in
 * that month (new asking prices); `active_listings` counts those still listed at the month's end (today for the
 * current month). The 'recent' cells pool the last 180 days. Cells with fewer than 10 listings are not stored.
 */
export async function refreshPriceStatistics(db: Db): Promise<{ cells: number; seconds: number }> {
  const startedAt = performance.now();
  const since = sql`date_trunc('month', now()) - interval '${sql.raw(String(STATISTICS_MONTHS - 1))} months'`;
  const recentSince = sql`now() - interval '${sql.raw(String(RECENT_DAYS))} days'`;
  const figures = sql.raw(`count(*)::int as listings,
        percentile_cont(0.5) within group (order by days_on_market) as median_days_on_market,
        percentile_cont(0.25) within group (order by per_sqm_gel) as per_sqm_gel_q1,
        percentile_cont(0.5) within group (order by per_sqm_gel) as per_sqm_gel_median,
        percentile_cont(0.75) within group (order by per_sqm_gel) as per_sqm_gel_q3,
        percentile_cont(0.25) within group (order by per_sqm_usd) as per_sqm_usd_q1,
        percentile_cont(0.5) within group (order by per_sqm_usd) as per_sqm_usd_median,
        percentile_cont(0.75) within group (order by per_sqm_usd) as per_sqm_usd_q3,
        percentile_cont(0.5) within group (order by price_gel) as median_price_gel,
        percentile_cont(0.5) within group (order by price_usd) as median_price_usd`);
  const statement = sql`
    with ${cleanSample(since)},
    months as (
      select generate_series(${since}, date_trunc('month', now()), interval '1 month') as month_start
    ),
    posted as (
      select to_char(posted_at, 'YYYY-MM') as period, * from clean
      union all
      select ${RECENT} as period, * from clean where posted_at >= ${recentSince}
    ),
    priced as (
      select ${CELL_KEY}, ${figures}
      from posted group by ${GROUPING_SETS}
      having count(*) >= ${MIN_STATISTICS_LISTINGS} and ${KEEP}
    ),
    live as (
      select to_char(m.month_start, 'YYYY-MM') as period, c.*
      from clean c join months m
        on c.posted_at < least(m.month_start + interval '1 month', now())
       and c.left_at >= least(m.month_start + interval '1 month', now())
      union all
      select ${RECENT} as period, c.* from clean c where c.left_at >= now()
    ),
    active as (
      select ${CELL_KEY}, count(*)::int as active_listings
      from live group by ${GROUPING_SETS}
      having ${KEEP}
    )
    insert into price_statistics (
      period, district, neighbourhood, deal, kind, rooms, listings, new_listings, active_listings,
      median_days_on_market, per_sqm_gel_q1, per_sqm_gel_median, per_sqm_gel_q3,
      per_sqm_usd_q1, per_sqm_usd_median, per_sqm_usd_q3, median_price_gel, median_price_usd, computed_at)
    select p.period, p.district, p.neighbourhood, p.deal, p.kind, p.rooms, p.listings, p.listings,
      coalesce(a.active_listings, 0), p.median_days_on_market, p.per_sqm_gel_q1, p.per_sqm_gel_median,
      p.per_sqm_gel_q3, p.per_sqm_usd_q1, p.per_sqm_usd_median, p.per_sqm_usd_q3, p.median_price_gel,
      p.median_price_usd, now()
    from priced p left join active a using (period, district, neighbourhood, deal, kind, rooms)`;
  let cells = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from price_statistics`);
    const result = (await tx.execute(statement)) as unknown as { rowCount?: number; affectedRows?: number };
    cells = result.rowCount ?? result.affectedRows ?? 0;
  });
  priceReference.invalidate();
  return { cells, seconds: (performance.now() - startedAt) / 1000 };
}
