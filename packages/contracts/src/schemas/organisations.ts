import { z } from 'zod';
import { MAX_IMAGES_PER_LISTING } from '../constants';
import { propertyCreateSchema } from './property';

import { ORGANISATION_KINDS } from './poster';

export const ORGANISATION_ROLES = ['owner', 'agent'] as const;

const trimmed = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`),
  );

/** POST /api/organisations and PATCH /api/organisations/mine: the public page's texts. */
export const organisationInput = z.object({
  kind: z.enum(ORGANISATION_KINDS, { error: 'Kind must be agency or developer' }),
  name_ka: trimmed(200, 'Name').pipe(z.string().min(1, 'Name (Georgian) is required')),
  name_en: trimmed(200, 'Name').optional(),
  name_ru: trimmed(200, 'Name').optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, 'Slug: 1-60 lower-case letters, digits and dashes')
    .optional()
    .describe('The page address /agencies/{slug}; made from the English or Georgian name when not given'),
  logo_url: z
    .string()
    .max(500)
    .regex(/^\/media\/[a-f0-9]{32}\//, 'Upload the logo first: it must be a /media/ URL')
    .nullable()
    .optional()
    .describe(
      'A photo uploaded with `POST /api/upload/images` (its /media/ URL; checked, re-encoded, at most 10 MB), or ' +
        'null to remove the logo. The upload becomes the logo; the one it replaces is removed.',
    ),
  description_ka: trimmed(5000, 'Description').optional(),
  description_en: trimmed(5000, 'Description').optional(),
  description_ru: trimmed(5000, 'Description').optional(),
  phone: trimmed(40, 'Phone').optional(),
  address: trimmed(300, 'Address').optional(),
});
export type OrganisationInput = z.output<typeof organisationInput>;
export const organisationUpdate = organisationInput.omit({ kind: true }).partial();
export type OrganisationUpdate = z.input<typeof organisationUpdate>;

export const organisationMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  active_listings: z.number().int(),
});

/** An agency's or developer's public page. */
export const organisationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORGANISATION_KINDS),
  slug: z.string(),
  name_ka: z.string(),
  name_en: z.string(),
  name_ru: z.string(),
  logo_url: z.string().nullable(),
  description_ka: z.string(),
  description_en: z.string(),
  description_ru: z.string(),
  phone: z.string(),
  address: z.string(),
  verified: z.boolean().describe('A moderator checked its documents'),
  active_listings: z.number().int(),
  members: z.array(organisationMemberSchema).describe('The owner and the member agents'),
  created_at: z.string(),
});
export type Organisation = z.output<typeof organisationSchema>;

/** GET /api/organisations: the directory of agencies or developers. */
export const organisationDirectoryQuery = z.object({
  kind: z.enum(ORGANISATION_KINDS, { error: 'Kind must be agency or developer' }),
  verified: z
    .enum(['true'], { error: 'verified can only be true' })
    .transform(() => true)
    .optional()
    .describe('Only companies a moderator has verified'),
  query: trimmed(200, 'Search').optional().describe('Part of a name (any language)'),
  lang: z
    .enum(['ka', 'en', 'ru'], { error: 'lang must be ka, en or ru' })
    .default('ka')
    .describe("Whose alphabet orders the names: this language's name, the Georgian one where it has none"),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export type OrganisationDirectoryQuery = z.output<typeof organisationDirectoryQuery>;

/** A company as the directory lists it: enough to recognise it and go to its page. */
export const organisationCardSchema = organisationSchema.pick({
  id: true,
  kind: true,
  slug: true,
  name_ka: true,
  name_en: true,
  name_ru: true,
  logo_url: true,
  phone: true,
  address: true,
  verified: true,
  active_listings: true,
});
export const organisationDirectorySchema = z.object({
  items: z.array(organisationCardSchema),
  total_count: z.number().int(),
});
export type OrganisationCard = z.output<typeof organisationCardSchema>;
export type OrganisationDirectory = z.output<typeof organisationDirectorySchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  expires_at: z.string(),
});

/** GET /api/organisations/mine: the page, the caller's role, and (for the owner) pending invitations. */
export const myOrganisationSchema = z.object({
  organisation: organisationSchema,
  role: z.enum(ORGANISATION_ROLES),
  invitations: z.array(invitationSchema),
});
export type MyOrganisation = z.output<typeof myOrganisationSchema>;

export const invitationBody = z.object({ email: z.email({ error: 'Enter a valid e-mail' }).max(254) });
export const acceptInvitationBody = z.object({ token: z.string().min(10).max(200) });

export const organisationListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  views: z.number().int(),
  views_this_week: z.number().int(),
  posted_by: z.string().describe("The member's name"),
  reference: z.string().nullable().describe("The partner feed's own reference, for imported listings"),
  created_at: z.string(),
});
export const organisationListingsSchema = z.object({
  items: z.array(organisationListingSchema),
  total: z.number().int(),
  total_views: z.number().int(),
});
export type OrganisationListings = z.output<typeof organisationListingsSchema>;

export const verificationBody = z.object({
  verified: z.boolean({ error: 'verified must be true or false' }),
});

/** GET /api/moderation/organisations: the companies to check, those not yet verified first (moderators). */
export const moderationOrganisationsQuery = z.object({
  verified: z
    .enum(['true', 'false'], { error: 'verified must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .describe('Only verified (true) or only unverified (false) companies; both when left out'),
  query: trimmed(200, 'Search').optional().describe('Part of a name or of the page address'),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A company as the moderators' list shows it: enough to find its page and judge its documents. */
export const organisationReviewSchema = organisationSchema
  .pick({
    id: true,
    kind: true,
    slug: true,
    name_ka: true,
    name_en: true,
    name_ru: true,
    phone: true,
    address: true,
    verified: true,
    active_listings: true,
    created_at: true,
  })
  .extend({ verified_at: z.string().nullable() });
export const organisationReviewListSchema = z.object({
  items: z.array(organisationReviewSchema),
  total_count: z.number().int(),
});
export type OrganisationReview = z.output<typeof organisationReviewSchema>;
export type OrganisationReviewList = z.output<typeof organisationReviewListSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key, to tell keys apart'),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export const apiKeyCreateBody = z.object({
  name: trimmed(100, 'Name').pipe(z.string().min(1, 'Name is required')),
});
export const apiKeyCreatedSchema = apiKeySchema.extend({
  key: z.string().describe('The key itself: shown this once, stored only as a hash'),
});

/** One listing of a partner feed: the listing form's fields, the partner's reference and photo URLs. */
export const feedItemSchema = propertyCreateSchema.extend({
  reference: z
    .string({ error: 'reference is required' })
    .trim()
    .min(1, 'reference is required')
    .max(100, 'reference must be at most 100 characters'),
  photos: z
    .array(z.url({ protocol: /^https?$/, error: 'Each photo is an http(s) URL' }).max(2000))
    .max(MAX_IMAGES_PER_LISTING, `At most ${MAX_IMAGES_PER_LISTING} photos`)
    .optional(),
});
export type FeedItem = z.output<typeof feedItemSchema>;

export const FEED_MODES = ['full', 'partial'] as const;
export const FEED_MAX_ITEMS = 10_000;
/** POST /api/feeds/listings as JSON (XML: see docs/partner-feed.md and its schema). */
export const feedBody = z.object({
  mode: z
    .enum(FEED_MODES, { error: 'mode must be full or partial' })
    .describe('full: listings missing from the feed become inactive; partial: only the items given change'),
  items: z
    .array(z.unknown())
    .max(FEED_MAX_ITEMS, `At most ${FEED_MAX_ITEMS} items per feed`)
    .describe('Listings (see FeedItem); each is checked on its own and a bad one is reported, not fatal'),
});

export const feedFailureSchema = z.object({
  reference: z.string().nullable(),
  field: z.string().describe('The field, as a dotted path ("photos.0"); empty for the item as a whole'),
  message: z.string(),
});
export const feedResultSchema = z.object({
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deactivated: z.number().int().describe('Listings missing from a full feed, now inactive'),
  failed: z.array(feedFailureSchema),
});
export type FeedResult = z.output<typeof feedResultSchema>;
