import { MIN_STATISTICS_LISTINGS, type StatisticsQuery, type StatisticsResponse } from '@tbilisi/contracts';
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceStatistics } from '../../db/schema';

type Row = typeof priceStatistics.$inferSelect;

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

export function presentCell(row: Row): StatisticsResponse['cells'][number] {
  return {
    period: row.period,
    district: row.district,
    neighbourhood: row.neighbourhood,
    deal: row.deal as 'sale',
    kind: row.kind as 'flats',
    rooms: row.rooms,
    listings: row.listings,
    new_listings: row.newListings,
    active_listings: row.activeListings,
    median_days_on_market: row.medianDaysOnMarket === null ? null : round(row.medianDaysOnMarket),
    price_per_sqm_gel: {
      q1: round(row.perSqmGelQ1),
      median: round(row.perSqmGelMedian),
      q3: round(row.perSqmGelQ3),
    },
    price_per_sqm_usd: {
      q1: round(row.perSqmUsdQ1),
      median: round(row.perSqmUsdMedian),
      q3: round(row.perSqmUsdQ3),
    },
    median_price_gel: round(row.medianPriceGel),
    median_price_usd: round(row.medianPriceUsd),
  };
}

/**
 * The precomputed cells a statistics page asks for: one deal, kind and room count, over the last `months` months and
 * the recent window, for Tbilisi and its districts (and their neighbourhoods at `level=neighbourhood`), or for one
 * district and its neighbourhoods. Reads the primary key's prefix: a few hundred rows at most.
 */
export async function listPriceStatistics(db: Db, query: StatisticsQuery): Promise<StatisticsResponse> {
  const t = priceStatistics;
  const firstMonth = sql`to_char(date_trunc('month', now()) - make_interval(months => ${query.months - 1}), 'YYYY-MM')`;
  const place = query.district
    ? or(eq(t.district, query.district), eq(t.district, ''))
    : query.level === 'district'
      ? eq(t.neighbourhood, '')
      : undefined;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.deal, query.deal),
        eq(t.kind, query.kind),
        eq(t.rooms, query.rooms),
        place,
        or(eq(t.period, 'recent'), gte(t.period, firstMonth)),
      ),
    )
    .orderBy(asc(t.district), asc(t.neighbourhood), asc(t.period));
  // Every row is written by one run of the job, in one statement: they share its time.
  const computedAt = rows[0]?.computedAt;
  return {
    deal: query.deal,
    kind: query.kind,
    rooms: query.rooms,
    computed_at: computedAt ? new Date(computedAt).toISOString() : null,
    min_listings: MIN_STATISTICS_LISTINGS,
    cells: rows.map(presentCell),
  };
}
