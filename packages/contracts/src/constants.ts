/** The limits and defaults of docs/product/README.md#limits-and-defaults. */

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 500;
export const PAGINATION_WINDOW = 5;

/**
 * A search counts matches exactly up to this many and answers "10,000+" beyond; pages go as deep as the count, so a
 * visitor refines the search rather than paging past the 500th page (what Zillow and Rightmove do too).
 */
export const SEARCH_COUNT_LIMIT = 10_000;

/** GEL per USD unless the api is configured otherwise (EXCHANGE_RATE_USD_GEL). */
export const DEFAULT_EXCHANGE_RATE_USD_GEL = 2.71;

export const MAX_IMAGES_PER_LISTING = 12;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const YEAR_BUILT_MIN = 1800;
export const ROOMS_FILTER_MIN = 0;
export const ROOMS_FILTER_MAX = 10;

export const DEFAULT_LEASE_MONTHS = 12;
export const PASSWORD_MIN_LENGTH = 8;

export const CURRENCY_SYMBOLS = { GEL: '\u20be', USD: '$' } as const;
