'use client';

import type { Currency } from '@tbilisi/contracts';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  CURRENCY_COOKIE,
  THEME_COOKIE,
  VIEW_MODE_COOKIE,
  writePreferenceCookie,
  type ThemePreference,
  type ViewMode,
} from './preferences';

interface PreferencesValue {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  theme: ThemePreference;
  setTheme: (theme: ThemePreference) => void;
  viewMode: ViewMode;
  setViewMode: (viewMode: ViewMode) => void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

// globals.css switches every colour on this attribute; "system" leaves it to the device.
function applyTheme(theme: ThemePreference) {
  document.documentElement.dataset.theme = theme;
}

/** Currency, theme and view mode, remembered in cookies so the server renders the page the way it will look. */
export function PreferencesProvider({
  initialCurrency,
  initialTheme,
  initialViewMode,
  children,
}: {
  initialCurrency: Currency;
  initialTheme: ThemePreference;
  initialViewMode: ViewMode;
  children: ReactNode;
}) {
  const [currency, setCurrencyState] = useState(initialCurrency);
  const [theme, setThemeState] = useState(initialTheme);
  const [viewMode, setViewModeState] = useState(initialViewMode);

  const value: PreferencesValue = {
    currency,
    setCurrency: (next) => {
      setCurrencyState(next);
      writePreferenceCookie(CURRENCY_COOKIE, next);
    },
    theme,
    setTheme: (next) => {
      setThemeState(next);
      writePreferenceCookie(THEME_COOKIE, next);
      applyTheme(next);
    },
    viewMode,
    setViewMode: (next) => {
      setViewModeState(next);
      writePreferenceCookie(VIEW_MODE_COOKIE, next);
    },
  };
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
