'use client';

import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { usePreferences } from '@/lib/preferences-context';

/** An amount in the visitor's currency (the header's switch), from the GEL and USD figures the api gives. */
export function ProjectMoney({ gel, usd, className }: { gel: number; usd: number; className?: string }) {
  const { currency } = usePreferences();
  const locale = useLocale();
  return (
    <span className={className ? `tabular-nums ${className}` : 'tabular-nums'}>
      {currency === 'USD' ? formatMoney(usd, 'USD', locale) : formatMoney(gel, 'GEL', locale)}
    </span>
  );
}
