'use client';

import type { Currency } from '@tbilisi/contracts';
import type { ReactNode } from 'react';
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
  return (
    <SessionProvider initialUser={user}>
      <PreferencesProvider initialCurrency={currency} initialTheme={theme} initialViewMode={viewMode}>
        <ToastProvider closeLabel={closeLabel}>{children}</ToastProvider>
      </PreferencesProvider>
    </SessionProvider>
  );
}
