import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { ListingForMail } from './alert-mail';

const forMail = {
  id: properties.id,
  title: properties.title,
  titleEn: properties.titleEn,
  titleRu: properties.titleRu,
  price: properties.price,
  currency: properties.currency,
  address: properties.address,
};

export async function loadListingForMail(db: Db, id: number): Promise<ListingForMail | undefined> {
  const [row] = await db.select(forMail).from(properties).where(eq(properties.id, id));
  return row;
}

/** Several listings at once (a batch of alerts, a digest), by id; a listing since deleted is absent. */
export async function loadListingsForMail(db: Db, ids: number[]): Promise<Map<number, ListingForMail>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select(forMail).from(properties).where(inArray(properties.id, unique))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}
