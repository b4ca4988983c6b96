'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePreferences } from '@/lib/preferences-context';
import { formatMoney, priceIn } from '@/lib/format';
import { cn } from '@/lib/cn';

/** A listing's price in the visitor's currency; switches instantly with the header's currency switch. */
export function Price({
  property,
  className,
  showPeriod = true,
}: {
  property: { rent_amount: number; rent_amount_usd: number | null; listing_type: string };
  className?: string;
  showPeriod?: boolean;
}) {
  const { currency } = usePreferences();
  const locale = useLocale();
  const t = useTranslations('card');
  const { amount, currency: shown } = priceIn(property, currency);
  const period =
    property.listing_type === 'rent'
      ? t('perMonth')
      : property.listing_type === 'daily_rent'
        ? t('perDay')
        : null;
  return (
    <span className={cn('tabular-nums', className)}>
      {formatMoney(amount, shown, locale)}
      {showPeriod && period ? <span className="ml-1 text-sm font-normal text-muted">{period}</span> : null}
    </span>
  );
}
