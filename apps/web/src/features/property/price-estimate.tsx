import type { EstimateResponse } from '@tbilisi/contracts';
import { Calculator } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { EstimateBasis, EstimateRange } from '@/components/estimate-lines';
import { serverApi } from '@/lib/api/server';

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
  const [estimate, t] = await Promise.all([loadEstimate(property.id), getTranslations('estimate')]);
  const figure = lease ? estimate?.rent : estimate?.sale;
  if (!figure?.shown) return null;
  return (
    <div className="mt-4 border-t border-border pt-4 text-sm" data-testid="price-estimate">
      <p className="flex items-center gap-1.5 text-muted">
        <Calculator className="size-4" aria-hidden />
        {lease ? t('rentTitle') : t('saleTitle')}
      </p>
      <p className="mt-1 font-semibold text-fg tabular-nums">
        <EstimateRange figure={figure} currency={property.currency} />
      </p>
      <p className="mt-1 text-xs text-muted">
        <EstimateBasis figure={figure} />
      </p>
    </div>
  );
}
