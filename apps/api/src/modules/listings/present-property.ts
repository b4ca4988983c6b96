import type { Poster, Property, PropertySummary } from '@tbilisi/contracts';
import { and, asc, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles, properties, propertyImages, propertyViews } from '../../db/schema';
import { photoView } from '../../lib/photo-view';
import { listOtherOffers } from './list-other-offers';
import { listingProjectName } from './listing-project';
import { loadPosters, UNKNOWN_POSTER } from './load-posters';
import { priceReference } from './price-reference';

export type PropertyRow = typeof properties.$inferSelect;

const {
  description: _d,
  descriptionEn: _e,
  descriptionRu: _r,
  searchText: _s,
  featuresMask: _m,
  ...summaryColumnSet
} = getTableColumns(properties);
/** The columns a list needs: everything but the long texts, which a page of cards never shows. */
export const summaryColumns = summaryColumnSet;
export type SummaryRow = Omit<
  PropertyRow,
  'description' | 'descriptionEn' | 'descriptionRu' | 'searchText' | 'featuresMask'
>;

const perSqm = (amount: number, area: number) => (area > 0 ? Math.round((amount / area) * 100) / 100 : null);

type ImageRow = Pick<
  typeof propertyImages.$inferSelect,
  'id' | 'imageUrl' | 'caption' | 'isPrimary' | 'orderIndex'
>;
type StoredPhoto = Pick<
  typeof mediaFiles.$inferSelect,
  'name' | 'width' | 'height' | 'placeholder' | 'variants'
>;
/** A photo's media row as a left join gives it: every column null when the photo is not one of our uploads. */
type PhotoRow = { [K in keyof StoredPhoto]: StoredPhoto[K] | null };
// media_files' columns are all NOT NULL: a row with a name is a whole row.
const isStored = (photo: PhotoRow): photo is StoredPhoto => photo.name !== null;
export type SummaryImage = PropertySummary['images'][number];

/** A listing's photo as clients get it: its stored sizes, for `srcset`, when it is one of our uploads. */
export function presentImage(image: ImageRow, photo: PhotoRow | null): SummaryImage {
  const view = photo && isStored(photo) ? photoView(photo) : undefined;
  return {
    id: image.id,
    image_url: image.imageUrl,
    caption: image.caption,
    is_primary: image.isPrimary,
    order_index: image.orderIndex,
    width: view?.width ?? null,
    height: view?.height ?? null,
    placeholder: view?.placeholder ?? null,
    sizes: view?.sizes ?? [],
  };
}

async function loadImages(db: Db, ids: number[], which: 'main' | 'all') {
  const rows = await db
    .select({ image: propertyImages, photo: mediaFiles })
    .from(propertyImages)
    .leftJoin(mediaFiles, eq(mediaFiles.name, propertyImages.mediaName))
    .where(
      and(
        inArray(propertyImages.propertyId, ids),
        which === 'main' ? eq(propertyImages.isPrimary, true) : undefined,
      ),
    )
    .orderBy(desc(propertyImages.isPrimary), asc(propertyImages.orderIndex), asc(propertyImages.id));
  const byProperty = new Map<number, SummaryImage[]>();
  for (const { image, photo } of rows) {
    const list = byProperty.get(image.propertyId) ?? [];
    list.push(presentImage(image, photo));
    byProperty.set(image.propertyId, list);
  }
  return byProperty;
}

/**
 * The main photo of the listing an outer query reads from `properties`, for a LATERAL join: a list gets its cards
 * and their photos in one statement. `name` is null when the photo is not one of our uploads.
 */
export function mainPhotoOf(db: Db) {
  const i = propertyImages;
  const m = mediaFiles;
  return db
    .select({
      id: i.id,
      imageUrl: i.imageUrl,
      caption: i.caption,
      isPrimary: i.isPrimary,
      orderIndex: i.orderIndex,
      name: m.name,
      width: m.width,
      height: m.height,
      placeholder: m.placeholder,
      variants: m.variants,
    })
    .from(i)
    .leftJoin(m, eq(m.name, i.mediaName))
    .where(and(eq(i.propertyId, properties.id), eq(i.isPrimary, true)))
    .orderBy(asc(i.orderIndex), asc(i.id))
    .limit(1)
    .as('main_photo');
}

export function toSummary(row: SummaryRow, images: SummaryImage[], poster: Poster): PropertySummary {
  return {
    id: row.id,
    owner_id: row.ownerId,
    title: row.title,
    title_en: row.titleEn,
    title_ru: row.titleRu,
    address: row.address,
    urban_area: row.urbanArea,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    property_type: row.propertyType,
    listing_type: row.listingType,
    is_new_building: row.isNewBuilding,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    square_feet: row.squareFeet,
    rooms: row.rooms,
    floor: row.floor,
    total_floors: row.totalFloors,
    renovation_status: row.renovationStatus,
    cadastral_code: row.cadastralCode,
    yard_area: row.yardArea,
    features: row.features,
    is_verified: row.isVerified,
    latitude: row.latitude,
    longitude: row.longitude,
    contact_phone: row.contactPhone,
    price: row.price,
    currency: row.currency,
    rent_amount: row.rentAmount,
    rent_amount_usd: row.rentAmountUsd,
    price_per_sqm: perSqm(row.rentAmount, row.squareFeet),
    price_per_sqm_usd: perSqm(row.rentAmountUsd, row.squareFeet),
    // From the in-memory recent medians; callers load them first (priceReference.ensureFresh).
    price_comparison: priceReference.compare(row),
    security_deposit: row.securityDeposit,
    lease_duration: row.leaseDuration,
    year_built: row.yearBuilt,
    parking_spaces: row.parkingSpaces,
    utilities_included: row.utilitiesIncluded,
    is_available: row.isAvailable,
    is_furnished: row.isFurnished,
    pets_allowed: row.petsAllowed,
    smoking_allowed: row.smokingAllowed,
    status: row.status,
    views: row.views,
    photo_count: row.photoCount,
    offers_count: row.offersCount,
    project_id: row.projectId,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    images,
    poster,
  };
}

/**
 * Listings as a list shows them: no long descriptions or amenities, and only the main photo (a card shows one;
 * `photo_count` says how many there are). A page of 20 stays small; GET /properties/{id} has everything.
 */
export async function presentSummaries(db: Db, rows: SummaryRow[]): Promise<PropertySummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, posters] = await Promise.all([
    loadImages(db, ids, 'main'),
    loadPosters(db, ids),
    priceReference.ensureFresh(db),
  ]);
  return rows.map((row) => toSummary(row, images.get(row.id) ?? [], posters.get(row.id) ?? UNKNOWN_POSTER));
}

/** Who asks for a listing: its poster and moderators see the flat's private identity. */
export type Viewer = { id: number; role: string } | null | undefined;

/**
 * The flat's identity (unit cadastral code, flat number): its poster's and moderators' to see. A visitor sees the
 * unit code only when the poster chose to show it, and never the flat number: it says which door to knock on.
 */
export function privateIdentity(
  row: Pick<PropertyRow, 'ownerId' | 'unitCadastralCode' | 'flatNumber' | 'showCadastralCode'>,
  viewer: Viewer,
): Pick<Property, 'unit_cadastral_code' | 'flat_number' | 'show_cadastral_code'> {
  if (viewer && (viewer.id === row.ownerId || viewer.role === 'moderator')) {
    return {
      unit_cadastral_code: row.unitCadastralCode,
      flat_number: row.flatNumber,
      show_cadastral_code: row.showCadastralCode,
    };
  }
  return row.showCadastralCode && row.unitCadastralCode ? { unit_cadastral_code: row.unitCadastralCode } : {};
}

/** One listing with its descriptions and every photo; `viewer` decides whether the flat's identity is shown. */
export async function presentProperty(db: Db, row: PropertyRow, viewer?: Viewer): Promise<Property> {
  const [images, [week], offers, project, posters] = await Promise.all([
    loadImages(db, [row.id], 'all'),
    db
      .select({ views: sql<number>`count(*)::int` })
      .from(propertyViews)
      .where(and(eq(propertyViews.propertyId, row.id), gte(propertyViews.day, sql`current_date - 6`))),
    listOtherOffers(db, row),
    listingProjectName(db, row.projectId),
    loadPosters(db, [row.id]),
    priceReference.ensureFresh(db),
  ]);
  return {
    ...toSummary(row, images.get(row.id) ?? [], posters.get(row.id) ?? UNKNOWN_POSTER),
    views_this_week: week?.views ?? 0,
    street_id: row.streetId,
    offers,
    project,
    ...privateIdentity(row, viewer),
    description: row.description,
    description_en: row.descriptionEn,
    description_ru: row.descriptionRu,
  };
}
