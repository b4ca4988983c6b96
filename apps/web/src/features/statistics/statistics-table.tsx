import type { StatisticsCell } from '@tbilisi/contracts';
import { formatMoney, formatNumber } from '@/lib/format';
import { medianOf } from './statistics-options';

export interface TableRow {
  name: string;
  href?: string;
  cell: StatisticsCell;
}

/** The recent (last 180 days) figures of each place, the chart's and map's data in a readable form. */
export function StatisticsTable({
  rows,
  currency,
  locale,
  labels,
  renderName,
}: {
  rows: TableRow[];
  currency: 'GEL' | 'USD';
  locale: string;
  labels: Record<'place' | 'median' | 'quartiles' | 'medianPrice' | 'listings' | 'active' | 'days', string>;
  renderName: (row: TableRow) => React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full text-sm" data-testid="statistics-table">
        <thead className="bg-bg text-left text-xs text-muted">
          <tr>
            {/* The place stays in view while a phone scrolls the figures sideways. */}
            <th className="sticky left-0 bg-bg px-4 py-3 font-medium">{labels.place}</th>
            <th className="px-4 py-3 text-right font-medium">{labels.median}</th>
            <th className="px-4 py-3 text-right font-medium">{labels.quartiles}</th>
            <th className="px-4 py-3 text-right font-medium">{labels.medianPrice}</th>
            <th className="px-4 py-3 text-right font-medium">{labels.listings}</th>
            <th className="px-4 py-3 text-right font-medium">{labels.active}</th>
            <th className="px-4 py-3 text-right font-medium">{labels.days}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const perSqm = medianOf(row.cell, currency);
            return (
              <tr key={`${row.cell.district}/${row.cell.neighbourhood}`} className="border-t border-border">
                <th
                  scope="row"
                  className="sticky left-0 bg-surface px-4 py-2.5 text-left font-medium text-fg"
                >
                  {renderName(row)}
                </th>
                <td className="px-4 py-2.5 text-right font-semibold text-fg tabular-nums">
                  {formatMoney(perSqm.median, currency, locale)}
                </td>
                <td className="px-4 py-2.5 text-right text-muted tabular-nums">
                  {formatNumber(perSqm.q1, locale)}–{formatNumber(perSqm.q3, locale)}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {formatMoney(
                    currency === 'USD' ? row.cell.median_price_usd : row.cell.median_price_gel,
                    currency,
                    locale,
                  )}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {formatNumber(row.cell.listings, locale)}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {formatNumber(row.cell.active_listings, locale)}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {row.cell.median_days_on_market === null
                    ? '—'
                    : formatNumber(row.cell.median_days_on_market, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
