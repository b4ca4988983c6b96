import { BadgeCheck, ChevronRight } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { posterRole } from '@/components/duplicate-reasons/reasons';
import { Link } from '@/i18n/navigation';
import type { Offer } from '@tbilisi/contracts';
import { formatDate } from '@/lib/format';
import { Price } from '@/components/price';

/**
 * The property page's "other offers": the same property's other active listings (other posters, other prices, the
 * same flat's other deal: its rental beside its sale), cheapest first as the api sends them, each priced in the
 * visitor's currency and linked to its own page. Another deal is named, and only an offer of the same deal can be
 * the lower price.
 */
export async function OtherOffers({
  offers,
  currentPrice,
  currentDeal,
}: {
  offers: readonly Offer[];
  currentPrice: number;
  currentDeal: string;
}) {
  if (offers.length === 0) return null;
  const [t, deal, locale] = await Promise.all([
    getTranslations('offers'),
    getTranslations('deal'),
    getLocale(),
  ]);
  return (
    <section
      aria-labelledby="other-offers-title"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="other-offers-title" className="text-lg font-semibold text-fg">
        {t('title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted">{t('intro')}</p>
      <ul className="divide-y divide-border">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="relative flex flex-wrap items-center gap-x-4 gap-y-1.5 py-3 first:pt-1 last:pb-0"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Price property={offer} className="text-base font-semibold text-fg" />
                {offer.listing_type !== currentDeal ? (
                  <Badge>{deal(offer.listing_type)}</Badge>
                ) : offer.rent_amount < currentPrice ? (
                  <Badge tone="success">{t('lower')}</Badge>
                ) : null}
              </div>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span>{t(`poster.${posterRole(offer.poster_role)}`)}</span>
                {offer.is_verified ? (
                  <span className="inline-flex items-center gap-1 text-primary">
                    <BadgeCheck className="size-4" aria-hidden />
                    {t('verified')}
                  </span>
                ) : null}
                <span>{t('listed', { date: formatDate(offer.created_at, locale) })}</span>
              </p>
            </div>
            <Link
              href={`/property/${offer.id}`}
              className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('view')}
              <span className="sr-only"> {t('listing', { id: offer.id })}</span>
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
