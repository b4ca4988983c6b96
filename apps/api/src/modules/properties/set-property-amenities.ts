import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { amenities, propertyAmenities } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Replaces a listing's amenities with the given codes; an unknown code is a 422 naming it. */
export async function setPropertyAmenities(db: Db, propertyId: number, codes: string[]): Promise<void> {
  const unique = [...new Set(codes)];
  const found = unique.length
    ? await db
        .select({ id: amenities.id, code: amenities.code })
        .from(amenities)
        .where(inArray(amenities.code, unique))
    : [];
  const unknown = unique.filter((code) => !found.some((row) => row.code === code));
  if (unknown.length > 0) {
    throw AppError.validation(['body', 'amenities'], `Unknown amenities: ${unknown.join(', ')}`);
  }
  await db.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, propertyId));
  if (found.length > 0) {
    await db.insert(propertyAmenities).values(found.map((row) => ({ propertyId, amenityId: row.id })));
  }
}
