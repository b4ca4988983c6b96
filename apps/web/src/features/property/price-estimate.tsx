import type { EstimateResponse } from '@tbilisi/contracts';
import { Calculator } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/api/server';
import { formatMoney } from '@/lib/format';

async function loadEstimate(id: number): Promise<EstimateResponse | null> {
  try {
    return await (await serverApi()).propertyEstimate(id);
  } catch {
    return null;
  }
}

/**
 * The property page's estimate: the sale price (sales, leasehold) or the monthly rent (rents) that comparable listings
 * suggest, with its range; nothing where the range is wider than ±20 % or there is no model yet.
 */
export async function PriceEstimate({
  property,
}: {
  property: { id: number; listing_type: string; currency: string };
}) {
  const lease = property.listing_type === 'rent';
  if (!lease && property.listing_type !== 'sale') return null;
  const [estimate, t, locale] = await Promise.all([
    loadEstimate(property.id),
    getTranslations('estimate'),
    getLocale(),
  ]);
  const figure = lease ? estimate?.rent : estimate?.sale;
  if (!figure?.shown) return null;
  const currency = property.currency === 'USD' ? 'USD' : 'GEL';
  const money = (gel: number, usd: number) => formatMoney(currency === 'USD' ? usd : gel, currency, locale);
  return (
    <div className="mt-4 border-t border-border pt-4 text-sm" data-testid="price-estimate">
      <p className="flex items-center gap-1.5 text-muted">
        <Calculator className="size-4" aria-hidden />
        {lease ? t('rentTitle') : t('saleTitle')}
      </p>
      <p className="mt-1 font-semibold text-fg tabular-nums">
        {t('range', {
          low: money(figure.low_gel, figure.low_usd),
          high: money(figure.high_gel, figure.high_usd),
        })}
      </p>
      <p className="mt-1 text-xs text-muted">
        {t('basis', { count: figure.comparables })}{' '}
        <Link href="/statistics" className="text-primary underline underline-offset-2">
          {t('statisticsLink')}
        </Link>
      </p>
    </div>
  );
}
