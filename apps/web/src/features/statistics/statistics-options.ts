import {
  PROPERTY_KINDS,
  STATISTICS_DEALS,
  type PropertyKind,
  type StatisticsCell,
  type StatisticsDeal,
} from '@tbilisi/contracts';

export interface StatisticsOptions {
  deal: StatisticsDeal;
  kind: PropertyKind;
  rooms: number;
  currency: 'GEL' | 'USD';
  district: string | undefined;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page's choices from its address, falling back to sale flats in GEL over every district. */
export function readStatisticsOptions(
  params: Record<string, string | string[] | undefined>,
): StatisticsOptions {
  const deal = first(params.deal);
  const kind = first(params.kind);
  const rooms = Number(first(params.rooms));
  return {
    deal: STATISTICS_DEALS.includes(deal as StatisticsDeal) ? (deal as StatisticsDeal) : 'sale',
    kind: PROPERTY_KINDS.includes(kind as PropertyKind) ? (kind as PropertyKind) : 'flats',
    rooms: Number.isInteger(rooms) && rooms >= 0 && rooms <= 5 ? rooms : 0,
    currency: first(params.currency) === 'USD' ? 'USD' : 'GEL',
    district: first(params.district) || undefined,
  };
}

export function statisticsHref(options: StatisticsOptions, change: Partial<StatisticsOptions>): string {
  const next = { ...options, ...change };
  const query = new URLSearchParams({ deal: next.deal, kind: next.kind });
  if (next.rooms) query.set('rooms', String(next.rooms));
  if (next.currency === 'USD') query.set('currency', 'USD');
  if (next.district) query.set('district', next.district);
  return `/statistics?${query.toString()}`;
}

export const medianOf = (cell: StatisticsCell, currency: 'GEL' | 'USD') =>
  currency === 'USD' ? cell.price_per_sqm_usd : cell.price_per_sqm_gel;
