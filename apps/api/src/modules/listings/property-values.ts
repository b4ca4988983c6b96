import {
  DISTRICTS,
  findLocation,
  findStreet,
  toGel,
  toUsd,
  type Currency,
  type PropertyCreateInput,
  type PropertyUpdateInput,
} from '@tbilisi/contracts';
import { AppError, type FieldError } from '../../lib/errors';
import { toSearchText } from '../../lib/translit';
import type { properties } from '../../db/schema';
import { addressKeyText } from '../../lib/address-key';
import type { PropertyRow } from './present-property';

/** Digits of a phone number without Georgia's +995, so "+995 555 12-34-56" and "555123456" match. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('995') ? digits.slice(3) : digits;
}

export const cadastralDigits = (code: string) => code.replace(/\D/g, '');

type PropertyValues = Partial<typeof properties.$inferInsert>;

/**
 * Checks what the schema alone cannot (the district/neighbourhood pair, floors) against the listing as it will be
 * after the write, and derives the stored columns: GEL/USD prices, the default pin, the search text.
 */
export function toPropertyValues(
  input: PropertyCreateInput | PropertyUpdateInput,
  existing: PropertyRow | undefined,
  rateUsdGel: number,
): PropertyValues {
  const errors: FieldError[] = [];
  const merged = {
    state: input.state ?? existing?.state ?? '',
    urbanArea: input.urban_area !== undefined ? input.urban_area : (existing?.urbanArea ?? null),
    floor: input.floor !== undefined ? input.floor : (existing?.floor ?? null),
    totalFloors: input.total_floors !== undefined ? input.total_floors : (existing?.totalFloors ?? null),
    price: input.rent_amount ?? existing?.price ?? 0,
    currency: (input.currency ?? existing?.currency ?? 'GEL') as Currency,
    listingType: input.listing_type ?? existing?.listingType ?? 'sale',
    // A picked street belongs to the address it was picked for: a new address sent without one clears it.
    streetId:
      input.street_id !== undefined
        ? input.street_id
        : input.address !== undefined && input.address !== existing?.address
          ? null
          : (existing?.streetId ?? null),
  };

  const district = findLocation(merged.state);
  if (!district || district.neighbourhood) {
    errors.push({
      loc: ['body', 'state'],
      msg: `State must be a Tbilisi district: ${DISTRICTS.map((d) => d.slug).join(', ')}`,
    });
  } else if (merged.urbanArea && !district.district.neighbourhoods.some((n) => n.slug === merged.urbanArea)) {
    errors.push({
      loc: ['body', 'urban_area'],
      msg: `Neighbourhood ${merged.urbanArea} is not in ${merged.state}`,
    });
  }
  if (merged.floor !== null && merged.totalFloors !== null && merged.floor > merged.totalFloors) {
    errors.push({
      loc: ['body', 'floor'],
      msg: 'Floor cannot be above the number of floors in the building',
    });
  }
  if (merged.streetId !== null && !findStreet(merged.streetId)) {
    errors.push({
      loc: ['body', 'street_id'],
      msg: `Street ${merged.streetId} is not in the list of Tbilisi streets: pick one it suggests, or send none`,
    });
  }
  if (input.is_new_building && merged.listingType !== 'sale') {
    errors.push({ loc: ['body', 'is_new_building'], msg: 'Only listings for sale can be new buildings' });
  }
  if (errors.length > 0) throw new AppError('validation_failed', errors);

  const values: PropertyValues = {
    title: input.title,
    titleEn: input.title_en,
    titleRu: input.title_ru,
    description: input.description,
    descriptionEn: input.description_en,
    descriptionRu: input.description_ru,
    address: input.address,
    urbanArea: input.urban_area,
    city: input.city,
    state: input.state,
    zipCode: input.zip_code,
    propertyType: input.property_type,
    listingType: input.listing_type,
    isNewBuilding: input.is_new_building,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    squareFeet: input.square_feet,
    rooms: input.rooms,
    floor: input.floor,
    totalFloors: input.total_floors,
    renovationStatus: input.renovation_status,
    cadastralCode: input.cadastral_code,
    streetId: merged.streetId,
    // Private (present-property.ts): never in the search text, which visitors' searches match.
    unitCadastralCode: input.unit_cadastral_code,
    flatNumber: input.flat_number,
    showCadastralCode: input.show_cadastral_code,
    yardArea: input.yard_area,
    features: input.features,
    latitude: input.latitude,
    longitude: input.longitude,
    contactPhone: input.contact_phone,
    securityDeposit: input.security_deposit,
    leaseDuration: input.lease_duration,
    yearBuilt: input.year_built,
    parkingSpaces: input.parking_spaces,
    utilitiesIncluded: input.utilities_included,
    isAvailable: input.is_available,
    isFurnished: input.is_furnished,
    petsAllowed: input.pets_allowed,
    smokingAllowed: input.smoking_allowed,
    status: input.status,
    projectId: input.project_id,
  };
  if (input.rent_amount !== undefined || input.currency !== undefined) {
    values.price = merged.price;
    values.currency = merged.currency;
    values.rentAmount = toGel(merged.price, merged.currency, rateUsdGel);
    values.rentAmountUsd = toUsd(merged.price, merged.currency, rateUsdGel);
  }

  // A listing without a pin sits at its neighbourhood's (or district's) centre so map search still finds it.
  const latitude = input.latitude !== undefined ? input.latitude : existing?.latitude;
  const longitude = input.longitude !== undefined ? input.longitude : existing?.longitude;
  if (latitude == null || longitude == null) {
    const place = findLocation(merged.urbanArea ?? merged.state);
    const centre = place?.neighbourhood ?? place?.district;
    values.latitude = centre?.latitude ?? null;
    values.longitude = centre?.longitude ?? null;
  }

  const searchable = { ...existing, ...definedOnly(values) };
  const places = [merged.urbanArea, merged.state].flatMap((slug) => {
    const place = slug ? findLocation(slug) : undefined;
    const node = place?.neighbourhood ?? place?.district;
    return node ? [node.name_ka, node.name_en, node.name_ru] : [];
  });
  const phone = searchable.contactPhone ? phoneDigits(searchable.contactPhone) : '';
  const cadastral = searchable.cadastralCode ? cadastralDigits(searchable.cadastralCode) : '';
  // Duplicate candidates are looked up by it (modules/duplicates).
  values.addressKey = searchable.address ? addressKeyText(searchable.address, merged) || null : null;
  values.searchText = toSearchText(
    phone,
    cadastral,
    searchable.title,
    searchable.titleEn,
    searchable.titleRu,
    searchable.address,
    ...places,
    searchable.city,
  );
  return values;
}

function definedOnly<T extends object>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}
