/**
 * App state that lives only in this browser (docs/product/search.md#recent-searches), in local storage under
 * one product key: the recent searches.
 * (Theme, currency and view mode are cookies so the server renders them; favourites are the account's, on the server.)
 */
export const APP_STATE_KEY = 'sakhli:app-state';
/**
 * Recent searches capped at 10, newest first, duplicates removed (docs/product/search.md#recent-searches).
 */
export const RECENT_SEARCHES_MAX = 10;

export interface AppState {
  /** page query strings of searches (`listing_type=rent&locations=vake`), newest first */
  recentSearches: string[];
}

export const DEFAULT_APP_STATE: AppState = { recentSearches: [] };

/**
 * The saved state; anything unreadable is logged and the defaults are used
 * (docs/product/search.md#recent-searches).
 */
export function parseAppState(raw: string | null): AppState {
  if (raw === null) return DEFAULT_APP_STATE;
  try {
    const value: unknown = JSON.parse(raw);
    const searches = (value as { recentSearches?: unknown } | null)?.recentSearches;
    if (!Array.isArray(searches) || !searches.every((entry) => typeof entry === 'string'))
      throw new Error('recentSearches is not a list of strings');
    return { recentSearches: [...new Set(searches)].slice(0, RECENT_SEARCHES_MAX) };
  } catch (error) {
    console.warn('Ignoring the saved app state', error);
    return DEFAULT_APP_STATE;
  }
}

/** The state with `query` as the newest recent search; an empty search (all listings) is not worth remembering. */
export function withRecentSearch(state: AppState, query: string): AppState {
  if (!query) return state;
  return {
    ...state,
    recentSearches: [query, ...state.recentSearches.filter((entry) => entry !== query)].slice(
      0,
      RECENT_SEARCHES_MAX,
    ),
  };
}
