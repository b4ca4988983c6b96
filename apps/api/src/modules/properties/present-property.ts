import type { Property } from '@tbilisi/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { properties } from '../../db/schema';
import { amenities, mediaFiles, propertyAmenities, propertyImages } from '../../db/schema';
import { photoView } from '../media/photo-view';

export type PropertyRow = typeof properties.$inferSelect;

const perSqm = (amount: number, area: number) => (area > 0 ? Math.round((amount / area) * 100) / 100 : null);

/**
 * Turns rows into the api's property shape, loading images and amenities for all of them in two queries. Lists carry
 * only each listing's main photo (a card shows one; `photo_count` says how many there are), which keeps a page of 20
 * small; one listing carries all its photos.
 */
export async function presentProperties(
  db: Db,
  rows: PropertyRow[],
  photos: 'main' | 'all' = 'main',
): Promise<Property[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [imageRows, amenityRows] = await Promise.all([
    db
      .select({ image: propertyImages, photo: mediaFiles })
      .from(propertyImages)
      .leftJoin(mediaFiles, eq(mediaFiles.name, propertyImages.mediaName))
      .where(
        and(
          inArray(propertyImages.propertyId, ids),
          photos === 'main' ? eq(propertyImages.isPrimary, true) : undefined,
        ),
      )
      .orderBy(desc(propertyImages.isPrimary), asc(propertyImages.orderIndex), asc(propertyImages.id)),
    db
      .select({ propertyId: propertyAmenities.propertyId, amenity: amenities })
      .from(propertyAmenities)
      .innerJoin(amenities, eq(amenities.id, propertyAmenities.amenityId))
      .where(inArray(propertyAmenities.propertyId, ids))
      .orderBy(asc(amenities.id)),
  ]);
  const imagesOf = Map.groupBy(imageRows, (row) => row.image.propertyId);
  const amenitiesOf = Map.groupBy(amenityRows, (entry) => entry.propertyId);
  return rows.map((row) => ({
    id: row.id,
    owner_id: row.ownerId,
    title: row.title,
    title_en: row.titleEn,
    title_ru: row.titleRu,
    description: row.description,
    description_en: row.descriptionEn,
    description_ru: row.descriptionRu,
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    images: (imagesOf.get(row.id) ?? []).map(({ image, photo }) => {
      const view = photo ? photoView(photo) : undefined;
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
    }),
    amenities: (amenitiesOf.get(row.id) ?? []).map(({ amenity }) => ({
      id: amenity.id,
      code: amenity.code,
      name: amenity.name,
      name_en: amenity.nameEn,
      name_ru: amenity.nameRu,
      description: amenity.description,
      description_en: amenity.descriptionEn,
      description_ru: amenity.descriptionRu,
    })),
  }));
}

export async function presentProperty(db: Db, row: PropertyRow): Promise<Property> {
  const [property] = await presentProperties(db, [row], 'all');
  return property!;
}
