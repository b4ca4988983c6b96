import { toSearchWords } from '../../lib/translit';
import { addressKey, keyText, type AddressKey } from '../../lib/address-key';
import { parseFingerprint, type ParsedFingerprint } from '../media/photo-fingerprint';
import {
  address,
  round,
  WHOLE_PARCEL_TYPES,
  cadastral,
  descriptions,
  flatLevel,
  photos,
  position,
  positionIsExact,
  statedArea,
  type StoredRoomFeatures,
} from './pair-evidence';

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
  /**
   * The flat's own cadastral code (parcel and unit) and flat number as the form takes them: private to the poster,
   * the strongest evidence of one flat or of two (a code or number typed in the address text counts too).
   */
  unitCadastralCode?: string | null;
  flatNumber?: string | null;
  /** the street address as typed, in any script */
  address: string | null;
  /** the house number when a form keeps it apart from the street; otherwise it is read from `address` */
  house?: string | null;
  /**
   * The other addresses of its building, a corner house known by two streets (corner_buildings), as address keys
   * ("paliashvil 2"): a listing at one of them is in the same building.
   */
  cornerAddresses?: readonly string[];
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
   * One per photo, in the order of photoHashes: its room features (media/room-features.ts), as bytes or base64, or
   * null. Left out: no photo is compared for another shot of the same room.
   */
  photoRoomFeatures?: readonly (string | Uint8Array | null)[] | null;
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
  | 'same_room_photos'
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
 * flat number, most of its photos, its description's text, a house's or plot's address, its rooms shot again from
 * elsewhere with facts that fit, or the flat's facts (one building, the same floor, area, rooms and price, and no
 * other area stated in the texts).
 */
export type Corroboration =
  | 'cadastral_unit'
  | 'flat_number'
  | 'photos'
  | 'description'
  | 'address_of_house'
  | 'room_photos'
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
const PRIOR_POINTS = -6;
/** What a reason that rules a duplicate out (another deal type or property type) shows as its points. */
const VETO_POINTS = -20;
/** A reason worth this or less is a contradiction: whatever else agrees, the pair is not called a duplicate. */
const CONTRADICTION_POINTS = -4;
/**
 * Score at or above which an anchored, corroborated, uncontradicted pair is the same property. Chosen on the
 * development sets (seeds 2026, 7 and 1001 of the labelled set): F1 stays within a point from 0.05 to 0.35 with
 * precision at 0.99, and this is the middle of that range (docs/duplicates.md).
 */
export const DUPLICATE_THRESHOLD = 0.25;

// Types a poster may pick for the same property: a one-room flat is listed as a studio, a dacha as a house.
const TYPE_FAMILY: Record<string, string> = {
  apartment: 'flat',
  studio: 'flat',
  house: 'house',
  country_house: 'house',
};

/**
 * Two deal types: a sale and a rental (or a mortgage, a daily let) of one flat are two offers of one property
 * (decision 026), grouped only on evidence that names the flat; their prices are not comparable.
 */
export const differentDeals = (a: string, b: string) => a !== b;
/** Two property types that are never one property (a studio is a flat, a country house a house). */
export const differentKinds = (a: string, b: string) => (TYPE_FAMILY[a] ?? a) !== (TYPE_FAMILY[b] ?? b);

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A listing with what scoring reads of it computed (prepareCandidate). */
export interface PreparedCandidate {
  listing: DuplicateCandidateListing;
  address: AddressKey | null;
  exact: boolean;
  /** the flat number came from the private field (reasons then do not spell it out) */
  privateFlat: boolean;
  photos: ParsedFingerprint[];
  /** each photo's room features, aligned with `photos`, read when first compared */
  rooms: StoredRoomFeatures[];
  descriptions: Set<string>[];
  /** areas the descriptions state for the property itself ("78.4 m²"), to compare to the other's */
  statedAreas: number[];
}

/** What scoring reads of a listing, computed once: a listing checked against many candidates reuses it. */
export function prepareCandidate(listing: DuplicateCandidateListing): PreparedCandidate {
  let address: AddressKey | null = null;
  if (listing.address) {
    address = addressKey(listing.address, listing);
    if (listing.house)
      address = { ...address, house: addressKey(`x ${listing.house}`).house ?? address.house };
  }
  const flat = listing.flatNumber ? flatNumberKey(listing.flatNumber) : null;
  if (flat && address) address = { ...address, flat };
  const photos: ParsedFingerprint[] = [];
  const rooms: StoredRoomFeatures[] = [];
  listing.photoHashes.forEach((hash, i) => {
    try {
      photos.push(parseFingerprint(hash));
      rooms.push({ stored: listing.photoRoomFeatures?.[i] ?? null });
    } catch {
      // A photo without a readable fingerprint is left out, with its room features.
    }
  });
  const descriptions = [listing.description, listing.descriptionEn, listing.descriptionRu]
    .filter((text): text is string => Boolean(text && text.trim()))
    .map((text) => new Set(toSearchWords(text).filter((word) => word.length >= 3 || /^\d+$/.test(word))));
  return {
    listing,
    address,
    exact: positionIsExact(listing),
    privateFlat: Boolean(flat && address),
    photos,
    rooms,
    descriptions,
    statedAreas: statedAreas(listing),
  };
}

/** The two are at the two addresses of one corner building (corner_buildings, read with the listing). */
function oneCornerBuilding(pa: PreparedCandidate, pb: PreparedCandidate): boolean {
  if (!pa.address?.house || !pb.address?.house) return false;
  return Boolean(
    pa.listing.cornerAddresses?.includes(keyText(pb.address)) ||
    pb.listing.cornerAddresses?.includes(keyText(pa.address)),
  );
}

/** A flat number in one form: "012" and "12" are one, "12ა", "12а" and "12a" are one. */
export function flatNumberKey(raw: string): string | null {
  const match = raw
    .normalize('NFKC')
    .trim()
    .match(/^(\d{1,5})\s*-?\s*(\p{L})?$/u);
  if (!match) return null;
  return String(Number(match[1])) + (match[2] ? toSearchWords(match[2]).join('') : '');
}

// "78.4 m²", "78,4 m2", "78 sq. m", "78 კვ.მ", "78 მ²", "78 кв. м", "78 м²": a number before a unit of area.
const STATED_AREA = /(\d+(?:[.,]\d+)?)\s*(?:m²|m2|sq\.?\s?m|კვ\.?\s?მ|კვ\/მ|მ²|кв\.?\s?м|м²|м2)/giu;

/**
 * The areas a listing's texts state for the property: numbers before a unit of area, within 15 % of the area
 * field when there is one (not a yard's or a plot's).
 */
function statedAreas(listing: DuplicateCandidateListing): number[] {
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

  // A flat is not a shop: these are never one property.
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
  // A sale and a rental of one flat are two offers of one property: the flat itself has to say so (its unit, its
  // photos, its text), since prices of two deals say nothing of each other and facts alone fit its neighbours.
  const otherDeal = Boolean(x.listingType && y.listingType && differentDeals(x.listingType, y.listingType));
  if (otherDeal)
    add('different_deal_type', 0, `${x.listingType} and ${y.listingType}: offers of one property?`);
  if (x.propertyType && y.propertyType && differentKinds(x.propertyType, y.propertyType)) {
    return ruledOut('different_property_type', x.propertyType, y.propertyType);
  }

  let building = false;
  building = cadastral(x, y, add) || building;
  const plot = WHOLE_PARCEL_TYPES.has(x.propertyType ?? '') || WHOLE_PARCEL_TYPES.has(y.propertyType ?? '');
  building =
    address(pa.address, pb.address, plot, add, {
      privateFlat: pa.privateFlat || pb.privateFlat,
      corner: oneCornerBuilding(pa, pb),
    }) || building;
  building = position(pa, pb, add) || building;
  flatLevel(x, y, add, { comparePrices: !otherDeal });
  const repost = isRepost(x, y);
  // Another shot of a room is looked for only where it can group the pair: an agent's re-post, or a flat's other
  // deal, whose facts fit and nothing so far contradicts. Two owners' (or a developer's) listings are grouped only
  // on what names the flat (matchOutcome), a block finished alike shows the same rooms in every flat, and a photo
  // pair costs about a tenth of a millisecond: most candidates of a check are never compared.
  const roomsMatter =
    (repost || otherDeal) &&
    !plot &&
    !reasons.some((r) => r.points <= CONTRADICTION_POINTS || r.code === 'different_street') &&
    roomFactsAgree(x, y, statedAreasAgree(pa.statedAreas, pb.statedAreas), repost);
  const shared = photos(pa.photos, pb.photos, add, roomsMatter ? { a: pa.rooms, b: pb.rooms } : undefined);
  descriptions(pa.descriptions, pb.descriptions, add);
  const areasStated = statedArea(pa.statedAreas, pb.statedAreas, add);

  const points = PRIOR_POINTS + reasons.reduce((sum, reason) => sum + reason.points, 0);
  const score = round(sigmoid(points), 4);
  const has = (code: DuplicateReasonCode) => reasons.some((r) => r.code === code);
  const factsAgree = !plot && building && flatFactsAgree(x, y, areasStated, !otherDeal);
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
              : // Other shots of its rooms (compared only where the facts fit), most of its photos.
                shared.rooms >= 2 && shared.matched + shared.rooms >= shared.of / 2
                ? 'room_photos'
                : !repost && factsAgree && !otherDeal
                  ? 'flat_facts'
                  : !plot &&
                      repost &&
                      !otherDeal &&
                      (building || has('same_street')) &&
                      repostFactsAgree(x, y, areasStated)
                    ? 'repost_facts'
                    : null;
  // Without a sign of one building (or of the same photos) a pair is two lookalikes, whatever else agrees; without
  // something only the same flat has, it may be the flat across the landing (docs/duplicates.md): a moderator's
  // call, not the rules'. An agent's re-post on the same street with the house number left out of one address: its
  // copy of the owner's text, or its facts, are the flat's, the street is the building's.
  const anchored =
    building ||
    shared.matched > 0 ||
    corroboration === 'room_photos' ||
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

/** What statedArea (pair-evidence.ts) finds of two listings' stated areas, without recording a reason. */
function statedAreasAgree(a: readonly number[], b: readonly number[]): 'same' | 'different' | null {
  if (a.length === 0 || b.length === 0) return null;
  return a.some((area) => b.includes(area)) ? 'same' : 'different';
}

/**
 * The facts fit two listings whose photos show the same rooms from elsewhere: where they disagree, the rooms are
 * taken for another flat finished alike (a block's flats often are), so the shots do not corroborate. The same
 * floor (or missing on one, or one off for a re-post whose texts state the same area), areas within 9 % (or the
 * same area stated), rooms equal (a re-post: at most one apart) and storeys at most one apart. Prices are not
 * compared: the rooms are the flat's, the price is the poster's (and two deals' prices say nothing).
 */
function roomFactsAgree(
  x: DuplicateCandidateListing,
  y: DuplicateCandidateListing,
  areasStated: 'same' | 'different' | null,
  repost: boolean,
): boolean {
  const floorGap = x.floor != null && y.floor != null ? Math.abs(x.floor - y.floor) : 0;
  if (floorGap > 1 || (floorGap === 1 && !(repost && areasStated === 'same'))) return false;
  if (x.rooms != null && y.rooms != null && Math.abs(x.rooms - y.rooms) > (repost ? 1 : 0)) return false;
  const areasNear = x.squareFeet && y.squareFeet && gapOf(x.squareFeet, y.squareFeet) <= 0.09;
  if (!areasNear && areasStated !== 'same') return false;
  if (!repost && areasStated === 'different') return false;
  if (x.totalFloors != null && y.totalFloors != null && Math.abs(x.totalFloors - y.totalFloors) > 1)
    return false;
  return true;
}

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
  comparePrices: boolean,
): boolean {
  if (areasStated === 'different') return false;
  const sameFloor = x.floor != null && y.floor != null && x.floor === y.floor;
  const floorUnknown = x.floor == null || y.floor == null;
  if (!sameFloor && !(floorUnknown && areasStated === 'same')) return false;
  if (x.rooms == null || y.rooms == null || x.rooms !== y.rooms) return false;
  if (!x.squareFeet || !y.squareFeet || gapOf(x.squareFeet, y.squareFeet) > 0.045) return false;
  if (comparePrices && (!x.rentAmount || !y.rentAmount || gapOf(x.rentAmount, y.rentAmount) > 0.12))
    return false;
  if (x.totalFloors != null && y.totalFloors != null && Math.abs(x.totalFloors - y.totalFloors) > 1)
    return false;
  return true;
}
