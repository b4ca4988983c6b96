import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/api/src/db/client';

/**
 * Grows the listings to `target` by copying the seeded base set with jitter: new ids, prices ±25 %, areas ±15 %,
 * pins moved up to ~500 m, dates spread over a year. The mix over districts, types, deals and prices stays the
 * demo generator's (realistic), and each copy keeps its photos and features. Runs in SQL, so 1M rows take seconds,
 * not the hour a row-by-row insert would.
 */
export async function growListings(db: Db, baseCount: number, target: number): Promise<void> {
  const current = await scalar(db, sql`select count(*)::int as value from properties`);
  if (current >= target) return;
  const maxId = await scalar(db, sql`select coalesce(max(id), 0)::int as value from properties`);
  const copies = Math.ceil((target - current) / baseCount);
  for (let copy = 0; copy < copies; copy++) {
    const offset = maxId + copy * baseCount;
    const remaining = target - current - copy * baseCount;
    const take = Math.min(baseCount, remaining);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into properties (
          id, owner_id, title, title_en, title_ru, description, description_en, description_ru, address,
          urban_area, city, state, zip_code, property_type, listing_type, is_new_building, bedrooms,
          bathrooms, square_feet, rooms, floor, total_floors, renovation_status, cadastral_code, yard_area,
          features, is_verified, latitude, longitude, contact_phone, price, currency, rent_amount,
          rent_amount_usd, security_deposit, lease_duration, year_built, parking_spaces, utilities_included,
          is_available, is_furnished, pets_allowed, smoking_allowed, status, views, photo_count, search_text,
          address_key, created_at, updated_at
        ) overriding system value
        select
          id + ${offset}, owner_id, title, title_en, title_ru, description, description_en, description_ru, address,
          urban_area, city, state, zip_code, property_type, listing_type, is_new_building, bedrooms, bathrooms,
          round((square_feet * (0.85 + random() * 0.3))::numeric, 1), rooms, floor, total_floors, renovation_status,
          cadastral_code, yard_area, features, is_verified,
          latitude + (random() - 0.5) * 0.009, longitude + (random() - 0.5) * 0.012, contact_phone,
          j.factor * price, currency, round((j.factor * rent_amount)::numeric, 2), round((j.factor * rent_amount_usd)::numeric, 2),
          security_deposit, lease_duration, year_built, parking_spaces, utilities_included, is_available, is_furnished,
          pets_allowed, smoking_allowed, status, (random() * 400)::int, photo_count, search_text,
          address_key, now() - random() * interval '365 days', now()
        from properties, lateral (select 0.75 + random() * 0.5 as factor) j
        where id <= ${take}
        order by id`);
      await tx.execute(sql`
        insert into property_images (property_id, image_url, caption, is_primary, order_index, media_name)
        select property_id + ${offset}, image_url, caption, is_primary, order_index, media_name
        from property_images where property_id <= ${take}`);
    });
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties))`,
  );
}

async function scalar(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ value: number }>(db, query);
  return row?.value ?? 0;
}
