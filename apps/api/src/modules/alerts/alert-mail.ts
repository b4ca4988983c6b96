import type { MailMessage } from '../../lib/mailer';

export type AlertLocale = 'ka' | 'en' | 'ru';

export interface ListingForMail {
  id: number;
  title: string;
  titleEn: string | null;
  titleRu: string | null;
  price: number;
  currency: string;
  address: string;
}

const TEXT = {
  ka: {
    newMatch: (search: string) => `ახალი განცხადება ძიებისთვის „${search}“`,
    digest: (search: string, n: number) => `${n} ახალი განცხადება ძიებისთვის „${search}“`,
    priceDrop: (title: string) => `ფასი შემცირდა: ${title}`,
    priceWas: 'იყო',
    open: 'ნახვა',
    manage: 'შეტყობინებების მართვა',
    unsubscribe: 'გამოწერის გაუქმება',
    intro: 'თქვენს შენახულ ძიებას ახალი განცხადება დაემთხვა:',
    priceIntro: 'თქვენ მიერ შენახულ განცხადებას ფასი შეუმცირდა:',
  },
  en: {
    newMatch: (search: string) => `New listing for your search “${search}”`,
    digest: (search: string, n: number) => `${n} new listings for your search “${search}”`,
    priceDrop: (title: string) => `Price dropped: ${title}`,
    priceWas: 'was',
    open: 'Open',
    manage: 'Manage your alerts',
    unsubscribe: 'Unsubscribe',
    intro: 'A new listing matches your saved search:',
    priceIntro: 'A listing you saved is now cheaper:',
  },
  ru: {
    newMatch: (search: string) => `Новое объявление по поиску «${search}»`,
    digest: (search: string, n: number) => `Новых объявлений по поиску «${search}»: ${n}`,
    priceDrop: (title: string) => `Цена снижена: ${title}`,
    priceWas: 'было',
    open: 'Открыть',
    manage: 'Управление уведомлениями',
    unsubscribe: 'Отписаться',
    intro: 'Новое объявление подходит под ваш сохранённый поиск:',
    priceIntro: 'Объявление, которое вы сохранили, подешевело:',
  },
} satisfies Record<AlertLocale, unknown>;

const localeNumber = { ka: 'ka-GE', en: 'en-GB', ru: 'ru-RU' } as const;

export function localisedTitle(listing: ListingForMail, locale: AlertLocale): string {
  return (locale === 'en' ? listing.titleEn : locale === 'ru' ? listing.titleRu : null) || listing.title;
}

export function formatMoney(amount: number, currency: string, locale: AlertLocale): string {
  const sign = currency === 'USD' ? '$' : '₾';
  return `${Math.round(amount).toLocaleString(localeNumber[locale])} ${sign}`;
}

/** The web's address of a page in a language: Georgian is the default, without a prefix. */
export function webUrl(base: string, locale: AlertLocale, path: string): string {
  return `${base}${locale === 'ka' ? '' : `/${locale}`}${path}`;
}

interface Links {
  webBase: string;
  unsubscribeToken: string;
}

/**
 * The one-click unsubscribe of RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the link without
 * opening it, so the link works without a login; it goes through the web's /api proxy to the api.
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function footer(locale: AlertLocale, links: Links, unsubscribeUrl: string): string {
  const t = TEXT[locale];
  return [
    '',
    '--',
    `${t.manage}: ${webUrl(links.webBase, locale, '/dashboard?tab=alerts')}`,
    `${t.unsubscribe}: ${unsubscribeUrl}`,
  ].join('\n');
}

const unsubscribeLink = (links: Links) =>
  `${links.webBase}/api/alerts/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`;

function listingLines(listing: ListingForMail, locale: AlertLocale, webBase: string): string[] {
  return [
    `${localisedTitle(listing, locale)} — ${formatMoney(listing.price, listing.currency, locale)}`,
    listing.address,
    `${TEXT[locale].open}: ${webUrl(webBase, locale, `/property/${listing.id}`)}`,
  ];
}

export function newMatchMail(options: {
  to: string;
  locale: AlertLocale;
  searchName: string;
  listing: ListingForMail;
  links: Links;
}): MailMessage {
  const { locale, links } = options;
  const t = TEXT[locale];
  const unsubscribeUrl = unsubscribeLink(links);
  return {
    to: options.to,
    subject: t.newMatch(options.searchName),
    text: [
      t.intro,
      '',
      ...listingLines(options.listing, locale, links.webBase),
      footer(locale, links, unsubscribeUrl),
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

export function digestMail(options: {
  to: string;
  locale: AlertLocale;
  searchName: string;
  listings: ListingForMail[];
  links: Links;
}): MailMessage {
  const { locale, links } = options;
  const t = TEXT[locale];
  const unsubscribeUrl = unsubscribeLink(links);
  return {
    to: options.to,
    subject: t.digest(options.searchName, options.listings.length),
    text: [
      ...options.listings.flatMap((listing) => [...listingLines(listing, locale, links.webBase), '']),
      footer(locale, links, unsubscribeUrl),
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

export function priceDropMail(options: {
  to: string;
  locale: AlertLocale;
  listing: ListingForMail;
  oldPrice: number;
  oldCurrency: string;
  links: Links;
}): MailMessage {
  const { locale, links, listing } = options;
  const t = TEXT[locale];
  const unsubscribeUrl = unsubscribeLink(links);
  return {
    to: options.to,
    subject: t.priceDrop(localisedTitle(listing, locale)),
    text: [
      t.priceIntro,
      '',
      ...listingLines(listing, locale, links.webBase),
      `(${t.priceWas} ${formatMoney(options.oldPrice, options.oldCurrency, locale)})`,
      footer(locale, links, unsubscribeUrl),
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
