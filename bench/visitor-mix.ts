/**
 * Searches that look like visitors' (issue 20): seeded, so every run of the benchmark sends the same sequence.
 * Deal tabs are weighted as traffic is (sale and rent most), 0-3 places, price bands in GEL and sometimes USD, rooms,
 * bedrooms, area, sometimes extras, renovation, a free-text word in Georgian, Latin or Cyrillic, or a map box; sorts;
 * pages 1-10, mostly 1. A small share of searches repeats an earlier one exactly (`repeatShare`).
 */
import { DISTRICTS, FEATURES, RENOVATION_STATUSES } from '@tbilisi/contracts';
import { STREETS } from '../apps/api/tools/seed/demo-streets';

/** mulberry32: a small seeded generator, so the mix is the same from run to run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
  return choices[choices.length - 1]![0];
}
const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

const PLACES = DISTRICTS.flatMap((district) => [district, ...district.neighbourhoods]);
const STREET_WORDS = Object.values(STREETS)
  .flat()
  .flatMap((street) => [street.ka, street.en, street.ru])
  .map((name) => name.split(/[\s-]/)[0]!);
const PLACE_WORDS = PLACES.flatMap((place) => [place.name_ka, place.name_en.toLowerCase(), place.name_ru]);
// Typical price bands per deal tab, GEL (USD is about GEL / 2.7).
const PRICE_GEL: Record<string, [number, number]> = {
  sale: [60_000, 900_000],
  new: [80_000, 700_000],
  mortgage: [60_000, 600_000],
  rent: [600, 6_000],
  daily_rent: [60, 400],
  any: [600, 400_000],
};

/** One visitor search as its query string (the web sends the same string to the page and to the count). */
function visitorSearch(random: Random): string {
  const params = new URLSearchParams();
  const deal = weighted(random, [
    ['sale', 38],
    ['rent', 30],
    ['daily_rent', 8],
    ['new', 8],
    ['mortgage', 4],
    ['any', 12],
  ] as const);
  if (deal !== 'any') params.append('listing_type', deal);
  const places = weighted(random, [
    [0, 38],
    [1, 40],
    [2, 14],
    [3, 8],
  ] as const);
  for (const place of new Set(Array.from({ length: places }, () => pick(random, PLACES).slug))) {
    params.append('locations', place);
  }
  if (random() < 0.35)
    params.append(
      'property_type',
      weighted(random, [
        ['apartment', 8],
        ['house', 2],
        ['commercial', 1],
        ['land', 1],
      ] as const),
    );
  if (random() < 0.55) {
    const usd = random() < 0.25;
    const [low, high] = PRICE_GEL[deal]!;
    const rate = usd ? 1 / 2.7 : 1;
    const from = low + random() * (high - low) * 0.6;
    const step = from > 10_000 ? 5_000 : 50;
    const band = weighted(random, [
      ['both', 5],
      ['max', 3],
      ['min', 2],
    ] as const);
    if (usd) params.append('currency', 'USD');
    if (band !== 'max') params.append('min_rent', String(round(from * rate, step)));
    if (band !== 'min') params.append('max_rent', String(round(from * rate * (1.3 + random() * 1.5), step)));
  }
  if (random() < 0.4) {
    const rooms = 1 + Math.floor(random() * 4);
    params.append('min_rooms', String(rooms));
    if (random() < 0.5) params.append('max_rooms', String(rooms + Math.floor(random() * 2)));
  }
  if (random() < 0.15) params.append('min_bedrooms', String(1 + Math.floor(random() * 3)));
  if (random() < 0.2) {
    const area = round(30 + random() * 120, 10);
    if (random() < 0.7) params.append('min_square_feet', String(area));
    if (random() < 0.5) params.append('max_square_feet', String(area + round(20 + random() * 100, 10)));
  }
  if (random() < 0.12) {
    const count = random() < 0.7 ? 1 : 2;
    for (const feature of new Set(Array.from({ length: count }, () => pick(random, FEATURES.slice(0, 16))))) {
      params.append('features', feature);
    }
  }
  if (random() < 0.08) params.append('renovation', pick(random, RENOVATION_STATUSES));
  if (random() < 0.06) params.append('not_first_floor', 'true');
  if (random() < 0.04) params.append('not_last_floor', 'true');
  if (random() < 0.05) params.append('owner_only', 'true');
  if (random() < 0.02) params.append('developer_only', 'true');
  if (random() < 0.06) params.append('with_photos', 'true');
  if (random() < 0.1)
    params.append('query', random() < 0.6 ? pick(random, STREET_WORDS) : pick(random, PLACE_WORDS));
  if (random() < 0.06) {
    const centre = pick(random, PLACES);
    const half = 0.005 + random() * 0.02;
    const box = [
      centre.longitude - half,
      centre.latitude - half * 0.75,
      centre.longitude + half,
      centre.latitude + half * 0.75,
    ];
    params.append('bbox', box.map((value) => value.toFixed(4)).join(','));
  }
  const [sortBy, sortOrder] = weighted(random, [
    [['date', 'desc'], 60],
    [['price', 'asc'], 15],
    [['price', 'desc'], 7],
    [['area', 'desc'], 7],
    [['area', 'asc'], 4],
    [['bedrooms', 'desc'], 4],
    [['date', 'asc'], 3],
  ] as const);
  if (sortBy !== 'date' || sortOrder !== 'desc') {
    params.append('sort_by', sortBy);
    params.append('sort_order', sortOrder);
  }
  const page = weighted(random, [
    [1, 72],
    [2, 12],
    [3, 6],
    [4, 3],
    [5, 2],
    [6, 1],
    [7, 1],
    [8, 1],
    [9, 1],
    [10, 1],
  ] as const);
  if (page > 1) params.append('skip', String((page - 1) * 20));
  return params.toString();
}

/** The part of a search's query string that its count depends on (what a count cache would key on). */
function filtersOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['skip', 'limit', 'sort_by', 'sort_order']) params.delete(key);
  return params.toString();
}

export interface VisitorMix {
  /** Query strings, in the order visitors send them. */
  searches: string[];
  /** Share of searches whose page and sort repeat an earlier search exactly. */
  repeatShare: number;
  /** Share of searches whose filters (what the count depends on) repeat an earlier search's. */
  filterRepeatShare: number;
}

export function visitorMix({
  size,
  seed = 20,
  repeats = 0.02,
}: {
  size: number;
  seed?: number;
  repeats?: number;
}): VisitorMix {
  const random = seeded(seed);
  const searches: string[] = [];
  for (let i = 0; i < size; i++) {
    searches.push(i > 0 && random() < repeats ? pick(random, searches) : visitorSearch(random));
  }
  const share = (keys: string[]) => Number((1 - new Set(keys).size / keys.length).toFixed(4));
  return { searches, repeatShare: share(searches), filterRepeatShare: share(searches.map(filtersOf)) };
}
