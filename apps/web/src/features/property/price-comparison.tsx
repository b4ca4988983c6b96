import type { PriceComparison } from '@tbilisi/contracts';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { locationName } from '@/lib/locations';

/** Within this many per cent a price reads as "at the median". */
const AROUND = 2;

/**
 * "8 % below the Vake median for 2-room flats": the listing's price per m² against the recent median of listings
 * like it (api: price_comparison), linking to the statistics it comes from.
 */
export async function PriceComparisonNote({
  comparison,
  className,
}: {
  comparison: PriceComparison | null | undefined;
  className?: string;
}) {
  if (!comparison) return null;
  const [t, locale] = await Promise.all([getTranslations('statistics'), getLocale()]);
  const place = locationName(comparison.neighbourhood || comparison.district, locale);
  const segment =
    comparison.rooms > 0 ? t('roomsFlats', { rooms: comparison.rooms }) : t(`kindPlural.${comparison.kind}`);
  const percent = Math.abs(comparison.difference_percent);
  const text =
    percent <= AROUND
      ? t('compareAround', { place, segment })
      : comparison.difference_percent < 0
        ? t('compareBelow', { percent, place, segment })
        : t('compareAbove', { percent, place, segment });
  const Icon = comparison.difference_percent < 0 ? TrendingDown : TrendingUp;
  const query = new URLSearchParams({
    deal: comparison.deal,
    kind: comparison.kind,
    district: comparison.district,
  });
  return (
    <Link
      href={`/statistics?${query.toString()}`}
      data-testid="price-comparison"
      className={cn(
        'relative z-10 inline-flex items-center gap-1 text-xs hover:underline',
        percent <= AROUND ? 'text-muted' : comparison.difference_percent < 0 ? 'text-success' : 'text-danger',
        className,
      )}
      title={t('compareTitle', { listings: comparison.listings })}
    >
      {percent > AROUND ? <Icon className="size-3.5 shrink-0" aria-hidden /> : null}
      <span>{text}</span>
    </Link>
  );
}
