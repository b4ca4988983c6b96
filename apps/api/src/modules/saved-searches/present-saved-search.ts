import type { savedSearches } from '../../db/schema';

export function presentSavedSearch(row: typeof savedSearches.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    is_paused: row.isPaused,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
