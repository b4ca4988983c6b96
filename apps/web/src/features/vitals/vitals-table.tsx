import type { VitalsSummary } from '@tbilisi/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';

/** Google's thresholds for "good" and "poor" at p75 (web.dev/vitals): the colour of each figure. */
const THRESHOLDS = { lcp: [2500, 4000], inp: [200, 500], cls: [0.1, 0.25] } as const;

function tone(metric: keyof typeof THRESHOLDS, value: number | null) {
  if (value === null) return 'text-muted';
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'text-success' : value > poor ? 'text-danger' : 'text-fg';
}

/** p75 of LCP, INP and CLS per kind of page over the summary's window, for moderators. */
export async function VitalsTable({ summary }: { summary: VitalsSummary }) {
  const t = await getTranslations('vitals');
  const locale = await getLocale();
  const figure = (value: number | null, digits = 0) =>
    value === null ? '—' : formatNumber(value, locale, digits);
  return (
    <table className="w-full max-w-3xl text-sm">
      <caption className="mb-3 text-left text-muted">{t('caption', { days: summary.days })}</caption>
      <thead>
        <tr className="border-b border-border text-left text-muted">
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('pageType')}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-medium">
            {t('lcp')}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-medium">
            {t('inp')}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-medium">
            {t('cls')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('samples')}
          </th>
        </tr>
      </thead>
      <tbody>
        {summary.pages.map((page) => (
          <tr key={page.page_type} className="border-b border-border">
            <th scope="row" className="py-2 pr-4 text-left font-medium text-fg">
              {t(`page.${page.page_type}`)}
            </th>
            <td className={cn('py-2 pr-4 text-right tabular-nums', tone('lcp', page.lcp_p75_ms))}>
              {figure(page.lcp_p75_ms)}
            </td>
            <td className={cn('py-2 pr-4 text-right tabular-nums', tone('inp', page.inp_p75_ms))}>
              {figure(page.inp_p75_ms)}
            </td>
            <td className={cn('py-2 pr-4 text-right tabular-nums', tone('cls', page.cls_p75))}>
              {figure(page.cls_p75, 3)}
            </td>
            <td className="py-2 text-right text-muted tabular-nums">{formatNumber(page.samples, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
