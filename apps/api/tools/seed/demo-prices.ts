import { DEFAULT_EXCHANGE_RATE_USD_GEL } from '@tbilisi/contracts';
import type { Currency, ListingType, PropertyType, RenovationStatus } from '@tbilisi/contracts';
import type { Rng } from './demo-random';

/**
 * Prices of demo listings, modelled on Tbilisi asking prices of 2025–26 so that sorting, filters and the
 * price per square metre look real: sale per m² by district, monthly rent per m², leasehold mortgage as a
 * share of the sale price, and a nightly rate for daily rent.
 *
 * Price statistics and the estimate (modules/prices) need the structure a real market has, so each neighbourhood
 * has its own level inside its district's band, the floor, renovation, a new building and the flat's size move the
 * price, prices rise over the 24 months the listings span (MARKET_GROWTH), and what is left is a listing's own
 * spread of about ±8 % (one standard deviation).
 */

type Band = readonly [min: number, max: number];

/** USD per m² of an apartment for sale. */
const SALE_PER_M2: Record<string, Band> = {
  'vake-saburtalo': [1300, 2500],
  'old-tbilisi': [1300, 2400],
  'didube-chughureti': [750, 1150],
  'isani-samgori': [600, 1000],
  'gldani-nadzaladevi': [600, 950],
  'tbilisi-surroundings': [350, 800],
};

// The edges of a district sell below its core: Dighomi is not Vake, Ortachala is not Sololaki.
const NEIGHBOURHOOD_FACTOR: Readonly<Record<string, number>> = {
  'dighomi-1-9': 0.6,
  'didi-dighomi': 0.6,
  'dighomi-village': 0.55,
  ortachala: 0.75,
  elia: 0.75,
};

/** USD per m² of land, which follows location far more steeply than flats do. */
const LAND_PER_M2: Record<string, Band> = {
  'vake-saburtalo': [250, 600],
  'old-tbilisi': [300, 700],
  'didube-chughureti': [120, 300],
  'isani-samgori': [60, 180],
  'gldani-nadzaladevi': [60, 160],
  'tbilisi-surroundings': [25, 120],
};

/** USD per m² per month. */
const RENT_PER_M2: Record<string, Band> = {
  'vake-saburtalo': [7, 15],
  'old-tbilisi': [7, 14],
  'didube-chughureti': [6, 10],
  'isani-samgori': [4, 8],
  'gldani-nadzaladevi': [4, 7.5],
  'tbilisi-surroundings': [3, 7],
};

// Per-m² price of each type relative to an apartment: bigger plots and buildings sell for less per metre.
const TYPE_FACTOR: Record<PropertyType, number> = {
  apartment: 1,
  studio: 1.1,
  house: 0.85,
  country_house: 0.75,
  land_plot: 1,
  commercial: 1.25,
  hotel: 1.1,
};

const RENOVATION_FACTOR: Record<RenovationStatus, number> = {
  not_renovated: 0.85,
  under_renovation: 0.9,
  old_renovated: 0.95,
  renovated: 1,
  newly_renovated: 1.1,
  green_frame: 0.8,
  black_frame: 0.75,
  white_frame: 0.85,
};

export interface PriceInput {
  listing_type: ListingType;
  property_type: PropertyType;
  state: string;
  urban_area: string;
  square_feet: number;
  rooms: number | null;
  renovation_status: RenovationStatus | null;
  floor?: number | null;
  total_floors?: number | null;
  is_new_building?: boolean;
  /** days since the listing was posted: older listings were priced when the market was lower */
  age_days?: number;
}

/** Yearly rise of asking prices over the demo's two years (Tbilisi's USD sale prices rose ~8 % a year in 2024–25). */
export const MARKET_GROWTH: Record<ListingType, number> = {
  sale: 0.08,
  mortgage: 0.08,
  rent: 0.05,
  daily_rent: 0.03,
};

/** Where in its district's band a neighbourhood's level sits, from its name: the same on every run. */
function neighbourhoodPosition(slug: string): number {
  let hash = 2166136261;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 0.2 + 0.6 * (hash / 4294967296);
}

/** A band's level for a neighbourhood, times a listing's own spread drawn from one uniform number `u`. */
function levelIn([min, max]: Band, slug: string, u: number): number {
  // A logistic draw from u (close to a normal one with σ = LISTING_SPREAD), so each price uses one random number.
  const clamped = Math.min(0.999, Math.max(0.001, u));
  const spread = (LISTING_SPREAD * Math.log(clamped / (1 - clamped))) / 1.702;
  return (min + (max - min) * neighbourhoodPosition(slug)) * Math.exp(spread);
}

const LISTING_SPREAD = 0.08;

function timeFactor(i: PriceInput): number {
  return (1 + MARKET_GROWTH[i.listing_type]) ** (-(i.age_days ?? 0) / 365);
}

/** Ground floors and the top floor of a walk-up sell for less; small flats cost more per metre than large ones. */
function flatFactor(i: PriceInput): number {
  if (i.property_type !== 'apartment' && i.property_type !== 'studio') return 1;
  const floor = i.floor === 1 ? 0.93 : i.floor && i.floor === i.total_floors && i.floor > 3 ? 0.97 : 1;
  const size = (Math.max(20, i.square_feet) / 70) ** -0.1;
  return floor * size * (i.is_new_building ? 1.04 : 1);
}

export interface Price {
  rent_amount: number;
  currency: Currency;
}

/** Rounds to a step that grows with the amount, as people price things: 45 500, 182 000, 1 250 000. */
function roundPrice(amount: number, steps: readonly (readonly [below: number, step: number])[]): number {
  const step = steps.find(([below]) => amount < below)?.[1] ?? steps.at(-1)?.[1] ?? 1;
  return Math.max(step, Math.round(amount / step) * step);
}

const SALE_STEPS = [
  [50_000, 500],
  [300_000, 1000],
  [Infinity, 5000],
] as const;
const RENT_STEPS = [
  [1000, 10],
  [5000, 50],
  [Infinity, 100],
] as const;
const DAILY_STEPS = [[Infinity, 5]] as const;

// Sales and leasehold mortgages are quoted in dollars; long rents are split; daily rents are mostly in lari.
const USD_SHARE: Record<ListingType, number> = { sale: 0.95, mortgage: 0.95, rent: 0.55, daily_rent: 0.2 };

function salePriceUsd(i: PriceInput, rng: Rng): number {
  const band = (i.property_type === 'land_plot' ? LAND_PER_M2 : SALE_PER_M2)[i.state] ?? [600, 1000];
  const renovation = i.renovation_status ? RENOVATION_FACTOR[i.renovation_status] : 1;
  const location = NEIGHBOURHOOD_FACTOR[i.urban_area] ?? 1;
  const perM2 =
    levelIn(band, i.urban_area, rng.next()) * location * TYPE_FACTOR[i.property_type] * renovation;
  return i.square_feet * perM2 * flatFactor(i) * timeFactor(i);
}

function nightlyUsd(i: PriceInput, rng: Rng): number {
  if (i.property_type === 'studio') return rng.range(30, 60);
  if (i.property_type === 'apartment') return Math.min(150, rng.range(35, 55) + 15 * ((i.rooms ?? 2) - 1));
  return rng.range(80, 150);
}

export function demoPrice(i: PriceInput, rng: Rng): Price {
  const currency: Currency = rng.chance(USD_SHARE[i.listing_type]) ? 'USD' : 'GEL';
  const rate = currency === 'GEL' ? DEFAULT_EXCHANGE_RATE_USD_GEL : 1;
  switch (i.listing_type) {
    case 'sale':
      return { currency, rent_amount: roundPrice(salePriceUsd(i, rng) * rate, SALE_STEPS) };
    case 'mortgage': {
      const share = rng.range(0.25, 0.4);
      return { currency, rent_amount: roundPrice(salePriceUsd(i, rng) * share * rate, SALE_STEPS) };
    }
    case 'rent': {
      const band = RENT_PER_M2[i.state] ?? [4, 8];
      const type = i.property_type === 'commercial' ? 1.2 : TYPE_FACTOR[i.property_type];
      const perM2 =
        levelIn(band, i.urban_area, rng.next()) * (NEIGHBOURHOOD_FACTOR[i.urban_area] ?? 1) * type;
      const amount = i.square_feet * perM2 * flatFactor(i) * timeFactor(i);
      return { currency, rent_amount: roundPrice(amount * rate, RENT_STEPS) };
    }
    case 'daily_rent':
      return { currency, rent_amount: roundPrice(nightlyUsd(i, rng) * timeFactor(i) * rate, DAILY_STEPS) };
  }
}
