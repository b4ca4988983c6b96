import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { ListingForMail } from './alert-mail';

export async function loadListingForMail(db: Db, id: number): Promise<ListingForMail | undefined> {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      titleEn: properties.titleEn,
      titleRu: properties.titleRu,
      price: properties.price,
      currency: properties.currency,
      address: properties.address,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}
