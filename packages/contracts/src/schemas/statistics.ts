import { z } from 'zod';

/** The deal types price statistics cover: leasehold mortgage (a share of the price) has no price per m² of its own. */
export const STATISTICS_DEALS = ['sale', 'rent', 'daily'] as const;
export type StatisticsDeal = (typeof STATISTICS_DEALS)[number];

/** Property kinds: flats (apartments, studios), houses (and country houses), land, commercial (and hotels). */
export const PROPERTY_KINDS = ['flats', 'houses', 'land', 'commercial'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/** A cell is published only with at least this many listings behind it. */
export const MIN_STATISTICS_LISTINGS = 10;

/** Room counts in statistics: 0 is every room count, 5 is five rooms and more. */
export const STATISTICS_ROOMS = [0, 1, 2, 3, 4, 5] as const;

/** The pooled window the card comparison and the estimate use: listings posted in the last 180 days. */
export const RECENT_PERIOD = 'recent';

export const statisticsQuerySchema = z.object({
  deal: z.enum(STATISTICS_DEALS).default('sale'),
  kind: z.enum(PROPERTY_KINDS).default('flats'),
  /** a district slug; omitted: Tbilisi and every district */
  district: z.string().trim().min(1).max(60).optional(),
  /** neighbourhoods too (only with a district, or for every district when `level=neighbourhood`) */
  level: z.enum(['district', 'neighbourhood']).default('district'),
  rooms: z.coerce.number().int().min(0).max(5).default(0),
  /** months back from now, 1–24 */
  months: z.coerce.number().int().min(1).max(24).default(24),
});
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;

const quartiles = z.object({ q1: z.number(), median: z.number(), q3: z.number() });

export const statisticsCellSchema = z.object({
  /** 'YYYY-MM', or 'recent' for the last 180 days pooled */
  period: z.string(),
  /** '' for all of Tbilisi */
  district: z.string(),
  /** '' for the whole district */
  neighbourhood: z.string(),
  deal: z.enum(STATISTICS_DEALS),
  kind: z.enum(PROPERTY_KINDS),
  rooms: z.number().int(),
  /** listings behind the price figures (duplicates once, outliers left out) */
  listings: z.number().int(),
  new_listings: z.number().int(),
  active_listings: z.number().int(),
  median_days_on_market: z.number().nullable(),
  price_per_sqm_gel: quartiles,
  price_per_sqm_usd: quartiles,
  median_price_gel: z.number(),
  median_price_usd: z.number(),
});
export type StatisticsCell = z.output<typeof statisticsCellSchema>;

export const statisticsResponseSchema = z.object({
  deal: z.enum(STATISTICS_DEALS),
  kind: z.enum(PROPERTY_KINDS),
  rooms: z.number().int(),
  /** when the statistics job last ran (null before its first run) */
  computed_at: z.string().nullable(),
  min_listings: z.number().int(),
  cells: z.array(statisticsCellSchema),
});
export type StatisticsResponse = z.output<typeof statisticsResponseSchema>;

/** How a listing's price per m² compares with the median of listings like it (cards and the property page). */
export const priceComparisonSchema = z.object({
  /** per cent above (+) or below (−) the median, rounded */
  difference_percent: z.number().int(),
  median_per_sqm_gel: z.number(),
  median_per_sqm_usd: z.number(),
  /** where the median comes from: the neighbourhood, else the district */
  district: z.string(),
  neighbourhood: z.string(),
  kind: z.enum(PROPERTY_KINDS),
  deal: z.enum(STATISTICS_DEALS),
  /** 0 when the median is over every room count */
  rooms: z.number().int(),
  listings: z.number().int(),
});
export type PriceComparison = z.output<typeof priceComparisonSchema>;

/** The kind a property type counts under, or null when statistics leave it out. */
export function propertyKindOf(propertyType: string): PropertyKind | null {
  switch (propertyType) {
    case 'apartment':
    case 'studio':
      return 'flats';
    case 'house':
    case 'country_house':
      return 'houses';
    case 'land_plot':
      return 'land';
    case 'commercial':
    case 'hotel':
      return 'commercial';
    default:
      return null;
  }
}

export function statisticsDealOf(listingType: string): StatisticsDeal | null {
  return listingType === 'sale'
    ? 'sale'
    : listingType === 'rent'
      ? 'rent'
      : listingType === 'daily_rent'
        ? 'daily'
        : null;
}
