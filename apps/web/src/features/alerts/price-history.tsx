import { getLocale, getTranslations } from 'next-intl/server';
import { serverApi } from '@/lib/api/server';
import type { PriceHistory as PriceHistoryData } from '@/lib/api/client';
import { formatDate, formatNumber } from '@/lib/format';

async function loadPriceHistory(id: number): Promise<PriceHistoryData | null> {
  try {
    return await (await serverApi()).priceHistory(id);
  } catch {
    // The page stands without it.
    return null;
  }
}

/**
 * The property page's price history: a small step chart of every price, and days on market. Drawn on the server
 * with the page: no script, and nothing moves when it arrives (decision 024).
 */
export async function PriceHistory({ propertyId }: { propertyId: number }) {
  const [data, t, locale] = await Promise.all([
    loadPriceHistory(propertyId),
    getTranslations('alerts'),
    getLocale(),
  ]);
  if (!data) return null;
  const points = data.changes.map((change) => ({
    at: Date.parse(change.changed_at),
    price: change.new_price,
  }));
  const currency = data.changes.at(-1)?.currency === 'USD' ? '$' : '₾';
  const confirmedDays = data.confirmed_at
    ? Math.max(0, Math.floor((Date.now() - Date.parse(data.confirmed_at)) / 86_400_000))
    : null;
  const width = 280;
  const height = 64;
  let path = '';
  if (points.length > 1) {
    const now = Date.now();
    const [minAt, maxAt] = [points[0]!.at, Math.max(now, points.at(-1)!.at)];
    const prices = points.map((point) => point.price);
    const [low, high] = [Math.min(...prices), Math.max(...prices)];
    const x = (at: number) => ((at - minAt) / Math.max(1, maxAt - minAt)) * width;
    const y = (price: number) => height - 4 - ((price - low) / Math.max(1, high - low)) * (height - 8);
    path = points
      .map((point, index) => `${index ? `H${x(point.at).toFixed(1)}` : `M0`} V${y(point.price).toFixed(1)}`)
      .join(' ');
    path = `M0 ${y(points[0]!.price).toFixed(1)} ${path.slice(2)} H${width}`;
  }
  return (
    <section className="rounded-2xl border border-border bg-surface p-4" data-testid="price-history">
      <h2 className="text-sm font-semibold text-fg">{t('priceHistory')}</h2>
      <p className="mt-1 text-sm text-muted">
        {t('daysOnMarket', { count: data.days_on_market })} ·{' '}
        {t('listedOn', { date: formatDate(data.first_listed_at, locale) })}
      </p>
      {confirmedDays !== null ? (
        <p className="mt-1 text-sm text-muted" data-testid="confirmed-ago">
          {t('confirmedDaysAgo', { count: confirmedDays })}
        </p>
      ) : null}
      {path ? (
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="mt-3 h-16 w-full"
          role="img"
          aria-label={t('priceHistory')}
        >
          <path d={path} fill="none" stroke="currentColor" strokeWidth="2" className="text-primary" />
        </svg>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {data.changes
          .slice()
          .reverse()
          .map((change) => (
            <li key={change.changed_at} className="flex justify-between gap-3">
              <span className="text-muted">{formatDate(change.changed_at, locale)}</span>
              <span className="text-fg">
                {formatNumber(change.new_price, locale)} {currency}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}
