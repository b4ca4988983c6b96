import { MAX_IMAGES_PER_LISTING } from '@tbilisi/contracts';
import type { CheckDuplicatesBody, DuplicateMatch, Property } from '@tbilisi/contracts';
import type { ListingValues } from './listing-schema';
import type { PhotoItem } from './photo-list';

/** The form fields the duplicate check reads (the api scores the building, then the flat in it). */
export const DUPLICATE_CHECK_FIELDS = [
  'address',
  'street_id',
  'cadastral_code',
  'state',
  'urban_area',
  'property_type',
  'listing_type',
  'floor',
  'total_floors',
  'square_feet',
  'rooms',
  'bedrooms',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof ListingValues)[];

export type DuplicateCheckValues = Pick<ListingValues, (typeof DUPLICATE_CHECK_FIELDS)[number]>;

/** Shorter addresses name no building ("ვაკ"): wait for more before asking. */
export const MIN_ADDRESS_LENGTH = 4;
/** The api looks a cadastral code up by its digits only from six on (the parcel's zone and sector). */
export const MIN_CADASTRAL_DIGITS = 6;
/** How long the form rests before a check: one request per pause in typing, not per key. */
export const CHECK_DELAY_MS = 700;

/** `<name>` of an uploaded photo's `/media/<name>/<width>.<ext>`, the name the check takes. */
export function mediaNameOf(url: string | undefined): string | undefined {
  return url?.match(/\/media\/([0-9a-f]{32})\//)?.[1];
}

type NumberRule = { min: number; max: number; integer?: boolean };
// The contract's ranges: a value outside them would make the whole check a 422, so it is left out instead.
const NUMBER_RULES: Record<
  'floor' | 'total_floors' | 'square_feet' | 'rooms' | 'bedrooms' | 'latitude' | 'longitude',
  NumberRule
> = {
  floor: { min: -5, max: 200, integer: true },
  total_floors: { min: 1, max: 200, integer: true },
  square_feet: { min: 0.01, max: 1_000_000 },
  rooms: { min: 0, max: 200, integer: true },
  bedrooms: { min: 0, max: 100, integer: true },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
};

function numberOf(raw: string, rule: NumberRule): number | undefined {
  if (raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < rule.min || value > rule.max) return undefined;
  if (rule.integer && !Number.isInteger(value)) return undefined;
  return value;
}

/**
 * The body of POST /api/properties/check-duplicates for what the form holds, or null while there is nothing that
 * could identify a property: no address, no cadastral code and no uploaded photo. Blank and invalid fields are
 * left out (the api treats an absent field as unknown).
 */
export function duplicateCheckInput(
  values: DuplicateCheckValues,
  photos: readonly Pick<PhotoItem, 'url' | 'status'>[],
): CheckDuplicatesBody | null {
  const address = values.address.trim();
  const cadastralCode = values.cadastral_code.trim();
  const images = photos.flatMap((photo) => {
    const name = photo.status === 'done' ? mediaNameOf(photo.url) : undefined;
    return name ? [name] : [];
  });
  const hasAddress = address.length >= MIN_ADDRESS_LENGTH;
  const hasCadastralCode = cadastralCode.replace(/\D/g, '').length >= MIN_CADASTRAL_DIGITS;
  if (!hasAddress && !hasCadastralCode && images.length === 0) return null;

  const input: CheckDuplicatesBody = {};
  if (hasAddress) input.address = address;
  if (hasAddress && values.street_id) input.street_id = values.street_id;
  if (hasCadastralCode) input.cadastral_code = cadastralCode;
  if (values.state) input.state = values.state;
  if (values.urban_area) input.urban_area = values.urban_area;
  if (values.property_type) input.property_type = values.property_type;
  if (values.listing_type) input.listing_type = values.listing_type;
  for (const [field, rule] of Object.entries(NUMBER_RULES) as [keyof typeof NUMBER_RULES, NumberRule][]) {
    const value = numberOf(values[field], rule);
    if (value !== undefined) input[field] = value;
  }
  // A pin is both coordinates or none.
  if (input.latitude === undefined || input.longitude === undefined) {
    delete input.latitude;
    delete input.longitude;
  }
  if (images.length) input.images = images.slice(0, MAX_IMAGES_PER_LISTING);
  return input;
}

/**
 * The matches to show, best first: never the listing being edited, nor the other offers it is already grouped with
 * (on an edit the notice is about a property the change makes it look like, not the one it is known to be).
 */
export function matchesToShow(
  matches: readonly DuplicateMatch[] | undefined,
  edited: Pick<Property, 'id' | 'offers'> | undefined,
): DuplicateMatch[] {
  const known = new Set([edited?.id, ...(edited?.offers ?? []).map((offer) => offer.id)]);
  return (matches ?? []).filter((match) => !known.has(match.id)).sort((a, b) => b.score - a.score);
}

export interface ShownMatch {
  match: DuplicateMatch;
  /** the listing's details once loaded (title, price, photo, its property's other offers) */
  property?: Pick<Property, 'id' | 'owner_id' | 'offers'>;
  /** the poster's own listing: publishing would be refused, editing it is the way */
  yours: boolean;
}

/**
 * One entry per property: the api answers each matching listing, and several listings of one property (one group)
 * would only repeat each other, so a listing among an earlier match's other offers is left out. The poster's own
 * listing comes first, whatever its score: it is the one to edit instead.
 */
export function oneMatchPerProperty<P extends Pick<Property, 'id' | 'owner_id' | 'offers'>>(
  matches: readonly DuplicateMatch[],
  details: ReadonlyMap<number, P>,
  userId: number | null,
  limit: number,
): (ShownMatch & { property?: P })[] {
  const isOwn = (match: DuplicateMatch) => userId !== null && details.get(match.id)?.owner_id === userId;
  const ordered = [...matches].sort((a, b) => Number(isOwn(b)) - Number(isOwn(a)) || b.score - a.score);
  const covered = new Set<number>();
  const shown: (ShownMatch & { property?: P })[] = [];
  for (const match of ordered) {
    if (shown.length === limit) break;
    if (covered.has(match.id)) continue;
    const property = details.get(match.id);
    covered.add(match.id);
    for (const offer of property?.offers ?? []) covered.add(offer.id);
    shown.push({ match, property, yours: isOwn(match) });
  }
  return shown;
}
