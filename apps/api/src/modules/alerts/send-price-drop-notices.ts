import { and, eq, ne, sql } from 'drizzle-orm';
import { alertPreferences, favourites, notifications, properties, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { addNotification } from './add-notification';
import { priceDropMail, type AlertLocale } from './alert-mail';
import { loadListingForMail } from './load-listing-for-mail';
import { signLink } from './signed-links';

export interface PriceDropPayload {
  propertyId: number;
  oldPrice: number;
  oldCurrency: string;
  newPrice: number;
  newCurrency: string;
}

/**
 * Tells everyone who saved the listing (but its poster, and those who turned the notices off) that its price
 * dropped: an in-app notice and an e-mail each. A person already told of this very drop is skipped, so a retried
 * job tells nobody twice.
 */
export async function sendPriceDropNotices(deps: Deps, payload: PriceDropPayload) {
  const { db } = deps;
  const listing = await loadListingForMail(db, payload.propertyId);
  if (!listing) return;
  const [owner] = await db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, payload.propertyId));
  const dropKey = `${payload.oldPrice}${payload.oldCurrency}>${payload.newPrice}${payload.newCurrency}`;
  const savers = await db
    .select({
      userId: users.id,
      email: users.email,
      locale: alertPreferences.locale,
      wants: alertPreferences.priceDropAlerts,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
    .where(and(eq(favourites.propertyId, payload.propertyId), ne(users.id, owner?.ownerId ?? 0)));
  for (const saver of savers) {
    if (saver.wants === false) continue;
    const [told] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, saver.userId),
          eq(notifications.propertyId, payload.propertyId),
          eq(notifications.kind, 'price_drop'),
          sql`${notifications.data}->>'drop' = ${dropKey}`,
        ),
      );
    if (told) continue;
    const locale: AlertLocale = saver.locale ?? 'ka';
    await deps.mailer.send(
      priceDropMail({
        to: saver.email,
        locale,
        listing,
        oldPrice: payload.oldPrice,
        oldCurrency: payload.oldCurrency,
        links: {
          webBase: deps.config.publicWebUrl,
          unsubscribeToken: await signLink(db, { kind: 'stop-price-drops', userId: saver.userId }),
        },
      }),
    );
    await addNotification(db, {
      userId: saver.userId,
      kind: 'price_drop',
      propertyId: payload.propertyId,
      data: {
        drop: dropKey,
        title: listing.title,
        title_en: listing.titleEn,
        title_ru: listing.titleRu,
        price: payload.newPrice,
        currency: payload.newCurrency,
        old_price: payload.oldPrice,
        old_currency: payload.oldCurrency,
      },
    });
  }
}
