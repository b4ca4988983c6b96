import { CURRENCIES, type Currency } from '@tbilisi/contracts';

export const CURRENCY_COOKIE = 'sakhli_currency';
export const THEME_COOKIE = 'sakhli_theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
/**
 * Result cards in a grid or in a list; a cookie, like the theme, so the server lays them out
 * (docs/product/screens.md#preferences).
 */
export const VIEW_MODE_COOKIE = 'sakhli_view_mode';
export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A saved value is accepted only if it is one we know (docs/product/screens.md#preferences). */
export function parseCurrency(value: string | undefined): Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : 'GEL';
}

export function parseTheme(value: string | undefined): ThemePreference {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as ThemePreference) : 'system';
}

export function parseViewMode(value: string | undefined): ViewMode {
  return (VIEW_MODES as readonly string[]).includes(value ?? '') ? (value as ViewMode) : 'grid';
}

export function writePreferenceCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
