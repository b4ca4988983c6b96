import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role').notNull().default('tenant'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail is unique regardless of case: "Nino@x.ge" and "nino@x.ge" are one account.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the token is kept, so a database leak does not leak live sessions.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use tokens e-mailed to users: password reset and e-mail verification. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'password_reset' | 'email_verification'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    index('user_tokens_user_id_idx').on(t.userId),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    titleRu: text('title_ru'),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    descriptionRu: text('description_ru'),
    address: text('address').notNull(),
    urbanArea: text('urban_area'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code'),
    propertyType: text('property_type').notNull(),
    listingType: text('listing_type').notNull(),
    isNewBuilding: boolean('is_new_building').notNull().default(false),
    bedrooms: smallint('bedrooms').notNull().default(1),
    bathrooms: doublePrecision('bathrooms').notNull().default(1),
    // Square metres: the column keeps its older name for compatibility (docs/product/listings.md#fields).
    squareFeet: doublePrecision('square_feet').notNull().default(0),
    rooms: smallint('rooms'),
    floor: smallint('floor'),
    totalFloors: smallint('total_floors'),
    renovationStatus: text('renovation_status'),
    cadastralCode: text('cadastral_code'),
    // The flat's own identity, private to its poster and moderators (docs/duplicates.md): the unit's cadastral code,
    // shown to visitors only when the poster chooses, and the flat number, never shown. The duplicate check reads them.
    unitCadastralCode: text('unit_cadastral_code'),
    flatNumber: text('flat_number'),
    showCadastralCode: boolean('show_cadastral_code').notNull().default(false),
    yardArea: doublePrecision('yard_area'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVerified: boolean('is_verified').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contactPhone: text('contact_phone'),
    // The owner's own figure and currency are kept as entered; GEL and USD are derived at write time
    // so that filters and sorts run on one indexed column.
    price: doublePrecision('price').notNull().default(0),
    currency: text('currency').notNull().default('GEL'),
    rentAmount: doublePrecision('rent_amount').notNull().default(0),
    rentAmountUsd: doublePrecision('rent_amount_usd').notNull().default(0),
    securityDeposit: doublePrecision('security_deposit').notNull().default(0),
    leaseDuration: smallint('lease_duration').notNull().default(12),
    yearBuilt: smallint('year_built'),
    parkingSpaces: smallint('parking_spaces').notNull().default(0),
    utilitiesIncluded: text('utilities_included').notNull().default(''),
    isAvailable: boolean('is_available').notNull().default(true),
    isFurnished: boolean('is_furnished').notNull().default(false),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    smokingAllowed: boolean('smoking_allowed').notNull().default(false),
    status: text('status').notNull().default('active'),
    views: integer('views').notNull().default(0),
    photoCount: smallint('photo_count').notNull().default(0),
    // Stems, transliterated to Latin, of the titles, address, place names, phone and cadastral code, so "vake",
    // "ვაკე" and "Ваке" all match (lib/translit, docs/decisions/003).
    searchText: text('search_text').notNull().default(''),
    // The street and house number in one script without street-type words (modules/duplicates/address-key.ts):
    // "ჭავჭავაძის გამზ. 37" and "37 Chavchavadze Ave" share it. Duplicate candidates are looked up by it.
    addressKey: text('address_key'),
    // When its poster last confirmed it (a copy of listing_freshness.confirmed_at on the row cards are read from).
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // When this poster first listed the property, if before created_at: a delete and re-post keeps the count of days
    // on market (modules/freshness/first-listed.ts). Null: created_at.
    firstListedAt: timestamp('first_listed_at', { withTimezone: true }),
    // One property posted several times (by its owner and by agents) is one group; search shows the group once,
    // through its lead (the best offer), and says how many offers it has (docs/duplicates.md).
    groupId: integer('group_id').references(() => propertyGroups.id, { onDelete: 'set null' }),
    isGroupLead: boolean('is_group_lead').notNull().default(true),
    offersCount: smallint('offers_count').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Search reads active group leads only (one card per property): partial indexes leave the rest out. Each ordered
  // index ends in id, the tie-breaker of every sort, so a page is read straight off the index (docs/search.md).
  (t) => {
    const active = sql`${t.status} = 'active' and ${t.isGroupLead}`;
    return [
      index('properties_owner_id_idx').on(t.ownerId, t.createdAt.desc()),
      index('properties_active_date_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(active),
      index('properties_active_deal_date_idx')
        .on(t.listingType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(active),
      index('properties_active_deal_price_idx').on(t.listingType, t.rentAmount, t.id).where(active),
      index('properties_active_deal_price_usd_idx').on(t.listingType, t.rentAmountUsd, t.id).where(active),
      index('properties_active_deal_area_idx').on(t.listingType, t.squareFeet, t.id).where(active),
      // These two cover the count of the most common searches (deal + district or neighbourhoods + type, price,
      // bedrooms, area), so it is answered from the index alone, without reading the wide listing rows.
      index('properties_active_neighbourhood_idx')
        .on(
          t.listingType,
          t.urbanArea,
          t.rentAmount,
          t.rentAmountUsd,
          t.bedrooms,
          t.squareFeet,
          t.propertyType,
        )
        .where(active),
      index('properties_active_place_idx')
        .on(
          t.listingType,
          t.state,
          t.propertyType,
          t.urbanArea,
          t.rentAmount,
          t.rentAmountUsd,
          t.bedrooms,
          t.squareFeet,
        )
        .where(active),
      // A place typed in the search box becomes a neighbourhood filter without a deal type.
      index('properties_active_urban_area_idx').on(t.urbanArea).where(active),
      // Every active listing, group member or not: duplicate candidates are looked up by position too.
      index('properties_active_position_idx')
        .on(t.latitude, t.longitude)
        .where(sql`${t.status} = 'active'`),
      // A map box almost always comes with a deal tab: its count is then read from this index alone.
      index('properties_active_deal_position_idx').on(t.listingType, t.latitude, t.longitude).where(active),
      index('properties_features_idx').using('gin', t.features),
      index('properties_cadastral_digits_idx').on(sql`regexp_replace(${t.cadastralCode}, '[^0-9]', '', 'g')`),
      index('properties_unit_cadastral_digits_idx').on(
        sql`regexp_replace(${t.unitCadastralCode}, '[^0-9]', '', 'g')`,
      ),
      index('properties_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      // Pattern ops: the duplicate check looks up a street's keys by prefix ("navtlug %") as well as whole keys, and
      // the area keeps a long street's lookup to the listings that could be the flat without visiting the rest.
      index('properties_address_key_idx')
        .on(t.addressKey.op('text_pattern_ops'), t.squareFeet)
        .where(sql`${t.status} = 'active'`),
      index('properties_group_id_idx').on(t.groupId),
    ];
  },
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    // The stored file behind image_url (null for an external URL), to find listings that use an upload.
    mediaName: text('media_name'),
    caption: text('caption').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    orderIndex: smallint('order_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_images_property_id_idx').on(t.propertyId, t.orderIndex),
    index('property_images_media_name_idx').on(t.mediaName),
  ],
);

/**
 * One processed photo: every stored size, named by the content hash of the normalised picture, so the same photo
 * uploaded twice is stored once. `variants` lists the files (WebP at each width, one JPEG fallback).
 */
export const mediaFiles = pgTable('media_files', {
  name: text('name').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  // A ~20-pixel-wide blurred WebP as a data URL: painted at once while the real photo loads.
  placeholder: text('placeholder').notNull(),
  variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * The perceptual fingerprint of each photo (modules/duplicates/perceptual-hash.ts: pHashes of the whole picture and
 * of crops, and a colour layout), computed once at upload, and the 16-bit bands of its hashes. Copies of a picture
 * (re-encoded, resized, cropped a little, brightened) share bands, which the GIN index finds without a scan. Kept
 * apart from media_files so the rows a duplicate check reads are small.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    name: text('name')
      .primaryKey()
      .references(() => mediaFiles.name, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    bands: integer('bands').array().notNull(),
  },
  (t) => [index('photo_fingerprints_bands_idx').using('gin', t.bands)],
);

export interface MediaVariant {
  file: string;
  width: number;
  height: number;
  format: 'webp' | 'jpeg' | 'avif';
  bytes: number;
}

/** Files uploaded through POST /upload/images: who uploaded them, so only they may delete them. */
export const uploads = pgTable(
  'uploads',
  {
    // Two people may upload the same bytes (same content-hash name); each owns their own upload.
    name: text('name').notNull(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploaderId, t.name] }), index('uploads_name_idx').on(t.name)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favourites_property_id_idx').on(t.propertyId),
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** One row per visitor, listing and day: the view counter and the "views this week" figure come from here. */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.visitorKey] })],
);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyTitle: text('property_title').notNull().default(''),
    reportReason: text('report_reason').notNull(),
    description: text('description').notNull(),
    userName: text('user_name'),
    userEmail: text('user_email'),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_property_id_idx').on(t.propertyId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_recipient_idx').on(t.recipientId, t.createdAt.desc()),
    index('contact_messages_property_idx').on(t.propertyId),
  ],
);

export const propertyGroups = pgTable('property_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // Set when a moderator has looked at the group and confirmed it.
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Each pair of listings found to be the same property, with the score and the reasons, as evidence for moderators.
 * A moderator's split is kept, so the pair is not grouped again automatically. The pair is stored once, lower id first.
 */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    reasons: jsonb('reasons').$type<{ code: string; detail: string }[]>().notNull(),
    /** the pair score called it one property (a pair the api did not group then waits for a moderator) */
    isDuplicate: boolean('is_duplicate').notNull().default(false),
    decision: text('decision').$type<'automatic' | 'confirmed' | 'split'>().notNull().default('automatic'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.otherId] }),
    index('duplicate_pairs_other_idx').on(t.otherId),
  ],
);

// --- Price statistics (modules/prices, docs/decisions/015) ---

/**
 * Price statistics precomputed by the statistics job (modules/prices/refresh-price-statistics.ts): one row per month
 * (or 'recent', the last 180 days pooled), place, deal, property kind and room count, with at least 10 listings
 * behind it. Empty strings mean "all": district '' is Tbilisi, neighbourhood '' the whole district, rooms 0 any.
 */
export const priceStatistics = pgTable(
  'price_statistics',
  {
    period: text('period').notNull(),
    district: text('district').notNull(),
    neighbourhood: text('neighbourhood').notNull(),
    deal: text('deal').notNull(),
    kind: text('kind').notNull(),
    rooms: smallint('rooms').notNull(),
    listings: integer('listings').notNull(),
    newListings: integer('new_listings').notNull(),
    activeListings: integer('active_listings').notNull(),
    medianDaysOnMarket: doublePrecision('median_days_on_market'),
    perSqmGelQ1: doublePrecision('per_sqm_gel_q1').notNull(),
    perSqmGelMedian: doublePrecision('per_sqm_gel_median').notNull(),
    perSqmGelQ3: doublePrecision('per_sqm_gel_q3').notNull(),
    perSqmUsdQ1: doublePrecision('per_sqm_usd_q1').notNull(),
    perSqmUsdMedian: doublePrecision('per_sqm_usd_median').notNull(),
    perSqmUsdQ3: doublePrecision('per_sqm_usd_q3').notNull(),
    medianPriceGel: doublePrecision('median_price_gel').notNull(),
    medianPriceUsd: doublePrecision('median_price_usd').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deal, t.kind, t.rooms, t.district, t.neighbourhood, t.period] })],
);

/** The estimate's fitted model per deal (modules/prices/price-model.ts): refitted by the statistics job. */
export const priceModels = pgTable('price_models', {
  deal: text('deal').primaryKey(),
  model: jsonb('model').notNull(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
});
// ---------------------------------------------------------------------------------------------------------------
// Alerts (issue 14): saved searches, the durable job queue, matches, in-app notifications, price history
// (docs/decisions/014-alerts-and-jobs.md)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A search a user keeps by name. `filters` holds the search's own query parameters (validated by `searchFilters`);
 * `match_keys` and the price band are derived from them, so a new listing finds the searches it may match through
 * one GIN lookup instead of testing every search (modules/saved-searches/match-keys.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency').$type<'instant' | 'daily'>().notNull().default('instant'),
    isPaused: boolean('is_paused').notNull().default(false),
    // The language the search was saved in: its e-mails are written in it.
    locale: text('locale').$type<'ka' | 'en' | 'ru'>().notNull().default('ka'),
    matchKeys: text('match_keys').array().notNull(),
    minPrice: doublePrecision('min_price'),
    maxPrice: doublePrecision('max_price'),
    priceCurrency: text('price_currency').$type<'GEL' | 'USD'>().notNull().default('GEL'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_match_keys_idx')
      .using('gin', t.matchKeys)
      .where(sql`not ${t.isPaused}`),
  ],
);

/**
 * The durable job queue (modules/jobs): a job is a row written in the same transaction as the change that calls for
 * it, claimed with `for update skip locked`, retried with backoff, finished or failed. `singleton_key` names a
 * scheduled run (a kind and its time) so that it is queued once however many processes schedule it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    // Higher first among due jobs: a listing's matching before the deliveries already queued (modules/jobs).
    priority: smallint('priority').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    singletonKey: text('singleton_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.priority.desc(), t.runAt, t.id)
      .where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
    uniqueIndex('jobs_singleton_key').on(t.singletonKey),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
  ],
);

/**
 * A listing found for a saved search: one row per search and property group, so a property posted several times
 * (or matched again by a retried job) alerts once. Each channel records when it delivered.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    reason: text('reason').$type<'published' | 'reactivated' | 'price_drop'>().notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_matches_search_group_key').on(t.savedSearchId, t.groupKey),
    index('alert_matches_property_idx').on(t.propertyId),
  ],
);

/** The in-app list in the header: newest first, at most 50 kept per user. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'new_match' | 'price_drop'>().notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    // What the list shows, fixed when the notice was made (title, price, search name); the web words it per language.
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id.desc())],
);

/** Every price a listing has had: its first with `old_price` null, then each change. */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    oldPrice: doublePrecision('old_price'),
    newPrice: doublePrecision('new_price').notNull(),
    currency: text('currency').notNull(),
    // In GEL as well, to call a change a drop when the currency changed too.
    oldAmountGel: doublePrecision('old_amount_gel'),
    newAmountGel: doublePrecision('new_amount_gel').notNull(),
  },
  (t) => [index('price_changes_property_idx').on(t.propertyId, t.changedAt)],
);

/** Per-user alert settings beyond each saved search. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  locale: text('locale').$type<'ka' | 'en' | 'ru'>().notNull().default('ka'),
  priceDropAlerts: boolean('price_drop_alerts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the api makes at first start and keeps: the key that signs one-click links, the VAPID key pair. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A browser's web-push subscription (its endpoint and keys), made after the user saved a search. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * What a deleted listing leaves behind so that its poster, posting the same property again (same address key, floor
 * and about the same area), keeps the date it was first listed (modules/freshness/first-listed.ts).
 */
export const deletedListingTraces = pgTable(
  'deleted_listing_traces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressKey: text('address_key').notNull(),
    floor: smallint('floor'),
    squareFeet: doublePrecision('square_feet').notNull(),
    firstListedAt: timestamp('first_listed_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_listing_traces_owner_address_idx').on(t.ownerId, t.addressKey)],
);

/**
 * Whether a listing is still true (issue 14, freshness): it expires unless its poster confirms it, 30 days after the
 * last confirmation for rent and daily rent, 60 for sale and leasehold mortgage. `link_nonce` makes each e-mailed
 * one-click link single use: using one replaces it.
 */
export const listingFreshness = pgTable(
  'listing_freshness',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    linkNonce: text('link_nonce').notNull(),
  },
  (t) => [index('listing_freshness_expires_idx').on(t.expiresAt)],
);
