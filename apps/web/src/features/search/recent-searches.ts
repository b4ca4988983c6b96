import {
  countAdditionalFilters,
  DEFAULT_SEARCH,
  toPageQuery,
  type SearchState,
} from '@/lib/search/search-state';

/**
 * What a search is remembered as: its filters only. Page, sort order and list-or-map are how the results were looked
 * at, not what was searched.
 */
export function recentSearchQuery(state: SearchState): string {
  return toPageQuery({
    ...state,
    page: 1,
    sort_by: DEFAULT_SEARCH.sort_by,
    sort_order: DEFAULT_SEARCH.sort_order,
    view: DEFAULT_SEARCH.view,
  });
}

/** The filters a one-line summary leaves to a "+N" count: everything but deal, type, places, text and price. */
export function otherFilterCount(state: SearchState): number {
  const rooms =
    (state.numbers.min_rooms !== undefined ? 1 : 0) + (state.numbers.max_rooms !== undefined ? 1 : 0);
  return countAdditionalFilters(state) + rooms + (state.bbox ? 1 : 0);
}
