import { addressKey, keyText } from '../../lib/address-key';
import { photoHashBands, photoHashBandsToSearch } from '../media/photo-fingerprint';
import { type DuplicateCandidateListing } from './score-pair';
import { positionIsExact } from './pair-evidence';

/**
 * Exact-match keys under which a listing is indexed, so the listings that may be its duplicates are found by a
 * few index lookups instead of a scan, whatever the number of listings. A pair that shares no key is never
 * scored; `npm run eval:duplicates` reports how many true duplicates that loses.
 */

/** Side of a geo cell in metres: two pins of one building (hand-placed, tens of metres apart) share a cell or touch. */
const GEO_CELL_METRES = 150;
// Tbilisi lies at 41.7° N: a degree of longitude is cos(41.7°) of a degree of latitude. A fixed factor keeps cell
// ids stable everywhere the marketplace operates (a cell is then ~150 × 150 m from 41° to 42.5°).
const METRES_PER_DEGREE_LAT = 111_320;
const METRES_PER_DEGREE_LNG = 111_320 * Math.cos((41.72 * Math.PI) / 180);

/** The id of the ~150 m grid cell of a position: "row:column". */
export function geoCell(latitude: number, longitude: number): string {
  const row = Math.floor((latitude * METRES_PER_DEGREE_LAT) / GEO_CELL_METRES);
  const column = Math.floor((longitude * METRES_PER_DEGREE_LNG) / GEO_CELL_METRES);
  return `${row}:${column}`;
}

/**
 * The cell of a position and its eight neighbours: index each listing under its own cell, look up a new one under
 * these nine, and every listing within 150 m is found.
 */
export function geoCellsAround(latitude: number, longitude: number): string[] {
  const [row, column] = geoCell(latitude, longitude).split(':').map(Number) as [number, number];
  const cells: string[] = [];
  for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) cells.push(`${row + dr}:${column + dc}`);
  return cells;
}

/**
 * A copy of a picture shares several bands across its hashes (whole picture and crops); two unrelated photos share
 * one by chance (one in 65,536 per band), which at 100k listings happens to hundreds of photos per check.
 */
export const MIN_SHARED_BANDS = 2;

/** How many of a stored photo's bands (photoHashBands) are among the bands looked up. */
export function sharedBands(lookedUp: ReadonlySet<number>, stored: readonly number[]): number {
  return stored.filter((band) => lookedUp.has(band)).length;
}

export interface CandidateKeys {
  /** digits of the cadastral code, or null without one (at least 12 digits: the parcel) */
  cadastralDigits: string | null;
  /** its first 12 digits, the parcel: the flats of one building share it */
  cadastralParcel: string | null;
  /** digits of the unit's own cadastral code (the private field's, else a unit code in the public one), or null */
  unitCadastralDigits: string | null;
  /** addressKeyText: street and house in folded Latin, or null without a street */
  addressKey: string | null;
  /**
   * The street alone, to look up when one of two addresses leaves the house number out: an address without one
   * looks up every key of its street (`street %`), an address with one the street's key without a house.
   */
  street: string | null;
  hasHouse: boolean;
  /** the listing's own cell, when it has its own pin (a neighbourhood centre would put hundreds in one cell) */
  geoCell: string | null;
  /** the cells to look up for this listing: its cell and the eight around it */
  geoCellsToSearch: string[];
  /** bands to index for the listing's photos (photoHashBands of each) */
  photoHashBands: number[];
  /** bands to look up for them (photoHashBandsToSearch of each) */
  photoHashBandsToSearch: number[];
}

export function candidateKeys(listing: DuplicateCandidateListing): CandidateKeys {
  const digits = listing.cadastralCode?.replace(/\D/g, '') ?? '';
  const unitDigits = listing.unitCadastralCode?.replace(/\D/g, '') ?? '';
  const address = listing.address ? addressKey(listing.address, listing) : null;
  const key = address ? keyText(address) : '';
  const exact = positionIsExact(listing);
  const bands = (of: (photo: string) => number[]) => [
    ...new Set(
      listing.photoHashes.flatMap((photo) => {
        try {
          return of(photo);
        } catch {
          return [];
        }
      }),
    ),
  ];
  return {
    cadastralDigits: digits.length >= 12 ? digits : null,
    cadastralParcel: digits.length >= 12 ? digits.slice(0, 12) : null,
    unitCadastralDigits: unitDigits.length > 12 ? unitDigits : digits.length > 12 ? digits : null,
    addressKey: key || null,
    street: address?.street || null,
    hasHouse: Boolean(address?.house),
    geoCell: exact ? geoCell(listing.latitude!, listing.longitude!) : null,
    geoCellsToSearch: exact ? geoCellsAround(listing.latitude!, listing.longitude!) : [],
    photoHashBands: bands(photoHashBands),
    photoHashBandsToSearch: bands(photoHashBandsToSearch),
  };
}
