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
}: {
  months: string[];
  series: ChartSeries[];
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let plot: { destroy(): void } | undefined;
    const element = container.current;
    if (!element) return;
    void import('uplot').then(({ default: UPlot }) => {
      if (disposed) return;
      const x = months.map((month) => Date.parse(`${month}-15T00:00:00Z`) / 1000);
      plot = new UPlot(
        {
          width: element.clientWidth || 640,
          height: 320,
          scales: { x: { time: true } },
          axes: [{}, { size: 70 }],
          series: [
            {},
            ...series.map((s) => ({
              label: s.label,
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
  }, [months, series]);
  return <div ref={container} role="img" aria-label={label} data-testid="price-chart" className="w-full" />;
}
