'use client';

import type { Currency } from '@tbilisi/contracts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { CURRENCY_COOKIE, THEME_COOKIE, writePreferenceCookie, type ThemePreference } from '@/lib/preferences';

interface PreferencesValue {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  theme: ThemePreference;
  setTheme: (theme: ThemePreference) => void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

function applyTheme(theme: ThemePreference) {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.dataset.theme = theme;
}

/** Currency and theme, remembered in cookies so the server renders the page the way it will look. */
export function PreferencesProvider({
  initialCurrency,
  initialTheme,
  children,
}: {
  initialCurrency: Currency;
  initialTheme: ThemePreference;
  children: ReactNode;
}) {
  const [currency, setCurrencyState] = useState(initialCurrency);
  const [theme, setThemeState] = useState(initialTheme);

  useEffect(() => {
    if (theme !== 'system') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);

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
  };
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}

/** Runs before the first paint so a "system" theme never flashes light on a dark device. */
export const THEME_BOOT_SCRIPT = `(function(){try{var d=document.documentElement;if(d.dataset.theme==='system'&&matchMedia('(prefers-color-scheme: dark)').matches)d.classList.add('dark')}catch(e){}})()`;
