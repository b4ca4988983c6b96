'use client';

import { useSyncExternalStore } from 'react';
import {
  APP_STATE_KEY,
  DEFAULT_APP_STATE,
  parseAppState,
  withRecentSearch,
  type AppState,
} from '@/lib/app-state';

const listeners = new Set<() => void>();
let cache: { raw: string | null; state: AppState } = { raw: null, state: DEFAULT_APP_STATE };

function read(): AppState {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(APP_STATE_KEY);
  } catch {
    // Storage blocked (private mode, policies): the app works without remembering.
  }
  if (raw !== cache.raw) cache = { raw, state: parseAppState(raw) };
  return cache.state;
}

function write(next: AppState) {
  try {
    window.localStorage.setItem(APP_STATE_KEY, JSON.stringify(next));
  } catch {
    // as above
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab searched or cleared.
  const onStorage = (event: StorageEvent) => {
    if (event.key === APP_STATE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches of this browser; empty during server rendering and until hydration. */
export function useRecentSearches() {
  const state = useSyncExternalStore(subscribe, read, () => DEFAULT_APP_STATE);
  return {
    searches: state.recentSearches,
    record: (query: string) => write(withRecentSearch(read(), query)),
    clear: () => write({ ...read(), recentSearches: [] }),
  };
}
