'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { READ_RETRIES, retryDelayMs } from '@/lib/api/retry';

function newQueryClient() {
  // Cache kept 5 minutes, retries as every browser read (docs/product/README.md#limits-and-defaults).
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: READ_RETRIES,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** One cache for the whole tab, whichever page's provider asks first; a fresh one per server render. */
let browserQueryClient: QueryClient | undefined;
function queryClient() {
  if (typeof window === 'undefined') return newQueryClient();
  browserQueryClient ??= newQueryClient();
  return browserQueryClient;
}

/**
 * react-query for the screens that keep server state in the browser (dashboard, listing form, moderation, the map):
 * placed around them rather than in the layout, so the public pages' first load carries none of it (decision 024).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
