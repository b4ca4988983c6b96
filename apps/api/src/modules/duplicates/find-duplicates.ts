import { PROPERTY_TYPES, type DuplicateMatch } from '@tbilisi/contracts';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoFingerprints, properties, propertyImages, users } from '../../db/schema';
import { cadastralDigits } from '../listings/property-values';
import { addressKey } from '../../lib/address-key';
import { MIN_SHARED_BANDS } from './candidate-keys';
import { photoHashBands } from '../media/photo-fingerprint';
import { type Corroboration, differentKinds, prepareCandidate, scoreDuplicatePair } from './score-pair';
import { positionIsExact } from './pair-evidence';
import { cornerAddressKeys } from './corner-buildings';
import { photoRoomFeaturesColumn, roomFeaturesArray } from './photo-room-features';

/** The listing columns the score reads; the subject of a check has the same shape (before it is saved, no id). */
export const subjectColumns = {
  id: properties.id,
  ownerId: properties.ownerId,
  groupId: properties.groupId,
  status: properties.status,
  cadastralCode: properties.cadastralCode,
  streetId: properties.streetId,
  unitCadastralCode: properties.unitCadastralCode,
  flatNumber: properties.flatNumber,
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
export type DuplicateSubject = Omit<
  SubjectRow,
  'id' | 'ownerId' | 'groupId' | 'status' | 'unitCadastralCode' | 'flatNumber' | 'streetId'
> & {
  id?: number;
  /** the street picked from the taxonomy for its address (left out: none) */
  streetId?: string | null;
  /** the flat's private identity, from the form's fields (left out: not given) */
  unitCadastralCode?: string | null;
  flatNumber?: string | null;
  photoHashes: string[];
  /** the role of who posts it (an agent's re-post is scored as one, score-pair.ts) */
  posterRole: string | null;
  /** its building's other addresses on a known corner (corner-buildings.ts), as address keys: read by the check */
  cornerAddresses?: readonly string[];
};

export interface FoundDuplicate extends DuplicateMatch {
  ownerId: number;
  posterRole: string | null;
  listingType: string | null;
  groupId: number | null;
  isDuplicate: boolean;
  corroboration: Corroboration | null;
  flatFactsAgree: boolean;
}

/** Digits of a parcel's cadastral code; a unit's code has more. */
const PARCEL_DIGITS = 12;
/** Listings nearer than this (about 65 m each way in Tbilisi) are candidates when both have a pinned position: the
 * score counts pins up to 100 m apart as the same building (score-pair.ts). */
const NEAR_DEGREES = { latitude: 0.0006, longitude: 0.0008 };
/** Each index lookup brings at most this many candidates: a busy street or building is still bounded. */
const CANDIDATES_PER_KEY = 50;
/** Of a key's limit, the share given to listings of other deals than the subject's (a flat's sale and rental). */
const OTHER_DEALS_SHARE = 0.4;
/** Listings of a street looked up for an address without a house number: those closest in area. */
const STREET_CANDIDATES = 20;
/** Areas further apart than this are a contradiction in the score (score-pair.ts `area_different`). */
const AREA_CONTRADICTS = 0.15;
/** Photos, ranked by the bands they share with the subject's, whose listings become candidates. */
const PHOTO_CANDIDATES = 40;
/** Pairs scoring at least this are kept for moderators as near-duplicates, even below the duplicate threshold. */
export const REVIEW_SCORE = 0.2;

/**
 * The active listings that may be the same property as `subject`, scored, best first. Candidates come only from
 * indexes (cadastral code, address key, position, photo hash bands), never from a scan, so a check costs the same
 * at 100k listings as at 1k (docs/duplicates.md). Returns pairs at or above REVIEW_SCORE.
 *
 * One statement gathers the candidates of every key, the building's other addresses on a known corner, and reads
 * the candidates' rows with their photo fingerprints: a check inside a write's transaction is one round trip.
 */
export async function findDuplicates(
  db: Db,
  subject: DuplicateSubject,
  { privateIdentity = true }: { privateIdentity?: boolean } = {},
): Promise<FoundDuplicate[]> {
  // Without the private identity (a check before publishing, which anyone signed in may send), other listings'
  // unit codes and flat numbers are neither looked up nor compared: the answer must not reveal them to a guesser.
  const identity = privateIdentity ? {} : { unitCadastralCode: null, flatNumber: null };
  const checked: DuplicateSubject = { ...subject, ...identity };
  const query = duplicateCandidatesQuery(db, checked);
  if (!query) return [];
  const rows = await query;
  // The corner's other addresses came with every row (the same sub-select): the score names a corner by them.
  const listing = prepareCandidate({ ...checked, cornerAddresses: rows[0]?.cornerAddresses ?? [] });
  return rows
    .map((row) => {
      const candidate = privateIdentity ? row : { ...row, unitCadastralCode: null, flatNumber: null };
      const { score, isDuplicate, reasons, corroboration, flatFactsAgree } = scoreDuplicatePair(listing, {
        ...candidate,
        cornerAddresses: undefined,
        photoHashes: row.photoHashes ?? [],
      });
      const { id, ownerId, posterRole, groupId, listingType } = row;
      return {
        ...{ id, ownerId, posterRole, groupId, listingType },
        ...{ score, isDuplicate, corroboration, flatFactsAgree, reasons },
      };
    })
    .filter((match) => match.score >= REVIEW_SCORE || match.isDuplicate)
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * The check's one statement (exported for bench/duplicate-check.ts, which explains it): the candidates' rows with
 * their photos' fingerprints, their poster's role and the subject's corner addresses; null without a key.
 */
export function duplicateCandidatesQuery(db: Db, subject: DuplicateSubject) {
  const corner = cornerAddressKeys(subject);
  const candidates = candidateIds(subject, corner);
  if (!candidates) return null;
  // An uncorrelated sub-select: run once for the statement, not per row.
  const cornerAddresses = corner
    ? sql<string[] | null>`array(${corner})`
    : sql<string[] | null>`null::text[]`;
  return db
    .select({
      ...subjectColumns,
      photoHashes: photoHashesColumn,
      photoRoomFeatures: photoRoomFeaturesColumn(subject),
      posterRole: posterRoleColumn,
      cornerAddresses,
    })
    .from(properties)
    .where(sql`${properties.id} in (${candidates})`);
}

/** A listing as the check reads it, with its photos' fingerprints, in one query; undefined when there is none. */
export async function loadDuplicateSubject(
  db: Db,
  id: number,
): Promise<
  (DuplicateSubject & Pick<SubjectRow, 'ownerId' | 'groupId' | 'status'> & { id: number }) | undefined
> {
  const [row] = await db
    .select({
      ...subjectColumns,
      photoHashes: photoHashesColumn,
      photoRoomFeatures: roomFeaturesArray,
      posterRole: posterRoleColumn,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row && { ...row, photoHashes: row.photoHashes ?? [] };
}

/**
 * The fingerprints of a listing row's photos, in their order, read with the row. Spelled out with aliases: drizzle
 * writes the columns of a one-table select's fields without their table, which inside this sub-query would name
 * property_images.id.
 */
const photoHashesColumn = sql<string[] | null>`array(
  select fingerprints.fingerprint from ${propertyImages} as images
  join ${photoFingerprints} as fingerprints on fingerprints.name = images.media_name
  where images.property_id = ${properties}.id
  order by images.order_index, images.id)`;

/** The role of the listing's poster, read with the row (aliased for the same reason as photoHashesColumn). */
const posterRoleColumn = sql<string | null>`(
  select poster.role from ${users} as poster where poster.id = ${properties}.owner_id)`;

/**
 * The ids of the candidates, as one SQL query (a union of one lookup per key, each limited), or null without a
 * key. Listings the score rules out whatever they share (another kind of property) are left out
 * before each key's limit, so a busy street's limit is spent on listings that can match.
 *
 * Each key's lookup reads the subject's own deal, so sixty rentals in a block do not crowd out its one sale; the
 * other deals (a flat's sale and its rental, decision 026) get one lookup across the building, street and position
 * keys with a limit of their own (decision 029: a lookup per key and deal cost more than the rest of the check).
 */
function candidateIds(subject: DuplicateSubject, cornerKeys: SQL | null): SQL | null {
  const conditions = [sql`${properties.status} = 'active'`];
  if (subject.id !== undefined) conditions.push(sql`${properties.id} <> ${subject.id}`);
  // Other deals stay: a sale and a rental of one flat are two offers of one property (decision 026).
  const ruledOutTypes = typesRuledOut(subject.propertyType);
  if (ruledOutTypes.length > 0) conditions.push(notInArray(properties.propertyType, ruledOutTypes));
  const eligible = and(...conditions)!;
  const deal = subject.listingType ? sql`${properties.listingType} = ${subject.listingType}` : null;
  const sameDeal = deal ? sql`${eligible} and ${deal}` : eligible;
  const lookups: SQL[] = [];
  // What each key matches, for the other deals' one lookup, and how near it puts a listing: the building first.
  const keyed: { match: SQL; rank: number }[] = [];

  const digits = subject.cadastralCode ? cadastralDigits(subject.cadastralCode) : '';
  if (digits.length >= 6) {
    lookups.push(sql`select ${properties.id} from ${properties}
      where regexp_replace(${properties.cadastralCode}, '[^0-9]', '', 'g') = ${digits} and ${eligible}
      limit ${CANDIDATES_PER_KEY}`);
  }
  // The flat's own code: the same unit typed in either field (the form's private one, or the public one).
  const unitDigits = [
    digits,
    subject.unitCadastralCode ? cadastralDigits(subject.unitCadastralCode) : '',
  ].filter((code, i, all) => code.length > PARCEL_DIGITS && all.indexOf(code) === i);
  for (const unit of unitDigits) {
    lookups.push(sql`select ${properties.id} from ${properties}
      where regexp_replace(${properties.unitCadastralCode}, '[^0-9]', '', 'g') = ${unit} and ${eligible}
      limit ${CANDIDATES_PER_KEY}`);
    if (unit !== digits)
      lookups.push(sql`select ${properties.id} from ${properties}
        where regexp_replace(${properties.cadastralCode}, '[^0-9]', '', 'g') = ${unit} and ${eligible}
        limit ${CANDIDATES_PER_KEY}`);
  }
  const byKey = (match: SQL, rank: number, limit = CANDIDATES_PER_KEY) => {
    lookups.push(
      sql`select ${properties.id} from ${properties} where ${match} and ${sameDeal} limit ${limit}`,
    );
    keyed.push({ match, rank });
  };
  // Its own address, and on a known corner the building's other one.
  if (subject.addressKey) byKey(sql`${properties.addressKey} = ${subject.addressKey}`, 0);
  // An array of the sub-select, not `in (…)`: the other deals' lookup ORs it with the other keys, and an OR of index
  // conditions is a bitmap of index scans only when each side is one.
  if (cornerKeys) byKey(sql`${properties.addressKey} = any(array(${cornerKeys}))`, 0);
  // One of two addresses may leave the house number out: with a house, the street's listings that name none; without
  // one, the street's listings whose area could be the flat's (more than 15 % apart contradicts a duplicate), those
  // closest in area first: a long street holds over a thousand listings at 100k.
  const address = subject.address ? addressKey(subject.address, subject) : null;
  let closestInArea: SQL | null = null;
  if (address?.street && address.house) {
    byKey(sql`${properties.addressKey} = ${address.street}`, 1);
  } else if (address?.street && subject.squareFeet) {
    const area = subject.squareFeet;
    const onStreet = sql`${properties.addressKey} like ${`${escapeLike(address.street)} %`}
      and ${properties.squareFeet} between ${area * (1 - AREA_CONTRADICTS)} and ${area / (1 - AREA_CONTRADICTS)}`;
    closestInArea = sql`abs(${properties.squareFeet} - ${area})`;
    lookups.push(sql`select ${properties.id} from ${properties}
      where ${onStreet} and ${sameDeal}
      order by ${closestInArea}, ${properties.id}
      limit ${STREET_CANDIDATES}`);
    keyed.push({ match: onStreet, rank: 2 });
  }
  if (positionIsExact(subject)) {
    const { latitude, longitude } = subject as { latitude: number; longitude: number };
    byKey(
      sql`${properties.latitude} between ${latitude - NEAR_DEGREES.latitude} and ${latitude + NEAR_DEGREES.latitude}
      and ${properties.longitude} between ${longitude - NEAR_DEGREES.longitude}
                                      and ${longitude + NEAR_DEGREES.longitude}`,
      1,
    );
  }
  if (deal && keyed.length > 0) {
    // Every key's other-deal listings in one bitmap of index scans; those of the building first, then the street's
    // and the block's (closest in area on a street without a house number).
    const nearness = sql`case ${sql.join(
      keyed.map(({ match, rank }) => sql`when ${match} then ${sql.raw(String(rank))}`),
      sql` `,
    )} end`;
    lookups.push(sql`select ${properties.id} from ${properties}
      where (${sql.join(
        keyed.map(({ match }) => sql`(${match})`),
        sql` or `,
      )}) and ${eligible} and not (${deal})
      order by ${nearness},${closestInArea ? sql` ${closestInArea},` : sql``} ${properties.id}
      limit ${Math.ceil(CANDIDATES_PER_KEY * OTHER_DEALS_SHARE)}`);
  }
  const photos = photosSharingBands(subject.photoHashes);
  if (photos) {
    // Listings, not photos, up to the limit: those showing the most of the photos first (a picture on many
    // listings, a developer's render, would otherwise fill the limit with a few listings' photos).
    lookups.push(sql`select ${properties.id} from ${propertyImages}
      join ${properties} on ${properties.id} = ${propertyImages.propertyId}
      where ${propertyImages.mediaName} in (${photos}) and ${eligible}
      group by ${properties.id}
      order by count(*) desc, ${properties.id}
      limit ${CANDIDATES_PER_KEY}`);
  }
  if (lookups.length === 0) return null;
  return sql.join(
    lookups.map((lookup) => sql`(${lookup})`),
    sql` union `,
  );
}

/**
 * The names of the stored photos most like the subject's, by the hash bands they share, as a sub-query: any two
 * photos share a band now and then (at 100k listings a photo meets hundreds by chance), copies of one picture
 * share many, so the photos sharing at least MIN_SHARED_BANDS are kept, those sharing the most first, and chance
 * collisions neither crowd real copies out nor travel to the api (counted in SQL: of ~750 photos a check meets at
 * 100k listings, a handful are kept).
 */
function photosSharingBands(fingerprints: readonly string[]): SQL | null {
  const bands = [...new Set(fingerprints.flatMap(photoHashBands))];
  if (bands.length === 0) return null;
  const lookedUp = sql`${sql.param(bands)}::int[]`;
  return sql`select name from (
      select ${photoFingerprints.name} as name,
        (select count(*) from unnest(${photoFingerprints.bands}) as band where band = any(${lookedUp})) as shared
      from ${photoFingerprints}
      -- The array behind a sub-select: given the list itself, the planner guesses that half the table overlaps it
      -- (it has no statistics for rare band values) and scans every row; hidden, it takes the GIN index.
      where ${photoFingerprints.bands} && (select ${lookedUp})
    ) as met
    where shared >= ${MIN_SHARED_BANDS}
    order by shared desc, name
    limit ${PHOTO_CANDIDATES}`;
}

/**
 * Property types that the score rules out as the same property whatever else two listings share (a flat is not a
 * shop), for the lookup to leave out: the score's own veto, so the lookup follows the rules.
 */
export function typesRuledOut(value: string | null): string[] {
  if (!value) return [];
  return PROPERTY_TYPES.filter((other) => differentKinds(value, other));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Photo fingerprints of each listing, from the rows the photo pipeline wrote at upload. */
export async function photoHashesOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ propertyId: propertyImages.propertyId, fingerprint: photoFingerprints.fingerprint })
    .from(propertyImages)
    .innerJoin(photoFingerprints, eq(photoFingerprints.name, propertyImages.mediaName))
    .where(inArray(propertyImages.propertyId, ids))
    .orderBy(propertyImages.propertyId, propertyImages.orderIndex, propertyImages.id);
  const byListing = new Map<number, string[]>();
  for (const { propertyId, fingerprint } of rows) {
    if (propertyId === null) continue;
    byListing.set(propertyId, [...(byListing.get(propertyId) ?? []), fingerprint]);
  }
  return byListing;
}
