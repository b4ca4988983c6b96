import { findLocation } from '@tbilisi/contracts';
import { toSearchWords } from '../../lib/translit';
import { addressKey, streetSimilarity, type AddressKey } from './address-key';
import { comparePhotos, parseFingerprint, type ParsedFingerprint } from './perceptual-hash';

/**
 * Are two listings the same property? The evidence a person checks, each piece worth a number of points (a log
 * of the odds it adds), summed and turned into a score of 0..1. Every piece that counts is returned as a reason
 * with a stable code, so a moderator and a poster see why.
 *
 * Two levels of evidence, because the hardest non-duplicates are other flats in the same building:
 * - the building: cadastral parcel, address (street and house in any script), the pins' distance;
 * - the flat in it: cadastral unit, flat number, floor, area, rooms, the photos of its rooms, the description.
 * A pair needs evidence of one building (or shared photos) to be a duplicate at all, and then enough flat-level
 * agreement to outweigh what disagrees. The weights and the threshold are set in docs/duplicates.md from the
 * labelled set (`npm run eval:duplicates`), which also shows what each rule catches and misses.
 */

export interface DuplicateCandidateListing {
  id?: number | string;
  cadastralCode: string | null;
  /** the street address as typed, in any script */
  address: string | null;
  /** the house number when a form keeps it apart from the street; otherwise it is read from `address` */
  house?: string | null;
  /** district slug */
  state: string | null;
  /** neighbourhood slug */
  urbanArea: string | null;
  latitude: number | null;
  longitude: number | null;
  /**
   * Whether latitude/longitude are the listing's own pin. Left out, a position equal to the neighbourhood's (or
   * district's) centre, where a listing without a pin is put, counts as not exact.
   */
  hasExactPosition?: boolean;
  propertyType: string | null;
  listingType: string | null;
  floor: number | null;
  totalFloors: number | null;
  /** area in square metres (the column keeps its older name: docs/product/listings.md#fields) */
  squareFeet: number | null;
  rooms: number | null;
  bedrooms: number | null;
  /** price in GEL */
  rentAmount: number | null;
  description: string | null;
  descriptionEn: string | null;
  descriptionRu: string | null;
  /** one per photo: a fingerprint (perceptual-hash.ts) or a bare 16-hex pHash */
  photoHashes: readonly string[];
  /**
   * The role of whoever posted it (users.role: 'agent', 'developer', a private 'owner' or 'tenant'). An agent's
   * re-post varies the facts the way agents do (isRepost); left out, the listing counts as a private poster's.
   */
  posterRole?: string | null;
}

export type DuplicateReasonCode =
  | 'different_deal_type'
  | 'different_property_type'
  | 'same_cadastral_code'
  | 'same_cadastral_parcel'
  | 'different_cadastral_unit'
  | 'different_cadastral_code'
  | 'same_address'
  | 'same_house_number_partly'
  | 'same_street'
  | 'similar_street'
  | 'different_house'
  | 'different_street'
  | 'same_flat_number'
  | 'different_flat_number'
  | 'near_position'
  | 'far_position'
  | 'same_neighbourhood'
  | 'different_neighbourhood'
  | 'different_district'
  | 'same_floor'
  | 'floor_off_by_one'
  | 'different_floor'
  | 'same_total_floors'
  | 'different_total_floors'
  | 'same_area'
  | 'area_close'
  | 'area_different'
  | 'same_rooms'
  | 'different_rooms'
  | 'different_bedrooms'
  | 'similar_price'
  | 'different_price'
  | 'same_photos'
  | 'different_photos'
  | 'same_description'
  | 'similar_description'
  | 'same_stated_area'
  | 'different_stated_area';

export interface DuplicateReason {
  code: DuplicateReasonCode;
  /** what was compared, for people: "floors 3 and 7", "pins 12 m apart", "3 of 4 photos are the same picture" */
  detail: string;
  /** what it added to the log-odds (negative: evidence of two properties) */
  points: number;
}

/**
 * What backs a duplicate with something of that property alone, the strongest first: its cadastral unit code, its
 * flat number, most of its photos, its description's text, a house's or plot's address, or the flat's facts
 * (one building, the same floor, area, rooms and price, and no other area stated in the texts).
 */
export type Corroboration =
  | 'cadastral_unit'
  | 'flat_number'
  | 'photos'
  | 'description'
  | 'address_of_house'
  | 'flat_facts'
  | 'repost_facts';

/**
 * Corroborations by the flat's facts alone: a flat of the same plan can share them, so the api groups on them only
 * when they point to one property (chooseProperty in match-outcome.ts).
 */
export const FACTS_ONLY: ReadonlySet<Corroboration | null> = new Set(['flat_facts', 'repost_facts']);

export interface DuplicatePairScore {
  /** 0..1: the logistic of the points; at or above DUPLICATE_THRESHOLD the pair is one property */
  score: number;
  isDuplicate: boolean;
  /** the pair shows one building (cadastral parcel, address, pins) or shares photos: required of a duplicate */
  anchored: boolean;
  /**
   * Something only the same property has backs the score: its cadastral unit code, its flat number, the same
   * photos of its rooms (most of the smaller listing's), the same description text, or for a house or a plot its
   * address. Or, weakest, the flat's facts: one building, the same floor, area within 4.5 %, the same rooms, prices
   * within 12 %, and no other area stated in the descriptions (a flat of the same plan on the same floor states its
   * own area to the decimal); for an agent's re-post, the facts as agents vary them (`repost_facts`). A duplicate
   * without any rests on the building and the flat's size, which a flat across the landing can share.
   */
  corroborated: boolean;
  /** the strongest evidence that corroborates, or null */
  corroboration: Corroboration | null;
  /**
   * The flat's own facts agree, in one building, whatever else corroborates (the rule of `flat_facts`): with the
   * same photos, what tells one flat posted from two private accounts from two flats sharing a block's renders.
   */
  flatFactsAgree: boolean;
  /**
   * One piece of evidence a re-post cannot explain: floors two or more apart, areas more than 15 % apart, rooms two
   * or more apart, another cadastral unit or parcel, flat or house number, district, or pins 1.5 km apart.
   */
  contradicted: boolean;
  reasons: DuplicateReason[];
}

/** Log-odds before any evidence: most candidate pairs (same street, neighbourhood, cell) are not duplicates. */
export const PRIOR_POINTS = -6;
/** What a reason that rules a duplicate out (another deal type or property type) shows as its points. */
export const VETO_POINTS = -20;
/** A reason worth this or less is a contradiction: whatever else agrees, the pair is not called a duplicate. */
export const CONTRADICTION_POINTS = -4;
/**
 * Score at or above which an anchored, corroborated, uncontradicted pair is the same property. Chosen on the
 * development sets (seeds 2026, 7 and 1001 of the labelled set): F1 stays within a point from 0.05 to 0.35 with
 * precision at 0.99, and this is the middle of that range (docs/duplicates.md).
 */
export const DUPLICATE_THRESHOLD = 0.25;

/**
 * The points of each rule. Positive: evidence of one property; negative: of two. Sizes follow how often the
 * evidence is seen in the two cases: a shared cadastral unit code almost never happens between two flats, a shared
 * floor often does in a 16-storey block.
 */
export const POINTS = {
  sameCadastralUnit: 9,
  sameCadastralParcelOfPlot: 7,
  sameCadastralParcelOfBuilding: 2,
  differentCadastralUnit: -8,
  differentCadastralCode: -5,
  sameAddress: 3,
  sameAddressOfPlot: 5,
  sameHouseNumberPartly: 1.5,
  sameStreet: 1,
  similarStreetSameHouse: 2,
  differentHouse: -5,
  differentStreet: -2.5,
  sameFlatNumber: 4,
  differentFlatNumber: -8,
  nearPosition: 2,
  closePosition: 1,
  farPosition: -2,
  veryFarPosition: -5,
  sameNeighbourhood: 0.5,
  differentNeighbourhood: -1.5,
  differentDistrict: -4,
  sameFloor: 1.5,
  floorOffByOne: -3,
  differentFloor: -9,
  sameTotalFloors: 0.5,
  totalFloorsOffByOne: -0.5,
  differentTotalFloors: -2.5,
  sameArea: 2,
  areaClose: 1.5,
  areaNear: 0,
  areaDifferent: -2.5,
  areaVeryDifferent: -9,
  sameRooms: 0.5,
  roomsOffByOne: -2,
  differentRooms: -4,
  differentBedrooms: -1,
  similarPrice: 0.5,
  differentPrice: -1,
  veryDifferentPrice: -2.5,
  onePhoto: 2.5,
  onePhotoOfMany: 1.5,
  twoPhotos: 5,
  manyPhotos: 6.5,
  differentPhotos: -2.5,
  fewSharedPhotos: -1.5,
  sameDescription: 2,
  similarDescription: 0,
} as const;

// Types a poster may pick for the same property: a one-room flat is listed as a studio, a dacha as a house.
const TYPE_FAMILY: Record<string, string> = {
  apartment: 'flat',
  studio: 'flat',
  house: 'house',
  country_house: 'house',
};

/** Two deal types that are two offers whatever else the listings share (find-duplicates.ts leaves them out). */
export const differentDeals = (a: string, b: string) => a !== b;
/** Two property types that are never one property (a studio is a flat, a country house a house). */
export const differentKinds = (a: string, b: string) => (TYPE_FAMILY[a] ?? a) !== (TYPE_FAMILY[b] ?? b);

// Property types whose cadastral parcel is the property itself (no flats in it).
const WHOLE_PARCEL_TYPES = new Set(['house', 'country_house', 'land_plot']);

/** Cadastral code digits: 12 for the parcel (01.14.12.009.101), more for a unit in a building (…01.505). */
const PARCEL_DIGITS = 12;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A listing with what scoring reads of it computed (prepareCandidate). */
export interface PreparedCandidate {
  listing: DuplicateCandidateListing;
  address: AddressKey | null;
  exact: boolean;
  photos: ParsedFingerprint[];
  descriptions: Set<string>[];
  /** areas the descriptions state for the property itself ("78.4 m²"), to compare to the other's */
  statedAreas: number[];
}

/** What scoring reads of a listing, computed once: a listing checked against many candidates reuses it. */
export function prepareCandidate(listing: DuplicateCandidateListing): PreparedCandidate {
  let address: AddressKey | null = null;
  if (listing.address) {
    address = addressKey(listing.address);
    if (listing.house)
      address = { ...address, house: addressKey(`x ${listing.house}`).house ?? address.house };
  }
  const photos = listing.photoHashes.flatMap((hash) => {
    try {
      return [parseFingerprint(hash)];
    } catch {
      return [];
    }
  });
  const descriptions = [listing.description, listing.descriptionEn, listing.descriptionRu]
    .filter((text): text is string => Boolean(text && text.trim()))
    .map((text) => new Set(toSearchWords(text).filter((word) => word.length >= 3 || /^\d+$/.test(word))));
  return {
    listing,
    address,
    exact: positionIsExact(listing),
    photos,
    descriptions,
    statedAreas: statedAreas(listing),
  };
}

// "78.4 m²", "78,4 m2", "78 sq. m", "78 კვ.მ", "78 მ²", "78 кв. м", "78 м²": a number before a unit of area.
const STATED_AREA = /(\d+(?:[.,]\d+)?)\s*(?:m²|m2|sq\.?\s?m|კვ\.?\s?მ|კვ\/მ|მ²|кв\.?\s?м|м²|м2)/giu;

/**
 * The areas a listing's texts state for the property: numbers before a unit of area, within 15 % of the area
 * field when there is one (not a yard's or a plot's).
 */
export function statedAreas(listing: DuplicateCandidateListing): number[] {
  const found = new Set<number>();
  for (const text of [listing.description, listing.descriptionEn, listing.descriptionRu]) {
    if (!text) continue;
    for (const match of text.matchAll(STATED_AREA)) {
      const area = Number(match[1]!.replace(',', '.'));
      const field = listing.squareFeet;
      if (area > 0 && (!field || Math.abs(area - field) <= 0.15 * field)) found.add(area);
    }
  }
  return [...found];
}

/** A listing's own pin, not the neighbourhood (or district) centre a listing without one is given. */
export function positionIsExact(listing: DuplicateCandidateListing): boolean {
  if (listing.latitude == null || listing.longitude == null) return false;
  if (listing.hasExactPosition !== undefined) return listing.hasExactPosition;
  const place = findLocation(listing.urbanArea ?? listing.state ?? '');
  const centre = place?.neighbourhood ?? place?.district;
  if (!centre) return true;
  return (
    Math.abs(centre.latitude - listing.latitude) > 1e-6 ||
    Math.abs(centre.longitude - listing.longitude) > 1e-6
  );
}

/** Metres between two points (haversine). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function scoreDuplicatePair(
  a: DuplicateCandidateListing | PreparedCandidate,
  b: DuplicateCandidateListing | PreparedCandidate,
): DuplicatePairScore {
  const pa = 'listing' in a ? a : prepareCandidate(a);
  const pb = 'listing' in b ? b : prepareCandidate(b);
  const x = pa.listing;
  const y = pb.listing;
  const reasons: DuplicateReason[] = [];
  const add = (code: DuplicateReasonCode, points: number, detail: string) =>
    reasons.push({ code, detail, points });

  // A sale and a rental of one flat are two offers, and a flat is not a shop: these are never duplicates.
  const ruledOut = (code: DuplicateReasonCode, a: string, b: string): DuplicatePairScore => {
    add(code, VETO_POINTS, `${a} and ${b}`);
    return {
      score: 0,
      isDuplicate: false,
      anchored: false,
      corroborated: false,
      corroboration: null,
      flatFactsAgree: false,
      contradicted: true,
      reasons,
    };
  };
  if (x.listingType && y.listingType && differentDeals(x.listingType, y.listingType)) {
    return ruledOut('different_deal_type', x.listingType, y.listingType);
  }
  if (x.propertyType && y.propertyType && differentKinds(x.propertyType, y.propertyType)) {
    return ruledOut('different_property_type', x.propertyType, y.propertyType);
  }

  let building = false;
  building = cadastral(x, y, add) || building;
  const plot = WHOLE_PARCEL_TYPES.has(x.propertyType ?? '') || WHOLE_PARCEL_TYPES.has(y.propertyType ?? '');
  building = address(pa.address, pb.address, plot, add) || building;
  building = position(pa, pb, add) || building;
  flatLevel(x, y, add);
  const shared = photos(pa.photos, pb.photos, add);
  descriptions(pa.descriptions, pb.descriptions, add);
  const areasStated = statedArea(pa.statedAreas, pb.statedAreas, add);

  const points = PRIOR_POINTS + reasons.reduce((sum, reason) => sum + reason.points, 0);
  const score = round(sigmoid(points), 4);
  const repost = isRepost(x, y);
  const has = (code: DuplicateReasonCode) => reasons.some((r) => r.code === code);
  const factsAgree = !plot && building && flatFactsAgree(x, y, areasStated);
  // Photos corroborate when two or more are shared and they are most of the smaller set: a re-poster copies the
  // rooms, while flats of one building share the facade, the entrance or a developer's renders among their own. A
  // single shared photo never does: it may be the facade, all some listings show.
  const corroboration: Corroboration | null =
    has('same_cadastral_code') && !plot
      ? 'cadastral_unit'
      : has('same_flat_number')
        ? 'flat_number'
        : shared.matched >= 2 && shared.matched >= shared.of / 2
          ? 'photos'
          : has('same_description')
            ? 'description'
            : // A house or a plot is the only property at its address (or its parcel).
              plot && (has('same_address') || has('same_cadastral_code'))
              ? 'address_of_house'
              : !repost && factsAgree
                ? 'flat_facts'
                : !plot && repost && (building || has('same_street')) && repostFactsAgree(x, y, areasStated)
                  ? 'repost_facts'
                  : null;
  // Without a sign of one building (or of the same photos) a pair is two lookalikes, whatever else agrees; without
  // something only the same flat has, it may be the flat across the landing (docs/duplicates.md): a moderator's
  // call, not the rules'. An agent's re-post on the same street with the house number left out of one address: its
  // copy of the owner's text, or its facts, are the flat's, the street is the building's.
  const anchored =
    building ||
    shared.matched > 0 ||
    (repost && (corroboration === 'description' || corroboration === 'repost_facts') && has('same_street'));
  const corroborated = corroboration !== null;
  const contradicted = reasons.some((r) => r.points <= CONTRADICTION_POINTS);
  return {
    score,
    isDuplicate: isDuplicateAt({ anchored, corroborated, contradicted, score }, repost),
    anchored,
    corroborated,
    corroboration,
    flatFactsAgree: factsAgree,
    contradicted,
    reasons: reasons.sort((r, s) => Math.abs(s.points) - Math.abs(r.points)),
  };
}

/**
 * The call on a scored pair at a threshold: anchored, corroborated, not contradicted and at or above it. A
 * re-post's points against it (a floor one off, a room more or less, its own photos, a rounded area) are what agents
 * change, so for a re-post one building, something of that flat and nothing that contradicts decide it.
 */
export function isDuplicateAt(
  result: Pick<DuplicatePairScore, 'anchored' | 'corroborated' | 'contradicted' | 'score'>,
  repost: boolean,
  threshold = DUPLICATE_THRESHOLD,
): boolean {
  const { anchored, corroborated, contradicted, score } = result;
  return anchored && corroborated && !contradicted && (score >= threshold || repost);
}

const gapOf = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b);

/**
 * One of the two is an agent's listing. Agents re-post owners' flats with their own photos and text, a rounded
 * area, a room counted otherwise, while two owners' listings of one flat are rare: those are grouped only on
 * evidence that names the flat (matchOutcome).
 */
export function isRepost(x: DuplicateCandidateListing, y: DuplicateCandidateListing): boolean {
  return x.posterRole === 'agent' || y.posterRole === 'agent';
}

/**
 * An agent's re-post agrees with a listing on the flat's facts as agents vary them: the same floor (left out of one,
 * or one off when the texts state the same area), area within 4.5 % (or the texts state the same area: an agent who
 * retypes the area keeps the owner's text), rooms at most one apart, prices within 12 %, storeys at most one apart.
 * Different areas stated in the texts do not count against it: an agent's own text states the area they rounded. A
 * flat of the same plan shares these facts too, so the api groups on them only when they point to one listed
 * property (chooseProperty, match-outcome.ts).
 */
function repostFactsAgree(
  x: DuplicateCandidateListing,
  y: DuplicateCandidateListing,
  areasStated: 'same' | 'different' | null,
): boolean {
  const floorGap = x.floor != null && y.floor != null ? Math.abs(x.floor - y.floor) : 0;
  // A floor one off counts when the texts state the same area: the agent kept the owner's text and counted floors
  // the other way (floor 1 is the ground floor to some posters); the flat upstairs states its own area.
  if (floorGap > 1 || (floorGap === 1 && areasStated !== 'same')) return false;
  if (x.rooms == null || y.rooms == null || Math.abs(x.rooms - y.rooms) > 1) return false;
  const areasClose = x.squareFeet && y.squareFeet && gapOf(x.squareFeet, y.squareFeet) <= 0.045;
  if (!areasClose && areasStated !== 'same') return false;
  if (!x.rentAmount || !y.rentAmount || gapOf(x.rentAmount, y.rentAmount) > 0.12) return false;
  if (x.totalFloors != null && y.totalFloors != null && Math.abs(x.totalFloors - y.totalFloors) > 1)
    return false;
  return true;
}

/**
 * A flat's own facts agree, in one building: the same floor (or, with the floor missing on one, the texts state the
 * same area), area within 4.5 %, the same rooms, prices within 12 %, storeys at most one apart, and the texts do not
 * state two areas. A re-post with the agent's own photos and text still has all of these; a flat of the same plan
 * on the same floor has them too except its own area, which its text states (docs/duplicates.md).
 */
function flatFactsAgree(
  x: DuplicateCandidateListing,
  y: DuplicateCandidateListing,
  areasStated: 'same' | 'different' | null,
): boolean {
  if (areasStated === 'different') return false;
  const sameFloor = x.floor != null && y.floor != null && x.floor === y.floor;
  const floorUnknown = x.floor == null || y.floor == null;
  if (!sameFloor && !(floorUnknown && areasStated === 'same')) return false;
  if (x.rooms == null || y.rooms == null || x.rooms !== y.rooms) return false;
  if (!x.squareFeet || !y.squareFeet || gapOf(x.squareFeet, y.squareFeet) > 0.045) return false;
  if (!x.rentAmount || !y.rentAmount || gapOf(x.rentAmount, y.rentAmount) > 0.12) return false;
  if (x.totalFloors != null && y.totalFloors != null && Math.abs(x.totalFloors - y.totalFloors) > 1)
    return false;
  return true;
}

type Add = (code: DuplicateReasonCode, points: number, detail: string) => void;

function cadastral(x: DuplicateCandidateListing, y: DuplicateCandidateListing, add: Add): boolean {
  const dx = x.cadastralCode?.replace(/\D/g, '') ?? '';
  const dy = y.cadastralCode?.replace(/\D/g, '') ?? '';
  if (dx.length < PARCEL_DIGITS || dy.length < PARCEL_DIGITS) return false;
  const code = x.cadastralCode!.trim();
  const samePlot = dx.slice(0, PARCEL_DIGITS) === dy.slice(0, PARCEL_DIGITS);
  const unitX = dx.slice(PARCEL_DIGITS);
  const unitY = dy.slice(PARCEL_DIGITS);
  if (!samePlot) {
    add('different_cadastral_code', POINTS.differentCadastralCode, `${code} and ${y.cadastralCode!.trim()}`);
    return false;
  }
  if (unitX && unitY) {
    if (unitX === unitY) {
      add('same_cadastral_code', POINTS.sameCadastralUnit, `${code} on both`);
    } else {
      add(
        'different_cadastral_unit',
        POINTS.differentCadastralUnit,
        `${code} and ${y.cadastralCode!.trim()}`,
      );
    }
    return true;
  }
  if (WHOLE_PARCEL_TYPES.has(x.propertyType ?? '') || WHOLE_PARCEL_TYPES.has(y.propertyType ?? '')) {
    add('same_cadastral_code', POINTS.sameCadastralParcelOfPlot, `${code} on both`);
  } else {
    // A block of flats stands on one parcel: the parcel's code says "same building", not "same flat".
    add('same_cadastral_parcel', POINTS.sameCadastralParcelOfBuilding, `parcel ${code} on both`);
  }
  return true;
}

function houseBase(house: string): { number: string; rest: string } {
  const match = house.match(/^(\d*)(.*)$/)!;
  return { number: match[1]!, rest: match[2]! };
}

/** `plot`: a house or a plot of land, the only property at its address. */
function address(ka: AddressKey | null, kb: AddressKey | null, plot: boolean, add: Add): boolean {
  if (!ka?.street || !kb?.street) return false;
  let building = false;
  const similarity = streetSimilarity(ka.street, kb.street);
  const sameStreet = similarity === 1;
  if (ka.house && kb.house) {
    const ha = houseBase(ka.house);
    const hb = houseBase(kb.house);
    const label = `${ka.street} ${ka.house} / ${kb.street} ${kb.house}`;
    if (ka.house === kb.house && sameStreet) {
      add('same_address', plot ? POINTS.sameAddressOfPlot : POINTS.sameAddress, label);
      building = true;
    } else if (ka.house === kb.house && similarity >= 0.75) {
      add('similar_street', POINTS.similarStreetSameHouse, `${label} (street spelled alike)`);
      building = true;
    } else if (ha.number === hb.number && (!ha.rest || !hb.rest) && similarity >= 0.75) {
      add('same_house_number_partly', POINTS.sameHouseNumberPartly, label);
      building = true;
    } else if (similarity >= 0.75) {
      add('different_house', POINTS.differentHouse, label);
    } else {
      add('different_street', POINTS.differentStreet, label);
    }
  } else if (sameStreet) {
    add('same_street', POINTS.sameStreet, `${ka.street}, house number missing on one`);
  } else if (similarity < 0.75) {
    add('different_street', POINTS.differentStreet, `${ka.street} / ${kb.street}`);
  }
  if (ka.flat && kb.flat) {
    if (ka.flat === kb.flat) add('same_flat_number', POINTS.sameFlatNumber, `flat ${ka.flat} on both`);
    else add('different_flat_number', POINTS.differentFlatNumber, `flats ${ka.flat} and ${kb.flat}`);
  }
  return building;
}

function position(pa: PreparedCandidate, pb: PreparedCandidate, add: Add): boolean {
  const x = pa.listing;
  const y = pb.listing;
  if (pa.exact && pb.exact) {
    const metres = Math.round(distanceMetres(x.latitude!, x.longitude!, y.latitude!, y.longitude!));
    const detail = `pins ${metres} m apart`;
    if (metres <= 30) add('near_position', POINTS.nearPosition, detail);
    else if (metres <= 100) add('near_position', POINTS.closePosition, detail);
    else if (metres > 1500) add('far_position', POINTS.veryFarPosition, detail);
    else if (metres > 400) add('far_position', POINTS.farPosition, detail);
    return metres <= 100;
  }
  // A position at the neighbourhood's centre only says which neighbourhood the poster picked.
  if (x.state && y.state && x.state !== y.state) {
    add('different_district', POINTS.differentDistrict, `${x.state} and ${y.state}`);
  } else if (x.urbanArea && y.urbanArea) {
    if (x.urbanArea === y.urbanArea) add('same_neighbourhood', POINTS.sameNeighbourhood, x.urbanArea);
    else add('different_neighbourhood', POINTS.differentNeighbourhood, `${x.urbanArea} and ${y.urbanArea}`);
  }
  return false;
}

function flatLevel(x: DuplicateCandidateListing, y: DuplicateCandidateListing, add: Add) {
  if (x.floor != null && y.floor != null) {
    const gap = Math.abs(x.floor - y.floor);
    // Floor 1 is the ground floor to most Georgian posters and the first above it to some: one apart may be a
    // different count of the same floor, more is another flat.
    if (gap === 0) add('same_floor', POINTS.sameFloor, `floor ${x.floor} on both`);
    else if (gap === 1) add('floor_off_by_one', POINTS.floorOffByOne, `floors ${x.floor} and ${y.floor}`);
    else add('different_floor', POINTS.differentFloor, `floors ${x.floor} and ${y.floor}`);
  }
  if (x.totalFloors != null && y.totalFloors != null) {
    const gap = Math.abs(x.totalFloors - y.totalFloors);
    const detail = `${x.totalFloors} and ${y.totalFloors} storeys`;
    if (gap === 0) add('same_total_floors', POINTS.sameTotalFloors, `${x.totalFloors} storeys on both`);
    else if (gap === 1) add('different_total_floors', POINTS.totalFloorsOffByOne, detail);
    else add('different_total_floors', POINTS.differentTotalFloors, detail);
  }
  if (x.squareFeet && y.squareFeet) {
    const gap = Math.abs(x.squareFeet - y.squareFeet) / Math.max(x.squareFeet, y.squareFeet);
    const detail = `${x.squareFeet} and ${y.squareFeet} m² (${round(gap * 100, 1)} % apart)`;
    if (gap <= 0.01) add('same_area', POINTS.sameArea, detail);
    else if (gap <= 0.045) add('area_close', POINTS.areaClose, detail);
    else if (gap <= 0.09) add('area_close', POINTS.areaNear, detail);
    else if (gap <= 0.15) add('area_different', POINTS.areaDifferent, detail);
    else add('area_different', POINTS.areaVeryDifferent, detail);
  }
  if (x.rooms != null && y.rooms != null) {
    const gap = Math.abs(x.rooms - y.rooms);
    if (gap === 0) add('same_rooms', POINTS.sameRooms, `${x.rooms} rooms on both`);
    else {
      const points = gap === 1 ? POINTS.roomsOffByOne : POINTS.differentRooms;
      add('different_rooms', points, `${x.rooms} and ${y.rooms} rooms`);
    }
  } else if (x.bedrooms != null && y.bedrooms != null && x.bedrooms !== y.bedrooms) {
    add('different_bedrooms', POINTS.differentBedrooms, `${x.bedrooms} and ${y.bedrooms} bedrooms`);
  }
  if (x.rentAmount && y.rentAmount) {
    const gap = Math.abs(x.rentAmount - y.rentAmount) / Math.max(x.rentAmount, y.rentAmount);
    const detail = `${Math.round(x.rentAmount)} and ${Math.round(y.rentAmount)} GEL (${round(gap * 100, 1)} % apart)`;
    if (gap <= 0.12) add('similar_price', POINTS.similarPrice, detail);
    else if (gap > 0.5) add('different_price', POINTS.veryDifferentPrice, detail);
    else if (gap > 0.25) add('different_price', POINTS.differentPrice, detail);
  }
}

/** How many photos of the smaller set have the same picture in the other; records the reason. */
function photos(a: ParsedFingerprint[], b: ParsedFingerprint[], add: Add): { matched: number; of: number } {
  if (a.length === 0 || b.length === 0) return { matched: 0, of: 0 };
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Set<number>();
  let matched = 0;
  for (const photo of fewer) {
    const index = more.findIndex((other, i) => !used.has(i) && comparePhotos(photo, other).same);
    if (index >= 0) {
      used.add(index);
      matched++;
    }
  }
  const detail = `${matched} of ${fewer.length} photos are the same picture`;
  if (matched >= 3) add('same_photos', POINTS.manyPhotos, detail);
  else if (matched === 2) add('same_photos', POINTS.twoPhotos, detail);
  // One shared photo among several may be the building's entrance or facade, which every flat in it can show.
  else if (matched === 1)
    add('same_photos', fewer.length <= 2 ? POINTS.onePhoto : POINTS.onePhotoOfMany, detail);
  // Each listing shows its rooms and none (or only the entrance) is shared: two flats, or a re-poster who took
  // their own photos.
  if (fewer.length >= 2 && matched === 0) add('different_photos', POINTS.differentPhotos, detail);
  else if (fewer.length >= 3 && matched === 1) add('different_photos', POINTS.fewSharedPhotos, detail);
  return { matched, of: fewer.length };
}

/** Dice overlap of the word stems of the most alike pair of texts (any language field against any). */
function descriptions(a: Set<string>[], b: Set<string>[], add: Add) {
  let best = 0;
  for (const x of a) {
    for (const y of b) {
      if (x.size < 5 || y.size < 5) continue;
      let shared = 0;
      for (const word of x) if (y.has(word)) shared++;
      best = Math.max(best, (2 * shared) / (x.size + y.size));
    }
  }
  const detail = `${Math.round(best * 100)} % of the words shared`;
  // Only the same text counts: descriptions written from one template for two flats of one building are alike
  // in every word but the numbers (an excerpt of one is an excerpt of the other), while an agent's own rewrite of
  // the owner's text is not.
  if (best >= 0.95) add('same_description', POINTS.sameDescription, detail);
  else if (best >= 0.7) add('similar_description', POINTS.similarDescription, detail);
}

/**
 * The areas both descriptions state: one in common ("78.4 m²" in both), or none. Shown only, no points: it decides
 * whether the flat's facts can corroborate (flatFactsAgree).
 */
function statedArea(a: number[], b: number[], add: Add): 'same' | 'different' | null {
  if (a.length === 0 || b.length === 0) return null;
  const common = a.find((area) => b.includes(area));
  if (common !== undefined) {
    add('same_stated_area', 0, `${common} m² stated in both descriptions`);
    return 'same';
  }
  add('different_stated_area', 0, `the descriptions state ${a.join(', ')} and ${b.join(', ')} m²`);
  return 'different';
}
