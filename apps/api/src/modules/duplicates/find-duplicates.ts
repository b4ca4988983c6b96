import type { DuplicateMatch } from '@tbilisi/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { mediaFiles, properties, propertyImages } from '../../db/schema';
import { cadastralDigits } from '../search/query-terms';
import { photoHashBands } from './candidate-keys';
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

/** Listings nearer than this (about 170 m each way in Tbilisi) are candidates when both have a pinned position. */
const NEAR_DEGREES = { latitude: 0.0015, longitude: 0.002 };
/** Each index lookup brings at most this many candidates: a busy street or building is still bounded. */
const CANDIDATES_PER_KEY = 100;
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
  const bands = [...new Set(subject.photoHashes.flatMap(photoHashBands))];
  if (bands.length > 0) {
    lookups.push(sql`select distinct ${propertyImages.propertyId} as id from ${propertyImages}
      join ${mediaFiles} on ${mediaFiles.name} = ${propertyImages.mediaName}
      where ${mediaFiles.phashBands} && ${sql.param(bands)}::int[] and ${propertyImages.propertyId} is not null
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

/** Photo hashes of each listing, from the rows the photo pipeline wrote at upload. */
export async function photoHashesOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ propertyId: propertyImages.propertyId, phash: mediaFiles.phash })
    .from(propertyImages)
    .innerJoin(mediaFiles, eq(mediaFiles.name, propertyImages.mediaName))
    .where(inArray(propertyImages.propertyId, ids));
  const byListing = new Map<number, string[]>();
  for (const { propertyId, phash } of rows) {
    if (propertyId === null || !phash) continue;
    byListing.set(propertyId, [...(byListing.get(propertyId) ?? []), phash]);
  }
  return byListing;
}
