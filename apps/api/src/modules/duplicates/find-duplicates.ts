import type { DuplicateMatch } from '@tbilisi/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { photoFingerprints, properties, propertyImages } from '../../db/schema';
import { cadastralDigits } from '../search/query-terms';
import { MIN_SHARED_BANDS, photoHashBands, sharedBands } from './candidate-keys';
import { positionIsExact, prepareCandidate, scoreDuplicatePair } from './score-pair';

/** The listing columns the score reads; the subject of a check has the same shape (before it is saved, no id). */
export const subjectColumns = {
  id: properties.id,
  ownerId: properties.ownerId,
  groupId: properties.groupId,
  status: properties.status,
  cadastralCode: properties.cadastralCode,
  address: properties.address,
  addressKey: properties.addressKey,
  state: properties.state,
  urbanArea: properties.urbanArea,
  latitude: properties.latitude,
  longitude: properties.longitude,
  propertyType: properties.propertyType,
  listingType: properties.listingType,
  floor: properties.floor,
  totalFloors: properties.totalFloors,
  squareFeet: properties.squareFeet,
  rooms: properties.rooms,
  bedrooms: properties.bedrooms,
  rentAmount: properties.rentAmount,
  description: properties.description,
  descriptionEn: properties.descriptionEn,
  descriptionRu: properties.descriptionRu,
};
type SubjectRow = { [K in keyof typeof subjectColumns]: (typeof subjectColumns)[K]['_']['data'] | null };
export type DuplicateSubject = Omit<SubjectRow, 'id' | 'ownerId' | 'groupId' | 'status'> & {
  id?: number;
  photoHashes: string[];
};

export interface FoundDuplicate extends DuplicateMatch {
  ownerId: number;
  groupId: number | null;
  isDuplicate: boolean;
}

/** Listings nearer than this (about 65 m each way in Tbilisi) are candidates when both have a pinned position: the
 * score counts pins up to 100 m apart as the same building (score-pair.ts). */
const NEAR_DEGREES = { latitude: 0.0006, longitude: 0.0008 };
/** Each index lookup brings at most this many candidates: a busy street or building is still bounded. */
const CANDIDATES_PER_KEY = 50;
/** Photos, ranked by the bands they share with the subject's, whose listings become candidates. */
const PHOTO_CANDIDATES = 40;
/** Pairs scoring at least this are kept for moderators as near-duplicates, even below the duplicate threshold. */
export const REVIEW_SCORE = 0.2;

/**
 * The active listings that may be the same property as `subject`, scored, best first. Candidates come only from
 * indexes (cadastral code, address key, position, photo hash bands), never from a scan, so a check costs the same
 * at 100k listings as at 1k (docs/duplicates.md). Returns pairs at or above REVIEW_SCORE.
 */
export async function findDuplicates(db: Db, subject: DuplicateSubject): Promise<FoundDuplicate[]> {
  const ids = await candidateIds(db, subject);
  if (ids.length === 0) return [];
  const [rows, hashes] = await Promise.all([
    db
      .select(subjectColumns)
      .from(properties)
      .where(and(inArray(properties.id, ids), eq(properties.status, 'active'))),
    photoHashesOf(db, ids),
  ]);
  const listing = prepareCandidate(subject);
  return rows
    .map((row) => {
      const { score, isDuplicate, reasons } = scoreDuplicatePair(listing, {
        ...row,
        photoHashes: hashes.get(row.id) ?? [],
      });
      return { id: row.id, ownerId: row.ownerId, groupId: row.groupId, score, isDuplicate, reasons };
    })
    .filter((match) => match.score >= REVIEW_SCORE || match.isDuplicate)
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

async function candidateIds(db: Db, subject: DuplicateSubject): Promise<number[]> {
  const active = sql`${properties.status} = 'active'`;
  const notSelf = subject.id === undefined ? sql`true` : sql`${properties.id} <> ${subject.id}`;
  const lookups: ReturnType<typeof sql>[] = [];

  const digits = subject.cadastralCode ? cadastralDigits(subject.cadastralCode) : '';
  if (digits.length >= 6) {
    lookups.push(sql`select ${properties.id} as id from ${properties}
      where regexp_replace(${properties.cadastralCode}, '[^0-9]', '', 'g') = ${digits} and ${active} and ${notSelf}
      limit ${CANDIDATES_PER_KEY}`);
  }
  if (subject.addressKey) {
    lookups.push(sql`select ${properties.id} as id from ${properties}
      where ${properties.addressKey} = ${subject.addressKey} and ${active} and ${notSelf}
      limit ${CANDIDATES_PER_KEY}`);
  }
  if (positionIsExact(subject)) {
    const { latitude, longitude } = subject as { latitude: number; longitude: number };
    lookups.push(sql`select ${properties.id} as id from ${properties}
      where ${properties.latitude} between ${latitude - NEAR_DEGREES.latitude} and ${latitude + NEAR_DEGREES.latitude}
        and ${properties.longitude} between ${longitude - NEAR_DEGREES.longitude}
                                        and ${longitude + NEAR_DEGREES.longitude}
        and ${active} and ${notSelf}
      limit ${CANDIDATES_PER_KEY}`);
  }
  const photoNames = await photosSharingBands(db, subject.photoHashes);
  if (photoNames.length > 0) {
    lookups.push(sql`select ${propertyImages.propertyId} as id from ${propertyImages}
      where ${inArray(propertyImages.mediaName, photoNames)} and ${propertyImages.propertyId} is not null
      limit ${CANDIDATES_PER_KEY}`);
  }
  if (lookups.length === 0) return [];
  const union = sql.join(
    lookups.map((lookup) => sql`(${lookup})`),
    sql` union `,
  );
  const rows = await queryRows<{ id: number }>(db, union);
  return rows.map((row) => Number(row.id)).filter((id) => id !== subject.id);
}

/**
 * The stored photos most like the subject's, by the hash bands they share: any two photos share a band now and then
 * (at 100k listings a photo meets hundreds by chance), copies of one picture share many, so the photos sharing the
 * most come first and chance collisions do not crowd real copies out. Counted here rather than in SQL, where
 * intersecting arrays row by row costs more than the lookup.
 */
async function photosSharingBands(db: Db, fingerprints: readonly string[]): Promise<string[]> {
  const bands = new Set(fingerprints.flatMap(photoHashBands));
  if (bands.size === 0) return [];
  const rows = await db
    .select({ name: photoFingerprints.name, bands: photoFingerprints.bands })
    .from(photoFingerprints)
    // The array behind a sub-select: given the list itself, the planner guesses that half the table overlaps it
    // (it has no statistics for rare band values) and scans every row; hidden, it takes the GIN index.
    .where(sql`${photoFingerprints.bands} && (select ${sql.param([...bands])}::int[])`);
  return rows
    .map((row) => ({ name: row.name, shared: sharedBands(bands, row.bands) }))
    .filter((row) => row.shared >= MIN_SHARED_BANDS)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, PHOTO_CANDIDATES)
    .map((row) => row.name);
}

/** Photo fingerprints of each listing, from the rows the photo pipeline wrote at upload. */
export async function photoHashesOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ propertyId: propertyImages.propertyId, fingerprint: photoFingerprints.fingerprint })
    .from(propertyImages)
    .innerJoin(photoFingerprints, eq(photoFingerprints.name, propertyImages.mediaName))
    .where(inArray(propertyImages.propertyId, ids));
  const byListing = new Map<number, string[]>();
  for (const { propertyId, fingerprint } of rows) {
    if (propertyId === null) continue;
    byListing.set(propertyId, [...(byListing.get(propertyId) ?? []), fingerprint]);
  }
  return byListing;
}
