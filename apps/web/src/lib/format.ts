import { CURRENCY_SYMBOLS, type Currency } from '@tbilisi/contracts';
import type { AppLocale } from '@/i18n/routing';

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

/** USD when selected and present, else the GEL amount (docs/product/listings.md#prices). */
export function priceIn(
  property: { rent_amount: number; rent_amount_usd: number | null },
  currency: Currency,
): { amount: number; currency: Currency } {
  return currency === 'USD' && property.rent_amount_usd != null
    ? { amount: property.rent_amount_usd, currency: 'USD' }
    : { amount: property.rent_amount, currency: 'GEL' };
}

const MONTHS: Record<AppLocale, readonly string[]> = {
  ka: [
    'იანვარი',
    'თებერვალი',
    'მარტი',
    'აპრილი',
    'მაისი',
    'ივნისი',
    'ივლისი',
    'აგვისტო',
    'სექტემბერი',
    'ოქტომბერი',
    'ნოემბერი',
    'დეკემბერი',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};
// Tbilisi keeps UTC+4 all year (no daylight saving).
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** "22 November 2026" in the reader's language, by hand for the same reason as formatNumber. */
export function formatDate(iso: string | Date, locale: string): string {
  const key = (locale in MONTHS ? locale : 'ka') as AppLocale;
  const date = new Date(new Date(iso).getTime() + TBILISI_OFFSET_MS);
  const day = date.getUTCDate();
  const month = MONTHS[key][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  if (key === 'ka') return `${day} ${month}, ${year}`;
  if (key === 'ru') return `${day} ${month} ${year} г.`;
  return `${day} ${month} ${year}`;
}

type Variants<K extends string> = { [P in K | `${K}_en` | `${K}_ru`]?: string | null };

/** The language variant of a listing's text when present, else the default (Georgian) text. */
export function localized<K extends string>(item: Variants<K>, field: K, locale: string): string {
  const variant = locale === 'en' || locale === 'ru' ? item[`${field}_${locale}` as `${K}_en`] : undefined;
  return (variant && variant.trim()) || (item[field] ?? '') || '';
}
