import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['ka', 'en', 'ru'],
  defaultLocale: 'ka',
  // Georgian lives at `/`, the others under `/en` and `/ru` (docs/product/screens.md#preferences).
  localePrefix: 'as-needed',
  localeCookie: { name: 'sakhli_locale', maxAge: 60 * 60 * 24 * 365 },
});

export type AppLocale = (typeof routing.locales)[number];

export function isAppLocale(value: string): value is AppLocale {
  return (routing.locales as readonly string[]).includes(value);
}
