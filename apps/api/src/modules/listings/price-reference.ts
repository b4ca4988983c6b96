import {
  propertyKindOf,
  RECENT_PERIOD,
  statisticsDealOf,
  type PriceComparison,
  type PropertyKind,
  type StatisticsDeal,
} from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceStatistics } from '../../db/schema';

interface Median {
  gel: number;
  usd: number;
  listings: number;
}

/** What a comparison needs of a listing. */
export interface ComparedListing {
  listingType: string;
  propertyType: string;
  state: string;
  urbanArea: string | null;
  rooms: number | null;
  squareFeet: number;
  rentAmount: number;
}

type MedianPlace = Pick<PriceComparison, 'deal' | 'kind' | 'rooms' | 'district' | 'neighbourhood'>;

const RELOAD_AFTER_MS = 10 * 60 * 1000;

const keyOf = (deal: string, kind: string, rooms: number, district: string, neighbourhood: string) =>
  `${deal}|${kind}|${rooms}|${district}|${neighbourhood}`;

/** The room count a flat is compared under (statistics group five rooms and more together); 0 for other kinds. */
export function roomsBucket(kind: PropertyKind, rooms: number | null): number {
  return kind === 'flats' ? Math.min(5, Math.max(1, rooms ?? 1)) : 0;
}

/**
 * The recent medians (the statistics' 'recent' cells, a few thousand at most) held in memory, so every card's
 * comparison is a map lookup rather than a query: a page of 20 cards costs nothing more. Reloaded when ten minutes
 * old, on the next request that needs it; one api process serves one database.
 */
class PriceReference {
  private medians = new Map<string, Median>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  async ensureFresh(db: Db): Promise<void> {
    if (Date.now() - this.loadedAt < RELOAD_AFTER_MS) return;
    this.loading ??= this.load(db).finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Forget what is held (after the statistics job, and in tests). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private async load(db: Db): Promise<void> {
    const t = priceStatistics;
    const rows = await db
      .select({
        deal: t.deal,
        kind: t.kind,
        rooms: t.rooms,
        district: t.district,
        neighbourhood: t.neighbourhood,
        gel: t.perSqmGelMedian,
        usd: t.perSqmUsdMedian,
        listings: t.listings,
      })
      .from(t)
      .where(eq(t.period, RECENT_PERIOD));
    const medians = new Map<string, Median>();
    for (const row of rows) {
      medians.set(keyOf(row.deal, row.kind, row.rooms, row.district, row.neighbourhood), row);
    }
    this.medians = medians;
    this.loadedAt = Date.now();
  }

  /**
   * The most specific recent median that exists for the listing: its neighbourhood and room count, its neighbourhood,
   * its district and room count, its district. Null when there is none, or the listing has no price or area.
   */
  medianFor(listing: ComparedListing): (Median & MedianPlace) | null {
    const deal = statisticsDealOf(listing.listingType) as StatisticsDeal | null;
    const kind = propertyKindOf(listing.propertyType);
    if (!deal || !kind) return null;
    const rooms = roomsBucket(kind, listing.rooms);
    const neighbourhood = listing.urbanArea ?? '';
    const tries: [number, string][] = [
      [rooms, neighbourhood],
      [0, neighbourhood],
      [rooms, ''],
      [0, ''],
    ];
    for (const [r, n] of tries) {
      const found = this.medians.get(keyOf(deal, kind, r, listing.state, n));
      if (found) return { ...found, deal, kind, rooms: r, district: listing.state, neighbourhood: n };
    }
    return null;
  }

  compare(listing: ComparedListing): PriceComparison | null {
    if (listing.squareFeet <= 0 || listing.rentAmount <= 0) return null;
    const median = this.medianFor(listing);
    if (!median || median.gel <= 0) return null;
    const perSqm = listing.rentAmount / listing.squareFeet;
    return {
      difference_percent: Math.round((perSqm / median.gel - 1) * 100),
      median_per_sqm_gel: Math.round(median.gel),
      median_per_sqm_usd: Math.round(median.usd),
      district: median.district,
      neighbourhood: median.neighbourhood,
      kind: median.kind,
      deal: median.deal,
      rooms: median.rooms,
      listings: median.listings,
    };
  }
}

export const priceReference = new PriceReference();
