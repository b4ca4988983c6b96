import { CURRENCY_SYMBOLS, type Currency, type MapPoint } from '@tbilisi/contracts';
import { formatNumber } from '../../lib/format';
import { containsBbox, formatBbox, padBbox, snapBbox, type Bbox } from '@/lib/search/bbox';
import { toApiQuery, type SearchState } from '@/lib/search/search-state';

/** The map's question to the api: the list's filters (not its page, sort or area) and the box to fill. */
export function toMapQuery(state: SearchState, box: Bbox): string {
  const params = new URLSearchParams(toApiQuery({ ...state, bbox: undefined, page: 1 }));
  for (const key of ['skip', 'limit', 'sort_by', 'sort_order']) params.delete(key);
  params.set('bbox', formatBbox(box));
  return params.toString();
}

/**
 * The box to load points for: the view with a margin, so small pans and zooming in reuse what is loaded. A loaded
 * box is kept while it holds the whole view and all its listings were sent; when it was capped, zooming in asks again.
 */
export function boxToLoad(
  loaded: Bbox | undefined,
  view: Bbox,
  loadedComplete: boolean,
  margin = 0.25,
): Bbox {
  const wanted = snapBbox(padBbox(view, margin));
  if (!loaded || !containsBbox(loaded, view)) return wanted;
  if (loadedComplete || formatBbox(loaded) === formatBbox(wanted)) return loaded;
  return wanted;
}

export interface PointProperties {
  id: number;
  price: number;
  price_usd: number;
}

/** GeoJSON points for the clusterer (longitude first). */
export function toFeatures(points: readonly MapPoint[]) {
  return points.map((point) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
    properties: { id: point.id, price: point.price, price_usd: point.price_usd } satisfies PointProperties,
  }));
}

export interface CompactLabels {
  /** e.g. "{amount}K" */
  thousands: (amount: string) => string;
  millions: (amount: string) => string;
}

/** A marker's price: "$185K", "1,2 მლნ ₾"; the symbol placed as formatMoney places it. */
export function compactPrice(
  amount: number,
  currency: Currency,
  locale: string,
  labels: CompactLabels,
): string {
  const figure =
    amount >= 999_500
      ? labels.millions(formatNumber(amount / 1_000_000, locale, amount >= 9_950_000 ? 0 : 1))
      : amount >= 10_000
        ? labels.thousands(formatNumber(amount / 1_000, locale))
        : formatNumber(amount, locale);
  return currency === 'USD' ? `${CURRENCY_SYMBOLS.USD}${figure}` : `${figure} ${CURRENCY_SYMBOLS.GEL}`;
}

/** A cluster's circle grows with the count it holds, within readable bounds (px). */
export function clusterDiameter(count: number): number {
  return Math.round(Math.min(64, 30 + Math.log10(Math.max(1, count)) * 12));
}
