'use client';

import type { Currency } from '@tbilisi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { PreferencesProvider } from '@/lib/preferences-context';
import { SessionProvider } from '@/lib/session-context';
import type { User } from '@tbilisi/contracts';
import type { ThemePreference, ViewMode } from '@/lib/preferences';

export function Providers({
  user,
  currency,
  theme,
  viewMode,
  closeLabel,
  children,
}: {
  user: User | null;
  currency: Currency;
  theme: ThemePreference;
  viewMode: ViewMode;
  closeLabel: string;
  children: ReactNode;
}) {
  // Cache kept 5 minutes, retries back off from 1 s doubling up to 30 s
  // (docs/product/README.md#limits-and-defaults).
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            gcTime: 5 * 60_000,
            retry: 3,
            retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialUser={user}>
        <PreferencesProvider initialCurrency={currency} initialTheme={theme} initialViewMode={viewMode}>
          <ToastProvider closeLabel={closeLabel}>{children}</ToastProvider>
        </PreferencesProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
