import type { EstimateFigure } from '@tbilisi/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';

/** An estimate's figures in the listing's currency: the stored GEL and USD amounts, never converted here. */
export function useEstimateMoney(currency: string) {
  const locale = useLocale();
  const shown = currency === 'USD' ? 'USD' : 'GEL';
  return (gel: number, usd: number) => formatMoney(shown === 'USD' ? usd : gel, shown, locale);
}

/** "Between X and Y": the estimate's range, as the form and the property page both show it. */
export function EstimateRange({ figure, currency }: { figure: EstimateFigure; currency: string }) {
  const t = useTranslations('estimate');
  const money = useEstimateMoney(currency);
  return (
    <>
      {t('range', {
        low: money(figure.low_gel, figure.low_usd),
        high: money(figure.high_gel, figure.high_usd),
      })}
    </>
  );
}

/** What the estimate rests on (how many comparable listings), with the way to the statistics behind it. */
export function EstimateBasis({ figure }: { figure: EstimateFigure }) {
  const t = useTranslations('estimate');
  return (
    <>
      {t('basis', { count: figure.comparables })}{' '}
      <Link href="/statistics" className="text-primary underline underline-offset-2">
        {t('statisticsLink')}
      </Link>
    </>
  );
}
