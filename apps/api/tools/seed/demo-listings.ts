import { DISTRICTS, FEATURES } from '@tbilisi/contracts';
import type {
  Currency,
  District,
  Feature,
  ListingType,
  LocationNode,
  PropertyType,
  RenovationStatus,
} from '@tbilisi/contracts';
import {
  demoAddress,
  demoContact,
  demoLayout,
  demoPropertyType,
  demoRenovation,
  demoYearBuilt,
} from './demo-shape';
import { demoAmenities, demoFeatures, demoPhotoKinds } from './demo-extras';
import type { DemoPhotoKind } from './demo-photos';
import { demoPrice } from './demo-prices';
import { createRng } from './demo-random';
import type { Rng } from './demo-random';
import { buildListingTexts } from './demo-text';

/** A demo listing: the listing form's fields (it passes `propertyCreateSchema`) and what the seeder sets. */
export interface DemoListing {
  title: string;
  title_en: string;
  title_ru: string;
  description: string;
  description_en: string;
  description_ru: string;
  address: string;
  urban_area: string;
  state: string;
  city: string;
  zip_code: string;
  property_type: PropertyType;
  listing_type: ListingType;
  is_new_building: boolean;
  bedrooms: number;
  bathrooms: number;
  /** square metres, despite the name the schema keeps for compatibility */
  square_feet: number;
  rooms: number | null;
  floor: number | null;
  total_floors: number | null;
  renovation_status: RenovationStatus | null;
  cadastral_code: string | null;
  yard_area: number | null;
  features: Feature[];
  is_verified: boolean;
  latitude: number;
  longitude: number;
  contact_phone: string;
  rent_amount: number;
  currency: Currency;
  security_deposit: number;
  lease_duration: number;
  year_built: number | null;
  parking_spaces: number;
  utilities_included: string;
  is_available: boolean;
  is_furnished: boolean;
  pets_allowed: boolean;
  smoking_allowed: boolean;
  /** how long ago the listing was posted, for created_at: up to two years for past listings */
  days_ago: number;
  /** how many days it was listed before it came off the market (status inactive), or null while it is listed */
  days_listed: number | null;
  views: number;
  /** the photos to render, main photo first */
  photo_kinds: DemoPhotoKind[];
}

const DEFAULT_SEED = 20_250_601;

const PLACES: readonly { district: District; neighbourhood: LocationNode }[] = DISTRICTS.flatMap((district) =>
  district.neighbourhoods.map((neighbourhood) => ({ district, neighbourhood })),
);

// Where listings are after the round-robin: the central districts carry most of the market.
const DISTRICT_WEIGHTS: Record<string, number> = {
  'vake-saburtalo': 30,
  'old-tbilisi': 15,
  'didube-chughureti': 12,
  'isani-samgori': 15,
  'gldani-nadzaladevi': 15,
  'tbilisi-surroundings': 13,
};

const LISTING_TYPE_WEIGHTS: Record<ListingType, number> = { sale: 50, rent: 30, mortgage: 8, daily_rent: 12 };

/**
 * Deal and property types pinned to early positions so that each of them appears even in a small set. The
 * positions are the first neighbourhoods of a district where that type is at home (a hotel in Old Tbilisi, a
 * country house in the surroundings).
 */
function pinnedTypes(): Map<number, [ListingType, PropertyType]> {
  const first = (slug: string) => PLACES.findIndex((p) => p.district.slug === slug);
  return new Map<number, [ListingType, PropertyType]>([
    [0, ['sale', 'apartment']],
    [1, ['rent', 'commercial']],
    [2, ['mortgage', 'house']],
    [3, ['daily_rent', 'studio']],
    [first('old-tbilisi'), ['sale', 'hotel']],
    [first('tbilisi-surroundings'), ['sale', 'country_house']],
    [first('tbilisi-surroundings') + 1, ['sale', 'land_plot']],
  ]);
}

function place(index: number, rng: Rng) {
  if (index < PLACES.length) return PLACES[index] as (typeof PLACES)[number];
  const district = rng.weighted(DISTRICT_WEIGHTS);
  return rng.pick(PLACES.filter((p) => p.district.slug === district));
}

/** A point within ~600 m of the centroid, spread evenly over the disc rather than bunched at the centre. */
function jitter(node: LocationNode, rng: Rng): { latitude: number; longitude: number } {
  const metres = 600 * Math.sqrt(rng.next());
  const angle = rng.range(0, 2 * Math.PI);
  const latitude = node.latitude + (metres * Math.cos(angle)) / 111_320;
  const longitude =
    node.longitude + (metres * Math.sin(angle)) / (111_320 * Math.cos((node.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** Two years of listings, more of them recent, as the marketplace grew. */
export const DEMO_HISTORY_DAYS = 730;

// Typical time on the market before a listing is taken down, by deal.
const MEDIAN_DAYS_LISTED: Record<ListingType, number> = { sale: 75, mortgage: 60, rent: 25, daily_rent: 40 };

/** How long a past listing posted `daysAgo` days ago stayed on the market (it has left it by today). */
function daysListed(listingType: ListingType, daysAgo: number, market: Rng): number {
  const u = Math.min(0.999, Math.max(0.001, market.next()));
  const days = Math.max(
    1,
    Math.round(MEDIAN_DAYS_LISTED[listingType] * Math.exp((0.8 * Math.log(u / (1 - u))) / 1.702)),
  );
  return Math.max(0, Math.min(days, daysAgo - 1));
}

function generateOne(
  index: number,
  pinned: [ListingType, PropertyType] | undefined,
  rng: Rng,
  market: Rng,
  history = false,
): DemoListing {
  const { district, neighbourhood } = place(index, rng);
  const listing_type = pinned?.[0] ?? rng.weighted(LISTING_TYPE_WEIGHTS);
  const property_type = pinned?.[1] ?? demoPropertyType(listing_type, district.slug, rng);
  const is_new_building = listing_type === 'sale' && property_type === 'apartment' && rng.chance(0.3);
  const layout = demoLayout(property_type, is_new_building, district.slug, rng);
  const renovation_status = demoRenovation(property_type, listing_type, is_new_building, rng);
  const features = demoFeatures(property_type, rng);
  const isLand = property_type === 'land_plot';
  const finished = !isLand && !UNFINISHED.has(renovation_status);
  const is_furnished =
    finished && rng.chance(property_type === 'commercial' ? 0.2 : FURNISHED_ODDS[listing_type]);
  const shape = {
    listing_type,
    property_type,
    is_new_building,
    state: district.slug,
    urban_area: neighbourhood.slug,
  };
  // Listings on the market now were posted in the last four months; past listings (history) span two years and
  // have all come off the market.
  const days_ago = history ? Math.floor(rng.next() * DEMO_HISTORY_DAYS) : Math.floor(rng.next() ** 1.3 * 121);
  const days_listed = history ? daysListed(listing_type, days_ago, market) : null;
  const price = demoPrice({ ...shape, ...layout, renovation_status, age_days: days_ago }, rng);
  const is_verified = rng.chance(0.25);
  const texts = buildListingTexts(
    { ...shape, ...layout, renovation_status, features, is_furnished },
    rng.next,
  );
  const { amenities, ...listing } = {
    ...texts,
    address: demoAddress(neighbourhood.slug, rng),
    urban_area: neighbourhood.slug,
    state: district.slug,
    city: 'Tbilisi',
    ...demoContact(district.slug, rng),
    property_type,
    listing_type,
    is_new_building,
    ...layout,
    renovation_status,
    cadastral_code: listing_type === 'sale' && rng.chance(0.6) ? demoCadastralCode(rng) : null,
    features,
    is_verified,
    ...jitter(neighbourhood, rng),
    ...price,
    security_deposit: listing_type === 'rent' ? price.rent_amount : 0,
    lease_duration:
      listing_type === 'rent' ? rng.pick([6, 12, 12, 24]) : listing_type === 'daily_rent' ? 1 : 12,
    year_built: demoYearBuilt(property_type, is_new_building, district.slug, rng),
    parking_spaces: rng.weightedEntry(
      PARKING_WEIGHTS[property_type].map((w, spaces) => [spaces, w] as const),
    ),
    utilities_included:
      listing_type === 'rent' || listing_type === 'daily_rent' ? rng.pick(UTILITIES[listing_type]) : '',
    is_available: rng.chance(0.92),
    is_furnished,
    pets_allowed: !isLand && rng.chance(listing_type === 'daily_rent' ? 0.2 : 0.3),
    smoking_allowed: !isLand && rng.chance(0.15),
    amenities: demoAmenities(
      { property_type, is_new_building, is_furnished, total_floors: layout.total_floors },
      rng,
    ),
    days_ago,
    days_listed,
    // Views pile up with the days listed (a few months at most); verified listings rank higher and get seen more.
    views: Math.round(
      ((days_ago + 1) * rng.range(3, 25) * (is_verified ? 1.3 : 1) + rng.int(0, 40)) * (history ? 0 : 1),
    ),
    photo_kinds: demoPhotoKinds(property_type, renovation_status, rng),
  };
  // What the building and flat have is one catalogue (decision 011); drawn in two steps so the random sequence, and
  // with it every demo listing, stays what it was.
  return { ...listing, features: FEATURES.filter((f) => features.includes(f) || amenities.includes(f)) };
}

// A flat in a frame or mid-renovation has nowhere to put furniture; a flat let by the day always has it.
const UNFINISHED = new Set<RenovationStatus | null>([
  'green_frame',
  'black_frame',
  'white_frame',
  'under_renovation',
]);
const FURNISHED_ODDS: Record<ListingType, number> = { sale: 0.35, mortgage: 0.5, rent: 0.75, daily_rent: 1 };

// Weights of 0, 1 and 2 parking spaces.
const PARKING_WEIGHTS: Record<PropertyType, readonly number[]> = {
  apartment: [6, 3, 1],
  studio: [8, 2],
  house: [1, 4, 5],
  country_house: [1, 4, 5],
  land_plot: [1],
  commercial: [5, 3, 2],
  hotel: [2, 3, 5],
};

const UTILITIES: Record<'rent' | 'daily_rent', readonly string[]> = {
  rent: ['', '', 'Internet included', 'Water and internet included', 'Building maintenance fee included'],
  daily_rent: ['All utilities included', 'All utilities and Wi-Fi included'],
};

/** Georgian cadastral codes: 01 is Tbilisi, then zone, sector, quarter and parcel. */
function demoCadastralCode(rng: Rng): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const parts = [rng.int(10, 19), pad(rng.int(1, 30), 2), pad(rng.int(1, 300), 3), pad(rng.int(1, 99), 3)];
  return `01.${parts.join('.')}`;
}

export function generateDemoListings(count: number, seed = DEFAULT_SEED): DemoListing[] {
  const rng = createRng(seed);
  // Time on the market comes from its own stream, so the listings themselves stay what they were for a seed.
  const market = createRng(seed ^ 0x5eed);
  const pinned = pinnedTypes();
  return Array.from({ length: count }, (_, index) => generateOne(index, pinned.get(index), rng, market));
}

/**
 * Past listings: posted over the last two years and since taken down (status inactive, no photos or views), so price
 * statistics have a history with district levels and a trend (demo-prices.ts) without the site showing more cards.
 */
export function generateDemoHistory(count: number, seed = DEFAULT_SEED + 1): DemoListing[] {
  const rng = createRng(seed);
  const market = createRng(seed ^ 0x5eed);
  return Array.from({ length: count }, (_, index) =>
    generateOne(index + PLACES.length, undefined, rng, market, true),
  );
}
