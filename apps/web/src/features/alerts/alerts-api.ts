import { toApiError } from '@/lib/api/errors';

/** Calls of the alerts area, from the browser through the web's /api proxy (the session cookie goes along). */
async function call<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: { accept: 'application/json', ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
    cache: 'no-store',
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export interface SavedSearch {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  frequency: 'instant' | 'daily';
  is_paused: boolean;
  locale: 'ka' | 'en' | 'ru';
  created_at: string;
}

export interface AppNotification {
  id: number;
  kind: 'new_match' | 'price_drop';
  property_id: number | null;
  data: {
    search_name?: string;
    title?: string;
    title_en?: string | null;
    title_ru?: string | null;
    price?: number;
    currency?: string;
    old_price?: number;
  };
  is_read: boolean;
  created_at: string;
}

export const alertsApi = {
  listSavedSearches: () => call<{ items: SavedSearch[]; limit: number }>('/saved-searches'),
  createSavedSearch: (body: {
    name: string;
    filters: Record<string, string | string[]>;
    frequency: 'instant' | 'daily';
    locale: string;
  }) => call<SavedSearch>('/saved-searches', { method: 'POST', json: body }),
  updateSavedSearch: (id: number, body: Partial<Pick<SavedSearch, 'name' | 'frequency' | 'is_paused'>>) =>
    call<SavedSearch>(`/saved-searches/${id}`, { method: 'PATCH', json: body }),
  deleteSavedSearch: (id: number) => call<{ message: string }>(`/saved-searches/${id}`, { method: 'DELETE' }),
  notifications: () => call<{ unread_count: number; items: AppNotification[] }>('/notifications'),
  markAllRead: () => call<{ message: string }>('/notifications/read', { method: 'POST', json: {} }),
  clearNotifications: () => call<{ message: string }>('/notifications', { method: 'DELETE' }),
  pushPublicKey: () => call<{ public_key: string }>('/push/public-key'),
  subscribePush: (subscription: PushSubscriptionJSON) =>
    call<{ message: string }>('/push/subscriptions', { method: 'POST', json: subscription }),
};

/** The filters of an api search query string: paging and sort belong to a page, not to the search. */
export function filtersOfQuery(query: string): Record<string, string | string[]> {
  const filters: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (['skip', 'limit', 'sort_by', 'sort_order', 'view'].includes(key) || value === '') continue;
    const existing = filters[key];
    filters[key] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return filters;
}
