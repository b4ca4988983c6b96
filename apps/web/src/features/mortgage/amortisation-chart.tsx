import type { ScheduleYear } from './amortisation';

/**
 * Principal and interest repaid each year as stacked bars, drawn as plain SVG: a few dozen rectangles need no chart
 * library on the property page.
 */
export function AmortisationChart({
  schedule,
  format,
  labels,
}: {
  schedule: ScheduleYear[];
  format: (amount: number) => string;
  labels: { principal: string; interest: string; year: string };
}) {
  const width = 600;
  const height = 180;
  const top = Math.max(1, ...schedule.map((y) => y.principal + y.interest));
  const slot = width / Math.max(1, schedule.length);
  const bar = Math.max(2, slot * 0.7);
  return (
    <figure className="mt-5">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${labels.principal} / ${labels.interest}`}
      >
        {schedule.map((year, index) => {
          const x = index * slot + (slot - bar) / 2;
          const principalHeight = (year.principal / top) * height;
          const interestHeight = (year.interest / top) * height;
          return (
            <g key={year.year}>
              <title>
                {`${labels.year} ${year.year}: ${labels.principal} ${format(year.principal)}, ${labels.interest} ${format(year.interest)}`}
              </title>
              <rect
                x={x}
                y={height - principalHeight - interestHeight}
                width={bar}
                height={interestHeight}
                className="fill-amber-400"
              />
              <rect
                x={x}
                y={height - principalHeight}
                width={bar}
                height={principalHeight}
                className="fill-primary"
              />
              {schedule.length <= 15 || year.year % 5 === 0 || year.year === 1 ? (
                <text x={x + bar / 2} y={height + 14} textAnchor="middle" className="fill-muted text-[10px]">
                  {year.year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-primary" aria-hidden />
          {labels.principal}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-amber-400" aria-hidden />
          {labels.interest}
        </span>
      </figcaption>
    </figure>
  );
}
