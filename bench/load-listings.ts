import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/api/src/db/client';

/**
 * Grows the listings to `target` by copying the seeded base set with jitter: new ids, prices ±25 %, areas ±15 %,
 * pins moved up to ~500 m, dates spread over a year. The mix over districts, types, deals and prices stays the
 * demo generator's (realistic), each copy keeps its photos and features, and the copies are spread over many posters
 * (ensureBenchPosters). Runs in SQL, so 1M rows take seconds,
 * not the hour a row-by-row insert would.
 */
export async function growListings(db: Db, baseCount: number, target: number): Promise<void> {
  const current = await scalar(db, sql`select count(*)::int as value from properties`);
  if (current >= target) return;
  const maxId = await scalar(db, sql`select coalesce(max(id), 0)::int as value from properties`);
  const copies = Math.ceil((target - current) / baseCount);
  const posters = await ensureBenchPosters(db, Math.ceil(target / LISTINGS_PER_POSTER));
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
          id + ${offset}, ${posters.first} + (id + ${offset}) % ${posters.count}, title, title_en, title_ru, description, description_en, description_ru, address,
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
  // Every live listing has its freshness period, as the form's writes give it: without them the api's first hourly
  // freshness run would start a million of them during the measurement.
  await db.execute(sql`
    insert into listing_freshness (property_id, confirmed_at, expires_at, link_nonce)
    select id, now(), now() + case when listing_type in ('rent', 'daily_rent')
        then interval '30 days' else interval '60 days' end, md5(random()::text || id::text)
    from properties where status = 'active'
    on conflict do nothing`);
}

/**
 * A marketplace of a million listings has about a hundred thousand posters, not the demo's handful: each copy is
 * posted by one of these (8 listings a poster on average), so counts per poster stay what they would be.
 */
const LISTINGS_PER_POSTER = 8;

async function ensureBenchPosters(db: Db, count: number): Promise<{ first: number; count: number }> {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone, role)
    select 'bench-poster-' || n || '@example.ge', '!', 'Bench', 'Poster ' || n, '+995 555 00 00 00',
      case when n % 5 = 0 then 'agent' else 'owner' end
    from generate_series(1, ${count}) as n
    on conflict do nothing`);
  const first = await scalar(
    db,
    sql`select min(id)::int as value from users where email like 'bench-poster-%'`,
  );
  return { first, count };
}

async function scalar(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ value: number }>(db, query);
  return row?.value ?? 0;
}
