'use client';

import { createContext, useContext, useTransition, type ReactNode } from 'react';
import { useRouter } from '@/i18n/navigation';
import { RESULTS_ANCHOR, toPageQuery, type SearchState } from './search-state';

interface SearchNavigation {
  state: SearchState;
  pending: boolean;
  /** Puts the search in the URL; the server renders the results for it. */
  navigate: (next: SearchState, options?: { scrollToResults?: boolean }) => void;
}

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

export function hrefFor(state: SearchState): string {
  const query = toPageQuery(state);
  return query ? `/?${query}` : '/';
}

export function SearchNavigationProvider({ state, children }: { state: SearchState; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate: SearchNavigation['navigate'] = (next, options) => {
    startTransition(() => {
      router.push(hrefFor(next), { scroll: false });
    });
    if (options?.scrollToResults) {
      document.getElementById(RESULTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };
  return (
    <SearchNavigationContext.Provider value={{ state, pending, navigate }}>
      {children}
    </SearchNavigationContext.Provider>
  );
}

export function useSearchNavigation(): SearchNavigation {
  const value = useContext(SearchNavigationContext);
  if (!value) throw new Error('useSearchNavigation needs a SearchNavigationProvider');
  return value;
}
