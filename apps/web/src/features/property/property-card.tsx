import { BadgeCheck, Bath, BedDouble, Camera, ImageOff, Ruler } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { SaveHeart } from './save-button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import type { PropertySummary } from '@tbilisi/contracts';
import { formatNumber, localized } from '@/lib/format';
import { CARD_PHOTO_SIZES, orderedImages, placeholderStyle, srcSetOf } from '@/lib/images';
import { addressLine } from '@/lib/locations';
import { OffersBadge } from '@/components/offers-badge';
import { Price } from '@/components/price';
import { PriceComparisonNote } from './price-comparison';
import { PosterLine } from '@/components/poster-line';

export function primaryImage(property: Pick<PropertySummary, 'images'>): string | undefined {
  return orderedImages(property)[0]?.image_url;
}

/** Whole days since a moment, as "confirmed N days ago" counts them (0 today). */
function daysSince(at: string): number {
  return Math.max(0, Math.floor((Date.now() - Date.parse(at)) / 86_400_000));
}

export async function PropertyCard({
  property,
  priority = false,
}: {
  property: PropertySummary;
  priority?: boolean;
}) {
  const locale = await getLocale();
  const t = await getTranslations('card');
  const tType = await getTranslations('propertyType');
  const title = localized(property, 'title', locale);
  const address = addressLine(property, locale);
  const image = orderedImages(property)[0];
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md',
        // In the list view mode of the results (see ResultList): the photo on the left, the text beside it.
        'group-data-[view-mode=list]/results:flex-row',
      )}
    >
      <div
        className={cn(
          'relative aspect-[4/3] overflow-hidden bg-surface-2',
          'group-data-[view-mode=list]/results:aspect-auto group-data-[view-mode=list]/results:min-h-36 group-data-[view-mode=list]/results:w-36 group-data-[view-mode=list]/results:shrink-0 sm:group-data-[view-mode=list]/results:w-72',
        )}
        style={placeholderStyle(image)}
      >
        {image ? (
          <img
            src={image.image_url}
            srcSet={srcSetOf(image)}
            sizes={CARD_PHOTO_SIZES}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted">
            <ImageOff className="size-8" aria-hidden />
            <span className="text-xs">{t('noPhoto')}</span>
          </div>
        )}
        {/* A phone's list row has too narrow a photo for badges beside the heart; the title names the type anyway. */}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5 max-sm:group-data-[view-mode=list]/results:hidden">
          <Badge tone="overlay">{tType(property.property_type as 'apartment')}</Badge>
          {property.is_new_building ? <Badge tone="overlay">{t('newBuilding')}</Badge> : null}
        </div>
        <SaveHeart propertyId={property.id} className="absolute top-2.5 right-2.5 z-10" />
        {property.photo_count > 1 ? (
          <Badge tone="overlay" className="absolute right-3 bottom-3 gap-1">
            <Camera className="size-3.5" aria-hidden />
            <span aria-hidden>{property.photo_count}</span>
            <span className="sr-only">{t('photos', { count: property.photo_count })}</span>
          </Badge>
        ) : null}
        {!property.is_available ? (
          <Badge tone="danger" className="absolute bottom-3 left-3">
            {t('notAvailable')}
          </Badge>
        ) : null}
      </div>
      <div
        className={cn(
          'flex min-w-0 flex-1 flex-col gap-1.5 p-4',
          'group-data-[view-mode=list]/results:p-3 sm:group-data-[view-mode=list]/results:p-5',
        )}
      >
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <Price property={property} className="text-lg font-semibold text-fg" />
          <OffersBadge count={property.offers_count} />
        </div>
        <h3 className="line-clamp-2 text-[15px] leading-snug font-medium text-fg">
          <Link
            href={`/property/${property.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
          >
            {title}
          </Link>
        </h3>
        <p className="line-clamp-1 text-sm text-muted">{address || t('addressUnavailable')}</p>
        <PriceComparisonNote comparison={property.price_comparison} />
        {property.poster ? <PosterLine poster={property.poster} /> : null}
        {property.confirmed_at ? (
          <p className="text-xs text-muted" data-testid="card-confirmed">
            {t('confirmedDaysAgo', { count: daysSince(property.confirmed_at) })}
          </p>
        ) : null}
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          {property.bedrooms > 0 ? (
            <li className="inline-flex items-center gap-1.5">
              <BedDouble className="size-4" aria-hidden />
              {t('bedrooms', { count: property.bedrooms })}
            </li>
          ) : null}
          {property.bathrooms > 0 ? (
            <li className="inline-flex items-center gap-1.5">
              <Bath className="size-4" aria-hidden />
              {t('bathrooms', { count: property.bathrooms })}
            </li>
          ) : null}
          {property.square_feet > 0 ? (
            <li className="inline-flex items-center gap-1.5">
              <Ruler className="size-4" aria-hidden />
              {t('area', { area: formatNumber(property.square_feet, locale, 1) })}
            </li>
          ) : null}
          {property.is_verified ? (
            <li className="ml-auto inline-flex items-center gap-1 text-primary">
              <BadgeCheck className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('verified')}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
