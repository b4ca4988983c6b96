import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { findLocation } from '../locations';
import { idSchema, isBlank, type Sendable } from './common';
import { imageSizeSchema } from './media';

/*
 * New-building projects of developer organisations (docs/decisions/019-new-building-projects.md): the project, its
 * unit types, its photos (gallery and dated construction progress), and the /projects search.
 */

export const PROJECT_STATUSES = ['planned', 'under_construction', 'finished'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** How far the flats are finished when handed over: the Georgian "black / white / green frame" and renovated. */
export const FRAME_STAGES = ['black', 'white', 'green', 'renovated'] as const;
export type FrameStage = (typeof FRAME_STAGES)[number];

/** What a project's buildings and grounds offer; codes are stored and named in the web's messages. */
export const PROJECT_AMENITIES = [
  'elevator',
  'parking',
  'underground_parking',
  'security',
  'concierge',
  'playground',
  'garden',
  'gym',
  'pool',
  'commercial_space',
  'central_heating',
  'generator',
] as const;
export type ProjectAmenity = (typeof PROJECT_AMENITIES)[number];

export const PROJECT_PHOTO_KINDS = ['gallery', 'progress'] as const;
export type ProjectPhotoKind = (typeof PROJECT_PHOTO_KINDS)[number];

export const MAX_PROJECT_GALLERY_PHOTOS = 24;
export const MAX_PROJECT_PROGRESS_PHOTOS = 120;
export const MAX_PROJECT_UNIT_TYPES = 40;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const requiredText = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? '' : trimmed(value)),
    z.string().max(max, `must be at most ${max} characters`).optional(),
  );
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} or more`)
    .max(max, `${label} must be at most ${max}`);
const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(max, `${label} must be at most ${max}`);
/** A calendar day, `YYYY-MM-DD`, that exists. */
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} is not a calendar day`)
    .refine(
      (value) => value >= '1990-01-01' && value <= '2100-12-31',
      `${label} must be between 1990 and 2100`,
    );

const projectFields = {
  name_ka: requiredText('Name (Georgian)', 200),
  name_en: optionalText(200),
  name_ru: optionalText(200),
  description_ka: optionalText(10_000),
  description_en: optionalText(10_000),
  description_ru: optionalText(10_000),
  address: requiredText('Address', 300),
  latitude: z.number({ error: 'Latitude must be a number' }).min(41.5).max(41.95),
  longitude: z.number({ error: 'Longitude must be a number' }).min(44.55).max(45.1),
  district: z
    .string({ error: 'District is required' })
    .refine((slug) => findLocation(slug)?.neighbourhood === undefined && !!findLocation(slug), {
      message: 'District must be a district slug of GET /api/locations',
    }),
  neighbourhood: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z
      .string()
      .refine((slug) => !!findLocation(slug)?.neighbourhood, {
        message: 'Neighbourhood must be a neighbourhood slug of GET /api/locations',
      })
      .nullable()
      .optional(),
  ),
  delivery_date: day('Delivery date'),
  status: choice('Status', PROJECT_STATUSES),
  frame_stage: choice('Frame stage', FRAME_STAGES),
  floors: wholeNumber('Floors', 1, 200),
  buildings: wholeNumber('Buildings', 1, 100).optional(),
  amenities: z
    .array(choice('Amenity', PROJECT_AMENITIES))
    .max(PROJECT_AMENITIES.length)
    .refine((codes) => new Set(codes).size === codes.length, 'An amenity is listed twice')
    .optional(),
};

const neighbourhoodInDistrict = (value: { district?: string; neighbourhood?: string | null }) =>
  !value.neighbourhood ||
  value.district === undefined ||
  findLocation(value.neighbourhood)?.district.slug === value.district;
const neighbourhoodIssue = {
  message: 'The neighbourhood is not in this district',
  path: ['neighbourhood'],
};

/** POST /api/projects: a new project of the developer organisation the poster belongs to. */
export const projectCreateBody = z
  .object(projectFields)
  .strict()
  .refine(neighbourhoodInDistrict, neighbourhoodIssue);
export type ProjectCreateBody = Sendable<z.output<typeof projectCreateBody>>;
export type ProjectCreateInput = z.output<typeof projectCreateBody>;

/** PATCH /api/projects/{id}: the fields that change (district and neighbourhood are checked together). */
export const projectUpdateBody = z
  .object(projectFields)
  .partial()
  .strict()
  .refine(neighbourhoodInDistrict, neighbourhoodIssue);
export type ProjectUpdateBody = Sendable<z.output<typeof projectUpdateBody>>;
export type ProjectUpdateInput = z.output<typeof projectUpdateBody>;

const unitTypeFields = {
  rooms: wholeNumber('Rooms', 0, 20).describe('0: a studio'),
  area_min: amount('Smallest area', 100_000),
  area_max: amount('Largest area', 100_000),
  currency: choice('Currency', CURRENCIES),
  price_per_m2: amount('Price per m²', 1_000_000),
  price_from: amount('Price from', 1_000_000_000),
  available_units: wholeNumber('Available units', 0, 100_000),
  total_units: wholeNumber('Total units', 1, 100_000),
  floor_plan_url: z
    .string()
    .max(2000)
    .nullable()
    .optional()
    .describe('An upload of POST /api/upload/images (its url), or null for no plan'),
};
const areaOrdered = (value: { area_min?: number; area_max?: number }) =>
  value.area_min === undefined || value.area_max === undefined || value.area_min <= value.area_max;
const unitsOrdered = (value: { available_units?: number; total_units?: number }) =>
  value.available_units === undefined ||
  value.total_units === undefined ||
  value.available_units <= value.total_units;

/** POST /api/projects/{id}/unit-types */
export const unitTypeCreateBody = z
  .object(unitTypeFields)
  .strict()
  .refine(areaOrdered, { message: 'The smallest area is larger than the largest', path: ['area_min'] })
  .refine(unitsOrdered, { message: 'More units available than there are', path: ['available_units'] });
export type UnitTypeCreateBody = Sendable<z.output<typeof unitTypeCreateBody>>;
export type UnitTypeCreateInput = z.output<typeof unitTypeCreateBody>;

/** PATCH /api/projects/{id}/unit-types/{unitTypeId}: checked again against the stored values. */
export const unitTypeUpdateBody = z.object(unitTypeFields).partial().strict();
export type UnitTypeUpdateBody = Sendable<z.output<typeof unitTypeUpdateBody>>;
export type UnitTypeUpdateInput = z.output<typeof unitTypeUpdateBody>;

/** POST /api/projects/{id}/photos: uploads to show, in the gallery or as construction progress of a day. */
export const projectPhotosBody = z
  .object({
    kind: choice('Kind', PROJECT_PHOTO_KINDS),
    taken_on: day('Taken on').optional().describe('Required for progress photos: the day they show'),
    images: z
      .array(
        z
          .object({ image_url: z.string().min(1).max(2000), caption: z.string().max(300).optional() })
          .strict(),
      )
      .min(1)
      .max(MAX_PROJECT_GALLERY_PHOTOS),
  })
  .strict()
  .refine((body) => body.kind === 'gallery' || body.taken_on !== undefined, {
    message: 'Progress photos need the day they were taken',
    path: ['taken_on'],
  });
export type ProjectPhotosBody = Sendable<z.output<typeof projectPhotosBody>>;

export const projectPhotoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROJECT_PHOTO_KINDS),
  image_url: z.string(),
  caption: z.string(),
  taken_on: z.string().nullable().describe('Progress photos: the day they show (YYYY-MM-DD)'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable(),
  sizes: z.array(imageSizeSchema),
});
export type ProjectPhoto = z.output<typeof projectPhotoSchema>;

export const unitTypeSchema = z.object({
  id: z.number().int(),
  rooms: z.number().int(),
  area_min: z.number(),
  area_max: z.number(),
  currency: z.enum(CURRENCIES),
  price_per_m2: z.number().describe('As the developer entered it, in `currency`'),
  price_per_m2_gel: z.number(),
  price_per_m2_usd: z.number(),
  price_from: z.number(),
  price_from_gel: z.number(),
  price_from_usd: z.number(),
  available_units: z.number().int(),
  total_units: z.number().int(),
  floor_plan: projectPhotoSchema
    .omit({ id: true, kind: true, caption: true, taken_on: true })
    .nullable()
    .describe('The floor plan image'),
});
export type UnitType = z.output<typeof unitTypeSchema>;

export const projectDeveloperSchema = z.object({
  id: z.number().int(),
  name_ka: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  slug: z.string(),
  verified: z.boolean(),
});

/** A project as lists and the map carry it. */
export const projectSummarySchema = z.object({
  id: z.number().int(),
  developer: projectDeveloperSchema,
  name_ka: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  district: z.string(),
  neighbourhood: z.string().nullable(),
  delivery_date: z.string().describe('YYYY-MM-DD'),
  status: z.enum(PROJECT_STATUSES),
  frame_stage: z.enum(FRAME_STAGES),
  floors: z.number().int(),
  buildings: z.number().int(),
  amenities: z.array(z.string()),
  main_photo: projectPhotoSchema.nullable(),
  price_per_m2_from_gel: z.number().nullable().describe('The lowest price per m² of its unit types'),
  price_per_m2_from_usd: z.number().nullable(),
  price_from_gel: z.number().nullable().describe('The lowest "price from" of its unit types'),
  price_from_usd: z.number().nullable(),
  available_units: z.number().int(),
  total_units: z.number().int(),
  updated_at: z.string(),
});
export type ProjectSummary = z.output<typeof projectSummarySchema>;

/** GET /api/projects/{id}: everything its page shows. */
export const projectSchema = projectSummarySchema.extend({
  description_ka: z.string(),
  description_en: z.string(),
  description_ru: z.string(),
  photos: z.array(projectPhotoSchema).describe('The gallery, in order'),
  progress_photos: z.array(projectPhotoSchema).describe('Construction progress, newest day first'),
  unit_types: z.array(unitTypeSchema).describe('By rooms, then smallest area'),
  listings_count: z.number().int().describe('Active listings of flats in this project'),
});
export type Project = z.output<typeof projectSchema>;

const unset = (value: unknown) => (isBlank(value) ? undefined : value);
const statusList = z.preprocess(
  (value) => {
    const values = (Array.isArray(value) ? value : [value])
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => !isBlank(v));
    return values.length ? values : undefined;
  },
  z.array(choice('Status', PROJECT_STATUSES)).max(PROJECT_STATUSES.length).optional(),
);
const priceFilter = (label: string) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(1_000_000_000, `${label} must be at most 1000000000`)
      .optional(),
  );

/** GET /api/projects: the /projects page's filters (the web parses its URL with the same schema). */
export const projectSearchQuery = z.object({
  location: z.preprocess(
    unset,
    z
      .string()
      .max(100)
      .refine((slug) => !!findLocation(slug), 'Location must be a district or neighbourhood slug')
      .optional()
      .describe('A district (all its neighbourhoods) or one neighbourhood'),
  ),
  delivery_year: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'Delivery year must be a number' })
      .int('Delivery year must be a whole year')
      .min(1990, 'Delivery year must be 1990 or later')
      .max(2100, 'Delivery year must be 2100 or earlier')
      .optional()
      .describe('Projects delivered in this year'),
  ),
  status: statusList.describe('planned, under_construction, finished (repeated or comma-separated)'),
  min_price_per_m2: priceFilter('Smallest price per m²'),
  max_price_per_m2: priceFilter('Largest price per m²'),
  currency: z
    .preprocess(unset, choice('Currency', CURRENCIES).optional())
    .describe('Of the price filters; GEL'),
  developer: z.preprocess(unset, idSchema('Developer').optional()).describe('One organisation id'),
  page: z.preprocess(unset, z.coerce.number().int().min(1).max(500).optional()),
  page_size: z.preprocess(unset, z.coerce.number().int().min(1).max(200).optional()),
});
export type ProjectSearchQuery = z.output<typeof projectSearchQuery>;
export type ProjectSearchParams = z.input<typeof projectSearchQuery>;

export const projectSearchResponse = z.object({
  items: z.array(projectSummarySchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ProjectSearchResponse = z.output<typeof projectSearchResponse>;

/** GET /api/projects/mine: the projects of the caller's developer organisation, to edit or to link listings to. */
export const myProjectsResponse = z.object({
  organisation_id: z
    .number()
    .int()
    .nullable()
    .describe('The developer organisation; null if the caller has none'),
  items: z.array(projectSummarySchema),
});
export type MyProjectsResponse = z.output<typeof myProjectsResponse>;
