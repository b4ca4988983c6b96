import type { DuplicateMatch, PropertyUpdateInput } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { addressKeyText } from '../../lib/address-key';
import { findDuplicates } from './find-duplicates';
import { comparedPhotosByName } from './photo-room-features';

export type DuplicateCheckInput = PropertyUpdateInput & { images?: string[] };

export interface CheckDuplicatesOptions {
  db: Db;
  input: DuplicateCheckInput;
  poster: { role: string };
}

/**
 * POST /api/properties/check-duplicates: the listings a form's fields (and its uploaded photos) would repeat, so
 * the poster sees before publishing that the property is already listed. Nothing is written. Other listings' flat
 * numbers and unit codes are left out of it (anyone signed in may send any fields): saving compares them.
 */
export async function checkDuplicates({
  db,
  input,
  poster,
}: CheckDuplicatesOptions): Promise<DuplicateMatch[]> {
  const photos = await comparedPhotosByName(db, input.images ?? []);
  const matches = await findDuplicates(
    db,
    {
      cadastralCode: input.cadastral_code ?? null,
      unitCadastralCode: null,
      flatNumber: null,
      address: input.address ?? null,
      streetId: input.street_id ?? null,
      addressKey: input.address
        ? addressKeyText(input.address, {
            state: input.state,
            urbanArea: input.urban_area,
            streetId: input.street_id,
          }) || null
        : null,
      state: input.state ?? null,
      urbanArea: input.urban_area ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      propertyType: input.property_type ?? null,
      listingType: input.listing_type ?? null,
      floor: input.floor ?? null,
      totalFloors: input.total_floors ?? null,
      squareFeet: input.square_feet ?? null,
      rooms: input.rooms ?? null,
      bedrooms: input.bedrooms ?? null,
      rentAmount: null,
      description: input.description ?? null,
      descriptionEn: input.description_en ?? null,
      descriptionRu: input.description_ru ?? null,
      ...photos,
      posterRole: poster.role,
    },
    { privateIdentity: false },
  );
  return matches
    .filter((match) => match.isDuplicate)
    .map(({ id, score, reasons }) => ({ id, score, reasons }));
}
