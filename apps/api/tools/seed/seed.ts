import { propertyCreateSchema } from '@tbilisi/contracts';
import { inArray, sql } from 'drizzle-orm';
import { AppError } from '../../src/lib/errors';
import type { MediaStorage } from '../../src/lib/storage';
import { hashPassword } from '../../src/modules/auth/passwords';
import { assignPropertyGroup } from '../../src/modules/duplicates/assign-property-group';
import { photoView } from '../../src/lib/photo-view';
import { storePhotos, type StoredPhoto } from '../../src/modules/media/store-photos';
import { toPropertyValues } from '../../src/modules/listings/property-values';
import type { Db } from '../../src/db/client';
import { properties, propertyImages, propertyViews, users } from '../../src/db/schema';
import { generateDemoHistory, generateDemoListings, type DemoListing } from './demo-listings';
import { renderDemoPhoto, type DemoPhotoKind } from './demo-photos';
import { seedDemoAgency } from './demo-agency';
import { postUnderOwnOrganisation, seedDemoProjects } from './demo-projects';

export const DEMO_ACCOUNT = { email: 'demo@sakhli.ge', password: 'sakhli-demo-2026' } as const;

// Listings are spread over a few posters of each kind so the "owner only" and "developer only" filters have data.
const POSTERS = [
  {
    email: DEMO_ACCOUNT.email,
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    role: 'owner',
    phone: '+995 555 12 34 56',
  },
  {
    email: 'agent@sakhli.ge',
    firstName: 'Giorgi',
    lastName: 'Kapanadze',
    role: 'agent',
    phone: '+995 577 22 33 44',
  },
  {
    email: 'developer@sakhli.ge',
    firstName: 'Archi',
    lastName: 'Group',
    role: 'developer',
    phone: '+995 322 10 20 30',
  },
  {
    email: 'owner@sakhli.ge',
    firstName: 'Лев',
    lastName: 'Иванов',
    role: 'owner',
    phone: '+995 599 87 65 43',
  },
] as const;

const PHOTO_VARIANTS_PER_KIND = 6;

export interface SeedOptions {
  count: number;
  rateUsdGel: number;
  /**
   * Past listings to add as well: posted over the last two years and taken down since (no photos or views), so the
   * price statistics have a history (seedDemoHistory).
   */
  history?: number;
  /** Seed only when there is no listing yet (what `npm start` does). */
  onlyIfEmpty?: boolean;
  seed?: number;
  /**
   * Back each listing's view counter with real view rows (default): about 570 rows a listing, which a benchmark that
   * only searches (on the embedded database, where 10k listings' rows take minutes) can leave out.
   */
  viewRows?: boolean;
}

/**
 * Demo posters, listings in three languages and photos drawn in-process (no downloads). Photos come from a small
 * pool rendered once, so seeding stays quick; listings are validated by the same rules as the api's.
 */
export async function seedDemoData(db: Db, storage: MediaStorage, options: SeedOptions) {
  if (options.onlyIfEmpty) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
    if ((row?.n ?? 0) > 0) return undefined;
  }
  const posterIds = await ensurePosters(db);
  const photoPool = await renderPhotoPool(db, storage);

  const listings = generateDemoListings(options.count, options.seed ?? 1);
  const created: CreatedListing[] = [];
  const BATCH = 500;
  for (let start = 0; start < listings.length; start += BATCH) {
    const batch = listings.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(properties)
        .values(batch.map((listing, i) => toRow(listing, posterIds, start + i, options.rateUsdGel)))
        .returning({ id: properties.id });
      const images = rows.flatMap((row, i) =>
        batch[i]!.photo_kinds.map((kind, order) => {
          const pool = photoPool.get(kind as DemoPhotoKind)!;
          const photo = pool[(row.id + order) % pool.length]!;
          return {
            propertyId: row.id,
            imageUrl: photoView(photo).url,
            mediaName: photo.name,
            isPrimary: order === 0,
            orderIndex: order,
          };
        }),
      );
      if (images.length) await tx.insert(propertyImages).values(images);
      rows.forEach((row, i) =>
        created.push({
          id: row.id,
          listing: batch[i]!,
          index: start + i,
          images: images.filter((image) => image.propertyId === row.id),
        }),
      );
      // Each listing's view counter is backed by real view rows spread over the days since it was posted, so the
      // dashboard's totals and its per-day chart tell the same story.
      if (options.viewRows === false) return;
      await tx.execute(sql`
        insert into ${propertyViews} (property_id, visitor_key, day)
        select listing.id, 'demo:' || n, current_date - floor(random() * (listing.days + 1))::int
        from unnest(
          ${sql.param(rows.map((row) => row.id))}::int[],
          ${sql.param(batch.map((listing) => listing.views))}::int[],
          ${sql.param(batch.map((listing) => Math.min(listing.days_ago, 120)))}::int[]
        ) as listing(id, views, days),
        generate_series(1, listing.views) as n`);
    });
  }
  const reposts = await repostSomeListings(db, created, posterIds, options.rateUsdGel);
  // New-building projects of the demo developer (developer@sakhli.ge), once.
  await seedDemoProjects({
    db,
    storage,
    developerId: posterIds[2]!,
    exteriorPhotos: photoPool.get('exterior') ?? [],
    rateUsdGel: options.rateUsdGel,
  });
  await seedDemoAgency(db, posterIds[1]!);
  for (const companyMember of [posterIds[1]!, posterIds[2]!])
    await postUnderOwnOrganisation(db, companyMember);
  const history = options.history
    ? await seedDemoHistory(db, {
        count: options.history,
        seed: options.seed,
        rateUsdGel: options.rateUsdGel,
      })
    : 0;
  return { listings: listings.length + reposts, history };
}

/** The account past demo listings belong to, so that no demo poster's dashboard fills with thousands of them. */
const HISTORY_POSTER = {
  email: 'market-history@sakhli.ge',
  firstName: 'Market',
  lastName: 'History',
  role: 'agent',
  phone: '+995 322 00 00 00',
} as const;

/**
 * Past listings: posted over the last two years and taken down since (inactive, no photos, views or search text, as
 * search never reads them), so price statistics and the estimate have a history with district levels and a trend.
 * `npm start` runs it in the background after the api is up, so the first start is no slower.
 */
export async function seedDemoHistory(
  db: Db,
  options: { count: number; seed?: number; rateUsdGel: number },
): Promise<number> {
  const [ownerId] = await ensurePosters(db, [HISTORY_POSTER]);
  const history = generateDemoHistory(options.count, (options.seed ?? 1) + 1);
  const BATCH = 500;
  for (let start = 0; start < history.length; start += BATCH) {
    const batch = history.slice(start, start + BATCH);
    await db.insert(properties).values(
      batch.map((listing, i) => ({
        ...toRow(listing, [ownerId!], start + i, options.rateUsdGel),
        photoCount: 0,
        searchText: '',
      })),
    );
  }
  return history.length;
}

interface CreatedListing {
  id: number;
  listing: DemoListing;
  index: number;
  images: (typeof propertyImages.$inferInsert)[];
}

/** One demo listing in this many is posted again by an agent, as happens to most good flats in Tbilisi. */
const REPOST_EVERY = 15;

/**
 * What the marketplace sees every day: an agent re-posts an owner's flat with the owner's photos and a slightly lower
 * price. Each repost goes through the same duplicate check as a listing posted through the api, so the demo shows
 * one card per property with its offers, decided by the real rules (modules/duplicates).
 */
async function repostSomeListings(
  db: Db,
  created: CreatedListing[],
  posterIds: number[],
  rateUsdGel: number,
): Promise<number> {
  const [, agentId, , ownerId] = posterIds;
  const originals = created.filter((entry) => entry.index % REPOST_EVERY === REPOST_EVERY - 1);
  let reposted = 0;
  await db.transaction(async (tx) => {
    for (const original of originals) {
      const listing = { ...original.listing, rent_amount: Math.round(original.listing.rent_amount * 0.97) };
      const row = toRow(listing, posterIds, original.index, rateUsdGel);
      try {
        // Each in a savepoint: a repost the check refuses is left out, as the api would refuse it.
        await tx.transaction(async (repostTx) => {
          const [repost] = await repostTx
            .insert(properties)
            .values({ ...row, ownerId: row.ownerId === agentId ? ownerId! : agentId!, views: 0 })
            .returning({ id: properties.id });
          await repostTx
            .insert(propertyImages)
            .values(original.images.map((image) => ({ ...image, propertyId: repost!.id })));
          await assignPropertyGroup({ tx: repostTx, propertyId: repost!.id });
        });
        reposted += 1;
      } catch (error) {
        // Thousands of demo listings come from a handful of demo accounts, so the reposting account has, now and
        // then, already listed a flat just like it.
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      }
    }
  });
  return reposted;
}

function toRow(listing: DemoListing, posterIds: number[], index: number, rateUsdGel: number) {
  const input = propertyCreateSchema.parse(listing);
  const createdAt = new Date(Date.now() - listing.days_ago * 86_400_000 - (index % 1440) * 60_000);
  // A listing that has come off the market was last saved the day it was taken down.
  const updatedAt =
    listing.days_listed === null
      ? createdAt
      : new Date(createdAt.getTime() + listing.days_listed * 86_400_000);
  return {
    ...toPropertyValues(input, undefined, rateUsdGel),
    ownerId: posterIds[index % posterIds.length]!,
    title: input.title,
    address: input.address,
    city: input.city,
    state: input.state,
    propertyType: input.property_type,
    listingType: input.listing_type ?? 'sale',
    isVerified: listing.is_verified,
    views: listing.views,
    photoCount: listing.photo_kinds.length,
    status: listing.days_listed === null ? 'active' : 'inactive',
    createdAt,
    updatedAt,
  };
}

interface Poster {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  phone: string;
}

async function ensurePosters(db: Db, posters: readonly Poster[] = POSTERS): Promise<number[]> {
  const existing = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        posters.map((p) => p.email),
      ),
    );
  const passwordHash = existing.length < posters.length ? await hashPassword(DEMO_ACCOUNT.password) : '';
  const ids: number[] = [];
  for (const poster of posters) {
    const found = existing.find((user) => user.email === poster.email);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [created] = await db
      .insert(users)
      .values({ ...poster, passwordHash, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    ids.push(created!.id);
  }
  return ids;
}

async function renderPhotoPool(db: Db, storage: MediaStorage) {
  const kinds: DemoPhotoKind[] = [
    'exterior',
    'living_room',
    'bedroom',
    'kitchen',
    'bathroom',
    'view',
    'land',
  ];
  const pool = new Map<DemoPhotoKind, StoredPhoto[]>();
  for (const kind of kinds) {
    const files = [];
    for (let variant = 1; variant <= PHOTO_VARIANTS_PER_KIND; variant++) {
      files.push({ fileName: `${kind}-${variant}.jpg`, data: await renderDemoPhoto(kind, variant) });
    }
    pool.set(kind, await storePhotos(db, storage, files));
  }
  return pool;
}
