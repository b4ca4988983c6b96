import { findLocation } from '@tbilisi/contracts';
import { streetSimilarity, type AddressKey } from '../../lib/address-key';
import { comparePhotos, type ParsedFingerprint } from '../media/photo-fingerprint';
import { compareRooms, parseRoomFeatures, type RoomFeatures } from '../media/room-features';
import type { DuplicateCandidateListing, DuplicateReasonCode, PreparedCandidate } from './score-pair';

/**
 * The evidence the pair score weighs, one rule a function: each compares one aspect of two listings (their
 * cadastral codes, addresses, positions, floors and sizes, photos, texts) and records its reasons and points.
 */
// Property types whose cadastral parcel is the property itself (no flats in it).
export const WHOLE_PARCEL_TYPES = new Set(['house', 'country_house', 'land_plot']);

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

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
  // Another shot of a room is less than its copy: two flats of one block finished alike can look the same.
  sameRoomPhotos: 4,
  oneSameRoomPhoto: 1,
  fewSharedPhotos: -1.5,
  sameDescription: 2,
  similarDescription: 0,
} as const;

/** Cadastral code digits: 12 for the parcel (01.14.12.009.101), more for a unit in a building (…01.505). */
const PARCEL_DIGITS = 12;

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

export type Add = (code: DuplicateReasonCode, points: number, detail: string) => void;

/**
 * The listing's most precise cadastral code: the unit's own (private, from the form's field) when given, else the
 * public one (a parcel's, or a unit's typed there).
 */
function cadastralOf(listing: DuplicateCandidateListing): { code: string; digits: string; private: boolean } {
  const unit = listing.unitCadastralCode?.trim();
  if (unit && unit.replace(/\D/g, '').length > PARCEL_DIGITS)
    return { code: unit, digits: unit.replace(/\D/g, ''), private: true };
  const code = listing.cadastralCode?.trim() ?? '';
  return { code, digits: code.replace(/\D/g, ''), private: false };
}

export function cadastral(x: DuplicateCandidateListing, y: DuplicateCandidateListing, add: Add): boolean {
  const cx = cadastralOf(x);
  const cy = cadastralOf(y);
  const dx = cx.digits;
  const dy = cy.digits;
  if (dx.length < PARCEL_DIGITS || dy.length < PARCEL_DIGITS) return false;
  // A private unit code is never spelled out in a reason: reasons reach the other listing's poster.
  const hidden = cx.private || cy.private;
  const code = hidden ? "the flat's cadastral code" : cx.code;
  const both = hidden ? 'the cadastral codes of two units' : `${cx.code} and ${cy.code}`;
  const samePlot = dx.slice(0, PARCEL_DIGITS) === dy.slice(0, PARCEL_DIGITS);
  const unitX = dx.slice(PARCEL_DIGITS);
  const unitY = dy.slice(PARCEL_DIGITS);
  if (!samePlot) {
    add('different_cadastral_code', POINTS.differentCadastralCode, hidden ? 'other parcels' : both);
    return false;
  }
  if (unitX && unitY) {
    if (unitX === unitY) {
      add('same_cadastral_code', POINTS.sameCadastralUnit, `${code} on both`);
    } else {
      add('different_cadastral_unit', POINTS.differentCadastralUnit, both);
    }
    return true;
  }
  if (WHOLE_PARCEL_TYPES.has(x.propertyType ?? '') || WHOLE_PARCEL_TYPES.has(y.propertyType ?? '')) {
    add('same_cadastral_code', POINTS.sameCadastralParcelOfPlot, `${code} on both`);
  } else {
    // A block of flats stands on one parcel: the parcel's code says "same building", not "same flat".
    const parcel = hidden ? 'one parcel' : `parcel ${code}`;
    add('same_cadastral_parcel', POINTS.sameCadastralParcelOfBuilding, `${parcel} on both`);
  }
  return true;
}

function houseBase(house: string): { number: string; rest: string } {
  const match = house.match(/^(\d*)(.*)$/)!;
  return { number: match[1]!, rest: match[2]! };
}

/**
 * `plot`: a house or a plot of land, the only property at its address. `privateFlat`: a flat number came from the
 * form's private field, so reasons say whether the numbers agree without naming them. `corner`: the two addresses
 * are one corner building's (corner_buildings): one building, and the flat in it still has to be named.
 */
export function address(
  ka: AddressKey | null,
  kb: AddressKey | null,
  plot: boolean,
  add: Add,
  { privateFlat = false, corner = false }: { privateFlat?: boolean; corner?: boolean } = {},
): boolean {
  if (!ka?.street || !kb?.street) return false;
  if (corner) {
    const label = `${ka.street} ${ka.house} / ${kb.street} ${kb.house} (one corner building)`;
    add('same_address', plot ? POINTS.sameAddressOfPlot : POINTS.sameAddress, label);
    flatNumbers(ka, kb, add, privateFlat);
    return true;
  }
  let building = false;
  // Two streets of the taxonomy are one street or two, however alike their names are spelled.
  const similarity =
    ka.streetId && kb.streetId ? Number(ka.streetId === kb.streetId) : streetSimilarity(ka.street, kb.street);
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
  flatNumbers(ka, kb, add, privateFlat);
  return building;
}

/** Flat numbers in both addresses (or the form's private field): the same flat, or two. */
function flatNumbers(ka: AddressKey, kb: AddressKey, add: Add, privateFlat: boolean) {
  if (ka.flat && kb.flat) {
    if (ka.flat === kb.flat)
      add(
        'same_flat_number',
        POINTS.sameFlatNumber,
        privateFlat ? 'the same flat number' : `flat ${ka.flat} on both`,
      );
    else
      add(
        'different_flat_number',
        POINTS.differentFlatNumber,
        privateFlat ? 'other flat numbers' : `flats ${ka.flat} and ${kb.flat}`,
      );
  }
}

export function position(pa: PreparedCandidate, pb: PreparedCandidate, add: Add): boolean {
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

/** `comparePrices`: false for two deals (a sale's price and a rent say nothing of each other). */
export function flatLevel(
  x: DuplicateCandidateListing,
  y: DuplicateCandidateListing,
  add: Add,
  { comparePrices }: { comparePrices: boolean },
) {
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
  if (comparePrices && x.rentAmount && y.rentAmount) {
    const gap = Math.abs(x.rentAmount - y.rentAmount) / Math.max(x.rentAmount, y.rentAmount);
    const detail = `${Math.round(x.rentAmount)} and ${Math.round(y.rentAmount)} GEL (${round(gap * 100, 1)} % apart)`;
    if (gap <= 0.12) add('similar_price', POINTS.similarPrice, detail);
    else if (gap > 0.5) add('different_price', POINTS.veryDifferentPrice, detail);
    else if (gap > 0.25) add('different_price', POINTS.differentPrice, detail);
  }
}

/** A photo's room features as stored, read when first compared (most candidates' photos never are). */
export interface StoredRoomFeatures {
  stored: string | Uint8Array | null;
  parsed?: RoomFeatures | null;
}

const roomFeaturesOf = (photo: StoredRoomFeatures | undefined): RoomFeatures | null => {
  if (!photo) return null;
  if (photo.parsed === undefined) photo.parsed = parseRoomFeatures(photo.stored);
  return photo.parsed;
};

/**
 * Photos of each listing compared for another shot of the same room: the first few (a listing shows its rooms
 * first, the building and the view after), so one pair costs at most ROOM_PHOTOS² comparisons.
 */
export const ROOM_PHOTOS = 5;

/**
 * How many photos of the smaller set have the same picture in the other, and, given the two listings' room
 * features (aligned with `a` and `b`), how many of the rest show a room the other shows from elsewhere; records
 * the reasons.
 */
export function photos(
  a: ParsedFingerprint[],
  b: ParsedFingerprint[],
  add: Add,
  rooms?: { a: readonly StoredRoomFeatures[]; b: readonly StoredRoomFeatures[] },
): { matched: number; rooms: number; of: number } {
  if (a.length === 0 || b.length === 0) return { matched: 0, rooms: 0, of: 0 };
  const aFewer = a.length <= b.length;
  const [fewer, more] = aFewer ? [a, b] : [b, a];
  const used = new Set<number>();
  const unmatched: number[] = [];
  let matched = 0;
  for (const [i, photo] of fewer.entries()) {
    const index = more.findIndex((other, i) => !used.has(i) && comparePhotos(photo, other).same);
    if (index >= 0) {
      used.add(index);
      matched++;
    } else unmatched.push(i);
  }
  const detail = `${matched} of ${fewer.length} photos are the same picture`;
  if (matched >= 3) add('same_photos', POINTS.manyPhotos, detail);
  else if (matched === 2) add('same_photos', POINTS.twoPhotos, detail);
  // One shared photo among several may be the building's entrance or facade, which every flat in it can show.
  else if (matched === 1)
    add('same_photos', fewer.length <= 2 ? POINTS.onePhoto : POINTS.onePhotoOfMany, detail);
  const sameRooms = rooms
    ? roomShots(unmatched, used, aFewer ? rooms.a : rooms.b, aFewer ? rooms.b : rooms.a)
    : 0;
  if (sameRooms > 0) {
    const roomDetail = `${sameRooms} of ${fewer.length} photos show a room the other listing shows from elsewhere`;
    add('same_room_photos', sameRooms >= 2 ? POINTS.sameRoomPhotos : POINTS.oneSameRoomPhoto, roomDetail);
  }
  // Each listing shows its rooms and none (or only the entrance) is shared, not even from elsewhere: two flats, or a
  // re-poster who took their own photos of other rooms.
  const shown = matched + sameRooms;
  if (fewer.length >= 2 && shown === 0) add('different_photos', POINTS.differentPhotos, detail);
  else if (fewer.length >= 3 && shown === 1) add('different_photos', POINTS.fewSharedPhotos, detail);
  return { matched, rooms: sameRooms, of: fewer.length };
}

/**
 * Of the smaller listing's photos that are no copy of the other's (`unmatched`), how many show a room one of the
 * other's photos (not a copy already counted, `used`) shows from elsewhere: another shot of the same room. Each
 * photo of the other counts once. Only the first ROOM_PHOTOS of each listing are compared.
 */
function roomShots(
  unmatched: readonly number[],
  used: ReadonlySet<number>,
  fewer: readonly StoredRoomFeatures[],
  more: readonly StoredRoomFeatures[],
): number {
  const taken = new Set(used);
  let same = 0;
  for (const i of unmatched) {
    if (i >= ROOM_PHOTOS) break;
    const features = roomFeaturesOf(fewer[i]);
    if (!features) continue;
    for (let j = 0; j < Math.min(more.length, ROOM_PHOTOS); j++) {
      if (taken.has(j)) continue;
      const other = roomFeaturesOf(more[j]);
      if (other && compareRooms(features, other).same) {
        taken.add(j);
        same++;
        break;
      }
    }
  }
  return same;
}

/** Dice overlap of the word stems of the most alike pair of texts (any language field against any). */
export function descriptions(a: Set<string>[], b: Set<string>[], add: Add) {
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
export function statedArea(a: number[], b: number[], add: Add): 'same' | 'different' | null {
  if (a.length === 0 || b.length === 0) return null;
  const common = a.find((area) => b.includes(area));
  if (common !== undefined) {
    add('same_stated_area', 0, `${common} m² stated in both descriptions`);
    return 'same';
  }
  add('different_stated_area', 0, `the descriptions state ${a.join(', ')} and ${b.join(', ')} m²`);
  return 'different';
}
