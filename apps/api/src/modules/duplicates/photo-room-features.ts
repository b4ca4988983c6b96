import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoFingerprints, properties, propertyImages, users } from '../../db/schema';

/** A listing's photos' room features, aligned with find-duplicates.ts's photoHashesColumn (the subject of a check). */
export const roomFeaturesArray = sql<(string | null)[] | null>`array(
  select encode(fingerprints.room_features, 'base64') from ${propertyImages} as images
  join ${photoFingerprints} as fingerprints on fingerprints.name = images.media_name
  where images.property_id = ${properties}.id
  order by images.order_index, images.id)`;

/**
 * The room features of a candidate row's photos (media/room-features.ts), read with the row as base64 (null for a
 * photo without any), in the order of find-duplicates.ts's photoHashesColumn: the same join and the same order, so
 * the two arrays are aligned photo by photo. Read only for the candidates the score compares them for (an agent's
 * listing on either side, or another deal: score-pair.ts), since they are some 5 kB a photo; null for the others.
 */
export function photoRoomFeaturesColumn(subject: { posterRole: string | null; listingType: string | null }) {
  if (subject.posterRole === 'agent') return roomFeaturesArray;
  const otherDeal = subject.listingType
    ? sql`${properties.listingType} <> ${subject.listingType}`
    : sql`false`;
  return sql<(string | null)[] | null>`case when ${otherDeal} or (
      select poster.role from ${users} as poster where poster.id = ${properties}.owner_id) = 'agent'
    then ${roomFeaturesArray} end`;
}

/** A listing's photos as the duplicate check compares them: fingerprints and room features, aligned. */
export interface ComparedPhotos {
  photoHashes: string[];
  photoRoomFeatures: (Uint8Array | null)[];
}

/** Uploaded photos by name (a form's photos before its listing exists), in the order of the names given. */
export async function comparedPhotosByName(db: Db, names: readonly string[]): Promise<ComparedPhotos> {
  if (names.length === 0) return { photoHashes: [], photoRoomFeatures: [] };
  const rows = await db
    .select({
      name: photoFingerprints.name,
      fingerprint: photoFingerprints.fingerprint,
      roomFeatures: photoFingerprints.roomFeatures,
    })
    .from(photoFingerprints)
    .where(inArray(photoFingerprints.name, [...names]));
  const byName = new Map(rows.map((row) => [row.name, row]));
  const found = names.flatMap((name) => {
    const row = byName.get(name);
    return row ? [row] : [];
  });
  return {
    photoHashes: found.map((row) => row.fingerprint),
    photoRoomFeatures: found.map((row) => row.roomFeatures),
  };
}
