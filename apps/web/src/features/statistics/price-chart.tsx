'use client';

import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  /** one value per month, null where the month has too few listings */
  values: (number | null)[];
}

/**
 * The price per m² over time, one line per place. uPlot (~50 kB) is imported here only, when the statistics page
 * mounts: no other page loads it. The table below the chart carries the same figures for screen readers.
 */
export function PriceChart({
  months,
  series,
  label,
  monthLabel,
  locale,
}: {
  months: string[];
  series: ChartSeries[];
  label: string;
  /** the legend's name for the month pointed at, and the language its month and figures are written in */
  monthLabel: string;
  locale: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let plot: { destroy(): void } | undefined;
    const element = container.current;
    if (!element) return;
    void import('uplot').then(({ default: UPlot }) => {
      if (disposed) return;
      const monthFormat = new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const x = months.map((month) => Date.parse(`${month}-15T00:00:00Z`) / 1000);
      // Away from the cursor, uPlot's legend shows "--" for every line; it shows the latest month with figures instead,
      // so the legend reads as the current prices until a month is pointed at.
      const latest = months.findLastIndex((_, i) => series.some((s) => s.values[i] != null));
      const showLatest = (chart: InstanceType<typeof UPlot>) => {
        if (latest >= 0 && chart.cursor.idx == null) chart.setLegend({ idx: latest }, false);
      };
      plot = new UPlot(
        {
          width: element.clientWidth || 640,
          height: 320,
          scales: { x: { time: true } },
          axes: [{}, { size: 70 }],
          hooks: { ready: [showLatest], setCursor: [showLatest] },
          series: [
            {
              label: monthLabel,
              value: (_: unknown, seconds: number | null) =>
                seconds == null ? '—' : monthFormat.format(new Date(seconds * 1000)),
            },
            ...series.map((s) => ({
              label: s.label,
              value: (_: unknown, price: number | null) => (price == null ? '—' : numberFormat.format(price)),
              stroke: s.color,
              width: 2,
              spanGaps: false,
              points: { size: 5 },
            })),
          ],
        },
        [x, ...series.map((s) => s.values)],
        element,
      );
    });
    return () => {
      disposed = true;
      plot?.destroy();
    };
  }, [months, series, monthLabel, locale]);
  return <div ref={container} role="img" aria-label={label} data-testid="price-chart" className="w-full" />;
}
