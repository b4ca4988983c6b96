import { useEffect, useSyncExternalStore } from 'react';
import { browserApi } from '@/lib/api/client';
import { withRetries } from '@/lib/api/retry';

/*
 * The ids of the listings the signed-in user saved, fetched at most once a minute and shared by every heart on the
 * page (and by the dashboard's saved list when it removes one). A few lines of shared state instead of a query
 * library on every public page (decision 024).
 */

interface SavedIds {
  userId: number;
  ids: ReadonlySet<number>;
  fetchedAt: number;
}

const FRESH_MS = 60_000;
let current: SavedIds | null = null;
let loading: number | null = null;
const listeners = new Set<() => void>();

function publish(next: SavedIds) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function load(userId: number) {
  if (loading === userId) return;
  if (current?.userId === userId && Date.now() - current.fetchedAt < FRESH_MS) return;
  loading = userId;
  withRetries(() => browserApi.savedProperties())
    .then((saved) => publish({ userId, ids: new Set(saved.map(({ id }) => id)), fetchedAt: Date.now() }))
    // The hearts stay empty; the next page that shows one asks again.
    .catch(() => undefined)
    .finally(() => {
      if (loading === userId) loading = null;
    });
}

/** The user's saved ids, or undefined while they load (and for a guest). */
export function useSavedIds(userId: number | null): ReadonlySet<number> | undefined {
  const known = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (userId !== null) load(userId);
  }, [userId]);
  return known && known.userId === userId ? known.ids : undefined;
}

/** After the api saved or removed one: every heart on the page follows. */
export function markSaved({ userId, id, saved }: { userId: number; id: number; saved: boolean }) {
  const same = current?.userId === userId ? current : null;
  const ids = new Set(same?.ids);
  if (saved) ids.add(id);
  else ids.delete(id);
  // Not yet loaded: keep this answer, but still fetch the whole list when a heart next asks.
  publish({ userId, ids, fetchedAt: same?.fetchedAt ?? 0 });
}
