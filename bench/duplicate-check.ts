import { propertyCreateSchema } from '@tbilisi/contracts';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { openDatabase, queryRows, type Database } from '../apps/api/src/db/client';
import { syncReferenceData } from '../apps/api/src/db/reference-data';
import { mediaFiles, photoFingerprints, properties, propertyImages, users } from '../apps/api/src/db/schema';
import { generateDemoListings } from '../apps/api/src/db/seed/demo-listings';
import { growListings } from './load-listings';
import { toPropertyValues } from '../apps/api/src/modules/properties/property-values';
import { photoHashBands } from '../apps/api/src/modules/duplicates/candidate-keys';
import {
  findDuplicates,
  photoHashesOf,
  subjectColumns,
} from '../apps/api/src/modules/duplicates/find-duplicates';
import { FINGERPRINT_LENGTH } from '../apps/api/src/modules/duplicates/perceptual-hash';

export interface CheckTiming {
  listings: number;
  database: string;
  samples: number;
  candidatesMedian: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

const BASE = 10_000;
const PHOTOS_PER_LISTING = 5;

/**
 * The time to check one listing against `size` active listings, as the api does on every save: candidates from the
 * indexes, their rows and photo fingerprints, and the score. The database holds the demo generator's 10k listings
 * (real streets, so address keys collide the way they do on a real street) grown to `size` by jittered copies, each
 * base listing with its own photo fingerprints (random, which share bands more often than real ones: pessimistic),
 * which the copies share, so every sample has about size/10k true candidates plus whatever shares its street or box.
 */
export async function measureCheckTime(options: {
  url: string;
  size: number;
  samples: number;
}): Promise<CheckTiming> {
  const database = await openDatabase({ url: options.url, pgliteDir: '' });
  try {
    await load(database, options.size);
    const ids = (
      await queryRows<{ id: number }>(
        database.db,
        sql`select id from properties order by random() limit ${options.samples}`,
      )
    ).map((row) => row.id);
    const times: number[] = [];
    const candidates: number[] = [];
    for (const id of ids) {
      const startedAt = performance.now();
      const [row] = await database.db
        .select(subjectColumns)
        .from(properties)
        .where(sql`${properties.id} = ${id}`);
      const matches = await findDuplicates(database.db, {
        ...row!,
        photoHashes: (await photoHashesOf(database.db, [id])).get(id) ?? [],
      });
      times.push(performance.now() - startedAt);
      candidates.push(matches.length);
    }
    times.sort((a, b) => a - b);
    candidates.sort((a, b) => a - b);
    const at = (q: number) =>
      Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
    return {
      listings: options.size,
      database: 'PostgreSQL 15 (local server)',
      samples: times.length,
      candidatesMedian: candidates[Math.floor(candidates.length / 2)] ?? 0,
      medianMs: at(0.5),
      p95Ms: at(0.95),
      maxMs: at(1),
    };
  } finally {
    await database.close();
  }
}

async function load(database: Database, size: number) {
  await database.migrate();
  await syncReferenceData(database.db);
  const db = database.db;
  const [poster] = await db
    .insert(users)
    .values({ email: 'timing@example.ge', passwordHash: '-', firstName: 'T', lastName: 'T' })
    .returning({ id: users.id });
  const listings = generateDemoListings(BASE, 7);
  for (let start = 0; start < BASE; start += 1000) {
    const batch = listings.slice(start, start + 1000);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(properties)
        .values(
          batch.map((listing) => {
            const input = propertyCreateSchema.parse(listing);
            return {
              ...toPropertyValues(input, undefined, 2.7),
              ownerId: poster!.id,
              title: input.title,
              address: input.address,
              city: input.city,
              state: input.state,
              propertyType: input.property_type,
              listingType: input.listing_type ?? 'sale',
              photoCount: PHOTOS_PER_LISTING,
            };
          }),
        )
        .returning({ id: properties.id });
      const photos = rows.flatMap((row) =>
        Array.from({ length: PHOTOS_PER_LISTING }, (_, order) => {
          const fingerprint = randomBytes(FINGERPRINT_LENGTH / 2).toString('hex');
          return { propertyId: row.id, order, name: randomBytes(16).toString('hex'), fingerprint };
        }),
      );
      await tx.insert(mediaFiles).values(
        photos.map((photo) => ({
          name: photo.name,
          width: 1280,
          height: 960,
          placeholder: '',
          variants: [],
        })),
      );
      await tx.insert(photoFingerprints).values(
        photos.map((photo) => ({
          name: photo.name,
          fingerprint: photo.fingerprint,
          bands: photoHashBands(photo.fingerprint),
        })),
      );
      await tx.insert(propertyImages).values(
        photos.map((photo) => ({
          propertyId: photo.propertyId,
          imageUrl: `/media/${photo.name}/1280.webp`,
          mediaName: photo.name,
          isPrimary: photo.order === 0,
          orderIndex: photo.order,
        })),
      );
    });
  }
  await growListings(db, BASE, size);
  await db.execute(sql`vacuum analyze`);
}
