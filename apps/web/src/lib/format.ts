import { CURRENCY_SYMBOLS, type Currency } from '@tbilisi/contracts';
import type { AppLocale } from '@/i18n/routing';

const INTL_LOCALES: Record<AppLocale, string> = { ka: 'ka-GE', en: 'en-GB', ru: 'ru-RU' };

export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale as AppLocale] ?? 'ka-GE';
}

const GROUP_SEPARATORS: Record<AppLocale, string> = { ka: '\u00a0', en: ',', ru: '\u00a0' };
const DECIMAL_SEPARATORS: Record<AppLocale, string> = { ka: ',', en: '.', ru: ',' };

/**
 * Locale thousands separators, done by hand: Node's and the browser's ICU data disagree for Georgian, and the
 * server's HTML must match what the browser renders.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  const key = (locale in GROUP_SEPARATORS ? locale : 'ka') as AppLocale;
  const factor = 10 ** maximumFractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATORS[key]);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? DECIMAL_SEPARATORS[key] + fraction : ''}`;
}

/** "$185,000" or "501 350 ₾": locale thousands separators, the symbol where readers of that currency expect it. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const number = formatNumber(amount, locale);
  return currency === 'USD' ? `${CURRENCY_SYMBOLS.USD}${number}` : `${number} ${CURRENCY_SYMBOLS.GEL}`;
}

/** SPEC §2: USD when selected and present, else the GEL amount. */
export function priceIn(
  property: { rent_amount: number; rent_amount_usd: number | null },
  currency: Currency,
): { amount: number; currency: Currency } {
  return currency === 'USD' && property.rent_amount_usd != null
    ? { amount: property.rent_amount_usd, currency: 'USD' }
    : { amount: property.rent_amount, currency: 'GEL' };
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'Asia/Tbilisi' }).format(
    new Date(iso),
  );
}

type Variants<K extends string> = { [P in K | `${K}_en` | `${K}_ru`]?: string | null };

/** The language variant of a listing's text when present, else the default (Georgian) text. */
export function localized<K extends string>(item: Variants<K>, field: K, locale: string): string {
  const variant = locale === 'en' || locale === 'ru' ? item[`${field}_${locale}` as `${K}_en`] : undefined;
  return (variant && variant.trim()) || (item[field] ?? '') || '';
}
