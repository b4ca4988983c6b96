import { parseSearchState } from '@/lib/search/read-search-state';
import type { RawSearchParams, SearchState } from '@/lib/search/search-state';

/**
 * A remembered query string back as a search (repeated keys stay lists), read as the page reads its URL. Only the
 * recent-searches list needs it, and loads it when it opens: it brings the contract's schemas and zod along.
 */
export function searchOfQuery(query: string): SearchState {
  const raw: RawSearchParams = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = raw[key];
    raw[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return parseSearchState(raw);
}
