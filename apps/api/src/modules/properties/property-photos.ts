import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyImages } from '../../db/schema';

/** A listing's photos, in no particular order. */
export async function imagesOf(db: Db, propertyId: number) {
  return db.select().from(propertyImages).where(eq(propertyImages.propertyId, propertyId));
}

/** Marks the listing changed and returns its row. */
export async function touchProperty(db: Db, propertyId: number) {
  const [property] = await db
    .update(properties)
    .set({ updatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning();
  return property!;
}
