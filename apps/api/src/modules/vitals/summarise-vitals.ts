import { VITALS_PAGE_TYPES, type VitalsPageType, type VitalsSummary } from '@tbilisi/contracts';
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webVitals } from '../../db/schema';

export const VITALS_WINDOW_DAYS = 7;

export interface SummariseVitalsOptions {
  db: Db;
  now?: Date;
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(Number(value) * 10 ** digits) / 10 ** digits;

/**
 * The 75th percentile of LCP, INP and CLS per kind of page over the last 7 days: the figure Google's Core Web Vitals
 * judge a page by. Every kind of page is listed, with nulls where no visitor reported.
 */
export async function summariseVitals({
  db,
  now = new Date(),
}: SummariseVitalsOptions): Promise<VitalsSummary> {
  const since = new Date(now.getTime() - VITALS_WINDOW_DAYS * 86_400_000);
  const p75 = (metric: string) =>
    sql<
      number | null
    >`percentile_cont(0.75) within group (order by ${webVitals.value}) filter (where ${webVitals.metric} = ${metric})`;
  const rows = await db
    .select({
      pageType: webVitals.pageType,
      lcp: p75('LCP'),
      inp: p75('INP'),
      cls: p75('CLS'),
      samples: sql<number>`count(*)::int`,
    })
    .from(webVitals)
    .where(gte(webVitals.recordedAt, since))
    .groupBy(webVitals.pageType);
  const byType = new Map(rows.map((row) => [row.pageType as VitalsPageType, row]));
  return {
    days: VITALS_WINDOW_DAYS,
    pages: VITALS_PAGE_TYPES.map((pageType) => {
      const row = byType.get(pageType);
      return {
        page_type: pageType,
        lcp_p75_ms: round(row?.lcp ?? null, 0),
        inp_p75_ms: round(row?.inp ?? null, 0),
        cls_p75: round(row?.cls ?? null, 3),
        samples: row?.samples ?? 0,
      };
    }),
  };
}
