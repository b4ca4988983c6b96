import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { properties, propertyImages, uploads } from '../../db/schema';

/**
 * Which of these photos the user may put on a listing: their own uploads, and photos already on another listing of
 * theirs. A photo is named by its content, so an owner who offers a flat for sale and for rent uploads the same
 * pictures twice and gets the same names: the first listing took the uploads, and the second must still be allowed
 * them. The other listing's photo rows are locked (`for share`) until the caller's transaction ends, so that listing
 * cannot drop the photo meanwhile and let the clean-up remove files the new row points at. Run inside a transaction.
 */
export async function heldPhotoNames(options: {
  db: Db;
  actorId: number;
  names: string[];
}): Promise<Set<string>> {
  const { db, actorId, names } = options;
  if (names.length === 0) return new Set();
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  const uploaded = await queryRows<{ name: string }>(
    db,
    sql`select name from ${uploads} where uploader_id = ${actorId} and name in (${list})`,
  );
  const onOwnListings = await queryRows<{ name: string }>(
    db,
    sql`select media_name as name from ${propertyImages}
        where media_name in (${list})
          and property_id in (select id from ${properties} where owner_id = ${actorId})
        for share`,
  );
  return new Set([...uploaded, ...onOwnListings].map((row) => row.name));
}
