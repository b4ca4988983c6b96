/**
 * One list per enumeration (docs/product/listings.md#enumerations); the api validates against these and the
 * web renders them.
 */

export const LISTING_TYPES = ['sale', 'rent', 'mortgage', 'daily_rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The "new buildings" deal tab: sale listings with is_new_building = true. */
export const SEARCH_LISTING_TYPES = [...LISTING_TYPES, 'new'] as const;
export type SearchListingType = (typeof SEARCH_LISTING_TYPES)[number];

export const PROPERTY_TYPES = [
  'apartment',
  'house',
  'country_house',
  'land_plot',
  'commercial',
  'hotel',
  'studio',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Search also accepts `land` as the short name the search bar uses for `land_plot`. */
export const SEARCH_PROPERTY_TYPE_ALIASES: Readonly<Record<string, PropertyType>> = { land: 'land_plot' };

export const RENOVATION_STATUSES = [
  'not_renovated',
  'under_renovation',
  'old_renovated',
  'renovated',
  'newly_renovated',
  'green_frame',
  'black_frame',
  'white_frame',
] as const;
export type RenovationStatus = (typeof RENOVATION_STATUSES)[number];

/**
 * One catalogue of what a flat or its building has (docs/decisions/011-one-catalogue.md): every item is stored in the
 * listing's `features`, offered in the listing form, filterable in search (`features=elevator`) and named in the web's
 * message files (`feature.<code>`). Codes are stable: stored with listings and sent by clients. The order is the
 * order the form and the filters dialog show them in.
 */
export const FEATURES = [
  // the building and its services
  'elevator',
  'central_heating',
  'natural_gas',
  'hot_water',
  'drinking_water',
  'generator',
  'security',
  'intercom',
  'garage',
  'storage_room',
  'basement',
  'pool',
  // the flat
  'balcony',
  'air_conditioning',
  'heated_floor',
  'fireplace',
  'furniture',
  'wardrobe',
  // appliances and connections
  'internet',
  'cable_tv',
  'tv',
  'refrigerator',
  'washing_machine',
  'dishwasher',
  'oven',
  'gas_stove',
  // the deal
  'video_call',
  'ukraine_discount',
] as const;
export type Feature = (typeof FEATURES)[number];
export const isFeature = (code: string): code is Feature => (FEATURES as readonly string[]).includes(code);

export const REPORT_REASONS = [
  'inappropriate_content',
  'misleading_info',
  'spam',
  'wrong_price',
  'wrong_location',
  'not_available',
  'fraud',
  'duplicate',
  'agent_posing_as_owner',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** An account's role: what a poster is (tenant, owner, agent, developer), or a moderator, who reviews duplicate
 * listings and is named by whoever runs the site (`npm run moderator`), never by signing up. */
export const USER_ROLES = ['tenant', 'owner', 'agent', 'developer', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const CURRENCIES = ['GEL', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LISTING_STATUSES = ['active', 'inactive'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const SORT_KEYS = ['date', 'price', 'area', 'bedrooms'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LANGUAGES = ['ka', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The older language codes, accepted as aliases of ours (docs/product/api.md#languages). */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { geo: 'ka', rus: 'ru', en: 'en' };
