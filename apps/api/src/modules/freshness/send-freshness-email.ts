import { eq } from 'drizzle-orm';
import { alertPreferences, listingFreshness, properties, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { formatMoney, localisedTitle, webUrl, type AlertLocale } from '../alerts/alert-mail';
import { freshnessToken } from './freshness-links';

const TEXT = {
  ka: {
    subject: (title: string) => `ისევ ხელმისაწვდომია? ${title}`,
    intro: (date: string) =>
      `თქვენი განცხადება ძიებიდან ${date}-ს მოიხსნება, თუ არ დაადასტურებთ, რომ ისევ ხელმისაწვდომია.`,
    yes: 'ისევ ხელმისაწვდომია',
    no: 'აღარ არის ხელმისაწვდომი',
    manage: 'ჩემი განცხადებები',
  },
  en: {
    subject: (title: string) => `Still available? ${title}`,
    intro: (date: string) =>
      `Your listing leaves search on ${date} unless you confirm it is still available.`,
    yes: 'Still available',
    no: 'No longer available',
    manage: 'My listings',
  },
  ru: {
    subject: (title: string) => `Ещё актуально? ${title}`,
    intro: (date: string) =>
      `Ваше объявление уйдёт из поиска ${date}, если вы не подтвердите, что оно актуально.`,
    yes: 'Ещё актуально',
    no: 'Больше не актуально',
    manage: 'Мои объявления',
  },
} as const;

/**
 * Asks the poster whether the listing is still available, with two signed one-click links (no login, single use,
 * expiring). A mail queued with an older nonce (the poster answered meanwhile, or was asked again) is not sent.
 */
export async function sendFreshnessEmail(deps: Deps, payload: { propertyId: number; nonce: string }) {
  const { db } = deps;
  const [row] = await db
    .select({
      listing: properties,
      freshness: listingFreshness,
      email: users.email,
      locale: alertPreferences.locale,
    })
    .from(properties)
    .innerJoin(listingFreshness, eq(listingFreshness.propertyId, properties.id))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
    .where(eq(properties.id, payload.propertyId));
  if (!row || row.freshness.linkNonce !== payload.nonce || row.listing.status !== 'active') return;
  const locale: AlertLocale = row.locale ?? 'ka';
  const t = TEXT[locale];
  const token = encodeURIComponent(await freshnessToken(db, payload.propertyId, payload.nonce));
  const link = (answer: string) =>
    `${deps.config.publicWebUrl}/api/listings/freshness?token=${token}&answer=${answer}`;
  const date = row.freshness.expiresAt.toISOString().slice(0, 10);
  const title = localisedTitle(row.listing, locale);
  await deps.mailer.send({
    to: row.email,
    subject: t.subject(title),
    text: [
      t.intro(date),
      '',
      `${title} — ${formatMoney(row.listing.price, row.listing.currency, locale)}`,
      '',
      `${t.yes}: ${link('available')}`,
      `${t.no}: ${link('gone')}`,
      '',
      `${t.manage}: ${webUrl(deps.config.publicWebUrl, locale, '/dashboard')}`,
    ].join('\n'),
  });
}
