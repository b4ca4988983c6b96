import { z } from 'zod';
import { DEFAULT_LEASE_MONTHS, MAX_IMAGES_PER_LISTING, YEAR_BUILT_MIN } from '../constants';
import { priceComparisonSchema } from './statistics';
import {
  CURRENCIES,
  FEATURES,
  LISTING_TYPES,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  RENOVATION_STATUSES,
} from '../enums';
import { formBoolean, formNumber, formText, idSchema, isBlank, messageSchema, type Sendable } from './common';
import { offerSchema } from './duplicates';
import { imageReferenceSchema, imageSizeSchema } from './media';
import { posterSchema } from './poster';

function requiredText(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );
}

function choice<T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
}

const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess((value) => (isBlank(value) ? null : value), choice(label, values).nullable().optional());

/** A unit's cadastral code: digits in groups (dots, dashes, spaces or slashes between), more than a parcel's 12. */
export function isUnitCadastralCode(code: string): boolean {
  const digits = code.replace(/\D/g, '');
  return /^[0-9][0-9 .\-/:]*$/.test(code) && digits.length > 12 && digits.length <= 20;
}
export const UNIT_CADASTRAL_CODE_MESSAGE =
  "Unit cadastral code must be the flat's code: the parcel's 12 digits and the unit's, e.g. 01.14.12.009.101.01.505";

/** A flat number: digits, optionally a letter (12, 12a, 12ა, 12а). */
export function isFlatNumber(value: string): boolean {
  return /^\d{1,5}\s*-?\s*\p{L}?$/u.test(value);
}
export const FLAT_NUMBER_MESSAGE = 'Flat number must be a number, optionally with a letter (12, 12a)';

const maxYearBuilt = () => new Date().getFullYear() + 1;

/**
 * The listing form as the api takes it (docs/product/listings.md#validation). `mode: 'create'` applies the
 * blank-value defaults (docs/product/listings.md#blank-values);
 * `mode: 'update'` leaves absent fields untouched so a client may send only what changed.
 */
function propertyFields(mode: 'create' | 'update') {
  const fallback = <T>(value: T) => (mode === 'create' ? value : undefined);
  return {
    title: requiredText('Title', 200),
    title_en: formText(200),
    title_ru: formText(200),
    description: z.preprocess((v) => (isBlank(v) ? '' : v), z.string().max(10_000).optional()),
    description_en: formText(10_000),
    description_ru: formText(10_000),
    address: requiredText('Address', 300),
    urban_area: formText(100),
    city: requiredText('City', 100),
    state: requiredText('State', 100),
    zip_code: formText(20),
    property_type: z.preprocess(
      (v) => (v === 'land' ? 'land_plot' : v),
      choice('Property type', PROPERTY_TYPES),
    ),
    listing_type: z.preprocess(
      (v) => (isBlank(v) ? fallback('sale') : v),
      choice('Listing type', LISTING_TYPES).optional(),
    ),
    is_new_building: formBoolean(),
    bedrooms: formNumber('Bedrooms', fallback(1), (n) =>
      n.int('Bedrooms must be a whole number').min(0, 'Bedrooms must be 0 or more').max(100),
    ),
    bathrooms: formNumber('Bathrooms', fallback(1), (n) =>
      n.min(0, 'Bathrooms must be 0 or more').max(50).multipleOf(0.5, 'Bathrooms go in steps of 0.5'),
    ),
    square_feet: formNumber('Area', fallback(0), (n) => n.min(0, 'Area must be 0 or more').max(1_000_000)),
    rooms: formNumber('Rooms', undefined, (n) =>
      n.int('Rooms must be a whole number').min(0, 'Rooms must be 0 or more').max(200),
    ),
    floor: formNumber('Floor', undefined, (n) => n.int('Floor must be a whole number').min(-5).max(200)),
    total_floors: formNumber('Total floors', undefined, (n) =>
      n.int('Total floors must be a whole number').min(1).max(200),
    ),
    renovation_status: optionalChoice('Renovation status', RENOVATION_STATUSES),
    cadastral_code: formText(40),
    // The api refuses an id the list does not hold (422 naming the field): the list stays out of this module, so a
    // page that only validates a form does not carry it.
    street_id: z.preprocess(
      (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
      z
        .string()
        .max(80, 'Street id must be at most 80 characters')
        .nullable()
        .optional()
        .describe(
          'The street picked from the list of Tbilisi streets (`TBILISI_STREETS` in the contracts, e.g. ' +
            '`chavchavadze-avenue`), null for an address typed without one. With it the address names that street ' +
            'in whatever script or spelling `address` is written; an update that changes `address` without it ' +
            'clears it',
        ),
    ),
    unit_cadastral_code: z.preprocess(
      (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
      z
        .string()
        .max(40, 'Unit cadastral code must be at most 40 characters')
        .refine(isUnitCadastralCode, UNIT_CADASTRAL_CODE_MESSAGE)
        .nullable()
        .optional()
        .describe(
          "The flat's own cadastral code (the parcel's 12 digits and the unit's, e.g. 01.14.12.009.101.01.505). " +
            'Private: used to find other listings of the same flat and shown to moderators, to visitors only ' +
            'when `show_cadastral_code` is true',
        ),
    ),
    flat_number: z.preprocess(
      (value) =>
        isBlank(value)
          ? null
          : typeof value === 'string'
            ? value.trim()
            : typeof value === 'number'
              ? String(value)
              : value,
      z
        .string()
        .max(10, 'Flat number must be at most 10 characters')
        .refine(isFlatNumber, FLAT_NUMBER_MESSAGE)
        .nullable()
        .optional()
        .describe(
          'The flat number in its building (12, 12a). Private: used to find other listings of the same flat and ' +
            'shown to moderators, never to visitors',
        ),
    ),
    show_cadastral_code: formBoolean().describe(
      'Whether visitors see `unit_cadastral_code` (false unless the poster chooses it)',
    ),
    yard_area: formNumber('Yard area', undefined, (n) =>
      n.min(0, 'Yard area must be 0 or more').max(10_000_000),
    ),
    features: z.preprocess(
      (v) =>
        isBlank(v)
          ? undefined
          : typeof v === 'string'
            ? v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : v,
      z.array(choice('Feature', FEATURES)).max(FEATURES.length).optional(),
    ),
    latitude: formNumber('Latitude', undefined, (n) => n.min(-90).max(90)),
    longitude: formNumber('Longitude', undefined, (n) => n.min(-180).max(180)),
    contact_phone: formText(40),
    rent_amount: formNumber('Price', fallback(0), (n) =>
      n.min(0, 'Price must be 0 or more').max(10_000_000_000),
    ),
    currency: z.preprocess(
      (v) => (isBlank(v) ? fallback('GEL') : v),
      choice('Currency', CURRENCIES).optional(),
    ),
    security_deposit: formNumber('Security deposit', fallback(0), (n) =>
      n.min(0, 'Security deposit must be 0 or more').max(10_000_000_000),
    ),
    lease_duration: formNumber('Lease duration', fallback(DEFAULT_LEASE_MONTHS), (n) =>
      n
        .int('Lease duration must be a whole number of months')
        .min(1, 'Lease duration must be at least 1 month')
        .max(1200),
    ),
    year_built: formNumber(
      'Year built',
      undefined,
      (n) =>
        n
          .int('Year built must be a whole year')
          .min(YEAR_BUILT_MIN, `Year built must be ${YEAR_BUILT_MIN} or later`)
          .refine(
            (year) => year <= maxYearBuilt(),
            `Year built must be ${maxYearBuilt()} or earlier`,
          ) as unknown as z.ZodNumber,
    ),
    parking_spaces: formNumber('Parking spaces', fallback(0), (n) =>
      n.int().min(0, 'Parking spaces must be 0 or more').max(1000),
    ),
    utilities_included: z.preprocess((v) => (isBlank(v) ? fallback('') : v), z.string().max(500).optional()),
    is_available: formBoolean(),
    is_furnished: formBoolean(),
    pets_allowed: formBoolean(),
    smoking_allowed: formBoolean(),
    status: z.preprocess((v) => (isBlank(v) ? undefined : v), choice('Status', LISTING_STATUSES).optional()),
    // A new-building project of the poster's organisation (GET /api/projects/mine); null or '' takes it off.
    project_id: z.preprocess((v) => (isBlank(v) ? null : v), idSchema('Project').nullable().optional()),
  };
}

export const propertyCreateSchema = z.object(propertyFields('create'));
export type PropertyCreateInput = z.output<typeof propertyCreateSchema>;

export const propertyUpdateSchema = z.object(propertyFields('update')).partial();
export type PropertyUpdateInput = z.output<typeof propertyUpdateSchema>;

/** POST /api/properties: the listing, and the uploads to show on it (in order). */
export const propertyCreateBody = propertyCreateSchema.extend({
  images: z.array(imageReferenceSchema).max(MAX_IMAGES_PER_LISTING).optional(),
});
export type PropertyCreateBody = Sendable<z.output<typeof propertyCreateBody>>;

/** PUT /api/properties/{id}: the fields that change; `images`, when given, is every photo in order. */
export const propertyUpdateBody = propertyUpdateSchema.extend({
  images: z
    .array(imageReferenceSchema)
    .max(MAX_IMAGES_PER_LISTING)
    .optional()
    .describe('Every photo of the listing in order; the one marked is_primary (else the first) is main'),
});
export type PropertyUpdateBody = Sendable<z.output<typeof propertyUpdateBody>>;

/** POST /api/properties/check-duplicates: the form as it stands, and its uploads by name (nothing is saved). */
export const checkDuplicatesBody = propertyUpdateSchema.extend({
  images: z
    .array(z.string().regex(/^[0-9a-f]{32}$/, 'Unknown photo name'))
    .max(MAX_IMAGES_PER_LISTING)
    .optional(),
});
export type CheckDuplicatesBody = Sendable<z.output<typeof checkDuplicatesBody>>;

export const propertyImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string().describe('The default size (WebP, about 1280 px wide)'),
  caption: z.string(),
  is_primary: z.boolean(),
  order_index: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable().describe('A tiny blurred data: URL to paint while the photo loads'),
  sizes: z.array(imageSizeSchema).describe('Every stored size, for srcset'),
});

export const propertySchema = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  title_ru: z.string().nullable(),
  description: z.string(),
  description_en: z.string().nullable(),
  description_ru: z.string().nullable(),
  address: z.string(),
  urban_area: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  property_type: z.string(),
  listing_type: z.string(),
  is_new_building: z.boolean(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  square_feet: z.number().describe('Area in square metres (the name is kept for compatibility)'),
  rooms: z.number().nullable(),
  floor: z.number().nullable(),
  total_floors: z.number().nullable(),
  renovation_status: z.string().nullable(),
  cadastral_code: z.string().nullable(),
  street_id: z
    .string()
    .nullable()
    .describe('The street picked from the list of Tbilisi streets (`TBILISI_STREETS`), null when none was'),
  unit_cadastral_code: z
    .string()
    .nullable()
    .optional()
    .describe(
      "The flat's own cadastral code: present for its poster and moderators, and for visitors only when the poster " +
        'shows it (`show_cadastral_code`)',
    ),
  flat_number: z
    .string()
    .nullable()
    .optional()
    .describe('The flat number in its building: present only for its poster and moderators'),
  show_cadastral_code: z
    .boolean()
    .optional()
    .describe('Whether visitors see the unit cadastral code: present only for its poster and moderators'),
  yard_area: z.number().nullable(),
  features: z
    .array(z.string())
    .describe('Codes of the FEATURES catalogue: what the flat and its building have'),
  is_verified: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contact_phone: z.string().nullable(),
  price: z.number().describe("The owner's price in `currency`"),
  currency: z.string(),
  rent_amount: z.number().describe('Price in GEL'),
  rent_amount_usd: z.number().describe('Price in USD'),
  price_per_sqm: z.number().nullable().describe('GEL per square metre'),
  price_per_sqm_usd: z.number().nullable(),
  price_comparison: priceComparisonSchema
    .nullable()
    .optional()
    .describe(
      "The price per m² against the recent median of listings like it (GET /api/statistics' 'recent' cells); null when there is none",
    ),
  security_deposit: z.number().describe("In the owner's currency"),
  lease_duration: z.number(),
  year_built: z.number().nullable(),
  parking_spaces: z.number(),
  utilities_included: z.string(),
  is_available: z.boolean(),
  is_furnished: z.boolean(),
  pets_allowed: z.boolean(),
  smoking_allowed: z.boolean(),
  status: z.string(),
  views: z.number().int(),
  views_this_week: z
    .number()
    .int()
    .describe('Visitors who viewed the listing in the last 7 days, today included'),
  photo_count: z
    .number()
    .int()
    .describe('How many photos the listing has; lists carry only the main one in `images`'),
  created_at: z.string(),
  confirmed_at: z
    .string()
    .nullable()
    .describe('When its poster last confirmed it is still available (cards say "confirmed N days ago")'),
  updated_at: z.string(),
  images: z.array(propertyImageSchema),
  offers_count: z
    .number()
    .int()
    .describe('How many active listings offer this property (1 unless it is posted more than once)'),
  offers: z.array(offerSchema).describe('The other active listings of the same property'),
  project_id: z.number().int().nullable().describe('The new-building project the flat is in'),
  project: z
    .object({ id: z.number().int(), name_ka: z.string(), name_en: z.string(), name_ru: z.string() })
    .nullable()
    .describe('The project the flat is in, named for its link (full listing only)'),
  poster: posterSchema.describe('Who posts the listing and how many active listings they hold'),
});
export type Property = z.output<typeof propertySchema>;

/** A listing as lists carry it: no long texts or weekly views, and the main photo only (see `photo_count`). */
export const propertySummarySchema = propertySchema.omit({
  description: true,
  description_en: true,
  description_ru: true,
  views_this_week: true,
  offers: true,
  project: true,
  street_id: true,
  unit_cadastral_code: true,
  flat_number: true,
  show_cadastral_code: true,
});
export type PropertySummary = z.output<typeof propertySummarySchema>;

export const countSchema = z.object({
  total_count: z.number().int(),
  is_exact: z
    .boolean()
    .optional()
    .describe(
      'false when more listings match than SEARCH_COUNT_LIMIT: total_count is then that limit, shown as "10,000+"',
    ),
});
export type Count = z.output<typeof countSchema>;

/** POST /api/properties/{id}/view: whether this visit counted (once per visitor a day) and the total since. */
export const recordedViewSchema = z.object({ counted: z.boolean(), views: z.number().int() });
export type RecordedView = z.output<typeof recordedViewSchema>;

/** GET /api/properties/{id}/is-saved, and with a sentence, POST /api/properties/{id}/toggle-save. */
export const savedStateSchema = z.object({ is_saved: z.boolean() });
export const toggleSaveSchema = messageSchema.extend(savedStateSchema.shape);
export type ToggleSave = z.output<typeof toggleSaveSchema>;
