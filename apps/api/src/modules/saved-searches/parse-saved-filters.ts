import { AppError, type FieldError } from '../../lib/errors';
import { buildSearchFilter } from '../search/build-search-filter';
import { searchFilters, type SearchFilters } from '@tbilisi/contracts';

const FILTER_KEYS = new Set(Object.keys(searchFilters.shape));

/**
 * Validates a saved search's parameters with the search's own schema and keeps only the filters (paging and sort
 * are a page's, not the search's). Answers the kept input, stored as given so it is parsed the same way again when
 * a listing is matched, and its parsed form.
 */
export function parseSavedFilters(input: Record<string, unknown>): {
  stored: Record<string, unknown>;
  filters: SearchFilters;
} {
  const stored = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => FILTER_KEYS.has(key) && value !== null && value !== ''),
  );
  const parsed = searchFilters.safeParse(stored);
  if (!parsed.success) {
    const detail: FieldError[] = parsed.error.issues.map((issue) => ({
      loc: ['body', 'filters', ...issue.path.map(String)],
      msg: issue.message,
    }));
    throw new AppError('validation_failed', detail);
  }
  // Unknown location slugs are refused by the filter builder itself.
  try {
    buildSearchFilter(parsed.data);
  } catch (error) {
    if (error instanceof AppError && Array.isArray(error.detail)) {
      throw new AppError(
        'validation_failed',
        error.detail.map((entry) => ({ ...entry, loc: ['body', 'filters', ...entry.loc.slice(1)] })),
      );
    }
    throw error;
  }
  return { stored, filters: parsed.data };
}

/** A stored search's filters, parsed again (they were valid when saved). */
export function storedFilters(stored: Record<string, unknown>): SearchFilters {
  return searchFilters.parse(stored);
}
