import { AMENITIES } from '@tbilisi/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { amenities } from './schema';

/** The amenity catalogue is reference data: kept in step with packages/contracts at every start. */
export async function syncReferenceData(db: Db): Promise<void> {
  await db
    .insert(amenities)
    .values(AMENITIES.map((a) => ({ code: a.code, name: a.name_ka, nameEn: a.name_en, nameRu: a.name_ru })))
    .onConflictDoUpdate({
      target: amenities.code,
      set: { name: sql`excluded.name`, nameEn: sql`excluded.name_en`, nameRu: sql`excluded.name_ru` },
    });
}
