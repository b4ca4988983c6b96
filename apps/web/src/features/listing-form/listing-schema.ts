import '@/lib/zod-jitless';
import {
  CURRENCIES,
  DEFAULT_LEASE_MONTHS,
  FEATURES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  RENOVATION_STATUSES,
  YEAR_BUILT_MIN,
  findLocation,
  isFeature,
  isFlatNumber,
  isUnitCadastralCode,
} from '@tbilisi/contracts';
import { z } from 'zod';
import type { Property, PropertyCreateBody, PropertyType } from '@tbilisi/contracts';

/**
 * The listing form (docs/product/screens.md#listing-form) with its rules
 * (docs/product/listings.md#validation).
 * Number fields stay strings while typed, so a blank field is
 * "not given"; messages are keys of the `validation` namespace, `between:min:max` style where they carry numbers.
 */
const optionalNumber = (rules: { min?: number; max?: number; integer?: boolean; step?: number }) =>
  z.string().superRefine((raw, ctx) => {
    if (raw.trim() === '') return;
    const value = Number(raw);
    if (!Number.isFinite(value)) return ctx.addIssue({ code: 'custom', message: 'number' });
    if (rules.integer && !Number.isInteger(value))
      return ctx.addIssue({ code: 'custom', message: 'wholeNumber' });
    if (rules.step && Math.abs(value / rules.step - Math.round(value / rules.step)) > 1e-9)
      return ctx.addIssue({ code: 'custom', message: 'halfStep' });
    if (rules.min !== undefined && value < rules.min)
      return ctx.addIssue({
        code: 'custom',
        message: rules.max !== undefined ? `between:${rules.min}:${rules.max}` : `min:${rules.min}`,
      });
    if (rules.max !== undefined && value > rules.max)
      return ctx.addIssue({
        code: 'custom',
        message: rules.min !== undefined ? `between:${rules.min}:${rules.max}` : `max:${rules.max}`,
      });
  });

const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const optionalText = (max: number) => z.string().trim().max(max);

export function listingSchema(currentYear = new Date().getFullYear()) {
  const fields = z.object({
    title: required(200),
    title_en: optionalText(200),
    title_ru: optionalText(200),
    description: optionalText(10_000),
    description_en: optionalText(10_000),
    description_ru: optionalText(10_000),
    address: required(300),
    // The street picked from the suggestions (a TBILISI_STREETS id), '' for an address typed without one.
    street_id: z.string(),
    state: required(100),
    urban_area: optionalText(100),
    city: required(100),
    zip_code: optionalText(20),
    rent_amount: z
      .string()
      .trim()
      .min(1, 'required')
      .pipe(optionalNumber({ min: 0 })),
    currency: z.enum(CURRENCIES),
    security_deposit: optionalNumber({ min: 0 }),
    property_type: z
      .union([z.enum(PROPERTY_TYPES), z.literal('')])
      .refine((value) => value !== '', 'required'),
    listing_type: z.enum(LISTING_TYPES),
    is_new_building: z.boolean(),
    // A project of the poster's organisation (GET /api/projects/mine), by id; '' for none.
    project_id: z.string(),
    bedrooms: optionalNumber({ min: 0, max: 100, integer: true }),
    bathrooms: optionalNumber({ min: 0, max: 50, step: 0.5 }),
    rooms: optionalNumber({ min: 0, max: 200, integer: true }),
    square_feet: optionalNumber({ min: 0 }),
    yard_area: optionalNumber({ min: 0 }),
    floor: optionalNumber({ min: -5, max: 200, integer: true }),
    total_floors: optionalNumber({ min: 1, max: 200, integer: true }),
    renovation_status: z.union([z.enum(RENOVATION_STATUSES), z.literal('')]),
    lease_duration: optionalNumber({ min: 1, max: 1200, integer: true }),
    year_built: optionalNumber({ min: YEAR_BUILT_MIN, max: currentYear + 1, integer: true }),
    parking_spaces: optionalNumber({ min: 0, max: 1000, integer: true }),
    utilities_included: optionalText(500),
    cadastral_code: optionalText(40),
    // The flat's own identity: private (the api shows it to the poster and moderators only).
    unit_cadastral_code: optionalText(40).refine(
      (value) => value === '' || isUnitCadastralCode(value),
      'unitCadastralCode',
    ),
    flat_number: optionalText(10).refine((value) => value === '' || isFlatNumber(value), 'flatNumber'),
    show_cadastral_code: z.boolean(),
    contact_phone: z
      .string()
      .trim()
      .max(40)
      .refine((value) => value === '' || /^\+?[0-9 ()-]{6,20}$/.test(value), 'phone'),
    is_furnished: z.boolean(),
    pets_allowed: z.boolean(),
    smoking_allowed: z.boolean(),
    is_available: z.boolean(),
    features: z.array(z.enum(FEATURES)),
    latitude: optionalNumber({ min: -90, max: 90 }),
    longitude: optionalNumber({ min: -180, max: 180 }),
  });
  // The map pin: both coordinates or neither.
  return fields.superRefine((values, ctx) => {
    const latitude = values.latitude.trim() !== '';
    const longitude = values.longitude.trim() !== '';
    if (latitude && !longitude) ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'required' });
    if (longitude && !latitude) ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'required' });
  });
}
export type ListingValues = z.input<ReturnType<typeof listingSchema>>;

/**
 * The form's defaults: apartment, 1 bedroom, 1 bathroom, 12-month lease, year built this year
 * (docs/product/listings.md#form-defaults).
 */
export function emptyListing(phone = ''): ListingValues {
  return {
    title: '',
    title_en: '',
    title_ru: '',
    description: '',
    description_en: '',
    description_ru: '',
    address: '',
    street_id: '',
    state: '',
    urban_area: '',
    city: 'Tbilisi',
    zip_code: '',
    rent_amount: '',
    currency: 'GEL',
    security_deposit: '',
    property_type: 'apartment',
    listing_type: 'sale',
    is_new_building: false,
    project_id: '',
    bedrooms: '1',
    bathrooms: '1',
    rooms: '',
    square_feet: '',
    yard_area: '',
    floor: '',
    total_floors: '',
    renovation_status: '',
    lease_duration: String(DEFAULT_LEASE_MONTHS),
    year_built: String(new Date().getFullYear()),
    parking_spaces: '0',
    utilities_included: '',
    cadastral_code: '',
    unit_cadastral_code: '',
    flat_number: '',
    show_cadastral_code: false,
    contact_phone: phone,
    is_furnished: false,
    pets_allowed: false,
    smoking_allowed: false,
    is_available: true,
    features: [],
    latitude: '',
    longitude: '',
  };
}

/** The centre of the listing's neighbourhood, else of its district: where a listing without a pin is shown. */
export function placeCentre(
  values: Pick<ListingValues, 'state' | 'urban_area'>,
): { latitude: number; longitude: number } | undefined {
  const place = findLocation(values.urban_area || values.state);
  const node = place?.neighbourhood ?? place?.district;
  return node ? { latitude: node.latitude, longitude: node.longitude } : undefined;
}

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function listingFromProperty(property: Property): ListingValues {
  return {
    title: property.title,
    title_en: text(property.title_en),
    title_ru: text(property.title_ru),
    description: property.description,
    description_en: text(property.description_en),
    description_ru: text(property.description_ru),
    address: property.address,
    street_id: property.street_id ?? '',
    state: property.state,
    urban_area: text(property.urban_area),
    city: property.city,
    zip_code: text(property.zip_code),
    rent_amount: number(property.price),
    currency: property.currency === 'USD' ? 'USD' : 'GEL',
    security_deposit: number(property.security_deposit),
    property_type: (PROPERTY_TYPES as readonly string[]).includes(property.property_type)
      ? (property.property_type as ListingValues['property_type'])
      : '',
    listing_type: (LISTING_TYPES as readonly string[]).includes(property.listing_type)
      ? (property.listing_type as ListingValues['listing_type'])
      : 'sale',
    is_new_building: property.is_new_building,
    project_id: property.project_id === null ? '' : String(property.project_id),
    bedrooms: number(property.bedrooms),
    bathrooms: number(property.bathrooms),
    rooms: number(property.rooms),
    square_feet: number(property.square_feet),
    yard_area: number(property.yard_area),
    floor: number(property.floor),
    total_floors: number(property.total_floors),
    renovation_status: (property.renovation_status ?? '') as ListingValues['renovation_status'],
    lease_duration: number(property.lease_duration),
    year_built: number(property.year_built),
    parking_spaces: number(property.parking_spaces),
    utilities_included: property.utilities_included,
    cadastral_code: text(property.cadastral_code),
    unit_cadastral_code: text(property.unit_cadastral_code),
    flat_number: text(property.flat_number),
    show_cadastral_code: property.show_cadastral_code ?? false,
    contact_phone: text(property.contact_phone),
    is_furnished: property.is_furnished,
    pets_allowed: property.pets_allowed,
    smoking_allowed: property.smoking_allowed,
    is_available: property.is_available,
    features: property.features.filter(isFeature),
    ...pinOf(property),
  };
}

/** A position at its place's centre is the api's stand-in for "no pin", not a pin the owner set. */
function pinOf(property: Property): Pick<ListingValues, 'latitude' | 'longitude'> {
  const centre = placeCentre({ state: property.state, urban_area: property.urban_area ?? '' });
  const { latitude, longitude } = property;
  if (
    latitude === null ||
    longitude === null ||
    (centre && centre.latitude === latitude && centre.longitude === longitude)
  ) {
    return { latitude: '', longitude: '' };
  }
  return { latitude: String(latitude), longitude: String(longitude) };
}

/**
 * The api body. Blanks (docs/product/listings.md#blank-values): rent and deposit become 0, bedrooms and
 * bathrooms 1, lease 12. Other blank numbers
 * are sent as null so that clearing a field on edit really clears it.
 */
export type ListingPayload = Omit<PropertyCreateBody, 'images'>;

export function toPayload(values: ListingValues): ListingPayload {
  const num = (raw: string, blank: number | null) => (raw.trim() === '' ? blank : Number(raw));
  return {
    ...values,
    // The form refuses a blank type before it gets here.
    property_type: values.property_type as PropertyType,
    rent_amount: num(values.rent_amount, 0),
    security_deposit: num(values.security_deposit, 0),
    bedrooms: num(values.bedrooms, 1),
    bathrooms: num(values.bathrooms, 1),
    lease_duration: num(values.lease_duration, DEFAULT_LEASE_MONTHS),
    square_feet: num(values.square_feet, 0),
    parking_spaces: num(values.parking_spaces, 0),
    rooms: num(values.rooms, null),
    yard_area: num(values.yard_area, null),
    floor: num(values.floor, null),
    total_floors: num(values.total_floors, null),
    year_built: num(values.year_built, null),
    // Only sale listings can be new buildings: the "new buildings" tab searches sales.
    is_new_building: values.listing_type === 'sale' && values.is_new_building,
    project_id: values.project_id === '' ? null : Number(values.project_id),
    street_id: values.street_id === '' ? null : values.street_id,
    // No pin puts the listing at its place's centre, also when a pin is cleared or the place changes on edit (the
    // api keeps a stored position when none is sent).
    ...(values.latitude.trim() !== '' && values.longitude.trim() !== ''
      ? { latitude: Number(values.latitude), longitude: Number(values.longitude) }
      : (placeCentre(values) ?? { latitude: undefined, longitude: undefined })),
  };
}
